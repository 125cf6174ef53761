"""What a position is worth to the drafter, in XP: the yardstick every choice is measured by.

XP taken now counts in full. Gold is worth GOLD XP a coin while rounds remain to spend it (none
after the last turn: gold scores nothing), so production is worth more the earlier it comes.
Lasting attack is worth ATTACK a point for each round left (later rounds' monsters), up to
ATTACK_CAP. A kept quest counts its XP and what its ability will bring, times the chance of
meeting it: the share of its class needs met (to the power CURVE) and whether the rounds left
can bring the rest (PACE class cards a round). END OF GAME quests count what the class cards
already in front would score. Each card in front is worth FRONT (the tie-break, and the
xp_per_card quests). While picks are still to come this round, a drafted monster out of reach
keeps a share (HOPE) of its reward, less the more attack it lacks.

The constants are read from this module at each call (bench/draft_bots.py --only h2h tunes them).
"""
from __future__ import annotations

from game.draft.bots.book import Book, Eff, Quest

GOLD = 0.5  # XP a coin is worth while it can still be spent
ATTACK = 0.4  # XP a point of lasting attack is worth for each round left
ATTACK_CAP = 10  # attack beyond this defeats nothing more
ROUND_ATTACK = 0.3  # XP a point of this-round attack from a quest is worth each round
BUYS = 2.5  # heroes and weapons bought in a round (what a discount a card is worth over)
CURVE = 1.3  # how a quest's chance grows with the share of its needs met
PACE = 3.0  # class cards toward a quest a seat can gather in a round
FRONT = 0.05  # a card in front: the tie-break
HOPE = 0.5  # share of an out-of-reach drafted monster's reward counted while picks to come may bring attack
KEEP_COST = 0.9  # XP a class card a kept set of quests needs costs to gather
KEEP_ROOM = 13  # class cards a seat can gather over the game without strain
KEEP_STRAIN = 1.5  # XP each card beyond KEEP_ROOM costs more


def missing(q: Quest, counts: dict) -> int:
    return sum(max(0, n - counts.get(cls, 0)) for cls, n in q.requires)


def effect_worth(e: Eff, counts: dict) -> float:
    """What one effect is worth in a round (an each_round or continuous quest's)."""
    a = e.amount
    if e.do.endswith("_per_class"):
        a *= counts.get(e.cls, 0)
    if e.do.startswith("gain_gold"):
        return GOLD * a
    if e.do.startswith("gain_xp"):
        return float(a)
    if e.do.startswith("attack"):
        return ROUND_ATTACK * a
    if e.do == "discount":
        return GOLD * a * BUYS
    if e.do == "income":
        return GOLD * a
    return 0.0


def end_worth(q: Quest, counts: dict, front: int) -> float:
    """What an END OF GAME quest scores on these counts."""
    if q.frequency != "end_of_game":
        return 0.0
    total = 0.0
    for e in q.effects:
        if e.do == "xp_per_class":
            total += e.amount * counts.get(e.cls, 0)
        elif e.do == "xp_per_card":
            total += e.amount * front
    return total


def later_worth(q: Quest, counts: dict, rounds_after: int) -> float:
    """What a played quest's ability brings in the rounds after this one."""
    if q.frequency not in ("each_round", "continuous") or rounds_after <= 0:
        return 0.0
    return rounds_after * sum(effect_worth(e, counts) for e in q.effects)


def chance(q: Quest, counts: dict, rounds_after: int) -> float:
    """How likely a kept quest is to be met in time."""
    m = missing(q, counts)
    if m == 0:
        return 1.0
    if rounds_after <= 0 or q.need_total <= 0:
        return 0.0
    share = 1.0 - m / q.need_total
    return (share ** CURVE) * min(1.0, PACE * rounds_after / m)


class Position:
    """The parts of a seat's position a turn does not change: the rounds left, its played quests,
    its cards in front, the picks still to come this round (the kept quests are the turn's)."""

    def __init__(self, bk: Book, rounds_after: int, played: list[str], front: int, picks_left: int = 0) -> None:
        self.bk, self.rounds_after, self.picks_left = bk, rounds_after, picks_left
        self.played = [bk.quests[q] for q in played]
        self.front = front

    def value(self, sim, monsters, quests) -> float:
        """The XP worth of a simulated turn's end (only differences between two ends mean anything)."""
        ra = self.rounds_after
        counts = sim.counts
        front = self.front + sim.front
        v = sim.xp + sim.card_xp + FRONT * sim.front
        if ra > 0:
            v += GOLD * (sim.gold + sim.income + sim.production * ra)
            v += ATTACK * ra * min(sim.lasting, ATTACK_CAP)
        bk = self.bk
        for qid in sim.quests:
            q = bk.quests[qid]
            v += later_worth(q, counts, ra) + end_worth(q, counts, front)
        for q in self.played:
            v += end_worth(q, counts, front)
        if self.picks_left and monsters:  # the picks still to come this round may bring the attack
            for m in monsters:
                gap = m.attack_cost - sim.attack
                reward = m.xp_reward + (GOLD * m.gold_reward if ra > 0 else 0.0)
                v += HOPE * reward * min(1.0, self.picks_left / (2.0 * gap))
        for q in quests:  # kept and not (yet) met
            p = chance(q, counts, ra)
            if p > 0:
                v += p * (q.xp + later_worth(q, counts, max(0, ra - 1)) + end_worth(q, counts, front + 4 * ra))
        return v


def keep_worth(bk: Book, quests: tuple[str, ...], rounds: int) -> float:
    """A set of quests to keep: their XP and abilities, less the class cards they need together
    (a class several need is gathered once)."""
    need: dict[str, int] = {}
    total = 0.0
    guess: dict[str, int] = {}
    for qid in quests:
        for cls, n in bk.quests[qid].requires:
            need[cls] = max(need.get(cls, 0), n)
    for cls, n in need.items():
        guess[cls] = n + 1  # the class cards it will likely hold by the end
    cards = sum(need.values())
    for qid in quests:
        q = bk.quests[qid]
        total += q.xp + later_worth(q, guess, rounds // 2) + end_worth(q, guess, 14)
    return total - KEEP_COST * cards - KEEP_STRAIN * max(0, cards - KEEP_ROOM)
