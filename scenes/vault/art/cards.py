"""Treasure and Magic Item cards: what the kit's card face shows for them."""
from __future__ import annotations

from functools import lru_cache

from scenes.kit.cards import CardData


# -- cards and the table ----------------------------------------------------------------------
CARD_WHEN = {
    "fight": "During a Fight",
    "casualties": "When you Suffer Casualties",
    "turn": "On your turn",
    "draw": "When you draw cards",
}
CARD_COLOURS = {"treasure": (190, 144, 48), "magic": (88, 66, 156)}


@lru_cache(maxsize=1)
def _card_flavour() -> dict[str, str]:
    """Flavour lines from the card files (the engine's Card does not keep them)."""
    import tomllib

    from game.vault.content import CONTENT_DIR

    out = {}
    for deck in ("treasure", "magic"):
        try:
            data = tomllib.loads((CONTENT_DIR / f"{deck}.toml").read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError):
            continue
        for item in data.get("card", []):
            if item.get("flavour"):
                out[item["id"]] = item["flavour"]
    return out


@lru_cache(maxsize=256)
def card_data(card_id: str) -> CardData:
    """What the kit's card face shows for a Treasure or Magic Item card."""
    from game.vault.content import load

    card = load().cards[card_id]
    kind = "Treasure" if card.deck == "treasure" else "Magic Item"
    footer = CARD_WHEN.get(card.when, card.when)
    corner = card.klass[:1].upper() if card.klass else ""
    return CardData(id=card.id, name=card.name, text=card.text, kind=kind, corner=corner, footer=footer,
                    flavour=_card_flavour().get(card.id, ""), colour=CARD_COLOURS.get(card.deck))
