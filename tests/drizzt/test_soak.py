"""200 seeded Legend of Drizzt adventures, every adventure and 1 to 5 heroes, the co-op bot in
most seats and random play in some: the invariants hold after every action, every adventure
ends in a win or a loss, and each save round-trips through JSON and replays to the same state."""
from __future__ import annotations

import json
import random

import pytest

from game.core.bots import bot_move
from game.core.codec import state_hash
from game.core.match import Match
from game.core.protocol import CHANCE
from tests.drizzt.test_playouts import ADVENTURES, check_invariants, setup_for

GAMES = 200
BATCHES = 10


def _games(batch: int):
    for n in range(batch, GAMES, BATCHES):
        yield ADVENTURES[n % len(ADVENTURES)], n % 5 + 1, 1000 + n, "random" if n % 4 == 3 else "coop"


@pytest.mark.parametrize("batch", range(BATCHES))
def test_a_batch_of_seeded_adventures(batch):
    for adventure, heroes, seed, bot in _games(batch):
        match = Match("drizzt", setup_for(adventure, heroes), seed)
        rng = random.Random(seed)
        for _ in range(20_000):
            if match.over:
                break
            if match.to_act() == CHANCE:
                match.roll()
            else:
                legal = match.legal_actions()
                assert legal, f"{adventure}/{seed}: a seat must decide but nothing is legal"
                match.act(bot_move(match, "coop") if bot == "coop" else legal[rng.randrange(len(legal))])
            check_invariants(match.state)
        assert match.over, f"{adventure} ({heroes} heroes, seed {seed}) did not end"
        assert match.state.result in ("won", "lost")
        saved = json.loads(json.dumps(match.to_save()))
        assert state_hash(Match.from_save(saved).state) == state_hash(match.state)
