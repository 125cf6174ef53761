"""A hero's turn by mouse: what a card in hand lights, and which action a click means. Every
lit space, monster and hero is some legal action; nothing else is (LD-MOVE-02, LD-ATK-01/02)."""
from __future__ import annotations

from game.drizzt import actions as A
from game.drizzt import hints
from scenes.drizzt.turn_controls import TurnControls
from tests.drizzt.helpers import floor_cells, hero_at, monster, start


def _position():
    """Thalia (hero 0) on the start tile with two goblins next to her; Maren (hero 1) near."""
    match = start(heroes=("thalia", "maren"))
    hero_at(match, 0, (1, 2))
    hero_at(match, 1, (3, 3))
    monster(match, "goblin_notcher", (0, 2))
    monster(match, "goblin_notcher", (1, 3))
    return match


def _controls(match) -> TurnControls:
    tc = TurnControls()
    tc.update(match.ask, match.legal_actions(), 0)
    return tc


def test_plain_move_lights_every_legal_end_with_its_cost():
    match = _position()
    tc = _controls(match)
    legal = match.legal_actions()
    ends = {(a.x, a.y) for a in legal if isinstance(a, A.Move) and a.hero == 0 and not a.power}
    assert set(tc.lit.spaces) == ends and ends
    assert all(1 <= cost <= 5 for cost in tc.lit.spaces.values())  # Thalia's speed is 5 (LD-MOVE-02)
    far = max(tc.lit.spaces, key=tc.lit.spaces.get)
    assert tc.at_space(far) == A.Move(0, far[0], far[1])
    assert tc.at_space((0, 2)) is None  # a goblin stands there (LD-MOVE-05)
    walk = hints.route(match.state, 0, far)
    assert walk[-1] == far and len(walk) == tc.lit.spaces[far]


def test_two_target_power_waits_for_the_second_pick():
    match = _position()
    monster(match, "goblin_notcher", (2, 3))
    tc = _controls(match)
    assert tc.pick_card("cleave") is None
    uids = {m.uid for m in match.state.monsters}
    assert tc.lit.monsters == uids and not tc.lit.spaces
    first, second, _ = sorted(uids)
    assert tc.at_monster(first) is None  # one picked, one more wanted
    assert tc.lit.picked == (first,) and first not in tc.lit.monsters and second in tc.lit.monsters
    action = tc.at_monster(second)
    assert action == A.Attack(0, "cleave", (first, second)) and action in match.legal_actions()


def test_the_only_pair_goes_at_the_first_click():
    match = _position()  # exactly two goblins in reach: cleave can only take both
    tc = _controls(match)
    tc.pick_card("cleave")
    uid = sorted(m.uid for m in match.state.monsters)[0]
    action = tc.at_monster(uid)
    assert isinstance(action, A.Attack) and len(action.targets) == 2 and action in match.legal_actions()


def test_one_target_power_and_putting_the_card_down():
    match = _position()
    tc = _controls(match)
    tc.pick_card("steady_strike")
    uid = sorted(m.uid for m in match.state.monsters)[0]
    assert tc.at_monster(uid) == A.Attack(0, "steady_strike", (uid,))
    assert tc.pick_card("steady_strike") is None  # picked again: back to a plain move
    assert tc.card == "" and tc.lit.spaces


def test_unusable_card_is_refused_with_a_reason():
    match = _position()
    tc = _controls(match)
    assert tc.pick_card("shield_wall")  # a reaction: never used in the hero phase
    assert tc.card == ""
    assert A.EndPhase(0) in tc.others()


def test_far_monster_is_not_lit():
    match = start(heroes=("thalia", "maren"))
    hero_at(match, 0, (1, 2))
    far = [c for c in floor_cells(match) if abs(c[0] - 1) > 1 or abs(c[1] - 2) > 1]
    monster(match, "goblin_notcher", far[-1])
    tc = _controls(match)
    assert "steady_strike" not in tc.uses()  # adjacent only (LD-ATK-01): no attack to light
    assert tc.pick_card("steady_strike") and not tc.lit.monsters


def test_nobody_to_act_lights_nothing():
    match = _position()
    tc = TurnControls()
    tc.update(match.ask, match.legal_actions(), None)
    assert tc.lit.spaces == {} and tc.uses() == {} and tc.pick_card("cleave")


def test_a_heal_aimed_at_a_hero_at_full_health_is_lit_but_marked_no_effect():
    """Issue 15 item 9: a useless choice is marked. Light of Renewal may be given to any hero on
    Maren's tile; the hurt one is lit as a friend, the one at full health is lit too (the rules
    allow it) but marked with the engine's reason (hints.no_effect)."""
    match = start(heroes=("maren", "thalia"))
    hero_at(match, 0, (1, 2))
    hero_at(match, 1, (2, 2))
    match.state.heroes[1].health -= 3
    tc = _controls(match)
    helps = [a for a in match.legal_actions() if isinstance(a, A.UsePower) and a.power == "light_of_renewal"]
    assert {a.target for a in helps} == {0, 1}
    tc.pick_card("light_of_renewal")
    assert tc.lit.heroes == {0, 1}
    assert set(tc.lit.idle) == {0}  # Maren is at full health: healing her does nothing
    assert "no health" in tc.lit.idle[0]
    assert tc.at_hero(0) in match.legal_actions()  # marked, not forbidden
