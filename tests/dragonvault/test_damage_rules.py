"""Damage and healing (DV-DMG), companions (DV-COMP) and frost (DV-FRZ)."""
from game.core.common_actions import Pass
from game.core.protocol import CHANCE
from game.dragonvault import effects, flow
from game.dragonvault.actions import Absorb, Blind, Pay, Play, Target
from game.dragonvault.content import Effect
from game.dragonvault.state import Companion
from tests.dragonvault.helpers import C, act, companion, draw, hand, hit, owed, quiet, roll, start


def freeze(m, seat: int) -> list:
    """Freeze a seat's champion in the active seat's play step, as a card's freeze effect does (its
    response asked, if any)."""
    assert owed(m).kind == "play"
    flow.settle(m.state)
    flow.then(m.state, "play_step")
    events = effects.EFFECTS["freeze"](m.state, {"actor": seat, "by": -1}, Effect("freeze"), [], -1)
    return events + flow.run(m.state)


def test_damage_from_cards_encounters_and_abilities_stays():
    """DV-DMG-01, DV-DMG-02: a mercenary, an encounter and an ability all deal damage, which stays on the
    champion from turn to turn until healed."""
    m = start(2, ("radin", "garrow"), first=0, top=["bear_trap", "gold_coins"])
    hand(m, 0, "hired_muscle", "gold_coins")
    act(m, Play("hired_muscle", 1), Pay("gold_coins"))
    assert m.state.seats[1].damage == 2
    act(m, Pass())
    draw(m, "bear_trap")
    roll(m, 5)  # Radin's own roll of 5: 1 damage to every enemy; the trap lets him go
    assert m.state.seats[1].damage == 3 and m.state.seats[0].damage == 0
    roll(m, 2) if m.to_act() == CHANCE else None
    act(m, Pass())
    draw(m, "gold_coins")
    assert m.state.active == 0 and m.state.seats[1].damage == 3


def test_healing_never_lifts_above_toughness():
    """DV-DMG-03, DV-DMG-04, DV-TURN-03, DV-EX-02: Celaine (toughness 7) has 1 damage; her start-of-turn roll is a 5,
    she heals 2 from herself: 1 -> 0, her toughness stays 7 and the second point is lost."""
    m = start(2, ("celaine", "garrow"), first=1, top=["gold_coins"])
    m.state.seats[0].damage = 1
    act(m, Pass())
    draw(m, "gold_coins")
    roll(m, 5)
    assert owed(m).kind == "target" and owed(m).seat == 0 and Target(1) in m.legal_actions()
    events = act(m, Target(0))
    assert m.state.seats[0].damage == 0 and m.view(1)["seats"][0]["toughness"] == 7
    assert [e.data["amount"] for e in events if e.data.get("kind") == "healed"] == [0] or m.state.seats[0].damage == 0


def test_a_champion_dies_at_its_toughness_and_is_out():
    """DV-DMG-05, DV-DMG-06, DV-DMG-07: toughness 12 at most; damage reaching toughness kills (never
    counted past it); the dead seat takes no more turns and is never asked."""
    assert max(ch.toughness for ch in C.champions.values()) <= 12
    m = quiet(3, top=["gold_coins", "gold_coins"])
    hit(m, 1, 50)
    act(m, Blind(0))
    draw(m, "food", deck="hand")
    p = m.state.seats[1]
    assert not p.alive and p.damage == C.champions[p.champion].toughness and m.view(0)["seats"][1]["alive"] is False
    act(m, Pass())
    draw(m, "gold_coins")
    assert m.state.active == 2


def test_a_companion_takes_a_blow_whole_and_the_excess_is_lost():
    """DV-COMP-03, DV-COMP-05, DV-COMP-06, DV-EX-14, G-11: 5 damage sent to a companion of toughness 2:
    it is destroyed and goes to the discard pile, the champion takes 0; the blow is never split."""
    comp = companion(1)
    m = quiet(2)
    m.state.seats[1].companions.append(Companion(comp))
    hit(m, 1, 5)
    assert owed(m).kind == "absorb" and owed(m).seat == 1 and m.legal_actions() == [Absorb(-1), Absorb(0)]
    assert m.view(1)["question"]["amount"] == 5
    events = act(m, Absorb(0))
    assert m.state.seats[1].damage == 0 and m.state.seats[1].companions == []
    assert m.state.adventure.discard == [comp] and "companion_died" in [e.data["kind"] for e in events]
    m = quiet(2)
    tough = companion(3)
    m.state.seats[1].companions.append(Companion(tough))
    hit(m, 1, 1)
    act(m, Absorb(0))
    assert m.state.seats[1].companions[0].damage == 1 and m.state.seats[1].damage == 0
    hit(m, 1, 2)
    act(m, Absorb(-1))
    assert m.state.seats[1].damage == 2 and m.state.seats[1].companions[0].damage == 1


def test_companion_abilities():
    """DV-COMP-04: a companion's ability works (one that hurts the source when an enemy's card hurts
    your champion)."""
    hound = next(c.id for c in C.cards.values() if c.type == "companion" and c.abilities
                 and c.abilities[0].trigger == "damaged_by_enemy")
    m = quiet(2)
    m.state.seats[1].companions.append(Companion(hound))
    hand(m, 0, "hired_muscle", "gold_coins")
    act(m, Play("hired_muscle", 1), Pay("gold_coins"), Absorb(-1))
    assert m.state.seats[1].damage == 2 and m.state.seats[0].damage >= 1


def test_a_frozen_companion_cannot_take_the_blow():
    """DV-COMP-07, DV-FRZ-06, DV-FRZ-07, DV-EX-10: a frozen companion is not offered to take damage and
    its abilities do nothing, while its owner still plays and draws."""
    comp = companion(1)
    hound = next(c.id for c in C.cards.values() if c.type == "companion" and c.abilities
                 and c.abilities[0].trigger == "damaged_by_enemy")
    m = quiet(2, top=["gold_coins"])
    m.state.seats[1].companions = [Companion(comp, frozen=True, thaws_on_turn=3), Companion(hound, frozen=True,
                                                                                           thaws_on_turn=3)]
    hand(m, 0, "hired_muscle", "gold_coins")
    act(m, Play("hired_muscle", 1), Pay("gold_coins"))
    assert m.state.seats[1].damage == 2 and m.state.seats[0].damage == 0  # no question, no bite back
    act(m, Pass())
    draw(m, "gold_coins")
    assert m.state.active == 1 and owed(m).kind == "play" and owed(m).seat == 1


def test_frozen_a_whole_turn_then_thawed():
    """DV-FRZ-01, DV-FRZ-02, DV-FRZ-03, DV-EX-09, G-05, G-16: Ana cannot pay the Rime Wyrm and is frozen on
    her own turn T1; on T2 her turn begins (it counts) but she plays nothing and does not draw (the deck
    does not shrink); at the start of T3 she thaws and plays."""
    m = quiet(2, top=["rime_wyrm", "gold_coins", "gold_coins", "gold_coins"])
    hand(m, 0)
    act(m, Pass())
    draw(m, "rime_wyrm")
    assert m.state.seats[0].frozen and m.state.seats[0].damage == 2 and m.view(1)["seats"][0]["thaws_on_turn"] == 3
    act(m, Pass())
    draw(m, "gold_coins")
    roll(m, 3)  # Bram's end-of-turn roll
    deck = len(m.state.adventure)
    assert m.state.active == 1 and m.state.seats[0].turns == 2 and len(m.state.adventure) == deck
    assert m.state.seats[0].frozen
    act(m, Pass())
    draw(m, "gold_coins")
    roll(m, 3)
    assert m.state.active == 0 and not m.state.seats[0].frozen and owed(m).kind == "play" and owed(m).seat == 0


def test_a_frozen_champion_rolls_a_one_and_thaws_when_hurt():
    """DV-FRZ-04, DV-FRZ-05, DV-EX-09 (variants A and B), G-18: frozen Avadel faces the Phoenix: his roll is
    a 1 with no +1 and no die thrown; the 2 damage it deals thaws him at once."""
    m = start(2, ("garrow", "avadel"), first=0, top=["phoenix"])
    freeze(m, 1)
    act(m, Pass())
    draw(m, "phoenix")
    roll(m, 6)  # Ana's roll: healed
    assert m.to_act() != CHANCE or m.state.chance.data["seat"] != 1
    assert m.state.seats[1].damage == 2 and not m.state.seats[1].frozen


def test_a_frozen_champion_plays_no_card_and_no_ability():
    """DV-FRZ-02, DV-FRZ-08, G-17: frozen, Vorix's passive healing does not happen, and no response is
    offered (not even an Invisibility Potion); a response to its own freezing is the one exception."""
    m = start(2, ("garrow", "vorix"), first=0, top=["gold_coins", "gold_coins"])
    m.state.seats[1].damage = 3
    hand(m, 1, "invisibility_potion")
    freeze(m, 1)
    hand(m, 0, "hired_muscle", "gold_coins")
    act(m, Play("hired_muscle", 1), Pay("gold_coins"))
    assert owed(m).kind == "play" and owed(m).seat == 0 and m.state.seats[1].damage == 5
    freeze(m, 1)
    act(m, Pass())
    draw(m, "gold_coins")
    assert m.state.seats[1].damage == 5  # no healing at the start of the frozen turn
    from tests.dragonvault.helpers import response
    m = quiet(2)
    hand(m, 1, response("frozen"))
    freeze(m, 1)
    assert owed(m).kind == "respond" and owed(m).seat == 1
    act(m, Play(response("frozen")))
    assert not m.state.seats[1].frozen


def test_a_frozen_champion_still_answers_what_an_encounter_asks():
    """DV-FRZ-02, G-20: frozen Bo faces the Flood Ana drew: paying treasure is not playing a card, so he is
    asked to pay his share (or take the damage, which would thaw him)."""
    m = quiet(2, top=["flood"])
    freeze(m, 1)
    act(m, Pass())
    draw(m, "flood")
    act(m, Pay("gold_coins"))
    assert owed(m).kind == "pay" and owed(m).seat == 1 and m.state.seats[1].frozen
    events = act(m, Pay("gold_coins"))
    assert m.state.seats[1].damage == 0 and m.state.seats[1].frozen and m.state.seats[1].hand.count("gold_coins") == 1
    assert "frozen_turn" in [e.data.get("kind") for e in events]  # then his frozen turn passes
    assert m.state.active == 0 and m.state.seats[1].turns == 1
