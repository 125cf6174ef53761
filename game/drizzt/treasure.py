"""Treasure (LD-TRS): the hero who defeats a monster draws one card a turn, and keeps it or gives
it to another hero, once and for good."""
from __future__ import annotations

from game.core.protocol import Event
from game.drizzt import board, grid
from game.drizzt.actions import Give
from game.drizzt.content import load
from game.drizzt.flow import flow
from game.drizzt.state import State


@flow.step("treasure")
def _treasure(state: State, data: dict) -> list[Event]:
    if not (len(state.treasure_deck) or state.treasure_deck.discard):  # LD-QA-01: the discard is reshuffled
        return []
    flow.draw(state, "treasure", "treasure", 1, hero=data["hero"])
    return []


@flow.on_draw("treasure")
def _drawn(state: State, cards: list[str], data: dict) -> list[Event]:
    if not cards:
        return []
    i = data["hero"]
    hero = state.heroes[i]
    flow.decide(state, "give", hero.seat, hero=i, card=cards[0])
    return [Event(f"{hero.name} finds {load().treasures[cards[0]].name}", {"hero": i, "card": cards[0]})]


def _legal(state: State, d) -> list:
    return [Give(k) for k, h in enumerate(state.heroes) if not h.escaped]


def _apply(state: State, d, action) -> list[Event]:
    flow.settle(state)
    card = d.data["card"]
    state.heroes[action.hero].items.append(card)  # LD-TRS-02/03
    who = state.heroes[action.hero].name
    return [Event(f"{who} takes {load().treasures[card].name}", {"hero": action.hero, "card": card})]


flow.decision("give", "Keep the treasure, or give it to another hero?")((_legal, _apply))


# -- items lying on tiles (LD-ACT-01, LD-ADV-07) ----------------------------------------------------------
@flow.step("treasure_token")
def _token(state: State, data: dict) -> list[Event]:
    if not (len(state.treasure_deck) or state.treasure_deck.discard):
        return []
    flow.draw(state, "treasure_token", "treasure", 1, **data)
    return []


@flow.on_draw("treasure_token")
def _token_drawn(state: State, cards: list[str], data: dict) -> list[Event]:
    if not cards:
        return []
    tile = next(t for t in state.tiles if [t.tx, t.ty] == data["tile"])
    idx, defs = board.index(state), board.defs()
    spawn = grid.spawn_cell(idx, defs, tile)
    cells = grid.cells_of_tile(idx, defs, tile)
    far = max(cells, key=lambda c: (abs(c[0] - spawn[0]) + abs(c[1] - spawn[1]), -c[1], -c[0])) if spawn else cells[0]
    tile.markers.append(f"item:{cards[0]}@{far[0]},{far[1]}")
    return [Event(f"Something glints on the floor of {load().tiles[tile.id].name}", {"tile": data["tile"],
                                                                                     "cell": list(far)})]


def item_markers(state: State):
    """(tile, marker, card, cell) for every item lying on the map."""
    for tile in state.tiles:
        for marker in tile.markers:
            if marker.startswith("item:"):
                card, _, where = marker[5:].partition("@")
                x, y = (int(v) for v in where.split(","))
                yield tile, marker, card, (x, y)


def _any_item(state: State) -> bool:
    for tile in state.tiles:
        for marker in tile.markers:
            if marker.startswith("item:"):
                return True
    return False


def pick_up(state: State, i: int, stepped: list) -> list[Event]:
    """A hero picks up every item it moved through or ends next to; it costs nothing (LD-ACT-01)."""
    if not _any_item(state):  # asked at every move: most of the time nothing lies anywhere
        return []
    lying = list(item_markers(state))
    hero = state.heroes[i]
    end = tuple(hero.cell)
    touched = {tuple(c) for c in stepped}
    events = []
    for tile, marker, card, cell in lying:
        if cell in touched or max(abs(cell[0] - end[0]), abs(cell[1] - end[1])) <= 1:
            tile.markers.remove(marker)
            hero.items.append(card)
            events.append(Event(f"{hero.name} picks up {load().treasures[card].name}", {"hero": i, "card": card}))
    return events
