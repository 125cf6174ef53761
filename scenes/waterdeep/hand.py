"""The hand of the person holding the screen, under the question panel: their agents waiting to
be placed (dragged from here), then their secret lord and their intrigue cards (only theirs,
only while they hold the screen), then their active quests (lit when they could complete one).
Each card is a HandCard the table can click, right-click and explain."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.kit import theme
from scenes.kit.fonts import render
from scenes.kit.panels import panel_surface
from scenes.kit.text import wrap_surface
from scenes.waterdeep import faces, layout, words

GAP = 8


@dataclass
class HandCard:
    kind: str  # "lord", "intrigue", "quest" or "mandatory"
    id: str
    rect: pygame.Rect
    tooltip: str = ""
    secret: bool = False

    def contains(self, pos) -> bool:
        return self.rect.collidepoint(pos)

    def face(self, size=None) -> pygame.Surface:
        size = size or self.rect.size
        if self.kind == "lord":
            return faces.lord_card(self.id, size)
        if self.kind in ("intrigue", "mandatory"):
            return faces.intrigue_card(self.id, size)
        return faces.quest_card(self.id, size)


def hand_cards(view: dict, eye: int | None, seats: int) -> list[HandCard]:
    """The cards shown in the hand area for `eye` (None: nobody's secrets may show)."""
    if eye is None:
        return []
    seat = view["seats"][eye]
    cards: list[tuple[str, str, str, bool]] = []
    if seat.get("lord"):
        cards.append(("lord", seat["lord"], words.lord_line(seat["lord"]), True))
    for c in seat.get("intrigue", ()):
        cards.append(("intrigue", c, words.intrigue_line(c), True))
    for c in seat.get("mandatory", ()):
        cards.append(("mandatory", c, "Mandatory quest: " + words.intrigue_line(c), False))
    for q in seat.get("quests", ()):
        cards.append(("quest", q, words.quest_line(q), False))
    area = layout.hand_rect(seats)
    left = area.x + layout.POOL_W
    room = area.right - 12 - left
    w, h = layout.HAND_CARD
    n = len(cards)
    step = w + GAP if n * (w + GAP) - GAP <= room else (room - w) // max(1, n - 1)
    y = area.y + (area.h - h) // 2 + 6
    return [HandCard(kind, ident, pygame.Rect(left + i * step, y, w, h), tip, secret)
            for i, (kind, ident, tip, secret) in enumerate(cards)]


def draw_hand(surface: pygame.Surface, view: dict, eye: int | None, cards: list[HandCard], styles) -> None:
    """The hand's panel, the pool of agents' caption, and the cards (the lit rings are the table's)."""
    seats = len(view["seats"])
    area = layout.hand_rect(seats)
    surface.blit(panel_surface(area.size, "dark"), area)
    if eye is None:
        words_ = wrap_surface("Lords and intrigue cards stay hidden until their owner holds the screen.",
                              area.w - 60, 22, theme.TEXT_DIM, "sans", "center")
        surface.blit(words_, words_.get_rect(center=area.center))
        return
    seat = view["seats"][eye]
    pool = layout.pool_rect(seats)
    caption = render("Your agents", 20, theme.TEXT_DIM)
    surface.blit(caption, caption.get_rect(midtop=(pool.centerx, pool.y)))
    left = render(f"{seat['pool']} left", 22, theme.TEXT, "bold")
    surface.blit(left, left.get_rect(midbottom=(pool.centerx, pool.bottom)))
    style = styles[eye]
    figure = faces.agent(style.colour, 40, style.symbol)
    for k in range(max(0, seat["pool"] - 1)):  # the one on top is the drag item (the table draws it)
        spot = figure.get_rect(center=(pool.centerx - 30 + (k % 3) * 30, pool.centery + 24 + (k // 3) * 8))
        surface.blit(figure, spot)
    for card in cards:
        surface.blit(card.face(), card.rect)
    if not cards:
        empty = render("No quests or cards in hand yet.", 22, theme.TEXT_DIM)
        surface.blit(empty, empty.get_rect(center=(area.x + layout.POOL_W + (area.w - layout.POOL_W) // 2,
                                                   area.centery)))


def pool_item_rect(seats: int) -> pygame.Rect:
    """Where the agent a person drags out of their pool sits."""
    pool = layout.pool_rect(seats)
    return pygame.Rect(pool.centerx - 30, pool.y + 28, 60, 72)
