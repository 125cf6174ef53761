"""Tour stops for the Dragonvault table: the setup screen, a play step, the pool being paid
into, the curtain that brings a person to respond on another seat's turn and the response asked,
an encounter shown large, a group encounter faced by the next seat, a loot from a dead champion's
hand, a team game, six seats, the final reveal being counted and the winner's screen."""
from __future__ import annotations

from scenes.stop import Stop
from scenes.table.stops import ended_game, setup_with_seats


def _table(done, *, seed: int = 7, seats: int = 4, bot: str = "heuristic", people: str = "actor", then=None,
           look=None, **options):
    """A stop that opens the table at the first position where done(match) holds, with the seat to
    act a person ("actor"), or that seat and the seat whose turn it is ("both": a curtain comes)."""
    def build(app) -> None:
        from scenes.dragonvault import positions
        from scenes.dragonvault.table import DragonvaultTable

        app.settings.bot_speed = "slow"
        match = positions.play_until(done, seed=seed, seats=seats, bot=bot, **options)
        if then is not None:
            then(match)
        person = positions.owed_seat(match)
        active = match.view(person).get("active", -1)
        if people == "both" and isinstance(active, int) and 0 <= active != person:
            positions.seat_people(match, person, active)
        else:
            positions.seat_people(match, person)
        table = app.stack.push(DragonvaultTable(app, match=match))
        if look is not None:
            look(table)
    return build


def _drawn_large(table) -> None:
    """The encounter on show as it looks the moment it is drawn."""
    encounter = table.view.get("encounter") or {}
    if encounter:
        table.show_splash(encounter["card"], encounter.get("drawer", 0))


def _pay_two(match) -> None:
    """The person to act pays two treasure cards into the pool, as by drag."""
    for _ in range(2):
        pay = next((a for a in match.legal_actions() if a.kind == "pay"), None)
        if pay is not None:
            match.act(pay)


def _setup(app) -> None:
    from scenes.dragonvault.setup_scene import DragonvaultSetupScene

    setup_with_seats(app, DragonvaultSetupScene, "dragonvault").set_mode("teams")


def _final(counted: bool):
    def build(app) -> None:
        from scenes.dragonvault import positions
        from scenes.dragonvault.finale import COUNT_SECONDS, DragonvaultFinale
        from scenes.dragonvault.table import DragonvaultTable

        finale = ended_game(app, positions, DragonvaultTable, DragonvaultFinale)
        finale.clock = COUNT_SECONDS if counted else COUNT_SECONDS / 2 - 10 / 60
    return build


def tour_stops() -> list:
    """Every Dragonvault tour stop."""
    from scenes.dragonvault import positions as P

    responding = P.asking("respond", lambda v: v.get("active", -1) != v.get("viewer"))
    return [
        Stop("dragonvault_setup", _setup),
        Stop("dragonvault_table_play", _table(P.playing(2))),
        Stop("dragonvault_table_pool", _table(P.asking("play", lambda v: len(v["seats"][v["viewer"]].get("hand") or ())
                                                       >= 5 and (v["seats"][v["viewer"]].get("treasure") or 0) >= 3),
                                              then=_pay_two)),
        Stop("dragonvault_table_response_curtain", _table(responding, people="both"), frames=110),
        Stop("dragonvault_table_response", _table(responding)),
        Stop("dragonvault_table_encounter", _table(P.encountering(), look=_drawn_large)),
        Stop("dragonvault_table_group", _table(P.facing_group(), seats=5)),
        Stop("dragonvault_table_loot", _table(lambda m: P.asking("loot")(m) or P.asking("steal")(m), bot="random",
                                              seats=5)),
        Stop("dragonvault_table_teams", _table(P.playing(3), teams=[0, 1, 0, 1])),
        Stop("dragonvault_table_six", _table(P.playing(2), seats=6)),
        Stop("dragonvault_final_reveal", _final(False)),
        Stop("dragonvault_winner", _final(True)),
    ]
