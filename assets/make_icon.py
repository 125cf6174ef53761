"""Write the app's icon, drawn by our own code like the rest of the art.

    python assets/make_icon.py            # writes assets/icon/ (PNGs, .ico, .icns)
    python assets/make_icon.py OUT_DIR    # the same files into another folder

The picture: a square wooden tile with a brass rim (the house's table look), on it a red
heater shield with a brass edge and an ivory die showing five in front of it. At 32 px and
below the tile loses its grain and the shield, and the die grows to fill the tile with three
pips, so the icon still reads as "a die on a wooden table" at 16 px.

Written: tavern-table-<size>.png for every size in PNG_SIZES (the window and Linux's icon
theme), tavern-table.ico (Windows: PNG entries 16..256) and tavern-table.icns (macOS: ic07..ic10
PNG entries, 128..1024). Both containers are written here, byte by byte, from the PNGs.
Drawing is seeded, so the same pygame on the same machine writes the same pixels.
"""
from __future__ import annotations

import io
import math
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script: the shared art lives in scenes/kit
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from scenes.kit import shapes, theme, wood  # noqa: E402
from scenes.kit.draw import darken, lighten, mix  # noqa: E402

OUT = Path(__file__).resolve().parent / "icon"
NAME = "tavern-table"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: macOS icon types and their pixel sizes (PNG payloads; ic10 is 512 at 2x).
ICNS_TYPES = (("ic07", 128), ("ic08", 256), ("ic09", 512), ("ic10", 1024))
#: Up to this size the icon is the simple picture (no grain, no shield, a big die).
SMALL = 32
#: The icon the window shows (pygame.display.set_icon), and the one the desktop entry names.
WINDOW_SIZE = 128

BRASS = theme.GOLD
BRASS_DARK = (128, 92, 34)
IVORY = (246, 238, 220)
PIP = (40, 28, 24)
SHIELD_RED = (150, 38, 34)


def png_name(size: int) -> str:
    return f"{NAME}-{size}.png"


def _supersample(size: int) -> int:
    """How many times larger to draw: 4 for small icons, less for big ones (memory)."""
    return max(1, min(4, 2048 // size))


def _rounded(size: int, rect: pygame.Rect, radius: int) -> pygame.Surface:
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=radius)
    return mask


def _tile(big: int, small: bool) -> pygame.Surface:
    """The wooden tile with its brass rim, on a clear square of side `big`."""
    inset = 0 if small else round(big * 0.04)
    rect = pygame.Rect(inset, inset, big - 2 * inset, big - 2 * inset)
    radius = round(big * (0.16 if small else 0.18))
    if small:
        grain = shapes.gradient_layer((big, big), lighten(theme.WOOD, 0.12), theme.WOOD_DARK)
    else:
        plank = max(6, big // 5)
        grain = shapes.alpha_copy(wood.planks((big, big), theme.WOOD, seed=20, plank_h=(plank, plank + plank // 3)))
    out = shapes.clip(grain, _rounded(big, rect, radius))
    rim = max(2, round(big * (0.07 if small else 0.045)))
    pygame.draw.rect(out, BRASS_DARK, rect, rim, border_radius=radius)
    pygame.draw.rect(out, BRASS, rect.inflate(-rim // 2, -rim // 2), max(1, rim * 2 // 3), border_radius=radius)
    if not small:  # a thin dark groove inside the rim
        pygame.draw.rect(out, darken(theme.WOOD_DARK, 0.4), rect.inflate(-rim * 2, -rim * 2), max(1, rim // 3),
                         border_radius=max(0, radius - rim))
    return out


def _shield(surf: pygame.Surface, big: int) -> None:
    c = (big * 0.42, big * 0.42)
    r = big * 0.3
    pts = shapes.shield_shape(c, r)
    shapes.stroke(surf, darken(SHIELD_RED, 0.6), pts, big * 0.05)  # a dark outline around the brass edge
    layer = shapes.gradient_layer((big, big), lighten(SHIELD_RED, 0.15), darken(SHIELD_RED, 0.25))
    surf.blit(shapes.clip(layer, shapes.poly_mask((big, big), pts)), (0, 0))
    shapes.stroke(surf, BRASS, pts, big * 0.022)
    # a brass chevron across the shield
    chevron = [(c[0] - r * 0.62, c[1] + r * 0.05), (c[0], c[1] - r * 0.42), (c[0] + r * 0.62, c[1] + r * 0.05)]
    shapes.stroke(surf, BRASS, chevron, big * 0.05, closed=False)


def _die(surf: pygame.Surface, size: int, ss: int, small: bool) -> None:
    """An ivory die with a dark edge: three pips when small, five when large. Small, the die is
    centred on a pixel's middle and its pips are whole pixels apart, so each pip is one crisp spot."""
    big = size * ss
    side = big * (0.62 if small else 0.4)
    step = side * 0.27
    if small:
        cx = cy = (size / 2 - 0.5) * ss
        step = max(1, round(step / ss)) * ss
    else:
        cx, cy = big * 0.66, big * 0.66
    rect = pygame.Rect(0, 0, side, side)
    rect.center = (round(cx), round(cy))
    radius = round(side * 0.2)
    edge = max(2, round(big * (0.05 if small else 0.018)))
    if not small:  # a soft shadow cast down-right on the tile
        shadow = pygame.Surface((big, big), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 90), rect.move(big * 0.02, big * 0.025), border_radius=radius)
        surf.blit(shadow, (0, 0))
    pygame.draw.rect(surf, PIP, rect.inflate(edge, edge), border_radius=radius + edge // 2)
    face = shapes.gradient_layer((big, big), IVORY, mix(IVORY, (200, 184, 150), 0.5))
    surf.blit(shapes.clip(face, _rounded(big, rect, radius)), (0, 0))
    spots = [(-1, -1), (0, 0), (1, 1)] if small else [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)]
    pip_r = side * (0.12 if small else 0.095)
    for dx, dy in spots:
        pygame.draw.circle(surf, PIP, (cx + dx * step, cy + dy * step), pip_r)


def draw_icon(size: int) -> pygame.Surface:
    """The icon at `size` x `size` pixels, on a clear background (SRCALPHA)."""
    small = size <= SMALL
    ss = _supersample(size)
    big = size * ss
    surf = _tile(big, small)
    if not small:
        _shield(surf, big)
    _die(surf, size, ss, small)
    return shapes.downscale(surf, (size, size)) if big != size else surf


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding each PNG as one entry (PNG entries are read since Windows Vista)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in the directory
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(entries: list[tuple[str, bytes]]) -> bytes:
    """A macOS .icns: the 'icns' header, then (type, length, PNG) for each entry."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data for kind, data in entries)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(out: Path = OUT) -> list[Path]:
    """Draw every size and write the PNGs, the .ico and the .icns into `out`; the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    wanted = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {size for _kind, size in ICNS_TYPES})
    pngs = {size: png_bytes(draw_icon(size)) for size in wanted}
    written = []
    for size in PNG_SIZES:
        written.append(out / png_name(size))
        written[-1].write_bytes(pngs[size])
    written.append(out / f"{NAME}.ico")
    written[-1].write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    written.append(out / f"{NAME}.icns")
    written[-1].write_bytes(icns_bytes([(kind, pngs[size]) for kind, size in ICNS_TYPES]))
    return written


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else OUT
    for path in write_icons(out):
        print(f"{path}  {path.stat().st_size // 1024 or 1} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
