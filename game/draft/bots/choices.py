"""The drafter's three answers: the quests it keeps, the card it drafts, the card it plays next.

Everything comes from its own seat's view and the public content: its gold, attack, discount,
class counts, drafted cards and kept quests; of the others only what lies on the table (play
areas, played quests, gold, attack).
"""
from __future__ import annotations

from game.draft.bots import worth
from game.draft.bots.book import Book
from game.draft.bots.turn import Sim, Turn

# The share of a card's worth to the next seat that taking it from them is worth, by seat count.
DENY_TWO = 0.5  # two seats: what the one rival does not get is margin
DENY_THREE = 0.4
DENY_MORE = 0.4  # four or five seats
CLASS_GUESS = 0.4  # XP a class card is worth to a seat that already plays that class (its quests are hidden)


def _round_now(view: dict, bk: Book) -> int:
    return max(1, min(bk.rounds, int(view.get("round", 1) or 1)))


def _lasting(bk: Book, seat: dict) -> int:
    return sum(bk.cards[c].attack for area in seat.get("play_area", ()) for c in area if c in bk.cards)


def _discount_now(bk: Book, view: dict, seat: dict) -> int:
    """The seat's discount right now: the view's, or worked out from this round's cards and its
    continuous quests when the view does not say."""
    if "discount" in seat:
        return int(seat["discount"] or 0)
    total = 0
    for qid in seat.get("quests_played", ()):
        q = bk.quests.get(qid)
        if q and q.frequency == "continuous":
            total += sum(e.amount for e in q.effects if e.do == "discount")
    areas = seat.get("play_area") or []
    if view.get("phase") == "play" and len(areas) >= _round_now(view, bk):
        for cid in areas[_round_now(view, bk) - 1]:
            c = bk.cards.get(cid)
            if c:
                total += sum(e.amount for e in c.effects if e.do == "discount")
    return total


def start_of(bk: Book, view: dict, seat: dict) -> Sim:
    """The seat's turn as it stands now (in the draft: as its play turn will begin)."""
    gold = int(seat.get("gold", 0) or 0)
    attack = int(seat.get("attack", 0) or 0)
    if view.get("phase") != "play":  # its each_round quests pay at the start of its turn
        for qid in seat.get("quests_played", ()):
            q = bk.quests.get(qid)
            if q and q.frequency == "each_round":
                gold += sum(e.amount for e in q.effects if e.do == "gain_gold")
    return Sim(gold, attack, _lasting(bk, seat), _discount_now(bk, view, seat), _income_bonus(bk, seat),
               {k: int(v) for k, v in (seat.get("class_counts") or {}).items()})


def _income_bonus(bk: Book, seat: dict) -> int:
    """The gold beyond 5 + production the seat takes at the end of its turn (the view's `income`
    is the whole of it)."""
    if "income_bonus" in seat:
        return int(seat["income_bonus"] or 0)
    if "income" in seat:
        return max(0, int(seat["income"] or 0) - bk.income_base - int(seat.get("production", 0) or 0))
    return 0


def position_of(bk: Book, view: dict, seat: dict) -> worth.Position:
    picks_left = max(0, len(seat.get("pack") or ()) - 1) if view.get("phase") == "draft" else 0
    return worth.Position(bk, bk.rounds - _round_now(view, bk), list(seat.get("quests_played") or ()),
                          int(seat.get("cards_in_front", 0) or 0), picks_left)


def plan(bk: Book, view: dict, seat: dict, cards: list[str]) -> tuple[float, Sim]:
    """The best turn with these draft cards in hand and the seat's kept quests."""
    kept = [q for q in (seat.get("quests") or ()) if q in bk.quests] if view.get("quests_on", True) else []
    return Turn(bk, start_of(bk, view, seat), [c for c in cards if c in bk.cards], kept,
                position_of(bk, view, seat)).best()


# -- keeping quests --------------------------------------------------------------------------------
def keep_choice(bk: Book, view: dict, legal: list):
    """The three quests that fit together best (worth.keep_worth)."""
    return max(legal, key=lambda a: (worth.keep_worth(bk, tuple(a.cards), bk.rounds), tuple(sorted(a.cards))))


# -- drafting --------------------------------------------------------------------------------------
def next_seat(view: dict) -> int:
    n = len(view["seats"])
    step = 1 if view.get("pass_direction", "left") == "left" else -1
    return (int(view["viewer"]) + step) % n


def their_worth(bk: Book, view: dict, seat: dict, cid: str) -> float:
    """A rough worth of a card to another seat, from what lies on the table: its gold, attack,
    classes and played END OF GAME quests (its kept quests are hidden)."""
    c = bk.cards[cid]
    ra = bk.rounds - _round_now(view, bk)
    counts = seat.get("class_counts") or {}
    if c.kind == "monster":
        gap = c.attack_cost - int(seat.get("attack", 0) or 0)
        reward = c.xp_reward + worth.GOLD * c.gold_reward * (ra > 0)
        return reward if gap <= 0 else reward * 0.3 if gap <= 2 else 0.0
    if c.cost > int(seat.get("gold", 0) or 0):
        return 0.0
    v = c.xp + worth.GOLD * c.production * ra + worth.ATTACK * ra * c.attack - worth.GOLD * c.cost * (ra > 0)
    more = dict(counts)
    more[c.cls] = more.get(c.cls, 0) + 1
    front = int(seat.get("cards_in_front", 0) or 0)
    for qid in seat.get("quests_played") or ():
        q = bk.quests.get(qid)
        if q:
            v += worth.end_worth(q, more, front + 1) - worth.end_worth(q, counts, front)
    total = sum(int(n) for n in counts.values())
    if total and int(seat.get("quests_count", 0) or 0):
        v += CLASS_GUESS * 3 * int(counts.get(c.cls, 0)) / total
    return max(0.0, v)


def pick_choice(bk: Book, view: dict, legal: list):
    """The card whose drafting makes this round's best turn worth most, plus what taking it
    keeps from the next seat (the most it would have got from the pack, less what it gets now)."""
    me = view["seats"][view["viewer"]]
    drafted = list(me.get("drafted") or ())
    base = plan(bk, view, me, drafted)[0]
    options = sorted({a.card for a in legal})
    pack = list(me.get("pack") or options)
    n = len(view["seats"])
    deny = DENY_TWO if n == 2 else DENY_THREE if n == 3 else DENY_MORE
    them = view["seats"][next_seat(view)] if len(pack) > 1 else None
    theirs = {c: their_worth(bk, view, them, c) for c in set(pack)} if them else {}

    def after(cid: str) -> float:  # the best the next seat gets if we take cid
        rest = list(pack)
        if cid in rest:
            rest.remove(cid)
        return max((theirs[c] for c in rest), default=0.0)

    top = max(theirs.values(), default=0.0)
    scores = {}
    for cid in options:
        gain = plan(bk, view, me, drafted + [cid])[0] - base
        scores[cid] = gain + (deny * (top - after(cid)) if theirs else 0.0)
    best = max(options, key=lambda c: (scores[c], c))
    return next(a for a in legal if a.card == best)


# -- playing ----------------------------------------------------------------------------------------
def play_choice(bk: Book, view: dict, legal: list):
    """The first play of the best turn; Pass when the best turn plays nothing more."""
    me = view["seats"][view["viewer"]]
    plays = {a.card: a for a in legal if a.kind == "play"}
    stop = next((a for a in legal if a.kind == "pass"), None)
    _, sim = plan(bk, view, me, list(me.get("drafted") or ()))
    for cid in sim.log:
        if cid in plays:
            return plays[cid]
    if stop is not None:
        return stop
    return legal[0]
