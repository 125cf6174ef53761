"""The right-click look: any card or tile of the game by its id, drawn large with every word,
and a caption in plain words for under it (the kit's Zoom shows both)."""
from __future__ import annotations

import pygame

from scenes.waterdeep.art import faces
from scenes.waterdeep.art.buildings import plaque_surface, tile_surface
from scenes.waterdeep.art.cards import intrigue_surface, quest_surface
from scenes.waterdeep.art.common import CARD_ZOOM, TILE_ZOOM, TYPE_NAMES, bundle_words
from scenes.waterdeep.art.lords import lord_surface


def _kind_of(thing_id: str) -> str:
    content = faces._content()
    for kind in ("quests", "intrigue", "lords", "buildings", "basics"):
        if thing_id in getattr(content, kind):
            return kind
    raise KeyError(f"no card, tile or building is called {thing_id!r}")


def zoom_picture(thing_id: str, deck: str | None = None) -> pygame.Surface:
    """The large face of a quest, intrigue card, lord, building tile or basic building (every word
    shown). `deck` ('quests', 'intrigue', 'lords', 'buildings', 'basics') settles an id two decks share."""
    kind = deck or _kind_of(thing_id)
    if kind == "quests":
        return quest_surface(faces.quest_face(thing_id), CARD_ZOOM)
    if kind == "intrigue":
        return intrigue_surface(faces.intrigue_face(thing_id), CARD_ZOOM)
    if kind == "lords":
        return lord_surface(faces.lord_face(thing_id), CARD_ZOOM)
    if kind == "buildings":
        return tile_surface(faces.tile_face(thing_id), TILE_ZOOM)
    return plaque_surface(faces.plaque_face(thing_id), TILE_ZOOM)


def zoom_caption(thing_id: str, deck: str | None = None) -> str:
    """One plain sentence for under the large picture."""
    kind = deck or _kind_of(thing_id)
    if kind == "quests":
        f = faces.quest_face(thing_id)
        what = "Plot quest" if f.plot else "Quest"
        return f"{what} ({TYPE_NAMES.get(f.type, f.type)}): needs {bundle_words(dict(f.requires))}, gives {bundle_words(dict(f.reward))}"
    if kind == "intrigue":
        f = faces.intrigue_face(thing_id)
        return f"Intrigue card: {faces.kind_name(f.kind)}"
    if kind == "lords":
        return "Lord of Waterdeep: scored at the end of the game"
    if kind == "buildings":
        f = faces.tile_face(thing_id)
        return f"Building: costs {f.cost} gold in Builder's Hall"
    return "A basic building of the city"
