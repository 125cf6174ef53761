"""The words Waterdeep's content is written in (adventurer kinds, bundle keys, quest types,
intrigue kinds, every effect name with the shape of its arguments) and the checks the loader
(game/waterdeep/content.py) makes with them, each refusal as `file:line: problem`."""
from __future__ import annotations

from game.core.content import Where as _Where  # noqa: F401 (content.py reads it from here)

ADVENTURERS = ("cleric", "fighter", "rogue", "wizard")
# What a bundle may hold: adventurers, gold, victory points, and cards drawn from a deck.
BUNDLE_KEYS = ADVENTURERS + ("gold", "vp", "intrigue", "quest")
# A quest is paid in adventurers and gold only.
REQUIRE_KEYS = ADVENTURERS + ("gold",)
QUEST_TYPES = ("arcana", "commerce", "piety", "skullduggery", "warfare")
INTRIGUE_KINDS = ("attack", "utility", "mandatory")
LORD_SCORING = ("quest_types", "buildings")

# Every effect name content may use, with the shape of its `args`. An argument kind is one of:
# "bundle" (a table of gains), "bundles" (a list of two or more bundles), "count" (a whole
# number >= 1), "flag" (true/false), "type" (a quest type), "resource" (an adventurer or gold),
# "adventurer". A trailing "?" marks an optional argument.
EFFECT_ARGS: dict[str, dict[str, str]] = {
    # action spaces of basic buildings and building tiles
    "buy_building": {},
    "take_quest": {"gain": "bundle?", "reset": "flag?"},
    "play_intrigue": {},
    "first_player": {"gain": "bundle?"},
    "take_ambassador": {},
    "choose_one": {"options": "bundles"},
    "reassign_agent": {},
    # intrigue cards
    "each_opponent_loses": {"bundle": "bundle"},
    "opponent_loses": {"bundle": "bundle", "gain": "bundle?", "else": "bundle?"},
    "steal": {"kind": "resource", "count": "count"},
    "gain_and_opponents_gain": {"gain": "bundle", "others": "bundle"},
    "draw_quests": {"count": "count", "keep": "count"},
    "take_inn_quest": {"gain": "bundle?"},
    "gain": {"bundle": "bundle"},
    # the ongoing effects of plot quests
    "share_space": {},
    "lieutenant": {},
    "bonus_cube": {"kind": "adventurer"},
    "vp_per_type": {"type": "type", "vp": "count"},
    "round_start_gain": {"bundle": "bundle"},
    "intrigue_gold": {"gold": "count"},
    "building_discount": {"gold": "count"},
}
EFFECTS: tuple[str, ...] = tuple(EFFECT_ARGS)


# -- checks ---------------------------------------------------------------------------------------
def _amount_ok(amount: object) -> bool:
    return isinstance(amount, int) and not isinstance(amount, bool) and amount >= 1


def _bundle(where: _Where, line: int, what: str, value: object, allow: tuple[str, ...] = BUNDLE_KEYS) -> dict:
    if not isinstance(value, dict):
        raise where.fail(line, f"{what} must be a table like {{ gold = 2 }}")
    for key, amount in value.items():
        if key not in allow:
            raise where.fail(line, f"{what} has an unknown key {key!r} (known: {', '.join(allow)})")
        if not _amount_ok(amount):
            raise where.fail(line, f"{what}: {key} must be a whole number of at least 1")
    return dict(value)


def _args(where: _Where, line: int, effect: str, args: object, allowed: tuple[str, ...], what: str) -> dict:
    """Check an effect name against `allowed` and its args against EFFECT_ARGS."""
    if effect not in EFFECT_ARGS:
        raise where.fail(line, f"unknown effect {effect!r} (known: {', '.join(EFFECTS)})")
    if effect not in allowed:
        raise where.fail(line, f"effect {effect!r} cannot be used on {what} (there: {', '.join(allowed)})")
    if not isinstance(args, dict):
        raise where.fail(line, f"args of {effect!r} must be a table")
    shape = EFFECT_ARGS[effect]
    for key in args:
        if key not in shape:
            known = ", ".join(shape) or "none"
            raise where.fail(line, f"effect {effect!r} has no argument {key!r} (its arguments: {known})")
    out = {}
    for key, kind in shape.items():
        optional = kind.endswith("?")
        kind = kind.rstrip("?")
        if key not in args:
            if not optional:
                raise where.fail(line, f"effect {effect!r} needs the argument {key!r}")
            continue
        value = args[key]
        if kind == "bundle":
            out[key] = _bundle(where, line, f"{effect} {key}", value)
        elif kind == "bundles":
            if not isinstance(value, list) or len(value) < 2:
                raise where.fail(line, f"{effect} {key} must be a list of two or more bundles")
            out[key] = [_bundle(where, line, f"{effect} {key}[{i}]", v) for i, v in enumerate(value)]
            if any(not b for b in out[key]):
                raise where.fail(line, f"{effect} {key}: an option may not be empty")
        elif kind == "count":
            if not _amount_ok(value):
                raise where.fail(line, f"{effect} {key} must be a whole number of at least 1")
            out[key] = value
        elif kind == "flag":
            if not isinstance(value, bool):
                raise where.fail(line, f"{effect} {key} must be true or false")
            out[key] = value
        else:
            choices = {"type": QUEST_TYPES, "adventurer": ADVENTURERS, "resource": REQUIRE_KEYS}[kind]
            if value not in choices:
                raise where.fail(line, f"{effect} {key} is {value!r}; expected one of {', '.join(choices)}")
            out[key] = value
    if effect == "draw_quests" and out["keep"] > out["count"]:
        raise where.fail(line, "draw_quests cannot keep more quests than it draws")
    return out
