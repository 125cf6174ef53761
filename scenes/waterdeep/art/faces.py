"""What each card face shows, as plain frozen data built from the content (game/waterdeep/content):
the drawing code (cards.py) reads only these, so it can be tried on any words."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from scenes.waterdeep.art.common import KIND_NAMES, TYPE_NAMES, bundle_dict


@dataclass(frozen=True)
class QuestFace:
    id: str
    name: str
    type: str
    requires: tuple = ()  # ((key, amount), ...) in bundle order
    reward: tuple = ()
    text: str = ""  # the flavour line
    plot: bool = False
    plot_text: str = ""  # the ongoing effect of a plot quest
    reward_text: str = ""  # a reward no icon shows (a plot quest's lasting gift)


@dataclass(frozen=True)
class IntrigueFace:
    id: str
    name: str
    kind: str  # attack | utility | mandatory
    text: str = ""
    requires: tuple = ()  # a mandatory quest's
    reward: tuple = ()
    type: str = ""  # a mandatory quest's type, if it has one


@dataclass(frozen=True)
class LordFace:
    id: str
    name: str
    types: tuple = ()  # the two quest types it rewards (empty: it rewards buildings)
    vp: int = 4
    text: str = ""


@dataclass(frozen=True)
class TileFace:
    """A building tile or one basic building's space set."""

    id: str
    name: str
    cost: int = 0
    visit: tuple = ()
    owner: tuple = ()
    text: str = ""  # what a visit does, in words (used when no icons say it)
    owner_text: str = ""
    round_start: tuple = ()
    on_purchase: tuple = ()
    marks: tuple = ()  # pictures for what the visit's effect gives (("ambassador", 1),)
    short: str = ""  # a few words for a tile too small for its icons and its text ("Choose 1 of 4")


@dataclass(frozen=True)
class SpaceFace:
    id: str
    gain: tuple = ()  # the icons that say what the space does, when icons can say it
    text: str = ""
    number: int = 0  # Waterdeep Harbor's spaces are numbered 1..3
    words_first: bool = False  # an effect icons only hint at: its words when they fit


@dataclass(frozen=True)
class PlaqueFace:
    id: str
    name: str
    spaces: tuple = ()  # SpaceFace, board order
    text: str = ""  # a line about the place, shown when the plaque has room


def items(bundle) -> tuple:
    return tuple(bundle_dict(bundle).items())


def _content():
    from game.waterdeep.content import load

    return load()


def _get(thing, name: str, default=None):
    if isinstance(thing, dict):
        return thing.get(name, default)
    return getattr(thing, name, default)


@lru_cache(maxsize=256)
def quest_face(quest_id: str) -> QuestFace:
    q = _content().quests[quest_id]
    plot = bool(_get(q, "plot"))
    return QuestFace(quest_id, q.name, q.type, items(q.requires), items(q.reward), _get(q, "text", "") or "",
                     plot, _get(q, "plot_text", "") or "")


@lru_cache(maxsize=256)
def intrigue_face(card_id: str) -> IntrigueFace:
    c = _content().intrigue[card_id]
    return IntrigueFace(card_id, c.name, c.kind, _get(c, "text", "") or "", items(_get(c, "requires")),
                        items(_get(c, "reward")), _get(c, "type", "") or "")


@lru_cache(maxsize=64)
def lord_face(lord_id: str) -> LordFace:
    lord = _content().lords[lord_id]
    scoring = _get(lord, "scoring")
    args = _get(lord, "args", None) or {}
    types = tuple(_get(lord, "types", None) or _get(args, "types", None) or ())
    if scoring == "buildings":
        types = ()
    return LordFace(lord_id, lord.name, tuple(t for t in types if t in TYPE_NAMES), int(_get(lord, "vp", 4) or 4),
                    _get(lord, "text", "") or "")


def effect_marks(effect: str, args) -> tuple[tuple, bool]:
    """(icons, words_first) for a space's or a tile's effect: the pictures that say what it gives,
    and whether its words say it better when they fit."""
    args = args or {}
    if effect == "take_quest":
        lead = (("reset", 1),) if _get(args, "reset") else ()
        return lead + (("quest", 1),) + items(_get(args, "gain")), False
    if effect == "first_player":
        return (("first_player", 1),) + items(_get(args, "gain")), False
    if effect == "take_ambassador":
        return (("ambassador", 1),), False
    if effect == "buy_building":
        return (("building", 1),), True
    if effect == "play_intrigue":
        return (("play_intrigue", 1),), True
    if effect == "choose_one":
        out: tuple = ()
        for k, option in enumerate(_get(args, "options") or ()):
            out += ((("or", 0),) if k else ()) + items(option)
        return out, False
    return (), True


@lru_cache(maxsize=128)
def tile_face(building_id: str) -> TileFace:
    b = _content().buildings[building_id]
    effect = _get(b, "effect") or ""
    marks, _words = effect_marks(effect, _get(b, "args"))
    short = ""
    if effect == "choose_one":
        short = f"Choose 1 of {len(_get(_get(b, 'args') or {}, 'options') or ())}"
    return TileFace(building_id, b.name, int(_get(b, "cost", 0) or 0), items(_get(b, "visit")), items(_get(b, "owner")),
                    _get(b, "text", "") or "", _get(b, "owner_text", "") or "", items(_get(b, "round_start")),
                    items(_get(b, "on_purchase")), marks, short)


@lru_cache(maxsize=32)
def plaque_face(basic_id: str) -> PlaqueFace:
    b = _content().basics[basic_id]
    spaces = []
    numbered = len(b.spaces) > 1
    for k, s in enumerate(b.spaces):
        effect = _get(s, "effect") or ""
        marks, words_first = effect_marks(effect, _get(s, "args")) if effect else ((), False)
        spaces.append(SpaceFace(_get(s, "id"), marks + items(_get(s, "gain")), _get(s, "text", "") or "",
                                k + 1 if numbered else 0, words_first))
    return PlaqueFace(basic_id, b.name, tuple(spaces), _get(b, "text", "") or "")


def kind_name(kind: str) -> str:
    return KIND_NAMES.get(kind, kind.capitalize())
