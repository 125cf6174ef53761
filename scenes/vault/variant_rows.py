"""The alternate rules (VD-ALT-*) as rows: a title, a switch (or a choice) and one line on what it does."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from game.vault.setup import FEWER_LOCATIONS_MAX_SEATS, VARIANT_NOTES, VARIANT_TITLES, VARIANTS
from scenes.kit import theme
from scenes.kit.choice import Choice
from scenes.kit.fonts import render
from scenes.kit.text import text_height, wrap_surface
from scenes.kit.toggle import Toggle
from scenes.kit.widget import Widget

MORE_SECRETS = (("Standard 3", 0), ("4", 4), ("5", 5))  # label, engine value
TITLE_SIZE, NOTE_SIZE = 22, 20
CONTROL_H = 40
NOTE_GAP = 2
TOGGLE_W, CHOICE_W = 140, 420
ROW_GAP = 12


@dataclass
class VariantRow:
    """One alternate rule on screen: where its row starts and the control that sets it."""

    key: str
    top: int
    control: Widget


def default_values() -> dict[str, Any]:
    """Every alternate rule switched off (More Secrets at the standard 3, engine value 0)."""
    return {key: 0 if kind is int else False for key, kind in VARIANTS.items()}


def blocked(key: str, seats: int) -> str:
    """Why `key` can't be used with `seats` players, or '' when it can."""
    if key == "fewer_locations" and seats > FEWER_LOCATIONS_MAX_SEATS:
        return f"Fewer Locations is only for 2 or 3 players: {seats} players need every Location."
    return ""


def chosen(values: dict[str, Any], seats: int) -> dict[str, Any]:
    """The variants for the engine: only those switched on and allowed with `seats` players."""
    return {key: value for key, value in values.items() if value and not blocked(key, seats)}


def row_height(key: str, width: int) -> int:
    """The height of one row (control line, note, gap) in a column `width` pixels wide."""
    return CONTROL_H + NOTE_GAP + text_height(VARIANT_NOTES[key], width, NOTE_SIZE) + ROW_GAP


def _control(key: str, rect: pygame.Rect, y: int, values: dict, seats: int,
             on_change: Callable[[str, Any], None]) -> Widget:
    setter = lambda value, k=key: on_change(k, value)  # noqa: E731
    if VARIANTS[key] is int:
        return Choice((rect.right - CHOICE_W, y, CHOICE_W, CONTROL_H), MORE_SECRETS, values[key], setter,
                      text_size=NOTE_SIZE, tooltip="How many Secrets it takes to open the Vault.")
    reason = blocked(key, seats)
    toggle = Toggle((rect.right - TOGGLE_W, y, TOGGLE_W, CONTROL_H), bool(values[key]) and not reason, setter,
                    tooltip=reason)
    toggle.enabled = not reason
    return toggle


def build_rows(ui, rect: pygame.Rect, values: dict, seats: int,
               on_change: Callable[[str, Any], None]) -> list[VariantRow]:
    """Add a control per alternate rule to `ui`, stacked down `rect`; on_change(key, value) on each change."""
    rows, y = [], rect.y
    for key in VARIANTS:
        rows.append(VariantRow(key, y, ui.add(_control(key, rect, y, values, seats, on_change))))
        y += row_height(key, rect.w)
    return rows


def draw_rows(surface: pygame.Surface, rows: list[VariantRow], rect: pygame.Rect) -> None:
    """The titles and notes of `rows` (the controls draw themselves)."""
    for row in rows:
        dim = not row.control.enabled
        title = render(VARIANT_TITLES[row.key], TITLE_SIZE, theme.TEXT_DIM if dim else theme.TEXT, "bold")
        surface.blit(title, title.get_rect(midleft=(rect.x, row.top + CONTROL_H // 2)))
        note = wrap_surface(VARIANT_NOTES[row.key], rect.w, NOTE_SIZE, theme.TEXT_DIM)
        surface.blit(note, (rect.x, row.top + CONTROL_H + NOTE_GAP))
