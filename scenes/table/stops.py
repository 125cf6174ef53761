"""What the games' tour stops share: a setup screen at its fullest, and a whole game played out
by the bots under its end screen. Each game's tour.py imports its own scenes inside its stops'
builds (so listing the stops stays cheap) and hands them to these."""
from __future__ import annotations


def setup_with_seats(app, scene_cls, game_id: str):
    """`scene_cls`, the game's setup screen, pushed with two seats added to its first ones;
    returns it for the game's own touches."""
    from game import registry

    scene = app.stack.push(scene_cls(app, registry.get(game_id)))
    scene.add_seat()
    scene.add_seat()
    return scene


def ended_game(app, positions, table_cls, finale_cls):
    """A whole game played out by the bots (seed 7) with seat 0 a person, its table under its end
    screen; returns the end screen, whose clock the game's stop sets (partway or counted)."""
    match = positions.play_until(lambda m: False, seed=7)
    positions.seat_people(match, 0)
    table = app.stack.push(table_cls(app, match=match))
    table.ended = True  # the finale is pushed here
    return app.stack.push(finale_cls(app, match))
