"""The Waterdeep Location tiles (stone-framed parchment cards)."""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from scenes.kit import shapes, theme
from scenes.kit.draw import (darken, lighten, mix, prepare, radial_glow, rounded_gradient, rounded_mask,
                             vertical_gradient)
from scenes.kit.fonts import font, render
from scenes.kit.text import wrap
from scenes.kit.shapes import SS
from scenes.vault.art.common import KIND_COLOURS, KIND_FALLBACK, MIN_TEXT, WAX, _ellipsize, _fit, _noise
from scenes.vault.art.icons import icon
from scenes.vault.art.pieces import SHAPES


# -- Location tiles ---------------------------------------------------------------------------
_BUNDLE_ICON = {"gold": "gold", "gold_die": "gold", "rumors": "rumor", "treasure": "treasure", "magic": "magic",
                "secret": "secret"}


def _bundle_words(key: str, amount) -> str:
    if key == "gold":
        return f"{amount} gold"
    if key == "gold_die":
        return f"{amount} gold"
    if key == "rumors":
        return f"{amount} Rumor" + ("s" if amount != 1 else "")
    if key == "treasure":
        return f"{amount} Treasure"
    if key == "magic":
        return f"{amount} Magic"
    if key == "secret":
        return f"{amount} Secret" + ("s" if amount != 1 else "")
    return f"{amount} {key}"


def _bundle_items(bundle: dict, casualty_dice: int = 0) -> list[tuple[str, str, str]]:
    """(icon, short, words) per item of a bundle, casualty dice first (they are suffered first)."""
    items = []
    if casualty_dice:
        items.append(("skull", str(casualty_dice), f"{casualty_dice} Casualty"))
    for key in ("gold_die", "gold", "rumors", "treasure", "magic", "secret"):
        if key in bundle and bundle[key]:
            amount = bundle[key]
            items.append((_BUNDLE_ICON[key], str(amount), _bundle_words(key, amount)))
    return items


def _icon_row(items, icon_size: int, text_size: int, ink, width: int, *, counts_of_one: bool = True) -> pygame.Surface:
    """Icons with their amounts in a row; words ('2 gold') when there is a single item and room."""
    pieces = []
    for name, short, words in items:
        text = words if len(items) == 1 else short
        if not counts_of_one and short == "1" and len(items) > 1:
            text = ""
        pieces.append((icon(name, icon_size), render(text, text_size, ink, "bold") if text else None))

    def total(ps):
        return sum(i.get_width() + (t.get_width() + 3 if t else 0) for i, t in ps) + 8 * (len(ps) - 1)

    if len(items) == 1 and total(pieces) > width:
        name, short, _ = items[0]
        pieces = [(icon(name, icon_size), render(short, text_size, ink, "bold"))]
    out = shapes.canvas(max(1, total(pieces)), icon_size)
    x = 0
    for img, text in pieces:
        out.blit(img, (x, 0))
        x += img.get_width()
        if text:
            out.blit(text, (x + 3, (icon_size - text.get_height()) // 2 + 1))
            x += text.get_width() + 3
        x += 8
    return out


def _class_badge(klass: str, r: int) -> pygame.Surface:
    """A parchment disc with the class silhouette in dark ink (what a Location needs)."""
    size = r * 2
    big = shapes.canvas(size * SS, size * SS)
    c = (size * SS / 2, size * SS / 2)
    pygame.draw.circle(big, (40, 26, 16), c, size * SS / 2)
    pygame.draw.circle(big, theme.PARCHMENT, c, size * SS / 2 - SS * 1.5)
    pts = shapes.place(SHAPES[klass](), c[0], c[1], size * SS * 0.3)
    pygame.draw.polygon(big, (50, 34, 22), pts)
    return shapes.downscale(big, (size, size))


def _seal(r: int, colour=WAX) -> pygame.Surface:
    """A wax seal with an upright sword pressed into it (the mark of a Quest)."""
    size = r * 2
    big = shapes.canvas(size * SS, size * SS)
    c = (size * SS / 2, size * SS / 2)
    R = size * SS / 2 - SS
    blob = [(c[0] + math.cos(i * math.tau / 30) * R * (0.95 + 0.05 * math.sin(i * 2.7)),
             c[1] + math.sin(i * math.tau / 30) * R * (0.95 + 0.05 * math.sin(i * 2.7))) for i in range(30)]
    pygame.draw.polygon(big, darken(colour, 0.45), blob)
    pygame.draw.polygon(big, lighten(colour, 0.08), shapes.scaled(blob, 0.9, (c[0] - SS, c[1] - SS)))
    pygame.draw.circle(big, darken(colour, 0.3), c, R * 0.7, max(1, SS * 2))
    ink = (252, 222, 176)
    blade = [(c[0], c[1] - R * 0.58), (c[0] + R * 0.1, c[1] - R * 0.42), (c[0] + R * 0.1, c[1] + R * 0.2),
             (c[0] - R * 0.1, c[1] + R * 0.2), (c[0] - R * 0.1, c[1] - R * 0.42)]
    pygame.draw.polygon(big, ink, blade)
    pygame.draw.rect(big, ink, pygame.Rect(c[0] - R * 0.34, c[1] + R * 0.18, R * 0.68, R * 0.12),
                     border_radius=round(R * 0.05))
    pygame.draw.rect(big, ink, pygame.Rect(c[0] - R * 0.06, c[1] + R * 0.28, R * 0.12, R * 0.22))
    pygame.draw.circle(big, ink, (c[0], c[1] + R * 0.54), R * 0.09)
    return shapes.downscale(big, (size, size))


def _difficulty_badge(value: int, h: int, text: int = MIN_TEXT) -> pygame.Surface:
    """A small dark-red shield with a room's Difficulty."""
    label = render(str(value), text, (255, 246, 228), "bold")
    w = max(h, label.get_width() + 8)
    big = shapes.canvas(w * SS, h * SS)
    pts = [(w * SS * 0.5, 0), (w * SS, h * SS * 0.28), (w * SS * 0.86, h * SS * 0.8), (w * SS * 0.5, h * SS),
           (w * SS * 0.14, h * SS * 0.8), (0, h * SS * 0.28)]
    pygame.draw.polygon(big, (120, 26, 24), pts)
    pygame.draw.polygon(big, (70, 12, 12), pts, SS * 2)
    out = shapes.downscale(big, (w, h))
    out.blit(label, label.get_rect(center=(w / 2, h / 2 + 1)))
    return out


def _room_chip(index: int, room, size: tuple[int, int], k: float) -> pygame.Surface:
    w, h = size
    chip = rounded_gradient(size, (246, 236, 212), (226, 210, 176), max(4, round(8 * k)))
    pygame.draw.rect(chip, (150, 112, 72), chip.get_rect(), max(1, round(2 * k)), border_radius=max(4, round(8 * k)))
    pad = max(4, round(5 * k))
    title = render(f"Room {index}", max(MIN_TEXT, round(16 * k)), (92, 30, 24))  # plain: room for the badge
    chip.blit(title, (pad + 1, pad))
    if room.difficulty:
        badge = _difficulty_badge(room.difficulty, max(22, round(24 * k)), max(MIN_TEXT, round(16 * k)))
        chip.blit(badge, badge.get_rect(topright=(w - pad + 1, pad - 2)))
    items = _bundle_items(room.loot, room.casualty_dice)
    row = _icon_row(items, max(20, round(24 * k)), max(MIN_TEXT, round(16 * k)), theme.INK, w - pad * 2,
                    counts_of_one=False)
    if row.get_width() > w - pad * 2:
        row = pygame.transform.smoothscale(row, (w - pad * 2, round(row.get_height() * (w - pad * 2) / row.get_width())))
    chip.blit(row, row.get_rect(midbottom=(w / 2, h - pad + 2)))
    return chip


def _body_text(text: str, width: int, height: int, k: float) -> pygame.Surface:
    """The Location's text at 22, 21 or 20 px, whichever fits the box first (at 20 the lines may
    sit a little closer); what still does not fit is cut short with an ellipsis."""
    smallest = max(MIN_TEXT, round(20 * k))
    for size in dict.fromkeys(max(MIN_TEXT, round(n * k)) for n in (22, 21, 20)):
        lines = wrap(text, width, size, "sans")
        line_h = font(size, "sans").get_linesize()
        if size == smallest and len(lines) * line_h > height:
            line_h = max(size + 1, round(line_h * 0.9))
        room = max(1, height // line_h)
        if len(lines) <= room:
            break
    if len(lines) > room:
        rest = " ".join(lines[room - 1:])
        lines = lines[:room - 1] + (_ellipsize(rest, width, size, "sans"),)
    out = shapes.canvas(width, line_h * len(lines) + 4)
    for i, line in enumerate(lines):
        out.blit(render(line, size, theme.INK, "sans"), (0, i * line_h))
    return out


@lru_cache(maxsize=64)
def location_card(face_id: str, size: tuple[int, int] = (381, 191)) -> pygame.Surface:
    """A Waterdeep Location face: a stone-framed parchment tile with a header by kind, the
    name, the rule text (quests: their three rooms), the Reward bottom-left and a calm band
    bottom-right where the table stands Followers and Watch tokens (size, SRCALPHA)."""
    from game.vault.content import load

    face = load().faces[face_id]
    w, h = size
    k = h / 191
    radius = max(6, round(12 * k))
    colour = KIND_COLOURS.get(face.kind, KIND_FALLBACK)
    rng = random.Random(face_id)
    # Stone frame and parchment field.
    surf = shapes.canvas(w, h)
    stone = rounded_gradient(size, (150, 138, 118), (92, 82, 70), radius)
    surf.blit(stone, (0, 0))
    frame = max(4, round(6 * k))
    field = pygame.Rect(frame, frame, w - 2 * frame, h - 2 * frame)
    paper = pygame.Surface(field.size)
    paper.blit(vertical_gradient(field.size, (244, 234, 208), (222, 204, 166)), (0, 0))
    _noise(paper, paper.get_rect(), rng, field.w * field.h // 40, dark=14, bright=18)
    for _ in range(3):  # faint stains
        spot = radial_glow(rng.randint(20, 50), (150, 110, 60), 26)
        paper.blit(spot, spot.get_rect(center=(rng.randrange(field.w), rng.randrange(field.h))))
    surf.blit(rounded_mask(shapes.alpha_copy(paper),
                           max(3, radius - frame)), field)
    pygame.draw.rect(surf, (70, 60, 50), surf.get_rect(), max(2, round(2 * k)), border_radius=radius)
    pygame.draw.rect(surf, (198, 186, 164), surf.get_rect().inflate(-4, -4), 1, border_radius=radius - 1)
    pygame.draw.rect(surf, (84, 70, 56), field.inflate(2, 2), max(1, round(2 * k)), border_radius=max(3, radius - frame))
    # Header band.
    head_h = max(30, round(40 * k))
    head = pygame.Rect(field.x, field.y, field.w, head_h)
    band = rounded_gradient(head.size, lighten(colour, 0.16), darken(colour, 0.22), max(3, radius - frame))
    pygame.draw.rect(band, (0, 0, 0, 0), pygame.Rect(0, head_h // 2, head.w, head_h))
    band.blit(vertical_gradient((head.w, head_h - head_h // 2), mix(lighten(colour, 0.16), darken(colour, 0.22), 0.5),
                                darken(colour, 0.22)), (0, head_h // 2))
    surf.blit(band, head)
    pygame.draw.line(surf, darken(colour, 0.55), (head.x, head.bottom), (head.right - 1, head.bottom), max(2, round(2 * k)))
    pygame.draw.line(surf, lighten(colour, 0.4), (head.x + 4, head.y + 1), (head.right - 5, head.y + 1), 1)
    right_room = 12
    if face.kind == "quest":
        seal = _seal(max(13, head_h // 2 - 2))
        tag = render("QUEST", max(MIN_TEXT, round(16 * k)), (255, 232, 200), "bold")
        right_room = seal.get_width() + tag.get_width() + 16
    if face.needs:
        right_room += max(26, round(30 * k)) + 8
    name_ink = (255, 248, 234)
    name_room = head.w - 14 - right_room
    name_size = _fit(face.name, name_room, max(MIN_TEXT, round(22 * k)), "bold")
    name_text = _ellipsize(face.name, name_room, name_size, "bold")
    name = render(name_text, name_size, name_ink, "bold")
    shadow = render(name_text, name_size, darken(colour, 0.7), "bold")
    ny = head.centery - name.get_height() // 2
    surf.blit(shadow, (head.x + 11, ny + 2))
    surf.blit(name, (head.x + 10, ny))
    x_right = head.right - 6
    if face.kind == "quest":
        surf.blit(seal, seal.get_rect(midright=(x_right + 2, head.centery + 1)))
        x_right -= seal.get_width() + 4
        surf.blit(tag, tag.get_rect(midright=(x_right, head.centery + 1)))
        x_right -= tag.get_width() + 10
    if face.needs:
        badge = _class_badge(face.needs, max(13, round(15 * k)))
        surf.blit(badge, badge.get_rect(midright=(x_right, head.centery)))
    # Body: rule text, or a quest's three rooms.
    pad = max(8, round(12 * k))
    bottom_h = round(70 * k)
    body = pygame.Rect(field.x + pad - 2, head.bottom + max(4, round(5 * k)), field.w - 2 * pad + 4, 0)
    body.h = h - bottom_h - body.y + 1
    if face.kind == "quest" and face.rooms:
        gap = max(4, round(6 * k))
        cw = (body.w - 2 * gap) // 3
        ch = min(body.h + 2, round(68 * k))
        for i, room in enumerate(face.rooms):
            chip = _room_chip(i + 1, room, (cw, ch), k)
            surf.blit(chip, (body.x + i * (cw + gap), body.y))
    else:
        text = _body_text(face.text, body.w, body.h, k)
        surf.blit(text, body.topleft)
    # The calm band for Followers (bottom right) and the Reward (bottom left).
    split = round(w * 0.45)
    calm = pygame.Rect(split, h - bottom_h, field.right - split - max(2, round(3 * k)), bottom_h - frame - max(2, round(3 * k)))
    tray = shapes.canvas(*calm.size)
    pygame.draw.rect(tray, (90, 60, 30, 26), tray.get_rect(), border_radius=max(4, round(8 * k)))
    pygame.draw.rect(tray, (120, 86, 50, 60), tray.get_rect(), 1, border_radius=max(4, round(8 * k)))
    surf.blit(tray, calm)
    plaque_y = h - round(62 * k)
    plaque = pygame.Rect(field.x + max(3, round(4 * k)), plaque_y, split - field.x - max(8, round(10 * k)),
                         calm.bottom - plaque_y)
    _reward_plaque(surf, plaque, face, k)
    return prepare(surf)


def _reward_plaque(surf: pygame.Surface, rect: pygame.Rect, face, k: float) -> None:
    r = max(4, round(8 * k))
    plate = rounded_gradient(rect.size, (236, 214, 160), (206, 176, 116), r)
    surf.blit(plate, rect)
    pygame.draw.rect(surf, (122, 84, 40), rect, max(1, round(2 * k)), border_radius=r)
    pad = max(5, round(8 * k))
    title = render("Reward", max(MIN_TEXT, round(16 * k)), (110, 62, 20), "bold")
    surf.blit(title, (rect.x + pad, rect.y + max(1, round(2 * k))))
    items = _bundle_items(face.reward, face.reward_casualty_dice)
    if not items:
        return
    ih = max(20, round(24 * k))
    row = _icon_row(items, ih, max(MIN_TEXT, round(18 * k)), theme.INK, rect.w - pad * 2)
    if row.get_width() > rect.w - pad * 2:
        row = pygame.transform.smoothscale(row, (rect.w - pad * 2, round(row.get_height() * (rect.w - pad * 2)
                                                                        / row.get_width())))
    surf.blit(row, (rect.x + pad, rect.bottom - row.get_height() - max(3, round(4 * k))))
