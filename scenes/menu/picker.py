"""The game picker: one tile per installed game, built from the engine's registry."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes import tables
from scenes.kit import theme
from scenes.kit.buttons import Button
from scenes.kit.draw import darken, prepare
from scenes.kit.fonts import render
from scenes.kit.panels import Panel, panel_surface
from scenes.kit.text import wrap_surface
from scenes.kit.widget import Widget
from scenes.menu.base import MenuScene, push_dice_roller
from scenes.menu.seats import SeatSetupScene
from scenes.menu.tags import badges, seats_text

TILE_W, TILE_H, GAP = 560, 300, 30
EMPTY_TEXT = "No games are installed yet. The Dice roller is ready."
EMPTY_NOTE = "Each game appears here as soon as its rules engine is in place."


@lru_cache(maxsize=32)
def _tile_surface(title: str, seats: str, tags: tuple[str, ...], blurb: str, hover: bool) -> pygame.Surface:
    surf = panel_surface((TILE_W, TILE_H), "parchment", "", 16).copy()
    if hover:
        pygame.draw.rect(surf, theme.HILITE, surf.get_rect(), 5, border_radius=16)
    name = render(title, 38, theme.WOOD_DARK, "title")
    surf.blit(name, (28, 22))
    x, y = 28, 22 + name.get_height() + 10
    for tag in (seats, *tags):
        label = render(tag, 19, theme.PARCHMENT, "bold")
        box = pygame.Rect(x, y, label.get_width() + 20, label.get_height() + 8)
        if box.right > TILE_W - 28:  # the badges wrap rather than run off the tile
            box.topleft = (28, box.bottom + 6)
        pygame.draw.rect(surf, darken(theme.WOOD, 0.1), box, border_radius=box.h // 2)
        surf.blit(label, label.get_rect(center=box.center))
        x, y = box.right + 8, box.y
    top = y + 50
    body = wrap_surface(blurb or "A dungeon game.", TILE_W - 56, 22, theme.INK)
    surf.blit(body, (28, top), area=pygame.Rect(0, 0, TILE_W - 56, TILE_H - top - 20))
    return prepare(surf)


class GameTile(Widget):
    """A clickable card for one game: title, seat count, badges and blurb."""

    def __init__(self, rect, info, on_pick) -> None:
        super().__init__(rect, tooltip=f"Set up the seats for {info.title}")
        self.info = info
        self.on_pick = on_pick
        self.hovered = False
        self.pressed = False
        self.baked = False  # the idle look is already in the scene's static layer

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.contains(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.contains(event.pos):
            self.pressed = True
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            self.pressed = False
            if self.contains(event.pos):
                self.on_pick(self.info)
            return True
        return False

    def draw(self, surface: pygame.Surface, *, baking: bool = False) -> None:
        if self.baked and not baking and not (self.hovered or self.pressed):
            return
        tile = _tile_surface(self.info.title, seats_text(self.info), tuple(badges(self.info)),
                             getattr(self.info, "blurb", ""), self.hovered)
        surface.blit(tile, self.rect.move(0, 3 if self.pressed else 0))


class GamePickerScene(MenuScene):
    """Choose a game. `games` overrides the registry (previews and tests)."""

    name = "picker"
    title = "Choose a game"

    def __init__(self, app, games=None) -> None:
        super().__init__(app)
        if games is None:
            from game import registry

            games = registry.games()
        self.games = list(games)
        self.add_back_button()
        self.tiles: list[GameTile] = []
        self.empty_panel: Panel | None = None
        if self.games:
            self._lay_out_tiles()
        else:
            self._lay_out_empty()

    def _lay_out_tiles(self) -> None:
        per_row = 3 if len(self.games) > 4 else 2
        rows = [self.games[i:i + per_row] for i in range(0, len(self.games), per_row)]
        y = 200
        for row in rows:
            width = len(row) * TILE_W + (len(row) - 1) * GAP
            x = (theme.CANVAS_W - width) // 2
            for info in row:
                self.tiles.append(self.ui.add(GameTile((x, y, TILE_W, TILE_H), info, self.pick)))
                x += TILE_W + GAP
            y += TILE_H + GAP

    def _lay_out_empty(self) -> None:
        self.empty_panel = Panel((0, 0, 900, 360), style="dark", title="Nothing to play yet")
        self.empty_panel.rect.center = (theme.CANVAS_W // 2, 470)
        self.empty_text = wrap_surface(EMPTY_TEXT, 780, 30, theme.TEXT, "sans", "center")
        self.empty_note = wrap_surface(EMPTY_NOTE, 760, 24, theme.TEXT_DIM, "sans", "center")
        rect = pygame.Rect(0, 0, 360, 64)
        rect.midbottom = (self.empty_panel.rect.centerx, self.empty_panel.rect.bottom - 36)
        self.ui.add(Button(rect, "Dice roller", self.dice_roller, shortcut=pygame.K_d, style="primary"))

    def pick(self, info) -> None:
        if getattr(info, "module", "") and not tables.has_table(info.id):
            self.app.toasts.show(f"The {info.title} table is still being built: its rules engine plays from "
                                 f"the command line (python -m game simulate {info.id}).", "info")
            return
        own = tables.setup_scene(self.app, info)
        self.app.stack.push(SeatSetupScene(self.app, info) if own is None else own)

    def dice_roller(self) -> None:
        push_dice_roller(self.app)

    def draw_static(self, surface: pygame.Surface) -> None:
        for tile in self.tiles:
            tile.draw(surface, baking=True)
            tile.baked = True
        if self.empty_panel is not None:
            self.empty_panel.draw(surface)
            surface.blit(self.empty_text, self.empty_text.get_rect(
                midtop=(self.empty_panel.rect.centerx, self.empty_panel.content.y + 24)))
            surface.blit(self.empty_note, self.empty_note.get_rect(
                midtop=(self.empty_panel.rect.centerx, self.empty_panel.content.y + 84)))
