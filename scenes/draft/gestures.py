"""What a person does at the Dungeon Draft table with the mouse on their own turn of the play
phase: drag a hand card onto their play area (a hero, a weapon, a quest) or a monster onto the
fight zone, click a lit card to play it, or end the turn (with a word first when a quest could
still be played on the last turn). Each gesture becomes one of the engine's legal actions, or a
refusal by the pointer in the engine's words; nothing changes on a refusal."""
from __future__ import annotations

from game.core.common_actions import Pass
from game.core.words import tidy
from game.draft.actions import Play
from scenes.kit.options import Option
from scenes.draft import words

FIGHT = "fight"  # the fight zone's drop target


class Gestures:
    """Mixed into DraftTable: it supplies hand, legal, view, match, driver, prompt, own, act,
    refuse and refresh."""

    def hand_card(self, item) -> str:
        if isinstance(item, tuple) and item[0] == "hand" and 0 <= item[1] < len(self.hand):
            return self.hand[item[1]].card.id
        return ""

    def play_for(self, card: str):
        return next((a for a in self.legal if isinstance(a, Play) and a.card == card), None)

    def legal_targets(self, item) -> set:
        card = self.hand_card(item)
        if self.play_for(card) is None:
            return set()
        actor = self.driver.human_to_act()
        return {FIGHT} if words.cls(card) == "monster" else {("area", actor)}

    def why(self, card: str) -> str:
        said = {p["card"]: p.get("why", "") for p in self.view.get("playable") or ()}.get(card, "")
        if not said:
            try:
                said = str(self.match.ask("why_not", card) or "")
            except (KeyError, ValueError, TypeError, IndexError):
                said = ""
        return tidy(said) or f"{words.name(card)} cannot be played now"

    def try_drop(self, item, target) -> str | None:
        card = self.hand_card(item)
        action = self.play_for(card)
        if action is None:
            return self.why(card)
        monster = words.cls(card) == "monster"
        if monster and target != FIGHT:
            return f"{words.name(card)} is a monster: drop it on the fight zone to defeat it"
        if not monster and target == FIGHT:
            return f"{words.name(card)} is no monster: drop it on your play area"
        return self.driver.act(action)

    def click_drag_item(self, item) -> None:
        card = self.hand_card(item)
        if not card or self.driver.human_to_act() is None:
            return
        action = self.play_for(card)
        if action is None:
            self.refuse(self.why(card))
            return
        self.act(action)

    def end_turn(self) -> None:
        """End turn, after a word when a quest could still be played on the last turn (G-07)."""
        pass_ = next((a for a in self.legal if isinstance(a, Pass)), None)
        if pass_ is None:
            self.refuse("It is not your turn to end")
            return
        me = self.own(self.driver.human_to_act()) or {}
        ready = [p["card"] for p in self.view.get("playable") or () if not p.get("why") and p["card"] in
                 (me.get("quests") or ())]
        if ready and self.view.get("round") == 4:
            names = " and ".join(words.name(q) for q in ready)
            self.prompt.show(f"Last turn: {names} can still be played for XP. End the turn anyway?",
                             [Option("Play on", self.refresh, style="primary"),
                              Option("End turn anyway", lambda: self.act(pass_), style="quiet")])
            return
        self.act(pass_)
