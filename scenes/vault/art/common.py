"""Shared constants and private drawing helpers of the Vault of Dragons art (text and textures;
the generic shape helpers are the kit's, scenes/kit/shapes.py).

Shapes are drawn SS times larger and smoothed down (soft edges); text is rendered at its
final size on top, never smaller than MIN_TEXT px.
"""
from __future__ import annotations

import random

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten, mix
from scenes.kit.fonts import font, render
from scenes.kit.shapes import SS
from scenes.kit.wood import planks as _planks  # noqa: F401  (places.py draws its floors with it)

CLASSES = ("fighter", "rogue", "wizard")
MIN_TEXT = 20  # the couch standard: no word on the board is smaller

# Header colours of the Location tiles, by face kind.
KIND_COLOURS = {
    "gain": (52, 108, 64),
    "trade": (38, 88, 132),
    "quest": (146, 34, 32),
    "flip": (96, 58, 128),
    "secret_barter": (122, 88, 24),
}
KIND_FALLBACK = (92, 80, 66)
STEEL = (88, 112, 140)
WAX = (164, 28, 34)
DRAGON_RED = (196, 40, 28)
INK_BROWN = (92, 58, 30)
ICON_NAMES = ("gold", "rumor", "rumor_old", "secret", "action", "action_spent", "initiative", "treasure",
              "magic", "skull", "door")


# -- small helpers ------------------------------------------------------------------------
def _fit(text: str, width: int, start: int, face: str, smallest: int = MIN_TEXT) -> int:
    size = start
    while size > smallest and font(size, face).size(text)[0] > width:
        size -= 1
    return size


def _ellipsize(text: str, width: int, size: int, face: str) -> str:
    fnt = font(size, face)
    if fnt.size(text)[0] <= width:
        return text
    while text and fnt.size(text.rstrip() + "…")[0] > width:
        text = text[:-1]
    return text.rstrip(" ,.;:") + "…"


def _label(text: str, width: int, start: int, colour, face: str = "bold") -> pygame.Surface:
    """One line of text at the largest size <= start that fits (>= MIN_TEXT px), cut short if needed."""
    size = _fit(text, width, start, face)
    return render(_ellipsize(text, width, size, face), size, colour, face)


def _shadowed(text: str, size: int, colour, face: str = "bold", shadow=(0, 0, 0), offset: int = 1,
              alpha: int = 170) -> pygame.Surface:
    """Text with a soft drop shadow, for light text on busy or dark grounds."""
    top = render(text, size, colour, face)
    back = render(text, size, shadow[:3], face).copy()
    back.set_alpha(alpha)
    out = shapes.canvas(top.get_width() + offset + 1, top.get_height() + offset + 1)
    out.blit(back, (offset + 1, offset + 1))
    out.blit(back, (offset, offset))
    out.blit(top, (0, 0))
    return out


def _grey(surf: pygame.Surface, amount: float = 0.75) -> pygame.Surface:
    """A copy of `surf` with its colours pulled towards their own grey."""
    out = surf.copy()
    w, h = out.get_size()
    out.lock()
    for y in range(h):
        for x in range(w):
            r, g, b, a = out.get_at((x, y))
            if a:
                v = int(0.3 * r + 0.59 * g + 0.11 * b)
                out.set_at((x, y), (int(r + (v - r) * amount), int(g + (v - g) * amount),
                                    int(b + (v - b) * amount), a))
    out.unlock()
    return out


def _noise(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random, count: int, dark: int = 22,
           bright: int = 14, blob: int = 1) -> None:
    """Speckles of darker and lighter tone (paper fibres, stone grit)."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    for _ in range(count):
        c = (0, 0, 0, dark) if rng.random() < 0.6 else (255, 255, 255, bright)
        x, y = rng.randrange(rect.w), rng.randrange(rect.h)
        if blob > 1:
            pygame.draw.circle(layer, c, (x, y), rng.randint(1, blob))
        else:
            layer.set_at((x, y), c)
    surf.blit(layer, rect.topleft)


def _stone(size: tuple[int, int], base: tuple, seed: int, block: tuple[int, int] = (46, 26)) -> pygame.Surface:
    """Dressed stone blocks with mortar joints and grit (opaque)."""
    w, h = size
    rng = random.Random(seed)
    surf = pygame.Surface(size)
    surf.fill(darken(base, 0.45))
    bw, bh = block
    row = 0
    y = 0
    while y < h:
        x = -rng.randint(0, bw // 2) - (bw // 2 if row % 2 else 0)
        while x < w:
            width = rng.randint(int(bw * 0.75), int(bw * 1.3))
            tone = mix(base, darken(base, 0.35), rng.random() * 0.6)
            tone = mix(tone, lighten(base, 0.15), rng.random() * 0.3)
            r = pygame.Rect(x + 1, y + 1, width - 2, bh - 2)
            pygame.draw.rect(surf, tone, r, border_radius=3)
            pygame.draw.line(surf, lighten(tone, 0.18), (r.x + 2, r.y), (r.right - 3, r.y))
            pygame.draw.line(surf, darken(tone, 0.3), (r.x + 2, r.bottom - 1), (r.right - 3, r.bottom - 1))
            x += width
        y += bh
        row += 1
    _noise(surf, surf.get_rect(), rng, w * h // 14)
    return surf

