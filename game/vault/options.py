"""Every legal action of the seat whose turn it is, built from small cached lists (the
actions are frozen, so one list serves every position that shares its key)."""
from __future__ import annotations

from functools import lru_cache
from itertools import chain, combinations

from game.core.errors import IllegalAction
from game.vault import board, city, effects, turn
from game.vault.actions import (Enter, FactionAction, Fight, Gather, Hire, Move, Pass, Quest, RevealVault,
                                TakeGold, Whisper)
from game.vault.content import load
from game.vault.locations import use_options
from game.vault.state import HIRE_COST, State
from game.vault.turn import _check_faction, second_action


# -- every legal action --------------------------------------------------------------------------
# The lists of Hires, Moves, Gathers and Enters depend only on a few small values (the counts
# of Followers, the gold that matters, the board size), so they are built once per key and
# shared: actions are frozen, so a cached tuple is the same list every time.
def _counts(limit: list[int]):
    """Every non-empty (fighters, rogues, wizards) up to the limits."""
    for f in range(limit[0] + 1):
        for r in range(limit[1] + 1):
            for w in range(limit[2] + 1):
                if f or r or w:
                    yield f, r, w


@lru_cache(maxsize=256)
def _count_options(limit: tuple[int, int, int]) -> tuple[tuple[int, int, int], ...]:
    return tuple(_counts(list(limit)))


def _places(slots: int) -> tuple[str, ...]:
    return (*board.ALL_SLOTS[:slots], board.YP)


_ORDER = {place: i for i, place in enumerate((*board.ALL_SLOTS, board.YP))}


def _occupied(state: State, seat: int) -> list[str]:
    """The places in `_places` order (the Locations in play, then the Portal) where the seat
    has Followers."""
    mine = state.followers[seat]
    slots = len(state.slots)
    out = [q for q in mine if q in _ORDER and (_ORDER[q] < slots or q == board.YP) and sum(mine[q])]
    out.sort(key=_ORDER.__getitem__)
    return out


def candidates(state: State) -> list:
    """All legal actions of the seat whose turn it is."""
    seat = state.turn
    p = state.seats[seat]
    out: list = _free_actions(state, seat)
    if second_action(state):
        return [Pass(), *out, *_hires(state, seat), *_moves(state, seat), *_gathers(state, seat)]
    if p.actions <= 0:
        return out
    occupied = _occupied(state, seat)
    out.append(TakeGold())
    out += _hires(state, seat)
    mine, slots = state.followers[seat], len(state.slots)
    for source in occupied:  # _moves, extended in place
        out += _move_list(source, tuple(mine[source]), slots)
    out += _gathers(state, seat, occupied)
    out += _enters(state, seat)
    followers = state.followers
    for place in occupied:
        if place == board.YP:
            continue
        # city.contested, knowing that we are there: an active Watch or a rival
        contested = city.active_watch_at(state, place)
        if not contested:
            for other, where in enumerate(followers):
                there = where.get(place) if other != seat else None
                if there and there[0] + there[1] + there[2]:
                    contested = True
                    break
        if contested:
            out.append(Fight(place))
        elif city.face(state, place).kind == "quest":  # not Contested and ours: we Control it
            out.append(Quest(place))
        else:
            out += use_options(state, seat, place)
    out += _faction_actions(state, seat, occupied)
    return out


def _free_actions(state: State, seat: int) -> list:
    p = state.seats[seat]
    out: list = []
    if not state.vault_revealed and not p.turn_actions and len(p.secrets) >= city.secrets_needed(state):
        out.append(RevealVault())
    if not (p.rumors_new or p.rumors_old or p.treasure or p.magic):
        return out
    watch = tuple([(w.place, w.regrouping) for w in state.watch])
    if p.rumors_new or p.rumors_old:
        out += _whisper_list(watch, len(state.slots))
    if p.treasure or p.magic:
        out += _card_plays(tuple(sorted(set(p.treasure + p.magic))), watch, len(state.slots), len(state.secrets) > 0)
    return out


@lru_cache(maxsize=16384)
def _card_plays(hand: tuple[str, ...], watch: tuple[tuple[str, bool], ...], slots: int, secrets_left: bool) -> tuple:
    """The cards in hand playable on your turn (whispers: every token and place)."""
    out: list = []
    cards = load().cards
    for card in hand:
        c = cards[card]
        if c.when == "turn":
            out += effects.TURN_PLAYS[c.effect](c, watch, slots, secrets_left)
    return tuple(out)


def _watch_free(watch: tuple, place: str) -> bool:
    return all(w[0] != place for w in watch)


@lru_cache(maxsize=1024)
def _whisper_list(watch: tuple[tuple[str, bool], ...], slots: int) -> tuple:
    """Spend a Rumor: each active Watch token one step to a free neighbour."""
    return tuple(Whisper(i, d) for i, (place, regrouping) in enumerate(watch) if not regrouping
                 for d in board.slot_neighbours(place, slots) if _watch_free(watch, d))


def _hires(state: State, seat: int) -> tuple:
    p = state.seats[seat]
    supply = tuple(p.supply)
    full = sum(n * cost for n, cost in zip(supply, HIRE_COST.values()))
    # max(0, cost - discount) <= gold  <=>  cost <= gold + discount
    return _hire_list(supply, min(p.gold + p.hire_discount, full), len(state.slots))


@lru_cache(maxsize=1024)
def _hire_list(supply: tuple[int, int, int], budget: int, slots: int) -> tuple:
    costs = tuple(HIRE_COST.values())
    affordable = [t for t in _count_options(supply) if sum(n * c for n, c in zip(t, costs)) <= budget]
    return tuple(Hire(place, *t) for place in _places(slots) for t in affordable)


def _moves(state: State, seat: int, occupied: list[str] | None = None) -> list:
    out: list = []
    mine = state.followers[seat]
    slots = len(state.slots)
    for source in _occupied(state, seat) if occupied is None else occupied:
        out += _move_list(source, tuple(mine[source]), slots)
    return out


@lru_cache(maxsize=8192)
def _move_list(source: str, have: tuple[int, int, int], slots: int) -> tuple:
    options = _count_options(have)
    return tuple(_move(source, dest, t) for dest in _places(slots) if dest != source for t in options)


@lru_cache(maxsize=None)
def _move(source: str, dest: str, t: tuple[int, int, int]) -> Move:
    """One shared Move per (from, to, force): the lists above hold only pointers to them."""
    return Move(source, dest, *t)


def _gathers(state: State, seat: int, occupied: list[str] | None = None) -> tuple:
    occupied = _occupied(state, seat) if occupied is None else occupied
    return _gather_list(tuple(q for q in occupied if q != board.YP))


@lru_cache(maxsize=8192)
def _gather_list(mine: tuple[str, ...]) -> tuple:
    return tuple(_gather(c) for k in range(1, len(mine) + 1) for c in combinations(mine, k))


@lru_cache(maxsize=8192)
def _gather(sources: tuple[str, ...]) -> Gather:
    return Gather(sources)


def _enters(state: State, seat: int) -> tuple:
    p = state.seats[seat]
    have = state.followers[seat].get(board.YP)
    if not have or not any(have):
        return ()
    doors = tuple(e for e in ("gold", "magic", "rumors") if e not in p.entrances)
    revealed = bool(state.vault_revealed)
    free = revealed and "vault" not in p.entrances and len(p.secrets) >= city.secrets_needed(state)
    cards = tuple(sorted(set(p.magic))) if "magic" in doors else ()
    gold = min(p.gold, sum(have)) if "gold" in doors else 0  # (only what changes the list is in the key)
    rumors = "rumors" in doors and p.rumors >= turn.RUMORS_DOOR
    return _enter_list(tuple(have), doors, revealed, len(state.secrets) > 0, free, gold, rumors, cards)


@lru_cache(maxsize=8192)
def _enter_list(have: tuple[int, int, int], doors: tuple[str, ...], revealed: bool, secrets_left: bool,
                free: bool, gold: int, rumors: bool, cards: tuple[str, ...]) -> tuple:
    """For each (party, Dungeon or Vault) in turn: its doors in order (the Main Entrance, a Magic
    Item for each card, the Rumors door), then the free Vault door. Built column by column
    (one cached column per door and card) and interleaved in C."""
    slots = (have, revealed, secrets_left)
    columns = []
    for door in doors:
        if door == "gold":
            columns.append(_enter_column(slots, "gold", "", gold))
        elif door == "magic":
            columns += [_enter_column(slots, "magic", c, 0) for c in cards]
        elif rumors:
            columns.append(_enter_column(slots, "rumors", "", 0))
    if free:
        columns.append(_enter_column(slots, "vault", "", 0))
    if not columns:
        return ()
    return tuple(filter(None, chain.from_iterable(zip(*columns))))


@lru_cache(maxsize=16384)
def _enter_column(slots: tuple, door: str, card: str, gold: int) -> tuple:
    """One door's Enter action for each (party, Dungeon or Vault) in order, None where there is
    none (a Main Entrance costing more than `gold`; the free door into a Dungeon)."""
    have, revealed, secrets_left = slots
    out = []
    for t in _count_options(have):
        for vault in ((False, True) if revealed else (False,)):
            if not vault and not secrets_left:
                continue
            if door == "gold" and gold < sum(t) or door == "vault" and not vault:
                out.append(None)
            else:
                out.append(_enter(door, t, vault, card))
    return tuple(out)


@lru_cache(maxsize=8192)
def _enter(door: str, t: tuple[int, int, int], vault: bool, card: str) -> Enter:
    return Enter(door, *t, vault=vault, card=card)


def _faction_actions(state: State, seat: int, occupied: list[str] | None = None) -> list | tuple:
    p = state.seats[seat]
    if p.faction_used:
        return []
    faction = load().factions[p.faction]
    if faction.action == "gather_two":
        occupied = _occupied(state, seat) if occupied is None else occupied
        gathers = _gather_two_list(tuple(occupied), len(state.slots))
        return (_NO_PLACES, *gathers) if faction.action_args["get"] else gathers
    give = faction.action_args["give"]
    if p.gold < give.get("gold", 0) or p.rumors < give.get("rumors", 0):
        return []  # _check_payment refuses them all (no exceptions raised for nothing)
    if any(give.get(c) for c in ("fighter", "rogue", "wizard")):
        mine = state.followers[seat]
        options = [FactionAction((q,)) for q in city.in_play(state) if q in mine and city.controller(state, q) == seat]
    else:
        options = [_NO_PLACES]
    out = []
    for option in options:
        try:
            _check_faction(state, seat, option)
        except IllegalAction:
            continue
        out.append(option)
    return out


_NO_PLACES = FactionAction()


@lru_cache(maxsize=4096)
def _gather_two_list(mine: tuple[str, ...], slots: int) -> tuple:
    groups = [c for k in (1, 2) for c in combinations(mine, k)]
    return tuple(_gather_two(g, d) for g in groups for d in _places(slots) if d not in g)


@lru_cache(maxsize=4096)
def _gather_two(places: tuple[str, ...], dest: str) -> FactionAction:
    return FactionAction(places, dest)
