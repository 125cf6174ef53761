"""Vault of Dragons setup: the common seat rows, a Faction card per seat, and the alternate rules."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.vault.setup import FACTION_ORDER
from scenes.kit import theme
from scenes.kit.fonts import render
from scenes.kit.panels import Panel
from scenes.menu.seats import Seat, SeatSetupScene
from scenes.vault import variant_rows
from scenes.vault.faction_card import FactionCard

DEFAULT_BOT = "heuristic"  # a seat switched from Human becomes this bot first
SEATS_RECT = pygame.Rect(40, 140, 1160, 786)
RULES_RECT = pygame.Rect(1230, 140, 650, 786)
PAD = 24
ROWS_TOP = SEATS_RECT.y + 56  # below the facts line
ROW_H = 164
CARD_X = SEATS_RECT.x + 486
CARD_W = SEATS_RECT.right - PAD - CARD_X


@dataclass
class VaultSeat(Seat):
    """A seat with the Faction it plays (an id from game.vault.setup.FACTION_ORDER)."""

    faction: str | None = None


class VaultSetupScene(SeatSetupScene):
    """Seats (2-4), each with colour, name, person or bot and a Faction; then the alternate rules."""

    name = "vault_setup"
    seat_type = VaultSeat

    def __init__(self, app, info) -> None:
        self.variants: dict[str, Any] = variant_rows.default_values()  # the player's choices, kept across rebuilds
        super().__init__(app, info)
        if self.recall_options(self.remembered["options"]):
            self.rebuild()

    # -- remembered from the last game -------------------------------------------
    def recall_options(self, options: dict) -> bool:
        """Give each seat its Faction of the last game and switch the same alternate rules on;
        True when anything was taken (a damaged or stale entry is skipped, not refused)."""
        took = False
        factions = options.get("factions")
        if isinstance(factions, list) and len(factions) == len(self.seats) and \
                len(set(map(str, factions))) == len(factions) and all(f in FACTION_ORDER for f in factions):
            for seat, faction in zip(self.seats, factions):
                seat.faction = faction
            took = True
        variants = options.get("variants")
        for key, value in (variants.items() if isinstance(variants, dict) else ()):
            default = self.variants.get(key)
            fits = type(value) is type(default) and (  # noqa: E721 (a bool is not an int here)
                isinstance(value, bool) or value in {v for _label, v in variant_rows.MORE_SECRETS})
            if default is not None and fits:
                self.variants[key] = value
                took = True
        return took

    def remembered_options(self) -> dict:
        """Each seat's Faction and every alternate rule's setting."""
        return {"factions": [s.faction for s in self.seats], "variants": dict(self.variants)}

    @property
    def bot_kinds(self) -> tuple[str, ...]:
        """The bots offered, DEFAULT_BOT first (the order the role button cycles through)."""
        return self._bot_kinds

    @bot_kinds.setter
    def bot_kinds(self, kinds) -> None:
        self._bot_kinds = tuple(sorted(kinds, key=lambda kind: kind != DEFAULT_BOT))

    # -- layout -----------------------------------------------------------------
    def rebuild(self) -> None:
        """The common widgets, moved into this screen's layout, plus Faction cards and the rule toggles."""
        self.deal_factions()
        super().rebuild()
        self.panel = Panel(SEATS_RECT, style="dark")
        self.rules_panel = Panel(RULES_RECT, style="dark")
        self.cards = []
        for i, (seat, colour, name, role, remove) in enumerate(self.rows):
            y = ROWS_TOP + i * ROW_H
            colour.rect.topleft = (SEATS_RECT.x + 70, y + 6)
            colour.label_size = 20
            name.rect = pygame.Rect(SEATS_RECT.x + 156, y + 6, 310, 56)
            role.rect = pygame.Rect(SEATS_RECT.x + 156, y + 80, 190, 56)
            role.text_size = 20
            remove.rect = pygame.Rect(SEATS_RECT.x + 356, y + 80, 110, 56)
            remove.text_size = 20
            self.cards.append(self.ui.add(FactionCard((CARD_X, y, CARD_W, ROW_H - 12), seat, self.cycle_faction,
                                                      hint=self._card_hint(), tooltip=self._card_tip())))
        self.add_button.rect = pygame.Rect(SEATS_RECT.x + 70, ROWS_TOP + len(self.rows) * ROW_H, 300, 56)
        self.variant_rows = variant_rows.build_rows(self.ui, self._rules_area(), self.variants, len(self.seats),
                                                    self.set_variant)

    @staticmethod
    def _rules_area() -> pygame.Rect:
        return pygame.Rect(RULES_RECT.x + PAD, RULES_RECT.y + 96, RULES_RECT.w - 2 * PAD, RULES_RECT.h - 116)

    def _all_taken(self) -> bool:
        return len(self.seats) >= len(FACTION_ORDER)

    def _card_hint(self) -> str:
        return "click to swap" if self._all_taken() else "click to change"

    def _card_tip(self) -> str:
        if self._all_taken():
            return ("Every Faction is in play. Click to swap Factions with the seat that has the next one "
                    "(right-click: the one before).")
        return "Click for the next Faction no one else plays (right-click: the one before)."

    # -- edits ------------------------------------------------------------------
    def deal_factions(self) -> None:
        """Give every seat without a Faction the first one no seat plays."""
        for seat in self.seats:
            if seat.faction is None:
                taken = {s.faction for s in self.seats}
                seat.faction = next(f for f in FACTION_ORDER if f not in taken)

    def cycle_faction(self, seat: VaultSeat, step: int = 1) -> None:
        """Give `seat` the next Faction no other seat plays; when every one is played, swap with the next."""
        holders = {s.faction: s for s in self.seats if s is not seat}
        index = FACTION_ORDER.index(seat.faction)
        for k in range(1, len(FACTION_ORDER)):
            candidate = FACTION_ORDER[(index + step * k) % len(FACTION_ORDER)]
            if candidate not in holders:
                seat.faction = candidate
                return
        other = holders[FACTION_ORDER[(index + step) % len(FACTION_ORDER)]]
        seat.faction, other.faction = other.faction, seat.faction

    def set_variant(self, key: str, value: Any) -> None:
        """Remember the player's choice for one alternate rule."""
        self.variants[key] = value

    # -- result -----------------------------------------------------------------
    def setup(self) -> dict:
        """The common setup plus each seat's Faction and the alternate rules switched on."""
        out = super().setup()
        for entry, seat in zip(out["seats"], self.seats):
            entry["faction"] = seat.faction
        out["variants"] = variant_rows.chosen(self.variants, len(self.seats))
        return out

    def problem(self) -> str | None:
        """The common checks, and that no two seats play one Faction."""
        factions = [s.faction for s in self.seats]
        if len(set(factions)) != len(factions):
            return "Two seats play the same Faction."
        return super().problem()

    # -- frame ------------------------------------------------------------------
    def draw_static(self, surface: pygame.Surface) -> None:
        """Both panels, the facts line, seat numbers, and the alternate rules' titles and notes."""
        self.panel.draw(surface)
        self.rules_panel.draw(surface)
        surface.blit(self.facts, self.facts.get_rect(midtop=(SEATS_RECT.centerx, SEATS_RECT.y + 20)))
        for i, (_seat, colour, *_rest) in enumerate(self.rows):
            number = render(str(i + 1), 30, theme.TEXT_DIM, "title")
            surface.blit(number, number.get_rect(center=(SEATS_RECT.x + PAD + 14, colour.rect.centery)))
        heading = render("Alternate rules", 30, theme.GOLD, "title")
        surface.blit(heading, heading.get_rect(midtop=(RULES_RECT.centerx, RULES_RECT.y + 18)))
        sub = render("Optional: mix and match as you like.", 20, theme.TEXT_DIM)
        surface.blit(sub, sub.get_rect(midtop=(RULES_RECT.centerx, RULES_RECT.y + 58)))
        variant_rows.draw_rows(surface, self.variant_rows, self._rules_area())
