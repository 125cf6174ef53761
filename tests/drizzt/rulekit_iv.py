"""Short ways to build Legend of Drizzt rule-test positions for checklist sections I-V (movement
to clarifications) and the worked examples LD-EX-13..24, on top of tests/drizzt/helpers.py: a
party whose heroes carry no reaction powers (so no seat is asked mid-attack unless a test wants
it), empty hands, an encounter deck that can be emptied or stacked, and one-line queries."""
from __future__ import annotations

from game.core.match import Match
from game.drizzt import board
from game.drizzt.actions import Attack, EndPhase, LetItBe, Move
from game.drizzt.content import load
from tests.drizzt.helpers import owed

# Suggested picks with every reaction power swapped for a plain one of the same type.
CALM = {
    "thalia": ["hammer_drop", "cleave", "steady_strike", "battle_cry"],
    "kaelith": ["held_breath", "split_volley", "hunters_arrow", "hunters_stride"],
    "maren": ["light_of_renewal", "lance_of_dawn", "mending_mace", "purifying_touch"],
    "ilyndra": ["cinder_storm", "arcane_dart", "thunderclap", "spell_recall"],
}


def begin(*heroes: str, adventure: str = "the_spiders_court", powers: dict | None = None, seed: int = 1,
          items: dict | None = None, calm: bool = True, **extra) -> Match:
    """A match at the first hero's first decision. Heroes hold the powers given (else the calm
    picks, else the suggested ones) and the items given by hero index (else none: starting items
    are cleared so that numbers are exact)."""
    heroes = heroes or ("kaelith", "thalia")
    powers = powers or {}
    entries = []
    for i, h in enumerate(heroes):
        entry = {"hero": h, "seat": i}
        chosen = powers.get(h) or (CALM.get(h) if calm else None)
        if chosen:
            entry["powers"] = list(chosen)
        entries.append(entry)
    setup = {"adventure": adventure, "seats": [{"name": f"P{i}"} for i in range(len(heroes))],
             "heroes": entries, **extra}
    match = Match("drizzt", setup, seed)
    match.settle()
    for i, hero in enumerate(match.state.heroes):
        hero.items[:] = list((items or {}).get(i, []))
    return match


def quiet(match: Match) -> None:
    """No encounter cards left at all (a villain phase then goes straight to the monsters)."""
    deck = match.state.encounter_deck
    deck.pile.clear()
    deck.top.clear()
    deck.bottom.clear()
    deck.discard.clear()


def stack(match: Match, deck: str, *cards: str) -> None:
    """Put these cards on top of a deck (taken out of wherever they lie in it), drawn in order."""
    d = getattr(match.state, f"{deck}_deck")
    for card in cards:
        for where in (d.pile, d.discard, d.bottom, d.top):
            if card in where:
                where.remove(card)
                break
    d.top[0:0] = list(cards)


def decline(match: Match) -> None:
    """Answer "no" to any reaction the engine asks about."""
    while owed(match) == "react":
        match.act(LetItBe())


def end_phase(match: Match) -> list:
    return match.act(EndPhase(match.state.turn.hero))


def legal(match: Match, kind) -> list:
    """The legal actions of this kind now, worked out afresh (tests edit the state by hand)."""
    return [a for a in match.legal_actions() if isinstance(a, kind)]


def spaces(match: Match, card: str = "") -> set:
    """The spaces the active hero may move to now: an ordinary move (Speed), or with `card` a move
    that card gives."""
    return {(a.x, a.y) for a in legal(match, Move) if a.power == card}


def attacks(match: Match, power: str) -> set:
    """The target tuples the active hero may attack with this power now."""
    return {a.targets for a in legal(match, Attack) if a.power == power}


def pile(match: Match, team: str = "0") -> list:
    return list(match.state.xp.get(team, []))


def xp(match: Match, team: str = "0") -> int:
    return sum(load().monster(c).xp for c in match.state.xp.get(team, []))


def up(match: Match, hero: int, power: str) -> bool:
    return next(c.up for c in match.state.heroes[hero].powers if c.id == power)


def at(match: Match, uid: str):
    m = board.monster_by_uid(match.state, uid)
    return None if m is None else tuple(m.cell)


def purpose(match: Match) -> str | None:
    return match.state.chance.purpose if match.state.chance is not None else None


# -- numbers from the cards (content is tuned while the rules stay: tests read the card) -----------
def line(card: str, i: int):
    """Tactic line i of a monster card."""
    return load().monster(card).tactics[i]


def defense(card: str) -> int:
    return load().monster(card).defense


def to_hit(card: str, bonus: int) -> int:
    """The smallest d20 that hits this monster with this bonus (kept off the natural 1 and 20)."""
    need = max(2, defense(card) - bonus)
    assert need <= 19, f"{card} cannot be hit with +{bonus} short of a natural 20"
    return need


def worth(xp: int, skip: tuple = ()) -> str:
    """A monster card (not a villain) worth exactly this much experience."""
    return next(c.id for c in load().monsters.values() if c.xp == xp and not c.villain and c.id not in skip)
