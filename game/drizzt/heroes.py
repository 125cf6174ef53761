"""The hero phase (LD-HERO): poison and healing surges at the start; then move+attack,
attack+move or two moves (one action when stunned); disarming a trap or opening a door in place
of the attack; free powers and items; at the end stun goes, poison may be cured, and a hero on
the way out leaves the dungeon. The turn order too: the "next_turn" step starts the next hero's
turn when the villain phase (or a fallen team) queues it."""
from __future__ import annotations

from game.core.errors import IllegalAction
from game.core.protocol import Event
from game.drizzt import board, grid, party
from game.drizzt.actions import Attack, Disarm, EndPhase, Move, OpenDoor, UseItem, UsePower
from game.drizzt.content import load, split_effect
from game.drizzt.flow import flow
from game.drizzt.hero_options import acts_left, can_attack, hero_options, move_card  # noqa: F401 (acts_left: read here too)
from game.drizzt.reactions import ready_boost
from game.drizzt.state import State, Turn
from game.drizzt import adventure, combat, dread, effects, levels, treasure, villain

CURE_ROLL = 10  # LD-COND-07
LOCK_ROLL = 10  # LD-DOOR-05


# -- the start of a turn ----------------------------------------------------------------------------
def begin_turn(state: State, hero: int) -> None:
    state.turn = Turn(hero=hero)
    state.flags.pop(f"defend:{hero}", None)  # Defend lasts until the start of your next turn
    for key in [k for k in state.flags if k.startswith("boost:")]:
        del state.flags[key]  # a readied attack treasure lasts the turn it was readied in
    flow.then(state, "hero_start")


@flow.step("next_turn")
def _next_turn(state: State, data: dict) -> list[Event]:
    """The next hero's turn, in seat order (G-12), past teams that are out: queued by name at the
    end of the villain phase (villain.py), or when the active hero's team falls (adventure.py)."""
    nxt = state.turn.hero
    for _ in range(len(state.heroes)):
        nxt = (nxt + 1) % len(state.heroes)  # G-12: in seat order
        if nxt == 0:
            state.round += 1
        if not adventure.out_of_play(state, nxt):
            break
    begin_turn(state, nxt)
    return []


@flow.step("first_turn")
def _first_turn(state: State, data: dict) -> list[Event]:
    state.phase = "play"
    begin_turn(state, 0)
    return [Event(f"{load().adventures[state.adventure].name} begins", {"round": 1})]


@flow.step("hero_start")
def _hero_start(state: State, data: dict) -> list[Event]:
    i = state.turn.hero
    hero = state.heroes[i]
    if hero.escaped or hero.cell is None:  # LD-ACT-04, LD-QA-02: off the map, only the villain phase
        flow.then(state, "villain_phase")
        return []
    events = []
    if hero.poisoned and not hero.down:
        events += party.hurt(state, i, 1, "poison")  # LD-HERO-01, G-37
    if state.setting or hero.curses:
        events += dread.turn_start(state, i)  # damage_start, monsters_heal, bleed
    if hero.down:
        if state.surges <= 0:  # LD-HERO-03, LD-DEF-07
            return events + adventure.team_falls(state, i)
        state.surges -= 1
        c = load().heroes[hero.id]
        hero.health = min(hero.max_health, c.surge + hero.max_health - c.health)  # LD-HERO-02, G-05 (+2 at level 2)
        events.append(Event(f"{hero.name} uses a healing surge: back to {hero.health} health "
                            f"({state.surges} left)", {"hero": i, "surge": True, "health": hero.health}))
    if hero.cell is not None:
        events += treasure.pick_up(state, i, [])  # LD-ACT-01: standing next to an item is enough
    flow.decide(state, "hero", hero.seat, hero=i)
    return events


# -- doing it ------------------------------------------------------------------------------------------------
def _hero_legal(state: State, d) -> list:
    return hero_options(state, d.data["hero"])


def _hero_apply(state: State, d, action) -> list[Event]:
    flow.settle(state)
    i = d.data["hero"]
    if isinstance(action, EndPhase):
        flow.then(state, "hero_end")
        return [Event(f"{state.heroes[i].name} ends the hero phase", {"hero": i})]
    flow.then(state, "hero_next")  # after whatever the action queues (its rolls come first)
    return DO[type(action)](state, i, action)


flow.decision("hero", "Move, attack, or end the hero phase")((_hero_legal, _hero_apply))


@flow.explain("hero")
def _explain(state: State, d, action) -> str:
    if isinstance(action, (Move, Attack, Disarm, OpenDoor)) and state.heroes[state.turn.hero].stunned \
            and acts_left(state) == 0:
        return "a stunned hero has one action this turn, and it is spent"
    if isinstance(action, Move):
        return "that space is out of reach: walls, monsters, another hero, or too far"
    if isinstance(action, (Attack, Disarm, OpenDoor)) and not can_attack(state):
        return "the attack is used this turn"
    if isinstance(action, Attack):
        return "no target in that power's range, or the power is face down"
    return ""


@flow.step("hero_next")
def _hero_next(state: State, data: dict) -> list[Event]:
    i = state.turn.hero
    hero = state.heroes[i]
    if hero.down or state.phase == "over":
        flow.then(state, "hero_end")
        return []
    flow.decide(state, "hero", hero.seat, hero=i)
    return []


def _move(state: State, i: int, a: Move) -> list[Event]:
    hero = state.heroes[i]
    start = tuple(hero.cell)
    if a.power:  # a card's move: its own distance; it counts as a move if it replaces one, or if
        card = move_card(state, a.power)  # the hero is stunned: then any move is its one action (G-13)
        fuel = int(split_effect(card.effect)[1] or 0)
        if hero.stunned or getattr(card, "use", "") == "move":
            state.turn.moves += 1
        _spend_card(state, i, a.power)
    else:
        fuel = party.speed(state, hero)
        state.turn.moves += 1
    route = board.search(state, i).route((a.x, a.y), fuel) or []
    hero.cell = [a.x, a.y]
    return [Event(f"{hero.name} moves", {"hero": i, "from": list(start), "to": [a.x, a.y],
                                         "path": [list(c) for c in route]})] + treasure.pick_up(state, i, route)


def _spend_card(state: State, i: int, card: str) -> None:
    """A used Art or Maneuver turns face down; a used one-shot treasure is discarded."""
    hero = state.heroes[i]
    if card in load().powers:
        if load().powers[card].type in ("art", "maneuver"):
            next(c for c in hero.powers if c.id == card).up = False
    elif load().treasures[card].consumable:
        hero.items.remove(card)
        state.treasure_deck.put_discard(card)


def _attack(state: State, i: int, a: Attack) -> list[Event]:
    state.turn.attacked = True
    return combat.hero_attack(state, i, a.power, list(a.targets))


def _use_power(state: State, i: int, a: UsePower) -> list[Event]:
    p = load().powers[a.power]
    if p.use == "move":
        state.turn.moves += 1
    target = i if a.target < 0 else a.target
    events = effects.power_effect(state, i, target, p.effect)  # first: a flip_up power never turns itself back up
    if p.type in ("art", "maneuver"):  # LD-PWR-03/05
        next(c for c in state.heroes[i].powers if c.id == a.power).up = False
    return [Event(f"{state.heroes[i].name} uses {p.name}", {"hero": i, "power": a.power})] + events


def _use_item(state: State, i: int, a: UseItem) -> list[Event]:
    t = load().treasures[a.item]
    hero = state.heroes[i]
    if t.use == "attack":
        return ready_boost(state, i, a.item)
    if t.consumable and not t.effect.startswith("level_up"):  # the Tome is spent once read through (G-08)
        hero.items.remove(a.item)
        state.treasure_deck.put_discard(a.item)
    return [Event(f"{hero.name} uses {t.name}", {"hero": i, "item": a.item})] + effects.item_effect(state, i, t.effect)


def _disarm(state: State, i: int, a: Disarm) -> list[Event]:
    state.turn.attacked = True
    flow.roll(state, "disarm", ["d20"], hero=i, trap=a.trap)
    return []


def _open(state: State, i: int, a: OpenDoor) -> list[Event]:
    state.turn.attacked = True
    tile = next(t for t in state.tiles if (t.tx, t.ty) == (a.tx, a.ty))
    if tile.door == "locked":
        flow.roll(state, "unlock", ["d20"], hero=i, tile=[a.tx, a.ty])
        return []
    flow.draw(state, "door", "doors", 1, pool=["open", "trap", "locked"], hero=i, tile=[a.tx, a.ty])
    return []


DO = {Move: _move, Attack: _attack, UsePower: _use_power, UseItem: _use_item, Disarm: _disarm, OpenDoor: _open}


def check(state: State, action) -> None:
    if action not in hero_options(state, action.hero):
        raise IllegalAction("not possible now")


# -- doors and traps (LD-DOOR, LD-ACT-03) ------------------------------------------------------------------
def _tile(state: State, pos) -> object:
    return next(t for t in state.tiles if [t.tx, t.ty] == list(pos))


@flow.on_draw("door")
def _door_kind(state: State, cards: list[str], data: dict) -> list[Event]:
    tile = _tile(state, data["tile"])
    kind = cards[0]
    name = load().tiles[tile.id].name
    if kind == "locked":
        tile.door = "locked"
        return [Event(f"The door of {name} is locked", {"tile": data["tile"], "door": "locked"})]
    tile.door = "open"
    events = [Event(f"The door of {name} opens", {"tile": data["tile"], "door": "open"})]
    if kind == "trap":  # LD-DOOR-04
        cells = set(grid.door_cells(board.index(state), board.defs(), tile))
        for k, h in enumerate(state.heroes):
            if h.cell is not None and tuple(h.cell) in cells:
                events += party.hurt(state, k, 1, "a trapped door")
    return events


@flow.on_roll("unlock")
def _unlock(state: State, values: list[int], data: dict) -> list[Event]:
    tile = _tile(state, data["tile"])
    if values[0] >= LOCK_ROLL:
        tile.door = "open"
        return [Event(f"{values[0]}: the lock gives way", {"tile": data["tile"], "roll": values[0]})]
    return [Event(f"{values[0]}: the door stays locked", {"tile": data["tile"], "roll": values[0]})]


@flow.on_roll("disarm")
def _disarmed(state: State, values: list[int], data: dict) -> list[Event]:
    card = load().encounters[data["trap"]]
    hero = state.heroes[data["hero"]]
    if values[0] >= card.disarm or values[0] == 20:
        events = [Event(f"{hero.name} rolls {values[0]} and disarms {card.name}", {"hero": data["hero"],
                                                                                     "roll": values[0]})]
        events += villain.remove_trap(state, data["trap"])
    else:
        events = [Event(f"{hero.name} rolls {values[0]}: {card.name} holds (needs {card.disarm})",
                        {"hero": data["hero"], "roll": values[0]})]
    if values[0] == 20:
        levels.offer_level_up(state, data["hero"])  # LD-LVL-02: a natural 20 while disarming
    return events


# -- the end of the hero phase (LD-HERO-06) -----------------------------------------------------------------
@flow.step("hero_end")
def _hero_end(state: State, data: dict) -> list[Event]:
    i = state.turn.hero
    hero = state.heroes[i]
    events = []
    if hero.stunned:
        hero.stunned = False  # LD-COND-03
        events.append(Event(f"{hero.name} is no longer stunned", {"hero": i, "stunned": False}))
    flow.then(state, "escape_check", "exploration")
    if hero.poisoned and not hero.down:
        flow.roll(state, "cure", ["d20"], hero=i)  # LD-COND-07
    return events


@flow.on_roll("cure")
def _cure(state: State, values: list[int], data: dict) -> list[Event]:
    hero = state.heroes[data["hero"]]
    if values[0] >= CURE_ROLL:
        hero.poisoned = False
        return [Event(f"{hero.name} rolls {values[0]}: the poison passes", {"hero": data["hero"], "poisoned": False})]
    return [Event(f"{hero.name} rolls {values[0]}: still poisoned", {"hero": data["hero"]})]


@flow.step("escape_check")
def _escape(state: State, data: dict) -> list[Event]:
    return adventure.escape_check(state, state.turn.hero)


def effect_arg(effect: str) -> tuple[str, int]:
    name, arg = split_effect(effect)
    return name, int(arg.lstrip("+")) if arg.lstrip("+-").isdigit() else 0
