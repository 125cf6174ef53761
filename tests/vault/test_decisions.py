"""Vault of Dragons: the decisions of docs/decisions.md that no rule test pinned yet (checklist
gap ids AMB-nn, rule ids VD-...). Each would fail if the decision were reversed; docs/decisions.md
names these tests beside the decisions."""
from __future__ import annotations

from game.vault.actions import Decline, Enter, FactionAction, PlayCard, RevealVault, TakeGold
from tests.vault.fightkit import game
from tests.vault.helpers import draw, give, owed, put, refused, roll, start


def test_vd_draw_02_the_helm_is_offered_for_a_faction_gain_but_not_for_the_pursue_rumors_deal():
    """VD-DRAW-02: the Helm of Telepathy is offered before a draw the holder makes for itself (here
    the Cassalanters' Faction Action draws a Treasure), never for the face-up deal of Pursue
    Rumors, which is nobody's own draw."""
    m = start(3, initiative=1, watch=("s9", "s10", "s11"))  # the Cassalanters (seat 1) act first
    give(m, 1, "helm_of_telepathy")
    put(m, 1, "s0", fighters=2)
    m.act(FactionAction(("s0",)))
    assert owed(m) == "extra_draw" and m.to_act() == 1
    assert set(m.legal_actions()) == {PlayCard("helm_of_telepathy"), Decline()}
    m.act(Decline())
    draw(m, "potion_of_heroism")
    while m.state.phase == "actions" and isinstance(m.to_act(), int) and not m.state.decisions:
        m.act(TakeGold())
    roll(m, 12, 1, 1)  # nobody Controls a Location: the Initiative roll-off
    assert m.rules.chance(m.state).deck == "magic" and owed(m) != "extra_draw"
    assert "helm_of_telepathy" in m.state.seats[1].magic  # held, unplayed, and not offered


def _hold_secrets(m, seat: int, n: int) -> None:
    for _ in range(n):
        m.state.seats[seat].secrets.append(m.state.secrets.pile.pop())


def test_amb_11_the_revisited_token_leaves_the_vault_at_20():
    """AMB-11: with the Revisited token out, an Undermountain room 3 is harder, but the Vault's
    one room stays at Difficulty 20."""
    m = game()
    m.state.revisited = True
    _hold_secrets(m, 0, 3)
    put(m, 0, "yp", 1, 0, 0)
    m.act(RevealVault())
    m.act(Enter("vault", 1, 0, 0, vault=True))
    assert m.state.fight.kind == "vault" and [r["difficulty"] for r in m.state.fight.rooms] == [20]


def test_amb_30_with_the_secret_pile_empty_no_undermountain_attempt_and_no_secret_bought():
    """AMB-30: with no Secret left in the pile, no Undermountain attempt can be made, and a card
    that gives a Secret (the Mad Wizard's Journal) is refused rather than spent for nothing."""
    m = game()
    _hold_secrets(m, 1, len(m.state.secrets.pile))
    assert len(m.state.secrets) == 0
    put(m, 0, "yp", 1, 0, 0)
    refused(m, Enter("gold", 1, 0, 0), "no Secret is left")
    assert not [a for a in m.legal_actions() if isinstance(a, Enter)]
    give(m, 0, "mad_wizards_journal")
    refused(m, PlayCard("mad_wizards_journal"), "no Secret is left")
    assert PlayCard("mad_wizards_journal") not in m.legal_actions()


def test_amb_50_after_the_reveal_undermountain_stays_open_and_the_vault_may_be_tried_at_once():
    """AMB-50: revealing the Vault takes no Action, so the same turn's Action may be a Vault
    attempt; the Undermountain Dungeons stay open after the reveal."""
    m = game()
    _hold_secrets(m, 0, 3)
    put(m, 0, "yp", 1, 0, 0)
    m.act(RevealVault())
    legal = [a for a in m.legal_actions() if isinstance(a, Enter)]
    assert any(a.vault for a in legal) and any(not a.vault for a in legal)
    m.act(Enter("gold", 1, 0, 0))
    assert m.state.fight.kind == "dungeon"
