"""A co-op bot that plays a hero sensibly from the party's shared view: it attacks where damage
is likely (the wounded first), heals the hurt, moves toward monsters or the way on, explores,
spends experience on the worst encounters and always takes a level-up."""
from __future__ import annotations

from game.core.bots import Rng
from game.drizzt.actions import Attack, Cancel, EndPhase, Give, LetItBe, LevelUp, Move, UseItem, UsePower
from game.drizzt.content import load, split_effect

HARMLESS = ("setting",)  # encounters not worth 5 XP to cancel


def _hit_chance(bonus: int, defense: int) -> float:
    return max(0.05, min(0.95, (21 - (defense - bonus)) / 20))


def _attack_value(view: dict, a: Attack) -> float:
    p = load().powers[a.power]
    monsters = {m["uid"]: m for m in view["monsters"]}
    value = 0.0
    for uid in a.targets:
        m = monsters.get(uid)
        if m is None:
            continue
        card = load().monster(m["card"])
        chance = _hit_chance(p.attack, card.defense)
        kill = p.damage >= m["health"]
        value += chance * (min(p.damage, m["health"]) + (2 + card.xp if kill else 0) + (3 if card.villain else 0))
    if p.type == "art":
        value -= 1.5  # an Art is spent: keep it for a real need
    return value


def _goals(view: dict) -> list[tuple[int, int]]:
    """Where a hero with nothing to fight should head: the way out once it matters, else the
    spaces next to unexplored edges (exploring keeps the encounters away, LD-VIL-01)."""
    from game.drizzt import grid
    from game.drizzt.adventure import START
    from game.drizzt.state import PlacedTile

    tiles = [PlacedTile(**t) for t in view["tiles"]]
    idx, defs = grid.index(tiles), load().tile_defs
    adv = load().adventures[view["adventure"]]
    objective = split_effect(adv.objective)[0]
    exits = []
    if objective == "escape":
        exits = [(t.tx, t.ty) for t in tiles if t.id in adv.tiles.special]
    elif objective == "free_prisoners":
        exits = [START] if view["flags"].get("freed") else [(t.tx, t.ty) for t in tiles if t.id in adv.tiles.special]
    if exits:
        return [c for pos in exits for c in grid.cells_of_tile(idx, defs, pos)]
    out = []
    for t in tiles:
        for side in grid.unexplored_edges(idx, defs, t):
            out += [c for c in grid.cells_of_tile(idx, defs, t) if side in grid.edges_next_to(idx, defs, c)]
    return out


def _cell_value(view: dict, hero: dict, cell: tuple[int, int], goals: list) -> float:
    """Close to a monster (not in a crowd), or to the goal when the dungeon is quiet."""
    foes = [tuple(m["cell"]) for m in view["monsters"]]
    if foes:
        nearest = min(max(abs(cell[0] - f[0]), abs(cell[1] - f[1])) for f in foes)
        crowd = sum(1 for f in foes if max(abs(cell[0] - f[0]), abs(cell[1] - f[1])) <= 1)
        hurt = hero["health"] <= 2
        return -(nearest if not hurt else -nearest) - 0.5 * max(0, crowd - 1)
    if not goals:
        return 0.0
    return -min(abs(cell[0] - g[0]) + abs(cell[1] - g[1]) for g in goals)


def _hero_choice(view: dict, legal: list, rng: Rng):
    attacks = [a for a in legal if isinstance(a, Attack)]
    if attacks:
        best = max(attacks, key=lambda a: (_attack_value(view, a), -len(a.targets)))
        if _attack_value(view, best) > 0.2:
            return best
    heals = [a for a in legal if isinstance(a, (UsePower, UseItem)) and _heals(a)]
    for a in heals:
        target = view["heroes"][a.hero if a.target < 0 else a.target]
        if target["health"] <= target["max_health"] // 2:
            return a
    moves = [a for a in legal if isinstance(a, Move)]
    if moves:
        hero = view["heroes"][moves[0].hero]
        goals = [] if view["monsters"] else _goals(view)
        here = _cell_value(view, hero, tuple(hero["cell"]), goals)
        best = max(moves, key=lambda a: (_cell_value(view, hero, (a.x, a.y), goals), -a.x, -a.y))
        if _cell_value(view, hero, (best.x, best.y), goals) > here:
            return best
    return next(a for a in legal if isinstance(a, EndPhase))


def _heals(a) -> bool:
    if isinstance(a, UsePower):
        return split_effect(load().powers[a.power].effect)[0] == "heal"
    return split_effect(load().treasures[a.item].effect)[0] == "heal"


def coop_bot(view: dict, legal: list, rng: Rng):
    """The co-op bot's move for whichever decision the seat owes."""
    kind = (view.get("decision") or {}).get("kind")
    if kind == "hero":
        return _hero_choice(view, legal, rng)
    if kind == "cancel":
        card = load().encounters[view["decision"]["data"]["card"]]
        cancels = [a for a in legal if isinstance(a, Cancel)]
        if card.kind not in HARMLESS and cancels:
            return min(cancels, key=lambda a: sum(load().monster(c).xp for c in a.cards))
        return next(a for a in legal if isinstance(a, LetItBe))
    if kind == "level_up":
        ups = [a for a in legal if isinstance(a, LevelUp)]
        return ups[0] if ups else legal[0]
    if kind == "react":  # a reaction costs nothing but the card: use it
        helps = [a for a in legal if not isinstance(a, LetItBe)]
        return helps[0] if helps else legal[0]
    if kind == "give":
        heroes = view["heroes"]
        return min((a for a in legal if isinstance(a, Give)), key=lambda a: (len(heroes[a.hero]["items"]), a.hero))
    return legal[rng.randrange(len(legal))]


BOTS = {"coop": coop_bot}
