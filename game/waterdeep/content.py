"""Lords of Waterdeep content: basic buildings, building tiles, quests, intrigue, lords and the
game's numbers, read from TOML and checked.

The shapes are documented in docs/waterdeep-content.md. Every problem is refused with
`file:line: problem` (ContentError): unknown keys, wrong types, unknown effect names, bad
effect arguments, dangling references and wrong counts.

The loader names the effects it accepts in `EFFECTS`; it never imports the engine's handlers
(game/waterdeep/effects.py registers one handler per name, and a test keeps the two lists equal).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.core.content import Field, load_items, parse_toml
from game.waterdeep.content_schema import (  # noqa: F401 (the vocabulary is read from here too)
    ADVENTURERS, BUNDLE_KEYS, EFFECT_ARGS, EFFECTS, INTRIGUE_KINDS, LORD_SCORING, QUEST_TYPES, REQUIRE_KEYS,
    _args, _bundle, _Where, _amount_ok)

CONTENT_DIR = Path(__file__).parent / "content"

# Where each effect may appear.
SPACE_EFFECTS = ("buy_building", "take_quest", "play_intrigue", "first_player", "take_ambassador",
                 "choose_one", "reassign_agent")
INTRIGUE_EFFECTS = ("choose_one", "each_opponent_loses", "opponent_loses", "steal", "gain_and_opponents_gain",
                    "draw_quests", "take_inn_quest", "reassign_agent", "gain")
PLOT_EFFECTS = ("share_space", "lieutenant", "bonus_cube", "vp_per_type", "round_start_gain", "intrigue_gold",
                "building_discount")

# The component counts of the box (LW-COMP-01, LW-COMP-05, LW-COMP-06) and our own minimums.
CARDS_IN_BOX = 121
LORDS = 11
BASICS = 9
MIN_BUILDINGS = 24
# While the sets are being written the count checks can be switched off; they are on for good.
CHECK_COUNTS = True


# -- the shapes the engine reads ---------------------------------------------------------------------
@dataclass(frozen=True)
class Space:
    """One action space of a basic building: what an agent placed there does."""

    id: str
    building: str
    gain: dict
    effect: str
    args: dict
    text: str


@dataclass(frozen=True)
class Basic:
    """A building printed on the board, with one or more action spaces (never bought, no owner)."""

    id: str
    name: str
    spaces: tuple[Space, ...]
    text: str


@dataclass(frozen=True)
class Building:
    """A building tile: bought at Builder's Hall, then an action space (its own id) for everyone."""

    id: str
    name: str
    cost: int
    visit: dict
    effect: str
    args: dict
    owner: dict
    on_purchase: dict
    round_start: dict
    text: str
    owner_text: str


@dataclass(frozen=True)
class Quest:
    id: str
    name: str
    type: str
    requires: dict
    reward: dict
    plot: str  # "" for an ordinary quest, else the name of its ongoing effect
    plot_args: dict
    text: str
    plot_text: str

    @property
    def is_plot(self) -> bool:
        return bool(self.plot)


@dataclass(frozen=True)
class Intrigue:
    id: str
    name: str
    kind: str  # attack | utility | mandatory
    copies: int
    effect: str  # "" for a mandatory quest
    args: dict
    requires: dict  # mandatory quests only
    reward: dict
    type: str
    text: str


@dataclass(frozen=True)
class Lord:
    id: str
    name: str
    scoring: str  # quest_types | buildings
    types: tuple[str, ...]
    vp: int
    text: str


@dataclass(frozen=True)
class Colour:
    id: str
    name: str
    rgb: tuple[int, int, int]
    symbol: str


@dataclass(frozen=True)
class Config:
    agents_by_players: dict[int, int]
    rounds: int
    round_vp: int
    start_gold: int
    start_gold_step: int
    cubes_per_kind: int
    extra_agent_round: int
    hall_tiles: int
    hall_vp_per_round: int
    inn_quests: int
    start_quests: int
    start_intrigue: int
    gold_per_vp: int
    colours: tuple[Colour, ...]


@dataclass(frozen=True)
class Content:
    basics: dict[str, Basic]
    buildings: dict[str, Building]
    quests: dict[str, Quest]
    intrigue: dict[str, Intrigue]
    lords: dict[str, Lord]
    config: Config

    @property
    def spaces(self) -> dict[str, Space]:
        """Every action space of the basic buildings by id, in board order."""
        return {s.id: s for b in self.basics.values() for s in b.spaces}

    def intrigue_deck(self) -> list[str]:
        """Every intrigue card, one entry per copy."""
        return [c.id for c in self.intrigue.values() for _ in range(c.copies)]

    def card_count(self) -> int:
        """Lords, quests and intrigue (counting copies): the box's cards."""
        return len(self.lords) + len(self.quests) + len(self.intrigue_deck())


S, I, B, D, L = str, int, bool, dict, list


def _basics(folder: Path) -> dict[str, Basic]:
    path = folder / "basics.toml"
    where = _Where(path)
    schema = {"id": Field(S), "name": Field(S), "spaces": Field(L), "text": Field(S, False, "")}
    space_keys = ("id", "gain", "effect", "args", "text")
    out: dict[str, Basic] = {}
    for item in load_items(path, "basic", schema):
        start = item["__line__"]
        if not item["spaces"]:
            raise where.fail(start, f"basic building {item['id']!r} needs at least one action space")
        spaces = []
        for i, raw in enumerate(item["spaces"]):
            if not isinstance(raw, dict):
                raise where.fail(where.key(start, "spaces"), f"space {i + 1} of {item['id']!r} must be a table")
            sid = raw.get("id")
            line = where.line(start, "{", f'id = "{sid}"') if isinstance(sid, str) else where.key(start, "spaces")
            for key in raw:
                if key not in space_keys:
                    raise where.fail(line, f"space {sid!r} has an unknown key {key!r} (known: {', '.join(space_keys)})")
            if not isinstance(sid, str) or not sid:
                raise where.fail(line, f"space {i + 1} of {item['id']!r} needs an id")
            if not isinstance(raw.get("text"), str) or not raw["text"]:
                raise where.fail(line, f"space {sid!r} needs a text saying what it does")
            gain = _bundle(where, line, f"space {sid!r} gain", raw.get("gain", {}))
            effect = raw.get("effect", "")
            if not isinstance(effect, str):
                raise where.fail(line, f"space {sid!r}: effect must be text")
            args = {}
            if effect:
                args = _args(where, line, effect, raw.get("args", {}), SPACE_EFFECTS, "an action space")
            elif "args" in raw:
                raise where.fail(line, f"space {sid!r} has args but no effect")
            if not gain and not effect:
                raise where.fail(line, f"space {sid!r} gives nothing: add a gain or an effect")
            spaces.append(Space(sid, item["id"], gain, effect, args, raw["text"]))
        out[item["id"]] = Basic(item["id"], item["name"], tuple(spaces), item["text"])
    seen: dict[str, str] = {}
    for basic in out.values():
        for space in basic.spaces:
            if space.id in seen:
                raise where.fail(where.find(f'"{space.id}"', 2), f"space id {space.id!r} is used twice")
            seen[space.id] = basic.id
    firsts = [s.id for b in out.values() for s in b.spaces if s.effect == "first_player"]
    if len(firsts) != 1:
        raise where.fail(1, f"exactly one space must take the First Player marker (found {len(firsts)})")
    return out


def _buildings(folder: Path) -> dict[str, Building]:
    path = folder / "buildings.toml"
    where = _Where(path)
    schema = {"id": Field(S), "name": Field(S), "cost": Field(I), "visit": Field(D, False, {}),
              "effect": Field(S, False, ""), "args": Field(D, False, {}), "owner": Field(D),
              "on_purchase": Field(D, False, {}), "round_start": Field(D, False, {}), "text": Field(S),
              "owner_text": Field(S)}
    out = {}
    for item in load_items(path, "building", schema):
        start, bid = item["__line__"], item["id"]

        def line(key: str) -> int:
            return where.key(start, key)

        if item["cost"] < 1:
            raise where.fail(line("cost"), f"building {bid!r}: cost must be at least 1 gold")
        visit = _bundle(where, line("visit"), "visit", item["visit"])
        owner = _bundle(where, line("owner"), "owner", item["owner"])
        on_purchase = _bundle(where, line("on_purchase"), "on_purchase", item["on_purchase"])
        round_start = _bundle(where, line("round_start"), "round_start", item["round_start"])
        args = {}
        if item["effect"]:
            args = _args(where, line("effect"), item["effect"], item["args"], SPACE_EFFECTS, "a building")
        elif item["args"]:
            raise where.fail(line("args"), f"building {bid!r} has args but no effect")
        if not (visit or item["effect"] or round_start):
            raise where.fail(start, f"building {bid!r} gives its visitor nothing")
        if not owner:
            raise where.fail(line("owner"), f"building {bid!r} needs an owner benefit")
        out[bid] = Building(bid, item["name"], item["cost"], visit, item["effect"], args, owner, on_purchase,
                            round_start, item["text"], item["owner_text"])
    return out


def _quests(folder: Path) -> dict[str, Quest]:
    path = folder / "quests.toml"
    where = _Where(path)
    schema = {"id": Field(S), "name": Field(S), "type": Field(S, choices=QUEST_TYPES), "requires": Field(D),
              "reward": Field(D), "plot": Field(S, False, ""), "plot_args": Field(D, False, {}),
              "text": Field(S), "plot_text": Field(S, False, "")}
    out = {}
    for item in load_items(path, "quest", schema):
        start, qid = item["__line__"], item["id"]
        requires = _bundle(where, where.key(start, "requires"), "requires", item["requires"], REQUIRE_KEYS)
        if not requires:
            raise where.fail(where.key(start, "requires"), f"quest {qid!r} requires nothing")
        reward = _bundle(where, where.key(start, "reward"), "reward", item["reward"])
        plot_args = {}
        if item["plot"]:
            plot_line = where.key(start, "plot")
            plot_args = _args(where, plot_line, item["plot"], item["plot_args"], PLOT_EFFECTS, "a plot quest")
            if not item["plot_text"]:
                raise where.fail(plot_line, f"plot quest {qid!r} needs a plot_text saying its ongoing effect")
        elif item["plot_args"] or item["plot_text"]:
            line = where.line_matching(start, re.compile(r"^\s*plot_(args|text)\s*="))
            raise where.fail(line, f"quest {qid!r} is not a plot quest: it takes no plot_args or plot_text")
        out[qid] = Quest(qid, item["name"], item["type"], requires, reward, item["plot"], plot_args, item["text"],
                         item["plot_text"])
    lieutenants = [q.id for q in out.values() if q.plot == "lieutenant"]
    if len(lieutenants) > 1:
        raise where.fail(1, f"only one plot quest may give the Lieutenant (found {', '.join(lieutenants)})")
    return out


def _intrigue(folder: Path) -> dict[str, Intrigue]:
    path = folder / "intrigue.toml"
    where = _Where(path)
    schema = {"id": Field(S), "name": Field(S), "kind": Field(S, choices=INTRIGUE_KINDS), "copies": Field(I, False, 1),
              "effect": Field(S, False, ""), "args": Field(D, False, {}), "requires": Field(D, False, {}),
              "reward": Field(D, False, {}), "type": Field(S, False, "", ("",) + QUEST_TYPES), "text": Field(S)}
    out = {}
    for item in load_items(path, "intrigue", schema):
        start, cid = item["__line__"], item["id"]
        if item["copies"] < 1:
            raise where.fail(where.key(start, "copies"), f"intrigue {cid!r}: copies must be at least 1")
        args, requires, reward = {}, {}, {}
        if item["kind"] == "mandatory":
            for key in ("effect", "args"):
                if item[key]:
                    raise where.fail(where.key(start, key),
                                     f"mandatory quest {cid!r} takes no {key}: give it requires and reward")
            if not item["type"]:
                raise where.fail(start, f"mandatory quest {cid!r} needs a quest type")
            requires = _bundle(where, where.key(start, "requires"), "requires", item["requires"], REQUIRE_KEYS)
            reward = _bundle(where, where.key(start, "reward"), "reward", item["reward"])
            if not requires or not reward:
                raise where.fail(start, f"mandatory quest {cid!r} needs both requires and reward")
        else:
            for key in ("requires", "reward", "type"):
                if item[key]:
                    raise where.fail(where.key(start, key),
                                     f"{item['kind']} card {cid!r} takes no {key}: only mandatory quests do")
            if not item["effect"]:
                raise where.fail(start, f"{item['kind']} card {cid!r} needs an effect")
            args = _args(where, where.key(start, "effect"), item["effect"], item["args"], INTRIGUE_EFFECTS,
                         "an intrigue card")
        out[cid] = Intrigue(cid, item["name"], item["kind"], item["copies"], item["effect"], args, requires, reward,
                            item["type"], item["text"])
    return out


def _lords(folder: Path) -> dict[str, Lord]:
    path = folder / "lords.toml"
    where = _Where(path)
    schema = {"id": Field(S), "name": Field(S), "scoring": Field(S, choices=LORD_SCORING), "types": Field(L, False, []),
              "vp": Field(I), "text": Field(S)}
    out = {}
    for item in load_items(path, "lord", schema):
        start, lid = item["__line__"], item["id"]
        types = item["types"]
        if item["scoring"] == "quest_types":
            if len(types) != 2 or len(set(types)) != 2 or any(t not in QUEST_TYPES for t in types):
                raise where.fail(where.key(start, "types"),
                                 f"lord {lid!r}: types must be two different quest types of {', '.join(QUEST_TYPES)}")
        elif types:
            raise where.fail(where.key(start, "types"), f"lord {lid!r} scores buildings: it takes no types")
        if item["vp"] < 1:
            raise where.fail(where.key(start, "vp"), f"lord {lid!r}: vp must be at least 1")
        out[lid] = Lord(lid, item["name"], item["scoring"], tuple(types), item["vp"], item["text"])
    return out


def _config(folder: Path) -> Config:
    path = folder / "config.toml"
    data, _ = parse_toml(path)
    where = _Where(path)
    numbers = ("rounds", "round_vp", "start_gold", "start_gold_step", "cubes_per_kind", "extra_agent_round",
               "hall_tiles", "hall_vp_per_round", "inn_quests", "start_quests", "start_intrigue", "gold_per_vp")
    known = ("agents_by_players", "colours") + numbers
    for key in data:
        if key not in known:
            raise where.fail(where.key(1, key), f"unknown key {key!r} (known: {', '.join(known)})")
    for key in numbers:
        if not _amount_ok(data.get(key)):
            raise where.fail(where.key(1, key), f"{key!r} must be a whole number of at least 1")
    agents = data.get("agents_by_players")
    if not isinstance(agents, dict) or sorted(agents) != ["2", "3", "4", "5"] or not all(
            _amount_ok(n) for n in agents.values()):
        raise where.fail(where.key(1, "agents_by_players"),
                         "agents_by_players must give agents for 2, 3, 4 and 5 players, like { 2 = 4, 3 = 3 }")
    colours = data.get("colours")
    if not isinstance(colours, list) or len(colours) != 5:
        raise where.fail(where.key(1, "colours"), "colours must list the five seat colours")
    out = []
    for i, c in enumerate(colours):
        line = where.find(f'"{c.get("id")}"') if isinstance(c, dict) else where.key(1, "colours")
        if not isinstance(c, dict) or set(c) - {"id", "name", "rgb", "symbol"} or not all(
                isinstance(c.get(k), str) for k in ("id", "name")):
            raise where.fail(line, f"colour {i + 1} must be {{ id = .., name = .., rgb = [r, g, b], symbol = .. }}")
        rgb = c.get("rgb")
        if not isinstance(rgb, list) or len(rgb) != 3 or any(
                not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 255 for v in rgb):
            raise where.fail(line, f"colour {c['id']!r}: rgb must be three whole numbers 0..255")
        out.append(Colour(c["id"], c["name"], tuple(rgb), str(c.get("symbol", ""))))
    if len({c.id for c in out}) != 5:
        raise where.fail(where.key(1, "colours"), "the five seat colours need five different ids")
    return Config({int(k): v for k, v in agents.items()}, *(data[k] for k in numbers), tuple(out))


def _cross_checks(folder: Path, content: Content) -> None:
    """References between files: space ids against building ids, quest types, deck sizes."""
    buildings = _Where(folder / "buildings.toml")
    for bid in content.buildings:
        if bid in content.spaces:
            raise buildings.fail(buildings.find(f'id = "{bid}"'), f"building id {bid!r} is already a basic space's id")
    # A Pick names a tile, a quest or an intrigue card by id alone: ids must not clash across files.
    seen: dict[str, str] = {}
    for file, ids in (("buildings", content.buildings), ("quests", content.quests),
                      ("intrigue", content.intrigue), ("lords", content.lords)):
        for item_id in ids:
            if item_id in seen:
                other = _Where(folder / f"{file}.toml")
                raise other.fail(other.find(f'id = "{item_id}"'),
                                 f"id {item_id!r} is already used in {seen[item_id]}.toml")
            seen[item_id] = file
    if not any(b.effect == "take_ambassador" for b in content.buildings.values()):
        raise buildings.fail(1, "one building must take the Ambassador (effect take_ambassador)")
    if not CHECK_COUNTS:
        return
    if len(content.basics) != BASICS:
        raise _Where(folder / "basics.toml").fail(1, f"expected {BASICS} basic buildings, found {len(content.basics)}")
    if len(content.buildings) < MIN_BUILDINGS:
        raise buildings.fail(1, f"expected at least {MIN_BUILDINGS} building tiles, found {len(content.buildings)}")
    quests = _Where(folder / "quests.toml")
    missing = [t for t in QUEST_TYPES if not any(q.type == t for q in content.quests.values())]
    if missing:
        raise quests.fail(1, f"no quest of type {', '.join(missing)}")
    intrigue = _Where(folder / "intrigue.toml")
    kinds = [k for k in INTRIGUE_KINDS if not any(c.kind == k for c in content.intrigue.values())]
    if kinds:
        raise intrigue.fail(1, f"no intrigue card of kind {', '.join(kinds)}")
    if len(content.lords) != LORDS:
        raise _Where(folder / "lords.toml").fail(1, f"expected {LORDS} lords, found {len(content.lords)}")
    cards = content.card_count()
    if cards != CARDS_IN_BOX:
        raise intrigue.fail(1, f"the box holds {CARDS_IN_BOX} cards (lords, quests and intrigue counting copies); "
                               f"found {cards}: {len(content.lords)} + {len(content.quests)} + "
                               f"{len(content.intrigue_deck())}")


@lru_cache(maxsize=4)
def load(folder: Path = CONTENT_DIR) -> Content:
    """All Lords of Waterdeep content, checked (cached: content files do not change while running)."""
    folder = Path(folder)
    content = Content(_basics(folder), _buildings(folder), _quests(folder), _intrigue(folder), _lords(folder),
                      _config(folder))
    _cross_checks(folder, content)
    return content

