"""End-of-game statistics (game/vault/stats.py): a forced game counted by hand, seeded bot
games checked against the log, the final state and a spy on every gold and Rumor gain, and
the replay is deterministic."""
from __future__ import annotations

import pytest

from game.core.bots import bot_move
from game.core.match import Match
from game.core.protocol import CHANCE
from game.vault import city, stats
from game.vault.actions import Enter, Fight, Hire, Pass, Quest, Retreat, TakeGold
from game.vault.state import Player
from tests.vault.helpers import draw, roll, start

WELL = "secret_whispering_well"  # rooms 7 / 11 on the Dungeon Level, no Casualty dice; loot Rumor | 2 gold | 1 MI


def forced_game() -> Match:
    """Two seats, Ana (Xanathar, with the Initiative: +1 Rumor) and Bo. Ana wins a Brawl at Quill
    Alley (s1) and Bo retreats to s0; Bo completes the Drowned Sewers (s6) losing a Fighter; Ana
    clears the Dungeon Level and claims its Secret; Bo takes a gold."""
    m = start(2, watch=("s7", "s9", "s10", "s11"))
    m.act(Hire("s1", 2))  # Ana
    m.act(Hire("s1", 1))  # Bo
    m.act(Fight("s1"))  # the Watch at s7 patrols to s4, not into the Brawl
    roll(m, 8, 3)
    m.act(Pass())  # Bo, losing, first
    m.act(Pass())
    m.act(Retreat("s0"))  # Ana chooses: Bo does not outnumber her
    m.act(Hire("s6", 3))  # Bo
    m.act(Hire("yp", 2))  # Ana
    m.act(Quest("s6"))  # Bo: 9 clears all three rooms
    roll(m, 9)
    m.act(Pass())
    roll(m, 1, 0)  # two pictured dice, one skull: the only choice is a Fighter
    draw(m, "moonsilver_oil")  # loot: 2 gold, 1 Rumor, a Treasure; the Quest turns over
    m.act(Enter("gold", 2))  # Ana
    draw(m, WELL)
    roll(m, 10)
    roll(m, 1)  # the Critical Hit's skull: 11 reaches the last room
    m.act(Pass())
    draw(m, "ring_of_valor")  # loot: Rumor, 2 gold, a Magic Item, and the Secret
    m.act(TakeGold())  # Bo
    return m


def bot_game(seed: int, seats: int, bot: str = "heuristic", limit: int = 4000) -> Match:
    m = Match("vault", {"seats": [{"name": n} for n in ("A", "B", "C", "D")[:seats]]}, seed=seed)
    while not m.over and len(m.log) < limit:
        if m.to_act() == CHANCE:
            m.roll()
        else:
            m.act(bot_move(m, bot))
    return m


def test_the_forced_game_counted_by_hand():
    ana, bo = stats.tally_match(forced_game())
    assert ana == {"seat": 0, "name": "Ana", "faction": "xanathar", "winner": False, "gold_gained": 2,
                   "followers_hired": 4, "followers_lost": 0, "brawls_won": 1, "brawls_lost": 0,
                   "dungeon_attempts": 1, "rooms_reached": 3, "dungeons_completed": 1, "vault_attempts": 0,
                   "quests_completed": 0, "rumors_gained": 2, "cards_taken": 1, "secrets": 1, "locations": 1}
    assert bo == {"seat": 1, "name": "Bo", "faction": "cassalanters", "winner": False, "gold_gained": 3,
                  "followers_hired": 4, "followers_lost": 1, "brawls_won": 0, "brawls_lost": 1,
                  "dungeon_attempts": 0, "rooms_reached": 0, "dungeons_completed": 0, "vault_attempts": 0,
                  "quests_completed": 1, "rumors_gained": 1, "cards_taken": 1, "secrets": 0, "locations": 1}


def test_every_row_is_a_counted_key():
    row = stats.tally_match(forced_game())[0]
    assert [key for key, _label in stats.ROWS] == [k for k in row if k not in ("seat", "name", "faction", "winner")]


def test_a_brawl_the_city_watch_wins_is_lost_by_everyone_in_it():
    m = start(2, watch=("s7", "s9", "s10", "s11"))
    m.act(Hire("s7", 1))  # Ana, onto the Watch
    m.act(TakeGold())  # Bo
    m.act(Fight("s7"))
    roll(m, 2, 0)  # Ana's d10, the Watch's blank Casualty die: 2 against 6
    m.act(Pass())
    m.act(Retreat("s8"))
    ana, bo = stats.tally_match(m)
    assert (ana["brawls_won"], ana["brawls_lost"], ana["followers_lost"]) == (0, 1, 0)
    assert (bo["brawls_won"], bo["brawls_lost"]) == (0, 0)


def _spy_gains(monkeypatch) -> dict:
    """Record every rise of a Player's gold and New Rumors, by (name, field): the gains, counted
    without reading any event."""
    seen: dict = {}
    plain = object.__setattr__

    def spy(player, field, value):
        old = player.__dict__.get(field)
        if field in ("gold", "rumors_new") and old is not None and value > old:
            seen[(player.__dict__.get("name"), field)] = seen.get((player.__dict__.get("name"), field), 0) + value - old
        plain(player, field, value)

    monkeypatch.setattr(Player, "__setattr__", spy)
    return seen


@pytest.mark.parametrize("seed,seats,bot", [(3, 3, "heuristic"), (5, 4, "heuristic"), (1, 3, "random"),
                                            (2, 2, "random")])
def test_gold_and_rumors_gained_match_a_spy_on_the_state(monkeypatch, seed, seats, bot):
    m = bot_game(seed, seats, bot, limit=2000)
    seen = _spy_gains(monkeypatch)
    for row in stats.tally_match(m):  # the replay's Players rise under the spy
        assert row["gold_gained"] == seen.get((row["name"], "gold"), 0)
        assert row["rumors_gained"] == seen.get((row["name"], "rumors_new"), 0)


def test_a_finished_bot_game_agrees_with_its_log_and_its_final_state():
    m = bot_game(4, 3)
    assert m.over
    table = stats.tally_match(m)
    winner = m.outcome().winners[0]
    for row in table:
        seat = row["seat"]
        hires = [e.action for e in m.log if isinstance(e.action, Hire) and e.seat == seat]
        assert row["followers_hired"] == sum(a.fighters + a.rogues + a.wizards for a in hires)
        # no Follower was traded away in this game: the hired are on the board or dead
        assert row["followers_hired"] - row["followers_lost"] == city.hired(m.state, seat)
        assert row["secrets"] == len(m.state.seats[seat].secrets) == m.outcome().scores[seat]
        assert row["locations"] == sum(1 for p in city.in_play(m.state) if city.controller(m.state, p) == seat)
        assert row["winner"] == (seat == winner)
        assert row["dungeons_completed"] <= row["secrets"] <= 3
        assert row["rooms_reached"] <= 3 * row["dungeon_attempts"]
    assert table[winner]["vault_attempts"] >= 1
    # Every attempt that cleared all its rooms, unless no one of its party survived to carry the
    # loot out, was a Dungeon completed, a Quest completed or the winning Vault attempt.
    replay = Match("vault", m.setup, m.seed)
    cleared = wiped = 0
    open_clear = False
    for entry in m.log:
        for e in replay.act(entry.action):
            if isinstance(e.data, dict) and "complete" in e.data:
                open_clear = bool(e.data["complete"])
                cleared += open_clear
            elif open_clear and "party survives" in e.text:
                wiped, open_clear = wiped + 1, False
    assert cleared - wiped == sum(r["dungeons_completed"] + r["quests_completed"] for r in table) + 1
    assert [r["name"] for r in table] == ["A", "B", "C"]


def test_brawls_in_a_random_game_have_one_winner_at_most_and_count_their_attacker():
    m = bot_game(1, 3, "random", limit=1500)
    table = stats.tally_match(m)
    fights = [e for e in m.log if isinstance(e.action, Fight)]
    pending = 1 if m.state.fight is not None and m.state.fight.kind == "brawl" else 0
    resolved = len(fights) - pending
    assert resolved > 5
    assert sum(r["brawls_won"] for r in table) <= resolved <= sum(r["brawls_won"] + r["brawls_lost"] for r in table)
    for row in table:
        started = sum(1 for e in fights if e.seat == row["seat"])
        assert row["brawls_won"] + row["brawls_lost"] >= started - pending


def test_replaying_is_deterministic():
    m = bot_game(5, 4)
    actions = [e.action for e in m.log]
    first = stats.tally(m.setup, actions)
    assert stats.tally(m.setup, actions) == first == stats.tally_match(m)
    assert stats.tally(m.setup, actions[:100]) == stats.tally(m.setup, actions[:100])


def test_the_setup_is_not_changed_and_an_empty_log_counts_nothing():
    setup = {"seats": [{"name": "A"}, {"name": "B"}]}
    table = stats.tally(setup, [])
    assert setup == {"seats": [{"name": "A"}, {"name": "B"}]}
    assert all(row[key] == 0 for row in table for key, _ in stats.ROWS)
    assert stats.faction_name(table[0]["faction"]) == "The Xanathar Guild"
