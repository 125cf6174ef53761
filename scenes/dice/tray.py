"""The dice tray overlay: any scene pushes it to show a throw whose values the engine chose.

    app.stack.push(DiceTray(app, [("d20", 17), ("casualty", 2)], on_done=after, title="Attack"))

The whole throw is simulated before the first frame (scenes.dice.throw); the tray only
plays the recording back at the player's dice speed, with impact sounds, and then shows
each face and the total until a click or Enter/Space/Esc closes it.
"""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.dice import art
from scenes.dice.geometry import FELT_RECT, TRAY_RECT, shape_for
from scenes.dice.throw import Throw, plan_throw
from scenes.kit import theme
from scenes.kit.fonts import render
from scenes.stack import Scene

#: Recorded physics frames played per displayed frame, by the dice-speed setting.
PLAYBACK = {"slow": 0.6, "normal": 1.0, "fast": 1.8}
LAND_FRAMES = 12  # the dice drop onto the felt over the first frames of the throw
SOUNDS_PER_FRAME = 3
HIT_SOUNDS = ("dice_hit_1", "dice_hit_2", "dice_hit_3", "dice_hit_4")
WALL_SOUNDS = ("dice_wall_1", "dice_wall_2")
LOUD_IMPACT = 900.0  # an impact this strong plays at full volume
CLOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)
DIM = (92, 92, 104)  # multiply the scene below by this

Rolls = list[tuple[str, int]]


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


def summary(rolls: Rolls) -> str:
    """'Total 23  +  2 skulls' (only the parts the rolls have)."""
    total, skulls = totals(rolls)
    parts = []
    if any(k != "casualty" for k, _ in rolls):
        parts.append(f"Total {total}")
    if any(k == "casualty" for k, _ in rolls):
        parts.append(caption("casualty", skulls))
    return "   +   ".join(parts) or "No dice"


class DiceTray(Scene):
    """An overlay that throws `rolls` across a felt tray and shows where they landed."""

    transparent = True
    name = "dice_tray"

    def __init__(self, app, rolls: Rolls, on_done: Callable[[Rolls], None] | None = None,
                 title: str = "", seed: int | None = None) -> None:
        super().__init__(app)
        self.rolls: Rolls = [(str(k), int(v)) for k, v in rolls]
        self.on_done = on_done
        self.title = title
        self.throw: Throw = plan_throw(self.rolls, seed)
        self.cursor = 0.0  # the recorded frame being shown (fractional between frames)
        self.rest_time = 0.0  # seconds since the dice came to rest
        self.closed = False
        self._captions: list[pygame.Surface] | None = None

    # -- state ---------------------------------------------------------------------
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
        if self.at_rest:
            self.rest_time += dt
            return
        speed = PLAYBACK.get(self.app.settings.dice_speed, 1.0)
        before = self.cursor
        self.cursor = min(self.cursor + speed * dt * 60.0, float(self.throw.frames - 1))
        self._play_impacts(before, self.cursor)

    def _play_impacts(self, before: float, after: float) -> None:
        """The loudest few hits recorded between two playback positions, volume by impulse."""
        hits = [i for i in self.throw.motion.impacts if before < i.frame <= after]
        hits.sort(key=lambda i: -i.strength)
        for n, hit in enumerate(hits[:SOUNDS_PER_FRAME]):
            names = WALL_SOUNDS if hit.against == "wall" else HIT_SOUNDS
            name = names[(hit.frame + n) % len(names)]
            volume = min(1.0, 0.12 + hit.strength / LOUD_IMPACT)
            self.app.audio.play(name, volume)

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

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(DIM, special_flags=pygame.BLEND_RGB_MULT)
        surface.blit(art.tray_background(), TRAY_RECT[:2])
        if self.title:
            plate = art.title_plate(self.title)
            surface.blit(plate, plate.get_rect(midtop=(TRAY_RECT[0] + TRAY_RECT[2] // 2, TRAY_RECT[1] + 2)))
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
            self._captions = [_caption_pill(caption(k, v)) for k, v in self.rolls]
        alpha = min(255, int(255 * self.rest_time / 0.2))
        fx, fy, fw, fh = FELT_RECT
        for (kind, _), pill, (x, y, _a, _l) in zip(self.rolls, self._captions, poses):
            rect = pill.get_rect(midtop=(x, y + shape_for(kind).radius * 0.72))
            rect.clamp_ip(pygame.Rect(fx + 4, fy + 4, fw - 8, fh - 8))
            pill.set_alpha(alpha)
            surface.blit(pill, rect)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        cx = TRAY_RECT[0] + TRAY_RECT[2] // 2
        top = TRAY_RECT[1] + TRAY_RECT[3] + 14
        if self.at_rest:
            text = render(summary(self.rolls), 64, theme.GOLD, "bold")
            shade = render(summary(self.rolls), 64, (0, 0, 0), "bold")
            rect = text.get_rect(midtop=(cx, top))
            surface.blit(shade, rect.move(3, 4))
            surface.blit(text, rect)
            hint = render("Click, Enter or Space to continue", 26, theme.TEXT, "sans")
            surface.blit(hint, hint.get_rect(midtop=(cx, rect.bottom + 6)))
        else:
            hint = render("Rolling...  click to skip", 30, theme.TEXT_DIM, "sans")
            surface.blit(hint, hint.get_rect(midtop=(cx, top + 18)))


def _caption_pill(text: str) -> pygame.Surface:
    """A dark rounded label under a resting die."""
    label = render(text, 28, theme.TEXT, "bold")
    pill = pygame.Surface((label.get_width() + 24, label.get_height() + 8), pygame.SRCALPHA)
    pygame.draw.rect(pill, (16, 12, 10, 200), pill.get_rect(), border_radius=14)
    pill.blit(label, (12, 4))
    return pill


def sound_names() -> tuple[str, ...]:
    """Every sound the tray may play (assets/sounds/<name>.wav)."""
    return HIT_SOUNDS + WALL_SOUNDS


def lift_at(frame: float) -> float:
    """How high above the felt the dice are on a frame (1 at the throw, 0 once landed)."""
    return max(0.0, 1.0 - frame / LAND_FRAMES) ** 2

