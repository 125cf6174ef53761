"""A showcase table for the widget kit: cards, tokens, a log, the drag layer, dialogs, the curtain.

It doubles as the placeholder table under the pause menu in the tour, and as a reference
for game scenes: the drag layer here asks a tiny fake 'engine' what is legal, exactly as a
real table asks its rules module.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.kit import cards, theme
from scenes.kit.buttons import Button
from scenes.kit.cards import CardData, CardSprite
from scenes.kit.curtain import HandoffCurtain
from scenes.kit.dialog import Dialog
from scenes.kit.draw import bevel_frame, prepare, vertical_gradient
from scenes.kit.drag import DragLayer
from scenes.kit.fonts import render
from scenes.kit.log import LogPanel
from scenes.kit.panels import Panel
from scenes.kit.textinput import TextInput
from scenes.kit.tokens import Token, token_surface
from scenes.kit.widget import WidgetGroup
from scenes.stack import Scene

DEMO_CARDS = (
    CardData("flametongue", "Flametongue", "Add 2 to one fighter's d10 in this fight.", "Treasure", "3",
             footer="1 VP", flavour="The blade remembers every forge."),
    CardData("cellar_rats", "Cellar Rats", "Each player with no Fighter loses 1 Gold.", "Monster", "2"),
    CardData("lost_map", "Recover the Lost Map", "Gain 2 Rogues and 4 Gold.", "Quest", footer="10 VP"),
)
SPACES = ("Quill Alley", "The Yawning Door", "Market Steps", "Old Well", "Harbour Gate", "Mage Tower")
SPACE_W, SPACE_H = 240, 130


@lru_cache(maxsize=1)
def felt_table() -> pygame.Surface:
    surf = vertical_gradient((theme.CANVAS_W, theme.CANVAS_H), theme.FELT, theme.FELT_DARK).copy()
    bevel_frame(surf, surf.get_rect(), 28, theme.WOOD)
    return prepare(surf)


@lru_cache(maxsize=8)
def _space_surface(name: str) -> pygame.Surface:
    surf = pygame.Surface((SPACE_W, SPACE_H), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*theme.FELT_DARK, 255), surf.get_rect(), border_radius=12)
    pygame.draw.rect(surf, theme.PARCHMENT_DARK, surf.get_rect(), 2, border_radius=12)
    label = render(name, 20, theme.PARCHMENT, "bold")
    surf.blit(label, label.get_rect(midbottom=(SPACE_W // 2, SPACE_H - 10)))
    return prepare(surf)


class KitDemoScene(Scene):
    name = "kit_demo"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.ui = WidgetGroup()
        self._static: pygame.Surface | None = None
        self.cards = [CardSprite(card, (80 + i * 200, 120, *cards.MEDIUM), app=app,
                                 tooltip="Right-click to read it large") for i, card in enumerate(DEMO_CARDS)]
        self.cards.append(CardSprite(DEMO_CARDS[0], (680, 120, *cards.MEDIUM), face_up=False,
                                     tooltip="Another seat's card: always face down"))
        self.tokens = [Token((110 + i * 84, 470), 34, rgb, symbol, tooltip=f"{name} ({symbol})")
                       for i, (name, rgb, symbol) in enumerate(theme.SEAT_COLOURS)]
        self.log = LogPanel((1380, 60, 480, 760), title="Game log")
        self._build_board()
        self._build_controls()
        self.ui.watch(*self.tokens, *self.cards)
        for line, seat in (("Ana hires 2 Fighters at Quill Alley.", 0), ("Ben throws a d10: 7.", 1),
                           ("Cleo plays Flametongue: +2 to the fight.", 2),
                           ("The brawl ends: Ana keeps Quill Alley.", 0), ("Round 2 begins.", None),
                           ("Ben draws a card.", 1)):
            self._log(line, seat)

    def _log(self, line: str, seat: int | None) -> None:
        if seat is None:
            self.log.add(line)
        else:
            _name, rgb, symbol = theme.SEAT_COLOURS[seat]
            self.log.add(line, rgb, symbol)

    # -- the drag layer and its tiny stand-in engine ------------------------------
    def _build_board(self) -> None:
        self.occupied: dict[str, str] = {"Market Steps": "Cleo"}
        self.open_spaces = {"Quill Alley", "The Yawning Door", "Old Well", "Mage Tower", "Market Steps"}
        self.drag = DragLayer(self.app, self.try_drop, self.legal_targets)
        self.board = Panel((60, 560, 1280, 360), style="wood", title="The city")
        for i, space in enumerate(SPACES):
            x = 96 + (i % 3) * (SPACE_W + 24)
            y = 640 + (i // 3) * (SPACE_H + 20)
            self.drag.add_target(space, (x, y, SPACE_W, SPACE_H))
        for i in range(3):
            _name, rgb, symbol = theme.SEAT_COLOURS[0]
            self.drag.add_item(f"agent{i}", (900 + i * 100, 700, 76, 76), token_surface(rgb, symbol, 34),
                               tooltip="Drag onto a space")

    def legal_targets(self, item_id) -> set:
        return {s for s in self.open_spaces if s not in self.occupied}

    def try_drop(self, item_id, target_id) -> str | None:
        if target_id in self.occupied:
            return f"{target_id} already holds {self.occupied[target_id]}'s agent."
        if target_id not in self.open_spaces:
            return f"{target_id} is closed until the next round."
        self.occupied[target_id] = "Ana"
        self._static = None  # the space now shows Ana's agent
        self.drag.remove_item(item_id)  # the space now shows the agent, drawn from our state
        self._log(f"Ana sends an agent to {target_id}.", 0)
        return None

    # -- buttons -----------------------------------------------------------------
    def _build_controls(self) -> None:
        y = 960
        self.ui.add(Button((60, y, 260, 60), "Ask a question", self.ask, shortcut=pygame.K_a, text_size=24))
        self.ui.add(Button((340, y, 260, 60), "Pass the mouse", self.hand_off, shortcut=pygame.K_p, text_size=24))
        self.ui.add(Button((620, y, 220, 60), "Undo", None, enabled=False, text_size=24,
                           tooltip="Nothing to undo: the last move revealed a die."))
        self.name_input = self.ui.add(TextInput((860, y + 2, 300, 56), "Ana", placeholder="Seat name"))
        self.ui.add(Button((1380, y, 480, 60), "End turn", lambda: self._log("Ana ends her turn.", 0),
                           style="primary", shortcut=pygame.K_e, text_size=26))

    def ask(self) -> None:
        self.app.stack.push(Dialog(self.app, "Keep which card?", "You drew two cards. Keep one; the other goes "
                                   "to the bottom of the deck.",
                                   [("Flametongue", "flametongue"), ("Cellar Rats", "cellar_rats"), ("Cancel", None)],
                                   lambda v: v and self._log(f"Ana keeps {v.replace('_', ' ').title()}.", 0)))

    def hand_off(self) -> None:
        name = self.name_input.text.strip() or "Ana"
        _n, rgb, symbol = theme.SEAT_COLOURS[1]
        self.app.stack.push(HandoffCurtain(self.app, name, rgb, symbol,
                                           lambda: self._log(f"{name} looks at their hand.", 1)))

    # -- frame -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.drag.dragging is None \
                and self.ui.focused is None:
            from scenes.menu.pause import PauseMenu

            self.app.stack.push(PauseMenu(self.app))
            return True
        for thing in (self.drag, self.log, *self.cards):
            if thing.handle(event):
                return True
        return self.ui.handle(event)

    def update(self, dt: float) -> None:
        self.drag.update(dt)
        self.ui.update(dt)

    def static_layer(self) -> pygame.Surface:
        """Everything that only changes when the stand-in engine's state does."""
        if self._static is None:
            surf = felt_table().copy()
            self._draw_static(surf)
            self._static = prepare(surf)
        return self._static

    def _draw_static(self, surface: pygame.Surface) -> None:
        for card in self.cards:
            card.draw(surface)
        caption = render("Seat tokens: colour and symbol", 22, theme.PARCHMENT)
        surface.blit(caption, (80, 410))
        for token in self.tokens:
            token.draw(surface)
        self.board.draw(surface)
        for target in self.drag.targets.values():
            surface.blit(_space_surface(str(target.id)), target.rect)
            who = self.occupied.get(target.id)
            if who:
                tok = token_surface(theme.SEAT_COLOURS[0 if who == "Ana" else 2][1],
                                    theme.SEAT_COLOURS[0 if who == "Ana" else 2][2], 26)
                surface.blit(tok, tok.get_rect(center=(target.rect.centerx, target.rect.centery - 14)))
        pool = render("Your agents", 22, theme.PARCHMENT, "bold")
        surface.blit(pool, (900, 650))
        self.log.draw_background(surface)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.static_layer(), (0, 0))
        self.drag.draw(surface)
        self.log.draw(surface, background=False)
        self.ui.draw(surface)
