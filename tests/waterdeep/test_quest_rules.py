"""Quests, mandatory quests and plot quests (LW-QST-*, LW-MQ-*, LW-PQ-*, LW-ASG-04): Spy on the
House of Light (LW-EX-06), Stamp Out Cultists (LW-EX-07), Recover the Magister's Orb (LW-EX-08)."""
import pytest

from game.core.codec import to_data
from game.core.common_actions import Pass, Pick
from game.core.errors import IllegalAction
from game.waterdeep.actions import Assign, Complete, Target
from game.waterdeep.content import QUEST_TYPES, load
from game.waterdeep.rules import why_not
from tests.waterdeep.helpers import give, next_round, owed, play, start, strip, to_hand, to_quests


def refused(m, action) -> str:
    before = to_data(m.state)
    with pytest.raises(IllegalAction) as err:
        m.act(action)
    assert to_data(m.state) == before
    return err.value.why


def test_five_quest_types_with_requirements_and_rewards():
    """LW-QST-01, LW-QST-02, G-04: every quest has one of the five types, a Requires line of cubes and
    gold only, and a reward."""
    quests = load().quests.values()
    assert {q.type for q in quests} == set(QUEST_TYPES) == {"arcana", "commerce", "piety", "skullduggery", "warfare"}
    assert all(q.requires and set(q.requires) <= {"cleric", "fighter", "rogue", "wizard", "gold"} for q in quests)
    assert all(q.reward for q in quests)


def test_spy_on_the_house_of_light():
    """LW-EX-06, LW-QST-05, LW-QST-06, LW-QST-07, LW-SUP-04, LW-INFO-04: pay the cubes back to the
    supply, +6 gold and +6 VP at once, the card face down among the completed (hidden from others)."""
    m = start(2)
    strip(m, 0)
    to_quests(m, 0, "spy_on_the_house_of_light")
    need = load().quests["spy_on_the_house_of_light"].requires
    give(m, 0, **need)
    supply = dict(m.state.supply)
    play(m, Assign("dawnbell_chapel"), Complete("spy_on_the_house_of_light"))
    p = m.state.seats[0]
    assert p.gold == 6 and p.vp == 6 and p.done == ["spy_on_the_house_of_light"] and not p.quests
    assert p.tavern["cleric"] == 1  # the Chapel's Cleric stays; the quest's cubes went back
    for kind, n in need.items():
        if kind != "gold":
            assert m.state.supply[kind] == supply[kind] + n - (1 if kind == "cleric" else 0)
    assert m.view(1)["seats"][0]["done"] == [] and m.view(1)["seats"][0]["done_count"] == 1


def test_completing_is_optional_and_needs_the_full_price():
    """LW-QST-04, LW-QST-03: Pass ends the turn with the quest still active; a quest you cannot pay
    for is not offered and is refused with its reason; only your own active quests."""
    m = start(2)
    strip(m, 0)
    to_quests(m, 0, "heal_the_fever_ward", "steal_a_nobles_signet_ring")
    give(m, 0, cleric=1)
    play(m, Assign("dawnbell_chapel"))
    assert m.legal_actions() == [Complete("heal_the_fever_ward"), Pass()]
    assert refused(m, Complete("steal_a_nobles_signet_ring")) == "you cannot pay what that quest requires"
    other = m.state.seats[1].quests[0]
    assert refused(m, Complete(other)) == "that is not one of your active quests"
    play(m, Pass())
    assert "heal_the_fever_ward" in m.state.seats[0].quests


def test_a_reward_of_cards_draws_from_the_decks():
    """LW-QST-08: a quest rewarding Intrigue cards draws them (a chance draw each)."""
    m = start(2)
    to_quests(m, 0, "hire_dwarven_siege_engineers")
    give(m, 0, fighter=2, gold=4)
    hand = len(m.state.seats[0].intrigue)
    play(m, Assign("drill_yard"), Complete("hire_dwarven_siege_engineers"))
    assert len(m.state.seats[0].intrigue) == hand + 2


def test_stamp_out_cultists():
    """LW-EX-07, LW-MQ-01, LW-MQ-02, LW-MQ-03, LW-MQ-04, G-18, G-19, G-20: played on Bo, face up in
    front of him; he cannot complete his other quest until it is done; done on a later turn, it
    pays 2 VP, goes to the Intrigue discard and is no completed quest; the other quest waits a turn."""
    m = start(2)
    to_hand(m, 0, "stamp_out_cultists")
    play(m, Assign("harbor_1"), Pick("stamp_out_cultists"))
    assert owed(m).kind == "target" and m.legal_actions() == [Target(1)]
    assert refused(m, Target(0)) == "choose an opponent, not yourself"
    play(m, Target(1))
    bo = m.state.seats[1]
    assert bo.mandatory == ["stamp_out_cultists"] and m.view(0)["seats"][1]["mandatory"] == ["stamp_out_cultists"]
    to_quests(m, 1, "heal_the_fever_ward")
    strip(m, 1)
    give(m, 1, cleric=2)
    play(m, Assign("drill_yard"))  # Bo could pay for his quest, but the mandatory one blocks it
    assert owed(m) is None or owed(m).kind != "complete" or owed(m).seat != 1
    assert m.view(1)["seats"][1]["blocked"] == ["heal_the_fever_ward"]
    give(m, 1, cleric=1, rogue=1)
    play(m, Assign("sable_athenaeum") if owed(m).seat == 0 else Pass())
    if owed(m).kind == "complete":
        play(m, Pass())
    vp = bo.vp
    play(m, Assign("cutpurse_steps"))
    assert m.legal_actions() == [Complete("stamp_out_cultists"), Pass()]
    assert refused(m, Complete("heal_the_fever_ward")) == "a mandatory quest played on you must be completed first"
    play(m, Complete("stamp_out_cultists"))
    assert bo.vp == vp + 2 and not bo.mandatory and "stamp_out_cultists" in m.state.intrigue_deck.discard
    assert bo.done == [] and "heal_the_fever_ward" in bo.quests  # one quest a turn
    card = load().intrigue["stamp_out_cultists"]
    assert card.requires == {"cleric": 1, "fighter": 1, "rogue": 1} and card.reward == {"vp": 2}


def test_two_mandatory_quests_in_any_order():
    """G-19: two mandatory quests on one seat: either first, both before an ordinary one."""
    m = start(2)
    s = m.state
    for card in ("tend_the_plague_ward", "escort_the_tax_wagon"):
        s.intrigue_deck.pile.remove(card)
        s.seats[0].mandatory.append(card)
    strip(m, 0)
    give(m, 0, cleric=3, fighter=3, gold=2)
    to_quests(m, 0, "heal_the_fever_ward")
    play(m, Assign("copper_exchange"))
    assert set(m.legal_actions()) == {Complete("tend_the_plague_ward"), Complete("escort_the_tax_wagon"), Pass()}


def test_recover_the_magisters_orb():
    """LW-EX-08, LW-PQ-01, LW-PQ-02, LW-PQ-03, LW-ASG-04: +6 VP, face up beside the mat; then once a
    round Ana may join a space holding an opponent's agent, never her own, never twice a round."""
    m = start(2)
    q = load().quests["recover_the_magisters_orb"]
    assert q.plot == "share_space" and q.reward == {"vp": 6} and q.is_plot
    to_quests(m, 0, "recover_the_magisters_orb")
    give(m, 0, **q.requires)
    play(m, Assign("drill_yard"), Complete("recover_the_magisters_orb"))
    ana = m.state.seats[0]
    assert ana.vp == 6 and ana.plots == ["recover_the_magisters_orb"] and ana.done == ["recover_the_magisters_orb"]
    assert m.view(1)["seats"][0]["plots"] == ["recover_the_magisters_orb"]
    play(m, Assign("cutpurse_steps"))  # Bo
    if owed(m).kind == "complete":
        play(m, Pass())
    assert Assign("cutpurse_steps") in m.legal_actions() and Assign("drill_yard") not in m.legal_actions()
    assert why_not(m.state, "drill_yard") == "your own agent is already on that space"
    play(m, Assign("cutpurse_steps"))
    assert m.state.occupants["cutpurse_steps"] == [1, 0]
    if owed(m).kind == "complete":
        play(m, Pass())
    play(m, Assign("dawnbell_chapel"))  # Bo
    if owed(m).kind == "complete":
        play(m, Pass())
    assert Assign("dawnbell_chapel") not in m.legal_actions()  # once a round
    next_round(m)
    play(m, Assign("drill_yard"))
    if owed(m).kind == "complete":
        play(m, Pass())
    play(m, Assign("cutpurse_steps"))
    if owed(m).kind == "complete":
        play(m, Pass())
    assert Assign("cutpurse_steps") in m.legal_actions()  # a new round


def test_completed_quests_keep_their_types():
    """G-29, LW-INFO-04: completed quests are hidden from others but their types count for the Lord."""
    m = start(2)
    to_quests(m, 0, "heal_the_fever_ward")
    give(m, 0, cleric=2)
    play(m, Assign("drill_yard"), Complete("heal_the_fever_ward"))
    assert m.view(0)["seats"][0]["done_types"] == {"piety": 1} and m.view(1)["seats"][0]["done_types"] == {}


def test_the_share_plot_never_shares_a_harbor_space():
    """LW-ASG-04: the Orb's sharing is for spaces that act once; a Harbor space holds one agent to
    be reassigned, so it is never shared."""
    m = start(2)
    s = m.state
    s.quest_deck.pile.remove("recover_the_magisters_orb")
    s.seats[0].done.append("recover_the_magisters_orb")
    s.seats[0].plots.append("recover_the_magisters_orb")
    to_hand(m, 0, "statue_in_your_honour")
    s.occupants["harbor_1"] = [1]
    s.occupants["drill_yard"] = [1]
    s.seats[1].pool -= 2
    assert Assign("drill_yard") in m.legal_actions() and Assign("harbor_1") not in m.legal_actions()
    assert why_not(s, "harbor_1") == "Bo's agent is already on that space"
