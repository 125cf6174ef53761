"""Settings -> About: the version, what the app runs on, where it keeps saves, the log and crash
reports, the credits, and the licences of everything it bundles (assets/licences/*.txt, each
file's first line its title). Pages are listed on the left; the chosen one scrolls on the right.

A licence is long (the LGPL alone is some 500 lines), so a page is laid out as lines and only the
lines in view are drawn: no picture of a whole licence is ever made."""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes import logfile, paths
from scenes.kit import theme
from scenes.kit.fonts import font, render
from scenes.kit.text import wrap
from scenes.menu.base import MenuScene
from scenes.menu.paged import PagedScroll

#: The licences in the order a reader meets what they cover; files not named here follow by name.
ORDER = ("dejavu-fonts", "pygame-ce", "sdl2", "other-libraries", "pymunk", "chipmunk2d", "cffi", "python")
BODY, HEADING = 22, 30
PAGE_BG = (244, 234, 210)
LINE_GAP = 6  # px between the lines of a paragraph


@dataclass(frozen=True)
class Line:
    y: int  # top, from the top of the page
    x: int  # indent
    text: str
    size: int
    face: str


def licences() -> list[tuple[str, str]]:
    """(title, text) of each licence file, the title being its first line."""
    folder = paths.asset("licences")
    files = sorted(folder.glob("*.txt"), key=lambda p: (ORDER.index(p.stem) if p.stem in ORDER else len(ORDER), p.stem))
    out = []
    for path in files:
        title, _, text = path.read_text(encoding="utf-8").partition("\n")
        out.append((title.strip(), text.strip("\n")))
    return out


def about_text() -> str:
    """The About page, in the page's small markup ("# " starts a heading)."""
    from scenes.crash import crashes_dir

    facts = {**logfile.versions(), **logfile.drivers()}
    return "\n".join([
        f"# {facts['version']}",
        "Dungeon board games for one couch: friends share one screen, and the app keeps every rule.",
        "",
        "# This computer",
        f"{facts['platform']}, Python {facts['python']}",
        f"pygame-ce {facts['pygame-ce']}, SDL {facts['SDL']} (image {facts['SDL_image']}, mixer "
        f"{facts['SDL_mixer']}, ttf {facts['SDL_ttf']})",
        f"Video: {facts['video driver']}. Sound: {facts['audio driver']}.",
        "",
        "# Where your things are",
        f"Saved games: {paths.saves_dir()}",
        f"Settings: {paths.config_dir()}",
        f"Log file: {logfile.log_path()}",
        f"Crash reports: {crashes_dir()}",
        "If something goes wrong, the log file and the newest crash report tell us what happened: "
        "please send them with your report.",
        "",
        "# Credits",
        "Made by the Tavern Table team. The games' cards, places, names and words are our own, and every "
        "picture is drawn by the game's own code.",
        "Lettering: the DejaVu fonts. Built with Python, pygame-ce (on SDL) and pymunk (on Chipmunk2D).",
        "The licences of everything bundled with the game are on the pages at the left.",
    ])


def layout(text: str, width: int) -> tuple[list[Line], int]:
    """The lines of a page wrapped into `width`, and the page's height. A line's leading spaces
    become an indent (licences indent their clauses); '# ' starts a heading."""
    lines: list[Line] = []
    y = 0
    space = font(BODY).size(" ")[0]
    for raw in text.expandtabs(8).split("\n"):
        if raw.startswith("# "):
            y += 12 if lines else 0
            size, face, words, indent = HEADING, "bold", raw[2:], 0
        else:
            size, face, words = BODY, "sans", raw.strip()
            indent = min(width // 3, (len(raw) - len(raw.lstrip(" "))) * space)
        step = font(size, face).get_linesize() + LINE_GAP
        if not words:
            y += step // 2
            continue
        for part in wrap(words, width - indent, size, face):
            lines.append(Line(y, indent, part, size, face))
            y += step
        if face == "bold":
            y += 6
    return lines, y


@lru_cache(maxsize=256)
def _line_picture(text: str, size: int, face: str) -> pygame.Surface:
    return font(size, face).render(text, True, theme.INK)


class AboutScene(PagedScroll, MenuScene):
    name = "about"
    title = "About Tavern Table"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.pages: list[tuple[str, str]] = [("About", about_text()), *licences()]
        titles = [title for title, _text in self.pages]
        self.lay_out_pages([title.partition(":")[0] for title in titles], titles)
        self.add_back_button()
        self.current = 0
        self.scroll = 0
        self.lines: list[Line] = []
        self.height = 0
        self.show(0)

    def show(self, index: int) -> None:
        self.current = index % len(self.pages)
        title, text = self.pages[self.current]
        if self.current:
            text = f"# {title}\n{text}"
        self.lines, self.height = layout(text, self.view.w)
        self.scroll = 0
        self.mark_current()

    @property
    def max_scroll(self) -> int:
        return max(0, self.height - self.view.h)

    def visible_lines(self) -> list[Line]:
        """The lines at least partly inside the view at the current scroll."""
        tops = [line.y for line in self.lines]
        first = max(0, bisect_right(tops, self.scroll - 2 * HEADING) - 1)
        last = bisect_right(tops, self.scroll + self.view.h)
        return [line for line in self.lines[first:last] if line.y + HEADING > self.scroll]

    def draw_static(self, surface: pygame.Surface) -> None:
        self.list_panel.draw(surface)
        self.page_panel.draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, PAGE_BG, self.view.inflate(40, 30), border_radius=10)
        clip = surface.get_clip()
        surface.set_clip(self.view)
        for line in self.visible_lines():
            surface.blit(_line_picture(line.text, line.size, line.face),
                         (self.view.x + line.x, self.view.y + line.y - self.scroll))
        surface.set_clip(clip)
        if self.max_scroll:
            track = pygame.Rect(self.page_panel.rect.right - 26, self.view.y, 8, self.view.h)
            thumb_h = max(40, track.h * self.view.h // self.height)
            thumb = pygame.Rect(track.x, track.y + (track.h - thumb_h) * self.scroll // self.max_scroll, 8, thumb_h)
            pygame.draw.rect(surface, theme.PARCHMENT_DARK, track, border_radius=4)
            pygame.draw.rect(surface, theme.WOOD, thumb, border_radius=4)
            hint = render("Wheel, arrows or Page Up/Down to scroll", 20, theme.TEXT_DIM)
            surface.blit(hint, hint.get_rect(midtop=(self.page_panel.rect.centerx, self.page_panel.rect.bottom + 14)))
