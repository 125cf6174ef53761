"""Tour stops for Legend of Drizzt: the setup screen, a hero moving, an attack roll, an encounter
to cancel, a monster's tactic in the villain phase, a level-up, and the end of a won and a lost
adventure. Every table stop is a short bot-played game of The Spider's Court (scenes.drizzt.positions)
with Ana (seat 0) the one person on the couch: the first game from SEED on that comes to the stop's
moment, so a stop keeps its picture when content or bot changes reshape the seeded games."""
from __future__ import annotations

from scenes.drizzt import positions as P
from scenes.stop import Stop

PERSON = 0
SEED = 4  # The Spider's Court with Thalia, Kaelith and Maren: won in 262 actions (issue 19 content)
LOST_SEED = 9  # the same party falls, in 171 actions
CAP = 300  # frames a build may advance to reach its moment


def build_setup(app) -> None:
    """The setup screen filled in: The Spider's Court, three heroes, two friends and a co-op bot."""
    from game import registry
    from scenes.drizzt.setup_scene import DrizztSetupScene

    scene = app.stack.push(DrizztSetupScene(app, registry.get("drizzt")))
    scene.pick_adventure(P.ADVENTURE)
    scene.add_hero()
    scene.add_hero()
    for seat, name in zip(scene.seats, P.NAMES):
        seat.name = name
    scene.cycle_role(scene.seats[2])
    scene.set_mode(scene.party[2], "random")
    scene.rebuild()


def open_table(app, done, *, seed: int = SEED, force=None, bots: str = "normal", dice: str = "instant"):
    """The table at the first position where done(match) holds, Ana deciding for her hero."""
    from scenes.drizzt.table import DrizztTable

    app.settings.bot_speed = bots
    app.settings.dice_speed = dice
    match = P.seat_people(P.reach(done, seed=seed, force=force), PERSON)
    return app.stack.push(DrizztTable(app, match=match))


def _advance_until(app, ready) -> None:
    """Let time pass (updates only: nothing needs drawing yet) until the stop's moment comes."""
    from scenes.app import FIXED_DT

    for _ in range(CAP):
        if ready():
            return
        app.update(FIXED_DT)


def build_move(app) -> None:
    """Thalia's hero phase, a monster near: the spaces she reaches are lit and the mouse rests on the
    farthest one in view, so the path she would walk is drawn."""
    from scenes.pilot import Pilot

    fresh = P.fresh_turn(PERSON)
    table = open_table(app, lambda m: fresh(m) and bool(m.view(0)["monsters"]))
    reach = table.controls.lit.spaces
    seen = {cell: _on_screen(table, cell) for cell in reach}
    seen = {cell: pos for cell, pos in seen.items() if pos is not None}
    if seen:
        cell = max(seen, key=lambda c: (reach[c], c))
        Pilot(app).move(seen[cell])


def _on_screen(table, cell) -> tuple[int, int] | None:
    """Where a space's middle is on screen, if the dungeon shows it clear of the log."""
    from scenes.drizzt import layout

    x, y = table.camera.to_screen(cell[0] + 0.5, cell[1] + 0.5)
    pos = round(x), round(y)
    inside = layout.VIEWPORT.inflate(-120, -120).collidepoint(pos) and not table.log.contains(pos)
    return pos if inside else None


def _misses(match) -> bool:
    return P.rolling("hero_attack", PERSON)(match) and not P.peek(match)[0].data.get("hit", True)


def build_attack_roll(app) -> None:
    """Thalia's attack roll in the dice tray, at rest: the d20, her bonus and the monster's Defense."""
    from scenes.dice.tray import DiceTray

    open_table(app, _misses, dice="normal")
    _advance_until(app, lambda: isinstance(app.stack.top, DiceTray))
    tray = app.stack.top
    if isinstance(tray, DiceTray):
        tray.skip_to_rest()


def build_encounter(app) -> None:
    """An encounter card drawn on Thalia's turn, shown large: the party may spend 5 XP to cancel it."""
    open_table(app, P.can_cancel(PERSON))


def _stalks(data: dict) -> bool:
    return data["tactic"].split(":")[0] in ("close_attack", "move")


def build_villain(app) -> None:
    """The villain phase mid-step: a monster closing in on a hero, its tactic told in the caption
    and the camera on it (bots at normal speed, so the story is told beat by beat)."""
    from game.drizzt.content import load

    tactic = P.told("tactic", where=_stalks)
    table = open_table(app, lambda m: tactic(m) and m.view(0)["round"] >= 3)
    events = P.peek(table.match)
    stalker = [e.data["monster"] for e in events if isinstance(e.data, dict) and "tactic" in e.data
               and _stalks(e.data)][-1:]
    cards = P.monster_cards(table.match, events)
    name = load().monster(cards[stalker[0]]).name if stalker else ""
    plain = {e.text for e in events}
    _advance_until(app, lambda: bool(name) and name in table.narrator.caption and table.narrator.caption not in plain)


def build_level_up(app) -> None:
    """After Thalia's natural 20 (forced): the level_up decision, spend 5 XP to reach level 2."""
    open_table(app, P.deciding("level_up", PERSON), force=P.natural_20(PERSON))


def _end(result: str, seed: int):
    def build(app) -> None:
        """The table of an adventure finished with this result: it opens the end screen itself."""
        open_table(app, P.ended(result), seed=seed)
    return build


def tour_stops() -> list:
    """Every Legend of Drizzt tour stop."""
    return [
        Stop("drizzt_setup", build_setup),
        Stop("drizzt_table_move", build_move),
        Stop("drizzt_table_attack_roll", build_attack_roll, frames=8),
        Stop("drizzt_table_encounter", build_encounter),
        Stop("drizzt_table_villain", build_villain),
        Stop("drizzt_table_level_up", build_level_up),
        Stop("drizzt_victory", _end("won", SEED), frames=10),
        Stop("drizzt_defeat", _end("lost", LOST_SEED), frames=10),
    ]
