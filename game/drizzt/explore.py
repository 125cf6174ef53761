"""The exploration phase (LD-EXPL): a hero next to an unexplored edge places the next tile there,
triangle toward the hero; a monster appears on it (the holder's duplicates drawn again); a
corridor pulls another tile after it (LD-TILE-08, G-15)."""
from __future__ import annotations

from game.core.protocol import Event
from game.drizzt import board, grid
from game.drizzt.actions import Explore
from game.drizzt.adventure import out_of_tiles, tile_placed
from game.drizzt.content import load
from game.drizzt.figures import place_monster
from game.drizzt.flow import flow
from game.drizzt.state import PlacedTile, State, Step


@flow.step("exploration")
def _exploration(state: State, data: dict) -> list[Event]:
    state.turn.phase = "exploration"
    i = state.turn.hero
    hero = state.heroes[i]
    flow.then(state, "villain_phase")
    if hero.cell is None or hero.escaped or hero.down:
        return []
    x, y = hero.cell
    if 0 < x % grid.SIZE < grid.SIZE - 1 and 0 < y % grid.SIZE < grid.SIZE - 1:
        return []  # inside its tile, on no edge (LD-EXPL-01)
    sides = grid.edges_next_to(board.index(state), board.defs(), (x, y))
    if not sides:
        return []  # LD-EXPL-01
    if len(sides) > 1:
        flow.decide(state, "explore", hero.seat, hero=i, sides=list(sides))  # G-16
        return []
    return place_tile(state, grid.tile_of(tuple(hero.cell)), sides[0])


def _legal(state: State, d) -> list:
    return [Explore(s) for s in d.data["sides"]]


def _apply(state: State, d, action) -> list[Event]:
    flow.settle(state)
    hero = state.heroes[d.data["hero"]]
    return place_tile(state, grid.tile_of(tuple(hero.cell)), action.side)


flow.decision("explore", "Which unexplored edge does the hero explore?")((_legal, _apply))


def place_tile(state: State, from_tile, side: str, follow: bool = False) -> list[Event]:
    """Take the top tile and attach it (LD-EXPL-02); none left: nothing is placed (G-17), and an
    exploration (not a corridor's follow-on) may lose the adventure."""
    if not state.tile_deck:
        return [] if follow else out_of_tiles(state)
    spot = grid.placement_for(board.index(state), from_tile, side)
    if spot is None:
        return []
    tile_id = state.tile_deck.pop(0)
    tdef = load().tiles[tile_id]
    doors = "doors" in load().adventures[state.adventure].rules  # else a door symbol is only a picture
    placed = PlacedTile(tile_id, spot[0], spot[1], spot[2], door="closed" if tdef.door and doors else "")
    state.tiles.append(placed)
    state.turn.placed.append(tdef.triangle)
    events = [Event(f"The party finds {tdef.name}", {"tile": tile_id, "at": [spot[0], spot[1]], "rot": spot[2],
                                                      "triangle": tdef.triangle})]
    events += tile_placed(state, placed)
    flow.then(state, ("spawn", {"tile": [spot[0], spot[1]], "holder": state.turn.hero}))
    if tdef.corridor:  # LD-TILE-08: another tile at the corridor's far edge, if possible
        follow = grid.corridor_follow_on(board.index(state), board.defs(), placed)
        if follow is not None:  # right after this tile's monster appears
            state.agenda.insert(1, Step("follow_on", {"tile": [spot[0], spot[1]]}))
    return events


@flow.step("follow_on")
def _follow_on(state: State, data: dict) -> list[Event]:
    tile = next(t for t in state.tiles if [t.tx, t.ty] == data["tile"])
    sides = grid.unexplored_edges(board.index(state), board.defs(), tile)
    return place_tile(state, (tile.tx, tile.ty), sides[0], follow=True) if sides else []


# -- a monster on every new tile (LD-EXPL-03/04, G-15, G-18) ---------------------------------------------
@flow.step("spawn")
def _spawn(state: State, data: dict) -> list[Event]:
    if not (len(state.monster_deck) or state.monster_deck.discard):  # LD-QA-01: the discard is reshuffled
        return []
    flow.draw(state, "spawn", "monster", 1, **data)
    return []


@flow.on_draw("spawn")
def _spawned(state: State, cards: list[str], data: dict) -> list[Event]:
    if not cards:
        return []
    card = cards[0]
    holder = state.heroes[data["holder"]]
    c = load().monster(card)
    if _refused(state, card, holder.row, c.figures):
        state.monster_deck.put_discard(card)  # LD-EXPL-04, G-18: draw again
        tries = data.get("tries", 0) + 1
        if tries > len(state.monster_deck) + len(state.monster_deck.discard):
            return [Event("No monster can come: the tile stays empty", {"card": card})]  # every card refused
        flow.then(state, ("spawn", {**data, "tries": tries}))
        return [Event(f"{c.name} again: drawn anew", {"card": card, "redraw": True})]
    return place_monster(state, card, data["holder"], tuple(data["tile"]))


def _refused(state: State, card: str, row: list, figures: int) -> bool:
    """The card's monster cannot come: one of its kind is in the holder's row already, or all its
    figures are out (LD-EXPL-04, G-18)."""
    out = 0
    for m in state.monsters:
        if m.card == card:
            if m.uid in row:
                return True
            out += 1
    return out >= figures
