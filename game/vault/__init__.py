"""Vault of Dragons: followers on a city grid, dungeons, brawls, the City Watch."""
