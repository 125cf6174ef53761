"""How far the party is toward its adventure's goal, in one sentence for the table ("Monsters
defeated 4 of 10", "Heroes out 1 of 3"). Reads a view (`rules.view`) or the state's plain data
(`to_data(state)`); it counts only what the adventure module decides (LD-OVR-04..06)."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.codec import to_data
from game.drizzt import scale
from game.drizzt.content import load, split_effect


@dataclass(frozen=True)
class Progress:
    """`done` of `total` toward the goal; `text` says it, `more` adds what else is worth knowing
    (tiles left when running out of tiles loses)."""

    objective: str  # defeat_villain | destroy_item | escape | free_prisoners | slay
    done: int
    total: int
    text: str
    more: str = ""


def progress(view: dict) -> Progress:
    """The goal's progress from a view (or `to_data(state)`)."""
    adv = load().adventures[view["adventure"]]
    name, arg = split_effect(adv.objective)
    flags = view.get("flags") or {}
    out = _OBJECTIVES[name](view, adv, flags, arg)
    if "no_tiles" in adv.defeat:
        left = view["tile_deck"] if isinstance(view["tile_deck"], int) else len(view["tile_deck"])
        out = Progress(out.objective, out.done, out.total, out.text,
                       f"{left} tile{'' if left == 1 else 's'} left in the deck")
    return out


def progress_of(state) -> Progress:
    """The goal's progress of a State."""
    return progress(to_data(state))


def _slay(view: dict, adv, flags: dict, arg: str) -> Progress:
    need = int(arg)
    slain = min(flags.get("slain", 0), need)
    return Progress("slay", slain, need, f"Monsters defeated {slain} of {need}")


def _special_tile(adv) -> str:
    tiles = load().tiles
    return " or ".join(tiles[t].name for t in adv.tiles.special if t in tiles) or "its lair"


def _foe(view: dict, adv, flags: dict, objective: str) -> Progress:
    """A villain to defeat or an object to destroy: not found yet, its Health, or gone."""
    card_id = f"object_{adv.id}" if objective == "destroy_item" else adv.villain
    card = load().monster(card_id)
    full = scale.full_health(adv.id, len(view["heroes"]), card_id)  # as scaled for the party's size
    if not flags.get("villain_out"):
        return Progress(objective, 0, full, f"{card.name}: not found yet (look for {_special_tile(adv)})")
    figure = next((m for m in view.get("monsters", ()) if m["card"] == card_id), None)
    if figure is None:
        word = "destroyed" if objective == "destroy_item" else "defeated"
        return Progress(objective, full, full, f"{card.name} {word}")
    left = max(0, figure["health"])
    return Progress(objective, full - left, full, f"{card.name}: {left} of {full} Health left")


def _party(view: dict) -> list[dict]:
    """The heroes the goal counts: not evil, and not in a team that is out."""
    out_teams = (view.get("flags") or {}).get("out_teams", [])
    return [h for h in view["heroes"] if not h.get("evil") and h.get("team", 0) not in out_teams]


def _escaped(view: dict, objective: str) -> Progress:
    party = _party(view)
    gone = sum(1 for h in party if h.get("escaped"))
    return Progress(objective, gone, len(party), f"Heroes out of the dungeon {gone} of {len(party)}")


def _escape(view: dict, adv, flags: dict, arg: str) -> Progress:
    placed = {t["id"] for t in view.get("tiles", ())}
    if not placed & set(adv.tiles.special):
        party = _party(view)
        return Progress("escape", 0, len(party), f"The way out: {_special_tile(adv)} not found yet")
    return _escaped(view, "escape")


def _free(view: dict, adv, flags: dict, arg: str) -> Progress:
    if not flags.get("freed"):
        pens = " or ".join(load().tiles[t].name for t in adv.tiles.special
                           if not any("X" in row for row in load().tiles[t].cells))
        return Progress("free_prisoners", 0, len(_party(view)), f"Prisoners not yet freed (reach {pens or 'their pens'})")
    done = _escaped(view, "free_prisoners")
    return Progress("free_prisoners", done.done, done.total, "Prisoners freed; " + done.text[0].lower() + done.text[1:])


_OBJECTIVES = {
    "slay": _slay,
    "defeat_villain": lambda v, a, f, arg: _foe(v, a, f, "defeat_villain"),
    "destroy_item": lambda v, a, f, arg: _foe(v, a, f, "destroy_item"),
    "escape": _escape,
    "free_prisoners": _free,
}
