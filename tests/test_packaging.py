"""Cheap checks that the PyInstaller package (build.spec) will hold everything, without
building it: the spec parses and names its data globs, the globs find every content and
asset file, and every module under game/ and scenes/ imports (the spec bundles them by
walking the packages, so a module that cannot be found or imported here is missing there).
"""
from __future__ import annotations

import ast
import importlib
import pkgutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build.spec"
LAZY_PACKAGES = ("game", "scenes")


def _spec_tree() -> ast.Module:
    return ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))


def _spec_constant(name: str):
    for node in _spec_tree().body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"build.spec does not assign {name}")


def _globbed(globs) -> set[Path]:
    return {p for pattern in globs for p in ROOT.glob(pattern) if p.is_file()}


def _walk(package: str) -> tuple[list[str], list[str]]:
    """Every module name under `package`, and the packages that failed to import."""
    errors: list[str] = []
    root = importlib.import_module(package)
    names = [package]
    for info in pkgutil.walk_packages(root.__path__, prefix=f"{package}.", onerror=errors.append):
        names.append(info.name)
    return names, errors


def _module_names() -> list[str]:
    names = []
    for package in LAZY_PACKAGES:
        found, _errors = _walk(package)
        names += [n for n in found if n.rsplit(".", 1)[-1] != "__main__"]  # __main__ runs the CLI
    return sorted(names)


def test_spec_compiles():
    compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec")


def test_spec_names_the_data_globs():
    assets = _spec_constant("ASSET_GLOBS")
    content = _spec_constant("CONTENT_GLOBS")
    assert any(g.startswith("assets/") for g in assets)
    assert any(g.startswith("game/") and "content" in g and g.endswith("*.toml") for g in content)
    assert "game/**/*.md" in content
    assert set(_spec_constant("LAZY_PACKAGES")) >= set(LAZY_PACKAGES)
    text = SPEC.read_text(encoding="utf-8")
    assert "collect_submodules" in text
    assert "tavern_table_launcher.py" in text


def test_spec_globs_find_every_content_and_asset_file():
    content = _globbed(_spec_constant("CONTENT_GLOBS"))
    every_toml = {p for p in (ROOT / "game").rglob("*.toml") if "content" in p.relative_to(ROOT).parts}
    every_md = set((ROOT / "game").rglob("*.md"))
    assert every_toml | every_md <= content, sorted(map(str, (every_toml | every_md) - content))

    assets = _globbed(_spec_constant("ASSET_GLOBS"))
    skip = set(_spec_constant("SKIP_SUFFIXES"))
    fonts = set((ROOT / "assets" / "fonts").glob("*.ttf"))
    assert fonts, "assets/fonts holds no .ttf"
    every_asset = {p for p in (ROOT / "assets").rglob("*")
                   if p.is_file() and p.suffix not in skip and "__pycache__" not in p.parts}
    assert every_asset <= assets


def test_launcher_is_the_app_entry():
    launcher = (ROOT / "tavern_table_launcher.py").read_text(encoding="utf-8")
    assert "from scenes.cli import main" in launcher
    compile(launcher, "tavern_table_launcher.py", "exec")


def test_every_source_folder_is_a_package():
    """PyInstaller's collect_submodules skips folders without __init__.py."""
    missing = []
    for package in LAZY_PACKAGES:
        for py in (ROOT / package).rglob("*.py"):
            if "__pycache__" in py.parts:
                continue
            folder = py.parent
            while folder != ROOT:
                if not (folder / "__init__.py").exists():
                    missing.append(str(folder.relative_to(ROOT)))
                folder = folder.parent
    assert not missing, f"folders without __init__.py: {sorted(set(missing))}"


def test_package_walk_finds_every_source_file():
    walked = set()
    for package in LAZY_PACKAGES:
        names, errors = _walk(package)
        assert not errors, f"packages that failed to import while walking: {errors}"
        walked.update(names)
    on_disk = set()
    for package in LAZY_PACKAGES:
        for py in (ROOT / package).rglob("*.py"):
            if "__pycache__" in py.parts:
                continue
            parts = py.relative_to(ROOT).with_suffix("").parts
            on_disk.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    assert on_disk <= walked, sorted(on_disk - walked)


@pytest.mark.parametrize("name", _module_names())
def test_module_imports(name):
    importlib.import_module(name)


def test_frozen_assets_dir_is_inside_the_bundle(monkeypatch, tmp_path):
    from scenes import paths

    monkeypatch.setattr(paths.sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.assets_dir() == tmp_path / "assets"


def _run_spec(monkeypatch, platform: str) -> dict[str, list[dict]]:
    """build.spec run as PyInstaller would on `platform`, with PyInstaller's build steps replaced
    by recorders: step name -> the keyword arguments of each call."""
    import sys
    import types

    calls: dict[str, list[dict]] = {}

    def recorder(step):
        def record(*args, **kwargs):
            calls.setdefault(step, []).append(kwargs)
            return types.SimpleNamespace(scripts=[], binaries=[], datas=kwargs.get("datas", []), pure=[])
        return record

    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package, filter=None: [package]
    spec_globals = {"SPECPATH": str(ROOT), "__file__": str(SPEC)}
    spec_globals.update({step: recorder(step) for step in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")})
    code = compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec")
    with monkeypatch.context() as patch:  # sys.platform is put back as soon as the spec has run
        patch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
        patch.setenv("TAVERN_ONEFILE", "0")
        patch.setattr(sys, "platform", platform)
        exec(code, spec_globals)  # our own build file, as PyInstaller runs it
    return calls


def test_spec_gives_the_executable_and_the_bundle_our_icon(monkeypatch):
    """Windows: the .ico on the executable; macOS: the .icns on the executable and on
    "Tavern Table.app" with its id and version; Linux: none (the desktop entry names the icon).
    The icon containers are not bundled as data files; the PNGs are."""
    import game

    windows = _run_spec(monkeypatch, "win32")
    assert windows["EXE"][0]["icon"] == str(ROOT / "assets" / "icon" / "tavern-table.ico")
    assert "BUNDLE" not in windows
    mac = _run_spec(monkeypatch, "darwin")
    icns = str(ROOT / "assets" / "icon" / "tavern-table.icns")
    assert mac["EXE"][0]["icon"] == icns
    bundle = mac["BUNDLE"][0]
    assert (bundle["name"], bundle["icon"], bundle["version"]) == ("Tavern Table.app", icns, game.__version__)
    assert bundle["bundle_identifier"] == "org.taverntable.app"
    assert bundle["info_plist"]["CFBundleShortVersionString"] == game.__version__
    linux = _run_spec(monkeypatch, "linux")
    assert linux["EXE"][0]["icon"] is None
    datas = [Path(source).name for source, _folder in linux["Analysis"][0]["datas"]]
    assert "tavern-table-128.png" in datas
    assert not [name for name in datas if name.endswith((".ico", ".icns"))]
    for path in (ROOT / "assets" / "icon" / "tavern-table.ico", Path(icns)):
        assert path.is_file()
