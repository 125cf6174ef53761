"""The release archive a player downloads: the one-folder build with what goes around it.

    python packaging/release.py                      # dist/tavern-table -> dist/tavern-table-<v>-<platform>.tar.gz
    python packaging/release.py --build DIR --out DIR [--platform TAG] [--licences DIR]
    python packaging/release.py --print-version      # game.__version__ (for CI's --version check)

Writes `tavern-table-<version>-<platform>.tar.gz` (`.zip` for Windows) and `<archive>.sha256`
beside it (the `sha256sum` format, so `sha256sum -c` checks it), and prints one line:
    release: dist/tavern-table-0.1.0-linux-x86_64.tar.gz 12.1 MiB (one folder 30.4 MiB), sha256 ...

Inside, under one folder `tavern-table-<version>-<platform>/`: the build (`tavern-table/`, or
`Tavern Table.app` on macOS), `READ-ME.txt` (packaging/READ-ME.txt with the version filled in),
`licences/` (every assets/licences/*.txt), and on Linux `install.sh`, `uninstall.sh` and
`menu-entry/` (the desktop entry template and the icon PNGs they install). Entries are sorted,
owned by nobody in particular and dated SOURCE_DATE_EPOCH (or now), so the same inputs and date
give the same bytes. Symlinks in the build stay symlinks in a .tar.gz (a .zip stores the file).
Uses the standard library only; no PyInstaller here (.ci/package.sh builds first).
"""
from __future__ import annotations

import argparse
import ast
import gzip
import hashlib
import io
import os
import platform
import sys
import tarfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "packaging"
NAME = "tavern-table"
ICON_DIR = ROOT / "assets" / "icon"
LICENCE_DIR = ROOT / "assets" / "licences"
SCRIPTS = ("install.sh", "uninstall.sh")
MACHINES = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64", "arm64": "arm64", "x86_64": "x86_64"}


def version() -> str:
    """game.__version__, read from game/__init__.py without importing the engine."""
    tree = ast.parse((ROOT / "game" / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "__version__" for t in node.targets):
            return ast.literal_eval(node.value)
    raise SystemExit("release: game/__init__.py sets no __version__")


def platform_tag(system: str = sys.platform, machine: str = platform.machine()) -> str:
    """linux-x86_64, windows-x86_64, macos-arm64, ..."""
    if system.startswith("win"):
        system = "windows"
    elif system == "darwin":
        system = "macos"
    elif system.startswith("linux"):
        system = "linux"
    machine = machine.lower()
    return f"{system}-{MACHINES.get(machine, machine)}"


def folder_mib(folder: Path) -> float:
    """MiB of the regular files under `folder` (symlinks are not followed)."""
    total = 0
    for dirpath, _dirs, files in os.walk(folder):
        for name in files:
            path = Path(dirpath, name)
            if not path.is_symlink():
                total += path.stat().st_size
    return total / (1024 * 1024)


def _walk(folder: Path, prefix: str) -> list[tuple[str, Path]]:
    """(archive name, path) for `folder` and everything under it, sorted, symlinks not followed."""
    out = [(prefix, folder)]
    for dirpath, dirs, files in os.walk(folder):
        dirs.sort()
        rel = Path(dirpath).relative_to(folder)
        for name in sorted(dirs + files):
            out.append(((Path(prefix) / rel / name).as_posix(), Path(dirpath, name)))
    return sorted(out)


def contents(build: Path, version_text: str, tag: str, licences: Path) -> tuple[list, dict]:
    """What goes in: files as (archive name, path on disk) and made-up files as name -> bytes."""
    licence_files = sorted(licences.glob("*.txt")) if licences.is_dir() else []
    if not licence_files:
        raise SystemExit(f"release: no licence texts in {licences} (*.txt): a release must carry them")
    top = f"{NAME}-{version_text}-{tag}"
    files = _walk(build, f"{top}/{build.name}")
    files += [(f"{top}/licences/{p.name}", p) for p in licence_files]
    made = {f"{top}/READ-ME.txt": (HERE / "READ-ME.txt").read_text(encoding="utf-8")
            .replace("@VERSION@", version_text).encode("utf-8")}
    if tag.startswith("linux"):
        files += [(f"{top}/{script}", HERE / script) for script in SCRIPTS]
        files.append((f"{top}/menu-entry/{NAME}.desktop", HERE / f"{NAME}.desktop"))
        files += [(f"{top}/menu-entry/icons/{p.name}", p) for p in sorted(ICON_DIR.glob(f"{NAME}-*.png"))]
    return sorted(files), made


def _mode(path: Path, arcname: str) -> int:
    if path.is_dir() or os.access(path, os.X_OK) or arcname.endswith(".sh"):
        return 0o755
    return 0o644


def write_tar(target: Path, files: list, made: dict, mtime: int) -> None:
    def normal(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        info.mtime = mtime
        return info

    with open(target, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=mtime, filename="") as zipped, \
            tarfile.open(fileobj=zipped, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for arcname, path in files:
            info = normal(tar.gettarinfo(str(path), arcname))
            if not info.issym():
                info.mode = _mode(path, arcname)
            if info.isreg():
                with open(path, "rb") as handle:
                    tar.addfile(info, handle)
            else:
                tar.addfile(info)
        for arcname, data in sorted(made.items()):
            info = normal(tarfile.TarInfo(arcname))
            info.size, info.mode = len(data), 0o644
            tar.addfile(info, io.BytesIO(data))


def write_zip(target: Path, files: list, made: dict, mtime: int) -> None:
    stamp = time.gmtime(max(mtime, 315532800))[:6]  # zip dates start in 1980
    with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        entries = [(name, path, None) for name, path in files] + [(n, None, d) for n, d in made.items()]
        for arcname, path, data in sorted(entries, key=lambda e: e[0]):
            is_dir = path is not None and path.is_dir()
            info = zipfile.ZipInfo(arcname + ("/" if is_dir else ""), stamp)
            info.external_attr = ((0o40000 if is_dir else 0o100000) | (_mode(path, arcname) if path else 0o644)) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, b"" if is_dir else (data if data is not None else path.read_bytes()))


def build_release(build: Path, out: Path, *, tag: str | None = None, licences: Path = LICENCE_DIR,
                  version_text: str | None = None, mtime: int | None = None) -> dict:
    """Write the archive and its .sha256 into `out`; what was written, with sizes."""
    if not (build.is_dir() and any(build.iterdir())):
        raise SystemExit(f"release: no build at {build} (run .ci/package.sh or PyInstaller first)")
    tag = tag or platform_tag()
    version_text = version_text or version()
    if mtime is None:
        mtime = int(os.environ.get("SOURCE_DATE_EPOCH") or time.time())
    files, made = contents(build, version_text, tag, licences)
    suffix = ".zip" if tag.startswith("windows") else ".tar.gz"
    out.mkdir(parents=True, exist_ok=True)
    archive = out / f"{NAME}-{version_text}-{tag}{suffix}"
    partial = archive.with_name(archive.name + ".part")
    (write_zip if suffix == ".zip" else write_tar)(partial, files, made, mtime)
    partial.replace(archive)
    digest = hashlib.sha256(archive.read_bytes()).hexdigest()
    checksum = archive.with_name(archive.name + ".sha256")
    checksum.write_text(f"{digest}  {archive.name}\n", encoding="utf-8")
    return {"archive": archive, "sha256_file": checksum, "sha256": digest,
            "archive_mib": archive.stat().st_size / (1024 * 1024), "folder_mib": folder_mib(build)}


def default_build(dist: Path) -> Path:
    """The build to ship: the macOS app bundle where there is one, else the one folder."""
    app = dist / "Tavern Table.app"
    return app if sys.platform == "darwin" and app.is_dir() else dist / NAME


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", type=Path, help="the build folder (default: dist/tavern-table)")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where the archive goes (default: dist)")
    parser.add_argument("--platform", dest="tag", help=f"platform tag (default: {platform_tag()})")
    parser.add_argument("--licences", type=Path, default=LICENCE_DIR, help="folder of licence texts (*.txt)")
    parser.add_argument("--print-version", action="store_true", help="print the version it would use and exit")
    args = parser.parse_args(argv)
    if args.print_version:
        print(version())
        return 0
    result = build_release(args.build or default_build(ROOT / "dist"), args.out, tag=args.tag,
                           licences=args.licences)
    shown = os.path.relpath(result["archive"])
    print(f"release: {shown} {result['archive_mib']:.1f} MiB (one folder {result['folder_mib']:.1f} MiB), "
          f"sha256 {result['sha256']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
