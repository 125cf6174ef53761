"""Monster figures coming onto the map (LD-EXPL-05): on a tile's spawn point or the nearest free
space, the card into its holder's row. Exploring a tile, a villain arriving on its special tile
and a monster calling for help all place figures here."""
from __future__ import annotations

from game.core.protocol import Event
from game.drizzt import board, scale
from game.drizzt.content import load
from game.drizzt.grid.spots import arrival, land_among
from game.drizzt.monster_moves import taken_codes
from game.drizzt.state import Monster, State


def figures_out(state: State, card: str) -> int:
    return sum(1 for m in state.monsters if m.card == card)


def place_monster(state: State, card: str, holder: int, tile) -> list[Event]:
    """A new figure on the tile's spawn point (or the nearest free space), its card in the row."""
    g = board.geo(state)
    c = load().monster(card)
    hero = state.heroes[holder]
    toward = (hero.cell[0], hero.cell[1]) if hero.cell else None
    cell = land_among(g, arrival(g, (tile[0], tile[1])), taken_codes(state), toward, c.size)
    if cell is None:
        state.monster_deck.put_discard(card)
        return []
    uid = f"m{state.next_uid}"
    state.next_uid += 1
    state.monsters.append(Monster(uid, card, holder, scale.full_health(state.adventure, len(state.heroes), card),
                                  list(cell)))
    hero.row.append(uid)  # LD-EXPL-05
    return [Event(f"{c.name} appears", {"monster": uid, "card": card, "cell": list(cell), "holder": holder})]
