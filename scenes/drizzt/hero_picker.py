"""Pick a hero: the seven hero cards side by side (both sides' numbers, what a surge restores, the
power that comes with the hero); heroes already in the party cannot be picked twice."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pygame

from game.drizzt.content import load
from scenes.drizzt.modal import Clickable, ModalPicker
from scenes.drizzt.party_rows import emblem_surface, who
from scenes.kit import theme
from scenes.kit.buttons import Button
from scenes.kit.draw import darken, lighten, prepare
from scenes.kit.fonts import render
from scenes.kit.panels import Panel
from scenes.kit.text import wrap_surface

CARD_W, CARD_H, GAP = 380, 384, 20
COLUMNS = 4
PANEL = pygame.Rect(0, 0, COLUMNS * CARD_W + (COLUMNS + 1) * GAP + 40, 2 * CARD_H + GAP + 190)
PANEL.center = (theme.CANVAS_W // 2, theme.CANVAS_H // 2)
TITLE = "Choose a hero"


def crit_text(crit: str) -> str:
    """'damage+1' -> 'at level 2: 1 extra damage' (what a natural 20 does)."""
    if crit.startswith("damage+"):
        return f"at level 2: {crit.split('+', 1)[1]} extra damage"
    return f"at level 2: {crit}"


def _stats_table(surf: pygame.Surface, hero, x: int, y: int, w: int) -> int:
    """Level 1 and level 2 numbers as a small table; returns the y below it."""
    cols = [x + 110 + i * (w - 110) // 3 for i in range(3)]
    for cx, head in zip(cols, ("Defense", "Health", "Speed")):
        surf.blit(render(head, 16, theme.TEXT_DIM), (cx, y))
    lv2 = hero.level2
    for row, (label, nums) in enumerate((("Level 1", (hero.defense, hero.health, hero.speed)),
                                        ("Level 2", (lv2.defense, lv2.health, lv2.speed)))):
        ry = y + 24 + row * 26
        surf.blit(render(label, 17, theme.GOLD, "bold"), (x, ry))
        for cx, n in zip(cols, nums):
            surf.blit(render(str(n), 19, theme.TEXT, "bold"), (cx + 18, ry - 1))
    return y + 24 + 2 * 26 + 6


@lru_cache(maxsize=64)
def hero_card(hero_id: str, size: tuple[int, int], state: str, note: str = "") -> pygame.Surface:
    """A hero's card; state is 'free', 'hover', 'current' or 'taken', note its bottom band (cached)."""
    hero = load().heroes[hero_id]
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    fill = {"hover": 0.16, "current": 0.1}.get(state, 0.06)
    pygame.draw.rect(surf, lighten(theme.PANEL, fill), surf.get_rect(), border_radius=12)
    emblem = emblem_surface(hero_id, 30)
    surf.blit(emblem, (14, 14))
    surf.blit(render(hero.name, 23, theme.GOLD, "bold"), (90, 16))
    surf.blit(render(who(hero), 18, theme.TEXT), (90, 48))
    y = 88
    blurb = wrap_surface(hero.text, w - 32, 17, theme.TEXT_DIM)
    surf.blit(blurb, (16, y))
    y = _stats_table(surf, hero, 16, y + blurb.get_height() + 10, w - 32)
    auto = ", ".join(load().powers[p].name for p in hero.auto)
    for label, text in (("Natural 20", crit_text(hero.level2.crit)),
                        ("Surge", f"back up with {hero.surge} Health"), ("Always has", auto)):
        surf.blit(render(label, 16, theme.GOLD, "bold"), (16, y))
        body = wrap_surface(text, w - 136, 16, theme.TEXT)
        surf.blit(body, (126, y))
        y += body.get_height() + 4
    if state == "taken":
        veil = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (20, 16, 24, 150), veil.get_rect(), border_radius=12)
        surf.blit(veil, (0, 0))
    if note:
        band = pygame.Rect(2, h - 36, w - 4, 34)
        pygame.draw.rect(surf, theme.GOLD if state == "current" else theme.PARCHMENT_DARK, band,
                         border_bottom_left_radius=11, border_bottom_right_radius=11)
        tag = render(note, 17, theme.INK, "bold")
        surf.blit(tag, tag.get_rect(center=band.center))
    edge = theme.HILITE if state in ("hover", "current") else darken(theme.PANEL_EDGE, 0.1)
    pygame.draw.rect(surf, edge, surf.get_rect(), 3 if state != "free" else 2, border_radius=12)
    return prepare(surf)


class HeroCard(Clickable):
    """A hero's card; a click picks it unless it is already in the party."""

    def __init__(self, rect, hero_id: str, state: str, on_pick: Callable[[str], None], tooltip: str,
                 note: str = "") -> None:
        super().__init__(rect, lambda _step: on_pick(hero_id), tooltip=tooltip, enabled=state != "taken")
        self.hero_id = hero_id
        self.base = state
        self.note = note

    def draw(self, surface: pygame.Surface) -> None:
        state = "hover" if self.hovered and self.base == "free" else self.base
        surface.blit(hero_card(self.hero_id, self.rect.size, state, self.note), self.rect)


class HeroPicker(ModalPicker):
    """Every hero as a card; on_pick(hero_id) after a free one is clicked. `taken` maps the ids of
    heroes already in the party to the name of the seat that runs each."""

    name = "drizzt_hero_picker"

    def __init__(self, app, current: str, taken: dict[str, str], on_pick: Callable[[str], None]) -> None:
        super().__init__(app)
        self.on_pick = on_pick
        self.panel = Panel(PANEL, style="dark", title=TITLE)
        self.cards: list[HeroCard] = []
        ids = list(load().heroes)
        for i, hero_id in enumerate(ids):
            row, col = divmod(i, COLUMNS)
            in_row = min(COLUMNS, len(ids) - row * COLUMNS)
            left = PANEL.centerx - (in_row * CARD_W + (in_row - 1) * GAP) // 2
            rect = (left + col * (CARD_W + GAP), PANEL.y + 84 + row * (CARD_H + GAP), CARD_W, CARD_H)
            state = "current" if hero_id == current else "taken" if hero_id in taken else "free"
            note = {"taken": f"In the party: {taken.get(hero_id, '')}", "current": "Your pick"}.get(state, "")
            tip = (f"Already in the party, run by {taken[hero_id]}." if state == "taken" else
                   "Keep this hero." if state == "current" else f"Take {load().heroes[hero_id].name}.")
            self.cards.append(self.ui.add(HeroCard(rect, hero_id, state, self.pick, tip, note)))
        self.cancel = self.ui.add(Button((PANEL.right - 260, PANEL.bottom - 90, 220, 60), "Cancel", self.close,
                                         shortcut=pygame.K_ESCAPE, style="quiet", text_size=24))

    def pick(self, hero_id: str) -> None:
        self.close()
        self.on_pick(hero_id)

    def draw_static(self, surface: pygame.Surface) -> None:
        self.panel.draw(surface)
        note = render("Click a hero for this place in the party. Each hero can join only once.", 20, theme.TEXT_DIM)
        surface.blit(note, note.get_rect(midleft=(PANEL.x + 40, PANEL.bottom - 60)))
