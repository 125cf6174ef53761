"""A contact sheet of every Dragonvault picture, to look at as a player would:
`python -m scenes.dragonvault.art.sheet OUT_DIR` writes one PNG per size and one of the pieces."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame


def grid(pictures: list[pygame.Surface], width: int = 1900, gap: int = 10, ground=(60, 40, 26)) -> pygame.Surface:
    x = y = gap
    row_h = 0
    spots = []
    for pic in pictures:
        if x + pic.get_width() > width - gap and x > gap:
            x, y, row_h = gap, y + row_h + gap, 0
        spots.append((pic, (x, y)))
        x += pic.get_width() + gap
        row_h = max(row_h, pic.get_height())
    sheet = pygame.Surface((width, y + row_h + gap))
    sheet.fill(ground)
    for pic, at in spots:
        sheet.blit(pic, at)
    return sheet


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
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    pygame.display.set_mode((8, 8))
    folder = Path(argv[0] if argv else ".")
    folder.mkdir(parents=True, exist_ok=True)
    for name, sheet in sheets().items():
        pygame.image.save(sheet, str(folder / f"{name}.png"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
