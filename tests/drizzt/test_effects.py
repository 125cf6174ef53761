"""Every name in the Legend of Drizzt content vocabulary (game/drizzt/content.py) has a handler in
the engine, and a small test here shows what it does, with numbers.

Each vocabulary table has a dict of cases below, name -> scenario. `test_every_name_has_a_case`
fails as soon as a table gains a name with no case here; the dispatch tests feed every name of a
table to the engine function that handles that table, and fail if it says "no handler"."""
from __future__ import annotations

import pytest

from game.drizzt import adventure, board, content as C, damage, effects, grid, party, tactics, villain
from game.drizzt.actions import Attack, LetItBe, Move, UseItem, UsePower
from game.drizzt.content import load
from tests.drizzt import advanced_cases, formkit
from tests.drizzt.helpers import draw, hero_at, monster, owed, place, roll
from tests.drizzt.rulekit_iv import at, begin, end_phase, line, pile, purpose, quiet, spaces, up


# -- small scenes ---------------------------------------------------------------------------------
def duel(*heroes, card="cave_bear", cell=(2, 2), health=None, holder=1, **kw):
    """Hero 0 on (1, 2) of the start tile, hero 1 on (0, 0), a monster next to hero 0."""
    m = begin(*(heroes or ("thalia", "kaelith")), **kw)
    hero_at(m, 0, (1, 2))
    if len(m.state.heroes) > 1:
        hero_at(m, 1, (0, 0))
    return m, monster(m, card, cell, holder=holder, health=health)


def villain_phase(m, cell=(2, 1), draws=()) -> list:
    """Hero 0 ends the hero phase on an inner space; its encounter is the first of `draws` (none:
    no encounter at all)."""
    if not draws:
        quiet(m)
    hero_at(m, 0, cell)
    events = end_phase(m)
    for card in draws:
        events += draw(m, card)
    return events


def hall(m, tiles=2):
    for tx in range(1, tiles + 1):
        place(m, "dripping_hall", tx, 0)


def attack_roll(m) -> dict:
    assert purpose(m) == "monster_attack", purpose(m)
    return m.state.chance.data


# -- POWER_EFFECTS ------------------------------------------------------------------------------
def power_heal():
    """heal:N: Granite Blood: Thalia regains 3 (5 -> 8)."""
    m = begin("thalia", "kaelith")
    m.state.heroes[0].health = 5
    m.act(UsePower(0, "granite_blood"))
    assert m.state.heroes[0].health == 8


def power_move():
    """move:N: Folded Step moves Ilyndra up to 3 spaces on top of her two actions."""
    m = begin("ilyndra", "kaelith")
    hall(m)
    hero_at(m, 0, (0, 1))
    hero_at(m, 1, (0, 3))
    reach = spaces(m, "folded_step")
    assert (3, 1) in reach and not any(x > 3 for x, _ in reach)
    m.act(Move(0, 3, 1, "folded_step"))
    assert m.state.heroes[0].cell == [3, 1] and m.state.turn.moves == 0 and not up(m, 0, "folded_step")
    assert (9, 1) in spaces(m)  # a full move (Speed 6) still to come


def power_move_replaces_a_move():
    """move:N with use = "move": Hunter's Stride is a 10-space move in place of one of the two."""
    m = begin("kaelith", "thalia")
    hall(m, 3)
    hero_at(m, 0, (0, 1))
    hero_at(m, 1, (0, 3))
    assert (10, 1) in spaces(m, "hunters_stride") and (8, 1) not in spaces(m)
    m.act(Move(0, 10, 1, "hunters_stride"))
    assert m.state.heroes[0].cell == [10, 1] and m.state.turn.moves == 1


def power_defend():
    """defend:N: Shield Wall answers an attack with +3 Defense: the bear's total of 19 would hit
    Thalia's 17, but misses 20."""
    m = begin("thalia", "kaelith", calm=False)
    hero_at(m, 1, (0, 3))
    monster(m, "cave_bear", (3, 1), holder=0)
    villain_phase(m)
    assert owed(m) == "react"
    m.act(UsePower(0, "shield_wall"))
    assert party.defense(m.state, m.state.heroes[0]) == 20 and not up(m, 0, "shield_wall")
    roll(m, 19 - line("cave_bear", 0).attack)
    assert m.state.heroes[0].health == 10


def power_cure():
    """cure: Purifying Touch takes stun and poison off a hero on Maren's tile."""
    m = begin("maren", "kaelith")
    hero_at(m, 1, (1, 1))
    m.state.heroes[1].stunned = m.state.heroes[1].poisoned = True
    m.act(UsePower(0, "purifying_touch", 1))
    assert not m.state.heroes[1].stunned and not m.state.heroes[1].poisoned


def power_flip_up():
    """flip_up: Stubborn Will turns Maren's used Light of Renewal face up again."""
    m = begin("maren", "kaelith")
    hero_at(m, 1, (1, 1))
    m.act(UsePower(0, "light_of_renewal", 1))
    assert not up(m, 0, "light_of_renewal")
    m.act(UsePower(0, "stubborn_will"))
    assert up(m, 0, "light_of_renewal")


def power_shift_allies():
    """shift_allies:N: Battle Cry moves each other hero on Thalia's tile up to 2 spaces."""
    m = begin("thalia", "kaelith")
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (2, 2))
    m.act(UsePower(0, "battle_cry", 1))
    x, y = m.state.heroes[1].cell
    assert (x, y) != (2, 2) and max(abs(x - 2), abs(y - 2)) <= 2


def happy_stumble_raised():
    """Tansy, about to be attacked by a Cave Bear, answers with Happy Stumble (before the roll)."""
    m = begin("tansy", "kaelith", calm=False)
    hero_at(m, 1, (0, 3))
    monster(m, "cave_bear", (3, 1), holder=0)
    villain_phase(m)
    m.act(UsePower(0, "happy_stumble"))
    return m


def power_reroll():
    """reroll: Happy Stumble makes the attacking bear roll again: its 19 (a hit) is replaced by a 1."""
    m = happy_stumble_raised()
    roll(m, 19)
    assert purpose(m) == "monster_attack"  # it must roll again
    roll(m, 1)
    assert m.state.heroes[0].health == m.state.heroes[0].max_health  # unhurt


# -- HIT_EFFECTS and MISS_EFFECTS --------------------------------------------------------------------
def hit_stun():
    """stun: Hammer Drop hits a Rockhide Troll: it skips its next activation (no attack on the
    adjacent Thalia)."""
    m, bear = duel(card="rockhide_troll", holder=0)
    m.act(Attack(0, "hammer_drop", (bear.uid,)))
    roll(m, 19)
    events = villain_phase(m, cell=(1, 2))
    assert any("stunned and does nothing" in e.text for e in events) and m.state.chance is None


def hit_poison():
    """poison: Venom Needle hits a Cave Bear (3 -> 2); at each of its activations it takes 1 first."""
    m, bear = duel("tansy", "kaelith", holder=0, powers={"tansy": ["vital_strike", "venom_needle", "quick_stab",
                                                                   "tumble"]}, calm=False)
    m.act(Attack(0, "venom_needle", (bear.uid,)))
    roll(m, 19)
    assert bear.health == 2
    events = villain_phase(m, cell=(1, 2))
    assert bear.health == 1
    told = [e for e in events if e.data.get("wounded")]  # told, so the table can float a -1 over it
    assert [(e.data["monster"], e.data["wounded"], e.data["health"]) for e in told] == [(bear.uid, 1, 1)]
    assert "poison" in told[0].text


def hit_push():
    """push:N: Shield Bash pushes the bear 1 space further from Thalia."""
    m, bear = duel(powers={"thalia": ["hammer_drop", "shield_bash", "cleave", "battle_cry"]})
    m.act(Attack(0, "shield_bash", (bear.uid,)))
    roll(m, 19)
    x, y = at(m, bear.uid)
    assert abs(x - 1) + abs(y - 2) > 1 and grid.adjacent((x, y), (2, 2)) and bear.health == 2


def hit_heal_self():
    """heal_self:N: Mending Mace hits: Maren regains 1 (6 -> 7)."""
    m, bear = duel("maren", "kaelith")
    m.state.heroes[0].health = 6
    m.act(Attack(0, "mending_mace", (bear.uid,)))
    roll(m, 19)
    assert m.state.heroes[0].health == 7


def hit_slow():
    """slow: Chastening Word hits a bear a tile away: on its next activation it cannot close in,
    so it neither moves nor attacks."""
    m = begin("maren", "kaelith", powers={"maren": ["light_of_renewal", "lance_of_dawn", "chastening_word",
                                                    "purifying_touch"]})
    hall(m)
    hero_at(m, 1, (0, 3))
    hero_at(m, 0, (2, 1))
    bear = monster(m, "cave_bear", (6, 2), holder=0)
    m.act(Attack(0, "chastening_word", (bear.uid,)))
    roll(m, 19)
    villain_phase(m)
    assert at(m, bear.uid) == (6, 2) and m.state.chance is None


def miss_damage():
    """damage:N (a miss): Mountain's Weight misses the bear and still deals 1 (3 -> 2)."""
    m, bear = duel(powers={"thalia": ["mountains_weight", "cleave", "steady_strike", "battle_cry"]})
    m.act(Attack(0, "mountains_weight", (bear.uid,)))
    events = roll(m, 1)
    assert bear.health == 2
    assert [e.data.get("wounded") for e in events if "wounded" in e.data] == [1]  # the miss's blow is told


# -- TACTIC_CONDITIONS -------------------------------------------------------------------------------
def cond_adjacent():
    """adjacent: a hero next to the bear: its first line (attack, 2 damage)."""
    m = begin("kaelith", "thalia")
    hero_at(m, 1, (0, 3))
    monster(m, "cave_bear", (3, 1), holder=0)
    villain_phase(m)
    assert line("cave_bear", 0).cond == "adjacent"
    assert (attack_roll(m)["attack"], attack_roll(m)["damage"]) == (line("cave_bear", 0).attack, 2)


def cond_tile():
    """tile: a Gloomrat Swarm on Kaelith's tile but not next to her: close in (its line 2)."""
    m = begin("kaelith", "thalia")
    hero_at(m, 1, (0, 3))
    rats = monster(m, "gloomrat_swarm", (3, 3), holder=0)
    villain_phase(m, cell=(1, 1))
    assert line("gloomrat_swarm", 1).cond == "tile"
    assert attack_roll(m)["attack"] == line("gloomrat_swarm", 1).attack and grid.adjacent(at(m, rats.uid), (1, 1))


def cond_within():
    """within:N: a bear a tile away: line 2 (within:1), close in and attack for 1."""
    m = begin("kaelith", "thalia")
    hall(m)
    hero_at(m, 1, (0, 3))
    monster(m, "cave_bear", (6, 2), holder=0)
    villain_phase(m)
    assert line("cave_bear", 1).cond == "within:1"
    assert (attack_roll(m)["attack"], attack_roll(m)["damage"]) == (line("cave_bear", 1).attack, 1)


def cond_damaged():
    """damaged: a wounded Cellar Ooze with no hero next to it heals 1 (1 -> 2)."""
    m = begin("kaelith", "thalia")
    hero_at(m, 1, (0, 3))
    ooze = monster(m, "cellar_ooze", (0, 0), holder=0, health=1)
    villain_phase(m)
    assert ooze.health == 2


# -- TACTIC_ACTIONS ----------------------------------------------------------------------------------
def action_attack():
    """attack (target all_adjacent): a Gloomrat Swarm next to both heroes attacks each."""
    m = begin("kaelith", "thalia")
    hero_at(m, 1, (1, 2))
    monster(m, "gloomrat_swarm", (1, 1), holder=0)
    villain_phase(m)
    first = attack_roll(m)
    roll(m, 19)
    second = attack_roll(m)
    assert line("gloomrat_swarm", 0).target == "all_adjacent"
    assert {first["hero"], second["hero"]} == {0, 1}
    assert first["attack"] == second["attack"] == line("gloomrat_swarm", 0).attack


def action_close_attack():
    """close_attack: the bear moves next to Kaelith, then attacks (its line 2)."""
    m = begin("kaelith", "thalia")
    hall(m)
    hero_at(m, 1, (0, 3))
    bear = monster(m, "cave_bear", (6, 2), holder=0)
    villain_phase(m)
    assert grid.adjacent(at(m, bear.uid), (2, 1)) and attack_roll(m)["attack"] == line("cave_bear", 1).attack


def action_shoot():
    """shoot: a Goblin Slinger a tile away attacks (for 1) without moving."""
    m = begin("kaelith", "thalia")
    hall(m)
    hero_at(m, 1, (0, 3))
    slinger = monster(m, "goblin_slinger", (6, 2), holder=0)
    villain_phase(m)
    shot = line("goblin_slinger", 0)
    assert at(m, slinger.uid) == (6, 2) and (attack_roll(m)["attack"], attack_roll(m)["damage"]) == (shot.attack, 1)


def action_attack_tile():
    """attack_tile: a Babbling Heap attacks each hero on its tile (stunned on a hit)."""
    m = begin("kaelith", "thalia", adventure="wyrmfire")
    hero_at(m, 1, (0, 3))
    monster(m, "babbling_heap", (3, 0), holder=0)
    villain_phase(m, cell=(1, 2))
    assert attack_roll(m)["attack"] == line("babbling_heap", 0).attack and attack_roll(m)["effects"] == ["stun"]
    roll(m, 20)  # Kaelith: hit
    assert attack_roll(m)["hero"] == 1
    roll(m, 1)  # Thalia: missed
    assert m.state.heroes[0].stunned and not m.state.heroes[1].stunned


def action_move():
    """move:N: a bear 2 tiles away moves 1 tile, onto the next tile's spawn point (5, 1)."""
    m = begin("kaelith", "thalia")
    hall(m)
    hero_at(m, 1, (0, 3))
    bear = monster(m, "cave_bear", (9, 2), holder=0)
    villain_phase(m)
    assert at(m, bear.uid) == (5, 1)


def action_spawn():
    """spawn:<monster>: Matron Ilvaressa, a tile from the heroes, calls a Webspinner Spider onto her
    tile's spawn point; its card comes out of the monster deck into her holder's row."""
    m = begin("kaelith", "thalia")
    hall(m)
    hero_at(m, 1, (0, 3))
    matron = monster(m, "drow_matron", (7, 3), holder=0)
    before = m.state.monster_deck.pile.count("webspinner_spider")
    villain_phase(m)
    spiders = [x for x in m.state.monsters if x.card == "webspinner_spider"]
    assert len(spiders) == 1 and tuple(spiders[0].cell) == (5, 1)
    assert m.state.monster_deck.pile.count("webspinner_spider") == before - 1
    assert spiders[0].uid in m.state.heroes[matron.holder].row


def action_heal():
    """heal:N: a Rockhide Troll, damaged and with nobody next to it, regains 2 (1 -> 3)."""
    m = begin("kaelith", "thalia", adventure="wyrmfire")
    hero_at(m, 1, (0, 3))
    place(m, "dripping_hall", 2, 2)  # out of everyone's way
    troll = monster(m, "rockhide_troll", (9, 9), holder=0, health=1)
    villain_phase(m)
    assert troll.health == 3


# -- MONSTER_HIT_EFFECTS -------------------------------------------------------------------------------
def monster_hit_stun():
    """stun: a Gravegnawer Ghoul's hit stuns Kaelith."""
    m = begin("kaelith", "thalia")
    hero_at(m, 1, (0, 3))
    monster(m, "gravegnawer_ghoul", (3, 1), holder=0)
    villain_phase(m)
    roll(m, 19)
    assert m.state.heroes[0].stunned and m.state.heroes[0].health == 9


def monster_hit_poison():
    """poison: a Spore Shambler's hit poisons Kaelith."""
    m = begin("kaelith", "thalia")
    hero_at(m, 1, (0, 3))
    monster(m, "spore_shambler", (3, 1), holder=0)
    villain_phase(m)
    roll(m, 19)
    assert m.state.heroes[0].poisoned and m.state.heroes[0].health == 9


# -- ENCOUNTER_EFFECTS ------------------------------------------------------------------------------
def healths(m):
    return [h.health for h in m.state.heroes]


def amount(card: str) -> int:
    """The N of an encounter's effect ("damage_all:1" -> 1)."""
    return C.effect_int(load().encounters[card].effect)


def event_damage_active():
    """damage_active:N: Scalding Steam: the active hero takes 2."""
    m = begin("kaelith", "thalia")
    villain_phase(m, draws=["scalding_steam"])
    assert healths(m) == [10 - amount("scalding_steam"), 10]


def event_damage_all():
    """damage_all:N: Tremor: each hero takes 1."""
    m = begin("kaelith", "thalia")
    hero_at(m, 1, (0, 3))
    villain_phase(m, draws=["tremor"])
    assert healths(m) == [10 - amount("tremor")] * 2


def event_attack_active():
    """attack_active: Loose Ceiling attacks the active hero with its bonus (a total of Kaelith's
    Defense hits) for its damage."""
    card = load().encounters["loose_ceiling"]
    m = begin("kaelith", "thalia")
    villain_phase(m, draws=["loose_ceiling"])
    assert attack_roll(m)["hero"] == 0 and attack_roll(m)["attack"] == card.attack
    roll(m, 15 - card.attack)
    assert healths(m) == [10 - card.damage, 10]


def event_attack_all():
    """attack_all: Cave Collapse attacks each hero, one roll each."""
    m = begin("kaelith", "thalia", adventure="wyrmfire")
    hero_at(m, 1, (0, 3))
    villain_phase(m, draws=["cave_collapse"])
    roll(m, 19)
    roll(m, 19)
    assert healths(m) == [10 - load().encounters["cave_collapse"].damage] * 2


def event_attack_tile():
    """attack_tile: Spore Burst attacks each hero on the active hero's tile (+7, 1, poisoned);
    a hero on another tile is not attacked. (Thalia's poison bites again as her turn starts.)"""
    m = begin("kaelith", "thalia", "maren")
    place(m, "dripping_hall", 1, 0)
    hero_at(m, 1, (1, 2))
    hero_at(m, 2, (5, 2))
    villain_phase(m, draws=["spore_burst"])
    roll(m, 19)
    roll(m, 19)
    assert m.state.chance is None
    hit = load().encounters["spore_burst"].damage
    assert [h.poisoned for h in m.state.heroes] == [True, True, False]
    assert m.state.turn.hero == 1 and healths(m) == [10 - hit, 10 - hit - 1, 10]


def event_stun_active():
    """stun_active: Maddening Chatter stuns the active hero."""
    m = begin("kaelith", "thalia")
    villain_phase(m, draws=["maddening_chatter"])
    assert [h.stunned for h in m.state.heroes] == [True, False]


def event_poison_active():
    """poison_active: Stinging Gas poisons the active hero."""
    m = begin("kaelith", "thalia")
    villain_phase(m, draws=["stinging_gas"])
    assert [h.poisoned for h in m.state.heroes] == [True, False]


def event_monster():
    """monster: Something Stirs draws a monster card and puts that monster on the active hero's
    tile, its card in the active hero's row."""
    m = begin("kaelith", "thalia")
    villain_phase(m, draws=["something_stirs"])
    assert purpose(m) == "spawn"
    events = draw(m, "orc_scrapper")
    came = next(e for e in events if e.data.get("card") == "orc_scrapper")
    assert grid.tile_of(tuple(came.data["cell"])) == (0, 0)
    orc = next(x for x in m.state.monsters if x.card == "orc_scrapper")
    assert orc.uid in m.state.heroes[0].row


def event_lose_surge():
    """lose_surge: Spoiled Supplies: the party's healing surges go from 2 to 1."""
    m = begin("kaelith", "thalia")
    villain_phase(m, draws=["spoiled_supplies"])
    assert m.state.surges == 1


def event_flip_down():
    """flip_down: Fading Focus turns the active hero's unused Art face down."""
    m = begin("kaelith", "thalia")
    villain_phase(m, draws=["fading_focus"])
    assert not up(m, 0, "held_breath")


def event_move_monsters():
    """move_monsters:N: Scuttling in the Dark moves each monster 1 tile toward the nearest hero."""
    m = begin("kaelith", "thalia")
    hall(m)
    hero_at(m, 1, (0, 3))
    bear = monster(m, "cave_bear", (9, 2), holder=1)
    villain_phase(m, draws=["scuttling_in_the_dark"])
    assert at(m, bear.uid) == (5, 1)


def setting_speed():
    """speed:-N (setting): Swarm of Bats: every hero's Speed is 1 lower."""
    m = begin("kaelith", "thalia")
    villain_phase(m, draws=["bat_swarm"])
    assert [party.speed(m.state, h) for h in m.state.heroes] == [6, 4]


def setting_defense():
    """defense:-N (setting): Flickering Dark: every hero's Defense is 1 lower."""
    m = begin("kaelith", "thalia")
    villain_phase(m, draws=["flickering_dark"])
    assert [party.defense(m.state, h) for h in m.state.heroes] == [14, 16]


def setting_attack():
    """attack:-N (setting): Thick Fog: Thalia's Steady Strike totals 1 less (19 + 8 - 1 = 26)."""
    m, bear = duel()
    m.state.setting = "thick_fog"
    m.act(Attack(0, "steady_strike", (bear.uid,)))
    assert roll(m, 19)[0].data["total"] == 26


def setting_no_treasure():
    """no_treasure: Picked Clean: a kill draws no treasure."""
    m, bones = duel(card="skeleton")
    m.state.setting = "picked_clean"
    m.act(Attack(0, "steady_strike", (bones.uid,)))
    roll(m, 19)
    assert pile(m) == ["skeleton"] and purpose(m) is None and owed(m) == "hero"


def setting_damage_start():
    """damage_start:N: Numbing Chill: each hero takes 1 as its hero phase starts."""
    m = begin("kaelith", "thalia", adventure="wyrmfire")
    villain_phase(m, draws=["numbing_chill"])
    assert m.state.turn.hero == 1 and healths(m) == [10, 9]


def curse_speed():
    """speed:-N (curse): Leaden Limbs: only the cursed hero is slower (-2)."""
    m = begin("kaelith", "thalia")
    villain_phase(m, draws=["leaden_limbs"])
    assert [party.speed(m.state, h) for h in m.state.heroes] == [5, 5]


def curse_defense():
    """defense:-N (curse): Hex of Frailty: only the cursed hero's Defense drops by 2."""
    m = begin("kaelith", "thalia")
    villain_phase(m, draws=["hex_of_frailty"])
    assert [party.defense(m.state, h) for h in m.state.heroes] == [13, 17]


def curse_attack():
    """attack:-N (curse): Trembling Hands: the cursed hero's attack totals are 2 lower."""
    m, bear = duel()
    m.state.heroes[0].curses = ["trembling_hands"]
    m.act(Attack(0, "steady_strike", (bear.uid,)))
    assert roll(m, 19)[0].data["total"] == 25  # 19 + 8 - 2


def curse_no_heal():
    """no_heal: Withering Mark: a Potion of Healing restores nothing."""
    m = begin("kaelith", "thalia", items={0: ["potion_of_healing"]})
    m.state.heroes[0].curses = ["withering_mark"]
    m.state.heroes[0].health = 5
    m.act(UseItem(0, "potion_of_healing"))
    assert m.state.heroes[0].health == 5


def marker_damage_tile(kind):
    def case():
        """damage_tile:N (hazard or trap): in its holder's villain phase each hero on its tile takes N."""
        card = {"hazard": "rockslide", "trap": "collapsing_floor"}[kind]
        n = amount(card)
        m = begin("kaelith", "thalia", "maren", adventure="wyrmfire")
        place(m, "dripping_hall", 1, 0)
        m.state.tiles[0].markers.append(f"{kind}:{card}")
        m.state.heroes[0].row.append(f"{kind}:{card}")
        hero_at(m, 1, (1, 2))
        hero_at(m, 2, (5, 2))
        villain_phase(m)
        assert healths(m) == [10 - n, 10 - n, 10]
    return case


def marker_attack_tile(kind):
    def case():
        """attack_tile (hazard or trap): in its holder's villain phase it attacks each hero on its
        tile (Spreading Lava; Hidden Pit) with the card's bonus and damage."""
        card = {"hazard": "spreading_lava", "trap": "hidden_pit"}[kind]
        c = load().encounters[card]
        m = begin("kaelith", "thalia")
        m.state.tiles[0].markers.append(f"{kind}:{card}")
        m.state.heroes[0].row.append(f"{kind}:{card}")
        hero_at(m, 1, (1, 2))
        villain_phase(m)
        assert (attack_roll(m)["attack"], attack_roll(m)["damage"]) == (c.attack, c.damage)
        roll(m, 19)
        roll(m, 19)
        assert healths(m) == [10 - c.damage] * 2
    return case


# -- ENCOUNTER_HIT_EFFECTS ------------------------------------------------------------------------
def encounter_hit_stun():
    """stun: Glyph of Slumber's hit (+7, no damage) stuns."""
    m = begin("kaelith", "thalia")
    m.state.tiles[0].markers.append("trap:sleep_glyph")
    m.state.heroes[0].row.append("trap:sleep_glyph")
    place(m, "dripping_hall", -1, 0)
    hero_at(m, 1, (-2, 2))  # off the trap's tile
    villain_phase(m)
    roll(m, 19)
    assert m.state.heroes[0].stunned and m.state.heroes[0].health == 10


def encounter_hit_poison():
    """poison: Spore Burst's hit poisons (and deals 1)."""
    m = begin("kaelith", "thalia")
    place(m, "dripping_hall", -1, 0)
    hero_at(m, 1, (-2, 2))  # off the active hero's tile
    villain_phase(m, draws=["spore_burst"])
    roll(m, 19)
    assert m.state.heroes[0].poisoned and m.state.heroes[0].health == 10 - load().encounters["spore_burst"].damage


# -- TREASURE_EFFECTS ---------------------------------------------------------------------------------
def treasure_heal():
    """heal:N: a Potion of Healing: 4 -> 7."""
    m = begin("kaelith", "thalia", items={0: ["potion_of_healing"]})
    m.state.heroes[0].health = 4
    m.act(UseItem(0, "potion_of_healing"))
    assert m.state.heroes[0].health == 7


def treasure_attack():
    """attack:+N: the Emberline Sword (passive) adds 1 to every attack; Stroke of Fortune, readied,
    adds 5 to the next attack only."""
    m, bear = duel(items={0: ["emberline_sword"]})
    assert party.attack_bonus(m.state, m.state.heroes[0]) == 1
    m.act(Attack(0, "steady_strike", (bear.uid,)))
    assert roll(m, 2)[0].data["total"] == 11
    m, bear = duel(items={0: ["stroke_of_fortune"]})
    m.act(UseItem(0, "stroke_of_fortune"))
    m.act(Attack(0, "steady_strike", (bear.uid,)))
    assert roll(m, 2)[0].data["total"] == 15 and bear.health == 2


def treasure_damage():
    """damage:+N: Biting Bolts readied: the next hit deals 2 more (Steady Strike: 1 + 2 = 3)."""
    m, bear = duel(items={0: ["biting_bolts"]}, health=3)
    m.act(UseItem(0, "biting_bolts"))
    m.act(Attack(0, "steady_strike", (bear.uid,)))
    roll(m, 19)
    assert board.monster_by_uid(m.state, bear.uid) is None


def treasure_defense():
    """defense:+N: the Oakheart Shield (passive) adds 1 Defense; the Mirror Charm, used when
    attacked, adds 4 against that attack (a total of 15 + 3 would hit, but misses 15 + 4)."""
    m = begin("kaelith", "thalia", items={0: ["oakheart_shield"]})
    assert party.defense(m.state, m.state.heroes[0]) == 16
    m = begin("kaelith", "thalia", items={0: ["mirror_charm"]})
    hero_at(m, 1, (0, 3))
    monster(m, "cave_bear", (3, 1), holder=0)
    villain_phase(m)
    assert owed(m) == "react"
    m.act(UseItem(0, "mirror_charm"))
    roll(m, 15 + 3 - line("cave_bear", 0).attack)
    assert m.state.heroes[0].health == 10 and m.state.heroes[0].items == []


def treasure_speed():
    """speed:+N: the Flying Carpet (passive): Speed 7 + 2 = 9."""
    m = begin("kaelith", "thalia", items={0: ["flying_carpet"]})
    assert party.speed(m.state, m.state.heroes[0]) == 9


def treasure_flip_up():
    """flip_up: a Scroll of Recall turns the used Held Breath face up."""
    m = begin("kaelith", "thalia", items={0: ["scroll_of_recall"]})
    next(c for c in m.state.heroes[0].powers if c.id == "held_breath").up = False
    m.act(UseItem(0, "scroll_of_recall"))
    assert up(m, 0, "held_breath")


def treasure_level_up():
    """level_up: the Tome of Knowledge: level 2 with no XP spent (max Health 10 -> 12)."""
    m = begin("kaelith", "thalia", items={0: ["tome_of_knowledge"]})
    m.act(UseItem(0, "tome_of_knowledge"))
    m.act(next(a for a in m.legal_actions() if not isinstance(a, LetItBe)))
    assert m.state.heroes[0].level == 2 and m.state.heroes[0].max_health == 12


def treasure_cure():
    """cure: an Antidote Flask takes off stun and poison."""
    m = begin("kaelith", "thalia", items={0: ["antidote_flask"]})
    m.state.heroes[0].stunned = m.state.heroes[0].poisoned = True
    m.act(UseItem(0, "antidote_flask"))
    assert not m.state.heroes[0].stunned and not m.state.heroes[0].poisoned


def treasure_reroll():
    """reroll: a Lucky Knucklebone readied: the missed attack (1) is rolled again (10: a hit)."""
    m, bear = duel(items={0: ["lucky_knucklebone"]})
    m.act(UseItem(0, "lucky_knucklebone"))
    m.act(Attack(0, "steady_strike", (bear.uid,)))
    roll(m, 1)
    assert purpose(m) == "hero_attack"
    roll(m, 19)
    assert bear.health == 2


def treasure_surge():
    """surge: a Wayside Shrine gives the party a healing surge (2 -> 3)."""
    m = begin("kaelith", "thalia", items={0: ["wayside_shrine"]})
    m.act(UseItem(0, "wayside_shrine"))
    assert m.state.surges == 3


def treasure_move():
    """move:N: Tailwind moves the hero up to 3 spaces, on top of its actions."""
    m = begin("kaelith", "thalia", items={0: ["tailwind"]})
    hall(m)
    hero_at(m, 0, (0, 1))
    hero_at(m, 1, (0, 3))
    assert (3, 1) in spaces(m, "tailwind") and not any(x > 3 for x, _ in spaces(m, "tailwind"))
    m.act(Move(0, 3, 1, "tailwind"))
    assert m.state.heroes[0].cell == [3, 1] and m.state.heroes[0].items == [] and m.state.turn.moves == 0


# -- OBJECTIVES and DEFEATS -------------------------------------------------------------------------
def objective_defeat_villain():
    """defeat_villain: the villain falls: won."""
    m, matron = duel(card="drow_matron", health=1)
    m.state.flags["villain_out"] = True
    m.act(Attack(0, "steady_strike", (matron.uid,)))
    roll(m, 19)
    assert m.over and m.state.result == "won"


def objective_escape():
    """escape: every hero ends a hero phase on the exit: won (one alone is not enough)."""
    m = begin("kaelith", adventure="the_sunken_stair")
    place(m, "sunken_stair", 1, 0)
    hero_at(m, 0, (6, 0))
    end_phase(m)
    assert m.over and m.state.result == "won"


def objective_destroy_item():
    """destroy_item: the crystal is destroyed: won."""
    m, crystal = duel(card="object_the_singing_crystal", adventure="the_singing_crystal", health=1)
    m.state.flags["villain_out"] = True
    m.act(Attack(0, "steady_strike", (crystal.uid,)))
    roll(m, 19)
    assert m.over and m.state.result == "won"


def objective_free_prisoners():
    """free_prisoners: a hero ends its hero phase in the Goblin Pens (prisoners freed), then every
    hero leaves by the exit: won."""
    m = begin("kaelith", adventure="the_goblin_pens")
    place(m, "goblin_pens", 1, 0)
    place(m, "sunken_stair", 0, 1)
    quiet(m)
    hero_at(m, 0, (5, 2))
    end_phase(m)
    assert m.state.flags.get("freed") and not m.over
    while owed(m) != "hero":
        m.settle() if m.state.chance else m.act(m.legal_actions()[0])
    exit_cell = next(iter(adventure.exit_cells(m.state)))
    hero_at(m, 0, exit_cell)
    end_phase(m)
    assert m.over and m.state.result == "won"


def objective_slay():
    """slay:N: the Nth monster defeated (A Lantern in the Deep names N): won; the one before: not."""
    n = C.effect_int(load().adventures["lantern_in_the_deep"].objective)
    for before, won in ((n - 2, False), (n - 1, True)):
        m, bones = duel("thalia", card="skeleton", adventure="lantern_in_the_deep", holder=0)
        m.state.flags["slain"] = before
        m.act(Attack(0, "steady_strike", (bones.uid,)))
        roll(m, 19)
        assert m.over is won and m.state.flags["slain"] == before + 1


def defeat_no_tiles():
    """no_tiles: exploring with the tile deck empty loses the adventure."""
    m = begin("thalia", adventure="lantern_in_the_deep")
    m.state.tile_deck.clear()
    hero_at(m, 0, (1, 0))
    end_phase(m)
    assert m.over and m.state.result == "lost"


# -- CURSE_ENDS -----------------------------------------------------------------------------------------
def ends_kill():
    """kill: the cursed hero defeats a monster: Trembling Hands lifts."""
    m, bones = duel(card="skeleton")
    m.state.heroes[0].curses = ["trembling_hands"]
    m.act(Attack(0, "steady_strike", (bones.uid,)))
    roll(m, 12)
    assert m.state.heroes[0].curses == []


def ends_roll():
    """roll:N: at the end of its turn the cursed hero rolls: its number or more lifts it."""
    m = begin("kaelith", "thalia")
    m.state.heroes[0].curses = ["hex_of_frailty"]
    villain_phase(m)
    roll(m, 16)
    assert m.state.heroes[0].curses == []


# -- ADVENTURE_RULES ------------------------------------------------------------------------------------
def rule_teams():
    """teams: the heroes split into teams, each with its own experience track."""
    m = begin("kaelith", "thalia", adventure="two_companies")
    assert [h.team for h in m.state.heroes] == [0, 1] and set(m.state.xp) == {"0", "1"}


def rule_evil_hero():
    """evil_hero: one hero (the last, by default) is the evil hero."""
    m = begin("kaelith", "thalia", "maren", adventure="the_turncoat")
    assert [h.evil for h in m.state.heroes] == [False, False, True]


def rule_doors():
    """doors: a door tile placed in such an adventure comes with a closed door."""
    m = begin("kaelith", "thalia", adventure="the_singing_crystal")
    m.state.tile_deck[0:0] = ["barracks_door"]
    hero_at(m, 0, (1, 0))
    hero_at(m, 1, (1, 2))
    end_phase(m)
    assert m.state.tiles[-1].door == "closed"


def rule_dead_ends():
    """dead_ends: only such adventures put dead-end tiles in the tile deck."""
    dead = {t.id for t in load().tiles.values() if t.dead_end}
    with_rule = begin("kaelith", "thalia", adventure="the_eye_beyond_the_gate", seed=3)
    without = begin("kaelith", "thalia", adventure="wyrmfire", seed=3)
    assert not dead & set(without.state.tile_deck)
    from game.drizzt.setup import _dungeon_pool
    assert dead <= set(_dungeon_pool(with_rule.state)) and not dead & set(_dungeon_pool(without.state))


def rule_treasure_tokens():
    """treasure_tokens: a white tile placed gets a treasure lying on it, picked up on the way."""
    m = begin("kaelith", "thalia", adventure="the_sunken_stair")
    m.state.tile_deck[0:0] = ["dripping_hall"]
    hero_at(m, 0, (1, 0))
    hero_at(m, 1, (1, 2))
    end_phase(m)
    draw(m, "skeleton")
    assert purpose(m) == "treasure_token"
    draw(m, "potion_of_healing")
    assert any(mk.startswith("item:potion_of_healing@") for mk in m.state.tiles[-1].markers)


# -- the cases, table by table --------------------------------------------------------------------------
CASES = {
    "POWER_EFFECTS": {"heal": power_heal, "move": power_move, "defend": power_defend, "cure": power_cure,
                      "flip_up": power_flip_up, "shift_allies": power_shift_allies, "reroll": power_reroll},
    "HIT_EFFECTS": {"stun": hit_stun, "poison": hit_poison, "push": hit_push, "heal_self": hit_heal_self,
                    "slow": hit_slow},
    "MISS_EFFECTS": {"damage": miss_damage},
    "TACTIC_CONDITIONS": {"adjacent": cond_adjacent, "tile": cond_tile, "within": cond_within,
                          "damaged": cond_damaged, **formkit.CONDITIONS},
    "TACTIC_ACTIONS": {"attack": action_attack, "close_attack": action_close_attack, "shoot": action_shoot,
                       "attack_tile": action_attack_tile, "move": action_move, "spawn": action_spawn,
                       "heal": action_heal, **formkit.ACTIONS},
    "MONSTER_HIT_EFFECTS": {"stun": monster_hit_stun, "poison": monster_hit_poison},
    "ENCOUNTER_HIT_EFFECTS": {"stun": encounter_hit_stun, "poison": encounter_hit_poison},
    "TREASURE_EFFECTS": {"heal": treasure_heal, "attack": treasure_attack, "damage": treasure_damage,
                         "defense": treasure_defense, "speed": treasure_speed, "flip_up": treasure_flip_up,
                         "level_up": treasure_level_up, "cure": treasure_cure, "reroll": treasure_reroll,
                         "surge": treasure_surge, "move": treasure_move},
    "OBJECTIVES": {"defeat_villain": objective_defeat_villain, "escape": objective_escape,
                   "destroy_item": objective_destroy_item, "free_prisoners": objective_free_prisoners,
                   "slay": objective_slay},
    "DEFEATS": {"no_tiles": defeat_no_tiles},
    "CURSE_ENDS": {"kill": ends_kill, "roll": ends_roll},
    "ADVENTURE_RULES": {"teams": rule_teams, "evil_hero": rule_evil_hero, "doors": rule_doors,
                        "dead_ends": rule_dead_ends, "treasure_tokens": rule_treasure_tokens, **formkit.RULES},
}
ENCOUNTER_CASES = {
    "event": {"damage_active": event_damage_active, "damage_all": event_damage_all,
              "attack_active": event_attack_active,
              "attack_all": event_attack_all, "attack_tile": event_attack_tile,
              "stun_active": event_stun_active, "poison_active": event_poison_active, "monster": event_monster,
              "lose_surge": event_lose_surge, "flip_down": event_flip_down,
              "move_monsters": event_move_monsters},
    "setting": {"speed": setting_speed, "defense": setting_defense, "attack": setting_attack,
                "no_treasure": setting_no_treasure, "damage_start": setting_damage_start},
    "curse": {"speed": curse_speed, "defense": curse_defense, "attack": curse_attack, "no_heal": curse_no_heal},
    "hazard": {"damage_tile": marker_damage_tile("hazard"), "attack_tile": marker_attack_tile("hazard")},
    "trap": {"damage_tile": marker_damage_tile("trap"), "attack_tile": marker_attack_tile("trap")},
}
for _kind, _cases in advanced_cases.ENCOUNTER_CASES.items():  # the Advanced tier's own (game/drizzt/dread.py)
    ENCOUNTER_CASES[_kind].update(_cases)
CASES["TREASURE_EFFECTS"].update(advanced_cases.TREASURE_CASES)


def _vocab(table: str):
    names = set(C.ADVENTURE_RULES) if table == "ADVENTURE_RULES" else set(getattr(C, table))
    return names


def test_every_name_has_a_case():
    """A new vocabulary name without a case here fails this test (and needs a handler)."""
    for table, cases in CASES.items():
        assert _vocab(table) == set(cases), f"{table}: {sorted(_vocab(table) ^ set(cases))}"
    assert set(C.ENCOUNTER_EFFECTS) == set(ENCOUNTER_CASES)
    for kind, vocab in C.ENCOUNTER_EFFECTS.items():
        assert set(vocab) == set(ENCOUNTER_CASES[kind]), f"{kind}: {sorted(set(vocab) ^ set(ENCOUNTER_CASES[kind]))}"


@pytest.mark.parametrize("table, name", [(t, n) for t in CASES for n in sorted(_vocab(t))])
def test_the_effect_does_what_it_says(table, name):
    CASES[table][name]()


@pytest.mark.parametrize("kind, name", [(k, n) for k, v in C.ENCOUNTER_EFFECTS.items() for n in sorted(v)])
def test_the_encounter_effect_does_what_it_says(kind, name):
    ENCOUNTER_CASES[kind][name]()


def test_a_move_card_replacing_a_move():
    """POWER_EFFECTS move:N on a `use = "move"` power takes one of the turn's two moves."""
    power_move_replaces_a_move()


def test_a_move_card_moves_its_own_n_spaces_on_top_of_the_moves():
    """POWER_EFFECTS and TREASURE_EFFECTS move:N: Folded Step and Tailwind move the hero up to N
    spaces (3), never one more move at the hero's Speed, on top of the turn's two moves."""
    power_move()
    treasure_move()


# -- every name reaches its engine handler (no "no handler" error) -------------------------------------
def with_arg(name: str, kind) -> str:
    return {None: name, "n": f"{name}:1", "plus": f"{name}:+1", "minus": f"{name}:-1", "roll": f"{name}:10",
            "monster": f"{name}:skeleton"}[kind]


def scene():
    m = begin("kaelith", "thalia")
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (0, 0))
    bear = monster(m, "cave_bear", (2, 2), holder=0, health=2)
    return m, bear


@pytest.mark.parametrize("name", sorted(C.POWER_EFFECTS))
def test_power_effects_have_handlers(name):
    m, _bear = scene()
    effects.power_effect(m.state, 0, 0, with_arg(name, C.POWER_EFFECTS[name]))


@pytest.mark.parametrize("vocab, name", [("HIT_EFFECTS", n) for n in sorted(C.HIT_EFFECTS)]
                         + [("MISS_EFFECTS", n) for n in sorted(C.MISS_EFFECTS)])
def test_hit_and_miss_effects_have_handlers(vocab, name):
    m, bear = scene()
    run = effects.hit_effect if vocab == "HIT_EFFECTS" else effects.miss_effect
    run(m.state, 0, bear.uid, with_arg(name, getattr(C, vocab)[name]))


@pytest.mark.parametrize("name", sorted(C.TACTIC_CONDITIONS))
def test_tactic_conditions_have_handlers(name):
    m, bear = scene()
    assert tactics.holds(m.state, bear, with_arg(name, C.TACTIC_CONDITIONS[name])) in (True, False)


@pytest.mark.parametrize("name", sorted(C.TACTIC_ACTIONS))
def test_tactic_actions_have_handlers(name):
    m, bear = scene()
    line = C.Tactic(cond="", action=with_arg(name, C.TACTIC_ACTIONS[name]), attack=5, damage=1)
    tactics.act(m.state, bear, line)


@pytest.mark.parametrize("kind, name", [(k, n) for k in ("event", "hazard", "trap")
                                        for n in sorted(C.ENCOUNTER_EFFECTS[k])])
def test_event_hazard_and_trap_effects_have_handlers(kind, name):
    m, _bear = scene()
    card = C.Encounter("x", "X", kind, "starting", 1, with_arg(name, C.ENCOUNTER_EFFECTS[kind][name]), 5, 1, (),
                       10 if kind == "trap" else 0, "", "")
    villain.encounter_effect(m.state, card, 0)


@pytest.mark.parametrize("name", sorted(C.TREASURE_EFFECTS))
def test_treasure_effects_have_handlers(name):
    m, _bear = scene()
    effects.item_effect(m.state, 0, with_arg(name, C.TREASURE_EFFECTS[name]))


@pytest.mark.parametrize("kind", ["setting", "curse"])
def test_setting_and_curse_effects_are_read_somewhere(kind):
    """Settings and curses have no dispatcher: each name is read by the number it changes
    (party._mods), by the turn's start (damage_start, monsters_heal, bleed: dread.turn_start), by
    treasure (no_treasure) or by healing (no_heal). The names the engine reads are exactly the
    vocabulary."""
    read = {"speed", "defense", "attack", "damage"} | {"setting": {"no_treasure", "damage_start", "monsters_heal"},
                                                      "curse": {"no_heal", "bleed"}}[kind]
    assert set(C.ENCOUNTER_EFFECTS[kind]) == read


@pytest.mark.parametrize("name", sorted(C.MONSTER_HIT_EFFECTS) + sorted(C.ENCOUNTER_HIT_EFFECTS))
def test_hit_conditions_have_handlers(name):
    m, bear = scene()
    from game.drizzt.flow import flow

    m.state.decisions.clear()  # as if in a villain phase: the bear's attack, and nothing after
    damage.monster_attack(m.state, bear.uid, 0, 20, 1, (name,))
    flow.run(m.state)
    decline_all(m)
    roll(m, 20)
    assert getattr(m.state.heroes[0], {"stun": "stunned", "poison": "poisoned"}[name])


def decline_all(m):
    while owed(m) == "react":
        m.act(LetItBe())
