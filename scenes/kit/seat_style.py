"""How a seat looks at every table: its name, colour, symbol and bot kind, from the setup."""
from __future__ import annotations

from dataclasses import dataclass

from scenes.kit import theme


@dataclass(frozen=True)
class SeatStyle:
    name: str
    colour: tuple
    symbol: str
    bot: str | None = None


def seat_styles(setup: dict) -> list[SeatStyle]:
    """Each seat's name, colour, symbol and bot kind from the setup (defaults by seat order)."""
    out = []
    for i, seat in enumerate(setup["seats"]):
        name, rgb, symbol = theme.SEAT_COLOURS[i % len(theme.SEAT_COLOURS)]
        for cname, crgb, csym in theme.SEAT_COLOURS:
            if cname == seat.get("colour"):
                rgb, symbol = crgb, csym
        out.append(SeatStyle(seat.get("name") or name, tuple(rgb), seat.get("symbol") or symbol, seat.get("bot")))
    return out
