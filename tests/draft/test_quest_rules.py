"""Quests (DD-QST-01..08, DD-EX-03, G-06, G-15): played in one's own turn when the heroes and
weapons in play, from every round, meet the class counts; nothing spent; abilities by frequency."""
from __future__ import annotations

import pytest

from game.core.codec import to_data
from game.core.common_actions import Pass
from game.core.errors import IllegalAction
from game.draft.actions import Play
from game.draft.content import load
from tests.draft.helpers import cards, draft_round, in_play, meet, pass_turns, play, quests_in_hand, start


def _ready(seats: int = 2):
    m = start(seats)
    draft_round(m)
    return m


def test_a_requirement_met_across_rounds_dd_ex_03():
    """DD-EX-03, DD-QST-01, DD-QST-02, DD-QST-03, G-06: 2 mages and 1 rogue in round 1, 1 mage and 2
    rogues in round 2: a quest needing 3 mage + 3 rogue is playable, and so is one needing 2 mage
    on the same cards; no card is spent."""
    mages, rogues = cards("hero", cls="mage")[:3], cards("hero", cls="rogue")[:3]
    m = _ready()
    in_play(m, 0, mages[0], mages[1], rogues[0], round_no=1)
    in_play(m, 0, mages[2], rogues[1], rogues[2], round_no=1)
    # build the two quests' shapes from the content: one 3+3 by counting, one 2 mage
    both = [q for q in load().quests.values() if set(q.requires) <= {"mage", "rogue"}
            and all(n <= 3 for n in q.requires.values())]
    assert len(both) >= 2
    quests_in_hand(m, 0, *[q.id for q in both[:3]])
    area_before = [list(r) for r in m.state.seats[0].play_area]
    for q in both[:3]:
        assert m.ask("why_not", q.id) == ""
        play(m, Play(q.id))
    assert m.state.seats[0].quests_played == [q.id for q in both[:3]]
    assert m.state.seats[0].play_area == area_before  # DD-QST-02: counted, not spent


def test_an_unmet_quest_is_refused_with_what_is_missing_dd_qst_01():
    m = _ready()
    q = "open_the_sealed_library" if "open_the_sealed_library" in load().quests else sorted(load().quests)[0]
    quests_in_hand(m, 0, q)
    before = to_data(m.state)
    with pytest.raises(IllegalAction) as refused:
        m.act(Play(q))
    assert to_data(m.state) == before and "more" in refused.value.why and "card" in refused.value.why


def test_a_quest_card_shows_its_parts_dd_qst_04():
    """DD-QST-04: name, XP, requirements and ability text."""
    for q in load().quests.values():
        assert q.name and q.xp > 0 and q.requires and (q.ability is None or q.ability.frequency)


def test_unplayed_quests_stay_from_round_to_round_dd_qst_07_dd_qst_08():
    """DD-QST-07, DD-QST-08, DD-EOT-02: kept quests are not discarded at the end of a turn, and no
    new quests come."""
    m = _ready()
    kept = list(m.state.seats[0].quests)
    pass_turns(m, 2)
    draft_round(m)
    pass_turns(m, 2)
    assert m.state.seats[0].quests == kept and len(kept) == 3


def test_quests_only_in_ones_own_play_turn_dd_qst_06():
    """DD-QST-06: a met quest cannot be played during the draft."""
    m = start(2)
    from tests.draft.helpers import keep_first
    keep_first(m)
    q = m.state.seats[0].quests[0]
    meet(m, 0, q)
    with pytest.raises(IllegalAction):
        m.act(Play(q))


def test_each_round_ability_from_the_next_round_dd_qst_05_g_15():
    """DD-QST-05, G-15: an each-round quest pays at the start of the owner's turn in every later
    round, not in the round it is played."""
    q = next(x.id for x in load().quests.values() if x.ability and x.ability.frequency == "each_round"
             and x.ability.effects[0].do == "gain_xp")
    amount = load().quests[q].ability.effects[0].amount
    m = _ready()
    meet(m, 0, q)
    quests_in_hand(m, 0, q)
    play(m, Play(q))
    assert m.state.seats[0].xp_tokens == 0
    pass_turns(m, 2)
    draft_round(m)
    while m.to_act() != 0:
        play(m, Pass())
    assert m.state.seats[0].xp_tokens == amount


def test_continuous_and_once_abilities_g_15():
    """G-15: a continuous discount applies while the quest is in play, in later rounds too; a
    once ability happens when the quest is played."""
    cont = next(x.id for x in load().quests.values() if x.ability and x.ability.frequency == "continuous"
                and x.ability.effects[0].do == "discount")
    once = next(x.id for x in load().quests.values() if x.ability and x.ability.frequency == "once"
                and x.ability.effects[0].do == "gain_gold")
    m = _ready()
    meet(m, 0, cont)
    meet(m, 0, once)
    quests_in_hand(m, 0, cont, once)
    gold = m.state.seats[0].gold
    play(m, Play(once))
    assert m.state.seats[0].gold == gold + load().quests[once].ability.effects[0].amount
    play(m, Play(cont))
    off = load().quests[cont].ability.effects[0].amount
    assert m.view(0)["seats"][0]["discount"] == off
    pass_turns(m, 2)
    draft_round(m)
    assert m.view(0)["seats"][0]["discount"] == off
