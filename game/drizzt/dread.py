"""The Advanced tier's own encounter effects (events, hazards and traps), the effects settings and
curses have at the start of a hero phase, and the treasure effects one card each has. Each handler
is registered on the registries of game/drizzt/effects.py (ENCOUNTER and ITEM) under a name of the
content vocabulary (game/drizzt/vocabulary.py), and says what it did in plain words."""
from __future__ import annotations

from game.core.protocol import Event
from game.drizzt import board, grid, party, scale
from game.drizzt.content import load, split_effect
from game.drizzt.effects import ENCOUNTER, ITEM, MAX_SURGES, _cure, _defend, _flip_up, _heroes_on_tile, _tile
from game.drizzt.flow import flow
from game.drizzt.monster_moves import move_all
from game.drizzt.state import State


# -- shared --------------------------------------------------------------------------------------------
def _here(state: State, i: int):
    cell = state.heroes[i].cell
    return grid.tile_of(tuple(cell)) if cell is not None and not state.heroes[i].escaped else None


def _art_down(state: State, k: int) -> list[Event]:
    """Hero k turns its first unused Art face down (nothing when it has none)."""
    hero = state.heroes[k]
    for card in hero.powers:
        if card.up and load().powers[card.id].type == "art":
            card.up = False
            return [Event(f"{hero.name}'s {load().powers[card.id].name} turns face down", {"hero": k, "power": card.id})]
    return []


def _tile_mates(state: State, i: int) -> list[int]:
    """Hero i and every other standing hero on its tile (i first)."""
    here = _here(state, i)
    return [i] + [k for k in _heroes_on_tile(state, here) if k != i]


def _farthest_tile(state: State, here, plain: bool = False) -> tuple[int, int] | None:
    """The placed tile the most tiles away from `here` (reached across open edges); the one placed
    last among equals; `plain`: never a special tile (an adventure's exit, lair or shrine). None
    when no tile is farther than `here` itself."""
    idx, defs = board.index(state), board.defs()
    best, far = None, 0
    for t in state.tiles:
        if plain and load().tiles[t.id].kind == "special":
            continue
        d = grid.tile_distance(idx, defs, here, (t.tx, t.ty))
        if d is not None and d >= far and d > 0:
            best, far = (t.tx, t.ty), d
    return best


def _monster_max(state: State, card: str) -> int:
    """Its full Health: the card's, or a villain's as the party-size scale sets it."""
    return scale.full_health(state.adventure, len(state.heroes), card)


# -- events -----------------------------------------------------------------------------------------
@ENCOUNTER.handler("spawn_far")
def _spawn_far(state: State, card, active: int, tile, n: int) -> list[Event]:
    here = _tile(state, active, tile)
    if here is None:
        return []
    there = _farthest_tile(state, here) or here
    flow.then(state, ("spawn", {"tile": list(there), "holder": active}))
    return [Event(f"{card.name}: a monster comes at the far end of the dungeon", {"tile": list(there)})]


@ENCOUNTER.handler("horde")
def _horde(state: State, card, active: int, tile, n: int) -> list[Event]:
    here = _tile(state, active, tile)
    if here is None:
        return []
    flow.then(state, *[("spawn", {"tile": list(here), "holder": active}) for _ in range(n)])
    return [Event(f"{card.name}: {n} monsters come at once", {"tile": list(here), "count": n})]


@ENCOUNTER.handler("displace")
def _displace(state: State, card, active: int, tile, n: int) -> list[Event]:
    hero = state.heroes[active]
    here = _here(state, active)
    if here is None or hero.down:
        return []
    there = _farthest_tile(state, here, plain=True)  # never carried onto the goal
    if there is None:
        return []
    idx, defs = board.index(state), board.defs()
    taken = board.occupied(state, skip_hero=active)
    placed = next(t for t in state.tiles if (t.tx, t.ty) == there)
    spawn = grid.spawn_cell(idx, defs, placed)
    free = [c for c in grid.cells_of_tile(idx, defs, placed) if c not in taken]
    if not free:
        return []
    cell = spawn if spawn in free else sorted(free)[0]
    hero.cell = [cell[0], cell[1]]
    name = load().tiles[placed.id].name
    return [Event(f"{card.name}: {hero.name} is carried away to {name}", {"hero": active, "to": list(cell)})]


@ENCOUNTER.handler("flip_down_all")
def _flip_down_all(state: State, card, active: int, tile, n: int) -> list[Event]:
    return [e for k in board.standing(state) for e in _art_down(state, k)]


@ENCOUNTER.handler("poison_all")
def _poison_all(state: State, card, active: int, tile, n: int) -> list[Event]:
    return [e for k in board.standing(state) for e in party.condition(state, k, "poisoned")]


@ENCOUNTER.handler("stun_tile")
def _stun_tile(state: State, card, active: int, tile, n: int) -> list[Event]:
    return [e for k in _heroes_on_tile(state, _tile(state, active, tile)) for e in party.condition(state, k, "stunned")]


@ENCOUNTER.handler("poison_tile")
def _poison_tile(state: State, card, active: int, tile, n: int) -> list[Event]:
    return [e for k in _heroes_on_tile(state, _tile(state, active, tile))
            for e in party.condition(state, k, "poisoned")]


@ENCOUNTER.handler("damage_row")
def _damage_row(state: State, card, active: int, tile, n: int) -> list[Event]:
    here = _tile(state, active, tile)
    if here is None:
        return []
    hit = [k for k in board.standing(state) if grid.tile_of(tuple(state.heroes[k].cell))[1] == here[1]]
    return [e for k in hit for e in party.hurt(state, k, n, card.name)]


@ENCOUNTER.handler("heal_monsters")
def _heal_monsters(state: State, card, active: int, tile, n: int) -> list[Event]:
    return heal_monsters(state, n, card.name)


def heal_monsters(state: State, n: int, why: str) -> list[Event]:
    """Every monster but an object regains up to N Health (never above its full Health, a villain's
    as scaled)."""
    events = []
    for m in state.monsters:
        c = load().monster(m.card)
        if c.kind == "object":
            continue
        gained = min(n, _monster_max(state, m.card) - m.health)
        if gained > 0:
            m.health += gained
            events.append(Event(f"{c.name} regains {gained} health ({why})", {"monster": m.uid, "health": m.health}))
    return events


@ENCOUNTER.handler("echo")
def _echo(state: State, card, active: int, tile, n: int) -> list[Event]:
    flow.then(state, ("encounter", {}))
    return [Event(f"{card.name}: another encounter comes", {"encounter": card.id})]


@ENCOUNTER.handler("steal_item")
def _steal_item(state: State, card, active: int, tile, n: int) -> list[Event]:
    hero = state.heroes[active]
    if not hero.items or hero.escaped:
        return []
    item = hero.items.pop()
    state.treasure_deck.put_discard(item)
    return [Event(f"{card.name}: {hero.name} loses {load().treasures[item].name}", {"hero": active, "item": item})]


@ENCOUNTER.handler("lose_xp")
def _lose_xp(state: State, card, active: int, tile, n: int) -> list[Event]:
    pile = state.xp.get(party.team_of(state, active), [])
    lost = pile[-n:] if pile else []
    if not lost:
        return []
    del pile[-len(lost):]
    for c in lost:
        if not load().monster(c).villain:  # a villain's card never joins the monster deck
            state.monster_deck.put_discard(c)
    worth = sum(load().monster(c).xp for c in lost)
    return [Event(f"{card.name}: the party loses {worth} experience", {"hero": active, "xp_lost": worth})]


@ENCOUNTER.handler("surge_or_hurt")
def _surge_or_hurt(state: State, card, active: int, tile, n: int) -> list[Event]:
    if state.surges > 0:
        state.surges -= 1
        return [Event(f"{card.name}: the party loses a healing surge ({state.surges} left)",
                      {"surges": state.surges, "hero": active, "surge_lost": True})]
    return [e for k in board.standing(state) for e in party.hurt(state, k, n, card.name)]


@ENCOUNTER.handler("strike_near")
def _strike_near(state: State, card, active: int, tile, n: int) -> list[Event]:
    near = [k for k in board.standing(state)
            if any(grid.figures_adjacent(board.cells_of(m), tuple(state.heroes[k].cell)) for m in state.monsters
                   if load().monster(m.card).kind != "object")]
    return [e for k in near for e in party.hurt(state, k, n, card.name)]


@ENCOUNTER.handler("wound_weakest")
def _wound_weakest(state: State, card, active: int, tile, n: int) -> list[Event]:
    standing = board.standing(state)
    if not standing:
        return []
    k = min(standing, key=lambda k: (state.heroes[k].health, k))
    return party.hurt(state, k, n, card.name)


# -- hazards and traps (on their marker's tile, in the holder's villain phase) -------------------------------
@ENCOUNTER.handler("creeping")
def _creeping(state: State, card, active: int, tile, n: int) -> list[Event]:
    here = _tile(state, active, tile)
    if here is None:
        return []
    events = [e for k in _heroes_on_tile(state, here) for e in party.hurt(state, k, n, card.name)]
    goal = _here(state, active)
    if tile is None or goal is None:
        return events
    route = grid.tile_route(board.index(state), board.defs(), here, goal)
    if not route or len(route) < 2:
        return events
    src = next(t for t in state.tiles if (t.tx, t.ty) == tuple(here))
    dst = next(t for t in state.tiles if (t.tx, t.ty) == tuple(route[1]))
    if any(m.startswith(("hazard:", "trap:")) for m in dst.markers):
        return events  # a tile holds one marker
    marker = f"{card.kind}:{card.id}"
    if marker in src.markers:
        src.markers.remove(marker)
        dst.markers.append(marker)
        events.append(Event(f"{card.name} creeps on to {load().tiles[dst.id].name}",
                            {"encounter": card.id, "tile": [dst.tx, dst.ty]}))
    return events


@ENCOUNTER.handler("nest")
def _nest(state: State, card, active: int, tile, n: int) -> list[Event]:
    here = _tile(state, active, tile)
    if here is None or not _heroes_on_tile(state, here) or any(grid.tile_of(tuple(m.cell)) == tuple(here)
                                                                for m in state.monsters):
        return []
    flow.then(state, ("spawn", {"tile": list(here), "holder": active}))
    return [Event(f"{card.name}: something crawls out", {"tile": list(here)})]


@ENCOUNTER.handler("drain_tile")
def _drain_tile(state: State, card, active: int, tile, n: int) -> list[Event]:
    return [e for k in _heroes_on_tile(state, _tile(state, active, tile)) for e in _art_down(state, k)]


@ENCOUNTER.handler("damage_near")
def _damage_near(state: State, card, active: int, tile, n: int) -> list[Event]:
    here = _tile(state, active, tile)
    if here is None:
        return []
    near = {tuple(here), *grid.linked_tiles(board.index(state), board.defs(), here)}
    hit = [k for k in board.standing(state) if grid.tile_of(tuple(state.heroes[k].cell)) in near]
    return [e for k in hit for e in party.hurt(state, k, n, card.name)]


@ENCOUNTER.handler("alarm")
def _alarm(state: State, card, active: int, tile, n: int) -> list[Event]:
    if not _heroes_on_tile(state, _tile(state, active, tile)):
        return []
    return [Event(f"{card.name} rings out: every monster comes running", {"encounter": card.id})] + move_all(state, n)


# -- settings and curses as a hero phase starts -------------------------------------------------------------
def turn_start(state: State, i: int) -> list[Event]:
    """The setting's and hero i's curses' harm as its hero phase starts: `damage_start:N` and
    `bleed:N` hurt the hero, `monsters_heal:N` heals every monster."""
    events = []
    hero = state.heroes[i]
    if state.setting:
        c = load().encounters[state.setting]
        name, arg = split_effect(c.effect)
        if name == "damage_start" and not hero.down:
            events += party.hurt(state, i, int(arg), c.name)
        elif name == "monsters_heal":
            events += heal_monsters(state, int(arg), c.name)
    for curse in hero.curses:
        c = load().encounters[curse]
        name, arg = split_effect(c.effect)
        if name == "bleed" and not hero.down:
            events += party.hurt(state, i, int(arg), c.name)
    return events


# -- treasure ----------------------------------------------------------------------------------------------
@ITEM.handler("keen")
def _keen(state: State, i: int, n: int) -> list[Event]:
    return []  # readied for the hero's next attack (reactions.ready_boost), like attack:+N and damage:+N


@ITEM.handler("recall")
def _recall(state: State, i: int, n: int) -> list[Event]:
    return [e for _ in range(n) for e in _flip_up(state, i)]


@ITEM.handler("rally")
def _rally(state: State, i: int, n: int) -> list[Event]:
    return _flip_up(state, i) + party.heal(state, i, n)


@ITEM.handler("flip_up_tile")
def _flip_up_tile(state: State, i: int, n: int) -> list[Event]:
    return [e for k in _tile_mates(state, i) for e in _flip_up(state, k)]


@ITEM.handler("heal_tile")
def _heal_tile(state: State, i: int, n: int) -> list[Event]:
    return [e for k in _tile_mates(state, i) for e in party.heal(state, k, n)]


@ITEM.handler("cleanse")
def _cleanse(state: State, i: int, n: int) -> list[Event]:
    return _cure(state, i) + party.heal(state, i, n)


@ITEM.handler("dawn")
def _dawn(state: State, i: int, n: int) -> list[Event]:
    state.surges = min(MAX_SURGES, state.surges + 1)
    events = [Event(f"The party gains a healing surge ({state.surges})", {"surges": state.surges})]
    return events + [e for k in board.standing(state) for e in party.heal(state, k, n)]


@ITEM.handler("ward_tile")
def _ward_tile(state: State, i: int, n: int) -> list[Event]:
    return [e for k in _tile_mates(state, i) for e in _defend(state, k, n)]
