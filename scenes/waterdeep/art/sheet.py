"""A contact sheet of every Lords of Waterdeep picture at the sizes the table draws them, to look
at as a player would: `python -m scenes.waterdeep.art.sheet OUT_DIR` writes one PNG per deck."""
from __future__ import annotations

import sys

import pygame

from scenes.kit.contact_sheet import grid as _grid, write

# The sizes the table draws at (scenes/waterdeep/layout.py) and the large look.
CARD_SIZES = ((118, 166), (150, 190), (176, 246), (340, 476))
TILE_SIZES = ((120, 96), (154, 120), (194, 150), (140, 190), (236, 150))
PLAQUE_SIZES = ((180, 110), (300, 150), (300, 300))


def sheets() -> dict[str, pygame.Surface]:
    """One sheet per kind of picture: every card and tile of the content at each size."""
    from game.waterdeep.content import load
    from scenes.waterdeep import art

    c = load()
    out = {}
    for name, ids, draw, sizes in (("quests", c.quests, art.quest_card, CARD_SIZES),
                                   ("intrigue", c.intrigue, art.intrigue_card, CARD_SIZES),
                                   ("lords", c.lords, art.lord_card, CARD_SIZES)):
        for size in sizes:
            out[f"{name}_{size[0]}x{size[1]}"] = _grid([draw(i, size) for i in ids])
    for size in TILE_SIZES:
        pics = []
        for k, b in enumerate(c.buildings):
            pics.append(art.building_tile(b, size, vp=k % 3))
            pics.append(art.building_tile(b, size, owner_colour=c.config.colours[k % 5].rgb))
        out[f"tiles_{size[0]}x{size[1]}"] = _grid(pics)
    out["plaques"] = _grid([art.basic_plaque(b, size) for size in PLAQUE_SIZES for b in c.basics])
    pieces = [art.card_back(d, (150, 190)) for d in art.BACKS] + [art.card_back(d, (26, 36)) for d in art.BACKS]
    for px in (22, 28, 40):
        pieces += [art.cube(k, px) for k in art.ADVENTURERS] + [art.coin(px), art.vp_token(px)]
    pieces += [art.agent(col.rgb, px) for col in c.config.colours for px in (30, 46, 64)]
    pieces += [art.neutral_agent(n, 46) for n in art.NEUTRALS] + [art.first_player_marker(44)]
    pieces += [art.control_marker(col.rgb, 30) for col in c.config.colours]
    pieces += [art.type_icon(t, 40) for t in art.QUEST_TYPES] + [art.kind_icon(k, 40) for k in art.INTRIGUE_KINDS]
    out["pieces"] = _grid(pieces)
    zooms = [art.zoom_picture(i) for i in list(c.quests)[:3] + list(c.intrigue)[:3] + list(c.lords)[:2]]
    out["zoom"] = _grid(zooms + [art.zoom_picture(b) for b in list(c.buildings)[:2]])
    return out


def main(argv: list[str]) -> int:
    return write(sheets, argv)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
