"""The drafter's play turn, simulated: from a seat's gold, attack, discount and class counts, the
order of plays worth most by the end of the turn.

Heroes and weapons are tried in every order that matters (a search over the set still to play,
at most seven cards); after each, the free plays happen at once: every quest whose class needs
are met (quests cost nothing, and an early discount or gold pays for the rest), then every
monster the attack now reaches (attack is not spent, and a reward may pay for more heroes).
What the turn is worth is measured in XP (game/draft/bots/worth.py): the XP it takes now, the
gold it keeps and makes later, the attack it keeps for later rounds' monsters, and how much
nearer its kept quests are.
"""
from __future__ import annotations

from game.draft.bots import worth
from game.draft.bots.book import Book, Card, Quest


class Sim:
    """Where a seat stands partway through a simulated turn."""

    __slots__ = ("gold", "attack", "lasting", "discount", "income", "xp", "card_xp", "production", "counts",
                 "front", "quests", "log")

    def __init__(self, gold: int, attack: int, lasting: int, discount: int, income: int, counts: dict,
                 quests: tuple = ()) -> None:
        self.gold, self.attack, self.lasting, self.discount, self.income = gold, attack, lasting, discount, income
        self.xp = self.card_xp = self.production = self.front = 0
        self.counts = dict(counts)
        self.quests = list(quests)  # quests played this turn
        self.log: list[str] = []  # what was played, in order

    def copy(self) -> "Sim":
        s = Sim.__new__(Sim)
        s.gold, s.attack, s.lasting, s.discount, s.income = self.gold, self.attack, self.lasting, self.discount, \
            self.income
        s.xp, s.card_xp, s.production, s.front = self.xp, self.card_xp, self.production, self.front
        s.counts = dict(self.counts)
        s.quests = list(self.quests)
        s.log = list(self.log)
        return s

    def apply(self, effects, need) -> None:
        counts = self.counts
        for cls, n in need:
            if counts.get(cls, 0) < n:
                return
        for e in effects:
            do, a = e.do, e.amount
            if do == "gain_gold":
                self.gold += a
            elif do == "gain_xp":
                self.xp += a
            elif do == "attack":
                self.attack += a
            elif do == "gain_gold_per_class":
                self.gold += a * counts.get(e.cls, 0)
            elif do == "gain_xp_per_class":
                self.xp += a * counts.get(e.cls, 0)
            elif do == "attack_per_class":
                self.attack += a * counts.get(e.cls, 0)
            elif do == "discount":
                self.discount += a
            elif do == "income":
                self.income += a

    def price(self, c: Card) -> int:
        return max(0, c.cost - self.discount)

    def buy(self, c: Card) -> None:
        self.gold -= self.price(c)
        self.counts[c.cls] = self.counts.get(c.cls, 0) + 1
        self.attack += c.attack
        self.lasting += c.attack
        self.production += c.production
        self.card_xp += c.xp
        self.front += 1
        self.log.append(c.id)
        self.apply(c.effects, c.need)

    def defeat(self, c: Card) -> None:
        self.xp += c.xp_reward
        self.gold += c.gold_reward
        self.log.append(c.id)
        self.apply(c.effects, c.need)

    def met(self, q: Quest) -> bool:
        counts = self.counts
        return all(counts.get(cls, 0) >= n for cls, n in q.requires)

    def quest(self, q: Quest) -> None:
        self.card_xp += q.xp
        self.front += 1
        self.quests.append(q.id)
        self.log.append(q.id)
        if q.frequency in ("once", "continuous"):
            self.apply(q.effects, ())


def _free_plays(sim: Sim, monsters: list, quests: list) -> None:
    """Every met quest and every monster the attack reaches, until none is left (`monsters` and
    `quests` lose what is played)."""
    changed = True
    while changed:
        changed = False
        for q in list(quests):
            if sim.met(q):
                quests.remove(q)
                sim.quest(q)
                changed = True
        for m in list(monsters):
            if sim.attack >= m.attack_cost:
                monsters.remove(m)
                sim.defeat(m)
                changed = True


ORDER_FREE = ("gain_xp", "income", "attack")  # effects whose worth does not hang on when they come


def _order_free(c: Card) -> bool:
    """A card whose place in the turn changes nothing but the gold left for the next (no class
    condition, no gold, discount or count of class cards)."""
    return not c.need and all(e.do in ORDER_FREE for e in c.effects)


class Turn:
    """One seat's turn to plan: its position, what it may play and how it is valued."""

    def __init__(self, bk: Book, start: Sim, cards: list[str], quests: list[str], pos: "worth.Position") -> None:
        self.bk, self.start, self.pos = bk, start, pos
        self.heroes = sorted((bk.cards[c] for c in cards if bk.cards[c].kind != "monster"), key=lambda c: c.id)
        self.monsters = [bk.cards[c] for c in cards if bk.cards[c].kind == "monster"]
        self.quests = [bk.quests[q] for q in quests]
        self.memo: dict = {}
        self.place = {c.id: i for i, c in enumerate(self.heroes)}  # copies of one card share a place
        self.plain = {c.id for c in self.heroes if _order_free(c)}

    def best(self) -> tuple[float, Sim]:
        """The most valuable end of this turn and the simulated turn that reaches it."""
        sim = self.start.copy()
        monsters, quests = list(self.monsters), list(self.quests)
        _free_plays(sim, monsters, quests)
        return self._search(sim, tuple(self.heroes), -1, monsters, quests)

    def _search(self, sim: Sim, heroes: tuple, after: int, monsters: list, quests: list) -> tuple[float, Sim]:
        """Order-free cards are tried in one order only (their order changes nothing but which gold
        is left when another card comes): `after` is the last order-free card's place."""
        key = (tuple(c.id for c in heroes), after, sim.gold, sim.attack, sim.discount, sim.xp, len(monsters),
               len(quests))
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        best = (self.pos.value(sim, monsters, quests), sim)
        tried = set()
        for i, c in enumerate(heroes):
            plain = c.id in self.plain
            if c.id in tried or sim.price(c) > sim.gold or (plain and self.place[c.id] < after):
                continue
            tried.add(c.id)
            nxt = sim.copy()
            nxt.buy(c)
            ms, qs = list(monsters), list(quests)
            _free_plays(nxt, ms, qs)
            found = self._search(nxt, heroes[:i] + heroes[i + 1:], self.place[c.id] if plain else after, ms, qs)
            if found[0] > best[0] + 1e-9:
                best = found
        self.memo[key] = best
        return best
