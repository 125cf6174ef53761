"""Building Dungeon Draft test situations (a started game, the draft played through, cards put
in a seat's hand or play area by hand) and the invariants every position keeps."""
from __future__ import annotations

from collections import Counter

from game.core.common_actions import Keep, Pass, Pick
from game.core.match import Match
from game.draft.content import load
from game.draft.state import State
from tests.match_play import play, started  # noqa: F401 (the tests take play from here)

NAMES = ("Ana", "Bo", "Cy", "Di", "Ed", "Fay")


def setup(seats: int = 2, *, quests: bool = True, first: int | None = 0, order: dict | None = None) -> dict:
    out = {"seats": [{"name": NAMES[i]} for i in range(seats)], "quests": quests}
    if first is not None:
        out["first"] = first
    if order:
        out["order"] = order
    return out


def start(seats: int = 2, *, quests: bool = True, first: int | None = 0, order: dict | None = None,
          seed: int = 0) -> Match:
    """A game at its first decision (chance settled by the match's seeded RNG, or `order`)."""
    return started("draft", setup(seats, quests=quests, first=first, order=order), seed)


def keep_first(m: Match) -> None:
    """Every seat keeps the first 3 of its dealt quests (sorted), if quests are being kept."""
    while m.to_act() is not None and m.state.decisions and m.state.decisions[-1].kind == "keep_quests":
        d = m.state.decisions[-1]
        play(m, Keep(tuple(sorted(m.state.seats[d.seat].dealt)[:3])))


def draft_round(m: Match) -> None:
    """Every seat picks the first card (sorted) of the hand it holds, until the play phase."""
    keep_first(m)
    while m.state.phase == "draft":
        d = m.state.decisions[-1]
        play(m, Pick(sorted(m.state.seats[d.seat].pack)[0]))


def pass_turns(m: Match, count: int) -> None:
    for _ in range(count):
        play(m, Pass())


def card(name: str) -> str:
    """The id of the draft card with this name."""
    return next(c.id for c in load().cards.values() if c.name == name)


def cards(kind: str, *, plain: bool = True, cls: str | None = None, **where) -> list[str]:
    """Ids of draft cards of this kind (with no text when `plain`), filtered by class and numbers
    (`cost=4`, or a function of the number: `attack=lambda a: a >= 1`)."""
    found = []
    for c in load().cards.values():
        if c.kind != kind or (plain and c.ability is not None) or (cls is not None and c.cls != cls):
            continue
        if all(test(getattr(c, key)) if callable(test) else getattr(c, key) == test for key, test in where.items()):
            found.append(c.id)
    return found


def _take(state: State, card_id: str) -> None:
    """Take one copy of a card from wherever it is outside the play areas (deck, packs, hands, discard)."""
    for pile in (state.deck.top, state.deck.pile, state.deck.bottom, state.deck.discard):
        if card_id in pile:
            pile.remove(card_id)
            return
    for p in state.seats:
        for pile in (p.pack, p.drafted):
            if card_id in pile:
                pile.remove(card_id)
                return
    raise AssertionError(f"no free copy of {card_id}")


def hand(m: Match, seat: int, *card_ids: str) -> None:
    """The seat's drafted cards become exactly these (the old ones go back under the deck)."""
    p = m.state.seats[seat]
    old, p.drafted = p.drafted, []
    m.state.deck.pile.extend(old)
    for c in card_ids:
        _take(m.state, c)
        p.drafted.append(c)


def in_play(m: Match, seat: int, *card_ids: str, round_no: int = 1) -> None:
    """Put these cards into the seat's play area, in that round's row."""
    p = m.state.seats[seat]
    while len(p.play_area) < round_no:
        p.play_area.append([])
    for c in card_ids:
        _take(m.state, c)
        p.play_area[round_no - 1].append(c)


def quests_in_hand(m: Match, seat: int, *quest_ids: str) -> None:
    """The seat's unplayed quests become exactly these (taken from the deck or another seat)."""
    s = m.state
    p = s.seats[seat]
    s.quest_deck.pile.extend(p.quests)
    p.quests = []
    for q in quest_ids:
        for pile in (s.quest_deck.top, s.quest_deck.pile, s.quest_deck.bottom, *[o.quests for o in s.seats]):
            if q in pile:
                pile.remove(q)
                break
        p.quests.append(q)


def quest(*, frequency: str | None = "", **where) -> list[str]:
    """Ids of quests with this ability frequency ('' for none, None for any)."""
    out = []
    for q in load().quests.values():
        freq = q.ability.frequency if q.ability else ""
        if frequency is not None and freq != frequency:
            continue
        if all(test(getattr(q, k)) if callable(test) else getattr(q, k) == test for k, test in where.items()):
            out.append(q.id)
    return out


def every_card(state: State) -> Counter:
    """Every draft card and quest wherever it is."""
    held = Counter()
    for deck in (state.deck, state.quest_deck):
        held += deck.all_cards()
    for p in state.seats:
        held.update(p.pack + p.drafted + p.quests + p.dealt + p.quests_played)
        for row in p.play_area:
            held.update(row)
    return held


def all_content() -> Counter:
    c = load()
    return Counter(c.deck_list()) + Counter(c.quest_list())


def meet(m: Match, seat: int, quest_id: str) -> None:
    """Put plain heroes of the classes a quest needs into the seat's play area until it is met."""
    from game.draft import area

    p = m.state.seats[seat]
    for cls, n in load().quests[quest_id].requires.items():
        pool = cards("hero", cls=cls) + cards("weapon", cls=cls)
        k = 0
        while area.count(p, cls) < n:
            in_play(m, seat, pool[k % len(pool)], round_no=len(p.play_area) or 1)
            k += 1


def texted(kind: str, do: str, **where) -> str:
    """A card of this kind whose text is one effect `do` with no class condition (numbers filtered
    as in `cards`): tests read its numbers from the content, which may be tuned."""
    for cid in cards(kind, plain=False, **where):
        a = load().cards[cid].ability
        if a is not None and not a.need and len(a.effects) == 1 and a.effects[0].do == do:
            return cid
    raise AssertionError(f"no {kind} whose text is just {do}")


def amount(card_id: str) -> int:
    """The amount of a card's one text effect."""
    return load().cards[card_id].ability.effects[0].amount
