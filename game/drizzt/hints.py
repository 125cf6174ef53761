"""What a table shows around the legal actions: how far each lit space is, the path a hero
would walk, what a power could hit, and the hero's numbers as the rules count them now. A
scene asks these; it never works out a rule itself. The hero's numbers travel in the view; the
questions that need the position behind it (QUERIES) a table asks through Match.ask; the rest
read only the legal actions the table already holds."""
from __future__ import annotations

import copy

from game.core.errors import IllegalAction
from game.drizzt import board, grid, party
from game.drizzt.actions import Attack, Move, UseItem, UsePower
from game.drizzt.content import load, split_effect
from game.drizzt.state import State

Cell = tuple[int, int]


def move_fuel(state: State, hero: int, card: str = "") -> int:
    """Spaces a move may cover: the hero's Speed now, or a card's move:N (LD-MOVE-02)."""
    if not card:
        return party.speed(state, state.heroes[hero])
    c = load().powers.get(card) or load().treasures.get(card)
    return int(split_effect(c.effect)[1] or 0) if c is not None else 0


def move_costs(state: State, legal: list, hero: int, card: str = "") -> dict[Cell, int]:
    """{space: steps} for every space a legal Move of this hero (with this card, or a plain move)
    ends on; the steps are the shortest legal walk there (LD-MOVE-02..07)."""
    ends = [(a.x, a.y) for a in legal if isinstance(a, Move) and a.hero == hero and a.power == card]
    if not ends:
        return {}
    costs = board.reachable(state, hero, move_fuel(state, hero, card))
    return {c: costs.get(c, 0) for c in ends}


def route(state: State, hero: int, end: Cell) -> list[Cell]:
    """The spaces a hero walks through to `end` (ending there), the path the table draws; []
    when the hero stands there or no walk reaches it."""
    h = state.heroes[hero]
    if h.cell is None:
        return []
    walk = grid.path(board.index(state), board.defs(), tuple(h.cell), tuple(end), None,
                     blocked=board.monster_cells(state), passable_only=board.hero_cells(state, hero))
    return list(walk or [])


def attack_targets(legal: list, hero: int, power: str) -> list[tuple[str, ...]]:
    """The target groups a legal Attack with this power may take (monster uids)."""
    return [a.targets for a in legal if isinstance(a, Attack) and a.hero == hero and a.power == power]


def card_uses(legal: list, hero: int) -> dict[str, str]:
    """{card id: how it is used now} for the hero's powers and items that some legal action uses:
    "attack", "move", "ally" (pick a hero), or "use" (no target)."""
    out: dict[str, str] = {}
    for a in legal:
        if getattr(a, "hero", None) != hero:
            continue
        if isinstance(a, Attack):
            out.setdefault(a.power, "attack")
        elif isinstance(a, Move) and a.power:
            out.setdefault(a.power, "move")
        elif isinstance(a, (UsePower, UseItem)):
            card = a.power if isinstance(a, UsePower) else a.item
            out[card] = "ally" if a.target >= 0 else out.get(card, "use")
    return out


def numbers(state: State, hero: int) -> dict[str, int]:
    """The hero's Speed, Defense and attack and damage bonuses with settings, curses and items
    counted (LD-ATK-08, LD-TRS-05)."""
    h = state.heroes[hero]
    return {"speed": party.speed(state, h), "defense": party.defense(state, h),
            "attack": party.attack_bonus(state, h), "damage": party.damage_bonus(state, h)}


def can_pay_level(state: State, hero: int) -> bool:
    """Whether the hero's team holds the XP a level-up costs (a natural 20 may then buy one)."""
    return party.xp_total(state, party.team_of(state, hero)) >= party.XP_COST


RESTORING = ("heal", "cure")  # card effects that only mend a hero: at full health they do nothing


def no_effect(state: State, action, apply) -> str:
    """Why using this card now would change nothing ('' when it would do something): a heal for a
    hero at full health, a cure for a hero with nothing to cure. Tried on a copy of the state, so
    the answer is the rules' own (a curse that forbids healing counts too). `apply`: the rules'
    apply (handed in by the rules module, which imports this one)."""
    if isinstance(action, UseItem):
        card = load().treasures.get(action.item)
    elif isinstance(action, UsePower):
        card = load().powers.get(action.power)
    else:
        return ""
    if card is None or split_effect(card.effect)[0] not in RESTORING:
        return ""
    twin = copy.deepcopy(state)
    try:
        told = apply(twin, action)
    except IllegalAction:
        return ""
    if len(told) > 1:  # more than "<hero> uses <card>": it mended something
        return ""
    who = state.heroes[action.hero if action.target < 0 else action.target].name
    if split_effect(card.effect)[0] == "heal":
        return f"{who} would regain no health, so it does nothing now"
    return f"{who} has nothing to cure, so it does nothing now"


# The questions a table asks through Match.ask: each takes the state first, then the table's words.
QUERIES = {"move_costs": move_costs, "route": route, "can_pay_level": can_pay_level}  # and no_effect (rules.py)
