"""A crash never vanishes silently and never costs a game.

`play(app)` runs the app's loop; an uncaught exception anywhere in it (a scene's update, draw or
event handling) stops every scene at once: no scene code runs after it, so nothing autosaves a
position that may be broken. A report is written to `crashes/crash-<time>.txt` in the user data
folder (version, platform, versions, traceback, the last log lines, the autosave's name), then a
plain window drawn without the scene stack says what happened, where the report is and that
Continue on the title screen resumes the game; the app then closes with CRASH_EXIT.
"""
from __future__ import annotations

import json
import logging
import sys
import traceback
from datetime import datetime
from pathlib import Path
from typing import Callable

import pygame

from scenes import logfile, paths

CRASH_EXIT = 1
KEEP_REPORTS = 20  # older crash reports are deleted: the folder never grows without end
#: Frames the crash window is drawn where nobody can see it (SDL's dummy driver, headless tests).
UNSEEN_FRAMES = 3
CLOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_SPACE)

log = logging.getLogger("tavern.crash")


def crashes_dir() -> Path:
    return paths.data_dir() / "crashes"


# -- the report -----------------------------------------------------------------------------------
def saves_note() -> tuple[str, bool]:
    """The autosave's name and what it holds, and whether Continue has a save to open."""
    try:
        from scenes.menu.slots import AUTOSAVE, latest_save, slot_path

        autosave = slot_path(AUTOSAVE)
        latest = latest_save()
    except Exception as problem:  # noqa: BLE001 - a report is written whatever else is broken
        return f"Autosave: unknown ({problem})", False
    lines = [f"Autosave: {autosave}"]
    try:
        data = json.loads(autosave.read_text(encoding="utf-8"))
        lines.append(f"  {data.get('title', data.get('game', '?'))}, saved {data.get('saved_at', '?')}, "
                     f"{len(data.get('log', []))} actions, {autosave.stat().st_size} bytes")
    except FileNotFoundError:
        lines.append("  (none: no game had been autosaved)")
    except (OSError, ValueError, AttributeError, TypeError) as exc:
        lines.append(f"  (unreadable: {exc})")
    lines.append(f"Continue opens: {latest if latest else 'nothing (no save yet)'}")
    return "\n".join(lines), latest is not None


def report_text(exc: BaseException, app=None, when: datetime | None = None) -> str:
    """The crash report: what a developer needs to find the bug, in one plain text file."""
    when = when or datetime.now().astimezone()
    facts: dict[str, str] = {}
    try:  # a report is written whatever state SDL and the app are in
        facts.update(logfile.versions())
        facts.update(logfile.drivers())
        window = pygame.display.get_surface() if pygame.display.get_init() else None
        facts["window"] = "x".join(map(str, window.get_size())) if window is not None else "none"
        if app is not None:
            facts["scenes (bottom to top)"] = ", ".join(scene.name for scene in app.stack) or "none"
    except Exception as problem:  # noqa: BLE001
        facts["facts"] = f"not all known ({problem})"
    saves, _ = saves_note()
    lines = ["Tavern Table crash report", "=========================",
             f"When: {when.isoformat(timespec='seconds')}",
             *(f"{name}: {value}" for name, value in facts.items()),
             f"Executable: {sys.executable}", "", saves, "",
             "What went wrong", "---------------",
             "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)).rstrip(), "",
             f"The last {logfile.RING_LINES} log lines", "-" * 23,
             *(logfile.recent_lines() or ["(none)"]), ""]
    return "\n".join(lines)


def write_report(exc: BaseException, app=None) -> Path | None:
    """Write the report to the crashes folder; its path, or None when the disk refuses it."""
    when = datetime.now().astimezone()
    try:
        text = report_text(exc, app, when)
    except Exception as problem:  # noqa: BLE001 - then at least the traceback
        text = (f"Tavern Table crash report (incomplete: {problem})\n\n"
                + "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
    folder = crashes_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        stem = f"crash-{when:%Y%m%d-%H%M%S}"
        path = folder / f"{stem}.txt"
        n = 1
        while path.exists():  # two crashes in one second keep both
            n += 1
            path = folder / f"{stem}-{n}.txt"
        path.write_text(text, encoding="utf-8")
        for old in sorted(folder.glob("crash-*.txt"), key=lambda p: (p.stat().st_mtime, p.name))[:-KEEP_REPORTS]:
            old.unlink(missing_ok=True)
    except OSError as problem:
        log.error("the crash report could not be written to %s: %s", folder, problem)
        return None
    return path


# -- the window -----------------------------------------------------------------------------------
def window_text(report: Path | None, has_save: bool) -> list[tuple[str, int, str]]:
    """The crash window's words: (text, size, face) paragraphs, heading first."""
    if has_save:
        safe = ("Your game is safe. It was saved before the problem, and nothing was saved after it. "
                "Start Tavern Table again and choose Continue on the title screen to play on from there.")
    else:
        safe = "No game had been saved yet, so there is nothing to continue."
    out = [("Sorry, Tavern Table ran into a problem", 44, "bold"),
           ("Something went wrong inside the game, so it stopped at once and has to close.", 28, "sans"),
           (safe, 28, "sans")]
    if report:
        out += [("A report of what happened was saved here:", 28, "sans"), (str(report), 24, "bold"),
                (f"If you tell us about the problem, please send that report and the log file: "
                 f"{logfile.log_path()}", 24, "sans")]
    else:
        out.append(("A report of what happened could not be saved (the disk refused it).", 28, "sans"))
    return out


def _font(size: int, face: str) -> pygame.font.Font:
    try:
        from scenes.kit.fonts import font

        return font(size, face)
    except Exception:  # noqa: BLE001 - the crash may be the fonts' own: fall back to pygame's
        return pygame.font.Font(None, size + size // 3)


def _wrap(text: str, fnt: pygame.font.Font, width: int) -> list[str]:
    """`text` in lines of at most `width` px: at spaces, and inside a word (a long path) if need be."""
    lines, line = [], ""
    words = []
    for word in text.split(" "):
        while fnt.size(word)[0] > width:
            cut = max(1, next(i for i in range(len(word), 0, -1) if fnt.size(word[:i])[0] <= width))
            words.append(word[:cut])
            word = word[cut:]
        words.append(word)
    for word in words:
        trial = f"{line} {word}".strip()
        if line and fnt.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line]


PANEL_W, MARGIN, BUTTON_H = 1400, 70, 70


def draw_window(surface: pygame.Surface, report: Path | None, has_save: bool) -> dict[str, pygame.Rect]:
    """Draw the crash window onto the canvas; its buttons' rects by name ("close", "folder")."""
    from scenes.kit import theme

    lines = []  # (picture, gap above)
    for i, (text, size, face) in enumerate(window_text(report, has_save)):
        fnt = _font(size, face)
        for j, line in enumerate(_wrap(text, fnt, PANEL_W - 2 * MARGIN)):
            lines.append((fnt.render(line, True, theme.HILITE if i == 0 else theme.TEXT), 0 if j else (22 if i > 1 else 30) * bool(i)))
    height = sum(p.get_height() + 4 + gap for p, gap in lines) + 2 * 56 + 40 + BUTTON_H
    surface.fill(theme.BACKDROP)
    panel = pygame.Rect(0, 0, PANEL_W, height)
    panel.center = surface.get_rect().center
    pygame.draw.rect(surface, theme.PANEL, panel, border_radius=18)
    pygame.draw.rect(surface, theme.PANEL_EDGE, panel, 3, border_radius=18)
    y = panel.y + 56
    for picture, gap in lines:
        y += gap
        surface.blit(picture, (panel.x + MARGIN, y))
        y += picture.get_height() + 4
    buttons = {}
    names = [("folder", "Open the folder (O)"), ("close", "Close (Enter)")] if report else [("close", "Close (Enter)")]
    x = panel.right - MARGIN
    for name, text in reversed(names):
        label = _font(30, "bold").render(text, True, theme.TEXT)
        rect = pygame.Rect(0, 0, label.get_width() + 60, BUTTON_H)
        rect.bottomright = (x, panel.bottom - 44)
        x = rect.x - 30
        pygame.draw.rect(surface, theme.WOOD, rect, border_radius=12)
        pygame.draw.rect(surface, theme.GOLD if name == "close" else theme.PANEL_EDGE, rect, 3, border_radius=12)
        surface.blit(label, label.get_rect(center=rect.center))
        buttons[name] = rect
    return buttons


def open_folder(folder: Path) -> bool:
    """Show `folder` in the platform's file manager; False when that cannot be done."""
    import os
    import subprocess

    env = dict(os.environ)
    if getattr(sys, "frozen", False):  # the packaged build's own libraries are not the file manager's
        original = env.pop("LD_LIBRARY_PATH_ORIG", None)
        env.pop("LD_LIBRARY_PATH", None)
        if original is not None:
            env["LD_LIBRARY_PATH"] = original
    try:
        if sys.platform.startswith("win"):
            os.startfile(folder)  # noqa: S606 - a folder of ours, opened for the player
        else:
            subprocess.Popen(["open" if sys.platform == "darwin" else "xdg-open", str(folder)],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    except OSError as problem:
        log.warning("the folder %s could not be opened: %s", folder, problem)
        return False
    return True


def show_window(app, report: Path | None, has_save: bool, frames: int | None = None) -> int:
    """Show the crash window until Close, Enter, Esc, Space or the window's close box (O opens the
    report's folder); at most `frames` frames (UNSEEN_FRAMES where nobody can see a window). The
    number of frames shown."""
    from scenes.display import WINDOWLESS

    if frames is None and (app.headless or pygame.display.get_driver() in WINDOWLESS):
        frames = UNSEEN_FRAMES
    clock = pygame.time.Clock()
    shown = 0
    changed = True  # drawn and shown again only after an event (a resize, a window exposed)
    while frames is None or shown < frames:
        if changed:
            buttons = draw_window(app.screen, report, has_save)
            app.display.present()
            changed = False
        shown += 1
        for event in pygame.event.get():
            changed = True
            if app.display.handle_resize(event):
                continue
            event = app.display.map_event(event)
            clicked = next((name for name, rect in buttons.items() if event.type == pygame.MOUSEBUTTONUP
                            and event.button == 1 and rect.collidepoint(event.pos)), None)
            if event.type == pygame.KEYDOWN and event.key == pygame.K_o:
                clicked = "folder"
            if clicked == "folder" and report:
                open_folder(report.parent)
            elif (clicked == "close" or event.type == pygame.QUIT
                  or (event.type == pygame.KEYDOWN and event.key in CLOSE_KEYS)):
                return shown
        clock.tick(30)
    return shown


# -- the guard ------------------------------------------------------------------------------------
def crashed(app, exc: BaseException, frames: int | None = None) -> int:
    """After an uncaught exception: report, log, tell the console and the player. CRASH_EXIT."""
    report = write_report(exc, app)
    if logfile.started():  # else Python's last-resort handler would print the traceback twice
        log.error("crash: %s: %s (report: %s)", type(exc).__name__, exc, report, exc_info=exc)
    if sys.stderr:  # a windowed Windows or macOS build has no console
        traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)
        print(f"tavern-table: crashed; the report is {report}", file=sys.stderr)
    if app is not None:
        try:
            _, has_save = saves_note()
            show_window(app, report, has_save, frames)
        except Exception as problem:  # noqa: BLE001 - the window is a courtesy; the report is written
            log.error("the crash window could not be shown: %s", problem)
    return CRASH_EXIT


def play(app, max_frames: int | None = None, *, window_frames: int | None = None,
         after_first_frame: Callable[[], None] | None = None) -> int:
    """Run the app (from its first screen when no scene is up yet) to the end; 0, or CRASH_EXIT
    after a crash. `after_first_frame()` runs once the first picture is up (or before the report,
    when the crash came first). The app is closed either way (pending autosaves, all made before
    any crash, reach the disk)."""
    settle = [after_first_frame] if after_first_frame else []

    def settled() -> None:
        while settle:
            settle.pop()()

    try:
        if not app.stack:
            app.stack.push(app.home_scene())
        if settle:
            app.run(max_frames=app.frame_count + 1)
            settled()
        if app.running:
            app.run(max_frames=max_frames)
        return 0
    except Exception as exc:  # noqa: BLE001 - the whole point: no exception leaves silently
        try:
            settled()
        except Exception as problem:  # noqa: BLE001
            log.error("after the first frame: %s", problem)
        return crashed(app, exc, window_frames)
    finally:
        try:
            app.close()
        except Exception as problem:  # noqa: BLE001
            log.error("closing after the game ended: %s", problem)
