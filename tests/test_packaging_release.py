"""The release archive (issue 20, point 3): packaging/release.py wraps a one-folder build with the
READ-ME, the licences and (on Linux) the menu-entry scripts into
tavern-table-<version>-<platform>.tar.gz (.zip on Windows) and writes its SHA-256 beside it.
Built here from a small fake build folder: no PyInstaller."""
from __future__ import annotations

import hashlib
import importlib.util
import os
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def load_release():
    spec = importlib.util.spec_from_file_location("tavern_release", ROOT / "packaging" / "release.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


release = load_release()


def fake_build(root: Path) -> Path:
    """A folder shaped like PyInstaller's one-folder build: the executable, _internal/ with a library
    and a symlink to it (as pygame-ce's SDL libraries are)."""
    build = root / "tavern-table"
    internal = build / "_internal"
    internal.mkdir(parents=True)
    exe = build / "tavern-table"
    exe.write_text("#!/bin/sh\necho 'Tavern Table (fake build)'\n", encoding="utf-8")
    exe.chmod(0o755)
    (internal / "libSDL2-fake.so.0").write_bytes(bytes(range(256)) * 8)
    (internal / "libSDL2.so").symlink_to("libSDL2-fake.so.0")
    (internal / "base_library.zip").write_bytes(b"PK fake")
    return build


def fake_licences(root: Path) -> Path:
    folder = root / "licences"
    folder.mkdir()
    for name in ("pygame-ce", "SDL", "pymunk"):
        (folder / f"{name}.txt").write_text(f"{name} licence text\n", encoding="utf-8")
    return folder


@pytest.fixture
def linux_release(tmp_path):
    build = fake_build(tmp_path / "dist")
    result = release.build_release(build, tmp_path / "out", tag="linux-x86_64",
                                   licences=fake_licences(tmp_path), version_text="9.8.7", mtime=1_700_000_000)
    return result


def test_the_archive_is_named_for_version_and_platform_with_its_sum_beside(linux_release):
    archive = linux_release["archive"]
    assert archive.name == "tavern-table-9.8.7-linux-x86_64.tar.gz"
    line = linux_release["sha256_file"].read_text(encoding="utf-8")
    assert linux_release["sha256_file"].name == "tavern-table-9.8.7-linux-x86_64.tar.gz.sha256"
    assert line == f"{hashlib.sha256(archive.read_bytes()).hexdigest()}  {archive.name}\n"
    assert not list(archive.parent.glob("*.part"))


def test_the_linux_archive_holds_the_build_readme_licences_and_menu_entry(linux_release):
    top = "tavern-table-9.8.7-linux-x86_64"
    with tarfile.open(linux_release["archive"]) as tar:
        members = {m.name: m for m in tar.getmembers()}
        readme = tar.extractfile(f"{top}/READ-ME.txt").read().decode("utf-8")
        desktop = tar.extractfile(f"{top}/menu-entry/tavern-table.desktop").read()
        lib = tar.extractfile(f"{top}/tavern-table/_internal/libSDL2-fake.so.0").read()
    for name in ("tavern-table/tavern-table", "install.sh", "uninstall.sh"):
        assert members[f"{top}/{name}"].mode == 0o755, name
    assert members[f"{top}/READ-ME.txt"].mode == 0o644
    link = members[f"{top}/tavern-table/_internal/libSDL2.so"]
    assert link.issym() and link.linkname == "libSDL2-fake.so.0"
    assert lib == bytes(range(256)) * 8
    assert {f"{top}/licences/{n}.txt" for n in ("pygame-ce", "SDL", "pymunk")} <= set(members)
    icons = {n.rsplit("/", 1)[1] for n in members if n.startswith(f"{top}/menu-entry/icons/")}
    assert icons == {f"tavern-table-{s}.png" for s in (16, 24, 32, 48, 64, 128, 256, 512)}
    assert desktop == (ROOT / "packaging" / "tavern-table.desktop").read_bytes()
    assert all(name == top or name.startswith(top + "/") for name in members)
    assert all(m.uid == 0 and m.uname == "" and m.mtime == 1_700_000_000 for m in members.values())
    # the READ-ME says which version, how to run, the menu entry, where saves/logs/crashes are, how to report
    assert "Tavern Table 9.8.7" in readme and "@VERSION@" not in readme
    for words in ("./install.sh", "./uninstall.sh", "saves/", "logs/tavern-table.log", "crashes/",
                  "To report a bug", "tavern-table --version", "sha256sum -c"):
        assert words in readme, words


def test_the_same_inputs_and_date_give_the_same_bytes(tmp_path, linux_release):
    again = release.build_release(tmp_path / "dist" / "tavern-table", tmp_path / "again", tag="linux-x86_64",
                                  licences=tmp_path / "licences", version_text="9.8.7", mtime=1_700_000_000)
    assert again["archive"].read_bytes() == linux_release["archive"].read_bytes()


def test_the_windows_archive_is_a_zip_without_the_linux_scripts(tmp_path):
    build = fake_build(tmp_path / "dist")
    result = release.build_release(build, tmp_path / "out", tag="windows-x86_64", licences=fake_licences(tmp_path),
                                   version_text="9.8.7", mtime=1_700_000_000)
    assert result["archive"].name == "tavern-table-9.8.7-windows-x86_64.zip"
    with zipfile.ZipFile(result["archive"]) as archive:
        assert archive.testzip() is None
        names = set(archive.namelist())
        top = "tavern-table-9.8.7-windows-x86_64"
        assert {f"{top}/tavern-table/tavern-table", f"{top}/READ-ME.txt", f"{top}/licences/SDL.txt"} <= names
        assert archive.read(f"{top}/tavern-table/_internal/libSDL2.so") == bytes(range(256)) * 8  # the link's file
        assert not any(n.endswith(".sh") or "/menu-entry/" in n for n in names)


def test_no_licences_no_release(tmp_path):
    build = fake_build(tmp_path / "dist")
    (tmp_path / "empty").mkdir()
    with pytest.raises(SystemExit, match="licence"):
        release.build_release(build, tmp_path / "out", tag="linux-x86_64", licences=tmp_path / "empty")
    assert not (tmp_path / "out").exists() or not list((tmp_path / "out").iterdir())


def test_the_command_line_prints_the_archive_and_both_sizes(tmp_path, capsys, monkeypatch):
    build = fake_build(tmp_path / "dist")
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    monkeypatch.chdir(tmp_path)
    assert release.main(["--build", str(build), "--out", "out", "--platform", "linux-x86_64",
                         "--licences", str(fake_licences(tmp_path))]) == 0
    line = capsys.readouterr().out.strip()
    version = release.version()
    assert line.startswith(f"release: out/tavern-table-{version}-linux-x86_64.tar.gz ")
    assert "MiB (one folder " in line and line.split("sha256 ")[1] == hashlib.sha256(
        (tmp_path / "out" / f"tavern-table-{version}-linux-x86_64.tar.gz").read_bytes()).hexdigest()


@pytest.mark.parametrize(("system", "machine", "tag"), [
    ("linux", "x86_64", "linux-x86_64"), ("win32", "AMD64", "windows-x86_64"),
    ("darwin", "arm64", "macos-arm64"), ("linux", "aarch64", "linux-arm64"),
])
def test_platform_tags(system, machine, tag):
    assert release.platform_tag(system, machine) == tag


def test_the_version_is_the_engines():
    import game

    assert release.version() == game.__version__


def test_the_scripts_in_the_tree_are_executable():
    for script in ("install.sh", "uninstall.sh"):
        assert os.access(ROOT / "packaging" / script, os.X_OK), script
