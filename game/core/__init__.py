"""The engine core shared by every game: protocol, dice, decks, matches, saves, content."""
