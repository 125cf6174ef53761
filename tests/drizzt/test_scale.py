"""Party-size scaling (issue 19): an adventure's optional `scale` table, read by the content
checks and applied at setup (game/drizzt/scale.py); an adventure or a party size without one
plays as written."""
from __future__ import annotations

import dataclasses
import random

import pytest

from game.core.errors import ContentError
from game.core.protocol import CHANCE
from game.drizzt import content as C
from game.drizzt import progress, rules, scale
from game.drizzt.cards import NO_SCALE, PartyScale, TileRecipe
from game.drizzt.figures import place_monster
from tests.drizzt.test_content import write_mini

HEROES = ["thalia", "kaelith", "maren", "ilyndra", "tansy"]


def _game(adventure: str, n: int, **extra):
    """A new game with its setup draws made (a seeded RNG)."""
    state = rules.new_game({"adventure": adventure, "seats": [{"name": f"P{i}"} for i in range(n)],
                            "heroes": [{"hero": h, "seat": i} for i, h in enumerate(HEROES[:n])], **extra})
    rng = random.Random(n)
    while rules.to_act(state) == CHANCE:
        rules.apply(state, rules.chance(state).sample(rng))
    return state


@pytest.fixture
def scaled_eye(monkeypatch):
    """The Eye Beyond the Gate with a `scale` for 3 heroes only (the file's own left out)."""
    adv = C.load().adventures["the_eye_beyond_the_gate"]
    row = PartyScale(surges=1, tiles=3, after=2, villain_health=4)
    monkeypatch.setitem(C.load().adventures, adv.id, dataclasses.replace(adv, scale=((3, row),)))
    return adv


def test_a_party_size_with_a_scale_gets_its_surges_tiles_and_villain_health(scaled_eye):
    adv, row = scaled_eye, PartyScale(surges=1, tiles=3, after=2, villain_health=4)
    state = _game(adv.id, 3)
    assert state.surges == adv.surges + row.surges
    assert len(state.tile_deck) == adv.tiles.count + row.tiles
    special_at = state.tile_deck.index(adv.tiles.special[0])
    assert special_at >= adv.tiles.after + row.after  # the plain tiles before it: after + 2
    base = C.load().monster(adv.villain).health
    assert scale.full_health(adv.id, 3, adv.villain) == base + row.villain_health
    place_monster(state, adv.villain, 0, (0, 0))
    eye = next(m for m in state.monsters if m.card == adv.villain)
    assert eye.health == base + row.villain_health
    state.flags["villain_out"] = True
    assert progress.progress(rules.view(state, 0)).total == base + row.villain_health


def test_the_scaled_surges_stay_within_one_to_three(scaled_eye):
    assert _game(scaled_eye.id, 3, surges=3).surges == 3  # 3 + 1, kept at the easiest
    assert _game(scaled_eye.id, 3, surges=1).surges == 2


def test_a_party_size_without_a_scale_plays_as_written(scaled_eye):
    adv = scaled_eye
    assert adv.scaled(4) is NO_SCALE and C.load().adventures[adv.id].scaled(4) is NO_SCALE  # file and fixture
    state = _game(adv.id, 4)
    assert state.surges == adv.surges
    assert len(state.tile_deck) == adv.tiles.count
    assert scale.full_health(adv.id, 4, adv.villain) == C.load().monster(adv.villain).health


def test_an_adventure_without_scale_sets_up_exactly_as_before(monkeypatch):
    """The same game with the `scale` taken away and with an empty one: byte-identical states."""
    adv = C.load().adventures["the_spiders_court"]
    monkeypatch.setitem(C.load().adventures, adv.id, dataclasses.replace(adv, scale=()))
    plain = _game(adv.id, 4)
    monkeypatch.setitem(C.load().adventures, adv.id,
                        dataclasses.replace(adv, scale=((2, PartyScale(surges=-1, villain_health=3)),)))
    other = _game(adv.id, 4)
    assert rules.view(plain, 0) == rules.view(other, 0)
    assert plain.tile_deck == other.tile_deck


def test_the_damaged_tactic_and_heal_count_from_the_scaled_health(scaled_eye):
    """Gazemaw heals when damaged: at its scaled full Health it is not damaged, and a heal never
    lowers it to the card's."""
    from game.drizzt import tactics
    from game.drizzt.monster_sight import Sight

    state = _game(scaled_eye.id, 3)
    place_monster(state, scaled_eye.villain, 0, (0, 0))
    eye = next(m for m in state.monsters if m.card == scaled_eye.villain)
    card = C.load().monster(eye.card)
    damaged = tactics.CONDITIONS["damaged"]
    assert not damaged(eye, Sight(state, eye), 0, card)
    eye.health = card.health  # the card's full Health is 4 below the scaled one
    assert damaged(eye, Sight(state, eye), 0, card)


def test_monsters_healed_by_an_encounter_stop_at_the_villains_scaled_health(scaled_eye, monkeypatch):
    """heal_monsters (issue 19 scaling): a villain scaled up heals past its card's Health to its scaled one;
    one scaled down never heals above its scaled Health (the card's would be too much)."""
    from game.drizzt import dread

    state = _game(scaled_eye.id, 3)
    place_monster(state, scaled_eye.villain, 0, (0, 0))
    eye = next(m for m in state.monsters if m.card == scaled_eye.villain)
    card = C.load().monster(eye.card)
    eye.health = card.health - 1
    dread.heal_monsters(state, 3, "a test")
    assert eye.health == card.health + 2  # +4 scaled: 3 back, above the card's Health
    down = dataclasses.replace(scaled_eye, scale=((3, PartyScale(villain_health=-3)),))
    monkeypatch.setitem(C.load().adventures, scaled_eye.id, down)
    eye.health = card.health - 4
    dread.heal_monsters(state, 3, "a test")
    assert eye.health == card.health - 3  # 1 back, to the scaled full Health only


def test_every_scale_in_the_adventure_book_is_for_a_size_it_allows():
    for adv in C.load().adventures.values():
        for n, row in adv.scale:
            assert adv.heroes[0] <= n <= adv.heroes[1], adv.id
            assert row != NO_SCALE, (adv.id, n)
            state = _game(adv.id, n) if adv.id != "the_turncoat" else None
            if state is not None:
                assert len(state.tile_deck) == scale.recipe(adv.id, n).count


def test_the_sunken_stair_is_a_longer_walk_for_five_heroes():
    """Issue 19 (docs/drizzt-balance.md): five heroes find the stair among the last 4 of 22 tiles
    (two more tiles, three more before it); four heroes walk the written 20 with it after 15."""
    assert scale.recipe("the_sunken_stair", 5) == TileRecipe(22, ("sunken_stair",), 18)
    assert scale.recipe("the_sunken_stair", 4) == C.load().adventures["the_sunken_stair"].tiles
    assert (scale.recipe("the_sunken_stair", 4).count, scale.recipe("the_sunken_stair", 4).after) == (20, 15)
    five = _game("the_sunken_stair", 5)
    assert len(five.tile_deck) == 22 and five.tile_deck.index("sunken_stair") >= 18
    assert len(_game("the_sunken_stair", 4).tile_deck) == 20


SCALE_LINE = 'scale = { 1 = { surges = 1, tiles = 2 } }'
BAD_SCALE = [
    ('scale = { 2 = { surges = 1 } }', "must be a party size the adventure allows (1..1)"),
    ('scale = { 1 = { monsters = 1 } }', "keys surges, tiles, after, villain_health"),
    ('scale = { 1 = { tiles = -6 } }', "makes 0 tiles"),
    ('scale = { 1 = { after = 3 } }', "room for the special tiles"),
    ('scale = { 1 = { surges = 3 } }', "surges +3 must be -2..+2"),
    ('scale = { 1 = { surges = "1" } }', "whole numbers"),
    ('scale = { 1 = { villain_health = -99 } }', "leaves the villain"),
    ('scale = { 1 = 2 }', "must be { key = N }"),
]


def test_a_scale_in_the_mini_content_loads(tmp_path):
    write_mini(tmp_path, adventures=('defeat = ["no_tiles"]', 'defeat = ["no_tiles"]\n' + SCALE_LINE))
    adv = C.load(tmp_path).adventures["run"]
    assert adv.scaled(1) == PartyScale(surges=1, tiles=2)


@pytest.mark.parametrize("line, words", BAD_SCALE, ids=[f"scale-{i}" for i in range(len(BAD_SCALE))])
def test_a_malformed_scale_is_refused_at_its_file_and_line(tmp_path, line, words):
    paths = write_mini(tmp_path, adventures=('defeat = ["no_tiles"]', 'defeat = ["no_tiles"]\n' + line))
    text = paths["adventures"].read_text()
    at = text[:text.index("scale =")].count("\n") + 1
    with pytest.raises(ContentError) as caught:
        C.load(tmp_path)
    message = str(caught.value)
    assert message.startswith(f"{paths['adventures']}:{at}: "), message
    assert words in message, message
