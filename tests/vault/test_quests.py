"""Quests on Waterdeep Locations and the procedure Quests share with Dungeons (VD-QUEST, VD-QD).

The Drowned Sewers (s6, the dragon-side Quest, the rulebook's picture): room 1 pictures a
Casualty die and gives 1 gold; room 2 (Difficulty 6) gives 1 Rumor; room 3 (Difficulty 9)
pictures a Casualty die and gives a Treasure and 1 gold."""
import pytest

from game.vault import city
from game.vault.actions import Decline, Fight, Move, PlayCard, Quest, RogueDie, SpendRumors, TakeGold, UseLocation
from game.vault.content import load
from tests.vault.fightkit import brawl, draw, finish, game, lose, owed, put, refuse, roll, strength

SEWERS = "s6"


def quest(m, force=(2, 0, 0), seat=0, rogue_cd=False):
    put(m, seat, SEWERS, *force)
    m.act(Quest(SEWERS))
    if owed(m) == "rogue_die":
        m.act(RogueDie(rogue_cd))


def test_the_quest_content():
    """VD-QUEST-01, VD-QUEST-04, VD-QUEST-05: Quests are printed on Location faces; each has exactly 3 rooms, room 1
    without a Difficulty, rooms 2 and 3 with one (room 3 at least room 2), and never a Secret in its
    loot. The Drowned Sewers is the rulebook's Quest: 1 die to attempt, 1 more to complete."""
    quests = [f for f in load().faces.values() if f.kind == "quest"]
    assert len(quests) == 5
    for face in quests:
        assert len(face.rooms) == 3 and face.rooms[0].difficulty == 0
        assert 0 < face.rooms[1].difficulty <= face.rooms[2].difficulty
        assert all("secret" not in r.loot for r in face.rooms)
    sewers = load().faces["drowned_sewers"]
    assert [r.casualty_dice for r in sewers.rooms] == [1, 0, 1]
    assert [r.difficulty for r in sewers.rooms] == [0, 6, 9]


def test_a_failed_quest_costs_one_action_no_entrance_and_the_survivors_stay():
    """VD-QUEST-02, VD-QUEST-06, VD-QUEST-08, VD-QUEST-10, VD-QD-01, VD-QD-04, VD-QD-05, VD-CAS-07: the attempt
    costs 1 Action and nothing else; the Action token is not left on the Quest. AS 5 reaches room 1 only: its
    pictured die is suffered (1 skull, the owner's choice), then room 1's gold; the survivor stays on the Quest."""
    m = game()
    quest(m, (1, 0, 1))
    p = m.state.seats[0]
    assert p.actions == 4 and p.gold == 10 and p.rumors == 1
    assert m.state.fight.kind == "quest" and m.state.fight.place == SEWERS
    roll(m, 5, 2)
    assert strength(m) == 5
    finish(m)
    assert m.state.fight.reached == 1
    assert m.rules.chance(m.state).dice == ("casualty",)
    roll(m, 1)
    assert owed(m) == "casualties"
    lose(m, wizards=1)
    assert m.state.fight is None
    assert city.force(m.state, 0, SEWERS) == [1, 0, 0] and city.count(m.state, 0, "yp") == 0
    assert p.gold == 11 and not m.state.slots[6].used
    assert m.state.slots[6].face == "drowned_sewers"


def test_a_quest_may_be_attempted_again_the_same_round():
    """VD-QUEST-09 (AMB-49): an uncompleted Quest may be tried again, the same round."""
    m = game()
    quest(m, (2, 0, 0))
    roll(m, 3)
    finish(m)
    roll(m, 0)
    m.act(TakeGold())  # Bo
    assert Quest(SEWERS) in m.legal_actions()
    m.act(Quest(SEWERS))
    assert m.state.fight.kind == "quest" and m.state.seats[0].actions == 3


def test_completing_a_quest():
    """VD-QUEST-07, VD-QUEST-09, VD-QD-03, VD-QD-05, VD-QD-06 (AMB-13, AMB-14), VD-QUEST-04: AS 9 (room 3's
    Difficulty) reaches every room: the attempt's die and the completion's die (2 dice), then all the loot: 2 gold,
    1 Rumor, 1 Treasure, and no Secret. The Quest turns over (the Smugglers' Landing); the survivors go to the
    Portal."""
    m = game()
    quest(m, (3, 0, 0))
    roll(m, 9)
    finish(m)
    assert m.state.fight.reached == 3
    assert m.rules.chance(m.state).dice == ("casualty", "casualty")
    roll(m, 1, 1)
    draw(m, "moonsilver_oil")
    p = m.state.seats[0]
    assert p.gold == 12 and p.rumors == 2 and p.treasure == ["moonsilver_oil"] and p.secrets == []
    assert m.state.slots[6].face == "smugglers_landing"
    assert city.force(m.state, 0, "yp") == [1, 0, 0] and city.count(m.state, 0, SEWERS) == 0
    assert len(m.state.secrets) == 21


def test_quest_room_two_alone():
    """VD-QD-03, VD-QD-04 (AMB-14): AS 6 reaches room 2 (and room 1): 1 gold and 1 Rumor; only room 1's
    pictured die, since room 3 was not reached."""
    m = game()
    quest(m, (1, 1, 0), rogue_cd=True)
    roll(m, 4, 3, 2)  # d10 4, d4 3, 2 skulls
    assert strength(m) == 6
    finish(m)
    assert m.state.fight.reached == 2
    assert m.rules.chance(m.state).dice == ("casualty",)
    roll(m, 0)
    assert m.state.seats[0].gold == 11 and m.state.seats[0].rumors == 2


def test_secrets_never_help_in_a_quest_but_rumors_do():
    """VD-QUEST-06, VD-QUEST-12, VD-QUEST-13, VD-QD-02: 2 Secrets add nothing to a Quest's AS and no Casualty dice;
    2 Rumors add +2, so 7 becomes 9 and completes it."""
    m = game()
    for s in ("secret_iron_cells", "secret_bone_gallery"):
        m.state.secrets.pile.remove(s)
        m.state.seats[0].secrets.append(s)
    m.state.seats[0].rumors_old = 1
    quest(m, (2, 0, 0))
    roll(m, 7)
    assert strength(m) == 7
    m.act(SpendRumors(2))
    assert strength(m) == 9
    finish(m)
    assert m.rules.chance(m.state).dice == ("casualty", "casualty")  # the pictured ones only


def test_inflicted_dice_in_a_quest_kill_nothing():
    """VD-QD-07: the Rogue die's 2 skulls and a Critical's skull only add to AS: no Follower of
    anybody dies from them."""
    m = game()
    put(m, 1, "s3", 2, 0, 0)
    quest(m, (0, 2, 0), rogue_cd=True)
    roll(m, 4, 2)
    roll(m, 1)  # Critical Hit
    assert strength(m) == 4 + 2 + 1
    finish(m)
    roll(m, 0)  # room 1's die
    assert city.force(m.state, 0, SEWERS) == [0, 2, 0] and city.force(m.state, 1, "s3") == [2, 0, 0]


def test_casualties_come_before_the_loot():
    """VD-QD-08, VD-CARD-11: the Treasure found in room 3 is drawn only after the Casualties are
    settled, so a Healing Potion found there cannot save anyone on this Quest."""
    m = game()
    quest(m, (2, 0, 1))
    roll(m, 9, 1)
    finish(m)
    roll(m, 1, 1)
    assert owed(m) == "casualties" and m.state.seats[0].treasure == []
    assert not any(isinstance(a, PlayCard) for a in m.legal_actions())
    refuse(m, PlayCard("healing_potion"), "must decide first")
    lose(m, fighters=1, wizards=1)
    assert m.rules.chance(m.state).deck == "treasure"  # the loot comes only now
    draw(m, "healing_potion")
    assert m.state.seats[0].treasure == ["healing_potion"] and city.force(m.state, 0, "yp") == [1, 0, 0]


def test_move_to_a_quest_from_anywhere():
    """VD-QUEST-03 (AMB-15): Followers reach the Quest by an ordinary Move from any Location, even
    a distant one; the attempt then uses the Followers already there."""
    m = game()
    put(m, 0, "s2", 2, 0, 0)
    m.act(Move("s2", SEWERS, 2, 0, 0))
    m.act(TakeGold())
    m.act(Quest(SEWERS))
    assert m.state.fight.sides[0].force == [2, 0, 0]


def test_illegal_quests():
    """VD-QUEST-11, VD-QUEST-01: no Followers there; a Location that is not a Quest; a Quest shared
    with a rival (Brawl first); a Quest cannot be used like an ordinary Location."""
    m = game()
    refuse(m, Quest(SEWERS), "must Control the Quest")
    put(m, 0, "s0", 1, 0, 0)
    refuse(m, Quest("s0"), "not a Quest")
    refuse(m, Quest("yp"), "not a Location on the board")
    put(m, 0, SEWERS, 1, 0, 0)
    refuse(m, UseLocation(SEWERS), "is a Quest")
    put(m, 1, SEWERS, 1, 0, 0)
    refuse(m, Quest(SEWERS), "fight for it first")
    assert Quest(SEWERS) not in m.legal_actions() and Fight(SEWERS) in m.legal_actions()


def test_win_the_contested_quest_then_attempt_it_with_the_same_action():
    """VD-QUEST-11 (AMB-26), VD-FIGHTACT-06: Ana Brawls Bo on the Quest, wins, Bo retreats, and Ana may
    attempt the Quest at once: one Action for both; she then completes it."""
    m = game(watch=("s11", "s10", "s5", "s4"))  # no Watch close enough to join the Brawl
    brawl(m, SEWERS, attacker=(2, 0, 0), defender=(1, 0, 0))
    roll(m, 9, 2)
    finish(m)
    if owed(m) == "retreat":
        m.act(m.legal_actions()[0])
    assert owed(m) == "opportunity"
    assert set(m.legal_actions()) == {Quest(SEWERS), Decline()}
    m.act(Quest(SEWERS))
    assert m.state.fight.kind == "quest" and m.state.seats[0].actions == 4
    roll(m, 10)
    roll(m, 0)  # Critical: no skull
    finish(m)
    roll(m, 0, 0)
    draw(m, "moonsilver_oil")
    assert m.state.slots[6].face == "smugglers_landing" and m.state.seats[0].actions == 4


@pytest.mark.parametrize("face", ["sunken_cistern", "goblin_warrens", "haunted_belfry", "restless_crypt"])
def test_every_quest_face_can_be_completed_and_turns_back(face):
    """VD-QUEST-05, VD-QUEST-09: each reverse-side Quest is a Fight with 3 rooms; completing it turns the
    Location back to its dragon face."""
    m = game()
    tile = load().faces[face].tile
    slot = next(i for i, s in enumerate(m.state.slots) if s.tile == tile)
    m.state.slots[slot].face = face
    for w in m.state.watch:
        if w.place == f"s{slot}":
            w.place = "s3"
    put(m, 0, f"s{slot}", 0, 0, 1)
    m.act(Quest(f"s{slot}"))
    roll(m, 12)
    roll(m, 0)
    assert strength(m) == 12 >= load().faces[face].rooms[2].difficulty
    finish(m)
    while m.state.chance is not None or owed(m):
        if m.state.chance and m.state.chance.dice:
            roll(m, *([0] * len(m.state.chance.dice)))
        else:
            m.settle() if m.state.chance else m.act(m.legal_actions()[0])
    assert m.state.slots[slot].face == load().tiles[tile].dragon
