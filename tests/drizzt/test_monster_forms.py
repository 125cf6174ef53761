"""Issue 19 (lod-foes): the Advanced monsters with tactics of their own and stronger numbers, the
later tactic forms, the villains (a second form that rises, one who calls her dead) and the
adventures that bring them (LD-MON, LD-VIL, LD-ADV)."""
from __future__ import annotations

from statistics import mean

import pytest

from game.drizzt import adventure, damage, scale
from game.drizzt.content import ATTACK_ACTIONS, load, split_effect, tactic_text
from tests.drizzt import formkit
from tests.drizzt.helpers import hero_at, monster, place
from tests.drizzt.rulekit_iv import at, begin, end_phase, purpose, quiet

FIRST_FORMS = {"adjacent", "tile", "within", "damaged", "attack", "close_attack", "shoot", "attack_tile", "move",
               "spawn", "heal"}
NEW_VILLAINS = ("the_hollow_abbess", "gravelord_ulcrast")
NEW_ADVENTURES = ("the_hollow_cloister", "the_gravelords_barrow", "flight_from_the_barrow")


def _shape(card) -> tuple:
    """A tactics list as behaviour: each line's condition, action, target, hit effects and graze."""
    return tuple((t.cond, t.action, t.target, tuple(sorted(t.effects)), t.miss > 0) for t in card.tactics)


def _deck(tier: str = "") -> list:
    return [m for m in load().monsters.values() if not m.villain and (not tier or m.tier == tier)]


def _forms(card) -> set:
    return {split_effect(t.cond)[0] for t in card.tactics if t.cond} | {split_effect(t.action)[0] for t in card.tactics}


def test_no_two_deck_monsters_share_a_tactics_list():
    """LD-MON-02: no two of the 24 deck monsters have the same tactics list, and no Advanced card
    behaves like any other card (the same conditions, actions, targets, hit effects and grazes,
    whatever the numbers). The Starting cards stay as the rulebook's worked examples use them."""
    deck = _deck()
    assert len(deck) == 24 and len({m.tactics for m in deck}) == 24
    shapes = [_shape(m) for m in deck]
    for m in _deck("advanced"):
        assert shapes.count(_shape(m)) == 1, m.id


def test_every_advanced_monster_acts_in_a_way_no_starting_monster_does():
    """LD-ADV-02, LD-MON-02: each Advanced monster uses a later tactic form (a condition or action
    no Starting card has) or a hit-everyone-next-to-it line; no Starting monster uses the later forms."""
    for m in _deck("advanced"):
        assert _forms(m) - FIRST_FORMS, m.id
    for m in _deck("starting"):
        assert _forms(m) <= FIRST_FORMS, m.id


def test_advanced_monsters_have_stronger_numbers():
    """LD-ADV-02: the Advanced monsters are tougher than the Starting ones on average in Defense,
    Health, attack and damage, and none is as frail as the frailest Starting card."""
    start, adv = _deck("starting"), _deck("advanced")

    def blows(cards, key):
        return mean(getattr(t, key) for m in cards for t in m.tactics if split_effect(t.action)[0] in ATTACK_ACTIONS)

    assert mean(m.defense for m in adv) >= mean(m.defense for m in start) + 2
    assert mean(m.health for m in adv) >= mean(m.health for m in start) + 1
    assert blows(adv, "attack") > blows(start, "attack") and blows(adv, "damage") > blows(start, "damage")
    assert min(m.health for m in adv) > min(m.health for m in start)
    assert min(m.defense for m in adv) > min(m.defense for m in start)


def test_at_least_five_villains_each_with_its_own_tactics_and_adventure():
    """LD-MON-06: five villains or more, the two new ones among them; no two share a tactics list,
    and each is placed by some adventure."""
    villains = [m for m in load().monsters.values() if m.villain]
    assert len(villains) >= 5 and set(NEW_VILLAINS) <= {v.id for v in villains}
    assert len({_shape(v) for v in villains}) == len(villains)
    used = {a.villain for a in load().adventures.values()}
    assert all(v.id in used for v in villains)


def test_at_least_twelve_adventures_and_the_new_ones_are_advanced():
    """LD-ADV-02: twelve adventures or more; the new three use the Advanced Deck, bring a new
    villain each (their party-size `scale` is tuned in adventures.toml like the others')."""
    advs = load().adventures
    assert len(advs) >= 12 and list(advs)[-3:] == list(NEW_ADVENTURES)
    for aid in NEW_ADVENTURES:
        a = advs[aid]
        assert a.deck == "advanced" and a.villain in NEW_VILLAINS and a.heroes[1] == 5, aid
    assert {advs[a].villain for a in NEW_ADVENTURES} == set(NEW_VILLAINS)


@pytest.mark.parametrize("name", sorted({**formkit.CONDITIONS, **formkit.ACTIONS}))
def test_the_later_tactic_forms(name):
    """LD-MON-02: each later form (bloodied, crowd, ally_hurt, snipe, pull, charge, retreat, mend)
    does what its card line says in a villain phase (the scenes: tests/drizzt/formkit.py)."""
    {**formkit.CONDITIONS, **formkit.ACTIONS}[name]()


def test_the_later_forms_read_as_card_text():
    """LD-MON-01: a card shows its tactics in words, the later forms too."""
    words = [tactic_text(t, load().monsters) for m in load().monsters.values() for t in m.tactics]
    assert all("." in w and "{" not in w for w in words)
    ulcrast = [tactic_text(t, load().monsters) for t in load().monster("gravelord_ulcrast").tactics]
    assert ulcrast[0].startswith("2 or more heroes on its tile: attack each hero on its tile")
    assert "drag the nearest such hero next to it" in ulcrast[2]


def test_the_gravelord_rises_once_then_falls_for_good():
    """LD-MON-06, LD-OVR-04: Ulcrast brought to 0 Health rises again with his second form's Health
    (no XP yet, the adventure goes on); brought to 0 again he is defeated and the party wins."""
    m = begin("kaelith", "thalia", adventure="the_gravelords_barrow")
    m.state.flags["villain_out"] = True
    ulcrast = monster(m, "gravelord_ulcrast", (2, 2), holder=0, health=2)
    events = damage.damage_monster(m.state, 0, ulcrast.uid, 5)
    card = load().monster("gravelord_ulcrast")
    assert ulcrast in m.state.monsters and ulcrast.health == card.rises
    assert any(e.data.get("risen") for e in events) and m.state.phase != "over" and not m.state.xp.get("0")
    damage.damage_monster(m.state, 0, ulcrast.uid, card.rises)
    assert ulcrast not in m.state.monsters and m.state.result == "won"


def test_the_hollow_abbess_calls_her_dead_when_bloodied():
    """LD-VIL-06: the Hollow Abbess at half Health with no hero near calls a Hollow Wraith onto her
    tile's spawn point; at full Health she moves instead."""
    m = begin("kaelith", "thalia", adventure="the_hollow_cloister")
    for tx in (1, 2):
        place(m, "dripping_hall", tx, 0)
    hero_at(m, 1, (1, 2))
    full = scale.full_health("the_hollow_cloister", 2, "the_hollow_abbess")
    monster(m, "the_hollow_abbess", (10, 2), holder=0, health=full // 2)
    quiet(m)
    hero_at(m, 0, (2, 1))
    end_phase(m)
    wraiths = [x for x in m.state.monsters if x.card == "hollow_wraith"]
    assert len(wraiths) == 1 and tuple(wraiths[0].cell) == (9, 1)


def test_bloodied_counts_from_the_health_scaled_for_the_party():
    """LD-VIL-06, issue 19: with two heroes the Abbess starts below her card's Health (the
    adventure's scale); at that full Health she is not bloodied, so she calls nobody and snipes."""
    m = begin("kaelith", "thalia", adventure="the_hollow_cloister")
    for tx in (1, 2):
        place(m, "dripping_hall", tx, 0)
    hero_at(m, 1, (1, 2))
    full = scale.full_health("the_hollow_cloister", 2, "the_hollow_abbess")
    assert full * 2 <= load().monster("the_hollow_abbess").health  # half the card's: bloodied by the card
    abbess = monster(m, "the_hollow_abbess", (10, 2), holder=0, health=full)
    quiet(m)
    hero_at(m, 0, (2, 1))
    end_phase(m)
    assert purpose(m) != "spawn" and not [x for x in m.state.monsters if x.card == "hollow_wraith"]
    assert m.state.chance is not None and at(m, abbess.uid) == (10, 2)  # her snipe's roll waits


def test_the_gravelord_waits_in_the_barrow_gate():
    """LD-ADV-02, LD-OVR-04: in Flight from the Barrow the Gravelord arrives with the Barrow Gate,
    the exit tile the heroes must leave by."""
    m = begin("kaelith", "thalia", adventure="flight_from_the_barrow")
    tile = place(m, "barrow_gate", 0, -1)
    events = adventure.tile_placed(m.state, tile)
    lord = [x for x in m.state.monsters if x.card == "gravelord_ulcrast"]
    assert lord and events and m.state.flags.get("villain_out")
    assert adventure.exit_cells(m.state) and at(m, lord[0].uid) is not None
