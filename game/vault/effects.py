"""What Vault of Dragons content's effects do: a Treasure's or Magic Item's `effect`, and a
Faction's `initiative`. One registry per moment a card is played in (game/core/effects.py), and
for each moment what a card offers (its `PlayCard` actions), what it needs and what it does. The
names come from the content vocabulary (game/vault/content.py: CARD_EFFECTS, each with the moment
it is played in, and INITIATIVE_HANDLERS): a handler for a name it does not know is refused at
import, and the tests check that every name content uses has a handler here and every handler is
used by some content. The modules where cards are played (fights, casualties, turn, options,
gains, rounds) call through these tables and never compare effect names."""
from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from game.core.effects import Effects
from game.core.errors import IllegalAction
from game.core.protocol import Event
from game.vault import board, flow
from game.vault.actions import PlayCard
from game.vault.content import CARD_EFFECTS, INITIATIVE_HANDLERS, Card
from game.vault.flow import queue_gain
from game.vault.state import INFLICTED, Side, State
from game.vault.watch import check_watch_step, free_whisper_moves, move_watch

Patrols = tuple[tuple[str, bool], ...]  # (place, regrouping) of each City Watch token


def _played(moment: str) -> dict[str, str]:
    """The card effects content plays at this moment (name -> moment)."""
    return {name: when for name, when in CARD_EFFECTS.items() if when == moment}


# What each kind of handler is given and returns. `side`: a Fight side (its index in the Fight for
# the plays); `data`: the Casualty step's data; `target`: the `PlayCard`'s target. The plays: the
# `PlayCard` actions a card in hand offers now.
FightPlays = Callable[[State, int, str], list[PlayCard]]  # (state, side index, card id)
FightNeeds = Callable[[State, Side, Card], str]  # why it may not be played now ("" when it may)
FightPlay = Callable[[State, Side, Card, int], None]  # (state, side, card, target)
CasualtyPlays = Callable[[dict, str], list[PlayCard]]  # (data, card id)
CasualtyPlay = Callable[[dict, Card, int], str]  # (data, card, target) -> what the log says it does
TurnPlays = Callable[[Card, Patrols, int, bool], "list[PlayCard] | tuple"]  # (card, Watch, slots, Secrets left?)
TurnCheck = Callable[[State, Card, PlayCard], None]  # raises IllegalAction
TurnPlay = Callable[[State, int, Card, PlayCard], list[Event]]  # (state, seat, card, action)

# A Fight's modify step (VD-FIGHT-10..14): the Fight cards; in a Brawl also a card ignoring a
# Casualty die, there one a rival inflicted (docs/vault-content.md).
_IN_A_FIGHT = {**_played("fight"), "ignore_casualty_die": "casualties"}
FIGHT_PLAYS: Effects[FightPlays] = Effects("fight card's plays", _IN_A_FIGHT)
FIGHT_NEEDS: Effects[FightNeeds] = Effects("fight card's need", _IN_A_FIGHT)
FIGHT: Effects[FightPlay] = Effects("fight card", _IN_A_FIGHT)
# Suffering Casualties (VD-CAS-05..11).
CASUALTY_PLAYS: Effects[CasualtyPlays] = Effects("casualty card's plays", _played("casualties"))
CASUALTY: Effects[CasualtyPlay] = Effects("casualty card", _played("casualties"))
# On your turn, free (VD-P1-10).
TURN_PLAYS: Effects[TurnPlays] = Effects("turn card's plays", _played("turn"))
TURN_CHECK: Effects[TurnCheck] = Effects("turn card's check", _played("turn"))
TURN: Effects[TurnPlay] = Effects("turn card", _played("turn"))
# Drawing Treasure or Magic Items (gains.py's extra_draw decision): (card) -> how many more to draw.
DRAW: Effects[Callable[[Card], int]] = Effects("draw card", _played("draw"))
# The Faction holding the Initiative as a round starts (VD-FACT-06): (state, seat, its initiative_args).
INITIATIVE: Effects[Callable[[State, int, dict], None]] = Effects("initiative", dict.fromkeys(INITIATIVE_HANDLERS))


# -- in a Fight ---------------------------------------------------------------------------------------
@FIGHT_PLAYS.handler("attack_bonus", "die_bonus", "reroll", "inflict_casualty_die")
def _untargeted_fight_play(state: State, side: int, card: str) -> list[PlayCard]:
    return [PlayCard(card)]


@FIGHT_PLAYS.handler("ignore_casualty_die")
def _a_rival_die(state: State, side: int, card: str) -> list[PlayCard]:
    return [PlayCard(card, t) for t in rival_dice(state, side)]


def rival_dice(state: State, side_index: int) -> list[int]:
    """Targets for ignoring a rival's Casualty die in a Brawl: side*100 + die; the Watch's die
    too (AMB-72)."""
    out = []
    for j, other in enumerate(state.fight.sides):
        if j == side_index:
            continue
        sources = ("watch_cd",) if other.seat < 0 else INFLICTED
        out += [j * 100 + k for k, d in enumerate(other.dice) if d.source in sources and not d.ignored and d.value]
    return out


@FIGHT_NEEDS.handler("attack_bonus", "reroll", "inflict_casualty_die", "ignore_casualty_die")
def _needs_nothing(state: State, side: Side, card: Card) -> str:
    return ""


@FIGHT_NEEDS.handler("die_bonus")
def _needs_its_die(state: State, side: Side, card: Card) -> str:
    if not (side.attack >= 0 and side.dice[side.attack].kind == card.args.get("die")):
        return f"{card.name} needs a {card.args.get('die')} as your Attack die"
    return ""


@FIGHT.handler("attack_bonus")
def _attack_bonus(state: State, side: Side, card: Card, target: int) -> None:
    side.bonus += int(card.args.get("amount", 1))


@FIGHT.handler("die_bonus")
def _die_bonus(state: State, side: Side, card: Card, target: int) -> None:
    side.bonus += int(card.args.get("amount", 1))
    side.die_locks.append(card.args.get("die", ""))


@FIGHT.handler("reroll")
def _rerolls(state: State, side: Side, card: Card, target: int) -> None:
    side.rerolls += int(card.args.get("count", 1))


@FIGHT.handler("inflict_casualty_die")
def _inflict(state: State, side: Side, card: Card, target: int) -> None:
    flow.roll(state, "card_cd", ["casualty"] * int(card.args.get("count", 1)), side=state.fight.sides.index(side))


@FIGHT.handler("ignore_casualty_die")
def _ignore_rival_die(state: State, side: Side, card: Card, target: int) -> None:
    other = state.fight.sides[target // 100]  # target: side * 100 + die (rival_dice)
    other.dice[target % 100].ignored = True


# -- suffering Casualties -------------------------------------------------------------------------
@CASUALTY_PLAYS.handler("ignore_casualty_die")
def _an_own_skull(data: dict, card: str) -> list[PlayCard]:
    return [PlayCard(card, i) for i, v in enumerate(data["values"]) if v and i not in data.get("ignored", [])]


@CASUALTY_PLAYS.handler("ignore_casualties")
def _untargeted_casualty_play(data: dict, card: str) -> list[PlayCard]:
    return [PlayCard(card)]


@CASUALTY.handler("ignore_casualty_die")
def _ignore_own_die(data: dict, card: Card, target: int) -> str:
    data["ignored"] = [*data.get("ignored", []), target]
    return "ignores a Casualty die"


@CASUALTY.handler("ignore_casualties")
def _ignore_casualties(data: dict, card: Card, target: int) -> str:
    data["reduce"] = data.get("reduce", 0) + int(card.args.get("amount", 1))
    return f"ignores up to {card.args.get('amount', 1)} Casualties"


# -- on your turn ---------------------------------------------------------------------------------
@TURN_PLAYS.handler("gain")
def _untargeted_turn_play(card: Card, watch: Patrols, slots: int, secrets_left: bool) -> list[PlayCard]:
    return [PlayCard(card.id)]


@TURN_PLAYS.handler("gain_secret")
def _while_secrets_last(card: Card, watch: Patrols, slots: int, secrets_left: bool) -> list[PlayCard]:
    return [PlayCard(card.id)] if secrets_left else []


@TURN_PLAYS.handler("whisper")
def _watch_steps(card: Card, watch: Patrols, slots: int, secrets_left: bool) -> tuple:
    return _whisper_plays(card.id, int(card.args.get("steps", 1)), watch, slots)


@lru_cache(maxsize=1024)
def _whisper_plays(card: str, steps: int, watch: Patrols, slots: int) -> tuple:
    """Each active Watch token up to `steps` steps to a place with no token."""
    return tuple(PlayCard(card, i, d) for i, (place, regrouping) in enumerate(watch) if not regrouping
                 for d in board.ALL_SLOTS[:slots] if all(w[0] != d for w in watch)
                 and 0 < board.distance(place, d) <= steps)


@TURN_CHECK.handler("gain")
def _no_check(state: State, card: Card, a: PlayCard) -> None:
    return None


@TURN_CHECK.handler("gain_secret")
def _a_secret_left(state: State, card: Card, a: PlayCard) -> None:
    if len(state.secrets) == 0:
        raise IllegalAction("no Secret is left in the pile")


@TURN_CHECK.handler("whisper")
def _a_watch_step(state: State, card: Card, a: PlayCard) -> None:
    check_watch_step(state, a.target, a.dest, int(card.args.get("steps", 1)))


@TURN.handler("gain")
def _gain(state: State, seat: int, card: Card, a: PlayCard) -> list[Event]:
    queue_gain(state, seat, card.args, why="card")
    return []


@TURN.handler("gain_secret")
def _gain_secret(state: State, seat: int, card: Card, a: PlayCard) -> list[Event]:
    queue_gain(state, seat, {"secret": 1}, why="card")
    return []


@TURN.handler("whisper")
def _whisper(state: State, seat: int, card: Card, a: PlayCard) -> list[Event]:
    return move_watch(state, a.target, a.dest, card.name)


# -- drawing cards --------------------------------------------------------------------------------
@DRAW.handler("draw_extra")
def _draw_extra(card: Card) -> int:
    return int(card.args.get("count", 1))


# -- a Faction's Initiative ---------------------------------------------------------------------------
@INITIATIVE.handler("gain")
def _initiative_gain(state: State, seat: int, args: dict) -> None:
    queue_gain(state, seat, args, why="initiative")


@INITIATIVE.handler("hire_discount")
def _hire_discount(state: State, seat: int, args: dict) -> None:
    state.seats[seat].hire_discount = int(args.get("gold", 0))
    if args.get("gain"):
        queue_gain(state, seat, args["gain"], why="initiative")


@INITIATIVE.handler("free_whisper")
def _free_whisper(state: State, seat: int, args: dict) -> None:
    if free_whisper_moves(state):
        flow.decide(state, "free_whisper", seat)
