"""Buttons: hover, pressed and disabled looks, a keyboard shortcut and a tooltip."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pygame

from scenes.kit import theme
from scenes.kit.draw import darken, lighten, prepare, rounded_gradient
from scenes.kit.fonts import LEAST_DECISION_PX, decoration, render
from scenes.kit.text import fit
from scenes.kit.widget import Widget

# style: (fill top, fill bottom, edge, text)
STYLES = {
    "normal": ((122, 80, 48), (74, 46, 27), (190, 150, 90), theme.PARCHMENT),
    "primary": ((240, 200, 96), (196, 142, 44), (255, 232, 160), theme.INK),
    "danger": ((184, 72, 60), (122, 40, 34), (236, 150, 130), theme.PARCHMENT),
    "quiet": ((64, 56, 70), (44, 38, 50), (120, 104, 120), theme.TEXT),
}
STATES = ("idle", "hover", "pressed", "disabled")
KEY_NAMES = {"return": "Enter", "escape": "Esc", "space": "Space", "backspace": "Bksp",
             "delete": "Del", "tab": "Tab"}


def key_label(key: int | None) -> str:
    """A short readable name for a key code ('N', 'Esc', 'F1')."""
    if key is None:
        return ""
    name = pygame.key.name(key)
    return KEY_NAMES.get(name, name.upper() if len(name) <= 3 else name.title())


@lru_cache(maxsize=1024)
def button_surface(size: tuple[int, int], label: str, style: str, state: str, text_size: int,
                   hint: str) -> pygame.Surface:
    """One look of a button (cached per size, label, style and state)."""
    top, bottom, edge, ink = STYLES[style]
    if state == "hover":
        top, bottom, edge = lighten(top, 0.14), lighten(bottom, 0.12), lighten(edge, 0.3)
    elif state == "pressed":
        top, bottom = darken(bottom, 0.1), darken(top, 0.15)
    elif state == "disabled":
        top, bottom, edge, ink = (70, 64, 66), (54, 50, 52), (96, 90, 90), (140, 132, 124)
    w, h = size
    radius = min(14, h // 3)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    face_rect = pygame.Rect(0, 0, w, h - 4)
    # A darker lip below the face reads as a raised, pressable thing.
    pygame.draw.rect(surf, darken(bottom, 0.45), face_rect.move(0, 4), border_radius=radius)
    offset = 3 if state == "pressed" else 0
    face = rounded_gradient(face_rect.size, top, bottom, radius)
    surf.blit(face, (0, offset))
    pygame.draw.rect(surf, edge, face_rect.move(0, offset), 2, border_radius=radius)
    if state == "hover":
        pygame.draw.rect(surf, (*theme.HILITE, 200), face_rect.move(0, offset).inflate(-6, -6), 2,
                         border_radius=max(2, radius - 3))
    room = w - 16 - (len(hint) * text_size // 2 + 40 if hint else 0)
    text_size = max(text_size, LEAST_DECISION_PX)  # a button's words are always read to decide
    text = render(label, text_size, ink, "bold")
    while text.get_width() > room and text_size > LEAST_DECISION_PX:  # long labels shrink to fit, never spill
        text_size -= 1
        text = render(label, text_size, ink, "bold")
    if text.get_width() > room:  # still too long at the least size: plain letters are narrower, then '…'
        text = render(fit(label, room, text_size), text_size, ink)
    centre_x = w // 2
    if hint:
        with decoration():  # the keyboard shortcut on its keycap: the label says what the button does
            cap = render(hint, max(14, text_size * 3 // 5), ink, "bold")
        cap_rect = cap.get_rect(midright=(w - 14, (h - 4) // 2 + offset)).inflate(12, 6)
        pygame.draw.rect(surf, (*darken(bottom, 0.35), 150), cap_rect, border_radius=5)
        pygame.draw.rect(surf, (*ink[:3], 110), cap_rect, 1, border_radius=5)
        surf.blit(cap, cap.get_rect(center=cap_rect.center))
        centre_x = min(centre_x, cap_rect.left - 10 - text.get_width() // 2)
    surf.blit(text, text.get_rect(center=(centre_x, (h - 4) // 2 + offset)))
    return prepare(surf)


class Button(Widget):
    """A push button.

    on_click() runs on mouse release over the button or on its shortcut key, never while
    disabled. `tooltip` shows on hover (also when disabled: say why it is off).
    """

    def __init__(self, rect, label: str, on_click: Callable[[], None] | None = None, *,
                 shortcut: int | None = None, tooltip: str = "", enabled: bool = True,
                 style: str = "normal", text_size: int = 28, show_shortcut: bool = True) -> None:
        super().__init__(rect, tooltip=tooltip, enabled=enabled)
        self.label = label
        self.on_click = on_click
        self.shortcut = shortcut
        self.style = style
        self.text_size = text_size
        self.show_shortcut = show_shortcut
        self.hovered = False
        self.pressed = False

    @property
    def state(self) -> str:
        if not self.enabled:
            return "disabled"
        if self.pressed and self.hovered:
            return "pressed"
        return "hover" if self.hovered else "idle"

    def click(self) -> None:
        """Fire the button as if clicked (does nothing when disabled)."""
        if self.enabled and self.visible and self.on_click is not None:
            self.on_click()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.contains(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.contains(event.pos):
            self.hovered = True
            self.pressed = self.enabled
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was_pressed, self.pressed = self.pressed, False
            if was_pressed and self.contains(event.pos):
                self.click()
                return True
            return was_pressed or self.contains(event.pos)
        if (event.type == pygame.KEYDOWN and self.shortcut is not None and event.key == self.shortcut
                and self.enabled and self.visible):
            self.click()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        hint = key_label(self.shortcut) if self.show_shortcut else ""
        surface.blit(button_surface(self.rect.size, self.label, self.style, self.state,
                                    self.text_size, hint), self.rect)


def button_column(ui, entries, top: int, centerx: int, size: tuple[int, int], gap: int) -> dict[str, Button]:
    """A centred column of buttons, one per (label, action, shortcut, style), added to `ui`."""
    buttons: dict[str, Button] = {}
    y = top
    for label, action, key, style in entries:
        rect = pygame.Rect(0, y, *size)
        rect.centerx = centerx
        buttons[label] = ui.add(Button(rect, label, action, shortcut=key, style=style))
        y += size[1] + gap
    return buttons
