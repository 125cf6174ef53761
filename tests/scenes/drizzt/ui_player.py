"""Plays the people's heroes at a Legend of Drizzt table through the mouse and keyboard only.

A UIPlayer picks an action for the person holding the screen (the co-op bot's judgement, with
a share of random legal choices) and makes it happen as a person would, through
`scenes.pilot.Pilot` on the real scene: it drags the hero token to a lit space or clicks the
space, clicks a card in the hand strip and then the lit monsters, hero or space, clicks the
buttons beside the hand (end the phase, open a door, disarm, a card with no target) and the
buttons of the prompt panel (explore, cancel, level up, react, give, let it be). It finds
where to click from the table's own geometry and pans the camera by dragging the floor when
a target is off screen. It never calls the table's `act`.

After every gesture it checks that exactly that action reached the engine. When nothing on
screen can make a legal action it raises UIDeadEnd: a real hole in the table.

`play_to_end` drives a whole adventure: bots play, dice trays are clicked away, and the
UIPlayer acts whenever a person holds the screen, until the end scene is up.
`headless_home(path)` gives a Pilot whose settings and saves live under `path`.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.drizzt import actions as A
from game.drizzt.content import load
from game.drizzt.grid import monster_cells
from scenes.drizzt import layout
from scenes.drizzt.table import DrizztTable
from tests.scenes.vault.ui_player import UIDeadEnd, human_entries  # UIDeadEnd: a legal action no gesture makes
from tests.scenes.vault.ui_player import UIPlayer as VaultUIPlayer
from tests.scenes.vault.ui_player import play_to_end as vault_play_to_end
from tests.scenes.table_play import headless_home  # noqa: F401 (the Drizzt tests import it from here)

__all__ = ["UIDeadEnd", "UIPlayer", "headless_home", "human_entries", "kind_of", "open_table", "play_to_end",
           "seats", "setup_for"]

HEROES = ("thalia", "maren", "brakka", "kaelith", "tansy")
SETTLE_FRAMES = 90  # at most this many frames waiting for a camera glide to end


def seats(bots=(None, None, "coop")) -> list[dict]:
    """One seat per entry: a person (None) or a bot of that kind."""
    names = [("Ana", "Orange"), ("Ben", "Sky blue"), ("Cy", "Green"), ("Di", "Purple"), ("Ed", "Red")]
    return [{"name": n, "colour": c, "bot": b} for (n, c), b in zip(names, bots)]


def setup_for(bots=(None, None, "coop"), adventure: str = "the_spiders_court") -> dict:
    """A party of one hero per seat for an introductory adventure."""
    return {"adventure": adventure, "seats": seats(bots),
            "heroes": [{"hero": h, "seat": i} for i, h in enumerate(HEROES[:len(bots)])]}


def open_table(pilot, setup: dict, *, seed: int = 1, bot_speed: str = "instant",
               dice_speed: str = "instant") -> DrizztTable:
    """A fresh table on the pilot's app (bot and dice speed set), one frame drawn."""
    pilot.app.settings.bot_speed = bot_speed
    pilot.app.settings.dice_speed = dice_speed
    table = DrizztTable(pilot.app, setup=dict(setup), seed=seed)
    pilot.app.stack.reset(table)
    pilot.advance(1)
    return table


def kind_of(action) -> str:
    return type(action).__name__


class UIPlayer(VaultUIPlayer):
    """Chooses for the people at a Drizzt table (the Vault UIPlayer's choosing, with the co-op
    bot) and acts through the pilot only, with the Drizzt table's gestures."""

    def __init__(self, pilot, table: DrizztTable, *, seed: int = 0, bot: str = "coop", wild: float = 0.0) -> None:
        super().__init__(pilot, table, seed=seed, bot=bot, wild=wild)
        self.pans = 0  # drags of the floor to bring a target into view

    def _on_a_button(self, action) -> bool:
        decision = self.table.view.get("decision") or {}
        return decision.get("kind") != "hero" or action in self.table.controls.others()

    def label(self, action) -> str:
        """The words on the button that makes `action` (the table's own labels)."""
        decision = self.table.view.get("decision") or {}
        return self.table._label(action) if decision.get("kind") != "hero" else self.table._bar_label(action)

    def _as_shown(self, action):
        """Buttons with one label are one button: the first legal action wearing the label is
        what a click makes. Note the ambiguity and expect that one."""
        if not self._on_a_button(action):
            return action
        label = self.label(action)
        same = [a for a in self.table.legal if self._on_a_button(a) and self.label(a) == label]
        if len(same) > 1:
            self.ambiguous[kind_of(action)] += 1
            return same[0]
        return action

    # -- acting (the Vault UIPlayer's act: each gesture in turn until exactly the action is made) --
    def tidy(self) -> None:
        """Before a gesture: let a camera glide end (a person waits to aim); old toasts go."""
        self.settle()
        self.app.toasts.items.clear()

    def _gestures(self, action) -> list[tuple[str, Callable]]:
        if self._on_a_button(action):
            decision = self.table.view.get("decision") or {}
            return [("prompt" if decision.get("kind") != "hero" else "bar", self.button)]
        if isinstance(action, A.Move) and not action.power:
            first = [("drag", self.drag_hero), ("space", self.click_space)]
            return first if self.rng.random() < 0.6 else first[::-1]
        if isinstance(action, A.Move):
            return [("card", self.card_then_space)]
        if isinstance(action, A.Attack):
            return [("card", self.card_then_monsters)]
        if isinstance(action, (A.UsePower, A.UseItem)):
            return [("card", self.card_then_hero)]
        return []

    # -- where things are ------------------------------------------------------------------------
    def covers(self) -> list[pygame.Rect]:
        """What lies over the dungeon (a click there is not a click on the map, for a person)."""
        out = []
        if self.table.show_log:
            out.append(layout.LOG)
        if self.table.prompt.options:
            out.append(self.table.prompt.rect)
        return out

    def free_point(self, rect: pygame.Rect) -> tuple[int, int] | None:
        """A point of `rect` in the viewport that nothing covers (its centre if it can)."""
        view = layout.VIEWPORT.inflate(-8, -8)
        for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
            for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
                p = (rect.x + int(rect.w * fx), rect.y + int(rect.h * fy))
                if view.collidepoint(p) and not any(c.collidepoint(p) for c in self.covers()):
                    return p
        return None

    def settle(self) -> None:
        """Let a camera glide (the table following a hero) finish, as a person waits to aim."""
        for _ in range(SETTLE_FRAMES):
            if self.table.camera.target is None:
                return
            self.pilot.advance(1)

    def spot(self, cells) -> tuple[int, int] | None:
        """A screen point on one of `cells`, panning the camera by a floor drag if none shows."""
        cam = self.table.camera
        for attempt in range(3):
            for cell in cells:
                p = self.free_point(cam.cell_rect(cell))
                if p is not None:
                    return p
            if attempt == 0:
                self.pan_to(cells[0])
            else:
                self.pilot.press(pygame.K_m)  # the whole map
        return None

    def pan_to(self, cell) -> None:
        """Drag empty floor so that `cell` comes to the middle of the viewport."""
        cam = self.table.camera
        target = cam.cell_rect(cell).center
        centre = layout.VIEWPORT.center
        dx, dy = centre[0] - target[0], centre[1] - target[1]
        taken = set(self.table.dungeon.hero_cells)
        start = next(p for p in ((centre[0] + ox, centre[1] + oy) for ox in (0, 90, -90, 180) for oy in (0, 90, -90))
                     if cam.cell_at(p) not in taken and not any(c.collidepoint(p) for c in self.covers()))
        steps = max(4, int(max(abs(dx), abs(dy)) // 60))
        self.pilot.drag(start, (start[0] + dx, start[1] + dy), steps=steps)
        self.pans += 1

    # -- the card in hand ------------------------------------------------------------------------
    def hold(self, card: str) -> str | None:
        """Have `card` in hand ("" = none): Esc puts a card down, a click on a card takes it up."""
        controls = self.table.controls
        if controls.card and controls.card != card:
            self.pilot.press(pygame.K_ESCAPE)
            if self.app.stack.top is not self.table:
                return "Esc with a card in hand opened a dialog"
        if card and controls.card != card:
            cards = self.table.hand.cards
            for i, c in enumerate(cards):
                if c.card != card:
                    continue
                later = [o.rect for o in cards[i + 1:]]  # drawn over this one
                p = next((q for q in ((c.rect.x + int(c.rect.w * f), c.rect.centery) for f in (0.5, 0.25, 0.1))
                          if not any(r.collidepoint(q) for r in later)), None)
                if p is not None:
                    self.pilot.click(*p)
                break
        return None if controls.card == card else f"could not take {card or 'no card'} in hand"

    # -- gestures: each returns a reason when it could not be made, else None ----------------------
    def drag_hero(self, a: A.Move) -> str | None:
        why = self.hold("")
        if why:
            return why
        hero_cell = tuple(self.table.view["heroes"][a.hero]["cell"])
        dest = self.spot([(a.x, a.y)])
        start = self.free_point(self.table.camera.cell_rect(hero_cell))
        if start is None or dest is None:
            self.pan_to(((hero_cell[0] + a.x) // 2, (hero_cell[1] + a.y) // 2))
            start = self.free_point(self.table.camera.cell_rect(hero_cell))
            dest = self.free_point(self.table.camera.cell_rect((a.x, a.y)))
        if start is None or dest is None:
            return "the hero and the space do not both show"
        self.pilot.drag(start, dest, steps=6)
        return self._last_error()

    def click_space(self, a: A.Move) -> str | None:
        return self.hold("") or self._click_cells([(a.x, a.y)])

    def card_then_space(self, a: A.Move) -> str | None:
        return self.hold(a.power) or self._click_cells([(a.x, a.y)])

    def card_then_monsters(self, a: A.Attack) -> str | None:
        why = self.hold(a.power)
        if why:
            return why
        monsters = {m["uid"]: m for m in self.table.view["monsters"]}
        before = len(self.match.log)
        for uid in a.targets:
            if len(self.match.log) > before:
                break  # a power that hits every monster in reach goes at the first click
            m = monsters[uid]
            cells = monster_cells(tuple(m["cell"]), load().monster(m["card"]).size)
            why = self._click_cells(list(cells))
            if why:
                return why
        return None

    def card_then_hero(self, a) -> str | None:
        card = a.power if isinstance(a, A.UsePower) else a.item
        why = self.hold(card)
        if why:
            return why
        return self._click_cells([tuple(self.table.view["heroes"][a.target]["cell"])])

    def button(self, a) -> str | None:
        decision = self.table.view.get("decision") or {}
        panel = self.table.prompt if decision.get("kind") != "hero" else self.table.action_bar
        if panel is self.table.action_bar:
            why = self.hold("")  # a card in hand does not matter to the bar, but a person puts it down
            if why:
                return why
        label = self.label(a)
        return None if self.click_option(panel, label) else f"no {label!r} button"

    # -- low level ------------------------------------------------------------------------------
    def _click_cells(self, cells) -> str | None:
        p = self.spot(cells)
        if p is None:
            return f"{cells[0]} does not show"
        self.pilot.click(*p)
        return self._last_error()

    def _last_error(self) -> str | None:
        errors = [t.text for t in self.app.toasts.items if t.kind == "error"]
        return errors[-1] if errors else None


# -- a whole adventure ---------------------------------------------------------------------------
def play_to_end(pilot, table: DrizztTable, player: UIPlayer, *, max_iterations: int = 20_000,
                after_action: Callable | None = None, until: Callable[[], bool] | None = None) -> int:
    """Play until the end scene is up (or `until()` is true), clicking dice trays away; returns
    the iterations used and fails at the cap (the Vault table's loop, with Drizzt's end)."""
    def done() -> bool:
        return pilot.app.stack.top.name == "drizzt_end" or (until is not None and until())

    return vault_play_to_end(pilot, table, player, max_iterations=max_iterations, after_action=after_action,
                             until=done)
