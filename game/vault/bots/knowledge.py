"""What the heuristic bot knows: what cards, bundles and Secrets are worth, and its view."""
from __future__ import annotations

from functools import lru_cache

from game.core.bots import Rng
from game.vault import board
from game.vault.content import load
from game.vault.bots.odds import CLASSES, FIRST_RUMOR, GOLD_DIE, RICH, SECRET_VALUE, V_MAGIC, V_RUMOR, V_TREASURE


# -- content lookups --------------------------------------------------------------------------------
def _content():
    return load()


@lru_cache(maxsize=None)
def card_value(card_id: str) -> float:
    """How much a card in hand is worth to us, in gold."""
    c = _content().card(card_id)
    reusable = 1.6 if c.use == "play" else 1.0
    a = c.args
    if c.effect == "attack_bonus":
        v = 1.1 * int(a.get("amount", 1)) * reusable
    elif c.effect == "die_bonus":
        v = 0.8 * int(a.get("amount", 1)) * reusable * (1.2 if a.get("die") == "d12" else 1.0)
    elif c.effect == "reroll":
        v = 1.0 * int(a.get("count", 1)) * reusable
    elif c.effect == "inflict_casualty_die":
        v = 0.8 * int(a.get("count", 1)) * reusable
    elif c.effect == "ignore_casualties":
        v = 0.9 * int(a.get("amount", 1)) * reusable
    elif c.effect == "ignore_casualty_die":
        v = 1.0 * reusable
    elif c.effect == "gain":
        v = bundle_value(a) * (3.0 if c.use == "play" else 1.0)
    elif c.effect == "gain_secret":
        v = SECRET_VALUE
    elif c.effect == "whisper":
        v = 0.4
    elif c.effect == "draw_extra":
        v = 1.0
    else:
        v = 0.5
    if c.klass:
        v *= 0.85
    return v


def bundle_value(bundle: dict, secret_value: float = SECRET_VALUE, gold_rate: float = 1.0) -> float:
    """What a bundle is worth in gold, each gold counted at `gold_rate` (Ctx.gold_rate)."""
    v = gold_rate * (float(bundle.get("gold", 0)) + GOLD_DIE.get(bundle.get("gold_die", ""), 0.0))
    v += V_RUMOR * bundle.get("rumors", 0) + V_TREASURE * bundle.get("treasure", 0)
    v += V_MAGIC * bundle.get("magic", 0) + secret_value * bundle.get("secret", 0)
    return v


@lru_cache(maxsize=None)
def _secret_rooms() -> tuple[tuple[int, int, float, float, float, int, int, int], ...]:
    """Per Secret: d2, d3, loot values of rooms 1..3, Casualty dice of rooms 1..3."""
    out = []
    for s in _content().secrets.values():
        r = s.rooms
        out.append((r[1].difficulty, r[2].difficulty, bundle_value(r[0].loot), bundle_value(r[1].loot),
                    bundle_value(r[2].loot), r[0].casualty_dice, r[1].casualty_dice, r[2].casualty_dice))
    return tuple(out)


# -- reading the view --------------------------------------------------------------------------------
class Ctx:
    """What one decision needs from the view, read once."""

    __slots__ = ("view", "legal", "rng", "seat", "me", "mine", "by_kind", "content", "needed", "n_slots", "memo")

    def __init__(self, view: dict, legal: list, rng: Rng):
        self.view, self.legal, self.rng = view, legal, rng
        self.seat = view["seat"]
        self.me = view["players"][self.seat]
        self.mine = view["followers"][self.seat]
        self.content = _content()
        self.needed = int(view["variants"].get("more_secrets", 0) or 3)
        self.n_slots = len(view["slots"])
        by_kind: dict[str, list] = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        self.by_kind = by_kind
        self.memo: dict = {}  # per-decision caches (the Brawls and Quests worth weighing)

    # pieces
    def force(self, place: str, seat: int | None = None) -> list[int]:
        where = self.mine if seat is None else self.view["followers"][seat]
        return list(where.get(place, (0, 0, 0)))

    def rumors(self) -> int:
        return self.me["rumors_new"] + self.me["rumors_old"]

    def face(self, place: str):
        return self.content.faces[self.view["slots"][board.slot_index(place)]["face"]]

    def slot(self, place: str) -> dict:
        return self.view["slots"][board.slot_index(place)]

    def in_play(self) -> tuple[str, ...]:
        return board.ALL_SLOTS[: self.n_slots]

    def active_watch(self, place: str) -> bool:
        return any(w["place"] == place and not w["regrouping"] for w in self.view["watch"])

    def rivals_at(self, place: str) -> list[int]:
        return [s for s, f in enumerate(self.view["followers"]) if s != self.seat and sum(f.get(place, (0, 0, 0)))]

    def has(self, action) -> bool:
        return action in self.by_kind.get(action.kind, ())

    def secret_value(self) -> float:
        """A Secret is worth most while we still need it for the Vault."""
        have = self.me["secrets"]
        return SECRET_VALUE if have < self.needed else 6.0

    def gold_rate(self) -> float:
        """What one more gold is worth to us: a whole gold while we hold little, less and less
        past RICH, when there is little left to spend it on (a Faction whose Initiative pays in
        gold would otherwise hoard it and skip the trades that turn it into power)."""
        rate = self.memo.get("gold_rate")
        if rate is None:
            rate = self.memo["gold_rate"] = max(0.35, 1.0 - 0.08 * max(0, self.me["gold"] - RICH))
        return rate

    def hire_gold(self) -> int:
        """The gold we can hire with: ours, and the Zhentarim's Initiative discount on the first Hire."""
        return self.me["gold"] + self.me.get("hire_discount", 0)

    def worth(self, bundle: dict) -> float:
        """A bundle's value to us now: Secrets as we need them, gold at our gold rate, and a
        first Rumor for the card it buys at Pursue Rumors."""
        v = bundle_value(bundle, self.secret_value(), self.gold_rate())
        if bundle.get("rumors") and not self.rumors():
            v += FIRST_RUMOR
        return v


def card_bonus(ctx: Ctx, force: list[int], *, start: float = 0.0, treasure_weight: float = 1.0) -> float:
    """`start` plus what our cards and extra Wizards can add to this force's Attack Strength:
    the best Magic Items we may play (one per Follower, class items per Follower of the class),
    fight Treasures (at `treasure_weight`), and a re-roll per Wizard after the first."""
    me = ctx.me
    bonus = start
    total = sum(force)
    magic_slots = total
    class_slots = list(force)
    mi = []
    for cid in me.get("magic", []):
        c = ctx.content.card(cid)
        if c.effect in ("attack_bonus", "die_bonus", "inflict_casualty_die", "reroll"):
            amount = {"attack_bonus": 1.0, "die_bonus": 0.7, "inflict_casualty_die": 0.83, "reroll": 1.0}[c.effect]
            amount *= float(c.args.get("amount", c.args.get("count", 1)))
            if c.effect == "die_bonus":
                die = c.args.get("die")
                if (die == "d12" and not force[2]) or (die == "d10" and not force[0]) or (die == "d4" and not force[1]):
                    continue
            mi.append((amount, c.klass))
    for amount, klass in sorted(mi, key=lambda t: -t[0]):
        if magic_slots <= 0:
            break
        if klass:
            k = CLASSES.index(klass)
            if class_slots[k] <= 0:
                continue
            class_slots[k] -= 1
        magic_slots -= 1
        bonus += amount
    for cid in me.get("treasure", []):
        c = ctx.content.card(cid)
        if c.effect == "attack_bonus":
            bonus += treasure_weight * float(c.args.get("amount", 1))
        elif c.effect == "die_bonus":
            bonus += treasure_weight * 0.6 * float(c.args.get("amount", 1))
        elif c.effect == "inflict_casualty_die":
            bonus += treasure_weight * 0.83 * int(c.args.get("count", 1))
        elif c.effect == "reroll":
            bonus += treasure_weight * 0.8
    bonus += min(2, max(0, force[2] - 1)) * 1.2  # extra Wizards re-roll
    return bonus
