"""Plays the people's seats of a Dragonvault table through the mouse only.

A UIPlayer chooses an action for the person to act (a bot's judgement, now and then any legal
action, and a response whenever one is offered) and makes it the way a person would: it drags a
hand card into the pool, onto the play zone or onto a seat's plate, clicks a hand card and then
a seat, clicks a seat, a face-down card of a victim's hand or a card laid out to choose, or a
button of the question panel. It never calls the table's `act`. After each gesture it checks
that exactly that action reached the engine; when nothing on screen can make a legal action it
raises UIDeadEnd (a real hole in the table)."""
from __future__ import annotations

import random
from collections import Counter
from typing import Callable

from game.core.bots import bot_named
from scenes.dragonvault import answers, positions
from scenes.dragonvault.table import DragonvaultTable
from tests.scenes import table_play
from tests.scenes.table_play import human_entries  # noqa: F401 (the pilot tests import it from here)

MORE = ">"


class UIDeadEnd(AssertionError):
    """A legal action that no gesture or button on the table can make."""


def open_table(pilot, people=(0, 1), seats: int = 4, seed: int = 5, *, bot_speed: str = "instant",
               bot: str = "heuristic", **options) -> DragonvaultTable:
    pilot.app.settings.bot_speed = bot_speed
    table = DragonvaultTable(pilot.app, setup=positions.setup_for(seats, people, bot, **options), seed=seed)
    pilot.app.stack.reset(table)
    pilot.advance(1)
    return table


class UIPlayer:
    def __init__(self, pilot, table: DragonvaultTable, *, seed: int = 0, bot: str = "heuristic",
                 wild: float = 0.0, respond: bool = True, rivals: tuple[int, ...] = ()) -> None:
        self.pilot = pilot
        self.table = table
        self.rng = random.Random(seed)
        self.bot = bot
        self.wild = wild
        self.respond = respond
        self.rivals = rivals  # seats a card naming an enemy names first, when it may
        self.paths: Counter = Counter()
        self.actions = 0
        self.responses: list[tuple[int, int]] = []  # (responder, seat whose turn it was)

    @property
    def app(self):
        return self.pilot.app

    @property
    def match(self):
        return self.table.match

    def choose(self):
        seat = self.table.driver.human_to_act()
        legal = self.match.legal_actions()
        view = self.match.view(seat)
        if self.respond and (view.get("question") or {}).get("kind") == "respond":
            plays = [a for a in legal if a.kind == "play"]
            if plays:
                return plays[0]
        if self.rng.random() < self.wild:
            return legal[self.rng.randrange(len(legal))]
        kind = positions.bot_kind(self.match, self.bot)
        action = bot_named(self.match.rules, kind)(view, legal, self.rng)
        if action.kind == "play" and getattr(action, "target", -1) >= 0 and action.target not in self.rivals:
            rival = next((a for a in legal if a.kind == "play" and a.card == action.card
                          and a.target in self.rivals and a.target != seat), None)
            return rival or action
        return action

    def act(self, action=None):
        table = self.table
        assert self.app.stack.top is table, f"the table is not on top ({self.app.stack.top.name})"
        seat = table.driver.human_to_act()
        assert seat is not None, "no person holds the screen"
        assert table.legal == self.match.legal_actions() and table.view == self.match.view(seat), \
            "the table shows a stale position"
        action = action if action is not None else self.choose()
        view = self.match.view(seat)
        responding = (view.get("question") or {}).get("kind") == "respond" and action.kind == "play"
        before = len(self.match.log)
        tried = []
        for name, gesture in self._gestures(action):
            why = gesture(action)
            made = human_entries(table, before)
            if made:
                assert len(made) == 1 and made[-1].action == action and made[-1].seat == seat, \
                    f"the {name} gesture for {action} made {[e.action for e in made]} instead"
                self.paths[(action.kind, name)] += 1
                self.actions += 1
                if responding:
                    self.responses.append((seat, view.get("active", -1)))
                return action
            assert len(self.match.log) == before, f"the {name} gesture changed the log without a person's entry"
            tried.append(f"{name}: {why or 'nothing happened'}")
            if table.aiming is not None:
                table.cancel_aim()
        raise UIDeadEnd(f"seat {seat} cannot make {action} with the mouse; tried {tried}; "
                        f"toasts {[t.text for t in self.app.toasts.items]}")

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

    def click(self, pos) -> None:
        self.pilot.click(int(pos[0]), int(pos[1]))

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
        panel = self.table.prompt
        for _ in range(50):
            button = next((w for w in panel.ui.widgets if getattr(w, "label", None) == label and w.enabled), None)
            if button is not None:
                self.click(button.rect.center)
                return None
            more = next((w for w in panel.ui.widgets if getattr(w, "label", None) == MORE), None)
            if more is None or not more.enabled:
                return f"no button {label!r}"
            self.click(more.rect.center)
        return f"no button {label!r}"


def play_to_end(pilot, table: DragonvaultTable, player: UIPlayer, *, max_iterations: int = 20_000,
                after_action: Callable | None = None, until: Callable[[], bool] | None = None) -> int:
    """Play until the winner's screen is up (tests/scenes/table_play.py)."""
    return table_play.play_to_end(pilot, table, player, winner="dragonvault_winner", max_iterations=max_iterations,
                                  after_action=after_action, until=until)
