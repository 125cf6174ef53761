"""Tour stops for the dice: the roller, a throw in mid-air and the same throw at rest."""
from __future__ import annotations

from scenes.stop import Stop

TOUR_SEED = 2024
TOUR_COUNTS = {"d4": 1, "d6": 2, "d8": 1, "d10": 2, "d12": 1, "d20": 2, "casualty": 3}


def _roller(app, counts: dict[str, int] | None = None):
    from scenes.dice.roller import DiceRollerScene

    scene = DiceRollerScene(app, seed=TOUR_SEED)
    for kind, n in (counts or {}).items():
        for _ in range(n):
            scene.add(kind)
    app.stack.push(scene)
    return scene


def build_roller(app) -> None:
    scene = _roller(app, {"d6": 2, "d20": 1, "casualty": 2})
    # One throw already made, so the result and history panels show something.
    scene.landed([("d6", 4), ("d6", 6), ("d20", 17), ("casualty", 1), ("casualty", 2)])
    scene.landed([("d6", 3), ("d6", 1), ("d20", 9), ("casualty", 0), ("casualty", 1)])


def build_throw(app) -> None:
    """Twelve mixed dice thrown from the roller (the same throw every time)."""
    _roller(app, TOUR_COUNTS).throw()


def tour_stops() -> list[Stop]:
    return [
        Stop("dice_roller", build_roller, frames=5),
        Stop("dice_tray_throw", build_throw, frames=12),
        Stop("dice_tray_rest", build_throw, frames=300),
    ]
