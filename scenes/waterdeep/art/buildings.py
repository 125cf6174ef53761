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
from scenes.waterdeep.art.layout import blit_rows, bundle_rows, draw_block, paper_frame, rows_height, text_block
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
def _tile_parts(face: TileFace, size) -> dict:
    """Where everything on a tile goes (shared by the drawing and tile_space): the name across the
    top, the ring at the left of the body, what a visit gives in the middle, a column on the right
    for the cost (or the owner's marker) and the VP piled on it, the owner's line at the foot."""
    w, h = size
    border = max(4, min(w, h) // 28)
    inner = pygame.Rect(border, border, w - border * 2, h - border * 2)
    name = text_block(face.name, inner.w - 12, max(line_step(MIN_TEXT, "bold"), h // 3), max(MIN_TEXT, min(30, h // 6)),
                      "bold")
    banner_h = max(30, (name[2] if name else 0) + 6)
    banner = pygame.Rect(inner.x, inner.y, inner.w, banner_h)
    owner_h = max(30, h // 5)
    owner = pygame.Rect(inner.x, inner.bottom - owner_h, inner.w, owner_h)
    body = pygame.Rect(inner.x, banner.bottom, inner.w, owner.y - banner.bottom)
    d = max(30, min(body.h - 8, 60, h // 3))
    spot = pygame.Rect(body.x + 6, body.centery - d // 2, d, d)
    column = pygame.Rect(body.right - max(56, w // 6), body.y + 2, max(56, w // 6), body.h - 4)
    middle = pygame.Rect(spot.right + 6, body.y + 2, column.x - spot.right - 10, body.h - 4)
    return {"inner": inner, "name": name, "banner": banner, "owner": owner, "body": body, "spot": spot,
            "column": column, "middle": middle}


@lru_cache(maxsize=512)
def tile_surface(face: TileFace, size: tuple[int, int], vp: int = 0, owner_colour: tuple | None = None) -> pygame.Surface:
    w, h = size
    surf, _inner = paper_frame(size, TILE_STONE, radius=max(6, min(w, h) // 16), border=max(4, min(w, h) // 28))
    p = _tile_parts(face, size)
    banner, owner, spot, column, room = p["banner"], p["owner"], p["spot"], p["column"], p["middle"]
    surf.blit(rounded_gradient(banner.size, lighten(BANNER, 0.12), darken(BANNER, 0.2), 6), banner)
    if p["name"]:
        draw_block(surf, p["name"], LIGHT_INK, "bold", pygame.Rect(banner.x + 6, banner.y + 3, banner.w - 12, p["name"][2]))
    # The right column: the cost while for sale, the owner's marker once built; the VP piled on it.
    icon_px = max(24, min(40, h // 6))
    top = None
    if owner_colour is not None:
        top = control_marker(tuple(owner_colour), min(column.w, icon_px + 12))
    elif face.cost:
        top = _badge(face.cost, coin(icon_px), INK)
    pile = _badge(vp, vp_token(icon_px), INK) if vp else None
    stack = [x for x in (top, pile) if x is not None]
    y = column.centery - (sum(x.get_height() for x in stack) + 4 * (len(stack) - 1)) // 2
    for img in stack:
        surf.blit(img, img.get_rect(midtop=(column.centerx, y)))
        y += img.get_height() + 4
    # What a visit gives: the ring, then its icons (or its words).
    _ring(surf, spot)
    visit = tuple(face.marks) + tuple(face.visit) + tuple(face.round_start)
    rows = ()
    for px in range(max(24, min(40, room.h // 2 - 2)), 21, -2):
        rows = bundle_rows(visit, room.w, px) if visit else ()
        if rows_height(rows) <= room.h:
            break
    if rows and rows_height(rows) <= room.h:
        blit_rows(surf, rows, room.centerx, room.centery - rows_height(rows) // 2)
    elif face.text:
        block = text_block(face.text, room.w, room.h, 22, "sans")
        if block:
            draw_block(surf, block, INK, "sans", pygame.Rect(room.x, room.centery - block[2] // 2, room.w, block[2]))
    # The owner's line on a darker strip.
    pygame.draw.rect(surf, darken(PAPER, 0.14), owner, border_bottom_left_radius=6, border_bottom_right_radius=6)
    pygame.draw.line(surf, darken(PAPER, 0.35), owner.topleft, owner.topright, 2)
    label = render("Owner:", MIN_TEXT, INK_SOFT, "bold")
    orow = bundle_rows(tuple(face.owner), owner.w - label.get_width() - 18, max(22, min(34, owner.h - 8))) if face.owner else ()
    if orow and len(orow) == 1:
        total = label.get_width() + 8 + orow[0].get_width()
        x = owner.centerx - total // 2
        surf.blit(label, label.get_rect(midleft=(x, owner.centery)))
        surf.blit(orow[0], orow[0].get_rect(midleft=(x + label.get_width() + 8, owner.centery)))
    elif face.owner_text:
        block = text_block("Owner: " + face.owner_text, owner.w - 10, owner.h, MIN_TEXT, "sans")
        if block:
            draw_block(surf, block, INK_SOFT, "sans", pygame.Rect(owner.x + 5, owner.centery - block[2] // 2, owner.w - 10, block[2]))
    return prepare(surf)


def tile_spot(face: TileFace, size) -> pygame.Rect:
    return pygame.Rect(_tile_parts(face, tuple(size))["spot"])


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
    name = text_block(face.name, inner.w - 12, max(line_step(MIN_TEXT, "bold"), h // 3), 26, "bold")
    banner = pygame.Rect(inner.x, inner.y, inner.w, max(34, (name[2] if name else 0) + 8))
    area = pygame.Rect(inner.x + 4, banner.bottom + 4, inner.w - 8, inner.bottom - banner.bottom - 8)
    n = max(1, len(face.spaces))
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
    return {"inner": inner, "name": name, "banner": banner, "spaces": spaces, "stacked": stacked}


@lru_cache(maxsize=64)
def plaque_surface(face: PlaqueFace, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf, _inner = paper_frame(size, WOOD, radius=max(6, min(w, h) // 16), border=max(4, min(w, h) // 30))
    p = _plaque_parts(face, size)
    banner = p["banner"]
    surf.blit(rounded_gradient(banner.size, lighten(WOOD, 0.1), darken(WOOD, 0.3), 6), banner)
    if p["name"]:
        draw_block(surf, p["name"], LIGHT_INK, "bold", pygame.Rect(banner.x, banner.y + 4, banner.w, p["name"][2]))
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
