"""What every menu screen shares: the tavern backdrop, a heading, a widget group, Esc = back."""
from __future__ import annotations

import pygame

from scenes.kit import theme
from scenes.kit.buttons import Button
from scenes.kit.draw import prepare
from scenes.kit.widget import WidgetGroup
from scenes.menu.backdrop import backdrop, heading
from scenes.stack import Scene

BACK_RECT = (60, theme.CANVAS_H - 130, 240, 64)


class MenuScene(Scene):
    """A full-screen menu. Subclasses add widgets to self.ui and may override draw_content."""

    variant = "plain"
    title = ""
    #: Keep the composed static layer on disk between runs (for screens whose static
    #: layer depends on nothing but code, such as the title: it makes start-up fast).
    keep_on_disk = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.ui = WidgetGroup()
        self._static: pygame.Surface | None = None

    def invalidate(self) -> None:
        """Redraw the static layer at the next frame (after a layout change)."""
        self._static = None

    def static_layer(self) -> pygame.Surface:
        """Backdrop, heading and draw_static() composed once into one opaque surface."""
        if self._static is None:
            if self.keep_on_disk:
                from scenes.kit import disk_cache

                size = (theme.CANVAS_W, theme.CANVAS_H)
                self._static = disk_cache.cached_surface(f"menu-{self.name}", size, self._compose_static,
                                                         disk_cache.drawing_sources(), convert=False)
            else:
                self._static = self._compose_static()
        return self._static

    def _compose_static(self) -> pygame.Surface:
        surf = backdrop(self.variant).copy()
        if self.title:
            head = heading(self.title)
            surf.blit(head, head.get_rect(midtop=(theme.CANVAS_W // 2, 44)))
        self.draw_static(surf)
        return prepare(surf)

    def pause(self) -> None:
        self.ui.reset_pointer()  # no button stays lit under the scene that covers this one

    def add_back_button(self, label: str = "Back") -> Button:
        return self.ui.add(Button(BACK_RECT, label, self.back, shortcut=pygame.K_ESCAPE, style="quiet"))

    def back(self) -> None:
        """Leave this screen: pop, or go to the app's first screen (the title) when it is the only
        scene (the app hands that screen in: the menus' base does not import the title built on it)."""
        if len(self.app.stack) > 1:
            self.app.stack.pop()
        else:
            self.app.stack.replace(self.app.home_scene())

    def handle(self, event: pygame.event.Event) -> bool:
        if self.ui.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def update(self, dt: float) -> None:
        if self._static is not None:
            self._static = prepare(self._static)  # a layer read from disk: to display format, once
        self.ui.update(dt)

    def draw_static(self, surface: pygame.Surface) -> None:
        """Draw what does not change (panels, labels) onto the cached static layer."""

    def draw_content(self, surface: pygame.Surface) -> None:
        """Draw what changes, between the static layer and the widgets."""

    def moving(self) -> bool:
        """A menu moves only through its widgets (a screen with animations of its own says so)."""
        return self.ui.moving()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.static_layer(), (0, 0))
        self.draw_content(surface)
        self.ui.draw(surface)


def push_dice_roller(app) -> None:
    """Open the Dice roller on top of the current screen (imported late: it brings pymunk)."""
    from scenes.dice.roller import DiceRollerScene

    app.stack.push(DiceRollerScene(app))
