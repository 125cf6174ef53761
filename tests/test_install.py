"""The Linux menu entry (issue 20, point 2): install.sh, run from an unpacked release in a
temporary HOME, puts the icons into the hicolor theme and a desktop entry starting the game into
the applications folder (honouring XDG_DATA_HOME) and lists what it made; uninstall.sh then
leaves the home byte for byte as it was."""
from __future__ import annotations

import os
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from tests.test_packaging_release import fake_build, fake_licences, load_release

pytestmark = pytest.mark.skipif(shutil.which("bash") is None, reason="the scripts are bash (Linux)")

ROOT = Path(__file__).resolve().parent.parent
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def unpacked_release(tmp_path: Path, folder_name: str = "Games") -> Path:
    """A release built from a fake build and unpacked under tmp_path/<folder_name>: its top folder."""
    release = load_release()
    made = release.build_release(fake_build(tmp_path / "dist"), tmp_path / "out", tag="linux-x86_64",
                                 licences=fake_licences(tmp_path), version_text="1.2.3", mtime=1_700_000_000)
    where = tmp_path / folder_name
    where.mkdir()
    with tarfile.open(made["archive"]) as tar:
        tar.extractall(where, filter="tar")
    return where / "tavern-table-1.2.3-linux-x86_64"


def a_lived_in_home(home: Path) -> None:
    """A home with menu entries and icons of other apps already there (they must survive)."""
    apps = home / ".local" / "share" / "applications"
    apps.mkdir(parents=True)
    (apps / "other-game.desktop").write_text("[Desktop Entry]\nName=Other\n", encoding="utf-8")
    icons = home / ".local" / "share" / "icons" / "hicolor" / "48x48" / "apps"
    icons.mkdir(parents=True)
    (icons / "other-game.png").write_bytes(b"\x89PNG other")
    (home / ".bashrc").write_text("# mine\n", encoding="utf-8")


def snapshot(root: Path) -> dict[str, object]:
    """Every folder and file under root: files by their bytes and mode, folders by their mode."""
    seen = {}
    for dirpath, dirs, files in os.walk(root):
        for name in dirs:
            path = Path(dirpath, name)
            seen[str(path.relative_to(root)) + "/"] = path.stat().st_mode
        for name in files:
            path = Path(dirpath, name)
            seen[str(path.relative_to(root))] = (path.read_bytes(), path.stat().st_mode)
    return seen


def run(script: Path, home: Path, *args: str, data_home: Path | None = None) -> subprocess.CompletedProcess:
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home)}
    if data_home is not None:
        env["XDG_DATA_HOME"] = str(data_home)
    return subprocess.run(["bash", str(script), *args], env=env, capture_output=True, text=True, timeout=60)


def exec_path(desktop_text: str) -> str:
    """The program the Exec line starts, unescaped as the desktop entry specification says: the
    string escapes first (\\\\ -> \\), then the quoting (\\" \\` \\$ \\\\ inside double quotes), %% -> %."""
    line = next(row for row in desktop_text.splitlines() if row.startswith("Exec="))[len("Exec="):]
    value = line.replace("\\\\", "\\")
    assert value.startswith('"') and value.endswith('"'), value
    out, i, inner = [], 0, value[1:-1]
    while i < len(inner):
        if inner[i] == "\\" and i + 1 < len(inner) and inner[i + 1] in '"`$\\':
            out.append(inner[i + 1])
            i += 2
        elif inner[i] == "%":
            assert inner[i + 1] == "%", "a lone % would be a field code"
            out.append("%")
            i += 2
        else:
            assert inner[i] not in '"`$\\', f"unescaped {inner[i]!r} in {value}"
            out.append(inner[i])
            i += 1
    return "".join(out)


def test_install_then_uninstall_in_a_temporary_home(tmp_path):
    top = unpacked_release(tmp_path)
    home = tmp_path / "home"
    a_lived_in_home(home)
    before = snapshot(home)

    done = run(top / "install.sh", home)
    assert done.returncode == 0, done.stderr
    data = home / ".local" / "share"
    for size in SIZES:
        icon = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "tavern-table.png"
        assert icon.read_bytes() == (ROOT / "assets" / "icon" / f"tavern-table-{size}.png").read_bytes()
    desktop = (data / "applications" / "tavern-table.desktop").read_text(encoding="utf-8")
    game = top / "tavern-table" / "tavern-table"
    assert exec_path(desktop) == str(game)
    for key in ("Type=Application", "Name=Tavern Table", "Icon=tavern-table", "Terminal=false",
                "StartupWMClass=tavern-table", f"Path={game.parent}"):
        assert key in desktop.splitlines(), key
    assert "@" not in desktop
    manifest = (data / "tavern-table" / "menu-entry.manifest").read_text(encoding="utf-8").splitlines()
    listed = {line.split(" ", 1)[1] for line in manifest if line.startswith("file ")}
    assert listed == {str(data / "applications" / "tavern-table.desktop")} | {
        str(data / "icons" / "hicolor" / f"{s}x{s}" / "apps" / "tavern-table.png") for s in SIZES}
    assert f"dir {data / 'icons' / 'hicolor' / '48x48' / 'apps'}" not in manifest  # it was there before
    assert f"dir {data / 'icons' / 'hicolor' / '16x16'}" in manifest
    # what the game's file changes are exactly the listed files, the manifest and the folders it made
    added = set(snapshot(home)) - set(before)
    made_dirs = {line.split(" ", 1)[1] for line in manifest if line.startswith("dir ")}
    assert {str(home / p).rstrip("/") for p in added} == listed | made_dirs | {
        str(data / "tavern-table" / "menu-entry.manifest")}

    gone = run(top / "uninstall.sh", home)
    assert gone.returncode == 0, gone.stderr
    assert snapshot(home) == before


def test_xdg_data_home_is_honoured_and_odd_paths_are_quoted(tmp_path):
    top = unpacked_release(tmp_path, folder_name="My Games $HOME `x` 100%")
    home, data = tmp_path / "home", tmp_path / "xdg data"
    home.mkdir()
    done = run(top / "install.sh", home, data_home=data)
    assert done.returncode == 0, done.stderr
    assert not (home / ".local").exists()
    desktop = (data / "applications" / "tavern-table.desktop").read_text(encoding="utf-8")
    assert exec_path(desktop) == str(top / "tavern-table" / "tavern-table")
    assert (data / "icons" / "hicolor" / "16x16" / "apps" / "tavern-table.png").is_file()
    assert run(top / "uninstall.sh", home, data_home=data).returncode == 0
    assert snapshot(tmp_path / "xdg data") == {} and snapshot(home) == {}


def test_installing_again_from_a_moved_folder_replaces_the_entry(tmp_path):
    top = unpacked_release(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    assert run(top / "install.sh", home).returncode == 0
    moved = tmp_path / "moved"
    top.rename(moved)
    again = run(moved / "install.sh", home)
    assert again.returncode == 0, again.stderr
    desktop = (home / ".local" / "share" / "applications" / "tavern-table.desktop").read_text(encoding="utf-8")
    assert exec_path(desktop) == str(moved / "tavern-table" / "tavern-table")
    assert run(moved / "uninstall.sh", home).returncode == 0
    assert snapshot(home) == {}


def test_a_menu_entry_that_is_not_ours_is_left_alone(tmp_path):
    top = unpacked_release(tmp_path)
    home = tmp_path / "home"
    theirs = home / ".local" / "share" / "applications" / "tavern-table.desktop"
    theirs.parent.mkdir(parents=True)
    theirs.write_text("[Desktop Entry]\nName=Someone else's\n", encoding="utf-8")
    before = snapshot(home)
    done = run(top / "install.sh", home)
    assert done.returncode != 0 and "not ours" in done.stderr
    assert snapshot(home) == before
    assert run(top / "uninstall.sh", home).returncode == 0  # nothing installed: nothing removed
    assert snapshot(home) == before


def test_install_refuses_when_the_game_is_missing(tmp_path):
    top = unpacked_release(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    done = run(top / "install.sh", home, str(tmp_path / "nowhere" / "tavern-table"))
    assert done.returncode != 0 and "no game to start" in done.stderr
    assert snapshot(home) == {}


def test_uninstall_never_removes_what_the_manifest_names_outside_the_data_folder(tmp_path):
    top = unpacked_release(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    assert run(top / "install.sh", home).returncode == 0
    precious = home / "precious.txt"
    precious.write_text("keep me\n", encoding="utf-8")
    manifest = home / ".local" / "share" / "tavern-table" / "menu-entry.manifest"
    manifest.write_text(manifest.read_text(encoding="utf-8") + f"file {precious}\n", encoding="utf-8")
    gone = run(top / "uninstall.sh", home)
    assert gone.returncode == 0 and "left alone" in gone.stderr
    assert snapshot(home) == {"precious.txt": (b"keep me\n", precious.stat().st_mode)}
