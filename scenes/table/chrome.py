"""What every game table shares around its board: the top bar, the turn banner in the acting
seat's colour, the autosave after every action, and the story so far for a resumed game."""
from __future__ import annotations

import copy

import pygame

from game.core.errors import TavernError
from scenes import save_writer
from scenes.kit import theme
from scenes.kit.fonts import render
from scenes.kit.tokens import token_surface

_BARS: dict = {}
_BANNERS: dict = {}


def top_bar(size: tuple[int, int]) -> pygame.Surface:
    """The dark strip across the top of a table (cached per size)."""
    if size not in _BARS:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill((20, 16, 20, 220))
        pygame.draw.line(surf, theme.PANEL_EDGE, (0, size[1] - 2), (size[0], size[1] - 2), 2)
        _BARS[size] = surf
    return _BARS[size]


def turn_banner(text: str, colour: tuple, symbol: str, size: int = 30) -> pygame.Surface:
    """A pill in the seat's colour with its token and `text` (cached)."""
    key = (text, colour, symbol, size)
    if key not in _BANNERS:
        label = render(text, size, theme.INK if sum(colour) > 380 else theme.TEXT, "bold")
        h = size + 24
        surf = pygame.Surface((label.get_width() + 3 * h // 2 + 10, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=h // 2)
        pygame.draw.rect(surf, theme.PARCHMENT, surf.get_rect(), 3, border_radius=h // 2)
        token = token_surface(colour, symbol, size * 3 // 5)
        surf.blit(token, token.get_rect(center=(h // 2 + 3, h // 2)))
        surf.blit(label, label.get_rect(midleft=(h + 2, h // 2)))
        if len(_BANNERS) > 64:
            _BANNERS.clear()
        _BANNERS[key] = surf
    return _BANNERS[key]


class Autosaver:
    """Saves the match to the autosave slot; a failure is told once, and play goes on."""

    def __init__(self, app) -> None:
        self.app = app
        self.failed = False

    def __call__(self, match) -> None:
        from scenes.menu.slots import AUTOSAVE, slot_path

        saves = save_writer.writer()
        try:
            saves.write(slot_path(AUTOSAVE), match.encoded())  # on disk now, or soon off the frame
        except (OSError, TavernError) as exc:
            self._failed(exc)
        for reason in saves.failures():
            self._failed(reason)

    def _failed(self, reason) -> None:
        if not self.failed:
            self.failed = True
            self.app.toasts.show(f"Autosave failed: {reason}", "error")


def story_so_far(match, limit: int, retell=None) -> list:
    """The last `limit` events of a match's log, replayed on a scratch state (for a resumed game);
    `retell(events, state)` may word each action's events as the live table did."""
    if not match.log:
        return []
    rules = match.rules
    state = rules.new_game(copy.deepcopy(match.setup))
    told = []
    for entry in match.log:
        events = rules.apply(state, entry.action)
        told += retell(events, state) if retell else events
    return told[-limit:]
