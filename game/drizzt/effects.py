"""The handlers behind content effects: what a power, an item or a hit does. One handler per
name in the content vocabulary (game/drizzt/content.py); tests check none is missing."""
from __future__ import annotations

from game.core.protocol import Event
from game.drizzt import board, grid, party
from game.drizzt.content import load, split_effect
from game.drizzt.state import State


MAX_SURGES = 3  # the easiest difficulty's supply (LD-ADV-01): a treasure never lifts the party past it


def _n(arg: str) -> int:
    return int(arg.lstrip("+")) if arg.lstrip("+-").isdigit() else 0


def _flip_up(state: State, i: int) -> list[Event]:
    hero = state.heroes[i]
    down = [c for c in hero.powers if not c.up]
    if not down:
        return []
    arts = [c for c in down if load().powers[c.id].type == "art"]
    card = (arts or down)[0]  # an Art first: the strongest power comes back (LD-TRS-06)
    card.up = True
    return [Event(f"{hero.name}'s {load().powers[card.id].name} turns face up", {"hero": i, "power": card.id})]


def _cure(state: State, i: int) -> list[Event]:
    hero = state.heroes[i]
    if not (hero.stunned or hero.poisoned):
        return []
    hero.stunned = hero.poisoned = False  # LD-COND-04: a stun removed restores full options
    return [Event(f"{hero.name} is cured", {"hero": i, "stunned": False, "poisoned": False})]


def _defend(state: State, i: int, n: int) -> list[Event]:
    key = f"defend:{i}"
    state.flags[key] = state.flags.get(key, 0) + n
    return [Event(f"{state.heroes[i].name} gains +{n} Defense until their next turn", {"hero": i})]


def _shift(state: State, i: int, n: int) -> list[Event]:
    """Each other hero on the user's tile steps up to N spaces away from the nearest monster."""
    me = state.heroes[i]
    events = []
    for k, other in enumerate(state.heroes):
        if k == i or other.cell is None or other.escaped or grid.tile_of(tuple(other.cell)) != grid.tile_of(
                tuple(me.cell)):
            continue
        spots = board.reachable(state, k, n)
        if not spots:
            continue
        foes = [c for m in state.monsters for c in board.cells_of(m)]
        far = max(sorted(spots), key=lambda c: min((abs(c[0] - f[0]) + abs(c[1] - f[1]) for f in foes), default=0))
        other.cell = list(far)
        events.append(Event(f"{other.name} shifts", {"hero": k, "to": list(far)}))
    return events


def power_effect(state: State, i: int, target: int, effect: str) -> list[Event]:
    """A non-attack power's effect on its target (a hero index)."""
    if not effect:
        return []
    name, arg = split_effect(effect)
    if name == "heal":
        return party.heal(state, target, _n(arg))
    if name == "move":
        state.turn.moves -= 1  # one more move this turn (at the hero's Speed)
        return [Event(f"{state.heroes[i].name} may move once more", {"hero": i})]
    if name == "defend":
        return _defend(state, target, _n(arg))
    if name == "cure":
        return _cure(state, target)
    if name == "flip_up":
        return _flip_up(state, target)
    if name == "shift_allies":
        return _shift(state, i, _n(arg))
    if name == "reroll":
        return []  # a reaction: handled where monster attacks roll
    raise ValueError(f"no handler for power effect {effect!r}")


def item_effect(state: State, i: int, effect: str) -> list[Event]:
    """A treasure used in the hero phase (LD-TRS-04)."""
    name, arg = split_effect(effect)
    hero = state.heroes[i]
    if name == "heal":
        return party.heal(state, i, _n(arg))
    if name == "cure":
        return _cure(state, i)
    if name == "flip_up":
        return _flip_up(state, i)
    if name == "surge":
        state.surges = min(MAX_SURGES, state.surges + 1)
        return [Event(f"The party gains a healing surge ({state.surges})", {"surges": state.surges})]
    if name == "level_up":
        from game.drizzt.flow import flow

        flow.decide(state, "level_up", hero.seat, hero=i, free=True)  # the Tome (LD-LVL-05): no XP spent
        return []
    if name in ("move", "speed"):
        state.turn.moves -= 1  # one more move this turn
        return [Event(f"{hero.name} may move once more", {"hero": i})]
    if name in ("attack", "damage", "defense", "reroll"):
        return _defend(state, i, _n(arg)) if name == "defense" else []
    raise ValueError(f"no handler for treasure effect {effect!r}")


def hit_effect(state: State, i: int, uid: str, effect: str) -> list[Event]:
    """What a power's hit (or miss) does beyond damage."""
    name, arg = split_effect(effect)
    monster = board.monster_by_uid(state, uid)
    if monster is None:
        return []
    card = load().monster(monster.card)
    if name in ("stun", "slow", "poison"):
        state.flags[f"{name}:{uid}"] = i + 1 if name == "poison" else True  # who poisoned it gets the kill
        return [Event(f"{card.name} is {'stunned' if name == 'stun' else name + 'ed'}", {"monster": uid})]
    if name == "heal_self":
        return party.heal(state, i, _n(arg))
    if name == "flip_up":
        return _flip_up(state, i)
    if name == "damage":
        from game.drizzt.combat import damage_monster

        why = f"{state.heroes[i].name}'s power" if i >= 0 else "a power"
        return damage_monster(state, i, uid, _n(arg), why=why)
    if name == "push":
        return _push(state, i, monster, _n(arg))
    raise ValueError(f"no handler for hit effect {effect!r}")


def _push(state: State, i: int, monster, n: int) -> list[Event]:
    hero = state.heroes[i]
    size = load().monster(monster.card).size
    idx, defs = board.index(state), board.defs()
    taken = board.occupied(state, skip_monster=monster.uid)
    here = tuple(monster.cell)
    for _ in range(n):
        options = [c for c in grid.reachable(idx, defs, here, 1, blocked=taken) if grid.fits(idx, defs, c, size, taken)]
        away = [c for c in options if abs(c[0] - hero.cell[0]) + abs(c[1] - hero.cell[1]) >
                abs(here[0] - hero.cell[0]) + abs(here[1] - hero.cell[1])]
        if not away:
            break
        here = sorted(away)[0]
    if list(here) == monster.cell:
        return []
    monster.cell = list(here)
    return [Event(f"{load().monster(monster.card).name} is pushed back", {"monster": monster.uid, "to": list(here)})]
