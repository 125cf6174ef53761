"""Scenes for the later tactic forms and the tolling bell (issue 19, lod-foes): each function sets
a small table, plays the villain phase and checks what the form does. test_effects.py runs them
as its vocabulary cases (one per name), test_monster_forms.py names them with their rule ids."""
from __future__ import annotations

from game.drizzt import grid
from game.drizzt.content import load
from tests.drizzt.helpers import hero_at, monster, place, roll
from tests.drizzt.rulekit_iv import at, begin, end_phase, line, purpose, quiet


def _phase(m, cell=(2, 1)) -> list:
    """Hero 0 ends its hero phase on `cell` with no encounter to draw."""
    quiet(m)
    hero_at(m, 0, cell)
    return end_phase(m)


def _roll_data(m) -> dict:
    assert purpose(m) == "monster_attack", purpose(m)
    return m.state.chance.data


def _hall(m, tiles=2):
    for tx in range(1, tiles + 1):
        place(m, "dripping_hall", tx, 0)


# -- conditions -----------------------------------------------------------------------------------------
def cond_bloodied():
    """bloodied: a Rockhide Troll at half Health (5 -> 2) with nobody next to it heals 2; one only
    scratched (5 -> 4) does not stop to heal but closes in (LD-MON-02)."""
    m = begin("kaelith", "thalia", adventure="wyrmfire")
    hero_at(m, 1, (0, 3))
    place(m, "dripping_hall", 2, 2)
    full = load().monster("rockhide_troll").health
    troll = monster(m, "rockhide_troll", (9, 9), holder=0, health=full // 2)
    _phase(m)
    assert line("rockhide_troll", 1).cond == "bloodied" and troll.health == full // 2 + 2
    m = begin("kaelith", "thalia", adventure="wyrmfire")
    hero_at(m, 1, (0, 3))
    place(m, "dripping_hall", 2, 2)
    troll = monster(m, "rockhide_troll", (9, 9), holder=0, health=full - 1)
    _phase(m)
    assert troll.health == full - 1


def cond_crowd():
    """crowd:N: a Tunnel Maw with both heroes on its tile attacks each of them; with one hero on its
    tile and none next to it, it pulls that one to it instead."""
    m = begin("kaelith", "thalia", adventure="wyrmfire")
    hero_at(m, 1, (0, 3))
    monster(m, "tunnel_maw", (2, 2), holder=0)
    _phase(m)
    first = _roll_data(m)
    assert line("tunnel_maw", 0).cond == "crowd:2" and first["damage"] == line("tunnel_maw", 0).damage
    roll(m, 1)
    assert _roll_data(m)["hero"] != first["hero"]
    m = begin("kaelith", "thalia", adventure="wyrmfire")
    _hall(m)
    hero_at(m, 1, (7, 3))
    maw = monster(m, "tunnel_maw", (4, 1), holder=0)
    events = _phase(m)
    assert any("drags" in e.text for e in events) and _roll_data(m)["hero"] == 1
    assert tuple(m.state.heroes[1].cell) == (6, 2) and at(m, maw.uid) == (4, 1)


def cond_ally_hurt():
    """ally_hurt: a Drow Hexcaster with a wounded Cave Bear on its tile mends it instead of
    attacking; with the bear whole it snipes."""
    m = begin("kaelith", "thalia")
    hero_at(m, 1, (0, 3))
    monster(m, "drow_hexcaster", (3, 3), holder=0)
    bear = monster(m, "cave_bear", (3, 0), holder=1, health=1)
    _phase(m)
    assert bear.health == 3 and purpose(m) is None
    m = begin("kaelith", "thalia")
    hero_at(m, 1, (0, 3))
    monster(m, "drow_hexcaster", (3, 3), holder=0)
    monster(m, "cave_bear", (3, 0), holder=1)
    _phase(m)
    assert _roll_data(m)["attack"] == line("drow_hexcaster", 1).attack


# -- actions ----------------------------------------------------------------------------------------------
def action_snipe():
    """snipe: a Drow Hexcaster two tiles away attacks the hero with the least Health (Thalia,
    wounded), not the nearest one (Kaelith), and does not move."""
    m = begin("kaelith", "thalia")
    _hall(m)
    hero_at(m, 1, (0, 3))
    m.state.heroes[1].health = 2
    caster = monster(m, "drow_hexcaster", (10, 2), holder=0)
    _phase(m, cell=(3, 1))
    assert _roll_data(m)["hero"] == 1 and at(m, caster.uid) == (10, 2)


def action_pull():
    """pull: a Drow Lashguard a tile away drags Kaelith onto the free space next to it nearest her,
    then attacks her; the Lashguard itself stays put."""
    m = begin("kaelith", "thalia")
    _hall(m)
    hero_at(m, 1, (0, 3))
    lash = monster(m, "drow_lashguard", (5, 1), holder=0)
    events = _phase(m, cell=(2, 1))
    assert at(m, lash.uid) == (5, 1)
    assert tuple(m.state.heroes[0].cell) == (4, 1)
    assert any("drags" in e.text for e in events)
    assert _roll_data(m)["hero"] == 0 and _roll_data(m)["attack"] == line("drow_lashguard", 1).attack


def action_charge():
    """charge: a Horned Brute that has to run to Kaelith strikes for 1 more damage; one already
    beside her (its plain attack line) deals its card's damage."""
    m = begin("kaelith", "thalia")
    _hall(m)
    hero_at(m, 1, (0, 3))
    brute = monster(m, "horned_brute", (9, 2), holder=0)
    _phase(m, cell=(2, 1))
    assert grid.adjacent(at(m, brute.uid), (2, 1))
    assert _roll_data(m)["damage"] == line("horned_brute", 1).damage + 1


def action_retreat():
    """retreat:N: a Bone Archer with Kaelith beside it falls back a tile, onto the next tile's
    spawn point, away from her."""
    m = begin("kaelith", "thalia")
    _hall(m)
    hero_at(m, 1, (0, 3))
    archer = monster(m, "bone_archer", (4, 1), holder=0)
    events = _phase(m, cell=(3, 1))
    assert at(m, archer.uid) == (9, 1) and any("falls back" in e.text for e in events)
    assert purpose(m) is None  # it fled instead of shooting


def action_mend():
    """mend:N: the Hollow Abbess gives the most hurt monster on her tile 2 Health back."""
    m = begin("kaelith", "thalia")
    hero_at(m, 1, (0, 3))
    monster(m, "the_hollow_abbess", (3, 3), holder=0)
    wraith = monster(m, "hollow_wraith", (3, 0), holder=1, health=1)
    bear = monster(m, "cave_bear", (2, 0), holder=1, health=2)
    _phase(m)
    assert wraith.health == 3 and bear.health == 2


# -- the tolling bell ---------------------------------------------------------------------------------------
def rule_tolling_bell():
    """tolling_bell: at the end of the round (the last hero's turn) every monster moves 1 tile
    toward the nearest hero; at the end of an earlier hero's turn it does not."""
    m = begin("kaelith", "thalia", adventure="the_gravelords_barrow")
    _hall(m)
    hero_at(m, 1, (1, 2))
    heap = monster(m, "babbling_heap", (9, 1), holder=0)  # in hero 0's row: it acts in hero 0's turn
    events = _phase(m)
    assert at(m, heap.uid) == (5, 1) and not any(e.data.get("bell") for e in events)  # its own move
    assert m.state.turn.hero == 1
    quiet(m)
    events = end_phase(m)  # hero 1 stays where it stands
    assert any(e.data.get("bell") for e in events) and grid.tile_of(at(m, heap.uid)) == (0, 0)


CONDITIONS = {"bloodied": cond_bloodied, "crowd": cond_crowd, "ally_hurt": cond_ally_hurt}
ACTIONS = {"snipe": action_snipe, "pull": action_pull, "charge": action_charge, "retreat": action_retreat,
           "mend": action_mend}
RULES = {"tolling_bell": rule_tolling_bell}
