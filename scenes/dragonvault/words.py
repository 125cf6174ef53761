"""The words the Dragonvault table shows: card and champion names and texts from the content
(game.dragonvault.content), questions and refusals as the engine words them, and the few
labels of the table's own (whose turn, the pool, a seat's state)."""
from __future__ import annotations

from functools import lru_cache

from game.core.words import tidy

KINDS = {"action": "Action", "response": "Response", "mercenary": "Mercenary", "companion": "Companion",
         "encounter": "Encounter", "treasure": "Treasure", "champion": "Champion"}
SUBTYPES = {"dragon": "Dragon", "trap": "Trap", "other": "Encounter", "group": "Group encounter"}
TRIGGERS = {
    "would_be_damaged": "your champion is about to take damage",
    "damaged_by_enemy": "another seat's card has just damaged your champion",
    "targeted": "another seat played a card naming you",
    "encounter_drawn": "you drew an encounter",
    "own_roll": "you have just rolled the die",
    "frozen": "your champion has just been frozen",
}


@lru_cache(maxsize=1)
def content():
    from game.dragonvault.content import load

    return load()


def thing(card_id: str):
    """The content's card or champion with this id (None for an unknown id)."""
    try:
        return content().card(card_id)
    except (KeyError, ValueError, TypeError, AttributeError):
        return None


def name(card_id: str) -> str:
    found = thing(card_id)
    return getattr(found, "name", "") or card_id.replace("_", " ").title()


def kind_of(card_id: str) -> str:
    found = thing(card_id)
    if found is None:
        return ""
    return getattr(found, "type", "") or "champion"


def kind_label(card_id: str) -> str:
    found = thing(card_id)
    if found is None:
        return ""
    if getattr(found, "type", "") == "encounter":
        return SUBTYPES.get(getattr(found, "subtype", ""), "Encounter")
    return KINDS.get(kind_of(card_id), "")


def text(card_id: str) -> str:
    found = thing(card_id)
    return tidy(getattr(found, "text", "") or "")


def value(card_id: str) -> int:
    return int(getattr(thing(card_id), "value", 0) or 0)


def cost(card_id: str) -> int:
    return int(getattr(thing(card_id), "cost", 0) or 0)


def card_line(card_id: str) -> str:
    """One card in one or two sentences: its name, its kind and what it does."""
    label = kind_label(card_id)
    head = f"{name(card_id)} ({label.lower()})" if label else name(card_id)
    extra = []
    if cost(card_id):
        extra.append(f"costs {cost(card_id)} treasure")
    if value(card_id):
        extra.append(f"worth {value(card_id)} treasure")
    said = text(card_id)
    return head + (": " + said if said else "") + ("" if not extra else f" ({', '.join(extra)})")


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def trigger_line(trigger: str) -> str:
    return TRIGGERS.get(trigger, trigger.replace("_", " "))


def seat_state(seat: dict) -> str:
    """A seat's champion, damage and state in plain words (a plate's tooltip)."""
    if not seat.get("champion"):
        return f"{seat['name']} has not chosen a champion yet."
    champion = name(seat["champion"])
    if not seat.get("alive", True):
        return f"{seat['name']}'s {champion} is out of the game."
    parts = [f"{seat['name']} plays {champion}: {seat.get('damage', 0)} damage of {seat.get('toughness', 0)} "
             f"(dies at {seat.get('toughness', 0)})."]
    if seat.get("frozen"):
        thaw = seat.get("thaws_on_turn")
        parts.append("Frozen" + (f" until turn {thaw}" if isinstance(thaw, int) else "")
                     + ": no abilities, rolls count as 1.")
    for c in seat.get("companions") or ():
        parts.append(f"Companion {name(c['card'])}: {c.get('damage', 0)} damage of {c.get('toughness', 0)}"
                     + (" (frozen)" if c.get("frozen") else "") + ".")
    parts.append(f"{plural(seat.get('hand_count', 0), 'card')} in hand.")
    text_ = text(seat["champion"])
    if text_:
        parts.append(f"{champion}: {text_}")
    return " ".join(parts)
