"""Issue 19 (Vault Secrets): once a Dungeon's Secret is flipped, the fight panel names it in its
title and draws its line of flavour under the title, in words of at least 20 px that fit the
panel, for every one of the 21 Secrets."""
from __future__ import annotations

import copy

from game.vault.content import load
from scenes.kit.fonts import LEAST_DECISION_PX, font, measuring
from scenes.kit.seat_style import seat_styles
from scenes.vault import layout
from scenes.vault.fight_panel import FLAVOUR_SIZE, fight_surface, fight_title
from tests.vault.fightkit import enter, game


def test_every_secrets_flavour_is_drawn_legibly_on_the_fight_panel():
    m = game(2)
    enter(m, force=(1, 0, 0))
    view = m.view(0)
    assert view["fight"]["kind"] == "dungeon" and view["fight"]["secret"]
    styles = seat_styles(m.setup)
    assert FLAVOUR_SIZE >= LEAST_DECISION_PX
    for sid, secret in load().secrets.items():
        shown = copy.deepcopy(view)
        shown["fight"]["secret"] = sid
        assert fight_title(shown).endswith(secret.name)
        with measuring() as runs:
            fight_surface(shown, styles, layout.STAGE.size)
        sizes = [r.size for r in runs if r.text == secret.flavour]
        assert sizes and min(sizes) >= LEAST_DECISION_PX, sid
        assert font(FLAVOUR_SIZE).size(secret.flavour)[0] <= layout.STAGE.w - 40, sid


def test_no_flavour_before_the_secret_is_flipped():
    m = game(2)
    enter(m, force=(1, 0, 0))
    view = copy.deepcopy(m.view(0))
    view["fight"]["secret"] = ""
    with measuring() as runs:
        fight_surface(view, seat_styles(m.setup), layout.STAGE.size)
    flavours = {s.flavour for s in load().secrets.values()}
    assert not flavours & {r.text for r in runs}
    assert fight_title(view).startswith("Dungeon: ")
