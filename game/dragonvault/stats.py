"""End-of-game numbers for Dragonvault: the match's actions replayed through the rules, and per seat
what the events' data say happened (never the events' text).

Which event carries what (see the modules named):
    played       {"card", "seat", "target"}        turn, responses (a card played; responses too)
    paid         {"card", "seat", "pool"}          treasure (a treasure card paid)
    damage       {"seat", "amount", "companion"}   damage (taken; the blame is the hurt step's `by`)
    healed       {"seat", "amount"}                effects
    encounter    {"card", "seat"}                  encounters (drawn and faced)
    looted / stolen {"seat", "victim"}             looting
    died         {"seat"}                          damage
    gained       {"seat", "card", "amount"}        effects (from the side deck)
    companion    {"seat", "card"}                  turn (a companion joined)"""
from __future__ import annotations

from game.core.tally import of_match, replayed, seat_counts
from game.dragonvault import flow, rules, treasure

#: (key, label) of every counted row, in the order a table shows them.
ROWS = (
    ("treasure", "Treasure at the end"),
    ("cards_played", "Cards played"),
    ("responses_played", "Responses played"),
    ("treasure_paid", "Treasure paid"),
    ("damage_taken", "Damage taken"),
    ("healed", "Damage healed"),
    ("encounters", "Encounters drawn"),
    ("companions", "Companions hired"),
    ("loots", "Cards looted"),
    ("steals", "Cards stolen"),
    ("gained", "Cards from the side deck"),
)


# One seat's counts (tally() returns them as plain dicts): its seat, name and win, its champion and
# whether it lives, and one whole number for each row above.
SeatStats = seat_counts(ROWS, ("champion", str, ""), ("alive", bool, True))


def tally(setup: dict, actions: list) -> list[dict]:
    """Replay `actions` (decisions and chance, in log order) from `setup` and count, per seat, what
    happened: one plain dict per seat with the keys of SeatStats (see ROWS)."""
    return replayed(rules, setup, actions, lambda i, p: SeatStats(i, p.name), _count, _responded, _at_the_end)


def tally_match(match) -> list[dict]:
    """tally() for a Match of Dragonvault: its setup and every logged action."""
    return of_match(tally, match)


def _responded(state, stats: list, action) -> None:
    """A card played while a response is asked is a response (counted before it is applied)."""
    asked = flow.owed(state)
    if getattr(action, "kind", "") == "play" and asked is not None and asked.kind == "respond":
        stats[asked.seat].responses_played += 1


def _at_the_end(state, stats: list) -> None:
    for s, p in zip(stats, state.seats):
        s.alive, s.champion = p.alive, p.champion
        s.treasure = treasure.in_hand(state, s.seat) if p.alive else 0


def _count(state, stats: list, data: dict) -> None:
    s, kind = stats[data["seat"]], data.get("kind")
    if kind == "played":
        s.cards_played += 1
    elif kind == "paid":
        s.treasure_paid += treasure.value(data["card"])
    elif kind == "damage" and not data.get("companion"):
        s.damage_taken += data["amount"]
    elif kind == "healed":
        s.healed += data["amount"]
    elif kind == "encounter":
        s.encounters += 1
    elif kind == "companion":
        s.companions += 1
    elif kind == "looted":
        s.loots += 1
    elif kind == "stolen":
        s.steals += 1
    elif kind == "gained":
        s.gained += data["amount"]
