"""Words (issue 15 item 9): a choice that would do nothing says so (the engine's word), the
Drizzt hint follows the card picked, monster and hero tips say Defense, Vault's new and old
Rumors are drawn differently, and the quit dialog knows the game is saved."""
from __future__ import annotations

import pygame
import pytest

from game.drizzt import actions as A
from scenes.drizzt import tips, words
from scenes.drizzt.table import DrizztTable
from scenes.kit.dialog import Dialog
from scenes.menu.pause import PauseMenu
from scenes.vault.art.icons import icon
from tests.drizzt.helpers import monster, start
from tests.scenes.drizzt.ui_player import headless_home


@pytest.fixture
def home(tmp_path):
    with headless_home(tmp_path) as p:
        yield p


def _potion_match(health: int | None = None):
    match = start("the_spiders_court", heroes=("kaelith", "maren"))  # Kaelith has no healing power
    hero = match.state.heroes[0]
    hero.items = ["potion_of_healing"]
    if health is not None:
        hero.health = health
    return match


def test_the_engine_says_a_potion_at_full_health_does_nothing():
    full = _potion_match()
    drink = A.UseItem(0, "potion_of_healing")
    assert drink in full.legal_actions()
    assert "no health" in full.ask("no_effect", drink)
    assert full.ask("no_effect", A.EndPhase(0)) == ""
    hurt = _potion_match(health=3)
    assert hurt.ask("no_effect", drink) == ""


def _table(pilot, match) -> DrizztTable:
    pilot.app.settings.bot_speed = pilot.app.settings.dice_speed = "instant"
    table = DrizztTable(pilot.app, match=match)
    pilot.app.stack.reset(table)
    for _ in range(60):
        pilot.advance(1)
        if table.controls.hero is not None:
            break
    return table


def _bar_option(table, card_name: str):
    return next(o for o in table.action_bar.options if card_name in o.label or card_name in o.tooltip)


def test_the_use_button_of_a_potion_at_full_health_is_marked_no_effect(home):
    table = _table(home, _potion_match())
    option = _bar_option(table, "Potion")
    assert option.label.startswith("No effect: Potion")
    assert "would regain no health" in option.tooltip


def test_a_hurt_heros_potion_is_not_marked(home):
    table = _table(home, _potion_match(health=3))
    assert _bar_option(table, "Potion of Healing").label == "Use Potion of Healing"


def test_the_hint_names_the_card_picked_and_drops_it_when_put_back(home):
    table = _table(home, start("the_spiders_court", heroes=("thalia", "maren")))
    before = table.hint()
    card = next(c for c in table.controls.uses() if c)
    assert table.controls.pick_card(card) is None
    picked = table.hint()
    assert picked != before and picked.startswith(words.card_name(card) + " in hand: ")
    table.controls.pick_card(card)  # put it back
    assert table.hint() == before


def test_monster_and_hero_tips_say_defense():
    match = start("the_spiders_court", heroes=("thalia", "maren"))
    beast = monster(match, "orc_scrapper", (2, 2))
    view = match.view(0)
    monster_words, hero_words = tips.monster_tip(view, beast.uid), tips.hero_tip(view, 0)
    assert "Defense " in monster_words and "AC" not in monster_words
    assert "Defense " in hero_words and "AC" not in hero_words


def test_monster_tip_reads_each_tactic_condition_and_the_scaled_health():
    """LD-MON, issue 19: the Gravelord's tip says "2 or more heroes on its tile" for crowd:2 (it
    once read "within 2 tiles"), "At half Health or less" for bloodied, and his Health out of the
    full Health scaled for two heroes (5), not the card's 8."""
    match = start("the_gravelords_barrow", heroes=("thalia", "maren"))
    lord = monster(match, "gravelord_ulcrast", (2, 2), health=4)
    lines = tips.monster_tip(match.view(0), lord.uid).splitlines()
    assert "health 4/5" in lines[0]
    assert lines[2].startswith("• 2 or more heroes on its tile: ")
    assert any(line.startswith("• At half Health or less: ") for line in lines)
    assert not any("within 2" in line for line in lines)


def test_new_and_old_rumors_differ_at_a_glance():
    new, old = icon("rumor", 26), icon("rumor_old", 26)

    def average(surface):
        return pygame.transform.average_color(surface)

    assert sum(average(new)[:3]) - sum(average(old)[:3]) > 60  # bright against grey
    corner = [(x, y) for x in range(20, 26) for y in range(0, 5)]  # the new one's star, top right
    assert any(new.get_at(p).a > 200 and new.get_at(p).r > 200 and new.get_at(p).g > 150 for p in corner)
    assert all(old.get_at(p).a == 0 for p in corner)


def test_quitting_a_table_says_the_game_is_saved(home):
    table = _table(home, start("the_spiders_court", heroes=("thalia", "maren")))
    home.press(pygame.K_ESCAPE)
    home.advance(1)
    pause = home.app.stack.top
    assert isinstance(pause, PauseMenu)
    pause.quit_to_title()
    dialog = home.app.stack.top
    assert isinstance(dialog, Dialog)
    assert "saved" in dialog.message and "Continue" in dialog.message and "lost" not in dialog.message
    assert table is not None
