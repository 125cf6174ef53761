"""Dungeon Draft art: every card and quest draws at every size, cached; words are never under
20 px, never split inside a word and never past the face's parchment; a small face shows its name
and numbers at 20 px or more; faces differ card by card; the five class signs differ in shape and
in colour; the stacked strip shows a played card's class and numbers."""
from __future__ import annotations

import re

import pygame
import pytest

from game.draft.content import load
from scenes.draft import art
from scenes.draft.art import cards as card_art
from scenes.draft.art.faces import card_ids, face, numbers, quest_ids, reward_line
from scenes.kit import fonts
from tests.scenes.art_caches import fingerprint, forget_art, measured

CONTENT = load()
CARDS = card_ids()
QUESTS = quest_ids()
SIZES = (art.CARD_SMALL, art.CARD_LARGE, art.CARD_ZOOM)


def forget_drawn_art(kit: bool = True) -> None:
    """Empty every picture cache of the art (and the kit's text caches), so text is drawn anew."""
    forget_art("scenes.draft.art", art.OVERFLOW, kit)


def words(text: str) -> list[str]:
    return re.findall(r"[A-Za-z0-9']+", text)


def draw(item_id: str, size):
    return art.quest_face(item_id, size) if item_id in CONTENT.quests else art.card_face(item_id, size)


@pytest.mark.parametrize("size", SIZES + ((214, 300),), ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_card_and_quest_draws_readable_within_its_face(size):
    """At each size: the face is that size, every word is 20 px or more, fits the parchment's
    width, no word is split (each run is whole words of the name, text or flavour), nothing
    overflowed, and the same call gives the same surface."""
    forget_drawn_art()
    edge = card_art._edge(size[0])
    for item_id in CARDS + QUESTS:
        f = face(item_id)
        said = set(words(f"{f.name} {f.text} {f.flavour} {art.type_line(f)} Needs {reward_line(f)}"))
        picture, runs = measured(lambda: draw(item_id, size))
        assert picture.get_size() == size, item_id
        assert runs, item_id
        for run in runs:
            assert run.size >= fonts.LEAST_DECISION_PX, (item_id, run)
            assert fonts.font(run.size, run.face).size(run.text)[0] <= size[0] - 2 * edge, (item_id, run)
            assert all(w in said or w.isdigit() for w in words(run.text)), (item_id, run)  # no word split
        assert draw(item_id, size) is picture
    assert not art.OVERFLOW, sorted(art.OVERFLOW, key=str)


@pytest.mark.parametrize("size", (art.CARD_LARGE, art.CARD_ZOOM), ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_large_face_shows_its_name_type_and_every_word_of_its_ability_text(size):
    forget_drawn_art()
    for item_id in CARDS + QUESTS:
        f = face(item_id)
        _picture, runs = measured(lambda: draw(item_id, size))
        shown = " ".join(r.text for r in runs)
        assert set(words(f.name) + words(f.text)) <= set(words(shown)), item_id
        assert all(r.size >= 20 for r in runs)
        if f.kind != "quest":
            assert art.type_line(f) in shown
        if f.kind == "monster":
            assert reward_line(f) in shown, item_id


def test_a_small_face_shows_its_name_whole_and_its_numbers_at_20_px_or_more():
    forget_drawn_art()
    for item_id in CARDS + QUESTS:
        f = face(item_id)
        forget_drawn_art(kit=False)  # each face's badges drawn (and measured) afresh
        _picture, runs = measured(lambda: draw(item_id, art.CARD_SMALL))
        name_runs = [r for r in runs if not r.text.isdigit()]
        assert " ".join(r.text for r in name_runs) == " ".join(f.name.split()), item_id  # whole words, in order
        assert all(r.size >= 20 for r in runs)
        numerals = [r.text for r in runs if r.text.isdigit()]
        for _kind, value in numbers(f):
            assert str(value) in numerals, (item_id, numerals)
        for _cls, n in f.requires:
            assert str(n) in numerals, (item_id, numerals)


def test_the_numbers_follow_the_rulebook_layout():
    """Cost first (a monster's attack needed), then attack, XP and production, those it has."""
    assert numbers(face("longsword")) == [("cost", 4), ("attack", 3), ("xp", 1)]
    assert numbers(face("red_dragon")) == [("attack_cost", 5), ("xp", 5), ("gold", 2)]
    assert numbers(face("cadoc_the_martyr")) == [("cost", 4), ("xp", 2), ("production", 1)]
    assert numbers(face("acorn_seer")) == [("cost", 1)]
    assert numbers(face("clear_the_cellar_warrens")) == [("xp", 5)]
    assert reward_line(face("red_dragon")) == "Attack 5 beats it: 5 XP, 2 gold"
    assert reward_line(face("cellar_slime")) == "Attack 1 beats it: 1 gold"


def test_faces_differ_card_by_card():
    forget_drawn_art()
    for size in SIZES:
        prints = {fingerprint(draw(i, size)) for i in CARDS + QUESTS}
        assert len(prints) == len(CARDS) + len(QUESTS), size
    from scenes.draft.art.emblems import picture
    pictures = {fingerprint(picture(face(i), (120, 100))) for i in CARDS + QUESTS}
    assert len(pictures) == len(CARDS) + len(QUESTS)


def _silhouette(surface: pygame.Surface) -> set:
    w, h = surface.get_size()
    return {(x, y) for x in range(w) for y in range(h) if surface.get_at((x, y)).a > 128}


def test_the_five_class_signs_differ_in_shape_and_colour():
    """Colour-blind players tell the classes apart by shape: each class's white sign covers a
    different set of pixels (at least a fifth of them differ), and the discs' colours differ in
    lightness as well as hue."""
    from scenes.draft.art.common import CLASS_COLOURS
    from scenes.draft.art.icons import painted
    from scenes.kit.draw import luminance

    signs = {c: _silhouette(painted(c, 64, (255, 255, 255))) for c in art.CLASSES}
    for a in art.CLASSES:
        for b in art.CLASSES:
            if a < b:
                union = signs[a] | signs[b]
                assert len(signs[a] ^ signs[b]) > len(union) // 5, (a, b)
    assert len(set(CLASS_COLOURS.values())) == 5
    lum = sorted(luminance(c) for c in CLASS_COLOURS.values())
    assert min(b - a for a, b in zip(lum, lum[1:])) > 0.02, lum
    discs = {fingerprint(art.class_icon(c, 48)) for c in art.CLASSES}
    assert len(discs) == 5
    assert art.class_icon("mage", (48, 60)).get_size() == (48, 48)
    with pytest.raises(KeyError):
        art.class_icon("bard")


def test_the_stacked_strip_shows_the_class_and_the_numbers():
    forget_drawn_art()
    for card_id in CARDS:
        f = face(card_id)
        forget_drawn_art(kit=False)
        strip, runs = measured(lambda: art.card_face(card_id, art.CARD_STACKED))
        assert strip.get_size() == art.CARD_STACKED
        assert {r.text for r in runs} == {str(v) for _k, v in numbers(f)}, card_id
        assert all(r.size >= 20 for r in runs)
    wide = art.card_face("longsword", (150, 56))
    assert wide.get_size() == (150, 56)
    assert fingerprint(art.card_face("longsword", art.CARD_STACKED)) != fingerprint(art.card_face("oak_staff",
                                                                                                   art.CARD_STACKED))


def test_the_signs_backs_and_table_are_cached_and_the_right_size():
    forget_drawn_art()
    calls = [lambda: art.card_back(art.CARD_SMALL), lambda: art.quest_back(art.CARD_LARGE),
             lambda: art.gold_icon(32), lambda: art.xp_icon(32), lambda: art.attack_icon((40, 40)),
             lambda: art.class_icon("druid", 40), lambda: art.backdrop((320, 180)),
             lambda: art.card_face("red_dragon", art.CARD_ZOOM), lambda: art.quest_face("rob_the_tax_barge")]
    for call in calls:
        assert call() is call()
    assert art.gold_icon(32).get_size() == (32, 32)
    assert fingerprint(art.card_back()) != fingerprint(art.quest_back())
    _b, runs = measured(lambda: art.card_back((151, 211)))
    assert not runs  # no words on a back


def test_the_table_top_is_opaque_and_calm():
    table = art.backdrop((480, 270))
    lums = []
    for x in range(20, 460, 20):
        for y in range(20, 250, 20):
            c = table.get_at((x, y))
            assert c.a == 255
            lums.append(0.3 * c.r + 0.6 * c.g + 0.1 * c.b)
    assert 30 < sum(lums) / len(lums) < 140
    assert max(lums) - min(lums) < 110


def test_ready_draws_ahead_and_unknown_ids_are_refused_by_name():
    forget_drawn_art()
    count = art.ready(sizes=(art.CARD_SMALL, art.CARD_STACKED))
    assert count == len(CARDS) * 2 + len(QUESTS) + 2
    before = card_art.small_face.cache_info().hits
    art.card_face("longsword")
    assert card_art.small_face.cache_info().hits == before + 1
    with pytest.raises(KeyError, match="no_such_card"):
        art.card_face("no_such_card")
    with pytest.raises(KeyError, match="longsword"):
        art.quest_face("longsword")


def test_the_contact_sheet_has_every_size():
    from scenes.draft.art import sheet

    sheets = sheet.sheets()
    assert {"cards_150x210", "cards_300x420", "cards_480x672", "quests_150x210", "stacked", "signs",
            "table"} <= set(sheets)
    assert sheets["table"].get_size() == (1920, 1080)


def test_the_look_shows_the_flavour_whole():
    forget_drawn_art()
    for item_id in CARDS + QUESTS:
        f = face(item_id)
        assert f.flavour, item_id
        _p, runs = measured(lambda: draw(item_id, art.CARD_ZOOM))
        assert set(words(f.flavour)) <= set(words(" ".join(r.text for r in runs))), item_id
    assert not art.OVERFLOW


def test_each_card_and_quest_has_an_emblem_that_suits_it():
    from scenes.draft.art import emblems
    from scenes.draft.art.motifs import ALL

    assert set(CARDS + QUESTS) <= set(emblems.EMBLEMS)
    assert set(emblems.EMBLEMS.values()) <= set(ALL)
    expect = {"red_dragon": "dragon", "longsword": "sword", "oak_staff": "staff", "giant_rat": "rat",
              "cave_spider": "spider", "beekeeper_of_hollowmere": "bee", "ashwood_wand": "wand",
              "rob_the_tax_barge": "coins", "arminus_the_barbarian": "club"}
    for item_id, motif in expect.items():
        assert emblems.motif_for(face(item_id)) == motif, item_id
    assert len(set(emblems.EMBLEMS.values())) >= 50
    assert emblems.main_colour(face("red_dragon")) == emblems.COLOUR_WORDS["red"]
    # A card the table does not know still gets an emblem: its kind's or its class's.
    from scenes.draft.art.faces import Face
    assert emblems.motif_for(Face("x", "X", "hero", "mage")) == "hat"
    assert emblems.motif_for(Face("y", "Y", "monster")) == "skull"


def test_monster_cards_are_framed_apart_from_monster_class_cards():
    """DD-MON-01, DD-CLASS-01: a monster to fight is framed in dried blood with a horned skull; a
    hero or weapon of the Monster class is framed in its class's ochre with the claw marks."""
    from scenes.draft.art.faces import frame_colour

    assert frame_colour(face("red_dragon")) != frame_colour(face("ogre_bruiser"))
    assert frame_colour(face("ogre_bruiser")) == art.CLASS_COLOURS["monster"]
    assert fingerprint(art.kind_icon("monster", 40)) != fingerprint(art.class_icon("monster", 40))
