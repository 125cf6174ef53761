"""What one seat may see: the board and everyone's public pieces, but only its own hand."""
from __future__ import annotations

from game.core import hidden
from game.core.codec import to_data
from game.vault import brawls, dungeons, fights, flow, turn
from game.vault.state import HIRE_COST, State


def _player(state: State, seat: int, viewer: int) -> dict:
    p = state.seats[seat]
    public = {
        "faction": p.faction, "name": p.name, "gold": p.gold, "actions": p.actions, "rumors_new": p.rumors_new,
        "rumors_old": p.rumors_old, "supply": list(p.supply), "played": list(p.played),
        "entrances": list(p.entrances), "faction_used": p.faction_used, "hire_discount": p.hire_discount,
    }
    public.update(hidden.hand(seat, viewer, {"treasure": p.treasure, "magic": p.magic}, total="hand_size"))
    public.update(hidden.pile(seat, viewer, p.secrets, count="secrets", shown="secret_ids"))
    if seat == viewer:
        public.update(hire_prices=list(HIRE_COST.values()), hire_costs=turn.hire_prices(state, seat))
    return public


def _fight(state: State, viewer: int) -> dict | None:
    if state.fight is None:
        return None
    data = to_data(state.fight)
    fight = state.fight
    power = {}
    for side, raw in zip(fight.sides, data["sides"]):
        power[side.seat] = raw["strength"] = fights.strength(state, fight, side)
        if side.seat != viewer:
            raw["found"] = len(raw["found"])  # cards found stay hidden (VD-YP-14)
    rolled = all(s.dice for s in fight.sides)
    if fight.kind == "brawl":
        data["leader"] = brawls.brawl_winner(state, fight, power) if rolled else None
    elif fight.rooms and rolled:
        data["reached"] = dungeons.rooms_reached(fight, power[fight.sides[0].seat])
    return data


# What others see of a question: of cards drawn to keep, how many and how many are kept; of an
# offer made only because of a card in hand, only that the seat is thinking (asking would tell).
SECRECY = {"keep": hidden.Secrecy(shown=("keep",), counted={"cards": "count"}), "extra_draw": hidden.THINKING}


def _decision(state: State, viewer: int) -> dict | None:
    if not state.decisions:
        return None
    d = state.decisions[-1]
    return hidden.decision(d.kind, d.seat, d.data, viewer, flow.DECISIONS[d.kind][2], SECRECY)


def view(state: State, seat: int) -> dict:
    """The table as `seat` sees it (hidden hands and deck orders redacted)."""
    return {
        "seat": seat,
        "round": state.round, "phase": state.phase, "initiative": state.initiative, "turn": state.turn,
        "players": [_player(state, s, seat) for s in range(len(state.seats))],
        "slots": to_data(state.slots), "watch": to_data(state.watch),
        "followers": to_data(state.followers),
        "decks": {name: {"draw": len(deck), "discard": list(deck.discard), "removed": len(deck.removed)}
                  for name, deck in (("treasure", state.treasure), ("magic", state.magic))},
        "secrets_left": len(state.secrets), "levels": list(state.levels), "vault_revealed": state.vault_revealed,
        "revisited": state.revisited, "dungeon_rumors": list(state.dungeon_rumors), "dealt": list(state.dealt),
        "variants": dict(state.variants), "unused_tiles": list(state.unused_tiles),
        "fight": _fight(state, seat), "decision": _decision(state, seat),
        "chance": None if state.chance is None else {"purpose": state.chance.purpose, "dice": list(state.chance.dice),
                                                      "deck": state.chance.deck, "count": state.chance.count},
        "winner": state.winner, "door_prices": dict(turn.DOOR_PRICES),
    }
