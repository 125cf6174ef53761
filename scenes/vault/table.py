"""The Vault of Dragons table: the board, the seats, and everything a player does by mouse.

The scene never decides a rule. It shows the view of the seat holding the screen, offers the
engine's legal actions as drags, clicks and buttons, hands a choice to the MatchDriver, and
animates what changed.
"""
from __future__ import annotations

import pygame

from game.core.match import Match
from game.core.protocol import CHANCE
from game.vault import actions as A
from game.vault import board
from scenes.dice.tray import caption
from scenes.kit import theme
from scenes.kit.anim import Flyers, Glide
from scenes.kit.cards import CardSprite
from scenes.kit.drag import DragLayer
from scenes.kit.hotspot import Hotspot
from scenes.kit.hand_strip import HandStrip
from scenes.kit.options import OptionPanel
from scenes.kit.panels import panel_surface
from scenes.kit.zoom import open_zoom
from scenes.table.scene import TableScene
from scenes.vault import art, large_look, layout, motion
from scenes.vault.board_layer import build_layer, door_marks
from scenes.vault.fight_panel import fight_surface
from scenes.vault.force_picker import ForcePicker
from scenes.vault.gestures import Gestures
from scenes.vault.prompt import Prompting
from scenes.vault.sounds import SOUNDS
from scenes.vault.tips import Tips
from scenes.vault.words import card_name, places_of

PHASES = {"setup": "Setting up", "actions": "Actions", "rewards": "Take Rewards", "rumors": "Pursue Rumors",
          "refresh": "Refresh", "over": "Game over"}
ROLL_TITLES = {"fight_roll": "Fight!", "reroll": "Re-roll", "crit": "Critical Hit!", "casualties": "Casualty dice",
               "initiative": "Initiative", "card_cd": "Casualty dice", "watch": "The City Watch"}
LINGER_SECONDS = 2.0


def roll_result(kinds, values) -> str:
    """'d10 7 · d4 2 · 1 skull': each die on its own (Vault never adds dice together)."""
    parts = [caption(k, v) for k, v in zip(kinds, values)]
    return "   ".join(parts)


class VaultTable(Gestures, Prompting, Tips, TableScene):
    name = "vault_table"
    game = "vault"
    secrets = True
    LOG_RECT = layout.LOG
    LOG_TEXT = 20
    ROLL_TITLES = ROLL_TITLES
    SOUNDS = SOUNDS
    UNDO_TIP = "Take back your last choice (Ctrl+Z), back to the last roll, draw or reveal"
    OWN_VIEW = ("seat", "hire_prices", "hire_costs")  # told to each seat about itself: no secret

    def __init__(self, app, *, setup: dict | None = None, seed: int | None = None,
                 match: Match | None = None) -> None:
        super().__init__(app, setup=setup, seed=seed, match=match)
        self.prompt = OptionPanel(layout.PROMPT, columns=2, row_h=46)
        self.popup: OptionPanel | None = None
        self.picker: ForcePicker | None = None
        self.picker_kind = ""
        self.flyers = Flyers()
        self.drag = DragLayer(app, self.try_drop, self.legal_targets, on_click=self.click_group)
        self.initiative = Glide(self._initiative_spot(self.match.view(-1)["initiative"]))  # the public view
        self.watch_glides: list[Glide] = []
        self.hand: list[CardSprite] = []
        self.stage_cards: list[CardSprite] = []
        self.keep_stage = None  # the kit's PickStage while the person holding the screen keeps cards
        self.hotspots: list[Hotspot] = []
        self.drawn_hands: set[int] = set()  # seats whose card faces were drawn in the last frame
        self.view: dict | None = None
        self.legal: list = []
        self.layer: pygame.Surface | None = None
        self.linger: list | None = None  # [view, seconds left]: a finished fight still on show
        self.pressed = False  # the left button went down on this table (not on a tray or zoom above it)
        self.open()

    # -- the engine side ---------------------------------------------------------------------------
    def refresh(self, *, animate: bool = True, events=()) -> None:
        """Read the position again: view, legal actions, board picture, drag items, prompt."""
        old = self.view
        viewer = self.eye if self.eye is not None else -1  # nobody holds the screen: public view only
        self.view = self.match.view(viewer)
        self.acting = self.driver.to_act  # whose turn the banner says: as of this reading, not the match's latest
        actor = self.driver.human_to_act()
        self.legal = self.match.legal_actions() if actor is not None else []
        if animate:
            motion.animate(self.flyers, old, self.view, self.styles, events)
        if old is not None and old.get("fight") and not self.view.get("fight"):
            self.linger = [dict(old, decision=None), LINGER_SECONDS]  # the fight's last picture stays up a moment
        elif self.view.get("fight"):
            self.linger = None
        self.initiative.go(self._initiative_spot(self.view["initiative"]))
        self._watch_tokens(animate)
        self.layer = None
        self._drag_items(actor)
        self._hand_cards()
        self._stage_cards()
        self.keep_stage = self._keep_stage()
        self._hotspots()
        self.close_popups()
        self._prompt()
        self._top_bar_state()

    def reread(self) -> None:
        self.refresh(animate=False)

    def on_events(self, seat, action, events) -> None:
        self.last_events = list(events)
        self.tell(events)
        if seat != CHANCE:
            self.linger = None  # someone decides: a finished fight's picture does not stay over it
        self.refresh(events=events)

    def presenting(self) -> bool:
        """Still showing what happened: the shell's story, Followers in flight, a fight's end."""
        return super().presenting() or self.flyers.busy or self.linger is not None

    def roll_result(self, kinds, values) -> str:
        return roll_result(kinds, values)

    def end_scene(self):
        from scenes.vault.winner import VaultWinnerScene

        return VaultWinnerScene(self.app, self.match)

    # -- layout pieces -----------------------------------------------------------------------------
    def _initiative_spot(self, seat: int) -> tuple[int, int]:
        rect = layout.seat_rect(seat)
        return rect.x + 38, rect.y + 68

    def _watch_tokens(self, animate: bool) -> None:
        spots = self._watch_spots()
        while len(self.watch_glides) < len(spots):
            self.watch_glides.append(Glide(spots[len(self.watch_glides)], 0.9))
        del self.watch_glides[len(spots):]
        for glide, spot in zip(self.watch_glides, spots):
            glide.go(spot) if animate else glide.jump(spot)

    def _watch_spots(self) -> list[tuple[int, int]]:
        seen: dict[str, int] = {}
        out = []
        for w in self.view["watch"]:
            k = seen.get(w["place"], 0)
            seen[w["place"]] = k + 1
            out.append(layout.watch_spot(w["place"], k) if board.is_slot(w["place"]) else layout.BOARD.center)
        return out

    # -- dragging Followers --------------------------------------------------------------------------
    # -- the Portal doors ------------------------------------------------------------------------------
    # -- clicking places ---------------------------------------------------------------------------------
    # -- hiring ---------------------------------------------------------------------------------------
    # -- popups -----------------------------------------------------------------------------------------
    # -- the prompt ------------------------------------------------------------------------------------
    # -- cards --------------------------------------------------------------------------------------------
    def _hand_cards(self) -> None:
        """The kit's hand strip: the cards of the seat holding the screen, face up (the other
        seats' counts are on their panels)."""
        eye = self.eye
        own = None
        if eye is not None:
            player = self.view["players"][eye]
            own = [art.card_data(c) for c in list(player.get("treasure", [])) + list(player.get("magic", []))]
        self.hand_strip = HandStrip(layout.HAND, own, card_size=layout.HAND_CARD, app=self.app,
                                    lit={a.card for a in self.legal if isinstance(a, A.PlayCard)},
                                    tips=lambda c: f"{c.name}: {c.text}\nClick to play it; right-click to look closer.")
        self.hand = self.hand_strip.sprites
        for sprite in self.hand:
            sprite.owner = eye

    def _stage_cards(self) -> None:
        """Cards laid out for everyone: the Pursue Rumors deal (cards to keep: the keep stage)."""
        self.stage_cards = []
        cards = list(self.view.get("dealt") or [])
        if not cards or self.view.get("fight"):
            return
        w, h = 180, 252
        total = len(cards) * (w + 20) - 20
        x = layout.STAGE.centerx - total // 2
        for i, card in enumerate(cards):
            sprite = CardSprite(art.card_data(card), (x + i * (w + 20), layout.STAGE.y + 150, w, h), app=self.app,
                                tooltip=f"{card_name(card)}: {art.card_data(card).text}")
            if any(isinstance(a, A.Pick) and a.card == card for a in self.legal):
                sprite.highlight = theme.LEGAL
            self.stage_cards.append(sprite)

    # -- tooltips ------------------------------------------------------------------------------------------
    def widget_groups(self) -> list:
        """The pop-up's and the picker's buttons first, then the question's, then the table's."""
        return [panel.ui for panel in (self.popup, self.picker) if panel is not None] + [self.prompt.ui, self.ui]

    def keep_clear(self) -> list:
        """The buttons, the question panel, and an open pop-up or picker."""
        clear = super().keep_clear() + [self.prompt.rect]
        return clear + [panel.rect for panel in (self.popup, self.picker) if panel is not None]

    # -- input ---------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        self.pointer_event(event)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if event.key == pygame.K_ESCAPE:
                if self.popup is not None or self.picker is not None:
                    self.cancel_picker()
                elif self.drag.dragging is None:
                    self.open_menu()
                    return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if not self.pressed:
                return True  # its press closed a dice tray or a card zoom: not a click here
            self.pressed = False
            if self.drag.dragging is not None:  # a drag ends where it is let go, over a panel too (else
                return self.drag.handle(event)  # the group stuck to the pointer and ate the next Esc)
        if self.popup is not None:
            if self.popup.handle(event):
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and not self.popup.rect.collidepoint(event.pos):
                self.close_popups()
                return True
        if self.picker is not None and self.picker.handle(event):
            return True
        if self.keep_stage is not None and self.keep_stage.handle(event):
            return True
        if self.log.handle(event):
            self.layer = None  # the log scrolled: it is part of the cached picture
            return True
        if self.prompt.handle(event) or self.ui.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.ui.tooltips.hide()  # the large look opens over a picture without the hover tip
            for sprite in reversed((*self.hand, *self.stage_cards)):  # the card drawn on top first
                if sprite.handle(event):
                    return True
            shown = large_look.picture_at(self.view, event.pos)
            if shown is not None:
                return open_zoom(self.app, shown[0], shown[1], self.ui.tooltips)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for sprite in reversed((*self.hand, *self.stage_cards)):
                if sprite.contains(event.pos):
                    self.click_card(sprite.card.id)
                    return True
        if self.drag.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.linger is not None and layout.STAGE.collidepoint(event.pos):
                self.linger = None
                return True
            return self.click_board(event.pos)
        return False

    # -- time --------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.drive(dt)
        self.flyers.update(dt)
        if self.linger is not None:
            self.linger[1] -= dt
            if self.linger[1] <= 0:
                self.linger = None
        self.initiative.update(dt)
        for glide in self.watch_glides:
            glide.update(dt)
        self.drag.update(dt)
        self.prompt.update(dt)
        self.ui.update(dt)
        self.log.update(dt)
        if self.popup:
            self.popup.update(dt)
        if self.picker:
            self.picker.update(dt)
        if self.keep_stage is not None:
            self.keep_stage.update(dt)

    def animating(self) -> bool:
        """Flights, glides, a lingering fight, a held or springing group, pulsing lit places, and
        panels whose buttons or notes change by themselves (TableScene.moving)."""
        panels = [p for p in (self.prompt, self.popup, self.picker) if p is not None]
        return (self.flyers.busy or self.linger is not None or self.initiative.moving
                or any(glide.moving for glide in self.watch_glides)
                or bool(self.drag.springs) or self.drag.dragging is not None
                or any(panel.ui.moving() for panel in panels)
                or (self.keep_stage is not None and self.keep_stage.note.showing))

    def pause(self) -> None:
        super().pause()
        self.pressed = False

    # -- drawing -------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.layer is None:
            self.layer = self._bake()
        surface.blit(self.layer, (0, 0))
        self._draw_lit_places(surface)
        for surf, pos in door_marks(self.view, self.styles):
            surface.blit(surf, pos)
        for glide, w in zip(self.watch_glides, self.view["watch"]):
            token = art.watch_token(w["regrouping"], 44)
            surface.blit(token, token.get_rect(center=(round(glide.pos[0]), round(glide.pos[1]))))
        crown = art.icon("initiative", 30)
        surface.blit(crown, crown.get_rect(center=(round(self.initiative.pos[0]), round(self.initiative.pos[1]))))
        self.drag.draw(surface)
        self._draw_stage(surface)
        if self.keep_stage is not None:
            self.keep_stage.draw(surface)
        self.prompt.draw_buttons(surface)
        self.flyers.draw(surface)
        if self.picker is not None:
            self.picker.draw(surface)
        if self.popup is not None:
            self.popup.draw(surface)
        self.ui.draw(surface)
        self.draw_tips(surface)

    def _bake(self) -> pygame.Surface:
        """Everything that stays put until the position changes, drawn once into one picture:
        the board, the seat panels, the top bar, the question, the hand and the log. A frame is
        then one opaque blit plus what moves."""
        actor = self.acting if isinstance(self.acting, int) else None
        layer = build_layer(self.view, self.styles, skip_seat=self.drag_seat, acting=actor)
        self._draw_top_bar(layer)
        self.prompt.draw_frame(layer)
        self._draw_hand(layer)
        self.log.draw(layer)
        return layer

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        view = self.view
        phase = f"Round {view['round']}  \u2022  {PHASES.get(view['phase'], view['phase'])}"
        self.draw_turn_bar(surface, layout.TOP_BAR.size, phase, doing="to decide" if view.get("decision") else "to play")

    def _draw_lit_places(self, surface: pygame.Surface) -> None:
        lit = self.hire_targets() if self.picker_kind == "hire" else set()
        if self.view.get("decision") and self.driver.human_to_act() is not None:
            lit |= {p for a in self.legal for p in places_of(a)}
        for place in lit:
            if place == board.YP or board.is_slot(place):
                rect = layout.place_rect(place)
                pygame.draw.rect(surface, theme.LEGAL, rect, 5, border_radius=12)
        decision = self.view.get("decision") or {}
        where = decision.get("data", {}).get("place") if decision.get("kind") == "casualties" else None
        if isinstance(where, str) and (where == board.YP or board.is_slot(where)):
            pygame.draw.rect(surface, theme.DANGER, layout.place_rect(where), 6, border_radius=12)

    def _draw_stage(self, surface: pygame.Surface) -> None:
        if self.keep_stage is not None:
            return  # the keep stage covers the stage: nothing under it need be drawn
        shown = self.view if self.view.get("fight") else (self.linger[0] if self.linger else None)
        if shown is not None:
            panel = fight_surface(shown, self.styles, layout.STAGE.size)
            surface.blit(panel, (layout.STAGE.x - 12, layout.STAGE.y))
            return
        if self.stage_cards:
            title = "Pursue Rumors: the cards on offer"
            plate = panel_surface((layout.STAGE.w, 460), "dark", title)
            surface.blit(plate, (layout.STAGE.x, layout.STAGE.y + 60))
            for sprite in self.stage_cards:
                sprite.draw(surface)

    def _draw_hand(self, surface: pygame.Surface) -> None:
        self.hand_strip.draw(surface)
        self.drawn_hands = {sprite.owner for sprite in self.hand}
