"""Dice odds for the heuristic bot: its values in gold and the Attack Strength and skull tables."""
from __future__ import annotations

from functools import lru_cache
from itertools import product

from game.vault import board


CLASSES = ("fighter", "rogue", "wizard")
HIRE = (1, 2, 3)  # gold per Fighter, Rogue, Wizard
FOLLOWER_VALUE = (1.2, 2.2, 3.3)  # what losing one costs us, in gold
CD_FACES = (0, 0, 1, 1, 1, 2)
YP = board.YP

# values of what a bundle gives, in gold
V_RUMOR, V_TREASURE, V_MAGIC = 1.0, 2.5, 3.5
GOLD_DIE = {"d4": 2.5, "d10": 5.5, "d12": 6.5}
SECRET_VALUE = 22.0
ACTION_VALUE = 1.0  # an Action can always take 1 gold


# -- dice tables ----------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def strength_dist(f: bool, r: bool, w: bool) -> dict[int, float]:
    """Attack Strength from the dice alone (best die, the Rogue's Casualty die, a Critical
    Hit's die) for a party with these classes present."""
    sides = [n for n, has in ((10, f), (4, r), (12, w)) if has]
    out: dict[int, float] = {}
    if not sides:
        return {0: 1.0}
    p_roll = 1.0
    for n in sides:
        p_roll /= n
    for values in product(*[range(1, n + 1) for n in sides]):
        best = max(range(len(sides)), key=lambda i: (values[i], values[i] == sides[i]))
        crit = values[best] == sides[best]
        for rc in (CD_FACES if r else (0,)):
            for cc in (CD_FACES if crit else (0,)):
                p = p_roll / (6 if r else 1) / (6 if crit else 1)
                s = values[best] + rc + cc
                out[s] = out.get(s, 0.0) + p
    return out


@lru_cache(maxsize=None)
def _tails(f: bool, r: bool, w: bool) -> tuple[float, ...]:
    """tails[t] = P(dice strength >= t), t = 0..40."""
    dist = strength_dist(f, r, w)
    return tuple(sum(p for s, p in dist.items() if s >= t) for t in range(41))


def p_reach(force, need: float) -> float:
    """P(the dice alone reach `need`); a fractional need rounds up."""
    if not any(force):
        return 0.0
    t = int(-(-need // 1))
    if t <= 0:
        return 1.0
    if t > 40:
        return 0.0
    return _tails(bool(force[0]), bool(force[1]), bool(force[2]))[t]


@lru_cache(maxsize=None)
def _skull_tail(dice: int) -> tuple[float, ...]:
    """P(skulls >= k) for `dice` Casualty dice, k = 0..2*dice+1."""
    dist = {0: 1.0}
    for _ in range(dice):
        nxt: dict[int, float] = {}
        for s, p in dist.items():
            for face in CD_FACES:
                nxt[s + face] = nxt.get(s + face, 0.0) + p / 6
        dist = nxt
    return tuple(sum(p for s, p in dist.items() if s >= k) for k in range(2 * dice + 2))


def p_wipe(dice: int, party: int, shield: int = 0) -> float:
    """P(at least `party` + `shield` skulls on `dice` Casualty dice)."""
    k = party + shield
    tail = _skull_tail(dice)
    return tail[k] if k < len(tail) else 0.0
