"""The still picture of the Dragonvault table: everything that stays put until the position
changes (the backdrop, the seats' plates, the play zone with the encounter or the cards laid out
to choose, the treasure pool, the deck and discard, the top bar, the hand with its dimmed and
grouped cards, the log), drawn once into one layer that each frame copies."""
from __future__ import annotations

import pygame

from game.core.words import tidy
from scenes.kit import theme
from scenes.kit.fonts import render
from scenes.kit.panels import panel_surface
from scenes.kit.text import fit, wrap_surface
from scenes.kit.tokens import token_surface
from scenes.table.chrome import top_bar, turn_banner
from scenes.dragonvault import answers, faces, layout, plates, words

PHASES = {"champions": "Choosing champions", "order": "Rolling for the first turn", "turn": "Turn",
          "over": "Game over"}


class BakedLayer:
    """Mixed into DragonvaultTable: it supplies view, acting, seat_count, styles, plates, stage,
    hand, lit, legal, counts, strip, prompt, log, match and draw_turn_bar."""

    def _bake(self) -> pygame.Surface:
        """Everything that stays put until the position changes, drawn once into one picture."""
        layer = faces.backdrop((theme.CANVAS_W, theme.CANVAS_H)).copy()
        view = self.view
        active = view.get("active", -1)
        deciding = self.acting if isinstance(self.acting, int) and self.acting != active else None
        for i, seat in enumerate(view.get("seats", ())):
            layer.blit(plates.plate_surface(seat, self.styles[i], i == active), self.plates[i])
            if i == deciding:  # a seat deciding on another seat's turn: ringed in its colour
                pygame.draw.rect(layer, self.styles[i].colour, self.plates[i].inflate(10, 10), 4, border_radius=16)
        self._draw_middle(layer)
        self._draw_piles(layer)
        self._draw_top_bar(layer)
        self.prompt.draw_frame(layer)
        self.strip.draw(layer)
        for sprite in self.hand:
            if sprite.card.id not in self.lit and self.legal:
                dim = pygame.Surface(sprite.rect.size, pygame.SRCALPHA)
                dim.fill((10, 8, 12, 120))
                layer.blit(dim, sprite.rect)
            count = self.counts.get(sprite.card.id, 1)
            if count > 1:
                self._draw_group(layer, sprite.rect, count)
        self.log.draw(layer)
        return layer

    @staticmethod
    def _draw_group(layer: pygame.Surface, rect: pygame.Rect, count: int) -> None:
        """Several copies of one card: a count badge on its corner."""
        said = render(f"\u00d7{count}", 30, theme.INK, "bold")
        badge = said.get_rect(center=(rect.right - 26, rect.bottom - 26)).inflate(18, 6)
        pygame.draw.rect(layer, theme.HILITE, badge, border_radius=badge.h // 2)
        pygame.draw.rect(layer, theme.INK, badge, 2, border_radius=badge.h // 2)
        layer.blit(said, said.get_rect(center=badge.center))

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        """The phase at the left; whose turn it is in that seat's colour; and, when another seat
        is deciding something on that turn (a response, a group encounter), who and what."""
        view = self.view
        phase = PHASES.get(view.get("phase", ""), view.get("phase", ""))
        if view.get("phase") == "turn":
            phase = f"Turn {view.get('turn', 0)}  \u2022  {view.get('deck_count', 0)} cards in the deck"
        active, who = view.get("active", -1), self.acting
        if not (isinstance(active, int) and 0 <= active < self.seat_count) or view.get("phase") != "turn":
            self.draw_turn_bar(surface, layout.TOP_BAR.size, phase, banner_x=760, chance="Rolling...")
            return
        surface.blit(top_bar(layout.TOP_BAR.size), (0, 0))
        said = render(phase, 26, theme.PARCHMENT, "bold")
        surface.blit(said, (24, 20))
        style = self.styles[active]
        banner = turn_banner(f"{style.name}'s turn" + (" (bot)" if style.bot else ""), style.colour, style.symbol)
        place = banner.get_rect(midleft=(max(560 if who == active else 0, 24 + said.get_width() + 30), 35))
        surface.blit(banner, place)
        if isinstance(who, int) and who != active:
            other = self.styles[who]
            kind = (self.match.view(who).get("question") or {}).get("kind", "")
            doing = {"respond": "may respond", "pay": "to pay", "absorb": "to take the damage",
                     "target": "to choose", "discard": "to discard"}.get(kind, "to decide")
            room = 1200 - place.right - 24
            words_ = render(fit(f"{other.name} {doing}", room - 40, 26, "bold"), 26, other.colour, "bold")
            token = token_surface(other.colour, other.symbol, 14)
            surface.blit(token, token.get_rect(midleft=(place.right + 20, 35)))
            surface.blit(words_, words_.get_rect(midleft=(place.right + 56, 35)))

    def _encounter_rect(self) -> pygame.Rect:
        w, h = layout.ENCOUNTER_CARD
        return pygame.Rect(layout.PLAY_ZONE.x + 14, layout.PLAY_ZONE.centery - h // 2, w, h)

    def _draw_middle(self, layer: pygame.Surface) -> None:
        zone, pool = layout.PLAY_ZONE, layout.POOL
        view = self.view
        layer.blit(panel_surface(zone.size, "dark"), zone)
        encounter = view.get("encounter")
        if self.stage:
            self._draw_stage(layer)
            return
        if encounter:
            self._draw_encounter(layer, encounter)
        else:
            said = render("Play zone", 30, theme.GOLD, "title")
            layer.blit(said, said.get_rect(center=(zone.centerx, zone.y + 40)))
            hint = wrap_surface("Drop actions and mercenaries here. Encounters are shown here as they are drawn.",
                                zone.w - 80, 22, theme.TEXT_DIM, "sans", "center")
            layer.blit(hint, hint.get_rect(center=(zone.centerx, zone.centery + 20)))
        layer.blit(panel_surface(pool.size, "dark"), pool)
        amount = view.get("pool", 0)
        title = render("Treasure pool", 30, theme.GOLD, "title")
        layer.blit(title, title.get_rect(midtop=(pool.centerx, pool.y + 16)))
        pile = faces.treasure_pile(amount, (220, 110)) if amount else None
        if pile is not None:
            layer.blit(pile, pile.get_rect(center=(pool.centerx, pool.centery + 10)))
        count = render(f"{amount} to spend this turn" if amount else "Empty: drag treasure here to pay",
                       24, theme.PARCHMENT if amount else theme.TEXT_DIM, "bold")
        layer.blit(count, count.get_rect(midbottom=(pool.centerx, pool.bottom - 18)))

    def _draw_encounter(self, layer: pygame.Surface, encounter: dict) -> None:
        zone = layout.PLAY_ZONE
        rect = self._encounter_rect()
        layer.blit(faces.card_face(encounter["card"], rect.size), rect)
        x = rect.right + 20
        width = zone.right - x - 16
        drawer, facing = encounter.get("drawer", -1), encounter.get("facing", -1)
        head = render(fit(words.name(encounter["card"]), width, 30, "title"), 30, theme.GOLD, "title")
        layer.blit(head, (x, zone.y + 16))
        lines = []
        if 0 <= drawer < self.seat_count:
            lines.append(f"Drawn by {self.styles[drawer].name}.")
        if 0 <= facing < self.seat_count and facing != drawer:
            lines.append(f"{self.styles[facing].name} faces it now.")
        elif 0 <= facing < self.seat_count:
            lines.append(f"{self.styles[facing].name} faces it.")
        lines.append(words.text(encounter["card"]))
        body = wrap_surface("\n".join(l for l in lines if l), width, 22, theme.TEXT)
        layer.blit(body, (x, zone.y + 60))

    def _draw_stage(self, layer: pygame.Surface) -> None:
        area = pygame.Rect(layout.PLAY_ZONE.x, layout.PLAY_ZONE.y, layout.POOL.right - layout.PLAY_ZONE.x,
                           layout.PLAY_ZONE.h)
        layer.blit(panel_surface(area.size, "dark"), area)
        question = self.view.get("question") or {}
        title = tidy(question.get("prompt") or "Choose a card")
        victim = answers.field(self.view, "victim")
        if question.get("kind") in ("loot", "steal") and isinstance(victim, int) and 0 <= victim < self.seat_count:
            title = f"{self.styles[victim].name}'s hand: take one card, face down"
        said = render(fit(title, area.w - 40, 26, "bold"), 26, theme.GOLD, "bold")
        layer.blit(said, said.get_rect(midtop=(area.centerx, area.y + 18)))
        for rect, card, _action, up in self.stage:
            layer.blit(faces.card_face(card, rect.size) if up else faces.card_back(rect.size), rect)

    def _draw_piles(self, layer: pygame.Surface) -> None:
        view = self.view
        pile = view.get("discard") or []
        deck = faces.card_back(layout.DECK.size) if view.get("deck_count", 0) else None
        top = faces.card_face(pile[-1], layout.DISCARD.size) if pile else None
        for rect, picture, label in ((layout.DECK, deck, f"Deck {view.get('deck_count', 0)}"),
                                     (layout.DISCARD, top, f"Discard {len(pile)}")):
            if picture is not None:
                layer.blit(picture, rect)
            else:
                pygame.draw.rect(layer, theme.PANEL_EDGE, rect, 2, border_radius=10)
            badge = render(label, 22, theme.PARCHMENT, "bold")
            box = badge.get_rect(midbottom=(rect.centerx, rect.bottom - 6)).inflate(12, 4)
            pygame.draw.rect(layer, (20, 16, 20), box, border_radius=8)
            layer.blit(badge, badge.get_rect(center=box.center))
