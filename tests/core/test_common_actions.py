"""The common answers (Pass, Decline, Pick, Keep): one text form and one JSON form each, read
back to an equal action, and the very classes Vault of Dragons speaks."""
from __future__ import annotations

import json

import pytest

from game.core.common_actions import COMMON_ACTIONS, Decline, Keep, Pass, Pick
from game.core.errors import CodecError
from game.core.protocol import ActionCodec

CODEC = ActionCodec(COMMON_ACTIONS)
EXAMPLES = [Pass(), Decline(), Pick("wand_of_wonder"), Keep(("ring", "amulet")), Keep(("ring",)), Keep(())]


@pytest.mark.parametrize("action", EXAMPLES, ids=str)
def test_every_common_action_reads_back_from_its_text_and_its_json(action):
    assert CODEC.parse(str(action)) == action
    assert CODEC.decode(json.loads(json.dumps(action.to_json()))) == action


def test_the_text_forms_are_the_ones_old_saves_and_scenarios_hold():
    assert [str(a) for a in EXAMPLES] == ["pass", "decline", "pick card=wand_of_wonder", "keep cards=amulet,ring",
                                          "keep cards=ring", "keep cards="]
    assert Pick("wand").to_json() == {"card": "wand", "kind": "pick"}


def test_keep_is_a_set_so_any_order_is_one_answer():
    assert Keep(("b", "a")) == Keep(("a", "b")) and hash(Keep(("b", "a"))) == hash(Keep(("a", "b")))
    assert CODEC.parse("keep cards=b,a") == Keep(("a", "b"))


def test_a_pick_without_its_card_is_refused_with_the_field_named():
    with pytest.raises(CodecError, match="card"):
        CODEC.parse("pick")



def test_target_and_choose_are_one_pair_of_classes_for_the_games_that_use_them():
    from game.core.common_actions import CHOOSING_ACTIONS
    from game.dragonvault import actions as dragonvault
    from game.waterdeep import actions as waterdeep

    codec = ActionCodec(CHOOSING_ACTIONS)
    for cls in CHOOSING_ACTIONS:
        assert getattr(waterdeep, cls.__name__) is cls and getattr(dragonvault, cls.__name__) is cls
        assert cls in waterdeep.ACTIONS and cls in dragonvault.ACTIONS
    assert [str(a) for a in (codec.parse("target seat=2"), codec.parse("choose option=1"))] == ["target seat=2",
                                                                                               "choose option=1"]
