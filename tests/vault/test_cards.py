"""Magic Items and Treasure: every effect handler through the engine, the Fight caps, timing,
played and removed cards, drawing and discarding (VD-CARD, VD-DRAW), with the worked examples
EX-20, EX-21, EX-22 and EX-24, and a check that every card's text says what its data does."""
import re

import pytest

from game.vault import city
from game.vault.actions import (Casualties, Decline, Enter, Keep, Pass, PlayCard, Reroll, SwitchDie, TakeGold,
                                UseLocation)
from game.vault.content import load
from tests.vault.fightkit import (CLEAN, brawl, draw, end_round, enter, finish, game, lose, owed, put, refuse, roll,
                                  side, strength)
from tests.vault.helpers import give

CARDS = load().cards


def fight_with(card: str, force=(1, 1, 1), dice=(5, 2, 3)):
    """Ana holds `card` and is in a Dungeon Fight with `force`, dice rolled (no Rogue die)."""
    m = game()
    give(m, 0, card)
    enter(m, force, rogue_cd=False)
    roll(m, *dice[: sum(1 for n in force if n)])
    return m


def suffering(card: str, skulls: int = 2, fighters: int = 3):
    """Ana holds `card` and suffers Field of Triumph's Casualty die (showing `skulls`)."""
    m = game()
    give(m, 0, card)
    put(m, 0, "s8", fighters, 0, 0)
    m.act(UseLocation("s8"))
    roll(m, skulls)
    return m


# -- every card, through its handler ----------------------------------------------------------------
@pytest.mark.parametrize("card_id", sorted(CARDS))
def test_every_card_does_what_its_data_says(card_id):
    """VD-CARD-03, VD-CARD-09, VD-CARD-12 and VD-FIGHT-12 (the card's own text sets its effect), for all 45 distinct
    cards: each is played through the engine and its handler (attack_bonus, die_bonus, reroll,
    inflict_casualty_die, ignore_casualties, ignore_casualty_die, gain, gain_secret, whisper,
    draw_extra) changes exactly what its args say; then the card is where its `use` sends it."""
    card = CARDS[card_id]
    args = card.args
    if card.when == "fight":
        m = fight_with(card_id)
        if card.effect == "die_bonus" and side(m).dice[side(m).attack].kind != args["die"]:
            m.act(SwitchDie(("d10", "d4", "d12").index(args["die"])))
            if m.state.chance:
                roll(m, 0)
        before = strength(m)
        m.act(PlayCard(card_id))
        if card.effect in ("attack_bonus", "die_bonus"):
            assert strength(m) == before + args["amount"]
        elif card.effect == "reroll":
            assert side(m).rerolls == args["count"]
        elif card.effect == "inflict_casualty_die":
            assert m.rules.chance(m.state).dice == ("casualty",) * args["count"]
            roll(m, *[1] * args["count"])
            assert strength(m) == before + args["count"]
        else:
            raise AssertionError(card.effect)
    elif card.when == "casualties":
        m = suffering(card_id)
        assert PlayCard(card_id, 0 if card.effect == "ignore_casualty_die" else -1) in m.legal_actions()
        m.act(PlayCard(card_id, 0 if card.effect == "ignore_casualty_die" else -1))
        saved = 2 if card.effect == "ignore_casualty_die" else min(2, args["amount"])
        if owed(m) == "casualties":
            lose(m, fighters=2 - saved)
        if m.state.chance:
            draw(m, "draught_of_courage")  # the Action's Treasure
        assert city.force(m.state, 0, "s8") == [3 - 2 + saved, 0, 0]
    elif card.when == "turn":
        m = game()
        give(m, 0, card_id)
        p = m.state.seats[0]
        gold, rumors, secrets = p.gold, p.rumors, len(p.secrets)
        if card.effect == "whisper":
            m.act(PlayCard(card_id, 3, "s1" if args["steps"] == 1 else "s2"))  # the Watch on s4
            assert m.state.watch[3].place == ("s1" if args["steps"] == 1 else "s2")
        else:
            m.act(PlayCard(card_id))
            if card.effect == "gain_secret":
                draw_secret = m.rules.chance(m.state)
                assert draw_secret.deck == "secrets"
                from tests.vault.helpers import draw as draw_any
                draw_any(m, "secret_iron_cells")
                assert len(p.secrets) == secrets + 1
            elif "gold_die" in args:
                assert m.rules.chance(m.state).dice == (args["gold_die"],)
                roll(m, 3)
                assert p.gold == gold + 3
            elif "magic" in args:
                draw(m, "ring_of_valor")
                assert p.magic == ["ring_of_valor"]
            else:
                assert p.gold == gold + args.get("gold", 0) and p.rumors == rumors + args.get("rumors", 0)
        assert p.actions == 5 and m.to_act() == 0  # free: no Action spent
    else:
        assert card.effect == "draw_extra"
        m = game()
        give(m, 0, card_id)
        enter(m, (0, 0, 1), secret=CLEAN)
        roll(m, 11)
        finish(m)
        assert owed(m) == "extra_draw"
        m.act(PlayCard(card_id))
        assert m.rules.chance(m.state).count == 1 + args["count"]
    p = m.state.seats[0]
    deck = m.state.treasure if card.deck == "treasure" else m.state.magic
    where = {"discard": deck.discard, "play": p.played, "remove": deck.removed}[card.use]
    assert card_id in where and card_id not in p.treasure + p.magic


def test_every_card_text_matches_its_data():
    """VD-CARD-03, VD-CARD-05, VD-CARD-09, VD-CARD-12, VD-CARD-16, VD-CARD-17, AMB-34: a card's `text` says how it
    is used (Discard / Play / Remove from play), when (during a Fight / when you Suffer Casualties / on your turn /
    when you draw), its class, and exactly the numbers in its args: no more, no fewer."""
    use_words = {"discard": "Discard ", "play": "Play ", "remove": "Remove from play "}
    when_words = {"fight": "during a Fight", "casualties": "when you Suffer Casualties", "turn": "on your turn",
                  "draw": "when you draw"}
    for card in CARDS.values():
        text = card.text
        assert text.startswith(use_words[card.use]), card.id
        assert when_words[card.when] in text, card.id
        for klass in ("fighter", "rogue", "wizard"):
            assert (f"with a {klass.capitalize()} present" in text) == (card.klass == klass), card.id
        args = card.args
        if card.effect == "gain":
            wanted = {args[k] for k in ("gold", "rumors", "magic") if k in args}
            wanted |= {int(args["gold_die"][1:])} if "gold_die" in args else set()
            for key, word in (("gold", "gold"), ("rumors", "Rumor"), ("magic", "Magic Item")):
                if key in args:
                    assert re.search(rf"\b{args[key]} {word}", text), card.id
        elif card.effect == "die_bonus":
            wanted = {args["amount"], int(args["die"][1:])}
            assert f"while a {args['die']} is your Attack die: +{args['amount']}" in text, card.id
        elif card.effect == "attack_bonus":
            wanted = {args["amount"]}
            assert f"+{args['amount']} to your Attack Strength" in text, card.id
        elif card.effect == "reroll":
            wanted = {1, args["count"]}
            assert ("re-roll 1 of your dice" in text) and ((f"up to {args['count']} times" in text)
                                                           == (args["count"] > 1)), card.id
        elif card.effect == "inflict_casualty_die":
            wanted = {args["count"]}
            assert f"Inflict {args['count']} extra Casualty di{'ce' if args['count'] > 1 else 'e'}" in text, card.id
        elif card.effect == "ignore_casualties":
            wanted = {args["amount"]}
            assert f"lose up to {args['amount']} fewer Follower" in text, card.id
        elif card.effect == "ignore_casualty_die":
            wanted = {1}
            assert "ignore 1 Casualty die" in text, card.id
        elif card.effect == "whisper":
            wanted = {args["steps"]}
            assert f"up to {args['steps']} step" in text, card.id
        elif card.effect == "draw_extra":
            wanted = {args["count"]}
            assert f"draw {args['count']} more card" in text, card.id
        else:
            assert card.effect == "gain_secret"
            wanted = {1}
            assert "take 1 Secret" in text, card.id
        assert {int(n) for n in re.findall(r"\d+", text)} == wanted, card.id


def test_the_decks_hold_fifty_cards_each():
    """VD-COMP-16, VD-COMP-17 (counted here for the handlers): 50 Treasures, 50 Magic Items; an MI gives a
    Secret (VD-CARD-22); every class has its items; every handler is used by some card."""
    assert len(load().deck_list("treasure")) == 50 and len(load().deck_list("magic")) == 50
    assert any(c.effect == "gain_secret" and c.deck == "magic" for c in CARDS.values())
    assert {c.klass for c in CARDS.values() if c.deck == "magic"} == {"", "fighter", "rogue", "wizard"}
    assert {c.effect for c in CARDS.values()} == {
        "attack_bonus", "die_bonus", "reroll", "inflict_casualty_die", "ignore_casualties", "ignore_casualty_die",
        "gain", "gain_secret", "whisper", "draw_extra"}


# -- the handlers, one by one, with the rules around them ----------------------------------------------
def test_attack_bonus_treasure_is_used_once_in_any_fight():
    """attack_bonus; VD-CARD-03, VD-CARD-09, VD-CARD-10, VD-FIGHT-14: Potion of Heroism +3 in a Dungeon; a Treasure
    goes to the discard pile, face up; any number of Treasures may be used (three here: +6)."""
    m = fight_with("potion_of_heroism", force=(1, 0, 0), dice=(5,))
    give(m, 0, "moonsilver_oil", "draught_of_courage")
    for card in ("potion_of_heroism", "moonsilver_oil", "draught_of_courage"):
        m.act(PlayCard(card))
    assert strength(m) == 5 + 3 + 2 + 1
    assert m.state.treasure.discard == ["potion_of_heroism", "moonsilver_oil", "draught_of_courage"]
    assert m.state.seats[0].treasure == [] and m.view(1)["decks"]["treasure"]["discard"][0] == "potion_of_heroism"


def test_attack_bonus_treasure_in_a_brawl_and_a_quest():
    """VD-CARD-10: a Treasure that boosts the attack works in every kind of Fight."""
    m = game()
    give(m, 0, "moonsilver_oil", "draught_of_courage")
    brawl(m, "s0", attacker=(1, 0, 0), defender=(1, 0, 0))
    roll(m, 3, 5)
    assert owed(m) == "modify" and m.state.decisions[-1].seat == 0  # Ana is losing: she starts
    m.act(PlayCard("moonsilver_oil"))
    assert strength(m, 0) == 5
    m = game()
    give(m, 0, "draught_of_courage")
    put(m, 0, "s6", 1, 0, 0)
    from game.vault.actions import Quest
    m.act(Quest("s6"))
    roll(m, 4)
    m.act(PlayCard("draught_of_courage"))
    assert strength(m) == 5


def test_ex22_giant_slayer_axe_and_flametongue():
    """EX-22 (L378-379), die_bonus, VD-CARD-16, VD-CARD-17: a Fighter is present and the d12 is the Attack
    die: the Giant Slayer Axe (needs a Fighter, any die) is allowed (+3); Flametongue (d10 only) is
    refused. With the d10 chosen, Flametongue adds +2, and the Attack die is then locked."""
    m = fight_with("flametongue", force=(1, 0, 1), dice=(6, 9))
    give(m, 0, "giant_slayer_axe")
    options = m.legal_actions()
    assert PlayCard("giant_slayer_axe") in options and PlayCard("flametongue") not in options
    refuse(m, PlayCard("flametongue"), "needs a d10 as your Attack die")
    m.act(PlayCard("giant_slayer_axe"))
    assert strength(m) == 9 + 3

    m = fight_with("flametongue", force=(1, 0, 1), dice=(8, 7))
    assert strength(m) == 8
    m.act(PlayCard("flametongue"))
    assert strength(m) == 10
    assert not any(isinstance(a, SwitchDie) for a in m.legal_actions())
    refuse(m, SwitchDie(1), "needs your Attack die as it is")


def test_ex21_one_fighter_one_fighter_item():
    """EX-21 (L376), VD-CARD-16: 1 Fighter (and a Wizard) in the Fight, 2 Fighter-class items in
    hand: after the Giant Slayer Axe, the Knight's Blade is refused; a classless item still fits
    under the overall cap of 2 (VD-FIGHT-13, VD-CARD-23), and a third Magic Item does not."""
    m = fight_with("giant_slayer_axe", force=(1, 0, 1), dice=(6, 9))
    give(m, 0, "knights_blade", "ring_of_valor", "stargazers_lens")
    m.act(PlayCard("giant_slayer_axe"))
    assert PlayCard("knights_blade") not in m.legal_actions()
    refuse(m, PlayCard("knights_blade"), "no more Fighter Magic Items than Fighters in the Fight: 1")
    m.act(PlayCard("ring_of_valor"))
    assert strength(m) == 9 + 3 + 1
    refuse(m, PlayCard("stargazers_lens"), "no more Magic Items than Followers in the Fight: 2")
    assert side(m).magic_used == 2 and side(m).class_used == [1, 0, 0]


def test_class_items_need_their_class():
    """VD-CARD-16: the Wand of Lightning needs a Wizard in the Fight; with none it is refused."""
    m = fight_with("wand_of_lightning", force=(1, 0, 0), dice=(6,))
    refuse(m, PlayCard("wand_of_lightning"), "no more Wizard Magic Items than Wizards in the Fight: 0")


def test_mi_cap_and_unlimited_treasure():
    """VD-FIGHT-13, VD-FIGHT-14, VD-CARD-23: a lone Fighter may use 1 Magic Item, but any number of Treasures."""
    m = fight_with("ring_of_valor", force=(1, 0, 0), dice=(4,))
    give(m, 0, "chain_of_barbs", "potion_of_heroism", "draught_of_courage")
    m.act(PlayCard("ring_of_valor"))
    refuse(m, PlayCard("chain_of_barbs"), "no more Magic Items than Followers in the Fight: 1")
    m.act(PlayCard("potion_of_heroism"))
    m.act(PlayCard("draught_of_courage"))
    assert strength(m) == 4 + 1 + 3 + 1


def test_reroll_cards():
    """reroll, VD-REROLL-01, VD-REROLL-02: the Scroll of Blessing gives 1 re-roll, the Fortune Teller's Card
    2 (the same die twice); only the last result counts."""
    m = fight_with("scroll_of_blessing", force=(1, 0, 0), dice=(2,))
    give(m, 0, "fortune_tellers_card")
    m.act(PlayCard("scroll_of_blessing"))
    m.act(PlayCard("fortune_tellers_card"))
    assert side(m).rerolls == 3
    for value in (3, 4, 7):
        m.act(Reroll(0))
        roll(m, value)
    assert strength(m) == 7 and side(m).rerolls == 0
    refuse(m, Reroll(0), "no re-roll left")


def test_inflict_casualty_die_cards():
    """inflict_casualty_die, VD-CAS-04(c): the Scroll of Firestorm rolls 2 more Casualty dice; their
    skulls (1 + 2) add to AS."""
    m = fight_with("scroll_of_firestorm", force=(1, 0, 0), dice=(6,))
    m.act(PlayCard("scroll_of_firestorm"))
    assert m.rules.chance(m.state).dice == ("casualty", "casualty")
    roll(m, 1, 2)
    assert strength(m) == 9
    assert [d.source for d in side(m).dice] == ["fighter", "card_cd", "card_cd"]


def test_ignore_casualties():
    """ignore_casualties, VD-CARD-06: 3 skulls, a Healing Potion (up to 2 fewer): 1 Follower dies."""
    m = game()
    give(m, 0, "healing_potion")
    for s in ("secret_iron_cells", "secret_bone_gallery"):
        m.state.secrets.pile.remove(s)
        m.state.seats[0].secrets.append(s)
    enter(m, (2, 0, 2), secret="secret_spider_loft")
    roll(m, 1, 1)
    finish(m)
    roll(m, 1, 1, 1)
    assert PlayCard("healing_potion") in m.legal_actions()
    m.act(PlayCard("healing_potion"))
    assert set(a for a in m.legal_actions() if isinstance(a, Casualties)) == {Casualties(1, 0, 0),
                                                                             Casualties(0, 0, 1)}
    refuse(m, Casualties(2, 0, 1), "lose exactly 1 of your Followers")
    lose(m, wizards=1)
    assert city.force(m.state, 0, "yp") == [2, 0, 1]


def test_ignore_a_casualty_die():
    """ignore_casualty_die, VD-CARD-07: the die is as if never rolled: of dice showing 2 and 1, the
    Ward Charm ignores the 2; 1 Follower dies."""
    m = game()
    give(m, 0, "ward_charm")
    m.state.secrets.pile.remove("secret_iron_cells")
    m.state.seats[0].secrets.append("secret_iron_cells")
    enter(m, (2, 0, 1), secret="secret_spider_loft")
    roll(m, 1, 1)
    finish(m)
    roll(m, 2, 1)
    assert {PlayCard("ward_charm", 0), PlayCard("ward_charm", 1)} <= set(m.legal_actions())
    refuse(m, PlayCard("ward_charm", 5), "name a Casualty die you Suffer")
    m.act(PlayCard("ward_charm", 0))
    lose(m, fighters=1)
    assert city.force(m.state, 0, "yp") == [1, 0, 1] and m.state.treasure.discard == ["ward_charm"]


def test_ignoring_a_rivals_casualty_die_in_a_brawl():
    """ignore_casualty_die in a Brawl, VD-CARD-08, VD-CARD-13: Bo (defending, on Ana's turn) plays the Shield
    of Deflection on Ana's Rogue die (2 skulls): Ana's AS drops from 7 to 5 and Bo, now winning at
    6, suffers nothing. The Shield is a Magic Item: it lies face up."""
    m = game()
    give(m, 1, "shield_of_deflection")
    brawl(m, "s0", attacker=(1, 1, 0), defender=(1, 0, 0), rogue_cds=(True, False))
    roll(m, 5, 1, 2, 6)
    assert strength(m, 0) == 7 and strength(m, 1) == 6
    assert owed(m) == "modify" and m.state.decisions[-1].seat == 1
    assert PlayCard("shield_of_deflection", 2) in m.legal_actions()
    m.act(PlayCard("shield_of_deflection", 2))
    assert strength(m, 0) == 5
    finish(m)
    assert m.state.fight is None or m.state.fight.winner == 1
    while owed(m) == "retreat":
        m.act(m.legal_actions()[0])
    assert city.force(m.state, 1, "s0") == [1, 0, 0] and m.state.seats[1].played == ["shield_of_deflection"]


def test_fight_items_work_on_other_players_turns_turn_items_do_not():
    """VD-CARD-13, VD-CARD-14: in Bo's Brawl (his turn) Ana, defending, plays her Ring of Valor; her Purse of
    Plenty (not a Fight item) is not offered and is refused; on her own turn it works, but a Fight
    item is refused outside a Fight."""
    m = game()
    give(m, 0, "ring_of_valor", "purse_of_plenty")
    m.act(TakeGold())
    put(m, 0, "s0", 1, 0, 0)
    put(m, 1, "s0", 1, 0, 0)
    from game.vault.actions import Fight
    m.act(Fight("s0"))
    while owed(m) == "patrol":
        m.act(m.legal_actions()[0])
    roll(m, 4, 6)
    assert owed(m) == "modify" and m.state.decisions[-1].seat == 0 and m.state.turn == 1
    assert PlayCard("purse_of_plenty") not in m.legal_actions()
    refuse(m, PlayCard("purse_of_plenty"), "is not played in a Fight")
    m.act(PlayCard("ring_of_valor"))
    assert strength(m, 0) == 5
    finish(m)
    while m.state.decisions or m.state.chance:
        m.act(m.legal_actions()[0])
    assert m.to_act() == 0
    refuse(m, PlayCard("potion_of_heroism"), "not in your hand")
    give(m, 0, "potion_of_heroism")
    refuse(m, PlayCard("potion_of_heroism"), "is played in a Fight")
    m.act(PlayCard("purse_of_plenty"))
    assert m.state.seats[0].gold == 10 + 1 + 2  # her first Action took 1 gold


def test_a_card_touches_only_its_owners_dice():
    """VD-CARD-04, VD-REROLL-03: a re-roll card re-rolls one of your own dice; the index names your
    dice, so the rival's dice never change."""
    m = game()
    give(m, 0, "ring_of_second_chances")
    brawl(m, "s0", attacker=(1, 0, 0), defender=(1, 0, 0))
    roll(m, 3, 8)
    m.act(PlayCard("ring_of_second_chances"))
    m.act(Pass())  # Bo answers nothing; Ana acts again
    assert m.state.decisions[-1].seat == 0
    assert [a for a in m.legal_actions() if isinstance(a, Reroll)] == [Reroll(0)]
    refuse(m, Reroll(1), "re-roll one of your own dice")
    m.act(Reroll(0))
    roll(m, 9)
    assert side(m, 0).dice[0].value == 9 and side(m, 1).dice[0].value == 8


def test_bonuses_come_after_the_roll():
    """VD-CARD-18: no card before the Fight dice are rolled."""
    m = game()
    give(m, 0, "potion_of_heroism")
    enter(m, (1, 0, 0))
    refuse(m, PlayCard("potion_of_heroism"), "must be resolved first")
    roll(m, 4)
    m.act(PlayCard("potion_of_heroism"))
    assert strength(m) == 7


def test_bonuses_never_make_a_critical():
    """VD-CARD-19 (VD-FIGHT-18): 9 on the d10 with Sharpening Stone (+2) is 11, but no Critical."""
    m = fight_with("sharpening_stone", force=(1, 0, 0), dice=(9,))
    m.act(PlayCard("sharpening_stone"))
    assert m.state.chance is None and strength(m) == 11


# -- played, removed and found cards ----------------------------------------------------------------
def test_a_played_magic_item_is_out_until_refresh():
    """VD-CARD-12, VD-CARD-15, VD-CARD-02: after the Ring of Valor is played in one Dungeon it lies face up
    (everyone sees it); the same round it cannot be played again, spent at the Magic Item door, or
    sold at the Crooked Scale; after Refresh it is back in the hand and works again."""
    m = fight_with("ring_of_valor", force=(1, 0, 0), dice=(4,))
    m.act(PlayCard("ring_of_valor"))
    finish(m)
    assert m.view(1)["players"][0]["played"] == ["ring_of_valor"] and m.state.seats[0].magic == []
    m.act(TakeGold())
    m.state.seats[0].rumors_old = 1
    m.act(Enter("rumors", 1, 0, 0))
    draw(m, "secret_iron_cells")
    roll(m, 4)
    assert PlayCard("ring_of_valor") not in m.legal_actions()
    refuse(m, PlayCard("ring_of_valor"), "not in your hand")
    finish(m)
    m.act(TakeGold())
    refuse(m, Enter("magic", 1, 0, 0, card="ring_of_valor"), "not one played this round")
    put(m, 0, "s3", 1, 0, 0)
    refuse(m, UseLocation("s3", 0, "ring_of_valor"), "not one played this round")
    end_round(m)
    assert m.state.seats[0].magic == ["ring_of_valor"] and m.state.seats[0].played == []
    if m.to_act() != 0:
        m.act(TakeGold())
    gold = m.state.seats[0].gold
    m.act(UseLocation("s3", 0, "ring_of_valor"))  # now it can be sold for 3 gold (VD-CARD-21)
    assert m.state.seats[0].magic == [] and m.state.magic.discard[-1] == "ring_of_valor"
    assert m.state.seats[0].gold == gold + 3


def test_remove_from_play_cards_never_come_back():
    """VD-CARD-05, VD-DRAW-04, VD-DRAW-05: the Ancient Platinum Crown goes to the box (5 gold); when the
    Treasure deck runs out, its discard pile is shuffled into a new deck, without the Crown."""
    m = game()
    give(m, 0, "platinum_crown", "potion_of_heroism")
    m.act(PlayCard("platinum_crown"))
    assert m.state.seats[0].gold == 15 and m.state.treasure.removed == ["platinum_crown"]
    t = m.state.treasure
    t.discard += t.pile + t.top
    t.pile, t.top = [], []
    put(m, 0, "s8", 1, 0, 0)
    m.act(UseLocation("s8"))
    roll(m, 0)
    from game.core.protocol import Draw
    refuse(m, Draw("treasure", ("platinum_crown",)), "platinum_crown is not in the treasure deck")
    draw(m, "moonsilver_oil")
    assert t.reshuffles == 1 and t.discard == [] and "platinum_crown" not in t.pile
    assert len(t.pile) == 50 - 1 - 1 - 1  # the Crown removed, the Potion in hand, the Oil drawn


def test_ex20_a_card_found_in_a_dungeon_is_not_used_there_but_later():
    """EX-20 (L368), VD-CARD-11, VD-QD-08: Pete completes a Dungeon and draws a Healing Potion as loot:
    it arrives after that Dungeon's Casualties are settled, so it cannot cancel them (the refusal
    says so); in his next Fight it cancels 2."""
    m = game()
    enter(m, (2, 0, 1), secret="secret_hall_of_mirrors")
    roll(m, 4, 12)
    roll(m, 0)
    finish(m)
    roll(m, 2)  # room 3's die
    assert owed(m) == "casualties" and m.state.seats[0].treasure == []
    refuse(m, PlayCard("healing_potion"), "not in your hand")
    lose(m, fighters=2)
    draw(m, "healing_potion")
    draw(m, "ring_of_valor")
    assert m.state.seats[0].treasure == ["healing_potion"]
    m.act(TakeGold())
    put(m, 0, "s8", 2, 0, 0)
    m.act(UseLocation("s8"))
    roll(m, 2)
    m.act(PlayCard("healing_potion"))
    draw(m, "draught_of_courage")
    assert city.force(m.state, 0, "s8") == [2, 0, 0]


def test_a_card_marked_found_in_this_fight_is_refused():
    """VD-CARD-11: the Fight remembers the cards found in it; such a card is neither offered nor
    accepted there (here, a Potion marked found while the Fight is on), with the reason."""
    m = fight_with("potion_of_heroism", force=(1, 0, 0), dice=(4,))
    side(m).found.append("potion_of_heroism")
    assert PlayCard("potion_of_heroism") not in m.legal_actions()
    refuse(m, PlayCard("potion_of_heroism"), "was found in this Fight")


def test_casualty_cards_found_in_this_fight_or_out_of_place_are_refused():
    """VD-CARD-11, VD-CARD-06, VD-CARD-07, VD-CARD-14: when the Dungeon's Casualties come, a Healing
    Potion marked found in this Fight is refused (it says why), as is a Fight card; a Ward Charm
    must name a die that shows a skull; the Healer's Kit then saves the one Follower at stake."""
    m = game()
    give(m, 0, "healing_potion", "ward_charm", "healers_kit", "potion_of_heroism")
    m.state.secrets.pile.remove("secret_iron_cells")
    m.state.seats[0].secrets.append("secret_iron_cells")
    enter(m, (2, 0, 1), secret="secret_spider_loft")
    side(m).found.append("healing_potion")
    roll(m, 1, 1)
    finish(m)
    roll(m, 1, 0)
    assert owed(m) == "casualties"
    assert PlayCard("healing_potion") not in m.legal_actions()
    refuse(m, PlayCard("healing_potion"), "was found in this Fight")
    refuse(m, PlayCard("potion_of_heroism"), "not played when you Suffer Casualties")
    refuse(m, PlayCard("ward_charm", 1), "name a Casualty die you Suffer that shows a skull")
    m.act(PlayCard("healers_kit"))
    assert owed(m) is None and city.force(m.state, 0, "yp") == [2, 0, 1]
    assert m.state.seats[0].treasure == ["healing_potion", "ward_charm", "potion_of_heroism"]


# -- drawing ---------------------------------------------------------------------------------------
def test_ex24_helm_of_telepathy_draws_one_extra_and_keeps_one():
    """EX-24 (L399), draw_extra, VD-DRAW-01, VD-DRAW-02, VD-DRAW-03: Sally completes a Dungeon whose rooms give a
    Treasure and a Magic Item. She declines the Helm for the Treasure, plays it for the Magic Item:
    draws 2, keeps 1, the other goes face up to the Magic Item discard pile. Her hand grows by 1
    now (the Helm lies face up) and by 2 after Refresh; the rival sees counts, not cards."""
    m = game()
    give(m, 0, "helm_of_telepathy")
    enter(m, (1, 0, 1), secret="secret_fungal_grotto")  # rumor | Treasure (8) | Magic Item + gold (12)
    roll(m, 4, 12)
    roll(m, 0)
    finish(m)
    roll(m, 0)  # room 1's die
    hand = len(m.state.seats[0].treasure + m.state.seats[0].magic)
    assert owed(m) == "extra_draw"
    assert set(m.legal_actions()) == {PlayCard("helm_of_telepathy"), Decline()}
    m.act(Decline())
    draw(m, "moonsilver_oil")
    assert owed(m) == "extra_draw"
    m.act(PlayCard("helm_of_telepathy"))
    assert m.rules.chance(m.state).count == 2
    draw(m, "ring_of_valor", "flametongue")
    assert owed(m) == "keep"
    assert set(m.legal_actions()) == {Keep(("flametongue",)), Keep(("ring_of_valor",))}
    assert m.view(1)["decision"]["data"] == {"keep": 1, "count": 2}  # the rival sees no names
    refuse(m, Keep(("flametongue", "ring_of_valor")), "must decide first")
    m.act(Keep(("flametongue",)))
    p = m.state.seats[0]
    assert p.treasure == ["moonsilver_oil"] and p.magic == ["flametongue"] and p.played == ["helm_of_telepathy"]
    assert len(p.treasure + p.magic) == hand + 1
    assert m.state.magic.discard == ["ring_of_valor"]
    assert "magic" not in m.view(1)["players"][0] and m.view(1)["players"][0]["hand_size"] == 2
    end_round(m)
    assert len(p.treasure + p.magic) >= hand + 2 and "helm_of_telepathy" in p.magic


def test_pursue_rumors_leftovers_are_discarded():
    """VD-DRAW-06 (VD-DRAW-03): the card no one takes in Pursue Rumors goes to its deck's discard pile."""
    m = game()
    while not (m.state.chance and m.state.chance.purpose == "deal"):
        m.roll() if m.state.chance else m.act(TakeGold())  # (a tied Initiative is rolled off)
    draw(m, "ring_of_valor")
    draw(m, "potion_of_heroism", "moonsilver_oil")
    assert owed(m) == "pick" and m.state.decisions[-1].seat == 0  # only Ana holds a Rumor
    from game.vault.actions import Pick
    m.act(Pick("ring_of_valor"))
    assert m.state.treasure.discard == ["potion_of_heroism", "moonsilver_oil"]
    assert m.state.seats[0].magic == ["ring_of_valor"]


def test_no_hand_limit():
    """VD-CARD-20 (AMB-27), VD-CARD-01: 20 cards in hand, and more still come in; none are shown."""
    m = game()
    cards = (sorted(set(m.state.treasure.pile))[:10]
             + [c for c in sorted(set(m.state.magic.pile)) if CARDS[c].effect != "draw_extra"][:10])
    give(m, 0, *cards)
    put(m, 0, "s8", 1, 0, 0)
    m.act(UseLocation("s8"))
    roll(m, 0)
    draw(m, "draught_of_courage")
    assert len(m.state.seats[0].treasure + m.state.seats[0].magic) == 21
    assert m.view(1)["players"][0]["hand_size"] == 21 and "treasure" not in m.view(1)["players"][0]


def test_turn_cards_gain_a_secret_and_move_the_watch():
    """gain_secret (VD-CARD-22, VD-CARD-05) and whisper (VD-CARD-14): the Mad Wizard's Journal is
    removed from play for a Secret; the Ring of Whispers moves an active Watch one step, not two,
    and never onto another Watch token."""
    m = game()
    give(m, 0, "mad_wizards_journal", "ring_of_whispers")
    m.act(PlayCard("mad_wizards_journal"))
    draw(m, "secret_obsidian_gate")
    assert m.state.seats[0].secrets == ["secret_obsidian_gate"]
    assert m.state.magic.removed == ["mad_wizards_journal"] and m.state.seats[0].played == []
    refuse(m, PlayCard("ring_of_whispers", 3, "s2"), "1 step at most")
    refuse(m, PlayCard("ring_of_whispers", 3, "s5"), "already a City Watch token there")
    m.act(PlayCard("ring_of_whispers", 3, "s3"))
    assert m.state.watch[3].place == "s3" and m.state.seats[0].played == ["ring_of_whispers"]
    assert m.state.seats[0].actions == 5
