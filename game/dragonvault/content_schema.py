"""The words Dragonvault's content is written in (card types, encounter kinds, what Play names,
ability and response triggers, `who` words, every effect `do` with the parameters it takes) and
the checks the loader (game/dragonvault/content.py) makes with them, each refusal as
`file:line: problem` in plain words."""
from __future__ import annotations

from game.core.content import Where, whole  # noqa: F401 (content.py reads whole from here)

CARD_TYPES = ("action", "response", "mercenary", "companion", "encounter", "treasure")
SUBTYPES = ("dragon", "trap", "other", "group")
TARGETS = ("none", "enemy", "any", "ally", "enemy_companion")
ABILITY_TRIGGERS = ("start_of_game", "start_of_turn", "own_roll", "damaged_by_enemy", "end_of_turn")
RESPONSE_TRIGGERS = ("would_be_damaged", "damaged_by_enemy", "targeted", "encounter_drawn", "own_roll", "frozen")
WHO = ("self", "target", "chosen", "all_enemies", "everyone", "source")

# Every effect a card or an ability may use, with the parameters it takes. A parameter ending in
# "?" may be left out. amount: a whole number >= 1; who: one of WHO; card: a card id; table: d6
# rows covering 1..6; times: >= 1; otherwise: effects; options: two or more {label, effects};
# types: card types.
EFFECT_PARAMS: dict[str, tuple[str, ...]] = {
    "damage": ("amount", "who?"),
    "heal": ("amount", "who?"),
    "freeze": ("who?",),
    "thaw": ("who?",),
    "gain": ("card", "amount?"),
    "steal": ("amount?",),
    "discard": ("amount?", "who?", "card?"),
    "pay_or": ("amount", "otherwise"),
    "roll": ("table", "times?"),
    "peek": ("amount",),
    "salvage": ("types",),
    "choose": ("options",),
    "prevent": (),
    "cancel": (),
    "reroll": (),
    "skip_draw": (),
}
EFFECTS: tuple[str, ...] = tuple(EFFECT_PARAMS)

# Effects only a response may use, and the triggers each answers.
RESPONSE_ONLY = {"prevent": ("would_be_damaged",), "cancel": ("targeted", "encounter_drawn"),
                 "reroll": ("own_roll",)}
# `who = "source"` needs a seat whose card set the thing off.
SOURCE_TRIGGERS = ("damaged_by_enemy", "targeted")


class Context:
    """Where an effect sits: its file and item, what may be said there, for the line to blame."""

    def __init__(self, where: Where, start: int, what: str, *, kind: str, trigger: str = "",
                 target: str = "none", card_ids: frozenset = frozenset()):
        self.where, self.start, self.what = where, start, what
        self.kind, self.trigger, self.target, self.card_ids = kind, trigger, target, card_ids

    def fail(self, problem: str, *needles: str):
        line = self.where.line(self.start, *needles) if needles else self.start
        return self.where.fail(line, f"{self.what}: {problem}")


def check_effects(ctx: Context, raw: object, *, nested: bool = False) -> list[dict]:
    """A list of effects, each checked; returned as plain dicts with every parameter filled."""
    if not isinstance(raw, list):
        raise ctx.fail("effects must be a list like [{ do = \"damage\", amount = 2 }]", "effects")
    return [check_effect(ctx, e, nested=nested) for e in raw]


def check_effect(ctx: Context, raw: object, *, nested: bool = False) -> dict:
    if not isinstance(raw, dict):
        raise ctx.fail("each effect must be a table like { do = \"heal\", amount = 1 }", "effects")
    do = raw.get("do")
    if not isinstance(do, str):
        raise ctx.fail("an effect needs `do`, the name of what it does", "effects")
    here = (f'do = "{do}"',)
    if do not in EFFECT_PARAMS:
        raise ctx.fail(f"unknown effect {do!r} (known: {', '.join(EFFECTS)})", *here)
    params = EFFECT_PARAMS[do]
    names = [p.rstrip("?") for p in params]
    for key in raw:
        if key != "do" and key not in names:
            raise ctx.fail(f"effect {do!r} takes no {key!r} (it takes: {', '.join(names) or 'nothing'})", *here)
    for param in params:
        if not param.endswith("?") and param not in raw:
            raise ctx.fail(f"effect {do!r} needs {param!r}", *here)
    out = {"do": do}
    if "amount" in raw:
        if not whole(raw["amount"]):
            raise ctx.fail(f"the amount of {do!r} must be a whole number of at least 1", *here)
        out["amount"] = raw["amount"]
    elif do in ("steal", "discard", "gain"):
        out["amount"] = 1
    if "who" in raw:
        out["who"] = _who(ctx, do, raw["who"], here)
    if "times" in raw:
        if not whole(raw["times"]):
            raise ctx.fail("a roll's times must be a whole number of at least 1", *here)
        out["times"] = raw["times"]
    if "card" in raw:
        if not isinstance(raw["card"], str) or (ctx.card_ids and raw["card"] not in ctx.card_ids):
            raise ctx.fail(f"{do!r} names the card {raw['card']!r}, which is no card of ours", *here)
        out["card"] = raw["card"]
    if do in RESPONSE_ONLY:
        if ctx.kind != "response":
            raise ctx.fail(f"{do!r} works only on a response card", *here)
        if ctx.trigger not in RESPONSE_ONLY[do] or nested:
            raise ctx.fail(f"{do!r} answers only the trigger {' or '.join(RESPONSE_ONLY[do])}", *here)
    if do == "skip_draw" and ctx.kind != "action":
        raise ctx.fail("'skip_draw' works only on an action card (played before the draw)", *here)
    if do == "steal" and ctx.target not in ("enemy", "any"):
        raise ctx.fail("'steal' takes from the seat Play names: give the card target = \"enemy\"", *here)
    if do == "roll":
        out["table"] = check_table(ctx, raw["table"])
    if do == "pay_or":
        out["otherwise"] = check_effects(ctx, raw["otherwise"], nested=True)
        if not out["otherwise"]:
            raise ctx.fail("'pay_or' needs what happens when it is not paid (otherwise)", *here)
    if do == "choose":
        out["options"] = _options(ctx, raw["options"], here)
    if do == "salvage":
        types = raw["types"]
        if not isinstance(types, list) or not types or any(t not in CARD_TYPES for t in types):
            raise ctx.fail(f"'salvage' types must list card types of {', '.join(CARD_TYPES)}", *here)
        out["types"] = tuple(types)
    return out


def _who(ctx: Context, do: str, who: object, here: tuple[str, ...]) -> str:
    if who not in WHO:
        raise ctx.fail(f"who is {who!r}; expected one of {', '.join(WHO)}", *here)
    if who == "target" and ctx.target == "none":
        raise ctx.fail(f"{do!r} hits the target, but the card names none: give it a target", *here)
    if who == "source" and ctx.trigger not in SOURCE_TRIGGERS:
        raise ctx.fail(f"who = \"source\" needs a trigger set off by a seat ({', '.join(SOURCE_TRIGGERS)})", *here)
    return who


def check_table(ctx: Context, rows: object) -> list[dict]:
    """d6 rows `{ lo, hi, text, effects }` covering every face 1..6 once, in order."""
    if not isinstance(rows, list) or not rows:
        raise ctx.fail("a roll needs a table of rows like { lo = 1, hi = 2, text = \"..\", effects = [..] }",
                       'do = "roll"')
    out, face = [], 1
    for row in rows:
        if not isinstance(row, dict) or set(row) - {"lo", "hi", "text", "effects"}:
            raise ctx.fail("a roll row holds only lo, hi, text and effects", "lo =")
        lo, hi = row.get("lo"), row.get("hi")
        mark = (f"lo = {lo}",) if whole(lo) else ("lo",)
        if not (whole(lo) and whole(hi) and lo <= hi <= 6):
            raise ctx.fail("a roll row needs faces lo..hi between 1 and 6", *mark)
        if lo != face:
            raise ctx.fail(f"the roll rows must cover every face 1 to 6 in order: face {face} is "
                           f"{'missing' if lo > face else 'in two rows'}", *mark)
        text = row.get("text")
        if not isinstance(text, str) or not text.strip():
            raise ctx.fail(f"the row {lo}-{hi} needs a text saying what happens", *mark)
        out.append({"lo": lo, "hi": hi, "text": text,
                    "effects": check_effects(ctx, row.get("effects", []), nested=True)})
        face = hi + 1
    if face != 7:
        raise ctx.fail(f"the roll rows must cover every face 1 to 6: face {face} is missing", 'do = "roll"')
    return out


def _options(ctx: Context, options: object, here: tuple[str, ...]) -> list[dict]:
    if not isinstance(options, list) or len(options) < 2:
        raise ctx.fail("'choose' needs two or more options like { label = \"..\", effects = [..] }", *here)
    out = []
    for option in options:
        if not isinstance(option, dict) or set(option) - {"label", "effects"}:
            raise ctx.fail("an option holds only a label and effects", *here)
        label = option.get("label")
        if not isinstance(label, str) or not label.strip():
            raise ctx.fail("each option needs a label the player reads", *here)
        out.append({"label": label, "effects": check_effects(ctx, option.get("effects", []), nested=True)})
    return out
