"""What Legend of Drizzt's engine keeps worked out for a position (legal lists, the map index,
movement searches) is held by the core (game.core.kept), never on the state: a hand edit is seen
at once with nothing to call, nothing is written on the state or its heroes, the work is shared
within a position, and undo and load still give the position they gave before."""
from __future__ import annotations

import copy
import hashlib
import json
import random
from contextlib import nullcontext
from dataclasses import fields, is_dataclass

import pytest

from game.core import kept
from game.core.codec import from_data, to_data
from game.core.engine import LEGAL
from game.core.errors import IllegalAction
from game.core.match import Match
from game.core.protocol import CHANCE
from game.drizzt import board, rules
from game.drizzt.actions import Move
from game.drizzt.flow import flow
from game.drizzt.state import PlacedTile
from tests.drizzt.helpers import monster, place
from tests.drizzt.rulekit_iv import begin


def _fresh(state):
    """The same position rebuilt through the codec: a state the engine has never seen."""
    return from_data(rules.State, json.loads(json.dumps(to_data(state))))


def _moved_away(m: Match) -> list:
    """Put the first hero somewhere else by hand, and return where it stood."""
    hero = m.state.heroes[0]
    was = list(hero.cell)
    hero.cell = [2, 1] if hero.cell != [2, 1] else [1, 2]
    return was


def test_a_hand_edit_is_seen_by_the_next_legal_actions_with_nothing_to_call():
    """A hero put elsewhere by hand: the next legal list is the edited position's (the one a
    fresh copy of it gives), though the list was asked for just before the edit."""
    m = begin("kaelith", "thalia")
    first = m.legal_actions()
    _moved_away(m)
    now = m.legal_actions()
    assert now != first
    assert repr(now) == repr(rules.legal_actions(_fresh(m.state)))


def test_a_move_listed_before_a_hand_edit_is_refused_when_the_edit_blocks_it():
    """A move taken from a list asked for before a monster was put on its space by hand is
    checked against the edited position, and refused (not waved through on the old list)."""
    m = begin("kaelith", "thalia")
    moves = [a for a in m.legal_actions() if isinstance(a, Move) and not a.power]
    target = next(a for a in moves if [a.x, a.y] not in [h.cell for h in m.state.heroes])
    monster(m, "cave_bear", (target.x, target.y), holder=1)
    before = to_data(m.state)
    with pytest.raises(IllegalAction):
        m.act(target)
    assert to_data(m.state) == before


def test_a_tile_added_or_replaced_by_hand_is_in_the_map_at_once():
    """The map index checks itself against the tiles: a tile appended by hand, or one put in
    another's place in the list, is in the next answer about the map, with nothing to call."""
    m = begin("kaelith", "thalia")
    before = board.index(m.state)
    assert (1, 0) not in before
    place(m, "dripping_hall", 1, 0)
    spare = PlacedTile("dripping_hall", 0, 1)  # made before the map is asked about again
    after = board.index(m.state)
    assert (1, 0) in after and len(after) == len(before) + 1
    m.state.tiles[-1] = spare  # the same count of tiles, and no tile changed
    moved = board.index(m.state)
    assert (0, 1) in moved and (1, 0) not in moved


def _objects(state):
    """Every dataclass object in the state, the state first."""
    out, todo = [], [state]
    while todo:
        obj = todo.pop()
        if is_dataclass(obj) and not isinstance(obj, type):
            out.append(obj)
            todo.extend(getattr(obj, f.name) for f in fields(obj))
        elif isinstance(obj, dict):
            todo.extend(obj.values())
        elif isinstance(obj, (list, tuple)):
            todo.extend(obj)
    return out


def _extra_attributes(state) -> list:
    """(class, names) of objects holding anything besides their own fields."""
    out = []
    for obj in _objects(state):
        if hasattr(obj, "__dict__"):
            extra = set(vars(obj)) - {f.name for f in fields(obj)}
            if extra:
                out.append((type(obj).__name__, sorted(extra)))
    return out


def _playout(n: int, hold: bool, steps: int):
    """Seeded random playout n of Drizzt (4 heroes), asked plainly or inside a `held` block:
    yields (state, the legal list or None at a chance, the action, its events) after each step."""
    from bench.engine_vs_chess import drizzt_setup

    rng = random.Random(n)
    state = rules.new_game(drizzt_setup(4, n))
    with kept.held(state) if hold else nullcontext():
        for _ in range(steps):
            who = rules.to_act(state)
            if who is None:
                return
            legal = None
            if who == CHANCE:
                action = rules.chance(state).sample(rng)
            else:
                legal = rules.legal_actions(state)
                action = legal[rng.randrange(len(legal))]
            yield state, legal, action, rules.apply(state, action)


@pytest.mark.parametrize("hold", [False, True])
def test_the_engine_writes_nothing_on_the_state_or_its_heroes(hold):
    """Random playouts through every kind of decision, asked plainly or inside a `held` block: no
    object of the state (the state, heroes, monsters, tiles, powers...) ever holds anything
    besides its own fields, and a deepcopy equals the state and saves the same."""
    for n in range(6):
        state = None
        for step, (state, _legal, _action, _events) in enumerate(_playout(n, hold, 250)):
            if step % 25 == 0:
                assert _extra_attributes(state) == [], f"game {n} step {step}"
        assert _extra_attributes(state) == []
        twin = copy.deepcopy(state)
        assert twin == state and to_data(twin) == to_data(state)
        assert kept.now(twin, LEGAL) is None


def _game_digest(n: int, hold: bool) -> str:
    """A hash of one seeded random playout: every legal list, action, event and state."""
    h = hashlib.sha256()
    for state, legal, action, events in _playout(n, hold, 400):
        if legal is not None:
            h.update(repr(legal).encode())
        h.update(repr((action, [(e.text, e.data) for e in events], to_data(state))).encode())
    return h.hexdigest()


def test_a_held_playout_plays_the_same_games_as_a_plain_one():
    """Keeping work between calls (a `held` playout) changes nothing: the same legal lists,
    actions, events and states as when every call works everything out afresh."""
    for n in range(5):
        assert _game_digest(n, hold=True) == _game_digest(n, hold=False)


def _count_hero_lists(monkeypatch) -> list:
    """Count how often the hero decision's legal list is worked out."""
    made = []
    legal, *rest = flow.DECISIONS["hero"]

    def counted(state, d):
        made.append(1)
        return legal(state, d)

    monkeypatch.setitem(flow.DECISIONS, "hero", (counted, *rest))
    return made


def _count_searches(monkeypatch) -> list:
    made = []

    class Counted(board.Search):
        __slots__ = ()

        def __init__(self, *args) -> None:
            made.append(1)
            super().__init__(*args)

    monkeypatch.setattr(board, "Search", Counted)
    return made


def test_kept_data_is_shared_within_a_position_and_between_calls_while_held(monkeypatch):
    """Inside a `held` block the hero's legal list is worked out once for the position (asked
    twice, then checked again when its move is applied), and the move's route comes from the
    search its moves were listed from; asked plainly, each question works it out again."""
    lists, searches = _count_hero_lists(monkeypatch), _count_searches(monkeypatch)
    m = begin("kaelith", "thalia")
    with kept.held(m.state):
        first = m.legal_actions()
        assert m.legal_actions() is first
        assert len(lists) == 1 and len(searches) == 1
        m.act(next(a for a in first if isinstance(a, Move) and not a.power))
        assert len(lists) == 1 and len(searches) == 1
    lists.clear()
    searches.clear()
    plain = m.legal_actions()
    assert m.legal_actions() == plain and len(lists) == 2
    lists.clear()
    searches.clear()
    m.act(next(a for a in plain if isinstance(a, Move) and not a.power))
    assert len(lists) == 1 and len(searches) == 1  # one check, and its search gives the route


def test_the_map_index_is_kept_from_one_position_to_the_next():
    """The map index outlives positions: it is rebuilt only when the tiles change."""
    m = begin("kaelith", "thalia")
    index = board.index(m.state)
    m.act(next(a for a in m.legal_actions() if isinstance(a, Move)))
    assert board.index(m.state) is index


def _played(seed: int, steps: int) -> Match:
    """A two-hero game played at random for `steps` actions, then on to a hero's move."""
    m = Match("drizzt", rules.quick_setup([{"name": "A"}, {"name": "B"}], {}), seed)
    rng = random.Random(seed)
    taken = 0
    while not m.over:
        if m.to_act() == CHANCE:
            m.roll()
            continue
        legal = m.legal_actions()
        if taken >= steps and any(isinstance(a, Move) for a in legal):
            break
        m.act(legal[rng.randrange(len(legal))])
        taken += 1
    return m


def test_undo_and_load_give_the_position_and_the_legal_actions_they_always_did():
    """Undo rebuilds the position by replaying the log and load by replaying the save: both
    give the same state, and the legal list a fresh copy of that state gives."""
    m = _played(3, 40)
    before = to_data(m.state)
    legal_before = repr(m.legal_actions())
    m.act(next(a for a in m.legal_actions() if isinstance(a, Move)))
    assert to_data(m.state) != before
    m.undo()
    assert to_data(m.state) == before and repr(m.legal_actions()) == legal_before
    loaded = Match.from_save(json.loads(json.dumps(m.to_save())))
    assert to_data(loaded.state) == before
    assert repr(loaded.legal_actions()) == legal_before == repr(rules.legal_actions(_fresh(loaded.state)))
