"""Setting up a game of Vault of Dragons (VD-SETUP-01..18) and its alternate rules."""
from __future__ import annotations

from game.core.deck import Deck
from game.core.dice import Die, register
from game.core.errors import SetupError
from game.core.protocol import Event
from game.vault import city, flow
from game.vault.actions import PlaceWatch
from game.vault.content import load
from game.vault.state import Decision, Player, Slot, State, Watch
from game.vault.watch import post_refusal

FACTION_ORDER = ("xanathar", "cassalanters", "zhentarim", "bregan_daerthe")
WATCH_TOKENS = {2: 4, 3: 3, 4: 2}  # VD-SETUP-15
VARIANTS = {"shuffle_locations": bool, "action_packed": bool, "more_secrets": int, "rumors_spread": bool,
            "rumor_bidding": bool, "increase_profits": bool, "fewer_locations": bool, "flip_empty": bool}
# What the setup screen calls each alternate rule (VD-ALT-*), and one plain sentence on what it changes.
VARIANT_TITLES = {"shuffle_locations": "Shuffle all Locations", "action_packed": "Action Packed",
                  "more_secrets": "More Secrets", "rumors_spread": "Rumors Spread", "rumor_bidding": "Rumor Bidding",
                  "increase_profits": "Increase Profits", "fewer_locations": "Fewer Locations",
                  "flip_empty": "Flip Empty Locations"}
VARIANT_NOTES = {
    "shuffle_locations": "Locations start shuffled, each with a random side up.",
    "action_packed": "Two Actions a turn; the second must be a Move or Hire.",
    "more_secrets": "The Vault needs 4 or 5 Secrets to open: a longer game.",
    "rumors_spread": "A failed Dungeon gains a Rumor: +1 for the next try.",
    "rumor_bidding": "Bid Rumors to pick Treasure and Magic Items first.",
    "increase_profits": "Locations nobody used gain 1 gold for the next visitor.",
    "fewer_locations": "With 2 or 3 players, play on 9 Locations, not 12.",
    "flip_empty": "At round end, Locations with no Followers flip over.",
}
FEWER_LOCATIONS_MAX_SEATS = 3  # VD-ALT-FEWER-01: fewer Locations is for 2 or 3 players
COIN = register(Die("coin", (0, 1), "coin"))  # which side of a shuffled Location is up


def _variants(raw: dict) -> dict:
    out = {}
    for key, value in (raw or {}).items():
        if key not in VARIANTS:
            raise SetupError(f"unknown variant {key!r} (known: {', '.join(VARIANTS)})")
        if VARIANTS[key] is bool and not isinstance(value, bool):
            raise SetupError(f"variant {key!r} is on or off (true/false)")
        if key == "more_secrets" and value not in (0, 3, 4, 5):
            raise SetupError("more_secrets is 4 or 5 Secrets (or 0 for the standard 3)")
        out[key] = value
    return out


def dealt_factions(seats: list[dict]) -> list[str]:
    """Each seat's Faction: its own choice, else the first in FACTION_ORDER no seat chose."""
    return _factions(seats)


def _factions(seats: list[dict]) -> list[str]:
    chosen = [s.get("faction") for s in seats]
    for f in chosen:
        if f is not None and f not in load().factions:
            raise SetupError(f"unknown faction {f!r} (factions: {', '.join(load().factions)})")
    if len([f for f in chosen if f]) != len({f for f in chosen if f}):
        raise SetupError("two seats cannot play the same Faction")
    free = [f for f in FACTION_ORDER if f not in chosen]
    return [f or free.pop(0) for f in chosen]


def new_game(setup: dict) -> State:
    seats = setup.get("seats", [])
    if not 2 <= len(seats) <= 4:
        raise SetupError("Vault of Dragons takes 2 to 4 seats")
    variants = _variants(setup.get("variants", {}))
    content = load()
    players = []
    for i, (seat, faction) in enumerate(zip(seats, _factions(seats))):
        name = str(seat.get("name") or content.factions[faction].name)
        players.append(Player(faction=faction, name=name, supply=list(content.factions[faction].followers)))
    tiles = sorted(content.tiles.values(), key=lambda t: t.position)
    count = 9 if variants.get("fewer_locations") and len(seats) <= FEWER_LOCATIONS_MAX_SEATS else 12  # AMB-60
    orders = setup.get("deck_orders", {})
    try:
        decks = {name: Deck.of(name, cards, orders.get(name)) for name, cards in (
            ("treasure", content.deck_list("treasure")), ("magic", content.deck_list("magic")),
            ("secrets", sorted(content.secrets)))}
    except ValueError as exc:
        raise SetupError(str(exc)) from None
    levels = [lv.id for lv in sorted(content.levels.values(), key=lambda lv: lv.tile) if lv.side == "dragon"]
    state = State(seats=players, slots=[Slot(t.id, t.dragon) for t in tiles[:count]], watch=[],
                  treasure=decks["treasure"], magic=decks["magic"], secrets=decks["secrets"], levels=levels,
                  variants=variants, followers=[{} for _ in seats], unused_tiles=[t.id for t in tiles[count:]])
    if variants.get("shuffle_locations"):
        flow.then(state, "shuffle_locations")
    flow.later(state, "setup_initiative", ("place_watches", {"left": WATCH_TOKENS[len(seats)]}), "start_round")
    flow.run(state)
    return state


@flow.step("shuffle_locations")
def _shuffle(state: State, data: dict) -> list[Event]:
    flow.draw(state, "shuffle_locations", "tiles", len(load().tiles), pool=sorted(load().tiles))
    return []


@flow.on_draw("shuffle_locations")
def _shuffled(state: State, cards: list[str], data: dict) -> list[Event]:
    count = len(state.slots)
    state.slots = [Slot(t, load().tiles[t].dragon) for t in cards[:count]]
    state.unused_tiles = list(cards[count:])
    flow.roll(state, "location_sides", ["coin"] * count)
    return []


@flow.on_roll("location_sides")
def _sides(state: State, values: list[int], data: dict) -> list[Event]:
    for slot, side in zip(state.slots, values):  # VD-ALT-SHUF-01
        tile = load().tiles[slot.tile]
        slot.face = tile.other if side else tile.dragon
    return [Event("The Locations are shuffled", {"faces": [s.face for s in state.slots]})]


@flow.step("setup_initiative")
def _setup_initiative(state: State, data: dict) -> list[Event]:
    flow.roll(state, "initiative", ["d12"] * len(state.seats), seats=list(range(len(state.seats))))  # AMB-02
    return []


@flow.step("place_watches")
def _place_watches(state: State, data: dict) -> list[Event]:
    """In Initiative Order, round and round, until the tokens for this many players are out."""
    left = data["left"]
    if not left:
        return []
    placed = WATCH_TOKENS[len(state.seats)] - left
    seat = city.order(state)[placed % len(state.seats)]  # VD-SETUP-14/16
    flow.then(state, ("place_watches", {"left": left - 1}))
    flow.decide(state, "place_watch", seat)
    return []


def _place_legal(state: State, d: Decision) -> list:
    return [PlaceWatch(p) for p in city.in_play(state) if city.watch_at(state, p) < 0]  # AMB-52


def _place_apply(state: State, d: Decision, action) -> list[Event]:
    flow.settle(state)
    state.watch.append(Watch(action.place))
    return [Event(f"{state.seats[d.seat].name} posts the City Watch at {city.face(state, action.place).name}",
                  {"seat": d.seat, "place": action.place})]


@flow.explain("place_watch")
def _place_explain(state: State, d: Decision, action) -> str:
    return post_refusal(state, action.place) if isinstance(action, PlaceWatch) else ""


flow.decision("place_watch", "Where do you post a City Watch token?")((_place_legal, _place_apply))
