"""The hand strip: the cards of the seat holding the screen face up in a row (overlapping when
there are many), and every other seat's hand as a small face-down stack with its count, in that
seat's colour and symbol. It draws what the engine's view gives: the viewer's cards, the
others' counts; it never has another seat's cards to show.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Collection, Sequence

import pygame

from scenes.kit import theme
from scenes.kit.cards import CardData, CardSprite, card_back
from scenes.kit.draw import contrast_ink
from scenes.kit.fonts import render
from scenes.kit.panels import panel_surface
from scenes.kit.tokens import token_surface
from scenes.kit.widget import Widget

STACK_W = 150  # px of the strip each other seat's stack takes
GAP = 10


@dataclass(frozen=True)
class OtherHand:
    """Another seat's hand as everyone sees it: who, and how many cards."""

    name: str
    colour: tuple
    symbol: str
    count: int


class HandStrip(Widget):
    """`own`: the viewer's cards (None when nobody's cards may show: the strip says so);
    `others`: the other seats' hands; `lit`: ids of cards to ring (the playable ones);
    on_card(card_id) when an own card is clicked."""

    def __init__(self, rect, own: Sequence[CardData] | None, others: Sequence[OtherHand] = (), *,
                 card_size: tuple[int, int] = (100, 140), lit: Collection = (), app=None,
                 on_card: Callable[[str], None] | None = None, tips: Callable[[CardData], str] | None = None,
                 empty: str = "No cards in hand.", hidden: str = "Hands stay hidden until their owner holds the screen.",
                 back: str = "tavern") -> None:
        super().__init__(rect)
        self.own = None if own is None else list(own)
        self.others = list(others)
        self.card_size, self.back = card_size, back
        self.on_card = on_card
        self.app = app
        self.words = empty if own is not None else hidden
        lit = set(lit)
        cards_w = self.rect.w - len(self.others) * STACK_W - 32
        w, h = card_size
        n = len(self.own or ())
        step = w + GAP if n * (w + GAP) - GAP <= cards_w else (cards_w - w) // max(1, n - 1)
        self.sprites: list[CardSprite] = []
        for i, card in enumerate(self.own or ()):
            sprite = CardSprite(card, (self.rect.x + 16 + i * step, self.rect.centery - h // 2, w, h), app=app,
                                tooltip=tips(card) if tips else card.text)
            sprite.highlight = theme.LEGAL if card.id in lit else None
            self.sprites.append(sprite)
        self.stacks = [pygame.Rect(self.rect.right - (len(self.others) - i) * STACK_W - 8, self.rect.y + 8,
                                   STACK_W - 8, self.rect.h - 16) for i in range(len(self.others))]

    def card_at(self, pos) -> str | None:
        """The id of the own card under `pos` (the one drawn on top)."""
        return next((s.card.id for s in reversed(self.sprites) if s.contains(pos)), None)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            return any(s.handle(event) for s in reversed(self.sprites) if s.contains(event.pos))
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            card = self.card_at(event.pos)
            if card is not None and self.on_card is not None:
                audio = getattr(self.app, "audio", None)
                if audio is not None:
                    audio.play("card_slide", 0.7)  # the card leaves the hand
                self.on_card(card)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        surface.blit(panel_surface(self.rect.size, "dark"), self.rect)
        if not self.sprites:
            text = render(self.words, 20, theme.TEXT_DIM)
            surface.blit(text, (self.rect.x + 20, self.rect.centery - text.get_height() // 2))
        for sprite in self.sprites:
            sprite.draw(surface)
        for rect, other in zip(self.stacks, self.others):
            _draw_stack(surface, rect, other, self.back)


def _draw_stack(surface: pygame.Surface, rect: pygame.Rect, other: OtherHand, back: str) -> None:
    """A seat's face-down hand: up to three fanned backs, its token and name, and the count."""
    size = (rect.w * 5 // 10, rect.w * 7 // 10)
    shown = min(3, other.count)
    base = pygame.Rect(0, 0, *size)
    base.midtop = (rect.centerx, rect.y + 4)
    for i in range(shown):
        surface.blit(card_back(size, back), base.move((i - (shown - 1) / 2) * 12, i * 3))
    if not shown:
        pygame.draw.rect(surface, theme.PANEL_EDGE, base, 2, border_radius=8)
    token = token_surface(other.colour, other.symbol, 16)
    count = render(str(other.count), 28, contrast_ink(other.colour), "bold")
    badge = pygame.Rect(0, 0, count.get_width() + 20, 36)
    badge.center = (base.right - 4, base.bottom - 10)
    pygame.draw.rect(surface, other.colour, badge, border_radius=18)
    pygame.draw.rect(surface, theme.INK, badge, 2, border_radius=18)
    surface.blit(count, count.get_rect(center=badge.center))
    name = render(other.name, 20, theme.TEXT)
    row = pygame.Rect(0, 0, token.get_width() + 6 + name.get_width(), max(token.get_height(), name.get_height()))
    row.midtop = (rect.centerx, base.bottom + 14)
    surface.blit(token, token.get_rect(midleft=row.midleft))
    surface.blit(name, name.get_rect(midright=row.midright))
