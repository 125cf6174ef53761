"""Vault of Dragons content: factions, Locations, Undermountain, Secrets and cards, from TOML.

Shapes are documented in docs/vault-content.md. Everything is checked when loaded: unknown
keys, wrong types, unknown handlers, dangling references and wrong counts are refused with
`file:line: problem`.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.core.content import Field, load_items
from game.core.errors import ContentError

CONTENT_DIR = Path(__file__).parent / "content"
BUNDLE_KEYS = ("gold", "gold_die", "rumors", "treasure", "magic", "secret", "fighter", "rogue", "wizard")
GOLD_DICE = ("d4", "d10", "d12")  # AMB-68: only the dice in the box
FACE_KINDS = ("gain", "trade", "quest", "flip", "secret_barter")
CARD_USES = ("discard", "play", "remove")
CARD_WHEN = ("fight", "casualties", "turn", "draw")
CARD_EFFECTS = {
    "attack_bonus": "fight", "die_bonus": "fight", "reroll": "fight", "inflict_casualty_die": "fight",
    "ignore_casualties": "casualties", "ignore_casualty_die": "casualties",
    "gain": "turn", "gain_secret": "turn", "whisper": "turn", "draw_extra": "draw",
}
INITIATIVE_HANDLERS = ("gain", "hire_discount", "free_whisper")
ACTION_HANDLERS = ("trade", "gather_two")
CLASS_NAMES = ("", "fighter", "rogue", "wizard")
FLAVOUR_MAX = 90  # a Secret's flavour fits one 20 px line of the fight panel


@dataclass(frozen=True)
class Room:
    difficulty: int
    loot: dict
    casualty_dice: int


@dataclass(frozen=True)
class Faction:
    id: str
    name: str
    colour: str
    followers: tuple[int, int, int]
    initiative: str
    initiative_args: dict
    action: str
    action_args: dict
    text_initiative: str
    text_action: str
    provisional: bool
    initiative_min_seats: int = 0  # the Initiative bonus is given only at tables this big or bigger


@dataclass(frozen=True)
class Face:
    id: str
    name: str
    tile: str
    side: str  # dragon | other
    reward: dict
    reward_casualty_dice: int
    kind: str
    needs: str
    action_casualty_dice: int
    gain: dict
    trades: tuple[dict, ...]
    rooms: tuple[Room, ...]
    text: str


@dataclass(frozen=True)
class Tile:
    id: str
    dragon: str
    other: str
    position: int


@dataclass(frozen=True)
class Level:
    id: str
    name: str
    tile: int
    side: str
    casualty_dice: int
    difficulty: int
    text: str


@dataclass(frozen=True)
class Secret:
    id: str
    name: str
    rooms: tuple[Room, ...]
    flavour: str  # one line, shown with the Secret's rooms on the fight panel


@dataclass(frozen=True)
class Card:
    id: str
    deck: str  # treasure | magic
    name: str
    copies: int
    use: str
    when: str
    effect: str
    args: dict
    klass: str
    text: str


@dataclass(frozen=True)
class Content:
    factions: dict[str, Faction]
    tiles: dict[str, Tile]
    faces: dict[str, Face]
    levels: dict[str, Level]
    vault_difficulty: int
    vault_casualty_dice: int
    secrets: dict[str, Secret]
    cards: dict[str, Card]

    def card(self, card_id: str) -> Card:
        return self.cards[card_id]

    def deck_list(self, deck: str) -> list[str]:
        """Every card of a deck, one entry per copy."""
        return [c.id for c in self.cards.values() if c.deck == deck for _ in range(c.copies)]


def _bundle(path: Path, where: str, value: object, *, allow: tuple[str, ...] = BUNDLE_KEYS, line: int = 1) -> dict:
    if not isinstance(value, dict):
        raise ContentError(f"{path}:{line}: {where} must be a table like {{ gold = 2 }}")
    for key, amount in value.items():
        if key not in allow:
            raise ContentError(f"{path}:{line}: {where} has an unknown key {key!r} (known: {', '.join(allow)})")
        if key == "gold_die":
            if amount not in GOLD_DICE:
                raise ContentError(f"{path}:{line}: {where}: gold_die must be one of {', '.join(GOLD_DICE)}")
        elif not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
            raise ContentError(f"{path}:{line}: {where}: {key} must be a whole number >= 0")
    return dict(value)


def _rooms(path: Path, where: str, rooms: list, line: int, count: int = 3) -> tuple[Room, ...]:
    if len(rooms) != count:
        raise ContentError(f"{path}:{line}: {where} must have exactly {count} rooms")
    out = []
    for i, room in enumerate(rooms):
        if not isinstance(room, dict):
            raise ContentError(f"{path}:{line}: {where} room {i + 1} must be a table")
        difficulty = room.get("difficulty", 0)
        if (i == 0) != (difficulty == 0):
            raise ContentError(f"{path}:{line}: {where} room {i + 1}: only rooms 2 and 3 have a difficulty")
        extra = set(room) - {"difficulty", "loot", "casualty_dice"}
        if extra:
            raise ContentError(f"{path}:{line}: {where} room {i + 1} has an unknown key {sorted(extra)[0]!r}")
        loot = _bundle(path, f"{where} room {i + 1} loot", room.get("loot", {}),
                       allow=("gold", "rumors", "treasure", "magic"), line=line)
        out.append(Room(int(difficulty), loot, int(room.get("casualty_dice", 0))))
    if out[2].difficulty < out[1].difficulty:
        raise ContentError(f"{path}:{line}: {where}: room 3 must be at least as hard as room 2")
    return tuple(out)


S, I, B, D, L = str, int, bool, dict, list


INITIATIVE_NUMBERS = {"hire_discount": ("gold",), "free_whisper": ("steps",)}  # what these take besides a gain


def _initiative_args(path: Path, handler: str, args: dict, line: int) -> tuple[dict, int]:
    """A Faction's initiative_args, checked for its handler, and the fewest seats at the table its
    bonus is given at (`min_seats`, any handler, default 0: always). `gain` takes a bundle;
    `hire_discount` the gold off the first Hire and, optionally, a bundle to `gain` as well;
    `free_whisper` steps."""
    rest = dict(args)
    seats = _bundle(path, "initiative_args", {"min_seats": rest.pop("min_seats", 0)}, allow=("min_seats",),
                    line=line)["min_seats"]
    if handler == "gain":
        return _bundle(path, "initiative_args", rest, line=line), seats
    gain = rest.pop("gain", None) if handler == "hire_discount" else None
    out = _bundle(path, f"initiative_args of {handler!r}", rest, allow=INITIATIVE_NUMBERS[handler], line=line)
    if gain is not None:
        out["gain"] = _bundle(path, "initiative_args.gain", gain, line=line)
    return out, seats


def _factions(folder: Path) -> dict[str, Faction]:
    path = folder / "factions.toml"
    schema = {"id": Field(S), "name": Field(S), "colour": Field(S), "followers": Field(D),
              "initiative": Field(S, choices=INITIATIVE_HANDLERS), "initiative_args": Field(D, False, {}),
              "action": Field(S, choices=ACTION_HANDLERS), "action_args": Field(D, False, {}),
              "text_initiative": Field(S), "text_action": Field(S), "provisional": Field(B, False, False),
              "flavour": Field(S, False, "")}
    out = {}
    for item in load_items(path, "faction", schema):
        line = item["__line__"]
        f = item["followers"]
        counts = tuple(f.get(c, 0) for c in ("fighter", "rogue", "wizard"))
        if set(f) - {"fighter", "rogue", "wizard"} or any(not isinstance(n, int) or n < 0 for n in counts):
            raise ContentError(f"{path}:{line}: followers must be {{ fighter = N, rogue = N, wizard = N }}")
        initiative_args, min_seats = _initiative_args(path, item["initiative"], item["initiative_args"], line)
        args = item["action_args"]
        keys = {"trade": ("give", "get"), "gather_two": ("get",)}[item["action"]]
        if set(args) - set(keys):
            raise ContentError(f"{path}:{line}: action_args of {item['action']!r} take only {', '.join(keys)}")
        args = {key: _bundle(path, f"action_args.{key}", args.get(key, {}), line=line) for key in keys}
        out[item["id"]] = Faction(item["id"], item["name"], item["colour"], counts, item["initiative"],
                                  initiative_args, item["action"], args, item["text_initiative"],
                                  item["text_action"], item["provisional"], min_seats)
    if len(out) != 4:
        raise ContentError(f"{path}:1: expected 4 factions, found {len(out)}")
    return out


def _locations(folder: Path) -> tuple[dict[str, Tile], dict[str, Face]]:
    path = folder / "locations.toml"
    tiles = {t["id"]: Tile(t["id"], t["dragon"], t["other"], t["position"]) for t in load_items(
        path, "tile", {"id": Field(S), "dragon": Field(S), "other": Field(S), "position": Field(I)})}
    schema = {"id": Field(S), "name": Field(S), "reward": Field(D, False, {}), "reward_casualty_dice": Field(I, False, 0),
              "kind": Field(S, choices=FACE_KINDS), "needs": Field(S, False, "", CLASS_NAMES),
              "action_casualty_dice": Field(I, False, 0), "gain": Field(D, False, {}), "trades": Field(L, False, []),
              "rooms": Field(L, False, []), "text": Field(S), "flavour": Field(S, False, "")}
    side_of = {}
    for tile in tiles.values():
        side_of[tile.dragon] = (tile.id, "dragon")
        side_of[tile.other] = (tile.id, "other")
    faces = {}
    for item in load_items(path, "face", schema):
        line, fid = item["__line__"], item["id"]
        if fid not in side_of:
            raise ContentError(f"{path}:{line}: face {fid!r} is on no tile")
        trades = tuple({"give": _bundle(path, "give", t.get("give", {}), line=line),
                        "get": _bundle(path, "get", t.get("get", {}), line=line)} for t in item["trades"])
        if item["kind"] in ("trade", "secret_barter") and not trades:
            raise ContentError(f"{path}:{line}: a {item['kind']} face needs at least one trade")
        rooms = _rooms(path, fid, item["rooms"], line) if item["kind"] == "quest" else ()
        faces[fid] = Face(fid, item["name"], side_of[fid][0], side_of[fid][1],
                          _bundle(path, "reward", item["reward"], line=line), item["reward_casualty_dice"],
                          item["kind"], item["needs"], item["action_casualty_dice"],
                          _bundle(path, "gain", item["gain"], line=line), trades, rooms, item["text"])
    missing = sorted(set(side_of) - set(faces))
    if missing:
        raise ContentError(f"{path}:1: tiles name faces that do not exist: {', '.join(missing)}")
    if sorted(t.position for t in tiles.values()) != list(range(12)) or len(faces) != 24:
        raise ContentError(f"{path}:1: expected 12 tiles at positions 0..11 and 24 faces")
    return tiles, faces


def _undermountain(folder: Path) -> tuple[dict[str, Level], int, int]:
    path = folder / "undermountain.toml"
    levels = {}
    for item in load_items(path, "level", {"id": Field(S), "name": Field(S), "tile": Field(I),
                                            "side": Field(S, choices=("dragon", "completed")),
                                            "casualty_dice": Field(I, False, 0), "difficulty": Field(I, False, 0),
                                            "text": Field(S, False, "")}):
        levels[item["id"]] = Level(item["id"], item["name"], item["tile"], item["side"], item["casualty_dice"],
                                   item["difficulty"], item["text"])
    pairs = sorted((lv.tile, lv.side) for lv in levels.values())
    if pairs != [(t, s) for t in range(1, 5) for s in ("completed", "dragon")]:
        raise ContentError(f"{path}:1: expected tiles 1..4, each with a dragon and a completed face")
    vault = load_items(path, "vault", {"id": Field(S), "name": Field(S), "difficulty": Field(I),
                                       "casualty_dice": Field(I, False, 0), "text": Field(S, False, "")})
    return levels, vault[0]["difficulty"], vault[0]["casualty_dice"]


def _secrets(folder: Path) -> dict[str, Secret]:
    path = folder / "secrets.toml"
    out = {}
    for item in load_items(path, "secret", {"id": Field(S), "name": Field(S), "flavour": Field(S),
                                             "rooms": Field(L)}):
        line, flavour = item["__line__"], item["flavour"].strip()
        if not flavour:
            raise ContentError(f"{path}:{line}: Secret {item['id']!r} needs a line of flavour")
        if len(flavour) > FLAVOUR_MAX:
            raise ContentError(f"{path}:{line}: Secret {item['id']!r}: flavour is one line of at most "
                               f"{FLAVOUR_MAX} characters, not {len(flavour)}")
        out[item["id"]] = Secret(item["id"], item["name"], _rooms(path, item["id"], item["rooms"], line), flavour)
    if len(out) != 21:
        raise ContentError(f"{path}:1: expected 21 Secrets, found {len(out)}")
    return out


def _cards(folder: Path, deck: str) -> dict[str, Card]:
    path = folder / f"{deck}.toml"
    schema = {"id": Field(S), "name": Field(S), "copies": Field(I, False, 1), "use": Field(S, choices=CARD_USES),
              "when": Field(S, choices=CARD_WHEN), "effect": Field(S, choices=tuple(CARD_EFFECTS)),
              "args": Field(D, False, {}), "class": Field(S, False, "", CLASS_NAMES), "text": Field(S),
              "flavour": Field(S, False, "")}
    out = {}
    for item in load_items(path, "card", schema):
        line = item["__line__"]
        if CARD_EFFECTS[item["effect"]] != item["when"]:
            raise ContentError(f"{path}:{line}: effect {item['effect']!r} is used when "
                               f"{CARD_EFFECTS[item['effect']]!r}, not {item['when']!r}")
        args = _bundle(path, "args", item["args"], line=line) if item["effect"] == "gain" else dict(item["args"])
        out[item["id"]] = Card(item["id"], deck, item["name"], item["copies"], item["use"], item["when"],
                               item["effect"], args, item["class"], item["text"])
    total = sum(c.copies for c in out.values())
    if total != 50:
        raise ContentError(f"{path}:1: expected 50 {deck} cards counting copies, found {total}")
    return out


@lru_cache(maxsize=4)
def load(folder: Path = CONTENT_DIR) -> Content:
    """All Vault content, checked (cached: content files do not change while running)."""
    tiles, faces = _locations(folder)
    levels, vault_difficulty, vault_cds = _undermountain(folder)
    treasure, magic = _cards(folder, "treasure"), _cards(folder, "magic")
    clash = set(treasure) & set(magic)
    if clash:
        raise ContentError(f"{folder / 'magic.toml'}:1: card id {sorted(clash)[0]!r} is also a Treasure")
    return Content(_factions(folder), tiles, faces, levels, vault_difficulty, vault_cds, _secrets(folder),
                   {**treasure, **magic})
