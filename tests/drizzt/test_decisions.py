"""Legend of Drizzt: the decisions of docs/decisions.md that no rule test pinned yet, one test
each (the gap ids G-nn of the checklist, or the decision's own name). Each would fail if the
decision were reversed; docs/decisions.md names these tests beside the decisions."""
from __future__ import annotations

from itertools import combinations

from game.drizzt import adventure, party, rules
from game.drizzt.actions import Attack, LetItBe, LevelUp, Move, UseItem
from game.drizzt.content import load
from game.drizzt.state import State
from tests.drizzt.helpers import draw, hero_at, monster, owed, place, roll
from tests.drizzt.rulekit_iv import begin, end_phase, legal, line, purpose, quiet, stack, worth


# -- content: the cards as authored (G-02, G-07, G-39, G-40) ------------------------------------------
def test_g02_g40_seven_heroes_of_our_own_and_64_powers_each_hero_with_a_power_given():
    """G-02, G-40: every card is authored: seven heroes and 64 powers; each hero is given its
    racial power (its card's `auto`) without choosing, on top of the powers chosen."""
    content = load()
    assert len(content.heroes) == 7 and len(content.powers) == 64
    names = sorted(content.heroes)
    for party_ in (names[:4], names[4:]):
        m = begin(*party_, calm=False)
        for hero in m.state.heroes:
            card = content.heroes[hero.id]
            assert card.auto and all(content.powers[p].hero == hero.id for p in card.auto), hero.id
            assert set(card.auto) <= {c.id for c in hero.powers}, hero.id


def test_g07_g39_the_level_2_side_has_2_more_health_and_1_more_defense():
    """G-07, G-39: each hero card carries `surge` and a `level2` side: +2 Health, +1 Defense."""
    for hero in load().heroes.values():
        assert hero.surge == hero.health, hero.id
        assert (hero.level2.health, hero.level2.defense) == (hero.health + 2, hero.defense + 1), hero.id


# -- healing surges and levelling up (G-05, G-08, G-09, G-11) --------------------------------------------
def test_g05_a_surge_at_level_2_restores_the_extra_2_health():
    """G-05: a surge restores the card's surge value plus what the maximum has grown by: Thalia
    (surge 10) comes back to 12 at level 2, to 10 at level 1."""
    for level, back in ((1, 10), (2, 12)):
        m = begin("kaelith", "thalia")
        quiet(m)
        thalia = m.state.heroes[1]
        if level == 2:
            thalia.level, thalia.max_health = 2, load().heroes["thalia"].level2.health
        thalia.health = 0
        hero_at(m, 0, (2, 1))
        end_phase(m)
        assert (thalia.health, m.state.surges) == (back, 1) and owed(m) == "hero"


def test_g08_the_tome_asks_for_the_art_and_may_be_let_be():
    """G-08 (LD-LVL-05): reading the Tome of Knowledge asks the hero's seat which set-aside Art to
    take (no experience spent), or to let it be; let be, the hero stays at level 1 and keeps the
    Tome for later; read through, the Tome is discarded."""
    m = begin("thalia", "kaelith", items={0: ["tome_of_knowledge"]})
    m.act(UseItem(0, "tome_of_knowledge"))
    assert owed(m) == "level_up" and m.state.decisions[-1].seat == 0
    assert set(m.legal_actions()) == {LetItBe(), LevelUp((), "mountains_weight"), LevelUp((), "whirlwind_of_steel")}
    m.act(LetItBe())
    thalia = m.state.heroes[0]
    assert thalia.level == 1 and thalia.items == ["tome_of_knowledge"]
    assert "tome_of_knowledge" not in m.state.treasure_deck.discard
    assert owed(m) == "hero"
    m.act(UseItem(0, "tome_of_knowledge"))
    m.act(LevelUp((), "mountains_weight"))
    assert thalia.level == 2 and thalia.items == [] and "tome_of_knowledge" in m.state.treasure_deck.discard


def test_g09_sets_are_listed_smallest_first_and_larger_ones_not_once_more_than_24_are_found():
    """G-09: a set offered is worth 5 or more with no card to spare; sets are looked for smallest
    first, and once more than 24 are found no larger set is looked for. Seven 3s, seven 2s and a
    1: 70 pairs, so the valid (2, 2, 1) sets are never listed; without the 3s they are."""
    threes, twos = (sorted(c.id for c in load().monsters.values() if c.xp == n and not c.villain) for n in (3, 2))
    one = next(c.id for c in load().monsters.values() if c.xp == 1 and not c.villain)
    state = State.__new__(State)
    state.xp = {"0": threes + twos + [one]}
    offered = party.spend_options(state, "0")
    assert len(offered) == len(list(combinations(threes + twos, 2))) - len(list(combinations(twos, 2))) > 24
    assert all(len(s) == 2 for s in offered)
    state.xp = {"0": twos + [one]}
    offered = party.spend_options(state, "0")
    assert (twos[0], twos[1], one) in offered or tuple(sorted((twos[0], twos[1], one))) in offered


def test_g11_a_natural_20_on_the_curse_roll_offers_no_level_up():
    """G-11: with 5 experience on the pile, a natural 20 on the end-of-turn curse roll lifts the
    curse and offers nothing more (only attack and disarm rolls level up)."""
    m = begin("kaelith", "thalia")
    m.state.xp["0"] = [worth(4), worth(1)]
    stack(m, "encounter", "hex_of_frailty")
    hero_at(m, 0, (2, 1))
    end_phase(m)
    draw(m, "hex_of_frailty")
    if owed(m) == "cancel":
        m.act(LetItBe())
    assert purpose(m) == "curse_roll"
    roll(m, 20)
    assert m.state.heroes[0].curses == [] and owed(m) != "level_up" and m.state.heroes[0].level == 1


# -- exploring (G-17, G-18) ---------------------------------------------------------------------------
def test_g17_a_corridors_follow_on_with_no_tile_left_loses_nothing_even_where_no_tiles_loses():
    """G-17: A Lantern in the Deep is lost when an exploration needs a tile and none is left; a
    corridor placed as the last tile pulls no follow-on, and that loses nothing."""
    assert "no_tiles" in load().adventures["lantern_in_the_deep"].defeat
    m = begin("kaelith", adventure="lantern_in_the_deep")
    m.state.tile_deck[:] = ["needles_eye"]
    hero_at(m, 0, (1, 0))
    end_phase(m)
    draw(m, "skeleton")
    assert [t.id for t in m.state.tiles] == ["start", "needles_eye"] and not m.over


def _both_bears_out():
    """Kaelith beside the start tile's north edge, a Dripping Hall next in the tile deck, and both
    Cave Bear figures on the map (Thalia holds them)."""
    assert load().monster("cave_bear").figures == 2
    m = begin("kaelith", "thalia")
    quiet(m)
    place(m, "dripping_hall", 0, 1)
    monster(m, "cave_bear", (2, 5), holder=1)
    monster(m, "cave_bear", (2, 7), holder=1)
    hero_at(m, 1, (3, 6))
    hero_at(m, 0, (1, 0))
    m.state.tile_deck[0:0] = ["dripping_hall"]
    return m


def test_g18_a_monster_with_no_figure_left_is_discarded_and_another_drawn():
    """G-18 (LD-EXPL-04): the Cave Bear's two figures are both on the map: drawn for Kaelith's new
    tile, it goes to the discard and another card is drawn."""
    m = _both_bears_out()
    end_phase(m)
    draw(m, "cave_bear")
    assert "cave_bear" in m.state.monster_deck.discard and purpose(m) == "spawn"
    draw(m, "skeleton")
    assert sorted(x.card for x in m.state.monsters) == ["cave_bear", "cave_bear", "skeleton"]


def test_g18_when_every_card_left_is_refused_the_tile_stays_empty():
    """G-18: the monster deck holds only a Cave Bear, and both its figures are out: it is drawn,
    discarded and drawn again from the discard, and then the new tile stays empty."""
    m = _both_bears_out()
    deck = m.state.monster_deck
    deck.pile[:], deck.top[:], deck.bottom[:], deck.discard[:] = ["cave_bear"], [], [], []
    end_phase(m)
    events = draw(m, "cave_bear")
    assert purpose(m) == "spawn"
    events += draw(m, "cave_bear")
    assert any("stays empty" in e.text for e in events)
    assert [x.card for x in m.state.monsters] == ["cave_bear", "cave_bear"] and purpose(m) != "spawn"


# -- monsters (G-19, own decisions) -------------------------------------------------------------------
def test_g19_a_tactic_may_deal_damage_on_a_miss():
    """G-19: a monster attack rolls d20 + the line's bonus against the hero's Defense; the Shadowfang
    Wolf's bite (`miss = 1`) still deals 1 when it misses."""
    bite = line("shadowfang_wolf", 0)
    assert bite.miss == 1
    m = begin("kaelith", "thalia")
    quiet(m)
    hero_at(m, 1, (0, 3))
    monster(m, "shadowfang_wolf", (3, 1), holder=0)
    hero_at(m, 0, (2, 1))
    end_phase(m)
    assert purpose(m) == "monster_attack"
    roll(m, 1)
    assert m.state.heroes[0].health == 10 - 1


# -- encounters and markers (G-21, G-22, G-33) ----------------------------------------------------------
def test_g21_g22_an_item_lying_there_does_not_mark_a_tile_but_a_hazard_marker_turns_a_trap_away():
    """G-21: only hazard and trap markers count as "a marker already on the tile": with an item
    lying on Kaelith's tile, Rockslide still marks it. G-22: a trap drawn for that tile, now
    marked, goes to the discard and another encounter is drawn."""
    m = begin("kaelith", "thalia")
    m.state.tiles[0].markers.append("item:potion_of_healing@3,3")
    stack(m, "encounter", "rockslide", "hidden_pit", "scalding_steam")
    hero_at(m, 1, (1, 2))
    hero_at(m, 0, (2, 1))
    end_phase(m)
    draw(m, "rockslide")
    assert "hazard:rockslide" in m.state.tiles[0].markers and "hazard:rockslide" in m.state.heroes[0].row
    while owed(m) != "hero":  # the hazard acts in this villain phase; then Thalia's turn
        roll(m, 1) if m.state.chance is not None and m.state.chance.dice else m.act(m.legal_actions()[0])
    hero_at(m, 1, (1, 2))
    end_phase(m)
    draw(m, "hidden_pit")
    assert "hidden_pit" in m.state.encounter_deck.discard
    assert not any(k.startswith("trap:") for k in m.state.tiles[0].markers)
    assert purpose(m) == "encounter"


def test_g33_a_hazard_drawn_for_a_hero_who_has_left_finds_no_tile_and_is_discarded():
    """G-33: a hero who has left the dungeon still draws an encounter every villain phase (no
    tile placed); a hazard drawn then has no tile to mark and goes to the discard."""
    m = begin("kaelith", "thalia", adventure="the_sunken_stair")
    place(m, "sunken_stair", 1, 0)
    stack(m, "encounter", "rockslide")
    hero_at(m, 0, (6, 0))  # the Sunken Stair's exit space
    hero_at(m, 1, (1, 2))
    end_phase(m)
    assert m.state.heroes[0].escaped and purpose(m) == "encounter"
    draw(m, "rockslide")
    assert "rockslide" in m.state.encounter_deck.discard
    assert not any(mk.startswith("hazard:") for t in m.state.tiles for mk in t.markers)
    assert m.state.heroes[0].row == [] and m.state.heroes[0].health == 10


# -- doors (G-24) ---------------------------------------------------------------------------------------
def test_g24_a_doors_kind_is_drawn_when_first_tried_from_the_same_three_every_time():
    """G-24: a door's kind is drawn when a hero first tries it: open, trapped or locked, one each,
    equally likely, and the same three for the next door (no pool of tokens is used up)."""
    from tests.drizzt.test_doors_rules import DOORS, barracks
    from game.drizzt.actions import OpenDoor

    for _ in range(2):
        m = begin("kaelith", "thalia", adventure=DOORS)
        barracks(m)
        hero_at(m, 1, (1, 2))
        hero_at(m, 0, (1, -4))
        m.act(OpenDoor(0, 0, -1))
        spec = rules.chance(m.state)
        assert (spec.deck, spec.count, spec.top, sorted(spec.pile)) == ("doors", 1, (), ["locked", "open", "trap"])
        draw(m, "locked")
        assert m.state.tiles[1].door == "locked"


# -- treasure and experience (G-26, G-27, G-29) ---------------------------------------------------------
def test_g26_g27_a_monster_killed_by_poison_draws_no_treasure_and_goes_to_the_poisoners_team():
    """G-26: only the active hero's attacks earn a treasure: the bear dying of Tansy's poison in
    her villain phase draws none. G-27: its card goes to the poisoner's team's pile (team 1)."""
    m = begin("thalia", "tansy", adventure="two_companies",
              powers={"tansy": ["vital_strike", "venom_needle", "quick_stab", "tumble"]})
    assert [h.team for h in m.state.heroes] == [0, 1]
    quiet(m)
    hero_at(m, 0, (2, 1))
    end_phase(m)  # Thalia's turn passes
    assert m.state.turn.hero == 1 and owed(m) == "hero"
    hero_at(m, 0, (0, 0))
    hero_at(m, 1, (1, 2))
    bear = monster(m, "cave_bear", (2, 2), holder=1, health=2)
    m.act(Attack(1, "venom_needle", (bear.uid,)))
    roll(m, 19)
    assert bear.health == 1 and bear in m.state.monsters
    if purpose(m) == "treasure":
        raise AssertionError("the bear is not dead yet")
    hero_at(m, 1, (1, 1))
    end_phase(m)  # Tansy's villain phase: the bear activates, and the poison kills it first
    assert bear not in m.state.monsters
    assert m.state.xp == {"0": [], "1": ["cave_bear"]}
    assert purpose(m) != "treasure" and not m.state.turn.treasure


def test_g29_a_readied_attack_treasure_adds_on_top_of_the_best_passive_one():
    """G-29: one attack treasure readied at a time; an always-on (passive) attack item adds on top
    of it: Steady Strike (+8), Stroke of Fortune readied (+5) and the Emberline Sword (+1)."""
    m = begin("thalia", "kaelith", items={0: ["stroke_of_fortune", "emberline_sword"]})
    hero_at(m, 1, (0, 0))
    hero_at(m, 0, (1, 2))
    bear = monster(m, "cave_bear", (2, 2), holder=1)
    m.act(UseItem(0, "stroke_of_fortune"))
    m.act(Attack(0, "steady_strike", (bear.uid,)))
    assert roll(m, 2)[0].data["total"] == 2 + 8 + 5 + 1


# -- conditions while down (G-37) ---------------------------------------------------------------------
def test_g37_no_poison_damage_and_no_cure_roll_while_down():
    """G-37: a poisoned hero starting its turn at 0 takes no poison damage (its surge brings it
    back to 10, not 9); a poisoned hero at 0 at the end of its hero phase rolls no cure."""
    m = begin("kaelith", "thalia")
    quiet(m)
    thalia = m.state.heroes[1]
    thalia.health, thalia.poisoned = 0, True
    hero_at(m, 0, (2, 1))
    end_phase(m)
    assert (thalia.health, thalia.poisoned, m.state.surges) == (10, True, 1)
    thalia.health = 0  # felled during her own hero phase
    hero_at(m, 1, (1, 2))
    end_phase(m)
    assert purpose(m) != "cure" and thalia.poisoned


# -- our own decisions beyond the gaps ---------------------------------------------------------------
def _next_villain_phase_of_hero_0(m) -> list:
    """From hero 0's hero phase (on (2, 1)) through hero 1's turn (on (1, 2)) to the end of hero 0's
    next hero phase; a monster attack on the way misses (a 1)."""
    events = []
    hero_at(m, 0, (2, 1))
    events += end_phase(m)
    while owed(m) != "hero" or m.state.turn.hero != 1:
        events += roll(m, 1)
    hero_at(m, 1, (1, 2))
    end_phase(m)
    while owed(m) != "hero" or m.state.turn.hero != 0:
        roll(m, 1)
    return events


def test_monster_conditions_stunned_skips_one_activation_slowed_still_strikes_poisoned_for_good():
    """Monster conditions: stunned, the bear next to Kaelith skips one activation and strikes in
    the next; slowed, a bear next to her still strikes (only its move is lost); poisoned, a bear
    takes 1 at the start of every activation, for good."""
    from game.drizzt.effects import hit_effect

    m = begin("kaelith", "thalia")
    quiet(m)
    hero_at(m, 1, (0, 3))
    bear = monster(m, "cave_bear", (3, 1), holder=0)
    hit_effect(m.state, 0, bear.uid, "stun")
    events = _next_villain_phase_of_hero_0(m)
    assert any("stunned and does nothing" in e.text for e in events)
    assert not any(e.data.get("total") is not None for e in events)  # no attack roll
    events = end_phase(m)
    assert purpose(m) == "monster_attack"  # the stun is gone: it strikes

    m = begin("kaelith", "thalia")
    quiet(m)
    hero_at(m, 1, (0, 3))
    bear = monster(m, "cave_bear", (3, 1), holder=0)
    hit_effect(m.state, 1, bear.uid, "slow")
    hero_at(m, 0, (2, 1))
    end_phase(m)
    assert purpose(m) == "monster_attack" and tuple(bear.cell) == (3, 1)

    m = begin("kaelith", "thalia")
    quiet(m)
    hero_at(m, 1, (0, 3))
    bear = monster(m, "cave_bear", (3, 1), holder=0)
    hit_effect(m.state, 1, bear.uid, "poison")
    _next_villain_phase_of_hero_0(m)
    assert bear.health == load().monster("cave_bear").health - 1
    _next_villain_phase_of_hero_0(m)
    assert bear.health == load().monster("cave_bear").health - 2


def test_called_in_monsters_come_from_the_deck_and_with_none_left_nobody_comes():
    """Called-in monsters: Matron Ilvaressa calls a Webspinner Spider; with no spider card left in
    the monster deck (pile or discard), or every spider figure already out, nobody comes."""
    from tests.drizzt.test_effects import hall, villain_phase

    for case in ("no card", "no figure"):
        m = begin("kaelith", "thalia")
        hall(m)
        hero_at(m, 1, (0, 3))
        monster(m, "drow_matron", (7, 3), holder=0)
        deck = m.state.monster_deck
        if case == "no card":
            for pile_ in (deck.pile, deck.discard, deck.top, deck.bottom):
                pile_[:] = [c for c in pile_ if c != "webspinner_spider"]
        else:
            for k in range(load().monster("webspinner_spider").figures):
                monster(m, "webspinner_spider", (8 + k, 0), holder=1)
        before = sum(x.card == "webspinner_spider" for x in m.state.monsters)
        events = villain_phase(m)
        assert sum(x.card == "webspinner_spider" for x in m.state.monsters) == before, case
        assert any("left to answer" in e.text for e in events), case


def test_treasure_tokens_lie_farthest_from_the_spawn_point_and_are_not_the_turns_treasure():
    """Treasure tokens (rule `treasure_tokens`): a new white-triangle tile gets a treasure on the
    space farthest from its spawn point. A hero picks an item up for free, and it is not the turn's
    one treasure: a kill later in that turn still draws one."""
    from game.drizzt import board, grid

    m = begin("thalia", "kaelith", adventure="the_sunken_stair")
    m.state.tile_deck[0:0] = ["dripping_hall"]  # white
    hero_at(m, 0, (1, 0))
    hero_at(m, 1, (1, 2))
    end_phase(m)
    draw(m, "skeleton")
    draw(m, "potion_of_healing")
    tile = m.state.tiles[-1]
    idx, defs = board.index(m.state), board.defs()
    spawn = grid.spawn_cell(idx, defs, tile)
    [marker] = [mk for mk in tile.markers if mk.startswith("item:")]
    x, y = (int(v) for v in marker.partition("@")[2].split(","))
    far = max(abs(cx - spawn[0]) + abs(cy - spawn[1]) for cx, cy in grid.cells_of_tile(idx, defs, tile))
    assert abs(x - spawn[0]) + abs(y - spawn[1]) == far

    m = begin("thalia", "kaelith")
    hero_at(m, 1, (0, 0))
    hero_at(m, 0, (0, 2))
    m.state.tiles[0].markers.append("item:potion_of_healing@1,1")
    bones = monster(m, "skeleton", (2, 3), holder=1, health=1)
    m.act(Move(0, 1, 2))  # ends next to the item: picked up
    assert m.state.heroes[0].items == ["potion_of_healing"] and not m.state.turn.treasure
    m.act(Attack(0, "steady_strike", (bones.uid,)))
    roll(m, 19)
    assert purpose(m) == "treasure"


def test_objects_to_destroy_stand_on_the_special_tile_never_act_and_give_no_xp_or_treasure():
    """Objects to destroy (`destroy_item`): exploring onto the Crystal Shrine puts the Singing
    Crystal, a monster card `object_the_singing_crystal`, on it and in the explorer's row; in that
    villain phase it does nothing; destroyed, it gives no experience and no treasure (and wins)."""
    from game.drizzt import grid

    m = begin("thalia", "kaelith", adventure="the_singing_crystal")
    quiet(m)
    m.state.tile_deck[0:0] = ["crystal_shrine"]
    hero_at(m, 0, (1, 0))
    hero_at(m, 1, (1, 2))
    events = end_phase(m)
    [crystal] = [x for x in m.state.monsters if x.card == "object_the_singing_crystal"]
    shrine = m.state.tiles[-1]
    assert shrine.id == "crystal_shrine" and grid.tile_of(tuple(crystal.cell)) == (shrine.tx, shrine.ty)
    assert m.state.heroes[0].row[0] == crystal.uid
    where = tuple(crystal.cell)
    events += draw(m, "skeleton")  # the tile's own monster
    while not (owed(m) == "hero" and m.state.turn.hero == 1):
        events += roll(m, 1)  # the skeleton's blows miss; the crystal's turn in the row passes
    told = [e.data.get("tactic") for e in events if e.data.get("monster") == crystal.uid and "appears" not in e.text]
    assert told == ["idle"] and tuple(crystal.cell) == where  # its one line: idle
    crystal.health = 1
    hero_at(m, 1, (where[0] + 1, where[1]) if where[0] % 4 < 3 else (where[0] - 1, where[1]))
    m.state.monsters[:] = [crystal]
    attack = next(a for a in legal(m, Attack) if a.targets == (crystal.uid,))
    m.act(attack)
    roll(m, 19)
    assert crystal not in m.state.monsters and all(v == [] for v in m.state.xp.values())
    assert purpose(m) != "treasure" and m.over and m.state.result == "won"


def _to_hero_phase(m, hero: int = 0) -> None:
    """Play on (first legal answers, misses and the seed's draws) to `hero`'s hero decision."""
    while not (owed(m) == "hero" and m.state.turn.hero == hero):
        if m.state.chance is not None:
            roll(m, 1) if m.state.chance.dice else m.settle()
        else:
            m.act(m.legal_actions()[0])


def test_freed_prisoners_leave_from_the_exit_space_only():
    """Free prisoners, then leave: ending a hero phase in the Goblin Pens frees them; then a hero
    leaves only from the exit space (X) of the Sunken Stair, not from elsewhere on that tile."""
    from game.drizzt import board, grid

    m = begin("kaelith", adventure="the_goblin_pens")
    place(m, "goblin_pens", 1, 0)
    stair = place(m, "sunken_stair", 0, 1)
    quiet(m)
    hero_at(m, 0, (5, 2))
    end_phase(m)
    assert m.state.flags.get("freed") and not m.over
    _to_hero_phase(m)
    exits = adventure.exit_cells(m.state)
    assert len(exits) == 1
    idx, defs = board.index(m.state), board.defs()
    elsewhere = next(c for c in grid.cells_of_tile(idx, defs, stair) if c not in exits)
    hero_at(m, 0, elsewhere)
    end_phase(m)
    assert not m.state.heroes[0].escaped and not m.over
    _to_hero_phase(m)
    hero_at(m, 0, next(iter(exits)))
    end_phase(m)
    assert m.state.heroes[0].escaped and m.over and m.state.result == "won"


def test_a_villain_appears_when_its_special_tile_is_placed():
    """Villains: exploring onto the Webbed Throne (the Spider's Court's special tile) brings Matron
    Ilvaressa onto it; from then on she is in play."""
    from game.drizzt import grid

    m = begin("thalia", "kaelith")
    quiet(m)
    m.state.tile_deck[0:0] = ["webbed_throne"]
    hero_at(m, 0, (1, 0))
    hero_at(m, 1, (1, 2))
    end_phase(m)
    throne = m.state.tiles[-1]
    [matron] = [x for x in m.state.monsters if x.card == load().adventures["the_spiders_court"].villain]
    assert throne.id == "webbed_throne" and grid.tile_of(tuple(matron.cell)) == (throne.tx, throne.ty)
    assert m.state.flags.get("villain_out")


def test_teams_and_the_evil_hero_follow_the_setup_else_the_defaults():
    """Teams (rule `teams`): the heroes alternate between two teams in the order listed unless the
    setup gives teams. The evil hero (rule `evil_hero`): the last hero unless the setup marks one
    `evil`; it is a team of its own with its own experience."""
    from game.core.match import Match

    def setup(adventure, *entries):
        seats = [{"name": f"P{i}"} for i in range(len(entries))]
        heroes = [{"hero": h, "seat": i, **extra} for i, (h, extra) in enumerate(entries)]
        m = Match("drizzt", {"adventure": adventure, "seats": seats, "heroes": heroes}, 1)
        m.settle()
        return m.state

    s = setup("two_companies", ("thalia", {}), ("kaelith", {}), ("maren", {}), ("ilyndra", {}))
    assert [h.team for h in s.heroes] == [0, 1, 0, 1] and set(s.xp) == {"0", "1"}
    s = setup("two_companies", ("thalia", {"team": 0}), ("kaelith", {"team": 0}), ("maren", {"team": 1}),
              ("ilyndra", {"team": 1}))
    assert [h.team for h in s.heroes] == [0, 0, 1, 1]
    s = setup("the_turncoat", ("thalia", {}), ("kaelith", {}), ("maren", {}))
    assert [h.evil for h in s.heroes] == [False, False, True] and [h.team for h in s.heroes] == [0, 0, 1]
    s = setup("the_turncoat", ("thalia", {"evil": True}), ("kaelith", {}), ("maren", {}))
    assert [h.evil for h in s.heroes] == [True, False, False] and [h.team for h in s.heroes] == [1, 0, 0]
    assert set(s.xp) == {"0", "1"}


def test_teams_when_every_team_has_fallen_all_lose():
    """Teams: a team whose hero falls with no surge left is out and leaves the map; when no team
    is left standing, everyone loses."""
    m = begin("thalia", "kaelith", adventure="two_companies")
    quiet(m)
    m.state.surges = 0
    m.state.heroes[1].health = 0
    hero_at(m, 0, (2, 1))
    hero_at(m, 1, (1, 2))
    end_phase(m)  # Kaelith's turn: her team is out
    assert not m.over and m.state.heroes[1].cell is None and m.state.turn.hero == 0
    m.state.heroes[0].health = 0
    end_phase(m)  # back to Thalia, down with no surge: the last team falls
    while not m.over and m.state.chance is not None:
        roll(m, 1) if m.state.chance.dice else m.settle()
    assert m.over and m.state.result == "lost" and m.outcome().winners == ()


def test_rerolls_a_reaction_rerolls_only_a_hit_a_treasure_only_a_miss():
    """Rerolls: Halfling Luck makes the bear roll again only if it would hit (its 1 stands); a
    readied Lucky Knucklebone rolls the hero's attack again only on a miss (a 19 hits at once, and
    the treasure is used up either way)."""
    from tests.drizzt.test_effects import duel, happy_stumble_raised

    m = happy_stumble_raised()
    roll(m, 1)
    assert purpose(m) != "monster_attack" and m.state.heroes[0].health == load().heroes["tansy"].health

    m, bear = duel(items={0: ["lucky_knucklebone"]})
    m.act(UseItem(0, "lucky_knucklebone"))
    m.act(Attack(0, "steady_strike", (bear.uid,)))
    roll(m, 19)
    assert purpose(m) != "hero_attack" and bear.health == load().monster("cave_bear").health - 1
    assert "lucky_knucklebone" not in m.state.heroes[0].items


def test_disarming_succeeds_on_any_natural_20_whatever_the_traps_number(monkeypatch):
    """Disarming succeeds on any natural 20: a Hidden Pit made to need 25 is still disarmed by a 20
    (and a 19 fails)."""
    from dataclasses import replace

    from game.drizzt.actions import Disarm
    from tests.drizzt.test_encounter_rules import trapped

    monkeypatch.setitem(load().encounters, "hidden_pit", replace(load().encounters["hidden_pit"], disarm=25))
    for die, gone in ((19, False), (20, True)):
        m = begin("kaelith", "thalia")
        trapped(m)
        hero_at(m, 0, (1, 2))
        m.act(Disarm(0, "hidden_pit"))
        roll(m, die)
        assert ("trap:hidden_pit" in m.state.tiles[0].markers) is not gone
