"""What the Lords of Waterdeep table sounds like: each kind of event the engine reports (the keys
of its data) and its sound, or None where it is silent on purpose (the board shows it, or the
end screen's sting says it). scenes.table.sounds plays them as the events are shown;
tests/scenes/test_waterdeep_table.py checks every kind bots' games report is here."""
from __future__ import annotations

from scenes.table.sounds import kind

SOUNDS = {
    # agents
    kind("kind", "seat", "space"): "figure_down",  # an agent is assigned
    kind("from", "kind", "seat", "space"): "figure_down",  # a Harbor agent is reassigned
    # adventurers, gold and VP
    kind("bundle", "kind", "seat"): "coins",  # gains (or loses) adventurers, gold, VP
    kind("bundle", "by", "kind", "seat"): None,  # loses them to an opponent's card: the card sounds
    # quests and buildings
    kind("kind", "quest", "reward", "seat"): "coins",  # completes a quest
    kind("kind", "mandatory", "quest", "reward", "seat"): "coins",
    kind("kind", "plot", "quest", "reward", "seat"): "coins",
    kind("kind", "quest", "seat", "slot"): "card_slide",  # takes a quest from Cliffwatch Inn
    kind("kind", "quests"): "card_flip",  # the Inn is refilled or dealt anew
    kind("building", "cost", "kind", "seat", "vp"): "coins",  # buys a building
    kind("building", "kind", "slot"): "card_flip",  # a new tile in Builder's Hall
    kind("buildings", "kind"): None,  # VP added to the Hall's tiles: the tiles show it
    # cards
    kind("card", "kind", "seat", "target"): "card_flip",  # plays an intrigue card (or a mandatory quest)
    kind("cards", "deck", "kind", "seat"): "card_slide",  # draws cards (seen by their owner)
    kind("count", "deck", "kind", "seat"): "card_slide",  # draws cards (face down to the others)
    kind("count", "keep", "kind", "seat"): "card_slide",  # draws quests to keep some
    # the rounds and the end
    kind("kind", "seat"): None,  # the First Player marker, the Ambassador or the Lieutenant moves, a seat passes: the mats show it
    kind("kind", "round"): None,  # a round starts or ends, the extra agent joins: the track shows it
    kind("kind", "seats"): None,  # the winners: the end screen's sting
    kind("kind",): None,  # the lords are revealed
    kind("adventurers", "gold", "gold_vp", "kind", "lord", "lord_vp", "seat", "total", "track", "winner"): None,
    kind(): None,
}
