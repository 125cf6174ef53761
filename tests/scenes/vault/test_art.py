"""Vault of Dragons art: every drawing has the asked size, is cached, and covers all content."""
import itertools

import pygame
import pytest

from game.vault.content import load
from scenes.kit import theme
from scenes.kit.cards import CardData, card_face, compact_name_lines
from scenes.vault import art, layout

SEATS = [(rgb, symbol) for _name, rgb, symbol in theme.SEAT_COLOURS[:4]]
ORANGE, SUN = SEATS[0]


def _alpha(surface, x, y):
    return surface.get_at((x, y)).a


# -- Followers --------------------------------------------------------------------------------
@pytest.mark.parametrize("klass", art.CLASSES)
@pytest.mark.parametrize("size", (24, 40, 64))
def test_follower_tokens_have_the_asked_size_and_clear_corners(klass, size):
    token = art.follower_token(klass, ORANGE, SUN, size)
    assert token.get_size() == (size, size)
    assert token.get_flags() & pygame.SRCALPHA
    assert _alpha(token, 0, 0) == 0 and _alpha(token, size // 2, size // 2) == 255


def test_every_seat_colour_draws_every_class():
    for (rgb, symbol), klass in itertools.product(SEATS, art.CLASSES):
        assert art.follower_token(klass, rgb, symbol).get_size() == (40, 40)


def test_the_three_follower_shapes_differ_without_colour():
    masks = {k: pygame.mask.from_surface(art.follower_token(k, ORANGE, SUN, 40), 128) for k in art.CLASSES}
    for a, b in itertools.combinations(art.CLASSES, 2):
        overlap = masks[a].overlap_area(masks[b], (0, 0))
        differing = masks[a].count() + masks[b].count() - 2 * overlap
        assert differing > 0.15 * min(masks[a].count(), masks[b].count()), (a, b)


def test_group_surfaces_grow_with_the_classes_present():
    one = art.group_surface((1, 0, 0), ORANGE, SUN)
    two = art.group_surface((1, 1, 0), ORANGE, SUN)
    three = art.group_surface((1, 1, 1), ORANGE, SUN)
    counted = art.group_surface((3, 1, 1), ORANGE, SUN)
    assert one.get_width() < two.get_width() < three.get_width() < counted.get_width()
    for group in (one, two, three, counted):
        assert group.get_height() == 34 + 4
    assert art.group_surface((0, 0, 2), ORANGE, SUN, 50).get_height() == 54


def test_an_empty_group_is_a_transparent_pixel():
    empty = art.group_surface((0, 0, 0), ORANGE, SUN)
    assert empty.get_size() == (1, 1) and _alpha(empty, 0, 0) == 0


# -- Locations and cards ------------------------------------------------------------------------
def test_every_location_face_renders_at_the_default_and_a_zoomed_size():
    for face_id in load().faces:
        face = art.location_card(face_id)
        assert face.get_size() == (381, 191), face_id
        assert _alpha(face, 0, 0) == 0 and _alpha(face, 190, 95) == 255
    assert art.location_card("drowned_sewers", (762, 382)).get_size() == (762, 382)


def test_the_followers_corner_of_a_location_stays_calm():
    """The lower right of every face is one quiet band: no text or icons for the table to cover."""
    for face_id in load().faces:
        face = art.location_card(face_id)
        shades = [sum(face.get_at((x, y))[:3]) / 3 for x in range(250, 360, 6) for y in range(140, 176, 6)]
        assert max(shades) - min(shades) < 40, face_id


def test_an_unknown_face_is_refused():
    with pytest.raises(KeyError):
        art.location_card("no_such_place")


def test_every_card_becomes_card_data_and_renders():
    for card_id, card in load().cards.items():
        data = art.card_data(card_id)
        assert isinstance(data, CardData)
        assert data.id == card_id and data.name == card.name and data.text == card.text
        assert data.kind == ("Treasure" if card.deck == "treasure" else "Magic Item")
        assert data.footer
        assert card_face(data, (180, 252)).get_size() == (180, 252)


# -- tokens, icons, set pieces -----------------------------------------------------------------
@pytest.mark.parametrize("regrouping", (False, True))
def test_watch_tokens(regrouping):
    assert art.watch_token(regrouping).get_size() == (44, 44)
    assert art.watch_token(regrouping, 60).get_size() == (60, 60)


def test_regrouping_watch_looks_different():
    active, resting = art.watch_token(False), art.watch_token(True)
    diff = sum(1 for x in range(0, 44, 2) for y in range(0, 44, 2)
               if active.get_at((x, y)) != resting.get_at((x, y)))
    assert diff > 100


def test_used_marker():
    assert art.used_marker().get_size() == (30, 30)
    assert art.used_marker(48).get_size() == (48, 48)


@pytest.mark.parametrize("name", art.ICON_NAMES)
def test_icons(name):
    for size in (20, 28, 56):
        img = art.icon(name, size)
        assert img.get_size() == (size, size)
        assert _alpha(img, 0, 0) == 0
        assert pygame.mask.from_surface(img, 128).count() > size * size // 10, name


def test_an_unknown_icon_is_a_value_error():
    with pytest.raises(ValueError):
        art.icon("banana")


def test_spent_actions_and_old_rumors_differ_from_fresh_ones():
    assert pygame.mask.from_surface(art.icon("action_spent"), 128).count() < \
        pygame.mask.from_surface(art.icon("action"), 128).count()
    fresh, old = art.icon("rumor"), art.icon("rumor_old")
    assert fresh.get_at((14, 14)) != old.get_at((14, 14))


def test_portal_doors_undermountain_and_vault_sizes():
    assert art.portal_surface().get_size() == (580, 190)
    assert art.portal_surface((640, 200)).get_size() == (640, 200)
    for entrance, cost in (("gold", "1 gold each"), ("magic", "1 Magic Item"), ("rumors", "2 Rumors"),
                           ("vault", "Free"), ("gold", "a very long cost that cannot fit on one plate")):
        assert art.door_surface(entrance, cost).get_size() == (132, 52)
    assert art.door_surface("magic", "1 Magic Item", (160, 60)).get_size() == (160, 60)
    for level in load().levels.values():
        for left in (0, 1, 21):
            assert art.undermountain_surface(level.name, left).get_size() == (280, 190)
    for revealed in (False, True):
        assert art.vault_surface(revealed, load().vault_difficulty).get_size() == (276, 190)


def test_an_unknown_door_is_refused():
    with pytest.raises(ValueError):
        art.door_surface("chimney", "1 gold")


def test_the_table_background_is_opaque_and_canvas_sized():
    bg = art.felt_background()
    assert bg.get_size() == (theme.CANVAS_W, theme.CANVAS_H)
    assert not bg.get_flags() & pygame.SRCALPHA
    assert art.felt_background((640, 360)).get_size() == (640, 360)


# -- caching ------------------------------------------------------------------------------------
CALLS = [
    (art.follower_token, ("wizard", ORANGE, SUN)),
    (art.group_surface, ((2, 1, 0), ORANGE, SUN)),
    (art.location_card, ("blackstaff_tower",)),
    (art.watch_token, (True,)),
    (art.used_marker, ()),
    (art.icon, ("gold",)),
    (art.portal_surface, ()),
    (art.door_surface, ("rumors", "2 Rumors")),
    (art.undermountain_surface, ("Dungeon Level", 21)),
    (art.vault_surface, (True, 20)),
    (art.card_data, ("flametongue",)),
    (art.felt_background, ()),
]


@pytest.mark.parametrize("func,args", CALLS, ids=[f.__name__ for f, _ in CALLS])
def test_repeated_calls_return_the_cached_object(func, args):
    assert func(*args) is func(*args)
    assert func.cache_info().hits >= 1


def test_works_with_a_display_too():
    """With a window open, surfaces are converted to its format and still the asked size."""
    pygame.display.init()
    try:
        pygame.display.set_mode((64, 64))
        art.location_card.cache_clear()
        assert art.location_card("quill_alley").get_size() == (381, 191)
        assert art.follower_token("rogue", SEATS[1][0], SEATS[1][1], 33).get_size() == (33, 33)
    finally:
        art.location_card.cache_clear()
        pygame.display.quit()


def test_every_card_name_fits_a_hand_card_in_whole_words():
    """A Treasure or Magic Item in the hand shows its name at 20 px with no word broken across
    lines (Flametongue once read "Flametong / ue") and nothing cut off."""
    for card_id, card in load().cards.items():
        lines = compact_name_lines(art.card_data(card_id), layout.HAND_CARD)
        assert " ".join(lines) == card.name, (card_id, lines)
