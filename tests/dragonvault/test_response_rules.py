"""Responses (DV-RESP-01..03, DV-TYPE-05): asked only of a seat holding a response whose trigger
just happened, at that moment, on any seat's turn; what the response does happens before the
moment goes on."""
from game.core.common_actions import Pass
from game.dragonvault.actions import Absorb, Blind, Pay, Play
from game.dragonvault.state import Companion
from tests.dragonvault.helpers import C, act, companion, draw, hand, owed, quiet, response, roll, start


def kinds(events) -> list:
    return [e.data.get("kind") for e in events]


def test_a_response_on_another_seats_turn():
    """DV-RESP-01, DV-RESP-03, DV-EX-07: Bo holds Spirit of Retribution; on Ana's turn her Hired Muscle
    hurts Bo; Bo is asked there and then, and his response hurts Ana (the card's source) by 2."""
    m = quiet(2)
    hand(m, 1, "spirit_of_retribution")
    hand(m, 0, "hired_muscle", "gold_coins")
    act(m, Play("hired_muscle", 1), Pay("gold_coins"))
    d = owed(m)
    assert (d.kind, d.seat, d.data["trigger"], d.data["source"], d.data["card"]) == (
        "respond", 1, "damaged_by_enemy", 0, "hired_muscle")
    assert m.state.active == 0 and m.view(0)["question"] == {"kind": "thinking", "seat": 1, "prompt": ""}
    act(m, Play("spirit_of_retribution"))
    assert m.state.seats[0].damage == 2 and "spirit_of_retribution" in m.state.adventure.discard
    assert owed(m).kind == "play" and owed(m).seat == 0


def test_nobody_is_asked_without_a_matching_response():
    """DV-RESP-01: with no response of that trigger in hand (a Spirit held against a blow, not a targeting)
    no question is asked; passing lets the moment go."""
    m = quiet(2)
    hand(m, 1, "spirit_of_retribution", "food")
    hand(m, 0, "hired_muscle", "gold_coins")
    act(m, Play("hired_muscle", 1), Pay("gold_coins"))
    act(m, Pass())
    assert m.state.seats[0].damage == 0 and owed(m).kind == "play" and "spirit_of_retribution" in m.state.seats[1].hand
    m = quiet(2)
    hand(m, 0, "hired_muscle", "gold_coins")
    act(m, Play("hired_muscle", 1), Pay("gold_coins"))
    assert owed(m).kind == "play" and m.state.seats[1].damage == 2


def test_a_response_cancels_a_card_naming_you():
    """DV-RESP-01: a `targeted` response cancels the card naming you; its cost stays paid."""
    charm = response("targeted")
    m = quiet(2)
    hand(m, 1, charm)
    hand(m, 0, "hired_muscle", "gold_coins")
    act(m, Play("hired_muscle", 1), Pay("gold_coins"))
    assert owed(m).data["trigger"] == "targeted" and owed(m).data["card"] == "hired_muscle"
    events = act(m, Play(charm))
    assert m.state.seats[1].damage == 0 and "cancelled" in kinds(events) and m.state.seats[0].hand == []
    assert sorted(m.state.adventure.discard) == sorted(["gold_coins", charm, "hired_muscle"])


def test_a_response_cancels_an_encounter_drawn():
    """DV-RESP-01: an `encounter_drawn` response cancels the dragon just drawn: no payment, no damage; the
    dragon is discarded."""
    retreat = response("encounter_drawn")
    m = quiet(2, top=["smoulderjaw" if "smoulderjaw" in C.cards else "green_dragon"])
    hand(m, 0, retreat)
    act(m, Pass())
    draw(m, m.state.adventure.top[0])
    assert owed(m).kind == "respond" and owed(m).data["trigger"] == "encounter_drawn"
    act(m, Play(retreat))
    assert m.state.seats[0].damage == 0 and m.state.active == 1 and m.state.encounter is None


def test_a_response_rerolls_your_die():
    """DV-RESP-01: an `own_roll` response rolls the Bear Trap's die again; the new roll stands (no second
    reroll is offered)."""
    bone = response("own_roll")
    m = quiet(2, top=["bear_trap"])
    hand(m, 0, bone, bone)
    act(m, Pass())
    draw(m, "bear_trap")
    roll(m, 1)
    assert owed(m).kind == "respond" and owed(m).data["trigger"] == "own_roll"
    act(m, Play(bone))
    roll(m, 1)
    assert m.state.seats[0].damage == 2 and m.state.seats[0].hand == [bone]


def test_a_blow_to_several_asks_each_in_turn_clockwise_and_the_answer_comes_first():
    """DV-RESP-01, DV-RESP-02: a blow to every enemy asks each victim clockwise from the active seat; Bo's
    Spirit of Retribution hurts Ana before Cy is even hit."""
    sapper = next(c.id for c in C.cards.values() if c.type == "mercenary" and c.effects
                  and c.effects[0].who == "all_enemies")
    m = quiet(3)
    hand(m, 0, sapper, *["gold_coins"] * C.cards[sapper].cost)
    hand(m, 1, "spirit_of_retribution")
    hand(m, 2, "invisibility_potion")
    act(m, Play(sapper), *[Pay("gold_coins")] * C.cards[sapper].cost)
    assert owed(m).seat == 1 and owed(m).data["trigger"] == "damaged_by_enemy" and m.state.seats[2].damage == 0
    act(m, Play("spirit_of_retribution"))
    assert m.state.seats[0].damage == 2
    assert owed(m).seat == 2 and owed(m).data["trigger"] == "would_be_damaged"
    act(m, Play("invisibility_potion"))
    assert m.state.seats[2].damage == 0 and owed(m).kind == "play"


def test_the_dead_are_not_asked():
    """DV-RESP-01: a champion killed by the blow is not asked to retaliate."""
    m = start(2, ("ysolde", "iselde"))
    m.state.seats[1].damage = C.champions["iselde"].toughness - 1
    hand(m, 1, "spirit_of_retribution")
    hand(m, 0, "hired_muscle", "gold_coins")
    act(m, Play("hired_muscle", 1), Pay("gold_coins"))
    assert not m.state.seats[1].alive and owed(m).kind == "loot" and m.state.seats[0].damage == 0
    act(m, Blind(0))
    draw(m, "spirit_of_retribution", deck="hand")
    assert m.state.phase == "over" and m.state.seats[0].damage == 0


def test_absorbing_and_responding_in_order():
    """DV-RESP-01: the would-be-damaged moment comes before the choice of who takes the blow."""
    m = quiet(2)
    comp = companion(1)
    m.state.seats[1].companions.append(Companion(comp))
    hand(m, 1, "invisibility_potion")
    hand(m, 0, "hired_muscle", "gold_coins")
    act(m, Play("hired_muscle", 1), Pay("gold_coins"))
    assert owed(m).kind == "respond"
    act(m, Pass())
    assert owed(m).kind == "absorb"
    act(m, Absorb(-1))
    assert m.state.seats[1].damage == 2
