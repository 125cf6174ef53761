"""Legend of Drizzt encounter cards (checklist section P, LD-ENC-01..11), disarming traps
(LD-ACT-03) and empty decks (LD-QA-01), with forced draws and rolls: events at once, cancelling
for 5 XP, the active hero, settings replacing settings, hazards and traps on tiles and in rows."""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.drizzt import board, party
from game.drizzt.content import effect_int, load
from game.drizzt.actions import Cancel, Disarm, LetItBe, Move
from tests.drizzt.helpers import draw, hero_at, owed, place, roll
from tests.drizzt.rulekit_iv import begin, end_phase, legal, pile, purpose, quiet

FIVE = ["cave_bear", "orc_scrapper", "skeleton"]  # 2 + 2 + 1 = 5 XP
STEAM = effect_int(load().encounters["scalding_steam"].effect)  # the active hero takes 2
TREMOR = effect_int(load().encounters["tremor"].effect)  # each hero takes 1
ROCKS = effect_int(load().encounters["rockslide"].effect)  # each hero on its tile takes 1


def to_villain_phase(m, cell=None) -> list:
    """End the active hero's phase on an inner space of the start tile (nothing to explore)."""
    i = m.state.turn.hero
    hero_at(m, i, cell or ((2, 1) if i == 0 else (1, 2)))
    return end_phase(m)


def test_an_event_takes_effect_as_soon_as_it_is_drawn():
    """LD-ENC-01, LD-ENC-07: Scalding Steam (the active hero takes 2) hurts at the draw, then
    goes to the discard pile."""
    m = begin("kaelith", "thalia")
    to_villain_phase(m)
    assert purpose(m) == "encounter"
    draw(m, "scalding_steam")
    assert m.state.heroes[0].health == 10 - STEAM
    assert m.state.encounter_deck.discard == ["scalding_steam"]


def test_a_drawn_encounter_may_be_cancelled_for_5_xp():
    """LD-ENC-02, LD-XP-04, LD-XP-05: with 5 XP on the pile the party is asked first; cancelling
    spends the cards and the encounter is discarded with no effect."""
    m = begin("kaelith", "thalia")
    m.state.xp["0"] = list(FIVE)
    to_villain_phase(m)
    draw(m, "scalding_steam")
    assert owed(m) == "cancel" and m.state.heroes[0].health == 10
    assert Cancel(tuple(sorted(FIVE))) in m.legal_actions()
    m.act(Cancel(tuple(sorted(FIVE))))
    assert m.state.heroes[0].health == 10 and pile(m) == []
    assert "scalding_steam" in m.state.encounter_deck.discard


def test_with_less_than_5_xp_nobody_is_asked():
    """LD-ENC-02: 4 XP cannot cancel: the encounter simply happens."""
    m = begin("kaelith", "thalia")
    m.state.xp["0"] = ["cave_bear", "orc_scrapper"]
    to_villain_phase(m)
    draw(m, "scalding_steam")
    assert owed(m) != "cancel" and m.state.heroes[0].health == 10 - STEAM


def test_only_a_new_encounter_can_be_cancelled():
    """LD-ENC-03: a hazard already in play strikes in the villain phase with nobody asked,
    though the pile holds 5 XP."""
    m = begin("kaelith", "thalia")
    quiet(m)
    m.state.xp["0"] = list(FIVE)
    m.state.tiles[0].markers.append("hazard:rockslide")
    m.state.heroes[0].row.append("hazard:rockslide")
    to_villain_phase(m)
    assert [h.health for h in m.state.heroes] == [10 - ROCKS] * 2  # both on the start tile
    assert sorted(pile(m)) == sorted(FIVE)  # nothing was spent


def test_the_active_hero_is_the_one_who_drew():
    """LD-ENC-04: in Thalia's villain phase, "the active hero" of Scalding Steam is Thalia."""
    m = begin("kaelith", "thalia")
    to_villain_phase(m)
    draw(m, "tremor")  # Kaelith's own encounter: each hero takes 1
    assert m.state.turn.hero == 1 and owed(m) == "hero"
    to_villain_phase(m)
    draw(m, "scalding_steam")
    assert [h.health for h in m.state.heroes] == [10 - TREMOR, 10 - TREMOR - STEAM]


def test_a_setting_holds_for_every_hero_and_the_next_one_replaces_it():
    """LD-ENC-05: Swarm of Bats (-1 Speed) stays in view and slows both heroes; Thick Fog, drawn
    later, discards it and takes its place (-1 to attack rolls)."""
    m = begin("kaelith", "thalia")
    to_villain_phase(m)
    draw(m, "bat_swarm")
    assert m.state.setting == "bat_swarm"
    assert [party.speed(m.state, h) for h in m.state.heroes] == [6, 4]
    to_villain_phase(m)
    draw(m, "thick_fog")
    assert m.state.setting == "thick_fog" and "bat_swarm" in m.state.encounter_deck.discard
    assert [party.speed(m.state, h) for h in m.state.heroes] == [7, 5]
    assert [party.attack_bonus(m.state, h) for h in m.state.heroes] == [-1, -1]


def test_cancelling_a_new_setting_leaves_the_old_one():
    """LD-ENC-06: Thick Fog cancelled for 5 XP: Swarm of Bats stays in play."""
    m = begin("kaelith", "thalia")
    m.state.setting = "bat_swarm"
    m.state.xp["0"] = list(FIVE)
    to_villain_phase(m)
    draw(m, "thick_fog")
    m.act(Cancel(tuple(sorted(FIVE))))
    assert m.state.setting == "bat_swarm" and "thick_fog" in m.state.encounter_deck.discard


@pytest.mark.parametrize("short, hit", [(0, True), (1, False)])
def test_some_events_attack_with_a_roll(short, hit):
    """LD-ENC-08 (G-19): Loose Ceiling attacks the active hero with its bonus against Kaelith's
    Defense: a total equal to it hits for the card's damage, one less misses."""
    card = load().encounters["loose_ceiling"]
    m = begin("kaelith", "thalia")
    to_villain_phase(m)
    draw(m, "loose_ceiling")
    assert purpose(m) == "monster_attack" and m.state.chance.data["attack"] == card.attack
    roll(m, m.state.heroes[0].defense - card.attack - short)
    assert m.state.heroes[0].health == 10 - (card.damage if hit else 0)


def test_an_event_attacking_all_heroes_rolls_for_each():
    """LD-ENC-08: Cave Collapse attacks each hero (+8, 2 damage), one roll each."""
    m = begin("kaelith", "thalia", adventure="wyrmfire")
    to_villain_phase(m)
    draw(m, "cave_collapse")
    assert m.state.chance.data["hero"] == 0
    roll(m, 20)  # hits Kaelith
    assert m.state.chance.data["hero"] == 1
    roll(m, 1)  # misses Thalia
    assert [h.health for h in m.state.heroes] == [10 - load().encounters["cave_collapse"].damage, 10]


def test_a_hazard_marks_the_active_heros_tile_and_joins_the_row():
    """LD-ENC-09, LD-ENC-10: Rockslide puts a hazard marker on the active hero's tile and its card
    in her row; in her villain phases it acts by its text (each hero on that tile takes 1)."""
    m = begin("kaelith", "thalia")
    to_villain_phase(m)
    draw(m, "rockslide")
    assert m.state.tiles[0].markers == ["hazard:rockslide"]
    assert m.state.heroes[0].row == ["hazard:rockslide"]
    assert [h.health for h in m.state.heroes] == [10 - ROCKS] * 2  # it acts in this villain phase already
    quiet(m)
    to_villain_phase(m)  # Thalia's turn: not her card
    assert [h.health for h in m.state.heroes] == [10 - ROCKS] * 2
    to_villain_phase(m)  # Kaelith's turn again
    assert [h.health for h in m.state.heroes] == [10 - 2 * ROCKS] * 2


def test_a_hazard_on_a_marked_tile_is_discarded_and_another_encounter_drawn():
    """LD-ENC-09 (G-21): the tile already holds a trap marker: the hazard goes to the discard and
    a new encounter is drawn in its place."""
    m = begin("kaelith", "thalia")
    m.state.tiles[0].markers.append("trap:hidden_pit")
    m.state.heroes[1].row.append("trap:hidden_pit")
    to_villain_phase(m)
    draw(m, "rockslide")
    assert "rockslide" in m.state.encounter_deck.discard
    assert m.state.tiles[0].markers == ["trap:hidden_pit"] and "hazard:rockslide" not in m.state.heroes[0].row
    assert purpose(m) == "encounter"
    draw(m, "scalding_steam")
    assert m.state.heroes[0].health == 10 - STEAM


def test_a_trap_marks_the_tile_like_a_hazard_and_attacks_in_the_villain_phase():
    """LD-ENC-11: Hidden Pit puts a trap marker (its token) on the active hero's tile and its card
    in the row; in the villain phase it attacks each hero on that tile, as its card says."""
    m = begin("kaelith", "thalia")
    to_villain_phase(m)
    draw(m, "hidden_pit")
    assert m.state.tiles[0].markers == ["trap:hidden_pit"] and m.state.heroes[0].row == ["trap:hidden_pit"]
    pit = load().encounters["hidden_pit"]
    assert purpose(m) == "monster_attack" and m.state.chance.data["attack"] == pit.attack
    roll(m, 20)  # hits Kaelith
    roll(m, 1)  # misses Thalia
    assert [h.health for h in m.state.heroes] == [10 - pit.damage, 10]


# -- disarming (LD-ACT-03) --------------------------------------------------------------------------
def trapped(m, trap: str = "hidden_pit"):
    m.state.tiles[0].markers.append(f"trap:{trap}")
    m.state.heroes[1].row.append(f"trap:{trap}")


@pytest.mark.parametrize("short, gone", [(0, True), (1, False)])
def test_a_trap_is_disarmed_on_its_number_or_more(short, gone):
    """LD-ACT-03, LD-ENC-11: on the trap's tile, instead of attacking, roll at least the card's
    number (Hidden Pit: 12): the card is discarded and its token removed; one less leaves both."""
    die = load().encounters["hidden_pit"].disarm - short
    m = begin("kaelith", "thalia")
    trapped(m)
    hero_at(m, 0, (1, 2))
    m.act(Disarm(0, "hidden_pit"))
    assert m.state.turn.attacked  # in place of the attack
    roll(m, die)
    assert ("trap:hidden_pit" in m.state.tiles[0].markers) is not gone
    assert ("trap:hidden_pit" in m.state.heroes[1].row) is not gone
    assert ("hidden_pit" in m.state.encounter_deck.discard) is gone
    assert not legal(m, Disarm)  # one try a turn: it is the attack


def test_only_a_hero_on_the_traps_tile_may_disarm_it():
    """LD-ACT-03: off the trap's tile there is no Disarm."""
    m = begin("kaelith", "thalia")
    place(m, "dripping_hall", 1, 0)
    trapped(m)
    hero_at(m, 0, (5, 2))
    assert not legal(m, Disarm)
    with pytest.raises(IllegalAction):
        m.act(Disarm(0, "hidden_pit"))
    m.act(Move(0, 3, 2))
    assert legal(m, Disarm) == [Disarm(0, "hidden_pit")]


# -- empty decks (LD-QA-01) ---------------------------------------------------------------------------
def test_an_empty_deck_is_made_again_from_its_discard_pile():
    """LD-QA-01 (G-35): the encounter deck is empty and its discard holds cards: the discard is
    shuffled into a new deck and the draw comes from it."""
    m = begin("kaelith", "thalia")
    deck = m.state.encounter_deck
    deck.discard = sorted(deck.pile + deck.top)
    deck.pile.clear()
    deck.top.clear()
    to_villain_phase(m)
    assert purpose(m) == "encounter"
    draw(m, "tremor")
    assert deck.reshuffles == 1 and deck.discard == ["tremor"]
    assert len(deck.pile) > 0


def test_let_it_be_declines_the_cancel():
    """LD-XP-04: declining the cancel lets the encounter happen, and the pile is kept."""
    m = begin("kaelith", "thalia")
    m.state.xp["0"] = list(FIVE)
    to_villain_phase(m)
    draw(m, "scalding_steam")
    m.act(LetItBe())
    assert m.state.heroes[0].health == 10 - STEAM and sorted(pile(m)) == sorted(FIVE)


# -- a hero off the map (LD-QA-02) ------------------------------------------------------------------------
def test_a_hero_off_the_map_is_not_touched_by_cards_for_all_heroes():
    """LD-QA-02: Thalia is off the map for a turn (in a pit, on no tile): Cave Collapse (attack each
    hero) rolls for Kaelith alone, and Tremor (each hero takes 1) leaves Thalia as she was."""
    m = begin("kaelith", "thalia", adventure="wyrmfire")
    m.state.heroes[1].cell = None
    hero_at(m, 0, (2, 1))
    end_phase(m)
    draw(m, "cave_collapse")
    assert m.state.chance.data["hero"] == 0
    roll(m, 20)
    assert m.state.heroes[1].health == 10
    assert 1 not in board.standing(m.state)  # monsters do not see her either
    # her own turn comes: off the map she has no hero phase, only the villain phase (its encounter)
    assert m.state.turn.hero == 1 and m.state.chance.purpose == "encounter"
    m = begin("kaelith", "thalia")
    m.state.heroes[1].cell = None
    hero_at(m, 0, (2, 1))
    end_phase(m)
    draw(m, "tremor")
    assert [h.health for h in m.state.heroes] == [10 - TREMOR, 10]


def test_the_turn_of_a_hero_off_the_map_goes_by():
    """LD-QA-02: when the turn of a hero still off the map comes, the game goes on: whatever it
    is offered can be worked out (it has no space to move from), and its turn passes."""
    m = begin("kaelith", "thalia")
    quiet(m)
    m.state.heroes[1].cell = None
    hero_at(m, 0, (2, 1))
    end_phase(m)
    for _ in range(5):
        if m.state.turn.hero == 0 and owed(m) == "hero":
            break
        if owed(m) == "hero":
            m.legal_actions()
            end_phase(m)
    assert m.state.turn.hero == 0 and owed(m) == "hero"
