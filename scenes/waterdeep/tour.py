"""Tour stops for the Lords of Waterdeep table: the first turn, a late round with a full board,
a quest to complete, a Harbor reassignment, an intrigue card's target, quests drawn to keep, two
seats, the final scoring being counted and the winner's screen."""
from __future__ import annotations

from scenes.stop import Stop
from scenes.table.stops import ended_game


def _table(done, *, seed: int = 7, seats: int = 4, bot: str = "heuristic", frames_person: int = 0):
    """A stop that opens the table at the first position where done(match) holds, with the seat to
    act a person (and one more person, so the hand-off curtain is part of the game)."""
    def build(app) -> None:
        from scenes.waterdeep import positions
        from scenes.waterdeep.table import WaterdeepTable

        app.settings.bot_speed = "slow"
        match = positions.play_until(done, seed=seed, seats=seats, bot=bot)
        person = positions.owed_seat(match)
        positions.seat_people(match, person)
        app.stack.push(WaterdeepTable(app, match=match))
    return build


def _final(app) -> None:
    from scenes.waterdeep import positions
    from scenes.waterdeep.finale import STEPS, STEP_SECONDS, WaterdeepFinale
    from scenes.waterdeep.table import WaterdeepTable

    finale = ended_game(app, positions, WaterdeepTable, WaterdeepFinale)
    finale.clock = len(STEPS) * STEP_SECONDS  # counted to the end


def _counting(app) -> None:
    from scenes.waterdeep import positions
    from scenes.waterdeep.finale import STEP_SECONDS, WaterdeepFinale
    from scenes.waterdeep.table import WaterdeepTable

    finale = ended_game(app, positions, WaterdeepTable, WaterdeepFinale)
    finale.clock = 2.5 * STEP_SECONDS - 20 / 60  # halfway through the gold, before the lords turn


def tour_stops() -> list:
    """Every Lords of Waterdeep tour stop."""
    from scenes.waterdeep import positions as P

    return [
        Stop("waterdeep_table_first_turn", _table(P.placing(1))),
        Stop("waterdeep_table_late_round", _table(P.placing(6, placed=5), seats=5)),
        Stop("waterdeep_table_complete", _table(P.asking("complete"))),
        Stop("waterdeep_table_reassign", _table(P.asking("reassign"))),
        Stop("waterdeep_table_target", _table(P.asking("target"), bot="random")),
        Stop("waterdeep_table_keep", _table(P.asking("keep"), bot="random")),
        Stop("waterdeep_table_two_seats", _table(P.placing(3), seats=2)),
        Stop("waterdeep_final_scoring", _counting),
        Stop("waterdeep_winner", _final),
    ]
