"""The party panel: finds each hero, power and item under the mouse, draws used powers and
Health truthfully, fits five heroes, and redraws only when the view changes; the card faces."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.drizzt.content import load  # noqa: E402
from scenes.drizzt import card_art  # noqa: E402
from scenes.drizzt.hero_row import HEALTH_EMPTY, health_bar  # noqa: E402
from scenes.drizzt.party_panel import RECT, PartyPanel, seats_from  # noqa: E402
from tests.drizzt.helpers import start  # noqa: E402

FIVE = ("thalia", "kaelith", "maren", "ilyndra", "brakka")


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1920, 1080))
    yield


def _panel(heroes=("thalia", "maren", "tansy"), adventure="the_spiders_court"):
    match = start(adventure, heroes=heroes)
    panel = PartyPanel(RECT, seats_from([{"name": f"P{i}"} for i in range(len(heroes))]))
    panel.update(match.view(0))
    return match, panel


def _spot(panel, key):
    return next(rect for k, rect in panel.spots if k == key)


def test_hit_testing_finds_each_hero_power_and_item():
    match, panel = _panel()
    match.state.heroes[1].items = ["potion_of_healing"]
    panel.update(match.view(0))
    for i, hero in enumerate(match.state.heroes):
        assert panel.hit(panel.hero_rects[i].move(4, 4).topleft) == ("hero", i)
        for power in hero.powers:
            assert panel.hit(_spot(panel, ("power", i, power.id)).center) == ("power", i, power.id)
    assert panel.hit(_spot(panel, ("item", 1, "potion_of_healing")).center) == ("item", 1, "potion_of_healing")
    assert "Potion of Healing" in panel.tip(_spot(panel, ("item", 1, "potion_of_healing")).center)
    assert panel.hit((RECT.x - 5, RECT.y + 5)) is None


def test_the_panel_tells_the_goal_surges_and_experience():
    match, panel = _panel()
    assert "Matron Ilvaressa" in panel.tip(_spot(panel, ("goal",)).center)
    assert "Healing surges left: 2" in panel.tip(_spot(panel, ("surges",)).center)
    match.state.xp["0"] = ["goblin_notcher"]
    panel.update(match.view(0))
    assert "Goblin Notcher (1)" in panel.tip(_spot(panel, ("xp", "0")).center)


def test_a_used_art_draws_differently_and_says_so():
    match, panel = _panel()
    art = next(p for p in match.state.heroes[0].powers if p.id == "hammer_drop")
    rect = _spot(panel, ("power", 0, art.id))
    screen = pygame.Surface((1920, 1080))
    panel.draw(screen)
    before = pygame.image.tobytes(screen.subsurface(rect), "RGB")
    art.up = False
    assert panel.update(match.view(0))
    panel.draw(screen)
    assert pygame.image.tobytes(screen.subsurface(rect), "RGB") != before
    assert "used" in panel.tip(rect.center)
    face_up = card_art.power_card(art.id, card_art.SMALL)
    face_down = card_art.power_card(art.id, card_art.SMALL, used=True)
    assert face_up.get_size() == face_down.get_size()
    assert pygame.image.tobytes(face_up, "RGBA") != pygame.image.tobytes(face_down, "RGBA")


@pytest.mark.parametrize("health", [0, 3, 7, 10])
def test_the_health_bar_is_as_long_as_the_health(health):
    surf = pygame.Surface((300, 40))
    bar = pygame.Rect(10, 10, 200, 24)  # the rows' bar: tall enough for its 20 px words inside
    full = health_bar(surf, bar, health, 10)
    assert full.w == 200 * health // 10
    y = bar.y + 2  # above the numbers
    for x in range(bar.x + 12, bar.right - 12, 4):
        r, g, b = tuple(surf.get_at((x, y)))[:3]
        filled = max(r, g) > 110
        assert filled == (x < full.right - 2) or abs(x - full.right) <= 3, (x, (r, g, b))
    if 0 < health < 10:
        assert tuple(surf.get_at((bar.right - 10, y)))[:3] == HEALTH_EMPTY


def test_five_heroes_fit_without_overlapping():
    match, panel = _panel(FIVE, "the_sunken_stair")
    rects = panel.hero_rects
    assert len(rects) == 5
    for k, rect in enumerate(rects):
        assert RECT.contains(rect)
        assert rect.h >= 120, "rows too small to read"
        assert all(not rect.colliderect(other) for other in rects[k + 1:])
    footer = [r for key, r in panel.spots if key[0] in ("surges", "xp", "goal")]
    assert all(RECT.contains(r) and not any(r.colliderect(h) for h in rects) for r in footer)
    assert not panel.log_button_rect.colliderect(footer[-1])
    for i, hero in enumerate(match.state.heroes):  # every power of every hero still shows
        for power in hero.powers:
            assert rects[i].contains(_spot(panel, ("power", i, power.id)))


def test_redraws_only_when_the_view_changes():
    match, panel = _panel()
    assert panel.bakes == 1
    assert not panel.update(match.view(0))
    match.state.heroes[0].health -= 2
    assert panel.update(match.view(0)) and panel.bakes == 2


def test_down_and_escaped_heroes_are_marked():
    match, panel = _panel()
    screen = pygame.Surface((1920, 1080))
    panel.draw(screen)
    row = panel.hero_rects[2]
    before = pygame.image.tobytes(screen.subsurface(row), "RGB")
    match.state.heroes[2].health = 0
    panel.update(match.view(0))
    panel.draw(screen)
    assert pygame.image.tobytes(screen.subsurface(row), "RGB") != before
    assert "down" in panel.tip(row.move(4, 4).topleft)


def test_cards_are_drawn_once_per_card_size_and_state():
    a = card_art.monster_card("goblin_notcher", card_art.SMALL)
    assert card_art.monster_card("goblin_notcher", card_art.SMALL) is a
    assert card_art.monster_card("goblin_notcher", card_art.SMALL, health=0) is not a
    big = card_art.encounter_card("rockslide")
    assert big.get_size() == card_art.LARGE
    assert card_art.card_surface("potion_of_healing", card_art.LARGE).get_size() == card_art.LARGE
    assert card_art.encounter_kind("loose_ceiling") == "Attack event"


def _colour_count(surface: pygame.Surface, colour: tuple) -> int:
    rgb = pygame.image.tobytes(surface, "RGBA")
    return sum(1 for i in range(0, len(rgb), 4) if tuple(rgb[i:i + 3]) == colour and rgb[i + 3] == 255)


def test_a_scaled_villains_token_counts_its_health_out_of_its_scaled_full_health():
    """Issue 19: the two-hero Abbess starts at 4 Health (her card says 8). At 4 of 4 her token's
    bar is whole and green, as any monster's at full Health; counted out of the card's 8 it read
    as half gone, in the hurt colour."""
    from game.drizzt import scale
    from scenes.drizzt.portraits import HEALTH, HURT, monster_token

    full = scale.full_health("the_hollow_cloister", 2, "the_hollow_abbess")
    assert full < load().monster("the_hollow_abbess").health
    whole = monster_token("the_hollow_abbess", 80, full, full, "", (0, 0, 0))
    assert _colour_count(whole, HURT) == 0 and _colour_count(whole, HEALTH) > 0
    half = monster_token("the_hollow_abbess", 80, full // 2, full, "", (0, 0, 0))
    assert _colour_count(half, HURT) > 0 and _colour_count(half, HEALTH) == 0
