"""Building Lords of Waterdeep test situations (a started game, cards forced through chance
actions, pieces put in place by hand) and the invariants every position keeps."""
from __future__ import annotations

from collections import Counter

from game.core.match import Match
from game.core.protocol import CHANCE
from game.waterdeep import board, setup as wd_setup
from game.waterdeep.content import load
from game.waterdeep.state import HARBOR, KINDS, State
from tests.match_play import play, started  # noqa: F401 (the tests take play from here)

NAMES = ("Ana", "Bo", "Cy", "Di", "Ed")


def start(seats: int = 3, *, first: int = 0, deck_orders: dict | None = None, seed: int = 0) -> Match:
    """A game at the first turn of round 1 (every card of the setup dealt by the match's seeded
    chance, or by `deck_orders` for the cards named there)."""
    game_setup = {"seats": [{"name": NAMES[i], "bot": None} for i in range(seats)], "first": first,
                  "deck_orders": deck_orders or {}}
    return started("waterdeep", game_setup, seed)


def cards_held(state: State) -> Counter:
    """Every quest, intrigue, lord and building card outside its deck."""
    held = Counter()
    for p in state.seats:
        held.update(p.quests + p.done + p.intrigue + p.mandatory + p.buildings)
        if p.lord:
            held[p.lord] += 1
    held.update(q for q in state.inn if q)
    held.update(b for b in state.hall if b)
    for d in state.decisions:
        if d.kind == "keep":
            held.update(d.data["cards"])  # drawn, waiting to be kept or discarded
        elif d.kind == "target" and d.data.get("use") == "mandatory":
            held[d.data["card"]] += 1  # played, waiting for its victim
    return held


def check_invariants(state: State) -> None:
    """Adventurers, gold and cards conserved; one agent per space (a shared space only through
    the plot quest); agents placed never more than agents owned."""
    c = load()
    for kind in KINDS:
        assert state.supply[kind] + sum(p.tavern[kind] for p in state.seats) == c.config.cubes_per_kind, kind
        assert state.supply[kind] >= 0 and all(p.tavern[kind] >= 0 for p in state.seats)
    for p in state.seats:
        assert p.gold >= 0 and p.vp >= 0 and 0 <= p.pool <= p.agents
    decks = (state.quest_deck, state.intrigue_deck, state.building_deck, state.lord_deck)
    everything = Counter()
    for deck in decks:
        everything += deck.all_cards()
    everything += cards_held(state)
    wanted = Counter()
    for cards in wd_setup.deck_lists().values():
        wanted.update(cards)
    assert everything == wanted, "every card in exactly one place"
    placed = Counter()
    for space_id, seats in state.occupants.items():
        assert seats and board.exists(state, space_id)
        if len(seats) > 1:
            assert len(seats) == 2 and seats[0] != seats[1] and space_id not in HARBOR
        placed.update(seats)
    for s, p in enumerate(state.seats):
        assert placed[s] + p.pool <= p.agents, "agents placed never exceed agents owned"


def random_game(seats: int, seed: int, check=None) -> Match:
    """A seeded game of uniformly random legal decisions, to the end."""
    import random

    m = Match("waterdeep", {"seats": [{"name": NAMES[i]} for i in range(seats)]}, seed)
    rng = random.Random(seed)
    while not m.over:
        if m.to_act() == CHANCE:
            m.roll()
        else:
            legal = m.legal_actions()
            assert legal, "a seat to act always has a legal action"
            m.act(legal[rng.randrange(len(legal))])
        if check:
            check(m.state)
    return m


# -- moving cards and pieces by hand (a test's situation; the invariants still hold) ------------------------
def _out_of(deck, card: str) -> None:
    for pile in (deck.top, deck.pile, deck.bottom, deck.discard):
        if card in pile:
            pile.remove(card)
            return
    raise AssertionError(f"{card} is not in the {deck.name} deck")


def to_hand(m: Match, seat: int, *cards: str) -> None:
    """Put intrigue cards into a seat's hand, out of the Intrigue deck."""
    for card in cards:
        _out_of(m.state.intrigue_deck, card)
        m.state.seats[seat].intrigue.append(card)


def empty_hand(m: Match, seat: int) -> None:
    """Every intrigue card of the seat back into the deck."""
    p = m.state.seats[seat]
    m.state.intrigue_deck.pile.extend(p.intrigue)
    p.intrigue.clear()


def to_quests(m: Match, seat: int, *quests: str) -> None:
    """Make these the seat's active quests (the ones it held go back into the Quest deck)."""
    p = m.state.seats[seat]
    m.state.quest_deck.pile.extend(p.quests)
    p.quests.clear()
    for q in quests:
        if q in m.state.inn:
            m.state.inn[m.state.inn.index(q)] = ""
            m.state.quest_deck.pile.append(q)
        for other in m.state.seats:
            if q in other.quests:
                other.quests.remove(q)
                m.state.quest_deck.pile.append(q)
        _out_of(m.state.quest_deck, q)
        p.quests.append(q)


def to_inn(m: Match, *quests: str) -> None:
    """Cliffwatch Inn shows these quests (the ones shown go back into the deck)."""
    state = m.state
    state.quest_deck.pile.extend(q for q in state.inn if q)
    state.inn = [""] * len(state.inn)
    for slot, q in enumerate(quests):
        _out_of(state.quest_deck, q)
        state.inn[slot] = q


def to_hall(m: Match, *tiles: str, vp: int = 0) -> None:
    """Builder's Hall shows these tiles, each with `vp` piled on it."""
    state = m.state
    state.building_deck.pile.extend(b for b in state.hall if b)
    for slot in range(len(state.hall)):
        state.hall[slot], state.hall_vp[slot] = "", 0
    for slot, b in enumerate(tiles):
        _out_of(state.building_deck, b)
        state.hall[slot], state.hall_vp[slot] = b, vp


def build(m: Match, seat: int, tile: str) -> None:
    """The tile is in play, owned by the seat (as if bought earlier)."""
    state = m.state
    if tile in state.hall:
        slot = state.hall.index(tile)
        state.hall[slot], state.hall_vp[slot] = "", 0
    else:
        _out_of(state.building_deck, tile)
    state.built.append(tile)
    state.owner[tile] = seat
    state.seats[seat].buildings.append(tile)
    if load().buildings[tile].round_start:
        state.piles[tile] = {}


def give(m: Match, seat: int, **bundle: int) -> None:
    """Cubes from the supply, gold and VP, straight into the seat's Tavern and track."""
    p = m.state.seats[seat]
    for kind, n in bundle.items():
        if kind in KINDS:
            m.state.supply[kind] -= n
            p.tavern[kind] += n
        elif kind == "gold":
            p.gold += n
        elif kind == "vp":
            p.vp += n


def strip(m: Match, seat: int) -> None:
    """The seat's Tavern emptied into the supply and its gold gone."""
    p = m.state.seats[seat]
    for kind in KINDS:
        m.state.supply[kind] += p.tavern[kind]
        p.tavern[kind] = 0
    p.gold = 0


def owed(m: Match):
    """The decision owed now (kind and seat), or None."""
    return m.state.decisions[-1] if m.state.decisions else None


def quiet(m: Match, seat: int):
    """An action for the seat that changes little: an agent on a plain gain space, passing on quests,
    the first option elsewhere."""
    from game.waterdeep.actions import Assign, Pass

    legal = m.legal_actions()
    d = owed(m)
    if d.kind == "place":
        for space in ("drill_yard", "cutpurse_steps", "dawnbell_chapel", "sable_athenaeum", "copper_exchange"):
            if Assign(space) in legal:
                return Assign(space)
        calm = [a for a in legal if a.space not in ("builders_hall", "masked_court", *HARBOR)]
        return (calm or legal)[0]
    if d.kind == "complete":
        return Pass()
    return legal[0]


def until(m: Match, done, limit: int = 2000) -> None:
    """Play quiet actions (chance settled by the match) until done(m) is true."""
    for _ in range(limit):
        m.settle()
        if done(m):
            return
        m.act(quiet(m, m.to_act()))
    raise AssertionError("the situation was never reached")


def next_round(m: Match) -> None:
    """Play quietly to the first turn of the next round."""
    r = m.state.round
    until(m, lambda m: m.state.round > r and owed(m) is not None)
