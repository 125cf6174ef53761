"""The Vault table asks which drawn cards to keep on the kit's keep stage: the cards over the
city, the Keep button lit only when the right number is chosen, a refusal said by the pointer,
and the choice handed to the engine as a Keep."""
from __future__ import annotations

import pytest

from game.vault.actions import Decline, Keep, PlayCard
from scenes.kit.curtain import HandoffCurtain
from scenes.pilot import Pilot
from scenes.vault.table import VaultTable
from tests.vault.fightkit import draw, enter, finish, game, owed, roll
from tests.vault.helpers import give


@pytest.fixture
def pilot(tmp_path, monkeypatch):
    monkeypatch.setenv("TAVERN_TABLE_HOME", str(tmp_path))
    p = Pilot()
    yield p
    p.app.close()


def _keeping():
    """Seat 0 has played the Helm of Telepathy and drawn two Magic Items, to keep one (EX-24)."""
    m = game()
    give(m, 0, "helm_of_telepathy")
    enter(m, (1, 0, 1), secret="secret_fungal_grotto")
    roll(m, 4, 12)
    roll(m, 0)
    finish(m)
    roll(m, 0)
    m.act(Decline())
    draw(m, "moonsilver_oil")
    m.act(PlayCard("helm_of_telepathy"))
    draw(m, "ring_of_valor", "flametongue")
    assert owed(m) == "keep"
    return m


def _table(pilot, monkeypatch):
    m = _keeping()
    # the position was set up by hand (cards given, Followers placed): its log cannot be retold
    monkeypatch.setattr(VaultTable, "told_so_far", lambda self: [])
    for seat in m.setup["seats"][1:]:
        seat["bot"] = "heuristic"  # one person at the table: no hand-off curtain
    pilot.app.settings.bot_speed = pilot.app.settings.dice_speed = "instant"
    table = VaultTable(pilot.app, match=m)
    pilot.app.stack.reset(table)
    pilot.advance(2)
    assert not isinstance(pilot.app.stack.top, HandoffCurtain)
    return table, m


def test_the_keep_stage_refuses_an_empty_choice_by_the_pointer_then_keeps_the_chosen_card(pilot, monkeypatch):
    table, m = _table(pilot, monkeypatch)
    stage = table.keep_stage
    assert stage is not None and [s.card.id for s in stage.sprites] == ["ring_of_valor", "flametongue"]
    assert table.prompt.options == []  # the stage answers the question, not a list of buttons
    pilot.click(*stage.confirm.rect.center)
    assert owed(m) == "keep" and stage.note.text == "Choose 1 card to keep: click it."
    flametongue = next(s for s in stage.sprites if s.card.id == "flametongue")
    pilot.move(flametongue.rect.center)
    assert table.ui.hovered() is flametongue  # its tip, not the fight's under the stage
    assert flametongue.tooltip.startswith("Flametongue: ")
    pilot.click(*flametongue.rect.center)
    assert stage.confirm.enabled
    pilot.click(*stage.confirm.rect.center)
    kept = [e for e in m.log if isinstance(e.action, Keep)]
    assert [(e.seat, e.action) for e in kept] == [(0, Keep(("flametongue",)))]
    assert "flametongue" in m.state.seats[0].magic
    assert table.keep_stage is None
