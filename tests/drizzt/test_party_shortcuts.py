"""The shortcuts of the heroes' numbers and of a monster's blow give the answers the long way
gives: a hero's setting, curse and item numbers kept beside the hero (party._mods), its Defense
by index (party.defense_at), its defense treasures by its items (reactions._defense_items), the
spaces figures take (monster_moves.taken_codes) and what a monster on a large base sees
(monster_sight)."""
from __future__ import annotations

import copy

from game.drizzt import board, grid, monster_moves, monster_sight, party, reactions
from tests.drizzt.helpers import hero_at, monster, place
from tests.drizzt.rulekit_iv import begin, quiet


def test_numbers_follow_items_curses_and_setting_changed_in_place():
    m = begin("thalia", "kaelith")
    state, thalia = m.state, m.state.heroes[0]
    assert (party.speed(state, thalia), party.defense(state, thalia)) == (5, 17)
    thalia.items.append("winged_sandals")
    assert party.speed(state, thalia) == 8
    thalia.items.append("wayfarer_boots")  # "other" items add up
    assert party.speed(state, thalia) == 9
    thalia.items.remove("winged_sandals")
    assert party.speed(state, thalia) == 6
    thalia.items.append("oakheart_shield")
    assert party.defense(state, thalia) == 18
    thalia.items.append("deepking_plate")  # defense items: only the best counts
    assert party.defense(state, thalia) == 19
    thalia.items[thalia.items.index("deepking_plate")] = "oakheart_shield"  # swapped in place
    assert party.defense(state, thalia) == 18
    thalia.curses.append("leaden_limbs")
    assert party.speed(state, thalia) == 4
    state.setting = "bat_swarm"
    assert party.speed(state, thalia) == 3
    state.setting = "flickering_dark"
    assert party.speed(state, thalia) == 4 and party.defense(state, thalia) == 17
    thalia.curses.clear()
    state.setting = ""
    thalia.items.clear()
    assert (party.speed(state, thalia), party.defense(state, thalia)) == (5, 17)


def test_a_copied_hero_has_its_own_numbers():
    m = begin("thalia", "kaelith", items={0: ["winged_sandals"]})
    assert party.speed(m.state, m.state.heroes[0]) == 8
    twin = copy.deepcopy(m.state)
    twin.heroes[0].items.clear()
    assert party.speed(twin, twin.heroes[0]) == 5
    assert party.speed(m.state, m.state.heroes[0]) == 8
    assert party.speed(m.state, m.state.heroes[1]) == 7  # kaelith: no items, her own card


def test_defense_by_index_counts_a_defend_and_the_attack_counts_a_readied_treasure():
    m = begin("thalia", "kaelith")
    state = m.state
    assert party.defense_at(state, 1) == party.defense(state, state.heroes[1]) == 15
    state.flags["defend:1"] = 2
    state.flags["guard:0"] = 4
    assert party.defense_at(state, 1) == party.defense(state, state.heroes[1]) == 17
    assert party.defense_at(state, 0) == 17  # a readied treasure is only for the attack
    assert reactions.party_defense(state, 0) == 21 and reactions.party_defense(state, 1) == 17
    assert party.DEFEND[7] == "defend:7" and reactions.GUARD[3] == "guard:3"


def test_defense_treasures_follow_the_items_and_one_at_a_time():
    m = begin("thalia", "kaelith", items={0: ["sidestep_omen", "winged_sandals", "mirror_charm"]})
    state = m.state
    offered = reactions._defense_items(state, 0)
    assert offered == ["mirror_charm", "sidestep_omen"]
    offered.clear()  # the caller's own list
    assert reactions._defense_items(state, 0) == ["mirror_charm", "sidestep_omen"]
    state.heroes[0].items.remove("mirror_charm")
    assert reactions._defense_items(state, 0) == ["sidestep_omen"]
    state.flags["guard:0"] = 5
    assert reactions._defense_items(state, 0) == []
    assert reactions._defense_items(state, 1) == []


def _codes_the_long_way(state, skip: str) -> set:
    return set(map(grid.code, board.occupied(state, skip_monster=skip)))


def test_taken_spaces_count_large_bases_and_leave_out_the_mover_and_escaped_heroes():
    m = begin("thalia", "kaelith")
    place(m, "dripping_hall", 1, 0)
    quiet(m)
    hero_at(m, 0, (2, 1))
    hero_at(m, 1, (0, 3))
    ogre = monster(m, "cave_ogre", (5, 1), holder=0)
    bones = monster(m, "skeleton", (3, 3), holder=1)
    state = m.state
    for skip in ("", ogre.uid, bones.uid):
        assert monster_moves.taken_codes(state, skip) == _codes_the_long_way(state, skip)
    state.heroes[1].escaped = True
    assert monster_moves.taken_codes(state) == _codes_the_long_way(state, "")
    assert grid.code((0, 3)) not in monster_moves.taken_codes(state)


def _seen_the_long_way(state, ogre) -> tuple[list[int], list[tuple[int, int]]]:
    """The heroes next to the ogre (a step from any space of its base), and each standing
    hero's (tiles away, spaces to the nearest space of its base)."""
    idx, defs = board.index(state), board.defs()
    mine = board.cells_of(ogre)
    beside, far = [], []
    for k in board.standing(state):
        cell = tuple(state.heroes[k].cell)
        if any(grid.adjacent_open(idx, defs, cell, c) for c in mine):
            beside.append(k)
        spaces = min(max(abs(cx - cell[0]), abs(cy - cell[1])) for cx, cy in mine)
        far.append((board.distance(state, [cell], mine), spaces))
    return beside, far


def test_a_large_base_sees_the_heroes_next_to_it_and_the_nearest_the_long_way():
    """Hero 0 walks every floor space of two tiles around a cave ogre (2 x 2) while hero 1
    stands still: who is next to it, and who is nearest (fewest tiles, then fewest spaces, then
    first seat), agree with the answer worked out space by space."""
    m = begin("thalia", "kaelith")
    place(m, "dripping_hall", 1, 0)
    quiet(m)
    hero_at(m, 1, (4, 2))
    ogre = monster(m, "cave_ogre", (5, 1), holder=0)
    state = m.state
    g = board.geo(state)
    mine = set(board.cells_of(ogre))
    tried = beside_seen = 0
    for cell in sorted(g.floor):
        if cell in mine or cell == (4, 2):
            continue
        state.heroes[0].cell = list(cell)
        beside, far = _seen_the_long_way(state, ogre)
        sight = monster_sight.Sight(state, ogre)
        assert sight.adjacent() == beside, cell
        (d0, s0), (d1, s1) = far
        expected = (0, d0) if (d0, s0) <= (d1, s1) else (1, d1)
        assert sight.nearest() == expected, cell
        tried += 1
        beside_seen += 0 in beside
    assert tried > 20 and beside_seen >= 4
