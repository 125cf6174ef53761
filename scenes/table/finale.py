"""The end of a game at any table: a full screen over the table it came from, with the ways
on (Back to the table, Play again, Title), and the festive bits (bunting, confetti)."""
from __future__ import annotations

import copy
import math
import random

import pygame

from scenes.kit import theme
from scenes.kit.buttons import Button
from scenes.kit.draw import darken, lighten, outline_text, prepare, radial_glow
from scenes.kit.text import fit, wrap_surface
from scenes.kit.tokens import SYMBOLS, seat_style
from scenes.menu.base import MenuScene

W, H = theme.CANVAS_W, theme.CANVAS_H
BUTTON_W, BUTTON_H, BUTTON_GAP, BUTTON_Y = 370, 64, 30, 978
CONFETTI = 110
POINTER_BOX = (240, 140)  # around the last click at the table: Play again stays out of it
PLAY_AGAIN_SLOTS = (1, 2, 0)  # where Play again prefers to sit in the row (middle, right, left)


def table_buttons(scene) -> list[pygame.Rect]:
    """Where a scene's buttons were in its last frame: its own widgets and those of the option
    panels it holds (anything with a WidgetGroup called `ui`), and a box around the pointer
    (the button just clicked may already be gone from its panel)."""
    from scenes.kit.widget import WidgetGroup

    groups = [getattr(scene, "ui", None)] + [getattr(v, "ui", None) for v in vars(scene).values()]
    rects = [pygame.Rect(w.rect) for g in groups if isinstance(g, WidgetGroup) for w in g.widgets if w.visible]
    mouse = getattr(getattr(scene, "ui", None), "mouse", (-1, -1))
    if mouse[0] >= 0:
        rects.append(pygame.Rect(0, 0, *POINTER_BOX).move(mouse[0] - POINTER_BOX[0] // 2,
                                                          mouse[1] - POINTER_BOX[1] // 2))
    return rects


def seat_look(seat: dict, index: int) -> tuple[tuple[int, int, int], str]:
    """(rgb, symbol) of a setup seat: its "colour" (and "symbol") or the index's palette entry."""
    try:
        rgb, symbol = seat_style(seat.get("colour", ""))
    except KeyError:
        _name, rgb, symbol = theme.SEAT_COLOURS[index % len(theme.SEAT_COLOURS)]
    if seat.get("symbol") in SYMBOLS:
        symbol = seat["symbol"]
    return rgb, symbol


class FinaleScene(MenuScene):
    """Esc (or Back to the table) returns to the table; Play again starts the same setup with
    the next seed; Title leaves the game."""

    variant = "plain"

    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match
        below = app.stack.top if app.stack else None
        self.table_buttons = table_buttons(below) if below is not None else []
        self.buttons = self._add_buttons()

    def _add_buttons(self) -> dict[str, Button]:
        entries = [("Back to the table", self.back, pygame.K_ESCAPE, "quiet"),
                   ("Play again", self.ask_play_again, pygame.K_p, "primary"),
                   ("Title", self.to_title, pygame.K_t, "normal")]
        total = len(entries) * BUTTON_W + (len(entries) - 1) * BUTTON_GAP
        left = (W - total) // 2
        slots = [pygame.Rect(left + k * (BUTTON_W + BUTTON_GAP), BUTTON_Y, BUTTON_W, BUTTON_H) for k in range(3)]
        again = min(PLAY_AGAIN_SLOTS, key=lambda k: (sum(slots[k].colliderect(r) for r in self.table_buttons),
                                                    PLAY_AGAIN_SLOTS.index(k)))
        order = [k for k in range(3) if k != again]  # the other two keep their order
        places = {"Play again": slots[again], "Back to the table": slots[order[0]], "Title": slots[order[1]]}
        return {label: self.ui.add(Button(places[label], label, action, shortcut=key, style=style))
                for label, action, key, style in entries}

    def ask_play_again(self) -> None:
        """Play again asks first: a new game is not started by a stray click or key."""
        from scenes.kit.dialog import confirm

        confirm(self.app, "Play again?", "A new game with the same seats and settings.", self.play_again,
                yes="Play again", no="Not yet")

    def _refresh_back(self) -> None:
        back = self.buttons["Back to the table"]
        back.enabled = len(self.app.stack) > 1 and self.app.stack.top is self
        back.tooltip = "" if back.enabled else "The table is closed: play again or go to the title"

    def enter(self) -> None:
        self._refresh_back()
        self.app.audio.play(self.sting())

    def sting(self) -> str:
        """The end's sound: "victory" when a person at the table is among the winners (or, with
        bots alone at the table, when anyone won), else "defeat"."""
        outcome = self.match.outcome()
        winners = set(outcome.winners) if outcome else set()
        people = {i for i, seat in enumerate(self.match.setup.get("seats", [])) if not seat.get("bot")}
        return "victory" if winners and (winners & people or not people) else "defeat"

    def resume(self) -> None:
        self._refresh_back()

    def moving(self) -> bool:
        return True  # the confetti keeps falling

    def play_again(self) -> None:
        """A new game with the same seats, Factions and variants, and the next seed."""
        from scenes import tables

        tables.start_game(self.app, self.match.info, copy.deepcopy(self.match.setup), seed=self.match.seed + 1)

    def to_title(self) -> None:
        """Leave the game for the title screen (the table below is closed)."""
        from scenes.menu.title import TitleScene

        self.app.stack.reset(TitleScene(self.app))

def bunting(surface: pygame.Surface, colours: list[tuple]) -> None:
    """Strings of pennants in the seats' colours, sagging across the top of the wall."""
    for left, right in ((30, W // 2 - 20), (W // 2 + 20, W - 30)):
        sag, top = 44, 34
        points = [(left + (right - left) * t / 40, top + sag * math.sin(math.pi * t / 40)) for t in range(41)]
        pygame.draw.lines(surface, (70, 52, 36), False, points, 3)
        for k in range(1, 14):
            t = k / 14
            x = left + (right - left) * t
            y = top + sag * math.sin(math.pi * t)
            colour = colours[k % len(colours)]
            flag = [(x - 20, y), (x + 20, y), (x, y + 44)]
            pygame.draw.polygon(surface, colour, flag)
            pygame.draw.polygon(surface, darken(colour, 0.45), flag, 2)
            pygame.draw.line(surface, lighten(colour, 0.4), (x - 14, y + 4), (x + 14, y + 4), 2)


class Confetti:
    """Paper bits in the seats' colours, falling and fluttering, drawn as small polygons."""

    def __init__(self, colours: list[tuple], seed: int = 0, count: int = CONFETTI) -> None:
        rng = random.Random(f"confetti:{seed}")
        self.bits = [[rng.uniform(0, W), rng.uniform(-H, H), rng.uniform(70, 150), rng.uniform(0, math.tau),
                      rng.uniform(2.0, 5.0), rng.choice(colours), rng.uniform(6, 11)] for _ in range(count)]
        self.clock = 0.0
        self.shades = {colour: darken(colour, 0.25) for colour in colours}  # a bit's back, worked out once

    def update(self, dt: float) -> None:
        """Fall, flutter, and start again above the top once below the bottom."""
        self.clock += dt
        for bit in self.bits:
            bit[1] += bit[2] * dt
            bit[3] += bit[4] * dt
            if bit[1] > H + 20:
                bit[1] -= H + 60

    def shapes(self, screen: pygame.Rect | None = None) -> list[tuple[list, tuple, pygame.Rect]]:
        """Each bit as it is now: (its polygon's corners, its colour, a box round its pixels),
        narrowed as it turns (a cheap flip in 3D) and showing its darker back while turned away;
        with a `screen`, only the bits in it, their boxes cut to it."""
        out = []
        cos, sin = math.cos, math.sin
        for x, y, _speed, spin, _rate, colour, size in self.bits:
            if screen is not None and not -30 < y < screen.bottom + 30:
                continue
            sx = x + sin(spin * 0.7 + y * 0.01) * 18
            turn = cos(spin)
            w, h = size * abs(turn) + 1.5, size * 0.6
            c, s = cos(spin * 0.5), sin(spin * 0.5)
            pts = [(sx + dx * c - dy * s, y + dx * s + dy * c) for dx, dy in ((-w, -h), (w, -h), (w, h), (-w, h))]
            half_w, half_h = abs(w * c) + abs(h * s) + 3, abs(w * s) + abs(h * c) + 3  # the corners, and room
            box = pygame.Rect(int(sx - half_w), int(y - half_h), int(2 * half_w) + 2, int(2 * half_h) + 2)
            if screen is not None:
                box = box.clip(screen)
                if not box.w:
                    continue
            out.append((pts, colour if turn > 0 else self.shades[colour], box))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """One small polygon per bit."""
        for pts, shade, _box in self.shapes():
            pygame.draw.polygon(surface, shade, pts)


def joined(boxes: list[pygame.Rect]) -> list[pygame.Rect]:
    """The boxes, overlapping ones joined: none of those returned overlaps another."""
    merged: list[pygame.Rect] = []
    for box in boxes:
        box = box.copy()
        hits = box.collidelistall(merged)
        while hits:
            for i in reversed(hits):
                box.union_ip(merged.pop(i))
            hits = box.collidelistall(merged)
        merged.append(box)
    return merged


TILE = 32


def tile_kinds(picture: pygame.Surface) -> list[list[int]]:
    """Each TILE square of a see-through picture, row by row: 0 when no pixel shows, 1 when every
    pixel is solid, 2 otherwise."""
    out = []
    w, h = picture.get_size()
    for y in range(0, h, TILE):
        row = []
        for x in range(0, w, TILE):
            rect = pygame.Rect(x, y, min(TILE, w - x), min(TILE, h - y))
            piece = picture.subsurface(rect)
            if not pygame.mask.from_surface(piece, 0).count():  # no pixel shows
                row.append(0)
            elif pygame.mask.from_surface(piece, 254).count() == rect.w * rect.h:  # every pixel solid
                row.append(1)
            else:
                row.append(2)
        out.append(row)
    return out


def tiles(picture: pygame.Surface, kinds: list[list[int]]) -> list[tuple[pygame.Surface, tuple[int, int], bool]]:
    """A see-through picture cut into bands of squares (`kinds`: its tile_kinds) to blit over a
    moving scene with the same pixels, faster: clear squares left out, runs of solid ones as opaque
    copies (no blending), the rest blended as they are. [(piece, where, opaque)]"""
    out = []
    w, h = picture.get_size()
    for row, y in zip(kinds, range(0, h, TILE)):
        runs: list[list] = []  # [kind, x, width]
        for kind, x in zip(row, range(0, w, TILE)):
            width = min(TILE, w - x)
            if runs and runs[-1][0] == kind:
                runs[-1][2] += width
            else:
                runs.append([kind, x, width])
        for kind, x, width in runs:
            if kind == 0:
                continue
            piece = picture.subsurface((x, y, width, min(TILE, h - y)))
            if kind == 1:
                solid = pygame.Surface(piece.get_size())
                solid.blit(piece, (0, 0))
                out.append((prepare(solid), (x, y), True))
            else:
                out.append((piece, (x, y), False))
    return out


def under(kinds: list[list[int]], box: pygame.Rect) -> set[int]:
    """The kinds of the tiles a box on the screen touches."""
    left, right = box.left // TILE, (box.right - 1) // TILE + 1
    seen: set[int] = set()
    for row in kinds[box.top // TILE:(box.bottom - 1) // TILE + 1]:
        seen.update(row[left:right])
    return seen


class CountedFinale(FinaleScene):
    """A finale that counts the scores up in front of everyone over `count_seconds` (a click or a
    key skips to the end), then shows the winner with a glow and confetti, under the seats' bunting.
    It reads the public view of the ending (`end`); the game draws its own count (draw_content)."""

    count_seconds = 1.0

    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        self.end = match.view(-1)  # the public view of the ending: every secret is face up now
        seats = match.setup.get("seats", [])
        self.looks = [seat_look(seats[i] if i < len(seats) else {}, i) for i in range(len(self.end["seats"]))]
        self.names = [s["name"] for s in self.end["seats"]]
        self.clock = 0.0
        self._front: tuple | None = None  # (what it shows, the picture, its tiles)
        self.confetti = Confetti([look[0] for look in self.looks] + [theme.GOLD], seed=match.seed)
        self._still: tuple | None = None  # (what the front shows, backdrop + glow + front as one opaque picture)

    @property
    def counted(self) -> bool:
        return self.clock >= self.count_seconds

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        if self.counted:
            self.confetti.update(dt)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.counted and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and \
                not (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.clock = self.count_seconds  # a click skips to the end of the count
            return True
        return super().handle(event)

    def draw_static(self, surface: pygame.Surface) -> None:
        bunting(surface, [look[0] for look in self.looks])

    def draw_celebration(self, surface: pygame.Surface) -> None:
        """Once counted: the confetti falling and a glow behind the winner's name."""
        if self.counted:
            self.confetti.draw(surface)
            glow = radial_glow(240, theme.HILITE, 110)
            surface.blit(glow, glow.get_rect(center=(W // 2, 160)))

    def draw(self, surface: pygame.Surface) -> None:
        if self._still is not None and self.counted:  # draw_counted covers the whole screen: no backdrop first
            self.draw_content(surface)
            self.ui.draw(surface)
            return
        super().draw(surface)

    def draw_counted(self, surface: pygame.Surface, key: tuple, headline: str, reason: str, table) -> None:
        """draw_celebration then draw_front, the same pixels, faster once counted: the backdrop, the
        glow and the front are one opaque picture blitted whole, and only where a bit of confetti
        falls are they laid again around it (backdrop, the bit, glow and front over it)."""
        if not self.counted:
            self.draw_front(surface, key, headline, reason, table)
            return
        self._front_for(key, headline, reason, table)
        front = self._front[1]
        glow = radial_glow(240, theme.HILITE, 110)
        around = glow.get_rect(center=(W // 2, 160))
        if self._still is None or self._still[0] != key:
            still = self.static_layer().copy()
            still.blit(glow, around)
            still.blit(front, (0, 0))
            self._still = (key, still)
        surface.blit(self._still[1], (0, 0))
        screen, kinds, shown, boxes = surface.get_rect(), self._front[3], [], []
        for pts, shade, box in self.confetti.shapes(screen):
            lit = box.colliderect(around)
            seen = under(kinds, box)
            if seen == {1} and not lit:  # behind solid front
                continue
            shown.append((pts, shade))
            if lit or seen != {0}:  # the front or the glow goes over it
                boxes.append(box)
        boxes = joined(boxes)
        backdrop = self.static_layer()
        for box in boxes:
            surface.blit(backdrop, box, box)
        for pts, shade in shown:
            pygame.draw.polygon(surface, shade, pts)
        for box in boxes:
            lit = box.clip(around)
            if lit.w and lit.h:
                surface.blit(glow, lit, lit.move(-around.x, -around.y))
            surface.blit(front, box, box)

    def draw_front(self, surface: pygame.Surface, key: tuple, headline: str, reason: str, table) -> None:
        """The headline, the engine's reason once counted, and `table(front)` (the game's count),
        drawn into one picture again only when `key` (what the numbers show) changes."""
        self._front_for(key, headline, reason, table)
        for picture, at, _opaque in self._front[2]:
            surface.blit(picture, at)

    def _front_for(self, key: tuple, headline: str, reason: str, table) -> None:
        if self._front is None or self._front[0] != key:
            front = pygame.Surface((W, H), pygame.SRCALPHA)
            title = outline_text(fit(headline, 1600, 76, "title"), 76, theme.GOLD, (40, 22, 10), "title", 4)
            front.blit(title, title.get_rect(center=(W // 2, 150)))
            if reason and self.counted:
                note = wrap_surface(reason, 1500, 24, theme.PARCHMENT, "bold", "center")
                front.blit(note, note.get_rect(center=(W // 2, 218)))
            table(front)
            kinds = tile_kinds(front)
            self._front = (key, front, tiles(front, kinds), kinds)
