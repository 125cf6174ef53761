"""Reactions and one-attack treasures (LD-PWR reaction powers, LD-TRS-05, G-29).

When a monster or a trap attacks a hero, the hero may answer with a reaction power (`when =
"attacked"`: defend, or make the attacker roll again) or a defense treasure (+N Defense against
that attack). When a hero is hit, an ally on its tile may answer with an `ally_hit` power (a
heal). In the hero phase an attack treasure readies a bonus for the next attack. Attack and
defense treasures work one at a time."""
from __future__ import annotations

from operator import attrgetter

from game.core.kept import Memo
from game.core.protocol import Event
from game.drizzt import grid, party
from game.drizzt.actions import LetItBe, UseItem, UsePower
from game.drizzt.content import load, split_effect
from game.drizzt.flow import flow
from game.drizzt.state import State
from game.drizzt import effects


def _reaction_powers(state: State, k: int, when: tuple[str, ...], reacts=None) -> list[str]:
    """The hero's reaction powers face up that answer at one of `when`, in card order (none while
    it is down, escaped or off the map); `reacts`: its `_reactions`, when the caller has them."""
    hero = state.heroes[k]
    if hero.health <= 0 or hero.escaped or hero.cell is None:  # (down or escaped)
        return []
    if reacts is None:
        reacts = _reactions(hero)
    if not reacts:
        return []
    powers = hero.powers
    return [powers[i].id for i, answers in reacts if answers in when and powers[i].up]


def _reactions(hero) -> tuple[tuple[int, str], ...]:
    """(place in `hero.powers`, when it answers) of each reaction power the hero holds. It depends
    on the cards' ids in order alone, so it is remembered per list of ids, for every hero in every
    game (nothing is kept on the hero); whether a card is face up is read from the card on every
    call."""
    ids = tuple(map(_ID, hero.powers))
    got = _REACTIONS.get(ids)
    if got is None:
        got = _REACTIONS.put(ids, tuple((i, w) for i, p in enumerate(ids) if (w := _when(p))))
    return got


_ID = attrgetter("id")
_REACTIONS: Memo = Memo(5_000)  # the ids of a hero's powers, in order -> its reactions


_WHEN: dict[str, str] = {}  # power id -> when it answers ("" for a power that is not a reaction)


def _when(power: str) -> str:
    got = _WHEN.get(power)
    if got is None:
        p = load().powers[power]
        got = _WHEN[power] = p.when if p.use == "reaction" else ""
    return got


def _defense_items(state: State, k: int) -> list[str]:
    items = state.heroes[k].items
    if not items:
        return []
    flags = state.flags
    if flags and flags.get(GUARD[k]):
        return []  # one defense treasure at a time (G-29)
    got = _DEFENSES.get(tuple(items))
    if got is None:
        got = _defenses(items)
    return list(got) if got else []


_DEFENSES: dict[tuple[str, ...], tuple[str, ...]] = {}  # a hero's items -> its defense treasures, sorted


def _defenses(items: list[str]) -> tuple[str, ...]:
    if len(_DEFENSES) > 10_000:
        _DEFENSES.clear()
    uses = _USES
    got = _DEFENSES[tuple(items)] = tuple(sorted({t for t in items if (uses.get(t) or _use(t)) == "defense"}))
    return got


_USES: dict[str, str] = {}  # treasure id -> its use


def _use(treasure: str) -> str:
    got = _USES[treasure] = load().treasures[treasure].use
    return got


GUARD = party.HeroKeys("guard")  # a defense treasure readied against the attack coming
REROLL = party.HeroKeys("reroll_attack")  # the attacker must roll again if it hits
HIT_REACT = party.HeroKeys("hit_react")  # a reaction's effect waiting for the blow to land


def offer_when_hit(state: State, k: int, attack: dict) -> bool:
    """A blow is about to land on hero k: ask whether to answer with a `when = "hit"` reaction."""
    powers = _reaction_powers(state, k, ("hit",))
    if not powers:
        return False
    flow.decide(state, "react", state.heroes[k].seat, hero=k, target=k, stage="hit", powers=powers, items=[],
                attack=attack)
    return True


def offer_when_attacked(state: State, k: int, attack: dict) -> bool:
    """Ask hero k's seat whether to react to the coming attack; False when it has nothing."""
    powers = _reaction_powers(state, k, ("attacked",))
    items = _defense_items(state, k)
    if not powers and not items:
        return False
    flow.decide(state, "react", state.heroes[k].seat, hero=k, target=k, stage="attacked", powers=powers,
                items=items, attack=attack)
    return True


def offer_ally_help(state: State, hit: int) -> None:
    """After hero `hit` is hit: allies on its tile with an `ally_hit` power may answer (the last
    seat first). Most heroes hold no reaction power at all: they are passed over first."""
    heroes = state.heroes
    here = None
    k = len(heroes)
    for hero in reversed(heroes):
        k -= 1
        if k == hit:
            continue
        reacts = _reactions(hero)
        if not reacts:
            continue
        powers = _reaction_powers(state, k, ("ally_hit",), reacts)  # (none unless it stands on the map)
        if not powers:
            continue
        if here is None:
            here = grid.tile_of(tuple(heroes[hit].cell))
        if grid.tile_of(tuple(hero.cell)) == here:
            flow.decide(state, "react", hero.seat, hero=k, target=hit, stage="ally_hit", powers=powers,
                        items=[], attack={})
            return


def _legal(state: State, d) -> list:
    k = d.data["hero"]
    out: list = [LetItBe()]
    out += [UsePower(k, p, d.data["target"] if d.data["stage"] == "ally_hit" else -1)
            for p in d.data["powers"] if p in _reaction_powers(state, k, ("attacked", "hit", "ally_hit"))]
    out += [UseItem(k, t) for t in d.data["items"] if t in state.heroes[k].items]
    return out


def _apply(state: State, d, action) -> list[Event]:
    flow.settle(state)
    k = d.data["hero"]
    hero = state.heroes[k]
    if isinstance(action, LetItBe):
        return []
    if isinstance(action, UseItem):
        t = load().treasures[action.item]
        hero.items.remove(action.item)
        state.treasure_deck.put_discard(action.item)
        name, arg = split_effect(t.effect)
        state.flags[GUARD[k]] = int(arg.lstrip("+")) if name == "defense" else 0
        return [Event(f"{hero.name} uses {t.name} against the attack", {"hero": k, "item": action.item})]
    p = load().powers[action.power]
    if p.type in ("art", "maneuver"):
        next(c for c in hero.powers if c.id == p.id).up = False
    events = [Event(f"{hero.name} reacts with {p.name}", {"hero": k, "power": p.id})]
    if split_effect(p.effect)[0] == "reroll":
        state.flags[REROLL[k]] = True  # the attacker must roll again if it hits
        return events
    if d.data["stage"] == "hit":  # worked out as the blow lands: a defend may turn it, a heal follows it
        name = split_effect(p.effect)[0]
        if name == "defend":
            return events + effects.power_effect(state, k, k, p.effect)
        state.flags[HIT_REACT[k]] = p.effect
        return events
    target = d.data["target"] if d.data["stage"] == "ally_hit" else k
    return events + effects.power_effect(state, k, target, p.effect)


flow.decision("react", "React to the attack?")((_legal, _apply))


# -- attack treasures in the hero phase ----------------------------------------------------------------
BOOST = party.HeroKeys("boost")  # an attack treasure readied for the hero's next attack


def boost_ready(state: State, i: int) -> bool:
    return BOOST[i] in state.flags


def ready_boost(state: State, i: int, item: str) -> list[Event]:
    """An attack treasure: its bonus waits for the hero's next attack this turn (one at a time)."""
    hero = state.heroes[i]
    t = load().treasures[item]
    hero.items.remove(item)
    state.treasure_deck.put_discard(item)
    state.flags[BOOST[i]] = t.effect
    return [Event(f"{hero.name} readies {t.name}", {"hero": i, "item": item})]


def boost(state: State, i: int, name: str) -> int:
    """The readied attack treasure's `attack` or `damage` bonus (0 when it is something else)."""
    effect = state.flags.get(BOOST[i]) if state.flags else None
    if not effect:
        return 0
    key, arg = split_effect(effect)
    return int(arg.lstrip("+")) if key in (name, "keen") and arg.lstrip("+-").isdigit() else 0  # keen: both


def guard(state: State, k: int) -> int:
    return state.flags.get(GUARD[k], 0)


def spent_after_attack(state: State, i: int) -> None:
    state.flags.pop(BOOST[i], None)


def party_defense(state: State, k: int) -> int:
    """Hero k's Defense now, with a defense treasure readied against this attack (`guard`)."""
    flags = state.flags
    return party.defense_at(state, k) + (flags.get(GUARD[k], 0) if flags else 0)
