"""The draft (DD-DRAFT-01..07, DD-EX-05, G-26): 7 cards a seat, one secret pick each at once, the
hands passed left in rounds 1 and 3 and right in rounds 2 and 4, 7 drafted cards each."""
from __future__ import annotations

import pytest

from game.core.common_actions import Pass, Pick
from game.core.errors import IllegalAction
from game.draft.content import load
from tests.draft.helpers import draft_round, pass_turns, play, start


def _order(seats: int, rounds: int = 1) -> list[str]:
    """Forced deck tops: distinct cards, so each pack can be followed."""
    deck = sorted(set(load().deck_list()))
    return deck[: 7 * seats * rounds] if len(deck) >= 7 * seats * rounds else None


def test_seven_cards_are_dealt_face_down_to_each_seat_dd_draft_01():
    """DD-DRAFT-01: each seat holds 7 cards that only it sees."""
    m = start(4, quests=False)
    for p in m.state.seats:
        assert len(p.pack) == 7
    v = m.view(1)
    assert len(v["seats"][1]["pack"]) == 7 and "pack" not in v["seats"][0] and v["seats"][0]["pack_count"] == 7


def test_hands_pass_left_in_round_1_dd_ex_05():
    """DD-EX-05, DD-DRAFT-02, DD-DRAFT-03: seats A, B, C, D; after each seat picks one card, A's
    hand goes to B, B's to C, C's to D and D's to A."""
    m = start(4, quests=False, order={"draft": _order(4)})
    packs = [list(p.pack) for p in m.state.seats]
    picks = [sorted(pk)[0] for pk in packs]
    for seat in range(4):
        assert m.to_act() == seat
        play(m, Pick(picks[seat]))
    for seat in range(4):
        rest = sorted(c for c in packs[seat] if c != picks[seat])
        assert sorted(m.state.seats[(seat + 1) % 4].pack) == rest
        assert m.state.seats[seat].drafted == [picks[seat]]
    assert m.view(0)["pass_direction"] == "left"


def test_hands_pass_right_in_round_2_dd_draft_04():
    """DD-EX-05, DD-DRAFT-04: in round 2 (and 4) A's hand goes to D, D's to C, C's to B, B's to A."""
    m = start(4, quests=False)
    draft_round(m)
    pass_turns(m, 4)
    assert m.state.round == 2 and m.view(0)["pass_direction"] == "right"
    packs = [list(p.pack) for p in m.state.seats]
    for seat in range(4):
        play(m, Pick(sorted(packs[seat])[0]))
    for seat in range(4):
        assert sorted(m.state.seats[(seat - 1) % 4].pack) == sorted(packs[seat])[1:]


def test_the_directions_of_all_four_rounds_dd_draft_03_dd_draft_04():
    m = start(2, quests=False)
    seen = []
    for _ in range(4):
        seen.append(m.view(0)["pass_direction"])
        draft_round(m)
        pass_turns(m, 2)
    assert seen == ["left", "right", "left", "right"]


def test_every_seat_ends_the_draft_with_seven_cards_dd_draft_05():
    """DD-DRAFT-05, DD-DRAFT-07: seven picks, then the play phase with 7 drafted cards each and
    empty hands."""
    m = start(5, quests=False)
    draft_round(m)
    assert m.state.phase == "play" and m.state.pick == 0
    for p in m.state.seats:
        assert len(p.drafted) == 7 and p.pack == []


def test_picks_are_simultaneous_and_secret_dd_draft_06():
    """DD-DRAFT-06, G-26: a seat's pick tells nothing to the others (no card in any event or
    view) until all have picked; even then only the picker sees its drafted cards."""
    m = start(3, quests=False)
    mine = sorted(m.state.seats[0].pack)[-1]
    events = play(m, Pick(mine))
    assert all(mine not in str(e.data) and mine not in e.text for e in events)
    assert m.view(1)["seats"][0]["sealed"] and "drafted" not in m.view(1)["seats"][0]
    assert m.view(1)["seats"][0]["pack_count"] == 7  # the pick is still sealed in the hand
    for seat in (1, 2):
        play(m, Pick(sorted(m.state.seats[seat].pack)[0]))
    for viewer in (1, 2):
        seen = m.view(viewer)["seats"][0]
        assert "drafted" not in seen and seen["drafted_count"] == 1
    assert m.view(0)["seats"][0]["drafted"] == [mine]


def test_a_card_not_in_the_hand_is_refused():
    m = start(2, quests=False)
    other = sorted(m.state.seats[1].pack)[0]
    if other in m.state.seats[0].pack:
        pytest.skip("both hands hold this card")
    with pytest.raises(IllegalAction) as refused:
        m.act(Pick(other))
    assert "hand you are drafting" in refused.value.why
    with pytest.raises(IllegalAction):
        m.act(Pass())  # no passing during the draft (G-17)
