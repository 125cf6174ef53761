"""The Advanced tier's encounters and the treasure deck, read from the content itself (issue 19):
the Advanced encounters bring at least 20 effects no Starting card has, the deck sizes stay as the
rulebook gives them (LD-COMP-05), every treasure card has its own effect, Advanced treasure is
stronger, every Advanced encounter and every treasure card plays out in a game, and the co-op bot
sees what they cost. (Malformed new effects refused at file:line: tests/drizzt/test_content.py.)"""
from __future__ import annotations

from collections import Counter

import pytest

from game.drizzt import content as C
from game.drizzt import grid, rules
from game.drizzt.bots import card_worth, knowledge, questions
from game.drizzt.actions import Cancel, LetItBe, UseItem
from game.drizzt.content import load
from tests.drizzt.advanced_cases import ADV, hall, marker, through_villain_phase, tile
from tests.drizzt.helpers import draw, hero_at, monster, place, roll
from tests.drizzt.rulekit_iv import begin, end_phase, purpose

STARTING_PER_KIND = {"event": 18, "setting": 6, "curse": 4, "hazard": 4, "trap": 4}  # 36
ADVANCED_PER_KIND = {"event": 18, "setting": 6, "curse": 6, "hazard": 5, "trap": 5}  # 40


def _effect_names(tier: str) -> set[str]:
    return {C.effect_name(e.effect) for e in load().encounters.values() if e.tier == tier}


def test_the_advanced_encounters_have_at_least_20_effects_no_starting_card_has():
    """Issue 19 (LD-ADV-02): counted from the content: effect names on Advanced encounter cards
    that no Starting encounter card uses (a name shared across kinds counts once)."""
    own = _effect_names("advanced") - _effect_names("starting")
    assert len(own) >= 20, sorted(own)


def test_the_encounter_decks_keep_their_sizes_per_kind():
    """LD-COMP-05: 36 Starting and 40 Advanced encounter cards, counting copies, kind by kind."""
    for tier, want in (("starting", STARTING_PER_KIND), ("advanced", ADVANCED_PER_KIND)):
        got = Counter()
        for e in load().encounters.values():
            if e.tier == tier:
                got[e.kind] += e.copies
        assert dict(got) == want, tier
    assert load().tier_total("starting") == load().tier_total("advanced") == 100


def test_no_advanced_encounter_is_a_starting_one_renamed():
    """No Advanced card has the same kind, effect and numbers as a Starting card."""
    def shape(e):
        return (e.kind, e.effect, e.attack, e.damage, e.hit, e.ends.partition(":")[0])

    starting = {shape(e) for e in load().encounters.values() if e.tier == "starting"}
    twins = [e.id for e in load().encounters.values() if e.tier == "advanced" and shape(e) in starting]
    assert twins == []


def test_every_treasure_card_has_its_own_effect():
    """Issue 19: no two treasure cards share an effect and a use (no more identical re-rolls and
    flip-ups)."""
    seen = Counter((t.effect, t.use) for t in load().treasures.values())
    assert [k for k, n in seen.items() if n > 1] == []


def test_advanced_treasure_is_stronger_than_starting_treasure():
    """For each number both tiers' treasure raise (heal, attack, damage, defense, speed), the
    Advanced deck's best card beats the Starting deck's best."""
    best: dict[tuple[str, str], int] = {}
    for t in load().treasures.values():
        name, arg = C.split_effect(t.effect)
        if arg.lstrip("+").isdigit():
            key = (t.tier, name)
            best[key] = max(best.get(key, 0), int(arg.lstrip("+")))
    shared = {n for (tier, n) in best if tier == "starting"} & {n for (tier, n) in best if tier == "advanced"}
    assert shared >= {"heal", "attack", "damage", "defense", "speed"}
    for name in shared:
        assert best[("advanced", name)] > best[("starting", name)], name


def _play_out(m, hero: int = 0, steps: int = 80) -> list:
    """Answer whatever the villain phase asks until the next hero's turn: rolls of 10, a draw of
    the first card the deck holds, the first legal answer to a question."""
    events = []
    for _ in range(steps):
        if m.state.turn.hero != hero or m.state.phase == "over":
            break
        req = m.state.chance
        if req is not None and req.dice:
            events += roll(m, *[10] * len(req.dice))
        elif req is not None:
            deck = getattr(m.state, f"{req.deck}_deck", None)
            cards = list(deck.pile or deck.discard) if deck is not None else list(req.data.get("pool", []))
            events += draw(m, *sorted(cards)[:req.count])
        else:
            events += m.act(m.legal_actions()[0])
    return events


@pytest.mark.parametrize("card", sorted(c.id for c in load().encounters.values() if c.tier == "advanced"))
def test_every_advanced_encounter_plays_out(card):
    """Each Advanced card drawn in a villain phase resolves and the turn passes on; its name is
    in the log (LD-ENC-01)."""
    m = begin("kaelith", "thalia", adventure=ADV)
    events = through_villain_phase(m, [card]) + _play_out(m)
    assert m.state.turn.hero == 1 or m.state.phase == "over"
    assert any(load().encounters[card].name in e.text for e in events)


@pytest.mark.parametrize("card", sorted(t.id for t in load().treasures.values()
                                         if t.use in ("free", "attack") and not t.effect.startswith("move")))
def test_every_treasure_used_in_the_hero_phase_says_so(card):
    """LD-TRS-04: each treasure used in the hero phase leaves the hero's hand (if it is spent) and
    the log names it (a move card moves instead: tests/drizzt/test_effects.py)."""
    m = begin("kaelith", "thalia", items={0: [card]})
    m.state.heroes[0].health = 5
    events = m.act(UseItem(0, card))
    assert any(load().treasures[card].name in e.text for e in events)
    t = load().treasures[card]
    assert (card in m.state.heroes[0].items) == (not t.consumable or t.effect == "level_up")


# -- decisions the effects leave open (docs/decisions.md, Issue 19 lod-enc) -------------------------------
def test_a_creeping_hazard_stops_before_a_marked_tile():
    """creeping: LD-ENC-09 (one marker a tile): Magma Creep stays put when the tile it would creep
    onto holds a trap already; it still burns its own tile."""
    m = begin("kaelith", "thalia", adventure=ADV)
    hall(m)
    marker(m, "hazard", "magma_vent", (1, 0))
    tile(m, 0, 0).markers.append("trap:needle_volley")  # no row entry: the trap does not act here
    hero_at(m, 1, (5, 2))
    through_villain_phase(m)
    assert "hazard:magma_vent" in tile(m, 1, 0).markers and m.state.heroes[1].health == 9


def test_with_no_tile_farther_the_far_monster_comes_on_the_active_heros_tile():
    """spawn_far on a map of one tile: the monster comes where Something Stirs would put it."""
    m = begin("kaelith", "thalia", adventure=ADV)
    through_villain_phase(m, ["hunters_behind"])
    came = next(e for e in draw(m, "skeleton") if e.data.get("card") == "skeleton")
    assert grid.tile_of(tuple(came.data["cell"])) == (0, 0)


def test_a_bleeding_hero_that_falls_uses_a_surge_at_once():
    """bleed: the damage comes as the hero phase starts, before the healing surge (as
    damage_start, LD-HERO-02): Thalia at 1 Health falls to Open Wound and gets up on a surge."""
    m = begin("kaelith", "thalia", adventure=ADV)
    m.state.heroes[1].curses = ["open_wound"]
    m.state.heroes[1].health = 1
    m.state.surges = 2  # Wyrmfire's own two (its two-hero scale adds a third)
    through_villain_phase(m)
    assert m.state.surges == 1 and m.state.heroes[1].health > 0


def test_an_echo_can_be_cancelled_like_any_new_encounter():
    """echo: the extra card is a new draw, so the party may spend 5 XP on it (LD-ENC-02/03)."""
    m = begin("kaelith", "thalia", adventure=ADV)
    m.state.xp["0"] = ["cave_bear", "orc_scrapper", "skeleton"]
    hero_at(m, 0, (2, 1))
    end_phase(m)
    draw(m, "echoing_halls")
    m.act(LetItBe())
    assert purpose(m) == "encounter"
    draw(m, "tremor")
    assert any(isinstance(a, Cancel) for a in m.legal_actions())


def test_a_thief_takes_the_newest_treasure_even_a_passive_item():
    """steal_item takes the last treasure the hero received, a passive item too."""
    m = begin("kaelith", "thalia", adventure=ADV, items={0: ["oakheart_shield"]})
    through_villain_phase(m, ["cutpurse_shadows"])
    assert m.state.heroes[0].items == [] and "oakheart_shield" in m.state.treasure_deck.discard


def test_a_carried_off_hero_never_lands_on_a_special_tile():
    """displace: the farthest tile is the Cinder Lair (special, the villain's); Kaelith is carried
    to the farthest plain tile instead, the hall before it."""
    m = begin("kaelith", "thalia", adventure=ADV)
    hall(m)
    place(m, "dragon_lair", 3, 0)
    hero_at(m, 1, (0, 3))
    through_villain_phase(m, ["sinkhole_slide"])
    assert grid.tile_of(tuple(m.state.heroes[0].cell)) == (2, 0)


# -- the co-op bot's worth of the new cards --------------------------------------------------------------
def _table():
    """Kaelith (holding a potion) next to a wounded orc, Thalia on the same tile, 4 XP in the pile."""
    m = begin("kaelith", "thalia", adventure=ADV, items={0: ["potion_of_healing"]})
    hall(m)
    hero_at(m, 0, (2, 1))
    hero_at(m, 1, (1, 2))
    monster(m, "orc_scrapper", (3, 1), holder=1, health=1)
    m.state.xp["0"] = ["skeleton", "goblin_notcher", "orc_scrapper"]
    return m


@pytest.mark.parametrize("card", sorted(load().encounters))
def test_the_bot_counts_every_encounter_as_a_harm(card):
    """Each encounter card costs the party something in the bot's eyes when it would bite (an event
    judged on the spot, the rest for as long as they last), so the bot weighs cancelling it; a
    "-2 Speed" costs as much as a "+2" would help (it once counted as a gain)."""
    m = _table()
    view = rules.view(m.state, 0)
    if load().encounters[card].kind == "event":
        assert questions._encounter_harm(view, card) > 0
    else:
        assert knowledge.lasting_harm(card) > 0


def test_the_bot_uses_a_one_card_treasure_when_it_helps():
    """Wellspring is worth using with a wounded hero on the tile, not at full health; the Wand of
    Renewal with two powers down, not with one."""
    m = _table()
    view = rules.view(m.state, 0)
    hero = view["heroes"][0]
    assert not card_worth.use_now(view, hero, "heal_tile:4")
    m.state.heroes[1].health = 5
    assert card_worth.use_now(rules.view(m.state, 0), rules.view(m.state, 0)["heroes"][0], "heal_tile:4")
    m.state.heroes[0].powers[0].up = False
    assert not card_worth.use_now(rules.view(m.state, 0), rules.view(m.state, 0)["heroes"][0], "recall:2")
    m.state.heroes[0].powers[1].up = False
    assert card_worth.use_now(rules.view(m.state, 0), rules.view(m.state, 0)["heroes"][0], "recall:2")
