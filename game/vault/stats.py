"""End-of-game statistics for Vault of Dragons: the actions replayed through the rules, and
per seat what the events' data and the state say happened (never the events' text).

Which event carries what (see the modules named):
    gold         {"seat", "gold"}                 turn (Take gold), gains (bundle, gold die), locations (profit)
    rumors       {"seat", "rumors"}               gains (the count actually got from the supply)
    hired        the Hire action's event          turn: {"seat", "place", "force"}
    lost         {"seat", "place", "dead"}        casualties
    Brawls       {"power", "winner"}              brawls (-1 in power is the City Watch)
    Dungeons     {"seat", "level"} / {"vault"}    dungeons (an attempt starts)
    rooms        {"seat", "reached", "complete"}  dungeons (the Fight's kind is read from the state)
    Quests       {"place", "face"}                dungeons (the Quest's Location turns over)
    cards        {"seat", "cards"}                gains (to the hand), and the Pick action
The consolation Rumor and a Dungeon's Secret are read from the state before and after.
"""
from __future__ import annotations

import copy
from dataclasses import asdict, dataclass

from game.core.protocol import Event
from game.vault import city, rules
from game.vault.actions import Hire, Pick
from game.vault.content import load
from game.vault.state import State

#: (key, label) of every counted row, in the order a table shows them.
ROWS = (
    ("gold_gained", "Gold gained"),
    ("followers_hired", "Followers hired"),
    ("followers_lost", "Followers lost"),
    ("brawls_won", "Brawls won"),
    ("brawls_lost", "Brawls lost"),
    ("dungeon_attempts", "Dungeon attempts"),
    ("rooms_reached", "Dungeon rooms reached"),
    ("dungeons_completed", "Dungeons completed"),
    ("vault_attempts", "Vault attempts"),
    ("quests_completed", "Quests completed"),
    ("rumors_gained", "Rumors gained"),
    ("cards_taken", "Cards taken"),
    ("secrets", "Secrets held"),
    ("locations", "Locations controlled"),
)


@dataclass
class SeatStats:
    """One seat's counts (tally() returns them as plain dicts)."""

    seat: int
    name: str
    faction: str  # the faction id (content.load().factions[id].name for its name)
    winner: bool = False
    gold_gained: int = 0
    followers_hired: int = 0
    followers_lost: int = 0
    brawls_won: int = 0
    brawls_lost: int = 0
    dungeon_attempts: int = 0
    rooms_reached: int = 0
    dungeons_completed: int = 0
    vault_attempts: int = 0
    quests_completed: int = 0
    rumors_gained: int = 0
    cards_taken: int = 0
    secrets: int = 0  # held at the end
    locations: int = 0  # Controlled at the end


def tally(setup: dict, actions: list) -> list[dict]:
    """Replay `actions` (decisions and chance, in log order) from `setup` and count, per seat,
    what happened: one plain dict per seat with the keys of SeatStats (see ROWS)."""
    state = rules.new_game(copy.deepcopy(setup))
    stats = [SeatStats(i, p.name, p.faction) for i, p in enumerate(state.seats)]
    for action in actions:
        _step(state, stats, action)
    for i, s in enumerate(stats):
        s.winner = state.winner == i
        s.secrets = len(state.seats[i].secrets)
        s.locations = sum(1 for place in city.in_play(state) if city.controller(state, place) == i)
    return [asdict(s) for s in stats]


def tally_match(match) -> list[dict]:
    """tally() for a Match of Vault of Dragons: its setup and every logged action."""
    return tally(match.setup, [entry.action for entry in match.log])


def faction_name(faction: str) -> str:
    """The printed name of a faction id ("zhentarim" -> "The Zhentarim")."""
    return load().factions[faction].name


def _step(state: State, stats: list[SeatStats], action) -> None:
    """Apply one action and count what its events (and the state around it) show."""
    seat = rules.to_act(state)
    fight = state.fight  # a Fight resolves in a later apply than it starts: it is here already
    secret = fight.secret if fight is not None and fight.kind == "dungeon" else ""  # claiming it clears it
    held_before = secret and secret in state.seats[fight.attacker].secrets
    phase, consolation = state.phase, _consolation_due(state)
    events = rules.apply(state, action)
    if isinstance(action, Hire):
        stats[seat].followers_hired += sum(events[0].data["force"])
    elif isinstance(action, Pick):
        stats[seat].cards_taken += 1
    rumors = [0] * len(stats)
    for event in events:
        _count(stats, event, fight, rumors)
    if phase == "rumors" and state.phase != "rumors":
        # Rumors aged in this apply, emptying New Rumors, and nothing was gained before that in
        # it: a consolation seat's New Rumors now are its consolation Rumor (if the supply had
        # one) plus what the events said it gained after.
        for s in consolation:
            rumors[s] = state.seats[s].rumors_new
    for i, n in enumerate(rumors):
        stats[i].rumors_gained += n
    if secret and not held_before and secret in state.seats[fight.attacker].secrets:
        stats[fight.attacker].dungeons_completed += 1  # the Secret flipped for this attempt, claimed


def _consolation_due(state: State) -> list[int]:
    """Seats owed a consolation Rumor when Rumors next age: as the pending step says, or (before
    the order of picks is made) the seats holding no Rumors, as rounds.rumor_order decides."""
    step = next((s for s in state.agenda if s.do == "age_rumors"), None)
    if step is not None:
        return list(step.data["consolation"])
    return [i for i, p in enumerate(state.seats) if p.rumors == 0]


def _count(stats: list[SeatStats], event: Event, fight, rumors: list[int]) -> None:
    data = event.data
    seat = data.get("seat")
    if "winner" in data and "power" in data:
        for who in (int(k) for k in data["power"]):
            if who >= 0:
                if who == data["winner"]:
                    stats[who].brawls_won += 1
                else:
                    stats[who].brawls_lost += 1
        return
    if "face" in data and fight is not None and fight.kind == "quest" and data.get("place") == fight.place:
        stats[fight.attacker].quests_completed += 1
        return
    if seat is None or seat < 0:
        return
    s = stats[seat]
    s.gold_gained += data.get("gold", 0)
    rumors[seat] += data.get("rumors", 0)
    if "dead" in data:
        s.followers_lost += sum(data["dead"])
    if "cards" in data:
        s.cards_taken += len(data["cards"])
    if "level" in data:
        s.dungeon_attempts += 1
    if data.get("vault"):
        s.vault_attempts += 1
    if "reached" in data and fight is not None and fight.kind == "dungeon":
        s.rooms_reached += data["reached"]
