"""Legend of Drizzt content as loaded: the frozen card dataclasses and `Content`, all of it.

Re-exported by `game.drizzt.content`, the public entry point.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from game.drizzt.vocabulary import ATTACK_ACTIONS, DECK_KINDS, TIERS, split_effect


# --- the content -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Level2:
    defense: int
    health: int
    speed: int
    crit: str


@dataclass(frozen=True)
class Hero:
    id: str
    name: str
    race: str
    klass: str  # `class` in the file
    defense: int
    health: int
    speed: int
    surge: int  # what a healing surge restores (G-05)
    level2: Level2
    slots: dict  # {"art": n, "talent": n, "maneuver": n}
    auto: tuple[str, ...]
    suggested: tuple[str, ...]
    text: str


@dataclass(frozen=True)
class Power:
    id: str
    hero: str
    name: str
    type: str
    use: str
    range: str
    targets: str
    attack: int
    damage: int
    hit: tuple[str, ...]
    miss: tuple[str, ...]
    effect: str
    when: str
    text: str

    @property
    def flips(self) -> bool:
        """Arts and Maneuvers turn face down when used (LD-PWR-03, LD-PWR-05)."""
        return self.type != "talent"


@dataclass(frozen=True)
class Tile:
    id: str
    name: str
    cells: tuple[str, ...]  # 4 rows of 4, north row first
    edges: dict  # {"n": "open"|"wall", ...}
    triangle: str
    corridor: bool
    door: str
    dead_end: bool
    kind: str

    def find(self, char: str) -> list[tuple[int, int]]:
        """The (x, y) spaces of the tile holding `char`, in reading order."""
        return [(x, y) for y, row in enumerate(self.cells) for x, c in enumerate(row) if c == char]

    @property
    def spawn(self) -> tuple[int, int] | None:
        found = self.find("S")
        return found[0] if found else None


@dataclass(frozen=True)
class Tactic:
    cond: str  # "" (always) | adjacent | tile | within:N | damaged
    action: str  # attack | close_attack | shoot | attack_tile | move:N | spawn:<id> | heal:N
    attack: int = 0
    damage: int = 0
    effects: tuple[str, ...] = ()
    miss: int = 0
    target: str = ""


def condition_text(condition: str) -> str:
    """A tactic line's condition in card words ("A hero within 2 tiles", "2 or more heroes on its tile")."""
    cond, arg = split_effect(condition)
    return {"": "Otherwise", "adjacent": "A hero adjacent", "tile": "A hero on its tile",
            "within": f"A hero within {arg} tile{'s' if arg != '1' else ''}", "damaged": "Damaged",
            "bloodied": "At half Health or less", "crowd": f"{arg} or more heroes on its tile",
            "ally_hurt": "A hurt ally on its tile"}[cond]


def tactic_text(tactic: Tactic, monsters: dict | None = None) -> str:
    """What a tactic line does, in card words ("A hero adjacent: attack that hero: +8, 2 damage.")."""
    when = condition_text(tactic.cond)
    name, arg = split_effect(tactic.action)
    if name in ATTACK_ACTIONS:
        whom = {"attack": "each adjacent hero" if tactic.target else "that hero",
                "close_attack": "move next to the nearest such hero and attack it",
                "shoot": "the nearest such hero", "attack_tile": "each hero on its tile",
                "snipe": "whichever such hero has the least Health",
                "pull": "drag the nearest such hero next to it and attack it",
                "charge": "move next to the nearest such hero and attack it, 1 more damage if it moved"}[name]
        verb = "" if name in ("close_attack", "pull", "charge") else "attack "
        does = f"{verb}{whom}: +{tactic.attack}" + (f", {tactic.damage} damage" if tactic.damage else "")
        if tactic.effects:
            does += "; hit: " + " and ".join({"stun": "stunned", "poison": "poisoned"}[e] for e in tactic.effects)
        if tactic.miss:
            does += f"; miss: {tactic.miss} damage"
    elif name == "move":
        does = f"move {arg} tile{'s' if arg != '1' else ''} toward the nearest hero"
    elif name == "spawn":
        who = monsters[arg].name if monsters and arg in monsters else arg
        does = f"a {who} appears on its tile's spawn point"
    elif name == "retreat":
        does = f"move {arg} tile{'s' if arg != '1' else ''} away from the nearest hero"
    elif name == "mend":
        does = f"the most hurt other monster on its tile regains {arg} Health"
    else:  # heal
        does = f"regain {arg} Health"
    return f"{when}: {does}."


@dataclass(frozen=True)
class Monster:
    id: str
    name: str
    kind: str
    tier: str
    defense: int
    health: int
    xp: int
    size: int
    figures: int
    copies: int
    villain: bool
    tactics: tuple[Tactic, ...]
    text: str
    rises: int = 0  # a villain's second form: brought to 0 Health the first time, it rises with this much


@dataclass(frozen=True)
class Encounter:
    id: str
    name: str
    kind: str
    tier: str
    copies: int
    effect: str
    attack: int
    damage: int
    hit: tuple[str, ...]
    disarm: int
    ends: str
    text: str


@dataclass(frozen=True)
class Treasure:
    id: str
    name: str
    item: bool
    category: str
    use: str
    consumable: bool
    effect: str
    tier: str
    copies: int
    text: str


@dataclass(frozen=True)
class TileRecipe:
    count: int
    special: tuple[str, ...]
    after: int


@dataclass(frozen=True)
class PartyScale:
    """An adventure's changes for one party size (`scale` in adventures.toml, game/drizzt/scale.py)."""

    surges: int = 0  # added to the game's healing surges (the result kept within 1..3)
    tiles: int = 0  # added to the tile deck's count
    after: int = 0  # added to the plain tiles before the special one(s)
    villain_health: int = 0  # added to the villain's (or the object's) Health


NO_SCALE = PartyScale()


@dataclass(frozen=True)
class AdventureItem:
    """An object on the special tile that heroes attack like a monster (LD-ACT-02)."""

    name: str
    defense: int
    health: int


@dataclass(frozen=True)
class Adventure:
    id: str
    name: str
    audience: str  # `for` in the file: solo | group | any
    heroes: tuple[int, int]
    deck: str
    surges: int
    story: str
    goal: str
    tiles: TileRecipe
    villain: str
    objective: str
    defeat: tuple[str, ...]
    rules: tuple[str, ...]
    epilogue_win: str
    epilogue_loss: str
    item: AdventureItem | None = None  # destroy_item: the object to destroy
    scale: tuple[tuple[int, PartyScale], ...] = ()  # (party size, its changes), sizes without one unchanged

    def scaled(self, heroes: int) -> PartyScale:
        """The changes for a party of `heroes` (none if the adventure has no `scale` for it)."""
        for n, row in self.scale:
            if n == heroes:
                return row
        return NO_SCALE


@dataclass(frozen=True)
class Content:
    heroes: dict[str, Hero]
    powers: dict[str, Power]
    tiles: dict[str, Tile]
    monsters: dict[str, Monster]
    encounters: dict[str, Encounter]
    treasures: dict[str, Treasure]
    adventures: dict[str, Adventure]

    def deck_list(self, kind: str, tier: str = "starting") -> list[str]:
        """The card ids of a deck, one entry per copy: `tier` "starting" is the Starting Deck,
        "advanced" the Starting and Advanced Decks together (LD-ADV-02). Villains are not in
        the monster deck."""
        got = self._deck_lists.get((kind, tier))  # every new game asks: worked out once
        if got is None:
            if kind not in DECK_KINDS:
                raise ValueError(f"unknown deck {kind!r}; expected one of {', '.join(DECK_KINDS)}")
            if tier not in TIERS:
                raise ValueError(f"unknown tier {tier!r}; expected one of {', '.join(TIERS)}")
            cards = {"monster": self.monsters, "encounter": self.encounters, "treasure": self.treasures}[kind]
            tiers = TIERS if tier == "advanced" else ("starting",)
            got = self._deck_lists[(kind, tier)] = tuple(c.id for c in cards.values() if c.tier in tiers
                                                         for _ in range(c.copies))
        return list(got)

    @cached_property
    def _deck_lists(self) -> dict[tuple[str, str], tuple[str, ...]]:
        """(kind, tier) -> `deck_list`'s cards (the content is frozen: they never change)."""
        return {}

    def tier_total(self, tier: str) -> int:
        """Cards of one tier across the monster, encounter and treasure decks (LD-COMP-05)."""
        return sum(c.copies for cards in (self.monsters, self.encounters, self.treasures)
                   for c in cards.values() if c.tier == tier)

    def hero_powers(self, hero: str) -> list[Power]:
        return [p for p in self.powers.values() if p.hero == hero]

    @cached_property
    def objects(self) -> dict:
        """The objects destroy_item adventures put on their special tile, as monster cards that
        never act, give no XP and are in no deck (LD-ACT-02): `object_<adventure id>`."""
        out = {}
        for adv in self.adventures.values():
            if adv.item is not None:
                oid = f"object_{adv.id}"
                out[oid] = Monster(id=oid, name=adv.item.name, kind="object", tier="starting",
                                   defense=adv.item.defense, health=adv.item.health, xp=0, size=1, figures=1,
                                   copies=0, villain=False, tactics=(Tactic(cond="", action="idle"),),
                                   text=f"{adv.item.name}: destroy it to win.")
        return out

    def monster(self, card_id: str) -> Monster:
        """A monster card, a villain, or an adventure's object."""
        found = self.monsters.get(card_id)
        return found if found is not None else self.objects[card_id]

    @cached_property
    def tile_defs(self) -> dict:
        """The tiles as `game.drizzt.grid.TileDef`s, by id (built once)."""
        from game.drizzt.grid import TileDef

        return {t.id: TileDef(id=t.id, cells=t.cells, edges=dict(t.edges), triangle=t.triangle,
                              corridor=t.corridor, door=t.door, dead_end=t.dead_end, kind=t.kind,
                              name=t.name)
                for t in self.tiles.values()}
