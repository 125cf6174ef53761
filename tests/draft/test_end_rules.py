"""The end of a turn (DD-EOT-01..04, DD-EX-09, G-21) and of the game (DD-END-01..08, DD-EX-10,
G-07, G-14, G-25), and the draft deck running dry (G-08)."""
from __future__ import annotations

from game.core.common_actions import Pass
from game.draft import scoring
from game.draft.actions import Play
from game.draft.content import load
from tests.draft.helpers import (all_content, card, cards, draft_round, every_card, hand, in_play, meet, pass_turns,
                                 play, quests_in_hand, start)


def _ready(seats: int = 2, quests: bool = True):
    m = start(seats, quests=quests)
    draft_round(m)
    return m


def test_end_of_turn_discards_the_unplayed_draft_cards_only_dd_ex_09():
    """DD-EX-09, DD-EOT-01, DD-EOT-02, DD-EOT-04: a hero P1 cannot afford and a monster it cannot
    beat go to the discard; its 2 quests and its play area stay; play passes on."""
    dear = cards("hero", cost=8)[0] if cards("hero", cost=8) else cards("hero", cost=lambda c: c >= 6)[0]
    ten = cards("monster", attack_cost=10)[0]
    m = _ready()
    in_play(m, 0, card("Arminus the Barbarian"))
    m.state.seats[0].gold = 1
    hand(m, 0, dear, ten)
    quests_in_hand(m, 0, *m.state.seats[0].quests[:2])
    area_before = [list(r) for r in m.state.seats[0].play_area]
    events = play(m, Pass())
    p = m.state.seats[0]
    assert p.drafted == [] and m.state.deck.discard == [dear, ten] and len(p.quests) == 2
    assert p.play_area == area_before and m.to_act() == 1
    told = next(e for e in events if e.data.get("kind") == "discarded")
    assert told.data["count"] == 2 and told.reveals


def test_income_is_five_plus_production_including_this_turn_dd_eot_03_g_21():
    """DD-EOT-03, G-21: the first income comes at the end of the round-1 turn and counts the cards
    played in that very turn."""
    grower = cards("hero", production=2)[0]
    left = 9 - load().cards[grower].cost
    m = _ready()
    hand(m, 0, grower)
    play(m, Play(grower))
    assert m.state.seats[0].gold == left
    events = play(m, Pass())
    assert m.state.seats[0].gold == left + 5 + 2
    assert any(e.data == {"kind": "income", "seat": 0, "amount": 7} for e in events)


def test_final_tally_adds_card_xp_tokens_and_end_of_game_quests_dd_end_01_04():
    """DD-END-01, DD-END-02, DD-END-03, DD-END-04, G-25: after round 4, XP printed on heroes,
    weapons and quests in play, plus tokens, plus END OF GAME quest XP."""
    library = "open_the_sealed_library"
    m = _ready()
    meet(m, 0, library)  # 4 mages
    quests_in_hand(m, 0, library)
    play(m, Play(library))
    m.state.seats[0].xp_tokens = 6
    mages_xp = sum(load().cards[c].xp for c in m.state.seats[0].play_area[0])
    while not m.over:
        pass_turns(m, 1) if m.state.phase == "play" else draft_round(m)
    row = next(r for r in m.state.final["tally"] if r["seat"] == 0)
    assert row["card_xp"] == mages_xp + load().quests[library].xp
    assert row["tokens"] == 6 and row["end_of_game"] == 4 * 1
    assert row["total"] == row["card_xp"] + 6 + 4


def test_ties_go_to_cards_in_front_then_are_shared_dd_ex_10():
    """DD-EX-10, DD-END-05, DD-END-06, DD-END-07, G-14: 43 against 43 with 14 cards in front
    against 12: the first wins; 14 against 14: a shared win."""
    rows = [{"seat": 0, "total": 43, "cards_in_front": 14}, {"seat": 1, "total": 43, "cards_in_front": 12},
            {"seat": 2, "total": 40, "cards_in_front": 20}]
    assert scoring.winners(rows) == [0]
    assert scoring.reason(rows, [0]) == "tied on XP: more cards in front"
    rows[1]["cards_in_front"] = 14
    assert scoring.winners(rows) == [0, 1]
    rows[2]["total"] = 50
    assert scoring.winners(rows) == [2] and scoring.reason(rows, [2]) == "most XP"


def test_cards_in_front_count_heroes_weapons_and_quests_in_play_g_14():
    """G-14: not defeated monsters, not unplayed cards."""
    m = _ready()
    q = m.state.seats[0].quests[0]
    meet(m, 0, q)
    quests_in_hand(m, 0, q)
    play(m, Play(q))
    p = m.state.seats[0]
    assert scoring.tally(m.state, 0)["cards_in_front"] == sum(len(r) for r in p.play_area) + 1


def test_gold_scores_nothing_dd_end_08():
    """DD-END-08: two seats alike but for 100 gold tally the same."""
    m = _ready()
    a = scoring.tally(m.state, 0)
    m.state.seats[0].gold += 100
    assert scoring.tally(m.state, 0) == a


def test_only_quests_in_play_score_g_07():
    """G-07: a met quest still in hand at the end scores nothing (score_unplayed_met_quests off)."""
    assert load().config.score_unplayed_met_quests is False
    m = _ready()
    q = m.state.seats[0].quests[0]
    meet(m, 0, q)
    assert q not in scoring.scored_quests(m.state, 0)
    quests_in_hand(m, 0, q)
    play(m, Play(q))
    assert q in scoring.scored_quests(m.state, 0)


def test_an_empty_draft_deck_is_rebuilt_from_the_discard_g_08():
    """G-08: when the draft deck has too few cards for a hand, the discard is shuffled in."""
    m = start(2, quests=False)
    draft_round(m)
    pass_turns(m, 2)  # round 1's 14 cards are in the discard now... but round 2 dealt from the deck
    s = m.state
    assert s.phase == "draft"
    # force the case: every card left in the deck goes to the discard before the next round's deal
    draft_round(m)
    s.deck.discard.extend(s.deck.pile)
    s.deck.pile = []
    pass_turns(m, 2)
    assert s.round == 3 and all(len(p.pack) == 7 for p in s.seats) and s.deck.reshuffles == 1
    assert every_card(s) == all_content()
