"""Choose a hero's powers: every power it may take, by type, with its text; exactly as many of
each type as the hero card's slots say. The powers that come with the hero are shown, not chosen."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pygame

from game.drizzt.content import load
from scenes.drizzt.modal import Clickable, ModalPicker
from scenes.drizzt.party_rows import DOT, USE_NAMES, PartyHero, slots_text, type_name
from scenes.kit import theme
from scenes.kit.buttons import Button
from scenes.kit.draw import darken, lighten, prepare
from scenes.kit.fonts import font, render
from scenes.kit.panels import Panel, title_height
from scenes.kit.text import text_height, wrap_surface

PANEL_W = 1800
HEAD_H, FOOT_H = 126, 150  # below the title: the lead lines and column heads; the message and buttons
PAD, COL_GAP, CARD_GAP = 40, 24, 12
NAME_SIZE, META_SIZE, TEXT_SIZE = 21, 16, 17
CARD_PAD = 12
KIND_NOTES = {"art": "strongest; turns face down once used", "talent": "can be used every turn",
              "maneuver": "a trick; turns face down once used"}
TICK = "\u2713"


def meta_text(power) -> str:
    """'Talent · attack · adjacent' (what kind of power, how it is used, its reach)."""
    tiles = "1 tile" if power.range == "1" else f"{power.range} tiles"
    reach = {"adjacent": "adjacent", "tile": "your tile"}.get(power.range, f"within {tiles}")
    parts = [type_name(power.type), USE_NAMES.get(power.use, power.use)]
    if power.use == "attack":
        parts.append(reach)
    return DOT.join(parts)


def card_height(power_id: str, width: int) -> int:
    power = load().powers[power_id]
    return (2 * CARD_PAD + font(NAME_SIZE, "bold").get_linesize() + font(META_SIZE).get_linesize() + 4
            + text_height(power.text, width - 2 * CARD_PAD, TEXT_SIZE))


@lru_cache(maxsize=256)
def power_card(power_id: str, size: tuple[int, int], state: str) -> pygame.Surface:
    """A power card; state is 'idle', 'hover', 'chosen', 'chosen_hover' or 'auto' (cached)."""
    power = load().powers[power_id]
    surf = pygame.Surface(size, pygame.SRCALPHA)
    chosen = state.startswith("chosen")
    hover = state.endswith("hover")
    fill = darken(theme.GOLD, 0.6) if chosen else darken(theme.PANEL, 0.3) if state == "auto" else \
        lighten(theme.PANEL, 0.05)
    pygame.draw.rect(surf, lighten(fill, 0.08) if hover else fill, surf.get_rect(), border_radius=10)
    edge = theme.HILITE if chosen or hover else darken(theme.PANEL_EDGE, 0.15)
    pygame.draw.rect(surf, edge, surf.get_rect(), 3 if chosen else 2, border_radius=10)
    name = render(power.name, NAME_SIZE, theme.PARCHMENT if chosen else theme.GOLD, "bold")
    surf.blit(name, (CARD_PAD, CARD_PAD))
    if chosen or state == "auto":
        tag = render(f"{TICK} chosen" if chosen else "comes with the hero", 17, theme.INK, "bold")
        box = tag.get_rect(topright=(size[0] - CARD_PAD, CARD_PAD)).inflate(14, 6)
        pygame.draw.rect(surf, theme.GOLD if chosen else theme.PARCHMENT_DARK, box, border_radius=box.h // 2)
        surf.blit(tag, tag.get_rect(center=box.center))
    y = CARD_PAD + font(NAME_SIZE, "bold").get_linesize()
    surf.blit(render(meta_text(power), META_SIZE, theme.TEXT_DIM if not chosen else theme.PARCHMENT_DARK), (CARD_PAD, y))
    y += font(META_SIZE).get_linesize() + 4
    surf.blit(wrap_surface(power.text, size[0] - 2 * CARD_PAD, TEXT_SIZE, theme.TEXT), (CARD_PAD, y))
    return prepare(surf)


class PowerCard(Clickable):
    """One power to choose; a click picks it or puts it back."""

    def __init__(self, rect, power_id: str, is_chosen: Callable[[str], bool], on_toggle: Callable[[str], None]) -> None:
        super().__init__(rect, lambda _step: on_toggle(power_id),
                         tooltip="Click to choose this power (click again to put it back).")
        self.power_id = power_id
        self.is_chosen = is_chosen

    def draw(self, surface: pygame.Surface) -> None:
        state = ("chosen" if self.is_chosen(self.power_id) else "idle") + ("_hover" if self.hovered else "")
        surface.blit(power_card(self.power_id, self.rect.size, state.replace("idle_", "")), self.rect)


class PowerPicker(ModalPicker):
    """The powers of `member`'s hero in columns by type; on_done(picks) when Done is clicked with
    exactly the right number of each type."""

    name = "drizzt_power_picker"

    def __init__(self, app, member: PartyHero, on_done: Callable[[list[str]], None]) -> None:
        super().__init__(app)
        self.hero = load().heroes[member.hero]
        start = member.chosen if member.mode == "choose" and member.chosen else self.hero.suggested
        self.picks: list[str] = list(start)
        self.on_done = on_done
        self.message = ""
        self.kinds = [k for k, n in self.hero.slots.items() if n]
        col_w = (PANEL_W - 2 * PAD - (len(self.kinds) - 1) * COL_GAP) // len(self.kinds)
        tall = max(self._column_height(kind, col_w) for kind in self.kinds)
        title = f"{self.hero.name}: choose powers"
        self.rect = pygame.Rect(0, 0, PANEL_W, title_height(title) + HEAD_H + tall + FOOT_H)
        self.rect.center = (theme.CANVAS_W // 2, theme.CANVAS_H // 2)
        self.panel = Panel(self.rect, style="dark", title=title)
        top = self.rect.y + title_height(title) + HEAD_H - 40
        self.columns = [pygame.Rect(self.rect.x + PAD + i * (col_w + COL_GAP), top, col_w, tall + 40)
                        for i in range(len(self.kinds))]
        self.cards: list[PowerCard] = []
        self.autos: list[tuple[str, pygame.Rect]] = []  # powers that come with the hero, shown in their column
        for kind, col in zip(self.kinds, self.columns):
            y = col.y + 40
            for power in self.pool(kind):
                h = card_height(power.id, col.w)
                self.cards.append(self.ui.add(PowerCard((col.x, y, col.w, h), power.id, self.is_chosen, self.toggle)))
                y += h + CARD_GAP
            for power_id in self.autos_of(kind):
                h = card_height(power_id, col.w)
                self.autos.append((power_id, pygame.Rect(col.x, y, col.w, h)))
                y += h + CARD_GAP
        bottom = self.rect.bottom - 96
        self.suggested = self.ui.add(Button((self.rect.right - 860, bottom, 300, 60), "Use suggested", self.use_suggested,
                                            style="quiet", text_size=22, tooltip="Go back to the hero's suggested powers."))
        self.cancel = self.ui.add(Button((self.rect.right - 540, bottom, 220, 60), "Cancel", self.close,
                                         shortcut=pygame.K_ESCAPE, style="quiet", text_size=22))
        self.done = self.ui.add(Button((self.rect.right - 300, bottom, 260, 60), "Done", self.finish,
                                       shortcut=pygame.K_RETURN, style="primary", text_size=24))
        self.refresh()

    # -- the picks --------------------------------------------------------------------------------
    def pool(self, kind: str):
        """The powers of `kind` the hero may choose (those that come with it anyway are not among them)."""
        return [p for p in load().hero_powers(self.hero.id) if p.type == kind and p.id not in self.hero.auto]

    def autos_of(self, kind: str) -> list[str]:
        return [p for p in self.hero.auto if load().powers[p].type == kind]

    def _column_height(self, kind: str, width: int) -> int:
        ids = [p.id for p in self.pool(kind)] + self.autos_of(kind)
        return sum(card_height(p, width) + CARD_GAP for p in ids)

    def is_chosen(self, power_id: str) -> bool:
        return power_id in self.picks

    def count(self, kind: str) -> int:
        return sum(1 for p in self.picks if load().powers[p].type == kind)

    def toggle(self, power_id: str) -> None:
        """Pick or put back; a full one-slot type swaps, a full larger one asks to put one back first."""
        kind = load().powers[power_id].type
        need = self.hero.slots.get(kind, 0)
        self.message = ""
        if power_id in self.picks:
            self.picks.remove(power_id)
        elif self.count(kind) < need:
            self.picks.append(power_id)
        elif need == 1:
            self.picks = [p for p in self.picks if load().powers[p].type != kind] + [power_id]
        else:
            self.message = (f"{self.hero.name} already has {need} {type_name(kind, need)}: "
                            f"click one of them to put it back first.")
        self.refresh()

    def use_suggested(self) -> None:
        self.picks = list(self.hero.suggested)
        self.message = ""
        self.refresh()

    def problem(self) -> str | None:
        """What is missing or too many, or None when every type has exactly its number."""
        wrong = []
        for kind in self.kinds:
            need, got = self.hero.slots[kind], self.count(kind)
            if got < need:
                wrong.append(f"choose {need - got} more {type_name(kind, need - got)}")
            elif got > need:
                wrong.append(f"put back {got - need} {type_name(kind, got - need)}")
        return ("Not yet: " + " and ".join(wrong) + ".") if wrong else None

    def refresh(self) -> None:
        reason = self.problem()
        self.done.enabled = reason is None
        self.done.tooltip = reason or "Play with these powers."

    def finish(self) -> None:
        if self.problem() is not None:
            return
        self.close()
        self.on_done(list(self.picks))

    # -- frame ------------------------------------------------------------------------------------
    def draw_static(self, surface: pygame.Surface) -> None:
        self.panel.draw(surface)
        for power_id, rect in self.autos:
            surface.blit(power_card(power_id, rect.size, "auto"), rect)
        top = self.rect.y + title_height(self.panel.title)
        auto = " and ".join(load().powers[p].name for p in self.hero.auto)
        lead = f"Choose {slots_text(self.hero.id)}."
        if auto:
            lead += f"  {auto} comes with {self.hero.name} anyway."
        surface.blit(render(lead, 22, theme.TEXT), (self.rect.x + PAD, top))
        kinds = "   ".join(f"{type_name(k, 2)}: {KIND_NOTES.get(k, '')}." for k in self.kinds)
        surface.blit(render(kinds, 18, theme.TEXT_DIM), (self.rect.x + PAD, top + 38))

    def draw_content(self, surface: pygame.Surface) -> None:
        for kind, col in zip(self.kinds, self.columns):
            need, got = self.hero.slots[kind], self.count(kind)
            head = render(f"{type_name(kind, need)}: choose {need}", 23, theme.GOLD, "bold")
            surface.blit(head, (col.x, col.y))
            ok = got == need
            status = render(f"{got} of {need}" + (f" {TICK}" if ok else ""), 21, theme.LEGAL if ok else theme.DANGER,
                            "bold")
            surface.blit(status, status.get_rect(topright=(col.right, col.y + 2)))
        line = self.message or self.problem() or f"Ready: {self.hero.name} plays with these powers."
        colour = theme.DANGER if self.message or self.problem() else theme.LEGAL
        text = render(line, 21, colour, "bold")
        surface.blit(text, (self.rect.x + PAD, self.done.rect.y - text.get_height() - 22))
