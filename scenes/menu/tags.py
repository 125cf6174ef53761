"""The words a game is summed up by on its picker tile and its setup screen: how many play, and
its badges (co-op or competitive, hidden hands, bots, a table still to come)."""
from __future__ import annotations

from scenes import tables


def seats_text(info) -> str:
    """'2 players' or '2\u20135 players'."""
    lo, hi = info.min_seats, info.max_seats
    count = f"{lo} player" + ("" if lo == 1 else "s") if lo == hi else f"{lo}\u2013{hi} players"
    return count


def badges(info) -> list[str]:
    """The tags under a game's title, from its engine INFO."""
    out = ["Co-op" if getattr(info, "coop", False) else "Competitive"]
    if getattr(info, "has_secrets", False):
        out.append("Hidden hands")
    bots = getattr(info, "bots", ())
    if bots:
        out.append("Bots")
    if getattr(info, "module", "") and not tables.has_table(info.id):
        out.append("Table coming soon")
    return out
