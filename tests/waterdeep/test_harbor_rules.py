"""Waterdeep Harbor and intrigue cards (LW-WH-*, LW-INT-*, LW-ASG-05): Lack of Faith (LW-EX-02),
the Harbor needs a card (LW-EX-03), Call in a Favor (LW-EX-04), the reassignment order (LW-EX-14)."""
import pytest

from game.core.codec import to_data
from game.core.common_actions import Pass, Pick
from game.core.errors import IllegalAction
from game.waterdeep.actions import Assign, Choose, Complete, Target
from game.waterdeep.content import load
from game.waterdeep.state import HARBOR
from tests.waterdeep.helpers import empty_hand, give, owed, play, start, strip, to_hand, to_quests, until


def refused(m, action) -> str:
    before = to_data(m.state)
    with pytest.raises(IllegalAction) as err:
        m.act(action)
    assert to_data(m.state) == before
    return err.value.why


def test_no_intrigue_card_no_harbor():
    """LW-EX-03, LW-WH-03, LW-WH-07: with no Intrigue card, no Harbor space is open, with the reason."""
    m = start(2)
    empty_hand(m, 0)
    assert not [a for a in m.legal_actions() if a.space in HARBOR]
    assert refused(m, Assign("harbor_1")) == "you hold no Intrigue card to play at the Harbor"


def test_the_harbor_plays_one_card_at_once_then_discards_it():
    """LW-WH-01, LW-WH-02, LW-ASG-05, LW-INT-01, LW-INT-05, G-28: three numbered spaces; an agent
    there plays exactly one card, which acts at once and goes to the discard."""
    m = start(2)
    assert [s for s in m.state.occupants] == [] and len(HARBOR) == 3
    empty_hand(m, 0)
    to_hand(m, 0, "unexpected_inheritance", "sworn_blades")
    gold = m.state.seats[0].gold
    play(m, Assign("harbor_2"))
    assert owed(m).kind == "play" and set(m.legal_actions()) == {Pick("unexpected_inheritance"), Pick("sworn_blades")}
    play(m, Pick("unexpected_inheritance"))
    p = m.state.seats[0]
    assert p.gold == gold + 6 and p.intrigue == ["sworn_blades"]
    assert m.state.intrigue_deck.discard == ["unexpected_inheritance"]


def test_lack_of_faith():
    """LW-EX-02, LW-INT-02, LW-INT-04: each opponent loses one Cleric if they have one, and only one;
    the player is unaffected."""
    m = start(3)
    strip(m, 0), strip(m, 1), strip(m, 2)
    give(m, 0, cleric=2)
    give(m, 1, cleric=3)
    to_hand(m, 0, "lack_of_faith")
    play(m, Assign("harbor_1"), Pick("lack_of_faith"))
    assert [p.tavern["cleric"] for p in m.state.seats] == [2, 2, 0]
    assert load().intrigue["lack_of_faith"].kind == "attack"


def test_call_in_a_favor():
    """LW-EX-04, G-10: resources of the player's choice, the amount set on the card."""
    m = start(2)
    to_hand(m, 0, "call_in_a_favor")
    play(m, Assign("harbor_1"), Pick("call_in_a_favor"))
    assert owed(m).kind == "choose" and len(m.legal_actions()) == 5
    wizards = m.state.seats[0].tavern["wizard"]
    play(m, Choose(3))
    assert m.state.seats[0].tavern["wizard"] == wizards + 1
    assert load().intrigue["call_in_a_favor"].kind == "utility"


def test_three_kinds_of_intrigue():
    """LW-INT-03, LW-INT-06, G-05: attack, utility and mandatory quest; all authored as data."""
    kinds = {card.kind for card in load().intrigue.values()}
    assert kinds == {"attack", "utility", "mandatory"}


def test_harbor_agents_are_reassigned_in_space_order_never_to_the_harbor():
    """LW-EX-14, LW-WH-04, LW-WH-05, LW-WH-07: Cy's agent on Harbor space 1 moves first, then Ana's on
    space 3; each takes the new space's action and may complete a quest; the Harbor is never offered."""
    m = start(3)
    s = m.state
    to_hand(m, 2, "sworn_blades")
    to_hand(m, 0, "statue_in_your_honour")
    for seat in range(3):
        s.seats[seat].pool = 1
    play(m, Assign("harbor_3"), Pick("statue_in_your_honour"))  # Ana
    play(m, Assign("drill_yard"))  # Bo
    if owed(m).kind == "complete":
        play(m, Pass())
    play(m, Assign("harbor_1"), Pick("sworn_blades"))  # Cy
    if owed(m).kind == "complete":
        play(m, Pass())
    d = owed(m)
    assert (d.kind, d.seat, d.data["source"]) == ("reassign", 2, "harbor_1") and s.phase == "reassign"
    assert not [a for a in m.legal_actions() if a.space in HARBOR]
    assert "cannot be reassigned to Waterdeep Harbor" in refused(m, Assign("harbor_2"))
    to_quests(m, 2, "steal_a_nobles_signet_ring")
    strip(m, 2)
    give(m, 2, rogue=1)
    play(m, Assign("cutpurse_steps"))
    assert s.seats[2].tavern["rogue"] == 3 and s.occupants["cutpurse_steps"] == [2] and "harbor_1" not in s.occupants
    assert s.seats[2].tavern["fighter"] == 0
    assert (owed(m).kind, owed(m).seat) == ("complete", 2)  # the extra turn's quest
    play(m, Complete("steal_a_nobles_signet_ring"))
    d = owed(m)
    assert (d.kind, d.seat, d.data["source"]) == ("reassign", 0, "harbor_3")
    play(m, Assign("dawnbell_chapel"))
    if owed(m).kind == "complete":
        play(m, Pass())
    assert s.round == 2 and not s.occupants  # then the round ends and all go home


def test_a_harbor_agent_with_nowhere_to_go_goes_home():
    """G-26: no open space for a Harbor agent: it goes back with no action."""
    m = start(2)
    s = m.state
    to_hand(m, 0, "statue_in_your_honour")
    s.seats[0].pool, s.seats[1].pool = 1, 0
    for sp in ["builders_hall", "cliffwatch_1", "cliffwatch_2", "cliffwatch_3", "masked_court", "drill_yard",
               "cutpurse_steps", "dawnbell_chapel", "sable_athenaeum", "copper_exchange"]:
        s.occupants[sp] = [1]
    events = play(m, Assign("harbor_1"), Pick("statue_in_your_honour"))
    assert any("leaves the Harbor" in e.text for e in events) and s.round == 2


def test_no_hand_limit():
    """G-25: intrigue and quests in hand have no limit."""
    m = start(2)
    to_hand(m, 0, *[c for c in set(m.state.intrigue_deck.pile)][:8])
    assert len(m.state.seats[0].intrigue) == 10
    assert any(a.space in HARBOR for a in m.legal_actions())
