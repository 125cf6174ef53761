"""Damage to monsters and blows at heroes, the part of combat that effects and tactics use too: a
monster damaged and defeated (LD-DEF-01..04, LD-DEF-08: the experience pile, one treasure a
turn, the adventure's goal), and a monster's attack on a hero queued as the "monster_attack_roll"
step (combat.py rolls it and lands it)."""
from __future__ import annotations

from game.core.protocol import Event
from game.drizzt import adventure, board, party
from game.drizzt.content import load, split_effect
from game.drizzt.curses import lift_curses
from game.drizzt.flow import flow
from game.drizzt.state import State


def damage_monster(state: State, i: int, uid: str, amount: int, treasure: bool = True, why: str = "") -> list[Event]:
    """Damage a monster; at 0 it is defeated (LD-DEF-01..04, LD-DEF-08). `i` is the hero who felled
    it (-1 for nobody); a kill outside its hero's attack (poison) draws no treasure. `why`: damage
    that no attack line tells (poison, a power's extra effect) is told here when the monster lives."""
    monster = board.monster_by_uid(state, uid)
    if monster is None or amount <= 0:
        return []
    monster.health -= amount
    if monster.health > 0:
        if not why:
            return []
        name = load().monster(monster.card).name
        return [Event(f"{name} takes {amount} damage ({why})", {"monster": uid, "wounded": amount,
                                                                "health": monster.health})]
    card = load().monster(monster.card)
    if card.rises and not state.flags.get(f"risen:{uid}"):  # a villain's second form (issue 19)
        state.flags[f"risen:{uid}"] = True
        monster.health = card.rises
        return [Event(f"{card.name} falls, and rises again with {card.rises} Health", {"monster": uid, "risen": True,
                                                                                     "health": card.rises})]
    state.monsters.remove(monster)
    holder = state.heroes[monster.holder]
    if uid in holder.row:
        holder.row.remove(uid)
    if card.kind == "object":  # an adventure's object: destroyed, no XP, no treasure (LD-ACT-02)
        return [Event(f"{card.name} is destroyed", {"monster": uid, "destroyed": True})] + adventure.objective_check(state, i)
    team = party.team_of(state, i) if i >= 0 else "0"
    state.xp.setdefault(team, []).append(monster.card)  # LD-DEF-02, G-27
    events = [Event(f"{card.name} is defeated: {card.xp} XP for the party", {"monster": uid, "card": monster.card,
                                                                             "defeated": True})]
    for k, h in enumerate(state.heroes):  # curses that end when you defeat a monster (LD-COND-09)
        if k == i and any(load().encounters[c].ends == "kill" for c in h.curses):
            events += lift_curses(state, k, "kill")
    if i >= 0 and treasure and not state.turn.treasure and _treasure_allowed(state):
        state.turn.treasure = True  # one treasure a turn (LD-DEF-04)
        flow.then(state, ("treasure", {"hero": i}))
    return events + adventure.objective_check(state, i)


def _treasure_allowed(state: State) -> bool:
    return not (state.setting and split_effect(load().encounters[state.setting].effect)[0] == "no_treasure")


def monster_attack(state: State, uid: str, hero: int, attack: int, damage: int, effects=(), miss: int = 0,
                   why: str = "") -> None:
    """Queue a monster's attack roll on a hero."""
    flow.then(state, ("monster_attack_roll", {"monster": uid, "hero": hero, "attack": attack, "damage": damage,
                                              "effects": list(effects), "miss": miss, "why": why}))
