"""A place that is no answer says why (issue 15 item 1): the engine's own reason for each Vault
question that takes a place, in plain words for the person who clicked, never a rule id and
never the bare "not one of the choices open now". Each test names the rule ids it checks.

Grid reminder (row-major, s0..s2 touch the Yawning Portal):
    s0 Thort's Findings   s1 Quill Alley       s2 The Gilded Lantern
    s3 The Crooked Scale  s4 Blackstaff Tower  s5 The Hall of Candles
    s6 The Drowned Sewers s7 Unicorn's Horn    s8 Field of Triumph
    s9 The Knucklebones   s10 Mirt's Mansion   s11 The Dripping Stair
"""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.core.match import Match
from game.core.protocol import CHANCE, Roll
from game.vault import city
from game.vault.actions import (Decline, Fight, Pass, Patrol, PlaceWatch, Regroup, Retreat, TakeGold,
                                UseLocation, Whisper)
from tests.vault.helpers import owed, put, refused, roll, start, waiting

GENERIC = "not one of the choices open now"


def plain(m: Match, action) -> str:
    """What the person who tried the action is told (IllegalAction.plain), the state untouched."""
    with pytest.raises(IllegalAction) as err:
        m.act(action)
    words = err.value.plain
    assert GENERIC not in words and "must decide first" not in words and "VD-" not in words, words
    return words


def at_watch_posting() -> Match:
    m = Match("vault", {"seats": [{"name": "Ana", "faction": "xanathar"}, {"name": "Bo", "faction": "cassalanters"}],
                        "variants": {}, "deck_orders": {}}, 0)
    m.act(Roll(("d12", "d12"), (12, 1)))
    assert waiting(m) == ("place_watch", 0)
    return m


# -- posting the City Watch -------------------------------------------------------------------------
def test_vd_setup_14_the_portal_cannot_take_the_watch():
    """VD-SETUP-14: a Watch token is never posted on the Yawning Portal, and the refusal says so."""
    m = at_watch_posting()
    assert plain(m, PlaceWatch("yp")) == "The City Watch stands only on Waterdeep Locations, never on the Portal"
    assert plain(m, PlaceWatch("s99")) == "That is not a Location on the board"


def test_vd_setup_14_amb_52_a_watch_token_is_already_there():
    """VD-SETUP-14, AMB-52: a second token is not posted where one stands."""
    m = at_watch_posting()
    m.act(PlaceWatch("s9"))
    assert waiting(m) == ("place_watch", 1)
    assert plain(m, PlaceWatch("s9")) == "A City Watch token is already there"
    refused(m, PlaceWatch("s9"), "a City Watch token is already there")


# -- using a Location -----------------------------------------------------------------------------------
def test_vd_loc_02_no_follower_of_yours_there():
    """VD-LOC-02: a Location with none of your Followers is not yours to use."""
    m = start(3, watch=("s9", "s10", "s11"))
    assert plain(m, UseLocation("s2")) == "The Gilded Lantern is not Controlled by you: you have no Followers there"


def test_vd_trans_02_the_cost_cannot_be_paid():
    """VD-TRANS-02: a trade you cannot pay for says what it costs and what you have."""
    m = start(3, watch=("s9", "s10", "s11"))
    put(m, 0, "s0", fighters=1)
    m.state.seats[0].rumors_new = m.state.seats[0].rumors_old = 0
    assert plain(m, UseLocation("s0", 0)) == "Thort's Findings costs 1 Rumor: you need 1 and have 0"


def test_vd_loc_05_already_used_this_round():
    """VD-LOC-05: a Location's Action once a round, and the refusal says when it is free again."""
    m = start(2, watch=("s9", "s10", "s11", "s6"))
    put(m, 0, "s2", fighters=1)
    m.state.slots[2].used = True  # another seat used it earlier this round
    assert plain(m, UseLocation("s2")) == ("The Gilded Lantern's Action has been used this round: it is free "
                                           "again next round")


def test_vd_loc_08_the_class_to_give_up_is_missing():
    """VD-LOC-08: no Wizard at the Hall of Candles to give up, counted in words (no "(s)")."""
    m = start(3, watch=("s9", "s10", "s11"))
    put(m, 0, "s5", fighters=2)
    assert "needs 1 Wizard of yours there to give up: you have none" in plain(m, UseLocation("s5", 0))


# -- starting a Brawl ---------------------------------------------------------------------------------------
def test_vd_fightact_04_nobody_else_there_and_none_of_yours():
    """VD-FIGHTACT-01, VD-FIGHTACT-04: no Brawl where you stand alone, nor where you have no one."""
    m = start(3, watch=("s9", "s10", "s11"))
    put(m, 0, "s2", fighters=1)
    assert "not Contested: there is no one to fight" in plain(m, Fight("s2"))
    assert plain(m, Fight("s3")) == "You need Followers there to start a Fight"


# -- the City Watch after a Brawl ------------------------------------------------------------------------
def beaten_watch_at_the_lantern() -> Match:
    """Ana beats the Watch at the Gilded Lantern on her turn: she chooses where it regroups."""
    m = start(3, watch=("s2", "s10", "s11"))
    put(m, 0, "s2", fighters=2)
    m.act(Fight("s2"))
    roll(m, 8, 1)
    m.act(Pass())
    assert waiting(m) == ("regroup", 0)
    return m


def test_vd_watch_11_the_beaten_watch_regroups_next_door():
    """VD-WATCH-11, VD-WATCH-04: the beaten Watch leaves, one step, never diagonally nor to the Portal,
    never where a token stands."""
    m = beaten_watch_at_the_lantern()
    assert plain(m, Regroup("s2")) == "The beaten City Watch must leave The Gilded Lantern"
    assert plain(m, Regroup("s4")).startswith("The beaten City Watch falls back one step: it is not next to "
                                              "The Gilded Lantern")
    assert "never on the Portal" in plain(m, Regroup("yp"))
    m.state.watch[1].place = "s5"  # a token already next door
    assert plain(m, Regroup("s5")) == "A City Watch token is already there"


def test_vd_fightact_06_the_opportunity_is_the_location_just_won():
    """VD-FIGHTACT-06, VD-WATCH-12: the Winner's Opportunity is at the Location won, nowhere else."""
    m = beaten_watch_at_the_lantern()
    m.act(Regroup("s5"))
    assert owed(m) == "opportunity"
    put(m, 0, "s3", fighters=1)
    words = plain(m, UseLocation("s3"))
    assert words == "Only The Gilded Lantern, the Location you just won, may be used now"


def test_vd_brawl_08_the_loser_retreats_next_door():
    """VD-BRAWL-08, AMB-23: the beaten Followers leave for a side-adjacent place; the Portal only
    from the top row."""
    m = start(2, watch=("s8", "s0", "s2", "s9"))
    put(m, 0, "s7", fighters=2)
    put(m, 1, "s7", fighters=1)
    m.act(Fight("s7"))
    roll(m, 8, 5, 1)
    m.act(Pass())
    m.act(Pass())
    assert waiting(m) == ("retreat", 1)
    assert plain(m, Retreat("s7")) == "The beaten Followers must leave Unicorn's Horn"
    assert plain(m, Retreat("s0")) == ("They retreat one step, to a place next to Unicorn's Horn (side by side, "
                                       "never diagonally)")
    assert plain(m, Retreat("yp")).startswith("Only from the top row")


def test_vd_watch_05_the_patrol_step_must_close_on_the_brawl():
    """VD-WATCH-02, VD-WATCH-05: the attacked Faction picks the patrol's step; other tokens and steps
    away from the Brawl are refused with the reason."""
    m = start(3, watch=("s11", "s0", "s2"))
    put(m, 0, "s7", fighters=1)
    put(m, 1, "s7", fighters=1)
    m.act(Fight("s7"))
    assert waiting(m) == ("patrol", 1)
    assert plain(m, Patrol(1, "s1")) == "That City Watch token is not the nearest patrol to the Brawl"
    assert plain(m, Patrol(0, "s7")).startswith("It is not next to The Dripping Stair")
    assert plain(m, Patrol(0, "s2")) == "A City Watch token is already there"


# -- whispers ----------------------------------------------------------------------------------------------
def test_vd_watch_06_a_free_whisper_goes_one_step_to_a_free_place():
    """VD-WATCH-06, VD-WATCH-04 (the Bregan D'aerthe Initiative's free whisper): one step, never
    onto a token, never to the Portal."""
    m = start(4, initiative=3)  # tokens at s9 and s10
    assert owed(m) == "free_whisper"
    assert plain(m, Whisper(0, "s10")) == "There is already a City Watch token there"
    assert plain(m, Whisper(0, "s0")) == ("The Watch moves 1 step at most, never diagonally, and that token "
                                          "stands at The Knucklebones")
    assert "never the Portal" in plain(m, Whisper(0, "yp"))
    m.act(Decline())


def test_vd_watch_06_a_paid_whisper_says_how_far_the_watch_moves():
    """VD-WATCH-06, VD-WATCH-04: a Rumor's whisper two steps away is refused, naming where the
    token stands."""
    m = start(3, watch=("s9", "s10", "s11"))
    m.state.seats[0].rumors_new, m.state.seats[0].rumors_old = 1, 0
    assert plain(m, Whisper(0, "s3")).endswith("that token stands at The Knucklebones")


def test_vd_alt_flip_02_the_watch_goes_to_the_busiest_neighbour():
    """VD-ALT-FLIP-02, AMB-61: leaving an empty Location the Watch goes to a neighbour with the most
    Followers; another neighbour is refused, naming the busiest."""
    m = start(3, variants={"flip_empty": True}, watch=("s10", "s2", "s5"))
    put(m, 0, "s7", fighters=1)
    put(m, 1, "s9", fighters=1)
    while m.state.phase == "actions" and isinstance(m.to_act(), int) and not m.state.decisions:
        m.act(TakeGold())
    while owed(m) != "watch_moves":  # rewards and rumours as the seed has them, first choices taken
        m.roll() if m.to_act() == CHANCE else m.act(m.legal_actions()[0])
    assert sorted(a.dest for a in m.legal_actions()) == ["s7", "s9"]
    empty = city.place_name(m.state, "s10")  # turned over by now
    assert plain(m, Regroup("s10")) == f"The City Watch must leave {empty}"
    assert plain(m, Regroup("s0")).startswith(f"It is not next to {empty}")
    busiest = f"{city.place_name(m.state, 's7')} or {city.place_name(m.state, 's9')}"
    assert plain(m, Regroup("s11")) == f"The City Watch goes where the most Followers stand next door: {busiest}"
    assert plain(m, Regroup("s5")) == "A City Watch token is already there"
