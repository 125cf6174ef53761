"""Tour stops for the Dungeon Draft table: the setup, the curtain before a person keeps quests,
a draft pick, the passing arrows of a round passing right, everyone's picks turning over, the play
phase, a monster to fight, a quest lit, the rounds stacked in the play areas, the final tally
being counted and the winner."""
from __future__ import annotations

from scenes.stop import Stop
from scenes.table.stops import ended_game, setup_with_seats


def _table(done, *, seed: int = 7, seats: int = 4, people: tuple = (), then=None, **options):
    """A stop that opens the table at the first position where done(match) holds, with the seat to
    act a person (and the seats in `people`)."""
    def build(app) -> None:
        from scenes.draft import positions
        from scenes.draft.table import DraftTable

        app.settings.bot_speed = "slow"
        match = positions.play_until(done, seed=seed, seats=seats, **options)
        person = positions.owed_seat(match)
        positions.seat_people(match, person, *people)
        table = app.stack.push(DraftTable(app, match=match))
        if then is not None:
            then(table)
    return build


def _curtain(app) -> None:
    """Two people at the quest keep: the curtain before the second."""
    from game.core.match import Match
    from scenes.draft import positions
    from scenes.draft.table import DraftTable

    app.settings.bot_speed = "slow"
    match = Match("draft", positions.setup_for(4, people=(0, 1)), 7)
    while match.to_act() == "chance":
        match.roll()
    match.act(match.legal_actions()[0])  # Ana has kept hers: Ben is next, behind the curtain
    app.stack.push(DraftTable(app, match=match))


def _turning(app) -> None:
    """The last pick of round 1 made: everyone's picks turning over, the person's faces coming up."""
    from game.core.common_actions import Pick
    from scenes.draft import positions
    from scenes.draft.table import DraftTable

    app.settings.bot_speed = "instant"
    match = positions.play_until(positions.asking("draft", lambda v: v.get("pick") == 7), seed=7)
    positions.seat_people(match, positions.owed_seat(match))
    table = app.stack.push(DraftTable(app, match=match))
    table.act(Pick(table.stage.cards[0].id))


def _setup(app) -> None:
    from scenes.draft.setup_scene import DraftSetupScene

    setup_with_seats(app, DraftSetupScene, "draft")


def _final(counted: bool):
    def build(app) -> None:
        from scenes.draft import positions
        from scenes.draft.finale import COUNT_SECONDS, DraftFinale
        from scenes.draft.table import DraftTable

        finale = ended_game(app, positions, DraftTable, DraftFinale)
        finale.clock = COUNT_SECONDS if counted else COUNT_SECONDS * 0.55
    return build


def tour_stops() -> list:
    """Every Dungeon Draft tour stop."""
    from scenes.draft import positions as P

    return [
        Stop("draft_setup", _setup),
        Stop("draft_quest_keep_curtain", _curtain, frames=120),
        Stop("draft_pick", _table(P.asking("draft", lambda v: v.get("pick", 0) >= 3))),
        Stop("draft_passing_arrows", _table(P.asking("draft", lambda v: v.get("round", 0) == 2
                                                      and v.get("pick", 0) >= 2))),
        Stop("draft_cards_turn_over", _turning, frames=26),
        Stop("draft_play_phase", _table(P.playing(1))),
        Stop("draft_monster_fight", _table(P.playing(2, P.lit("monster")))),
        Stop("draft_quest_lit", _table(P.playing(2, P.lit("quest")))),
        Stop("draft_round_stack", _table(P.playing(4), seats=5)),
        Stop("draft_final_tally", _final(False)),
        Stop("draft_winner", _final(True)),
    ]
