"""The lords' cards of Lords of Waterdeep: a navy frame with gold, the lord's name, a crest parted
in the colours of the two quest types the lord scores (a tower on grey stone for the lord of
buildings) and what the lord scores. Laid out by height like the other faces (scenes/waterdeep/art/
cards.py): from LARGE_FROM px tall the whole sentence shows."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten, prepare, radial_glow, rounded_gradient
from scenes.kit.fonts import decoration, render
from scenes.kit.shapes import SS
from scenes.waterdeep.art.cards import LARGE_FROM
from scenes.waterdeep.art.common import INK, LORD_BLUE, MIN_TEXT, TYPE_COLOURS, fits, line_step
from scenes.waterdeep.art.faces import LordFace
from scenes.waterdeep.art.icons import tower, type_icon
from scenes.waterdeep.art.layout import draw_block, name_block, text_block


def _crest(size: tuple[int, int], types: tuple) -> pygame.Surface:
    """A lord's crest: a shield parted in the colours of its two quest types, each half with its
    sign; a lord of buildings bears a tower on grey stone."""
    w, h = size
    W, H = w * SS, h * SS
    art = shapes.canvas(W, H)
    top = H * 0.04
    right = [(W * 0.94 - W * 0.44 * t ** 1.8, top + H * 0.94 * math.sin(t * math.pi / 2)) for t in (i / 16 for i in range(17))]
    outline = [(W * 0.06, top)] + right + [(W - x, y) for x, y in reversed(right[:-1])]
    mask = shapes.poly_mask((W, H), outline)
    field = shapes.canvas(W, H)
    if len(types) == 2:
        a, b = (TYPE_COLOURS[t] for t in types)
        field.fill((*a, 255))
        pygame.draw.rect(field, b, pygame.Rect(W // 2, 0, W - W // 2, H))
    else:
        field.fill((118, 116, 124, 255))
        for y in range(0, H, max(4, H // 9)):  # courses of stone
            pygame.draw.line(field, (92, 90, 98), (0, y), (W, y), max(1, SS))
    art.blit(shapes.clip(field, mask), (0, 0))
    shapes.stroke(art, (226, 190, 96), outline, max(SS * 2, W * 0.04))
    out = prepare(shapes.downscale(art, size))
    if len(types) == 2:
        s = max(20, int(min(w * 0.36, h * 0.4)))
        for k, t in enumerate(types):
            img = type_icon(t, s)
            out.blit(img, img.get_rect(center=(w * (0.3 if k == 0 else 0.7), h * 0.42)))
    else:
        tower(out, (w // 2, int(h * 0.46)), int(min(w, h) * 0.3))
    return out


@lru_cache(maxsize=256)
def lord_surface(face: LordFace, size: tuple[int, int]) -> pygame.Surface:
    """A lord's card: a navy frame with gold, the name, the crest and what the lord scores."""
    w, h = size
    large = h >= LARGE_FROM
    gold = (226, 190, 96)
    surf = rounded_gradient(size, lighten(LORD_BLUE, 0.12), darken(LORD_BLUE, 0.35), max(8, w // 14)).copy()
    pygame.draw.rect(surf, gold, surf.get_rect().inflate(-8, -8), 2, border_radius=max(6, w // 16))
    pad = max(8, w // 18)
    inner = surf.get_rect().inflate(-pad * 2, -pad * 2)
    name = text_block(face.name, inner.w, h // 4, max(MIN_TEXT + 2, min(36, h // 15)), "title")
    name = (*name, "title") if name else name_block(face.name, inner.w, h // 3, MIN_TEXT, 3)
    y = inner.y
    if name:
        draw_block(surf, name[:3], gold, name[3], pygame.Rect(inner.x, y, inner.w, name[2]))
        y += name[2] + 4
    if large:
        with decoration():
            sub = render("Lord of Waterdeep", MIN_TEXT, lighten(LORD_BLUE, 0.55), "sans")
        surf.blit(sub, sub.get_rect(midtop=(w // 2, y)))
        y += sub.get_height() + 6
    # What it scores: the two signs with the VP each (small), the whole sentence (large).
    foot_h = line_step(MIN_TEXT + 4 if large else MIN_TEXT, "bold")
    words = f"+{face.vp} VP each"
    text_block_ = text_block(face.text, inner.w - 12, h // 3, 24, "sans") if (large and face.text) else None
    text_h = (text_block_[2] + 16) if text_block_ else 0
    bottom = inner.bottom - foot_h - text_h
    crest_h = max(40, bottom - y - 6)
    crest_w = min(inner.w, int(crest_h * 0.86))
    crest_h = min(crest_h, int(crest_w / 0.86))
    glow = radial_glow(int(crest_h * 0.62), (120, 140, 200), 80)
    centre = (w // 2, y + crest_h // 2 + 2)
    surf.blit(glow, glow.get_rect(center=centre))
    crest = _crest((crest_w, crest_h), face.types)
    surf.blit(crest, crest.get_rect(center=centre))
    if text_block_:
        box = pygame.Rect(inner.x, inner.bottom - foot_h - text_h + 6, inner.w, text_h - 10)
        pygame.draw.rect(surf, (238, 228, 204), box, border_radius=6)
        draw_block(surf, text_block_, INK, "sans", box.inflate(-12, -8))
    size_ = MIN_TEXT + 4 if large and fits(words, inner.w, MIN_TEXT + 4) else MIN_TEXT
    choices = [(words, "bold"), (words, "sans"), (f"+{face.vp} each", "bold"), (f"+{face.vp}", "bold")]
    words, face_ = next(((t, f) for t, f in choices if fits(t, inner.w, size_, f)), choices[-1])
    foot = render(words, size_, gold, face_)
    surf.blit(foot, foot.get_rect(midbottom=(w // 2, inner.bottom + 2)))
    return prepare(surf)
