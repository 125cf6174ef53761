"""Names for the bots at the table: tavern regulars of our own invention, so a bot reads as a
guest with a name rather than "Bot 2". Picked by seat (the same seat gets the same name every
time) and never one a person at the table already uses."""
from __future__ import annotations

REGULARS = (
    "Old Brannoc", "Wenna Alebright", "Gorrim Stoutcask", "Tamsin Quill", "Dunstan Hollowcup",
    "Ysolde Pipeweed", "Barnaby Tallow", "Mother Ketterly", "Rook Ashgrove", "Pell the Fiddler",
)


def is_bot_name(name: str) -> bool:
    """True when `name` is one of the regulars (so a seat going back to a person can drop it)."""
    return name.strip().casefold() in {n.casefold() for n in REGULARS}


def bot_name(seat_index: int, taken: set[str] | list[str] | tuple[str, ...] = ()) -> str:
    """The regular for seat `seat_index` (0-based), or the next one along whose name no one in
    `taken` (the other seats' names, any case) uses."""
    used = {name.strip().casefold() for name in taken}
    for k in range(len(REGULARS)):
        name = REGULARS[(seat_index + k) % len(REGULARS)]
        if name.casefold() not in used:
            return name
    return f"Regular {seat_index + 1}"  # only when every regular's name is taken at the table
