"""Plays the people's seats of a Dragonvault table through the mouse only.

A UIPlayer chooses an action for the person to act (a bot's judgement, now and then any legal
action, and a response whenever one is offered) and makes it the way a person would: it drags a
hand card into the pool, onto the play zone or onto a seat's plate, clicks a hand card and then
a seat, clicks a seat, a face-down card of a victim's hand or a card laid out to choose, or a
button of the question panel. It never calls the table's `act`. After each gesture it checks
that exactly that action reached the engine; when nothing on screen can make a legal action it
raises UIDeadEnd (a real hole in the table)."""
from __future__ import annotations

from typing import Callable

from scenes.dragonvault import answers, positions
from scenes.dragonvault.table import DragonvaultTable
from tests.scenes import table_play
from tests.scenes.table_play import MousePlayer, UIDeadEnd, human_entries  # noqa: F401 (the pilot tests import them from here)


def open_table(pilot, people=(0, 1), seats: int = 4, seed: int = 5, *, bot_speed: str = "instant",
               bot: str = "heuristic", **options) -> DragonvaultTable:
    pilot.app.settings.bot_speed = bot_speed
    table = DragonvaultTable(pilot.app, setup=positions.setup_for(seats, people, bot, **options), seed=seed)
    pilot.app.stack.reset(table)
    pilot.advance(1)
    return table


class UIPlayer(MousePlayer):
    def __init__(self, pilot, table: DragonvaultTable, *, seed: int = 0, bot: str = "heuristic",
                 wild: float = 0.0, respond: bool = True, rivals: tuple[int, ...] = ()) -> None:
        super().__init__(pilot, table, seed=seed, bot=bot, wild=wild)
        self.respond = respond  # a response offered is always played
        self.rivals = rivals  # seats a card naming an enemy names first, when it may
        self.responses: list[tuple[int, int]] = []  # (responder, seat whose turn it was)

    def choose(self):
        seat = self.table.driver.human_to_act()
        view = self.match.view(seat)
        legal = self.match.legal_actions()
        if self.respond and (view.get("question") or {}).get("kind") == "respond":
            plays = [a for a in legal if a.kind == "play"]
            if plays:
                return plays[0]
        action = super().choose()
        if action.kind == "play" and getattr(action, "target", -1) >= 0 and action.target not in self.rivals:
            rival = next((a for a in legal if a.kind == "play" and a.card == action.card
                          and a.target in self.rivals and a.target != seat), None)
            return rival or action
        return action

    def made(self, action, seat: int, view: dict) -> None:
        if (view.get("question") or {}).get("kind") == "respond" and action.kind == "play":
            self.responses.append((seat, view.get("active", -1)))

    def missed(self) -> None:
        if self.table.aiming is not None:
            self.table.cancel_aim()

    def gestures(self, action) -> list[tuple[str, Callable]]:
        return self._gestures(action)

    def _gestures(self, action) -> list[tuple[str, Callable]]:
        kind = action.kind
        out: list[tuple[str, Callable]] = []
        if kind in ("pay", "play", "give"):
            out.append(("drag", self.drag_card))
            if kind == "play" and getattr(action, "target", -1) >= 0:
                out.append(("aim", self.aim_card))
            else:
                out.append(("card", self.click_card))
        elif kind == "target":
            out.append(("plate", self.click_plate))
        elif kind == "blind":
            out.append(("stage", self.click_stage))
        elif kind == "pick":
            out.append(("stage", self.click_stage))
            out.append(("card", self.click_card))
        out.append(("buttons", self.buttons))
        return out

    def _hand_item(self, card: str):
        for i, sprite in enumerate(self.table.hand):
            if sprite.card.id == card and ("hand", i) in self.table.drag.items:
                return self.table.drag.items[("hand", i)]
        return None

    def _place_rect(self, action):
        if action.kind == "pay":
            return answers.POOL, self.table.drag.targets[answers.POOL].rect
        seat = action.seat if action.kind == "give" else getattr(action, "target", -1)
        if seat is None or seat < 0:
            return answers.ZONE, self.table.drag.targets[answers.ZONE].rect
        return ("seat", seat), self.table.plates[seat]

    def drag_card(self, action) -> str | None:
        item = self._hand_item(action.card)
        if item is None:
            return f"{action.card} is not in the hand to drag"
        _place, rect = self._place_rect(action)
        grab = (item.rect.x + 20, item.rect.y + 40)
        before = len(self.match.log)
        self.pilot.drag(grab, rect.center)
        self.pilot.advance(1)
        if len(self.match.log) == before and self.table.prompt.options and any(o.label == answers.label(action, self.table.view,
                                                                      [s.name for s in self.table.styles])
                                             for o in self.table.prompt.options):
            return self.buttons(action)  # the drop asked which of two things to do
        return None

    def click_card(self, action) -> str | None:
        item = self._hand_item(action.card)
        if item is None:
            return f"{action.card} is not in the hand to click"
        self.click((item.rect.x + 20, item.rect.y + 40))
        self.pilot.advance(1)
        return None

    def aim_card(self, action) -> str | None:
        why = self.click_card(action)
        if why:
            return why
        if self.table.aiming != action.card:
            return "clicking the card did not aim it"
        self.click(self.table.plates[action.target].center)
        return None

    def click_plate(self, action) -> str | None:
        self.click(self.table.plates[action.seat].center)
        return None

    def click_stage(self, action) -> str | None:
        for rect, _card, staged, _up in self.table.stage:
            if staged == action:
                self.click(rect.center)
                return None
        return "the stage does not show it"

    def buttons(self, action) -> str | None:
        label = answers.label(action, self.table.view, [s.name for s in self.table.styles])
        return self.press_button(self.table.prompt, lambda w: getattr(w, "label", None) == label, label)


def play_to_end(pilot, table: DragonvaultTable, player: UIPlayer, *, max_iterations: int = 20_000,
                after_action: Callable | None = None, until: Callable[[], bool] | None = None) -> int:
    """Play until the winner's screen is up (tests/scenes/table_play.py)."""
    return table_play.play_to_end(pilot, table, player, winner="dragonvault_winner", max_iterations=max_iterations,
                                  after_action=after_action, until=until)
