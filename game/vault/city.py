"""Questions about the city: who is where, who Controls what, what is Contested; and its pieces
moved, hired, paid and named."""
from __future__ import annotations

from game.vault import board
from game.vault.content import Face, load
from game.vault.state import CLASSES, RUMOR_TOKENS, State


def force(state: State, seat: int, place: str) -> list[int]:
    """[Fighters, Rogues, Wizards] of a seat at a place (a copy)."""
    return list(state.followers[seat].get(place, (0, 0, 0)))


def count(state: State, seat: int, place: str) -> int:
    here = state.followers[seat].get(place)
    return here[0] + here[1] + here[2] if here else 0


def add(state: State, seat: int, place: str, counts: list[int]) -> None:
    here = state.followers[seat].setdefault(place, [0, 0, 0])
    for i in range(3):
        here[i] += counts[i]
    if not any(here):
        del state.followers[seat][place]


def remove(state: State, seat: int, place: str, counts: list[int]) -> None:
    add(state, seat, place, [-n for n in counts])


def move(state: State, seat: int, source: str, dest: str, counts: list[int]) -> None:
    remove(state, seat, source, counts)
    add(state, seat, dest, counts)


def factions_at(state: State, place: str) -> list[int]:
    """Seats with Followers at a place, in seat order."""
    out = []
    for s, where in enumerate(state.followers):
        here = where.get(place)
        if here and here[0] + here[1] + here[2]:
            out.append(s)
    return out


def active_watch_at(state: State, place: str) -> bool:
    for w in state.watch:
        if w.place == place and not w.regrouping:
            return True
    return False


def watch_at(state: State, place: str) -> int:
    """Index of a Watch token (active or regrouping) at a place, or -1."""
    for i, w in enumerate(state.watch):
        if w.place == place:
            return i
    return -1


def controller(state: State, place: str) -> int:
    """The seat that Controls a Waterdeep Location, or -1 (VD-COMP-03, VD-GLOSS-10)."""
    if not board.is_slot(place) or active_watch_at(state, place):
        return -1
    here = factions_at(state, place)
    return here[0] if len(here) == 1 else -1


def contested(state: State, place: str) -> bool:
    """Two or more Factions, or an active Watch token (VD-FIGHTACT-02); never the Portal."""
    if not board.is_slot(place):
        return False
    return active_watch_at(state, place) or len(factions_at(state, place)) >= 2


def face(state: State, place: str) -> Face:
    return load().faces[state.slots[board.slot_index(place)].face]


def in_play(state: State) -> tuple[str, ...]:
    """The slots on the board (all 12, or 9 with Fewer Locations)."""
    return board.ALL_SLOTS[: len(state.slots)]


def neighbours(state: State, place: str) -> tuple[str, ...]:
    return board.neighbours(place, len(state.slots))


def slot_neighbours(state: State, place: str) -> tuple[str, ...]:
    return board.slot_neighbours(place, len(state.slots))


def hired(state: State, seat: int) -> int:
    """All of a seat's Followers on the board, the Portal included (AMB-56)."""
    return sum(sum(c) for c in state.followers[seat].values())


def order(state: State, first: int | None = None) -> list[int]:
    """Seats in Initiative Order: the holder (or `first`) then clockwise (VD-COMP-25)."""
    start = state.initiative if first is None else first
    n = len(state.seats)
    return [(start + i) % n for i in range(n)]


def rank(state: State, seat: int) -> int:
    """Position in Initiative Order (0 = the holder, the 'highest Initiative', AMB-38)."""
    return order(state).index(seat)


def rumor_supply(state: State) -> int:
    """Rumor tokens left to take (AMB-28: gains from an empty supply are lost)."""
    held = sum(p.rumors for p in state.seats) + len(state.dungeon_rumors)
    return max(0, RUMOR_TOKENS - held)


def gain_rumors(state: State, seat: int, amount: int) -> int:
    got = min(amount, rumor_supply(state))
    state.seats[seat].rumors_new += got
    return got


def spend_rumors(state: State, seat: int, amount: int) -> None:
    """Pay Rumors, Old ones first (AMB-37: Old and New are worth the same)."""
    p = state.seats[seat]
    old = min(p.rumors_old, amount)
    p.rumors_old -= old
    p.rumors_new -= amount - old


def pay(state: State, seat: int, give: dict, place: str = "") -> None:
    """Pay gold, Rumors and Followers (back to the supply) for a trade."""
    p = state.seats[seat]
    p.gold -= give.get("gold", 0)
    if give.get("rumors"):
        spend_rumors(state, seat, give["rumors"])
    lost = [give.get("fighter", 0), give.get("rogue", 0), give.get("wizard", 0)]
    if any(lost):
        remove(state, seat, place, lost)
        for i in range(3):
            p.supply[i] += lost[i]


def secrets_needed(state: State) -> int:
    """Secrets to reveal the Vault and enter it free: 3, or 4-5 with More Secrets."""
    return int(state.variants.get("more_secrets", 0) or 3)


def describe_force(counts: list[int]) -> str:
    names = []
    for n, cls in zip(counts, CLASSES):
        if n:
            names.append(f"{n} {cls.capitalize()}{'s' if n > 1 else ''}")
    return ", ".join(names) or "no one"


def place_name(state: State, place: str) -> str:
    return "the Yawning Portal" if place == board.YP else face(state, place).name
