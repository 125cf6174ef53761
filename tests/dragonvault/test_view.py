"""What each seat sees (the contract's view, section 3): every public piece to all; a hand only to its
owner (every living hand at the end); a question's options only to the seat asked; a response
question only as "thinking" to the others; what a peek shows only to the peeker."""
import json

from game.core.codec import to_data
from game.core.common_actions import Pass
from game.core.match import Match
from game.dragonvault.actions import Pay, Play
from game.dragonvault.state import Companion
from tests.dragonvault.helpers import C, act, companion, draw, hand, owed, quiet

KEYS = {"game", "viewer", "phase", "active", "turn", "deck_count", "discard", "side", "pool", "teams", "order_rolls",
        "seats", "playable", "question", "encounter", "peeking", "last_roll", "final"}
SEAT_KEYS = {"seat", "name", "champion", "toughness", "damage", "frozen", "thaws_on_turn", "alive", "companions",
             "hand_count", "hand", "treasure", "relics", "team"}


def test_the_view_has_the_contract_keys():
    m = quiet(3)
    m.state.seats[1].companions.append(Companion(companion(1)))
    v = m.view(0)
    assert KEYS <= set(v) and all(SEAT_KEYS <= set(s) for s in v["seats"])
    assert v["game"] == "dragonvault" and v["phase"] == "turn" and v["active"] == 0 and v["turn"] == 1
    assert v["seats"][1]["companions"][0]["toughness"] == C.cards[companion(1)].toughness
    json.dumps(v)


def test_no_seat_sees_another_hand():
    """Every seat sees every hand's count, only its own cards, treasure and relics."""
    m = quiet(4)
    hand(m, 2, "relic", "gemstones")
    for viewer in (-1, 0, 1, 2, 3):
        for s in m.view(viewer)["seats"]:
            own = s["seat"] == viewer
            assert (s["hand"] != []) == own and (s["treasure"] is not None) == own and (s["relics"] is not None) == own
            assert s["hand_count"] == len(m.state.seats[s["seat"]].hand)
    assert m.view(2)["seats"][2]["treasure"] == 5 and m.view(2)["seats"][2]["relics"] == 1


def test_the_question_and_its_options_only_for_the_decider():
    m = quiet(3)
    hand(m, 0, "hired_muscle", "gold_coins")
    mine, theirs = m.view(0)["question"], m.view(1)["question"]
    assert mine["kind"] == theirs["kind"] == "play" and "play card=hired_muscle target=1" in mine["options"]
    assert "options" not in theirs and m.view(1)["playable"] == []
    assert [p["card"] for p in m.view(0)["playable"]] == ["gold_coins", "hired_muscle"]
    assert m.view(0)["playable"][1] == {"card": "hired_muscle", "cost": 1, "targets": [1, 2], "why": ""}
    act(m, Play("hired_muscle", 1))
    q = m.view(0)["question"]
    assert q["kind"] == "pay" and q["owed"] == 1 and q["card"] == "hired_muscle" and q["options"] == ["pay card=gold_coins"]
    assert "options" not in m.view(2)["question"] and m.view(2)["question"]["owed"] == 1


def test_a_response_question_shows_the_others_only_thinking():
    m = quiet(2)
    hand(m, 1, "invisibility_potion")
    hand(m, 0, "hired_muscle", "gold_coins")
    act(m, Play("hired_muscle", 1), Pay("gold_coins"))
    assert m.view(0)["question"] == {"kind": "thinking", "seat": 1, "prompt": ""}
    mine = m.view(1)["question"]
    assert mine["kind"] == "respond" and mine["cards"] == ["invisibility_potion"] and mine["amount"] == 2
    assert m.view(1)["playable"] == [{"card": "invisibility_potion", "cost": 0, "targets": [], "why": ""}]


def test_the_peek_and_the_final_reveal():
    m = quiet(2, top=["relic", "food", "bear_trap"])
    hand(m, 0, "crystal_ball")
    act(m, Play("crystal_ball"))
    draw(m, "relic", "food", "bear_trap")
    assert m.view(0)["peeking"] == ["bear_trap", "food", "relic"] and m.view(1)["peeking"] == []
    assert m.view(1)["question"] == {"kind": "peek", "seat": 0, "prompt": m.view(0)["question"]["prompt"], "count": 3,
                                     "placed": 0}
    m = Match("dragonvault", {"seats": [{"name": "A"}, {"name": "B"}]}, 3)
    from game.core.bots import play_out
    play_out(m, ["random", "random"])
    v = m.view(-1)
    assert v["phase"] == "over" and v["final"]["winners"] and v["question"] is None
    for s in v["seats"]:
        assert s["hand"] == (m.state.seats[s["seat"]].hand if s["alive"] else [])


def test_a_view_is_plain_data_and_changes_nothing():
    m = quiet(3)
    before = to_data(m.state)
    json.dumps(m.view(0)), json.dumps(m.view(-1))
    assert to_data(m.state) == before and owed(m).kind == "play"
    act(m, Pass())
    assert m.view(0)["question"] is None  # the draw is pending: nobody is asked
