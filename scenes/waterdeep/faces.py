"""The pictures the table puts on the board, from scenes/waterdeep/art/ (wd-art's card faces,
tiles, cubes and agents) when it is installed, else plain stand-ins drawn here: a framed card
with its name, a cube of the kind's shape and colour. The table asks only this module, so the
art can land (or change its look) without the table changing."""
from __future__ import annotations

import importlib
from functools import lru_cache

import pygame

from scenes.kit import theme
from scenes.kit.draw import contrast_ink, darken, lighten, prepare
from scenes.kit.fonts import render
from scenes.kit.text import wrap_surface
from scenes.waterdeep import words

# Each kind of adventurer has its own shape as well as its own colour (colour-blind safe).
CUBE_LOOK = {"cleric": ((236, 236, 228), "circle"), "fighter": ((232, 132, 40), "square"),
             "rogue": ((36, 34, 40), "diamond"), "wizard": ((140, 70, 180), "triangle")}
QUEST_COLOURS = {"arcana": (96, 70, 160), "commerce": (196, 150, 40), "piety": (200, 200, 190),
                 "skullduggery": (70, 70, 78), "warfare": (170, 70, 50)}


@lru_cache(maxsize=1)
def _art():
    try:
        return importlib.import_module("scenes.waterdeep.art")
    except ImportError:
        return None


def _from_art(name: str, *args, **kw):
    art = _art()
    make = getattr(art, name, None) if art is not None else None
    if make is None:
        return None
    try:
        return make(*args, **kw)
    except (KeyError, TypeError, ValueError):  # a card the art does not know yet: the stand-in
        return None


# -- stand-ins ------------------------------------------------------------------------------------
@lru_cache(maxsize=512)
def _stand_in(title: str, body: str, size: tuple[int, int], colour: tuple, band: str = "") -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, theme.PARCHMENT, surf.get_rect(), border_radius=10)
    pygame.draw.rect(surf, colour, (0, 0, w, 34), border_top_left_radius=10, border_top_right_radius=10)
    pygame.draw.rect(surf, darken(colour, 0.4), surf.get_rect(), 3, border_radius=10)
    if band:
        label = render(band, 20, contrast_ink(colour), "bold")
        surf.blit(label, label.get_rect(center=(w // 2, 17)))
    name = wrap_surface(title, w - 12, 20, theme.INK, "bold", "center")
    surf.blit(name, name.get_rect(midtop=(w // 2, 40)))
    if body and h > 150:
        text = wrap_surface(body, w - 12, 20, darken(theme.INK, 0.0), "sans", "center")
        area = pygame.Rect(6, 44 + name.get_height(), w - 12, h - 50 - name.get_height())
        surf.blit(text, text.get_rect(midtop=(w // 2, area.y)), area=pygame.Rect(0, 0, area.w, area.h))
    return prepare(surf)


def _quest_type(q: str) -> str:
    item = words._item("quests", q)
    return getattr(item, "type", "") if item is not None else ""


def quest_card(q: str, size: tuple[int, int]) -> pygame.Surface:
    made = _from_art("quest_card", q, size)
    if made is not None:
        return made
    kind = _quest_type(q)
    needs = words.bundle_text(words.requires_of(q))
    return _stand_in(words.quest_name(q), f"Needs {needs}", size, QUEST_COLOURS.get(kind, (90, 110, 90)),
                     kind.capitalize())


def intrigue_card(c: str, size: tuple[int, int]) -> pygame.Surface:
    made = _from_art("intrigue_card", c, size)
    return made if made is not None else _stand_in(words.intrigue_name(c), words.text_of("intrigue", c), size,
                                                   (118, 70, 128), "Intrigue")


def lord_card(c: str, size: tuple[int, int]) -> pygame.Surface:
    made = _from_art("lord_card", c, size)
    return made if made is not None else _stand_in(words.lord_name(c), words.text_of("lords", c), size,
                                                   (150, 120, 50), "Lord")


def card_back(kind: str, size: tuple[int, int]) -> pygame.Surface:
    made = _from_art("card_back", kind, size)
    if made is not None:
        return made
    return _back(kind, size)


@lru_cache(maxsize=32)
def _back(kind: str, size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    colour = (118, 70, 128) if kind == "intrigue" else (150, 120, 50) if kind == "lord" else (48, 96, 70)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=8)
    pygame.draw.rect(surf, lighten(colour, 0.4), surf.get_rect().inflate(-8, -8), 2, border_radius=6)
    pygame.draw.rect(surf, darken(colour, 0.5), surf.get_rect(), 2, border_radius=8)
    return prepare(surf)


def building_tile(b: str, size: tuple[int, int], vp: int = 0, owner_colour: tuple | None = None) -> pygame.Surface:
    made = _from_art("building_tile", b, size, vp=vp, owner_colour=owner_colour)
    if made is not None:
        return made
    item = words._item("buildings", b)
    cost = getattr(item, "cost", "?") if item is not None else "?"
    return _stand_in(words.building_name(b), words.text_of("buildings", b), size,
                     owner_colour or (120, 88, 56), f"Cost {cost}")


def cube(kind: str, size: int) -> pygame.Surface:
    made = _from_art("cube", kind, size)
    return made if made is not None else _cube(kind, size)


@lru_cache(maxsize=64)
def _cube(kind: str, size: int) -> pygame.Surface:
    colour, shape = CUBE_LOOK.get(kind, ((200, 200, 200), "circle"))
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    r = surf.get_rect().inflate(-2, -2)
    edge = (230, 230, 230) if kind == "rogue" else darken(colour, 0.55)
    if shape == "circle":
        pygame.draw.circle(surf, colour, r.center, r.w // 2)
        pygame.draw.circle(surf, edge, r.center, r.w // 2, 2)
    elif shape == "square":
        pygame.draw.rect(surf, colour, r.inflate(-2, -2), border_radius=3)
        pygame.draw.rect(surf, edge, r.inflate(-2, -2), 2, border_radius=3)
    else:
        pts = ([(r.centerx, r.top), (r.right, r.centery), (r.centerx, r.bottom), (r.left, r.centery)]
               if shape == "diamond" else [(r.centerx, r.top), (r.right, r.bottom), (r.left, r.bottom)])
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, edge, pts, 2)
    return prepare(surf)


def agent(colour: tuple, size: int, symbol: str = "") -> pygame.Surface:
    made = _from_art("agent", tuple(colour), size, symbol or None)
    return made if made is not None else _agent(tuple(colour), size, symbol)


@lru_cache(maxsize=64)
def _agent(colour: tuple, size: int, symbol: str) -> pygame.Surface:
    """A meeple-ish figure: a head over a rounded body, in the seat's colour with its symbol."""
    from scenes.kit.tokens import symbol_surface

    w, h = size * 4 // 5, size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    edge = darken(colour, 0.55)
    head = max(4, w // 4)
    pygame.draw.circle(surf, colour, (w // 2, head + 1), head)
    pygame.draw.circle(surf, edge, (w // 2, head + 1), head, 2)
    body = pygame.Rect(2, head * 2 - 2, w - 4, h - head * 2 + 1)
    pygame.draw.rect(surf, colour, body, border_radius=w // 3)
    pygame.draw.rect(surf, edge, body, 2, border_radius=w // 3)
    if symbol:
        mark = symbol_surface(symbol, max(8, body.h * 3 // 5), contrast_ink(colour))
        surf.blit(mark, mark.get_rect(center=body.center))
    return prepare(surf)


def coin(size: int) -> pygame.Surface:
    made = _from_art("coin", size)
    return made if made is not None else _coin(size)


@lru_cache(maxsize=16)
def _coin(size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, theme.GOLD, (size // 2, size // 2), size // 2 - 1)
    pygame.draw.circle(surf, darken(theme.GOLD, 0.45), (size // 2, size // 2), size // 2 - 1, 2)
    return prepare(surf)


def vp_token(size: int) -> pygame.Surface:
    made = _from_art("vp_token", size)
    return made if made is not None else _vp(size)


@lru_cache(maxsize=16)
def _vp(size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, (70, 120, 170), (size // 2, size // 2), size // 2 - 1)
    pygame.draw.circle(surf, (230, 230, 240), (size // 2, size // 2), size // 2 - 1, 2)
    return prepare(surf)


# -- the board's buildings ---------------------------------------------------------------------------
def basic_plaque(basic: str, size: tuple[int, int]) -> pygame.Surface:
    """A basic building's plaque with a ring per space (the art's, or a titled board)."""
    made = _from_art("basic_plaque", basic, size)
    return made if made is not None else _stand_in(words.name_of("basics", basic), "", size, (110, 70, 38))


def plaque_spaces(basic: str, size: tuple[int, int], ids: list[str]) -> list[tuple[str, pygame.Rect]]:
    """(space id, ring rect within the plaque) for each of the plaque's spaces."""
    made = _from_art("plaque_spaces", basic, size)
    if made:
        return made
    w, h = size
    step = w // max(1, len(ids))
    return [(sid, pygame.Rect(i * step + step // 2 - 24, h - 60, 48, 48)) for i, sid in enumerate(ids)]


def tile_space(building: str, size: tuple[int, int]) -> pygame.Rect:
    """The ring an agent stands in on a building tile (within the tile)."""
    made = _from_art("tile_space", building, size)
    return made if made is not None else pygame.Rect(8, size[1] - 56, 48, 48)


def lit_outline(size: tuple[int, int], colour: tuple) -> pygame.Surface:
    made = _from_art("lit_outline", size, colour)
    if made is not None:
        return made
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, surf.get_rect(), 5, border_radius=12)
    return surf


def zoom_picture(thing: str, deck: str) -> pygame.Surface | None:
    """The large face for the right-click look (None without the art: the table draws one)."""
    return _from_art("zoom_picture", thing, deck)


def first_player_marker(size: int) -> pygame.Surface | None:
    return _from_art("first_player_marker", size)


@lru_cache(maxsize=16)
def lord_chip(lord: str, size: tuple[int, int]) -> pygame.Surface:
    """A secret lord as one line of the hand: the name in gold on navy, and whom it rewards."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    navy = (34, 44, 86)
    pygame.draw.rect(surf, navy, surf.get_rect(), border_radius=8)
    pygame.draw.rect(surf, (226, 190, 96), surf.get_rect(), 2, border_radius=8)
    from scenes.kit.text import fit

    name = render(fit(words.lord_name(lord), w - 20, 22, "bold"), 22, (236, 204, 120), "bold")
    surf.blit(name, (10, 4))
    item = words._item("lords", lord)
    types = getattr(item, "types", ()) if item is not None else ()
    line = ("Your lord: " + " and ".join(t.capitalize() for t in types)) if types else "Your lord: buildings"
    sub = render(fit(line, w - 20, 20), 20, (220, 220, 230))
    surf.blit(sub, (10, h - sub.get_height() - 4))
    return prepare(surf)
