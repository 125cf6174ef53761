"""A hero's turn by mouse, as choices over the engine's legal actions: which card is in hand
(none = a plain move), what that lights up, and which action a click on a space, a monster or
a hero means. It draws nothing and knows no rule: everything lit is some legal action."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.drizzt import actions as A
from game.drizzt import hints

Cell = tuple[int, int]


@dataclass
class Lit:
    """What the table lights now: spaces with their cost, monsters to hit, heroes to help."""

    spaces: dict[Cell, int] = field(default_factory=dict)
    monsters: set[str] = field(default_factory=set)
    heroes: set[int] = field(default_factory=set)
    idle: dict[int, str] = field(default_factory=dict)  # lit heroes the card would do nothing for: why
    picked: tuple[str, ...] = ()


class TurnControls:
    """The active hero's choices in its hero phase (decision "hero")."""

    def __init__(self) -> None:
        self.ask = None  # the match's question-answerer (Match.ask): move costs come from the engine
        self.legal: list = []
        self.hero: int | None = None
        self.card = ""  # the power or item in hand; "" = a plain move
        self.picked: list[str] = []  # targets chosen so far for a two-target power
        self.lit = Lit()

    # -- reading the position ------------------------------------------------------------------
    def update(self, ask, legal: list, hero: int | None) -> None:
        """A new position (or nobody's hero turn when hero is None): keep the card in hand only
        while it can still be used. `ask` answers the engine's questions (Match.ask)."""
        self.ask, self.legal, self.hero = ask, legal, hero
        if hero is None or self.card not in self.uses():
            self.card = ""
        self.picked = []
        self._light()

    def uses(self) -> dict[str, str]:
        """{card: how} for the cards the hero can use now, plus "" for a plain move if any."""
        if self.hero is None:
            return {}
        out = hints.card_uses(self.legal, self.hero)
        if any(isinstance(a, A.Move) and a.hero == self.hero and not a.power for a in self.legal):
            out[""] = "move"
        return out

    def others(self) -> list:
        """Legal actions no space, monster or hero click reaches: end the phase, open a door,
        disarm a trap, and cards used with no target."""
        out = []
        for a in self.legal:
            if isinstance(a, (A.EndPhase, A.OpenDoor, A.Disarm)):
                out.append(a)
            elif isinstance(a, (A.UsePower, A.UseItem)) and a.target < 0:
                out.append(a)
        return out

    def pick_card(self, card: str) -> str | None:
        """Take a card in hand (again: put it down). Returns why not, or None."""
        if self.hero is None:
            return "it is not a hero's turn to act"
        uses = self.uses()
        if card == self.card:
            card = ""
        if card not in uses:
            return "that card cannot be used right now"
        self.card, self.picked = card, []
        self._light()
        return None

    def _light(self) -> None:
        lit = Lit()
        if self.hero is not None and self.ask is not None:
            how = self.uses().get(self.card)
            if how == "move":
                lit.spaces = self.ask("move_costs", self.legal, self.hero, self.card)
            elif how == "attack":
                for group in hints.attack_targets(self.legal, self.hero, self.card):
                    if all(uid in group for uid in self.picked):
                        lit.monsters.update(uid for uid in group if uid not in self.picked)
            elif how == "ally":
                helps = [a for a in self._card_actions() if a.target >= 0]
                lit.heroes = {a.target for a in helps}
                lit.idle = {a.target: why for a in helps if (why := self.ask("no_effect", a))}  # the engine's word
            lit.picked = tuple(self.picked)
        self.lit = lit

    def _card_actions(self) -> list:
        return [a for a in self.legal if isinstance(a, (A.UsePower, A.UseItem)) and a.hero == self.hero
                and (a.power if isinstance(a, A.UsePower) else a.item) == self.card]

    # -- clicks ----------------------------------------------------------------------------------
    def at_space(self, cell: Cell):
        """The Move a click (or a drop) on this space means, or None."""
        if cell not in self.lit.spaces:
            return None
        return next(a for a in self.legal if isinstance(a, A.Move) and a.hero == self.hero
                    and a.power == self.card and (a.x, a.y) == cell)

    def at_monster(self, uid: str):
        """The Attack a click on this monster completes, or None (a second target is still wanted,
        or it cannot be hit). A two-target power takes its first pick and waits."""
        if uid not in self.lit.monsters:
            return None
        chosen = (*self.picked, uid)
        groups = hints.attack_targets(self.legal, self.hero, self.card)
        exact = [g for g in groups if sorted(g) == sorted(chosen)]
        if exact:
            return self._attack(exact[0])
        if len(groups) == 1 and uid in groups[0]:  # a power that hits every monster in range
            return self._attack(groups[0])
        self.picked.append(uid)
        self._light()
        return None

    def _attack(self, targets: tuple[str, ...]):
        return next(a for a in self.legal if isinstance(a, A.Attack) and a.hero == self.hero
                    and a.power == self.card and a.targets == targets)

    def at_hero(self, index: int):
        """The power or item a click on this hero gives them, or None."""
        if index not in self.lit.heroes:
            return None
        return next(a for a in self._card_actions() if a.target == index)
