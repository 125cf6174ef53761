"""Dragonvault's content loads and holds what the rulebook and the contract ask for (DV-DECK,
DV-SET-03, DV-DMG-05, DV-PAY-06, G-01, G-03)."""
from __future__ import annotations

from game.dragonvault.content import deck_list, load, side_list


def test_the_content_loads_with_the_rulebooks_champions_and_a_deck_of_80_or_more():
    content = load()
    assert {"ulric", "avadel", "radin", "celaine", "vorix"} <= set(content.champions)
    assert len(deck_list(content, 2)) >= 80
    assert deck_list(content, 5).count("gluttonous_ogre") == deck_list(content, 4).count("gluttonous_ogre") + 1
    assert side_list(content, 4).count("gluttonous_ogre") == 1 and "gluttonous_ogre" not in side_list(content, 5)
