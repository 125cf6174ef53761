"""Table mode: for friends sitting around a screen laid flat, each seat's heroes are shown in a
panel turned toward that seat's edge of the screen (bottom, top, left, right), so everyone
reads their own hero the right way up. The dungeon takes the whole width; the shared facts
(healing surges, experience, the goal) sit in the corner beside the hand."""
from __future__ import annotations

import pygame

from game.drizzt.progress import progress
from game.drizzt.content import load
from scenes.drizzt.hero_row import counted, draw_row
from scenes.drizzt.portraits import hero_portrait
from scenes.kit import theme
from scenes.kit.draw import prepare
from scenes.kit.fonts import render
from scenes.kit.panels import panel_surface
from scenes.kit.text import fit

EDGES = ("bottom", "top", "left", "right")
ANGLES = {"bottom": 0, "top": 180, "left": -90, "right": 90}  # turns the panel's foot toward its edge
ROW = (430, 140)
PAD = 8
HEAD = 30
VIEWPORT = pygame.Rect(0, 64, 1920, 876)  # the whole width: no party column in table mode
FACTS = pygame.Rect(1440, 940, 480, 140)
SIDE = 204  # the left and right panels' depth: the top and bottom ones keep clear of them


def seat_edges(seats: list[int]) -> dict[int, str]:
    """The edge each seat (that runs a hero) faces, in seat order: bottom, top, left, right,
    then round again."""
    return {seat: EDGES[k % len(EDGES)] for k, seat in enumerate(seats)}


class EdgePanels:
    def __init__(self) -> None:
        self.placed: list[tuple[pygame.Surface, pygame.Rect]] = []
        self.facts: pygame.Surface | None = None
        self._key = None

    def show(self, view: dict, styles, active: int | None) -> None:
        key = (repr(view.get("heroes")), repr(view.get("numbers")), view.get("surges"), repr(view.get("xp")),
               repr(view.get("flags")), active)
        if key == self._key:
            return
        self._key = key
        seats = sorted({h["seat"] for h in view["heroes"]})
        edges = seat_edges(seats)
        crowd: dict[str, int] = {}
        self.placed = []
        for seat in seats:
            heroes = [i for i, h in enumerate(view["heroes"]) if h["seat"] == seat]
            panel = self._panel(view, styles[seat], heroes, active)
            edge = edges[seat]
            turned = pygame.transform.rotate(panel, ANGLES[edge])
            self.placed.append((turned, _spot(edge, turned.get_size(), crowd.get(edge, 0))))
            crowd[edge] = crowd.get(edge, 0) + 1
        self.facts = _facts(view)

    def _panel(self, view: dict, style, heroes: list[int], active: int | None) -> pygame.Surface:
        w, h = ROW[0] + 2 * PAD, HEAD + len(heroes) * (ROW[1] + PAD) + PAD
        surf = panel_surface((w, h), "dark").copy()
        mine = active in heroes
        title = f"{style.name}" + (" \u2014 your turn!" if mine else "")
        surf.blit(render(fit(title, w - 2 * PAD, 20, "bold"), 20, theme.HILITE if mine else style.colour, "bold"),
                  (PAD + 6, 6))
        for k, i in enumerate(heroes):
            row = pygame.Rect(PAD, HEAD + k * (ROW[1] + PAD), *ROW)
            draw_row(surf, row, i, counted(view, i), style, active=i == active, teams=False, portrait=hero_portrait)
        if mine:
            pygame.draw.rect(surf, theme.HILITE, surf.get_rect(), 4, border_radius=14)
        return prepare(surf)

    def draw(self, surface: pygame.Surface) -> None:
        for surf, rect in self.placed:
            surface.blit(surf, rect)
        if self.facts is not None:
            surface.blit(self.facts, FACTS)


def _spot(edge: str, size: tuple[int, int], k: int) -> pygame.Rect:
    """Where a turned panel sits on its edge (the k-th on that edge sits beside the others)."""
    w, h = size
    area = VIEWPORT
    rect = pygame.Rect(0, 0, w, h)
    shift = k * (w + 12 if edge in ("bottom", "top") else h + 12)
    if edge == "bottom":
        rect.bottomright = (area.right - SIDE - shift, area.bottom - 6)
    elif edge == "top":
        rect.topleft = (area.left + SIDE + shift, area.top + 6)
    elif edge == "left":
        rect.midleft = (area.left + 6, area.centery - 40 + shift)
    else:
        rect.midright = (area.right - 6, area.centery - 40 - shift)
    return rect.clamp(area)


def _facts(view: dict) -> pygame.Surface:
    surf = panel_surface(FACTS.size, "dark").copy()
    xp = sum(load().monster(c).xp for cards in view["xp"].values() for c in cards)
    p = progress(view)
    lines = [(f"Healing surges: {view['surges']}   ·   Experience: {xp} XP", theme.TEXT),
             (load().adventures[view["adventure"]].name, theme.GOLD), (p.text, theme.TEXT)]
    for k, (text, colour) in enumerate(lines):
        surf.blit(render(fit(text, FACTS.w - 28, 19, "bold"), 19, colour, "bold"), (14, 14 + 38 * k))
    return prepare(surf)
