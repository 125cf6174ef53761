"""Dungeon Draft content renamed after saves were made: old id -> new id (see
game/drizzt/renamed.py for how a save from before a rename still loads). None yet."""
RENAMED: dict[str, str] = {}
