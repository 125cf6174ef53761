"""A co-op bot that plays a hero sensibly from the party's shared view (it never reads the state).

Each hero decision weighs whole plans for the rest of the hero phase: attack now and then move,
move somewhere and attack from there, or move twice; a plan is worth what its attack is expected
to do (damage, kills, the villain or the object, stuns) plus what the space it ends on is worth.
A space is worth exploring from (an unexplored edge keeps the encounter away, LD-VIL-01), being
close to the adventure's goal (the villain or the object once out, the prisoners, the way out;
else the nearest unexplored edge), and costs the expected damage of the monsters, hazards and
traps that will reach it (more so when the hero is hurt or the party is out of healing surges).

Around that: free actions first (heal the badly hurt, cure poison, turn a used Art back up, read
the Tome, take an extra move), 5 XP spent to cancel an encounter when it would hurt more than a
threshold (higher when that XP is the last five: a natural 20 may want it for a level-up), a
level-up always taken (the strongest spare Art), reactions kept for the blows that matter, and
treasure given to the hero it helps most. An evil hero (LD-ADV-06) plays for its own side: it
leaves the object alone and burns through the tile deck."""
from __future__ import annotations

from game.core.bots import Rng
from game.drizzt.actions import Explore
from game.drizzt.bots.questions import cancel_choice, explore_choice, give_choice, level_up_choice, react_choice
from game.drizzt.bots.turn import hero_choice


def coop_bot(view: dict, legal: list, rng: Rng):
    """The co-op bot's move for whichever decision the seat owes."""
    kind = (view.get("decision") or {}).get("kind")
    if kind == "hero":
        return hero_choice(view, legal, rng)
    if kind == "cancel":
        return cancel_choice(view, legal)
    if kind == "level_up":
        return level_up_choice(view, legal)
    if kind == "react":
        return react_choice(view, legal)
    if kind == "give":
        return give_choice(view, legal)
    if kind == "explore" and all(isinstance(a, Explore) for a in legal):
        return explore_choice(view, legal)
    return legal[rng.randrange(len(legal))]


BOTS = {"coop": coop_bot}
