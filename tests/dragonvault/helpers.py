"""Building Dragonvault test situations: a started game with named champions and a known first
seat, the adventure deck's top forced, rolls and blind picks forced through chance actions, hands
set by hand; and the invariants every position keeps (tests/dragonvault/test_soak.py)."""
from __future__ import annotations

from collections import Counter

from game.core.match import Match
from game.core.protocol import CHANCE, Draw, Roll
from game.dragonvault import flow
from game.dragonvault.content import deck_list, load, side_list
from game.dragonvault.state import State

NAMES = ("Ana", "Bo", "Cy", "Di", "Ed", "Flo")
C = load()


def start(seats: int = 3, champs: tuple[str, ...] = (), *, first: int | None = 0, top: list[str] | None = None,
          teams: list[int] | None = None, rules: dict | None = None, seed: int = 0, mode: str = "deal") -> Match:
    """A game at the first seat's play step (or wherever the setup leaves it when `first` is None),
    seats playing the champions named (default: ones with no ability that changes a test's numbers)."""
    champs = champs or ("garrow", "bram", "ysolde", "halla", "corvin", "mirelle")[:seats]
    setup = {"seats": [{"name": NAMES[i], "champion": champs[i] if i < len(champs) else ""} for i in range(seats)],
             "champions": mode, "order": {"adventure": list(top or [])}}
    if first is not None:
        setup["first"] = first
    if teams is not None:
        setup["teams"] = teams
    if rules:
        setup["rules"] = rules
    m = Match("dragonvault", setup, seed)
    return m


def quiet(seats: int = 3, **kw) -> Match:
    """start() with champions that do nothing at the start of the game nor of a turn."""
    return start(seats, ("ysolde", "bram", "iselde", "avadel", "radin", "vorix")[:seats], **kw)


def owed(m: Match):
    return flow.owed(m.state)


def act(m: Match, *actions) -> list:
    """Apply these decisions (no chance in between); the events of all of them."""
    events = []
    for a in actions:
        events += m.act(a)
    return events


def roll(m: Match, *values: int) -> list:
    """Answer the pending d6 rolls with these values."""
    events = []
    for v in values:
        assert m.to_act() == CHANCE and m.state.chance.dice == ["d6"], m.state.chance
        events += m.act(Roll(("d6",), (v,)))
    return events


def draw(m: Match, *cards: str, deck: str = "") -> list:
    """Answer the pending draw with these cards."""
    req = m.state.chance
    assert m.to_act() == CHANCE and req.deck, req
    return m.act(Draw(deck or req.deck, tuple(cards)))


def hand(m: Match, seat: int, *cards: str) -> None:
    """Set a seat's hand (by hand: the conservation of cards is not checked in such a test)."""
    m.state.seats[seat].hand = list(cards)


def meanwhile(m: Match, *steps) -> list:
    """Run these agenda steps in the active seat's play step, as a card played then would (the play
    step is asked again once they are done)."""
    assert owed(m).kind == "play", owed(m)
    flow.settle(m.state)
    flow.then(m.state, *steps, "play_step")
    return flow.run(m.state)


def hit(m: Match, seat: int, amount: int, by: int = -1, card: str = "") -> list:
    """Deal damage to a seat as an effect would (the whole pipeline: responses, companions, death)."""
    return meanwhile(m, ("hurt", {"victim": seat, "amount": amount, "by": by, "card": card}),
                     ("check_end", {"since": len(m.state.deaths)}))


def response(trigger: str) -> str:
    """A response card of ours answering this trigger."""
    return next(c.id for c in C.cards.values() if c.type == "response" and c.trigger == trigger)


def companion(min_toughness: int = 1, ability: str | None = None) -> str:
    """A companion card (the cheapest with at least this toughness; with no ability when `ability` is '')."""
    found = sorted((c.cost, c.id) for c in C.cards.values() if c.type == "companion" and c.toughness >= min_toughness
                   and (ability is None or (ability == "" and not c.abilities)
                        or any(a.trigger == ability for a in c.abilities)))
    return found[0][1]


def every_card(state: State) -> list[str]:
    """Every adventure and side card wherever it is (champions apart): the deck, hands, the table,
    the discard pile, the side deck, the encounter and cards being resolved or peeked at."""
    cards = list(state.adventure.top) + list(state.adventure.pile) + list(state.adventure.bottom)
    cards += state.adventure.discard + state.resolving + state.peeking
    for p in state.seats:
        cards += p.hand + [k.card for k in p.companions]
    for card, n in state.side.items():
        if card in C.cards:
            cards += [card] * n
    if state.encounter:
        cards.append(state.encounter["card"])
    for d in state.decisions:
        if d.kind == "peek":
            cards += d.data["order"]  # put back already, in the order picked
    return sorted(cards)


def all_cards(seats: int) -> list[str]:
    return sorted(deck_list(C, seats) + side_list(C, seats))


def check_invariants(state: State, where: str = "") -> None:
    """Cards conserved; damage 0..toughness; the pool never below 0; the dead neither act nor are asked."""
    got, want = every_card(state), all_cards(len(state.seats))
    if got != want:
        have, need = Counter(got), Counter(want)
        raise AssertionError(f"{where}: cards out of place: extra {dict(have - need)}, missing {dict(need - have)}")
    for i, p in enumerate(state.seats):
        tough = C.champions[p.champion].toughness if p.champion else 0
        assert 0 <= p.damage <= tough, f"{where}: seat {i} damage {p.damage} of {tough}"
        assert p.alive == (p.damage < tough or not p.champion), f"{where}: seat {i} alive {p.alive} at {p.damage}"
        for k in p.companions:
            assert 0 <= k.damage < C.cards[k.card].toughness, f"{where}: companion {k.card} at {k.damage}"
        looting = any(d.kind == "loot" for d in state.decisions) or (
            state.chance is not None and state.chance.purpose == "take_blind") or any(
            s.do in ("take_blind", "discard_hand") for s in state.agenda)
        if not p.alive and not looting:
            assert not p.hand and not p.companions, f"{where}: dead seat {i} still holds cards"
    assert state.pool >= 0, f"{where}: pool {state.pool}"
    for d in state.decisions:
        assert state.seats[d.seat].alive, f"{where}: dead seat {d.seat} is asked {d.kind}"
