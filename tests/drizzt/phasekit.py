"""Short ways to drive a Legend of Drizzt match through a rule test (sections A-H and the worked
examples LD-EX-01..12): a party with no reaction powers and known starting items, so that only
the chance a test forces happens, and a few steps that carry a turn along."""
from __future__ import annotations

from game.core.match import Match
from game.core.protocol import CHANCE
from game.drizzt import board, grid
from game.drizzt.actions import EndPhase, Explore, Give, LetItBe
from game.drizzt.content import load
from tests.drizzt.helpers import draw, owed, roll

# Legal power picks that hold no reaction, so a monster's attack asks nobody anything.
QUIET = {
    "thalia": ["hammer_drop", "cleave", "steady_strike", "battle_cry"],
    "kaelith": ["held_breath", "split_volley", "hunters_arrow", "hunters_stride"],
    "maren": ["light_of_renewal", "lance_of_dawn", "mending_mace", "purifying_touch"],
    "ilyndra": ["cinder_storm", "arcane_dart", "thunderclap", "spell_recall"],
}
# Items drawn as starting items by default: free, consumable, no reaction (in both tiers' decks).
STARTING_ITEMS = ["potion_of_healing", "potion_of_healing", "potion_of_healing", "glowcap_tonic", "antidote_flask"]
# Encounters that hurt nobody: filler draws (monsters move 1 tile; an unused Art turns face
# down; the Picked Clean setting, last, as it stops treasure).
HARMLESS = ("scuttling_in_the_dark", "fading_focus", "picked_clean")


def begin(adventure: str = "lantern_in_the_deep", heroes=("thalia",), seed: int = 1, items=None,
          **extra) -> Match:
    """A match at the first hero's first decision: quiet powers, a healing item each (or `items`,
    one per hero, drawn as the starting items), and the rulebook's 2 healing surges whatever the
    adventure's balance says (pass `surges=` to change)."""
    items = list(items) if items is not None else STARTING_ITEMS[:len(heroes)]
    extra.setdefault("surges", 2)
    orders = dict(extra.pop("deck_orders", {}))
    orders.setdefault("treasure", items)
    setup = {"adventure": adventure, "seats": [{"name": f"P{i}"} for i in range(len(heroes))],
             "heroes": [{"hero": h, "seat": i, "powers": QUIET[h]} for i, h in enumerate(heroes)],
             "deck_orders": orders, **extra}
    match = Match("drizzt", setup, seed)
    match.settle()
    return match


def purpose(match: Match) -> str | None:
    """What the pending chance is for ('encounter', 'monster_attack', 'spawn'...), or None."""
    return match.state.chance.purpose if match.state.chance is not None else None


def harmless(match: Match) -> str:
    """An encounter card still in the draw pile that does nothing here (used ones are put back
    from the discard, so a long test never runs out)."""
    deck = match.state.encounter_deck
    if deck.top:
        return deck.top[0]
    if not any(c in deck.pile for c in HARMLESS):
        for c in [c for c in deck.discard if c in HARMLESS]:
            deck.discard.remove(c)
            deck.pile.append(c)
    pool = deck.pile or deck.discard
    return next(c for c in HARMLESS if c in pool)


def interior(match: Match, hero: int = 0, tile=(0, 0)) -> tuple[int, int]:
    """A free floor space of a tile, not on its border (no unexplored edge next to it)."""
    idx, defs = board.index(match.state), board.defs()
    taken = board.occupied(match.state, skip_hero=hero)
    for c in grid.cells_of_tile(idx, defs, tile):
        if c not in taken and not grid.edges_next_to(idx, defs, c):
            return c
    raise AssertionError("no inner space is free")


def end_hero_phase(match: Match) -> None:
    match.act(EndPhase(match.state.turn.hero))


def next_turn(match: Match, hero: int | None = None, attack_roll: int = 1, cure_roll: int = 1) -> None:
    """Carry the game on to the given hero's next hero decision (default: the next hero decision
    of anyone), ending hero phases, drawing harmless encounters, letting monsters miss with
    `attack_roll`, exploring the first edge offered and declining every offer."""
    state = match.state
    first = True
    for _ in range(400):
        if match.over:
            return
        if match.to_act() == CHANCE:
            p = purpose(match)
            if p == "encounter":
                draw(match, harmless(match))
            elif state.chance.dice:
                roll(match, {"cure": cure_roll}.get(p, attack_roll))
            else:
                match.roll()
            continue
        kind = owed(match)
        if kind == "hero":
            if not first and (hero is None or state.turn.hero == hero):
                return
            end_hero_phase(match)
        elif kind == "explore":
            match.act(Explore(owed_data(match)["sides"][0]))
        elif kind == "give":
            match.act(Give(owed_data(match)["hero"]))
        else:
            match.act(LetItBe())
        first = False
    raise AssertionError("the turn did not come round")


def owed_data(match: Match) -> dict:
    return match.state.decisions[-1].data


def name(card: str) -> str:
    return load().monster(card).name


def edge_cell(match: Match, side: str, tile=(0, 0), hero: int | None = None) -> tuple[int, int]:
    """A free floor space on the tile's border along `side`, not a corner (so next to that edge
    only)."""
    hero = match.state.turn.hero if hero is None else hero
    idx, defs = board.index(match.state), board.defs()
    taken = board.occupied(match.state, skip_hero=hero)
    bx, by = tile[0] * 4, tile[1] * 4
    line = {"n": [(bx + i, by) for i in (1, 2)], "s": [(bx + i, by + 3) for i in (1, 2)],
            "w": [(bx, by + i) for i in (1, 2)], "e": [(bx + 3, by + i) for i in (1, 2)]}[side]
    for c in line:
        if grid.is_floor(idx, defs, c) and c not in taken:
            return c
    raise AssertionError(f"no free space along the {side} edge of {tile}")


def explore(match: Match, side: str, tile_id: str, from_tile=(0, 0)):
    """The active hero ends its hero phase beside the `side` edge of `from_tile` with `tile_id` on
    top of the tile deck: the tile is placed (the monster draw is left pending)."""
    state = match.state
    i = state.turn.hero
    state.tile_deck.insert(0, tile_id)
    state.heroes[i].cell = list(edge_cell(match, side, from_tile, i))
    end_hero_phase(match)
    if owed(match) == "explore":
        match.act(Explore(side))
    return next(t for t in reversed(state.tiles) if t.id == tile_id)


def take_treasure(match: Match, card: str, to: int | None = None) -> None:
    """The pending treasure draw gives `card`; the drawer keeps it (or gives it to hero `to`)."""
    assert purpose(match) == "treasure", f"no treasure draw is pending ({purpose(match)})"
    draw(match, card)
    match.act(Give(owed_data(match)["hero"] if to is None else to))


def attach(match: Match, tile_id: str, from_tile, side: str, door: str = ""):
    """Lay a tile beside `from_tile` across `side`, turned as exploring there turns it (its
    triangle toward `from_tile`), without exploring (no monster, no encounter)."""
    from tests.drizzt.helpers import place

    tx, ty, rot = grid.placement_for(board.index(match.state), from_tile, side)
    return place(match, tile_id, tx, ty, rot, door=door)
