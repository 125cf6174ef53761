"""The counted finale's quick picture (scenes/table/finale.py CountedFinale.draw_counted): once the
count is done the backdrop, the glow and the front are one picture and only the confetti's boxes
are laid again; every frame must show the same pixels as drawing it all in layers."""
from __future__ import annotations

import pygame

from game.core.words import tidy
from scenes.app import FIXED_DT
from scenes.draft import positions
from scenes.draft.finale import PARTS, DraftFinale
from scenes.draft.table import DraftTable


def _layered(finale: DraftFinale, surface: pygame.Surface) -> None:
    """The finale drawn layer by layer: backdrop, confetti and glow, the front, the buttons."""
    surface.blit(finale.static_layer(), (0, 0))
    finale.draw_celebration(surface)
    key = (finale.counted, tuple(finale.shown(s, k) for s in range(len(finale.names)) for k, _ in PARTS))
    finale.draw_front(surface, key, finale.headline(), tidy(finale.final.get("reason") or ""), finale._table)
    finale.ui.draw(surface)


def test_the_counted_finale_shows_the_same_pixels_as_its_layers(pilot):
    match = positions.play_until(lambda m: False, seed=7)
    positions.seat_people(match, 0)
    table = pilot.app.stack.reset(DraftTable(pilot.app, match=match))
    table.ended = True
    finale = pilot.app.stack.push(DraftFinale(pilot.app, match))
    pilot.advance(2)
    layered, quick = pilot.app.screen.copy(), pilot.app.screen.copy()
    compared = 0
    for frame in range(240):
        finale.update(FIXED_DT * 3)  # the count, then the confetti falling across the panel and the glow
        if frame % 8:
            continue
        quick.fill((255, 0, 255))  # whatever was on the screen: the quick picture covers it all
        finale.draw(quick)
        _layered(finale, layered)
        assert pygame.image.tobytes(quick, "RGB") == pygame.image.tobytes(layered, "RGB"), (frame, finale.clock)
        compared += finale.counted
    assert compared > 20 and finale._still is not None
