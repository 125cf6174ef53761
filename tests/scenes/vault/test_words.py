"""Every Vault action reads as a sentence on its button, and names the board places it is about."""
from __future__ import annotations

import random

from game.core.match import Match
from game.vault import actions as A
from game.vault.actions import ACTIONS
from scenes.vault.words import _DESCRIBE, describe, force_text, goods_text, place_name, places_of


def test_every_action_kind_has_its_own_words():
    assert set(ACTIONS) <= set(_DESCRIBE)


def test_counts_and_goods_read_naturally():
    assert force_text(2, 0, 1) == "2 Fighters, 1 Wizard"
    assert force_text(0, 1, 0) == "1 Rogue"
    assert force_text(0, 0, 0) == "nobody"
    assert goods_text({"gold": 2, "rumors": 1}) == "2 gold, 1 Rumor"


def _legal_in_random_games(seeds=range(3)):
    for seed in seeds:
        match = Match("vault", {"seats": [{"name": n} for n in ("Ana", "Ben", "Cy")],
                                "variants": {"rumor_bidding": seed == 1}}, seed)
        rng = random.Random(seed)
        for _ in range(1500):
            if match.over:
                break
            if match.to_act() == "chance":
                match.roll()
                continue
            legal = match.legal_actions()
            view = match.view(match.to_act())
            yield view, legal
            match.act(legal[rng.randrange(len(legal))])


def test_every_legal_action_in_real_games_gets_a_sentence_naming_real_places():
    seen = set()
    for view, legal in _legal_in_random_games():
        some: dict = {}
        for action in legal:  # a few of each kind: the lists run to hundreds of Moves
            if len(some.setdefault(type(action), [])) < 3:
                some[type(action)].append(action)
        for action in (a for kind in some.values() for a in kind):
            text = describe(action, view)
            seen.add(type(action))
            assert text and text != str(action) or isinstance(action, (A.Pass, A.Decline, A.TakeGold))
            if isinstance(action, (A.PlaceWatch, A.Regroup)):  # the question says what; the button says where
                assert text == place_name(view, places_of(action)[0])
            assert " s1" not in text and "yp" not in text.split()  # places are named, not coded
            for place in places_of(action):
                assert place == "yp" or place.startswith("s")
    assert {A.Hire, A.Move, A.UseLocation, A.Enter, A.Casualties, A.Pick, A.PlaceWatch} <= seen
