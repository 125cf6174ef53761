"""The part of the dungeon's viewport nothing lies over: the hint line on top, the narration line
and the log at the foot, a question's panel, table mode's turned seat panels. The camera puts a
hero there at the start of each turn, and the Map button fits the whole dungeon there."""
from __future__ import annotations

import pygame

from scenes.drizzt import layout

MARGIN = 8  # px kept between a hero and the edge of whatever covers the map


def clear_of(area: pygame.Rect, covers) -> pygame.Rect:
    """`area` less each rect in `covers` that overlaps it: each is cut away from the side that
    costs the least of what is left (a band along the top stays a band along the top)."""
    free = pygame.Rect(area)
    for cover in covers:
        cover = pygame.Rect(cover).inflate(2 * MARGIN, 2 * MARGIN)
        if not free.colliderect(cover):
            continue
        cuts = (pygame.Rect(free.x, cover.bottom, free.w, free.bottom - cover.bottom),  # keep below it
                pygame.Rect(free.x, free.y, free.w, cover.top - free.y),  # keep above it
                pygame.Rect(cover.right, free.y, free.right - cover.right, free.h),  # keep right of it
                pygame.Rect(free.x, free.y, cover.left - free.x, free.h))  # keep left of it
        free = max((c for c in cuts if c.w > 0 and c.h > 0), key=lambda c: c.w * c.h, default=free)
    return free


def hint_band(viewport: pygame.Rect, table_mode: bool) -> pygame.Rect:
    """Where the hint line may sit (whether or not it says something now: it comes and goes)."""
    x = viewport.centerx + (300 if table_mode else 0)
    return pygame.Rect(x - layout.CAPTION.w // 2, layout.VIEWPORT.y + 12, layout.CAPTION.w, layout.CAPTION.h)


def table_covers(table) -> list[pygame.Rect]:
    """What lies over the viewport of a Drizzt table now (reserving the hint and the narration
    lines, which come and go as the story is told)."""
    covers = [hint_band(table.camera.viewport, table.table_mode), layout.CAPTION]
    if table.show_log:
        covers.append(pygame.Rect(table.log.rect))
    if table.prompt.options:
        covers.append(pygame.Rect(table.prompt.rect))
    if table.table_mode:
        covers += [pygame.Rect(rect) for _surf, rect in table.edges.placed]
    return covers


def free_area(table) -> pygame.Rect:
    """The screen rect of the viewport where a hero is seen whole, clear of every panel."""
    return clear_of(table.camera.viewport, table_covers(table))


def float_rect(surf: pygame.Surface, centre, free: pygame.Rect | None) -> pygame.Rect:
    """Where a floating number is drawn: centred at `centre`, moved inside `free` (the map clear
    of the hint, the narration, the log and any question) so it never covers their words."""
    rect = surf.get_rect(center=(round(centre[0]), round(centre[1])))
    return rect.clamp(free) if free is not None else rect
