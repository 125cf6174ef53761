"""The villain phase (LD-VIL): the encounter draws (cancellable for 5 XP), the villains, then the
active hero's row of monster, trap and hazard cards in the order received; then the turn ends
and the "next_turn" step (heroes.py) hands over to the next hero."""
from __future__ import annotations

from game.core.protocol import Event
from game.drizzt import adventure, grid, party
from game.drizzt.actions import Cancel, LetItBe
from game.drizzt.content import load
from game.drizzt.curses import lift_curses
from game.drizzt.effects import encounter_effect
from game.drizzt.flow import flow
from game.drizzt.state import State
from game.drizzt.tactics import activate, activation


@flow.step("villain_phase")
def _villain_phase(state: State, data: dict) -> list[Event]:
    state.turn.phase = "villain"
    placed = state.turn.placed
    draws = placed.count("black") if placed else 1  # LD-VIL-01, G-14
    flow.then(state, *[("encounter", {}) for _ in range(draws)], "villains", ("row", {"acted": []}), "turn_end")
    return []


# -- encounters (LD-ENC) --------------------------------------------------------------------------
@flow.step("encounter")
def _encounter(state: State, data: dict) -> list[Event]:
    if not (len(state.encounter_deck) or state.encounter_deck.discard):  # LD-QA-01: the discard is reshuffled
        return []
    flow.draw(state, "encounter", "encounter", 1)
    return []


@flow.on_draw("encounter")
def _drawn(state: State, cards: list[str], data: dict) -> list[Event]:
    if not cards:
        return []
    i = state.turn.hero
    card = load().encounters[cards[0]]
    team = party.team_of(state, i)
    events = [Event(f"Encounter: {card.name}", {"encounter": card.id, "kind": card.kind, "hero": i})]
    if party.can_spend(state, team):  # LD-ENC-02: the party may cancel it for 5 XP
        flow.decide(state, "cancel", state.heroes[i].seat, card=card.id, team=team)
    else:
        flow.then(state, ("resolve_encounter", {"card": card.id}))
    return events


def _cancel_legal(state: State, d) -> list:
    return [LetItBe()] + [Cancel(c) for c in party.spend_options(state, d.data["team"])]


def _cancel_apply(state: State, d, action) -> list[Event]:
    flow.settle(state)
    card = load().encounters[d.data["card"]]
    if isinstance(action, LetItBe):
        flow.then(state, ("resolve_encounter", {"card": card.id}))
        return []
    party.spend(state, d.data["team"], action.cards)  # LD-XP-04/05
    state.encounter_deck.put_discard(card.id)
    return [Event(f"The party spends experience: {card.name} is cancelled", {"encounter": card.id,
                                                                             "cancelled": True})]


flow.decision("cancel", "Spend 5 experience to cancel this encounter?")((_cancel_legal, _cancel_apply))


@flow.step("resolve_encounter")
def _resolve(state: State, data: dict) -> list[Event]:
    card = load().encounters[data["card"]]
    return RESOLVE[card.kind](state, card)


def _event(state: State, card) -> list[Event]:
    state.encounter_deck.put_discard(card.id)  # LD-ENC-07
    return encounter_effect(state, card, state.turn.hero)


def _setting(state: State, card) -> list[Event]:
    if state.setting:
        state.encounter_deck.put_discard(state.setting)  # LD-ENC-05
    state.setting = card.id
    return [Event(f"{card.name} settles over the dungeon", {"setting": card.id})]


def _curse(state: State, card) -> list[Event]:
    hero = state.heroes[state.turn.hero]
    hero.curses.append(card.id)
    return [Event(f"{hero.name} is cursed: {card.name}", {"hero": state.turn.hero, "curse": card.id})]


def _marker(state: State, card) -> list[Event]:
    """Hazards and traps mark the active hero's tile; a marked tile draws again (LD-ENC-09, G-21/22)."""
    hero = state.heroes[state.turn.hero]
    if hero.cell is None:
        state.encounter_deck.put_discard(card.id)
        return []
    here = grid.tile_of(tuple(hero.cell))
    tile = next(t for t in state.tiles if (t.tx, t.ty) == here)
    if any(m.startswith(("hazard:", "trap:")) for m in tile.markers):
        state.encounter_deck.put_discard(card.id)
        flow.then(state, ("encounter", {}))
        return [Event(f"{card.name}: the tile is already marked, another encounter comes", {"encounter": card.id})]
    tile.markers.append(f"{card.kind}:{card.id}")
    hero.row.append(f"{card.kind}:{card.id}")  # LD-ENC-10
    return [Event(f"{card.name} on {load().tiles[tile.id].name}", {"encounter": card.id, "tile": list(here)})]


RESOLVE = {"event": _event, "setting": _setting, "curse": _curse, "hazard": _marker, "trap": _marker}


def remove_trap(state: State, card_id: str) -> list[Event]:
    for tile in state.tiles:
        if f"trap:{card_id}" in tile.markers:
            tile.markers.remove(f"trap:{card_id}")
            break
    for hero in state.heroes:
        if f"trap:{card_id}" in hero.row:
            hero.row.remove(f"trap:{card_id}")
    state.encounter_deck.put_discard(card_id)
    return []


# -- villains, then the row (LD-VIL-02..05) -----------------------------------------------------------
_VILLAIN: dict[str, bool] = {}  # monster card id -> is it a villain (content does not change while running)


def is_villain(card: str) -> bool:
    got = _VILLAIN.get(card)
    if got is None:
        got = _VILLAIN[card] = bool(load().monster(card).villain)
    return got


@flow.step("villains")
def _villains(state: State, data: dict) -> list[Event]:
    villains = [m for m in state.monsters if _VILLAIN.get(m.card, True) and is_villain(m.card)]
    for m in reversed(villains):
        activate(state, m.uid)
    return []


@flow.step("row")
def _row(state: State, data: dict) -> list[Event]:
    """Activate the next card of the active hero's row: the first, in the order received, that
    has not acted this phase (LD-VIL-03), so a card that dies on the way (its own poison) never
    makes the next one skip its turn. Every figure of that monster acts, the holder's first, then
    same-name figures held by others (LD-VIL-04/05)."""
    acted = data["acted"]
    for entry in state.heroes[state.turn.hero].row:
        if entry not in acted:
            break
    else:
        return []  # every card of the row has acted
    after = ("row", {"acted": [*acted, entry]})
    if entry.startswith(("hazard:", "trap:")):
        flow.then(state, after)
        kind, card_id = entry.split(":", 1)
        tile = next((t for t in state.tiles if entry in t.markers), None)
        if tile is None:
            return []
        card = load().encounters[card_id]
        return [Event(f"{card.name} strikes", {"encounter": card_id})] + \
            encounter_effect(state, card, state.turn.hero, (tile.tx, tile.ty))
    for monster in state.monsters:  # board.monster_by_uid
        if monster.uid == entry:
            break
    else:
        monster = None
    if monster is None or is_villain(monster.card):
        flow.then(state, after)
        return []
    card, holder = monster.card, monster.holder
    # then others' figures of that card; a second figure in this same row (one a card added) acts
    # when its own card comes
    flow.then(state, activation(monster.uid),
              *[activation(m.uid) for m in state.monsters if m.card == card and m.holder != holder], after)
    return []


@flow.step("turn_end")
def _turn_end(state: State, data: dict) -> list[Event]:
    """Curses that end on a roll of 16+ at the end of your turn (G-38), then the next hero."""
    i = state.turn.hero
    for key in [k for k in state.flags if k.startswith("fresh:")]:
        del state.flags[key]  # monsters added this phase act from the next one (G-20)
    events = adventure.bell_tolls(state)
    curses = state.heroes[i].curses
    if curses and any(load().encounters[c].ends.startswith("roll") for c in curses):
        flow.then(state, "next_turn")
        flow.roll(state, "curse_roll", ["d20"], hero=i)
        return events
    flow.then(state, "next_turn")
    return events


@flow.on_roll("curse_roll")
def _curse_roll(state: State, values: list[int], data: dict) -> list[Event]:
    hero = state.heroes[data["hero"]]
    lifted = lift_curses(state, data["hero"], "roll", values[0])  # each curse on its own number
    if lifted:
        return [Event(f"{hero.name} rolls {values[0]}", {"hero": data["hero"], "roll": values[0]})] + lifted
    return [Event(f"{hero.name} rolls {values[0]}: the curse holds", {"hero": data["hero"]})]
