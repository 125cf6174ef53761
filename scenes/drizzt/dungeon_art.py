"""Dungeon tiles drawn as torch-lit stone: flagstone floor with a fine grid so spaces can be
counted, walls as raised dark rock, the tile's spawn point, stairs, exit, triangle, door and
markers, and its name. Original procedural art.

`tile_picture` draws one placed tile, at one space size, as an opaque square; it is cached on
everything that changes the picture (tile, turn, door, markers, which sides have a neighbour),
so a new tile on the map draws only itself and its neighbours, and each zoom level keeps its own
sharp pictures. Stone textures are drawn once per space size and reused by every tile.
"""
from __future__ import annotations

import random
import zlib
from functools import lru_cache

import pygame

from game.drizzt import grid
from game.drizzt.content import load
from scenes.drizzt import dungeon_sprites as sprites
from scenes.kit.draw import darken, light, lighten, mix, prepare
from scenes.kit.fonts import decoration, font, render

MORTAR = (44, 35, 29)
FLAG = (126, 106, 86)  # flagstone
ROCK = (50, 42, 38)
VOID = (15, 12, 11)
TORCH = (70, 42, 16)  # added light at a tile's heart
FLAG_VARIANTS = 6
ROCK_VARIANTS = 4
TURN_ANGLE = {grid.N: 0, grid.E: -90, grid.S: 180, grid.W: 90}  # rotate a north-facing sprite to a side


def _seed(*parts) -> int:
    return zlib.crc32("|".join(map(str, parts)).encode())


@lru_cache(maxsize=96)
def flagstone(px: int, variant: int) -> pygame.Surface:
    """One floor space: a worn flagstone in its mortar bed (the bed draws the space grid)."""
    rng = random.Random(_seed("flag", px, variant))
    s = pygame.Surface((px, px))
    s.fill(MORTAR)
    gap = max(1, px // 28)
    tone = mix(FLAG, darken(FLAG, 0.3), rng.random() * 0.7)
    tone = mix(tone, (140, 112, 82), rng.random() * 0.4)
    stone = pygame.Rect(gap, gap, px - 2 * gap, px - 2 * gap)
    pygame.draw.rect(s, tone, stone, border_radius=max(1, px // 12))
    pygame.draw.line(s, lighten(tone, 0.14), (stone.x + 2, stone.y), (stone.right - 3, stone.y))
    pygame.draw.line(s, darken(tone, 0.22), (stone.x + 2, stone.bottom - 1), (stone.right - 3, stone.bottom - 1))
    for _ in range(px * px // 40):  # grit
        c = darken(tone, rng.uniform(0.06, 0.2)) if rng.random() < 0.6 else lighten(tone, rng.uniform(0.04, 0.1))
        x, y = rng.randrange(stone.x, stone.right), rng.randrange(stone.y, stone.bottom)
        s.fill(c, (x, y, rng.randint(1, max(1, px // 30)), rng.randint(1, max(1, px // 30))))
    if rng.random() < 0.5:  # a crack
        x, y = rng.uniform(0.2, 0.8) * px, stone.y + 1
        pts = [(x, y)]
        for _ in range(3):
            x += rng.uniform(-0.15, 0.15) * px
            y += rng.uniform(0.12, 0.3) * px
            pts.append((x, min(y, stone.bottom - 2)))
        pygame.draw.lines(s, darken(tone, 0.35), False, pts, max(1, px // 40))
    return prepare(s)


@lru_cache(maxsize=64)
def rock(px: int, variant: int) -> pygame.Surface:
    """One wall space: raised dark rock in angular slabs, lit from the upper left."""
    rng = random.Random(_seed("rock", px, variant))
    s = pygame.Surface((px, px))
    s.fill(darken(ROCK, 0.5))
    cells = 3
    step = px / cells
    for j in range(cells + 1):
        for i in range(cells + 1):
            cx, cy = (i - 0.5 + rng.uniform(-0.25, 0.25)) * step, (j - 0.5 + rng.uniform(-0.25, 0.25)) * step
            r = step * rng.uniform(0.55, 0.75)
            pts = [(cx + r * rng.uniform(0.7, 1.1) * dx, cy + r * rng.uniform(0.7, 1.1) * dy)
                   for dx, dy in ((-1, -0.6), (0.2, -1), (1, -0.4), (0.8, 0.8), (-0.3, 1), (-1, 0.4))]
            tone = mix(ROCK, lighten(ROCK, 0.2), rng.random())
            pygame.draw.polygon(s, tone, pts)
            pygame.draw.lines(s, lighten(tone, 0.3), False, pts[:3], max(1, px // 40))
            pygame.draw.lines(s, darken(tone, 0.55), False, pts[3:] + pts[:1], max(1, px // 30))
    for _ in range(px * px // 24):
        x, y = rng.randrange(px), rng.randrange(px)
        s.set_at((x, y), darken(ROCK, rng.uniform(0.2, 0.6)))
    return prepare(s)


@lru_cache(maxsize=16)
def void_texture(size: int = 256) -> pygame.Surface:
    """The black rock around the explored dungeon (tiles seamlessly)."""
    rng = random.Random(_seed("void", size))
    s = pygame.Surface((size, size))
    s.fill(VOID)
    for _ in range(size * 3):
        x, y = rng.randrange(size), rng.randrange(size)
        r = rng.randint(1, 4)
        c = lighten(VOID, rng.uniform(0.02, 0.07))
        for dx in (-size, 0, size):  # wrap, so copies side by side join without a seam
            for dy in (-size, 0, size):
                pygame.draw.circle(s, c, (x + dx, y + dy), r)
    return prepare(s)


@lru_cache(maxsize=4)
def void_sheet(size: tuple[int, int]) -> pygame.Surface:
    """`void_texture` repeated over `size` plus one texture each way, to blit any offset at once."""
    tex = void_texture()
    n = tex.get_width()
    s = pygame.Surface((size[0] + n, size[1] + n))
    for y in range(0, s.get_height(), n):
        for x in range(0, s.get_width(), n):
            s.blit(tex, (x, y))
    return prepare(s)


@lru_cache(maxsize=64)
def _shade_strip(length: int, depth: int, alpha: int) -> pygame.Surface:
    """A shadow along a north edge, darkest at the edge, fading over `depth` px."""
    s = pygame.Surface((length, max(1, depth)), pygame.SRCALPHA)
    for y in range(depth):
        s.fill((0, 0, 0, int(alpha * (1 - y / depth) ** 1.6)), (0, y, length, 1))
    return s


def _edge_rect(side: str, size: int, depth: int) -> pygame.Rect:
    return {grid.N: pygame.Rect(0, 0, size, depth), grid.S: pygame.Rect(0, size - depth, size, depth),
            grid.W: pygame.Rect(0, 0, depth, size), grid.E: pygame.Rect(size - depth, 0, depth, size)}[side]


def _turned(img: pygame.Surface, side: str) -> pygame.Surface:
    return pygame.transform.rotate(img, TURN_ANGLE[side]) if side != grid.N else img


def _edge_wall(s: pygame.Surface, side: str, px: int) -> None:
    size = px * grid.SIZE
    depth = max(4, round(px * 0.2))
    shadow = _turned(_shade_strip(size, max(2, px // 3), 120), side)
    inward = {grid.N: {"topleft": (0, depth)}, grid.S: {"bottomleft": (0, size - depth)},
              grid.W: {"topleft": (depth, 0)}, grid.E: {"topright": (size - depth, 0)}}[side]
    s.blit(shadow, shadow.get_rect(**inward))
    rect = _edge_rect(side, size, depth)
    tex = rock(px, 0)
    for i in range(0, size, px):
        part = rect.clip(pygame.Rect(i, 0, px, size) if side in (grid.N, grid.S) else pygame.Rect(0, i, size, px))
        s.blit(tex, part, pygame.Rect((part.x % px, part.y % px), part.size))
    inner = {grid.N: (rect.bottomleft, rect.bottomright), grid.S: (rect.topleft, rect.topright),
             grid.W: (rect.topright, rect.bottomright), grid.E: (rect.topleft, rect.bottomleft)}[side]
    pygame.draw.line(s, lighten(ROCK, 0.45), *inner, max(1, px // 28))
    pygame.draw.rect(s, darken(ROCK, 0.6), rect, max(1, px // 40))


def _unexplored(s: pygame.Surface, side: str, px: int) -> None:
    """An open edge with nothing beyond yet: the floor fades into darkness, a dashed line marks it."""
    size = px * grid.SIZE
    fade = _turned(_shade_strip(size, px // 2, 150), side)
    s.blit(fade, _edge_rect(side, size, px // 2))
    k = max(3, px // 10)
    a, b = {grid.N: ((0, k), (size, k)), grid.S: ((0, size - k), (size, size - k)),
            grid.W: ((k, 0), (k, size)), grid.E: ((size - k, 0), (size - k, size))}[side]
    dash = max(3, px // 6)
    for i in range(dash // 2, size, dash * 2):
        p = (a[0] + (b[0] - a[0]) * i / size, a[1] + (b[1] - a[1]) * i / size)
        q = (a[0] + (b[0] - a[0]) * (i + dash) / size, a[1] + (b[1] - a[1]) * (i + dash) / size)
        pygame.draw.line(s, (214, 170, 100), p, q, max(1, px // 28))


def _wall_shadows(s: pygame.Surface, rows: tuple[str, ...], px: int) -> None:
    """Walls cast a shadow onto the floor south and east of them (light from the upper left)."""
    south = _shade_strip(px, max(2, px // 4), 110)
    east = pygame.transform.rotate(south, 90)
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch != grid.WALL_CHAR:
                continue
            if y + 1 < grid.SIZE and rows[y + 1][x] != grid.WALL_CHAR:
                s.blit(south, (x * px, (y + 1) * px))
            if x + 1 < grid.SIZE and row[x + 1] != grid.WALL_CHAR:
                s.blit(east, ((x + 1) * px, y * px))


def _features(s: pygame.Surface, rows: tuple[str, ...], px: int) -> None:
    pictures = {grid.SPAWN_CHAR: sprites.spawn_sigil, grid.STAIRS_CHAR: sprites.stairs, grid.EXIT_CHAR: sprites.exit_arch}
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch in pictures:
                s.blit(pictures[ch](px), (x * px, y * px))


def _door(s: pygame.Surface, side: str, state: str, px: int) -> None:
    img = _turned(sprites.door(px, state), side)
    size = px * grid.SIZE
    box = img.get_rect()
    box.center = (size // 2, size // 2)
    setattr(box, {grid.N: "top", grid.S: "bottom", grid.W: "left", grid.E: "right"}[side],
            {grid.N: 0, grid.S: size, grid.W: 0, grid.E: size}[side])
    s.blit(img, box)


def _markers(s: pygame.Surface, markers: tuple[str, ...], origin: tuple[int, int], px: int) -> None:
    centre = px * grid.SIZE // 2
    for m in markers:
        kind, _, rest = m.partition(":")
        img = sprites.marker(px, kind if kind in ("hazard", "trap") else "item")
        if kind == "item" and "@" in rest:
            x, y = (int(v) for v in rest.partition("@")[2].split(","))
            at = ((x - origin[0]) * px + px // 2, (y - origin[1]) * px + px // 2)
        else:
            at = (centre, centre)
        s.blit(img, img.get_rect(center=at))


def _name(s: pygame.Surface, name: str, taken: tuple[str, ...], px: int) -> None:
    """The tile's name on a dark plate by its north edge (south if the triangle or the door is
    north; below the triangle if both edges are taken)."""
    width = px * grid.SIZE - 10
    size = max(9, round(px * 0.2))
    while size > 9 and font(size, "title").size(name)[0] > width:
        size -= 1
    with decoration():  # a map label that scales with the camera; the tile's name is in its tip and large look
        label = render(name, size, (238, 222, 190), "title")
    if label.get_width() > width:
        label = label.subsurface((0, 0, width, label.get_height()))
    plate = pygame.Surface((label.get_width() + 8, label.get_height() + 2), pygame.SRCALPHA)
    plate.fill((12, 8, 6, 150))
    plate.blit(label, (4, 1))
    top = grid.N not in taken or grid.S in taken
    inset = max(4, round(px * (0.18 if grid.N not in taken else 0.5 if top else 0.22)))
    h = plate.get_height()
    centre = (px * grid.SIZE // 2, inset + h // 2 if top else px * grid.SIZE - inset - h // 2)
    s.blit(plate, plate.get_rect(center=centre))


@lru_cache(maxsize=768)
def tile_picture(tile_id: str, tx: int, ty: int, rot: int, door: str, markers: tuple[str, ...],
                 beyond: frozenset, px: int) -> pygame.Surface:
    """One placed tile as an opaque (4 * px) square. `beyond`: the sides with a tile next to it."""
    tdef = load().tile_defs[tile_id]
    info = load().tiles[tile_id]
    rows = grid.tile_cells(tdef, rot)
    size = px * grid.SIZE
    s = pygame.Surface((size, size))
    s.fill(MORTAR)
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            pick = _seed(tile_id, x, y)
            if ch == grid.WALL_CHAR:
                s.blit(rock(px, pick % ROCK_VARIANTS), (x * px, y * px))
            else:
                s.blit(flagstone(px, pick % FLAG_VARIANTS), (x * px, y * px))
    glow = light(int(size * 0.62), TORCH, 1.0)
    s.blit(glow, glow.get_rect(center=(size // 2, size // 2)), special_flags=pygame.BLEND_RGB_ADD)
    _wall_shadows(s, rows, px)
    for side in grid.SIDES:
        if grid.edge_kind(tdef, rot, side) == grid.WALL:
            _edge_wall(s, side, px)
        elif side not in beyond:
            _unexplored(s, side, px)
    _features(s, rows, px)
    tri_side = grid.triangle_side(rot)
    tri = _turned(sprites.triangle(px, tdef.triangle), tri_side)
    s.blit(tri, tri.get_rect(**{tri_side_anchor(tri_side): edge_middle(tri_side, size, max(3, px // 8))}))
    door_side = grid.door_side(tdef, rot)
    if door_side:
        _door(s, door_side, door, px)
    _markers(s, markers, (tx * grid.SIZE, ty * grid.SIZE), px)
    _name(s, info.name, (tri_side, door_side), px)
    pygame.draw.rect(s, darken(MORTAR, 0.5), s.get_rect(), max(1, px // 28))
    return prepare(s)


def warm_jobs(px: int) -> list:
    """Calls that draw (into their caches) the textures and sprites every tile at `px` uses, so a
    layer can prepare a zoom level a little at a time before the player gets there."""
    jobs = [lambda v=v: flagstone(px, v) for v in range(FLAG_VARIANTS)]
    jobs += [lambda v=v: rock(px, v) for v in range(ROCK_VARIANTS)]
    jobs += [lambda: sprites.spawn_sigil(px), lambda: sprites.stairs(px), lambda: sprites.exit_arch(px),
             lambda: light(int(px * grid.SIZE * 0.62), TORCH, 1.0)]
    jobs += [lambda c=c: sprites.triangle(px, c) for c in ("white", "black")]
    jobs += [lambda d=d: sprites.door(px, d) for d in ("", "closed", "locked", "open")]
    jobs += [lambda k=k: sprites.marker(px, k) for k in ("hazard", "trap", "item")]
    return jobs


def tri_side_anchor(side: str) -> str:
    return {grid.N: "midtop", grid.S: "midbottom", grid.W: "midleft", grid.E: "midright"}[side]


def edge_middle(side: str, size: int, inset: int) -> tuple[int, int]:
    """The middle of a tile's edge on `side`, `inset` px inside the tile."""
    return {grid.N: (size // 2, inset), grid.S: (size // 2, size - inset), grid.W: (inset, size // 2),
            grid.E: (size - inset, size // 2)}[side]
