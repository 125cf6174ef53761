"""What the public content says, read once for the heuristic bot: every card's type, numbers and
effects (the rulebook a player may look up), the champions' abilities, and the adventure deck's
make-up at each seat count (what is still unseen is the deck less what has been shown).

The bot never imports the engine: it reads the content and its own seat's view.
"""
from __future__ import annotations

HARMS = ("damage", "freeze", "steal", "discard", "pay_or")  # effects that hurt whoever they name
HELPS = ("heal", "thaw", "gain", "salvage", "peek")  # effects that help whoever they name


class Book:
    """The content, as the bot looks it up (every card's kind and treasure value read once)."""

    def __init__(self, content) -> None:
        self.content = content  # game.dragonvault.content.Content
        self._blows: dict[str, float] = {}
        self._decks: dict[int, list[str]] = {}
        cards = dict(getattr(content, "cards", {}))
        self.kinds = {cid: c.type for cid, c in cards.items()}
        self.kinds.update((cid, "champion") for cid in getattr(content, "champions", {}))
        self.values = {cid: int(c.value or 0) for cid, c in cards.items() if c.type == "treasure"}
        self.relics = frozenset(cid for cid, c in cards.items() if getattr(c, "relic", False))
        self.groups = frozenset(cid for cid, c in cards.items() if getattr(c, "subtype", "") == "group")

    def card(self, card_id: str):
        """A card or a champion by id (None when unknown)."""
        try:
            return self.content.card(card_id)
        except (KeyError, AttributeError):
            return None

    def kind(self, card_id: str) -> str:
        return self.kinds.get(card_id, "")

    def value(self, card_id: str) -> int:
        """Treasure value (0 for every other card)."""
        return self.values.get(card_id, 0)

    def relic(self, card_id: str) -> bool:
        return card_id in self.relics

    def cost(self, card_id: str) -> int:
        return int(getattr(self.card(card_id), "cost", 0) or 0)

    def effects(self, card_id: str) -> tuple:
        return tuple(getattr(self.card(card_id), "effects", ()) or ())

    def abilities(self, card_id: str) -> tuple:
        return tuple(getattr(self.card(card_id), "abilities", ()) or ())

    def roll_modifier(self, champion: str) -> int:
        """What the champion adds to every d6 its owner rolls (Avadel +1)."""
        return sum(int(a.modifier or 0) for a in self.abilities(champion) if a.trigger == "own_roll")

    def blow(self, card_id: str) -> float:
        """The damage an encounter deals whoever faces it, on average (unpaid, unprevented)."""
        found = self._blows.get(card_id)
        if found is None:
            found = self._blows[card_id] = self_damage(self.effects(card_id)) if self.kind(card_id) == "encounter" else 0.0
        return found

    def group(self, card_id: str) -> bool:
        return card_id in self.groups

    def deck(self, seats: int) -> list[str]:
        """The adventure deck's cards at this many seats (ids, copies repeated)."""
        if seats not in self._decks:
            self._decks[seats] = _deck(self.content, seats)
        return self._decks[seats]


def _deck(content, seats: int) -> list[str]:
    try:
        from game.dragonvault.content import deck_list

        return list(deck_list(content, seats))
    except ImportError:  # the content helper not there: count the copies here
        out: list[str] = []
        for cid, card in content.cards.items():
            n = int(getattr(card, "copies", 0) or 0)
            extra = int(getattr(card, "extra_at_seats", 0) or 0)
            out += [cid] * (n + (1 if extra and seats >= extra else 0))
        return out


def walk(effects) -> list:
    """Every effect in these, the ones inside rolls, choices and refusals included."""
    out = []
    for e in effects:
        out.append(e)
        for row in getattr(e, "table", ()) or ():
            out += walk(row.effects)
        for opt in getattr(e, "options", ()) or ():
            out += walk(opt.effects)
        out += walk(getattr(e, "otherwise", ()) or ())
    return out


def self_damage(effects) -> float:
    """The damage these effects deal the seat facing them, on average over their d6 rolls (a
    refusable cost counted as refused, a choice at its mildest)."""
    total = 0.0
    for e in effects:
        if e.do == "damage" and e.who in ("self", "everyone"):
            total += e.amount
        elif e.do == "roll":
            total += (e.times or 1) * sum((r.hi - r.lo + 1) / 6 * self_damage(r.effects) for r in e.table)
        elif e.do == "pay_or":
            total += self_damage(e.otherwise)
        elif e.do == "choose" and e.options:
            total += min(self_damage(o.effects) for o in e.options)
    return total


def harmful(effects) -> bool:
    """True when these effects hurt the seat they name (a target, a chosen champion)."""
    named = [e for e in walk(effects) if e.who in ("target", "chosen")]
    hurts = sum(1 for e in named if e.do in HARMS)
    return hurts > sum(1 for e in named if e.do in HELPS) or (not named and any(
        e.do in ("steal",) for e in walk(effects)))


_BOOKS: dict[int, Book] = {}


def book(content=None) -> Book:
    """The game's content (or this one, for a test's folder), read once."""
    if content is None:
        from game.dragonvault.content import load

        content = load()
    found = _BOOKS.get(id(content))
    if found is None or found.content is not content:
        found = _BOOKS[id(content)] = Book(content)
    return found
