"""Setting up an adventure (LD-SET-01..14): decks, the tile deck from the adventure's recipe,
the start tile and its stairs, the heroes with their powers, and a starting item each."""
from __future__ import annotations

from game.core.deck import Deck
from game.core.errors import SetupError
from game.core.protocol import Event
from game.drizzt import board, grid, scale
from game.drizzt.content import load
from game.drizzt.flow import flow
from game.drizzt.state import Hero, PlacedTile, Power, State

MAX_HEROES = 5  # LD-OVR-02
START_TILE = "start"


def _chosen_powers(spec, hero_id: str) -> list[str] | None:
    """The powers asked for: a list, the hero's suggested picks, or None for a random draw."""
    hero = load().heroes[hero_id]
    if spec in (None, "suggested"):
        return list(hero.suggested)
    if spec == "random":
        return None
    if not isinstance(spec, list) or not all(isinstance(p, str) for p in spec):
        raise SetupError(f"powers for {hero.name} must be 'suggested', 'random' or a list of power ids")
    pool = {p.id: p for p in load().hero_powers(hero_id)}
    for p in spec:
        if p not in pool:
            raise SetupError(f"{p!r} is not one of {hero.name}'s powers")
        if p in hero.auto:
            raise SetupError(f"{pool[p].name} comes with {hero.name} anyway: do not choose it")
    for kind, n in hero.slots.items():
        got = sum(1 for p in spec if pool[p].type == kind)
        if got != n:
            raise SetupError(f"{hero.name} chooses {n} {kind}(s), not {got}")
    return list(spec)


def _hero(entry: dict, seats: int) -> tuple[Hero, list[str] | None]:
    hero_id = entry.get("hero")
    if hero_id not in load().heroes:
        raise SetupError(f"unknown hero {hero_id!r} (heroes: {', '.join(load().heroes)})")
    seat = entry.get("seat", 0)
    if not isinstance(seat, int) or not 0 <= seat < seats:
        raise SetupError(f"hero {hero_id} sits at seat {seat!r}, but there are {seats} seat(s)")
    c = load().heroes[hero_id]
    chosen = _chosen_powers(entry.get("powers"), hero_id)
    hero = Hero(id=hero_id, seat=seat, name=c.name, health=c.health, max_health=c.health, defense=c.defense,
                speed=c.speed, powers=[Power(p) for p in (*c.auto, *(chosen or ()))],
                team=int(entry.get("team", 0)), evil=bool(entry.get("evil", False)))
    return hero, chosen


def new_game(setup: dict) -> State:
    content = load()
    adventure = content.adventures.get(setup.get("adventure", ""))
    if adventure is None:
        raise SetupError(f"unknown adventure {setup.get('adventure')!r} (adventures: {', '.join(content.adventures)})")
    seats = len(setup.get("seats") or [{}])
    entries = setup.get("heroes") or []
    lo, hi = adventure.heroes
    if not 1 <= len(entries) <= MAX_HEROES or not lo <= len(entries) <= hi:
        raise SetupError(f"{adventure.name} takes {lo} to {hi} heroes, not {len(entries)}")
    made = [_hero(e, seats) for e in entries]
    ids = [h.id for h, _ in made]
    if len(set(ids)) != len(ids):
        raise SetupError("each hero can be in the party only once")
    surges = setup.get("surges", adventure.surges)
    if surges not in (1, 2, 3):
        raise SetupError("healing surges are 1 (hard), 2 or 3 (easy)")
    surges = scale.surges(adventure, len(entries), surges)  # the party size's own (game/drizzt/scale.py)
    orders = setup.get("deck_orders", {})
    try:
        decks = {k: Deck.of(k, content.deck_list(k, adventure.deck), orders.get(k)) for k in
                 ("monster", "encounter", "treasure")}
    except ValueError as exc:
        raise SetupError(str(exc)) from None
    state = State(adventure=adventure.id, heroes=[h for h, _ in made], seats=seats,
                  tiles=[PlacedTile(START_TILE, 0, 0, 0)], tile_deck=[], monsters=[],
                  monster_deck=decks["monster"], encounter_deck=decks["encounter"],
                  treasure_deck=decks["treasure"], surges=surges)
    _teams(state, adventure, entries)
    state.xp = {str(t): [] for t in sorted({h.team for h in state.heroes})}
    _place_heroes(state)
    flow.later(state, "tile_deck")
    for i, (_, chosen) in enumerate(made):
        if chosen is None:
            flow.later(state, ("random_powers", {"hero": i}))
    flow.later(state, ("starting_item", {"hero": 0, "aside": []}), "first_turn")
    flow.run(state)
    return state


def _teams(state: State, adventure, entries: list[dict]) -> None:
    """Teams split the party in two, each with its own experience (LD-ADV-05); an evil hero is
    a party of its own (LD-ADV-06): by default the last hero."""
    if "teams" in adventure.rules and not any("team" in e for e in entries):
        for i, hero in enumerate(state.heroes):
            hero.team = i % 2
    if "evil_hero" in adventure.rules and not any(h.evil for h in state.heroes):
        state.heroes[-1].evil = True
    for hero in state.heroes:
        if hero.evil:
            hero.team = max(h.team for h in state.heroes if not h.evil) + 1


def _place_heroes(state: State) -> None:
    """Every hero on the start tile next to the stairs (LD-SET-07), nearest spaces first."""
    for hero, cell in zip(state.heroes, _start_spaces(board.index(state), board.defs())):
        hero.cell = list(cell)


_STARTS: dict[tuple, tuple] = {}  # start map key -> (the tile defs, its spaces nearest the stairs first)


def _start_spaces(idx: grid.TileIndex, defs) -> tuple[grid.Cell, ...]:
    """The start tile's floor spaces but the stairs, nearest the stairs first, then north-most,
    west-most (the same for every game on the same start map and tile defs: kept by both)."""
    got = _STARTS.get(idx.key)
    if got is None or got[0] is not defs:
        stairs = grid.stairs_cell(idx, defs)
        free = [c for c in grid.cells_of_tile(idx, defs, (0, 0)) if c != stairs]
        free.sort(key=lambda c: (max(abs(c[0] - stairs[0]), abs(c[1] - stairs[1])), c[1], c[0]))
        got = _STARTS[idx.key] = (defs, tuple(free))
    return got[1]


# -- the tile deck (LD-SET-11) ----------------------------------------------------------------------
_POOLS: dict[str, tuple] = {}  # adventure id -> (the content, its dungeon tiles sorted)


def _dungeon_pool(state: State) -> list[str]:
    """The adventure's dungeon tiles, sorted (kept per adventure while the content is the same)."""
    content = load()
    got = _POOLS.get(state.adventure)
    if got is None or got[0] is not content:
        dead_ends = "dead_ends" in content.adventures[state.adventure].rules
        got = _POOLS[state.adventure] = (content, tuple(sorted(
            t.id for t in content.tiles.values() if t.kind == "dungeon" and (dead_ends or not t.dead_end))))
    return list(got[1])


@flow.step("tile_deck")
def _tile_deck(state: State, data: dict) -> list[Event]:
    recipe = scale.recipe(state.adventure, len(state.heroes))
    pool = _dungeon_pool(state)
    plain = min(len(pool), max(0, recipe.count - len(recipe.special)))
    front = min(plain, recipe.after) if recipe.special else plain
    flow.draw(state, "tile_front", "tiles", front, pool=pool, rest=plain - front)
    return []


@flow.on_draw("tile_front")
def _front(state: State, cards: list[str], data: dict) -> list[Event]:
    state.tile_deck = list(cards)
    recipe = load().adventures[state.adventure].tiles
    left = sorted(set(_dungeon_pool(state)) - set(cards))
    if recipe.special:
        flow.then(state, ("tile_back", {"pool": left, "count": data["rest"]}))
    return []


@flow.step("tile_back")
def _tile_back(state: State, data: dict) -> list[Event]:
    flow.draw(state, "tile_back", "tiles", data["count"], pool=data["pool"])
    return []


@flow.on_draw("tile_back")
def _back(state: State, cards: list[str], data: dict) -> list[Event]:
    special = list(load().adventures[state.adventure].tiles.special)
    flow.then(state, ("tile_mix", {"pool": sorted(cards + special)}))
    return []


@flow.step("tile_mix")
def _tile_mix(state: State, data: dict) -> list[Event]:
    flow.draw(state, "tile_mix", "tiles", len(data["pool"]), pool=data["pool"])
    return []


@flow.on_draw("tile_mix")
def _mixed(state: State, cards: list[str], data: dict) -> list[Event]:
    state.tile_deck += cards  # the special tiles lie somewhere in the deck's later part
    return []


# -- powers chosen at random (LD-SET-14) -----------------------------------------------------------------
@flow.step("random_powers")
def _random_powers(state: State, data: dict) -> list[Event]:
    hero = state.heroes[data["hero"]]
    c = load().heroes[hero.id]
    pool = sorted(p.id for p in load().hero_powers(hero.id) if p.id not in c.auto)
    need = sum(c.slots.values())
    flow.draw(state, "random_powers", "powers", need, pool=pool, hero=data["hero"])
    return []


@flow.on_draw("random_powers")
def _powers_drawn(state: State, cards: list[str], data: dict) -> list[Event]:
    """Take drawn powers in order while their type still has a free slot; redraw if short."""
    hero = state.heroes[data["hero"]]
    c = load().heroes[hero.id]
    room = dict(c.slots)
    for x in hero.powers:  # slots filled by an earlier draw stay filled
        if x.id not in c.auto and room.get(load().powers[x.id].type, 0) > 0:
            room[load().powers[x.id].type] -= 1
    for p in cards:
        kind = load().powers[p].type
        if room.get(kind, 0) > 0 and all(x.id != p for x in hero.powers):
            room[kind] -= 1
            hero.powers.append(Power(p))
    pool = sorted(p.id for p in load().hero_powers(hero.id)
                  if room.get(p.type, 0) > 0 and all(x.id != p.id for x in hero.powers))
    if any(room.values()) and pool:
        flow.then(state, ("random_powers_more", {"hero": data["hero"], "pool": pool,
                                                 "count": sum(room.values())}))
    return [Event(f"{hero.name} takes powers at random", {"hero": data["hero"]})]


@flow.step("random_powers_more")
def _random_more(state: State, data: dict) -> list[Event]:
    flow.draw(state, "random_powers", "powers", min(data["count"], len(data["pool"])), pool=data["pool"],
              hero=data["hero"])
    return []


# -- one starting item each (LD-SET-10, G-30) -------------------------------------------------------------
@flow.step("starting_item")
def _starting_item(state: State, data: dict) -> list[Event]:
    if data["hero"] >= len(state.heroes):
        for card in data["aside"]:  # non-items go back and the pile is shuffled (G-30)
            state.treasure_deck.pile.append(card)
        return []
    flow.draw(state, "starting_item", "treasure", 1, **data)
    return []


@flow.on_draw("starting_item")
def _item_drawn(state: State, cards: list[str], data: dict) -> list[Event]:
    aside = list(data["aside"])
    hero = data["hero"]
    events = []
    for card in cards:
        if load().treasures[card].item:
            state.heroes[hero].items.append(card)
            events.append(Event(f"{state.heroes[hero].name} starts with {load().treasures[card].name}",
                                {"hero": hero, "card": card}))
            hero += 1
        else:
            aside.append(card)
    flow.then(state, ("starting_item", {"hero": hero, "aside": aside}))
    return events
