"""The heroes' side of the table: health, healing surges, conditions, the experience pile, and
the numbers settings, curses and items change (LD-DEF, LD-COND, LD-XP, LD-ATK-08)."""
from __future__ import annotations

from itertools import combinations

from game.core.kept import Memo
from game.core.protocol import Event
from game.drizzt.content import load, split_effect
from game.drizzt.state import Hero, State

XP_COST = 5  # LD-XP-04, LD-LVL-02


_AMOUNTS: dict[tuple[str, str], int | None] = {}


def _amount(effect: str, name: str) -> int | None:
    found = _AMOUNTS.get((effect, name), False)
    if found is False:
        key, arg = split_effect(effect)
        found = _AMOUNTS[(effect, name)] = int(arg) if key == name and arg.lstrip("+-").isdigit() else None
    return found


def _mods(state: State, hero: Hero, name: str) -> int:
    """`name:+N/-N` from the setting in play and the hero's curses (added up), and from its
    passive items: attack and defense treasures help one at a time, so only the best of each
    category counts (LD-TRS-05, G-29)."""
    setting, curses, items = state.setting, hero.curses, hero.items
    if not (setting or curses or items):
        return 0
    gear = (tuple(curses), tuple(items))
    known = _GEAR.get(gear)
    if known is None:
        known = _GEAR.put(gear, {})
    n = known.get((name, setting))
    if n is None:
        n = known[(name, setting)] = _added_up(name, setting, curses, items)
    return n


# (curses, items) -> {(number, setting): what they add to it}: the numbers depend on the cards
# alone, so every hero in every game with the same cards shares them (nothing is kept on a hero)
_GEAR: Memo = Memo(5_000)


def _added_up(name: str, setting: str, curses, items) -> int:
    total = 0
    if setting or curses:
        effects = [load().encounters[setting].effect] if setting else []
        effects += [load().encounters[c].effect for c in curses]
        total = sum(n for n in (_amount(e, name) for e in effects) if n is not None)
    best: dict[str, int] = {}
    treasures = load().treasures
    for t in items:
        card = treasures[t]
        n = _amount(card.effect, name) if card.use == "passive" else None
        if n is None:
            continue
        if card.category in ("attack", "defense"):
            best[card.category] = max(best.get(card.category, n), n)
        else:
            total += n
    return total + sum(best.values())


def speed(state: State, hero: Hero) -> int:
    n = hero.speed + _mods(state, hero, "speed")
    return n if n > 0 else 0


def defense(state: State, hero: Hero) -> int:
    return defense_at(state, _place(state, hero))


def defense_at(state: State, k: int) -> int:
    """Hero k's Defense: its card's, the settings', curses' and items' `defense`, and a Defend
    power's bonus held until its next turn."""
    hero = state.heroes[k]
    flags = state.flags
    held = flags.get(DEFEND[k], 0) if flags else 0
    return hero.defense + _mods(state, hero, "defense") + held


class HeroKeys(dict):
    """The flag keys `<prefix>:<hero index>`, each made once (a hot path then looks one up
    instead of formatting it, and its hash is already known)."""

    def __init__(self, prefix: str) -> None:
        super().__init__()
        self.prefix = prefix

    def __missing__(self, k: int) -> str:
        got = self[k] = f"{self.prefix}:{k}"
        return got


DEFEND = HeroKeys("defend")


def _place(state: State, hero: Hero) -> int:
    """The hero's index (found by identity: comparing whole heroes field by field is slow)."""
    for k, h in enumerate(state.heroes):
        if h is hero:
            return k
    return state.heroes.index(hero)


def attack_bonus(state: State, hero: Hero) -> int:
    return _mods(state, hero, "attack")


def damage_bonus(state: State, hero: Hero) -> int:
    return _mods(state, hero, "damage")


def hurt(state: State, index: int, amount: int, why: str) -> list[Event]:
    """Damage a hero; a downed hero takes no more (LD-DEF-05); escaped heroes are safe (G-33)."""
    hero = state.heroes[index]
    if amount <= 0 or hero.health <= 0 or hero.escaped or hero.cell is None:  # (down or escaped)
        return []
    hero.health = max(0, hero.health - amount)
    events = [Event(f"{hero.name} takes {amount} damage ({why})", {"hero": index, "damage": amount,
                                                                     "health": hero.health})]
    if hero.health == 0:
        events.append(Event(f"{hero.name} falls!", {"hero": index, "down": True}))
    return events


def heal(state: State, index: int, amount: int) -> list[Event]:
    """Restore health, never above the card's value (LD-ATK-08, G-36)."""
    hero = state.heroes[index]
    if any(load().encounters[c].effect == "no_heal" for c in hero.curses) or hero.escaped:
        return []
    before = hero.health
    hero.health = min(hero.max_health, hero.health + amount)
    if hero.health == before:
        return []
    word = " and stands up" if before == 0 else ""
    return [Event(f"{hero.name} regains {hero.health - before} health{word}", {"hero": index, "health": hero.health,
                                                                      "healed": hero.health - before})]


def condition(state: State, index: int, name: str) -> list[Event]:
    """Stun or poison a hero: one token of each at most (LD-COND-01/05)."""
    hero = state.heroes[index]
    if hero.down or hero.escaped or getattr(hero, name):
        return []
    setattr(hero, name, True)
    return [Event(f"{hero.name} is {name}", {"hero": index, name: True})]


def team_of(state: State, index: int) -> str:
    return str(state.heroes[index].team)


def xp_total(state: State, team: str = "0") -> int:
    return sum(load().monster(c).xp for c in state.xp.get(team, []))


def can_spend(state: State, team: str = "0") -> bool:
    """Whether `spend_options` offers anything: the pile is worth at least 5 (then some set of it
    worth 5 has no card to spare, since every card is worth 0 or more: the count stops at 5)."""
    pile = state.xp.get(team)
    if not pile:
        return False
    worth, total = _XP, 0
    for card in pile:
        n = worth.get(card)
        total += n if n is not None else _xp(card)
        if total >= XP_COST:
            return True
    return False


_XP: dict[str, int] = {}  # monster card id -> its experience value (a card's value never changes)


def _xp(card: str) -> int:
    got = _XP[card] = load().monster(card).xp
    return got


def spend_options(state: State, team: str = "0") -> list[tuple[str, ...]]:
    """Sets of experience cards worth at least 5 where no card could be left out (G-09)."""
    pile = state.xp.get(team, [])
    values = {c: load().monster(c).xp for c in pile}
    out = set()
    for size in range(1, len(pile) + 1):
        for combo in combinations(sorted(pile), size):
            total = sum(values[c] for c in combo)
            if total >= XP_COST and all(total - values[c] < XP_COST for c in combo):
                out.add(combo)
        if len(out) > 24:  # plenty of choice: larger sets would only waste more
            break
    return sorted(out)


def spend(state: State, team: str, cards: tuple[str, ...]) -> None:
    for card in cards:
        state.xp[team].remove(card)
        if not load().monster(card).villain:  # a villain's card never joins the monster deck
            state.monster_deck.put_discard(card)
