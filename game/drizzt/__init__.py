"""Legend of Drizzt: heroes exploring a dungeon built from 4 x 4 tiles, monsters, encounters, treasure."""
