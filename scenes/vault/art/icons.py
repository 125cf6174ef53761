"""The small icons: gold, rumors, secret, actions, initiative, treasure, magic, skull, door."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten, mix, prepare
from scenes.kit.shapes import SS
from scenes.vault.art.common import DRAGON_RED, ICON_NAMES


# -- icons ------------------------------------------------------------------------------------
def _coin(s: pygame.Surface, c, r: float) -> None:
    pygame.draw.circle(s, (108, 70, 14), (c[0] + r * 0.06, c[1] + r * 0.1), r)
    pygame.draw.circle(s, (176, 126, 30), c, r)
    pygame.draw.circle(s, (236, 192, 76), (c[0] - r * 0.05, c[1] - r * 0.06), r * 0.86)
    pygame.draw.circle(s, (198, 148, 42), c, r * 0.64, max(1, round(r * 0.09)))
    pygame.draw.circle(s, (226, 180, 64), c, r * 0.58)
    # a dragon's-head mark: a small diamond, two horns
    d = r * 0.3
    pygame.draw.polygon(s, (164, 116, 28), [(c[0], c[1] - d), (c[0] + d * 0.8, c[1]), (c[0], c[1] + d * 1.1),
                                            (c[0] - d * 0.8, c[1])])
    pygame.draw.arc(s, (255, 236, 170), pygame.Rect(c[0] - r * 0.78, c[1] - r * 0.8, r * 1.5, r * 1.5),
                    math.radians(95), math.radians(170), max(1, round(r * 0.12)))


def _scroll(s: pygame.Surface, c, r: float, paper, edge, ink) -> None:
    body = pygame.Rect(0, 0, r * 1.5, r * 1.25)
    body.center = (c[0], c[1])
    pygame.draw.rect(s, paper, body)
    pygame.draw.rect(s, edge, body, max(1, round(r * 0.1)))
    for i in range(3):
        y = body.y + body.h * (0.28 + 0.22 * i)
        x1 = body.right - body.w * (0.2 if i < 2 else 0.42)
        pygame.draw.line(s, ink, (body.x + body.w * 0.2, y), (x1, y), max(1, round(r * 0.13)))
    for x in (body.x, body.right):  # the rolled ends
        roll = pygame.Rect(0, 0, r * 0.42, r * 1.55)
        roll.center = (x, c[1])
        pygame.draw.ellipse(s, darken(paper, 0.12), roll)
        pygame.draw.ellipse(s, edge, roll, max(1, round(r * 0.1)))
        pygame.draw.ellipse(s, darken(paper, 0.35), roll.inflate(-roll.w * 0.5, -roll.h * 0.78).move(0, -roll.h * 0.3))


def _spark(s: pygame.Surface, c, r: float) -> None:
    """A four-pointed gold star with a dark rim: 'new'."""
    points = []
    for i in range(8):
        a = math.pi / 4 * i - math.pi / 2
        d = r if i % 2 == 0 else r * 0.38
        points.append((c[0] + d * math.cos(a), c[1] + d * math.sin(a)))
    pygame.draw.polygon(s, (255, 214, 70), points)
    pygame.draw.polygon(s, (90, 56, 10), points, max(1, round(r * 0.14)))


def _key(s: pygame.Surface, c, r: float, metal=(224, 178, 70)) -> None:
    dark = darken(metal, 0.5)
    w = max(2, round(r * 0.24))
    a = math.radians(-40)
    ca, sa = math.cos(a), math.sin(a)

    def at(u, v):
        return (c[0] + u * ca - v * sa, c[1] + u * sa + v * ca)

    bow = at(-r * 0.52, 0)
    shaft = [at(-r * 0.2, 0), at(r * 0.95, 0)]
    teeth = [(at(r * 0.55, 0), at(r * 0.55, r * 0.38)), (at(r * 0.82, 0), at(r * 0.82, r * 0.45))]
    for col, extra in ((dark, w * 0.6), (metal, 0)):
        pygame.draw.line(s, col, *shaft, round(w + extra))
        for p, q in teeth:
            pygame.draw.line(s, col, p, q, round(w + extra))
        pygame.draw.circle(s, col, bow, r * 0.42 + extra / 2)
    pygame.draw.circle(s, (0, 0, 0, 0), bow, r * 0.18)
    pygame.draw.circle(s, dark, bow, r * 0.2, max(1, round(r * 0.05)))
    pygame.draw.circle(s, lighten(metal, 0.5), at(-r * 0.64, -r * 0.18), r * 0.08)


def _hourglass(s: pygame.Surface, c, r: float, filled: bool) -> None:
    wood = (132, 84, 44) if filled else (132, 120, 104)
    glass = (250, 240, 214) if filled else (0, 0, 0, 0)
    edge = (58, 36, 20) if filled else (116, 106, 92)
    sand = (232, 168, 52)
    top, bottom = c[1] - r * 0.72, c[1] + r * 0.72
    bulb = [(c[0] - r * 0.52, top), (c[0] + r * 0.52, top), (c[0] + r * 0.08, c[1]),
            (c[0] + r * 0.52, bottom), (c[0] - r * 0.52, bottom), (c[0] - r * 0.08, c[1])]
    width = max(1, round(r * 0.12))
    if filled:
        pygame.draw.polygon(s, glass, bulb)
        pygame.draw.polygon(s, sand, [(c[0] - r * 0.3, top + r * 0.25), (c[0] + r * 0.3, top + r * 0.25),
                                      (c[0], c[1] - r * 0.05)])
        pygame.draw.polygon(s, sand, [(c[0], c[1] + r * 0.3), (c[0] + r * 0.46, bottom - r * 0.02),
                                      (c[0] - r * 0.46, bottom - r * 0.02)])
        pygame.draw.line(s, sand, (c[0], c[1]), (c[0], bottom), max(1, round(r * 0.06)))
    shapes.stroke(s, edge, bulb, width)
    for y in (top, bottom):
        bar = pygame.Rect(0, 0, r * 1.5, r * 0.3)
        bar.center = (c[0], y)
        pygame.draw.rect(s, wood, bar, border_radius=max(1, round(r * 0.1)))
        pygame.draw.rect(s, edge, bar, max(1, round(r * 0.07)), border_radius=max(1, round(r * 0.1)))
    if not filled:  # hollow: only the frame, with a slash of ash grey
        for x in (c[0] - r * 0.62, c[0] + r * 0.62):
            pygame.draw.line(s, edge, (x, top), (x, bottom), max(1, round(r * 0.08)))


_CROWN = [(-0.8, 0.42), (-0.9, -0.42), (-0.42, -0.02), (0.0, -0.62), (0.42, -0.02), (0.9, -0.42), (0.8, 0.42)]


def _crown(s: pygame.Surface, c, r: float) -> None:
    gold, dark = (236, 188, 64), (120, 78, 16)
    pts = shapes.place(_CROWN, c[0], c[1], r)
    pygame.draw.polygon(s, gold, pts)
    band = pygame.Rect(0, 0, r * 1.7, r * 0.38)
    band.midtop = (c[0], c[1] + r * 0.36)
    pygame.draw.rect(s, (214, 160, 44), band, border_radius=max(1, round(r * 0.08)))
    shapes.stroke(s, dark, pts, r * 0.08)
    pygame.draw.rect(s, dark, band, max(1, round(r * 0.08)), border_radius=max(1, round(r * 0.08)))
    for x, y in ((-0.9, -0.42), (0.0, -0.62), (0.9, -0.42)):
        pygame.draw.circle(s, dark, (c[0] + x * r, c[1] + y * r - r * 0.1), r * 0.15)
        pygame.draw.circle(s, (255, 226, 130), (c[0] + x * r, c[1] + y * r - r * 0.1), r * 0.1)
    for x, col in ((-0.45, (40, 120, 200)), (0.0, DRAGON_RED), (0.45, (40, 120, 200))):
        pygame.draw.circle(s, col, (c[0] + x * r, band.centery), r * 0.11)


def _chest(s: pygame.Surface, c, r: float) -> None:
    wood, dark, metal = (148, 92, 46), (62, 36, 18), (230, 184, 70)
    body = pygame.Rect(0, 0, r * 1.8, r * 0.98)
    body.midtop = (c[0], c[1] - r * 0.12)
    lid = pygame.Rect(0, 0, r * 1.8, r * 1.1)
    lid.midbottom = (c[0], c[1] - r * 0.06)
    pygame.draw.ellipse(s, (110, 66, 32), lid)
    pygame.draw.rect(s, (0, 0, 0, 0), pygame.Rect(lid.x - 2, lid.centery, lid.w + 4, lid.h))
    lid_rect = pygame.Rect(lid.x, lid.centery - 1, lid.w, c[1] - r * 0.06 - lid.centery + 2)
    pygame.draw.rect(s, (126, 78, 38), lid_rect)
    pygame.draw.rect(s, wood, body)
    edge = max(1, round(r * 0.09))
    pygame.draw.arc(s, dark, lid, 0, math.pi, edge)
    pygame.draw.rect(s, dark, body, edge)
    pygame.draw.line(s, dark, (lid.x, lid_rect.bottom - 1), (lid.right, lid_rect.bottom - 1), edge)
    for x in (body.x + body.w * 0.2, body.right - body.w * 0.2):  # gold bands
        pygame.draw.line(s, metal, (x, lid.y + r * 0.1), (x, body.bottom - edge), max(1, round(r * 0.16)))
    lock = pygame.Rect(0, 0, r * 0.4, r * 0.48)
    lock.center = (c[0], body.y + r * 0.1)
    pygame.draw.rect(s, metal, lock, border_radius=max(1, round(r * 0.08)))
    pygame.draw.rect(s, dark, lock, max(1, round(r * 0.05)), border_radius=max(1, round(r * 0.08)))
    pygame.draw.circle(s, dark, (lock.centerx, lock.centery - r * 0.02), r * 0.07)
    pygame.draw.line(s, lighten(wood, 0.3), (body.x + edge * 2, body.y + edge * 1.5),
                     (body.right - edge * 2, body.y + edge * 1.5), max(1, round(r * 0.05)))


def _orb(s: pygame.Surface, c, r: float, alpha: int = 255) -> None:
    stand = [(c[0] - r * 0.62, c[1] + r * 0.92), (c[0] + r * 0.62, c[1] + r * 0.92),
             (c[0] + r * 0.34, c[1] + r * 0.5), (c[0] - r * 0.34, c[1] + r * 0.5)]
    pygame.draw.polygon(s, (196, 150, 52), stand)
    shapes.stroke(s, (92, 62, 18), stand, r * 0.07)
    oc, orr = (c[0], c[1] - r * 0.1), r * 0.7
    pygame.draw.circle(s, (52, 24, 96), oc, orr)
    for i in range(8):
        t = i / 7
        pygame.draw.circle(s, mix((92, 54, 170), (196, 160, 255), t),
                           (oc[0] - orr * 0.22 * t, oc[1] - orr * 0.25 * t), orr * (0.92 - 0.55 * t))
    pygame.draw.circle(s, (32, 14, 64), oc, orr, max(1, round(r * 0.07)))
    pygame.draw.circle(s, (255, 255, 255), (oc[0] - orr * 0.35, oc[1] - orr * 0.38), orr * 0.16)
    # a sparkle
    sp, sr = (oc[0] + orr * 0.28, oc[1] + orr * 0.12), orr * 0.32
    pygame.draw.polygon(s, (255, 244, 190), [(sp[0], sp[1] - sr), (sp[0] + sr * 0.25, sp[1]), (sp[0], sp[1] + sr),
                                             (sp[0] - sr * 0.25, sp[1])])
    pygame.draw.polygon(s, (255, 244, 190), [(sp[0] - sr, sp[1]), (sp[0], sp[1] + sr * 0.25), (sp[0] + sr, sp[1]),
                                             (sp[0], sp[1] - sr * 0.25)])


def _skull(s: pygame.Surface, c, r: float, bone=(240, 232, 210), hole=(40, 28, 24)) -> None:
    from scenes.dice.art import draw_skull

    edge = darken(bone, 0.6)
    draw_skull(s, c[0], c[1] + r * 0.03, r * 1.96, edge, edge)
    draw_skull(s, c[0], c[1] + r * 0.03, r * 1.8, bone, hole)


def _door(s: pygame.Surface, c, r: float) -> None:
    stone, wood, iron = (150, 140, 126), (128, 78, 40), (52, 46, 42)
    arch = pygame.Rect(0, 0, r * 1.6, r * 1.9)
    arch.midbottom = (c[0], c[1] + r * 0.95)
    pygame.draw.rect(s, stone, arch.inflate(r * 0.0, 0).move(0, arch.w * 0.5).clip(arch))
    pygame.draw.ellipse(s, stone, pygame.Rect(arch.x, arch.y, arch.w, arch.w))
    pygame.draw.rect(s, stone, pygame.Rect(arch.x, arch.y + arch.w / 2, arch.w, arch.h - arch.w / 2))
    inner = arch.inflate(-r * 0.36, -r * 0.18).move(0, r * 0.09)
    pygame.draw.ellipse(s, wood, pygame.Rect(inner.x, inner.y, inner.w, inner.w))
    pygame.draw.rect(s, wood, pygame.Rect(inner.x, inner.y + inner.w / 2, inner.w, inner.h - inner.w / 2))
    for x in (inner.x + inner.w / 3, inner.x + 2 * inner.w / 3):
        pygame.draw.line(s, darken(wood, 0.35), (x, inner.y + r * 0.12), (x, inner.bottom), max(1, round(r * 0.06)))
    for y in (inner.y + inner.h * 0.45, inner.y + inner.h * 0.8):
        pygame.draw.line(s, iron, (inner.x, y), (inner.right, y), max(1, round(r * 0.12)))
    pygame.draw.circle(s, (214, 170, 70), (inner.right - inner.w * 0.24, inner.y + inner.h * 0.62), r * 0.12,
                       max(1, round(r * 0.06)))
    edge = max(1, round(r * 0.08))
    pygame.draw.arc(s, darken(stone, 0.55), pygame.Rect(arch.x, arch.y, arch.w, arch.w), 0, math.pi, edge)
    for x in (arch.x, arch.right - edge):
        pygame.draw.line(s, darken(stone, 0.55), (x, arch.y + arch.w / 2), (x, arch.bottom - 1), edge)
    pygame.draw.line(s, darken(stone, 0.55), (arch.x, arch.bottom - edge / 2), (arch.right, arch.bottom - edge / 2),
                     edge)


def _draw_icon(name: str, s: pygame.Surface, c, r: float) -> None:
    if name == "gold":
        _coin(s, c, r * 0.9)
    elif name == "rumor":  # fresh: bright paper and a spark, told from an old one at a glance
        _scroll(s, c, r, (250, 240, 214), (84, 50, 22), (60, 40, 26))
        _spark(s, (c[0] + r * 0.62, c[1] - r * 0.62), r * 0.42)
    elif name == "rumor_old":  # stale: grey, torn paper, no spark
        _scroll(s, (c[0], c[1] + r * 0.08), r * 0.86, (156, 148, 134), (76, 70, 62), (104, 98, 90))
    elif name == "secret":
        _key(s, (c[0] - r * 0.05, c[1] + r * 0.05), r * 1.08)
    elif name in ("action", "action_spent"):
        _hourglass(s, c, r * 1.2, name == "action")
    elif name == "initiative":
        _crown(s, c, r)
    elif name == "treasure":
        _chest(s, c, r)
    elif name == "magic":
        _orb(s, c, r)
    elif name == "skull":
        _skull(s, c, r)
    elif name == "door":
        _door(s, c, r)


@lru_cache(maxsize=256)
def icon(name: str, size: int = 28) -> pygame.Surface:
    """A small picture: gold, rumor, rumor_old, secret, action, action_spent, initiative, treasure,
    magic, skull, door (size x size, SRCALPHA). Unknown names raise ValueError."""
    if name not in ICON_NAMES:
        raise ValueError(f"unknown icon {name!r}; known: {', '.join(ICON_NAMES)}")
    big = shapes.canvas(size * SS, size * SS)
    _draw_icon(name, big, (size * SS / 2, size * SS / 2), size * SS * 0.46)
    out = shapes.downscale(big, (size, size))
    if name == "rumor_old":
        out.fill((255, 255, 255, 215), special_flags=pygame.BLEND_RGBA_MULT)
    return prepare(out)
