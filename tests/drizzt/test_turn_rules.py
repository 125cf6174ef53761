"""Legend of Drizzt rules, checklist sections E-F: the turn (LD-TURN) and the hero phase
(LD-HERO): poison and healing surges at the start, the three action plans, the attack's stand-ins,
and what happens at the end of the phase."""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.drizzt.actions import Attack, Disarm, EndPhase, Move, OpenDoor, UseItem
from tests.drizzt.helpers import draw, monster, owed, roll
from tests.drizzt.phasekit import attach, begin, end_hero_phase, explore, interior, next_turn, purpose


def moves(m, hero: int = 0) -> list:
    return [a for a in m.legal_actions() if isinstance(a, Move) and a.hero == hero]


def attacks(m) -> list:
    return [a for a in m.legal_actions() if isinstance(a, Attack)]


# -- E. The turn ------------------------------------------------------------------------------------
def test_hero_then_exploration_then_villain_phase():
    """LD-TURN-01: the three phases always in this order: the hero acts, then the tile and its
    monster come (exploration), then the encounter (villain phase)."""
    m = begin()
    seen = []

    def note():
        seen.append((m.state.turn.phase, owed(m) or purpose(m)))

    note()
    placed = explore(m, "n", "fungus_grotto")
    note()  # the monster for the new tile
    draw(m, "gloomrat_swarm")
    note()  # the black triangle's encounter
    assert seen == [("hero", "hero"), ("exploration", "spawn"), ("villain", "encounter")]
    assert placed.id == "fungus_grotto"
    with pytest.raises(IllegalAction):
        m.act(Move(0, 1, 1))  # the hero phase is over for this turn


def test_the_next_player_goes_when_the_villain_phase_ends():
    """LD-TURN-02: after hero 0's villain phase comes hero 1's turn, then hero 0's again in the
    next round."""
    m = begin("the_spiders_court", heroes=("thalia", "kaelith"))
    assert (m.state.turn.hero, m.state.round, m.to_act()) == (0, 1, 0)
    m.state.heroes[0].cell = list(interior(m))
    end_hero_phase(m)
    draw(m, "picked_clean")  # the villain phase's encounter; the row is empty
    assert (m.state.turn.hero, m.state.turn.phase, m.state.round, m.to_act()) == (1, "hero", 1, 1)
    next_turn(m)
    assert (m.state.turn.hero, m.state.round) == (0, 2)


# -- F. The hero phase ------------------------------------------------------------------------------
def test_poison_hurts_first_then_the_health_check():
    """LD-HERO-01: a poisoned hero takes 1 damage at the very start of its hero phase, before it
    can use any item; at 1 health that puts it at 0, and the same phase spends a healing surge."""
    m = begin("the_spiders_court", heroes=("thalia", "kaelith"))
    kaelith = m.state.heroes[1]
    kaelith.poisoned, kaelith.health = True, 4
    next_turn(m, hero=1)
    assert kaelith.health == 3  # LD-HERO-01: 4 - 1, before any action is offered
    assert UseItem(1, "potion_of_healing") in m.legal_actions()  # items only now
    m2 = begin("the_spiders_court", heroes=("thalia", "kaelith"))
    kaelith = m2.state.heroes[1]
    kaelith.poisoned, kaelith.health = True, 1
    next_turn(m2, hero=1)
    assert (kaelith.health, m2.state.surges, kaelith.poisoned) == (10, 1, True)


def test_a_hero_at_0_health_spends_a_healing_surge():
    """LD-HERO-02: at the start of its hero phase a hero at 0 health spends one of the party's
    surges and goes back to its card's surge value (G-05: Ilyndra 10)."""
    m = begin("the_spiders_court", heroes=("thalia", "ilyndra"))
    ilyndra = m.state.heroes[1]
    ilyndra.health = 0
    next_turn(m, hero=1)
    assert (ilyndra.health, m.state.surges) == (10, 1)
    assert owed(m) == "hero" and m.to_act() == 1  # and she plays her turn


def test_no_surge_left_loses_the_hero_and_its_team():
    """LD-HERO-03: at 0 health with no surge the hero loses, and with it the party (no teams);
    with teams only that hero's team is out and the others play on."""
    m = begin("the_spiders_court", heroes=("thalia", "kaelith"))
    m.state.surges = 0
    m.state.heroes[1].health = 0
    next_turn(m, hero=1)
    assert m.over and m.state.result == "lost"

    t = begin("two_companies", heroes=("thalia", "kaelith", "maren", "ilyndra"))
    assert [h.team for h in t.state.heroes] == [0, 1, 0, 1]
    t.state.surges = 0
    t.state.heroes[1].health = 0
    next_turn(t)
    assert not t.over
    assert t.state.heroes[1].cell is None and t.state.heroes[3].cell is None  # team 1 is out
    assert t.state.turn.hero == 2 and owed(t) == "hero"  # team 0 plays on


def test_move_then_attack():
    """LD-HERO-04 (a): a move, then the attack; after that no more moves."""
    m = begin()
    rat = monster(m, "gloomrat_swarm", (3, 3))
    m.act(Move(0, 2, 2))
    assert Attack(0, "steady_strike", (rat.uid,)) in m.legal_actions()
    m.act(Attack(0, "steady_strike", (rat.uid,)))
    roll(m, 1)  # a miss
    assert moves(m) == [] and attacks(m) == []
    assert m.legal_actions()[0] == EndPhase(0)


def test_attack_then_move():
    """LD-HERO-04 (b): the attack first, then one move; no second attack."""
    m = begin()
    rat = monster(m, "gloomrat_swarm", (1, 1))
    m.act(Attack(0, "steady_strike", (rat.uid,)))
    roll(m, 1)
    assert attacks(m) == [] and Move(0, 3, 3) in m.legal_actions()
    m.act(Move(0, 3, 3))
    assert moves(m) == [] and attacks(m) == []


def test_move_twice():
    """LD-HERO-04 (c): two moves, each up to Speed; then no attack."""
    m = begin()
    attach(m, "dripping_hall", (0, 0), "e")
    attach(m, "fungus_grotto", (1, 0), "e")
    rat = monster(m, "gloomrat_swarm", (11, 1))
    m.act(Move(0, 5, 0))
    m.act(Move(0, 10, 0))  # 5 more spaces
    assert moves(m) == []
    assert Attack(0, "steady_strike", (rat.uid,)) not in m.legal_actions()  # adjacent, but no action left
    with pytest.raises(IllegalAction):
        m.act(Attack(0, "steady_strike", (rat.uid,)))


def test_disarming_or_opening_a_door_takes_the_attack():
    """LD-HERO-05: on a trapped tile the hero may try to disarm instead of attacking; beside a
    closed door it may try to open it instead. Either uses the attack."""
    m = begin()
    monster(m, "gloomrat_swarm", (1, 1))
    m.state.tiles[0].markers.append("trap:poisoned_darts")
    m.state.heroes[0].row.append("trap:poisoned_darts")
    assert Disarm(0, "poisoned_darts") in m.legal_actions() and attacks(m)
    m.act(Disarm(0, "poisoned_darts"))
    roll(m, 3)  # fails (needs 10)
    assert attacks(m) == [] and Disarm(0, "poisoned_darts") not in m.legal_actions()
    assert moves(m)  # a move is still left

    d = begin("the_singing_crystal", heroes=("thalia", "kaelith"))
    door = attach(d, "barracks_door", (0, 0), "n", door="closed")
    assert OpenDoor(0, door.tx, door.ty) not in d.legal_actions()  # Thalia is at (0, 0), on the door's row
    d.act(Move(0, 2, 1))
    assert OpenDoor(0, door.tx, door.ty) not in d.legal_actions()
    d2 = begin("the_singing_crystal", heroes=("thalia", "kaelith"))
    door = attach(d2, "barracks_door", (0, 0), "n", door="closed")
    d2.state.heroes[0].cell = [2, -4]  # on the door's edge, inside the barracks
    monster(d2, "gloomrat_swarm", (3, -4))  # a monster to attack, were the attack not used
    assert OpenDoor(0, 0, -1) in d2.legal_actions() and attacks(d2)
    d2.act(OpenDoor(0, 0, -1))
    draw(d2, "open")
    assert d2.state.tiles[1].door == "open"
    assert attacks(d2) == []  # the door took the attack


def test_the_end_of_the_hero_phase():
    """LD-HERO-06: when the hero phase ends the stun token goes, a poisoned hero rolls (10 or
    more cures), and a hero on the way out leaves the dungeon."""
    m = begin()
    hero = m.state.heroes[0]
    hero.stunned, hero.poisoned = True, True
    m.state.heroes[0].cell = list(interior(m))
    end_hero_phase(m)
    assert hero.stunned is False and purpose(m) == "cure"
    roll(m, 10)
    assert hero.poisoned is False

    s = begin("the_sunken_stair")
    attach(s, "sunken_stair", (0, 0), "n")
    s.state.heroes[0].cell = [2, -4]  # the exit space X ("##X." on the tile's first row)
    end_hero_phase(s)
    assert s.state.heroes[0].escaped and s.state.heroes[0].cell is None
    assert s.over and s.state.result == "won"  # the only hero is out
