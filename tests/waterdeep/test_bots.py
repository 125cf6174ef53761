"""The Lords of Waterdeep heuristic bot, in positions built by hand on a real game: it takes the
Inn quest its lord rewards, goes where its quests' missing pieces are (a mandatory quest first),
finishes the best payable quest, takes a piece a rival needs, buys buildings early and not late,
plays its best intrigue card and aims it where it hurts, chooses the bundle its plan needs, and
decides from its own seat's view only. A few seeded 4-seat games against three random bots it
wins (bench/waterdeep_bots.py plays hundreds and times it)."""
from __future__ import annotations

import copy
import random

from game.core.bots import play_out
from game.core.common_actions import Pass, Pick
from game.core.match import Match
from game.waterdeep import rules
from game.waterdeep.actions import Assign, Complete, Target
from game.waterdeep.bots import heuristic_bot
from tests.bot_checks import forbidden_imports, same_decisions
from tests.waterdeep.helpers import empty_hand, give, owed, play, start, strip, to_hall, to_hand, to_inn, to_quests

RNG = random.Random(0)


def decide(m: Match, legal: list | None = None):
    """The heuristic bot's answer for the seat to act (from a subset of the legal actions if given)."""
    seat = m.to_act()
    return heuristic_bot(m.view(seat), legal if legal is not None else m.legal_actions(), RNG)


def set_lord(m: Match, seat: int, lord: str) -> None:
    """The seat's secret lord is this one (swapped with whoever or whatever deck holds it)."""
    state = m.state
    mine = state.seats[seat].lord
    for other in state.seats:
        if other.lord == lord:
            other.lord = mine
            break
    else:
        deck = state.lord_deck
        for pile in (deck.top, deck.pile, deck.bottom, deck.discard, deck.removed):
            if lord in pile:
                pile[pile.index(lord)] = mine
                break
    state.seats[seat].lord = lord


def bare(m: Match, seat: int) -> None:
    """The seat holds nothing: no adventurers, gold, active quests or intrigue."""
    strip(m, seat)
    to_quests(m, seat)
    empty_hand(m, seat)


def test_it_takes_the_inn_quest_its_lord_rewards():
    for lord, wanted in (("khelben_arunsun", "unweave_a_merchants_curse"),
                         ("hestra_goldbrook", "cleanse_the_poisoned_well")):
        m = start(3)
        set_lord(m, 0, lord)
        to_quests(m, 0, "catalogue_the_vault_of_whispers")
        to_inn(m, "unweave_a_merchants_curse", "cleanse_the_poisoned_well", "ordain_a_harbour_priest",
               "squeeze_a_crooked_guildmaster")
        play(m, Assign("cliffwatch_1"))
        assert owed(m).kind == "take_quest"
        assert decide(m) == Pick(wanted), lord


def test_it_goes_where_its_quests_missing_pieces_are():
    choices = [Assign(s) for s in ("drill_yard", "cutpurse_steps", "dawnbell_chapel", "sable_athenaeum",
                                   "copper_exchange")]
    for quest, space in (("chart_the_leyline_knots", "sable_athenaeum"),  # 2 Wizards 1 Fighter: a Wizard short
                         ("heal_the_fever_ward", "dawnbell_chapel"),  # 2 Clerics: one short
                         ("garrison_the_north_wall", "drill_yard")):  # 4 Fighters 2 gold: two short
        m = start(3)
        bare(m, 0)
        to_quests(m, 0, quest)
        give(m, 0, wizard=1, fighter=2, cleric=1, gold=2)
        assert decide(m, choices) == Assign(space), quest


def test_a_mandatory_quest_on_it_comes_first():
    m = start(3)
    bare(m, 0)
    to_quests(m, 0, "garrison_the_north_wall")  # 4 Fighters and 2 gold
    give(m, 0, fighter=2, gold=4)
    choices = [Assign("drill_yard"), Assign("dawnbell_chapel")]
    assert decide(m, choices) == Assign("drill_yard")
    m.state.intrigue_deck.pile.remove("tend_the_plague_ward")  # 1 Cleric and 2 gold, played on it
    m.state.seats[0].mandatory.append("tend_the_plague_ward")
    assert decide(m, choices) == Assign("dawnbell_chapel")


def test_it_finishes_the_best_payable_quest_at_once():
    m = start(3)
    bare(m, 0)
    set_lord(m, 0, "vashti_redcloak")  # skullduggery and warfare
    to_quests(m, 0, "heal_the_fever_ward", "steal_a_nobles_signet_ring", "quiet_the_restless_barrow")
    give(m, 0, cleric=4, fighter=2, rogue=3)  # pays for all three
    play(m, Assign("copper_exchange"))
    assert owed(m).kind == "complete"
    # quiet the barrow: 10 VP; the signet ring 5 VP + the lord's 4; the fever ward 6 VP + 2 gold
    assert decide(m) == Complete("quiet_the_restless_barrow")
    assert decide(m, [Complete("steal_a_nobles_signet_ring"), Complete("heal_the_fever_ward"), Pass()]) == \
        Complete("steal_a_nobles_signet_ring")
    assert decide(m, [Complete("heal_the_fever_ward"), Pass()]) == Complete("heal_the_fever_ward")


def test_it_takes_a_piece_a_rival_needs_to_finish_a_quest():
    choices = [Assign("dawnbell_chapel"), Assign("cutpurse_steps")]  # 1 Cleric or 2 Rogues
    m = start(3)
    bare(m, 0)
    bare(m, 1)
    to_quests(m, 1, "keep_the_midwinter_vigil")  # 3 Clerics and a Rogue for 12 VP
    give(m, 1, cleric=2, rogue=1)
    assert decide(m, choices) == Assign("dawnbell_chapel")
    give(m, 1, cleric=1)  # it no longer needs ours
    assert decide(m, choices) == Assign("cutpurse_steps")


def test_it_buys_a_building_early_and_not_in_the_last_round():
    m = start(3)
    bare(m, 0)
    give(m, 0, gold=6)
    to_hall(m, "ironmark_armoury", "silverspire_conservatory", "hall_of_envoys", vp=1)
    choices = [Assign("builders_hall"), Assign("copper_exchange")]
    assert decide(m, choices) == Assign("builders_hall")
    play(m, Assign("builders_hall"))
    assert owed(m).kind == "buy" and decide(m) in [Pick(b) for b in m.state.hall]
    late = start(3)
    bare(late, 0)
    give(late, 0, gold=6)
    to_hall(late, "ironmark_armoury", "silverspire_conservatory", "hall_of_envoys", vp=1)
    late.state.round = 8
    assert decide(late, choices) == Assign("copper_exchange")


def test_it_plays_its_best_intrigue_card_and_chooses_what_its_plan_needs():
    m = start(3)
    bare(m, 0)
    to_quests(m, 0, "chart_the_leyline_knots")  # 2 Wizards and a Fighter
    give(m, 0, wizard=1, fighter=1)
    for seat in (1, 2):
        strip(m, seat)  # no Cleric for Lack of Faith to take
    to_hand(m, 0, "lack_of_faith", "call_in_a_favor")
    assert decide(m, [Assign("harbor_1"), Assign("copper_exchange")]) == Assign("harbor_1")
    play(m, Assign("harbor_1"))
    assert owed(m).kind == "play"
    assert decide(m) == Pick("call_in_a_favor")
    play(m, Pick("call_in_a_favor"))
    assert owed(m).kind == "choose"
    wizard = next(a for a in m.legal_actions() if "Wizard" in _label(m, a))
    assert decide(m) == wizard


def _label(m: Match, action) -> str:
    options = m.view(m.to_act())["asked"]["options"]
    return next(o["label"] for o in options if o["action"] == str(action))


def test_its_attack_hits_the_rival_who_has_what_the_card_takes():
    m = start(3)
    bare(m, 0)
    strip(m, 1)
    strip(m, 2)
    give(m, 1, vp=20)  # the leader, but with no Cleric
    give(m, 2, cleric=2)
    to_hand(m, 0, "lured_acolyte")  # steal a Cleric
    play(m, Assign("harbor_1"))
    if owed(m).kind == "play":
        play(m, Pick("lured_acolyte"))
    assert owed(m).kind == "target"
    assert decide(m) == Target(2)


def test_a_mandatory_quest_goes_to_the_leader():
    m = start(3)
    bare(m, 0)
    give(m, 2, vp=25)
    to_hand(m, 0, "stamp_out_cultists")
    play(m, Assign("harbor_1"))
    if owed(m).kind == "play":
        play(m, Pick("stamp_out_cultists"))
    assert owed(m).kind == "target"
    assert decide(m) == Target(2)


def test_a_mandatory_quest_blocks_the_rival_about_to_finish_a_big_quest():
    m = start(3)
    bare(m, 0)
    for seat in (1, 2):
        bare(m, seat)
        to_quests(m, seat, ("seal_the_hungry_portal", "awaken_the_stone_sentinel")[seat - 1])
    give(m, 1, vp=14)  # ahead on the track
    give(m, 2, vp=4, wizard=4, fighter=1)  # but the Stone Sentinel (18 VP) wants one more Fighter
    to_hand(m, 0, "stamp_out_cultists")
    play(m, Assign("harbor_1"))
    if owed(m).kind == "play":
        play(m, Pick("stamp_out_cultists"))
    assert decide(m) == Target(2)
    give(m, 1, vp=30)  # far ahead now: the leader gets it
    assert decide(m) == Target(1)


def _scrambled(m: Match, seat: int) -> Match:
    """A copy where every secret hidden from `seat` is different: the other seats' lords and
    intrigue hands swapped with cards from the decks."""
    twin = copy.copy(m)
    twin.state = state = copy.deepcopy(m.state)
    lords = state.lord_deck.pile + state.lord_deck.removed + state.lord_deck.top
    spare = [c for c in state.intrigue_deck.pile]
    for i, p in enumerate(state.seats):
        if i == seat:
            continue
        if lords:
            p.lord = lords[i % len(lords)]
        p.intrigue = [spare[(i + k) % len(spare)] for k in range(len(p.intrigue))] if spare else p.intrigue
    return twin


def test_it_decides_from_its_own_seat_only():
    """Through a seeded game: the same decision whatever the other seats' secrets are."""
    m = Match("waterdeep", {"seats": [{"name": n, "bot": "heuristic"} for n in "ABCD"]}, 5)
    assert same_decisions(m, heuristic_bot, lambda m, seat: rules.view(_scrambled(m, seat).state, seat)) > 50


def test_the_bot_reads_no_engine_module_but_the_content():
    """Its only sources are the view it is handed and the public content."""
    allowed = ("game.core.bots", "game.waterdeep.bots", "game.waterdeep.content")
    assert forbidden_imports("waterdeep", allowed) == []


def test_it_beats_three_random_bots():
    """Twelve seeded 4-seat games, its seat going round: it wins at least ten."""
    wins = 0
    for n in range(12):
        me = n % 4
        kinds = ["random"] * 4
        kinds[me] = "heuristic"
        m = Match("waterdeep", {"seats": [{"name": f"P{i}", "bot": k} for i, k in enumerate(kinds)]}, 300 + n)
        play_out(m, kinds)
        wins += me in m.outcome().winners
    assert wins >= 10
