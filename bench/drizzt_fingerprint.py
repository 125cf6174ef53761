"""A behaviour fingerprint of the Legend of Drizzt engine: seeded random playouts (the same
rotation through every adventure and 1-5 heroes as bench/engine_vs_chess.py), hashing per game
every legal-action list, every chosen action, every event (text, data, reveals) and the final
state (plus the state every 25 actions). Optimisations must leave the printed digest
byte-identical.

    .venv/bin/python bench/drizzt_fingerprint.py --games 300
    .venv/bin/python bench/drizzt_fingerprint.py --games 40 --check-caches

--check-caches also compares, at every decision and roll, the engine's answers on the live
state (with its caches) against a fresh copy rebuilt through the JSON codec and a deepcopy,
and applies each action to a copy as well, so a stale cache shows up as a mismatch.
"""
from __future__ import annotations

import argparse
import copy
import hashlib
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.codec import canonical_json, from_data, to_data  # noqa: E402
from game.core.protocol import CHANCE  # noqa: E402
from game.drizzt import rules  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine_vs_chess import drizzt_setup  # noqa: E402


def _events(events) -> str:
    return canonical_json([[e.text, to_data(e.data), e.reveals] for e in events])


def _fresh(state):
    return from_data(rules.State, json.loads(json.dumps(to_data(state))))


def play(n: int, seed: int, max_actions: int, check: bool) -> str:
    h = hashlib.sha256()
    rng = random.Random(seed + n)
    state = rules.new_game(drizzt_setup(4, seed + n))
    h.update(canonical_json(to_data(state)).encode())
    for step in range(max_actions):
        who = rules.to_act(state)
        if who is None:
            break
        if who == CHANCE:
            spec = rules.chance(state)
            action = spec.sample(rng)
            h.update(repr(spec).encode())
        else:
            legal = rules.legal_actions(state)
            h.update(repr(legal).encode())
            action = legal[rng.randrange(len(legal))]
            if check:
                for other in (_fresh(state), copy.deepcopy(state)):
                    assert repr(rules.legal_actions(other)) == repr(legal), f"game {n} step {step}: legal differs"
        h.update(repr(action).encode())
        twins = [_fresh(state), copy.deepcopy(state)] if check else []
        events = rules.apply(state, action)
        h.update(_events(events).encode())
        for twin in twins:
            assert _events(rules.apply(twin, action)) == _events(events), f"game {n} step {step}: events differ"
            assert canonical_json(to_data(twin)) == canonical_json(to_data(state)), f"game {n} step {step}: state"
        if step % 25 == 0:
            h.update(canonical_json(to_data(state)).encode())
    h.update(canonical_json(to_data(state)).encode())
    h.update(repr(rules.outcome(state)).encode())
    return h.hexdigest()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-actions", type=int, default=20_000)
    parser.add_argument("--check-caches", action="store_true")
    parser.add_argument("--per-game", action="store_true", help="print each game's digest too")
    args = parser.parse_args(argv)
    total = hashlib.sha256()
    for n in range(args.games):
        digest = play(n, args.seed, args.max_actions, args.check_caches)
        if args.per_game:
            print(n, digest)
        total.update(digest.encode())
    print(total.hexdigest())
    return 0


if __name__ == "__main__":
    sys.exit(main())
