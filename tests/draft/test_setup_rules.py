"""Setting up Dungeon Draft (DD-COMP-01..06, DD-SET-01..07, DD-EX-04, DD-EX-11, DD-EX-12,
G-01, G-10, G-22, G-23)."""
from __future__ import annotations

import pytest

from game.core.common_actions import Keep
from game.core.errors import IllegalAction, SetupError
from game.core.match import Match
from game.core.protocol import CHANCE
from game.draft import rules
from game.draft.content import load
from tests.draft.helpers import all_content, every_card, play, setup, start


def test_two_player_setup_dd_ex_04():
    """DD-EX-04, DD-SET-02, DD-SET-03, DD-SET-04, DD-COMP-05, DD-COMP-06: 9 gold each, 5 quests
    dealt and 3 kept (2 back under the quest deck: 25 - 10 + 4 = 19 left), empty play areas and
    no XP; the draft deck holds all 173 cards until round 1 deals."""
    m = Match("draft", setup(2), 0)
    m.settle()
    s = m.state
    assert len(s.deck) == 173 and s.deck.discard == []  # nothing dealt from the draft deck yet
    assert [len(p.dealt) for p in s.seats] == [5, 5] and len(s.quest_deck) == 15
    for seat in (0, 1):
        play(m, Keep(tuple(sorted(s.seats[seat].dealt)[:3])))
    assert len(s.quest_deck) == 19 and len(s.quest_deck.bottom) == 4
    for p in s.seats:
        assert p.gold == 9 and len(p.quests) == 3 and p.xp_tokens == 0 and p.play_area == [[]]
    assert s.phase == "draft" and len(s.deck) == 173 - 14  # round 1 dealt 7 to each seat
    v = m.view(0)
    assert v["deck_count"] == 159 and v["discard_count"] == 0 and v["quest_deck_count"] == 19


def test_the_decks_are_shuffled_apart_dd_set_01():
    """DD-SET-01, DD-COMP-03, DD-COMP-04, G-02: two decks of 173 authored draft cards and 25 quests; which card
    comes off each is a chance draw from that deck alone."""
    m = Match("draft", setup(2), 0)
    assert m.to_act() == CHANCE
    spec = rules.chance(m.state)
    assert spec.deck == "quests" and spec.count == 5 and len(spec.pile) == 25
    assert sorted(m.state.deck.pile) == sorted(load().deck_list()) and len(m.state.deck.pile) == 173
    assert every_card(m.state) == all_content()


def test_keeping_quests_is_private_and_returns_two_to_the_bottom_dd_ex_11():
    """DD-EX-11, DD-SET-04, DD-SET-05, G-22: a seat keeps 3 of Q1-Q5; the other 2 go under the
    quest deck in an order that tells nothing (sorted), and nobody else learns which were kept."""
    quests = load().quest_list()
    order = {"quests": quests[:10]}
    m = start(2, order=order)
    mine = quests[:5]
    keep = (mine[0], mine[2], mine[3])
    events = play(m, Keep(keep))
    assert all(q not in str(e.data) for e in events for q in mine)  # the seal tells no quest
    assert m.view(1)["seats"][0].get("dealt") is None and m.view(1)["seats"][0]["dealt_count"] == 5
    play(m, Keep(tuple(quests[5:8])))
    assert sorted(m.state.seats[0].quests) == sorted(keep)
    assert m.state.quest_deck.bottom[:2] == sorted([mine[1], mine[4]])
    assert "quests" not in m.view(1)["seats"][0] and m.view(1)["seats"][0]["quests_count"] == 3


def test_a_seat_must_keep_exactly_three_of_its_own_quests():
    """DD-SET-04: keeping 2, or a quest another seat was dealt, is refused in plain words."""
    quests = load().quest_list()
    m = start(2, order={"quests": quests[:10]})
    with pytest.raises(IllegalAction) as refused:
        m.act(Keep(tuple(quests[:2])))
    assert "exactly 3" in refused.value.why
    with pytest.raises(IllegalAction) as refused:
        m.act(Keep((quests[0], quests[1], quests[7])))
    assert "dealt" in refused.value.why


def test_the_introductory_game_deals_no_quests_dd_ex_12():
    """DD-EX-12, DD-SET-06: no quests dealt or kept; the quest deck stays whole; no quest can be
    played; scoring is card XP plus tokens."""
    m = start(3, quests=False)
    s = m.state
    assert s.phase == "draft" and all(p.quests == [] and p.dealt == [] for p in s.seats)
    assert len(s.quest_deck) == 25 and not m.view(0)["quests_on"]
    assert rules.quick_setup([{"name": "a"}, {"name": "b"}], {"quests": "no"})["quests"] is False
    assert rules.quick_setup([{"name": "a"}, {"name": "b"}], {"quests": None})["quests"] is True


def test_the_first_starting_player_is_drawn_at_random_dd_set_07():
    """DD-SET-07: with no `first` in the setup, a chance draw among the seats names the starting
    player, and different draws start different seats."""
    firsts = set()
    for seed in range(12):
        m = Match("draft", setup(3, quests=False, first=None), seed)
        assert sorted(rules.chance(m.state).pile) == ["0", "1", "2"]
        m.settle()
        firsts.add(m.state.first)
        assert m.state.starting == m.state.first
    assert firsts == {0, 1, 2}


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_two_to_five_seats_g_01(seats):
    """G-01: 2 to 5 seats; 1 or 6 are refused."""
    m = start(seats)
    assert len(m.state.seats) == seats and len(m.state.quest_deck) == 25 - 5 * seats


@pytest.mark.parametrize("seats", [1, 6])
def test_other_seat_counts_are_refused_g_01_g_23(seats):
    """G-01, G-23: more seats than 25 quests can deal 5 to is never allowed."""
    with pytest.raises(SetupError):
        rules.new_game(setup(seats))


def test_tokens_are_counters_without_a_limit_g_10():
    """DD-COMP-01, DD-COMP-02, G-10: gold and XP are counters; a seat may hold more than the
    box's 126 in tokens (nothing runs out)."""
    m = start(2, quests=False)
    m.state.seats[0].gold = 500
    m.state.seats[0].xp_tokens = 300
    v = m.view(1)["seats"][0]
    assert v["gold"] == 500 and v["xp_tokens"] == 300


def test_a_bad_setup_is_refused_in_words():
    with pytest.raises(SetupError, match="starting player"):
        rules.new_game({**setup(2), "first": 4})
    with pytest.raises(SetupError, match="not in the draft deck"):
        rules.new_game({**setup(2), "order": {"draft": ["no_such_card"]}})


def test_the_command_line_plays_both_games(capsys):
    """`python -m game simulate draft` with and without the quests (DD-SET-06: --quests no)."""
    import json

    from game.__main__ import main

    for extra in ([], ["--quests", "no"]):
        assert main(["simulate", "draft", "--games", "2", "--seats", "3", *extra]) == 0
        totals = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        assert totals["finished"] == 2 and totals["errors"] == 0
