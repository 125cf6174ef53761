"""Encounters (DV-ENC-01..04, DV-GRP-01..05, DV-PAY-07, DV-DISC-02, DV-TEAM-04, G-20)."""
from game.core.common_actions import Decline, Pass
from game.dragonvault.actions import Blind, Choose, Pay
from tests.dragonvault.helpers import C, act, draw, hand, owed, quiet, roll


def test_a_dragon_wants_treasure_or_hurts():
    """DV-ENC-01, DV-PAY-07, DV-ENC-04, DV-DISC-02: the Green Dragon is paid (2 Gold Coins) or it hurts;
    either way it then goes to the discard pile."""
    m = quiet(2, top=["green_dragon", "green_dragon"])
    act(m, Pass())
    draw(m, "green_dragon")
    assert owed(m).kind == "pay" and Decline() in m.legal_actions()
    act(m, Pay("gold_coins"), Pay("gold_coins"))
    assert m.state.seats[0].damage == 0 and m.state.adventure.discard == ["gold_coins", "gold_coins", "green_dragon"]
    roll(m, 2) if m.to_act() == "chance" else None
    act(m, Pass())
    draw(m, "green_dragon")
    act(m, Decline())
    assert m.state.seats[1].damage > 0 and m.state.adventure.discard[-1] == "green_dragon"


def test_a_trap_rolls_a_d6():
    """DV-ENC-02: the Bear Trap's roll decides: a 1 bites for 2, a 2-3 for 1 (the rulebook's example), 4-6 free."""
    for face, damage in ((1, 2), (3, 1), (6, 0)):
        m = quiet(2, top=["bear_trap"])
        act(m, Pass())
        draw(m, "bear_trap")
        roll(m, face)
        assert m.state.seats[0].damage == damage and m.state.last_roll["purpose"] == "bear_trap"


def test_other_encounters_help_or_hinder():
    """DV-ENC-03, DV-DECK-08: the Djinn gives Gold Coins from the side deck (never the adventure deck);
    the Gluttonous Ogre eats a Food, and one cannot feed it Food one does not hold."""
    m = quiet(2, top=["djinn"])
    side = m.state.side["gold_coins"]
    deck = len(m.state.adventure)
    act(m, Pass())
    draw(m, "djinn")
    act(m, Choose(0))
    assert m.state.side["gold_coins"] == side - 1 and m.state.seats[0].hand.count("gold_coins") == 3
    assert len(m.state.adventure) == deck - 1
    m = quiet(2, top=["gluttonous_ogre"])
    act(m, Pass())
    draw(m, "gluttonous_ogre")
    act(m, Choose(0))
    assert "food" not in m.state.seats[0].hand and m.state.seats[0].damage == 0
    m = quiet(2, top=["gluttonous_ogre"])
    hand(m, 0, "gold_coins")
    act(m, Pass())
    draw(m, "gluttonous_ogre")
    assert m.legal_actions() == [Choose(1)]


def test_a_group_encounter_goes_round_clockwise_from_the_drawer():
    """DV-GRP-01, DV-GRP-02, DV-GRP-03, DV-GRP-04, DV-GRP-05, DV-EX-06, DV-LOOT-04: four seats, Bo draws the
    Phoenix: Bo, Cy, Di, then Ana each roll; Di dies of it and Bo, the drawer, loots one card from her;
    the rest of her hand is discarded; then the Phoenix is discarded."""
    m = quiet(4, first=1, top=["phoenix"])
    m.state.seats[3].damage = m.view(0)["seats"][3]["toughness"] - 1
    hand(m, 3, "relic", "food")
    act(m, Pass())
    draw(m, "phoenix")
    assert m.state.encounter["facing"] == 1 and m.state.chance.data["seat"] == 1
    roll(m, 5)
    assert m.state.chance.data["seat"] == 2 and m.state.encounter["facing"] == 2
    roll(m, 4)
    assert m.state.chance.data["seat"] == 3
    roll(m, 1)
    assert owed(m).kind == "loot" and owed(m).seat == 1 and owed(m).data == {"victim": 3, "slots": 2}
    act(m, Blind(1))
    draw(m, "relic", deck="hand")
    assert "relic" in m.state.seats[1].hand and "food" in m.state.adventure.discard
    assert m.state.chance.data["seat"] == 0 and m.state.encounter["facing"] == 0
    roll(m, 6)
    assert m.state.encounter is None and m.state.adventure.discard[-1] == "phoenix"


def test_each_pays_its_own_share_of_a_group_encounter():
    """G-20, DV-TEAM-04: the Flood asks every seat in turn to pay its own 1 or take 2 damage; a seat with
    no treasure takes it without being asked; in a team game the drawer pays only its share."""
    m = quiet(3, top=["flood"], teams=[0, 1, 0])
    hand(m, 2)
    act(m, Pass())
    draw(m, "flood")
    assert owed(m).kind == "pay" and owed(m).seat == 0
    act(m, Pay("gold_coins"))
    assert owed(m).kind == "pay" and owed(m).seat == 1
    act(m, Decline())
    assert m.state.seats[1].damage == 2 and m.state.seats[2].damage == 2 and m.state.seats[0].damage == 0
    assert m.state.seats[0].hand.count("gold_coins") == 1
