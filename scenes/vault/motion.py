"""What moves on the table when the position changes: Followers walk between places (or drop
in from the supply, or fall), gains fly to the seat panels, Rumors grow old. Worked out from
the difference between two views, so every way a change can happen animates the same way."""
from __future__ import annotations

import pygame

from game.vault import board
from scenes.kit import theme
from scenes.kit.anim import Flyer, Flyers, rise_below
from scenes.kit.draw import outline_text
from scenes.vault import art, layout

STAGGER = 0.12
LOSS_RISE = 16  # px a loss rises: it stays in the Followers' band, off the Location's name and rules


def _centre(place: str) -> tuple[int, int]:
    return layout.followers_area(place).center if board.is_slot(place) or place == board.YP else layout.BOARD.center


def _panel_spot(seat: int, dx: int = 0) -> tuple[int, int]:
    rect = layout.seat_rect(seat)
    return rect.right - 120 + dx, rect.y + 24


def _fly(surf: pygame.Surface, start, end, duration: float, delay: float, rise: float) -> Flyer:
    """A flyer whose arc stays under the top bar (the round, phase and whose turn it is)."""
    ceiling = layout.TOP_BAR.bottom + surf.get_height() / 2
    return Flyer(surf, start, end, duration, delay, rise=rise_below(start[1], end[1], rise, ceiling))


def _words(text: str, colour=theme.HILITE, size: int = 26) -> pygame.Surface:
    return outline_text(text, size, colour, theme.INK, "bold", 2)


def followers(flyers: Flyers, old: dict, new: dict, styles) -> None:
    """Followers that left one place and arrived at another walk there; hired ones come from
    the seat panel; lost ones leave a skull behind."""
    for seat, style in enumerate(styles):
        before, after = old["followers"][seat], new["followers"][seat]
        places = set(before) | set(after)
        gone, came = [], []
        for place in sorted(places):
            a, b = before.get(place, [0, 0, 0]), after.get(place, [0, 0, 0])
            for k in range(3):
                if b[k] < a[k]:
                    gone.append((place, k, a[k] - b[k]))
                elif b[k] > a[k]:
                    came.append((place, k, b[k] - a[k]))
        n = 0
        for place, k, count in came:
            match = next((g for g in gone if g[1] == k and g[2] > 0), None)
            start = _centre(match[0]) if match else _panel_spot(seat, -300)
            if match:
                gone[gone.index(match)] = (match[0], k, match[2] - min(count, match[2]))
            force = tuple(count if i == k else 0 for i in range(3))
            surf = art.group_surface(force, style.colour, style.symbol, 30)
            flyers.add(_fly(surf, start, _centre(place), 0.6, n * STAGGER, rise=60))
            n += 1
        for place, k, count in gone:
            if count > 0 and new["phase"] != "over":
                flyers.float_text(_words(f"-{count} {('Fighter', 'Rogue', 'Wizard')[k]}", (240, 120, 110), 22),
                                  _centre(place), delay=n * STAGGER, height=LOSS_RISE)
                n += 1


def _sources(events) -> dict[int, tuple[int, int]]:
    """Where each seat's gains come from: the last place named in its events."""
    out = {}
    for event in events or ():
        data = event.data if isinstance(event.data, dict) else {}
        place, seat = data.get("place"), data.get("seat")
        if isinstance(seat, int) and isinstance(place, str) and (board.is_slot(place) or place == board.YP):
            out[seat] = layout.place_rect(place).center
    return out


def gains(flyers: Flyers, old: dict, new: dict, events=()) -> None:
    """Gold, Rumors and Secrets gained fly to the seat panel; Rumors growing old say so."""
    sources = _sources(events)
    for seat, (a, b) in enumerate(zip(old["players"], new["players"])):
        start = sources.get(seat, layout.UNDERMOUNTAIN.center if new.get("fight") else layout.PORTAL.center)
        n = 0
        for key, icon_name, label in (("gold", "gold", "gold"), ("secrets", "secret", "Secret")):
            delta = b[key] - a[key]
            if delta > 0:
                surf = _gain_surface(f"+{delta} {label}", icon_name)
                flyers.add(_fly(surf, start, _panel_spot(seat), 0.8, n * STAGGER, rise=80))
                n += 1
        new_rumors = b["rumors_new"] - a["rumors_new"]
        aged = a["rumors_new"] > 0 and b["rumors_new"] == 0 and b["rumors_old"] == a["rumors_new"]
        if new_rumors > 0:
            surf = _gain_surface(f"+{new_rumors} Rumor{'s' if new_rumors > 1 else ''}", "rumor")
            flyers.add(_fly(surf, start, _panel_spot(seat), 0.8, n * STAGGER, rise=80))
        elif aged:
            rect = layout.seat_rect(seat)
            flyers.float_text(_words("Rumors grow old", (214, 170, 120), 20), (rect.centerx - 60, rect.bottom - 14),
                              height=30)


def _gain_surface(text: str, icon_name: str) -> pygame.Surface:
    words = _words(text, theme.HILITE, 26)
    pic = art.icon(icon_name, 30)
    surf = pygame.Surface((pic.get_width() + 6 + words.get_width(), max(pic.get_height(), words.get_height())),
                          pygame.SRCALPHA)
    surf.blit(pic, (0, (surf.get_height() - pic.get_height()) // 2))
    surf.blit(words, (pic.get_width() + 6, (surf.get_height() - words.get_height()) // 2))
    return surf


PHASE_TITLES = {"actions": "Actions", "rewards": "Take Rewards", "rumors": "Pursue Rumors", "refresh": "Refresh"}


def phase_banner(flyers: Flyers, old: dict, new: dict) -> None:
    """A new round or phase is announced across the board, impossible to miss."""
    if new["phase"] == old["phase"] and new["round"] == old["round"]:
        return
    if new["phase"] not in PHASE_TITLES:
        return
    text = PHASE_TITLES[new["phase"]]
    if new["round"] != old["round"]:
        text = f"Round {new['round']}: {text}"
    words = outline_text(text, 72, theme.PARCHMENT, theme.INK, "title", 4)
    flyers.add(Flyer(words, layout.CITY.center, (layout.CITY.centerx, layout.CITY.centery - 40), 1.6, fade=True))


def animate(flyers: Flyers, old: dict | None, new: dict, styles, events=()) -> None:
    """Start the animations for the change from `old` to `new`."""
    if old is None or len(old["players"]) != len(new["players"]):
        return
    phase_banner(flyers, old, new)
    followers(flyers, old, new, styles)
    gains(flyers, old, new, events)
