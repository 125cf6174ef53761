"""The words the Lords of Waterdeep table says: names of cards, buildings and spaces from the
content, bundles of gains as short phrases ("2 Fighters, 2 gold"), and the plain sentences of
the prompt."""
from __future__ import annotations

from functools import lru_cache

CUBES = ("cleric", "fighter", "rogue", "wizard")
CUBE_NAMES = {"cleric": ("Cleric", "Clerics"), "fighter": ("Fighter", "Fighters"),
              "rogue": ("Rogue", "Rogues"), "wizard": ("Wizard", "Wizards")}
OTHER_NAMES = {"gold": ("gold", "gold"), "vp": ("VP", "VP"), "intrigue": ("Intrigue card", "Intrigue cards"),
               "quest": ("Quest", "Quests")}
ORDER = (*CUBES, "gold", "vp", "intrigue", "quest")


@lru_cache(maxsize=1)
def content():
    """The game's content, or None while it is not installed (the table then shows ids)."""
    try:
        from game.waterdeep.content import load
    except ImportError:
        return None
    return load()


def pretty(ident: str) -> str:
    """An id as words, for a card the content does not know ('spy_on_x' -> 'Spy on x')."""
    words = ident.replace("_", " ").strip()
    return words[:1].upper() + words[1:]


def _item(group: str, ident: str):
    found = content()
    return getattr(found, group, {}).get(ident) if found is not None else None


def name_of(group: str, ident: str) -> str:
    """The name of a quest, intrigue card, lord, building or basic building by its id."""
    if not ident:
        return ""
    item = _item(group, ident)
    return getattr(item, "name", None) or pretty(ident)


def text_of(group: str, ident: str) -> str:
    item = _item(group, ident)
    return getattr(item, "text", "") if item is not None else ""


def quest_name(q: str) -> str:
    return name_of("quests", q)


def intrigue_name(c: str) -> str:
    return name_of("intrigue", c)


def lord_name(c: str) -> str:
    return name_of("lords", c)


def building_name(b: str) -> str:
    return name_of("buildings", b) if _item("buildings", b) is not None else name_of("basics", b)


def card_name(c: str) -> str:
    """The name of a card of any deck (a quest, an intrigue card, a lord or a building)."""
    for group in ("intrigue", "quests", "lords", "buildings", "basics"):
        if _item(group, c) is not None:
            return name_of(group, c)
    return pretty(c)


def bundle_text(bundle: dict | None) -> str:
    """'2 Fighters, 1 Rogue, 4 gold' (empty: 'nothing')."""
    parts = []
    for key in ORDER:
        n = (bundle or {}).get(key, 0)
        if n:
            one, many = CUBE_NAMES.get(key) or OTHER_NAMES[key]
            parts.append(f"{n} {one if n == 1 else many}")
    return ", ".join(parts) or "nothing"


def quest_line(q: str) -> str:
    """A quest's requirements and reward in one line, for a tooltip."""
    item = _item("quests", q)
    if item is None:
        return quest_name(q)
    needs = bundle_text(_plain(getattr(item, "requires", {})))
    gets = bundle_text(_plain(getattr(item, "reward", {})))
    kind = getattr(item, "type", "")
    plot = getattr(item, "plot_text", "") or ""
    line = f"{item.name} ({kind.capitalize()}). Needs {needs}. Reward: {gets}."
    return line + (f"\nPlot: {plot}" if plot else "")


def _plain(bundle) -> dict:
    """A content bundle as a dict (the loader may keep it as a dataclass or a mapping)."""
    if isinstance(bundle, dict):
        return bundle
    if hasattr(bundle, "items"):
        return dict(bundle.items())
    return {k: getattr(bundle, k) for k in ORDER if getattr(bundle, k, 0)}


def requires_of(q: str) -> dict:
    item = _item("quests", q)
    return _plain(getattr(item, "requires", {})) if item is not None else {}


def intrigue_line(c: str) -> str:
    item = _item("intrigue", c)
    if item is None:
        return intrigue_name(c)
    return f"{item.name} ({getattr(item, 'kind', '').capitalize()}): {getattr(item, 'text', '')}"


def lord_line(c: str) -> str:
    item = _item("lords", c)
    if item is None:
        return lord_name(c)
    return f"Your secret lord, {item.name}: {getattr(item, 'text', '')}"


def building_line(b: str) -> str:
    item = _item("buildings", b)
    if item is None:
        return building_name(b)
    owner = getattr(item, "owner_text", "")
    return f"{item.name} (costs {getattr(item, 'cost', '?')} gold): {getattr(item, 'text', '')}" + \
        (f"\nOwner: {owner}" if owner else "")


def seat_word(n: int) -> str:
    return f"{n} agent" + ("" if n == 1 else "s")
