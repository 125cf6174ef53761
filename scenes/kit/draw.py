"""Small drawing helpers shared by the kit: gradients, rounded panels, shadows, shades.

Everything here returns new surfaces meant to be cached by the caller (or is cached here);
none of it is cheap enough to call every frame for large sizes.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.kit import theme


def prepare(surface: pygame.Surface) -> pygame.Surface:
    """Convert a surface to the display's pixel format when a display exists (fast blits)."""
    display = pygame.display.get_surface() if pygame.display.get_init() else None
    if display is None:
        return surface
    if surface.get_flags() & pygame.SRCALPHA:
        return surface.convert_alpha()
    if surface.get_bitsize() == display.get_bitsize() and surface.get_masks() == display.get_masks():
        return surface  # already in the display's format: converting would only copy it
    return surface.convert()


def opaque(surface: pygame.Surface, backdrop: tuple = (12, 10, 12)) -> pygame.Surface:
    """A see-through picture laid on a solid backdrop, as one opaque surface: a panel that
    always sits on the same dark ground blits several times faster this way."""
    solid = pygame.Surface(surface.get_size())
    solid.fill(backdrop)
    solid.blit(surface, (0, 0))
    return prepare(solid)


def mix(a: tuple, b: tuple, t: float) -> tuple[int, ...]:
    """Blend colour a toward colour b by t (0..1)."""
    t = max(0.0, min(1.0, t))
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def lighten(colour: tuple, amount: float) -> tuple[int, ...]:
    return mix(colour[:3], (255, 255, 255), amount)


def darken(colour: tuple, amount: float) -> tuple[int, ...]:
    return mix(colour[:3], (0, 0, 0), amount)


def luminance(colour: tuple) -> float:
    """Relative luminance (WCAG) of an sRGB colour."""

    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = colour[:3]
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast_ink(colour: tuple) -> tuple[int, int, int]:
    """Dark ink or light text, whichever reads better on `colour`."""
    lum = luminance(colour)
    on_dark = (lum + 0.05) / (luminance(theme.INK) + 0.05)
    on_light = (1.05) / (lum + 0.05)
    return theme.INK if on_dark >= on_light else (250, 246, 236)


@lru_cache(maxsize=256)
def vertical_gradient(size: tuple[int, int], top: tuple, bottom: tuple) -> pygame.Surface:
    """An opaque top-to-bottom gradient (cached)."""
    w, h = max(1, size[0]), max(1, size[1])
    column = pygame.Surface((1, h))
    for y in range(h):
        column.set_at((0, y), mix(top, bottom, y / max(1, h - 1)))
    # Stretching one column sideways is exact for a vertical gradient, and far cheaper
    # than drawing every row across the full width.
    return prepare(pygame.transform.scale(column, (w, h)))


def rounded_mask(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """A copy of `surface` with its corners cut round (transparent)."""
    w, h = surface.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(out, (255, 255, 255, 255), out.get_rect(), border_radius=radius)
    out.blit(surface, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def rounded_gradient(size: tuple[int, int], top: tuple, bottom: tuple, radius: int) -> pygame.Surface:
    """A gradient panel with round corners (SRCALPHA)."""
    base = pygame.Surface(size, pygame.SRCALPHA)
    base.blit(vertical_gradient(size, top, bottom), (0, 0))
    return rounded_mask(base, radius)


@lru_cache(maxsize=128)
def soft_shadow(size: tuple[int, int], radius: int = 12, spread: int = 10, alpha: int = 110) -> pygame.Surface:
    """A blurred dark rounded rectangle `spread` px larger than `size` on each side."""
    w, h = size
    small = (max(4, (w + spread * 2) // 4), max(4, (h + spread * 2) // 4))
    surf = pygame.Surface(small, pygame.SRCALPHA)
    inset = max(1, spread // 4)
    pygame.draw.rect(surf, (0, 0, 0, alpha), surf.get_rect().inflate(-inset * 2, -inset * 2),
                     border_radius=max(1, radius // 4))
    surf = pygame.transform.box_blur(surf, max(1, spread // 6)) if hasattr(pygame.transform, "box_blur") else surf
    return prepare(pygame.transform.smoothscale(surf, (w + spread * 2, h + spread * 2)))


@lru_cache(maxsize=8)
def shade(size: tuple[int, int] = (theme.CANVAS_W, theme.CANVAS_H), alpha: int = 150) -> pygame.Surface:
    """A full-screen translucent dark layer for overlays (per-pixel alpha blits fastest)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((0, 0, 0, alpha))
    return prepare(surf)


@lru_cache(maxsize=64)
def radial_glow(radius: int, colour: tuple, alpha: int = 140) -> pygame.Surface:
    """A soft round glow fading to nothing at `radius` (for candles, highlights)."""
    small = max(8, radius // 2)
    surf = pygame.Surface((small * 2, small * 2), pygame.SRCALPHA)
    steps = 80
    for i in range(steps, 0, -1):
        t = i / steps
        a = int(alpha * (1 - t) ** 1.8)
        pygame.draw.circle(surf, (*colour[:3], a), (small, small), max(1, int(small * t)))
    return prepare(pygame.transform.smoothscale(surf, (radius * 2, radius * 2)))


def outline_text(text: str, size: int, colour: tuple, outline: tuple, face: str = "title",
                 width: int = 2) -> pygame.Surface:
    """Text with a solid outline, for titles over busy backdrops."""
    from scenes.kit.fonts import render

    inner = render(text, size, colour, face)
    edge = render(text, size, outline, face)
    w, h = inner.get_width() + width * 2, inner.get_height() + width * 2
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx * dx + dy * dy <= width * width + 1:
                out.blit(edge, (width + dx, width + dy))
    out.blit(inner, (width, width))
    return out


def bevel_frame(surface: pygame.Surface, rect: pygame.Rect, thickness: int,
                colour: tuple = theme.WOOD) -> None:
    """A bevelled wooden frame of `thickness` px just inside `rect`."""
    light, dark = lighten(colour, 0.22), darken(colour, 0.35)
    for i in range(thickness):
        t = i / max(1, thickness - 1)
        c = mix(light, dark, abs(t - 0.35) * 1.4)
        pygame.draw.rect(surface, c, rect.inflate(-2 * i, -2 * i), 1)
    pygame.draw.rect(surface, darken(colour, 0.6), rect, 2)
    pygame.draw.rect(surface, darken(colour, 0.6), rect.inflate(-2 * thickness, -2 * thickness), 2)


@lru_cache(maxsize=64)
def light(radius: int, colour: tuple, strength: float = 1.0, squash: float = 1.0) -> pygame.Surface:
    """An opaque black-to-`colour` disc for BLEND_RGB_ADD blits: warm light on a scene."""
    small = max(8, radius // 2)
    surf = pygame.Surface((small * 2, small * 2))
    steps = 96
    for i in range(steps, 0, -1):
        t = i / steps
        k = strength * (1 - t) ** 2
        pygame.draw.circle(surf, tuple(min(255, int(c * k)) for c in colour[:3]), (small, small), max(1, int(small * t)))
    size = (radius * 2, max(2, int(radius * 2 * squash)))
    return prepare(pygame.transform.smoothscale(surf, size))


@lru_cache(maxsize=4)
def vignette(size: tuple[int, int], edge: int = 90) -> pygame.Surface:
    """A white-centred, grey-edged layer for BLEND_RGB_MULT blits (darkens the corners)."""
    w, h = size
    small = pygame.Surface((w // 8, h // 8))
    small.fill((edge, edge, edge))
    steps = 40
    for i in range(steps, 0, -1):
        t = i / steps
        v = int(edge + (255 - edge) * min(1.0, (1 - t) * 1.8))
        rect = pygame.Rect(0, 0, int(small.get_width() * 1.35 * t), int(small.get_height() * 1.35 * t))
        rect.center = small.get_rect().center
        pygame.draw.ellipse(small, (v, v, v), rect)
    return prepare(pygame.transform.smoothscale(small, size))


def size_pair(size) -> tuple[int, int]:
    """A (w, h) size as two ints (an art API takes any pair of numbers)."""
    w, h = size
    return int(w), int(h)


def square_side(size) -> int:
    """A square picture's side from a (w, h) size (the smaller) or a single number."""
    if isinstance(size, (int, float)):
        return int(size)
    return int(min(size))


def framed_back(base: pygame.Surface, radius: int, outer: tuple, inner: tuple) -> pygame.Surface:
    """A card back's finish: `base` with round corners, a broad `outer` rule along its edge and a
    thin `inner` one a little inside it."""
    w = base.get_width()
    surf = rounded_mask(base, radius)
    edge = max(5, w // 18)
    pygame.draw.rect(surf, outer, surf.get_rect(), max(3, w // 40), border_radius=radius)
    pygame.draw.rect(surf, inner, surf.get_rect().inflate(-edge * 2, -edge * 2), max(1, w // 110),
                     border_radius=max(3, radius - edge // 2))
    return prepare(surf)


def digest(key: str) -> bytes:
    """Stable bytes for `key`, for art that varies by a card's id (the same card, the same variation)."""
    import hashlib

    return hashlib.sha1(key.encode("utf-8")).digest()
