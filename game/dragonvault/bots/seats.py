"""What one decision of the heuristic bot reads from its view: its seat, its hand and pool, who
is an ally and who an enemy, how much life every champion has left, what is still unseen, and
how threatening each enemy looks from what everyone can see."""
from __future__ import annotations

from collections import Counter

from game.core.bots import Rng
from game.dragonvault.bots.book import Book, book

START_HAND = ("food", "gold_coins", "gold_coins")  # every seat's first three cards (DV-SET-03)


class Ctx:
    """The view of one decision, read once."""

    def __init__(self, view: dict, legal: list, rng: Rng, content_book: Book | None = None):
        self.view, self.legal, self.rng = view, legal, rng
        self.book = content_book or book()
        self.seats: list[dict] = list(view.get("seats", ()))
        self.seat = int(view.get("viewer", view.get("seat", 0)))
        self.me = self.seats[self.seat] if 0 <= self.seat < len(self.seats) else {}
        self.hand: list[str] = list(self.me.get("hand", ()) or ())
        self.pool = int(view.get("pool", 0) or 0) if view.get("active") == self.seat else 0
        q = dict(view.get("question") or {})
        q.update(q.pop("data", None) or {})
        self.q = q
        teams = view.get("teams")
        self.teams = list(teams) if teams else None
        self.alive = [i for i, s in enumerate(self.seats) if s.get("alive", True)]
        self._unseen: Counter | None = None
        self._rates: tuple[float, float] | None = None
        self._treasure_rate: float | None = None
        self._threats: dict[int, float] = {}
        self.payments: dict[int, tuple | None] = {}  # owed -> the best payment from hand (worth.payment)
        self.treasure = sum(self.book.value(c) for c in self.hand)

    # -- who is who --------------------------------------------------------------------------
    def ally(self, i: int) -> bool:
        """A declared ally (never this seat itself)."""
        return bool(self.teams) and i != self.seat and self.teams[i] == self.teams[self.seat]

    def friend(self, i: int) -> bool:
        """This seat or an ally."""
        return i == self.seat or self.ally(i)

    def enemies(self, of: int | None = None) -> list[int]:
        """The living champions not on `of`'s side (this seat's by default)."""
        of = self.seat if of is None else of
        side = self.teams[of] if self.teams else None
        return [i for i in self.alive if i != of and (side is None or self.teams[i] != side)]

    def allies(self) -> list[int]:
        return [i for i in self.alive if self.ally(i)]

    # -- life --------------------------------------------------------------------------------
    def hp(self, i: int) -> int:
        """Damage the champion can still take before it dies."""
        s = self.seats[i]
        return max(0, int(s.get("toughness", 0) or 0) - int(s.get("damage", 0) or 0))

    def guards(self, i: int) -> list[tuple[int, int]]:
        """(index, life left) of the seat's companions able to take damage for it (unfrozen)."""
        out = []
        for n, c in enumerate(self.seats[i].get("companions", ()) or ()):
            if not c.get("frozen"):
                out.append((n, max(0, int(c.get("toughness", 0) or 0) - int(c.get("damage", 0) or 0))))
        return out

    def modifier(self, i: int) -> int:
        """What seat i's champion adds to each d6 it rolls; a frozen champion rolls 1 (DV-FRZ-04)."""
        return self.book.roll_modifier(self.seats[i].get("champion", ""))

    # -- treasure -----------------------------------------------------------------------------
    def treasure_cards(self) -> list[str]:
        return [c for c in self.hand if self.book.value(c) > 0]

    def my_treasure(self) -> int:
        return self.treasure

    def draws_left(self) -> float:
        """About how many more adventure cards this seat will draw."""
        return float(self.view.get("deck_count", 0) or 0) / max(1, len(self.alive))

    # -- what is unseen ------------------------------------------------------------------------
    def unseen(self) -> Counter:
        """Cards somewhere this seat cannot see (the deck and the other hands), by id: the
        adventure deck and every starting hand, less the discard pile, this hand and the table."""
        if self._unseen is None:
            left = Counter(self.book.deck(len(self.seats)))
            for _ in self.seats:
                left.update(START_HAND)
            seen = Counter(self.view.get("discard", ()) or ())
            seen.update(self.hand)
            for s in self.seats:
                seen.update(c.get("card", "") for c in s.get("companions", ()) or ())
            enc = self.view.get("encounter") or {}
            if enc.get("card"):
                seen[enc["card"]] += 1
            left.subtract(seen)
            self._unseen = Counter({k: v for k, v in left.items() if v > 0})
        return self._unseen

    def danger_rates(self) -> tuple[float, float]:
        """(damage to the drawer, damage to every seat) an unseen card deals on average when drawn."""
        if self._rates is None:
            left = self.unseen()
            n = sum(left.values()) or 1
            own = sum(self.book.blow(c) * k for c, k in sorted(left.items()) if not self.book.group(c))
            group = sum(self.book.blow(c) * k for c, k in sorted(left.items()) if self.book.group(c))
            self._rates = (own / n, group / n)
        return self._rates

    def unseen_treasure_rate(self) -> float:
        """Treasure value of an unseen card, on average."""
        if self._treasure_rate is None:
            left = self.unseen()
            n = sum(left.values())
            self._treasure_rate = sum(self.book.value(c) * k for c, k in sorted(left.items())) / n if n else 0.0
        return self._treasure_rate

    def hand_treasure(self, i: int) -> float:
        """What seat i's hand is likely worth in treasure (its own, exactly)."""
        if i == self.seat:
            return float(self.my_treasure())
        shown = self.seats[i].get("treasure")
        if shown is not None:
            return float(shown)
        return int(self.seats[i].get("hand_count", 0) or 0) * self.unseen_treasure_rate()

    def threat(self, i: int) -> float:
        """How much seat i looks like the leader: its hand (treasure is what wins), how little
        damage it has taken, its companions."""
        if i not in self._threats:
            s = self.seats[i]
            tough = max(1, int(s.get("toughness", 1) or 1))
            self._threats[i] = (self.hand_treasure(i) + 0.3 * int(s.get("hand_count", 0) or 0)
                                + 2.0 * self.hp(i) / tough + 0.5 * len(self.guards(i)))
        return self._threats[i]

    def leader(self) -> int | None:
        """The most threatening enemy."""
        return max(self.enemies(), key=lambda j: (self.threat(j), -j), default=None)

    def number(self, key: str, default: int = -1) -> int:
        """A whole number the question carries (its default when missing or not a number)."""
        value = self.q.get(key)
        return value if isinstance(value, int) and not isinstance(value, bool) else default

    # -- the legal actions ---------------------------------------------------------------------
    def of_kind(self, kind: str) -> list:
        return [a for a in self.legal if a.kind == kind]
