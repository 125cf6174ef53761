"""Dragonvault art: every card and champion of the content draws at the table's three sizes,
cached; words are never under 20 px nor past the face's parchment; a small face shows its name
and its numbers large; the look shows every word and the flavour; pictures and portraits differ
card by card and champion by champion; each type has its own frame colour and sign."""
from __future__ import annotations

import itertools
import re

import pygame
import pytest

from game.dragonvault.content import load
from scenes.dragonvault import art
from scenes.dragonvault.art import cards as card_art
from scenes.dragonvault.art import emblems, portraits
from scenes.dragonvault.art.common import KIND_COLOURS, KINDS
from scenes.dragonvault.art.faces import all_ids, face, kind_of
from scenes.kit import fonts
from tests.scenes.art_caches import fingerprint, forget_art, measured

CONTENT = load()
IDS = all_ids()
SIZES = (art.CARD_SMALL, art.CARD_LARGE, art.CARD_ZOOM)
TABLE_SIZES = ((140, 196), (214, 300))  # the table's discard pile and an encounter in the play zone


def forget_drawn_art(kit: bool = True) -> None:
    """Empty every picture cache of the art (and the kit's text caches), so text is drawn anew."""
    forget_art("scenes.dragonvault.art", art.OVERFLOW, kit)


def words(text: str) -> set[str]:
    return set(re.findall(r"[A-Za-z0-9']+", text))


def test_the_content_has_every_kind_the_faces_draw():
    kinds = {face(i).kind for i in IDS}
    assert kinds == set(KINDS)
    assert len(IDS) == len(CONTENT.champions) + len(CONTENT.cards)


@pytest.mark.parametrize("size", SIZES + TABLE_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_card_and_champion_draws_readable_within_its_face(size):
    """At each size: the face is that size, every word a player needs is 20 px or more and fits the
    parchment's width, nothing had to be cut short, and the same call gives the same surface."""
    forget_drawn_art()
    edge = max(5, size[0] // 26)
    for card_id in IDS:
        picture, runs = measured(lambda: art.card_face(card_id, size))
        assert picture.get_size() == size, card_id
        assert runs, card_id
        for run in runs:
            assert run.size >= fonts.LEAST_DECISION_PX, (card_id, run)
            assert fonts.font(run.size, run.face).size(run.text)[0] <= size[0] - 2 * edge, (card_id, run)
        assert art.card_face(card_id, size) is picture
    assert not art.OVERFLOW, sorted(art.OVERFLOW)


@pytest.mark.parametrize("size", (art.CARD_LARGE, art.CARD_ZOOM), ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_large_face_shows_its_name_type_line_and_every_word_of_its_rules_text(size):
    forget_drawn_art()
    for card_id in IDS:
        f = face(card_id)
        _picture, runs = measured(lambda: art.card_face(card_id, size))
        shown = words(" ".join(r.text for r in runs))
        said = words(f.name) | words(f.text) | words(art.type_line(f))
        assert said <= shown, (card_id, sorted(said - shown))
        text_runs = [r for r in runs if r.face == "sans"]
        assert all(r.size >= 20 for r in text_runs)


def test_the_look_shows_the_flavour_and_the_large_face_does_not():
    forget_drawn_art()
    for card_id in IDS:
        f = face(card_id)
        assert f.flavour, card_id
        _p, zoom_runs = measured(lambda: art.card_face(card_id, art.CARD_ZOOM))
        assert words(f.flavour) <= words(" ".join(r.text for r in zoom_runs)), card_id
    forget_drawn_art()
    _p, large_runs = measured(lambda: art.card_face("green_dragon", art.CARD_LARGE))
    assert not words(face("green_dragon").flavour) <= words(" ".join(r.text for r in large_runs))


def test_a_small_face_shows_its_name_and_numbers_large():
    """The hand's face: every word of the name at 20 px or more (bold or plain, no word split), and
    each number (cost, toughness, a treasure's value) in numerals of 24 px or more."""
    forget_drawn_art()
    for card_id in IDS:
        f = face(card_id)
        forget_drawn_art(kit=False)  # each face's badges drawn (and measured) afresh
        _picture, runs = measured(lambda: art.card_face(card_id, art.CARD_SMALL))
        name_runs = [r for r in runs if r.face in ("bold", "sans")]
        assert words(f.name) <= words(" ".join(r.text for r in name_runs)), card_id
        assert all(r.size >= 20 for r in name_runs)
        numerals = {r.text: r.size for r in runs if r.text.isdigit()}
        for kind, value in art.numbers(f):
            assert str(value) in numerals and numerals[str(value)] >= 24, (card_id, kind, value, numerals)
    # The numbers a face carries: a cost, toughness, or a treasure's value, as the type has them.
    assert art.numbers(face("hired_muscle")) == [("cost", 1)]
    hound = CONTENT.cards["stray_hound"]
    assert art.numbers(face("stray_hound")) == [("cost", hound.cost), ("toughness", hound.toughness)]
    assert art.numbers(face("gemstones")) == [("value", 2)]
    assert art.numbers(face("celaine")) == [("toughness", 7)]
    assert art.numbers(face("green_dragon")) == []


def test_faces_and_pictures_differ_card_by_card():
    forget_drawn_art()
    for size in SIZES:
        prints = {fingerprint(art.card_face(i, size)) for i in IDS}
        assert len(prints) == len(IDS), size
    pictures = {fingerprint(emblems.picture(face(i), (120, 100))) for i in IDS}
    assert len(pictures) == len(IDS)


def test_each_card_gets_an_emblem_that_suits_it():
    expect = {"green_dragon": "dragon", "smoulderjaw": "dragon", "bear_trap": "jaws", "healing_potion": "potion",
              "invisibility_potion": "potion", "crystal_ball": "crystal_ball", "food": "food",
              "gold_coins": "coins", "gemstones": "gem", "relic": "chalice", "hired_muscle": "club",
              "expert_thief": "dagger_hood", "spirit_of_retribution": "ghost", "djinn": "lamp",
              "succubus": "heart_wings", "phoenix": "phoenix", "flood": "wave", "gluttonous_ogre": "ogre"}
    for card_id, motif in expect.items():
        assert emblems.motif_for(face(card_id)) == motif, card_id
    assert emblems.main_colour(face("green_dragon")) == emblems.COLOUR_WORDS["green"]
    # Cards that share an emblem (the dragons, the potions) are told apart by its colour.
    by_motif: dict[str, list[str]] = {}
    for card_id in CONTENT.cards:
        by_motif.setdefault(emblems.motif_for(face(card_id)), []).append(card_id)
    assert len(by_motif) >= 40
    for ids in by_motif.values():
        assert len({emblems.main_colour(face(i)) for i in ids}) == len(ids), ids


def test_each_type_has_its_own_frame_colour_and_sign():
    one = {}
    for card_id in IDS:
        one.setdefault(face(card_id).kind, card_id)
    assert set(one) == set(KINDS)
    assert len(set(KIND_COLOURS.values())) == len(KINDS)
    frames = {k: tuple(art.card_face(i, art.CARD_LARGE).get_at((4, 230)))[:3] for k, i in one.items()}
    assert len(set(frames.values())) == len(KINDS), frames
    signs = {fingerprint(card_art.kind_disc(k, 40)) for k in KINDS}
    assert len(signs) == len(KINDS)
    assert kind_of(CONTENT.cards["phoenix"]) == "group" and kind_of(CONTENT.champions["ulric"]) == "champion"


def test_every_champion_has_a_portrait_of_its_own():
    forget_drawn_art()
    looks = {tuple(sorted((k, str(v)) for k, v in portraits.look(c, k).items()))
             for k, c in enumerate(CONTENT.champions)}
    assert len(looks) == len(CONTENT.champions)
    for side in (64, 120):
        pictures = [art.champion_portrait(c, (side, side)) for c in CONTENT.champions]
        assert all(p.get_size() == (side, side) for p in pictures)
        assert len({fingerprint(p) for p in pictures}) == len(pictures)
        assert pictures[0].get_at((0, 0)).a == 0 and pictures[0].get_at((side // 2, side // 2)).a == 255
    assert art.champion_portrait("ulric", (120, 90)).get_size() == (90, 90)
    with pytest.raises(KeyError):
        art.champion_portrait("food")


def test_companion_tokens_show_their_picture_and_toughness():
    companions = [i for i, c in CONTENT.cards.items() if c.type == "companion"]
    assert len(companions) >= 4
    forget_drawn_art()
    tokens = []
    for card_id in companions:
        forget_drawn_art(kit=False)
        token, runs = measured(lambda: art.companion_token(card_id, (96, 96)))
        assert token.get_size() == (96, 96)
        assert str(CONTENT.cards[card_id].toughness) in [r.text for r in runs]
        assert all(r.size >= 20 for r in runs)
        tokens.append(fingerprint(token))
    assert len(set(tokens)) == len(companions)
    _small, runs = measured(lambda: art.companion_token(companions[0], (40, 40)))
    assert not runs  # too small for a number: the seat panel says it


def test_the_frost_is_see_through_and_ice_coloured():
    frost = art.frozen_overlay(art.CARD_SMALL)
    assert frost.get_size() == art.CARD_SMALL
    mid = frost.get_at((20, 60))
    assert 30 <= mid.a <= 230 and mid.b > mid.r
    assert frost.get_at((2, 100)).a > 0 and frost.get_at((0, 0)).a == 0  # a card's: to its edges, round corners
    disc = art.frozen_overlay((120, 120))
    assert disc.get_at((3, 3)).a == 0 and disc.get_at((60, 20)).a > 30  # a portrait's is round
    covered = art.card_face("ulric").copy()
    covered.blit(frost, (0, 0))
    assert fingerprint(covered) != fingerprint(art.card_face("ulric"))


def test_the_damage_badge_reads_and_reddens_as_death_nears():
    forget_drawn_art()
    badge, runs = measured(lambda: art.damage_badge(2, 7))
    texts = [r.text for r in runs]
    assert "2 / 7" in texts
    assert all(r.size >= 20 for r in runs)
    calm = art.damage_badge(0, 7).get_at((90, 22))
    near = art.damage_badge(6, 7).get_at((90, 22))
    assert near.r - near.g > calm.r - calm.g


def _opaque(surface: pygame.Surface) -> int:
    return sum(1 for x in range(0, surface.get_width(), 2) for y in range(0, surface.get_height(), 2)
               if surface.get_at((x, y)).a > 128)


def test_the_treasure_pile_grows_with_the_pool_and_says_how_much():
    forget_drawn_art()
    sizes = [_opaque(art.treasure_pile(a)) for a in (0, 1, 3, 8)]
    assert sizes == sorted(sizes) and sizes[0] < sizes[-1] // 4
    _pile, runs = measured(lambda: art.treasure_pile(5))
    assert "5" in [r.text for r in runs] and all(r.size >= 20 for r in runs)
    _pile, runs = measured(lambda: art.treasure_pile(0))
    assert not runs


def test_the_table_top_is_opaque_and_calm():
    table = art.backdrop((480, 270))
    assert table.get_size() == (480, 270)
    lums = []
    for x, y in itertools.product(range(20, 460, 20), range(20, 250, 20)):
        c = table.get_at((x, y))
        assert c.a == 255
        lums.append(0.3 * c.r + 0.6 * c.g + 0.1 * c.b)
    mean = sum(lums) / len(lums)
    assert 30 < mean < 140  # dark enough for parchment faces to stand out
    assert max(lums) - min(lums) < 110  # no loud pattern
    assert art.backdrop((480, 270)) is table


def test_the_back_hides_the_card_and_is_cached():
    back = art.card_back(art.CARD_SMALL)
    assert back.get_size() == art.CARD_SMALL
    assert art.card_back(art.CARD_SMALL) is back
    _b, runs = measured(lambda: art.card_back((151, 211)))
    assert not runs  # no words on a back


def test_every_picture_is_cached():
    forget_drawn_art()
    calls = [
        lambda: art.card_face("djinn", art.CARD_LARGE), lambda: art.card_back(art.CARD_LARGE),
        lambda: art.champion_portrait("vorix", (100, 100)), lambda: art.companion_token("stray_hound", (80, 80)),
        lambda: art.backdrop((320, 180)), lambda: art.frozen_overlay((100, 100)), lambda: art.damage_badge(3, 9),
        lambda: art.treasure_pile(4),
    ]
    for call in calls:
        assert call() is call()


def test_ready_draws_ahead_what_the_table_shows():
    forget_drawn_art()
    count = art.ready(sizes=(art.CARD_SMALL,), portraits=(80,))
    assert count == len(IDS) + 1 + len(CONTENT.champions)
    before = card_art.small_face.cache_info().hits
    art.card_face("flood")
    assert card_art.small_face.cache_info().hits == before + 1
    assert art.ready(sizes=(art.CARD_LARGE,), ids=["flood", "ulric"], portraits=()) == 3


def test_an_unknown_id_is_refused_by_name():
    with pytest.raises(KeyError, match="no_such_card"):
        art.card_face("no_such_card")


def test_the_contact_sheet_lays_out_every_face_in_rows():
    """`python -m scenes.dragonvault.art.sheet OUT` draws every card at each size, for a person to
    look over; the kit's grid keeps each row within the sheet's width."""
    from scenes.dragonvault.art import sheet
    from scenes.kit.contact_sheet import grid

    pictures = [art.card_face(i, art.CARD_SMALL) for i in IDS[:20]]
    laid = grid(pictures, width=800, gap=10)
    per_row = (800 - 10) // (art.CARD_SMALL[0] + 10)
    rows = -(-len(pictures) // per_row)
    assert laid.get_size() == (800, 10 + rows * (art.CARD_SMALL[1] + 10))
    sheets = sheet.sheets()
    assert {"cards_150x210", "cards_330x462", "cards_480x672", "pieces", "table"} <= set(sheets)
    assert sheets["table"].get_size() == (1920, 1080)
