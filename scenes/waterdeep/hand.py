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
        if self.kind == "building":
            return faces.building_tile(self.id, size)
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


def offered_cards(view: dict, picks: set[str], hand: list[HandCard]) -> list[HandCard]:
    """Cards the engine offers to pick that lie nowhere else on the table (quests drawn to keep
    one of): laid out on the offer panel."""
    seen = {q for q in view["inn"] if q} | {h.get("building") for h in view["hall"]} | {c.id for c in hand}
    ids = sorted(p for p in picks if p not in seen)
    cards = []
    for ident, rect in zip(ids, layout.offer_rects(len(ids))):
        if words._item("quests", ident) is not None:
            cards.append(HandCard("quest", ident, rect, words.quest_line(ident)))
        elif words._item("intrigue", ident) is not None:
            cards.append(HandCard("intrigue", ident, rect, words.intrigue_line(ident)))
        else:
            cards.append(HandCard("building", ident, rect, words.building_line(ident)))
    return cards


def draw_offer(surface: pygame.Surface, cards: list[HandCard], question: str) -> None:
    if not cards:
        return
    surface.blit(panel_surface(layout.OFFER.size, "dark"), layout.OFFER)
    title = render(question or "Choose a card", 28, theme.GOLD, "bold")
    surface.blit(title, title.get_rect(midtop=(layout.OFFER.centerx, layout.OFFER.y + 18)))
    for card in cards:
        surface.blit(card.face(), card.rect)
