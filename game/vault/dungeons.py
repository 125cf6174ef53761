"""Undermountain and Quests: entering through the Yawning Portal, the rooms reached, the
Casualties suffered, the loot, and the way back to the tavern (VD-YP, VD-DUN, VD-VAULT,
VD-QUEST, VD-QD)."""
from __future__ import annotations

from game.core.protocol import Event
from game.vault import board, city, fights, flow
from game.vault.casualties import suffer
from game.vault.content import Room, load
from game.vault.flow import queue_gain
from game.vault.state import Fight, State

REVISITED_DIFFICULTY = 2  # VD-DUN-15


def attempt_dungeon(state: State, seat: int, force: list[int], vault: bool) -> list[Event]:
    """Followers already moved in; flip the Secret (or face the Vault) and fight."""
    kind = "vault" if vault else "dungeon"
    fight = Fight(kind=kind, place=kind, attacker=seat, sides=[fights.new_side(seat, force)])
    state.fight = fight
    if vault:
        fight.rooms = [_room_dict(Room(load().vault_difficulty, {}, load().vault_casualty_dice))]
        fights.begin(state, fight)
        return [Event(f"{state.seats[seat].name} enters the Vault of Dragons with {city.describe_force(force)}",
                      {"seat": seat, "vault": True})]
    fight.level = state.levels[0]
    flow.draw(state, "dungeon_secret", "secrets", 1, seat=seat)
    return [Event(f"{state.seats[seat].name} enters {load().levels[fight.level].name} with "
                  f"{city.describe_force(force)}", {"seat": seat, "level": fight.level})]


def _room_dict(room: Room) -> dict:
    return {"difficulty": room.difficulty, "loot": dict(room.loot), "casualty_dice": room.casualty_dice}


def dungeon_rooms(state: State, secret_id: str, level_id: str) -> list[dict]:
    """The Secret's layout with the level's and the Revisited token's changes (AMB-04, VD-DUN-15)."""
    level = load().levels[level_id]
    rooms = [_room_dict(r) for r in load().secrets[secret_id].rooms]
    for i in (1, 2):
        rooms[i]["difficulty"] += level.difficulty
    if state.revisited:
        rooms[2]["difficulty"] += REVISITED_DIFFICULTY
        rooms[2]["loot"]["treasure"] = rooms[2]["loot"].get("treasure", 0) + 1
    return rooms


@flow.on_draw("dungeon_secret")
def _secret_flipped(state: State, cards: list[str], data: dict) -> list[Event]:
    fight = state.fight
    if not cards:  # AMB-30: no Secret token, no attempt: everyone walks back out
        city.move(state, fight.attacker, "dungeon", board.YP, city.force(state, fight.attacker, "dungeon"))
        state.fight = None
        return [Event("No Secret is left to find: the party returns", {})]
    fight.secret = cards[0]
    fight.rooms = dungeon_rooms(state, fight.secret, fight.level)
    fights.begin(state, fight)
    r = fight.rooms
    return [Event(f"The Secret is {load().secrets[fight.secret].name}: rooms need {r[1]['difficulty']} and "
                  f"{r[2]['difficulty']}", {"secret": fight.secret, "rooms": r}, reveals=True)]


def attempt_quest(state: State, seat: int, place: str) -> list[Event]:
    force = city.force(state, seat, place)
    face = city.face(state, place)
    fight = Fight(kind="quest", place=place, attacker=seat, sides=[fights.new_side(seat, force)],
                  rooms=[_room_dict(r) for r in face.rooms])
    fights.begin(state, fight)
    return [Event(f"{state.seats[seat].name} sets out on the Quest {face.name} with {city.describe_force(force)}",
                  {"seat": seat, "place": place})]


def rooms_reached(fight: Fight, power: int) -> int:
    """Rooms reached at this Attack Strength."""
    if fight.kind == "vault":  # one room, the final one (VD-VAULT-01)
        return int(power >= fight.rooms[0]["difficulty"])
    # room 1 always; each later room at Attack Strength >= its Difficulty (VD-DUN-04/05)
    return 1 + sum(1 for r in fight.rooms[1:] if power >= r["difficulty"])


@flow.step("resolve_rooms")
def _resolve(state: State, data: dict) -> list[Event]:
    fight = state.fight
    side = fight.sides[0]
    power = fights.strength(state, fight, side)
    fight.reached = rooms_reached(fight, power)
    seat = side.seat
    dice = sum(r["casualty_dice"] for r in fight.rooms[: fight.reached])  # AMB-14
    if fight.kind in ("dungeon", "vault"):
        dice += len(state.seats[seat].secrets)  # VD-DUN-08 (the Secret won now is not yet held)
    if fight.kind == "dungeon":
        dice += load().levels[fight.level].casualty_dice
    done = fight.reached == len(fight.rooms)
    events = [Event(f"{state.seats[seat].name}'s Attack Strength is {power}: "
                    f"{'all rooms cleared' if done else f'{fight.reached} room(s) reached'}",
                    {"seat": seat, "strength": power, "reached": fight.reached, "complete": done})]
    flow.then(state, "dungeon_loot")
    if dice:
        suffer(state, seat, fight.place, dice=dice, why=fight.kind)
    return events


@flow.step("dungeon_loot")
def _loot(state: State, data: dict) -> list[Event]:
    fight = state.fight
    seat = fight.attacker
    alive = city.count(state, seat, fight.place) > 0
    complete = fight.reached == len(fight.rooms)
    events: list[Event] = []
    flow.then(state, "dungeon_return")
    if not alive:
        return [Event(f"No one of {state.seats[seat].name}'s party survives: no loot", {"seat": seat})]
    loot: dict = {}
    for room in fight.rooms[: fight.reached]:
        for key, n in room["loot"].items():
            loot[key] = loot.get(key, 0) + n
    if fight.kind == "vault" and complete:
        state.winner, state.phase = seat, "over"  # VD-WIN-08, AMB-65
        return [Event(f"{state.seats[seat].name} claims the Vault of Dragons and wins!", {"seat": seat, "win": True})]
    if complete and fight.kind == "dungeon":
        events += _claim_secret(state, seat)
    elif complete and fight.kind == "quest":
        events += _complete_quest(state, fight.place)
    if loot:
        queue_gain(state, seat, loot, why="loot")
    return events


def _claim_secret(state: State, seat: int) -> list[Event]:
    """Take the Secret, turn the tile over, put it under the stack (VD-DUN-11, VD-DUN-14)."""
    fight = state.fight
    state.seats[seat].secrets.append(fight.secret)
    fight.secret = ""
    top = state.levels.pop(0)
    level = load().levels[top]
    other = next(lv.id for lv in load().levels.values() if lv.tile == level.tile and lv.id != top)
    state.levels.append(other)
    state.dungeon_rumors = []  # VD-ALT-SPREAD-04
    events = [Event(f"{state.seats[seat].name} discovers the Secret ({len(state.seats[seat].secrets)} now)",
                    {"seat": seat, "secrets": len(state.seats[seat].secrets)})]
    if not state.revisited and load().levels[state.levels[0]].side == "completed":
        state.revisited = True  # AMB-47
        events.append(Event("The Dungeons are revisited: final rooms are harder and richer", {}))
    return events


def _complete_quest(state: State, place: str) -> list[Event]:
    slot = state.slots[board.slot_index(place)]
    tile = load().tiles[slot.tile]
    old = slot.face
    slot.face = tile.other if slot.face == tile.dragon else tile.dragon
    slot.used = False
    return [Event(f"The Quest {load().faces[old].name} is complete: the Location becomes "
                  f"{load().faces[slot.face].name}", {"place": place, "face": slot.face})]


@flow.step("dungeon_return")
def _return(state: State, data: dict) -> list[Event]:
    """Survivors go to the tavern; an unclaimed Secret goes under the pile (VD-DUN-12/13)."""
    fight = state.fight
    seat = fight.attacker
    stays = fight.kind == "quest" and fight.reached < len(fight.rooms)  # AMB-13
    survivors = city.force(state, seat, fight.place)
    if not stays and any(survivors):
        city.move(state, seat, fight.place, board.YP, survivors)
    if fight.secret:
        state.secrets.put_bottom(fight.secret)
        if fight.kind == "dungeon" and state.variants.get("rumors_spread") and "new" not in state.dungeon_rumors:
            if city.rumor_supply(state) > 0:
                state.dungeon_rumors.append("new")  # VD-ALT-SPREAD-01, AMB-58
    state.fight = None
    return []
