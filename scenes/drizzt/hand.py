"""The strip under the dungeon: the hero whose turn it is, with its power cards and items.
Cards that can be used now are lit; the card in hand is outlined in gold; a used Art or
Maneuver lies face down. Hovering a card shows it large above the strip."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.drizzt import card_art, layout
from scenes.drizzt.portraits import hero_portrait
from scenes.kit import theme
from scenes.kit.text import fit
from scenes.kit.draw import opaque
from scenes.kit.fonts import render
from scenes.kit.panels import panel_surface

CARD = (124, 128)  # the name and key numbers at 20 px (card_art.hand_card)
ZOOM = (460, 640)  # the card under the pointer, its whole text at 20 px or more
GAP = 8
ONE_ROW = 6  # more cards than this lie in two rows of flat cards
LEFT = 286  # the hero's name and numbers sit left of the cards


@dataclass
class HandCard:
    card: str
    kind: str  # "power" | "item"
    rect: pygame.Rect
    used: bool = False
    usable: bool = False


class HandStrip:
    def __init__(self, rect: pygame.Rect = layout.HAND) -> None:
        self.rect = pygame.Rect(rect)
        self.cards: list[HandCard] = []
        self.hero: dict | None = None
        self.index = -1
        self.numbers: dict = {}
        self.selected = ""
        self.peeking = False
        self.hover: HandCard | None = None
        self._layer: pygame.Surface | None = None
        self._ground: pygame.Surface | None = None  # the empty strip, opaque

    def show(self, view: dict, index: int | None, uses: dict, selected: str, numbers: dict, right: int) -> None:
        """Lay out hero `index`'s cards (none when None); `uses` are the cards usable now;
        `right` is where the cards must stop (the action buttons sit beyond)."""
        self.peeking = index is not None and not uses and bool(view.get("decision")) and \
            (view["decision"].get("data") or {}).get("hero") not in (None, index)
        self.index = -1 if index is None else index
        self.hero = view["heroes"][index] if index is not None else None
        self.numbers, self.selected = numbers, selected
        self.cards = []
        if self.hero is not None:
            entries = [(p["id"], "power", not p["up"]) for p in self.hero["powers"]]
            entries += [(item, "item", False) for item in dict.fromkeys(self.hero["items"])]
            for k, ((card, kind, used), rect) in enumerate(zip(entries, self._places(len(entries), right))):
                self.cards.append(HandCard(card, kind, rect, used, card in uses))
        self._layer = None

    def _places(self, n: int, right: int) -> list[pygame.Rect]:
        """Where n cards lie: one row of tall cards (overlapping a little when six), or, for a
        crowded hand, two rows of flat ones, so every name and number stays whole at 20 px."""
        x0, room = self.rect.x + LEFT, right - (self.rect.x + LEFT)
        if n <= ONE_ROW:
            step = CARD[0] + GAP if n <= 1 else min(CARD[0] + GAP, (room - CARD[0]) // (n - 1))
            return [pygame.Rect(x0 + k * step, self.rect.y + 6, *CARD) for k in range(n)]
        cols = (n + 1) // 2
        w = min(240, (room - GAP * (cols - 1)) // cols)
        h = (self.rect.h - 12 - GAP) // 2
        return [pygame.Rect(x0 + (k % cols) * (w + GAP), self.rect.y + 6 + (k // cols) * (h + GAP), w, h)
                for k in range(n)]

    def card_at(self, pos) -> HandCard | None:
        for c in reversed(self.cards):
            if c.rect.collidepoint(pos):
                return c
        return None

    def tip(self, c: HandCard) -> str:
        """Only what the large card shown on hover does not say: whether it can be used now."""
        state = "Used: face down until something turns it up" if c.used else \
            ("Click to use it" if c.usable else "Not usable right now")
        return f"{state} (right-click: look closer)"

    def handle_motion(self, pos) -> None:
        self.hover = self.card_at(pos) if self.rect.collidepoint(pos) else None

    def draw(self, surface: pygame.Surface) -> None:
        if self._layer is None:
            self._layer = self._bake()
        surface.blit(self._layer, self.rect)
        if self.hover is not None:
            big = self._face(self.hover, ZOOM)
            x = min(max(8, self.hover.rect.centerx - ZOOM[0] // 2), layout.VIEWPORT.right - ZOOM[0] - 8)
            surface.blit(big, (x, self.rect.y - ZOOM[1] - 8))

    def _face(self, c: HandCard, size) -> pygame.Surface:
        if size != ZOOM:
            return card_art.hand_card(c.card, size, c.used)
        if c.kind == "power":
            return card_art.power_card(c.card, size, used=c.used)
        return card_art.treasure_card(c.card, size)

    def _bake(self) -> pygame.Surface:
        """The strip drawn opaque on its dark ground (the empty strip's ground is kept: a bake
        starts from a copy of it rather than laying the whole strip down again)."""
        if self._ground is None or self._ground.get_size() != self.rect.size:
            self._ground = opaque(panel_surface(self.rect.size, "dark"))
        layer = self._ground.copy()
        if self.hero is None:
            text = render("Heroes' cards show here on their turn.", 22, theme.TEXT_DIM)
            layer.blit(text, text.get_rect(midleft=(24, self.rect.h // 2)))
            return layer
        portrait = hero_portrait(self.hero["id"], 64)
        layer.blit(portrait, (14, 12))
        name = render(fit(self.hero["name"], LEFT - 96, 20, "bold"), 20, theme.PARCHMENT, "bold")
        layer.blit(name, (86, 14))
        n = self.numbers
        facts = [f"Health {self.hero['health']}/{self.hero['max_health']}",
                 f"Def {n.get('defense', self.hero['defense'])}  Spd {n.get('speed', self.hero['speed'])}"]
        for k, line in enumerate(facts):
            layer.blit(render(line, 20, theme.TEXT), (86, 44 + 24 * k))
        hint = "Pick a card, then its target" if any(c.usable for c in self.cards) else \
            "Looking at this hero's cards" if self.peeking else ""
        if hint:
            layer.blit(render(fit(hint, LEFT - 20, 20), 20, theme.TEXT_DIM), (14, 104))
        for c in self.cards:
            local = c.rect.move(-self.rect.x, -self.rect.y)
            layer.blit(self._face(c, c.rect.size), local)
            if c.card == self.selected:
                pygame.draw.rect(layer, theme.GOLD, local.inflate(6, 6), 4, border_radius=8)
            elif c.usable:
                pygame.draw.rect(layer, theme.LEGAL, local.inflate(4, 4), 3, border_radius=8)
        return layer
