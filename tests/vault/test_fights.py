"""Fights: the dice pool, modifiers, the Attack die, Critical Hits, Attack Strength, re-rolls and
Casualty dice (VD-FIGHT, VD-REROLL, VD-CAS), with the rulebook's worked examples EX-07..EX-11.

Every roll is forced through a chance action. Fight dice come in this order: for each side,
one die per class present (Fighter d10, Rogue d4, Wizard d12), then the Rogue's Casualty die."""
from game.core.dice import die
from game.core.protocol import Roll
from game.vault import city
from game.vault.actions import Casualties, PlayCard, Reroll, SpendRumors, SwitchDie, TakeGold, UseLocation
from tests.vault.fightkit import (CLEAN, EXAMPLE, attack_die, brawl, enter, finish, game, lose, owed, put, refuse,
                                  roll, side, strength)
from tests.vault.helpers import give


def pending_dice(m):
    return m.rules.chance(m.state).dice


# -- the dice pool --------------------------------------------------------------------------------
def test_ex07_one_die_per_class_and_one_rogue_casualty_die():
    """EX-07 (L248), VD-FIGHT-01, VD-FIGHT-03, VD-FIGHT-04, VD-FIGHT-05, VD-FIGHT-06, VD-REROLL-04: Pete's 3
    Fighters, 2 Rogues and 1 Wizard roll exactly one d10, one d4, one d12 and one Rogue Casualty die; 1 Wizard gives
    no re-roll. A Dungeon attempt is a Fight."""
    m = game()
    enter(m, (3, 2, 1), rogue_cd=True)
    assert m.state.fight.kind == "dungeon"
    assert pending_dice(m) == ("d10", "d4", "d12", "casualty")
    roll(m, 6, 3, 9, 1)
    assert [(d.kind, d.source) for d in side(m).dice] == [("d10", "fighter"), ("d4", "rogue"), ("d12", "wizard"),
                                                          ("casualty", "rogue_cd")]
    assert side(m).rerolls == 0
    assert not any(isinstance(a, Reroll) for a in m.legal_actions())


def test_a_single_class_rolls_a_single_die():
    """VD-FIGHT-04, VD-FIGHT-05: four Fighters roll one d10 and nothing else; Wizards alone roll one d12."""
    m = game()
    enter(m, (4, 0, 0))
    assert pending_dice(m) == ("d10",)
    m = game()
    enter(m, (0, 0, 1))
    assert pending_dice(m) == ("d12",)


def test_the_rogue_casualty_die_is_optional_and_decided_before_the_roll():
    """VD-FIGHT-06, VD-FIGHT-09 (AMB-73): the Rogue's Casualty die is asked for before the roll; declined,
    it is not rolled and adds nothing; rolled, it must be inflicted: no action drops it, and it
    is never the Attack die (AMB-43)."""
    m = game()
    enter(m, (0, 2, 0), rogue_cd=False)
    assert pending_dice(m) == ("d4",)
    roll(m, 3)
    assert strength(m) == 3

    m = game()
    put(m, 0, "yp", 0, 2, 0)
    from game.vault.actions import Enter, RogueDie
    m.act(Enter("gold", 0, 2, 0))
    from tests.vault.helpers import draw
    draw(m, CLEAN)
    assert owed(m) == "rogue_die"
    assert set(m.legal_actions()) == {RogueDie(True), RogueDie(False)}
    assert m.to_act() == 0 and m.state.chance is None  # nothing is rolled before the choice
    m.act(RogueDie(True))
    roll(m, 3, 2)
    assert strength(m) == 5
    options = m.legal_actions()
    assert SwitchDie(1) not in options  # the Casualty die (index 1) cannot be the Attack die
    refuse(m, SwitchDie(1), "must decide first")


def test_ex08_petes_roll_the_best_die_plus_the_rogue_skull():
    """EX-08 (L252), VD-FIGHT-07, VD-FIGHT-16, VD-FIGHT-20, VD-CAS-03: d4 3, d10 6, d12 9, Rogue Casualty die 1
    skull. The d12 (9, not a Critical) is the Attack die: AS 10. Choosing the d4 instead gives 3 + 1 = 4: the skull
    counts whichever die is chosen. With room 2 at 7 and room 3 at 11, 10 reaches room 2."""
    m = game()
    enter(m, (3, 2, 1), rogue_cd=True)
    roll(m, 6, 3, 9, 1)
    assert m.state.chance is None  # no Critical Hit die to roll: 9 is not a d12's 12
    assert (attack_die(m).kind, attack_die(m).value) == ("d12", 9)
    assert strength(m) == 10
    m.act(SwitchDie(1))
    assert (attack_die(m).kind, attack_die(m).value) == ("d4", 3)
    assert strength(m) == 4
    m.act(SwitchDie(2))
    assert strength(m) == 10
    finish(m)
    assert m.state.fight is None
    assert m.state.seats[0].gold == 10 - 6 + 2  # paid 6 at the gold door; rooms 1-2 give 2 gold
    assert m.state.seats[0].rumors == 1 + 1  # the Xanathar's Initiative Rumor + room 1's Rumor


# -- modifiers ------------------------------------------------------------------------------------
def test_modifiers_come_after_the_roll():
    """VD-FIGHT-10, VD-FIGHT-12, VD-CARD-18 (see test_cards): while the Fight dice are still to be rolled, no
    card, re-roll or Rumor can be used; the modify step opens once they are rolled."""
    m = game()
    give(m, 0, "potion_of_heroism")
    enter(m, (1, 0, 2))
    refuse(m, PlayCard("potion_of_heroism"), "resolved first")
    refuse(m, SpendRumors(1), "resolved first")
    roll(m, 5, 4)
    assert owed(m) == "modify"
    assert {PlayCard("potion_of_heroism"), SpendRumors(1), Reroll(0), Reroll(1)} <= set(m.legal_actions())


def test_ex09_a_second_wizard_gives_one_reroll_and_the_new_result_replaces_the_old():
    """EX-09 (L257), VD-FIGHT-11, VD-REROLL-01, VD-REROLL-03, VD-REROLL-04, VD-REROLL-05, AMB-42: Liz's 2 Fighters
    and 2 Wizards roll d10 8 and d12 3: exactly one re-roll. She re-rolls the d12 (a die of her own) and gets 12:
    the 3 is gone, the d12 is now the Attack die and, a natural 12, a Critical Hit. No second re-roll."""
    m = game()
    enter(m, (2, 0, 2))
    roll(m, 8, 3)
    assert side(m).rerolls == 1
    assert strength(m) == 8
    assert {Reroll(0), Reroll(1)} <= set(m.legal_actions())
    m.act(Reroll(1))
    assert pending_dice(m) == ("d12",)  # only that one die is rolled again
    roll(m, 12)
    assert side(m).dice[1].value == 12 and side(m).dice[0].value == 8
    assert side(m).rerolls == 0
    m.act(SwitchDie(1))
    assert pending_dice(m) == ("casualty",)  # a re-rolled natural maximum is a Critical Hit
    roll(m, 1)
    assert strength(m) == 12 + 1
    assert not any(isinstance(a, Reroll) for a in m.legal_actions())
    refuse(m, Reroll(1), "must decide first")


def test_two_reroll_sources_may_reroll_the_same_die_twice():
    """VD-REROLL-02, VD-REROLL-01: three Wizards give two re-rolls; the same d12 is re-rolled twice and only
    the last result counts."""
    m = game()
    enter(m, (0, 0, 3))
    roll(m, 2)
    assert side(m).rerolls == 2
    m.act(Reroll(0))
    roll(m, 5)
    m.act(Reroll(0))
    roll(m, 4)
    assert side(m).dice[0].value == 4 and strength(m) == 4


def test_a_wizard_may_reroll_the_rogue_casualty_die():
    """VD-REROLL-04 (any type of die, AMB-41): the Rogue's Casualty die may be re-rolled."""
    m = game()
    enter(m, (0, 1, 2), rogue_cd=True)
    roll(m, 2, 6, 0)
    assert strength(m) == 6
    m.act(Reroll(2))
    assert pending_dice(m) == ("casualty",)
    roll(m, 2)
    assert strength(m) == 8


def test_rumors_add_one_each_to_the_attack():
    """VD-FIGHT-15, VD-FIGHT-20: each Rumor spent is +1; Old and New alike; no more than held."""
    m = game()
    m.state.seats[0].rumors_old = 2  # the Xanathar also hold 1 New from the Initiative
    enter(m, (1, 0, 0))
    roll(m, 5)
    assert SpendRumors(4) not in m.legal_actions()
    refuse(m, SpendRumors(4), "must decide first")
    m.act(SpendRumors(3))
    assert strength(m) == 8
    assert m.state.seats[0].rumors == 0 and side(m).rumors == 3


def test_ex10_petes_total_attack_strength_is_14():
    """EX-10 (L268), VD-FIGHT-13, VD-FIGHT-15, VD-FIGHT-20: the d12 at 9, Wand of Lightning +2, two Casualties
    inflicted (the Rogue die showing 2, AMB-06) and 1 Rumor: +5, AS 14: enough for a room 3 of 13. The Rumor is
    spent, the Wand lies face up; 6 Followers allow 6 Magic Items, 1 is used."""
    m = game()
    give(m, 0, "wand_of_lightning")
    enter(m, (3, 2, 1), secret=EXAMPLE, rogue_cd=True)
    roll(m, 6, 3, 9, 2)
    m.act(PlayCard("wand_of_lightning"))
    m.act(SpendRumors(1))
    assert strength(m) == 9 + 2 + 2 + 1 == 14
    assert m.state.seats[0].played == ["wand_of_lightning"] and m.state.seats[0].rumors == 0
    assert side(m).magic_used == 1
    finish(m)
    roll(m, 0)  # room 3 pictures one Casualty die: no skull
    assert len(m.state.seats[0].secrets) == 1


# -- Critical Hits --------------------------------------------------------------------------------
def test_ex11_a_natural_ten_is_a_critical_and_a_bonus_to_ten_is_not():
    """EX-11 (L265), VD-FIGHT-17, VD-FIGHT-18, VD-CARD-19, VD-CAS-04(a): a d10 showing 10 as the Attack die
    rolls one more Casualty die whose skulls add to AS (10 + 2 = 12). A d10 showing 8 with
    Flametongue's +2 also makes 10, but no Critical die is rolled."""
    m = game()
    enter(m, (1, 0, 0))
    roll(m, 10)
    assert pending_dice(m) == ("casualty",)
    roll(m, 2)
    assert [d.source for d in side(m).dice] == ["fighter", "crit_cd"]
    assert strength(m) == 12

    m = game()
    give(m, 0, "flametongue")
    enter(m, (1, 0, 0))
    roll(m, 8)
    m.act(PlayCard("flametongue"))
    assert m.state.chance is None and owed(m) == "modify"
    assert strength(m) == 10 and [d.source for d in side(m).dice] == ["fighter"]


def test_choosing_a_lower_die_for_a_critical_hit():
    """VD-FIGHT-16, VD-FIGHT-17: d10 5 and d4 4: the d4's natural 4 may be chosen for the Critical die
    (2 skulls: AS 6 beats the 5); switching back gives the Critical up."""
    m = game()
    enter(m, (1, 1, 0), rogue_cd=False)
    roll(m, 5, 4)
    assert (attack_die(m).kind, strength(m)) == ("d10", 5)
    m.act(SwitchDie(1))
    assert pending_dice(m) == ("casualty",)
    roll(m, 2)
    assert strength(m) == 4 + 2
    m.act(SwitchDie(0))
    assert strength(m) == 5 and all(d.source != "crit_cd" for d in side(m).dice)


def test_the_critical_die_is_rolled_once_switching_back_is_no_free_reroll():
    """VD-FIGHT-17, VD-REROLL-05 (re-rolls come only from Wizards and cards): the Critical die for
    the d4's 4 shows 0; switching to the d10 and back to the d4 takes up that same die again, with
    no new roll; nor is a set-aside Critical die counted or re-rollable."""
    m = game()
    enter(m, (1, 1, 1), rogue_cd=False)
    roll(m, 5, 4, 3)
    m.act(SwitchDie(1))
    roll(m, 0)
    assert strength(m) == 4
    m.act(SwitchDie(0))
    assert m.state.chance is None and strength(m) == 5
    assert not any(isinstance(a, Reroll) for a in m.legal_actions())  # one Wizard: no re-roll anyway
    m.act(SwitchDie(1))
    assert m.state.chance is None, "switching back must not roll the Critical die again"
    assert strength(m) == 4 and [d.source for d in side(m).dice] == ["fighter", "rogue", "wizard", "crit_cd"]


def test_a_critical_hit_counts_win_or_lose():
    """VD-FIGHT-19, VD-FIGHT-02, VD-FIGHT-08, VD-CAS-02, VD-CAS-04(a), VD-CAS-09, VD-CAS-10: Ana's lone Rogue rolls
    a natural 4 (Critical, 1 skull: AS 5) and loses the Brawl to Bo's d12 9, yet Bo still suffers the Critical's
    skull: he picks which Follower dies, and it returns to his supply."""
    m = game()
    brawl(m, "s0", attacker=(0, 1, 0), defender=(1, 0, 1))
    roll(m, 4, 6, 9)
    roll(m, 1)  # Ana's Critical Hit die
    assert strength(m, 0) == 5 and strength(m, 1) == 9  # the Brawl compares the rivals' AS
    finish(m)
    assert m.state.fight.winner == 1
    assert owed(m) == "retreat" and m.state.decisions[-1].seat == 1  # Bo outnumbers Ana: Bo sends her
    m.act(m.legal_actions()[0])
    assert owed(m) == "casualties" and m.state.decisions[-1].seat == 1
    assert set(m.legal_actions()) == {Casualties(1, 0, 0), Casualties(0, 0, 1)}
    supply = list(m.state.seats[1].supply)
    lose(m, wizards=1)
    assert city.force(m.state, 1, "s0") == [1, 0, 0]
    assert m.state.seats[1].supply == [supply[0], supply[1], supply[2] + 1]


# -- Casualty dice --------------------------------------------------------------------------------
def test_casualty_die_faces():
    """VD-CAS-01: the Casualty die shows 0, 0, 1, 1, 1, 2 skulls; 3 is impossible."""
    assert die("casualty").faces == (0, 0, 1, 1, 1, 2)
    m = game()
    enter(m, (0, 1, 0), rogue_cd=True)
    refuse(m, Roll(("d4", "casualty"), (2, 3)), "cannot show 3")


def test_rogue_skulls_kill_rivals_after_the_brawl_and_the_loser_chooses():
    """VD-CAS-02, VD-CAS-08, VD-CAS-09, VD-CAS-10, VD-FIGHT-08: in a Brawl the Rogue die's 2 skulls kill two of the
    rival's Followers, after the retreat, chosen by their owner, back to the supply; the winner's own Followers are
    untouched (the rival inflicted nothing)."""
    m = game()
    brawl(m, "s0", attacker=(1, 1, 0), defender=(1, 1, 1), rogue_cds=(True, False))
    roll(m, 7, 2, 2, 3, 1, 5)
    assert strength(m, 0) == 9 and strength(m, 1) == 5
    finish(m)
    assert owed(m) == "retreat" and m.state.decisions[-1].seat == 1
    m.act(m.legal_actions()[0])
    dest = next(p for p in city.neighbours(m.state, "s0") if city.count(m.state, 1, p))
    assert owed(m) == "casualties" and m.state.decisions[-1].seat == 1
    assert m.state.decisions[-1].data["place"] == dest  # they die where they retreated to
    lose(m, fighters=1, wizards=1)
    assert city.force(m.state, 1, dest) == [0, 1, 0]
    assert city.force(m.state, 0, "s0") == [1, 1, 0]
    assert m.state.seats[1].supply == [4 - 1 + 1, 3 - 1, 3 - 1 + 1]


def test_dungeon_casualties_are_secrets_plus_pictured_dice_and_the_owner_chooses():
    """VD-CAS-05, VD-CAS-06, VD-CAS-08, VD-CAS-09: with 2 Secrets, a room-1-only attempt on a layout picturing 1
    Casualty die in room 1 suffers 3 dice; 3 skulls kill 3 of the 4 Followers, the owner picks which."""
    m = game()
    for s in ("secret_bone_gallery", "secret_iron_cells"):
        m.state.secrets.pile.remove(s)
        m.state.seats[0].secrets.append(s)
    put(m, 0, "yp", 2, 1, 1)
    from game.vault.actions import Enter, RogueDie
    from tests.vault.helpers import draw
    m.act(Enter("gold", 2, 1, 1))
    draw(m, "secret_spider_loft")  # room 1 pictures a Casualty die; room 2 needs 6
    m.act(RogueDie(False))
    roll(m, 1, 1, 2)
    assert strength(m) == 2 + 2  # the d12's 2 and the 2 Secrets: below 6
    finish(m)
    assert pending_dice(m) == ("casualty",) * 3
    roll(m, 1, 1, 1)
    assert owed(m) == "casualties"
    options = set(m.legal_actions())
    assert Casualties(2, 1, 0) in options and Casualties(1, 1, 1) in options and Casualties(2, 0, 1) in options
    assert all(a.fighters + a.rogues + a.wizards == 3 for a in options if isinstance(a, Casualties))
    lose(m, 2, 0, 1)
    assert city.force(m.state, 0, "yp") == [0, 1, 0]
    assert m.state.seats[0].supply == [4, 2, 3]


def test_skulls_beyond_the_followers_present_do_nothing_more():
    """VD-CAS-11: 4 skulls against 1 Follower kill that one; nothing else happens (no choice is
    owed, no loot is taken, nothing is lost elsewhere)."""
    m = game()
    put(m, 0, "s0", 2, 0, 0)
    m.state.seats[0].secrets.append("secret_iron_cells")
    m.state.secrets.pile.remove("secret_iron_cells")
    m.state.seats[0].secrets.append("secret_bone_gallery")
    m.state.secrets.pile.remove("secret_bone_gallery")
    enter(m, (1, 0, 0), secret="secret_spider_loft")
    roll(m, 3)
    finish(m)
    roll(m, 2, 2, 0)
    assert owed(m) is None and m.state.fight is None
    assert city.force(m.state, 0, "yp") == [0, 0, 0] and city.force(m.state, 0, "s0") == [2, 0, 0]
    assert m.state.seats[0].gold == 10 - 1  # the gold door, and no loot
    assert m.state.seats[0].supply == [4 - 2, 3, 3]


def test_dangerous_actions_are_another_source_of_suffered_casualties():
    """VD-CAS-12 (VD-LOC-10): Field of Triumph's Action pictures a Casualty die: suffered first; the
    Action then pays 3 gold and a Treasure to the survivors."""
    m = game()
    put(m, 0, "s8", 2, 0, 0)
    m.act(UseLocation("s8"))
    assert pending_dice(m) == ("casualty",)
    roll(m, 1)  # only Fighters there: the one choice is made for Ana
    from tests.vault.helpers import draw
    draw(m, "draught_of_courage")
    assert city.force(m.state, 0, "s8") == [1, 0, 0]
    assert m.state.seats[0].gold == 13 and m.state.seats[0].treasure == ["draught_of_courage"]


def test_card_casualty_dice_add_to_attack_strength():
    """VD-CAS-04(c), VD-CAS-03: Alchemist's Fire inflicts one more Casualty die; its skull is +1."""
    m = game()
    give(m, 0, "alchemists_fire")
    enter(m, (1, 0, 0))
    roll(m, 6)
    m.act(PlayCard("alchemists_fire"))
    assert pending_dice(m) == ("casualty",)
    roll(m, 1)
    assert strength(m) == 7


def test_turn_moves_on_after_a_fight():
    """VD-FIGHT-01: a Fight is one Action: after it, the next seat is to act."""
    m = game()
    enter(m, (1, 0, 0))
    roll(m, 3)
    finish(m)
    assert m.state.seats[0].actions == 4 and m.to_act() == 1
    m.act(TakeGold())
    assert m.to_act() == 0
