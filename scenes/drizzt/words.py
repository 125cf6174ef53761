"""Legend of Drizzt in words: the log line of an engine event, the turn banner for each decision
a seat is asked, a sentence for every action (log and undo toasts), and a monster's tactic told
for the villain phase. Naming only: what is legal always comes from the engine."""
from __future__ import annotations

from game.core.words import tidy
from game.drizzt import actions as A
from game.drizzt.content import load, split_effect
from game.drizzt.party import XP_COST

SIDES = {"n": "north", "e": "east", "s": "south", "w": "west"}
DASH = "\u2014"


# -- names ---------------------------------------------------------------------------------------------
def hero_name(view: dict, i) -> str:
    heroes = view.get("heroes", ())
    if isinstance(i, int) and 0 <= i < len(heroes):
        return heroes[i]["name"] or load().heroes[heroes[i]["id"]].name
    return "a hero"


def card_of(view: dict, uid: str) -> str:
    """The monster card of a figure on the map ('' when it is gone)."""
    return next((m["card"] for m in view.get("monsters", ()) if m["uid"] == uid), "")


def monster_name(view: dict, uid: str, article: bool = False) -> str:
    """'Goblin Notcher' ('the Goblin Notcher' with article; villains keep their bare name)."""
    card_id = card_of(view, uid) or uid
    try:
        card = load().monster(card_id)
    except KeyError:
        return "the monster" if article else "a monster"
    return f"the {card.name}" if article and not card.villain else card.name


def power_name(power_id: str) -> str:
    card = load().powers.get(power_id) or load().treasures.get(power_id)
    return card.name if card else power_id


def card_name(card_id: str) -> str:
    """Any card by id: a treasure, an encounter, a power or a monster."""
    content = load()
    for deck in (content.treasures, content.encounters, content.powers, content.monsters):
        if card_id in deck:
            return deck[card_id].name
    return card_id


def listing(names) -> str:
    """'a', 'a or b', 'a, b or c'."""
    names = [n for n in names if n]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1] if names else ""


def xp_of(cards) -> int:
    return sum(load().monster(c).xp for c in cards)


def log_line(event) -> str:
    """The game log's line for an engine event (its own sentence, starting with a capital)."""
    text = tidy(event.text.strip())  # the engine's "N thing(s)" counted properly
    return text[:1].upper() + text[1:]


# -- the turn banner: what the seat asked may do now -------------------------------------------------------
def _hero_turn(view: dict, data: dict, legal) -> str:
    i = data.get("hero", view["turn"]["hero"])
    kinds = {a.kind for a in legal}
    plain_move = any(isinstance(a, A.Move) and not a.power for a in legal)
    turn = view["turn"]
    fresh = turn["moves"] == 0 and not turn["attacked"]
    stunned = view["heroes"][i]["stunned"]
    if stunned and fresh and (plain_move or "attack" in kinds or not legal):
        what = "stunned: move or attack, one of them"
    elif fresh and (plain_move or not legal):  # the attack may come after a move
        what = "move and attack, or move twice"
    elif plain_move and "attack" in kinds:
        what = "move again or attack"
    elif plain_move:
        what = "move again" if turn["moves"] else "move"
    elif "attack" in kinds:
        what = "attack"
    else:
        what = "use a free power or an item" if kinds & {"power", "item"} else ""
    extra = [w for k, w in (("disarm", "disarm a trap"), ("open_door", "try the door")) if k in kinds]
    what = ", ".join([w for w in (what, *extra) if w])
    what = f"{what}; or end the phase" if what else "end the hero phase"
    return f"{hero_name(view, i)}'s turn {DASH} hero phase: {what}"


def _explore(view: dict, data: dict, legal) -> str:
    sides = [SIDES.get(s, s) for s in data.get("sides", ())]
    where = f" ({' or '.join(sides)})" if sides else ""
    return f"{hero_name(view, data.get('hero'))} stands at more than one unexplored edge: pick which to explore{where}"


def _level_up(view: dict, data: dict, legal) -> str:
    name = hero_name(view, data.get("hero"))
    if data.get("free"):
        return f"{name} reaches level 2 for free: pick the Art to learn"
    return f"A natural 20! {name} may spend {XP_COST} experience to reach level 2, or let it be"


def _attacker(view: dict, attack: dict) -> str:
    if attack.get("monster"):
        return monster_name(view, attack["monster"], article=True)
    return attack.get("why") or "the attack"


def _react(view: dict, data: dict, legal) -> str:
    name = hero_name(view, data.get("hero"))
    options = listing([power_name(p) for p in data.get("powers", ())] + [card_name(t) for t in data.get("items", ())])
    attack = data.get("attack") or {}
    stage = data.get("stage")
    if stage == "ally_hit":
        return f"{hero_name(view, data.get('target'))} is hit: {name} may help with {options}, or let it be"
    who = _attacker(view, attack)
    if stage == "hit":
        return f"{who[:1].upper() + who[1:]} is about to hit {name}: answer with {options}, or let it land"
    return f"{who[:1].upper() + who[1:]} attacks {name}: react with {options}, or let it be"


def _give(view: dict, data: dict, legal) -> str:
    return f"{hero_name(view, data.get('hero'))} found {card_name(data.get('card', ''))}: keep it, or give it to another hero"


def _cancel(view: dict, data: dict, legal) -> str:
    return (f"Encounter: {card_name(data.get('card', ''))}. Spend {XP_COST} experience to cancel it, "
            f"or let it happen")


DECISION_WORDS = {
    "hero": _hero_turn,
    "explore": _explore,
    "level_up": _level_up,
    "react": _react,
    "give": _give,
    "cancel": _cancel,
}


def decision_words(view: dict, legal=()) -> str:
    """The banner for the decision the view is waiting on ('' when nobody is asked anything).
    `legal`: the engine's legal actions, so the banner names only what can be done now."""
    decision = view.get("decision")
    if not decision:
        return ""
    fn = DECISION_WORDS.get(decision["kind"])
    return fn(view, decision.get("data") or {}, list(legal)) if fn else tidy(decision.get("question", ""))


# -- actions: the log and the undo toast -------------------------------------------------------------------
def _decider(view: dict) -> str:
    data = (view.get("decision") or {}).get("data") or {}
    return hero_name(view, data.get("hero", view.get("turn", {}).get("hero")))


def _move(a: A.Move, view: dict) -> str:
    via = f" with {power_name(a.power)}" if a.power else ""
    return f"{hero_name(view, a.hero)} moves{via}"


def _attack(a: A.Attack, view: dict) -> str:
    whom = " and ".join(monster_name(view, t, article=True) for t in a.targets) or "nobody"
    return f"{hero_name(view, a.hero)} attacks {whom} with {power_name(a.power)}"


def _use_power(a: A.UsePower, view: dict) -> str:
    on = f" on {hero_name(view, a.target)}" if a.target >= 0 and a.target != a.hero else ""
    return f"{hero_name(view, a.hero)} uses {power_name(a.power)}{on}"


def _use_item(a: A.UseItem, view: dict) -> str:
    on = f" on {hero_name(view, a.target)}" if a.target >= 0 and a.target != a.hero else ""
    return f"{hero_name(view, a.hero)} uses {card_name(a.item)}{on}"


def _level_up_action(a: A.LevelUp, view: dict) -> str:
    spent = f" for {', '.join(card_name(c) for c in a.cards)} ({xp_of(a.cards)} XP)" if a.cards else ""
    learns = f" and learns {power_name(a.art)}" if a.art else ""
    return f"{_decider(view)} reaches level 2{spent}{learns}"


def _give_action(a: A.Give, view: dict) -> str:
    data = (view.get("decision") or {}).get("data") or {}
    thing = card_name(data["card"]) if data.get("card") else "the treasure"
    if a.hero == data.get("hero"):
        return f"{hero_name(view, a.hero)} keeps {thing}"
    return f"{hero_name(view, data.get('hero'))} gives {thing} to {hero_name(view, a.hero)}"


def _let_it_be(a: A.LetItBe, view: dict) -> str:
    kind = (view.get("decision") or {}).get("kind")
    return {"cancel": "The party lets the encounter happen", "level_up": f"{_decider(view)} stays at level 1",
            "react": f"{_decider(view)} does not react"}.get(kind, "Let it be")


ACTION_WORDS = {
    A.Move: _move,
    A.Attack: _attack,
    A.UsePower: _use_power,
    A.UseItem: _use_item,
    A.Disarm: lambda a, v: f"{hero_name(v, a.hero)} tries to disarm {card_name(a.trap)}",
    A.OpenDoor: lambda a, v: f"{hero_name(v, a.hero)} tries the door",
    A.EndPhase: lambda a, v: f"{hero_name(v, a.hero)} ends the hero phase",
    A.Explore: lambda a, v: f"{_decider(v)} explores the {SIDES.get(a.side, a.side)} edge",
    A.Cancel: lambda a, v: (f"The party spends {', '.join(card_name(c) for c in a.cards)} "
                            f"({xp_of(a.cards)} XP) to cancel the encounter"),
    A.LetItBe: _let_it_be,
    A.LevelUp: _level_up_action,
    A.Give: _give_action,
}


def action_words(action, view: dict) -> str:
    """A sentence for an action, as the log and the undo toast say it (`view`: the position it
    was chosen in)."""
    fn = ACTION_WORDS.get(type(action))
    return fn(action, view) if fn else str(action)


def undo_words(action, view: dict) -> str:
    return f"Taken back: {action_words(action, view)[:1].lower()}{action_words(action, view)[1:]}"


# -- the villain phase: a monster's tactic told --------------------------------------------------------------
def _tactic_body(action: str, target: str, moved: bool, all_adjacent: bool = False) -> str:
    name, arg = split_effect(action)
    whom = target or "the nearest hero"
    plural = "" if arg == "1" else "s"
    if name == "attack":
        return "attacks every hero beside it" if all_adjacent else f"attacks {target or 'the hero beside it'}"
    if name == "close_attack":
        return f"moves next to {whom} and attacks" if moved else f"attacks {whom}"
    if name == "spawn":
        return f"calls for help: a {card_name(arg)} comes"
    if name == "charge":
        return f"charges at {whom}" if moved else f"attacks {whom}"
    return {"shoot": f"shoots at {whom}", "attack_tile": "attacks every hero on its tile",
            "move": f"moves {arg} tile{plural} toward {whom}", "heal": f"heals {arg}",
            "snipe": f"picks out {target or 'the weakest hero'} and attacks",
            "pull": f"drags {target or 'a hero'} close and attacks", "retreat": f"falls back {arg} tile{plural}",
            "mend": f"mends a hurt ally by {arg}", "idle": "stands still"}.get(name, name.replace("_", " "))


def tactic_words(view: dict, uid: str, action: str, target=None, moved: bool = False) -> str:
    """'The Orc Scrapper moves next to Thalia and attacks'. `target`: the hero index attacked
    (from the roll or the reaction that follows), when known."""
    who = monster_name(view, uid, article=True)
    card = card_of(view, uid)
    line = next((t for t in load().monster(card).tactics if t.action == action), None) if card else None
    body = _tactic_body(action, hero_name(view, target) if target is not None else "", moved,
                        bool(line and line.target == "all_adjacent"))
    return f"{who[:1].upper()}{who[1:]} {body}"


def villain_lines(events, view: dict, target=None) -> list[str]:
    """The villain-phase narration of a batch of events: one sentence per tactic, joined with the
    move it made and the hero its attack went at (`target`: the pending attack's hero, if known)."""
    events = list(events)
    out = []
    for k, event in enumerate(events):
        data = event.data if isinstance(event.data, dict) else {}
        if "tactic" not in data:
            continue
        uid = data.get("monster", "")
        rest = []
        for later in events[k + 1:]:
            if "tactic" in (later.data or {}):
                break
            rest.append(later.data or {})
        moved = any(d.get("monster") == uid and "to" in d for d in rest)
        hit = next((d["hero"] for d in rest if d.get("monster") == uid and isinstance(d.get("hero"), int)), target)
        out.append(tactic_words(view, uid, data["tactic"], hit, moved))
    return out
