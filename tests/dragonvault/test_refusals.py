"""Refusals say why in plain words (no rule id) and leave the state byte-identical, at each kind of
question: the play step, paying, a response, a target, looting, the draw pending, the game over."""
import re

import pytest

from game.core.codec import to_data
from game.core.common_actions import Decline, Pass, Pick
from game.core.errors import IllegalAction
from game.core.protocol import Draw, Roll
from game.dragonvault.actions import Absorb, Blind, Give, Pay, Play, Settle, Target
from tests.dragonvault.helpers import act, hand, hit, owed, quiet

RULE_ID = re.compile(r"\b(?:DV|G)-[A-Z0-9]+")


def refused(m, action) -> str:
    before = to_data(m.state)
    with pytest.raises(IllegalAction) as err:
        m.act(action)
    assert to_data(m.state) == before
    reason = err.value.plain
    assert reason and not RULE_ID.search(err.value.reason), err.value.reason
    return reason


def test_refusals_in_the_play_step():
    m = quiet(3)
    hand(m, 0, "hired_muscle", "food", "invisibility_potion")
    assert refused(m, Play("hired_muscle", 1)) == "You need 1 treasure to pay for it"
    hand(m, 0, "hired_muscle", "gold_coins", "invisibility_potion")
    assert refused(m, Play("hired_muscle", 0)) == "Name an enemy champion"
    assert refused(m, Play("hired_muscle")) == "Choose a champion for this card"
    assert refused(m, Play("invisibility_potion")) == "A response is played only when its moment comes"
    assert refused(m, Play("relic")) == "That card is not in your hand"
    assert refused(m, Pay("relic")) == "That card is not in your hand"
    assert refused(m, Give("gold_coins", 2)).startswith("Not yet. First answer: play cards")  # no Give at all here
    with pytest.raises(IllegalAction, match="Cards are given only to allies in a team game"):
        m.act(Give("gold_coins", 2))
    assert refused(m, Target(1)).startswith("Not yet. First answer: play cards")
    assert refused(m, Roll(("d6",), (3,))) == "No roll or draw is pending"


def test_refusals_when_paying_and_answering():
    m = quiet(2)
    hand(m, 0, "hired_muscle", "gold_coins", "food")
    act(m, Play("hired_muscle", 1))
    assert refused(m, Pay("food")) == "Only treasure pays"
    assert refused(m, Decline()) == "Not yet. First answer: pay the treasure owed"
    with pytest.raises(IllegalAction, match="This cost must be paid"):
        m.act(Decline())
    with pytest.raises(IllegalAction, match="The pool does not cover what is owed yet"):
        m.act(Settle())
    m = quiet(2)
    hand(m, 1, "invisibility_potion", "food")
    hand(m, 0, "hired_muscle", "gold_coins")
    act(m, Play("hired_muscle", 1), Pay("gold_coins"))
    assert owed(m).kind == "respond"
    assert refused(m, Play("food")) == "That card does not answer this moment"
    assert refused(m, Absorb(-1)).startswith("Not yet. First answer:")
    act(m, Pass())
    hand(m, 1, "relic")
    hit(m, 1, 40)
    assert owed(m).kind == "loot"
    assert refused(m, Blind(5)) == "That blind is not one of the choices open now"
    assert refused(m, Pick("relic")).startswith("Not yet. First answer: pick a face-down card")


def test_refusals_while_chance_is_pending_and_at_the_end():
    m = quiet(2)
    act(m, Pass())
    assert refused(m, Pass()) == "The dice or cards must be resolved first"
    assert "not in the adventure deck" in refused(m, Draw("adventure", ("dragon_egg",)))
    m.state.phase = "over"
    assert refused(m, Pass()) == "The game is over"
