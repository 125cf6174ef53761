"""What the Vault of Dragons table sounds like: each kind of event the engine reports (the keys
of its data) and the sound it makes when shown, or None where it is silent on purpose (a roll:
the dice tray sounds it; a word in the log that moves nothing). scenes.table.sounds plays them;
tests/scenes/test_table_sounds.py checks every kind the engine can report is here."""
from __future__ import annotations

from scenes.table.sounds import kind

SOUNDS = {
    # Followers and the City Watch on the board
    kind("force", "place", "seat"): ("follower_down", "coins"),  # hires Followers (and pays)
    kind("force", "from", "seat", "to"): "follower_down",  # moves a group
    kind("force", "seat", "to"): "follower_down",  # retreats after a Brawl
    kind("from", "seat"): "follower_down",  # gathers at the Yawning Portal
    kind("from", "to", "watch"): "figure_down",  # a whisper moves a Watch patrol
    kind("to", "watch"): "figure_down",  # the Watch regroups
    kind("dead", "place", "seat"): None,  # loses Followers: the board shows them gone
    kind("watch",): None,  # the Watch is beaten or scattered
    kind("place", "seat"): None,  # uses a Location, starts a Brawl or a Quest, posts the Watch
    # Undermountain
    kind("level", "seat"): "door_creak",  # enters a Dungeon
    kind("seat", "vault"): "door_creak",  # enters the Vault of Dragons
    kind("rooms", "secret"): "monster",  # the Secret below shows what waits in its rooms
    kind("reveal", "seat"): "monster",  # the Vault of Dragons is revealed
    kind("complete", "reached", "seat", "strength"): None,  # how far the party got (after the dice)
    kind("seat", "secrets"): "card_flip",  # discovers the Secret
    # cards, gold and Rumors
    kind("card", "seat"): "card_flip",  # plays or keeps a card
    kind("card", "seat", "text"): "card_flip",  # plays a card in a Fight
    kind("cards", "seat"): "card_slide",  # takes Magic Items
    kind("cards",): "card_flip",  # cards dealt face up
    kind("face", "place"): "card_flip",  # a Location turns over
    kind("faces",): "card_flip",  # the Locations are shuffled
    kind("place",): "card_flip",  # an empty Location becomes another
    kind("gold", "seat"): "coins",
    kind("rumors", "seat"): "card_slide",
    # the dice, told by the tray
    kind("dice", "seat"): None,
    kind("dice", "seat", "why"): None,
    kind("seat", "skulls"): None,
    kind("seat", "value"): None,
    kind("seats", "values"): None,
    kind("seat", "target"): None,
    kind("power", "winner"): None,  # a Brawl's outcome
    # the round's words
    kind("initiative", "round"): None,
    kind("phase",): None,
    kind("seat",): None,  # passes, takes the Initiative, ends the turn, spends Rumors ...
    kind(): None,
    kind("seat", "win"): None,  # the end screen plays the victory sting
}
