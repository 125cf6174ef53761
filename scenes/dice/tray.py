"""The dice tray overlay: any scene pushes it to show a throw whose values the engine chose.

    app.stack.push(DiceTray(app, [("d20", 17), ("casualty", 2)], on_done=after, title="Attack"))

The whole throw is simulated before the dice first move (scenes.dice.throw), in slices over the
tray's first few frames (a few milliseconds each; none in the first two, which draw the scene below
and take the snapshot of it), so no frame runs long; however it is sliced, the throw and so where each die
lands are the same. The tray only plays the recording back at the player's dice speed, with impact sounds, and then shows
each face and the total until a click or Enter/Space closes it. Esc opens the pause menu of the
table beneath over the tray (the dice wait under it and go on after Resume; the roll is kept);
with no table beneath (the dice roller), Esc closes the tray like Enter.
"""
from __future__ import annotations

import time
from functools import lru_cache
from typing import Callable

import pygame

from scenes.dice import art
from scenes.dice.geometry import FELT_RECT, SHAPES, TRAY_RECT, shape_for
from scenes.dice.physics import AIR_FRAMES
from scenes.dice.throw import Throw, plan_throw, planned_in_slices
from scenes.kit import theme
from scenes.kit.fonts import font, render
from scenes.kit.menu_key import open_menu_below
from scenes.kit.overlay import Overlay, ready_snapshot, scenes_below

#: Recorded physics frames played per displayed frame, by the dice-speed setting.
PLAYBACK = {"slow": 0.6, "normal": 1.0, "fast": 1.8}
SOUNDS_PER_FRAME = 3
HIT_SOUNDS = ("dice_hit_1", "dice_hit_2", "dice_hit_3", "dice_hit_4")
WALL_SOUNDS = ("dice_wall_1", "dice_wall_2")
LOUD_IMPACT = 800.0  # an impact this strong plays at full volume
CLOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)
DIM = (72, 72, 84)  # multiply the scene below by this
ROLLING_HINT = "Rolling...  click to skip"
PLAN_BUDGET = 0.004  # seconds of a frame the throw's simulation may take while the tray opens
CAPTION_FADE = 0.2  # seconds the captions take to appear once the dice rest

Rolls = list[tuple[str, int]]

_TX, _TY, _TW, _TH = TRAY_RECT
_DIM_RECTS = (
    pygame.Rect(0, 0, theme.CANVAS_W, _TY),
    pygame.Rect(0, _TY + _TH, theme.CANVAS_W, theme.CANVAS_H - _TY - _TH),
    pygame.Rect(0, _TY, _TX, _TH),
    pygame.Rect(_TX + _TW, _TY, theme.CANVAS_W - _TX - _TW, _TH),
)


def warm() -> None:
    """Make ready what a first throw would otherwise pay for in its first frames (the painted tray,
    every kind's mesh and shadows, the fonts, the physics run once): a table calls this while it
    opens, not while it is played (some 30 ms, once a process)."""
    art.tray_background()
    ready_snapshot()
    for kind in SHAPES:
        art.warm(kind)
    art.title_plate("The dice")  # its font: the title itself is the table's
    _banner("1")
    _caption_pill(caption("d20", 1))
    render(ROLLING_HINT, 30, theme.TEXT_DIM, "sans")
    plan_throw([("d20", 1), ("d6", 1)], 0)


def caption(kind: str, value: int) -> str:
    """What a die shows, in words: 'd20: 17', '2 skulls'."""
    if kind == "casualty":
        return "1 skull" if value == 1 else f"{value} skulls"
    return f"{kind}: {value}"


def totals(rolls: Rolls) -> tuple[int, int]:
    """(sum of the numeric dice, skulls on the casualty dice)."""
    total = sum(v for k, v in rolls if k != "casualty")
    skulls = sum(v for k, v in rolls if k == "casualty")
    return total, skulls


def summary(rolls: Rolls, joiner: str = "   +   ") -> str:
    """'Total 23  +  2 skulls' (only the parts the rolls have)."""
    total, skulls = totals(rolls)
    parts = []
    if any(k != "casualty" for k, _ in rolls):
        parts.append(f"Total {total}")
    if any(k == "casualty" for k, _ in rolls):
        parts.append(caption("casualty", skulls))
    return joiner.join(parts) or "No dice"


class DiceTray(Overlay):
    """An overlay that throws `rolls` across a felt tray and shows where they landed."""

    shade_alpha = 0  # dims only around the tray, in draw_static
    name = "dice_tray"

    def __init__(self, app, rolls: Rolls, on_done: Callable[[Rolls], None] | None = None,
                 title: str = "", seed: int | None = None) -> None:
        super().__init__(app)
        self.rolls: Rolls = [(str(k), int(v)) for k, v in rolls]
        self.on_done = on_done
        self.title = title
        self.seed = seed
        self._throw: Throw | None = None  # planned over the first frames (or at once when asked for)
        self._planning = planned_in_slices(self.rolls, seed)
        self._waited = False  # the first update waits: the frame that shows the tray plans nothing
        self._shown = False  # the first frame shows the scene below as it now is (see draw)
        self.cursor = 0.0  # the recorded frame being shown (fractional between frames)
        self.rest_time = 0.0  # seconds since the dice came to rest
        self.closed = False
        self.auto_close: float | None = None  # seconds at rest before the tray closes by itself
        self.result: str | None = None  # the line under the dice at rest (default: the total)
        self._captions: list[pygame.Surface] | None = None

    # -- state ---------------------------------------------------------------------
    @property
    def throw(self) -> Throw:
        """The recorded throw (what is left of its simulation is run now if it is asked for early)."""
        while self._throw is None:
            self._plan_slice()
        return self._throw

    def _plan_slice(self) -> None:
        try:
            next(self._planning)
        except StopIteration as done:
            self._throw = done.value

    def _plan_some(self, budget: float) -> None:
        """Simulate slices of the throw for about `budget` seconds (or until it is planned)."""
        start = time.perf_counter()
        while self._throw is None and time.perf_counter() - start < budget:
            self._plan_slice()

    @property
    def at_rest(self) -> bool:
        return self.cursor >= self.throw.rest_frame

    @property
    def frame(self) -> int:
        return min(int(self.cursor), self.throw.frames - 1)

    def shown(self) -> list[tuple[str, int]]:
        """The (kind, face) each die shows right now."""
        f = self.frame
        return [(kind, self.throw.label(i, f)) for i, (kind, _) in enumerate(self.rolls)]

    def enter(self) -> None:
        if self.app.settings.dice_speed == "instant":
            self.skip_to_rest()

    def skip_to_rest(self) -> None:
        """Fast-forward: every die where it comes to rest, no sounds for the skipped hits."""
        self.cursor = float(max(self.throw.rest_frame, self.throw.frames - 1))

    def close(self) -> None:
        """Pop the tray and report the rolls (once)."""
        if self.closed:
            return
        self.closed = True
        if self in self.app.stack and self.app.stack.top is self:
            self.app.stack.pop()
        if self.on_done is not None:
            self.on_done(list(self.rolls))

    # -- input and time ------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and open_menu_below(self.app, self):
            return True
        wants = (event.type == pygame.MOUSEBUTTONDOWN
                 or (event.type == pygame.KEYDOWN and event.key in CLOSE_KEYS))
        if wants:
            if self.at_rest:
                self.close()
            else:
                self.skip_to_rest()
        # The tray is modal: nothing below it hears the mouse or the keys.
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.KEYUP,
                              pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.TEXTINPUT)

    def update(self, dt: float) -> None:
        if self._throw is None:  # the dice are in the hand while their throw is worked out
            if self._waited:
                self._plan_some(PLAN_BUDGET)
            self._waited = True  # the frame that shows the tray plans nothing
            return
        if self.at_rest:
            self.rest_time += dt
            if self.auto_close is not None and self.rest_time >= self.auto_close:
                self.close()
            return
        speed = PLAYBACK.get(self.app.settings.dice_speed, 1.0)
        before = self.cursor
        self.cursor = min(self.cursor + speed * dt * 60.0, float(self.throw.frames - 1))
        self._play_impacts(before, self.cursor)

    def moving(self) -> bool:
        """Rolling, or the captions still fading in; at rest the tray waits (its own auto_close
        pops it, and that change of scenes is drawn)."""
        return self._throw is None or not self.at_rest or self.rest_time < CAPTION_FADE

    def _play_impacts(self, before: float, after: float) -> None:
        """The loudest few hits recorded between two playback positions, volume by impulse."""
        hits = [i for i in self.throw.motion.impacts if before < i.frame <= after]
        hits.sort(key=lambda i: -i.strength)
        for n, hit in enumerate(hits[:SOUNDS_PER_FRAME]):
            names = WALL_SOUNDS if hit.against == "wall" else HIT_SOUNDS
            name = names[(hit.frame + n) % len(names)]
            self.app.audio.play(name, impact_volume(hit.strength))

    # -- drawing -------------------------------------------------------------------------
    def pose(self, die: int) -> tuple[float, float, float, float]:
        """(x, y, angle, lift) of a die at the current playback position."""
        f0 = int(self.cursor)
        t = self.cursor - f0
        x0, y0, a0 = self.throw.pose(die, f0)
        if t > 0.0:
            x1, y1, a1 = self.throw.pose(die, f0 + 1)
            x0, y0, a0 = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, a0 + (a1 - a0) * t
        return x0, y0, a0, lift_at(self.cursor)

    def draw_static(self, surface: pygame.Surface) -> None:
        """The dimmed scene below, the tray and its title: drawn once into the snapshot."""
        for rect in _DIM_RECTS:  # the tray itself is opaque: dim only around it
            surface.fill(DIM, rect, special_flags=pygame.BLEND_RGB_MULT)
        surface.blit(art.tray_background(), TRAY_RECT[:2])
        if self.title:
            plate = art.title_plate(self.title)
            surface.blit(plate, plate.get_rect(midtop=(TRAY_RECT[0] + TRAY_RECT[2] // 2, TRAY_RECT[1] + 2)))

    def draw(self, surface: pygame.Surface) -> None:
        if not self._shown:
            # The first frame draws only the scene below, as it now is (a table often bakes new
            # pictures then: the move that led to this roll); the snapshot the tray sits on is
            # taken in the next frame, from those pictures, and the throw is worked out after.
            self._shown = True
            for scene in scenes_below(self.app, self):
                scene.draw(surface)
            return
        super().draw(surface)
        if self._throw is None:  # the first frame: the dice are still in the hand
            return
        poses = [self.pose(i) for i in range(len(self.rolls))]
        faces = self.shown()
        for (kind, _), (x, y, a, lift) in zip(faces, poses):
            art.draw_shadow(surface, kind, x, y, a, lift)
        for (kind, face), (x, y, a, lift) in zip(faces, poses):
            art.draw_body(surface, kind, face, x, y, a, lift)
        if self.at_rest:
            self._draw_captions(surface, poses)
        self._draw_banner(surface)

    def _draw_captions(self, surface: pygame.Surface, poses) -> None:
        if self._captions is None:
            pills = [_caption_pill(caption(k, v)) for k, v in self.rolls]
            self._captions = list(zip(pills, place_captions(self.rolls, poses, pills)))
        alpha = min(255, int(255 * self.rest_time / CAPTION_FADE))
        for pill, rect in self._captions:
            pill.set_alpha(alpha)
            surface.blit(pill, rect)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        cx = TRAY_RECT[0] + TRAY_RECT[2] // 2
        top = TRAY_RECT[1] + TRAY_RECT[3] + 10
        if self.at_rest:
            text = _banner(self.result if self.result is not None else summary(self.rolls))
            surface.blit(text, text.get_rect(midtop=(cx, top)))
        else:
            hint = render(ROLLING_HINT, 30, theme.TEXT_DIM, "sans")
            surface.blit(hint, hint.get_rect(midtop=(cx, top + 24)))


@lru_cache(maxsize=32)
def _banner(text: str) -> pygame.Surface:
    """The result under the tray: big gold total on a dark plate, and how to go on."""
    size = 64
    while font(size, "bold").size(text)[0] > 1500 and size > 28:  # long results shrink (measured, not drawn)
        size -= 4
    big = render(text, size, theme.GOLD, "bold")
    shade = render(text, size, (0, 0, 0), "bold")
    hint = render("Click, Enter or Space to continue", 24, theme.TEXT, "sans")
    w = max(big.get_width(), hint.get_width()) + 80
    h = big.get_height() + hint.get_height() + 20
    plate = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(plate, (14, 10, 12, 225), plate.get_rect(), border_radius=18)
    pygame.draw.rect(plate, (*theme.PANEL_EDGE, 200), plate.get_rect(), 2, border_radius=18)
    rect = big.get_rect(midtop=(w // 2, 4))
    plate.blit(shade, rect.move(3, 4))
    plate.blit(big, rect)
    plate.blit(hint, hint.get_rect(midtop=(w // 2, rect.bottom - 2)))
    return plate


def place_captions(rolls: Rolls, poses, pills: list[pygame.Surface]) -> list[pygame.Rect]:
    """Put each caption under its die, or above, right or left of it when that is crowded."""
    fx, fy, fw, fh = FELT_RECT
    felt = pygame.Rect(fx + 4, fy + 4, fw - 8, fh - 8)
    dice = []
    for (kind, _), (x, y, _a, _l) in zip(rolls, poses):
        r = shape_for(kind).radius * 0.68
        dice.append(pygame.Rect(x - r, y - r, 2 * r, 2 * r))
    placed: list[pygame.Rect] = []
    for i, (pill, (x, y, _a, _l)) in enumerate(zip(pills, poses)):
        r = shape_for(rolls[i][0]).radius * 0.72
        box = pill.get_rect()
        spots = []
        for anchor, dx, dy in (("midtop", 0, r), ("midbottom", 0, -r), ("midleft", r + 4, 0),
                               ("midright", -r - 4, 0), ("topleft", r * 0.5, r * 0.8),
                               ("topright", -r * 0.5, r * 0.8), ("bottomleft", r * 0.5, -r * 0.8),
                               ("bottomright", -r * 0.5, -r * 0.8), ("midtop", 0, r + box.h + 4)):
            spot = box.copy()
            setattr(spot, anchor, (round(x + dx), round(y + dy)))
            spots.append(spot)
        others = dice + placed  # its own die too: a caption clamped onto it would hide it

        def crowding(rect: pygame.Rect) -> int:
            return sum(rect.clip(o).w * rect.clip(o).h for o in others)

        best = min((spot.clamp(felt) for spot in spots), key=crowding)
        placed.append(best)
    return placed


def _caption_pill(text: str) -> pygame.Surface:
    """A dark rounded label under a resting die."""
    label = render(text, 28, theme.TEXT, "bold")
    pill = pygame.Surface((label.get_width() + 24, label.get_height() + 8), pygame.SRCALPHA)
    pygame.draw.rect(pill, (16, 12, 10, 200), pill.get_rect(), border_radius=14)
    pill.blit(label, (12, 4))
    return pill


def impact_volume(strength: float) -> float:
    """How loud an impact sounds (0..1): a tap is quiet, a hard hit is full volume."""
    return max(0.0, min(1.0, 0.1 + strength / LOUD_IMPACT))


def sound_names() -> tuple[str, ...]:
    """Every sound the tray may play (assets/sounds/<name>.wav)."""
    return HIT_SOUNDS + WALL_SOUNDS


def lift_at(frame: float) -> float:
    """How high above the felt the dice are on a frame (1 at the throw, 0 once landed)."""
    t = frame / AIR_FRAMES
    return 1.0 - t * t if t < 1.0 else 0.0

