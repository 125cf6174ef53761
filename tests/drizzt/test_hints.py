"""What a table is told around the legal actions: the hero's numbers as counted now, the move
costs and the walk, which cards are usable how (LD-MOVE-02, LD-TRS-05, LD-ATK-01)."""
from __future__ import annotations

from game.drizzt import actions as A
from game.drizzt import hints
from tests.drizzt.helpers import changed, hero_at, monster, start


def test_the_view_counts_a_passive_item_in_the_heros_speed():
    match = start(heroes=("thalia", "maren"))
    hero = match.state.heroes[0]
    hero.items = [i for i in hero.items if i != "wayfarer_boots"]
    changed(match)
    base = match.view(0)["numbers"][0]["speed"]
    assert base == hero.speed
    hero.items.append("wayfarer_boots")  # +1 Speed while carried (LD-TRS-05)
    changed(match)
    assert match.view(0)["numbers"][0]["speed"] == base + 1
    assert hints.move_fuel(match.state, 0) == base + 1


def test_move_costs_are_the_steps_of_the_shortest_walk():
    match = start(heroes=("thalia", "maren"))
    hero_at(match, 0, (0, 3))
    hero_at(match, 1, (3, 0))
    costs = hints.move_costs(match.state, match.legal_actions(), 0)
    assert costs[(1, 3)] == 1 and costs[(2, 1)] == 2  # diagonals count one (LD-MOVE-03)
    for cell, cost in costs.items():
        assert len(hints.route(match.state, 0, cell)) == cost


def test_card_uses_say_how_each_usable_card_is_played():
    match = start(heroes=("thalia", "maren"))
    hero_at(match, 0, (1, 2))
    monster(match, "goblin_notcher", (0, 2))
    uses = hints.card_uses(match.legal_actions(), 0)
    assert uses["steady_strike"] == "attack" and "shield_wall" not in uses  # a reaction waits for an attack
    assert hints.attack_targets(match.legal_actions(), 0, "steady_strike") == [("m1",)]
    assert all(isinstance(a, A.Attack) for a in match.legal_actions() if getattr(a, "power", "") == "steady_strike")


def test_a_table_asks_through_the_match_what_needs_the_position():
    """Match.ask answers the game's QUERIES with the state it holds (a scene never sees it): a
    walk, the move costs, and whether the party's experience buys a level-up (LD-XP-04)."""
    match = start(heroes=("thalia", "maren"))
    hero_at(match, 0, (0, 3))
    hero_at(match, 1, (3, 0))
    costs = match.ask("move_costs", match.legal_actions(), 0, "")
    assert costs[(1, 3)] == 1 and match.ask("route", 0, (1, 3)) == [(1, 3)]
    assert not match.ask("can_pay_level", 0)
    match.state.xp["0"] = ["goblin_notcher"] * 4  # worth 1 each: one short of a level
    changed(match)
    assert not match.ask("can_pay_level", 0)
    match.state.xp["0"].append("goblin_notcher")
    changed(match)
    assert match.ask("can_pay_level", 0)
