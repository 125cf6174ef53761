"""Vault of Dragons actions in plain words for buttons and tips, and the board places each one
concerns (so the table can light them). Naming only: legality always comes from the engine."""
from __future__ import annotations

from game.core.words import counted
from game.vault import actions as A
from game.vault import board
from game.vault.content import load

CLASS_NAMES = ("Fighter", "Rogue", "Wizard")
ENTRANCE_NAMES = {"gold": "gold door", "magic": "magic door", "rumors": "rumors door", "vault": "Vault door"}
GOODS = {"gold": ("gold", "gold"), "rumors": ("Rumor", "Rumors"), "treasure": ("Treasure", "Treasures"),
         "magic": ("Magic Item", "Magic Items"), "secret": ("Secret", "Secrets"),
         "fighter": ("Fighter", "Fighters"), "rogue": ("Rogue", "Rogues"), "wizard": ("Wizard", "Wizards")}


def force_text(f: int, r: int, w: int) -> str:
    """'2 Fighters, 1 Wizard' ('nobody' for none)."""
    parts = [counted(n, name) for n, name in zip((f, r, w), CLASS_NAMES) if n]
    return ", ".join(parts) or "nobody"


def goods_text(goods: dict) -> str:
    """{'gold': 2, 'rumors': 1} -> '2 gold, 1 Rumor'."""
    parts = []
    for key, n in goods.items():
        one, many = GOODS.get(key, (key, key))
        parts.append(f"{n} {one if n == 1 else many}")
    return ", ".join(parts) or "nothing"


def place_name(view: dict, place: str) -> str:
    if place == board.YP:
        return "the Yawning Portal"
    if not board.is_slot(place):
        return place
    slots = view["slots"]
    i = board.slot_index(place)
    return load().faces[slots[i]["face"]].name if i < len(slots) else place


def card_name(card_id: str) -> str:
    try:
        return load().card(card_id).name
    except (KeyError, ValueError):
        return "a card"


def seat_name(view: dict, seat: int) -> str:
    return "the City Watch" if seat < 0 else view["players"][seat]["name"]


def _fight_die(view: dict, index: int) -> str:
    fight = view.get("fight") or {}
    decision = view.get("decision") or {}
    side = next((s for s in fight.get("sides", []) if s["seat"] == decision.get("seat")), None)
    if side is None or not 0 <= index < len(side["dice"]):
        return f"die {index + 1}"
    die = side["dice"][index]
    return f"{'Casualty die' if die['kind'] == 'casualty' else die['kind']} ({die['value']})"


def _watch_from(view: dict, index: int) -> str:
    """' from <place>' naming which City Watch token moves (several may reach one place)."""
    watch = view.get("watch") or []
    return f" from {place_name(view, watch[index]['place'])}" if 0 <= index < len(watch) else ""


def _use(a: A.UseLocation, view: dict) -> str:
    i = board.slot_index(a.place)
    face = load().faces[view["slots"][i]["face"]]
    text = f"Use {face.name}"
    if face.trades and 0 <= a.option < len(face.trades):
        trade = face.trades[a.option]
        text += f": give {goods_text(trade['give'])} for {goods_text(trade['get'])}"
        if a.target and trade["give"].get("magic"):
            text += f" ({card_name(a.target)})"
    elif face.kind == "flip":
        text += f": turn over {place_name(view, a.target)}" if a.option == 0 else f" (option {a.option + 1})"
    return text


def faction_deal(view: dict) -> str:
    """': pay 3 gold to draw 1 Magic Item' for a trading Faction (its card's words), '' otherwise."""
    seat = view.get("seat", -1)
    if not 0 <= seat < len(view["players"]):
        return ""
    faction = load().factions.get(view["players"][seat].get("faction", ""))
    if faction is None or faction.action == "gather_two":
        return ""  # the places named after it say what it does
    text = faction.text_action.split(":", 1)[-1].strip().rstrip(".")
    return f": {text}" if text else ""


def _moved(preview: dict, view: dict) -> list[str]:
    """'Ana: 2 Fighters leave Quill Alley' and '... arrive at the Yawning Portal' lines."""
    lines = []
    for m in preview["moves"]:
        diff = [b - a for a, b in zip(m["was"], m["now"])]
        where = preview["places"].get(m["place"], m["place"])
        who = seat_name(view, m["seat"])
        if all(d >= 0 for d in diff):
            lines.append(f"{who}: {force_text(*diff)} arrive at {where}")
        else:
            lines.append(f"{who}: {force_text(*(max(0, -d) for d in diff))} leave {where}")
    return lines


def asked_first(action, view: dict) -> str:
    """The question over a preview: the action, and a trading Faction's deal (its card's words)."""
    deal = faction_deal(view) if isinstance(action, A.FactionAction) else ""
    return f"{describe(action, view)}{deal}?"


def preview_text(preview: dict, view: dict) -> str:
    """The engine's preview of an action (Match.ask("preview")) in plain lines: what it costs,
    what moves, who is drawn in, and whether it can be taken back."""
    lines = [f"Cost: {goods_text(preview['pays'])}" if preview["pays"] else "Cost: nothing"]
    lines += _moved(preview, view)
    for old, new in preview["watch"]:
        lines.append(f"City Watch: from {preview['places'].get(old, old)} to {preview['places'].get(new, new)}")
    if preview["drawn_in"]:
        lines.append("Drawn in: " + ", ".join(seat_name(view, s) for s in preview["drawn_in"]))
    if preview["then"]:
        lines.append(f"{'Dice are rolled' if preview['then'] == 'dice' else 'Cards are drawn'} next: "
                     "it cannot be undone.")
    elif not preview["undoable"]:
        lines.append("Something hidden is shown: it cannot be undone.")
    else:
        lines.append("Undo (Ctrl+Z) takes it back.")
    return "\n".join(lines)


def describe(action, view: dict) -> str:
    """A sentence for the button that makes this decision."""
    fn = _DESCRIBE.get(type(action))
    return fn(action, view) if fn else str(action)


_DESCRIBE = {
    A.TakeGold: lambda a, v: "Take 1 gold",
    A.Hire: lambda a, v: f"Hire {force_text(a.fighters, a.rogues, a.wizards)} at {place_name(v, a.place)}",
    A.Move: lambda a, v: (f"Move {force_text(a.fighters, a.rogues, a.wizards)} from {place_name(v, a.source)}"
                          f" to {place_name(v, a.dest)}"),
    A.Gather: lambda a, v: "Gather everyone from " + ", ".join(place_name(v, p) for p in a.sources)
                           + " at the Yawning Portal",
    A.UseLocation: _use,
    A.Quest: lambda a, v: f"Attempt the Quest at {place_name(v, a.place)}",
    A.Enter: lambda a, v: (f"Enter {'the Vault' if a.vault else 'the Dungeon'} by the {ENTRANCE_NAMES[a.entrance]}"
                           f" with {force_text(a.fighters, a.rogues, a.wizards)}"
                           + (f", paying {card_name(a.card)}" if a.card else "")),
    A.Fight: lambda a, v: f"Start a Brawl at {place_name(v, a.place)}",
    A.FactionAction: lambda a, v: "Faction Action" + (
        " at " + ", ".join(place_name(v, p) for p in a.places) if a.places else "") + (
        f" to {place_name(v, a.dest)}" if a.dest else ""),
    A.Whisper: lambda a, v: f"Spend a Rumor: City Watch{_watch_from(v, a.watch)} to {place_name(v, a.dest)}",
    A.RevealVault: lambda a, v: "Reveal the Vault of Dragons",
    A.PlayCard: lambda a, v: f"Play {card_name(a.card)}" + (
        f" on {_fight_die(v, a.target)}" if a.target >= 0 and v.get("fight") else "") + (
        f" (City Watch{_watch_from(v, a.target) if a.target >= 0 else ''} to {place_name(v, a.dest)})"
        if a.dest and not v.get("fight") else f" ({place_name(v, a.dest)})" if a.dest else ""),
    A.PlaceWatch: lambda a, v: place_name(v, a.place),  # the question already says what is asked
    A.RogueDie: lambda a, v: "Throw the Rogue's Casualty die" if a.roll else "Keep the Rogue's die in hand",
    A.SwitchDie: lambda a, v: f"Attack with the {_fight_die(v, a.index)}",
    A.Reroll: lambda a, v: f"Re-roll the {_fight_die(v, a.index)}",
    A.SpendRumors: lambda a, v: f"Spend {counted(a.count, 'Rumor')} (+{a.count})",
    A.Pass: lambda a, v: "Pass",
    A.Casualties: lambda a, v: f"Lose {force_text(a.fighters, a.rogues, a.wizards)}",
    A.Keep: lambda a, v: "Keep " + " and ".join(card_name(c) for c in a.cards),
    A.Retreat: lambda a, v: f"Retreat to {place_name(v, a.dest)}",
    A.Assign: lambda a, v: f"Send Casualty die {a.die + 1} to {seat_name(v, a.seat)}",
    A.Regroup: lambda a, v: place_name(v, a.dest),
    A.Patrol: lambda a, v: f"Patrol: City Watch{_watch_from(v, a.watch)} to {place_name(v, a.dest)}",
    A.Decline: lambda a, v: "Decline",
    A.Pick: lambda a, v: f"Take {card_name(a.card)}",
    A.Bid: lambda a, v: f"Bid {counted(a.new + a.old, 'Rumor')}"
                        + (f" ({a.new} new, {a.old} old)" if a.new and a.old else ""),
}


def places_of(action) -> tuple[str, ...]:
    """The board places a decision is about (the place clicked to make it)."""
    for attr in ("place", "dest"):
        value = getattr(action, attr, "")
        if value:
            return (value,)
    if isinstance(action, A.Gather):
        return (board.YP,)
    if isinstance(action, A.FactionAction):
        return tuple(action.places)
    if isinstance(action, A.Enter):
        return (board.YP,)
    return ()
