"""Levelling up (LD-LVL): a natural 20 while attacking or disarming lets the hero spend 5 XP to
turn its card to level 2: +2 health (now and at most, G-07), one more Art (G-08), a stronger 20."""
from __future__ import annotations

from game.core.protocol import Event
from game.drizzt import party
from game.drizzt.actions import LetItBe, LevelUp
from game.drizzt.content import load
from game.drizzt.flow import flow
from game.drizzt.state import Power, State


def spare_arts(state: State, i: int) -> list[str]:
    """The hero's Arts set aside at setup (G-08)."""
    hero = state.heroes[i]
    held = {c.id for c in hero.powers}
    return sorted(p.id for p in load().hero_powers(hero.id) if p.type == "art" and p.id not in held)


def offer_level_up(state: State, i: int) -> None:
    """Ask the hero's seat whether to level up now, if it can (G-10: now or never)."""
    hero = state.heroes[i]
    if hero.level >= 2 or party.xp_total(state, party.team_of(state, i)) < party.XP_COST:
        return
    flow.decide(state, "level_up", hero.seat, hero=i)


def level_up(state: State, i: int, art: str) -> list[Event]:
    hero = state.heroes[i]
    two = load().heroes[hero.id].level2
    hero.level = 2
    hero.max_health = two.health
    hero.health = min(two.health, hero.health + (two.health - load().heroes[hero.id].health))  # G-07
    hero.defense, hero.speed = two.defense, two.speed
    arts = spare_arts(state, i)
    pick = art if art in arts else (arts[0] if arts else "")
    if pick:
        hero.powers.append(Power(pick))
    return [Event(f"{hero.name} reaches level 2" + (f" and learns {load().powers[pick].name}" if pick else ""),
                  {"hero": i, "level": 2, "art": pick})]


def _legal(state: State, d) -> list:
    i = d.data["hero"]
    arts = spare_arts(state, i) or [""]
    spends = [()] if d.data.get("free") else party.spend_options(state, party.team_of(state, i))
    return [LetItBe()] + [LevelUp(cards, art) for cards in spends for art in arts]


def _apply(state: State, d, action) -> list[Event]:
    flow.settle(state)
    i = d.data["hero"]
    if isinstance(action, LetItBe):  # the Tome, let be, stays with the hero (G-08)
        return [Event(f"{state.heroes[i].name} does not level up", {"hero": i})]
    if d.data.get("free"):
        _spend_tome(state, i)
    party.spend(state, party.team_of(state, i), action.cards)
    return level_up(state, i, action.art)


def _spend_tome(state: State, i: int) -> None:
    """The treasure that levelled the hero up for nothing (the Tome of Knowledge) is discarded."""
    hero = state.heroes[i]
    tome = next(t for t in hero.items if load().treasures[t].effect.startswith("level_up"))
    hero.items.remove(tome)
    state.treasure_deck.put_discard(tome)


flow.decision("level_up", "A natural 20! Spend 5 experience to reach level 2?")((_legal, _apply))
