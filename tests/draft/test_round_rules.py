"""Rounds (DD-RND-01..03, DD-EOR-01..03, DD-PLAY-01, DD-EX-06, G-09): four rounds of draft, play
and end; the starting player moves clockwise each round; turns go clockwise from it."""
from __future__ import annotations

from game.core.common_actions import Pass
from game.draft.actions import Play
from game.draft.content import load
from tests.draft.helpers import amount, card, draft_round, hand, in_play, pass_turns, play, start, texted


def _turn_order(m) -> list[int]:
    """The seats whose play turn comes, in order, through one play phase (all pass)."""
    order = []
    while m.state.phase == "play":
        order.append(m.to_act())
        play(m, Pass())
    return order


def test_the_starting_player_rotates_clockwise_dd_ex_06():
    """DD-EX-06, DD-RND-03, DD-EOR-02, DD-PLAY-01, G-09: B starts round 1; C, D and A start rounds
    2, 3 and 4; within a round every seat takes one turn, clockwise from the starting player."""
    m = start(4, quests=False, first=1)
    starts, orders = [], []
    for _ in range(4):
        starts.append(m.state.starting)
        assert m.view(0)["starting"] == m.state.starting
        draft_round(m)
        orders.append(_turn_order(m))
    assert starts == [1, 2, 3, 0]
    assert orders == [[1, 2, 3, 0], [2, 3, 0, 1], [3, 0, 1, 2], [0, 1, 2, 3]]


def test_four_rounds_of_draft_play_and_end_dd_rnd_01_dd_rnd_02():
    """DD-RND-01, DD-RND-02, DD-EOR-01: each round drafts, then plays, then ends; after round 4 the
    game is over and tallied."""
    m = start(2, quests=False)
    phases = []
    for r in range(1, 5):
        assert m.state.round == r and m.state.phase == "draft"
        phases.append(m.state.phase)
        draft_round(m)
        phases.append(m.state.phase)
        pass_turns(m, 2)
    assert phases == ["draft", "play"] * 4
    assert m.state.phase == "over" and m.over and m.outcome() is not None and m.state.round == 4
    assert m.view(0)["final"]["winners"]


def test_round_effects_end_with_the_round_dd_eor_03():
    """DD-EOR-03, DD-CARD-05: extra attack from a card's text this round is gone next round;
    the card's own attack stays."""
    m = start(2, quests=False)
    draft_round(m)
    drill = texted("hero", "attack")
    printed = load().cards[drill].attack
    m.state.seats[0].gold = load().cards[drill].cost
    hand(m, 0, drill)
    play(m, Play(drill))
    assert m.view(0)["seats"][0]["attack"] == printed + amount(drill)
    pass_turns(m, 2)
    assert m.state.round == 2 and m.view(0)["seats"][0]["attack"] == printed


def test_the_play_area_is_stacked_by_round():
    """DD-EOR-03: the play area is kept round by round (the table stacks older rows)."""
    m = start(2, quests=False)
    in_play(m, 0, card("Arminus the Barbarian"), round_no=1)
    draft_round(m)
    pass_turns(m, 2)
    draft_round(m)
    assert m.view(1)["seats"][0]["play_area"] == [[card("Arminus the Barbarian")], []]
