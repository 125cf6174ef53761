"""Building Vault of Dragons test situations: a started game, pieces placed by hand, dice
and cards forced through chance actions."""
from __future__ import annotations

from game.core.match import Match
import pytest

from game.core.codec import to_data
from game.core.errors import IllegalAction
from game.core.protocol import CHANCE, Draw, Roll
from game.vault import city
from game.vault.actions import PlaceWatch


FACTIONS = ("xanathar", "cassalanters", "zhentarim", "bregan_daerthe")


def start(seats: int = 3, *, variants: dict | None = None, initiative: int = 0, watch: tuple = (),
          names: tuple = ("Ana", "Bo", "Cy", "Di"), seed: int = 0, deck_orders: dict | None = None) -> Match:
    """A game at the first turn of round 1: seat `initiative` won the opening roll; Watch tokens
    go where `watch` says (default: the bottom-row Locations), in placing order."""
    setup = {"seats": [{"name": names[i], "faction": FACTIONS[i]} for i in range(seats)],
             "variants": variants or {}, "deck_orders": deck_orders or {}}
    m = Match("vault", setup, seed)
    if m.state.variants.get("shuffle_locations"):
        m.settle()  # the shuffle draws and coin flips, then stops at the opening roll
        m.act(Roll(tuple(m.rules.chance(m.state).dice), tuple(12 if i == initiative else 1 for i in range(seats))))
    else:
        m.act(Roll(("d12",) * seats, tuple(12 if i == initiative else 1 for i in range(seats))))
    spots = list(watch) or ["s9", "s10", "s11", "s6"]
    i = 0
    while m.state.decisions and m.state.decisions[-1].kind == "place_watch":
        m.act(PlaceWatch(spots[i]))
        i += 1
    m.settle()
    return m


def put(m: Match, seat: int, place: str, fighters: int = 0, rogues: int = 0, wizards: int = 0) -> None:
    """Place hired Followers by hand (taken from the seat's supply)."""
    counts = [fighters, rogues, wizards]
    city.add(m.state, seat, place, counts)
    for i in range(3):
        m.state.seats[seat].supply[i] -= counts[i]


def give(m: Match, seat: int, *cards: str) -> None:
    """Put cards into a seat's hand, taking them out of their deck."""
    from game.vault.content import load

    p = m.state.seats[seat]
    for card in cards:
        deck = m.state.treasure if load().card(card).deck == "treasure" else m.state.magic
        if card in deck.pile:
            deck.pile.remove(card)
        (p.treasure if load().card(card).deck == "treasure" else p.magic).append(card)


def roll(m: Match, *values: int):
    """Answer the pending roll with these values."""
    assert m.to_act() == CHANCE, f"no roll pending (to act: {m.to_act()!r})"
    spec = m.rules.chance(m.state)
    return m.act(Roll(tuple(spec.dice), tuple(values)))


def draw(m: Match, *cards: str):
    assert m.to_act() == CHANCE
    spec = m.rules.chance(m.state)
    return m.act(Draw(spec.deck, tuple(cards)))


def owed(m: Match):
    """The kind of decision owed now, or None."""
    return m.state.decisions[-1].kind if m.state.decisions else None


def refused(m: Match, action, reason: str) -> None:
    """The action is refused with a reason containing `reason`, and nothing changes."""
    before = to_data(m.state)
    with pytest.raises(IllegalAction) as err:
        m.act(action)
    assert reason.lower() in err.value.reason.lower(), err.value.reason
    assert to_data(m.state) == before, "a refused action changed the state"


def power(m: Match) -> dict[int, int]:
    """Current Attack Strength of every side of the Fight in progress (-1 is the Watch)."""
    from game.vault import fights

    f = m.state.fight
    return {side.seat: fights.strength(m.state, f, side) for side in f.sides}


def waiting(m: Match) -> tuple:
    """(kind of decision owed, seat owing it)."""
    return owed(m), m.to_act()


def where(m: Match, seat: int) -> dict:
    """A seat's Followers by place."""
    return {p: list(c) for p, c in m.state.followers[seat].items()}
