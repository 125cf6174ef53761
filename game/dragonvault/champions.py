"""Champions' and companions' abilities: which ones work now (not while their character is frozen,
DV-FRZ-02, DV-FRZ-06, DV-FRZ-08) and where their effects are found, and a character's toughness."""
from __future__ import annotations

from game.dragonvault.content import load
from game.dragonvault.state import State


def toughness(state: State, seat: int) -> int:
    champ = state.seats[seat].champion
    return load().champions[champ].toughness if champ else 0


def abilities(state: State, seat: int, trigger: str) -> list[tuple[list, object]]:
    """(ref of its effects, ability) for each working ability of this trigger: the champion's
    first, then the companions' in the order they joined. Nothing while the champion is dead; a
    frozen character's abilities do not work."""
    p = state.seats[seat]
    if not p.alive or not p.champion:
        return []
    c = load()
    found = []
    if not p.frozen:
        for i, ab in enumerate(c.champions[p.champion].abilities):
            if ab.trigger == trigger:
                found.append(([p.champion, "abilities", i, "effects"], ab))
    for comp in p.companions:
        if comp.frozen:
            continue
        for i, ab in enumerate(c.cards[comp.card].abilities):
            if ab.trigger == trigger:
                found.append(([comp.card, "abilities", i, "effects"], ab))
    return found


def roll_modifier(state: State, seat: int) -> int:
    """What the seat's working abilities add to each d6 it rolls (Avadel +1)."""
    return sum(ab.modifier for _, ab in abilities(state, seat, "own_roll"))
