"""Monsters (DD-MON-01..07, DD-EX-02, G-04, G-05, G-19, G-20): defeated with total attack at least
their attack cost, attack never spent; rewards paid once; then to the discard, never the play area."""
from __future__ import annotations

import pytest

from game.core.codec import to_data
from game.core.common_actions import Pass
from game.core.errors import IllegalAction
from game.draft.actions import Play
from game.draft.content import load
from tests.draft.helpers import amount, card, cards, draft_round, hand, in_play, play, start, texted


def _ready():
    m = start(2, quests=False)
    draft_round(m)
    return m


def test_red_dragon_and_another_with_unspent_attack_dd_ex_02():
    """DD-EX-02, DD-MON-02, DD-MON-03, DD-MON-04, DD-MON-06: Arminus (2) and the Longsword (3) make
    5 attack: the Red Dragon (5) and a monster of cost 4 both fall in one turn; attack stays 5;
    each pays its XP and gold and goes to the discard pile."""
    dragon = card("Red Dragon")
    other = cards("monster", attack_cost=4)[0]
    m = _ready()
    in_play(m, 0, card("Arminus the Barbarian"), card("Longsword"))
    hand(m, 0, dragon, other)
    assert m.view(0)["seats"][0]["attack"] == 5
    events = play(m, Play(dragon))
    assert m.view(0)["seats"][0]["attack"] == 5
    play(m, Play(other))
    d, o = load().cards[dragon], load().cards[other]
    p = m.state.seats[0]
    assert p.xp_tokens == d.xp_reward + o.xp_reward and p.gold == 9 + d.gold_reward + o.gold_reward
    assert m.state.deck.discard[-2:] == [dragon, other]
    assert any(e.data == {"kind": "defeated", "seat": 0, "card": dragon, "xp": d.xp_reward, "gold": d.gold_reward}
               for e in events)


def test_a_monster_beyond_the_attack_is_refused_dd_ex_02():
    """DD-EX-02 negative, DD-MON-02: attack 5 cannot defeat a cost-6 monster; nothing changes."""
    six = cards("monster", attack_cost=6)[0]
    m = _ready()
    in_play(m, 0, card("Arminus the Barbarian"), card("Longsword"))
    hand(m, 0, six)
    before = to_data(m.state)
    with pytest.raises(IllegalAction) as refused:
        m.act(Play(six))
    assert to_data(m.state) == before and "needs 6 attack to defeat and you have 5" in refused.value.why


def test_a_monster_card_shows_its_numbers_dd_mon_01():
    """DD-MON-01, G-04: attack cost, XP and gold (paid once on defeat)."""
    dragon = load().cards[card("Red Dragon")]
    assert dragon.kind == "monster" and dragon.attack_cost == 5 and dragon.cls == ""


def test_a_monster_text_happens_then_it_is_discarded_dd_mon_05_g_20():
    """DD-MON-05, G-20: a monster whose text gives extra attack this round once defeated; attack is
    worked out again before the next monster, which that attack now beats."""
    armour = texted("monster", "attack")
    info = load().cards[armour]
    big = cards("monster", attack_cost=info.attack_cost + amount(armour))[0]
    m = _ready()
    m.state.seats[0].attack_bonus = info.attack_cost  # exactly enough for the first one
    hand(m, 0, armour, big)
    assert m.ask("why_not", big)
    play(m, Play(armour))
    assert m.view(0)["seats"][0]["attack"] == info.attack_cost + amount(armour) and armour in m.state.deck.discard
    play(m, Play(big))
    assert big in m.state.deck.discard


def test_defeated_monsters_never_join_the_play_area_g_05_dd_mon_07():
    """DD-MON-07, G-05: a defeated monster is not in front of the seat and counts for no class."""
    rat = cards("monster", attack_cost=1)[0]
    m = _ready()
    in_play(m, 0, card("Arminus the Barbarian"))
    hand(m, 0, rat)
    play(m, Play(rat))
    seen = m.view(0)["seats"][0]
    assert rat not in sum(seen["play_area"], []) and seen["cards_in_front"] == 1
    assert "monster" not in seen["class_counts"]


def test_undefeated_monsters_are_discarded_g_19():
    """G-19: a monster left undefeated goes to the discard with the other unplayed cards."""
    ten = cards("monster", attack_cost=10)[0]
    m = _ready()
    hand(m, 0, ten)
    play(m, Pass())
    assert ten in m.state.deck.discard
