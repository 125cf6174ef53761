"""The co-op bot (game/drizzt/bots/): it only ever picks legal actions, over seeded games of every
adventure, and it plays sensibly in positions built for the purpose: it finishes a wounded
monster next to it, cancels a damaging event when the party has the experience, drinks a potion
when badly hurt, and heads for the way out once the exit tile is on the map."""
from __future__ import annotations

import random

import pytest

from game.core.bots import bot_move
from game.core.match import Match
from game.core.protocol import CHANCE
from game.drizzt.actions import Attack, Cancel, EndPhase, Move, UseItem
from game.drizzt.bots import coop_bot
from game.drizzt.content import load
from tests.drizzt.helpers import draw, hero_at, monster, owed, place, start

ADVENTURES = sorted(load().adventures)


def _setup(adventure: str, seed: int) -> dict:
    adv = load().adventures[adventure]
    n = max(adv.heroes[0], min(adv.heroes[1], 3))
    ids = random.Random(seed).sample(sorted(load().heroes), n)
    return {"adventure": adventure, "seats": [{"name": f"P{i}"} for i in range(n)],
            "heroes": [{"hero": h, "seat": i} for i, h in enumerate(ids)]}


@pytest.mark.parametrize("adventure", ADVENTURES)
def test_the_bot_only_picks_legal_actions_and_finishes_every_adventure(adventure):
    for seed in (1, 2):
        match = Match("drizzt", _setup(adventure, seed), seed)
        decisions = 0
        while not match.over and decisions < 5000:
            if match.to_act() == CHANCE:
                match.roll()
                continue
            seat = match.to_act()
            legal = match.legal_actions()
            action = coop_bot(match.view(seat), legal, match.bot_rng())
            assert action in legal, f"{adventure} seed {seed}: {action} is not legal"
            match.act(action)
            decisions += 1
        assert match.over, f"{adventure} seed {seed} did not end"


def _bot(match):
    assert owed(match) is not None
    return bot_move(match, "coop")


def test_the_bot_attacks_the_wounded_monster_next_to_it():
    match = start("the_spiders_court", heroes=("thalia", "maren"))
    assert owed(match) == "hero"
    hero_at(match, 0, (1, 2))
    hero_at(match, 1, (3, 0))
    bear = monster(match, "cave_bear", (0, 2))  # unhurt
    orc = monster(match, "orc_scrapper", (2, 2), health=1)  # one blow from death
    action = _bot(match)
    assert isinstance(action, Attack), action
    assert orc.uid in action.targets
    assert bear.uid  # the bear may be struck too (a two-target power), but the orc is the point


def test_the_bot_drinks_a_potion_when_badly_hurt():
    match = start("the_spiders_court", heroes=("kaelith", "maren"))  # a hero with no healing power
    hero = match.state.heroes[0]
    hero.items = ["potion_of_healing"]
    hero.health = 2
    assert _bot(match) == UseItem(0, "potion_of_healing")


def test_the_bot_cancels_a_damaging_event_when_the_party_has_the_experience():
    match = start("the_spiders_court", heroes=("thalia", "maren"))
    match.state.xp["0"] = ["orc_scrapper", "cave_bear", "skeleton"]  # 2 + 2 + 1 = 5 XP
    hero_at(match, 0, (2, 1))  # inside the start tile: no unexplored edge, so an encounter comes
    hero_at(match, 1, (1, 2))
    match.act(EndPhase(0))
    while match.to_act() == CHANCE and match.state.chance.purpose != "encounter":
        match.roll()
    draw(match, "scalding_steam")  # 2 damage to the active hero
    assert owed(match) == "cancel"
    action = _bot(match)
    assert isinstance(action, Cancel), action
    match.act(action)
    assert match.state.heroes[0].health == match.state.heroes[0].max_health
    assert match.state.xp["0"] == []


def test_the_bot_lets_a_harmless_encounter_be():
    match = start("the_spiders_court", heroes=("thalia", "maren"))
    match.state.xp["0"] = ["orc_scrapper", "cave_bear", "skeleton"]
    hero_at(match, 0, (2, 1))
    hero_at(match, 1, (1, 2))
    match.act(EndPhase(0))
    while match.to_act() == CHANCE and match.state.chance.purpose != "encounter":
        match.roll()
    draw(match, "picked_clean")  # a setting: no treasure for a while
    assert owed(match) == "cancel"
    assert not isinstance(_bot(match), Cancel)


def test_the_bot_heads_for_the_exit_once_it_is_out():
    match = start("the_sunken_stair", heroes=("thalia",))
    assert owed(match) == "hero"
    place(match, "sunken_stair", 0, -1)  # north of the start tile, its open south edge facing it
    hero_at(match, 0, (2, 3))
    action = _bot(match)
    assert isinstance(action, Move) and action.y < 0, action  # onto the Sunken Stair
    match.act(action)
    while owed(match) == "hero":  # whatever else it does, it ends the hero phase on the stair
        nxt = _bot(match)
        assert not isinstance(nxt, Move) or nxt.y < 0, nxt
        match.act(nxt)
        match.settle()
    assert match.state.heroes[0].escaped
    assert match.state.result == "won"


def test_a_flip_up_power_does_not_turn_itself_back_up():
    """Stubborn Will with nothing else face down stays used: no free action to repeat forever
    (a bot, or a player, could otherwise use it again and again in one hero phase)."""
    from game.drizzt.actions import UsePower

    match = start("the_spiders_court", heroes=("maren", "thalia"))
    assert UsePower(0, "stubborn_will") in match.legal_actions()
    match.act(UsePower(0, "stubborn_will"))
    match.settle()
    assert not next(c for c in match.state.heroes[0].powers if c.id == "stubborn_will").up
    assert UsePower(0, "stubborn_will") not in match.legal_actions()
