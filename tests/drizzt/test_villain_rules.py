"""Legend of Drizzt rules, checklist section H: the villain phase (LD-VIL): the encounter draws,
the villains, then the active hero's row in the order received, every figure of a monster."""
from __future__ import annotations

from tests.drizzt.helpers import draw, monster, roll
from tests.drizzt.phasekit import attach, begin, end_hero_phase, explore, purpose


def acted(events) -> list[str]:
    """The figures (uids) and hazards that acted, in order."""
    out = []
    for e in events:
        if "tactic" in e.data:
            out.append(e.data["monster"])
        elif e.text.endswith(" strikes"):
            out.append(e.data["encounter"])
    return out


def long_hall(m):
    """Three more tiles east of the start: (1, 0), (2, 0) and (3, 0), all open."""
    attach(m, "dripping_hall", (0, 0), "e")
    attach(m, "mossy_crossing", (1, 0), "e")
    attach(m, "fungus_grotto", (2, 0), "e")
    m.state.heroes[0].cell = [1, 2]  # inside the start tile: no unexplored edge beside it


def test_encounters_drawn_no_tile_one_black_tiles_one_each_white_none():
    """LD-VIL-01: no tile placed: 1 encounter; one black tile: 1; a white tile: none; a black
    corridor and the black tile it pulls after it: 2 (G-14)."""
    none = begin()
    none.state.heroes[0].cell = [1, 2]
    end_hero_phase(none)
    assert purpose(none) == "encounter"
    draw(none, "picked_clean")
    assert none.state.round == 2 and none.state.setting == "picked_clean"  # one, then the turn ended

    white = begin()
    explore(white, "n", "dripping_hall")
    white.state.monster_deck.top.insert(0, "gloomrat_swarm")
    draw(white, "gloomrat_swarm")
    assert white.state.round == 2 and len(white.state.encounter_deck) == 36  # no encounter

    two = begin()
    two.state.tile_deck.insert(0, "fungus_grotto")
    explore(two, "n", "winding_tunnel")  # a black corridor, then the black grotto at its far edge
    draw(two, "gloomrat_swarm")
    draw(two, "skeleton")
    assert two.state.turn.placed == ["black", "black"]
    assert purpose(two) == "encounter"
    draw(two, "picked_clean")
    assert purpose(two) == "encounter"  # the second draw
    draw(two, "bat_swarm")
    assert two.state.setting == "bat_swarm" and two.state.encounter_deck.discard == ["picked_clean"]


def test_villains_act_after_the_encounter_and_before_the_row_one_after_another():
    """LD-VIL-02: each villain in play acts as its card says, one after another, before the
    active hero's monster cards; a villain does not act again with the row."""
    m = begin()
    long_hall(m)
    bones = monster(m, "skeleton", (13, 2))
    matron = monster(m, "drow_matron", (14, 1))
    eye = monster(m, "eye_tyrant", (12, 0))
    end_hero_phase(m)
    events = draw(m, "picked_clean")
    assert acted(events) == [matron.uid, eye.uid, bones.uid]


def test_the_row_acts_in_the_order_received():
    """LD-VIL-03: monster, trap and hazard cards of the active hero act in the order received."""
    m = begin()
    long_hall(m)
    bones = monster(m, "skeleton", (13, 2))
    m.state.heroes[0].row.append("hazard:rockslide")
    m.state.tiles[0].markers.append("hazard:rockslide")
    rat = monster(m, "gloomrat_swarm", (9, 2))
    end_hero_phase(m)
    events = draw(m, "picked_clean")
    assert acted(events) == [bones.uid, "rockslide", rat.uid]
    assert m.state.heroes[0].health == 9  # the rockslide's 1 damage on its tile


def test_every_figure_of_the_monster_acts_yours_first():
    """LD-VIL-04: when your Cave Bear card activates, your bear acts and then the bear whose
    card another player holds."""
    m = begin("the_spiders_court", heroes=("thalia", "kaelith"))
    long_hall(m)
    m.state.heroes[1].cell = [2, 1]
    theirs = monster(m, "cave_bear", (13, 2), holder=1)
    mine = monster(m, "cave_bear", (14, 1), holder=0)
    end_hero_phase(m)
    events = draw(m, "picked_clean")
    assert acted(events) == [mine.uid, theirs.uid]


def test_a_shared_monster_acts_in_both_villain_phases_the_holders_first():
    """LD-VIL-05: a bear whose card two players hold acts in both villain phases: in Thalia's
    hers first, in Kaelith's his first."""
    m = begin("the_spiders_court", heroes=("thalia", "kaelith"))
    long_hall(m)
    m.state.heroes[1].cell = [2, 1]
    theirs = monster(m, "cave_bear", (13, 2), holder=1)
    mine = monster(m, "cave_bear", (14, 1), holder=0)
    end_hero_phase(m)
    assert acted(draw(m, "picked_clean")) == [mine.uid, theirs.uid]  # each moves 1 tile
    assert m.state.turn.hero == 1
    end_hero_phase(m)
    assert acted(draw(m, "fading_focus")) == [theirs.uid, mine.uid]  # Kaelith's bear first
    assert m.state.turn.hero == 0 and m.state.round == 2


def test_a_monster_added_by_a_card_acts_from_your_next_villain_phase():
    """LD-VIL-06 (G-20): the Matron calls a Webspinner Spider: it is placed, its card at the end
    of the Matron's holder's row, but it does not act in this villain phase; it does in that
    hero's next one (while the spider called then waits in its turn)."""
    m = begin()
    long_hall(m)
    matron = monster(m, "drow_matron", (5, 1))  # one tile away: "within 1 tile: call a spider"
    end_hero_phase(m)
    events = draw(m, "picked_clean")
    spider = next(x for x in m.state.monsters if x.card == "webspinner_spider")
    assert acted(events) == [matron.uid]  # the spider came, and did nothing yet
    assert m.state.heroes[0].row == [matron.uid, spider.uid]
    assert m.state.round == 2  # the turn is over
    end_hero_phase(m)
    events = draw(m, "scalding_steam")
    assert purpose(m) == "monster_attack" and m.state.chance.data["monster"] == spider.uid
    events += roll(m, 1)  # the first spider shoots, and misses
    second = [x for x in m.state.monsters if x.card == "webspinner_spider"][1]
    assert acted(events) == [matron.uid, spider.uid]  # once each (LD-VIL-04); the second spider waits its turn
    assert m.state.heroes[0].row == [matron.uid, spider.uid, second.uid]


def test_a_card_that_dies_at_the_start_of_its_own_activation_skips_nobody():
    """LD-VIL-03 (with the monster poison of our own decisions): the first card of the row dies of
    its poison as its activation starts; the next card in the row still acts this phase, and so
    does the one after it."""
    m = begin()
    long_hall(m)
    bones = monster(m, "skeleton", (13, 2), health=1)
    m.state.flags[f"poison:{bones.uid}"] = 1  # poisoned by hero 0: 1 damage as it starts to act
    rat = monster(m, "gloomrat_swarm", (9, 2))
    m.state.heroes[0].row.append("hazard:rockslide")
    m.state.tiles[0].markers.append("hazard:rockslide")
    end_hero_phase(m)
    events = draw(m, "picked_clean")
    assert bones.uid not in [x.uid for x in m.state.monsters]  # the poison killed it
    assert acted(events) == [rat.uid, "rockslide"]

