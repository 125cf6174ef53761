"""A refusal is worded for the person at the table (issue 15 item 1, the couch standard): it says
why in plain words and never shows a rule id such as "(VD-LOC-02/03)". Seeded random games of
both games are probed at every decision with actions met earlier that are not legal now; every
refusal must be non-empty, free of rule ids, and leave the state as it was."""
from __future__ import annotations

import copy
import random
import re

import pytest

from game import registry
from game.core.bots import seats_to_decide
from game.core.codec import to_data
from game.core.errors import IllegalAction
from tests.test_action_text import _setup

RULE_ID = re.compile(r"\b(?:VD|LD|LW|DV|DD|AMB|G)-[A-Z0-9]+")
GAMES = {"vault": 12, "drizzt": 12, "waterdeep": 12, "dragonvault": 12, "draft": 12}  # games per game
STEPS = 160  # actions per game
PROBES = 4  # earlier actions tried at each decision


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_refusals_name_no_rule_id_and_change_nothing(game_id):
    rules = registry.get(game_id).rules()
    reasons: set[str] = set()
    for n in range(GAMES[game_id]):
        rng = random.Random(n)
        state = rules.new_game(_setup(game_id, n))
        met: list = []
        for _ in seats_to_decide(rules, state, rng, STEPS):
            legal = rules.legal_actions(state)
            for action in rng.sample(met, min(PROBES, len(met))):
                if action in legal:
                    continue
                before = to_data(state)
                with pytest.raises(IllegalAction) as refused:
                    rules.apply(copy.deepcopy(state), action)
                reasons.add(refused.value.reason)
                assert to_data(state) == before
            choice = legal[rng.randrange(len(legal))]
            met = (met + [choice])[-40:]
            rules.apply(state, choice)
    assert len(reasons) >= 5, f"too few refusals met to judge: {sorted(reasons)}"
    worded = [r for r in reasons if not r.strip() or RULE_ID.search(r)]
    assert not worded, "refusals with a rule id or no words:\n" + "\n".join(sorted(worded))
