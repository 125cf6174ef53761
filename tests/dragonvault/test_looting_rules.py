"""Looting and elimination (DV-LOOT-01..05, DV-TEAM-03, G-06, G-12, G-13, G-23)."""
from game.core.common_actions import Pass
from game.dragonvault.actions import Blind, Pay, Play
from game.dragonvault.state import Companion
from tests.dragonvault.helpers import C, act, companion, draw, hand, hit, owed, quiet


def test_the_active_seat_loots_one_card_face_down():
    """DV-LOOT-01, DV-LOOT-03, DV-LOOT-05, DV-EX-04, G-12: Ana's Hired Muscle kills Bo (Gold Coins,
    Gemstones, Food in hand); Ana picks one face-down card (decided: face down, as issue 17 says, not seen
    as the checklist's G-12 suggests); chance says which card lay there; the other two are discarded."""
    m = quiet(3)
    m.state.seats[1].damage = C.champions[m.state.seats[1].champion].toughness - 2
    hand(m, 1, "gold_coins", "gemstones", "food")
    hand(m, 0, "hired_muscle", "gold_coins")
    act(m, Play("hired_muscle", 1), Pay("gold_coins"))
    assert owed(m).kind == "loot" and m.legal_actions() == [Blind(0), Blind(1), Blind(2)]
    assert "hand" not in m.view(0)["seats"][1] or m.view(0)["seats"][1]["hand"] == []
    act(m, Blind(2))
    assert sorted(m.state.chance.data["pool"]) == ["food", "gemstones", "gold_coins"]
    events = draw(m, "gemstones", deck="hand")
    assert m.state.seats[0].hand == ["gemstones"] and m.state.seats[1].hand == []
    assert sorted(m.state.adventure.discard) == ["food", "gold_coins", "gold_coins", "hired_muscle"]
    assert [e.data["kind"] for e in events if e.data.get("kind") in ("looted", "stolen")] == ["looted"]


def test_stealing_is_not_looting():
    """DV-LOOT-02, DV-EX-05: the Expert Thief takes a card from a living rival's hand: a `stolen` event, no
    `looted`."""
    m = quiet(2)
    cost = C.cards["expert_thief"].cost
    hand(m, 0, "expert_thief", *["gold_coins"] * cost)
    hand(m, 1, "relic")
    act(m, Play("expert_thief", 1), *[Pay("gold_coins")] * cost)
    assert owed(m).kind == "steal"
    act(m, Blind(0))
    events = draw(m, "relic", deck="hand")
    assert m.state.seats[0].hand == ["relic"] and m.state.seats[1].alive
    assert "stolen" in [e.data.get("kind") for e in events] and "looted" not in [e.data.get("kind") for e in events]


def test_no_loot_for_a_death_on_your_own_turn():
    """G-06: a champion dying on its own turn (to its own encounter) is not looted: its hand is discarded."""
    m = quiet(2, top=["bear_trap"])
    m.state.seats[0].damage = C.champions[m.state.seats[0].champion].toughness - 1
    act(m, Pass())
    draw(m, "bear_trap")
    from tests.dragonvault.helpers import roll
    roll(m, 1)
    assert not m.state.seats[0].alive and m.state.phase == "over" and m.outcome().winners == (1,)
    assert sorted(m.state.adventure.discard) == sorted(["bear_trap", "food", "gold_coins", "gold_coins"])


def test_a_dead_champions_companions_go_with_it():
    """G-13: a fallen champion's companions go to the discard pile with its hand."""
    comp = companion(1)
    m = quiet(3)
    m.state.seats[1].companions.append(Companion(comp))
    hand(m, 1)
    hit(m, 1, 40)
    from game.dragonvault.actions import Absorb
    act(m, Absorb(-1))
    assert not m.state.seats[1].alive and comp in m.state.adventure.discard and m.state.seats[1].companions == []


def test_in_a_team_game_the_active_seat_loots_even_an_ally():
    """DV-TEAM-03, G-23: whoever's turn it is loots, an ally's hand included."""
    m = quiet(4, teams=[0, 1, 0, 1])
    hand(m, 2, "relic")
    hit(m, 2, 40)
    assert owed(m).kind == "loot" and owed(m).seat == 0 and owed(m).data["victim"] == 2
    act(m, Blind(0))
    draw(m, "relic", deck="hand")
    assert "relic" in m.state.seats[0].hand
    act(m, Pass())
