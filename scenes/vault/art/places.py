"""The table's set pieces: the Yawning Portal and its doors, Undermountain, the Vault, the felt."""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from scenes.kit import shapes, theme
from scenes.kit.draw import (darken, light, lighten, mix, outline_text, prepare, radial_glow, rounded_gradient,
                             rounded_mask, vertical_gradient, vignette)
from scenes.kit.fonts import font
from scenes.kit.text import wrap
from scenes.kit.shapes import SS
from scenes.vault.art.common import MIN_TEXT, _ellipsize, _fit, _label, _planks, _shadowed, _stone
from scenes.vault.art.icons import icon


# -- the Yawning Portal and its doors ------------------------------------------------------------
def _well(surf: pygame.Surface, centre, r: float) -> None:
    """A round stone well-mouth seen from above, a stair spiralling down into the dark."""
    big = shapes.canvas(r * 2 * SS + 8 * SS, r * 2 * SS + 8 * SS)
    c = (big.get_width() / 2, big.get_height() / 2)
    R = r * SS
    pygame.draw.circle(big, (0, 0, 0, 110), (c[0] + SS * 3, c[1] + SS * 5), R)
    pygame.draw.circle(big, (96, 88, 78), c, R)
    # Ring of stones.
    n = 14
    for i in range(n):
        a0, a1 = i * math.tau / n + 0.03, (i + 1) * math.tau / n - 0.03
        tone = mix((150, 140, 124), (104, 96, 86), (i * 37 % 10) / 10)
        pts = [(c[0] + math.cos(a0 + (a1 - a0) * t) * R * 0.98, c[1] + math.sin(a0 + (a1 - a0) * t) * R * 0.98)
               for t in (0, 0.5, 1)]
        pts += [(c[0] + math.cos(a1 - (a1 - a0) * t) * R * 0.72, c[1] + math.sin(a1 - (a1 - a0) * t) * R * 0.72)
                for t in (0, 0.5, 1)]
        pygame.draw.polygon(big, tone, pts)
        pygame.draw.lines(big, lighten(tone, 0.25), False, pts[:3], SS)
    # The pit: darkening rings with spiral steps.
    for i in range(24):
        t = i / 23
        pygame.draw.circle(big, mix((58, 44, 34), (6, 4, 6), t ** 0.8), (c[0] + R * 0.05 * t, c[1] + R * 0.08 * t),
                           R * 0.72 * (1 - 0.8 * t))
    steps = 30
    for i in range(steps):  # a stair winding down the shaft wall, two turns into the dark
        t = i / steps
        a0 = -math.pi * 0.6 + t * math.tau * 2.1
        a1 = a0 + math.tau * 2.1 / steps * 0.92
        outer = R * 0.7 * (1 - 0.72 * t)
        inner = outer * 0.74
        p = [(c[0] + math.cos(a0) * outer, c[1] + math.sin(a0) * outer),
             (c[0] + math.cos(a1) * outer, c[1] + math.sin(a1) * outer),
             (c[0] + math.cos(a1) * inner, c[1] + math.sin(a1) * inner),
             (c[0] + math.cos(a0) * inner, c[1] + math.sin(a0) * inner)]
        tone = mix((170, 136, 98), (24, 18, 16), t ** 0.7)
        pygame.draw.polygon(big, tone, p)
        pygame.draw.line(big, darken(tone, 0.5), p[1], p[2], SS)
        pygame.draw.line(big, lighten(tone, 0.25), p[0], p[1], SS)
    # Torch glow on the far wall.
    glow = radial_glow(round(R * 0.5), (255, 170, 70), 90)
    big.blit(glow, glow.get_rect(center=(c[0] - R * 0.25, c[1] - R * 0.35)))
    pygame.draw.circle(big, (52, 44, 38), c, R, SS * 2)
    pygame.draw.circle(big, (40, 32, 26), c, R * 0.72, SS * 2)
    small = shapes.downscale(big, (round(big.get_width() / SS), round(big.get_height() / SS)))
    surf.blit(small, small.get_rect(center=centre))


@lru_cache(maxsize=8)
def portal_surface(size: tuple[int, int] = (580, 190)) -> pygame.Surface:
    """The Yawning Portal: warm tavern planks, the great well at the left, the title at the top;
    the middle is left clear for Followers and the bottom ~56 px for the door plates (SRCALPHA)."""
    w, h = size
    wood = _planks(size, (128, 82, 46), 11, (26, 38), 0.8)
    glow = light(round(w * 0.55), (255, 170, 80), 0.3, 0.6)
    wood.blit(glow, glow.get_rect(center=(w * 0.55, h * 0.35)), special_flags=pygame.BLEND_RGB_ADD)
    wood.blit(vignette(size, 150), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    # The door row: a darker flagstone floor.
    floor_h = 60
    floor = _stone((w, floor_h), (110, 88, 68), 4, (58, 30))
    shade = pygame.Surface((w, floor_h), pygame.SRCALPHA)
    shade.fill((20, 12, 8, 70))
    floor.blit(shade, (0, 0))
    wood.blit(floor, (0, h - floor_h))
    pygame.draw.line(wood, (40, 24, 14), (0, h - floor_h), (w, h - floor_h), 3)
    pygame.draw.line(wood, (176, 122, 72), (0, h - floor_h + 3), (w, h - floor_h + 3), 1)
    # The well at the left.
    well_r = min((h - floor_h) * 0.5 - 6, w * 0.14)
    _well(wood, (14 + well_r, (h - floor_h) / 2 + 2), well_r)
    surf = shapes.alpha_copy(wood)
    surf = rounded_mask(surf, 14)
    pygame.draw.rect(surf, (46, 28, 14), surf.get_rect(), 4, border_radius=14)
    pygame.draw.rect(surf, (184, 132, 76), surf.get_rect().inflate(-8, -8), 1, border_radius=11)
    title = outline_text("The Yawning Portal", 26, theme.GOLD, (40, 20, 8), "title", 2)
    left = 14 + well_r * 2 + 8
    surf.blit(title, title.get_rect(midtop=((left + w) / 2, 8)))
    return prepare(surf)


DOOR_STYLES = {
    # entrance: (icon, plate colour)
    "gold": ("gold", (92, 58, 30)),
    "magic": ("magic", (62, 48, 96)),
    "rumors": ("rumor", (76, 62, 40)),
    "vault": ("secret", (120, 30, 26)),
}


@lru_cache(maxsize=64)
def door_surface(entrance: str, cost: str, size: tuple[int, int] = (132, 52)) -> pygame.Surface:
    """A Yawning Portal door plate: an iron-bound plate with the door's icon and its cost."""
    if entrance not in DOOR_STYLES:
        raise ValueError(f"unknown entrance {entrance!r}; known: {', '.join(DOOR_STYLES)}")
    name, colour = DOOR_STYLES[entrance]
    w, h = size
    r = max(4, h // 5)
    surf = rounded_gradient(size, lighten(colour, 0.22), darken(colour, 0.3), r)
    grain = shapes.canvas(w, h)
    rng = random.Random(entrance)
    for _ in range(h // 4):
        y = rng.uniform(3, h - 3)
        pygame.draw.line(grain, (0, 0, 0, 30), (0, y), (w, y + rng.uniform(-2, 2)))
    surf.blit(grain, (0, 0))
    surf = rounded_mask(surf, r)
    pygame.draw.rect(surf, (26, 18, 12), surf.get_rect(), 3, border_radius=r)
    pygame.draw.rect(surf, (*lighten(colour, 0.5), 200), surf.get_rect().inflate(-7, -7), 1, border_radius=max(2, r - 3))
    for cx, cy in ((7, 7), (w - 8, 7), (7, h - 8), (w - 8, h - 8)):  # rivets
        pygame.draw.circle(surf, (30, 24, 20), (cx, cy), 3)
        pygame.draw.circle(surf, (196, 180, 150), (cx - 0.6, cy - 0.6), 1.6)
    isz = max(16, min(h - 22, 28))
    disc = shapes.canvas(isz + 8, isz + 8)
    pygame.draw.circle(disc, (*darken(colour, 0.6), 200), (disc.get_width() / 2, disc.get_height() / 2), isz / 2 + 4)
    surf.blit(disc, disc.get_rect(center=(6 + isz / 2, h / 2)))
    ic = icon(name, isz)
    surf.blit(ic, ic.get_rect(center=(6 + isz / 2, h / 2)))
    text_x = 6 + isz + 5
    room = w - text_x - 5
    ink = (252, 244, 226)
    size_ = _fit(cost, room, 20, "bold")
    if font(size_, "bold").size(cost)[0] <= room or " " not in cost:
        label = _shadowed(_ellipsize(cost, room, size_, "bold"), size_, ink)
    else:
        lines = wrap(cost, room, MIN_TEXT, "sans")[:2]  # two lines of plain letters (narrower than bold)
        if len(wrap(cost, room, MIN_TEXT, "sans")) > 2:
            lines = (lines[0], _ellipsize(" ".join(wrap(cost, room, MIN_TEXT, "sans")[1:]), room, MIN_TEXT, "sans"))
        parts = [_shadowed(line, MIN_TEXT, ink, "sans") for line in lines]
        lh = font(MIN_TEXT, "sans").get_linesize() - 2
        label = shapes.canvas(max(p.get_width() for p in parts), lh * len(parts) + 2)
        for i, p in enumerate(parts):
            label.blit(p, ((label.get_width() - p.get_width()) // 2, i * lh))
    surf.blit(label, label.get_rect(center=(text_x + room / 2, h / 2 + 1)))
    return prepare(surf)


# -- Undermountain and the Vault -----------------------------------------------------------------
def _stairway(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """An arched opening with steps leading down into the dark, seen from the front."""
    big = shapes.canvas(rect.w * SS, rect.h * SS)
    W, H = big.get_size()
    arch = pygame.Rect(W * 0.08, H * 0.02, W * 0.84, H * 0.98)
    opening = arch.inflate(-W * 0.16, -H * 0.1).move(0, H * 0.05)
    # Stone surround.
    pygame.draw.ellipse(big, (112, 104, 96), pygame.Rect(arch.x, arch.y, arch.w, arch.w))
    pygame.draw.rect(big, (112, 104, 96), pygame.Rect(arch.x, arch.y + arch.w / 2, arch.w, arch.h - arch.w / 2))
    n = 9
    for i in range(n):  # voussoirs
        a = math.pi + i * math.pi / (n - 1)
        cx, cy = arch.centerx, arch.y + arch.w / 2
        pygame.draw.line(big, (60, 54, 50), (cx + math.cos(a) * opening.w / 2, cy + math.sin(a) * opening.w / 2 + H * 0.05),
                         (cx + math.cos(a) * arch.w / 2, cy + math.sin(a) * arch.w / 2), SS)
    dark = pygame.Rect(opening.x, opening.y, opening.w, opening.w)
    pygame.draw.ellipse(big, (10, 8, 10), dark)
    pygame.draw.rect(big, (10, 8, 10), pygame.Rect(opening.x, dark.centery, opening.w, opening.bottom - dark.centery))
    # Steps: nearest at the bottom, widest and lightest; each higher one narrower and darker.
    steps = 7
    y = opening.bottom
    for i in range(steps):
        t = i / steps
        sw = opening.w * (1 - 0.55 * t)
        sh = H * 0.1 * (1 - 0.6 * t)
        tone = mix((150, 138, 122), (22, 18, 18), t ** 0.8)
        tread = pygame.Rect(0, 0, sw, sh * 0.45)
        tread.midbottom = (opening.centerx, y - sh * 0.55)
        riser = pygame.Rect(0, 0, sw, sh * 0.55)
        riser.midbottom = (opening.centerx, y)
        pygame.draw.rect(big, tone, tread)
        pygame.draw.rect(big, darken(tone, 0.35), riser)
        pygame.draw.line(big, lighten(tone, 0.2), tread.topleft, tread.topright, SS)
        y -= sh
    glow = radial_glow(round(opening.w * 0.35), (120, 200, 170), 60)
    big.blit(glow, glow.get_rect(center=(opening.centerx, y - H * 0.02)))
    pygame.draw.ellipse(big, (52, 46, 42), pygame.Rect(arch.x, arch.y, arch.w, arch.w), SS * 2)
    surf.blit(shapes.downscale(big, rect.size), rect)


def _secret_tile(size: int, face_down: bool = True) -> pygame.Surface:
    big = shapes.canvas(size * SS, size * SS)
    R = size * SS
    body = pygame.Rect(SS, SS, R - 2 * SS, R - 3 * SS)
    pygame.draw.rect(big, (0, 0, 0, 110), body.move(SS, SS * 2), border_radius=R // 5)
    pygame.draw.rect(big, (44, 34, 62), body, border_radius=R // 5)
    pygame.draw.rect(big, (70, 56, 96), body.inflate(-R * 0.1, -R * 0.1).move(-SS, -SS), border_radius=R // 6)
    pygame.draw.rect(big, (214, 170, 72), body, SS * 2, border_radius=R // 5)
    pygame.draw.rect(big, (150, 116, 46), body.inflate(-R * 0.16, -R * 0.16), SS, border_radius=R // 7)
    return shapes.downscale(big, (size, size))


@lru_cache(maxsize=32)
def undermountain_surface(level_name: str, secrets_left: int, size: tuple[int, int] = (280, 190)) -> pygame.Surface:
    """Undermountain: a stone panel with a stairway into the dark, the top level's name and the
    face-down Secret pile with how many are left (size, SRCALPHA)."""
    w, h = size
    base = _stone(size, (84, 80, 84), 21, (40, 22))
    shade = vertical_gradient(size, (200, 200, 210), (90, 88, 100))
    base.blit(shade, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    surf = rounded_mask(shapes.alpha_copy(base), 14)
    title = outline_text("Undermountain", 24, theme.GOLD, (20, 14, 10), "title", 2)
    surf.blit(title, title.get_rect(midtop=(w / 2, 6)))
    # The level plate under the title.
    plate_y = 6 + title.get_height() + 2
    name = _label(level_name, w - 36, 20, (246, 238, 220))
    plate = pygame.Rect(0, 0, min(w - 16, name.get_width() + 24), name.get_height() + 6)
    plate.midtop = (w / 2, plate_y)
    back = shapes.canvas(*plate.size)
    pygame.draw.rect(back, (20, 16, 18, 190), back.get_rect(), border_radius=plate.h // 2)
    pygame.draw.rect(back, (150, 120, 70, 220), back.get_rect(), 1, border_radius=plate.h // 2)
    surf.blit(back, plate)
    surf.blit(name, name.get_rect(center=plate.center))
    # The stairway at the left, the Secret pile at the right.
    top = plate.bottom + 6
    stair = pygame.Rect(12, top, round(w * 0.42), h - top - 6)
    _stairway(surf, stair)
    col = pygame.Rect(stair.right + 4, top, w - stair.right - 12, h - top - 10)
    tile = max(36, min(56, round(col.h * 0.5)))
    tile_c = (col.centerx, col.y + 4 + tile / 2)
    if secrets_left > 0:
        for i in range(min(secrets_left, 4) - 1, -1, -1):  # the pile, a little taller while it is big
            t = _secret_tile(tile)
            surf.blit(t, t.get_rect(center=(tile_c[0] + i * 2, tile_c[1] + i * 3)))
        mark = outline_text("?", round(tile * 0.6), theme.GOLD, (20, 10, 30), "title", 2)
        surf.blit(mark, mark.get_rect(center=(tile_c[0], tile_c[1] + 1)))
        words = f"{secrets_left} Secret{'s' if secrets_left != 1 else ''} left"
    else:
        slot = pygame.Rect(0, 0, tile, tile)
        slot.center = tile_c
        pygame.draw.rect(surf, (150, 130, 100), slot, 2, border_radius=tile // 5)
        words = "No Secrets left"
    labels = [outline_text(line, MIN_TEXT, (246, 238, 220), (16, 12, 12), "bold", 2)
              for line in wrap(words, col.w, MIN_TEXT, "bold")]
    y = min(tile_c[1] + tile / 2 + 14, h - 10 - sum(lb.get_height() - 3 for lb in labels))  # never off the foot
    for label in labels:
        surf.blit(label, label.get_rect(midtop=(col.centerx, y)))
        y += label.get_height() - 3
    pygame.draw.rect(surf, (30, 26, 28), surf.get_rect(), 4, border_radius=14)
    pygame.draw.rect(surf, (140, 130, 120), surf.get_rect().inflate(-8, -8), 1, border_radius=11)
    return prepare(surf)


def _chain(surf: pygame.Surface, a, b, link: float, colour) -> None:
    """A chain of alternating links from a to b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    n = int(length / (link * 0.8))
    dark = darken(colour, 0.6)
    for i in range(n + 1):
        cx, cy = a[0] + ux * i * link * 0.8, a[1] + uy * i * link * 0.8
        if i % 2:
            pygame.draw.line(surf, dark, (cx - ux * link * 0.55, cy - uy * link * 0.55),
                             (cx + ux * link * 0.55, cy + uy * link * 0.55), round(link * 0.42))
            pygame.draw.line(surf, colour, (cx - ux * link * 0.5, cy - uy * link * 0.5),
                             (cx + ux * link * 0.5, cy + uy * link * 0.5), round(link * 0.26))
        else:
            pts = []
            for j in range(20):
                t = j * math.tau / 20
                u, v = math.cos(t) * link * 0.62, math.sin(t) * link * 0.36
                pts.append((cx + u * ux - v * uy, cy + u * uy + v * ux))
            shapes.stroke(surf, dark, pts, link * 0.3)
            shapes.stroke(surf, colour, pts, link * 0.17)


def _dragon_eye(surf: pygame.Surface, c, r: float, open_: bool) -> None:
    top = shapes.bezier((c[0] - r, c[1]), (c[0], c[1] - r * 0.95), (c[0] + r, c[1]), 16)
    bottom = shapes.bezier((c[0] + r, c[1]), (c[0], c[1] + r * 0.95), (c[0] - r, c[1]), 16)
    if not open_:
        shapes.stroke(surf, (20, 14, 12), top, r * 0.1, closed=False)
        return
    eye = top + bottom[1:-1]
    pygame.draw.polygon(surf, (120, 20, 10), eye)
    for i in range(10):
        t = i / 9
        pygame.draw.circle(surf, mix((220, 60, 20), (255, 224, 90), t), c, r * 0.46 * (1 - 0.7 * t) + r * 0.02)
    mask = shapes.poly_mask(surf.get_size(), eye)
    layer = shapes.canvas(*surf.get_size())
    pupil = shapes.bezier((c[0], c[1] - r * 0.44), (c[0] + r * 0.2, c[1]), (c[0], c[1] + r * 0.44), 10)
    pupil += shapes.bezier((c[0], c[1] + r * 0.44), (c[0] - r * 0.2, c[1]), (c[0], c[1] - r * 0.44), 10)[1:-1]
    pygame.draw.polygon(layer, (12, 6, 4, 255), pupil)
    surf.blit(shapes.clip(layer, mask), (0, 0))
    shapes.stroke(surf, (30, 8, 6), eye, r * 0.09)
    pygame.draw.circle(surf, (255, 250, 220), (c[0] - r * 0.16, c[1] - r * 0.2), r * 0.07)


@lru_cache(maxsize=16)
def vault_surface(revealed: bool, difficulty: int, size: tuple[int, int] = (276, 190)) -> pygame.Surface:
    """The Vault of Dragons tile: sealed (dark iron door, chains, 'Sealed') or revealed (a gold
    door with a dragon's eye open, red glow, 'Difficulty N') (size, SRCALPHA)."""
    w, h = size
    base = _stone(size, (70, 58, 58) if revealed else (58, 56, 62), 33, (40, 22))
    base.blit(vertical_gradient(size, (190, 180, 180), (80, 74, 80)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    door_c = (w / 2, h * 0.55)
    door_r = min(w * 0.26, h * 0.34)
    if revealed:
        glow = light(round(door_r * 2.3), (255, 90, 30), 0.9)
        base.blit(glow, glow.get_rect(center=door_c), special_flags=pygame.BLEND_RGB_ADD)
    surf = rounded_mask(shapes.alpha_copy(base), 14)
    # The round door.
    big = shapes.canvas(door_r * 2.4 * SS, door_r * 2.4 * SS)
    c = (big.get_width() / 2, big.get_height() / 2)
    R = door_r * SS
    metal = (222, 176, 64) if revealed else (88, 90, 100)
    pygame.draw.circle(big, (0, 0, 0, 120), (c[0] + SS * 3, c[1] + SS * 5), R * 1.06)
    pygame.draw.circle(big, darken(metal, 0.55), c, R * 1.06)
    for i in range(12):
        t = i / 11
        pygame.draw.circle(big, mix(darken(metal, 0.3), lighten(metal, 0.25), t), (c[0] - R * 0.1 * t, c[1] - R * 0.1 * t),
                           R * (1.0 - 0.25 * t))
    pygame.draw.circle(big, darken(metal, 0.5), c, R * 0.78, SS * 2)
    for i in range(12):  # bolts round the rim
        a = i * math.tau / 12
        p = (c[0] + math.cos(a) * R * 0.89, c[1] + math.sin(a) * R * 0.89)
        pygame.draw.circle(big, darken(metal, 0.55), p, R * 0.07)
        pygame.draw.circle(big, lighten(metal, 0.35), (p[0] - SS, p[1] - SS), R * 0.045)
    for i in range(6):  # spokes of the wheel
        a = i * math.pi / 3 + math.pi / 6
        pygame.draw.line(big, darken(metal, 0.45), (c[0] + math.cos(a) * R * 0.2, c[1] + math.sin(a) * R * 0.2),
                         (c[0] + math.cos(a) * R * 0.7, c[1] + math.sin(a) * R * 0.7), round(SS * 2.5))
    _dragon_eye(big, c, R * 0.55, revealed)
    if not revealed:
        steel = (150, 152, 160)
        _chain(big, (c[0] - R * 1.18, c[1] - R * 0.9), (c[0] + R * 1.18, c[1] + R * 0.9), R * 0.22, steel)
        _chain(big, (c[0] + R * 1.18, c[1] - R * 0.9), (c[0] - R * 1.18, c[1] + R * 0.9), R * 0.22, steel)
        # the padlock where the chains cross
        body = pygame.Rect(0, 0, R * 0.46, R * 0.38)
        body.midtop = (c[0], c[1] + R * 0.02)
        pygame.draw.arc(big, (40, 40, 46), pygame.Rect(c[0] - R * 0.16, c[1] - R * 0.2, R * 0.32, R * 0.44), 0, math.pi,
                        round(R * 0.07))
        pygame.draw.rect(big, (160, 124, 48), body, border_radius=round(R * 0.06))
        pygame.draw.rect(big, (70, 50, 20), body, round(SS * 1.5), border_radius=round(R * 0.06))
        pygame.draw.circle(big, (40, 26, 12), (body.centerx, body.centery - R * 0.03), R * 0.05)
    door = shapes.downscale(big, (round(big.get_width() / SS), round(big.get_height() / SS)))
    if revealed:  # the hoard spilling out at both sides, behind the door's rim
        rng = random.Random(9)
        for side in (-1, 1):
            for _ in range(18):
                spread = rng.uniform(0, 1)
                x = door_c[0] + side * (door_r * 0.8 + spread * door_r * 0.75)
                y = h - 34 - rng.uniform(0, 30) * (1 - spread)
                coin = icon("gold", rng.choice((14, 16, 18)))
                surf.blit(coin, coin.get_rect(center=(x, y)))
    surf.blit(door, door.get_rect(center=door_c))
    title = outline_text("Vault of Dragons", 24, theme.GOLD if revealed else (214, 206, 190), (24, 12, 8), "title", 2)
    surf.blit(title, title.get_rect(midtop=(w / 2, 6)))
    words = f"Difficulty {difficulty}" if revealed else "Sealed"
    label = _shadowed(words, 20, (255, 240, 210), "bold", offset=1, alpha=220)
    plate = label.get_rect(midbottom=(w / 2, h - 10)).inflate(22, 8)
    back = shapes.canvas(*plate.size)
    fill = (120, 22, 16, 235) if revealed else (26, 24, 30, 230)
    pygame.draw.rect(back, fill, back.get_rect(), border_radius=plate.h // 2)
    pygame.draw.rect(back, (*(theme.GOLD if revealed else (140, 140, 150)), 255), back.get_rect(), 2,
                     border_radius=plate.h // 2)
    surf.blit(back, plate)
    surf.blit(label, label.get_rect(center=(plate.centerx + 1, plate.centery + 1)))
    edge = (60, 20, 12) if revealed else (24, 22, 26)
    pygame.draw.rect(surf, edge, surf.get_rect(), 4, border_radius=14)
    pygame.draw.rect(surf, (200, 150, 70) if revealed else (120, 118, 126), surf.get_rect().inflate(-8, -8), 1,
                     border_radius=11)
    return prepare(surf)


@lru_cache(maxsize=2)
def felt_background(size: tuple[int, int] = (theme.CANVAS_W, theme.CANVAS_H)) -> pygame.Surface:
    """The table: dark oiled planks, a warm pool of light in the middle, dark corners (opaque).
    Kept in the disk cache between runs, like the menu backdrop."""
    from pathlib import Path

    from scenes.kit import disk_cache

    size = (int(size[0]), int(size[1]))
    return disk_cache.cached_surface("vault-table", size, lambda: _draw_table(size), (Path(__file__).parent,))


def _draw_table(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = _planks(size, (70, 46, 30), 1337, (max(60, h // 9), max(61, h // 7)), 0.9)
    glow = light(round(max(w, h) * 0.5), (255, 160, 80), 0.22, 0.7)
    surf.blit(glow, glow.get_rect(center=(w / 2, h * 0.45)), special_flags=pygame.BLEND_RGB_ADD)
    surf.blit(vignette(size, 70), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return prepare(surf)
