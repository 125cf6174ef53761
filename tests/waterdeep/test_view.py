"""What each seat sees (LW-INFO-01..04, the contract's view): the board and every public piece to
all; a Lord and an Intrigue hand only to their owner (every Lord shown at the end); the options of
a question only to the seat asked; open spaces and payable quests worked out by the engine."""
from game.core.common_actions import Pick
from game.core.match import Match
from game.waterdeep.actions import Assign
from game.waterdeep.rules import QUERIES
from tests.waterdeep.helpers import give, owed, play, start, to_hand, to_quests, until

KEYS = {"seat", "round", "rounds", "phase", "round_vp", "first", "turn", "seats", "spaces", "hall", "inn", "decks",
        "supply", "open", "payable", "asked", "final"}
SEAT_KEYS = {"name", "colour", "vp", "gold", "tavern", "pool", "agents", "waiting_agent", "neutral", "quests",
             "mandatory", "done_count", "plots", "done", "done_types", "intrigue", "intrigue_count", "lord", "buildings"}


def test_the_view_has_the_contract_keys():
    m = start(3)
    v = m.view(0)
    assert KEYS <= set(v) and all(SEAT_KEYS <= set(s) for s in v["seats"])
    assert v["rounds"] == 8 and len(v["round_vp"]) == 8 and v["phase"] == "place" and v["turn"] == 0
    assert len(v["hall"]) == 3 and len(v["inn"]) == 4 and set(v["decks"]) == {"quests", "intrigue", "buildings"}
    assert {s["id"] for s in v["spaces"]} >= {"builders_hall", "harbor_1", "cliffwatch_3"}
    harbor = next(s for s in v["spaces"] if s["id"] == "harbor_1")
    assert harbor["harbor"] and harbor["occupant"] == -1 and harbor["owner"] == -1 and harbor["name"]


def test_hands_and_lords_only_to_their_owner():
    """LW-INFO-01, LW-INFO-02, LW-INFO-03: Bo sees his own Lord and Intrigue cards, only counts of the
    others'; active quests, the Inn's quests and the Hall's tiles are open to all."""
    m = start(3)
    for viewer in (-1, 0, 1, 2):
        v = m.view(viewer)
        for seat, s in enumerate(v["seats"]):
            own = seat == viewer
            assert (s["lord"] is not None) == own and (s["intrigue"] != []) == own
            assert s["intrigue_count"] == 2 and len(s["quests"]) == 2
        assert all(v["inn"]) and all(h["building"] for h in v["hall"])


def test_the_question_and_its_options_show_only_to_the_seat_asked():
    m = start(2)
    to_hand(m, 0, "statue_in_your_honour")
    play(m, Assign("harbor_1"))
    mine, theirs = m.view(0)["asked"], m.view(1)["asked"]
    assert mine["kind"] == theirs["kind"] == "play" and mine["seat"] == 0
    assert "statue_in_your_honour" in [o["action"].split("=")[1] for o in mine["options"]]
    assert theirs["options"] == [] and m.view(1)["open"] == []
    from game.waterdeep.content import load

    labels = [o["label"] for o in mine["options"]]
    assert load().intrigue["statue_in_your_honour"].name in labels


def test_open_spaces_and_payable_quests_come_from_the_engine():
    m = start(2)
    to_quests(m, 0, "heal_the_fever_ward", "steal_a_nobles_signet_ring")
    give(m, 0, cleric=2)
    v = m.view(0)
    assert v["open"] == [a.space for a in m.legal_actions()] and v["payable"] == ["heal_the_fever_ward"]
    assert m.view(1)["open"] == []
    tile = m.state.hall[0]
    assert QUERIES["why_not"](m.state, tile).startswith("that building is still for sale")
    assert m.ask("why_not", "drill_yard") == ""


def test_gold_is_a_plain_count():
    """LW-COMP-04, G-30: gold tokens of 1 and 5 are shown as one number; VP are a plain count too."""
    m = start(2)
    give(m, 0, gold=13)
    assert m.view(1)["seats"][0]["gold"] == 4 + 13 and isinstance(m.view(1)["seats"][0]["vp"], int)


def test_the_final_rows_at_the_end():
    m = start(2)
    until(m, lambda m: m.over)
    v = m.view(1)
    assert v["phase"] == "over" and len(v["final"]) == 2 and sum(r["winner"] for r in v["final"]) >= 1
    assert all(s["lord"] for s in v["seats"]) and v["asked"] is None


def test_a_view_is_plain_data_and_changes_nothing():
    import json

    from game.core.codec import to_data

    m = Match("waterdeep", {"seats": [{"name": "A"}, {"name": "B"}, {"name": "C"}]}, 7)
    m.settle()
    before = to_data(m.state)
    json.dumps(m.view(0)), json.dumps(m.view(-1))
    assert to_data(m.state) == before and owed(m).kind == "place"
    assert Pick("x") not in m.legal_actions()
