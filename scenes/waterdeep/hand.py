"""The hand of the person holding the screen, under the question panel: their secret lord and
their intrigue cards (only theirs, only while they hold the screen), then their mandatory and
active quests (lit when they could
complete one). Each card shows as a chip (one line of a list: its sign, name and needs, in 20 px
words and more) and is a HandCard the table can click, right-click and explain."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.kit import theme
from scenes.kit.fonts import render
from scenes.kit.panels import panel_surface
from scenes.kit.text import wrap_surface
from scenes.waterdeep import faces, layout, words


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
            return faces.lord_chip(self.id, size) if size[0] > size[1] else faces.lord_card(self.id, size)
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
    rects = layout.chip_rects(len(cards), seats)
    return [HandCard(kind, ident, rect, tip, secret) for (kind, ident, tip, secret), rect in zip(cards, rects)]


def draw_hand(surface: pygame.Surface, view: dict, eye: int | None, cards: list[HandCard]) -> None:
    """The hand's panel and its cards as chips (the lit rings are the table's)."""
    area = layout.hand_rect(len(view["seats"]))
    surface.blit(panel_surface(area.size, "dark"), area)
    if eye is None:
        hidden = wrap_surface("Lords and intrigue cards stay hidden until their owner holds the screen.",
                              area.w - 60, 22, theme.TEXT_DIM, "sans", "center")
        surface.blit(hidden, hidden.get_rect(center=area.center))
        return
    for card in cards:
        surface.blit(card.face(), card.rect)
    if not cards:
        empty = render("No lord, intrigue cards or quests in hand.", 22, theme.TEXT_DIM)
        surface.blit(empty, empty.get_rect(center=area.center))
