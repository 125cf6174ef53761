"""Saves written before a content rename still load: each game's table of renamed ids (its rules'
RENAMED, old id -> new id) brings a save's setup and action log up to date as it is read, and its
state hash, taken in the old words, still checks. The two saves in tests/core/saves/ were written
by the engine at commit 34da6f6, before the renames (the Drizzt one's hash refreshed twice since:
issue 13's rule fixes changed the agenda it keeps, issue 19's hero balance Ilyndra's Health): Drizzt (a Goblin Cutter's attack pending,
Kaelith holding Heartseeker and Twin Shot, a Narrow Passage drawn, a move with Fey Step) and Vault
(the Oil of Sharpness on top of the Treasure deck)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import game
from game.core.codec import canonical_json, to_data
from game.core.errors import SaveError
from game.core.match import Match
from game.core.saves import renamed
from game.drizzt import content as drizzt_content
from game.drizzt.renamed import RENAMED as DRIZZT_RENAMED
from game.vault import content as vault_content
from game.vault.renamed import RENAMED as VAULT_RENAMED

SAVES = Path(__file__).parent / "saves"


def _old_save(game: str) -> Path:
    return SAVES / f"{game}_before_renames.json"


@pytest.mark.parametrize("game", ["drizzt", "vault"])
def test_a_save_from_before_the_renames_loads_in_the_new_ids(game, tmp_path):
    table = {"drizzt": DRIZZT_RENAMED, "vault": VAULT_RENAMED}[game]
    raw = _old_save(game).read_text()
    assert any(f'"{old}"' in raw for old in table)  # the save really holds retired ids
    match = Match.load(_old_save(game))
    now = canonical_json([match.setup, [e.action.to_json() for e in match.log], to_data(match.state)])
    assert not any(f'"{old}"' in now for old in table)
    assert any(f'"{new}"' in now for new in table.values())
    again = tmp_path / "slot1.json"
    match.save(again)  # saved again, it is written in the new ids and checks without the table
    assert not any(f'"{old}"' in again.read_text() for old in table)
    assert Match.load(again).state == match.state


def test_the_drizzt_save_replays_the_retired_ids_where_they_were():
    match = Match.load(_old_save("drizzt"))
    kaelith = next(h for h in match.state.heroes if h.id == "kaelith")
    assert [p.id for p in kaelith.powers] == ["dusk_veil", "held_breath", "split_volley", "sickle_and_knife",
                                              "hunters_stride"]
    assert match.log[10].action.power == "folded_step"  # the move Ilyndra made with Fey Step
    assert match.state.tiles[1].id == "needles_eye"  # the Narrow Passage, placed north of the start
    assert match.state.chance.data["why"] == "Goblin Notcher"  # its attack roll is pending
    assert [m.card for m in match.state.monsters] == ["goblin_notcher", "orc_scrapper"]


def test_an_old_save_that_was_changed_is_still_refused(tmp_path):
    """Stamped as written by this version (an earlier version's save replays under today's rules
    and goes on: tests/core/test_earlier_saves.py)."""
    data = json.loads(_old_save("drizzt").read_text())
    data["state_hash"] = data["state_hash"][::-1]  # neither the new words nor the old ones give this hash
    data["app"] = game.__version__
    path = tmp_path / "slot1.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="does not match its own check"):
        Match.load(path)


def test_renamed_swaps_whole_strings_only_and_copies():
    data = {"hero": "kaelith", "powers": ["heartseeker", "heartseeker_plus"], "n": 3, "why": "Goblin Cutter"}
    out = renamed(data, DRIZZT_RENAMED)
    assert out == {"hero": "kaelith", "powers": ["held_breath", "heartseeker_plus"], "n": 3, "why": "Goblin Notcher"}
    assert data["powers"][0] == "heartseeker"


@pytest.mark.parametrize("table, content", [(DRIZZT_RENAMED, drizzt_content.load()),
                                            (VAULT_RENAMED, vault_content.load())])
def test_every_renamed_id_is_retired_and_its_new_id_sorts_in_its_place(table, content):
    """A new id is known and an old one is not; among the ids of its kind the new id sorts where the
    old one did, so decks, pools and bots meet the cards in the same order (the renames change no
    game)."""
    kinds = [getattr(content, k) for k in vars(content) if isinstance(getattr(content, k), dict)]
    known = {i for kind in kinds for i in kind}
    if hasattr(content, "powers"):  # a hero's powers are shuffled and ranked among themselves
        kinds = [k for k in kinds if k is not content.powers]
        kinds += [{p.id: p for p in content.powers.values() if p.hero == h} for h in content.heroes]
    for old, new in table.items():
        if old[0].isupper():  # a name the state keeps, beside its id
            continue
        assert old not in known and new in known, (old, new)
        kind = next(k for k in kinds if new in k)
        before = sorted(old if i == new else i for i in kind)
        assert before.index(old) == sorted(kind).index(new), (old, new)
