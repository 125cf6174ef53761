"""The words the Dungeon Draft table shows: card and quest names and texts from the content
(game.draft.content), and the table's own few labels (a seat's numbers, a card's line)."""
from __future__ import annotations

from functools import lru_cache

CLASS_NAMES = {"druid": "Druid", "warrior": "Warrior", "mage": "Mage", "rogue": "Rogue", "monster": "Monster"}
CLASS_COLOURS = {"druid": (62, 130, 64), "warrior": (160, 58, 44), "mage": (64, 92, 170),
                 "rogue": (96, 84, 108), "monster": (120, 60, 30)}
QUEST_COLOUR = (170, 132, 48)


@lru_cache(maxsize=1)
def content():
    from game.draft.content import load

    return load()


def card(card_id: str):
    """The content's draft card with this id (None for a quest or an unknown id)."""
    return content().cards.get(card_id)


def quest(card_id: str):
    return content().quests.get(card_id)


def name(card_id: str) -> str:
    found = card(card_id) or quest(card_id)
    return getattr(found, "name", "") or card_id.replace("_", " ").title()


def cls(card_id: str) -> str:
    """The card's class ('monster' for a monster, '' for a quest)."""
    found = card(card_id)
    if found is None:
        return ""
    return "monster" if found.kind == "monster" else found.cls


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def requires(card_id: str) -> str:
    q = quest(card_id)
    if q is None:
        return ""
    return ", ".join(f"{n} {CLASS_NAMES.get(c, c)}" for c, n in sorted(q.requires.items()))


def numbers(card_id: str) -> str:
    """A card's numbers in one line: cost, attack, production and XP (or a monster's)."""
    c = card(card_id)
    if c is None:
        q = quest(card_id)
        return f"Quest: needs {requires(card_id)}; {q.xp} XP" if q else ""
    if c.kind == "monster":
        reward = [f"{c.xp_reward} XP"] + ([f"{c.gold_reward} gold"] if c.gold_reward else [])
        return f"Monster: needs {c.attack_cost} attack; gives {' and '.join(reward)}"
    parts = [f"costs {c.cost} gold"]
    if c.attack:
        parts.append(f"{c.attack} attack")
    if c.production:
        parts.append(f"+{c.production} gold a turn")
    parts.append(f"{c.xp} XP")
    return f"{CLASS_NAMES.get(c.cls, c.cls)} {c.kind}: " + ", ".join(parts)


def text(card_id: str) -> str:
    found = card(card_id) or quest(card_id)
    if found is None:
        return ""
    said = found.text or (found.ability.text if getattr(found, "ability", None) else "")
    return said


def card_line(card_id: str) -> str:
    """The tooltip and zoom words: name, numbers, text."""
    lines = [name(card_id), numbers(card_id), text(card_id)]
    return "\n".join(line for line in lines if line)


def seat_numbers(seat: dict) -> str:
    return (f"Gold {seat.get('gold', 0)}  Attack {seat.get('attack', 0)}  Prod. {seat.get('production', 0)}  "
            f"XP {seat.get('card_xp', 0) + seat.get('xp_tokens', 0)}")


def seat_tip(seat: dict) -> str:
    counts = seat.get("class_counts") or {}
    classes = ", ".join(f"{n} {CLASS_NAMES.get(c, c)}" for c, n in sorted(counts.items()) if n) or "no cards yet"
    return (f"{seat.get('name', '')}: {seat.get('gold', 0)} gold, {seat.get('attack', 0)} attack this round, "
            f"{seat.get('production', 0)} production ({seat.get('income', 0)} gold at the end of the turn).\n"
            f"XP: {seat.get('card_xp', 0)} on cards and quests, {seat.get('xp_tokens', 0)} in tokens.\n"
            f"In play: {classes}. Quests in hand: {seat.get('quests_count', 0)}.")


def _kind(event) -> str:
    return (event.data or {}).get("kind", "") if isinstance(event.data, dict) else ""


def log_lines(events: list, say) -> list[tuple[str, object]]:
    """The log's lines for a run of events, (line, the event whose seat marks it or None): a pick
    round is one line, everyone's picks and where the hands go ("Pick 3 of 7: everyone picks a card;
    the hands pass left."), since which card each seat drafted is secret and every seat picks; a seat's
    secret choice made and "all have chosen" are left to the bands ("Picked"). Any other event is
    `say(event)`, as it is."""
    out: list[tuple[str, object]] = []
    k = 0
    while k < len(events):
        event, kind = events[k], _kind(events[k])
        if kind in ("draft", "keep_quests"):  # a choice sealed, or all of them: the bands say it
            k += 1
            continue
        if kind != "picked":
            line = say(event)
            if line:
                out.append((line, event))
            k += 1
            continue
        pick = event.data.get("pick", "")
        while k < len(events) and _kind(events[k]) == "picked":
            k += 1
        if k < len(events) and _kind(events[k]) == "passed":
            way = events[k].data.get("direction", "on")
            out.append((f"Pick {pick} of 7: everyone picks a card; the hands pass {way}.", None))
            k += 1
        else:
            out.append((f"Pick {pick} of 7: everyone picks their last card.", None))
    return out
