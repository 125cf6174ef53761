"""Vault of Dragons: the round and its four phases, the Initiative bonuses, and winning.

Covers VD-ROUND, VD-P1, VD-P2, VD-P3, VD-P4, VD-WIN and the Initiative side of VD-FACT, plus
worked examples EX-01 (Pursue Rumors pick order) and EX-23 (the Xanathar's Initiative)."""
from __future__ import annotations

import pytest

from game.core.match import Match
from game.core.protocol import Roll
from game.vault import city
from game.vault.actions import (Casualties, Decline, Enter, FactionAction, Hire, Pass, Pick, PlaceWatch, PlayCard,
                                Quest, RevealVault, SpendRumors, TakeGold, UseLocation, Whisper)
from game.vault.content import load
from game.vault.fights import strength
from tests.vault.helpers import draw, give, owed, put, refused, roll, start




def finish_actions(m: Match) -> list:
    """Everyone takes 1 gold with every Action left; returns the events."""
    events = []
    while m.state.phase == "actions" and isinstance(m.to_act(), int) and not m.state.decisions:
        events += m.act(TakeGold())
    return events


def deal(m: Match, magic: tuple, treasure: tuple) -> None:
    """Force the Pursue Rumors deal."""
    assert m.rules.chance(m.state).deck == "magic"
    draw(m, *magic)
    assert m.rules.chance(m.state).deck == "treasure"
    draw(m, *treasure)


def take_secrets(m: Match, seat: int, n: int) -> None:
    for _ in range(n):
        m.state.seats[seat].secrets.append(m.state.secrets.pile.pop(0))


def texts(events) -> list[str]:
    return [e.text for e in events]


def first(lines: list[str], prefix: str) -> int:
    return next(i for i, t in enumerate(lines) if t.startswith(prefix))


# ---------------------------------------------------------------------------------------------
# The round (VD-ROUND) and Phase 1 (VD-P1)
# ---------------------------------------------------------------------------------------------
def test_a_round_runs_four_phases_in_order_then_the_next():
    """VD-ROUND-01, VD-ROUND-02, VD-ROUND-03, VD-P1-09, VD-GLOSS-20: Actions until all 15 are
    spent, then Take Rewards, Pursue Rumors (Rumors age), Refresh & Reset, and round 2 begins."""
    m = start(3)
    s = m.state
    events = finish_actions(m)
    assert sum(p.actions for p in s.seats) == 0 and s.phase == "rewards"
    assert m.rules.chance(s).dice == ("d12",) * 3  # nobody Controls anything: a roll-off
    events += roll(m, 12, 1, 1)
    assert s.phase == "rumors"
    events += draw(m, "ring_of_valor", "flametongue")
    events += draw(m, "pouch_of_gold", "healing_potion")
    assert owed(m) == "pick" and m.to_act() == 0
    events += m.act(Pick("flametongue"))
    lines = texts(events)
    order = [first(lines, p) for p in ("Every Action is spent", "Take Rewards", "Ana takes the Initiative",
                                       "Pursue Rumors", "Ana takes Flametongue", "Rumors age", "Refresh",
                                       "Round 2 begins")]
    assert order == sorted(order)
    assert (s.round, s.phase, m.to_act()) == (2, "actions", 0)
    assert [p.actions for p in s.seats] == [5, 5, 5]


def test_turns_go_one_action_each_in_initiative_order():
    """VD-ROUND-03, VD-P1-01, VD-P1-02, VD-P1-08: from the holder clockwise, one Action a turn,
    five rounds of turns."""
    m = start(3, initiative=1)
    seen = []
    while m.state.phase == "actions":
        seen.append(m.to_act())
        m.act(TakeGold())
    assert seen == [1, 2, 0] * 5


def test_a_seat_with_no_actions_left_is_skipped():
    """VD-P1-09: a player who has spent every Action is skipped; the phase ends when all are."""
    m = start(3)
    m.state.seats[1].actions = 1
    seen = []
    while m.state.phase == "actions":
        seen.append(m.to_act())
        m.act(TakeGold())
    assert seen == [0, 1, 2] + [0, 2] * 4


def test_every_kind_of_action_is_offered():
    """VD-P1-04: Take 1 Gold, Faction Action, Hire, Move, Fight, use a Location, and the Portal's
    gather and entrances, and a Quest."""
    m = start(3, watch=("s9", "s10", "s11"))
    put(m, 0, "s0", fighters=1)
    put(m, 0, "s1", fighters=1)
    put(m, 1, "s1", fighters=1)
    put(m, 0, "s6", fighters=1)
    put(m, 0, "yp", fighters=1)
    m.state.seats[0].rumors_new = 2
    kinds = {a.kind for a in m.legal_actions()}
    assert {"take_gold", "faction", "hire", "move", "fight", "use", "gather", "enter", "quest", "whisper"} <= kinds


def test_where_the_action_token_goes():
    """VD-P1-05, VD-P1-06, VD-P1-07: every Action flips a token; a Location use marks the Location;
    an entrance marks that entrance; the Faction Action marks the card; a Quest attempt marks
    nothing on the Quest."""
    m = start(2, watch=("s9", "s10", "s11", "s3"), deck_orders={"secrets": ["secret_flooded_stair"]})
    s = m.state
    p = s.seats[0]
    p.rumors_new = 2
    put(m, 0, "s7", rogues=1)
    put(m, 0, "yp", fighters=1)
    put(m, 0, "s6", wizards=2)
    m.act(UseLocation("s7"))
    assert s.slots[7].used and p.actions == 4
    m.act(TakeGold())
    m.act(FactionAction())
    assert p.faction_used and p.actions == 3 and p.gold == 15
    m.act(TakeGold())
    m.act(Enter("gold", fighters=1))
    draw(m, "secret_flooded_stair")
    roll(m, 1)
    m.act(Pass())
    assert p.entrances == ["gold"] and p.actions == 2
    m.act(TakeGold())
    m.act(Quest("s6"))
    roll(m, 2)  # the d12: room 1 only, which pictures a Casualty die
    m.act(Pass())
    roll(m, 0)
    assert p.actions == 1 and not s.slots[6].used and s.followers[0]["s6"] == [0, 0, 2]


# ---------------------------------------------------------------------------------------------
# Phase 2: Take Rewards and the Initiative (VD-P2)
# ---------------------------------------------------------------------------------------------
def test_rewards_go_to_sole_controllers():
    """VD-P2-01, VD-P2-02, VD-P2-04, VD-P2-05, VD-P2-07, VD-ROUND-04, VD-COMP-04, VD-GLOSS-19:
    Thort's Findings pays Ana 1 gold, Quill Alley pays Bo 1 Rumor; the Crooked Scale (two
    Factions), the Knucklebones (the Watch) and the Portal pay nobody."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    put(m, 0, "s0", fighters=1)
    put(m, 1, "s1", fighters=1)
    put(m, 0, "s3", fighters=1)
    put(m, 2, "s3", fighters=1)
    put(m, 2, "s9", rogues=1)
    put(m, 2, "yp", fighters=1)
    finish_actions(m)
    assert s.phase == "rumors"  # no roll-off needed (see the Initiative below)
    assert [(p.gold, p.rumors) for p in s.seats] == [(16, 1), (15, 1), (15, 0)]


def test_initiative_goes_to_most_locations_portal_counting_then_followers():
    """VD-P2-08, VD-P2-09, AMB-03, AMB-56: Ana, Bo and Cy Control one place each (Cy's is the
    Portal, alone there); Cy has the most Followers on the board (3) and takes the Initiative."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    put(m, 0, "s0", fighters=1)
    put(m, 1, "s1", fighters=2)
    put(m, 2, "s3", fighters=1)
    put(m, 0, "s3", fighters=1)
    put(m, 2, "s9", rogues=1)
    put(m, 2, "yp", fighters=1)
    finish_actions(m)
    assert s.initiative == 2 and s.phase == "rumors"


def test_initiative_to_the_most_locations_and_its_bonus_next_round():
    """VD-P2-08, VD-P1-11, VD-P4-06, VD-FACT-06, VD-FACT-07: Bo (the Cassalanters) Controls two
    Locations to Ana's one: Bo opens round 2 and takes 3 gold, without spending an Action."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    put(m, 0, "s0", fighters=3)
    put(m, 1, "s4", fighters=1)
    put(m, 1, "s5", fighters=1)
    finish_actions(m)
    assert s.initiative == 1
    gold = s.seats[1].gold
    deal(m, ("ring_of_valor", "flametongue"), ("pouch_of_gold", "healing_potion"))
    m.act(Pick("flametongue"))  # Ana, the only Rumor holder
    assert (s.round, m.to_act()) == (2, 1)
    assert s.seats[1].gold == gold + 3 and s.seats[1].actions == 5


def test_initiative_roll_off_between_the_tied():
    """VD-P2-10, AMB-02, AMB-39: Ana and Bo tie on Locations (1) and Followers (2); Cy has none:
    only Ana and Bo roll a d12, again while tied."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    put(m, 0, "s0", fighters=2)
    put(m, 1, "s1", fighters=1, rogues=1)
    finish_actions(m)
    assert m.rules.chance(s).dice == ("d12", "d12") and s.chance.data["seats"] == [0, 1]
    roll(m, 7, 7)
    assert m.rules.chance(s).dice == ("d12", "d12")
    roll(m, 3, 9)
    assert s.initiative == 1


def test_class_needs_do_not_apply_to_rewards():
    """VD-P2-03: Unicorn's Horn needs a Rogue for its Action, but its Reward (1 Rumor) goes to Bo's
    lone Fighter."""
    m = start(3, watch=("s9", "s10", "s11"))
    put(m, 1, "s7", fighters=1)
    finish_actions(m)
    assert m.state.seats[1].rumors == 1


def test_dangerous_reward_survivor_collects():
    """VD-P2-06, AMB-69: the Dripping Stair's Reward pictures a Casualty die: Cy suffers it (1
    skull, one of two Fighters) and then draws the Treasure."""
    m = start(3, watch=("s6", "s9", "s10"))
    s = m.state
    put(m, 2, "s11", fighters=2)
    finish_actions(m)
    assert m.rules.chance(s).dice == ("casualty",)
    roll(m, 1)
    assert s.followers[2] == {"s11": [1, 0, 0]}
    draw(m, "draught_of_courage")
    assert s.seats[2].treasure == ["draught_of_courage"]


def test_dangerous_reward_no_survivor_no_reward():
    """VD-P2-06: if the Casualty die kills every Follower there, no Reward is taken."""
    m = start(3, watch=("s6", "s9", "s10"))
    s = m.state
    put(m, 2, "s11", fighters=1)
    finish_actions(m)
    roll(m, 2)
    assert s.followers[2] == {} and s.seats[2].treasure == [] and len(s.treasure) == 50


def _bundle_words(bundle: dict) -> str:
    """A Reward or gain in a card's words: 'draw 1 Treasure', 'take 2 gold and 1 Rumor'..."""
    words = {"gold": "take {} gold", "rumors": "take {} Rumor", "treasure": "draw {} Treasure",
             "magic": "draw {} Magic Item", "gold_die": "roll a {} and take that much gold"}
    return " and ".join(words[k].format(v) + ("s" if k in ("rumors", "magic") and v != 1 else "")
                        for k, v in bundle.items())


def test_a_dangerous_reward_is_written_on_its_face():
    """VD-P2-02, VD-P2-06, VD-ICON-10: a Reward with Casualty dice is suffered first, and the
    Reward only goes to a survivor; a face whose Reward is dangerous says so, in the order the
    engine does it (the Dripping Stair's text named only its 2 gold). A safe Reward is the icon
    alone, as the rulebook pictures it, and a dangerous Action says its dice too."""
    dangerous = []
    for f in load().faces.values():
        if f.reward_casualty_dice:
            dangerous.append(f.id)
            n = f.reward_casualty_dice
            assert (f"Reward: Suffer {n} Casualty di{'e' if n == 1 else 'ce'} first, then "
                    f"{_bundle_words(f.reward)} if any of your Followers here survive.") in f.text, f.id
        else:
            assert "Reward" not in f.text, f.id
        if f.action_casualty_dice:
            assert f"Suffer {f.action_casualty_dice} Casualty die first" in f.text.split("Reward:")[0], f.id
    assert dangerous == ["dripping_stair"]


# ---------------------------------------------------------------------------------------------
# Phase 3: Pursue Rumors (VD-P3) and EX-01
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seats, magic", [(2, 1), (3, 2), (4, 2)])
def test_deal_two_and_two_one_magic_item_fewer_for_two(seats, magic):
    """VD-P3-01, VD-P3-02, VD-GLOSS-30: 2 Magic Items and 2 Treasures with 3-4 players; 1 Magic
    Item with 2."""
    m = start(seats)
    finish_actions(m)
    roll(m, *([12] + [1] * (seats - 1)))
    spec = m.rules.chance(m.state)
    assert (spec.deck, spec.count) == ("magic", magic)
    draw(m, *["ring_of_valor", "flametongue"][:magic])
    spec = m.rules.chance(m.state)
    assert (spec.deck, spec.count) == ("treasure", 2)


def test_ex01_pick_order_and_tie_breaks():
    """EX-01, VD-P3-03, VD-P3-04, VD-P3-05, VD-P3-07, VD-P3-08, VD-P3-09, VD-P3-12, VD-ROUND-05:
    Liz 2 New, John 1 New + 1 Old, Pete 1 New + 1 Old, John before Pete in Initiative Order:
    Liz picks first (more New), John second (Initiative), Pete third; the last Treasure is
    discarded; every Rumor then ages."""
    m = start(3, names=("Liz", "John", "Pete"))
    s = m.state
    liz, john, pete = s.seats
    finish_actions(m)
    roll(m, 12, 1, 1)  # Liz keeps the Initiative: Liz, John, Pete
    liz.rumors_new, liz.rumors_old = 2, 0
    john.rumors_new, john.rumors_old = 1, 1
    pete.rumors_new, pete.rumors_old = 1, 1
    deal(m, ("wand_of_lightning", "ring_of_valor"), ("potion_of_heroism", "healing_potion"))
    assert s.dealt == ["wand_of_lightning", "ring_of_valor", "potion_of_heroism", "healing_potion"]
    assert (owed(m), m.to_act()) == ("pick", 0)
    m.act(Pick("wand_of_lightning"))
    assert m.to_act() == 1
    refused(m, Pick("wand_of_lightning"), "must decide first")
    m.act(Pick("ring_of_valor"))
    assert m.to_act() == 2
    m.act(Pick("potion_of_heroism"))
    assert (liz.magic, john.magic, pete.treasure) == (["wand_of_lightning"], ["ring_of_valor"], ["potion_of_heroism"])
    assert s.treasure.discard == ["healing_potion"] and s.dealt == []
    # aged: 2 Old, 1 Old, 1 Old (Liz, the Xanathar, has since taken her Initiative Rumor, New)
    assert [(p.rumors_old, p.rumors_new) for p in s.seats] == [(2, 1), (1, 0), (1, 0)]
    assert s.round == 2


def test_no_rumors_no_card_but_a_new_rumor_that_does_not_age():
    """VD-P3-06, VD-P3-10, VD-ICON-07: Bo and Cy hold no Rumor: they take no card but one Rumor
    each, which stays New into round 2; Ana's Rumor ages to Old."""
    m = start(3)
    s = m.state
    finish_actions(m)
    roll(m, 1, 12, 1)  # Bo takes the Initiative (no Xanathar Rumor next round)
    deal(m, ("ring_of_valor", "flametongue"), ("pouch_of_gold", "healing_potion"))
    assert m.to_act() == 0
    m.act(Pick("pouch_of_gold"))
    assert s.round == 2
    assert [(p.rumors_new, p.rumors_old) for p in s.seats] == [(0, 1), (1, 0), (1, 0)]
    assert s.seats[1].treasure == [] and s.seats[2].treasure == [] and s.seats[1].magic == []
    assert sorted(s.magic.discard) == ["flametongue", "ring_of_valor"] and s.treasure.discard == ["healing_potion"]


def test_rumor_lifetimes():
    """VD-P3-11, VD-COMP-14, AMB-36: a Rumor gained in round 1 is New in 1, Old in 2 and gone after
    round 2's Pursue Rumors; the consolation Rumor of round 1 is New in 2 and Old in 3."""
    m = start(2, initiative=1)  # the Cassalanters hold the Initiative: no Rumor bonus
    s = m.state
    ana, bo = s.seats
    ana.rumors_new = 1  # Ana's Rumor of round 1
    finish_actions(m)
    roll(m, 1, 12)
    draw(m, "ring_of_valor")
    draw(m, "pouch_of_gold", "healing_potion")
    m.act(Pick("pouch_of_gold"))  # Ana, then the Rumor ages; Bo gets the consolation Rumor
    assert s.round == 2 and (ana.rumors_new, ana.rumors_old) == (0, 1) and (bo.rumors_new, bo.rumors_old) == (1, 0)
    finish_actions(m)
    roll(m, 1, 12)
    draw(m, "flametongue")
    draw(m, "healing_potion", "stolen_letters")
    assert m.to_act() == 1  # both hold 1 Rumor; Ana's is Old, Bo's New: Bo picks first
    m.act(Pick("flametongue"))
    m.act(Pick("healing_potion"))
    assert s.round == 3
    assert (ana.rumors_new, ana.rumors_old) == (0, 0)  # round 1's Rumor is gone
    assert (bo.rumors_new, bo.rumors_old) == (0, 1)  # the consolation Rumor is Old in round 3


def test_pick_order_by_count_then_new():
    """VD-P3-03, VD-P3-07: the most Rumors pick first; equal counts, the more New first."""
    m = start(3, initiative=2)
    s = m.state
    finish_actions(m)
    roll(m, 1, 1, 12)
    s.seats[0].rumors_new, s.seats[0].rumors_old = 0, 1
    s.seats[1].rumors_new, s.seats[1].rumors_old = 1, 0
    s.seats[2].rumors_new, s.seats[2].rumors_old = 0, 3
    deal(m, ("ring_of_valor", "flametongue"), ("pouch_of_gold", "healing_potion"))
    seen = []
    while owed(m) == "pick":
        seen.append(m.to_act())
        m.act(m.legal_actions()[0])
    assert seen == [2, 1, 0]


# ---------------------------------------------------------------------------------------------
# Phase 4: Refresh & Reset (VD-P4)
# ---------------------------------------------------------------------------------------------
def test_refresh_resets_everything_for_the_next_round():
    """VD-P4-01, VD-P4-02, VD-P4-03, VD-P4-04, VD-P4-05, VD-ROUND-06, VD-GLOSS-31: played Magic
    Items return to hand, Action tokens come back (off Locations, entrances, the Faction card),
    the Regrouping Watch is active again and contests its Location; Rumors have aged."""
    m = start(2, watch=("s9", "s10", "s11", "s3"), deck_orders={"secrets": ["secret_flooded_stair"]})
    s = m.state
    ana = s.seats[0]
    give(m, 0, "purse_of_plenty")
    put(m, 0, "s7", rogues=1)
    put(m, 0, "yp", fighters=1)
    put(m, 1, "s4", fighters=1)
    m.act(PlayCard("purse_of_plenty"))
    m.act(UseLocation("s7"))
    m.act(TakeGold())
    m.act(FactionAction())  # 2 Rumors (1 + 1 from Unicorn's Horn) for 3 gold
    m.act(TakeGold())
    m.act(Enter("gold", fighters=1))
    draw(m, "secret_flooded_stair")
    roll(m, 1)
    m.act(Pass())
    s.watch[0].regrouping = True  # as if beaten this round
    assert ana.played == ["purse_of_plenty"] and s.slots[7].used and ana.faction_used
    assert ana.entrances == ["gold"] and not city.contested(s, "s9")
    finish_actions(m)
    assert s.initiative == 0  # Unicorn's Horn and the Portal (alone) against Bo's one
    draw(m, "ring_of_valor")
    draw(m, "pouch_of_gold", "healing_potion")
    m.act(Pick("pouch_of_gold"))  # Ana holds the Horn's Rumor
    assert s.round == 2 and s.phase == "actions"
    assert ana.magic == ["purse_of_plenty"] and ana.played == []
    assert [p.actions for p in s.seats] == [5, 5] and not any(sl.used for sl in s.slots)
    assert ana.entrances == [] and not ana.faction_used
    assert s.watch[0].regrouping is False and city.contested(s, "s9")
    m.act(PlayCard("purse_of_plenty"))  # usable again


def test_regrouping_watch_does_not_contest_until_refresh():
    """VD-P4-03, VD-P4-04, VD-WATCH-13, VD-WATCH-14: while Regrouping the token contests nothing
    (Cy is paid the Knucklebones' d4); after Refresh it contests again."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    put(m, 2, "s9", rogues=1)
    s.watch[0].regrouping = True
    finish_actions(m)
    assert m.rules.chance(s).dice == ("d4",)
    roll(m, 3)
    assert s.seats[2].gold == 18


# ---------------------------------------------------------------------------------------------
# Initiative bonuses (VD-FACT-06, -07, -09, -11, -12) and EX-23
# ---------------------------------------------------------------------------------------------
def test_ex23_xanathar_initiative_rumor():
    """EX-23, VD-FACT-06, VD-FACT-09, AMB-54: the Xanathar hold the Initiative when round 1
    begins: 1 New Rumor, no Action spent."""
    m = start(3, initiative=0)
    x = m.state.seats[0]
    assert (x.rumors_new, x.rumors_old, x.actions, x.gold) == (1, 0, 5, 10)
    assert m.state.seats[1].gold == 10 and m.state.seats[1].rumors == 0


def test_ex23_cassalanters_take_three_gold_instead():
    """EX-23, VD-FACT-07: the Cassalanters in the same position take 3 gold instead."""
    m = start(3, initiative=1)
    c = m.state.seats[1]
    assert (c.gold, c.rumors, c.actions) == (13, 0, 5)
    assert m.state.seats[0].rumors == 0


def test_zhentarim_initiative_a_rumor_and_the_first_hire_two_gold_less():
    """VD-FACT-11, AMB-32 (final, issue 19): with the Initiative the Zhentarim take 1 Rumor, and
    their first Hire of the round costs 2 gold less, never below 0; the second costs full price."""
    m = start(3, initiative=2)
    z = m.state.seats[2]
    assert (z.rumors, z.gold) == (1, 10)
    assert [s.rumors for s in m.state.seats[:2]] == [0, 0]
    m.act(Hire("s0", fighters=1))
    assert z.gold == 10
    m.act(TakeGold())
    m.act(TakeGold())
    m.act(Hire("s0", rogues=1))
    assert z.gold == 8


def test_bregan_initiative_free_watch_step():
    """VD-FACT-12, AMB-32 (final, issue 19): with the Initiative Bregan D'aerthe move one active Watch
    token one step for free (or decline)."""
    m = start(4, initiative=3, watch=("s9", "s10"))
    s = m.state
    assert owed(m) == "free_whisper" and m.to_act() == 3
    assert Decline() in m.legal_actions()
    m.act(Whisper(0, "s6"))
    assert s.watch[0].place == "s6" and s.seats[3].rumors == 0 and s.seats[3].actions == 5
    assert m.to_act() == 3 and owed(m) is None


def test_bregan_initiative_is_not_given_at_two_seats():
    """VD-FACT-12, AMB-32 (final, issue 19): with two players (four Watch tokens) Bregan D'aerthe's
    Initiative gives no free step, and the log does not claim one; the round starts at their
    first Action."""
    setup = {"seats": [{"name": "Jarlaxle", "faction": "bregan_daerthe"}, {"name": "Ana", "faction": "xanathar"}]}
    m = Match("vault", setup, 0)
    events = m.act(Roll(("d12", "d12"), (12, 1)))
    for place in ("s9", "s10", "s11", "s6"):
        events += m.act(PlaceWatch(place))
    events += [e for _action, said in m.settle() for e in said]
    assert "Round 1 begins: Jarlaxle has the Initiative" in texts(events)
    assert not [t for t in texts(events) if "Initiative:" in t]
    assert m.state.initiative == 0 and owed(m) is None and m.to_act() == 0
    assert [w.place for w in m.state.watch] == ["s9", "s10", "s11", "s6"]
    assert load().factions["bregan_daerthe"].text_initiative.find("(3 or 4 players)") > 0


# ---------------------------------------------------------------------------------------------
# Winning (VD-WIN)
# ---------------------------------------------------------------------------------------------
def vault_ready(secrets: int = 3, rumors: int = 5) -> Match:
    m = start(3)
    take_secrets(m, 0, secrets)
    m.state.seats[0].rumors_new = rumors
    put(m, 0, "yp", fighters=1, wizards=1)
    return m


def test_reveal_is_optional():
    """VD-WIN-03: a player with 3 Secrets may reveal, or carry on without revealing."""
    m = vault_ready()
    assert RevealVault() in m.legal_actions() and TakeGold() in m.legal_actions()
    m.act(TakeGold())
    assert m.state.vault_revealed is False and m.to_act() == 1


def test_free_vault_door_with_three_secrets_and_the_win():
    """VD-WIN-04, VD-WIN-05, VD-WIN-07, VD-WIN-08, VD-WIN-09, VD-VAULT-01, AMB-10, AMB-65: Ana
    reveals and enters the Vault free from the Portal; d12 12 (a Critical, 2 skulls) + 3 Secrets
    + 3 Rumors = 20 clears its one room; she suffers 3 Casualty dice (one per Secret), one
    Follower survives, and she wins at once."""
    m = vault_ready()
    s = m.state
    m.act(RevealVault())
    m.act(Enter("vault", fighters=1, wizards=1, vault=True))
    assert s.seats[0].gold == 10 and s.seats[0].entrances == ["vault"] and s.followers[0] == {"vault": [1, 0, 1]}
    roll(m, 4, 12)
    roll(m, 2)  # the Critical Hit's Casualty die
    assert strength(s, s.fight, s.fight.sides[0]) == 12 + 2 + 3
    m.act(SpendRumors(3))
    m.act(Pass())
    assert m.rules.chance(s).dice == ("casualty",) * 3
    roll(m, 0, 1, 0)
    m.act(Casualties(1, 0, 0))
    assert m.over and s.winner == 0 and m.outcome().winners == (0,)
    assert s.phase == "over"


def test_vault_nineteen_is_not_enough():
    """VD-WIN-09, VD-VAULT-03: 19 against the Vault's 20 fails: survivors go back to the Portal."""
    m = vault_ready()
    s = m.state
    m.act(RevealVault())
    m.act(Enter("vault", fighters=1, wizards=1, vault=True))
    roll(m, 4, 12)
    roll(m, 2)
    m.act(SpendRumors(2))
    m.act(Pass())
    roll(m, 0, 0, 0)
    assert not m.over and s.winner == -1 and s.followers[0] == {"yp": [1, 0, 1]}
    assert m.to_act() == 1


def test_vault_won_only_with_a_survivor():
    """VD-WIN-08, VD-DUN-06: reaching 20 but losing every Follower to the Casualty dice wins nothing."""
    m = vault_ready()
    s = m.state
    m.act(RevealVault())
    m.act(Enter("vault", fighters=1, wizards=1, vault=True))
    roll(m, 4, 12)
    roll(m, 2)
    m.act(SpendRumors(3))
    m.act(Pass())
    roll(m, 2, 0, 0)
    assert not m.over and s.followers[0] == {} and s.seats[0].supply == [4, 3, 3]


def test_vault_with_fewer_secrets_costs_an_entrance():
    """VD-WIN-06, VD-VAULT-05: once revealed, Bo with no Secret may enter the Vault only through a
    paid entrance; the free door needs 3 Secrets."""
    m = vault_ready()
    s = m.state
    m.act(RevealVault())
    m.act(TakeGold())
    put(m, 1, "yp", fighters=2)
    refused(m, Enter("vault", fighters=2, vault=True), "needs 3 Secrets")
    m.act(Enter("gold", fighters=2, vault=True))
    assert s.seats[1].gold == 8 and s.fight.kind == "vault" and s.followers[1] == {"vault": [2, 0, 0]}


def test_free_vault_door_once_a_round():
    """VD-WIN-05, AMB-10: the free Vault door is one more door, used once a round."""
    m = vault_ready()
    s = m.state
    m.act(RevealVault())
    m.act(Enter("vault", fighters=1, wizards=1, vault=True))
    roll(m, 2, 3)
    m.act(Pass())  # 3 + 3 Secrets = 6: a failure
    roll(m, 0, 0, 0)
    m.act(TakeGold())
    m.act(TakeGold())
    assert m.to_act() == 0 and s.followers[0] == {"yp": [1, 0, 1]} and s.seats[0].entrances == ["vault"]
    refused(m, Enter("vault", fighters=1, vault=True), "used that entrance this round")
    m.act(Enter("gold", fighters=1, vault=True))  # a paid door is still open
    assert s.seats[0].gold == 9 and s.seats[0].entrances == ["vault", "gold"]


def test_more_secrets_bigger_bonus_more_dice_in_the_vault():
    """VD-WIN-07: with 4 Secrets the Vault attempt gets +4 and 4 Casualty dice."""
    m = vault_ready(secrets=4)
    s = m.state
    m.act(RevealVault())
    m.act(Enter("vault", fighters=1, wizards=1, vault=True))
    roll(m, 3, 5)
    assert strength(s, s.fight, s.fight.sides[0]) == 5 + 4
    m.act(Pass())
    assert m.rules.chance(s).dice == ("casualty",) * 4


def test_reveal_only_at_the_start_of_your_turn():
    """VD-WIN-02, VD-P1-10: the reveal is refused once the turn has begun (the second Action of an
    Action Packed turn), and while a decision is owed."""
    m = start(3, variants={"action_packed": True})
    take_secrets(m, 0, 3)
    m.act(Hire("s0", fighters=1))
    assert m.to_act() == 0
    refused(m, RevealVault(), "start of your turn")
