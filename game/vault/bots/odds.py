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
ACTION_VALUE = 1.0  # an Action can always take 1 gold (worth less once we are rich)
FIRST_RUMOR = 3.0  # a Rumor held at Pursue Rumors buys a card (about 3 gold): the first one is worth that
RICH = 12  # gold past this is worth less to the bot (Ctx.gold_rate)


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


# -- Brawls -------------------------------------------------------------------------------------------
WATCH_DIST = {6: 2 / 6, 7: 3 / 6, 8: 1 / 6}  # the City Watch: 6 plus its Casualty die
SKULLS_PER_DIE = sum(CD_FACES) / 6


@lru_cache(maxsize=None)
def _cdf(f: bool, r: bool, w: bool) -> tuple[float, ...]:
    """cdf[t] = P(dice strength <= t), t = 0..40."""
    dist = strength_dist(f, r, w)
    out, acc = [], 0.0
    for t in range(41):
        acc += dist.get(t, 0.0)
        out.append(acc)
    return tuple(out)


def _at_most(cdf: tuple[float, ...], t: int) -> float:
    return 0.0 if t < 0 else 1.0 if t > 40 else cdf[t]


@lru_cache(maxsize=None)
def crit_p(f: bool, r: bool, w: bool) -> float:
    """P(the Attack die we keep is a Critical Hit: one more Casualty die)."""
    sides = [n for n, has in ((10, f), (4, r), (12, w)) if has]
    if not sides:
        return 0.0
    total = hits = 0
    for values in product(*[range(1, n + 1) for n in sides]):
        best = max(range(len(sides)), key=lambda i: (values[i], values[i] == sides[i]))
        total += 1
        hits += values[best] == sides[best]
    return hits / total


@lru_cache(maxsize=8192)
def p_win_brawl(mine: tuple[bool, bool, bool], rivals: tuple[tuple[tuple[bool, bool, bool], int], ...],
                watch_shift: int | None) -> float:
    """P(we win a Brawl we start, on our turn): our dice plus nothing against each rival's dice
    plus `shift` (their bonus minus ours; we win ties against players), and against the City
    Watch's 6 plus its die when `watch_shift` (our bonus) is not None (ties beat the Watch too)."""
    dist = strength_dist(*mine)
    cdfs = [(_cdf(*classes), shift) for classes, shift in rivals]
    p = 0.0
    for s, ps in dist.items():
        q = ps
        for cdf, shift in cdfs:
            q *= _at_most(cdf, s - shift)
            if not q:
                break
        if q and watch_shift is not None:
            q *= sum(pw for v, pw in WATCH_DIST.items() if v <= s + watch_shift)
        p += q
    return p


def p_skulls(dice: float, k: int) -> float:
    """P(at least k skulls) on a fractional number of Casualty dice (linear between counts)."""
    if k <= 0:
        return 1.0
    lo = int(dice)
    frac = dice - lo

    def tail(n: int) -> float:
        t = _skull_tail(n)
        return t[k] if k < len(t) else 0.0
    return tail(lo) if not frac else (1 - frac) * tail(lo) + frac * tail(lo + 1)


@lru_cache(maxsize=4096)
def loss_cost(dice: float, force: tuple[int, int, int]) -> tuple[float, float]:
    """(expected worth of the Followers lost to `dice` Casualty dice, cheapest first;
    P(every one of them dies))."""
    values = sorted(v for i, v in enumerate(FOLLOWER_VALUE) for _ in range(force[i]))
    cost = sum(p_skulls(dice, j + 1) * v for j, v in enumerate(values))
    return cost, p_skulls(dice, len(values))


def survivors(force, lost: float) -> list[int]:
    """The force left after about `lost` Casualties, Fighters first, then Rogues, then Wizards."""
    left = list(force)
    n = int(lost + 0.5)
    for i in range(3):
        k = min(n, left[i])
        left[i] -= k
        n -= k
    return left
