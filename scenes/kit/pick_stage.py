"""The pick/keep stage: n cards laid out on a panel, the player chooses k of them by clicking,
then confirms. The confirm button is lit only when the choice is one the engine accepts;
clicking it otherwise (or pressing Enter) says why in plain words, right by the pointer.

The stage knows no rule: the caller gives the count to choose and, when not every k cards will
do, the sets the engine accepts (from its legal actions) and the words for a refused set.
"""
from __future__ import annotations

from typing import Callable, Collection, Sequence

import pygame

from scenes.kit import theme
from scenes.kit.buttons import Button
from scenes.kit.cards import MEDIUM, CardData, CardSprite
from scenes.kit.draw import prepare
from scenes.kit.fonts import render
from scenes.kit.panels import panel_surface
from scenes.kit.pointer_note import PointerNote
from scenes.kit.widget import Widget

RAISE = 26  # px a chosen card stands up from the row
GAP = 20
BUTTON = (300, 60)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


class PickStage(Widget):
    """Choose `count` of `cards`, then confirm: on_confirm(ids of the chosen cards, in the order
    shown). `legal`: the accepted sets (any order, as tuples of ids) when not every set of
    `count` will do; `refused`: the words for a set of the right size the engine refuses.
    `verb` names the choice in the words ("keep", "pick", "draft"); `tips(card)` words a card's
    tooltip (for a table that shows the sprites' tooltips)."""

    def __init__(self, rect, cards: Sequence[CardData], count: int, on_confirm: Callable[[tuple], None], *,
                 title: str = "", verb: str = "keep", legal: Collection[Sequence[str]] | None = None,
                 refused: str = "The rules do not allow that choice.", card_size: tuple[int, int] = MEDIUM,
                 app=None, confirm_label: str = "", tips: Callable[[CardData], str] | None = None) -> None:
        super().__init__(rect)
        self.cards = list(cards)
        self.count = count
        self.on_confirm = on_confirm
        self.title, self.verb, self.refused = title, verb, refused
        self.legal = None if legal is None else {tuple(sorted(s)) for s in legal}
        self.chosen: list[int] = []  # indexes into cards (two copies of one card are two cards)
        self.note = PointerNote()
        self.sprites = [CardSprite(card, (0, 0, *card_size), app=app, tooltip=tips(card) if tips else card.text)
                        for card in self.cards]
        label = confirm_label or f"{verb.capitalize()} {'it' if count == 1 else 'them'}"
        self.confirm = Button(pygame.Rect(0, 0, *BUTTON), label, self._confirm_clicked, shortcut=pygame.K_RETURN,
                              style="primary", text_size=26)
        self._lay_out(card_size)
        self._refresh()

    # -- layout --------------------------------------------------------------------------------
    def _lay_out(self, size: tuple[int, int]) -> None:
        w, h = size
        room = self.rect.w - 60
        step = w + GAP if len(self.cards) * (w + GAP) - GAP <= room else (room - w) // max(1, len(self.cards) - 1)
        total = step * (len(self.cards) - 1) + w
        x = self.rect.centerx - total // 2
        top = self.rect.y + (78 if self.title else 24) + RAISE
        self.row_y = top
        for i, sprite in enumerate(self.sprites):
            sprite.rect.topleft = (x + i * step, top)
        self.confirm.rect.midbottom = (self.rect.centerx + 170, self.rect.bottom - 18)
        self.status_pos = (self.confirm.rect.left - 30, self.confirm.rect.centery)

    # -- the choice ------------------------------------------------------------------------------
    @property
    def chosen_ids(self) -> tuple[str, ...]:
        return tuple(self.cards[i].id for i in sorted(self.chosen))

    def reason(self) -> str:
        """Why the choice cannot be confirmed yet ('' when it can)."""
        n, k = len(self.chosen), self.count
        if n < k:
            return (f"Choose {_plural(k - n, 'more card')} to {self.verb} ({n} of {k} chosen)." if n
                    else f"Choose {_plural(k, 'card')} to {self.verb}: click {'it' if k == 1 else 'them'}.")
        if self.legal is not None and tuple(sorted(self.chosen_ids)) not in self.legal:
            return self.refused
        return ""

    def _refresh(self) -> None:
        self._picture = None  # the choice changed: compose the still picture again
        why = self.reason()
        self.confirm.enabled = not why
        self.confirm.tooltip = why
        for i, sprite in enumerate(self.sprites):
            sprite.highlight = theme.HILITE if i in self.chosen else None
            sprite.rect.top = self.row_y - (RAISE if i in self.chosen else 0)

    def toggle(self, index: int, pos=None) -> None:
        """Choose card `index`, or put it back; a full choice refuses more (with one to choose,
        the new card takes the old one's place)."""
        if index in self.chosen:
            self.chosen.remove(index)
        elif len(self.chosen) < self.count:
            self.chosen.append(index)
        elif self.count == 1:
            self.chosen = [index]
        else:
            self.note.show(f"You {self.verb} only {self.count}: click a chosen card to put it back first.",
                           pos or self.sprites[index].rect.center)
        self._refresh()

    def _confirm_clicked(self) -> None:
        if not self.reason():
            self.on_confirm(self.chosen_ids)

    # -- input -----------------------------------------------------------------------------------
    def _card_at(self, pos) -> int | None:
        for i in range(len(self.sprites) - 1, -1, -1):  # the card drawn on top first
            if self.sprites[i].contains(pos):
                return i
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            index = self._card_at(event.pos)
            return index is not None and self.sprites[index].handle(event)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            why = self.reason()
            if why:
                self.note.show(why, self.confirm.rect.midtop)
            else:
                self._confirm_clicked()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1 \
                and self.confirm.rect.collidepoint(event.pos) and not self.confirm.enabled:
            if event.type == pygame.MOUSEBUTTONUP:
                self.note.show(self.reason(), event.pos)
            return True
        if self.confirm.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self._card_at(event.pos)
            if index is not None:
                self.toggle(index, event.pos)
                return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return self.rect.collidepoint(event.pos)  # the panel takes clicks that land on it
        return False

    def update(self, dt: float) -> None:
        self.note.update(dt)

    def _compose(self) -> pygame.Surface:
        """The panel, title, cards and count as one picture, composed when the choice changes, so
        a frame is one blit plus the button and the note."""
        x, y = self.rect.topleft
        picture = panel_surface(self.rect.size, "dark").copy()
        if self.title:  # drawn here, not by the panel: its rule under the title lets the table show through
            title = render(self.title, 30, theme.GOLD, "title")
            picture.blit(title, title.get_rect(midtop=(self.rect.w // 2, 18)))
            rule = 28 + title.get_height()
            pygame.draw.line(picture, theme.PANEL_EDGE, (28, rule), (self.rect.w - 28, rule), 2)
        for sprite in self.sprites:
            sprite.rect.move_ip(-x, -y)
            sprite.draw(picture)
            sprite.rect.move_ip(x, y)
        status = render(f"{len(self.chosen)} of {self.count} chosen", 24,
                        theme.HILITE if not self.reason() else theme.TEXT_DIM, "bold")
        picture.blit(status, status.get_rect(midright=(self.status_pos[0] - x, self.status_pos[1] - y)))
        return prepare(picture)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        if self._picture is None:
            self._picture = self._compose()
        surface.blit(self._picture, self.rect)
        self.confirm.draw(surface)
        self.note.draw(surface)
