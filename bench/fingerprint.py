"""A behaviour fingerprint of a game's engine: seeded random playouts, hashing per game every
legal-action list, every chosen action, every event (text, data, reveals) and the final state
(plus the state every 25 actions). Legend of Drizzt rotates through every adventure and 1-5
heroes (as bench/engine_vs_chess.py does); Vault of Dragons through 2-4 seats and every alternate
rule alone, none and all; Lords of Waterdeep through 2-5 seats; Dragonvault through 2-6 seats, teams in every third game of 4+. Optimisations and refactors must leave the printed digest
byte-identical; a rule fix that changes games says so and records the new digest
(docs/decisions.md, "Fingerprints").

    .venv/bin/python bench/fingerprint.py --game drizzt --games 300
    .venv/bin/python bench/fingerprint.py --game vault --games 300
    .venv/bin/python bench/fingerprint.py --game drizzt --games 40 --check-caches

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
from game import registry  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine_vs_chess import dragonvault_setup, drizzt_setup, waterdeep_setup  # noqa: E402

VAULT_VARIANTS = {"more_secrets": 4, "action_packed": True, "rumors_spread": True, "rumor_bidding": True,
                  "increase_profits": True, "fewer_locations": True, "flip_empty": True, "shuffle_locations": True}
VAULT_MIXES = [{}] + [{k: v} for k, v in VAULT_VARIANTS.items()] + [VAULT_VARIANTS]


def vault_setup(seats: int, n: int) -> dict:
    """Game n: 2-4 seats, and one of: no alternate rule, each alone, all of them."""
    seats = 2 + n % 3
    return {"seats": [{"name": f"Bot {i + 1}"} for i in range(seats)], "variants": dict(VAULT_MIXES[n % len(VAULT_MIXES)])}


SETUPS = {"drizzt": drizzt_setup, "vault": vault_setup, "waterdeep": waterdeep_setup,
          "dragonvault": dragonvault_setup}


def _events(events) -> str:
    return canonical_json([[e.text, to_data(e.data), e.reveals] for e in events])


def _fresh(rules, state):
    return from_data(rules.State, json.loads(json.dumps(to_data(state))))


def play(game: str, n: int, seed: int, max_actions: int, check: bool) -> str:
    rules = registry.get(game).rules()
    h = hashlib.sha256()
    rng = random.Random(seed + n)
    state = rules.new_game(SETUPS[game](4, seed + n))
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
                for other in (_fresh(rules, state), copy.deepcopy(state)):
                    assert repr(rules.legal_actions(other)) == repr(legal), f"game {n} step {step}: legal differs"
        h.update(repr(action).encode())
        twins = [_fresh(rules, state), copy.deepcopy(state)] if check else []
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
    parser.add_argument("--game", choices=sorted(SETUPS), default="drizzt")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-actions", type=int, default=20_000)
    parser.add_argument("--check-caches", action="store_true")
    parser.add_argument("--per-game", action="store_true", help="print each game's digest too")
    args = parser.parse_args(argv)
    total = hashlib.sha256()
    for n in range(args.games):
        digest = play(args.game, n, args.seed, args.max_actions, args.check_caches)
        if args.per_game:
            print(n, digest)
        total.update(digest.encode())
    print(total.hexdigest())
    return 0


if __name__ == "__main__":
    sys.exit(main())
