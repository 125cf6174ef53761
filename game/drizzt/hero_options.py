"""What a hero may do in its hero phase (LD-HERO-04/05): moves by Speed, power and item cards,
attacks on the monsters in range, a door or a trap in place of the attack; the actions are
shared objects, made once (game/drizzt/heroes.py does them)."""
from __future__ import annotations

from itertools import combinations

from game.drizzt import board, grid, party
from game.drizzt.actions import Attack, Disarm, EndPhase, Move, OpenDoor, UseItem, UsePower
from game.drizzt.content import load, split_effect
from game.drizzt.reactions import boost_ready
from game.drizzt.state import State


def active(state: State):
    return state.heroes[state.turn.hero]


def acts_left(state: State) -> int:
    """Moves and the attack left: 2 a turn, 1 when stunned (LD-HERO-04, LD-COND-02, G-13)."""
    turn = state.turn
    used = turn.moves + (1 if turn.attacked else 0)
    return max(0, (1 if active(state).stunned else 2) - used)


def can_attack(state: State) -> bool:
    return not state.turn.attacked and acts_left(state) > 0


def _targets(state: State, i: int, power, near: list[str]) -> list[tuple[str, ...]]:
    """The target choices of an attack power, given the monsters within its range."""
    if not near:
        return []
    if power.targets == "each":
        return [tuple(near)]
    if power.targets == "two":
        return list(combinations(near, 2)) if len(near) > 1 else [(near[0],)]  # (each pair a tuple already)
    return [(uid,) for uid in near]


def _power_options(state: State, i: int, left: int, attack_ok: bool, g=None) -> list:
    """The powers hero i may use now, with `left` moves and attack left (`attack_ok`: the attack;
    `g`: the state's `board.geo`, when the caller has it)."""
    hero = state.heroes[i]
    out: list = []
    reach = None  # worked out at the first attack power
    in_range: dict[str, list[str]] = {}  # power range -> the monsters it reaches
    for card in hero.powers:
        if not card.up:
            continue
        p, kind = _PLAN.get(card.id) or _plan(card.id)
        if kind == "attack":
            if attack_ok:
                if reach is None:
                    reach = board.reach_of(state, hero, g)
                near = in_range.get(p.range)
                if near is None:
                    near = in_range[p.range] = board.within_reach(reach, p.range)
                if near:
                    if p.targets == "one":  # the usual attack: one Attack per monster in range
                        out += map(_attacks(i, p.id, True).__getitem__, near)
                    else:
                        out += map(_attacks(i, p.id).__getitem__, _targets(state, i, p, near))
        elif kind == "card_move":
            if left > 0 or (p.use == "free" and not hero.stunned):  # G-13: a stunned hero's free move is its one action
                out += _card_moves(state, i, p.id, p.effect, g)
        elif kind == "reaction":
            continue
        elif (p.use == "move" and left > 0) or p.use == "free":
            if p.targets == "ally":
                out += [_shared(UsePower, i, p.id, a) for a in _allies(state, i, p.range)]
            else:
                out.append(_shared(UsePower, i, p.id, -1))
    return out


_PLAN: dict[str, tuple] = {}  # power id -> (its card, how it is offered: reaction | attack | card_move | use)


def _plan(power: str) -> tuple:
    p = load().powers[power]
    kind = ("reaction" if p.use == "reaction" else "attack" if p.use == "attack"
            else "card_move" if split_effect(p.effect)[0] == "move" else "use")
    got = _PLAN[power] = (p, kind)
    return got


def move_card(state: State, card: str):
    """The power or treasure a card-move uses (None if `card` is neither)."""
    return load().powers.get(card) or load().treasures.get(card)


def _card_moves(state: State, i: int, card: str, effect: str, g=None) -> list:
    """Moves a card gives: up to N spaces (its move:N)."""
    n = int(split_effect(effect)[1] or 0)
    return _moves(i, card, board.search(state, i, g).reach(n))


def _allies(state: State, i: int, reach: str) -> list[int]:
    """The heroes (i too) within the power's reach of hero i: on its tile for "tile" or
    "adjacent", else within that many tiles."""
    cell = state.heroes[i].cell
    if reach in ("tile", "adjacent"):  # distance 0: the same tile
        here = grid.tile_of(cell)
        return [k for k, other in enumerate(state.heroes)
                if other.cell is not None and not other.escaped and grid.tile_of(other.cell) == here]
    me, limit = (tuple(cell),), int(reach)
    out = []
    for k, other in enumerate(state.heroes):
        if other.cell is None or other.escaped:
            continue
        d = board.distance(state, me, (tuple(other.cell),))
        if d is not None and d <= limit:
            out.append(k)
    return out


def _item_options(state: State, i: int, left: int, attack_ok: bool) -> list:
    hero = state.heroes[i]
    out: list = []
    if not hero.items:
        return out
    for item in dict.fromkeys(hero.items):
        t, kind = _ITEM.get(item) or _item(item)
        if kind == "move" and t.use == "free":
            if left > 0 or not hero.stunned:  # G-13: for a stunned hero the card's move is its one action
                out += _card_moves(state, i, item, t.effect)
        elif kind == "level_up" and hero.level >= 2:
            continue  # the Tome only lifts a level-1 hero (LD-LVL-05)
        elif kind == "surge" and state.surges >= 3:
            continue  # the party already holds the most healing surges it may
        elif t.use == "free":
            out.append(_shared(UseItem, i, item, -1))
        elif t.use == "attack" and attack_ok and not boost_ready(state, i):
            out.append(_shared(UseItem, i, item, -1))  # readied for the next attack, one at a time (LD-TRS-05, G-29)
    return out


_ITEM: dict[str, tuple] = {}  # treasure id -> (its card, its effect's name)


def _item(item: str) -> tuple:
    t = load().treasures[item]
    got = _ITEM[item] = (t, split_effect(t.effect)[0])
    return got


def _stand_in_options(state: State, i: int, idx=None, g=None) -> list:
    """Disarm a trap on the tile or open a door next to the hero, in place of the attack (the
    caller knows the attack is still there; `idx`, `g`: the state's `board.index_and_geo`)."""
    hero = state.heroes[i]
    here = tx, ty = grid.tile_of(hero.cell)
    if idx is None:
        idx, g = board.index_and_geo(state)
    shut = g.closed  # the tiles whose door is shut
    if not (shut and (here in shut or (tx - 1, ty) in shut or (tx + 1, ty) in shut or (tx, ty - 1) in shut
                      or (tx, ty + 1) in shut)):
        tile = idx.at.get(here)
        if tile is None or not tile.markers or not any(m[:5] == "trap:" for m in tile.markers):
            return []  # the usual case: no trap on the hero's tile and no shut door beside it
    out: list = []
    for tile in state.tiles:
        if tile.markers and (tile.tx, tile.ty) == here:
            out += [Disarm(i, m.split(":", 1)[1]) for m in tile.markers if m.startswith("trap:")]
        if (tile.door in ("closed", "locked") and abs(here[0] - tile.tx) + abs(here[1] - tile.ty) <= 1):
            cells = grid.door_cells(board.index(state), board.defs(), tile)  # on its tile or the one beyond
            if tuple(hero.cell) in cells:
                out.append(OpenDoor(i, tile.tx, tile.ty))
    return out


# Actions are frozen, so option lists share them: one Move per (hero, card) and space, one of
# every other kind per its fields (each store is emptied when it grows large).
class _Moves(dict):
    """{space's grid code: Move} for one hero and card, each Move made when first asked for."""

    __slots__ = ("hero", "card")

    def __init__(self, hero: int, card: str) -> None:
        super().__init__()
        self.hero, self.card = hero, card

    def __missing__(self, k: int) -> Move:
        move = self[k] = Move(self.hero, *grid.decode(k), self.card)
        return move


_MOVES: dict[tuple[int, str], _Moves] = {}
_SHARED: dict[tuple, object] = {}


def move_to(i: int, x: int, y: int, card: str = "") -> Move:
    """One shared Move per (hero, space, card)."""
    return _moves(i, card, (grid.code((x, y)),))[0]


def _moves(i: int, card: str, codes) -> list[Move]:
    """The shared Moves of hero i (with `card`) to these spaces (grid codes, ascending: in order
    of (x, y))."""
    mine = _MOVES.get((i, card))
    if mine is None or len(mine) > 20_000:
        mine = _MOVES[(i, card)] = _Moves(i, card)
    return list(map(mine.__getitem__, codes))


class _Attacks(dict):
    """{targets: Attack} for one hero and power, each Attack made when first asked for; with
    `single`, keyed by the one target's uid instead of a tuple of uids."""

    __slots__ = ("hero", "power", "single")

    def __init__(self, hero: int, power: str, single: bool) -> None:
        super().__init__()
        self.hero, self.power, self.single = hero, power, single

    def __missing__(self, key) -> Attack:
        attack = self[key] = Attack(self.hero, self.power, (key,) if self.single else key)
        return attack


_ATTACKS: dict[tuple[int, str, bool], _Attacks] = {}


def _attacks(i: int, power: str, single: bool = False) -> _Attacks:
    """The shared Attacks of hero i with this power (`single`: keyed by the target's uid)."""
    mine = _ATTACKS.get((i, power, single))
    if mine is None or len(mine) > 20_000:
        mine = _ATTACKS[(i, power, single)] = _Attacks(i, power, single)
    return mine


def _shared(cls, *fields):
    key = (cls, *fields)
    action = _SHARED.get(key)
    if action is None:
        if len(_SHARED) > 50_000:
            _SHARED.clear()
        action = _SHARED[key] = cls(*fields)
    return action


_END = {i: EndPhase(i) for i in range(8)}  # the EndPhase of each hero


def hero_options(state: State, i: int) -> list:
    """Every legal action of hero i in its hero phase."""
    end = _END.get(i) or _shared(EndPhase, i)
    turn = state.turn  # acts_left, written out
    left = (1 if state.heroes[turn.hero].stunned else 2) - turn.moves - (1 if turn.attacked else 0)
    attack_ok = left > 0 and not turn.attacked
    idx, g = board.index_and_geo(state)  # the map, asked for once
    if left > 0:
        out = _moves(i, "", board.search(state, i, g).reach(party.speed(state, state.heroes[i])))
        out.insert(0, end)
    else:
        out = [end]
    out += _power_options(state, i, left, attack_ok, g)
    if state.heroes[i].items:
        out += _item_options(state, i, left, attack_ok)
    if attack_ok:
        out += _stand_in_options(state, i, idx, g)
    return out
