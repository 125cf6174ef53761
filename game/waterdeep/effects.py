"""What the content's effects do: one handler per effect name of the content vocabulary
(game/waterdeep/content.py: EFFECTS), for action spaces, building tiles, intrigue cards and plot
quests alike. A handler is `(state, seat, args, source) -> events`, where `source` says what
brought it on (`space`, `card` or `quest`); one that needs a seat's choice queues a decision whose
answer finishes it. Plot quests' ongoing effects are read where they apply (game/waterdeep/plots.py):
completing such a quest runs its handler once, which does nothing more for most of them. The rules
modules start an effect by queueing the step "effect" and never compare effect names.

The targets of attack cards are chosen by the player who plays them (`target`), and "if possible"
effects take only what the victim has (LW-INT-02)."""
from __future__ import annotations

from collections.abc import Callable

from game.core.common_actions import Pass, Pick
from game.core.effects import Effects
from game.core.protocol import Event
from game.waterdeep import board, builders_hall, cliffwatch, flow, harbor, placing, spaces, tavern
from game.waterdeep.actions import Assign, Choose, Recall, Target
from game.waterdeep.content import EFFECTS as VOCABULARY
from game.waterdeep.content import load
from game.waterdeep.needs import NEEDS
from game.waterdeep.state import HARBOR, LIEUTENANT, Decision, State
from game.waterdeep.visits import with_bonus

Handler = Callable[[State, int, dict, dict], list[Event]]
EFFECTS: Effects[Handler] = Effects("effect", dict.fromkeys(VOCABULARY))
TARGETED: dict[str, Callable[[State, int, int, dict, dict], list[Event]]] = {}  # after the target is chosen


@flow.step("effect")
def _effect(state: State, data: dict) -> list[Event]:
    return EFFECTS[data["effect"]](state, data["seat"], dict(data.get("args") or {}), data)


def _others(state: State, seat: int) -> list[int]:
    """Every opponent, from the seat's left round the table."""
    n = len(state.seats)
    return [(seat + k) % n for k in range(1, n)]


def _from(source: dict) -> str:
    """What brought the effect on, in words for the log."""
    c = load()
    if source.get("card"):
        return c.intrigue[source["card"]].name
    if source.get("quest"):
        return c.quests[source["quest"]].name
    if source.get("space"):
        return board.space(source["space"]).name
    return ""


# -- action spaces -------------------------------------------------------------------------------------
@EFFECTS.handler("buy_building")
def _buy_building(state, seat, args, source):
    builders_hall.offer(state, seat)
    return []


@NEEDS.handler("buy_building")
def _buy_need(state, seat, args):
    return builders_hall.need(state, seat)


@EFFECTS.handler("take_quest")
def _take_quest(state, seat, args, source):
    events = []
    steps = [("offer_quest", {"seat": seat, "gain": dict(args.get("gain") or {})})]
    if args.get("reset"):
        events = cliffwatch.reset(state)
        steps.insert(0, ("inn_refill", {}))
    flow.then(state, *steps)
    return events


@NEEDS.handler("take_quest")
def _take_quest_need(state, seat, args):
    return cliffwatch.need(state, seat, bool(args.get("reset")))


@EFFECTS.handler("take_inn_quest")
def _take_inn_quest(state, seat, args, source):
    flow.then(state, ("offer_quest", {"seat": seat, "gain": dict(args.get("gain") or {})}))
    return []


@NEEDS.handler("take_inn_quest")
def _take_inn_quest_need(state, seat, args):
    return cliffwatch.need(state, seat, False)


@EFFECTS.handler("play_intrigue")
def _play_intrigue(state, seat, args, source):
    harbor.offer(state, seat)
    return []


@EFFECTS.handler("first_player")
def _first_player(state, seat, args, source):
    state.first = seat  # G-11
    p = state.seats[seat]
    events = [Event(f"{p.name} takes the First Player marker", {"kind": "first_player", "seat": seat})]
    return events + tavern.gain(state, seat, dict(args.get("gain") or {}), _from(source))


@EFFECTS.handler("take_ambassador")
def _take_ambassador(state, seat, args, source):
    state.ambassador_next = seat
    return [Event(f"{state.seats[seat].name} takes the Ambassador: an extra agent next round",
                  {"kind": "ambassador_taken", "seat": seat})]


@EFFECTS.handler("gain")
def _gain(state, seat, args, source):
    bundle = dict(args.get("bundle") or {})
    if source.get("space"):
        bundle = with_bonus(state, seat, bundle)
    return tavern.gain(state, seat, bundle, _from(source))


# -- a choice of bundles -------------------------------------------------------------------------------
@EFFECTS.handler("choose_one")
def _choose_one(state, seat, args, source):
    options = [dict(o) for o in args.get("options") or []]
    if options:
        flow.decide(state, "choose", seat, options=options, space=source.get("space", ""), why=_from(source))
    return []


def _choose_legal(state: State, d: Decision) -> list:
    return [Choose(i) for i in range(len(d.data["options"]))]


def _choose_apply(state: State, d: Decision, action: Choose) -> list[Event]:
    flow.settle(state)
    bundle = dict(d.data["options"][action.option])
    if d.data.get("space"):
        bundle = with_bonus(state, d.seat, bundle)
    return tavern.gain(state, d.seat, bundle, d.data.get("why", ""))


@flow.explain("choose")
def _choose_explain(state, d, action):
    return f"choose one of the {len(d.data['options'])} offers" if isinstance(action, Choose) else ""


flow.decision("choose", "Which do you take?")((_choose_legal, _choose_apply))


# -- attacks and gifts -----------------------------------------------------------------------------------
@EFFECTS.handler("each_opponent_loses")
def _each_opponent_loses(state, seat, args, source):
    bundle = dict(args.get("bundle") or {})
    events = []
    for other in _others(state, seat):  # LW-INT-02: each opponent once, only what they have
        lost = tavern.lose(state, other, bundle)
        if lost:
            events.append(Event(f"{state.seats[other].name} loses {tavern.words(lost)}",
                                {"kind": "lose", "seat": other, "bundle": lost}))
    return events


@EFFECTS.handler("gain_and_opponents_gain")
def _gain_and_opponents_gain(state, seat, args, source):
    events = tavern.gain(state, seat, dict(args.get("gain") or {}), _from(source))
    for other in _others(state, seat):
        events += tavern.gain(state, other, dict(args.get("others") or {}), _from(source))
    return events


def _ask_target(state: State, seat: int, use: str, args: dict, source: dict) -> list[Event]:
    flow.decide(state, "target", seat, use=use, args=args, card=source.get("card", ""))
    return []


@EFFECTS.handler("opponent_loses")
def _opponent_loses(state, seat, args, source):
    return _ask_target(state, seat, "opponent_loses", args, source)


def _opponent_loses_at(state, seat, target, args, data):
    lost = tavern.lose(state, target, dict(args.get("bundle") or {}))
    events = []
    if lost:
        events.append(Event(f"{state.seats[target].name} loses {tavern.words(lost)}",
                            {"kind": "lose", "seat": target, "bundle": lost}))
        pieces = sum(lost.values())
        bundle = {k: v * pieces for k, v in (args.get("gain") or {}).items()}
    else:
        bundle = dict(args.get("else") or {})
    return events + tavern.gain(state, seat, bundle, _card_name(data))


@EFFECTS.handler("steal")
def _steal(state, seat, args, source):
    return _ask_target(state, seat, "steal", args, source)


def _steal_at(state, seat, target, args, data):
    lost = tavern.lose(state, target, {args.get("kind", "gold"): int(args.get("count", 1))})
    if not lost:
        return [Event(f"{state.seats[target].name} has nothing of that kind to take", {"kind": "lose", "seat": target,
                                                                                     "bundle": {}})]
    events = [Event(f"{state.seats[seat].name} takes {tavern.words(lost)} from {state.seats[target].name}",
                    {"kind": "lose", "seat": target, "bundle": lost, "by": seat})]
    return events + tavern.gain(state, seat, lost, _card_name(data))


def _mandatory_at(state, seat, target, args, data):
    card = data["card"]
    state.seats[target].mandatory.append(card)  # LW-MQ-01
    name = load().intrigue[card].name
    return [Event(f"{state.seats[seat].name} gives {state.seats[target].name} the mandatory quest {name}",
                  {"kind": "mandatory", "seat": seat, "target": target, "card": card})]


TARGETED.update(opponent_loses=_opponent_loses_at, steal=_steal_at, mandatory=_mandatory_at)


def _card_name(data: dict) -> str:
    return load().intrigue[data["card"]].name if data.get("card") else ""


def _target_legal(state: State, d: Decision) -> list:
    return [Target(s) for s in _others(state, d.seat)]


def _target_apply(state: State, d: Decision, action: Target) -> list[Event]:
    flow.settle(state)
    events = [Event(f"{state.seats[d.seat].name} aims it at {state.seats[action.seat].name}",
                    {"kind": "intrigue", "seat": d.seat, "card": d.data.get("card", ""), "target": action.seat})]
    return events + TARGETED[d.data["use"]](state, d.seat, action.seat, dict(d.data.get("args") or {}), d.data)


@flow.explain("target")
def _target_explain(state, d, action):
    if not isinstance(action, Target):
        return ""
    if action.seat == d.seat:
        return "choose an opponent, not yourself"
    return "there is no such player"


flow.decision("target", "Which opponent does it act on?")((_target_legal, _target_apply))


# -- quests from the deck -----------------------------------------------------------------------------
@EFFECTS.handler("draw_quests")
def _draw_quests(state, seat, args, source):
    d = state.quest_deck
    n = min(int(args.get("count", 1)), len(d) + len(d.discard))
    if n:
        flow.draw(state, "draw_quests", "quests", n, seat=seat, keep=int(args.get("keep", n)))
    return []


@flow.on_draw("draw_quests")
def _quests_drawn(state: State, cards: list[str], data: dict) -> list[Event]:
    seat, keep = data["seat"], data["keep"]
    if keep >= len(cards):
        state.seats[seat].quests.extend(cards)
        names = ", ".join(load().quests[q].name for q in cards)
        return [Event(f"{state.seats[seat].name} draws {names}",
                      {"kind": "draw", "seat": seat, "deck": "quests", "cards": list(cards)}, reveals=True)]
    flow.decide(state, "keep", seat, cards=list(cards), left=keep)
    return [Event(f"{state.seats[seat].name} draws {len(cards)} quests and keeps {keep}",
                  {"kind": "draw_to_keep", "seat": seat, "count": len(cards), "keep": keep})]


def _keep_legal(state: State, d: Decision) -> list:
    cards = d.data["cards"]
    return [Pick(c) for i, c in enumerate(cards) if c not in cards[:i]]


def _keep_apply(state: State, d: Decision, action: Pick) -> list[Event]:
    flow.settle(state)
    cards = list(d.data["cards"])
    cards.remove(action.card)
    p = state.seats[d.seat]
    p.quests.append(action.card)
    events = [Event(f"{p.name} keeps the quest {load().quests[action.card].name}",
                    {"kind": "take_quest", "seat": d.seat, "quest": action.card, "slot": -1}, reveals=True)]
    left = d.data["left"] - 1
    if left > 0 and cards:
        flow.decide(state, "keep", d.seat, cards=cards, left=left)
    else:
        for card in cards:
            state.quest_deck.put_discard(card)
    return events


@flow.explain("keep")
def _keep_explain(state, d, action):
    return "that quest is not one of those drawn" if isinstance(action, Pick) else ""


flow.decision("keep", "Which quest do you keep?")((_keep_legal, _keep_apply))


# -- moving an agent already placed ---------------------------------------------------------------------
def _recallable(state: State, seat: int, here: str) -> list[str]:
    """Spaces holding one of the seat's agents that an effect may move (not the Harbor's, whose
    agents move at the round's end, nor the space the effect comes from)."""
    if not spaces.open_spaces(state, seat, reassign=True, skip=here):
        return []
    return [s for s in board.in_play(state) if s != here and s not in HARBOR and seat in state.occupants.get(s, ())]


@EFFECTS.handler("reassign_agent")
def _reassign_agent(state, seat, args, source):
    here = source.get("space", "")
    if _recallable(state, seat, here):
        flow.decide(state, "recall", seat, here=here)
    return []


def _recall_legal(state: State, d: Decision) -> list:
    return [Recall(s) for s in _recallable(state, d.seat, d.data.get("here", ""))] + [Pass()]


def _recall_apply(state: State, d: Decision, action) -> list[Event]:
    flow.settle(state)
    if isinstance(action, Pass):
        return []
    spaces.lift(state, d.seat, action.space)
    flow.decide(state, "redeploy", d.seat, source=action.space)
    return []


@flow.explain("recall")
def _recall_explain(state, d, action):
    return "you have no agent there that can be moved" if isinstance(action, Recall) else ""


flow.decision("recall", "Which of your agents do you move?")((_recall_legal, _recall_apply))


def _redeploy_legal(state: State, d: Decision) -> list:
    options = [Assign(s) for s in spaces.open_spaces(state, d.seat, reassign=True, skip=d.data["source"])]
    return options or [Assign(d.data["source"])]  # (never expected: back where it was)


def _redeploy_apply(state: State, d: Decision, action: Assign) -> list[Event]:
    flow.settle(state)
    return placing.assign(state, d.seat, action.space, then=None, reassigned_from=d.data["source"])


@flow.explain("redeploy")
def _redeploy_explain(state, d, action):
    if isinstance(action, Assign):
        if action.space == d.data["source"]:
            return "move the agent to a different space"
        return spaces.closed_reason(state, d.seat, action.space, reassign=True)
    return "the agent must go to an open space"


flow.decision("redeploy", "Where does your agent go?")((_redeploy_legal, _redeploy_apply))


# -- plot quests (completing one runs its handler once; the ongoing part is read where it applies) -----
@EFFECTS.handler("lieutenant")
def _lieutenant(state, seat, args, source):
    if any(LIEUTENANT in p.neutral for p in state.seats):
        return []
    p = state.seats[seat]
    p.neutral.append(LIEUTENANT)
    p.agents += 1  # for good, and at once (LW-TURN-08)
    p.pool += 1
    return [Event(f"The Lieutenant joins {p.name}'s pool for the rest of the game", {"kind": "lieutenant", "seat": seat})]


@EFFECTS.handler("share_space", "bonus_cube", "vp_per_type", "round_start_gain", "intrigue_gold", "building_discount")
def _ongoing(state, seat, args, source):
    return []
