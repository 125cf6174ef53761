"""An adventure's goal and how it ends (LD-OVR-04/05/06): the objective checks, leaving the
dungeon (LD-ACT-04), the villain's arrival on its special tile, and the party's loss."""
from __future__ import annotations

from game.core.protocol import Event
from game.drizzt import board, grid
from game.drizzt.content import load, split_effect
from game.drizzt.figures import place_monster
from game.drizzt.flow import flow
from game.drizzt.monster_moves import move_all
from game.drizzt.state import PlacedTile, State

START = (0, 0)


def adventure(state: State):
    return load().adventures[state.adventure]


def end(state: State, result: str, reason: str) -> list[Event]:
    state.phase = "over"
    state.result, state.reason = result, reason
    state.decisions.clear()
    state.agenda.clear()
    state.chance = None
    word = "Victory" if result == "won" else "Defeat"
    return [Event(f"{word}: {reason}", {"result": result})]


def lose(state: State, reason: str) -> list[Event]:
    return end(state, "lost", reason)


def teams(state: State) -> bool:
    return len({h.team for h in state.heroes}) > 1


def team_falls(state: State, i: int) -> list[Event]:
    """A hero down with no healing surge left: it and its whole team lose (LD-HERO-03); with
    teams the others play on, and the adventure is lost when no team is left."""
    hero = state.heroes[i]
    if not teams(state):
        return lose(state, f"{hero.name} fell with no healing surge left")
    out = state.flags.setdefault("out_teams", [])
    out.append(hero.team)
    for h in state.heroes:
        if h.team == hero.team:
            h.cell = None  # the team is out of the adventure
    events = [Event(f"{hero.name} fell with no healing surge left: that team is out", {"hero": i, "team": hero.team})]
    standing = {h.team for h in state.heroes if h.team not in out and not h.evil}
    if not standing:
        return events + lose(state, "every team has fallen")
    return events + skip_turn(state)


def skip_turn(state: State) -> list[Event]:
    """The active hero's team is out: straight on to the next hero's turn (the "next_turn" step,
    heroes.py)."""
    state.agenda.clear()
    flow.then(state, "next_turn")
    return []


def out_of_play(state: State, i: int) -> bool:
    return state.heroes[i].team in state.flags.get("out_teams", [])


def slain(state: State) -> int:
    return state.flags.get("slain", 0)


def objective_check(state: State, by: int = -1) -> list[Event]:
    """After a monster falls (`by` the hero who felled it): count it, and see whether the party
    (with teams: the felling hero's team) has won."""
    if state.phase == "over":
        return []
    if by >= 0:
        state.flags["last_team"] = state.heroes[by].team
    state.flags["slain"] = slain(state) + 1
    adv = adventure(state)
    name, arg = split_effect(adv.objective)
    foe = foe_of(state)
    if name in ("defeat_villain", "destroy_item") and foe and state.flags.get("villain_out") and \
            not any(m.card == foe for m in state.monsters):
        return end(state, "won", adv.goal)
    if name == "slay" and slain(state) >= int(arg):
        return end(state, "won", adv.goal)
    return []


def foe_of(state: State) -> str:
    """The card the party must defeat: the villain, or the object to destroy."""
    adv = adventure(state)
    if split_effect(adv.objective)[0] == "destroy_item" and adv.item is not None:
        return f"object_{adv.id}"
    return adv.villain


def tile_placed(state: State, tile: PlacedTile) -> list[Event]:
    """A special tile of the adventure: its villain (or the object to destroy) appears on it.
    With treasure tokens, a quiet (white) tile holds a treasure lying on the floor (LD-ADV-07)."""
    adv = adventure(state)
    if "treasure_tokens" in adv.rules and load().tiles[tile.id].triangle == "white":
        flow.then(state, ("treasure_token", {"tile": [tile.tx, tile.ty]}))
    foe = foe_of(state)
    if tile.id not in adv.tiles.special or not foe or state.flags.get("villain_out"):
        return []
    state.flags["villain_out"] = True
    return place_monster(state, foe, state.turn.hero, (tile.tx, tile.ty))


def bell_tolls(state: State) -> list[Event]:
    """The tolling bell (an adventure rule, issue 19): at the end of each round (the turn of the
    last hero still in play) every monster moves 1 tile toward its nearest hero."""
    if "tolling_bell" not in adventure(state).rules or state.phase == "over":
        return []
    last = max((i for i in range(len(state.heroes)) if not out_of_play(state, i)), default=-1)
    if state.turn.hero != last:
        return []
    return [Event("The bell tolls: every monster moves 1 tile toward the heroes", {"bell": True})] + move_all(state, 1)


def out_of_tiles(state: State) -> list[Event]:
    """The tile deck is empty (G-17): nothing is placed; some adventures are lost then."""
    if "no_tiles" in adventure(state).defeat and state.phase != "over":
        return lose(state, "the way on is lost: the dungeon has no more tiles to explore")
    return []


def winners(state: State) -> tuple[int, ...]:
    """The seats that won: every seat in a co-op win; with teams, the team that did it; with
    an evil hero, the party or the evil hero, whichever side came out ahead (LD-ADV-04..06)."""
    good = [h for h in state.heroes if not h.evil]
    evil = [h for h in state.heroes if h.evil]
    if state.result == "won":
        side = good
        if teams(state) and "last_team" in state.flags and not evil:
            side = [h for h in good if h.team == state.flags["last_team"]]
    else:
        side = evil
    return tuple(sorted({h.seat for h in side}))


def _has_exit(tile_id: str) -> bool:
    tile = load().tiles[tile_id]
    got = _EXITS.get(tile_id)
    if got is None or got[0] is not tile:
        got = _EXITS[tile_id] = (tile, any("X" in row for row in tile.cells))
    return got[1]


_EXITS: dict[str, tuple] = {}  # tile id -> (its card, whether it shows an exit)


def _exit_tiles(state: State) -> set:
    """The tiles a hero leaves the dungeon from: the adventure's special tiles with an exit (X);
    for freed prisoners without one, back by the start tile's stairs."""
    adv = adventure(state)
    name, _ = split_effect(adv.objective)
    if name == "free_prisoners" and not state.flags.get("freed"):
        return set()
    if name not in ("escape", "free_prisoners"):
        return set()
    exits = {(t.tx, t.ty) for t in state.tiles if t.id in adv.tiles.special and _has_exit(t.id)}
    if name == "free_prisoners" and not any(_has_exit(t) for t in adv.tiles.special):
        exits.add(START)
    return exits


def exit_cells(state: State) -> set:
    """The spaces a hero leaves from: the exit (X) of an exit tile, or the start tile's stairs."""
    idx, defs = board.index(state), board.defs()
    out = set()
    for pos in _exit_tiles(state):
        marks = grid.marked_cells(idx, defs, "X", pos) or grid.marked_cells(idx, defs, ">", pos)
        out.update(marks)
    return out


def escape_check(state: State, i: int) -> list[Event]:
    """At the end of the hero phase: free prisoners, and leave the dungeon from the way out."""
    hero = state.heroes[i]
    if hero.cell is None or hero.down or state.phase == "over":
        return []
    adv = adventure(state)
    name, _ = split_effect(adv.objective)
    if name != "escape" and name != "free_prisoners":
        return []  # no way out to look for (`_exit_tiles`)
    here = grid.tile_of(tuple(hero.cell))
    events = []
    if name == "free_prisoners" and not state.flags.get("freed"):
        if any((t.tx, t.ty) == here and t.id in adv.tiles.special and not _has_exit(t.id) for t in state.tiles):
            state.flags["freed"] = True
            events.append(Event(f"{hero.name} frees the prisoners: now lead them out", {"hero": i}))
        return events
    if tuple(hero.cell) not in exit_cells(state):
        return events
    hero.escaped = True
    hero.cell = None
    events.append(Event(f"{hero.name} leaves the dungeon", {"hero": i, "escaped": True}))
    team = [h for h in state.heroes if h.team == hero.team]
    if all(h.escaped for h in team):
        state.flags["last_team"] = hero.team
        events += end(state, "won", adv.goal)
    return events
