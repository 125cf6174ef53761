"""The turn (DV-TURN), card types (DV-TYPE), paying into the pool (DV-PAY), the discard pile
(DV-DISC) and giving cards to allies (DV-TEAM-02)."""
import pytest

from game.core.common_actions import Decline, Pass
from game.core.errors import IllegalAction
from game.dragonvault import rules
from game.dragonvault.actions import Give, Pay, Play, Settle
from tests.dragonvault.helpers import C, act, companion, draw, hand, owed, quiet, response, start


def test_a_turn_is_any_number_of_plays_then_one_draw():
    """DV-TURN-01, DV-TURN-02, DV-TURN-04, DV-TURN-06, DV-TURN-07, DV-TURN-09, DV-TURN-11, DV-TYPE-04: in the
    play step Ana plays two actions, then passes; she draws one card into her hand and her turn is over
    (no more plays, the next seat acts); no hand limit stops a hand of a dozen cards."""
    m = quiet(3, top=["gold_coins"])
    s = m.state
    s.seats[0].damage = 4
    hand(m, 0, "food", "healing_potion", *["gold_coins"] * 10)
    act(m, Play("food"), Play("healing_potion"))
    assert s.seats[0].damage == 0 and owed(m).kind == "play" and owed(m).seat == 0
    act(m, Pass())
    assert m.state.chance.deck == "adventure"
    draw(m, "gold_coins")
    assert s.seats[0].hand.count("gold_coins") == 11 and s.active == 1 and owed(m).seat == 1
    assert len(s.seats[0].hand) == 11


def test_an_encounter_drawn_is_resolved_at_once():
    """DV-TURN-05, DV-TYPE-07: the Green Dragon drawn is faced at once (its payment asked) and never
    reaches the hand."""
    m = quiet(2, top=["green_dragon"])
    act(m, Pass())
    draw(m, "green_dragon")
    assert owed(m).kind == "pay" and owed(m).seat == 0 and "green_dragon" not in m.state.seats[0].hand
    assert m.view(1)["encounter"] == {"card": "green_dragon", "drawer": 0, "facing": 0}


def test_a_card_drawn_waits_for_the_next_turn_but_a_response_does_not():
    """DV-TURN-08, DV-EX-08, DV-RESP-02: a Healing Potion drawn cannot be played before Ana's next play
    step; an Invisibility Potion drawn is played the moment Bo's Hired Muscle would hurt her."""
    m = quiet(2, top=["invisibility_potion", "healing_potion"])
    hand(m, 0)
    act(m, Pass())
    draw(m, "invisibility_potion")
    assert m.state.active == 1 and "invisibility_potion" in m.state.seats[0].hand
    assert rules.why_not(m.state, "invisibility_potion") != ""
    hand(m, 1, "hired_muscle", "gold_coins")
    act(m, Play("hired_muscle", 0), Pay("gold_coins"))
    assert owed(m).kind == "respond" and owed(m).seat == 0 and owed(m).data["trigger"] == "would_be_damaged"
    act(m, Play("invisibility_potion"))
    assert m.state.seats[0].damage == 0
    m2 = quiet(2, top=["healing_potion"])
    act(m2, Pass())
    draw(m2, "healing_potion")
    assert m2.state.active == 1 and "healing_potion" in m2.state.seats[0].hand
    assert rules.why_not(m2.state, "healing_potion", -1, 0).startswith("cards are played in your own play step")


def test_the_discard_pile_is_face_up_to_everyone():
    """DV-TURN-10, DV-DECK-09: the one discard pile is face up: every seat's view lists it, bottom first
    (decided: open at all times, see docs/decisions.md)."""
    m = quiet(3)
    hand(m, 0, "food", "healing_potion")
    act(m, Play("food"), Play("healing_potion"))
    for seat in (-1, 0, 1, 2):
        assert m.view(seat)["discard"] == ["food", "healing_potion"]


def test_overpaying_leaves_the_rest_in_the_pool():
    """DV-PAY-01, DV-PAY-02, DV-PAY-03, DV-PAY-04, DV-PAY-05, DV-PAY-06, DV-EX-01, DV-DISC-03, DV-TYPE-06:
    Ana plays Hired Muscle (cost 1) and pays a Gemstones (2): the Gemstones is discarded, the mercenary
    resolves and 1 is left in the pool; a second Hired Muscle is paid from the pool with no discard;
    pool 0. Variant: with no second mercenary the 1 stays until the turn ends, then is lost, and no
    card comes back."""
    m = quiet(3, top=["gold_coins"])
    hand(m, 0, "hired_muscle", "gemstones", "hired_muscle")
    act(m, Play("hired_muscle", 1))
    assert owed(m).kind == "pay" and m.view(0)["question"]["owed"] == 1 and Decline() not in m.legal_actions()
    act(m, Pay("gemstones"))
    assert m.state.pool == 1 and "gemstones" in m.state.adventure.discard and m.state.seats[1].damage == 2
    act(m, Play("hired_muscle", 2))
    assert m.state.pool == 0 and m.state.seats[2].damage == 2 and m.state.adventure.discard.count("gemstones") == 1
    m = quiet(3, top=["gold_coins"])
    hand(m, 0, "hired_muscle", "gemstones")
    act(m, Play("hired_muscle", 1), Pay("gemstones"))
    assert m.state.pool == 1 and m.view(2)["pool"] == 1
    act(m, Pass())
    draw(m, "gold_coins")
    assert m.state.pool == 0 and m.state.seats[0].hand == ["gold_coins"]


def test_treasure_values():
    """DV-PAY-06, DV-TYPE-08, G-03: Gold Coins 1, Gemstones 2, the Relic 3 and the one relic; treasure is
    paid or scored, never played."""
    assert (C.cards["gold_coins"].value, C.cards["gemstones"].value, C.cards["relic"].value) == (1, 2, 3)
    assert C.cards["relic"].relic and not C.cards["gemstones"].relic
    m = quiet(2)
    assert rules.why_not(m.state, "gold_coins") == "treasure is paid into the pool, not played"
    act(m, Pay("gold_coins"))
    assert m.state.pool == 1


def test_the_pool_pays_an_encounter_drawn_that_turn():
    """G-04: 2 paid into the pool in the play step settle the Green Dragon drawn at the end of the turn;
    with the rules option off, the pool does not count and the dragon must be paid from the hand."""
    m = quiet(2, top=["green_dragon"])
    hand(m, 0, "gemstones")
    act(m, Pay("gemstones"), Pass())
    draw(m, "green_dragon")
    assert owed(m).kind == "pay" and Settle() in m.legal_actions()
    act(m, Settle())
    assert m.state.pool == 0 and m.state.seats[0].damage == 0 and m.state.active == 1
    m = quiet(2, top=["green_dragon"], rules={"pool_pays_encounters": False})
    hand(m, 0, "gemstones", "gold_coins", "gold_coins")
    act(m, Pay("gemstones"), Pass())
    draw(m, "green_dragon")
    assert Settle() not in m.legal_actions() and Pay("gold_coins") in m.legal_actions()
    act(m, Pay("gold_coins"), Pay("gold_coins"))
    assert m.state.seats[0].damage == 0 and m.state.seats[0].hand == [] and m.state.active == 1


def test_what_may_be_played_in_the_play_step():
    """DV-TYPE-01, DV-TYPE-02, DV-TYPE-03, DV-TYPE-05: every card has one type; a champion has its
    toughness; a response waits for its moment; a mercenary needs its cost; refusals leave the state
    as it was."""
    assert all(c.type in ("action", "response", "mercenary", "companion", "encounter", "treasure")
               for c in C.cards.values())
    assert all(0 < ch.toughness <= 12 for ch in C.champions.values())
    m = quiet(2)
    hand(m, 0, response("would_be_damaged"), "bounty_hunter" if "bounty_hunter" in C.cards else "rime_hexer")
    merc = m.state.seats[0].hand[1]
    from game.core.codec import to_data
    before = to_data(m.state)
    for card, words in ((response("would_be_damaged"), "a response is played only when its moment comes"),
                        (merc, f"you need {C.cards[merc].cost} treasure to pay for it"),
                        ("relic", "that card is not in your hand")):
        with pytest.raises(IllegalAction) as refused:
            m.act(Play(card, 1))
        assert refused.value.why == words
    assert to_data(m.state) == before


def test_a_companion_is_played_for_its_cost_and_stays_on_the_table():
    """G-10, DV-COMP-01, DV-COMP-02, DV-DISC-01: a companion is played in the play step like a mercenary,
    for its cost, and stays on the table (not in the discard pile); any number may join; a played
    action goes to the discard pile."""
    comp = companion(1)
    cost = C.cards[comp].cost
    m = quiet(2)
    hand(m, 0, comp, comp, *["gold_coins"] * (2 * cost), "food")
    act(m, Play(comp), *[Pay("gold_coins")] * cost, Play(comp), *[Pay("gold_coins")] * cost, Play("food"))
    assert [k.card for k in m.state.seats[0].companions] == [comp, comp]
    assert comp not in m.state.adventure.discard and "food" in m.state.adventure.discard
    assert m.view(1)["seats"][0]["companions"][0] == {"card": comp, "toughness": C.cards[comp].toughness,
                                                      "damage": 0, "frozen": False}


def test_one_start_of_turn_ability_option():
    """G-25: each start-of-turn ability works once a turn; with the rules option only one of them does
    (the champion's first)."""
    witch = next(c.id for c in C.cards.values() if c.type == "companion" and c.abilities
                 and c.abilities[0].trigger == "start_of_turn" and c.abilities[0].passive
                 and c.abilities[0].effects and c.abilities[0].effects[0].do == "heal")
    for option, healed in ((False, 2), (True, 1)):
        m = start(2, ("vorix", "garrow"), first=1, top=["gold_coins"], rules={"one_start_of_turn_ability": option})
        m.state.seats[0].damage = 4
        from game.dragonvault.state import Companion
        m.state.seats[0].companions.append(Companion(witch))
        act(m, Pass())
        draw(m, "gold_coins")
        assert m.state.active == 0 and m.state.seats[0].damage == 4 - healed


def test_the_deck_is_never_reshuffled():
    """G-26, DV-END-01: when the last adventure card is drawn the game ends; the discard pile is not
    shuffled back."""
    m = quiet(2)
    s = m.state
    s.adventure.discard.extend(s.adventure.pile[1:])
    s.adventure.pile = s.adventure.pile[:1]
    last = s.adventure.pile[0]
    hand(m, 0)
    act(m, Pass())
    draw(m, last)
    while m.to_act() not in (None,):
        legal = m.legal_actions()
        if not legal:
            m.settle()
            continue
        act(m, legal[-1])
    assert s.phase == "over" and len(s.adventure) == 0 and s.adventure.reshuffles == 0


def test_giving_cards_to_allies():
    """DV-TEAM-02, G-22: in a team game, during the play step, any card may be given to a living ally; not
    to an enemy, not to a dead ally, not after the draw."""
    m = quiet(4, teams=[0, 1, 0, 1], top=["gold_coins"])
    hand(m, 0, "relic", "food")
    assert Give("relic", 2) in m.legal_actions() and Give("relic", 1) not in m.legal_actions()
    act(m, Give("relic", 2), Give("food", 2))
    assert m.state.seats[2].hand[-2:] == ["relic", "food"] and m.state.seats[0].hand == []
    m.state.seats[2].alive = False
    hand(m, 0, "gold_coins")
    with pytest.raises(IllegalAction) as refused:
        m.act(Give("gold_coins", 2))
    assert "living ally" in str(refused.value)
    act(m, Pass())
    draw(m, "gold_coins")
    assert not any(isinstance(a, Give) for a in m.legal_actions() if m.to_act() == 0)
    m = quiet(2)
    with pytest.raises(IllegalAction, match="team game"):
        m.act(Give("food", 1))


def test_the_crystal_ball_puts_the_top_cards_back_in_the_order_picked():
    """DV-TYPE-04: Crystal Ball: the top three cards are seen by Ana alone and put back in the order she
    picks, the first picked on top (drawn first); the last one goes back by itself."""
    from game.core.common_actions import Pick
    m = quiet(2, top=["relic", "bear_trap", "food"])
    hand(m, 0, "crystal_ball")
    act(m, Play("crystal_ball"))
    draw(m, "relic", "bear_trap", "food")
    assert owed(m).kind == "peek" and m.view(0)["peeking"] == ["bear_trap", "food", "relic"]
    assert m.view(1)["peeking"] == [] and "cards" not in m.view(1)["question"]
    act(m, Pick("food"), Pick("relic"))
    assert m.state.adventure.top == ["food", "relic", "bear_trap"] and owed(m).kind == "play"


def test_salvage_takes_a_card_of_the_named_types_from_the_discard_pile():
    """DV-DISC-01: a played card lies in the discard pile until an effect takes it back (Rummage: an action
    or a response)."""
    from game.core.common_actions import Pick
    rummage = next(c.id for c in C.cards.values() if c.effects and c.effects[0].do == "salvage")
    m = quiet(2)
    hand(m, 0, "healing_potion", rummage)
    m.state.adventure.discard.append("relic")
    act(m, Play("healing_potion"), Play(rummage))
    assert owed(m).kind == "salvage" and m.legal_actions() == [Pick("healing_potion")]
    act(m, Pick("healing_potion"))
    assert "healing_potion" in m.state.seats[0].hand and m.state.adventure.discard == ["relic", rummage]
    assert Play("healing_potion") in m.legal_actions()  # only a card drawn from the deck waits a turn
