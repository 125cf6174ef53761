"""Attacks both ways (LD-ATK): one d20 per target plus the bonus, a hit at or above Defense, the
damage and the hit effects; a monster's attack rolled, answered and landed. Damage to a monster
and its defeat, and the queueing of a monster's attack, are in damage.py (effects and tactics
deal them too)."""
from __future__ import annotations

from game.core.protocol import Event
from game.drizzt import board, party
from game.drizzt.content import load
from game.drizzt.damage import damage_monster
from game.drizzt.flow import flow
from game.drizzt.state import State
from game.drizzt import effects, levels, reactions

NATURAL = 20
NATURAL20 = party.HeroKeys("natural20")  # the hero's attack rolled a natural 20 (G-10)


def hero_attack(state: State, i: int, power_id: str, targets: list[str]) -> list[Event]:
    """Queue one attack roll per target (LD-ATK-03); the power turns over if it is an Art."""
    p = load().powers[power_id]
    hero = state.heroes[i]
    if p.type in ("art", "maneuver"):
        next(c for c in hero.powers if c.id == power_id).up = False  # LD-PWR-03/05
    flow.then(state, *[("hero_attack_roll", {"hero": i, "power": power_id, "target": t}) for t in targets],
              ("after_attack", {"hero": i, "power": power_id}))
    return [Event(f"{hero.name} uses {p.name}", {"hero": i, "power": power_id, "targets": list(targets)})]


@flow.step("hero_attack_roll")
def _roll(state: State, data: dict) -> list[Event]:
    if board.monster_by_uid(state, data["target"]) is None:
        return []  # already defeated by an earlier roll of the same attack
    flow.roll(state, "hero_attack", ["d20"], **data)
    return []


@flow.on_roll("hero_attack")
def _rolled(state: State, values: list[int], data: dict) -> list[Event]:
    i, roll = data["hero"], values[0]
    hero = state.heroes[i]
    p = load().powers[data["power"]]
    monster = board.monster_by_uid(state, data["target"])
    card = load().monster(monster.card)
    total = roll + p.attack + party.attack_bonus(state, hero) + reactions.boost(state, i, "attack")
    if roll == NATURAL:
        state.flags[NATURAL20[i]] = True
    if total < card.defense:  # LD-ATK-04
        events = [Event(f"{hero.name} rolls {roll} + {total - roll} = {total} against {card.name}'s "
                        f"{card.defense}: a miss", {"hero": i, "roll": roll, "total": total, "hit": False,
                                                    "target": monster.uid})]
        if state.flags.get(reactions.BOOST[i]) == "reroll":  # an attack treasure: roll once more
            state.flags.pop(reactions.BOOST[i])
            flow.roll(state, "hero_attack", ["d20"], **data)
            return events + [Event(f"{hero.name} rolls again", {"hero": i})]
        for effect in p.miss:
            events += effects.miss_effect(state, i, monster.uid, effect)
        return events
    damage = p.damage + party.damage_bonus(state, hero) + reactions.boost(state, i, "damage")
    if roll == NATURAL and hero.level == 2:
        damage += int(load().heroes[hero.id].level2.crit.partition("+")[2] or 1)  # G-06
    events = [Event(f"{hero.name} rolls {roll} + {total - roll} = {total} against {card.name}'s {card.defense}: "
                    f"a hit for {damage}", {"hero": i, "roll": roll, "total": total, "hit": True,
                                           "target": monster.uid, "damage": damage})]
    for effect in p.hit:
        events += effects.hit_effect(state, i, monster.uid, effect)
    return events + damage_monster(state, i, monster.uid, damage)


@flow.step("after_attack")
def _after(state: State, data: dict) -> list[Event]:
    i = data["hero"]
    reactions.spent_after_attack(state, i)  # an attack treasure is good for one attack
    if state.flags.pop(NATURAL20[i], False):
        levels.offer_level_up(state, i)  # G-10: once the natural-20 attack has fully resolved
    return []


# -- monsters attacking heroes (G-19): queued by damage.monster_attack -----------------------------------
@flow.step("monster_attack_roll")
def _monster_roll(state: State, data: dict) -> list[Event]:
    """Ask hero k whether to react to the blow coming, then roll for it. The step's data is its
    own (`monster_attack` and the step that asks queue a fresh dict, and the agenda lets go of it
    here): it is marked asked and becomes the roll's data as it is, not copied."""
    k = data["hero"]
    hero = state.heroes[k]
    if hero.health <= 0 or hero.escaped or hero.cell is None:
        return []  # down or escaped (LD-MON-05)
    if not data.get("asked"):
        data["asked"] = True
        if reactions.offer_when_attacked(state, k, data):
            flow.then(state, ("monster_attack_roll", data))  # the roll comes after the answer
            return []
    state.chance = flow.Chance("monster_attack", ["d20"], "", 0, data)  # flow.roll, without copying data
    return []


@flow.on_roll("monster_attack")
def _monster_rolled(state: State, values: list[int], data: dict) -> list[Event]:
    """The roll is in: a hero may answer a hit with a `when = "hit"` reaction before it lands."""
    i, roll = data["hero"], values[0]
    total = roll + data["attack"]
    against = reactions.party_defense(state, i)
    hits = total >= against
    flags = state.flags
    if flags:
        again = reactions.REROLL[i]
        if hits and flags.pop(again, False):
            flow.roll(state, "monster_attack", ["d20"], **data)
            return [Event(f"{data['why'] or 'the attack'} rolls {roll}: a hit, but {state.heroes[i].name} makes it "
                          "roll again", {"hero": i, "roll": roll})]
        flags.pop(again, None)
    if hits and reactions.offer_when_hit(state, i, data):
        flow.then(state, ("monster_attack_lands", {**data, "roll": roll}))
        return [Event(f"{data['why'] or 'the attack'} rolls {roll} + {data['attack']} = {total}: it is about to hit "
                      f"{state.heroes[i].name}", {"hero": i, "roll": roll, "total": total})]
    return _lands(state, data, roll, against)  # nothing has changed the Defense since


_CONDITIONS = {"stun": "stunned", "poison": "poisoned"}  # a monster's hit effect -> the hero's condition


@flow.step("monster_attack_lands")
def _lands_step(state: State, data: dict) -> list[Event]:
    return _lands(state, data, data["roll"])


def _lands(state: State, data: dict, roll: int, against: int | None = None) -> list[Event]:
    """Hit or miss against the Defense now (`against`, or worked out again: a reaction may have
    raised it), then the damage, the hit's effects, any heal answered to the hit, and allies' help."""
    i = data["hero"]
    hero = state.heroes[i]
    attack = data["attack"]
    total = roll + attack
    if against is None:
        against = reactions.party_defense(state, i)
    flags = state.flags
    answer = ""
    if flags:
        flags.pop(reactions.GUARD[i], None)  # a defense treasure lasts one attack
        answer = flags.pop(reactions.HIT_REACT[i], "")
    who = data["why"] or "the attack"
    if total < against:
        events = [Event(f"{who} rolls {roll} + {attack} = {total} against {hero.name}'s {against}: a miss",
                        {"hero": i, "roll": roll, "total": total, "hit": False, "monster": data["monster"]})]
        miss = data["miss"]
        return events + party.hurt(state, i, miss, who) if miss > 0 else events
    events = [Event(f"{who} rolls {roll} + {attack} = {total} against {hero.name}'s {against}: a hit",
                    {"hero": i, "roll": roll, "total": total, "hit": True, "monster": data["monster"]})]
    events += party.hurt(state, i, data["damage"], who)
    for effect in data["effects"]:
        events += party.condition(state, i, _CONDITIONS[effect])
    if answer:
        events += effects.power_effect(state, i, i, answer)
    if not hero.escaped and hero.cell is not None:
        reactions.offer_ally_help(state, i)
    return events
