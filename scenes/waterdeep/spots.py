"""Where each action space of the view is on the board: Cliffwatch Inn's three, Builder's Hall's
one, the Harbor's three, the six other basic buildings and every bought building. The view lists
the spaces in board order; this module only places them (the engine says what they do)."""
from __future__ import annotations

import pygame

from scenes.waterdeep import layout

INN = "cliffwatch_inn"
HALL = "builders_hall"


def _index(space_id: str) -> int:
    """The 0-based number at the end of an id such as harbor_2 (0 without one)."""
    tail = space_id.rsplit("_", 1)[-1]
    return int(tail) - 1 if tail.isdigit() else 0


def space_rects(view: dict) -> dict[str, pygame.Rect]:
    """Each space id -> the rectangle an agent is dropped on and drawn in."""
    out: dict[str, pygame.Rect] = {}
    basics = built = 0
    bought = [s for s in view["spaces"] if s.get("owner", -1) >= 0]
    for space in view["spaces"]:
        sid = space["id"]
        if space["building"] == INN:
            out[sid] = layout.inn_space_rect(min(2, _index(sid)))
        elif space["building"] == HALL:
            out[sid] = layout.hall_space_rect()
        elif space.get("harbor"):
            out[sid] = layout.harbor_space_rect(min(2, _index(sid)))
        elif space.get("owner", -1) >= 0:
            out[sid] = layout.built_rect(built, len(bought))
            built += 1
        else:
            out[sid] = layout.basic_rect(min(5, basics))
            basics += 1
    return out


def agent_spot(rect: pygame.Rect) -> tuple[int, int]:
    """Where the agent on a space stands: its left end (a plaque: the
    foot of it; a bought tile: its lower right corner)."""
    if layout.BASICS.contains(rect):
        return rect.centerx, rect.bottom - 32
    if rect.h > 100:
        return rect.right - 34, rect.bottom - 34
    return rect.x + 36, rect.centery
