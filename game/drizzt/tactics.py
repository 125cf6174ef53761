"""Monsters following their tactics (LD-MON): the first line whose condition holds is done, the
last always; downed heroes are not there for them (LD-MON-05); moving between tiles lands on
spawn points (LD-MON-03/04). What a monster sees: monster_sight.py; how it moves: monster_moves.py."""
from __future__ import annotations

from game.core.protocol import Event
from game.drizzt import board, grid, scale
from game.drizzt.content import load, split_effect
from game.drizzt.damage import damage_monster, monster_attack
from game.drizzt.figures import figures_out, place_monster
from game.drizzt.flow import flow
from game.drizzt.monster_moves import move_toward, step_next_to
from game.drizzt.monster_sight import Sight, flag_keys
from game.drizzt.state import Monster, State
from game.drizzt import tactic_forms  # noqa: F401  (the later forms' handlers, registered on import)
from game.drizzt.tactic_registry import ACTIONS, CONDITIONS, Action, Condition  # noqa: F401 (read here too)


def activate(state: State, uid: str) -> None:
    """Queue one activation of this figure (conditions are judged when it comes)."""
    flow.then(state, activation(uid))


def activation(uid: str) -> tuple[str, dict]:
    """The step that activates this figure, for `flow.then` (several at once queue in order)."""
    return "activate", {"monster": uid}


_SPLIT: dict[str, tuple[str, str]] = {}  # a tactic's condition or action -> split_effect of it


def _split(effect: str) -> tuple[str, str]:
    got = _SPLIT.get(effect)
    if got is None:
        got = _SPLIT[effect] = split_effect(effect)
    return got


# The handlers of a line's condition and action: game/drizzt/tactic_registry.py (the later forms'
# handlers are in tactic_forms.py, imported above so they are registered).


class _Line:
    """One tactic line of a card, read once: its condition's handler (None: it always holds) and
    its reach in tiles (a `within:N` line's N, else 0: also how far its attack reaches), its
    action's name, argument and handler, its log sentence, and the blow it strikes (what
    `monster_attack` is given)."""

    __slots__ = ("tactic", "when", "reach", "name", "arg", "do", "text", "action", "blow", "every")

    def __init__(self, tactic, who: str, last: bool = False) -> None:
        self.tactic = tactic
        cond, arg = _split(tactic.cond)
        self.when = None if last or not cond else CONDITIONS[cond]  # the last line always runs
        self.reach = _reach(arg)
        self.name, self.arg = _split(tactic.action)
        self.do = ACTIONS[self.name]
        self.text = f"{who}: {describe(tactic)}"
        self.action = tactic.action
        self.blow = (tactic.attack, tactic.damage, tactic.effects, tactic.miss, who)
        self.every = tactic.target == "all_adjacent"  # an `attack` on every hero next to it, not the first


_PLANS: dict[str, tuple] = {}  # monster card id -> (its card, its tactic lines read)


def _plan(card_id: str, card) -> tuple[_Line, ...]:
    got = _PLANS.get(card_id)
    if got is None or got[0] is not card:
        lines = card.tactics
        got = _PLANS[card_id] = (card, tuple(_Line(t, card.name, t is lines[-1]) for t in lines))
    return got[1]


def _reach(arg: str) -> int:
    return int(arg) if arg else 0


def holds(state: State, m: Monster, cond: str, sight: Sight | None = None) -> bool:
    name, arg = _SPLIT.get(cond) or _split(cond)
    if not name:
        return True
    return CONDITIONS[name](m, sight or Sight(state, m), _reach(arg), load().monster(m.card))


@CONDITIONS.handler("adjacent")
def _adjacent(m: Monster, sight: Sight, reach: int, card) -> bool:
    return bool(sight.adjacent())


@CONDITIONS.handler("tile", "within")
def _near(m: Monster, sight: Sight, reach: int, card) -> bool:
    """A hero within `reach` tiles (0: on its tile)."""
    best = sight.nearest()
    return best is not None and best[1] <= reach


@CONDITIONS.handler("damaged")
def _damaged(m: Monster, sight: Sight, reach: int, card) -> bool:
    return m.health < scale.full_health(sight.state.adventure, len(sight.state.heroes), card.id)


@flow.step("activate")
def _activate(state: State, data: dict) -> list[Event]:
    uid = data["monster"]
    for m in state.monsters:
        if m.uid == uid:
            break
    else:
        return []
    if state.phase == "over":
        return []
    card = load().monster(m.card)
    events = []
    flags = state.flags
    if flags:
        fresh, poison, stun, _slow = flag_keys(uid)
        if flags.get(fresh):
            return []  # defeated meanwhile, or added this phase (G-20)
        poisoner = flags.pop(poison, None)
        if poisoner is not None:
            by = poisoner - 1 if isinstance(poisoner, int) and not isinstance(poisoner, bool) else -1
            events = damage_monster(state, by, uid, 1, treasure=False, why="poison")
            if board.monster_by_uid(state, uid) is None:
                return events
            flags[poison] = poisoner
        if flags.pop(stun, False):
            return events + [Event(f"{card.name} is stunned and does nothing", {"monster": uid})]
    got = _PLANS.get(m.card)
    sight = Sight(state, m)
    for line in got[1] if got is not None and got[0] is card else _plan(m.card, card):
        when = line.when
        if when is not None and not when(m, sight, line.reach, card):
            continue
        told = [Event(line.text, {"monster": uid, "tactic": line.action})]
        acted = line.do(state, m, line, sight, card)
        if events:
            return events + told + acted
        if acted:
            told += acted
        return told
    return events


_WORDS: dict[str, str] = {}


def describe(line) -> str:
    words = _WORDS.get(line.action)
    if words is None:
        name, arg = split_effect(line.action)
        words = {"attack": "attacks", "close_attack": "closes in and attacks", "shoot": "attacks from afar",
                 "attack_tile": "attacks everyone on its tile", "move": f"moves {arg} tile(s) toward a hero",
                 "spawn": "calls for help", "heal": f"heals {arg}", "snipe": "picks off the weakest hero",
                 "pull": "drags a hero close and attacks", "charge": "charges", "retreat": "falls back",
                 "mend": "tends a hurt ally"}.get(name, name)
        _WORDS[line.action] = words
    return words


def act(state: State, m: Monster, line, sight: Sight | None = None) -> list[Event]:
    """Do the tactic line `line` (a card's `Tactic`) for monster m."""
    card = load().monster(m.card)
    read = _Line(line, card.name)
    return read.do(state, m, read, sight or Sight(state, m), card)


@ACTIONS.handler("attack")
def _attack(state: State, m: Monster, line: _Line, sight: Sight, card) -> list[Event]:
    targets = sight.adjacent()
    if targets:
        uid, blow = m.uid, line.blow
        for k in reversed(targets) if line.every else targets[:1]:
            monster_attack(state, uid, k, *blow)
    return []


@ACTIONS.handler("close_attack")
def _close_attack(state: State, m: Monster, line: _Line, sight: Sight, card) -> list[Event]:
    return strike(state, m, line, sight, False)


@ACTIONS.handler("shoot")
def _shoot(state: State, m: Monster, line: _Line, sight: Sight, card) -> list[Event]:
    return strike(state, m, line, sight, True)


@ACTIONS.handler("attack_tile")
def _attack_tile(state: State, m: Monster, line: _Line, sight: Sight, card) -> list[Event]:
    here = grid.tiles_of(board.cells_of(m))
    heroes = state.heroes
    targets = [k for k in sight.standing if grid.tile_of(heroes[k].cell) in here]
    for k in reversed(targets):
        monster_attack(state, m.uid, k, *line.blow)
    return []


@ACTIONS.handler("move")
def _move(state: State, m: Monster, line: _Line, sight: Sight, card) -> list[Event]:
    return move_toward(state, m, int(line.arg), sight)


@ACTIONS.handler("spawn")
def _spawn(state: State, m: Monster, line: _Line, sight: Sight, card) -> list[Event]:
    arg = line.arg
    deck = state.monster_deck  # the new monster's card comes out of the deck (or its discard)
    source = deck.pile if arg in deck.pile else deck.discard if arg in deck.discard else None
    if source is None or figures_out(state, arg) >= load().monster(arg).figures:
        return [Event(f"{card.name} calls, but no {load().monster(arg).name} is left to answer", {"monster": m.uid})]
    source.remove(arg)
    events = place_monster(state, arg, m.holder, grid.tile_of(tuple(m.cell)))
    if events:
        state.flags[f"fresh:{state.monsters[-1].uid}"] = True
    return events


@ACTIONS.handler("idle")
def _idle(state: State, m: Monster, line: _Line, sight: Sight, card) -> list[Event]:
    return []  # an object: it just stands there


@ACTIONS.handler("heal")
def _heal(state: State, m: Monster, line: _Line, sight: Sight, card) -> list[Event]:
    before = m.health
    m.health = min(scale.full_health(state.adventure, len(state.heroes), card.id), m.health + int(line.arg))
    return [Event(f"{card.name} heals {m.health - before}", {"monster": m.uid})] if m.health > before else []


def strike(state: State, m: Monster, line: _Line, sight: Sight, shoot: bool, charge: int = 0) -> list[Event]:
    """`close_attack` (a step next to the nearest hero in reach, then the blow) or `shoot` (the
    blow from where it stands); `charge`: damage added to a blow struck after a step (`charge`)."""
    best = sight.nearest()
    if best is None or best[1] > line.reach:
        return []
    k = best[0]
    events = [] if shoot else step_next_to(state, m, k, sight)
    if events:  # it has moved: next to the hero if a step from a space of its base reaches the hero's
        steps = sight.g.codes
        there = grid.code(state.heroes[k].cell)
        if board.size_of(m.card) == 1:  # steps go both ways: ask the hero's space
            strikes = grid.code(m.cell) in steps[there]
        else:
            strikes = any(there in steps[grid.code(c)] for c in board.cells_of(m))
    else:
        strikes = shoot or k in sight.adjacent()  # slowed or blocked: no blow
    if strikes:
        attack, damage, effects, miss, who = line.blow
        monster_attack(state, m.uid, k, attack, damage + (charge if events else 0), effects, miss, who)
    return events


@ACTIONS.handler("charge")
def _charge(state: State, m: Monster, line: _Line, sight: Sight, card) -> list[Event]:
    """A close attack whose blow deals 1 more damage when the monster had to move to strike."""
    return strike(state, m, line, sight, False, charge=1)
