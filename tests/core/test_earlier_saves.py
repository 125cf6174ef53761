"""Saves an earlier Tavern Table wrote: replayed under today's rules, never refused for that alone.

A save records the version that wrote it (`app`). When today's rules make its position differ from
its check, or refuse one of its moves, a save from another version goes on from the last move that
replays and says so (Match.replayed); a save from this version that fails either way is damaged."""
import json
from pathlib import Path

import pytest

import game
from game.core.bots import play_out
from game.core.errors import SaveError
from game.core.match import Match, Replayed

SETUP = {"seats": [{"name": "Ana"}, {"name": "Bo"}]}
ILLEGAL = [0, {"kind": "play", "card": "crown"}]  # no Coin Dash card is called that


@pytest.fixture
def saved(coin_dash, tmp_path) -> tuple[Match, Path]:
    match = Match("coindash", SETUP, 4)
    play_out(match, ["random", "random"], max_actions=30)
    path = tmp_path / "slot1.json"
    match.save(path)
    return match, path


def rewrite(path: Path, **changes) -> Path:
    data = json.loads(path.read_text())
    for key, value in changes.items():
        if value is None:
            data.pop(key, None)
        else:
            data[key] = value
    path.write_text(json.dumps(data))
    return path


def replayed(moves: int) -> Match:
    """A fresh Coin Dash game replaying the first `moves` moves of the saved one."""
    match = Match("coindash", SETUP, 4)
    play_out(match, ["random", "random"], max_actions=30)
    fresh = Match("coindash", SETUP, 4)
    for entry in match.log[:moves]:
        fresh.act(entry.action)
    return fresh


def test_a_save_names_the_version_that_wrote_it_and_loads_as_it_was(saved):
    match, path = saved
    assert json.loads(path.read_text())["app"] == game.__version__
    loaded = Match.load(path)
    assert loaded.replayed is None and loaded.state == match.state


@pytest.mark.parametrize("made_by", ["0.0.9", None])
def test_an_earlier_save_whose_check_differs_plays_on_and_says_so(saved, made_by):
    match, path = saved
    rewrite(path, app=made_by, state_hash="0" * 64)  # today's rules ended it elsewhere
    loaded = Match.load(path)
    assert loaded.state == match.state and len(loaded.log) == len(match.log)
    assert loaded.replayed == Replayed(made_by, len(match.log), len(match.log))
    note = loaded.replayed.note()
    assert ("Tavern Table 0.0.9" if made_by else "an earlier version of Tavern Table") in note
    assert "today's rules" in note


def test_an_earlier_save_with_a_move_today_refuses_goes_on_from_the_move_before(saved):
    match, path = saved
    data = json.loads(path.read_text())
    assert data["log"][6][0] == 0  # seat 0's move: replaced by one no rules allow
    log = data["log"][:6] + [ILLEGAL] + data["log"][7:]
    rewrite(path, app="0.0.9", log=log)
    loaded = Match.load(path)
    assert loaded.replayed == Replayed("0.0.9", 6, len(log))
    assert loaded.state == replayed(6).state and len(loaded.log) == 6
    assert f"first 6 of {len(log)} moves" in loaded.replayed.note()
    loaded.act(loaded.legal_actions()[0])  # and seat 0 plays on
    assert len(loaded.log) == 7


def test_a_save_from_this_version_that_fails_is_still_damaged(saved):
    match, path = saved
    data = json.loads(path.read_text())
    rewrite(path, state_hash="0" * 64)
    with pytest.raises(SaveError, match="changed or damaged"):
        Match.load(path)
    rewrite(path, state_hash=data["state_hash"], log=data["log"][:3] + [ILLEGAL])
    with pytest.raises(SaveError, match="entry 4 .* is illegal"):
        Match.load(path)


def test_a_save_that_names_its_writer_wrongly_is_refused(saved):
    _, path = saved
    rewrite(path, app=5)
    with pytest.raises(SaveError, match="names the Tavern Table that wrote it wrongly"):
        Match.load(path)
