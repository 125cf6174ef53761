"""What the Lords of Waterdeep table sounds like: each kind of event the engine reports (the keys
of its data) and its sound, or None where it is silent on purpose. scenes.table.sounds plays them
as the events are shown."""
from __future__ import annotations

from scenes.table.sounds import kind

SOUNDS = {
    kind("kind", "seat", "space"): "figure_down",  # an agent is assigned (or reassigned)
    kind("kind", "seat", "space", "from"): "figure_down",  # a Harbor agent moves on
    kind("kind", "seat", "bundle"): "coins",  # gains adventurers, gold, VP
    kind("kind", "seat", "quest", "reward"): "coins",  # completes a quest
    kind("kind", "seat", "building", "vp"): "coins",  # buys a building
    kind("kind", "seat", "card", "target"): "card_flip",  # plays an intrigue card
    kind("kind", "round"): None,  # a new round: the track shows it
    kind("kind",): None,
    kind(): None,
}
