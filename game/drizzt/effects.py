"""The handlers behind content effects: what a power, a hit or a miss, a treasure used in the hero
phase and an encounter (an event, or a hazard or trap in the villain phase) do. One registry per
kind (game/core/effects.py), checked against the content vocabulary (game/drizzt/vocabulary.py):
a handler for a name the vocabulary does not know is refused at import, and the tests check that
every name content uses has a handler and every handler is used by some content. The Advanced
tier's own effects and the one-card treasure effects register on these registries from
game/drizzt/dread.py (imported by heroes.py, which every game loads).

Monsters' tactic actions and conditions have their registries beside the tactic lines they read
(game/drizzt/tactics.py). Settings and curses are not dispatched: each is read where the number
or the moment it changes is worked out (party._mods, heroes.begin_turn, combat, party.heal)."""
from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from game.core.effects import Effects
from game.core.protocol import Event
from game.drizzt import board, grid, party
from game.drizzt.content import load
from game.drizzt.damage import damage_monster, monster_attack
from game.drizzt.flow import flow
from game.drizzt.monster_moves import move_all
from game.drizzt.state import Monster, State
from game.drizzt.vocabulary import ENCOUNTER_EFFECTS, HIT_EFFECTS, MISS_EFFECTS, POWER_EFFECTS, TREASURE_EFFECTS


MAX_SURGES = 3  # the easiest difficulty's supply (LD-ADV-01): a treasure never lifts the party past it

H = TypeVar("H", bound=Callable[..., list[Event]])


def _n(arg: str) -> int:
    return int(arg.lstrip("+")) if arg.lstrip("+-").isdigit() else 0


class CardEffects(Effects[H]):
    """Effects written "name:N" ("heal:2", "cure"): each handler takes the whole number last (0
    when there is none)."""

    __slots__ = ("_read",)

    def __init__(self, kind: str, vocabulary: dict) -> None:
        super().__init__(kind, vocabulary)
        self._read: dict[str, tuple[H, int]] = {}

    def read(self, effect: str) -> tuple[H, int]:
        """The handler of an effect string and its number, worked out once per string."""
        got = self._read.get(effect)
        if got is None:
            name, _, arg = effect.partition(":")
            got = self._read[effect] = (self[name], _n(arg))
        return got


PowerHandler = Callable[[State, int, int, int], list[Event]]  # (state, user, target hero, N)
ItemHandler = Callable[[State, int, int], list[Event]]  # (state, hero, N)
HitHandler = Callable[[State, int, Monster, int], list[Event]]  # (state, attacker, monster, N)
EncounterHandler = Callable[[State, object, int, "tuple | None", int], list[Event]]  # (state, card, active, tile, N)

POWER: CardEffects[PowerHandler] = CardEffects("power effect", POWER_EFFECTS)
ITEM: CardEffects[ItemHandler] = CardEffects("treasure effect", TREASURE_EFFECTS)
HIT: CardEffects[HitHandler] = CardEffects("hit effect", HIT_EFFECTS)
MISS: CardEffects[HitHandler] = CardEffects("miss effect", MISS_EFFECTS)
ENCOUNTER: CardEffects[EncounterHandler] = CardEffects(  # events, and hazards and traps in the villain phase
    "encounter effect", {**ENCOUNTER_EFFECTS["event"], **ENCOUNTER_EFFECTS["hazard"], **ENCOUNTER_EFFECTS["trap"]})


def power_effect(state: State, i: int, target: int, effect: str) -> list[Event]:
    """A non-attack power's effect on its target (a hero index)."""
    if not effect:
        return []
    handler, n = POWER.read(effect)
    return handler(state, i, target, n)


def item_effect(state: State, i: int, effect: str) -> list[Event]:
    """A treasure used in the hero phase (LD-TRS-04)."""
    handler, n = ITEM.read(effect)
    return handler(state, i, n)


def hit_effect(state: State, i: int, uid: str, effect: str) -> list[Event]:
    """What a power's hit does beyond damage."""
    return _on_monster(HIT, state, i, uid, effect)


def miss_effect(state: State, i: int, uid: str, effect: str) -> list[Event]:
    """What a power's miss still does."""
    return _on_monster(MISS, state, i, uid, effect)


def _on_monster(kind: CardEffects[HitHandler], state: State, i: int, uid: str, effect: str) -> list[Event]:
    monster = board.monster_by_uid(state, uid)
    if monster is None:
        return []
    handler, n = kind.read(effect)
    return handler(state, i, monster, n)


def encounter_effect(state: State, card, active: int, tile=None) -> list[Event]:
    """An event's (or a hazard's or trap's) effect; `tile` for markers acting in the villain phase."""
    handler, n = ENCOUNTER.read(card.effect)
    return handler(state, card, active, tile, n)


# -- shared by several kinds ---------------------------------------------------------------------------
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


def _one_more_move(state: State, i: int) -> list[Event]:
    state.turn.moves -= 1  # one more move this turn (at the hero's Speed)
    return [Event(f"{state.heroes[i].name} may move once more", {"hero": i})]


# -- POWER: a non-attack power -------------------------------------------------------------------------
@POWER.handler("heal")
def _power_heal(state: State, i: int, target: int, n: int) -> list[Event]:
    return party.heal(state, target, n)


@POWER.handler("move")
def _power_move(state: State, i: int, target: int, n: int) -> list[Event]:
    return _one_more_move(state, i)


@POWER.handler("defend")
def _power_defend(state: State, i: int, target: int, n: int) -> list[Event]:
    return _defend(state, target, n)


@POWER.handler("cure")
def _power_cure(state: State, i: int, target: int, n: int) -> list[Event]:
    return _cure(state, target)


@POWER.handler("flip_up")
def _power_flip_up(state: State, i: int, target: int, n: int) -> list[Event]:
    return _flip_up(state, target)


@POWER.handler("shift_allies")
def _shift(state: State, i: int, target: int, n: int) -> list[Event]:
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


@POWER.handler("reroll")
def _power_reroll(state: State, i: int, target: int, n: int) -> list[Event]:
    return []  # a reaction: handled where monster attacks roll (reactions.REROLL)


# -- ITEM: a treasure used in the hero phase ---------------------------------------------------------
@ITEM.handler("heal")
def _item_heal(state: State, i: int, n: int) -> list[Event]:
    return party.heal(state, i, n)


@ITEM.handler("cure")
def _item_cure(state: State, i: int, n: int) -> list[Event]:
    return _cure(state, i)


@ITEM.handler("flip_up")
def _item_flip_up(state: State, i: int, n: int) -> list[Event]:
    return _flip_up(state, i)


@ITEM.handler("surge")
def _surge(state: State, i: int, n: int) -> list[Event]:
    state.surges = min(MAX_SURGES, state.surges + 1)
    return [Event(f"The party gains a healing surge ({state.surges})", {"surges": state.surges})]


@ITEM.handler("level_up")
def _level_up(state: State, i: int, n: int) -> list[Event]:
    flow.decide(state, "level_up", state.heroes[i].seat, hero=i, free=True)  # the Tome (LD-LVL-05): no XP spent
    return []


@ITEM.handler("move", "speed")
def _item_move(state: State, i: int, n: int) -> list[Event]:
    return _one_more_move(state, i)


@ITEM.handler("defense")
def _item_defense(state: State, i: int, n: int) -> list[Event]:
    return _defend(state, i, n)


@ITEM.handler("attack", "damage", "reroll")
def _item_for_an_attack(state: State, i: int, n: int) -> list[Event]:
    return []  # readied for the hero's next attack instead (reactions.ready_boost)


# -- HIT and MISS: on each monster a power hits or misses -------------------------------------------------
def _mark(state: State, monster: Monster, flag: str, value: object, word: str) -> list[Event]:
    state.flags[f"{flag}:{monster.uid}"] = value
    return [Event(f"{load().monster(monster.card).name} is {word}", {"monster": monster.uid})]


@HIT.handler("stun")
def _stun(state: State, i: int, monster: Monster, n: int) -> list[Event]:
    return _mark(state, monster, "stun", True, "stunned")


@HIT.handler("slow")
def _slow(state: State, i: int, monster: Monster, n: int) -> list[Event]:
    return _mark(state, monster, "slow", True, "slowed")


@HIT.handler("poison")
def _poison(state: State, i: int, monster: Monster, n: int) -> list[Event]:
    return _mark(state, monster, "poison", i + 1, "poisoned")  # who poisoned it gets the kill


@HIT.handler("heal_self")
def _heal_self(state: State, i: int, monster: Monster, n: int) -> list[Event]:
    return party.heal(state, i, n)


@HIT.handler("push")
def _push(state: State, i: int, monster: Monster, n: int) -> list[Event]:
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


@MISS.handler("damage")
def _graze(state: State, i: int, monster: Monster, n: int) -> list[Event]:
    why = f"{state.heroes[i].name}'s power" if i >= 0 else "a power"
    return damage_monster(state, i, monster.uid, n, why=why)


# -- ENCOUNTER: an event, or a hazard or trap acting on its tile ------------------------------------------
def _tile(state: State, active: int, tile) -> tuple | None:
    """The tile an encounter acts on: the marker's, else the active hero's (None when off the map)."""
    if tile is not None:
        return tile
    cell = state.heroes[active].cell
    return grid.tile_of(tuple(cell)) if cell else None


def _heroes_on_tile(state: State, tile) -> list[int]:
    if tile is None:
        return []
    return [k for k in board.standing(state) if grid.tile_of(tuple(state.heroes[k].cell)) == tuple(tile)]


def _attack(state: State, card, targets: list[int]) -> list[Event]:
    """The card attacks each target, the last first (the rolls come in target order)."""
    for k in reversed(targets):
        monster_attack(state, "", k, card.attack, card.damage, card.hit, why=card.name)
    return []


@ENCOUNTER.handler("damage_active")
def _damage_active(state: State, card, active: int, tile, n: int) -> list[Event]:
    return party.hurt(state, active, n, card.name)


@ENCOUNTER.handler("damage_all")
def _damage_all(state: State, card, active: int, tile, n: int) -> list[Event]:
    return [e for k in board.standing(state) for e in party.hurt(state, k, n, card.name)]


@ENCOUNTER.handler("damage_tile")
def _damage_tile(state: State, card, active: int, tile, n: int) -> list[Event]:
    return [e for k in _heroes_on_tile(state, _tile(state, active, tile)) for e in party.hurt(state, k, n, card.name)]


@ENCOUNTER.handler("attack_active")
def _attack_active(state: State, card, active: int, tile, n: int) -> list[Event]:
    return _attack(state, card, [active] if active in board.standing(state) else [])


@ENCOUNTER.handler("attack_all")
def _attack_all(state: State, card, active: int, tile, n: int) -> list[Event]:
    return _attack(state, card, board.standing(state))


@ENCOUNTER.handler("attack_tile")
def _attack_tile(state: State, card, active: int, tile, n: int) -> list[Event]:
    return _attack(state, card, _heroes_on_tile(state, _tile(state, active, tile)))


@ENCOUNTER.handler("stun_active")
def _stun_active(state: State, card, active: int, tile, n: int) -> list[Event]:
    return party.condition(state, active, "stunned")


@ENCOUNTER.handler("poison_active")
def _poison_active(state: State, card, active: int, tile, n: int) -> list[Event]:
    return party.condition(state, active, "poisoned")


@ENCOUNTER.handler("monster")
def _wandering_monster(state: State, card, active: int, tile, n: int) -> list[Event]:
    here = _tile(state, active, tile)
    if here is None:
        return []
    flow.then(state, ("spawn", {"tile": list(here), "holder": active}))
    return []


@ENCOUNTER.handler("lose_surge")
def _lose_surge(state: State, card, active: int, tile, n: int) -> list[Event]:
    lost = state.surges > 0
    state.surges = max(0, state.surges - 1)
    return [Event(f"{card.name}: the party loses a healing surge ({state.surges} left)",
                  {"surges": state.surges, "hero": active, "surge_lost": lost})]


@ENCOUNTER.handler("flip_down")
def _flip_down(state: State, card, active: int, tile, n: int) -> list[Event]:
    hero = state.heroes[active]
    arts = [c for c in hero.powers if c.up and load().powers[c.id].type == "art"]
    if arts:
        arts[0].up = False
        return [Event(f"{hero.name}'s {load().powers[arts[0].id].name} turns face down", {"hero": active})]
    return []


@ENCOUNTER.handler("move_monsters")
def _move_monsters(state: State, card, active: int, tile, n: int) -> list[Event]:
    return move_all(state, n)
