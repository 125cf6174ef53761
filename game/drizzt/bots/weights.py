"""The co-op bot's weights and small sums: what a plan is worth, in hit points of harm."""
from __future__ import annotations


START = (0, 0)
XP_COST = 5

# plan weights (in "hit points of harm" units)
EXPLORE = 2.5  # ending on an unexplored edge: a tile (no encounter unless black) and progress
GOAL_STEP = 0.3  # each space nearer the goal
ART_COST = 2.0  # an Art (or an attack Maneuver) is spent: keep it for a real need
FOE_DAMAGE = 6.0  # each point of damage on the villain or the object
WIN = 60.0  # the blow that wins the adventure
ON_EXIT = 40.0  # ending the hero phase where it frees the prisoners or leaves the dungeon
DOOMED = 200.0  # exploring with no tile left loses some adventures (no_tiles)
COHESION = 0.4  # each tile further than one from the nearest ally


def number(arg: str) -> int:
    return int(arg.lstrip("+")) if arg.lstrip("+-").isdigit() else 0


def hit_chance(bonus: int, defense: int) -> float:
    """The chance a d20 + bonus reaches the defense (no automatic hits, LD-ATK-04)."""
    return max(0.0, min(1.0, (21 - (defense - bonus)) / 20))
