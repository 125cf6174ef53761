"""Legend of Drizzt conditions and curses (checklist section J, LD-COND-01..09): the stun and
poison tokens, what a stunned hero may do, poison's bite and cure roll, conditions on a downed
hero, and curses that end with a kill or an end-of-turn roll."""
from __future__ import annotations

from game.drizzt import party
from game.drizzt.actions import Attack, Disarm, Move, UseItem
from tests.drizzt.helpers import draw, hero_at, monster, owed, roll
from tests.drizzt.rulekit_iv import begin, decline, end_phase, legal, line, purpose, quiet, spaces, stack, to_hit


def to_villain_phase(m) -> None:
    """End the active hero's phase on an inner space of the start tile (nothing to explore)."""
    hero_at(m, m.state.turn.hero, (2, 1) if m.state.turn.hero == 0 else (1, 2))
    end_phase(m)


# -- stunned -----------------------------------------------------------------------------------
def test_a_stun_puts_one_token_and_a_second_adds_nothing():
    """LD-COND-01: a stun puts a stun token on the hero card; a hero carries at most one, so a
    second stun while stunned changes nothing."""
    m = begin("kaelith", "thalia")
    stack(m, "encounter", "maddening_chatter")
    to_villain_phase(m)
    events = draw(m, "maddening_chatter")
    assert m.state.heroes[0].stunned
    assert any(e.data.get("stunned") for e in events)
    assert party.condition(m.state, 0, "stunned") == []  # already stunned: no second token
    assert m.state.heroes[0].stunned is True


def test_a_stunned_hero_moves_or_attacks_not_both():
    """LD-COND-02 (G-13): a stunned hero takes one move or one attack: after a move there is no
    attack and no second move; after an attack there is no move."""
    m = begin("kaelith", "thalia")
    hero_at(m, 0, (1, 1))
    hero_at(m, 1, (3, 3))
    m.state.heroes[0].stunned = True
    bear = monster(m, "cave_bear", (1, 3), holder=1)
    assert legal(m, Move) and legal(m, Attack)
    m.act(Move(0, 0, 2))  # next to the bear
    assert not legal(m, Attack) and not legal(m, Move)

    m = begin("kaelith", "thalia")
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (3, 3))
    m.state.heroes[0].stunned = True
    bear = monster(m, "cave_bear", (1, 3), holder=1)
    m.act(Attack(0, "split_volley", (bear.uid,)))
    roll(m, 1)
    assert not legal(m, Move) and not legal(m, Attack)


def test_a_stunned_hero_may_open_or_disarm_as_its_one_action():
    """LD-COND-02 (G-13): disarming (an attack stand-in) is the stunned hero's single action."""
    m = begin("kaelith", "thalia")
    hero_at(m, 0, (1, 2))
    m.state.heroes[0].stunned = True
    m.state.tiles[0].markers.append("trap:hidden_pit")
    m.state.heroes[0].row.append("trap:hidden_pit")
    m.act(Disarm(0, "hidden_pit"))
    roll(m, 3)
    assert not legal(m, Move) and not legal(m, Disarm)


def test_the_stun_token_goes_at_the_end_of_the_hero_phase():
    """LD-COND-03: the stun token is discarded at the end of the stunned hero's hero phase."""
    m = begin("kaelith", "thalia")
    quiet(m)
    m.state.heroes[0].stunned = True
    to_villain_phase(m)
    assert not m.state.heroes[0].stunned


def test_a_stun_cured_in_the_hero_phase_gives_the_full_turn_back():
    """LD-COND-04: a stun removed another way during the hero phase (an Antidote Flask) gives
    back both the move and the attack."""
    m = begin("kaelith", "thalia", items={0: ["antidote_flask"]})
    hero_at(m, 0, (1, 1))
    hero_at(m, 1, (3, 3))
    m.state.heroes[0].stunned = True
    bear = monster(m, "cave_bear", (1, 3), holder=1)
    m.act(UseItem(0, "antidote_flask"))
    assert not m.state.heroes[0].stunned
    m.act(Move(0, 0, 2))
    assert legal(m, Attack)  # a move and still the attack
    m.act(Attack(0, "split_volley", (bear.uid,)))
    roll(m, 1)
    assert not legal(m, Move)  # move + attack: the two actions are spent


def test_cure_then_move_attack_move_is_not_more_than_two_actions():
    """LD-COND-04 with LD-HERO-04: the cured hero gets the normal two actions, no more."""
    m = begin("kaelith", "thalia", items={0: ["antidote_flask"]})
    hero_at(m, 0, (1, 1))
    hero_at(m, 1, (3, 3))
    m.state.heroes[0].stunned = True
    monster(m, "cave_bear", (1, 3), holder=1)
    m.act(UseItem(0, "antidote_flask"))
    m.act(Move(0, 0, 2))
    m.act(Move(0, 0, 1))
    assert not legal(m, Move) and not legal(m, Attack)


# -- poisoned ------------------------------------------------------------------------------------
def test_a_poison_puts_one_token_and_a_second_adds_nothing():
    """LD-COND-05: poison puts a poison token on the hero card, at most one."""
    m = begin("kaelith", "thalia")
    stack(m, "encounter", "stinging_gas")
    to_villain_phase(m)
    draw(m, "stinging_gas")
    assert m.state.heroes[0].poisoned
    assert party.condition(m.state, 0, "poisoned") == []
    assert m.state.heroes[0].poisoned is True


def test_a_poisoned_hero_takes_1_damage_as_its_hero_phase_starts():
    """LD-COND-06 (LD-HERO-01): 1 damage at the start of the poisoned hero's hero phase."""
    m = begin("kaelith", "thalia")
    quiet(m)
    m.state.heroes[1].poisoned = True
    m.state.heroes[1].health = 3
    to_villain_phase(m)  # hero 0's turn ends: hero 1's hero phase starts
    assert m.state.turn.hero == 1 and owed(m) == "hero"
    assert m.state.heroes[1].health == 2


def test_poison_is_rolled_off_on_10_or_more_at_the_end_of_the_hero_phase():
    """LD-COND-07: at the end of its hero phase a poisoned hero rolls: 9 keeps the poison, 10
    removes it."""
    m = begin("kaelith", "thalia")
    quiet(m)
    m.state.heroes[0].poisoned = True
    to_villain_phase(m)
    assert purpose(m) == "cure"
    roll(m, 9)
    assert m.state.heroes[0].poisoned
    to_villain_phase(m)  # hero 1's turn
    assert m.state.turn.hero == 0 and m.state.heroes[0].health == 9  # the poison bit again
    to_villain_phase(m)
    roll(m, 10)
    assert not m.state.heroes[0].poisoned


def test_conditions_stay_on_a_hero_at_0_health():
    """LD-COND-08: a hero knocked to 0 keeps its stun and poison tokens (and, being down, takes
    no further damage, G-37)."""
    m = begin("kaelith", "thalia")
    quiet(m)
    kaelith = m.state.heroes[0]
    kaelith.stunned = kaelith.poisoned = True
    kaelith.health = line("cave_bear", 0).damage  # the bear hits for 2
    monster(m, "cave_bear", (3, 1), holder=0)
    hero_at(m, 1, (0, 3))
    to_villain_phase(m)
    roll(m, 2)  # the cure roll fails
    decline(m)
    roll(m, 20)  # the bear hits for 2
    assert kaelith.health == 0
    assert kaelith.poisoned  # the stun went at the end of the hero phase, before she fell
    kaelith.stunned = True
    assert party.hurt(m.state, 0, 1, "poison") == []  # no more damage while down
    assert kaelith.stunned and kaelith.poisoned and kaelith.health == 0


# -- curses ----------------------------------------------------------------------------------------
def test_a_curse_lies_on_the_hero_until_it_defeats_a_monster():
    """LD-COND-09: a curse goes on the active hero's card and lasts as it says: Leaden Limbs
    (-2 Speed) until the hero defeats a monster."""
    m = begin("kaelith", "thalia")
    stack(m, "encounter", "leaden_limbs")
    to_villain_phase(m)
    draw(m, "leaden_limbs")
    kaelith = m.state.heroes[0]
    assert kaelith.curses == ["leaden_limbs"]
    assert party.speed(m.state, kaelith) == 5  # 7 - 2
    quiet(m)
    to_villain_phase(m)  # hero 1's turn passes
    assert m.state.turn.hero == 0
    hero_at(m, 0, (1, 2))
    rat = monster(m, "skeleton", (1, 3), holder=1)
    assert not any(x > 1 + 5 for x, _ in spaces(m))
    m.act(Attack(0, "split_volley", (rat.uid,)))
    roll(m, to_hit("skeleton", 6))  # Split Volley (+6) hits: the skeleton falls
    while owed(m) != "hero":
        if m.state.chance is not None:
            m.settle()
        else:
            m.act(m.legal_actions()[0])
    assert kaelith.curses == [] and "leaden_limbs" in m.state.encounter_deck.discard
    assert party.speed(m.state, kaelith) == 7


def test_a_curse_lifted_by_16_or_more_rolled_at_the_end_of_the_turn():
    """LD-COND-09 (G-38): Hex of Frailty (-2 Defense) is rolled against at the end of the cursed
    hero's own turn, after its villain phase: 15 holds, 16 lifts it."""
    m = begin("kaelith", "thalia")
    stack(m, "encounter", "hex_of_frailty")
    to_villain_phase(m)
    draw(m, "hex_of_frailty")
    kaelith = m.state.heroes[0]
    assert party.defense(m.state, kaelith) == 13  # 15 - 2
    assert purpose(m) == "curse_roll"  # the turn's end: roll for it now
    roll(m, 15)
    assert kaelith.curses == ["hex_of_frailty"]
    quiet(m)
    to_villain_phase(m)  # hero 1: no roll for the curse on someone else's turn
    assert m.state.turn.hero == 0 and owed(m) == "hero"
    to_villain_phase(m)
    assert purpose(m) == "curse_roll"
    roll(m, 16)
    assert kaelith.curses == [] and party.defense(m.state, kaelith) == 15


def test_a_curse_ends_on_its_own_number():
    """LD-COND-09: "until you roll N or higher": Whispering Doom names 14, so 14 lifts it while
    Hex of Frailty (16) stays on the same roll."""
    m = begin("kaelith", "thalia")
    quiet(m)
    kaelith = m.state.heroes[0]
    kaelith.curses = ["whispering_doom", "hex_of_frailty"]
    to_villain_phase(m)
    roll(m, 14)
    assert kaelith.curses == ["hex_of_frailty"]
