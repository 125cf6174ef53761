"""The engine's legal actions, sorted by what a person does with the mouse: which spaces an agent
may go to, which cards are on offer to pick, which quests can be completed, which seats can be
targeted. The table lights and answers from these; it never works out a rule itself."""
from __future__ import annotations


def of_kind(legal, kind: str) -> list:
    return [a for a in legal if getattr(a, "kind", "") == kind]


def spaces_open(legal) -> set[str]:
    """Spaces an agent may be assigned to now (a placement or a reassignment)."""
    return {a.space for a in of_kind(legal, "assign")}


def find(legal, kind: str, **fields):
    """The legal action of this kind with these fields, or None."""
    for a in of_kind(legal, kind):
        if all(getattr(a, k, None) == v for k, v in fields.items()):
            return a
    return None


def picks(legal) -> set[str]:
    return {a.card for a in of_kind(legal, "pick")}


def completes(legal) -> set[str]:
    return {a.quest for a in of_kind(legal, "complete")}


def targets(legal) -> set[int]:
    return {a.seat for a in of_kind(legal, "target")}


def recalls(legal) -> set[str]:
    return {a.space for a in of_kind(legal, "recall")}


def by_text(legal) -> dict:
    """Each legal action by its text form (how the view's question names its options)."""
    return {str(a): a for a in legal}
