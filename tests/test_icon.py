"""The app's icon (issue 20, point 1): assets/make_icon.py draws it and writes the PNG set, a
Windows .ico and a macOS .icns (containers it assembles itself); the committed files are that
set; the window is given the icon before it is made."""
from __future__ import annotations

import importlib.util
import io
import os
import struct
from pathlib import Path

import pygame
import pytest

from scenes import display as display_mod
from scenes.display import Display, start_video

ROOT = Path(__file__).resolve().parent.parent
ICON_DIR = ROOT / "assets" / "icon"


def _load_generator():
    spec = importlib.util.spec_from_file_location("make_icon", ROOT / "assets" / "make_icon.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_icon = _load_generator()


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return pygame.image.load(io.BytesIO(data), "entry.png").get_size()


def parse_ico(data: bytes) -> dict[int, bytes]:
    """size -> PNG bytes of every entry; asserts the directory is well formed."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1) and count > 0
    entries = {}
    for i in range(count):
        w, h, colours, _res, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        side = w or 256
        assert (w, h, colours, planes, bits) == (w, w, 0, 1, 32)
        payload = data[offset:offset + length]
        assert len(payload) == length
        assert _png_size(payload) == (side, side)
        entries[side] = payload
    return entries


def parse_icns(data: bytes) -> dict[str, bytes]:
    """type -> PNG bytes of every entry; asserts the lengths add up to the file."""
    assert data[:4] == b"icns"
    (total,) = struct.unpack_from(">I", data, 4)
    assert total == len(data)
    entries, at = {}, 8
    while at < total:
        kind = data[at:at + 4].decode("ascii")
        (length,) = struct.unpack_from(">I", data, at + 4)
        assert length > 8 and at + length <= total
        entries[kind] = data[at + 8:at + length]
        at += length
    return entries


ICNS_SIDES = {"ic07": 128, "ic08": 256, "ic09": 512, "ic10": 1024}


def check_icon_set(folder: Path) -> None:
    for size in make_icon.PNG_SIZES:
        assert _png_size((folder / make_icon.png_name(size)).read_bytes()) == (size, size)
    ico = parse_ico((folder / "tavern-table.ico").read_bytes())
    assert sorted(ico) == [16, 24, 32, 48, 64, 128, 256]
    icns = parse_icns((folder / "tavern-table.icns").read_bytes())
    assert sorted(icns) == sorted(ICNS_SIDES)
    for kind, side in ICNS_SIDES.items():
        assert _png_size(icns[kind]) == (side, side)


def test_generator_writes_every_size_and_both_containers_parse(tmp_path):
    written = make_icon.main([str(tmp_path)])
    assert written == 0
    check_icon_set(tmp_path)
    names = {p.name for p in tmp_path.iterdir()}
    assert names == {make_icon.png_name(s) for s in make_icon.PNG_SIZES} | {"tavern-table.ico", "tavern-table.icns"}


def test_committed_icons_are_the_generators_set_and_small():
    check_icon_set(ICON_DIR)
    committed = {p.name for p in ICON_DIR.iterdir()}
    assert committed == {make_icon.png_name(s) for s in make_icon.PNG_SIZES} | {"tavern-table.ico",
                                                                                 "tavern-table.icns"}
    assert sum(p.stat().st_size for p in ICON_DIR.iterdir()) < 600 * 1024


def _dark(colour) -> bool:
    return sum(colour[:3]) < 200


def _light(colour) -> bool:
    return sum(colour[:3]) > 540


def test_the_16_px_icon_reads_as_a_die_on_a_tile():
    """At 16 px: a light die face with three crisp dark pips down its diagonal (one pixel each, the
    face around them light), the tile reaching the edges, and nothing of the shield (which would be
    mush at that size)."""
    icon = pygame.image.load(str(ICON_DIR / make_icon.png_name(16)))
    for pip in ((4, 4), (7, 7), (10, 10)):
        assert _dark(icon.get_at(pip)), (pip, icon.get_at(pip))
    for face in ((7, 4), (4, 7), (10, 7), (7, 10)):
        assert _light(icon.get_at(face)), (face, icon.get_at(face))
    assert icon.get_at((8, 0)).a == 255 and icon.get_at((0, 8)).a == 255  # the tile reaches the edges
    assert icon.get_at((0, 0)).a < 128  # rounded corners
    reds = [icon.get_at((x, y)) for x in range(16) for y in range(16)]
    assert not any(c.r > 120 and c.g < 70 and c.a > 200 for c in reds), "no shield red at 16 px"


def test_a_large_icon_shows_the_shield_and_the_five():
    icon = make_icon.draw_icon(256)
    assert icon.get_size() == (256, 256)
    shield = icon.get_at((80, 70))
    assert shield.r > 120 and shield.g < 80, shield
    assert _dark(icon.get_at((169, 169)))  # the five's middle pip
    assert _light(icon.get_at((150, 169)))


def test_window_gets_the_icon_before_the_window_is_made(monkeypatch):
    calls = []
    real_icon, real_mode = pygame.display.set_icon, pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_icon", lambda s: (calls.append(("icon", s.get_size())), real_icon(s)))
    monkeypatch.setattr(pygame.display, "set_mode", lambda *a, **k: (calls.append(("mode", a[0])), real_mode(*a, **k))[1])
    start_video(headless=True)
    shown = Display(settings=None, headless=True)
    assert calls[:2] == [("icon", (128, 128)), ("mode", (1920, 1080))]
    assert shown.icon == "tavern-table-128.png"


def test_a_missing_icon_file_still_opens_the_window(monkeypatch, caplog):
    monkeypatch.setattr(display_mod, "WINDOW_ICON", ("icon", "no-such-icon.png"))
    monkeypatch.setattr(display_mod, "_icon_cache", [])
    start_video(headless=True)
    shown = Display(settings=None, headless=True)
    assert shown.icon is None
    assert pygame.display.get_surface().get_size() == (1920, 1080)
    assert "no window icon" in caplog.text


@pytest.mark.parametrize("variable", ["SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"])
def test_the_window_class_is_the_desktop_entrys_name(monkeypatch, variable):
    monkeypatch.delenv(variable, raising=False)
    start_video(headless=True)
    assert os.environ[variable] == "tavern-table"
    desktop = (ROOT / "packaging" / "tavern-table.desktop").read_text(encoding="utf-8")
    assert "StartupWMClass=tavern-table\n" in desktop


def test_the_smoke_run_reports_the_window_icon_and_fails_without_it(monkeypatch, capsys):
    """.ci/package.sh reads this line from the packaged build's --smoke run."""
    from scenes import tour

    monkeypatch.setattr(tour, "stops", lambda: [])  # the walk itself is not what is tested here
    assert tour.smoke() == 0
    assert "smoke: window icon tavern-table-128.png\n" in capsys.readouterr().out
    monkeypatch.setattr(display_mod, "WINDOW_ICON", ("icon", "no-such-icon.png"))
    monkeypatch.setattr(display_mod, "_icon_cache", [])
    assert tour.smoke() == 1
    assert "smoke: window icon MISSING\n" in capsys.readouterr().out
