"""Words (issue 15 item 9): over seeded games of both tables, every sentence a player reads (the
log line of each event, the button for each legal action, the question asked, the tooltip of
each monster and hero) counts properly: no "(s)", no "1 tiles", no "1 Casualty dice", and a
monster's defence is called Defense, never AC."""
from __future__ import annotations

import random
import re

import pytest

from game.core.protocol import CHANCE
from game.core.words import ONE, counted, tidy
from game.core.match import Match
from game.drizzt import rules as drizzt_rules
from scenes.drizzt import tips as drizzt_tips
from scenes.drizzt import words as drizzt_words
from scenes.table.scene import TableScene
from scenes.vault import words as vault_words

PLURAL_AFTER_ONE = re.compile(r"(?<![\d.+\-/])\b1 ((?:[A-Z][a-z]+ )?)(" + "|".join(ONE) + r")\b")


def faults(text: str) -> list[str]:
    """What is wrong with one shown sentence ([] when nothing)."""
    out = []
    if "(s)" in text:
        out.append("(s)")
    out += [m.group(0) for m in PLURAL_AFTER_ONE.finditer(text)]
    if re.search(r"\bAC\b", text):
        out.append("AC")
    return out


def test_the_helper_counts_and_tidies():
    assert counted(1, "tile") == "1 tile" and counted(3, "tile") == "3 tiles"
    assert counted(1, "Casualty die", "Casualty dice") == "1 Casualty die"
    assert counted(2, "Casualty die", "Casualty dice") == "2 Casualty dice"
    assert tidy("Ana sends 1 skull(s) at Bo") == "Ana sends 1 skull at Bo"
    assert tidy("3 room(s) reached; 1 Casualty dice") == "3 rooms reached; 1 Casualty die"
    assert tidy("Which card(s) to keep?") == "Which cards to keep?"
    assert tidy("Ana ignores up to 1 Casualties") == "Ana ignores up to 1 Casualty"
    assert faults("1 tiles") and faults("tile(s)") and faults("AC 13") and faults("1 Casualty dice")
    assert not faults("+1 bonus, 1 gold, Round 1 begins, 2 tiles, 11 Rumors")


def _played(m: Match, seed: int, steps: int, position_words, log_line) -> list[str]:
    """A seeded random game's shown words: `position_words(view, legal)` at every decision, and
    `log_line(event)` for every event told."""
    rng = random.Random(seed)
    shown = []
    for _ in range(steps):
        who = m.to_act()
        if who is None:
            break
        if who == CHANCE:
            events = [e for _, told in m.settle() for e in told]
        else:
            view = m.view(who)
            legal = m.legal_actions()
            shown += position_words(view, legal)
            events = m.act(legal[rng.randrange(len(legal))])
        shown += [log_line(e) for e in events if e.text]
    return shown


def _vault_lines(seed: int, steps: int) -> list[str]:
    def words(view, legal) -> list[str]:
        shown = [vault_words.describe(a, view) for a in legal[:60]]
        return shown + ([tidy(view["decision"].get("question", ""))] if view.get("decision") else [])

    m = Match("vault", {"seats": [{"name": f"Seat {i}"} for i in range(3)], "variants": {}}, seed)
    return _played(m, seed, steps, words, lambda e: TableScene.log_line(None, e))


def _drizzt_lines(seed: int, steps: int) -> list[str]:
    def words(view, legal) -> list[str]:
        return ([drizzt_words.action_words(a, view) for a in legal[:60]]
                + [drizzt_words.decision_words(view, legal)]
                + [drizzt_tips.monster_tip(view, mon["uid"]) for mon in view.get("monsters", ())]
                + [drizzt_tips.hero_tip(view, i) for i in range(len(view.get("heroes", ())))])

    setup = drizzt_rules.quick_setup([{"name": "Ana"}, {"name": "Bo"}], {"adventure": "the_goblin_pens"})
    return _played(Match("drizzt", setup, seed), seed, steps, words, drizzt_words.log_line)


@pytest.mark.parametrize("seed", [1, 2])
def test_no_shown_vault_sentence_miscounts(seed):
    lines = _vault_lines(seed, 900)
    bad = sorted({f"{f}: {line}" for line in lines for f in faults(line)})
    assert not bad, bad[:20]


@pytest.mark.parametrize("seed", [1, 2])
def test_no_shown_drizzt_sentence_miscounts(seed):
    lines = _drizzt_lines(seed, 700)
    bad = sorted({f"{f}: {line}" for line in lines for f in faults(line)})
    assert not bad, bad[:20]
