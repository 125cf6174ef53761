"""The city board of Waterdeep drawn from a view: the scoring track, the round track with its VP
tokens, Cliffwatch Inn and its four quests, Builder's Hall and its three tiles with their VP, the
six other basic buildings, Waterdeep Harbor and the bought buildings with their owners' markers,
each space with the agent standing on it. One picture per position (the table caches it)."""
from __future__ import annotations

import pygame

from scenes.kit import theme
from scenes.kit.draw import darken, lighten
from scenes.kit.fonts import render
from scenes.kit.panels import panel_surface
from scenes.kit.text import wrap_surface
from scenes.kit.tokens import token_surface
from scenes.waterdeep import faces, layout, spots, words

BOARD_TOP = (64, 58, 44)
BOARD_EDGE = (140, 110, 70)
SPACE_FILL = (232, 218, 186)
INK = theme.INK


def draw_board(surface: pygame.Surface, view: dict, styles) -> None:
    """The whole board onto `surface` (the canvas), from `view` and the seats' looks."""
    pygame.draw.rect(surface, BOARD_TOP, layout.BOARD, border_radius=16)
    pygame.draw.rect(surface, BOARD_EDGE, layout.BOARD, 3, border_radius=16)
    _score_track(surface, view, styles)
    _round_track(surface, view)
    rects = spots.space_rects(view)
    _inn(surface, view)
    _hall(surface, view)
    for basic, rect in spots.plaques(view):
        surface.blit(faces.basic_plaque(basic, rect.size), rect)
    _built(surface, view, styles, rects)
    where = spots.agent_spots(view, rects)
    for space in view["spaces"]:
        _agents(surface, space, where[space["id"]], styles)


# -- the tracks ----------------------------------------------------------------------------------
def _score_track(surface, view, styles) -> None:
    rect = layout.SCORE.inflate(-8, -8)
    pygame.draw.rect(surface, (50, 44, 34), rect, border_radius=10)
    label = render("VP", 22, theme.GOLD, "bold")
    surface.blit(label, label.get_rect(midleft=(rect.x + 10, rect.centery)))
    track = layout.score_line()
    for vp in range(0, 100, 5):
        x = track.x + vp * track.w // 100
        tall = vp % 10 == 0
        pygame.draw.line(surface, theme.PARCHMENT_DARK, (x, rect.y + 30), (x, rect.y + (16 if tall else 24)), 2)
        if tall and vp:
            n = render(str(vp), 20, theme.PARCHMENT_DARK)
            surface.blit(n, n.get_rect(midtop=(x, rect.y - 1)))
    pygame.draw.line(surface, theme.PARCHMENT_DARK, (track.x, rect.y + 30), (track.right, rect.y + 30), 2)
    seen: dict[int, int] = {}
    for i, seat in enumerate(view["seats"]):
        vp = int(seat["vp"])
        k = seen.get(vp % 100, 0)
        seen[vp % 100] = k + 1
        style = styles[i]
        token = token_surface(style.colour, style.symbol, 11)
        surface.blit(token, token.get_rect(center=layout.score_spot(vp, k)))


def _round_track(surface, view) -> None:
    rect = layout.ROUNDS
    label = render("Round", 24, theme.GOLD, "bold")
    surface.blit(label, label.get_rect(midleft=(rect.x + 16, rect.centery)))
    now = view["round"]
    for i, left in enumerate(view.get("round_vp", [])):
        box = layout.round_rect(i)
        current = i + 1 == now
        past = i + 1 < now
        fill = lighten(SPACE_FILL, 0.1) if current else darken(SPACE_FILL, 0.35 if past else 0.1)
        pygame.draw.rect(surface, fill, box, border_radius=10)
        pygame.draw.rect(surface, theme.HILITE if current else BOARD_EDGE, box, 4 if current else 2, border_radius=10)
        num = render(str(i + 1), 28, INK, "bold")
        surface.blit(num, num.get_rect(topleft=(box.x + 10, box.y + 2)))
        if i == 4:
            extra = render("+1 agent", 20, INK, "bold")
            surface.blit(extra, extra.get_rect(bottomleft=(box.x + 8, box.bottom - 2)))
        if left:
            token = faces.vp_token(20)
            for k in range(min(int(left), 3)):
                surface.blit(token, token.get_rect(center=(box.right - 16 - k * 12, box.y + 16)))
            if i != 4:
                n = render(f"{left} VP", 20, INK, "bold")
                surface.blit(n, n.get_rect(bottomright=(box.right - 8, box.bottom - 2)))


# -- the buildings -------------------------------------------------------------------------------
def _inn(surface, view) -> None:
    for i, quest in enumerate(view["inn"]):
        rect = layout.inn_card_rect(i)
        if quest:
            surface.blit(faces.quest_card(quest, rect.size), rect)
        else:
            pygame.draw.rect(surface, BOARD_EDGE, rect, 2, border_radius=10)


def _hall(surface, view) -> None:
    for i, slot in enumerate(view["hall"]):
        rect = layout.hall_tile_rect(i)
        if slot.get("building"):
            surface.blit(faces.building_tile(slot["building"], rect.size, vp=slot.get("vp", 0)), rect)
        else:
            pygame.draw.rect(surface, BOARD_EDGE, rect, 2, border_radius=10)
    note = layout.HALL_NOTE
    line = render(f"For sale in Builder's Hall  \u2022  {view['decks'].get('buildings', 0)} more tiles", 20,
                  theme.PARCHMENT, "bold")
    surface.blit(line, line.get_rect(midleft=(note.x + 4, note.centery - 12)))
    tail = render("Each unbought tile gains 1 VP as a round starts.", 20, theme.TEXT_DIM)
    surface.blit(tail, tail.get_rect(midleft=(note.x + 4, note.centery + 14)))


def _built(surface, view, styles, rects) -> None:
    bought = [s for s in view["spaces"] if s.get("owner", -1) >= 0]
    if not bought:
        surface.blit(panel_surface(layout.BUILT.size, "dark"), layout.BUILT)
        note = wrap_surface("Buildings bought at Builder's Hall go here. Their owner gains whenever another "
                            "player visits one.", layout.BUILT.w - 80, 22, theme.TEXT_DIM, "sans", "center")
        surface.blit(note, note.get_rect(center=layout.BUILT.center))
        return
    for space in bought:
        rect = rects[space["id"]]
        owner = space["owner"]
        colour = styles[owner].colour if owner < len(styles) else None
        surface.blit(faces.building_tile(space["building"], rect.size, owner_colour=colour), rect)
        _pile(surface, space.get("pile") or {}, rect)


def _agents(surface, space: dict, spot, styles) -> None:
    """The agent (or agents, where a plot quest lets two share) standing on a space."""
    seats = list(space.get("occupants") or ())
    if not seats and space.get("occupant", -1) is not None and space.get("occupant", -1) >= 0:
        seats = [space["occupant"]]
    for k, seat in enumerate(seats):
        if 0 <= seat < len(styles):
            style = styles[seat]
            figure = faces.agent(style.colour, layout.AGENT, style.symbol)
            surface.blit(figure, figure.get_rect(center=(spot[0] + k * 22, spot[1] - k * 4)))


def _pile(surface, pile: dict, rect: pygame.Rect) -> None:
    """What has piled up on a tile since it was built (the next visitor takes it)."""
    kinds = [k for k in (*words.CUBES, "gold", "vp") if pile.get(k, 0)]
    x = rect.right - 6 - 56 * len(kinds)
    y = rect.centery - 10
    for kind in kinds:
        icon = faces.coin(22) if kind == "gold" else faces.vp_token(22) if kind == "vp" else faces.cube(kind, 22)
        plate = pygame.Rect(x - 3, y - 3, 52, 28)
        pygame.draw.rect(surface, (40, 34, 30), plate, border_radius=8)
        surface.blit(icon, (x, y))
        count = render(str(pile[kind]), 20, theme.TEXT, "bold")
        surface.blit(count, (x + 24, y - 1))
        x += 56


def space_tip(space: dict, styles) -> str:
    """A space's tooltip: what it does and who stands on it."""
    name = space.get("name") or words.building_name(space["building"])
    tip = f"{name}: {space.get('text', '')}"
    if space.get("owner", -1) >= 0:
        tip = words.building_line(space["building"]) + f"\nOwned by {styles[space['owner']].name}."
    occupant = space.get("occupant", -1)
    if occupant is not None and occupant >= 0:
        tip += f"\n{styles[occupant].name}'s agent is here."
    else:
        tip += "\nOpen: drag an agent here."
    return tip
