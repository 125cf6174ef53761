"""The engine's legal actions, sorted by what a person does with the mouse: which hand cards can
go into the pool, onto the play zone or onto a seat, which seats can be named, which cards can be
picked, and the words of each answer on the question panel. The table lights and answers from
these; it never works out a rule itself."""
from __future__ import annotations

from scenes.dragonvault import words

ZONE = "zone"
POOL = "pool"


def of_kind(legal, kind: str) -> list:
    return [a for a in legal if getattr(a, "kind", "") == kind]


def find(legal, kind: str, **fields):
    """The legal action of this kind with these fields, or None."""
    for a in of_kind(legal, kind):
        if all(getattr(a, k, None) == v for k, v in fields.items()):
            return a
    return None


def for_card(legal, card: str) -> list:
    """Every legal action that uses this hand card (play, pay, give, pick)."""
    return [a for a in legal if getattr(a, "card", None) == card and a.kind in ("play", "pay", "give", "pick")]


def drop_places(legal, card: str) -> set:
    """Where this hand card may be dropped: the pool (pay), the play zone (play with no target,
    or a response), a seat's plate (a play naming it, or a gift)."""
    places: set = set()
    for a in for_card(legal, card):
        if a.kind == "pay":
            places.add(POOL)
        elif a.kind == "play":
            target = getattr(a, "target", -1)
            places.add(ZONE if target is None or target < 0 else ("seat", target))
        elif a.kind == "give":
            places.add(("seat", a.seat))
    return places


def at_place(legal, card: str, place) -> list:
    """The legal actions this card dropped on `place` would make (two when a seat may be both
    named by the card and given it)."""
    out = []
    for a in for_card(legal, card):
        if place == POOL and a.kind == "pay":
            out.append(a)
        elif place == ZONE and a.kind == "play" and getattr(a, "target", -1) < 0:
            out.append(a)
        elif isinstance(place, tuple) and a.kind == "play" and getattr(a, "target", -1) == place[1]:
            out.append(a)
        elif isinstance(place, tuple) and a.kind == "give" and a.seat == place[1]:
            out.append(a)
    return out


def seats_named(legal) -> set[int]:
    """Seats a click on a plate answers (a target asked for)."""
    return {a.seat for a in of_kind(legal, "target")}


def picks(legal) -> list[str]:
    out = []
    for a in of_kind(legal, "pick"):
        if a.card not in out:
            out.append(a.card)
    return out


def blind_slots(legal) -> list[int]:
    return sorted({a.slot for a in of_kind(legal, "blind")})


def label(action, view: dict, names: list[str]) -> str:
    """An answer's words on the question panel."""
    kind = action.kind
    question = view.get("question") or {}
    asked = question.get("kind")
    if kind == "pass":
        return {"play": "Draw", "respond": "Don't respond"}.get(asked, "Pass")
    if kind == "play":
        target = getattr(action, "target", -1)
        on = f" on {names[target]}" if isinstance(target, int) and 0 <= target < len(names) else ""
        return f"Play {words.name(action.card)}{on}"
    if kind == "pay":
        return f"Pay with {words.name(action.card)}"
    if kind == "settle":
        return "Pay from the pool"
    if kind == "decline":
        return "Refuse to pay"
    if kind == "give":
        return f"Give {words.name(action.card)} to {names[action.seat]}"
    if kind == "target":
        return names[action.seat] if 0 <= action.seat < len(names) else f"Seat {action.seat + 1}"
    if kind == "choose":
        labels = field(view, "labels") or ()
        return str(labels[action.option]) if action.option < len(labels) else f"Option {action.option + 1}"
    if kind == "absorb":
        seat = (view.get("seats") or [{}] * (question.get("seat", 0) + 1))[question.get("seat", 0)]
        if action.companion < 0:
            return f"{words.name(seat.get('champion', ''))} takes it"
        comps = seat.get("companions") or []
        card = comps[action.companion]["card"] if action.companion < len(comps) else ""
        return f"{words.name(card)} takes it" if card else f"Companion {action.companion + 1} takes it"
    if kind == "blind":
        return f"Card {action.slot + 1}"
    if kind == "pick":
        return words.name(action.card)
    return str(action)


def field(view: dict, key: str, default=None):
    """A field of the question being asked, whether the engine puts it on the question or in its
    data."""
    question = view.get("question") or {}
    if key in question:
        return question[key]
    data = question.get("data")
    return data.get(key, default) if isinstance(data, dict) else default
