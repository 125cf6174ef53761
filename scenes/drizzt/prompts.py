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
                       for a in sorted(self.legal, key=lambda a: self._place(a, decision))]
            question = words.decision_words(self.view, self.legal)
            question += "" if question.endswith((".", "?", "!")) else "."
            self.prompt.show(question, options, note=self._note(decision))
        others = self.controls.others()
        self.useless = {a: self.match.ask("no_effect", a) for a in others}  # the engine's word: a heal at full health
        bar = []
        for a in others:
            useless = self.useless[a]
            bar.append(Option(self._bar_label(a), self._chooser(a),
                              tooltip=f"{self._bar_label(a, marked=False)}: {useless}." if useless
                              else words.action_words(a, self.view),
                              style="primary" if isinstance(a, A.EndPhase) else "normal"))  # "quiet" is the kit's way out
        self.action_bar.show("", bar)

    @staticmethod
    def _place(action, decision: dict) -> tuple:
        """Where an option sits, the same from one asking to the next: "keep" before the gifts
        (then the engine's hero order), and letting it be last. So a hand that clicked "keep"
        last time finds it where it was, whoever drew the treasure."""
        keep = isinstance(action, A.Give) and action.hero == decision.get("data", {}).get("hero")
        return isinstance(action, A.LetItBe), not keep

    def _chooser(self, action):
        return lambda: self.act(action)

    def _label(self, action) -> str:
        """A button's words: short, and different from every other button's."""
        same_kind = [a for a in self.legal if type(a) is type(action)]
        if isinstance(action, A.Cancel):
            if len(same_kind) == 1:
                return f"Cancel it: spend {words.xp_of(action.cards)} XP"
            return "Spend " + " + ".join(words.card_name(c) for c in action.cards)
        if isinstance(action, A.LevelUp):
            learn = action.art and len({a.art for a in same_kind}) > 1
            spend = len({a.cards for a in same_kind}) > 1
            parts = ([f"learn {words.power_name(action.art)}"] if learn else []) + (
                ["spend " + " + ".join(words.card_name(c) for c in action.cards)] if spend else [])
            if parts:  # every button names what sets it apart: the Art, the XP cards, or both
                return "Level 2: " + ", ".join(parts)
            return "Reach level 2" + (f" ({words.xp_of(action.cards)} XP)" if action.cards else "")
        if isinstance(action, A.LetItBe):
            kind = (self.view.get("decision") or {}).get("kind")
            return {"cancel": "Let it happen", "level_up": "Stay at level 1", "react": "Do not react"}.get(kind,
                                                                                                      "Let it be")
        text = words.action_words(action, self.view)
        return text[:1].upper() + text[1:]

    def _bar_label(self, action, marked: bool = True) -> str:
        """A hero-phase button's words; a card that would do nothing now says so first (the
        card's name follows, cut to fit; the tip has it whole)."""
        label = self._plain_bar_label(action)
        if marked and getattr(self, "useless", {}).get(action):
            label = f"No effect: {label.removeprefix('Use ')}"
            label = label if len(label) <= 24 else label[:23] + "…"
        return label

    def _plain_bar_label(self, action) -> str:
        same = [a for a in self.legal if type(a) is type(action)]
        if isinstance(action, A.OpenDoor) and len(same) > 1:
            tile = next((t for t in self.view["tiles"] if (t["tx"], t["ty"]) == (action.tx, action.ty)), None)
            return f"Open the door of {load().tile_defs[tile['id']].name}" if tile else SHORT[A.OpenDoor]
        if isinstance(action, A.Disarm) and len(same) > 1:
            return f"Disarm {words.card_name(action.trap)}"
        if type(action) in SHORT:
            return SHORT[type(action)]
        card = action.power if isinstance(action, A.UsePower) else action.item
        c = load().powers.get(card) or load().treasures.get(card)
        return f"Use {c.name if c else card}"

    def _note(self, decision: dict) -> str:
        data = decision.get("data", {})
        if decision["kind"] == "cancel":
            xp = self.view.get("xp", {}).get(str(data.get("team", 0)), [])
            return f"(The party has {words.xp_of(xp)} XP; cancelling costs 5.)"
        if decision["kind"] == "level_up":
            return "(Level 2: +2 health, a stronger natural 20, and one more Art.)"
        return ""
