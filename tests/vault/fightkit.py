"""Shared moves for the Fight, Dungeon, Quest and card tests: refusals checked byte for byte,
a Dungeon attempt driven through the engine with forced Secrets and dice, a simple Brawl."""
from __future__ import annotations


from game.core.match import Match
from game.vault import fights
from game.vault.actions import Casualties, Enter, Fight, Pass, RogueDie
from tests.vault.helpers import draw, owed, put, roll, start
from tests.vault.helpers import refused as refuse

# Secret layouts used below (game/vault/content/secrets.toml), rooms 2 and 3 on the Dungeon Level:
CLEAN = "secret_whispering_well"  # 7 / 11, no Casualty dice anywhere; loot Rumor | 2 gold | 1 MI
EXAMPLE = "secret_flooded_stair"  # 9 / 13, the rulebook layout; room 3 pictures 1 Casualty die
TWELVE = "secret_hall_of_mirrors"  # 7 / 12; loot 1 gold | 1 Treasure | 1 MI and 1 Casualty die




def game(seats: int = 2, **kw) -> Match:
    """A started game with the City Watch away from the top row, the Quest (s6), Unicorn's Horn (s7),
    Field of Triumph (s8) and the Dripping Stair (s11)."""
    kw.setdefault("watch", ("s9", "s10", "s5", "s4")[: {2: 4, 3: 3, 4: 2}[seats]])
    return start(seats, **kw)


def enter(m: Match, force=(1, 0, 0), secret: str = CLEAN, entrance: str = "gold", rogue_cd: bool | None = None,
          card: str = "", seat: int | None = None) -> None:
    """Put `force` on the Portal (unless already there), go in, flip `secret`, answer the
    Rogue die question; stops at the pending Fight roll."""
    seat = m.state.turn if seat is None else seat
    if not any(m.state.followers[seat].get("yp", [0, 0, 0])):
        put(m, seat, "yp", *force)
    m.act(Enter(entrance, *force, card=card))
    draw(m, secret)
    if owed(m) == "rogue_die":
        m.act(RogueDie(bool(rogue_cd)))


def side(m: Match, seat: int | None = None):
    f = m.state.fight
    return f.sides[0] if seat is None else fights.side_of(f, seat)


def strength(m: Match, seat: int | None = None) -> int:
    return fights.strength(m.state, m.state.fight, side(m, seat))


def attack_die(m: Match, seat: int | None = None):
    s = side(m, seat)
    return s.dice[s.attack]


def finish(m: Match) -> None:
    """Pass the exchange (every seat that is asked)."""
    while owed(m) == "modify":
        m.act(Pass())


def lose(m: Match, fighters: int = 0, rogues: int = 0, wizards: int = 0):
    assert owed(m) == "casualties", owed(m)
    return m.act(Casualties(fighters, rogues, wizards))


def brawl(m: Match, place: str, attacker=(1, 0, 0), defender=(1, 0, 0), rogue_cds=(False, False)):
    """Seat 0 (whose turn it is) starts a Brawl with seat 1 at `place`; stops at the roll."""
    put(m, 0, place, *attacker)
    put(m, 1, place, *defender)
    m.act(Fight(place))
    while owed(m) in ("rogue_die", "patrol"):
        if owed(m) == "patrol":
            m.act(m.legal_actions()[0])
        else:
            m.act(RogueDie(rogue_cds[m.state.decisions[-1].seat]))


__all__ = ["refuse", "game", "end_round", "enter", "side", "strength", "attack_die", "finish", "lose", "brawl",
           "roll", "draw", "owed", "put", "CLEAN", "EXAMPLE", "TWELVE"]


def end_round(m: Match) -> None:
    """Everyone takes gold until the round is over; chance from the seed, first option for any
    decision (Pursue Rumors picks); stops at the first turn of the next round."""
    from game.core.protocol import CHANCE
    from game.vault.actions import TakeGold

    start_round = m.state.round
    while m.state.round == start_round or m.state.phase != "actions" or m.state.decisions or m.state.chance:
        if m.to_act() == CHANCE:
            m.roll()
        elif m.state.decisions:
            m.act(m.legal_actions()[0])
        else:
            m.act(TakeGold())
