"""The view helpers: a hand is counted for everyone and shown to its owner only; a question's
private data goes to the deciding seat only."""
from __future__ import annotations

from game.core import hidden


def test_a_hand_shows_its_cards_to_its_owner_and_only_counts_to_the_others():
    piles = {"treasure": ["gem", "crown"], "magic": ["wand"]}
    own = hidden.hand(0, 0, piles, total="hand_size")
    theirs = hidden.hand(0, 1, piles, total="hand_size")
    nobody = hidden.hand(0, -1, piles, total="hand_size")
    assert own == {"hand_size": 3, "treasure_count": 2, "magic_count": 1, "treasure": ["gem", "crown"],
                   "magic": ["wand"]}
    assert theirs == nobody == {"hand_size": 3, "treasure_count": 2, "magic_count": 1}


def test_a_pile_under_other_names():
    assert hidden.pile(2, 2, ["s1"], count="secrets", shown="secret_ids") == {"secrets": 1, "secret_ids": ["s1"]}
    assert hidden.pile(2, 0, ["s1"], count="secrets", shown="secret_ids") == {"secrets": 1}


SECRECY = {"keep": hidden.Secrecy(shown=("keep",), counted={"cards": "count"}), "peek": hidden.THINKING}


def test_a_private_question_shows_its_cards_only_to_the_seat_deciding():
    data = {"cards": ["gem", "crown", "wand"], "keep": 1, "deck": "treasure"}
    mine = hidden.decision("keep", 1, data, 1, "Which card(s) to keep?", SECRECY)
    other = hidden.decision("keep", 1, data, 0, "Which card(s) to keep?", SECRECY)
    assert mine["data"] == data
    assert other == {"kind": "keep", "seat": 1, "data": {"keep": 1, "count": 3}, "question": "Which card(s) to keep?"}
    assert "gem" not in repr(other)


def test_a_question_that_would_tell_a_secret_shows_only_a_seat_thinking():
    data = {"card": "helm"}
    assert hidden.decision("peek", 1, data, 0, "Play the Helm?", SECRECY) == {"kind": "thinking", "seat": 1,
                                                                            "data": {}}
    assert hidden.decision("peek", 1, data, 1, "Play the Helm?", SECRECY)["data"] == data
    public = hidden.decision("retreat", 1, {"to": "yp"}, 0, "Where?", SECRECY)
    assert public["data"] == {"to": "yp"}

