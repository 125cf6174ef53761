"""A contact sheet of every Dungeon Draft picture, to look at as a player would:
`python -m scenes.draft.art.sheet OUT_DIR` writes one PNG per size, one of the signs and one of
the table."""
from __future__ import annotations

import sys

import pygame

from scenes.kit import contact_sheet


def sheets() -> dict[str, pygame.Surface]:
    from scenes.draft import art
    from scenes.draft.art.faces import card_ids, quest_ids

    cards, quests = card_ids(), quest_ids()
    out = {}
    for size in (art.CARD_SMALL, art.CARD_LARGE, art.CARD_ZOOM):
        pics = [art.card_face(i, size) for i in cards] + [art.card_back(size), art.quest_back(size)]
        out[f"cards_{size[0]}x{size[1]}"] = contact_sheet.grid(pics, ground=(52, 40, 30))
        out[f"quests_{size[0]}x{size[1]}"] = contact_sheet.grid([art.quest_face(q, size) for q in quests],
                                                                 ground=(52, 40, 30))
    strips = [art.card_face(i, art.CARD_STACKED) for i in cards] + [art.card_face(i, (150, 56)) for i in cards[:30]]
    out["stacked"] = contact_sheet.grid(strips, ground=(52, 40, 30))
    signs = [art.class_icon(c, s) for s in (96, 48, 28) for c in art.CLASSES]
    signs += [art.kind_icon(k, s) for s in (96, 48) for k in ("hero", "weapon", "monster", "quest")]
    signs += [icon(s) for s in (96, 48, 28) for icon in (art.gold_icon, art.xp_icon, art.attack_icon,
                                                         art.production_icon)]
    out["signs"] = contact_sheet.grid(signs, ground=(52, 40, 30))
    # A seat's play area as the table lays it: two earlier rounds as strips, this round's faces.
    spots = [(art.card_face(i, art.CARD_STACKED), (120 + 50 * k, 760)) for k, i in enumerate(cards[:6])]
    spots += [(art.card_face(i, art.CARD_SMALL), (430 + 160 * k, 760)) for k, i in enumerate(cards[6:12])]
    spots += [(art.card_face("red_dragon", art.CARD_LARGE), (700, 150)),
              (art.quest_face(quests[0], art.CARD_LARGE), (1040, 150))]
    out["table"] = art.backdrop((1920, 1080)).copy()
    out["table"].blits(spots)
    return out


def main(argv: list[str]) -> int:
    return contact_sheet.write(sheets, argv)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
