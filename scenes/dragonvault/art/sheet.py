"""A contact sheet of every Dragonvault picture, to look at as a player would:
`python -m scenes.dragonvault.art.sheet OUT_DIR` writes one PNG per size and one of the pieces."""
from __future__ import annotations

import sys

import pygame

from scenes.kit import contact_sheet


def grid(pictures: list[pygame.Surface]) -> pygame.Surface:
    """Pictures in rows on a dark oak ground."""
    return contact_sheet.grid(pictures, ground=(60, 40, 26))


def sheets() -> dict[str, pygame.Surface]:
    from scenes.dragonvault import art
    from scenes.dragonvault.art.faces import all_ids, content

    ids = all_ids()
    out = {}
    for size in (art.CARD_SMALL, art.CARD_LARGE, art.CARD_ZOOM):
        pics = [art.card_face(i, size) for i in ids] + [art.card_back(size)]
        out[f"cards_{size[0]}x{size[1]}"] = grid(pics)
    c = content()
    pieces = [art.champion_portrait(ch, (120, 120)) for ch in c.champions]
    pieces += [art.champion_portrait(ch, (64, 64)) for ch in c.champions]
    pieces += [art.companion_token(k, (96, 96)) for k, card in c.cards.items() if card.type == "companion"]
    pieces += [art.companion_token(k, (48, 48)) for k, card in c.cards.items() if card.type == "companion"]
    pieces += [art.damage_badge(d, 7, (110, 44)) for d in (0, 3, 6)]
    pieces += [art.treasure_pile(a, (160, 110)) for a in (0, 1, 3, 6, 12)]
    frozen = art.card_face("ulric", art.CARD_SMALL).copy()
    frozen.blit(art.frozen_overlay(art.CARD_SMALL), (0, 0))
    pieces += [frozen, art.frozen_overlay((120, 120))]
    out["pieces"] = grid(pieces)
    table = art.backdrop((1920, 1080)).copy()
    for k, i in enumerate(ids[:8]):
        table.blit(art.card_face(i, art.CARD_SMALL), (300 + k * 160, 700))
    table.blit(art.card_face("green_dragon", art.CARD_LARGE), (800, 150))
    out["table"] = table
    return out


def main(argv: list[str]) -> int:
    return contact_sheet.write(sheets, argv)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
