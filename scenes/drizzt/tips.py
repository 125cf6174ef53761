"""Tooltips on the dungeon: a monster's numbers and tactics, a hero's state, a tile and what
lies on it. Words only, from the party's view and the content."""
from __future__ import annotations

from game.core.words import tidy
from game.drizzt import grid
from game.drizzt.cards import condition_text
from game.drizzt.tactics import describe
from game.drizzt.content import load
from scenes.drizzt import words


def monster_tip(view: dict, uid: str) -> str:
    m = next((m for m in view.get("monsters", ()) if m["uid"] == uid), None)
    if m is None:
        return ""
    card = load().monster(m["card"])
    holder = words.hero_name(view, m["holder"])
    lines = [f"{card.name}  (Defense {card.defense}, health {m['health']}/{m['full']}, {card.xp} XP)",
             f"In {holder}'s row: it acts in {holder}'s villain phase."]
    for t in card.tactics:
        hit = f" (+{t.attack}, {t.damage} damage)" if t.attack else ""
        lines.append(f"• {condition_text(t.cond)}: {tidy(describe(t))}{hit}")
    return "\n".join(lines)


def hero_tip(view: dict, i: int) -> str:
    h = view["heroes"][i]
    state = []
    if h["health"] <= 0 and not h["escaped"]:
        state.append("down")
    state += [w for w in ("stunned", "poisoned") if h.get(w)]
    state += [words.card_name(c) for c in h.get("curses", ())]
    extra = f" — {', '.join(state)}" if state else ""
    return (f"{h['name']}, level {h['level']}{extra}\nHealth {h['health']}/{h['max_health']}, "
            f"Defense {h['defense']}, Speed {h['speed']}")


def space_tip(view: dict, cell) -> str:
    pos = grid.tile_of(cell)
    tile = next((t for t in view.get("tiles", ()) if (t["tx"], t["ty"]) == pos), None)
    if tile is None:
        return ""
    text = load().tile_defs[tile["id"]].name
    marks = []
    for m in tile["markers"]:
        kind, _, card = m.partition(":")
        name = words.card_name(card)
        marks.append({"hazard": f"hazard: {name}", "trap": f"trap: {name}", "item": "an item lies here"}.get(kind, name))
    if tile.get("door") in ("closed", "locked"):
        marks.append(f"a {tile['door']} door")
    return text + ("\n" + "; ".join(marks) if marks else "")
