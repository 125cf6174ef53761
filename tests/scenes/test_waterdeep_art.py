"""Lords of Waterdeep art: every card, tile and plaque of the content draws at the sizes the table
uses, cached; words are never under 20 px nor wider than their face; nothing is cut short from the
Inn's size up; the pieces are told apart by shape as well as colour."""
from __future__ import annotations

import itertools
import re

import pygame
import pytest

from game.waterdeep.content import load
from scenes.kit import fonts
from scenes.kit.zoom import LEAST_H
from scenes.waterdeep import art
from scenes.waterdeep.art import cards as card_art
from scenes.waterdeep.art.common import PLOT_NAME
from tests.scenes.art_caches import forget_caches

CONTENT = load()
# The table's sizes (scenes/waterdeep/layout.py: the hand, the Inn), a roomier card and the look.
CARD_SIZES = [(118, 166), (150, 190), (176, 246), art.QUEST_LARGE, art.CARD_ZOOM]
WHOLE_FROM = (150, 190)  # from the Inn's size up, no name is cut short
TILE_SIZES = [(120, 96), (154, 120), (194, 150), (140, 190), art.TILE_ZOOM]
PLAQUE_SIZES = [(180, 110), art.PLAQUE, (300, 300)]
DECKS = {"quests": (CONTENT.quests, art.quest_card), "intrigue": (CONTENT.intrigue, art.intrigue_card),
         "lords": (CONTENT.lords, art.lord_card)}


def forget_drawn_art(kit: bool = True) -> None:
    """Empty every picture cache of the art (and the kit's text caches), so text is drawn anew."""
    forget_caches("scenes.waterdeep.art", *(("scenes.kit",) if kit else ()))
    card_art.OVERFLOW.clear()


def measured(draw) -> tuple[pygame.Surface, list[fonts.TextRun]]:
    with fonts.measuring() as runs:
        picture = draw()
    return picture, list(runs)


def too_small_or_too_wide(runs, width: int) -> list:
    bad = []
    for run in runs:
        if run.role != fonts.DECISION:
            continue
        if run.size < fonts.LEAST_DECISION_PX or fonts.font(run.size, run.face).size(run.text)[0] > width:
            bad.append((run.text, run.size))
    return bad


# -- cards ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("deck", sorted(DECKS))
def test_every_card_draws_at_each_size_readable_and_within_its_face(deck):
    ids, draw = DECKS[deck]
    forget_drawn_art()
    for size in CARD_SIZES:
        for card in ids:
            face, runs = measured(lambda: draw(card, size))
            assert face.get_size() == size, (card, size)
            assert runs, f"{card} at {size} shows no words"
            assert not too_small_or_too_wide(runs, size[0]), (card, size, too_small_or_too_wide(runs, size[0]))
            assert draw(card, size) is face  # cached: the same surface


@pytest.mark.parametrize("deck", ["quests", "intrigue"])
def test_no_name_is_cut_short_from_the_inns_size_up(deck):
    ids, draw = DECKS[deck]
    forget_drawn_art()
    for size in [s for s in CARD_SIZES if s >= WHOLE_FROM]:
        for card in ids:
            draw(card, size)
    assert not card_art.OVERFLOW, sorted(card_art.OVERFLOW)[:10]


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[A-Za-z']+", text)}


@pytest.mark.parametrize("deck", sorted(DECKS))
def test_the_large_look_shows_every_word_of_each_card(deck):
    ids, _draw = DECKS[deck]
    forget_drawn_art()
    for card in ids:
        thing = ids[card]
        face, runs = measured(lambda: art.zoom_picture(card, deck))
        assert face.get_height() >= LEAST_H
        shown = _words(" ".join(r.text for r in runs))
        said = _words(thing.name) | _words(thing.text) | _words(getattr(thing, "plot_text", "") or "")
        assert said <= shown, (card, sorted(said - shown))
        assert art.zoom_caption(card, deck)


def test_a_chip_shows_the_name_and_what_the_quest_requires():
    """A hand's chip: the name (whole at the table's two-column width, else its start cut with '…')
    and the requirement icons under it; an intrigue chip its name."""
    forget_drawn_art()
    for size in ((366, 64), (242, 64)):
        for q in CONTENT.quests.values():
            forget_drawn_art(kit=False)  # each chip's counts drawn (and measured) afresh
            chip, runs = measured(lambda: art.quest_card(q.id, size))
            assert chip.get_size() == size
            said = " ".join(r.text for r in runs)
            room = size[0] - min(size[1] - 8, 52) - 12  # the chip's room right of its coloured end
            if fonts.font(20, "sans").size(q.name)[0] <= room:
                assert _words(q.name) <= _words(said), q.id
            else:
                cut = [r.text for r in runs if r.text.endswith("…")]
                assert len(cut) == 1 and q.name.startswith(cut[0][:-1].strip()), (q.id, said)
            counts = [f"{n}" for k, n in q.requires.items() if n and (k == "gold" or n > 1)]
            assert all(c in [r.text for r in runs] for c in counts), (q.id, counts)
            assert (q.id, size) not in card_art.OVERFLOW
    for c in list(CONTENT.intrigue)[:6]:
        assert art.intrigue_card(c, (242, 64)).get_size() == (242, 64)


def _inked(face: pygame.Surface, colour, tolerance: int = 24) -> int:
    """How many pixels of the face are (nearly) `colour`."""
    count = 0
    for y in range(0, face.get_height(), 2):
        for x in range(0, face.get_width(), 2):
            c = face.get_at((x, y))
            if c.a > 200 and all(abs(c[i] - colour[i]) <= tolerance for i in range(3)):
                count += 1
    return count


def test_a_plot_quests_name_is_another_colour_and_carries_a_seal():
    plots = [q for q in CONTENT.quests.values() if q.plot]
    plain = [q for q in CONTENT.quests.values() if not q.plot]
    assert len(plots) >= 8
    for q in plots[:4]:
        assert _inked(art.quest_card(q.id, (150, 190)), PLOT_NAME) > 20, q.id
    for q in plain[:4]:
        assert _inked(art.quest_card(q.id, (150, 190)), PLOT_NAME) == 0, q.id


def test_each_intrigue_kind_has_its_own_frame():
    by_kind = {}
    for c in CONTENT.intrigue.values():
        by_kind.setdefault(c.kind, c.id)
    assert set(by_kind) == set(art.INTRIGUE_KINDS)
    faces = {k: art.intrigue_card(i, (150, 190)) for k, i in by_kind.items()}
    assert faces["attack"].get_at((1, 1)).a == 0  # the attack frame's corners are cut
    assert faces["utility"].get_at((75, 2))[:3] != faces["attack"].get_at((75, 2))[:3]
    tops = {k: tuple(f.get_at((75, 2)))[:3] for k, f in faces.items()}
    assert len(set(tops.values())) == 3, tops


def test_card_backs_draw_for_every_deck_even_tiny_and_refuse_an_unknown_one():
    for deck in art.BACKS:
        for size in ((18, 26), (26, 36), (150, 190)):
            back = art.card_back(deck, size)
            assert back.get_size() == size and art.card_back(deck, size) is back
    with pytest.raises(KeyError):
        art.card_back("dragons", (150, 190))


def test_the_lit_outline_rings_a_face_of_the_given_size():
    ring = art.lit_outline((150, 190))
    pad = art.OUTLINE_PAD
    assert ring.get_size() == (150 + 2 * pad, 190 + 2 * pad)
    assert ring.get_at((pad + 75, pad - 2)).a > 200  # lit just outside the face's top edge
    assert ring.get_at((pad + 75, pad + 95)).a == 0  # the face itself stays clear


# -- tiles and plaques ------------------------------------------------------------------------------------
def test_every_building_tile_draws_for_sale_and_built_at_each_size():
    forget_drawn_art()
    colours = [c.rgb for c in CONTENT.config.colours]
    for size, (k, b) in itertools.product(TILE_SIZES, enumerate(CONTENT.buildings)):
        for kw in ({"vp": k % 4}, {"owner_colour": colours[k % len(colours)]}):
            tile, runs = measured(lambda: art.building_tile(b, size, **kw))
            assert tile.get_size() == size
            assert not too_small_or_too_wide(runs, size[0]), (b, size, too_small_or_too_wide(runs, size[0]))
            assert art.building_tile(b, size, **kw) is tile
        spot = art.tile_space(b, size)
        assert pygame.Rect((0, 0), size).contains(spot) and spot.w >= 28


def test_a_tile_for_sale_shows_its_cost_and_the_vp_piled_on_it():
    b = "helmstar_warehouse"
    assert CONTENT.buildings[b].cost == 3
    _tile, runs = measured(lambda: (forget_drawn_art(), art.building_tile(b, (140, 190), vp=2))[1])
    said = [r.text for r in runs]
    assert "3" in said and "2" in said and "Helmstar" in " ".join(said)


def test_every_basic_plaque_draws_with_a_ring_per_space_inside_it():
    forget_drawn_art()
    for size, (bid, basic) in itertools.product(PLAQUE_SIZES, CONTENT.basics.items()):
        plaque, runs = measured(lambda: art.basic_plaque(bid, size))
        assert plaque.get_size() == size
        assert not too_small_or_too_wide(runs, size[0]), (bid, size)
        spots = art.plaque_spaces(bid, size)
        assert [s for s, _ in spots] == [s.id for s in basic.spaces]
        frame = pygame.Rect((0, 0), size)
        for (_, a), (_, b) in itertools.combinations(spots, 2):
            assert not a.colliderect(b)
        assert all(frame.contains(r) for _, r in spots)


def test_the_harbors_rings_are_numbered_in_reassignment_order():
    forget_drawn_art()
    _p, runs = measured(lambda: art.basic_plaque("waterdeep_harbor", (300, 300)))
    said = [r.text for r in runs]
    assert ["1", "2", "3"] == [t for t in said if t in ("1", "2", "3")]


# -- pieces -----------------------------------------------------------------------------------------------
def _mask(surface):
    return pygame.mask.from_surface(surface, 128)


def test_the_four_adventurers_differ_in_shape_without_their_colour():
    masks = {k: _mask(art.cube(k, 40)) for k in art.ADVENTURERS}
    for a, b in itertools.combinations(art.ADVENTURERS, 2):
        overlap = masks[a].overlap_area(masks[b], (0, 0))
        differing = masks[a].count() + masks[b].count() - 2 * overlap
        assert differing > 0.12 * min(masks[a].count(), masks[b].count()), (a, b)
    assert len({art.CUBE_COLOURS[k] for k in art.ADVENTURERS}) == 4
    assert art.CUBE_SHAPES == {"cleric": "circle", "fighter": "square", "rogue": "diamond", "wizard": "triangle"}


@pytest.mark.parametrize("size", (20, 28, 44))
def test_pieces_have_the_asked_size_and_are_cached(size):
    for picture in [art.cube(k, size) for k in art.ADVENTURERS] + [art.coin(size), art.vp_token(size),
                                                                 art.first_player_marker(size)]:
        assert picture.get_size() == (size, size)
        assert picture.get_at((0, 0)).a == 0 and picture.get_at((size // 2, size // 2)).a > 200
    assert art.cube("rogue", size) is art.cube("rogue", size)
    with pytest.raises(KeyError):
        art.cube("bard", size)


def test_each_seat_colour_has_its_own_mark_and_the_neutral_agents_their_own_look():
    colours = [c.rgb for c in CONTENT.config.colours]
    assert len({art.mark_for(c) for c in colours}) == len(colours)
    for c in CONTENT.config.colours:
        assert art.mark_for(c.rgb) == c.symbol  # the content's pairing of colour and symbol
        figure = art.agent(c.rgb, 46)
        assert figure.get_size() == (46, 46) and art.agent(c.rgb, 46) is figure
    amb, lt = art.agent("ambassador", 46), art.agent("lieutenant", 46)
    differing = _mask(amb).count() + _mask(lt).count() - 2 * _mask(amb).overlap_area(_mask(lt), (0, 0))
    assert differing > 40  # the Ambassador's robe and crown, the Lieutenant's legs and crest


def test_every_type_and_kind_has_its_sign():
    signs = [art.type_icon(t, 40) for t in art.QUEST_TYPES] + [art.kind_icon(k, 40) for k in art.INTRIGUE_KINDS]
    assert all(s.get_size() == (40, 40) for s in signs)
    with pytest.raises(KeyError):
        art.type_icon("gardening", 40)


def test_ready_draws_the_faces_ahead_so_the_table_gets_them_from_the_cache():
    forget_drawn_art()
    some = [next(iter(CONTENT.quests)), next(iter(CONTENT.buildings))]
    assert art.ready(((150, 190),), ((140, 190),), ids=some) == 2
    before = card_art.quest_surface.cache_info().hits
    art.quest_card(some[0], (150, 190))
    assert card_art.quest_surface.cache_info().hits == before + 1
