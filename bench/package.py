"""Package size: the one-folder build against a hello-world pygame-ce + pymunk build.

    python bench/package.py            # build dist/tavern-table, then the hello worlds
    python bench/package.py --reuse    # measure the dist/tavern-table already there
    python bench/package.py --check    # exit 1 when the ratio is over the target

Prints one JSON line on stdout:
    {"package_mb": ..., "hello_world_mb": ..., "ratio": ..., "archive_mb": ..., ...}

`archive_mb` is the release archive packaging/release.py makes of the build (what a player
downloads), built into a temp folder.

`hello_world_mb` is a script that imports pygame and pymunk and opens a window, built
with PyInstaller's defaults (--onedir). `hello_world_lean_mb` is the same script built
with build.spec's excludes and strip, so `ratio_lean` is what our own code, data and
extra modules cost on top of the smallest possible pygame + pymunk package.
Sizes are MiB of regular files (symlinks count as nothing, as on disk).
"""
from __future__ import annotations

import argparse
import ast
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build.spec"
TARGET_RATIO = 1.5

HELLO = '''\
import pygame
import pymunk

pygame.display.init()
screen = pygame.display.set_mode((640, 360))
space = pymunk.Space()
space.step(1 / 60)
screen.fill((30, 30, 40))
pygame.display.flip()
pygame.quit()
print("hello ok")
'''


def log(msg: str) -> None:
    print(f"package: {msg}", file=sys.stderr, flush=True)


def quiet_env() -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               PYTHONHASHSEED="0")  # the same bytes on every build
    return env


def load_release():
    """packaging/release.py (a script, not a package: a `packaging` package would hide the library
    PyInstaller imports under that name)."""
    spec = importlib.util.spec_from_file_location("tavern_release", ROOT / "packaging" / "release.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


RELEASE = load_release()
folder_mib = RELEASE.folder_mib


def archive_mib(app_dir: Path) -> float | None:
    """MiB of the release archive packaging/release.py makes of `app_dir` (None without licences)."""
    if not any(RELEASE.LICENCE_DIR.glob("*.txt")):
        log(f"no licences in {RELEASE.LICENCE_DIR}: the archive is not measured")
        return None
    with tempfile.TemporaryDirectory(prefix="tavern-release-") as out:
        return RELEASE.build_release(app_dir, Path(out))["archive_mib"]


def pyinstaller(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> float:
    """Run PyInstaller quietly; return the seconds it took. Raises on failure."""
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", *args]
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=cwd, env=env or quiet_env(), capture_output=True, text=True)
    if proc.returncode != 0:
        sys.stderr.write(proc.stdout + proc.stderr)
        raise SystemExit(f"package: PyInstaller failed ({proc.returncode}): {' '.join(cmd)}")
    return time.perf_counter() - start


def spec_excludes() -> list[str]:
    """The EXCLUDES list of build.spec, read without running the spec."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "EXCLUDES" for t in node.targets):
            return list(ast.literal_eval(node.value))
    raise SystemExit("package: build.spec has no EXCLUDES list")


def build_app(dist: Path, work: Path) -> float:
    env = quiet_env()
    env["TAVERN_ONEFILE"] = "0"
    log(f"building {dist / 'tavern-table'} from build.spec ...")
    return pyinstaller(["--distpath", str(dist), "--workpath", str(work), str(SPEC)], ROOT, env)


def build_hello(tmp: Path, name: str, extra: list[str]) -> Path:
    script = tmp / f"{name}.py"
    script.write_text(HELLO, encoding="utf-8")
    log(f"building hello world {name} {' '.join(extra)[:60]}...")
    pyinstaller(["--onedir", "--distpath", str(tmp / "dist"), "--workpath", str(tmp / "build"),
                 "--specpath", str(tmp), *extra, str(script)], tmp)
    out = tmp / "dist" / name
    run = subprocess.run([str(out / name)], env=quiet_env(), capture_output=True, text=True, timeout=60)
    if run.returncode != 0 or "hello ok" not in run.stdout:
        raise SystemExit(f"package: the hello world {name} does not run:\n{run.stdout}{run.stderr}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reuse", action="store_true", help="measure the existing dist/tavern-table")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="PyInstaller dist folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller", help="work folder")
    parser.add_argument("--no-lean", action="store_true", help="skip the lean hello-world build")
    parser.add_argument("--check", action="store_true", help=f"exit 1 when ratio > {TARGET_RATIO}")
    args = parser.parse_args(argv)

    app_dir = args.dist / "tavern-table"
    build_s = None
    if not (args.reuse and (app_dir / "tavern-table").exists()):
        build_s = build_app(args.dist, args.work)
    package_mb = folder_mib(app_dir)
    archive_mb = archive_mib(app_dir)

    with tempfile.TemporaryDirectory(prefix="tavern-hello-") as tmp_name:
        tmp = Path(tmp_name)
        hello_mb = folder_mib(build_hello(tmp, "hello", []))
        lean_mb = None
        if not args.no_lean:
            extra = ["--strip"] if sys.platform.startswith("linux") else []
            for name in spec_excludes():
                extra += ["--exclude-module", name]
            lean_mb = folder_mib(build_hello(tmp, "hello_lean", extra))

    result = {
        "package_mb": round(package_mb, 2),
        "hello_world_mb": round(hello_mb, 2),
        "ratio": round(package_mb / hello_mb, 3),
    }
    if archive_mb is not None:
        result["archive_mb"] = round(archive_mb, 2)
    if lean_mb is not None:
        result["hello_world_lean_mb"] = round(lean_mb, 2)
        result["ratio_lean"] = round(package_mb / lean_mb, 3)
    if build_s is not None:
        result["build_s"] = round(build_s, 1)
    print(json.dumps(result), flush=True)
    if args.check and result["ratio"] > TARGET_RATIO:
        log(f"ratio {result['ratio']} is over the target {TARGET_RATIO}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
