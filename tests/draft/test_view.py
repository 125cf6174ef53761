"""What each seat sees (DD-SET-05, DD-DRAFT-06, G-13, G-26; the contract's section 3): play areas,
gold, XP and played quests are public; a pack, the drafted cards, unplayed and dealt quests show
to their owner only (the others see counts); a question's options go to the seat asked alone."""
from __future__ import annotations

import json

from game.core import hidden
from game.core.common_actions import Keep, Pass, Pick
from game.draft.actions import Play
from tests.draft.helpers import draft_round, hand, keep_first, cards, play, start

KEYS = {"game", "viewer", "phase", "round", "pick", "pass_direction", "starting", "active", "quests_on", "deck_count",
        "discard_count", "quest_deck_count", "seats", "playable", "question", "final"}
SEAT_KEYS = {"seat", "name", "gold", "xp_tokens", "attack", "production", "class_counts", "play_area", "quests_played",
             "quests_count", "pack_count", "drafted_count", "sealed", "card_xp", "cards_in_front"}
PRIVATE = ("pack", "drafted", "quests", "quests_met", "dealt")


def _private_shown(v: dict, viewer: int) -> list[tuple[int, str]]:
    return [(s["seat"], key) for s in v["seats"] if s["seat"] != viewer for key in PRIVATE if key in s]


def test_the_view_has_the_contract_keys_and_is_plain_data():
    m = start(3)
    for viewer in (-1, 0, 1, 2):
        v = m.view(viewer)
        assert KEYS <= set(v) and all(SEAT_KEYS <= set(s) for s in v["seats"])
        assert json.loads(json.dumps(v)) == v
    v = m.view(0)
    assert v["game"] == "draft" and v["phase"] == "quests" and v["round"] == 1 and v["active"] == -1
    assert v["question"]["kind"] == "keep_quests" and v["question"]["seat"] == 0 and len(v["question"]["options"]) == 10


def test_no_seat_sees_another_seats_secrets_g_13():
    """G-13, DD-SET-05, DD-DRAFT-06: through quests, the draft and the play phase, no view shows
    another seat's dealt or kept quests, pack or drafted cards; the owner sees its own."""
    m = start(3)
    checked = 0
    while not m.over and m.state.round <= 2:
        for viewer in (-1, 0, 1, 2):
            v = m.view(viewer)
            assert _private_shown(v, viewer) == [], f"seat {viewer} sees {_private_shown(v, viewer)}"
            if viewer >= 0:
                own = v["seats"][viewer]
                assert len(own.get("pack", [])) == own["pack_count"]
                assert len(own.get("drafted", [])) == own["drafted_count"]
            checked += 1
        legal = m.legal_actions()
        play(m, legal[0] if not isinstance(legal[0], Pass) else legal[-1])
    assert checked > 100


def test_the_question_and_its_options_go_only_to_the_seat_asked_g_26():
    """G-26: while seat 0 drafts, seat 1 sees that seat 0 is choosing and nothing of its options."""
    m = start(2, quests=False)
    mine, theirs = m.view(0)["question"], m.view(1)["question"]
    assert mine["kind"] == theirs["kind"] == "draft" and mine["seat"] == theirs["seat"] == 0
    assert mine["options"] and "options" not in theirs and theirs["data"] == {}
    assert mine["prompt"] == theirs["prompt"] == "Which card do you draft?"


def test_sealed_shows_who_has_chosen_not_what():
    m = start(3, quests=False)
    play(m, Pick(sorted(m.state.seats[0].pack)[0]))
    assert [s["sealed"] for s in m.view(2)["seats"]] == [True, False, False]
    assert not hidden.shows_more(m.view(2)["seats"][0], m.view(1)["seats"][0])


def test_playable_lists_the_viewers_cards_with_reasons_in_its_turn():
    """The table lights what may be played and says why the rest may not."""
    m = start(2, quests=False)
    draft_round(m)
    cheap, dear = cards("hero", cost=1)[0], cards("hero", cost=lambda c: c >= 7)[0]
    hand(m, 0, cheap, dear)
    m.state.seats[0].gold = 3
    rows = {r["card"]: r["why"] for r in m.view(0)["playable"]}
    assert rows[cheap] == "" and "costs" in rows[dear]
    assert {card for card, why in rows.items() if not why} == {a.card for a in m.legal_actions() if isinstance(a, Play)}
    assert m.view(1)["playable"] == [] and m.view(0)["active"] == 0
    play(m, Play(cheap))
    assert m.view(1)["seats"][0]["play_area"] == [[cheap]]


def test_quests_met_light_up_for_the_owner():
    m = start(2)
    keep_first(m)
    draft_round(m)
    from tests.draft.helpers import meet

    q = m.state.seats[0].quests[0]
    assert q not in m.view(0)["seats"][0]["quests_met"]
    meet(m, 0, q)
    assert q in m.view(0)["seats"][0]["quests_met"] and "quests_met" not in m.view(1)["seats"][0]


def test_the_final_tally_is_in_the_view():
    m = start(2, quests=False)
    while not m.over:
        play(m, m.legal_actions()[-1] if m.state.phase == "play" else m.legal_actions()[0])
    final = m.view(1)["final"]
    assert final["winners"] and len(final["tally"]) == 2 and final["reason"]
    assert set(final["tally"][0]) == {"seat", "card_xp", "tokens", "end_of_game", "total", "cards_in_front"}
    assert m.view(0)["phase"] == "over" and m.view(0)["question"] is None


def test_keep_options_are_the_owners_dealt_quests():
    m = start(2)
    dealt = m.view(0)["seats"][0]["dealt"]
    assert len(dealt) == 5 and m.legal_actions()[0] == Keep(tuple(sorted(dealt)[:3]))
