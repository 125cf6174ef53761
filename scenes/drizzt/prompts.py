"""The questions a Legend of Drizzt table asks in words: the decisions that are not a hero's move
(which edge to explore, cancel an encounter, level up, react, keep or give a treasure) as a
panel of options, and the hero-phase choices no click on the map makes (end the phase, open a
door, disarm a trap, a card with no target) as buttons beside the hand. Every option is a
legal action, worded by scenes.drizzt.words."""
from __future__ import annotations

from game.drizzt import actions as A
from game.drizzt.content import load
from scenes.drizzt import words
from scenes.kit.options import Option

SHORT = {A.EndPhase: "End hero phase", A.OpenDoor: "Open the door", A.Disarm: "Disarm the trap"}


class Prompting:
    """Mixed into the table: builds self.prompt (a decision) and self.action_bar (hero phase)."""

    def _prompts(self) -> None:
        decision = self.view.get("decision") if self.driver.human_to_act() is not None else None
        if decision is None or decision["kind"] == "hero":
            self.prompt.show("", [])
        else:
            options = [Option(self._label(a), self._chooser(a), tooltip=words.action_words(a, self.view),
                              style="quiet" if isinstance(a, A.LetItBe) else "normal")
                       for a in self.legal]
            self.prompt.show(words.decision_words(self.view, self.legal), options, note=self._note(decision))
        bar = [Option(self._bar_label(a), self._chooser(a), tooltip=words.action_words(a, self.view),
                      style="primary" if isinstance(a, A.EndPhase) else "normal")
               for a in self.controls.others()]
        self.action_bar.show("", bar)

    def _chooser(self, action):
        return lambda: self.act(action)

    def _label(self, action) -> str:
        text = words.action_words(action, self.view)
        return text[:1].upper() + text[1:]

    def _bar_label(self, action) -> str:
        if type(action) in SHORT:
            return SHORT[type(action)]
        card = action.power if isinstance(action, A.UsePower) else action.item
        c = load().powers.get(card) or load().treasures.get(card)
        return f"Use {c.name if c else card}"

    def _note(self, decision: dict) -> str:
        data = decision.get("data", {})
        if decision["kind"] == "cancel":
            xp = self.view.get("xp", {}).get(str(data.get("team", 0)), [])
            return f"The party's experience: {words.xp_of(xp)} XP. Cancelling costs 5."
        if decision["kind"] == "level_up":
            return "Level 2: +2 health, a stronger natural 20, and one more Art."
        return ""
