"""A seat's Faction as a card: its name and its two special rules, in words; click for another."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pygame

from game.vault.content import load
from scenes.kit import theme
from scenes.kit.draw import darken, lighten, prepare
from scenes.kit.fonts import font, render
from scenes.kit.text import wrap
from scenes.kit.widget import Widget

PAD_X, PAD_Y = 16, 8
NAME_SIZE, TEXT_SIZE = 24, 20
SPACING = 1.0  # rule lines sit close: up to four of them share one seat row
RULE_GAP = 4
RULES = (("Initiative bonus:", "text_initiative"), ("Faction Action:", "text_action"))
PROVISIONAL_NOTE = "The rulebook gives this Faction no rules of its own: these are ours, for now."


def rule_width(card_w: int) -> int:
    """How wide a rule's text may run on a card `card_w` pixels wide."""
    return card_w - 2 * PAD_X


def _line_h() -> int:
    return round(font(TEXT_SIZE).get_linesize() * SPACING)


def _name(faction) -> pygame.Surface:
    return render(faction.name, NAME_SIZE, theme.GOLD, "bold")


def card_height(faction_id: str, card_w: int) -> int:
    """The height the card for `faction_id` needs at width `card_w` (to check it fits its row)."""
    faction = load().factions[faction_id]
    lines = sum(len(wrap(f"{label} {getattr(faction, attr)}", rule_width(card_w), TEXT_SIZE)) for label, attr in RULES)
    return 2 * PAD_Y + _name(faction).get_height() + lines * _line_h() + RULE_GAP * (len(RULES) + 1)


@lru_cache(maxsize=32)
def labelled_rule(label: str, text: str, width: int) -> pygame.Surface:
    """`label` in gold, then `text`, wrapped together into `width` (cached)."""
    lines = wrap(f"{label} {text}", width, TEXT_SIZE)
    surf = pygame.Surface((width, _line_h() * len(lines)), pygame.SRCALPHA)
    indent = font(TEXT_SIZE).size(f"{label} ")[0]
    surf.blit(render(label, TEXT_SIZE, theme.GOLD), (0, 0))
    for i, line in enumerate(lines):
        x, line = (indent, line[len(label) + 1:]) if i == 0 else (0, line)
        if line:
            surf.blit(render(line, TEXT_SIZE, theme.TEXT), (x, i * _line_h()))
    return prepare(surf)


@lru_cache(maxsize=64)
def card_surface(faction_id: str, size: tuple[int, int], hint: str, hovered: bool) -> pygame.Surface:
    """The card face: name (and a 'provisional' tag), hint, then each rule after its label (cached)."""
    faction = load().factions[faction_id]
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    fill = lighten(theme.PANEL, 0.14 if hovered else 0.07)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=10)
    edge = theme.HILITE if hovered else darken(theme.PANEL_EDGE, 0.1)
    pygame.draw.rect(surf, edge, surf.get_rect(), 3 if hovered else 2, border_radius=10)
    name = _name(faction)
    surf.blit(name, (PAD_X, PAD_Y))
    middle = PAD_Y + name.get_height() // 2
    if faction.provisional:
        tag = render("provisional rules", TEXT_SIZE, theme.TEXT_DIM)
        surf.blit(tag, tag.get_rect(midleft=(PAD_X + name.get_width() + 16, middle)))
    cue = render(hint, TEXT_SIZE, theme.HILITE if hovered else theme.TEXT_DIM)
    surf.blit(cue, cue.get_rect(midright=(w - PAD_X, middle)))
    y = PAD_Y + name.get_height() + RULE_GAP
    for label, attr in RULES:
        body = labelled_rule(label, getattr(faction, attr), rule_width(w))
        surf.blit(body, (PAD_X, y))
        y += body.get_height() + RULE_GAP
    return prepare(surf)


class FactionCard(Widget):
    """The Faction of `seat` (which has a `.faction` id); left-click = next, right-click = previous.

    `hint` is the short cue on the card, `tooltip` the longer one (both from the scene).
    """

    def __init__(self, rect, seat, on_cycle: Callable[[object, int], None], *, hint: str, tooltip: str) -> None:
        self.seat = seat
        super().__init__(rect, tooltip=tooltip)
        self.on_cycle = on_cycle
        self.hint = hint
        self.hovered = False

    @property
    def tooltip(self) -> str:
        """How to change the Faction, and a word on provisional rules when the Faction has them."""
        provisional = load().factions[self.seat.faction].provisional
        return f"{self.cue} {PROVISIONAL_NOTE}" if provisional else self.cue

    @tooltip.setter
    def tooltip(self, value: str) -> None:
        self.cue = value

    def handle(self, event: pygame.event.Event) -> bool:
        """Hover on mouse motion; a left or right click cycles the seat's Faction."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.contains(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.contains(event.pos):
            self.on_cycle(self.seat, 1 if event.button == 1 else -1)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the cached face for the seat's current Faction."""
        surface.blit(card_surface(self.seat.faction, self.rect.size, self.hint, self.hovered), self.rect)
