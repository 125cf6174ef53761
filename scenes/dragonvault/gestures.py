"""What a person does at the Dragonvault table with the mouse: drag a hand card into the pool
(pay), onto the play zone (play it) or onto a seat's plate (a card that names that seat, or a
gift to an ally), click a hand card (the one thing it can do, or aim it at a seat), click a lit
seat, a face-down card of a victim's hand or a card laid out to choose. Each gesture becomes one
of the engine's legal actions, or a refusal by the pointer in the engine's words; nothing
changes on a refusal."""
from __future__ import annotations

from scenes.kit.options import Option
from scenes.dragonvault import answers, words


class Gestures:
    """Mixed into DragonvaultTable: it supplies view, legal, hand, stage, plates, driver, match,
    act, refuse, prompt, styles and aiming."""

    # -- dragging hand cards -------------------------------------------------------------------------
    def hand_card(self, item) -> str:
        if isinstance(item, tuple) and item[0] == "hand" and 0 <= item[1] < len(self.hand):
            return self.hand[item[1]].card.id
        return ""

    def legal_targets(self, item) -> set:
        return answers.drop_places(self.legal, self.hand_card(item))

    def try_drop(self, item, target) -> str | None:
        card = self.hand_card(item)
        found = answers.at_place(self.legal, card, target)
        if not found:
            return self.why_not(card, target)
        if len(found) > 1:
            self.offer_both(card, found)
            return None
        return self.driver.act(found[0])

    def why_not(self, card: str, place) -> str:
        """The engine's reason this card cannot go there now, in plain words."""
        name = words.name(card)
        if place == answers.POOL:
            if words.kind_of(card) != "treasure":
                return f"only treasure goes into the pool: {name} is not treasure"
            return self._asked_why(card, -1) or f"you cannot pay with {name} now"
        target = place[1] if isinstance(place, tuple) else -1
        reason = self._asked_why(card, target)
        if reason:
            return reason
        if isinstance(place, tuple) and answers.drop_places(self.legal, card) & {answers.ZONE}:
            return f"{name} names no seat: drop it on the play zone"
        if place == answers.ZONE and any(isinstance(p, tuple) for p in answers.drop_places(self.legal, card)):
            return f"{name} names a seat: drop it on that seat's plate"
        return f"{name} cannot be played there now"

    def _asked_why(self, card: str, target: int) -> str:
        if "why_not" not in getattr(self.match.rules, "QUERIES", {}):
            return ""
        try:
            return str(self.match.ask("why_not", card, target) or "")
        except (KeyError, ValueError, TypeError, IndexError):
            return ""

    def offer_both(self, card: str, actions) -> None:
        """A card dropped on an ally who may be both named by it and given it: ask which."""
        names = [s.name for s in self.styles]
        options = [Option(answers.label(a, self.view, names), lambda a=a: self.act(a)) for a in actions]
        self.prompt.show(f"{words.name(card)}: play it on them or give it to them?",
                         options + [Option("Cancel", self.cancel_aim, style="quiet")])

    # -- clicks --------------------------------------------------------------------------------------
    def click_drag_item(self, item) -> None:
        """A click (no drag) on a hand card: the one thing it can do now, or aim it at a seat."""
        card = self.hand_card(item)
        if not card or self.driver.human_to_act() is None:
            return
        actions = answers.for_card(self.legal, card)
        if not actions:
            why = {p.get("card"): p.get("why", "") for p in self.view.get("playable") or ()}.get(card, "")
            self.refuse(why or self._asked_why(card, -1) or f"{words.name(card)} cannot be played now")
            return
        if len(actions) == 1:
            self.act(actions[0])
            return
        places = answers.drop_places(self.legal, card)
        if all(isinstance(p, tuple) for p in places):
            self.aiming = card
            self.refresh()
            return
        names = [s.name for s in self.styles]
        self.prompt.show(f"{words.name(card)}: what do you do with it?",
                         [Option(answers.label(a, self.view, names), lambda a=a: self.act(a)) for a in actions]
                         + [Option("Cancel", self.cancel_aim, style="quiet")])

    def lit_seats(self) -> set[int]:
        """The seats a click answers now: a target asked for, or the seats the aimed card names."""
        if self.aiming is not None:
            return {p[1] for p in answers.drop_places(self.legal, self.aiming) if isinstance(p, tuple)}
        return answers.seats_named(self.legal)

    def click_at(self, pos) -> bool:
        if self.driver.human_to_act() is None:
            return False
        for rect, card, action, _up in reversed(self.stage):
            if rect.collidepoint(pos):
                if action is not None:
                    self.act(action)
                return True
        for seat, rect in enumerate(self.plates):
            if rect.collidepoint(pos):
                return self.click_seat(seat)
        return False

    def click_seat(self, seat: int) -> bool:
        if self.aiming is not None:
            found = answers.at_place(self.legal, self.aiming, ("seat", seat))
            if found:
                self.act(found[0])
            else:
                self.refuse(self.why_not(self.aiming, ("seat", seat)))
            return True
        action = answers.find(self.legal, "target", seat=seat)
        if action is not None:
            self.act(action)
            return True
        if answers.seats_named(self.legal):
            self.refuse(f"{self.styles[seat].name} cannot be chosen: choose one of the lit seats")
            return True
        return False

    def click_card_in_hand(self, card: str) -> None:
        """For a person's player: a click on the card in the hand strip (discard, pick)."""
        for i, sprite in enumerate(self.hand):
            if sprite.card.id == card:
                self.click_drag_item(("hand", i))
                return
