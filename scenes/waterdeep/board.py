"""The city board of Waterdeep drawn from a view: the scoring track, the round track with its VP
tokens, Cliffwatch Inn and its four quests, Builder's Hall and its three tiles with their VP, the
six other basic buildings, Waterdeep Harbor and the bought buildings with their owners' markers,
each space with the agent standing on it. One picture per position (the table caches it)."""
from __future__ import annotations

import pygame

from scenes.kit import theme
from scenes.kit.draw import darken, lighten, mix
from scenes.kit.fonts import render
from scenes.kit.panels import panel_surface
from scenes.kit.text import fit, wrap, wrap_surface
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
    _harbor(surface)
    _built(surface, view, styles, rects)
    _basics(surface, view, rects)
    for space in view["spaces"]:
        _space(surface, space, rects[space["id"]], styles)


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
def _title(surface, rect: pygame.Rect, title: str, note: str = "") -> None:
    plate = panel_surface(rect.size, "dark")
    surface.blit(plate, rect)
    text = render(title, 26, theme.GOLD, "title")
    surface.blit(text, (rect.x + 14, rect.y + 8))
    if note:
        small = render(fit(note, rect.w - text.get_width() - 40, 20), 20, theme.TEXT_DIM)
        surface.blit(small, small.get_rect(bottomright=(rect.right - 14, rect.y + 8 + text.get_height())))


def _inn(surface, view) -> None:
    _title(surface, layout.INN, "Cliffwatch Inn", f"Quests left in the deck: {view['decks'].get('quests', 0)}")
    for i, quest in enumerate(view["inn"]):
        rect = layout.inn_card_rect(i)
        if quest:
            surface.blit(faces.quest_card(quest, rect.size), rect)
        else:
            pygame.draw.rect(surface, BOARD_EDGE, rect, 2, border_radius=10)


def _hall(surface, view) -> None:
    _title(surface, layout.HALL, "Builder's Hall", f"Tiles left: {view['decks'].get('buildings', 0)}")
    for i, slot in enumerate(view["hall"]):
        rect = layout.hall_tile_rect(i)
        if slot.get("building"):
            surface.blit(faces.building_tile(slot["building"], rect.size, vp=slot.get("vp", 0)), rect)
            if slot.get("vp"):
                _vp_badge(surface, slot["vp"], (rect.right - 6, rect.y + 6))
        else:
            pygame.draw.rect(surface, BOARD_EDGE, rect, 2, border_radius=10)


def _vp_badge(surface, vp: int, topright) -> None:
    token = faces.vp_token(34)
    box = token.get_rect(topright=topright)
    surface.blit(token, box)
    n = render(str(vp), 22, (250, 250, 250), "bold")
    surface.blit(n, n.get_rect(center=box.center))


def _harbor(surface) -> None:
    _title(surface, layout.HARBOR, "Waterdeep Harbor")


def _built(surface, view, styles, rects) -> None:
    _title(surface, layout.BUILT, "Buildings bought", "the owner gains when another seat visits")
    if not any(s.get("owner", -1) >= 0 for s in view["spaces"]):
        note = wrap_surface("None yet. Buy one at Builder's Hall: its owner gains whenever another player "
                            "visits it.", layout.BUILT.w - 60, 22, theme.TEXT_DIM, "sans", "center")
        surface.blit(note, note.get_rect(center=layout.BUILT.move(0, 20).center))


def _basics(surface, view, rects) -> None:
    del view, rects  # the plaques are drawn with their spaces (_space)


def _space(surface, space: dict, rect: pygame.Rect, styles) -> None:
    owner = space.get("owner", -1)
    if owner >= 0:
        colour = styles[owner].colour if owner < len(styles) else None
        surface.blit(faces.building_tile(space["building"], rect.size, owner_colour=colour), rect)
        if colour is not None:
            mark = token_surface(colour, styles[owner].symbol, 13)
            surface.blit(mark, mark.get_rect(topright=(rect.right - 4, rect.y + 4)))
        _pile(surface, space.get("pile") or {}, rect)
    elif rect.h > 100:  # one of the six other basic buildings: a plaque
        pygame.draw.rect(surface, SPACE_FILL, rect, border_radius=12)
        pygame.draw.rect(surface, BOARD_EDGE, rect, 3, border_radius=12)
        name = wrap_surface(space.get("name") or words.building_name(space["building"]), rect.w - 16, 22, INK,
                            "bold", "center")
        surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.y + 8)))
        room = max(1, (rect.h - 74 - name.get_height()) // 23)
        text = short_text(space.get("text", ""), rect.w - 16, room, align="center")
        surface.blit(text, text.get_rect(midtop=(rect.centerx, rect.y + 12 + name.get_height())))
        _spot(surface, spots.agent_spot(rect))
    else:  # an Inn, Hall or Harbor space
        pygame.draw.rect(surface, SPACE_FILL, rect, border_radius=12)
        pygame.draw.rect(surface, BOARD_EDGE, rect, 2, border_radius=12)
        text = short_text(space.get("text", ""), rect.w - 74, max(1, (rect.h - 8) // 23))
        surface.blit(text, text.get_rect(midleft=(rect.x + 66, rect.centery)))
        _spot(surface, spots.agent_spot(rect))
    occupant = space.get("occupant", -1)
    if occupant is not None and 0 <= occupant < len(styles):
        style = styles[occupant]
        figure = faces.agent(style.colour, layout.AGENT, style.symbol)
        surface.blit(figure, figure.get_rect(center=spots.agent_spot(rect)))


def _spot(surface, centre) -> None:
    r = pygame.Rect(0, 0, 50, 50)
    r.center = centre
    pygame.draw.ellipse(surface, mix(SPACE_FILL, BOARD_EDGE, 0.45), r)
    pygame.draw.ellipse(surface, BOARD_EDGE, r, 2)


def _pile(surface, pile: dict, rect: pygame.Rect) -> None:
    """What has piled up on a tile since it was built (the next visitor takes it)."""
    x = rect.x + 8
    for kind in (*words.CUBES, "gold", "vp"):
        n = pile.get(kind, 0)
        if not n:
            continue
        icon = faces.coin(22) if kind == "gold" else faces.vp_token(22) if kind == "vp" else faces.cube(kind, 22)
        surface.blit(icon, (x, rect.bottom - 30))
        count = render(str(n), 20, INK, "bold")
        surface.blit(count, (x + 24, rect.bottom - 31))
        x += 28 + count.get_width() + 6


def short_text(text: str, width: int, lines: int, size: int = 20, align: str = "left") -> pygame.Surface:
    """A space's words in at most `lines` lines (the last cut with an ellipsis); the whole
    sentence is in its tooltip."""
    first = text.split(". ")[0].rstrip(".").replace("face-up ", "")
    wrapped = list(wrap(first, width, size))
    if len(wrapped) > lines:
        wrapped = wrapped[:lines - 1] + [fit(" ".join(wrapped[lines - 1:]), width, size)]
    return wrap_surface("\n".join(wrapped), width, size, INK, "sans", align)


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
