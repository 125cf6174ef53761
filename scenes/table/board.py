"""What a table with a question panel, a drag layer and flying pieces does alike around its own
gestures: Ctrl+Z and Esc, a click counted only when its press began on the table (not on a tray,
a zoom or a curtain above it), a drag let go wherever it ends, the log's wheel, the panel's and
the top bar's buttons first; their tooltips kept clear of the panel; their pieces moved on each
frame and drawn over the table's cached picture.

A table mixes PromptBoard in before TableScene and has `prompt` (an OptionPanel), `drag` (a
DragLayer), `flyers` (Flyers) and `layer` (its cached picture, None to draw it again), and answers
`zoom_at(pos)` (a right-click) and `click_at(pos)` (a click): `handle` does the rest
(`handle_board(event)` is its shared part: True or False is the answer, None leaves the event
to the table's own gestures). `show_waiting` is the panel's word while the seat to act is a bot
or a person who has not taken the screen (every table's, with or without PromptBoard)."""
from __future__ import annotations

import pygame


def show_waiting(prompt, driver, who: int, name: str, question: str = "", waiting: str = "") -> bool:
    """Shows on `prompt` that seat `who` (called `name`) is a bot thinking, its `question` under
    it, or a person the screen still has to come to ("Waiting for Name" + `waiting`); False when
    the person to act holds the screen (the table then asks its question)."""
    if driver.is_bot(who):
        prompt.show(f"{name} (bot) is thinking..." + (f"\n{question}" if question else ""), [])
        return True
    if driver.human_to_act() is None:
        prompt.show(f"Waiting for {name}{waiting}.", [])
        return True
    return False


class PromptBoard:
    pressed = False  # the left button went down on this table (not on a tray or a zoom above it)

    def widget_groups(self) -> list:
        return [self.prompt.ui, self.ui]

    def keep_clear(self) -> list:
        return super().keep_clear() + [self.prompt.rect]

    def escape(self) -> None:
        """Esc with nothing held: the pause menu (a table may first call off a half-made choice)."""
        self.open_menu()

    def handle_board(self, event: pygame.event.Event) -> bool | None:
        self.pointer_event(event)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if event.key == pygame.K_ESCAPE and self.drag.dragging is None:
                self.escape()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if not self.pressed:
                return True  # its press closed a zoom, a tray or a curtain: not a click here
            self.pressed = False
            if self.drag.dragging is not None:
                return self.drag.handle(event)
        if self.log.handle(event):
            self.layer = None  # the log scrolled: it is part of the cached picture
            return True
        if self.prompt.handle(event) or self.ui.handle(event):
            return True
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        """The shared handling first; then a right-click looks closer (`zoom_at`), a drag goes to
        the drag layer, and a click is the table's (`click_at`)."""
        shared = self.handle_board(event)
        if shared is not None:
            return shared
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            return self.zoom_at(event.pos)
        if self.drag.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.click_at(event.pos)
        return False

    def update_board(self, dt: float) -> None:
        """The match moves on (TableScene.drive), then what moves by itself."""
        self.drive(dt)
        self.flyers.update(dt)
        self.drag.update(dt)
        self.prompt.update(dt)
        self.ui.update(dt)
        self.log.update(dt)

    def draw_under(self, surface: pygame.Surface) -> None:
        """The table's cached picture (`_bake()` draws it again once `layer` is None), then the
        rings on what the person may use now (`_draw_lit`)."""
        if self.layer is None:
            self.layer = self._bake()
        surface.blit(self.layer, (0, 0))
        self._draw_lit(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        """Over the table's picture and its pieces: the panel's buttons, what flies, the top bar's
        buttons and the one tooltip."""
        self.prompt.draw_buttons(surface)
        self.flyers.draw(surface)
        self.ui.draw(surface)
        self.draw_tips(surface)

    def pause(self) -> None:
        super().pause()
        self.pressed = False
