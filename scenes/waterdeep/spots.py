"""Where each action space of the view is on the board, and where the agent on it stands: the
three of Cliffwatch Inn and the Harbor in thirds of their plaques, Builder's Hall's plaque, the
six other basic buildings' plaques and every bought building's tile. An agent stands in the ring
the art draws for its space. The view lists the spaces in board order; this module only places
them (the engine says what they do)."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.waterdeep import faces, layout

INN = "cliffwatch_inn"
HALL = "builders_hall"
HARBOR = "waterdeep_harbor"


def _bands(plaque: pygame.Rect, rings: list[pygame.Rect]) -> list[pygame.Rect]:
    """The plaque cut into one band per ring, between the rings' midpoints, across the way the
    rings are laid out (a row of rings: upright bands; a column: flat ones)."""
    if len(rings) < 2:
        return [plaque.copy() for _ in rings]
    across = max(r.centerx for r in rings) - min(r.centerx for r in rings) >= \
        max(r.centery for r in rings) - min(r.centery for r in rings)
    key = (lambda r: r.centerx) if across else (lambda r: r.centery)
    centres = [plaque.x + key(r) if across else plaque.y + key(r) for r in rings]
    start, end = (plaque.x, plaque.right) if across else (plaque.y, plaque.bottom)
    cuts = [start] + [(a + b) // 2 for a, b in zip(centres, centres[1:])] + [end]
    if across:
        return [pygame.Rect(a, plaque.y, b - a, plaque.h) for a, b in zip(cuts, cuts[1:])]
    return [pygame.Rect(plaque.x, a, plaque.w, b - a) for a, b in zip(cuts, cuts[1:])]


def _rings(view: dict, basic: str, plaque: pygame.Rect) -> dict[str, pygame.Rect]:
    ids = tuple(s["id"] for s in view["spaces"] if s["building"] == basic and s.get("owner", -1) < 0)
    return {sid: ring.copy() for sid, ring in _plaque_rings(basic, tuple(plaque.size), ids)}


@lru_cache(maxsize=64)
def _plaque_rings(basic: str, size: tuple[int, int], ids: tuple[str, ...]) -> tuple:
    """Where the art rings a plaque's spaces (it works them out from the words: kept here)."""
    return tuple((sid, pygame.Rect(ring)) for sid, ring in faces.plaque_spaces(basic, size, list(ids)))


@lru_cache(maxsize=256)
def _tile_ring(building: str, size: tuple[int, int]) -> tuple[int, int]:
    return pygame.Rect(faces.tile_space(building, size)).center


def plaques(view: dict) -> list[tuple[str, pygame.Rect]]:
    """(basic building id, plaque rect) of the nine basic buildings, in board order."""
    out, others = [], 0
    for space in view["spaces"]:
        b = space["building"]
        if space.get("owner", -1) >= 0 or any(p == b for p, _ in out):
            continue
        if b == INN:
            out.append((b, layout.INN_PLAQUE))
        elif b == HALL:
            out.append((b, layout.HALL_PLAQUE))
        elif space.get("harbor"):
            out.append((b, layout.HARBOR))
        else:
            out.append((b, layout.basic_rect(min(5, others))))
            others += 1
    return out


def space_rects(view: dict) -> dict[str, pygame.Rect]:
    """Each space id -> the rectangle an agent is dropped on (and its tooltip's)."""
    out: dict[str, pygame.Rect] = {}
    places = dict(plaques(view))
    bought = [s for s in view["spaces"] if s.get("owner", -1) >= 0]
    for space in view["spaces"]:
        sid, b = space["id"], space["building"]
        if space.get("owner", -1) >= 0:
            out[sid] = layout.built_rect(bought.index(space), len(bought))
        elif b in (INN, HARBOR) or space.get("harbor"):
            rings = _rings(view, b, places[b])
            ids = list(rings)
            bands = _bands(places[b], list(rings.values()))
            out[sid] = bands[ids.index(sid)] if sid in ids else places[b].copy()
        else:
            out[sid] = places[b].copy()
    return out


def agent_spots(view: dict, rects: dict[str, pygame.Rect]) -> dict[str, tuple[int, int]]:
    """Each space id -> the centre of the ring its agent stands in."""
    out: dict[str, tuple[int, int]] = {}
    places = dict(plaques(view))
    for space in view["spaces"]:
        sid, b = space["id"], space["building"]
        rect = rects[sid]
        if space.get("owner", -1) >= 0:
            cx, cy = _tile_ring(b, tuple(rect.size))
            out[sid] = (rect.x + cx, rect.y + cy)
            continue
        plaque = places[b]
        ring = _rings(view, b, plaque).get(sid)
        out[sid] = (plaque.x + ring.centerx, plaque.y + ring.centery) if ring is not None else rect.center
    return out
