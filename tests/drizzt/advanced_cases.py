"""Cases for the Advanced tier's own encounter effects and the one-card treasure effects
(game/drizzt/dread.py): one small scene each, with numbers. tests/drizzt/test_effects.py runs them
with the rest of the vocabulary (every name has a case there)."""
from __future__ import annotations

from game.drizzt import grid, party, reactions
from game.drizzt.actions import UseItem
from game.drizzt.content import load
from tests.drizzt.helpers import draw, hero_at, monster, place
from tests.drizzt.rulekit_iv import at, begin, end_phase, purpose, quiet, up

ADV = "wyrmfire"  # an adventure with the Advanced deck


# -- scenes ---------------------------------------------------------------------------------------
def hall(m, tiles=2):
    """Dripping Halls east of the start tile: (1, 0), (2, 0), ..."""
    for tx in range(1, tiles + 1):
        place(m, "dripping_hall", tx, 0)


def through_villain_phase(m, draws=()) -> list:
    """Hero 0 (on (2, 1) of the start tile) ends its hero phase; its encounters are `draws` (none:
    no encounter at all). Returns at hero 1's turn or at the first thing still owed."""
    if not draws:
        quiet(m)
    hero_at(m, 0, (2, 1))
    events = end_phase(m)
    for card in draws:
        events += draw(m, card)
    return events


def healths(m) -> list[int]:
    return [h.health for h in m.state.heroes]


def arts_up(m) -> list[int]:
    return [sum(1 for c in h.powers if c.up and load().powers[c.id].type == "art") for h in m.state.heroes]


def tile(m, tx, ty):
    return next(t for t in m.state.tiles if (t.tx, t.ty) == (tx, ty))


def marker(m, kind: str, card: str, at_tile=(0, 0)) -> None:
    """A hazard or trap already in play on a tile, its card in hero 0's row."""
    tile(m, *at_tile).markers.append(f"{kind}:{card}")
    m.state.heroes[0].row.append(f"{kind}:{card}")


def n_of(card: str) -> int:
    return int(load().encounters[card].effect.partition(":")[2])


# -- events ---------------------------------------------------------------------------------------------
def event_spawn_far():
    """spawn_far: Hunters Behind You: the monster comes on the tile farthest from the active hero
    (two halls east: (2, 0)), its card in the active hero's row."""
    m = begin("kaelith", "thalia", adventure=ADV)
    hall(m)
    hero_at(m, 1, (0, 3))
    through_villain_phase(m, ["hunters_behind"])
    assert purpose(m) == "spawn"
    came = next(e for e in draw(m, "orc_scrapper") if e.data.get("card") == "orc_scrapper")
    assert grid.tile_of(tuple(came.data["cell"])) == (2, 0) and came.data["monster"] in m.state.heroes[0].row


def event_horde():
    """horde:N: Warband draws two monster cards, both monsters on the active hero's tile."""
    m = begin("kaelith", "thalia", adventure=ADV)
    through_villain_phase(m, ["warband"])
    events = draw(m, "orc_scrapper")
    assert purpose(m) == "spawn"
    events += draw(m, "cave_bear")
    came = {e.data["card"]: grid.tile_of(tuple(e.data["cell"])) for e in events if "holder" in e.data}
    assert came == {"orc_scrapper": (0, 0), "cave_bear": (0, 0)}


def event_displace():
    """displace: Sinkhole Slide carries the active hero to the farthest tile, (2, 0)."""
    m = begin("kaelith", "thalia", adventure=ADV)
    hall(m)
    hero_at(m, 1, (0, 3))
    through_villain_phase(m, ["sinkhole_slide"])
    assert grid.tile_of(tuple(m.state.heroes[0].cell)) == (2, 0)
    assert grid.tile_of(tuple(m.state.heroes[1].cell)) == (0, 0)


def event_flip_down_all():
    """flip_down_all: Drained Spirit: each hero's one unused Art turns face down."""
    m = begin("kaelith", "thalia", adventure=ADV)
    assert arts_up(m) == [1, 1]
    through_villain_phase(m, ["drained_spirit"])
    assert arts_up(m) == [0, 0] and not up(m, 0, "held_breath") and not up(m, 1, "hammer_drop")


def event_poison_all():
    """poison_all: Venom Mist poisons every hero, with no roll."""
    m = begin("kaelith", "thalia", adventure=ADV)
    through_villain_phase(m, ["venom_mist"])
    assert [h.poisoned for h in m.state.heroes] == [True, True]


def event_stun_tile():
    """stun_tile (event): Thunderclap stuns the heroes on the active hero's tile, nobody else."""
    m = begin("kaelith", "thalia", "maren", adventure=ADV)
    hall(m)
    hero_at(m, 1, (1, 2))
    hero_at(m, 2, (5, 2))
    through_villain_phase(m, ["thunderclap"])
    assert [h.stunned for h in m.state.heroes] == [True, True, False]


def event_damage_row():
    """damage_row:N: Deep Quake: each hero on a tile of the active hero's row of tiles takes 1,
    a hero on the tile below takes nothing."""
    m = begin("kaelith", "thalia", "maren", adventure=ADV)
    hall(m)
    place(m, "dripping_hall", 0, 1)
    hero_at(m, 1, (9, 2))
    hero_at(m, 2, (1, 5))
    through_villain_phase(m, ["deep_quake"])
    n = n_of("deep_quake")
    assert healths(m) == [10 - n, 10 - n, 10]


def wounded_bear(card: str):
    """A cave bear at 1 Health two halls away (Thalia's), then `card` in Kaelith's villain phase."""
    m = begin("kaelith", "thalia", adventure=ADV)
    hall(m)
    hero_at(m, 1, (0, 3))
    bear = monster(m, "cave_bear", (9, 2), holder=1, health=1)
    through_villain_phase(m, [card])
    return m, bear


def event_heal_monsters():
    """heal_monsters:N: Dark Communion: a cave bear at 1 of 3 Health regains 2."""
    _m, bear = wounded_bear("dark_communion")
    assert bear.health == 1 + n_of("dark_communion") == load().monster("cave_bear").health


def event_echo():
    """echo: Echoing Halls draws another encounter at once (here a Tremor: each hero takes 1)."""
    m = begin("kaelith", "thalia", adventure=ADV)
    through_villain_phase(m, ["echoing_halls"])
    assert purpose(m) == "encounter"
    draw(m, "tremor")
    assert healths(m) == [9, 9]


def event_steal_item():
    """steal_item: Cutpurse Shadows takes the active hero's newest treasure to the discard."""
    m = begin("kaelith", "thalia", adventure=ADV, items={0: ["potion_of_healing", "emberline_sword"]})
    through_villain_phase(m, ["cutpurse_shadows"])
    assert m.state.heroes[0].items == ["potion_of_healing"]
    assert "emberline_sword" in m.state.treasure_deck.discard


def event_lose_xp():
    """lose_xp:N: Fading Memories: the two newest experience cards are lost (3 XP -> 1)."""
    m = begin("kaelith", "thalia", adventure=ADV)
    m.state.xp["0"] = ["skeleton", "goblin_notcher", "orc_scrapper"]  # 4 XP: nothing to cancel with
    through_villain_phase(m, ["fading_memories"])
    assert m.state.xp["0"] == ["skeleton"] and party.xp_total(m.state) == 1


def event_surge_or_hurt():
    """surge_or_hurt:N: Blood Toll takes a healing surge (2 -> 1); with none left each hero takes 2."""
    m = begin("kaelith", "thalia", adventure=ADV)
    m.state.surges = 2  # Wyrmfire's own two (its two-hero scale adds a third)
    through_villain_phase(m, ["blood_toll"])
    assert m.state.surges == 1 and healths(m) == [10, 10]
    m = begin("kaelith", "thalia", adventure=ADV)
    m.state.surges = 0
    through_villain_phase(m, ["blood_toll"])
    assert healths(m) == [10 - n_of("blood_toll")] * 2


def event_strike_near():
    """strike_near:N: Frenzy: the hero next to a monster takes 1, the other nothing."""
    m = begin("kaelith", "thalia", adventure=ADV)
    hero_at(m, 1, (0, 3))
    monster(m, "orc_scrapper", (3, 1), holder=1)
    through_villain_phase(m, ["frenzy"])
    assert healths(m) == [9, 10]


def event_wound_weakest():
    """wound_weakest:N: Predator's Eye: the hero with the least Health (Thalia, 6) takes 2."""
    m = begin("kaelith", "thalia", adventure=ADV)
    m.state.heroes[1].health = 6
    through_villain_phase(m, ["predators_eye"])
    assert healths(m) == [10, 4]


# -- settings and curses ----------------------------------------------------------------------------------
def setting_damage():
    """damage:-N (setting): Rust in the Air: every hero deals 1 less damage."""
    m = begin("kaelith", "thalia", adventure=ADV)
    through_villain_phase(m, ["dulled_blades"])
    assert [party.damage_bonus(m.state, h) for h in m.state.heroes] == [-1, -1]


def setting_monsters_heal():
    """monsters_heal:N: Blood Moon Rite: as Thalia's hero phase starts, a wounded bear regains 1."""
    m, bear = wounded_bear("blood_moon")
    assert m.state.turn.hero == 1 and bear.health == 2


def curse_damage():
    """damage:-N (curse): Feeble Arm: only the cursed hero deals 1 less damage."""
    m = begin("kaelith", "thalia", adventure=ADV)
    through_villain_phase(m, ["feeble_arm"])
    assert [party.damage_bonus(m.state, h) for h in m.state.heroes] == [-1, 0]


def curse_bleed():
    """bleed:N: Open Wound: the cursed Thalia takes 1 as her hero phase starts; Kaelith nothing."""
    m = begin("kaelith", "thalia", adventure=ADV)
    m.state.heroes[1].curses = ["open_wound"]
    through_villain_phase(m)
    assert m.state.turn.hero == 1 and healths(m) == [10, 9]


# -- hazards and traps ------------------------------------------------------------------------------------
def hazard_creeping():
    """creeping:N: Magma Creep burns the hero on its tile (1), then creeps a tile toward the
    active hero: from the hall (1, 0) to the start tile."""
    m = begin("kaelith", "thalia", adventure=ADV)
    hall(m)
    marker(m, "hazard", "magma_vent", (1, 0))
    hero_at(m, 1, (5, 2))
    through_villain_phase(m)
    assert healths(m) == [10, 9]
    assert "hazard:magma_vent" in tile(m, 0, 0).markers and "hazard:magma_vent" not in tile(m, 1, 0).markers


def hazard_nest():
    """nest: Fungal Nest with a hero on its tile draws a monster onto it; with a monster there, or
    with no hero there, nothing."""
    m = begin("kaelith", "thalia", adventure=ADV)
    marker(m, "hazard", "fungal_nest")
    through_villain_phase(m)
    assert purpose(m) == "spawn"
    came = [e.data["cell"] for e in draw(m, "orc_scrapper") if "holder" in e.data]
    assert [grid.tile_of(tuple(c)) for c in came] == [(0, 0)]
    m = begin("kaelith", "thalia", adventure=ADV)
    marker(m, "hazard", "fungal_nest")
    monster(m, "skeleton", (3, 3), holder=1)
    through_villain_phase(m)
    assert purpose(m) != "spawn" and len(m.state.monsters) == 1
    m = begin("kaelith", "thalia", adventure=ADV)
    hall(m)
    marker(m, "hazard", "fungal_nest", (1, 0))
    through_villain_phase(m)
    assert purpose(m) != "spawn" and m.state.monsters == []


def marked_here(kind: str, card: str):
    """A hazard or trap on the start tile with Kaelith, Thalia a tile east; Kaelith's villain phase."""
    m = begin("kaelith", "thalia", adventure=ADV)
    hall(m)
    marker(m, kind, card)
    hero_at(m, 1, (5, 2))
    through_villain_phase(m)
    return m


def marker_drain_tile():
    """drain_tile: Mind Mould turns an unused Art face down for each hero on its tile."""
    m = marked_here("hazard", "mind_mould")
    assert arts_up(m) == [0, 1]


def marker_damage_near(kind):
    def case():
        """damage_near:N (hazard or trap): Arcing Crystals, Fire Rune (1 each): each hero on its tile
        and on a tile joined to it takes N; two tiles away, nothing."""
        card = {"hazard": "arcing_crystals", "trap": "fire_rune"}[kind]
        m = begin("kaelith", "thalia", "maren", adventure=ADV)
        hall(m)
        marker(m, kind, card)
        hero_at(m, 1, (5, 2))
        hero_at(m, 2, (9, 2))
        through_villain_phase(m)
        n = n_of(card)
        assert healths(m) == [10 - n, 10 - n, 10]
    return case


def marker_poison_tile(kind):
    def case():
        """poison_tile (hazard or trap): Spore Cloud, Needle Volley poison each hero on its tile,
        no roll."""
        m = marked_here(kind, {"hazard": "spore_cloud", "trap": "needle_volley"}[kind])
        assert [h.poisoned for h in m.state.heroes] == [True, False]
    return case


def trap_stun_tile():
    """stun_tile (trap): Web Snare stuns each hero on its tile, no roll."""
    m = marked_here("trap", "web_snare")
    assert [h.stunned for h in m.state.heroes] == [True, False]


def trap_alarm():
    """alarm:N: Alarm Gong with a hero on its tile: a bear two halls away comes 2 tiles, to the
    start tile; with nobody on the gong's tile it stays."""
    for on_it, lands in ((True, (0, 0)), (False, (2, 0))):
        m = begin("kaelith", "thalia", adventure=ADV)
        hall(m)
        marker(m, "trap", "alarm_gong", (0, 0) if on_it else (1, 0))
        hero_at(m, 1, (0, 3))
        bear = monster(m, "cave_bear", (9, 2), holder=1)
        through_villain_phase(m)
        assert grid.tile_of(at(m, bear.uid)) == lands


# -- treasure ---------------------------------------------------------------------------------------------
def treasure_keen():
    """keen:+N: Trickster's Dice readied: +2 to the next attack roll and +2 to its damage."""
    m = begin("kaelith", "thalia", items={0: ["trickster_dice"]})
    m.act(UseItem(0, "trickster_dice"))
    assert (reactions.boost(m.state, 0, "attack"), reactions.boost(m.state, 0, "damage")) == (2, 2)


def _all_down(m, k):
    for c in m.state.heroes[k].powers:
        c.up = False


def treasure_recall():
    """recall:N: the Wand of Renewal turns two used powers face up (of four), the Art first."""
    m = begin("kaelith", "thalia", items={0: ["wand_of_renewal"]})
    _all_down(m, 0)
    m.act(UseItem(0, "wand_of_renewal"))
    assert sum(c.up for c in m.state.heroes[0].powers) == 2 and up(m, 0, "held_breath")


def treasure_rally():
    """rally:N: Rekindled Resolve turns Held Breath face up and heals 1 (5 -> 6)."""
    m = begin("kaelith", "thalia", items={0: ["rekindled_resolve"]})
    _all_down(m, 0)
    m.state.heroes[0].health = 5
    m.act(UseItem(0, "rekindled_resolve"))
    assert up(m, 0, "held_breath") and m.state.heroes[0].health == 6


def treasure_flip_up_tile():
    """flip_up_tile: Rush of Memory: Kaelith and Thalia beside her turn an Art up; Maren, a tile
    away, does not."""
    m = begin("kaelith", "thalia", "maren", items={0: ["rush_of_memory"]})
    hall(m)
    hero_at(m, 0, (1, 1))
    hero_at(m, 1, (2, 2))
    hero_at(m, 2, (5, 2))
    for k in range(3):
        _all_down(m, k)
    m.act(UseItem(0, "rush_of_memory"))
    assert arts_up(m) == [1, 1, 0]


def treasure_heal_tile():
    """heal_tile:N: Wellspring heals 4 to each hero on the user's tile (5 -> 9), not beyond it."""
    m = begin("kaelith", "thalia", "maren", items={0: ["wellspring"]})
    hall(m)
    hero_at(m, 0, (1, 1))
    hero_at(m, 1, (2, 2))
    hero_at(m, 2, (5, 2))
    for h in m.state.heroes:
        h.health = 5
    m.act(UseItem(0, "wellspring"))
    assert healths(m) == [9, 9, 5]


def treasure_cleanse():
    """cleanse:N: the Elixir of Purity lifts stun and poison and heals 3 (5 -> 8)."""
    m = begin("kaelith", "thalia", items={0: ["elixir_of_purity"]})
    hero = m.state.heroes[0]
    hero.poisoned, hero.health = True, 5
    m.act(UseItem(0, "elixir_of_purity"))
    assert not hero.poisoned and not hero.stunned and hero.health == 8


def treasure_dawn():
    """dawn:N: Second Dawn: a healing surge (2 -> 3) and 3 Health for each hero (6 -> 9)."""
    m = begin("kaelith", "thalia", items={0: ["second_dawn"]})
    for h in m.state.heroes:
        h.health = 6
    m.act(UseItem(0, "second_dawn"))
    assert m.state.surges == 3 and healths(m) == [9, 9]


def treasure_ward_tile():
    """ward_tile:N: the Phoenix Feather gives +2 Defense to the heroes on the user's tile until
    their next turn; Maren, a tile away, gets none."""
    m = begin("kaelith", "thalia", "maren", items={0: ["phoenix_feather"]})
    hall(m)
    hero_at(m, 0, (1, 1))
    hero_at(m, 1, (2, 2))
    hero_at(m, 2, (5, 2))
    before = [party.defense_at(m.state, k) for k in range(3)]
    m.act(UseItem(0, "phoenix_feather"))
    assert [party.defense_at(m.state, k) - before[k] for k in range(3)] == [2, 2, 0]


ENCOUNTER_CASES = {
    "event": {"spawn_far": event_spawn_far, "horde": event_horde, "displace": event_displace,
              "flip_down_all": event_flip_down_all, "poison_all": event_poison_all, "stun_tile": event_stun_tile,
              "damage_row": event_damage_row, "heal_monsters": event_heal_monsters, "echo": event_echo,
              "steal_item": event_steal_item, "lose_xp": event_lose_xp, "surge_or_hurt": event_surge_or_hurt,
              "strike_near": event_strike_near, "wound_weakest": event_wound_weakest},
    "setting": {"damage": setting_damage, "monsters_heal": setting_monsters_heal},
    "curse": {"damage": curse_damage, "bleed": curse_bleed},
    "hazard": {"creeping": hazard_creeping, "nest": hazard_nest, "drain_tile": marker_drain_tile,
               "damage_near": marker_damage_near("hazard"),
               "poison_tile": marker_poison_tile("hazard")},
    "trap": {"poison_tile": marker_poison_tile("trap"), "stun_tile": trap_stun_tile, "alarm": trap_alarm,
             "damage_near": marker_damage_near("trap")},
}
TREASURE_CASES = {"keen": treasure_keen, "recall": treasure_recall, "rally": treasure_rally,
                  "flip_up_tile": treasure_flip_up_tile, "heal_tile": treasure_heal_tile,
                  "cleanse": treasure_cleanse, "dawn": treasure_dawn, "ward_tile": treasure_ward_tile}
