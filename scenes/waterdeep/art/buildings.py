"""The buildings: the tiles sold in Builder's Hall and built in the city (name, cost, what a visit
gives, what the owner gets, the VP piled on it, the owner's marker) and the plaques of the nine
basic buildings with their action spaces. Each space is a ring where an agent stands; the table
asks tile_space() / plaque_spaces() where the rings are, so its drops land on them."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten, prepare, rounded_gradient
from scenes.kit.fonts import render
from scenes.kit.shapes import SS
from scenes.waterdeep.art.common import INK, INK_SOFT, MIN_TEXT, PAPER, TILE_STONE, line_step
from scenes.waterdeep.art.faces import PlaqueFace, TileFace
from scenes.waterdeep.art.icons import coin, vp_token
from scenes.waterdeep.art.layout import (badge_number, blit_rows, bundle_rows, draw_block, name_block, name_options,
                                         paper_frame, rows_height, shortened, text_block)
from scenes.waterdeep.art.pieces import control_marker

WOOD = (110, 70, 38)
BANNER = (70, 52, 40)
LIGHT_INK = (250, 240, 214)


def _ring(surf: pygame.Surface, rect: pygame.Rect, colour=(90, 66, 40), number: int = 0) -> None:
    """An action space: a sunken ring an agent stands in (its number inside, for the Harbor)."""
    d = rect.w
    big = shapes.canvas(d * SS, d * SS)
    c, r = (d * SS / 2, d * SS / 2), d * SS / 2 - SS
    pygame.draw.circle(big, (*darken(PAPER, 0.22), 255), c, r)
    pygame.draw.circle(big, (*darken(PAPER, 0.1), 255), (c[0] + SS, c[1] + SS * 1.5), r * 0.86)
    pygame.draw.circle(big, colour, c, r, max(SS * 2, round(r * 0.1)))
    img = shapes.downscale(big, (d, d))
    surf.blit(img, rect)
    if number:
        n = render(str(number), max(MIN_TEXT, d // 2), darken(colour, 0.2), "bold")
        surf.blit(n, n.get_rect(center=rect.center))


def _badge(value: int, icon: pygame.Surface, ink=LIGHT_INK) -> pygame.Surface:
    """An icon with a number after it (a cost, the VP piled on a tile)."""
    label = render(str(value), MIN_TEXT + 2, ink, "bold")
    out = shapes.canvas(icon.get_width() + 3 + label.get_width(), max(icon.get_height(), label.get_height()))
    out.blit(icon, (0, (out.get_height() - icon.get_height()) // 2))
    out.blit(label, (icon.get_width() + 3, (out.get_height() - label.get_height()) // 2 + 1))
    return out


# -- building tiles ---------------------------------------------------------------------------------------
def _icons_fit(items: tuple, width: int, height: int, start: int, least: int = 20):
    """A bundle's rows at the largest icon size (start..least) that fits the box, or None."""
    for px in range(start, least - 1, -2):
        rows = bundle_rows(items, width, px)
        if rows_height(rows) <= height and all(r.get_width() <= width for r in rows):
            return rows
    return None


def _tile_parts(face: TileFace, size) -> dict:
    """Where everything on a tile goes (shared by the drawing and tile_space). From the top: the
    name (one line on a short tile, cut with '…' if need be: the look shows it whole); the body
    (the ring an agent stands in, or while for sale the price and the VP piled on it, then what a
    visit gives: icons, else its words, else a short phrase); the owner's line when there is room."""
    w, h = size
    border = max(3, min(w, h) // 30)
    inner = pygame.Rect(border, border, w - border * 2, h - border * 2)
    most = 1 if h < 130 else 2 if h < 180 else 3
    start = max(MIN_TEXT, min(40, h // 7))
    name = None
    for words in (face.name, face.name.removeprefix("The ")):  # a short tile drops a leading 'The' first
        name = next((n for n in name_options(words, inner.w - 6, inner.h // 2, start, most) if len(n[1]) <= most), None)
        if name is not None:
            break
    if name is None:
        name = shortened(name_block(face.name, inner.w - 6, inner.h, start, most), line_step(MIN_TEXT, "sans") * most,
                         inner.w - 6)
    banner = pygame.Rect(inner.x, inner.y, inner.w, name[2] + 6)
    foot_h = max(28, line_step(MIN_TEXT, "bold") + 4, h // 9)
    body = pygame.Rect(inner.x, banner.bottom, inner.w, inner.bottom - banner.bottom)
    owner = None
    if body.h - foot_h >= 48 and face.owner:
        owner = pygame.Rect(inner.x, inner.bottom - foot_h, inner.w, foot_h)
        body.h -= foot_h
    note = None
    if h >= 300 and face.text:  # a large tile (the look) says it all in words too, under its icons
        note = text_block(face.text, body.w - 24, body.h // 2, 26, "sans")
        if note is not None:
            body.h -= note[2] + 12
    d = max(28, min(body.h - 6, max(56, h // 5), body.w // 3))
    lead = pygame.Rect(body.x + 4, body.y + 3, d, d)  # the ring, or the price while for sale
    visit = tuple(face.marks) + tuple(face.visit) + ((("round", 1),) + tuple(face.round_start) if face.round_start else ())
    beside = pygame.Rect(lead.right + 5, body.y + 3, body.right - lead.right - 8, body.h - 6)
    below = pygame.Rect(body.x + 4, lead.bottom + 4, body.w - 8, body.bottom - lead.bottom - 6)
    what = None
    for way in ("icons", "words", "short"):
        for box in (beside, below):
            if box.w < 24 or box.h < 20:
                continue
            if way == "icons" and visit:
                got = _icons_fit(visit, box.w, box.h, max(24, min(max(40, h // 8), box.h - 4)))
            elif way == "words" and face.text:
                got = text_block(face.text, box.w, box.h, 22, "sans")
            elif way == "short" and face.short:
                got = text_block(face.short, box.w, box.h, 22, "bold")
            else:
                got = None
            if got:
                what = (way, got, box)
                break
        if what:
            break
    if what is not None and what[2] is beside:
        lead.centery = body.centery
    elif what is None:
        lead.center = body.center
    return {"inner": inner, "name": name, "banner": banner, "owner": owner, "body": body, "spot": lead, "what": what,
            "note": note}


@lru_cache(maxsize=512)
def tile_surface(face: TileFace, size: tuple[int, int], vp: int = 0, owner_colour: tuple | None = None) -> pygame.Surface:
    w, h = size
    for_sale = owner_colour is None
    surf, _inner = paper_frame(size, TILE_STONE, radius=max(5, min(w, h) // 16), border=max(3, min(w, h) // 30))
    p = _tile_parts(face, size)
    banner, owner, lead, what = p["banner"], p["owner"], p["spot"], p["what"]
    surf.blit(rounded_gradient(banner.size, lighten(BANNER, 0.12), darken(BANNER, 0.2), 5), banner)
    if p["name"]:
        size_, lines, height, font_face = p["name"]
        draw_block(surf, (size_, lines, height), LIGHT_INK, font_face, pygame.Rect(banner.x + 4, banner.y + 3, banner.w - 8, height))
    if for_sale:
        # While for sale the ring is no space yet: it shows the price, and the VP piled on the tile.
        _price(surf, lead, face.cost, vp)
    else:
        _ring(surf, lead)
        marker = control_marker(tuple(owner_colour), max(24, min(34, lead.w * 2 // 3)))
        surf.blit(marker, marker.get_rect(center=(lead.right - 2, lead.bottom - 4)))
    if what is not None:
        kind, thing, box = what
        if kind == "icons":
            blit_rows(surf, thing, box.centerx, box.centery - rows_height(thing) // 2)
        else:
            draw_block(surf, thing, INK, "bold" if kind == "short" else "sans",
                       pygame.Rect(box.x, box.centery - thing[2] // 2, box.w, thing[2]))
    if p["note"]:
        body = p["body"]
        draw_block(surf, p["note"], INK, "sans", pygame.Rect(body.x + 12, body.bottom + 4, body.w - 24, p["note"][2]))
    if owner is not None:
        pygame.draw.rect(surf, darken(PAPER, 0.14), owner, border_bottom_left_radius=5, border_bottom_right_radius=5)
        pygame.draw.line(surf, darken(PAPER, 0.35), owner.topleft, owner.topright, 2)
        label = render("Owner:", max(MIN_TEXT, min(28, owner.h * 2 // 3)), INK_SOFT, "bold")
        room = owner.w - 8
        rows = _icons_fit(tuple(face.owner), room - label.get_width() - 6, owner.h - 2, min(max(30, h // 10), owner.h - 4))
        if rows and len(rows) == 1:
            total = label.get_width() + 6 + rows[0].get_width()
            x = owner.centerx - total // 2
            surf.blit(label, label.get_rect(midleft=(x, owner.centery)))
            surf.blit(rows[0], rows[0].get_rect(midleft=(x + label.get_width() + 6, owner.centery)))
        else:
            rows = _icons_fit(tuple(face.owner), room, owner.h - 2, min(30, owner.h - 4))
            if rows and len(rows) == 1:  # no room for the word: a small crown says 'owner'
                surf.blit(rows[0], rows[0].get_rect(center=owner.center))
    return prepare(surf)


def tile_spot(face: TileFace, size) -> pygame.Rect:
    return pygame.Rect(_tile_parts(face, tuple(size))["spot"])


def _price(surf: pygame.Surface, rect: pygame.Rect, cost: int, vp: int) -> None:
    """The cost as a coin with its number on it; the VP piled on the tile as a token with its number,
    lying over the coin's lower right."""
    d = rect.w
    small = vp > 0
    c = round(d * 0.78) if small else d
    big = coin(c)
    surf.blit(big, rect.topleft)
    num = render(str(cost), max(MIN_TEXT, c // 2), (60, 36, 6), "bold")
    surf.blit(num, num.get_rect(center=(rect.x + c // 2, rect.y + c // 2 - 1)))
    if small:
        t = max(28, round(d * 0.6))
        token = vp_token(t)
        at = token.get_rect(bottomright=(rect.right + t // 4, rect.bottom + t // 5))
        surf.blit(token, at)
        label = badge_number(vp, MIN_TEXT)
        surf.blit(label, label.get_rect(center=(at.centerx, at.centery + 1)))


# -- the basic buildings' plaques ----------------------------------------------------------------------------
def _space_content(space, width: int, height: int):
    """What a space shows: its icons when they say it (an effect's words first when they fit), else
    its words; icons shrink to 22 px before giving up."""
    def icons():
        for px in range(max(24, min(40, height - 6)), 21, -2):
            rows = bundle_rows(tuple(space.gain), width, px)
            if rows_height(rows) <= height:
                return rows
        return None

    def words():
        return text_block(space.text, width, height, 22, "sans") if space.text else None

    order = (words, icons) if space.words_first else (icons, words)
    for way in order:
        if way is icons and not space.gain:
            continue
        got = way()
        if got:
            return ("icons" if way is icons else "words"), got
    return "none", None


def _plaque_parts(face: PlaqueFace, size) -> dict:
    """The banner, and per space its ring and the box for what it does (rows when tall, else side by side)."""
    w, h = size
    border = max(4, min(w, h) // 30)
    inner = pygame.Rect(border, border, w - border * 2, h - border * 2)
    most = 1 if h < 120 or (len(face.spaces) > 1 and h < 200) else 2
    name = next((b for b in name_options(face.name, inner.w - 12, h // 3, 26, most) if len(b[1]) <= most), None)
    if name is None:
        name = shortened(name_block(face.name, inner.w - 12, h, MIN_TEXT, most), line_step(MIN_TEXT, "sans") * most,
                         inner.w - 12)
    banner = pygame.Rect(inner.x, inner.y, inner.w, max(34, name[2] + 8))
    area = pygame.Rect(inner.x + 4, banner.bottom + 4, inner.w - 8, inner.bottom - banner.bottom - 8)
    n = max(1, len(face.spaces))
    note = None
    if n == 1 and face.text and area.h >= 130:  # a roomy one-space plaque: a line about the place under its space
        note = text_block(face.text, area.w - 8, area.h - 70, 22, "sans")
        if note is not None:
            area.h -= note[2] + 6
    stacked = n == 1 or area.h >= n * 48
    cells = []
    for k in range(n):
        if stacked:
            ch = area.h // n
            cells.append(pygame.Rect(area.x, area.y + k * ch, area.w, ch))
        else:
            cw = area.w // n
            cells.append(pygame.Rect(area.x + k * cw, area.y, cw, area.h))
    spaces = []
    for cell in cells:
        if stacked:
            d = max(30, min(cell.h - 6, 52))
            ring = pygame.Rect(cell.x + 4, cell.centery - d // 2, d, d)
            box = pygame.Rect(ring.right + 8, cell.y + 2, cell.right - ring.right - 12, cell.h - 4)
        else:
            d = max(30, min(cell.w - 10, 52, cell.h // 2))
            ring = pygame.Rect(cell.centerx - d // 2, cell.y + 2, d, d)
            box = pygame.Rect(cell.x + 4, ring.bottom + 4, cell.w - 8, cell.bottom - ring.bottom - 6)
        spaces.append((ring, box))
    return {"inner": inner, "name": name, "banner": banner, "spaces": spaces, "stacked": stacked, "note": note,
            "area": area}


@lru_cache(maxsize=64)
def plaque_surface(face: PlaqueFace, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf, _inner = paper_frame(size, WOOD, radius=max(6, min(w, h) // 16), border=max(4, min(w, h) // 30))
    p = _plaque_parts(face, size)
    banner = p["banner"]
    surf.blit(rounded_gradient(banner.size, lighten(WOOD, 0.1), darken(WOOD, 0.3), 6), banner)
    draw_block(surf, p["name"][:3], LIGHT_INK, p["name"][3], pygame.Rect(banner.x, banner.y + 4, banner.w, p["name"][2]))
    if p["note"]:
        area = p["area"]
        draw_block(surf, p["note"], INK_SOFT, "sans", pygame.Rect(area.x + 4, area.bottom + 4, area.w - 8, p["note"][2]))
    for space, (ring, box) in zip(face.spaces, p["spaces"]):
        _ring(surf, ring, number=space.number)
        kind, what = _space_content(space, box.w, box.h)
        if kind == "icons":
            x = box.x if p["stacked"] else None
            blit_rows(surf, what, box.centerx, box.centery - rows_height(what) // 2, left=x)
        elif kind == "words":
            align = "left" if p["stacked"] else "center"
            draw_block(surf, what, INK, "sans", pygame.Rect(box.x, box.centery - what[2] // 2 if p["stacked"] else box.y,
                                                             box.w, what[2]), align)
    return prepare(surf)


def plaque_spots(face: PlaqueFace, size) -> list[tuple[str, pygame.Rect]]:
    p = _plaque_parts(face, tuple(size))
    return [(space.id, pygame.Rect(ring)) for space, (ring, _box) in zip(face.spaces, p["spaces"])]


def space_fits(face: PlaqueFace, size) -> bool:
    """Whether every space of the plaque says what it does at this size (icons or words)."""
    p = _plaque_parts(face, tuple(size))
    return all(_space_content(s, box.w, box.h)[0] != "none" for s, (_r, box) in zip(face.spaces, p["spaces"]))
