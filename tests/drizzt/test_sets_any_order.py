"""A set of cards is a set (issue 13): the experience cards spent to cancel an encounter
(LD-ENC-02, LD-XP-04/05, G-09) or to level up (LD-LVL-02/03, LD-XP-06), and the two targets of a
two-target power (LD-ATK-01), are accepted in any order, in the text form too, and kept in one
canonical order."""
from __future__ import annotations

from itertools import permutations

from game.drizzt.actions import Attack, Cancel, LevelUp
from tests.drizzt.helpers import draw, hero_at, monster, owed, roll
from tests.drizzt.phasekit import begin as begin_phase, take_treasure
from tests.drizzt.rulekit_iv import begin, end_phase, legal, pile

FIVE = ["cave_bear", "orc_scrapper", "skeleton"]  # 2 + 2 + 1 = 5 XP


def _cancel_asked(order: list[str]):
    m = begin("ilyndra", "thalia")
    m.state.xp["0"] = list(order)
    hero_at(m, 0, (2, 1))
    end_phase(m)
    draw(m, "scalding_steam")
    assert owed(m) == "cancel"
    return m


def test_a_cancel_takes_its_cards_in_any_order():
    """LD-ENC-02, LD-XP-05, G-09: every order of the same three cards cancels the encounter, and
    the action stored in the log is the one canonical order."""
    for order in permutations(FIVE):
        m = _cancel_asked(list(reversed(FIVE)))
        m.act(Cancel(order))
        assert m.state.heroes[0].health == m.state.heroes[0].max_health and pile(m) == []
        assert m.log[-1].action == Cancel(tuple(sorted(FIVE)))
        assert m.log[-1].action.cards == tuple(sorted(FIVE))


def test_the_text_form_of_a_cancel_takes_any_order():
    """LD-XP-05: "cancel cards=..." parses to the same action whichever order the cards are named."""
    m = _cancel_asked(FIVE)
    spoken = m.codec.parse("cancel cards=skeleton,cave_bear,orc_scrapper")
    assert spoken == Cancel(("orc_scrapper", "skeleton", "cave_bear")) == Cancel(tuple(sorted(FIVE)))
    assert spoken in m.legal_actions()
    m.act(spoken)
    assert pile(m) == []


def test_a_level_up_takes_its_cards_in_any_order():
    """LD-LVL-02, LD-LVL-03, LD-XP-06: a natural 20 kill, then the level-up paid with the two
    cards listed the other way round from the legal list."""
    m = begin_phase("wyrmfire")
    m.state.xp["0"] = ["cave_bear"]
    lash = monster(m, "drow_lashguard", (1, 0), health=1)
    m.act(Attack(0, "steady_strike", (lash.uid,)))
    roll(m, 20)
    take_treasure(m, "rekindled_resolve")
    assert owed(m) == "level_up"
    m.act(LevelUp(("drow_lashguard", "cave_bear"), "whirlwind_of_steel"))
    assert m.state.heroes[0].level == 2 and m.state.xp["0"] == []
    assert m.log[-1].action.cards == ("cave_bear", "drow_lashguard")


def test_two_targets_in_either_order_are_one_attack():
    """LD-ATK-01 with a two-target power: the legal list holds each pair once, and naming the
    pair the other way round is the same, legal attack."""
    m = begin("ilyndra", "thalia")
    hero_at(m, 0, (1, 1))
    hero_at(m, 1, (3, 3))
    a = monster(m, "skeleton", (0, 3))
    b = monster(m, "orc_scrapper", (3, 0))
    pairs = [x.targets for x in legal(m, Attack) if x.power == "thunderclap"]  # two targets on the tile
    assert pairs == [tuple(sorted((a.uid, b.uid)))]
    backwards = Attack(0, "thunderclap", (max(a.uid, b.uid), min(a.uid, b.uid)))
    assert backwards in legal(m, Attack)
