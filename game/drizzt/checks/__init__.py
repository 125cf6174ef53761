"""Legend of Drizzt content checks: reading a content file and pointing a problem at its line
(files.py), and the readers that check each kind of item (cards.py: monsters, encounters, heroes,
powers, treasure; dungeon.py: tiles and their shape rules, adventures). `game.drizzt.content`
loads through them and is the entry point."""
