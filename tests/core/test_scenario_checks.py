"""What a scenario may check besides the view (docs/scenarios.md): the legal actions of the seat
to act and the events of a step, each with `contains`, `excludes` and `count`; every failure one
readable line. A misspelt key anywhere is a ScenarioError, so a check cannot pass by checking
nothing."""
from __future__ import annotations

import pytest

from game.core.errors import ScenarioError
from game.core.protocol import Event
from game.core.scenario import run_scenario
from game.core.scenario_checks import check_events

pytestmark = pytest.mark.usefixtures("coin_dash")

SETUP = {"seats": [{"name": "Ana"}, {"name": "Bo"}], "deck_orders": {"coins": ["gem5"]}}


def play(*steps, expect=None):
    data = {"game": "coindash", "seed": 3, "setup": SETUP, "steps": list(steps)}
    if expect is not None:
        data["expect"] = expect
    return run_scenario(data)[1]


def refused(*steps, **top) -> str:
    with pytest.raises(ScenarioError) as caught:
        run_scenario({"game": "coindash", "seed": 3, "setup": SETUP, "steps": list(steps), **top})
    return str(caught.value)


# -- legal ----------------------------------------------------------------------------------------
def test_legal_contains_excludes_and_count_pass():
    legal = {"contains": ["raise", {"kind": "gamble"}, "rest"], "excludes": ["play card=gem5"], "count": 4}
    assert play({"expect": {"to_act": 0, "legal": legal}}, expect={"legal": legal}) == []


def test_legal_failures_name_the_action_the_reason_and_what_is_legal():
    failures = play({"expect": {"legal": {"contains": ["play card=gem5"], "excludes": ["rest"], "count": 3}}})
    assert failures == [
        "step 1: legal: play card=gem5 is not legal (you hold no gem5); no play is legal; "
        "the legal kinds: raise (1), gamble (1), take (1), rest (1)",
        "step 1: legal: rest is legal, expected it not to be",
        "step 1: legal: expected 3 actions, got 4: raise, gamble, take, rest",
    ]


def test_legal_of_the_same_kind_are_listed_nearest_first():
    failures = play({"act": "take"}, {"chance": "draw deck=coins cards=gem5"}, {"act": "take"},
                    {"chance": "draw deck=coins cards=coin1"},
                    {"expect": {"to_act": 0, "legal": {"contains": ["play card=coin2"]}}})
    assert failures == ["step 5: legal: play card=coin2 is not legal (you hold no coin2); "
                        "the legal play actions: play card=gem5"]


def test_nothing_is_legal_while_the_dice_are_pending():
    assert play({"act": "gamble"}, {"expect": {"legal": {"count": 0}}}) == []
    assert play({"act": "gamble"}, {"expect": {"legal": {"contains": ["rest"]}}}) == [
        "step 2: legal: rest is not legal; nothing is legal now (to act: 'chance')"]


# -- events ---------------------------------------------------------------------------------------
def test_events_of_a_step_pass_by_text_data_and_reveals():
    assert play(
        {"act": "raise", "events": {"contains": ["RAISES the stake to 1"], "count": 1}},
        {"act": "gamble", "events": {"contains": ["gambles"], "excludes": ["rolls"]}},
        {"chance": "roll dice=d6,casualty values=4,0",
         "events": {"contains": [{"text": "rolls 4", "data": {"gain": 5}, "reveals": False}]}},
        {"act": "take"},
        {"chance": "draw deck=coins cards=gem5",
         "events": {"contains": [{"data": {"cards": ["gem5"]}, "reveals": True}]}},
    ) == []


def test_settle_checks_the_events_of_every_roll():
    assert play({"act": "gamble"}, {"settle": True, "events": {"contains": ["Seat 0 rolls"], "count": 1}}) == []


def test_event_failures_list_the_events_the_step_gave():
    failures = play({"act": "gamble"}, {"chance": "roll dice=d6,casualty values=4,0", "events": {
        "contains": [{"text": "rolls", "data": {"gain": 9}}, "skull"], "excludes": ["+4"], "count": 2}})
    assert failures == [
        'step 2: events: none matches {"text":"rolls","data":{"gain":9}}',
        "step 2: events: event 1 matches '+4', expected none to",
        "step 2: events: expected 2, got 1",
        "step 2: events: the step's events were: 1. 'Seat 0 rolls 4 with 0 skull(s): +4' {\"gain\":4}",
    ]


def test_events_must_come_in_the_order_given_others_between():
    events = [Event("Ana raises"), Event("Ana gambles"), Event("Ana rolls 4", {"gain": 4})]
    assert check_events(events, {"contains": ["raises", {"data": {"gain": 4}}]}) == []
    assert check_events(events, {"contains": ["rolls", "gambles", "raises"]})[:2] == [
        "events: none after event 3 matches 'gambles'", "events: none after event 3 matches 'raises'"]
    assert check_events(events, {"contains": ["Ana", "Ana", "Ana", "Ana"]})[0] == (
        "events: none after event 3 matches 'Ana'")  # one event answers one item


def test_a_refused_action_is_one_failure_its_events_unchecked():
    assert play({"act": "play card=gem5", "events": {"contains": ["plays"]}}) == [
        "step 1: play card=gem5 was refused: you hold no gem5"]


# -- forms ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("steps, top, words", [
    ([], {"expct": {}}, "has no key 'expct'"),
    ([{"act": "raise", "evnts": {}}], {}, "step 1: the act step has no key 'evnts'"),
    ([{"expect": {"to_act": 0}, "events": {}}], {}, "step 1: the expect step has no key 'events'"),
    ([{"illegal": "rest", "events": {}}], {}, "the illegal step has no key 'events'"),
    ([{"act": "raise", "expect": {}}], {}, "a step has one of act, chance, settle, illegal, expect"),
    ([{"expect": {"veiw": {}}}], {}, "an expectation has no key 'veiw'"),
    ([{"expect": {"legal": {"include": ["rest"]}}}], {}, "legal has no key 'include'"),
    ([{"expect": {"legal": {"contains": "rest"}}}], {}, "legal contains is a list"),
    ([{"expect": {"legal": {"count": "4"}}}], {}, "legal count is a whole number"),
    ([{"expect": {"legal": {"contains": ["fly"]}}}], {}, "bad action 'fly'"),
    ([{"act": "raise", "events": {"contains": [{"txt": "x"}]}}], {}, "an event has no key 'txt'"),
    ([{"act": "raise", "events": {"contains": [3]}}], {}, "an event is an object, got 3"),
    ([{"act": "raise", "events": ["raises"]}], {}, "events is an object"),
    ([{"settle": False}], {}, "settle takes true"),
    ([], {"expect": {"legal": []}}, "expect: legal is an object"),
])
def test_a_misspelt_or_misplaced_check_is_refused(steps, top, words):
    message = refused(*steps, **top)
    assert message.startswith("the scenario") and words in message, message


def test_about_is_a_comment_anywhere():
    assert play({"act": "raise", "about": "why"}, {"expect": {"to_act": 0, "about": "why"}}) == []
