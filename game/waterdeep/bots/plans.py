"""The heuristic bot's plan: which of its quests it works toward, and what they still need.

Everything is counted in victory points (VP) and in "visits" (agent placements): a quest still
missing 2 Fighters and a Wizard needs about two visits (the Fighters' space gives two, the
Wizards' one). A quest is in the plan when the visits it needs fit in the turns the seat has
left in the game; the plan's missing pieces are the seat's needs, and a needed piece is worth
its share of the quest's reward.
"""
from __future__ import annotations

from game.waterdeep.bots.book import KINDS, PAYS, Book, Quest

# A piece's weight in "cube units": Clerics and Wizards come one a visit, Fighters and Rogues
# two, gold about four; so one visit is worth about two units whatever it gives.
WEIGHT = {"cleric": 2.0, "wizard": 2.0, "fighter": 1.0, "rogue": 1.0, "gold": 0.5}
UNITS_PER_VISIT = 2.0
END_VALUE = {"cleric": 1.0, "wizard": 1.0, "fighter": 1.0, "rogue": 1.0, "gold": 0.5}  # final scoring
INTRIGUE_VALUE = 2.0  # a card in hand: one Harbor visit turns it into about this much
MAX_PLAN = 3  # quests worked on at once
BLOCKED = 0.7  # a quest behind an unfinished mandatory quest: its pieces are less urgent


def lord_bonus(book: Book, lord_id, quest: Quest) -> float:
    lord = book.lords.get(lord_id) if lord_id else None
    if lord is None or quest.mandatory or lord.scoring == "buildings":
        return 0.0
    return float(lord.vp) if quest.type in lord.types else 0.0


def visits(missing: dict) -> float:
    """About how many agent placements it takes to gather these pieces."""
    return sum(WEIGHT[k] * n for k, n in missing.items() if k in WEIGHT) / UNITS_PER_VISIT


def missing(requires: dict, have: dict) -> dict:
    return {k: n - have.get(k, 0) for k, n in requires.items() if k in WEIGHT and n > have.get(k, 0)}


def reward_value(reward: dict, turns_left: float) -> float:
    """A reward in VP: its VP, its pieces at their end value, cards drawn at a guess."""
    v = float(reward.get("vp", 0))
    for k in PAYS:
        v += END_VALUE[k] * reward.get(k, 0)
    v += INTRIGUE_VALUE * reward.get("intrigue", 0) * (1.0 if turns_left > 2 else 0.3)
    v += quest_card_value(turns_left) * reward.get("quest", 0)
    return v


def quest_card_value(turns_left: float) -> float:
    """A quest drawn blind: worth something only while there is time to do it."""
    return max(0.0, min(3.0, (turns_left - 3) * 0.5))


def plot_value(quest: Quest, rounds_after: int, plots_help: float = 1.0) -> float:
    """The ongoing effect of a plot quest, for the rounds still to come."""
    p, a = quest.plot, quest.plot_args
    if not p:
        return 0.0
    r = max(0, rounds_after)
    if p == "lieutenant":
        return 3.0 * r
    if p == "share_space":
        return 0.8 * r
    if p == "bonus_cube":
        return 0.9 * r * (WEIGHT.get(str(a.get("kind", "fighter")), 1.0))
    if p == "vp_per_type":
        return 0.35 * r * float(a.get("vp", 2))
    if p == "round_start_gain":
        gain = a.get("gain", a.get("bundle", a))
        gain = gain if isinstance(gain, dict) else {}
        return r * sum(END_VALUE.get(k, 0) * n for k, n in gain.items() if isinstance(n, int)) * 1.2
    if p == "intrigue_gold":
        return 0.3 * r * float(a.get("gold", 2))
    if p == "building_discount":
        return 0.25 * r * float(a.get("gold", 2))
    return 0.5 * r * plots_help


class Plan:
    """The quests a seat works toward and the pieces they still need."""

    __slots__ = ("quests", "need", "unit_value", "visits")

    def __init__(self, quests: list[str], need: dict, unit_value: dict, visits_needed: float):
        self.quests, self.need, self.unit_value, self.visits = quests, need, unit_value, visits_needed


def make_plan(book: Book, lord_id, active: list[str], mandatory: list[str], have: dict, turns_left: float,
              rounds_after: int, extra: dict | None = None) -> Plan:
    """Choose up to MAX_PLAN quests (mandatory ones first) that fit the turns left; what they need."""
    left = dict(have)
    chosen, need, unit = [], {}, {k: END_VALUE[k] for k in PAYS}
    budget = turns_left
    spent = 0.0

    worths = {qid: quest_worth(book, lord_id, book.quests[qid], turns_left, rounds_after, extra)
              for qid in (*mandatory, *active) if qid in book.quests}

    def rank(qid: str) -> float:
        return worths[qid] / (1.0 + visits(missing(book.quests[qid].requires, left)))

    blocked = False
    order = [q for q in mandatory if q in book.quests]
    order += sorted((q for q in active if q in book.quests), key=rank, reverse=True)
    for qid in order:
        if len(chosen) >= MAX_PLAN:
            break
        q = book.quests[qid]
        miss = missing(q.requires, left)
        cost = visits(miss)
        if not q.mandatory and spent + cost > budget:
            continue
        chosen.append(qid)
        spent += cost
        worth = worths[qid]
        units = sum(WEIGHT[k] * n for k, n in miss.items())
        per_unit = min(4.0, worth / units) if units else 0.0
        if blocked and not q.mandatory:
            per_unit *= BLOCKED
        blocked = blocked or (q.mandatory and bool(miss))
        for k in PAYS:
            use = min(left.get(k, 0), q.requires.get(k, 0))
            left[k] = left.get(k, 0) - use
        for k, n in miss.items():
            need[k] = need.get(k, 0) + n
            unit[k] = max(unit[k], per_unit * WEIGHT[k])
    return Plan(chosen, need, unit, spent)


def quest_worth(book: Book, lord_id, q: Quest, turns_left: float, rounds_after: int, extra: dict | None = None) -> float:
    """What completing this quest is worth to this seat, in VP."""
    v = reward_value(q.reward, turns_left) + lord_bonus(book, lord_id, q)
    if q.plot:
        v += plot_value(q, rounds_after)
    if extra:  # the seat's own plot quests that pay on completing a quest of a type
        v += extra.get(q.type, 0.0)
    if q.mandatory:
        v += 6.0  # it blocks every other quest until done
    return v


def have_of(seat_view: dict) -> dict:
    tavern = seat_view.get("tavern", {})
    have = {k: int(tavern.get(k, 0)) for k in KINDS}
    have["gold"] = int(seat_view.get("gold", 0))
    return have
