"""What a person does at the Waterdeep table with the mouse: drag an agent from their pool (or,
in the Harbor's reassignment, from the Harbor) onto a lit space, click a lit space, a quest at
the Inn, a tile in Builder's Hall, a card in their hand, a quest to complete or an opponent's
mat. Each gesture becomes one of the engine's legal actions, or a refusal by the pointer in the
engine's words; nothing changes on a refusal."""
from __future__ import annotations

from game.waterdeep import actions as A
from scenes.waterdeep import answers, words

POOL = "pool"


class Gestures:
    """Mixed into WaterdeepTable: it supplies view, legal, driver, match, drag, act, refuse."""

    # -- dragging agents ------------------------------------------------------------------------
    def legal_targets(self, item) -> set:
        return answers.spaces_open(self.legal)

    def try_drop(self, item, target) -> str | None:
        if item == target:
            return "drop the agent on another space"
        action = answers.find(self.legal, "assign", space=target)
        if action is None:
            return self.why_not_space(target)
        return self.driver.act(action)

    def why_not_space(self, space: str) -> str:
        """The engine's reason an agent cannot go to `space` now."""
        reason = ""
        if "why_not" in getattr(self.match.rules, "QUERIES", {}):
            try:
                reason = self.match.ask("why_not", space)
            except (KeyError, ValueError, TypeError):
                reason = ""
        if not reason:
            reason = self.driver.why_not(A.Assign(space)) or ""
        return reason or f"{self.space_name(space)} is not open to you now"

    def space_name(self, space: str) -> str:
        found = next((s for s in self.view["spaces"] if s["id"] == space), None)
        return (found.get("name") or words.building_name(found["building"])) if found else words.pretty(space)

    # -- clicks on the board --------------------------------------------------------------------
    def click_space(self, space: str) -> None:
        if self.driver.human_to_act() is None:
            return
        for kind in ("assign", "recall"):
            action = answers.find(self.legal, kind, space=space)
            if action is not None:
                self.act(action)
                return
        self.refuse(self.why_not_space(space))

    def click_pick(self, card: str, what: str) -> None:
        """A quest at the Inn, a tile in the Hall or an intrigue card in hand: picked if offered."""
        if self.driver.human_to_act() is None:
            return
        action = answers.find(self.legal, "pick", card=card)
        if action is not None:
            self.act(action)
            return
        why = self.driver.why_not(A.Pick(card))
        self.refuse(why or f"that {what} is not yours to take now")

    def click_quest(self, quest: str) -> None:
        """An active (or mandatory) quest in hand: completed if it may be now."""
        if self.driver.human_to_act() is None:
            return
        action = answers.find(self.legal, "complete", quest=quest)
        if action is not None:
            self.act(action)
            return
        if answers.find(self.legal, "pick", card=quest) is not None:
            self.act(answers.find(self.legal, "pick", card=quest))
            return
        self.refuse(self.driver.why_not(A.Complete(quest)) or "that quest cannot be completed now")

    def click_seat(self, seat: int) -> bool:
        """An opponent's mat while the engine asks for a target."""
        action = answers.find(self.legal, "target", seat=seat)
        if action is None:
            return False
        self.act(action)
        return True

    def click_board(self, pos) -> bool:
        for i, quest in enumerate(self.view["inn"]):
            if quest and self.rects["inn"][i].collidepoint(pos):
                self.click_pick(quest, "quest")
                return True
        for i, slot in enumerate(self.view["hall"]):
            if slot.get("building") and self.rects["hall"][i].collidepoint(pos):
                self.click_pick(slot["building"], "building")
                return True
        for space, rect in self.space_rects.items():
            if rect.collidepoint(pos):
                self.click_space(space)
                return True
        for seat, rect in enumerate(self.rects["mats"]):
            if rect.collidepoint(pos) and answers.targets(self.legal):
                if not self.click_seat(seat):
                    self.refuse(self.driver.why_not(A.Target(seat)) or "choose one of the lit opponents")
                return True
        return False

    def click_card(self, card) -> None:
        if card.kind in ("quest", "mandatory"):
            self.click_quest(card.id)
        elif card.kind == "intrigue":
            self.click_pick(card.id, "card")
        else:
            self.refuse("your lord scores at the end of the game: keep it secret")

    def drag_sources(self, actor: int | None) -> list[tuple]:
        """(item id, home rect) of the agents this person may drag now: the top of their pool, or
        in a reassignment their agent on the Harbor space being asked about."""
        if actor is None or not answers.spaces_open(self.legal):
            return []
        asked = self.view.get("asked") or {}
        if asked.get("kind") == "reassign":
            harbor = [s for s in self.view["spaces"] if s.get("harbor") and s.get("occupant") == actor]
            if harbor:
                from_space = asked.get("space") or harbor[0]["id"]
                spot = self.agent_spots.get(from_space)
                if spot is not None:
                    return [(from_space, (spot[0] - 26, spot[1] - 32, 52, 64))]
        return [(POOL, None)]
