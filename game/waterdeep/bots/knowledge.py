"""What one decision of the heuristic bot reads from its view: its seat, its plan, the turns it
has left, what its opponents are close to (their active quests are public), and what a gain
is worth to it now."""
from __future__ import annotations

from game.core.bots import Rng
from game.waterdeep.bots.book import KINDS, PAYS, Book, book
from game.waterdeep.bots.plans import (END_VALUE, INTRIGUE_VALUE, WEIGHT, Plan, have_of, make_plan, missing,
                                       quest_card_value, quest_worth, visits)

DENY = 0.25  # share of a piece's worth to an opponent that taking it away is worth to us
OWNER_GIFT = 0.5  # share of an owner's benefit we count against visiting a rival's building
INTRIGUE_TURNS = 3.0  # fewer turns left than this, and a card drawn may never reach the Harbor
VISIT_COST = 1.8  # what a visit spent gathering for a new quest could have earned elsewhere (VP)


class Ctx:
    """The view of one decision, read once."""

    __slots__ = ("view", "legal", "rng", "book", "seat", "me", "have", "round", "rounds_after", "turns_left",
                 "lord", "extra", "plan", "need_left", "opponents", "_urgent_by_kind", "asked", "memo")

    def __init__(self, view: dict, legal: list, rng: Rng, content_book: Book | None = None):
        self.view, self.legal, self.rng = view, legal, rng
        self.memo: dict = {}  # the best quest at the Inn, card in hand, tile in the Hall: asked once
        self.book = content_book or book()
        self.seat = view["seat"]
        self.me = view["seats"][self.seat]
        self.asked = view.get("asked") or {}
        self.have = have_of(self.me)
        self.round = int(view.get("round", 1))
        self.rounds_after = max(0, int(view.get("rounds", 8)) - self.round)
        self.turns_left = self._turns_left()
        self.lord = self.me.get("lord")
        self.extra = self._type_bonus()
        self.plan: Plan = make_plan(self.book, self.lord, list(self.me.get("quests", ())),
                                    list(self.me.get("mandatory", ())), self.have, self.turns_left,
                                    self.rounds_after, self.extra)
        self.need_left = dict(self.plan.need)
        self.opponents = [i for i in range(len(view["seats"])) if i != self.seat]
        self._urgent_by_kind = None  # worked out when a gain is first valued

    @property
    def urgent(self) -> dict:
        if self._urgent_by_kind is None:
            self._urgent_by_kind = self._urgent()
        return self._urgent_by_kind

    # -- time ------------------------------------------------------------------------------------
    def _turns_left(self) -> float:
        me = self.me
        per_round = int(me.get("agents", 0) or 0) + (1 if me.get("waiting_agent") else 0)
        per_round = max(per_round, 1)
        now = int(me.get("pool", 0) or 0)
        if self.view.get("phase") == "reassign":
            now = max(now, 1)
        return float(now + per_round * self.rounds_after)

    def _type_bonus(self) -> dict:
        """Extra VP our completed plot quests pay on completing a quest of a type."""
        out: dict[str, float] = {}
        for qid in self.me.get("plots", ()) or ():
            q = self.book.quests.get(qid)
            if q is not None and q.plot == "vp_per_type":
                t = str(q.plot_args.get("type", ""))
                out[t] = out.get(t, 0.0) + float(q.plot_args.get("vp", 0))
        return out

    # -- opponents -------------------------------------------------------------------------------
    def _urgent(self) -> dict:
        """Per piece kind, (worth, count): what one piece is worth to the opponents who are about one visit from a
        quest (they still have agents to place): the value of taking it from under them."""
        out: dict[str, float] = {}
        for i in self.opponents:
            s = self.view["seats"][i]
            if not (s.get("pool", 0) or self.view.get("phase") == "reassign"):
                continue
            have = have_of(s)
            for qid in list(s.get("mandatory", ())) + list(s.get("quests", ())):
                q = self.book.quests.get(qid)
                if q is None:
                    continue
                miss = missing(q.requires, have)
                if not miss or visits(miss) > 1.5:
                    continue
                units = sum(WEIGHT[k] * n for k, n in miss.items())
                per = float(q.reward.get("vp", 0)) / max(units, 1.0)
                for k, n in miss.items():
                    worth, count = out.get(k, (0.0, 0))
                    out[k] = (max(worth, per * WEIGHT[k]), max(count, n))
        return out

    def near_quest(self, seat: int) -> float:
        """The VP of the best quest this seat could finish with one more visit or less."""
        s = self.view["seats"][seat]
        have = have_of(s)
        best = 0.0
        for qid in s.get("quests", ()) or ():
            q = self.book.quests.get(qid)
            if q is not None and visits(missing(q.requires, have)) <= 1.0:
                best = max(best, float(q.reward.get("vp", 0)))
        return best

    def leader_score(self, seat: int) -> float:
        """How far ahead a seat looks: VP, plus a guess at what its Tavern will turn into."""
        key = ("lead", seat)
        if key not in self.memo:
            self.memo[key] = self._lead(seat)
        return self.memo[key]

    def _lead(self, seat: int) -> float:
        s = self.view["seats"][seat]
        have = have_of(s)
        return float(s.get("vp", 0)) + 0.6 * sum(WEIGHT[k] * have[k] for k in KINDS) + 0.2 * have["gold"] \
            + 2.0 * len(s.get("plots", ()) or ())

    # -- worth -----------------------------------------------------------------------------------
    def gain_value(self, gain: dict, need: dict | None = None) -> float:
        """What a bundle is worth to us now: needed pieces at their share of the quest reward,
        spare ones at their final-scoring value, VP as VP, cards at a guess."""
        need = self.need_left if need is None else need
        unit = self.plan.unit_value
        urgent = self.urgent
        v = float(gain.get("vp", 0))
        for k in PAYS:
            n = gain.get(k, 0)
            if not n:
                continue
            useful = min(n, need.get(k, 0))
            v += useful * unit[k] + (n - useful) * END_VALUE[k]
            if k in urgent:
                worth, count = urgent[k]
                v += min(n, count) * worth * DENY
        v += gain.get("intrigue", 0) * self.intrigue_value()
        v += gain.get("quest", 0) * quest_card_value(self.turns_left)
        return v

    def plain_value(self, gain: dict) -> float:
        """A bundle's worth to anybody (for what an opponent gets): VP and end values."""
        v = float(gain.get("vp", 0))
        for k in PAYS:
            v += gain.get(k, 0) * END_VALUE[k] * (1.5 if k in KINDS else 1.0)
        return v + gain.get("intrigue", 0) * INTRIGUE_VALUE + gain.get("quest", 0)

    def intrigue_value(self) -> float:
        """A card drawn now: worth less when few turns remain to play it at the Harbor."""
        return INTRIGUE_VALUE * min(1.0, self.turns_left / INTRIGUE_TURNS)

    def quest_value(self, qid: str, extra_visits: float = 0.0) -> float:
        """A quest we might take: its worth, discounted by whether it fits our remaining turns."""
        q = self.book.quests.get(qid)
        if q is None:
            return 0.0
        worth = quest_worth(self.book, self.lord, q, self.turns_left, self.rounds_after, self.extra)
        spare = dict(self.have)
        for pid in self.plan.quests:
            for k, n in self.book.quests[pid].requires.items():
                spare[k] = spare.get(k, 0) - n
        cost = visits(missing(q.requires, spare))
        room = self.turns_left - self.plan.visits - extra_visits - cost
        fit = 1.0 if room >= 1 else max(0.0, 0.5 + room * 0.5)
        crowd = 0.6 if len(self.plan.quests) >= 3 else 1.0  # enough work already
        return max(0.15 * worth, worth - VISIT_COST * cost) * fit * crowd

    def once(self, key: str, work):
        """work(self), worked out once per decision."""
        if key not in self.memo:
            self.memo[key] = work(self)
        return self.memo[key]

    def by_kind(self, kind: str) -> list:
        return [a for a in self.legal if a.kind == kind]
