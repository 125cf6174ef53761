"""The pymunk dice tray (an overlay any scene can push) and the dice roller tool."""
from __future__ import annotations

from scenes.dice.tray import DiceTray

__all__ = ["DiceTray", "DiceRollerScene", "tour_stops"]


def __getattr__(name: str):
    # The roller pulls in more of the UI; load it only when asked for.
    if name == "DiceRollerScene":
        from scenes.dice.roller import DiceRollerScene

        return DiceRollerScene
    raise AttributeError(name)


def tour_stops() -> list:
    """The roller, a throw in the air and the same throw at rest."""
    from scenes.dice.tour import tour_stops as stops

    return stops()
