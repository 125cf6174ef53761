"""The board as one picture per table position: the Portal, Undermountain, the Vault, the 12
Locations with their Used tokens, profits and Follower groups, and the seat panels. The table
redraws it only when the position changes; each frame blits it once."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.vault import board
from game.vault.content import load
from scenes.kit import theme
from scenes.kit.draw import prepare
from scenes.kit.fonts import render
from scenes.kit.tokens import token_surface
from scenes.vault import art, layout
from scenes.vault.seat_panels import seat_panel

GROUP_GAP = 8  # px between two groups in a row, when they fit
GROUP_SIZES = (30, 26, 22, 18)  # Follower token sizes, largest first: a group of all three classes
# with two-digit counts must still fit a Location's band
LEAST_REACH = 40  # px: a group the pointer picks up is at least this wide and tall to hit (the
# pictures stay smaller where four seats share a band 68 px tall: see docs/decisions.md)


def group_rects(view: dict, place: str, styles) -> list[tuple[int, pygame.Rect, pygame.Surface]]:
    """(seat, rect, surface) for every seat's Followers at a place, laid out inside its area: in
    rows while they fit, then overlapping within the rows, never over the place's name or rules."""
    area = layout.followers_area(place)
    forces = [(seat, tuple(where[place])) for seat, where in enumerate(view["followers"])
              if where.get(place) and sum(where[place])]
    if not forces:
        return []
    for size in GROUP_SIZES:  # the largest tokens with which the widest group fits the band
        groups = [(seat, art.group_surface(force, styles[seat].colour, styles[seat].symbol, size))
                  for seat, force in forces]
        if max(surf.get_width() for _, surf in groups) <= area.w:
            break
    row_h = max(surf.get_height() for _, surf in groups) + 2
    out = []
    for r, row in enumerate(_rows(groups, area.w, max(1, (area.h + 2) // row_h))):
        widths = [surf.get_width() for _, surf in row]
        room = area.w - widths[-1]
        spread = sum(widths[:-1]) + GROUP_GAP * (len(row) - 1)
        squeeze = min(1.0, room / spread) if spread > 0 else 1.0  # < 1: the groups overlap to fit
        x = float(area.x)
        for (seat, surf), w in zip(row, widths):
            rect = pygame.Rect(round(x), area.y + r * row_h, w, surf.get_height())
            out.append((seat, rect.clamp(area) if rect.w <= area.w else rect, surf))
            x += (w + GROUP_GAP) * squeeze
    return out


def within_reach(rect: pygame.Rect, surf: pygame.Surface) -> tuple[pygame.Rect, pygame.Surface]:
    """The rect a group is picked up by, at least LEAST_REACH square, and its picture on a clear
    canvas of that size: drawn at the new rect, the group shows exactly where it was."""
    w, h = max(rect.w, LEAST_REACH), max(rect.h, LEAST_REACH)
    if (w, h) == rect.size:
        return rect, surf
    reach = pygame.Rect(0, 0, w, h)
    reach.center = rect.center
    canvas = pygame.Surface((w, h), pygame.SRCALPHA)
    canvas.blit(surf, (rect.x - reach.x, rect.y - reach.y))
    return reach, prepare(canvas)


def _rows(groups: list, width: int, most: int) -> list[list]:
    """Groups in rows that fit `width` (in seat order); when that takes more than `most` rows,
    they share `most` rows as evenly as they can (and overlap in them)."""
    rows: list[list] = [[]]
    used = 0
    for group in groups:
        w = group[1].get_width()
        need = used + GROUP_GAP + w if rows[-1] else w
        if rows[-1] and need > width:
            rows.append([])
            need = w
        rows[-1].append(group)
        used = need
    if len(rows) <= most:
        return rows
    per = -(-len(groups) // most)
    return [groups[i:i + per] for i in range(0, len(groups), per)]


def build_layer(view: dict, styles, *, skip_seat: int | None, acting: int | None) -> pygame.Surface:
    """Everything static in this position, except `skip_seat`'s Follower groups (drag items)."""
    surf = pygame.Surface((theme.CANVAS_W, theme.CANVAS_H))  # opaque: one cheap blit a frame
    surf.blit(art.felt_background((theme.CANVAS_W, theme.CANVAS_H)), (0, 0))
    _portal(surf, view)
    surf.blit(art.undermountain_surface(_level_name(view), view["secrets_left"], layout.UNDERMOUNTAIN.size),
              layout.UNDERMOUNTAIN)
    _undermountain_marks(surf, view)
    vault_difficulty = load().vault_difficulty
    surf.blit(art.vault_surface(view["vault_revealed"], vault_difficulty, layout.VAULT.size), layout.VAULT)
    for i, slot in enumerate(view["slots"]):
        _location(surf, view, board.slot(i), slot)
    for i in range(len(view["slots"]), board.SLOTS):
        rect = layout.slot_rect(board.slot(i))
        pygame.draw.rect(surf, theme.FELT_DARK, rect, border_radius=12)
        note = render("Not in play (Fewer Locations)", 18, theme.TEXT_DIM)
        surf.blit(note, note.get_rect(center=rect.center))
    for place in (*(board.slot(i) for i in range(len(view["slots"]))), board.YP):
        for seat, rect, group in group_rects(view, place, styles):
            if seat != skip_seat:
                surf.blit(group, rect)
    for seat, player in enumerate(view["players"]):
        panel = seat_panel(player, styles[seat], acting=seat == acting, initiative=False,
                           size=layout.seat_rect(seat).size)
        surf.blit(panel, layout.seat_rect(seat))
    return prepare(surf)


def _level_name(view: dict) -> str:
    levels = view["levels"]
    return load().levels[levels[0]].name if levels and levels[0] in load().levels else "Emptied"


def _portal(surf: pygame.Surface, view: dict) -> None:
    surf.blit(art.portal_surface(layout.PORTAL.size), layout.PORTAL)
    for door in layout.DOORS:
        if door == "vault" and not view["vault_revealed"]:
            continue
        rect = layout.door_rect(door)
        surf.blit(art.door_surface(door, view["door_prices"][door], rect.size), rect)


@lru_cache(maxsize=4)
def _used_veil(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (20, 14, 10, 80), veil.get_rect(), border_radius=10)
    return prepare(veil)


def door_marks(view: dict, styles) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """Small seat tokens on each door a seat has used this round."""
    out = []
    for door in layout.DOORS:
        rect = layout.door_rect(door)
        users = [s for s, p in enumerate(view["players"]) if door in p["entrances"]]
        for k, seat in enumerate(users):
            out.append((token_surface(styles[seat].colour, styles[seat].symbol, 10),
                        (rect.x + 6 + k * 22, rect.y - 20)))
    return out


def _undermountain_marks(surf: pygame.Surface, view: dict) -> None:
    rect = layout.UNDERMOUNTAIN
    marks = []
    if view["revisited"]:
        marks.append("Revisited: loot halved")
    if view["dungeon_rumors"]:
        marks.append(f"Rumors beside it: +{len(view['dungeon_rumors'])}")
    for k, text in enumerate(marks):
        label = render(text, 17, theme.HILITE, "bold")
        surf.blit(label, label.get_rect(midbottom=(rect.centerx, rect.bottom - 50 - k * 22)))


def _location(surf: pygame.Surface, view: dict, place: str, slot: dict) -> None:
    rect = layout.slot_rect(place)
    surf.blit(art.location_card(slot["face"], rect.size), rect)
    if slot.get("used"):  # dimmed, with a seal: its Action is spent this round
        surf.blit(_used_veil(rect.size), rect)
        mark = art.used_marker(30)
        surf.blit(mark, mark.get_rect(topright=(rect.right - 8, rect.y + 8)))
    if slot.get("profit"):
        coin = art.icon("gold", 24)
        spot = (rect.x + 10, rect.bottom - 100)
        surf.blit(coin, spot)
        surf.blit(render(f"+{slot['profit']}", 20, theme.GOLD, "bold"), (spot[0] + 28, spot[1] + 1))
