"""Plays the human seats of a Vault of Dragons table through the mouse only.

A UIPlayer picks an action for the human seat to act (with a bot's judgement, or at random
from the legal ones) and then makes it happen the way a person would: it drags Follower
groups, clicks places, doors, cards and the buttons of the prompt, the pop-ups and the force
picker, through `scenes.pilot.Pilot` on the real scene. It never calls the table's `act`.

After every gesture it checks that exactly that action reached the engine. When a gesture
cannot express the action it falls back to the prompt and pop-up buttons (noting why); when
nothing on screen can make the action, it raises UIDeadEnd: that is a real hole in the UI.

`play_to_end` drives a whole game: it lets bots play, clicks away dice trays and lifts
hand-off curtains, and lets the UIPlayer act whenever a person holds the screen.
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Callable

import pygame

from game.core.bots import bot_named
from game.vault import actions as A
from game.vault import board
from scenes.vault import layout
from scenes.vault.table import VaultTable
from scenes.vault.words import describe, places_of
from tests.scenes import table_play
from tests.scenes.table_play import human_entries  # noqa: F401 (the pilot tests import it from here)

MORE, OTHER = ">", "Other choices"


class UIDeadEnd(AssertionError):
    """A legal action that no gesture, button or pop-up on the table can make."""


def seat(name: str, colour: str, bot: str | None = None) -> dict:
    return {"name": name, "colour": colour, "bot": bot}


def four_seats(humans=(0, 2)) -> list[dict]:
    """Four seats: people at `humans`, heuristic bots elsewhere."""
    names = [("Ana", "Orange"), ("Ben", "Sky blue"), ("Cy", "Green"), ("Di", "Purple")]
    return [seat(n, c, None if i in humans else "heuristic") for i, (n, c) in enumerate(names)]


def open_table(pilot, seats: list[dict], seed: int, *, bot_speed: str = "instant",
               dice_speed: str = "instant") -> VaultTable:
    """A fresh table on the pilot's app (bot and dice speed set), one frame drawn."""
    pilot.app.settings.bot_speed = bot_speed
    pilot.app.settings.dice_speed = dice_speed
    table = VaultTable(pilot.app, setup={"seats": seats, "variants": {}}, seed=seed)
    pilot.app.stack.reset(table)
    pilot.advance(1)
    return table


def centre_outside(rect: pygame.Rect, covers: list[pygame.Rect], avoid_doors: bool = False) -> tuple[int, int] | None:
    """A point inside `rect` (its centre if free) not under any of `covers`."""
    blocked = list(covers)
    if avoid_doors:
        blocked += [layout.door_rect(d) for d in layout.DOORS]
    candidates = [rect.center]
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.25, 0.75, 0.1, 0.9):
            candidates.append((rect.x + int(rect.w * fx), rect.y + int(rect.h * fy)))
    return next((p for p in candidates if rect.collidepoint(p) and not any(c.collidepoint(p) for c in blocked)), None)


class UIPlayer:
    """Chooses for the people at a table and acts through the pilot only."""

    def __init__(self, pilot, table: VaultTable, *, seed: int = 0, bot: str = "heuristic", wild: float = 0.0) -> None:
        self.pilot = pilot
        self.table = table
        self.rng = random.Random(seed)
        self.bot = bot
        self.wild = wild  # the share of choices made at random from the legal ones (the rest: the bot's)
        self.paths: Counter = Counter()  # (action kind, gesture) -> times it made the action
        self.fallbacks: list[tuple[str, str, str]] = []  # (action, gesture that failed, why)
        self.ambiguous: Counter = Counter()  # action kinds whose label another legal action shares
        self.actions = 0

    @property
    def app(self):
        return self.pilot.app

    @property
    def match(self):
        return self.table.match

    # -- choosing --------------------------------------------------------------------------------
    def choose(self):
        seat = self.table.driver.human_to_act()
        assert seat is not None, "no person holds the screen"
        legal = self.match.legal_actions()
        assert legal, f"seat {seat} must act but has no legal action"
        if self.bot == "random" or self.rng.random() < self.wild:
            return legal[self.rng.randrange(len(legal))]
        return bot_named(self.match.rules, self.bot)(self.match.view(seat), legal, self.rng)

    def _as_shown(self, action):
        """Buttons with one label are indistinguishable: the first legal action wearing the
        label is what a click makes. Note the ambiguity and expect that one."""
        if isinstance(action, (A.Move, A.Hire, A.Enter)):
            return action  # made by counts, not by a label
        label = describe(action, self.table.view)
        same = [a for a in self.table.legal if describe(a, self.table.view) == label]
        if len(same) > 1:
            self.ambiguous[type(action).__name__] += 1
            return same[0]
        return action

    # -- acting ----------------------------------------------------------------------------------
    def act(self, action=None):
        """Make `action` (default: a chosen one) through the mouse; returns what was made."""
        table = self.table
        assert self.app.stack.top is table, f"the table is not on top ({self.app.stack.top.name})"
        seat = table.driver.human_to_act()
        assert seat is not None, "no person holds the screen"
        assert table.legal == self.match.legal_actions() and table.view == self.match.view(seat), (
            f"the table shows a stale position to seat {seat}: prompt {table.prompt.question!r}")
        action = self._as_shown(action if action is not None else self.choose())
        assert action in table.legal, f"{action} is not legal now"
        self.tidy()
        before = len(self.match.log)
        tried = []
        for name, gesture in self._gestures(action):
            why = gesture(action)
            made = human_entries(table, before)
            if made:
                assert len(made) == 1 and made[-1].action == action and made[-1].seat == seat, (
                    f"the {name} gesture for {action} made {[e.action for e in made]} instead")
                self.paths[(type(action).__name__, name)] += 1
                self.actions += 1
                self.tidy()
                return action
            assert len(self.match.log) == before, f"the {name} gesture changed the log without a person's entry"
            tried.append(f"{name}: {why or 'nothing happened'}")
            self.fallbacks.append((str(action), name, why or "nothing happened"))
            self.tidy()
        raise UIDeadEnd(f"seat {seat} cannot make {action} ({describe(action, table.view)!r}) with the mouse; "
                        f"tried {tried}; toasts {[t.text for t in self.app.toasts.items]}")

    def tidy(self) -> None:
        """Close a pop-up or force picker left open (the Esc key, as a person would)."""
        if self.app.stack.top is self.table and (self.table.popup is not None or self.table.picker is not None):
            self.pilot.press(pygame.K_ESCAPE)
            assert self.table.popup is None and self.table.picker is None
            assert self.app.stack.top is self.table, "Esc over a pop-up must not open the pause menu"

    def _gestures(self, action) -> list[tuple[str, Callable]]:
        out = []
        if isinstance(action, A.Move):
            out.append(("drag", self.drag_move))
        elif isinstance(action, A.Gather):
            if len(action.sources) == 1:
                out.append(("drag", self.drag_gather))
            out.append(("place", self.click_place))
        elif isinstance(action, A.Hire):
            out.append(("hire", self.hire))
        elif isinstance(action, A.Enter):
            out.append(("drag", self.drag_enter))
            out.append(("door", self.click_door))
        elif isinstance(action, A.Keep):
            return [("keep stage", self.keep_cards)]
        elif isinstance(action, (A.PlayCard, A.Pick)):
            out.append(("card", self.click_card))
            if places_of(action):
                out.append(("place", self.click_place))
        elif places_of(action):
            out.append(("place", self.click_place))
        out.append(("buttons", self.buttons))
        return out

    # -- low-level input -------------------------------------------------------------------------
    def click(self, pos) -> None:
        self.pilot.click(int(pos[0]), int(pos[1]))

    def board_click(self, pos) -> None:
        """Click a place on the board; a finished fight still shown over the city is clicked
        away first (a click on it only dismisses it)."""
        if getattr(self.table, "linger", None) is not None and layout.STAGE.collidepoint(pos):
            self.click(pos)
            assert self.table.linger is None, "a click on the finished fight did not clear it"
        self.click(pos)

    def covers(self, *, cards: bool = True) -> list[pygame.Rect]:
        """What lies over the board and catches a click first."""
        t = self.table
        out = []
        if t.popup is not None:
            out.append(t.popup.rect)
        if t.picker is not None:
            out.append(t.picker.rect)
        if cards:
            out += [s.rect for s in (*t.hand, *t.stage_cards)]
        return out

    def click_option(self, panel, label: str) -> bool:
        """Click the enabled button called `label` in an OptionPanel, turning its pages."""
        if panel is None:
            return False
        while True:
            back = next((w for w in panel.ui.widgets if getattr(w, "label", None) == "<"), None)
            if back is None or not back.enabled:
                break
            self.click(back.rect.center)
        for _ in range(100):
            button = next((w for w in panel.ui.widgets if getattr(w, "label", None) == label and w.enabled), None)
            if button is not None:
                self.click(button.rect.center)
                return True
            more = next((w for w in panel.ui.widgets if getattr(w, "label", None) == MORE), None)
            if more is None or not more.enabled:
                return False
            self.click(more.rect.center)
        return False

    def set_counts(self, want: tuple[int, int, int]) -> None:
        """Click the picker's - and + buttons until it shows `want`."""
        picker = self.table.picker
        minus = [w for w in picker.ui.widgets if getattr(w, "label", None) == "-"]
        plus = [w for w in picker.ui.widgets if getattr(w, "label", None) == "+"]
        for k in range(3):
            for _ in range(20):
                have = picker.counts[k]
                if have == want[k]:
                    break
                self.click((plus if have < want[k] else minus)[k].rect.center)
            assert picker.counts[k] == want[k], f"the picker will not show {want} (limit {picker.limit})"

    def pick_popup(self, action) -> None:
        """If a pop-up opened, click the option that names `action` (twice when the first click
        opened the confirm that shows what the action will do: the option naming it does it)."""
        for _ in range(2):
            if self.table.popup is None or not self.click_option(self.table.popup, describe(action, self.table.view)):
                return

    # -- gestures: each returns a reason when it could not be made, else None ---------------------
    def drag_move(self, a: A.Move) -> str | None:
        item = self.table.drag.items.get(a.source)
        if item is None:
            return f"no group of yours to drag at {a.source}"
        drop = centre_outside(layout.place_rect(a.dest), self.covers(), avoid_doors=a.dest == board.YP)
        if drop is None:
            return f"{a.dest} is covered"
        self.pilot.drag(item.rect.center, drop)
        if self.table.picker is not None and self.table.picker_kind == "move":
            self.set_counts((a.fighters, a.rogues, a.wizards))
            self.click(self.table.picker.confirm_button.rect.center)
        return self.table.drag.last_refusal

    def drag_gather(self, a: A.Gather) -> str | None:
        item = self.table.drag.items.get(a.sources[0])
        if item is None:
            return f"no group of yours to drag at {a.sources[0]}"
        if any(isinstance(m, A.Move) and m.source == a.sources[0] and m.dest == board.YP for m in self.table.legal):
            return "a drop on the Portal is a Move when a Move there is legal (same result, other log entry)"
        drop = centre_outside(layout.PORTAL, self.covers(), avoid_doors=True)
        self.pilot.drag(item.rect.center, drop)
        if self.table.picker is not None:
            return "dropping on the Portal asks how many to Move (a Move there is legal too)"
        return self.table.drag.last_refusal

    def drag_enter(self, a: A.Enter) -> str | None:
        item = self.table.drag.items.get(board.YP)
        if item is None:
            return "no group of yours on the Portal to drag"
        self.pilot.drag(item.rect.center, layout.door_rect(a.entrance).center)
        return self._entry(a) or self.table.drag.last_refusal

    def click_door(self, a: A.Enter) -> str | None:
        self.click(layout.door_rect(a.entrance).center)
        return self._entry(a)

    def _entry(self, a: A.Enter) -> str | None:
        if self.table.picker is None or self.table.picker_kind != "enter":
            return "no force picker opened for the door"
        self.set_counts((a.fighters, a.rogues, a.wizards))
        self.click(self.table.picker.confirm_button.rect.center)
        self.pick_popup(a)
        return None

    def hire(self, a: A.Hire) -> str | None:
        if not self.click_option(self.table.prompt, "Hire Followers..."):
            return "no 'Hire Followers...' button"
        if self.table.picker is None or self.table.picker_kind != "hire":
            return "the hire picker did not open"
        self.set_counts((a.fighters, a.rogues, a.wizards))
        spot = centre_outside(layout.place_rect(a.place), self.covers(), avoid_doors=a.place == board.YP)
        if spot is None:
            return f"{a.place} is covered"
        self.board_click(spot)
        return None

    def click_card(self, a) -> str | None:
        sprites = self.table.hand if isinstance(a, A.PlayCard) else self.table.stage_cards
        for i, sprite in enumerate(sprites):
            if sprite.card.id != a.card:
                continue
            rect = sprite.rect
            later = [s.rect for s in sprites[i + 1:]]  # drawn over this one
            spot = centre_outside(rect, later)
            if spot is None:
                continue
            self.click(spot)
            self.pick_popup(a)
            return None
        return f"{a.card} is not shown"

    def keep_cards(self, a: A.Keep) -> str | None:
        """Click each card to keep on the keep stage (two copies of one card: as many as kept),
        then its Keep button."""
        stage = self.table.keep_stage
        if stage is None:
            return "no keep stage on the table"
        want = list(a.cards)
        for sprite in stage.sprites:
            if sprite.card.id in want:
                want.remove(sprite.card.id)
                self.click(sprite.rect.center)
        if want or tuple(sorted(stage.chosen_ids)) != a.cards:
            return f"the keep stage holds {stage.chosen_ids}, not {a.cards}"
        self.click(stage.confirm.rect.center)
        return None

    def click_place(self, a) -> str | None:
        place = places_of(a)[0]
        spot = centre_outside(layout.place_rect(place), self.covers(), avoid_doors=place == board.YP)
        if spot is None:
            return f"{place} is covered"
        self.board_click(spot)
        self.pick_popup(a)
        return None

    def buttons(self, a) -> str | None:
        label = describe(a, self.table.view)
        if label == "Take 1 gold" or not self.table.view.get("decision"):
            if self.click_option(self.table.prompt, label):
                self.pick_popup(a)
                return None
            other = next((o.label for o in self.table.prompt.options if o.label.startswith(OTHER)), None)
            if other is None or not self.click_option(self.table.prompt, other):
                return f"no {label!r} button and no 'Other choices'"
            if not self.click_option(self.table.popup, label):
                return f"no {label!r} in 'Other choices'"
            self.pick_popup(a)
            return None
        if not self.click_option(self.table.prompt, label):
            return f"no {label!r} button in the prompt"
        return None


# -- a whole game ------------------------------------------------------------------------------------
def play_to_end(pilot, table: VaultTable, player: UIPlayer, *, max_iterations: int = 20_000,
                after_action: Callable | None = None, until: Callable[[], bool] | None = None) -> int:
    """Play until the winner's screen is up (tests/scenes/table_play.py)."""
    return table_play.play_to_end(pilot, table, player, winner="vault_winner", max_iterations=max_iterations,
                                  after_action=after_action, until=until)
