"""The dungeon as the table shows it: placed tiles, heroes and monsters, and what the table
lights (reachable spaces, a path, targets), drawn through a Camera into its viewport; plus
hit-testing from a screen point to a space, a hero or a monster.

Performance: the map is baked as one picture per placed tile at the zoom's own space size (an
opaque square, cached on the tile, its door, its markers and its neighbours). A map change
(a tile placed, a door opened, a marker added) redraws only the tiles it touched; a zoom step
draws that zoom's tile pictures once, then keeps them. Tiles rather than one whole-map
surface: a 25-tile map at 2x zoom would be a 100-megabyte surface, and scaling one picture
up blurs the grid and the names; tile pictures drawn at each size stay sharp and small. A
frame blits the visible tiles, the figures' cached tokens and the lit spaces: no text is
rendered and nothing is scaled per frame.
"""
from __future__ import annotations

import math

import pygame

from game.drizzt import grid
from game.drizzt.content import load
from game.drizzt.state import PlacedTile
from scenes.drizzt import dungeon_marks as marks
from scenes.drizzt.camera import SPACE_SIZES, Camera
from scenes.drizzt import dungeon_art
from scenes.drizzt.dungeon_art import tile_picture, void_sheet, void_texture
from scenes.drizzt.dungeon_marks import Highlights
from scenes.drizzt.motion import Motion
from scenes.drizzt.portraits import monster_token, status_token
from scenes.kit import theme

Cell = tuple[int, int]
SEATS = tuple(rgb for _, rgb, _ in theme.SEAT_COLOURS)

__all__ = ["DungeonLayer", "Highlights"]
STILL = Motion()  # nothing on its way
SCALES_PER_FRAME = 4  # stand-ins scaled in one frame; more tiles wait a frame as plain floor
PLAIN_FLOOR = (96, 80, 64)
SETTLE_SECONDS = 0.25  # while the wheel keeps turning, scaled stand-ins do; sharp pictures come after
#: Rings round targets and friends breathe three times when they come, then hold still (a table
#: waiting for a person draws nothing); 2*pi/5 is one breath of marks.ring.
BREATHS_SECONDS = 3 * 2 * math.pi / 5


def map_key(view: dict) -> tuple:
    """Everything about the tiles that changes their picture."""
    return tuple((t["id"], t["tx"], t["ty"], t["rot"], t["door"], tuple(t["markers"])) for t in view["tiles"])


class DungeonLayer:
    """Draws a view dict (game.drizzt.view) through `camera`; call `show(view)` when it changes."""

    def __init__(self, camera: Camera | None = None, seat_colours=SEATS) -> None:
        self.camera = camera or Camera()
        self.seat_colours = [tuple(c) for c in seat_colours]
        self.view: dict | None = None
        self.key: tuple | None = None
        self.tiles: dict[tuple[int, int], tuple] = {}  # tile pos -> tile_picture arguments but px
        self.floor: frozenset[Cell] = frozenset()
        self.hero_cells: dict[Cell, int] = {}
        self.monster_cells: dict[Cell, str] = {}
        self.pictures: dict[int, dict] = {}  # px -> {tile pos: Surface}, drawn at that size
        self.tokens: dict[tuple, dict] = {}  # token key -> {px: Surface}, drawn at that size
        self.standins: dict[tuple, pygame.Surface] = {}  # (what, px) -> a scaled copy until drawn sharp
        self.built_now = False
        self.scaled_now = 0
        self.settled = True
        self.zoomed_at = -1.0  # when (draw's clock) the zoom last changed: sharp pictures wait till it settles
        self.rings: tuple | None = None  # the lit targets and friends last drawn, since rings_from
        self.rings_from = 0.0
        self.ring_t = BREATHS_SECONDS
        self.drawn_px = 0
        self.warmed = False
        self.motion = STILL
        self.bakes = 0  # how many times the map was baked (tests and the benchmark read it)

    # -- state ---------------------------------------------------------------------------------
    def show(self, view: dict) -> None:
        """Take a new view: re-bake the map if its tiles changed, re-index the figures."""
        self.view = view
        key = map_key(view)
        if key != self.key:
            self._bake(view, key)
        self.hero_cells = {tuple(h["cell"]): i for i, h in enumerate(view["heroes"])
                           if h["cell"] is not None and not h["escaped"]}
        self.monster_cells = {}
        for m in view["monsters"]:
            for c in grid.monster_cells(m["cell"], load().monster(m["card"]).size):
                self.monster_cells[c] = m["uid"]

    def _bake(self, view: dict, key: tuple) -> None:
        placed = [PlacedTile(t["id"], t["tx"], t["ty"], t["rot"], t["door"], list(t["markers"])) for t in view["tiles"]]
        idx, defs = grid.index(placed), load().tile_defs
        at = {(t.tx, t.ty) for t in placed}
        self.tiles = {}
        for t in placed:
            beyond = frozenset(side for side, (dx, dy) in grid.STEP.items() if (t.tx + dx, t.ty + dy) in at)
            self.tiles[(t.tx, t.ty)] = (t.id, t.tx, t.ty, t.rot % 4, t.door, tuple(t.markers), beyond)
        self.floor = frozenset(c for t in placed for c in grid.cells_of_tile(idx, defs, t))
        self.pictures = {}  # unchanged tiles come straight back from tile_picture's cache
        self.standins = {k: v for k, v in self.standins.items() if k[0] != "tile"}
        self.key = key
        self.bakes += 1
        if not self.warmed:  # stone textures, sprites and glows of every zoom level, once (~0.1 s)
            for px in SPACE_SIZES:
                for job in dungeon_art.warm_jobs(px) + marks.warm_jobs(px):
                    job()
            self.warmed = True
        if at:
            xs, ys = [p[0] for p in at], [p[1] for p in at]
            self.camera.set_bounds(min(xs) * grid.SIZE, min(ys) * grid.SIZE, (max(xs) + 1) * grid.SIZE,
                                   (max(ys) + 1) * grid.SIZE)

    def bounds(self) -> tuple[int, int, int, int]:
        """The map's extent in spaces: x0, y0, x1, y1."""
        return self.camera.bounds or (0, 0, grid.SIZE, grid.SIZE)

    def picture(self, pos, px: int) -> pygame.Surface | None:
        """The tile at `pos` drawn at `px` per space (kept per zoom level); None for a frame or two
        when a zoom step already scaled its share of tiles this frame (the floor shows plain)."""
        level = self.pictures.setdefault(px, {})
        pic = level.get(pos)
        if pic is None:
            if ("tile", pos, px) not in self.standins and self.scaled_now >= SCALES_PER_FRAME:
                return None
            drawn = {p: got[pos] for p, got in self.pictures.items() if pos in got}
            pic = self._sharp_or_standin(("tile", pos), px, drawn, lambda: tile_picture(*self.tiles[pos], px))
            if ("tile", pos, px) not in self.standins:
                level[pos] = pic
        return pic

    def warm_next(self) -> bool:
        """At rest, ready one scaled stand-in of a tile the zoom levels next to this one would show,
        so a wheel step there finds its pictures waiting (a frame pays for one quick scale, never a
        drawing). Returns False when there is nothing left to ready."""
        cx, cy = self.camera.centre
        view = self.camera.viewport
        for step in (1, -1):
            level = self.camera.level + step
            if not 0 <= level < len(SPACE_SIZES):
                continue
            px = SPACE_SIZES[level]
            half_w, half_h = view.w / px / 2 + grid.SIZE, view.h / px / 2 + grid.SIZE
            have = self.pictures.get(px, {})
            for pos in self.tiles:
                x, y = (pos[0] + 0.5) * grid.SIZE, (pos[1] + 0.5) * grid.SIZE
                if abs(x - cx) > half_w or abs(y - cy) > half_h or pos in have or ("tile", pos, px) in self.standins:
                    continue
                drawn = {p: got[pos] for p, got in self.pictures.items() if pos in got}
                if drawn:
                    self._sharp_or_standin(("tile", pos), px, drawn, lambda: None)
                    return True
        return False

    def token(self, key: tuple, px: int, build) -> pygame.Surface:
        """A figure's token for a space of `px` (`build(px)` draws it), kept per zoom level."""
        got = self.tokens.setdefault(key, {})
        surf = got.get(px)
        if surf is None:
            surf = self._sharp_or_standin(key, px, got, lambda: build(px))
            if (*key, px) not in self.standins:
                got[px] = surf
        return surf

    def _sharp_or_standin(self, key: tuple, px: int, drawn: dict, build) -> pygame.Surface:
        """A picture new at this size first shows as a scaled copy of the nearest size drawn; the
        frames after draw the stand-ins sharp, one per frame (a picture with no other size yet is
        drawn at once). So a zoom step never stalls a frame on drawing every tile and token."""
        slot = (*key, px)
        if not drawn or (slot in self.standins and not self.built_now and self.settled):
            self.standins.pop(slot, None)
            self.built_now = True
            return build()
        stand = self.standins.get(slot)
        if stand is None:
            near = min(drawn, key=lambda p: abs(p - px))
            src = drawn[near]
            size = (round(src.get_width() * px / near), round(src.get_height() * px / near))
            stand = self.standins[slot] = pygame.transform.scale(src, size)  # fast; soon replaced
            self.scaled_now += 1
        return stand

    # -- hit-testing ---------------------------------------------------------------------------
    def space_at(self, pos) -> Cell | None:
        """The floor space under a screen point, or None (off the map, a wall, outside the viewport)."""
        cell = self.camera.cell_at(pos)
        return cell if cell in self.floor else None

    def hero_at(self, pos) -> int | None:
        """The index of the hero standing on the space under a screen point, or None."""
        cell = self.camera.cell_at(pos)
        return self.hero_cells.get(cell) if cell is not None else None

    def monster_at(self, pos) -> str | None:
        """The uid of the monster whose base covers the space under a screen point, or None."""
        cell = self.camera.cell_at(pos)
        return self.monster_cells.get(cell) if cell is not None else None

    def figure_centre(self, cell, size: int = 1) -> tuple[float, float]:
        """Screen centre of a figure whose top-left space is `cell`."""
        return self.camera.to_screen(cell[0] + size / 2, cell[1] + size / 2)

    @property
    def breathing(self) -> bool:
        """True while lit rings are still breathing (the table keeps drawing until they rest)."""
        return bool(self.rings and any(self.rings)) and self.ring_t < BREATHS_SECONDS

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, lit: Highlights | None = None, t: float = 0.0,
             motion: Motion | None = None, lifted: int | None = None) -> None:
        """The dungeon into the camera's viewport (clipped to it). `motion`: figures and tiles
        still on their way (scenes.drizzt.motion); `lifted`: a hero in the player's hand, drawn
        by the table at the pointer instead of on its space."""
        self.built_now = False
        self.scaled_now = 0
        if self.camera.space != self.drawn_px:
            self.drawn_px, self.zoomed_at = self.camera.space, t
        self.settled = t - self.zoomed_at >= SETTLE_SECONDS or t < self.zoomed_at
        rings = (lit.targets, lit.heroes, lit.idle) if lit is not None else None
        if rings != self.rings:
            self.rings, self.rings_from = rings, t
        self.ring_t = min(max(0.0, t - self.rings_from), BREATHS_SECONDS)  # a breath's phase, still at the end
        self.motion = motion or STILL
        lit = lit or Highlights()
        cam = self.camera
        clip = surface.get_clip()
        surface.set_clip(cam.viewport.clip(clip))
        self._void(surface)
        if self.view is not None:
            self._tiles(surface)
            heroes = [(i, h) for i, h in enumerate(self.view["heroes"])
                      if h["cell"] is not None and not h["escaped"] and i != lifted]
            marks.torchlight(surface, [self.figure_centre(h["cell"]) for _, h in heroes], cam.space)
            if lit.reach:
                marks.reach(surface, cam, lit.reach)
            if lit.hover is not None:
                marks.hover(surface, cam, lit.hover)
            if lit.path:
                start = self.view["heroes"][lit.selected]["cell"] if lit.selected is not None else None
                marks.path(surface, cam, ([tuple(start)] if start else []) + [tuple(c) for c in lit.path])
            self._monsters(surface, lit, t)
            self._heroes(surface, heroes, lit, t)
        surface.set_clip(clip)

    def _void(self, surface: pygame.Surface) -> None:
        """The rock around the map, moving with it: one blit from a sheet a texture larger."""
        view = self.camera.viewport
        sheet = void_sheet(view.size)
        n = void_texture().get_width()
        ox, oy = self.camera.origin()
        surface.blit(sheet, view, pygame.Rect(((view.left - ox) % n, (view.top - oy) % n), view.size))

    def _tiles(self, surface: pygame.Surface) -> None:
        cam = self.camera
        px = cam.space
        ox, oy = cam.origin()
        x0, y0, x1, y1 = cam.visible()
        side = grid.SIZE
        for ty in range(math.floor(y0 / side), math.floor(y1 / side) + 1):
            for tx in range(math.floor(x0 / side), math.floor(x1 / side) + 1):
                if (tx, ty) in self.tiles:
                    dx, dy, alpha = self.motion.tile((tx, ty))
                    pic = self.picture((tx, ty), px)
                    if pic is None:  # its picture comes next frame: plain floor meanwhile
                        surface.fill(PLAIN_FLOOR, (ox + tx * side * px, oy + ty * side * px, side * px, side * px))
                        continue
                    if alpha < 255:
                        pic = pic.copy()
                        pic.set_alpha(alpha)
                    surface.blit(pic, (ox + round((tx * side + dx) * px), oy + round((ty * side + dy) * px)))

    def _monsters(self, surface: pygame.Surface, lit: Highlights, t: float) -> None:
        px = self.camera.space
        heroes = self.view["heroes"]
        for m in self.view["monsters"]:
            size = load().monster(m["card"]).size
            centre = self._moving(("monster", m["uid"]), m["cell"], size)
            if not self.camera.viewport.inflate(px * 2, px * 2).collidepoint(centre):
                continue
            holder = heroes[m["holder"]] if 0 <= m["holder"] < len(heroes) else None
            key = ("monster", m["card"], m["health"], m["full"], holder["id"] if holder else "",
                   self._seat(holder["seat"]) if holder else (0, 0, 0))
            token = self.token(key, px, lambda p: monster_token(key[1], p, *key[2:]))
            surface.blit(token, token.get_rect(center=centre))
            if m["uid"] in lit.targets:
                marks.ring(surface, centre, px * size * 0.5, marks.TARGET, self.ring_t)

    def _heroes(self, surface: pygame.Surface, heroes, lit: Highlights, t: float) -> None:
        px = self.camera.space
        for i, h in heroes:
            centre = self._moving(("hero", i), h["cell"])
            if i == lit.selected:
                marks.ring(surface, centre, px * 0.52, marks.SELECTED, t, pulse=False)
            key = ("hero", h["id"], h["health"], h["max_health"], h["stunned"], h["poisoned"], h["escaped"],
                   self._seat(h["seat"]))
            token = self.token(key, px, lambda p: status_token(h, p, key[-1]))
            surface.blit(token, token.get_rect(center=centre))
            if i in lit.heroes:
                colour = marks.IDLE_FRIEND if i in lit.idle else marks.FRIEND
                marks.ring(surface, centre, px * 0.5, colour, self.ring_t)

    def _moving(self, key: tuple, cell, size: int = 1) -> tuple[float, float]:
        dx, dy = self.motion.offset(key)
        return self.camera.to_screen(cell[0] + dx + size / 2, cell[1] + dy + size / 2)

    def _seat(self, seat: int) -> tuple:
        return self.seat_colours[seat % len(self.seat_colours)]
