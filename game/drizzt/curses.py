"""Curses on a hero and how they end (LD-COND-09): some when the hero defeats a monster, some on
a roll at the end of the hero's turn (16 or more, or the curse's own number). The villain phase
lays a curse on a hero (villain.py); combat and the end of the turn lift it."""
from __future__ import annotations

from game.core.protocol import Event
from game.drizzt.content import load, split_effect
from game.drizzt.state import State

CURSE_END_ROLL = 16  # LD-COND-09


def curse_target(card: str) -> int:
    """The roll that ends a "roll:N" curse (N, else 16: LD-COND-09)."""
    _name, arg = split_effect(load().encounters[card].ends)
    return int(arg) if arg.isdigit() else CURSE_END_ROLL


def lift_curses(state: State, i: int, ending: str, rolled: int = 20) -> list[Event]:
    """Curses of hero i that end this way ("kill", or "roll" when `rolled` reaches the curse's own
    number) go to the discard (LD-COND-09)."""
    hero = state.heroes[i]
    ended = [c for c in hero.curses if load().encounters[c].ends.startswith(ending)
             and (ending != "roll" or rolled >= curse_target(c))]
    for card in ended:
        hero.curses.remove(card)
        state.encounter_deck.put_discard(card)
    return [Event(f"{hero.name}'s curse lifts: {load().encounters[c].name}", {"hero": i}) for c in ended]
