"""The Yawning Portal, Undermountain and the Vault of Dragons: entrances, rooms, Casualties,
loot, Secrets, the Revisited token (VD-YP, VD-DUN, VD-VAULT), and the worked examples EX-06,
EX-12, EX-13 and EX-14. Secrets are forced by draws, dice by rolls."""
from game.vault import city, dungeons
from game.vault.actions import Enter, Fight, Gather, Move, RevealVault, RogueDie, SpendRumors, TakeGold
from tests.vault.fightkit import (CLEAN, EXAMPLE, TWELVE, draw, end_round, enter, finish, game, lose, put, refuse,
                                  roll, strength)
from tests.vault.helpers import give

LEVELS = ["dungeon_level", "echoing_cisterns", "fungus_deeps", "mad_wizards_halls"]


def hold_secrets(m, seat, *secrets):
    for s in secrets:
        m.state.secrets.pile.remove(s)
        m.state.seats[seat].secrets.append(s)


THREE = ("secret_bone_gallery", "secret_iron_cells", "secret_silent_forge")


# -- the Yawning Portal ---------------------------------------------------------------------------
def test_ex06_johns_attempt_through_the_main_entrance():
    """EX-06 (L234), VD-YP-06, VD-YP-08, VD-YP-09a, VD-YP-11, VD-YP-12, VD-DUN-05, VD-DUN-08, VD-DUN-12, VD-DUN-13,
    VD-QD-05: John's 2 Fighters, Rogue and Wizard go in by the gold door for 4 gold; AS 12 reaches room 2
    (Difficulty 9) but not room 3 (13). He holds 1 Secret, so he suffers 1 Casualty die (1 skull: one Follower dies,
    his choice). The 3 survivors return to the Portal with rooms 1-2's loot (2 gold and a Treasure); the Secret goes
    under the pile, the Dungeon is not turned over, the gold door stays used."""
    m = game()
    hold_secrets(m, 0, "secret_iron_cells")
    put(m, 0, "yp", 2, 1, 1)
    m.act(Enter("gold", 2, 1, 1))
    assert m.state.seats[0].gold == 10 - 4 and m.state.seats[0].actions == 4
    assert city.force(m.state, 0, "dungeon") == [2, 1, 1] and city.force(m.state, 0, "yp") == [0, 0, 0]
    draw(m, EXAMPLE)
    m.act(RogueDie(True))
    roll(m, 6, 2, 10, 1)
    assert strength(m) == 10 + 1 + 1 == 12  # the d12, the Rogue's skull, the Secret
    finish(m)
    assert m.state.fight.reached == 2
    assert m.rules.chance(m.state).dice == ("casualty",)  # 1 Secret; room 3's die is not reached
    roll(m, 1)
    lose(m, fighters=1)
    draw(m, "moonsilver_oil")
    assert m.state.fight is None
    p = m.state.seats[0]
    assert city.force(m.state, 0, "yp") == [1, 1, 1] and city.force(m.state, 0, "dungeon") == [0, 0, 0]
    assert p.gold == 6 + 2 and p.treasure == ["moonsilver_oil"] and len(p.secrets) == 1
    assert m.state.secrets.bottom == [EXAMPLE]
    assert m.state.levels == LEVELS
    assert p.entrances == ["gold"]


def test_the_magic_item_and_rumor_entrances_admit_any_number():
    """VD-YP-09b/c, VD-YP-12 (AMB-09, AMB-55), VD-CARD-21: the Magic Item door takes one unplayed
    Magic Item from the hand (to the discard pile) for any number of Followers; the Rumor door
    takes 2 Rumors. Neither costs gold."""
    m = game()
    give(m, 0, "ring_of_valor")
    put(m, 0, "yp", 3, 2, 2)
    m.act(Enter("magic", 3, 2, 2, card="ring_of_valor"))
    assert m.state.magic.discard == ["ring_of_valor"] and m.state.seats[0].magic == []
    assert city.force(m.state, 0, "dungeon") == [3, 2, 2] and m.state.seats[0].gold == 10
    draw(m, CLEAN)
    m.act(RogueDie(False))
    roll(m, 1, 1, 1)
    finish(m)
    m.act(TakeGold())  # Bo
    m.state.seats[0].rumors_old = 1
    m.act(Enter("rumors", 3, 2, 2))
    assert m.state.seats[0].rumors == 1 + 1 + 1 - 2  # Initiative, room 1's loot, 1 Old; 2 paid
    assert m.state.seats[0].gold == 10 and m.state.seats[0].entrances == ["magic", "rumors"]


def test_each_entrance_once_per_round_but_several_attempts():
    """VD-YP-07, VD-YP-10, VD-YP-11 (VD-GLOSS-12): three attempts in one round, one per door; then no Enter is
    offered; a used door is refused; the next round every door is open again."""
    m = game()
    give(m, 0, "ring_of_valor")
    m.state.seats[0].rumors_old = 1
    put(m, 0, "yp", 3, 0, 0)
    used = []
    for door, card, secret in (("gold", "", CLEAN), ("magic", "ring_of_valor", "secret_drowned_library"),
                               ("rumors", "", "secret_iron_cells")):
        for before in used:
            refuse(m, Enter(before, 1, 0, 0, card=card), "used that entrance this round")
        m.act(Enter(door, 1, 0, 0, card=card))
        draw(m, secret)
        roll(m, 2)
        finish(m)
        used.append(door)
        assert m.state.seats[0].entrances == used
        m.act(TakeGold())  # Bo
    assert m.to_act() == 0 and m.state.seats[0].actions == 2
    assert not any(isinstance(a, Enter) for a in m.legal_actions())
    refuse(m, Enter("gold", 1, 0, 0), "used that entrance this round")
    end_round(m)
    assert m.state.seats[0].entrances == []
    if m.to_act() != 0:
        m.act(TakeGold())
    assert Enter("gold", 1, 0, 0) in m.legal_actions()


def test_illegal_entries_are_refused_and_change_nothing():
    """VD-YP-09, VD-YP-10, VD-YP-15, VD-VAULT-05, VD-WIN-01: no such door; nobody on the Portal; an empty party;
    Followers elsewhere in the city; too little gold; no Magic Item (or one already played); fewer
    than 2 Rumors; the Vault before it is revealed; the free Vault door without 3 Secrets."""
    m = game()
    refuse(m, Enter("gold", 1, 0, 0), "only Followers on the Yawning Portal")
    put(m, 0, "s0", 2, 0, 0)
    refuse(m, Enter("gold", 2, 0, 0), "only Followers on the Yawning Portal")
    put(m, 0, "yp", 2, 1, 0)
    refuse(m, Enter("back_door", 1, 0, 0), "no 'back_door' entrance")
    refuse(m, Enter("gold", 0, 0, 0), "at least one Follower")
    refuse(m, Enter("gold", 3, 0, 0), "only Followers on the Yawning Portal")
    m.state.seats[0].gold = 2
    refuse(m, Enter("gold", 2, 1, 0), "1 gold per Follower: 3 gold")
    refuse(m, Enter("magic", 2, 1, 0, card="ring_of_valor"), "pay with a Magic Item")
    m.state.seats[0].played.append("ring_of_valor")
    m.state.magic.pile.remove("ring_of_valor")
    refuse(m, Enter("magic", 2, 1, 0, card="ring_of_valor"), "not one played this round")
    refuse(m, Enter("rumors", 2, 1, 0), "costs 2 Rumors")
    refuse(m, Enter("gold", 1, 0, 0, vault=True), "has not been revealed")
    m.state.vault_revealed = True
    refuse(m, Enter("vault", 1, 0, 0, vault=True), "needs 3 Secrets")
    refuse(m, Enter("vault", 1, 0, 0, vault=False), "needs 3 Secrets")


def test_the_portal_is_public_and_never_a_battlefield():
    """VD-YP-01, VD-YP-02, VD-YP-03, VD-YP-04, VD-YP-07 (VD-LOC-06): rivals share the Portal; nobody Controls it, it
    is never Contested, no Fight can start there; both may use it, any number of times, the same round."""
    m = game()
    put(m, 0, "yp", 1, 0, 0)
    put(m, 1, "yp", 1, 0, 0)
    assert city.controller(m.state, "yp") == -1 and not city.contested(m.state, "yp")
    assert not any(isinstance(a, Fight) for a in m.legal_actions())
    refuse(m, Fight("yp"), "no Fight may start at the Yawning Portal")
    enter(m, (1, 0, 0))
    roll(m, 3)
    finish(m)
    enter(m, (1, 0, 0), secret="secret_iron_cells")  # Bo, into the same Dungeon, through the same tavern
    roll(m, 3)
    finish(m)
    assert city.force(m.state, 0, "yp") == [1, 0, 0] and city.force(m.state, 1, "yp") == [1, 0, 0]
    assert m.state.seats[0].entrances == ["gold"] and m.state.seats[1].entrances == ["gold"]


def test_the_gather_move_brings_followers_to_the_portal():
    """VD-YP-05 (AMB-08, AMB-62): one Action gathers every Follower from several Locations onto the
    Portal, without needing anyone there already. It never goes to a Dungeon (VD-MOVE-03)."""
    m = game()
    put(m, 0, "s0", 2, 0, 0)
    put(m, 0, "s7", 0, 1, 1)
    m.act(Gather(("s0", "s7")))
    assert city.force(m.state, 0, "yp") == [2, 1, 1]
    assert city.count(m.state, 0, "s0") == 0 and city.count(m.state, 0, "s7") == 0
    assert m.state.seats[0].actions == 4
    m.act(TakeGold())
    refuse(m, Gather(("s0",)), "no Followers at")
    refuse(m, Move("yp", "dungeon", 1, 0, 0), "not a Location on the board")


# -- Dungeons -------------------------------------------------------------------------------------
def test_the_secret_is_flipped_and_room_one_is_always_reached():
    """VD-DUN-01, VD-DUN-02, VD-DUN-03, VD-DUN-04, VD-DUN-05, VD-YP-08: entering flips the top Secret; its 3 rooms
    face the party (room 1 without a Difficulty). AS 1 still reaches room 1 and takes its loot (1 Rumor)."""
    m = game()
    put(m, 0, "yp", 1, 0, 0)
    m.act(Enter("gold", 1, 0, 0))
    assert m.rules.chance(m.state).deck == "secrets"
    draw(m, CLEAN)
    assert m.state.fight.kind == "dungeon" and m.state.fight.secret == CLEAN
    assert [r["difficulty"] for r in m.state.fight.rooms] == [0, 7, 11]
    roll(m, 1)
    finish(m)
    assert m.state.seats[0].rumors == 1 + 1 and m.state.seats[0].gold == 9


def test_ex13_attack_strength_equal_to_the_difficulty_reaches_the_room():
    """EX-13 (L307), VD-DUN-05, VD-DUN-10, VD-DUN-11, VD-QD-03, VD-QD-05, VD-GLOSS-13: room 3 needs 12 and AS is 12:
    all three rooms are reached and the Dungeon is completed. Room 3's pictured die is suffered (no skull); the loot
    of every room (1 gold, 1 Treasure, 1 Magic Item) and the Secret are taken; the tile turns over and goes under
    the stack."""
    m = game()
    enter(m, (1, 0, 1), secret=TWELVE)
    roll(m, 3, 12)
    roll(m, 0)  # the Critical Hit die: no skull
    assert strength(m) == 12
    finish(m)
    assert m.state.fight.reached == 3
    roll(m, 0)
    draw(m, "draught_of_courage")
    draw(m, "ring_of_valor")
    p = m.state.seats[0]
    assert p.secrets == [TWELVE] and p.gold == 10 - 2 + 1
    assert p.treasure == ["draught_of_courage"] and p.magic == ["ring_of_valor"]
    assert m.state.levels == LEVELS[1:] + ["dungeon_level_plundered"]
    assert TWELVE not in m.state.secrets.all_cards()


def test_ex13_one_short_is_not_enough():
    """VD-DUN-05: AS 11 against room 3's 12 reaches room 2 only; the Secret stays in the pile."""
    m = game()
    enter(m, (0, 0, 1), secret=TWELVE)
    roll(m, 11)
    finish(m)
    assert m.state.fight.reached == 2
    draw(m, "draught_of_courage")
    assert m.state.seats[0].secrets == [] and m.state.secrets.bottom == [TWELVE]
    assert m.state.levels == LEVELS


def test_ex14_pete_reaches_room_two_with_11():
    """EX-14(a) (L308), VD-DUN-05, VD-QD-05: the Dungeon Level with the rulebook layout (9 / 13):
    the d12's 9 and 2 Rogue skulls make 11: room 2, loot 1 Treasure and 2 gold in all."""
    m = game()
    enter(m, (0, 1, 1), secret=EXAMPLE, rogue_cd=True)
    roll(m, 1, 9, 2)
    assert strength(m) == 11
    finish(m)
    assert m.state.fight.reached == 2
    draw(m, "potion_of_heroism")
    p = m.state.seats[0]
    assert p.gold == 10 - 2 + 2 and p.treasure == ["potion_of_heroism"] and p.secrets == []


def test_ex14_two_more_complete_the_dungeon_level():
    """EX-14(b) (L309), VD-DUN-10, VD-DUN-11, AMB-05/07: +2 (two Rumors) makes 13: room 3, so 1 Treasure,
    2 gold, 1 Rumor and the Secret. Room 3's Casualty die is suffered first. The Dungeon Level
    turns over and goes under; the next attempt faces the next level with a new Secret."""
    m = game()
    m.state.seats[0].rumors_old = 1
    enter(m, (0, 1, 1), secret=EXAMPLE, rogue_cd=True)
    roll(m, 1, 9, 2)
    m.act(SpendRumors(2))
    assert strength(m) == 13
    finish(m)
    assert m.state.fight.reached == 3
    roll(m, 0)
    draw(m, "potion_of_heroism")
    p = m.state.seats[0]
    assert p.gold == 10 - 2 + 2 and p.rumors == 1 and p.secrets == [EXAMPLE]
    assert m.state.levels == ["echoing_cisterns", "fungus_deeps", "mad_wizards_halls", "dungeon_level_plundered"]
    m.act(TakeGold())  # Bo
    put(m, 0, "yp", 1, 0, 0)
    m.state.seats[0].rumors_old += 1
    m.act(Enter("rumors", 1, 0, 0))
    draw(m, CLEAN)  # a fresh Secret for the new top Dungeon
    assert m.state.fight.level == "echoing_cisterns"
    assert [r["difficulty"] for r in m.state.fight.rooms] == [0, 8, 12]  # the level's +1


def test_ex12_two_secrets_add_two_and_two_dice_even_when_a_third_is_won():
    """EX-12 (L273-274), VD-DUN-07, VD-DUN-08, VD-DUN-09, VD-CAS-06: with 2 Secrets, AS gets +2, and the attempt
    suffers 2 dice plus the pictured one (room 3 of the rulebook layout): 3 dice, not 4, although
    the attempt wins a third Secret."""
    m = game()
    hold_secrets(m, 0, "secret_iron_cells", "secret_bone_gallery")
    enter(m, (0, 0, 1), secret=EXAMPLE)
    roll(m, 11)
    assert strength(m) == 11 + 2
    finish(m)
    assert m.rules.chance(m.state).dice == ("casualty",) * 3
    roll(m, 0, 0, 0)
    draw(m, "potion_of_heroism")
    assert len(m.state.seats[0].secrets) == 3


def test_level_casualty_dice_and_difficulty():
    """VD-DUN-08 (AMB-04): a deeper level pictures its own Casualty die (the Fungus Deeps: 1, and
    +1 Difficulty): suffered on every attempt, even one that reaches only room 1."""
    m = game()
    m.state.levels = ["fungus_deeps", "dungeon_level", "echoing_cisterns", "mad_wizards_halls"]
    enter(m, (2, 0, 0), secret=CLEAN)
    assert [r["difficulty"] for r in m.state.fight.rooms] == [0, 8, 12]
    roll(m, 7)
    finish(m)
    assert m.state.fight.reached == 1
    assert m.rules.chance(m.state).dice == ("casualty",)
    roll(m, 2)
    assert city.force(m.state, 0, "yp") == [0, 0, 0]


def test_no_survivor_no_loot_not_even_the_secret():
    """VD-DUN-06, VD-DUN-12 (AMB-48), VD-QD-05: room 3 reached, but every Follower dies: no loot, no Secret;
    it goes under the pile and the tile stays."""
    m = game()
    hold_secrets(m, 0, "secret_iron_cells")
    enter(m, (1, 0, 0), secret=EXAMPLE)
    roll(m, 10)
    roll(m, 2)  # Critical: 10 + 2 + 1 Secret = 13
    finish(m)
    assert m.state.fight is None or m.state.fight.reached == 3
    roll(m, 1, 0)  # 1 Secret die, room 3's die
    assert m.state.fight is None
    p = m.state.seats[0]
    assert len(p.secrets) == 1 and p.gold == 9 and p.rumors == 1 and p.treasure == []
    assert m.state.secrets.bottom == [EXAMPLE] and m.state.levels == LEVELS
    assert city.count(m.state, 0, "yp") == 0 and city.count(m.state, 0, "dungeon") == 0


def test_only_paid_followers_go_down_and_all_survivors_come_back():
    """VD-YP-12, VD-YP-15, VD-DUN-13: 1 of 3 Followers on the Portal goes in (1 gold); the other 2 wait;
    the survivor returns to the Portal."""
    m = game()
    put(m, 0, "yp", 3, 0, 0)
    enter(m, (1, 0, 0))
    assert city.force(m.state, 0, "yp") == [2, 0, 0] and city.force(m.state, 0, "dungeon") == [1, 0, 0]
    roll(m, 8)
    finish(m)
    assert city.force(m.state, 0, "yp") == [3, 0, 0] and "dungeon" not in m.state.followers[0]
    assert m.state.seats[0].gold == 10 - 1 + 2


def test_revisited_token_raises_the_final_room_and_adds_a_treasure():
    """VD-DUN-14, VD-DUN-15 (AMB-47): completing the last dragon-side level brings the completed Dungeon
    Level back to the top: the Revisited token comes out; from then on room 3 is +2 Difficulty and
    holds one more Treasure (room 2 unchanged)."""
    m = game()
    m.state.levels = ["mad_wizards_halls", "dungeon_level_plundered", "echoing_cisterns_drained",
                      "fungus_deeps_burnt"]
    assert not dungeons.dungeon_rooms(m.state, CLEAN, "mad_wizards_halls")[2]["loot"].get("treasure")
    enter(m, (0, 0, 1), secret=CLEAN)
    roll(m, 12)
    roll(m, 1)  # Critical: 12 + 1 = 13 = 11 + the Halls' 2
    finish(m)
    roll(m, 0)  # the Halls' level die
    draw(m, "ring_of_valor")
    assert m.state.revisited and m.state.levels[0] == "dungeon_level_plundered"
    m.act(TakeGold())
    enter(m, (0, 0, 1), secret="secret_drowned_library", entrance="rumors")
    rooms = m.state.fight.rooms
    assert [r["difficulty"] for r in rooms] == [0, 8 + 1, 13 + 1 + 2]
    assert rooms[2]["loot"] == {"magic": 1, "rumors": 1, "treasure": 1}
    assert rooms[1]["loot"] == {"treasure": 1}


def test_cards_found_in_a_dungeon_stay_hidden():
    """VD-YP-14: the rival sees how many cards were found, never which."""
    m = game()
    enter(m, (0, 0, 1), secret=CLEAN)
    roll(m, 11)
    finish(m)
    draw(m, "ring_of_valor")
    mine, theirs = m.view(0)["players"][0], m.view(1)["players"][0]
    assert mine["magic"] == ["ring_of_valor"]
    assert "magic" not in theirs and theirs["magic_count"] == 1


# -- the Vault of Dragons -------------------------------------------------------------------------
def test_reveal_and_the_free_vault_door():
    """VD-VAULT-01, VD-VAULT-02, VD-VAULT-04, VD-VAULT-05, VD-YP-13 (AMB-10): with 3 Secrets the Vault is revealed
    at the start of the turn (no Action); the free door takes any Followers in; one room of Difficulty 20; the 3
    Secrets add +3 and 3 Casualty dice; a survivor means the game is won."""
    m = game()
    hold_secrets(m, 0, *THREE)
    put(m, 0, "yp", 1, 0, 1)
    m.act(RevealVault())
    assert m.state.vault_revealed and m.state.seats[0].actions == 5
    m.act(Enter("vault", 1, 0, 1, vault=True))
    assert m.state.seats[0].gold == 10 and city.force(m.state, 0, "vault") == [1, 0, 1]
    assert m.state.fight.kind == "vault" and [r["difficulty"] for r in m.state.fight.rooms] == [20]
    roll(m, 6, 12)
    roll(m, 2)  # Critical
    m.act(SpendRumors(1))
    assert strength(m) == 12 + 2 + 3 + 1 == 18
    from game.vault.actions import PlayCard
    give(m, 0, "potion_of_heroism")
    m.act(PlayCard("potion_of_heroism"))
    assert strength(m) == 21
    finish(m)
    assert m.rules.chance(m.state).dice == ("casualty",) * 3
    roll(m, 1, 0, 0)
    lose(m, fighters=1)
    assert m.over and m.outcome().winners == (0,)


def test_a_failed_vault_attempt_returns_to_the_portal():
    """VD-VAULT-03, VD-DUN-13: 19 is not 20: the survivors go back to the Portal; no winner."""
    m = game()
    hold_secrets(m, 0, *THREE)
    put(m, 0, "yp", 0, 0, 1)
    m.act(RevealVault())
    m.act(Enter("vault", 0, 0, 1, vault=True))
    roll(m, 11)
    m.state.seats[0].rumors_old = 4
    m.act(SpendRumors(5))
    assert strength(m) == 19
    finish(m)
    roll(m, 0, 0, 0)
    assert not m.over and m.state.fight is None and city.force(m.state, 0, "yp") == [0, 0, 1]
    assert "vault" in m.state.seats[0].entrances
    m.act(TakeGold())  # Bo
    refuse(m, Enter("vault", 0, 0, 1, vault=True), "used that entrance")


def test_the_vault_needs_a_survivor():
    """VD-VAULT-02 (VD-WIN-08): AS 20, but the lone Follower dies: no win."""
    m = game()
    hold_secrets(m, 0, *THREE)
    put(m, 0, "yp", 0, 0, 1)
    m.act(RevealVault())
    m.act(Enter("vault", 0, 0, 1, vault=True))
    roll(m, 12)
    roll(m, 2)
    m.state.seats[0].rumors_old = 2
    m.act(SpendRumors(3))
    assert strength(m) == 20
    finish(m)
    roll(m, 1, 0, 0)
    assert not m.over and m.state.winner == -1


def test_revealing_needs_three_secrets_at_the_start_of_the_turn():
    """VD-VAULT-04 (VD-WIN-02): 2 Secrets cannot reveal."""
    m = game()
    hold_secrets(m, 0, *THREE[:2])
    refuse(m, RevealVault(), "need 3 Secrets")


def test_fewer_than_three_secrets_pay_a_normal_door_into_the_vault():
    """VD-VAULT-05, VD-YP-13: once revealed, Bo with 1 Secret enters the Vault through the gold door
    (1 gold per Follower) instead of the top Dungeon; his 1 Secret adds +1 and one die."""
    m = game()
    hold_secrets(m, 0, *THREE)
    hold_secrets(m, 1, "secret_ogres_larder")
    m.act(RevealVault())
    m.act(TakeGold())
    put(m, 1, "yp", 2, 0, 0)
    m.act(Enter("gold", 2, 0, 0, vault=True))
    assert m.state.fight.kind == "vault" and m.state.seats[1].gold == 10 - 2
    roll(m, 9)
    assert strength(m) == 10
    finish(m)
    roll(m, 0)
    assert city.force(m.state, 1, "yp") == [2, 0, 0] and not m.over


def test_the_doors_show_the_prices_the_engine_charges():
    """VD-YP-09 (issue 14 item 8): each door's words come from the engine's view, and they say what
    the Enter check charges: a seat with one Rumor fewer than the Rumors door names is refused it,
    and with that many it goes down and pays them."""
    m = game()
    prices = m.view(0)["door_prices"]
    assert set(prices) == {"gold", "magic", "rumors", "vault"}
    rumors = int(prices["rumors"].split()[0])
    put(m, 0, "yp", 1, 0, 0)
    m.state.seats[0].rumors_old, m.state.seats[0].rumors_new = rumors - 1, 0
    refuse(m, Enter("rumors", 1, 0, 0), f"costs {rumors} Rumors")
    m.state.seats[0].rumors_old = rumors
    m.act(Enter("rumors", 1, 0, 0))
    assert m.state.seats[0].rumors_old + m.state.seats[0].rumors_new == 0
