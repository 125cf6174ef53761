"""Checks shared by every game's in-app rules page (game/<game>/summary.md): the markup the page
renderer knows, headings and sections, and that the page is in our own words (no run of words
taken from the rulebook)."""
from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from scenes.kit.text import document_surface
from tests.rule_coverage import shared_checklist

RUN = 12  # the longest run of words a page may share with the rulebook, plus one


def headings(text: str) -> list[str]:
    return [line.strip()[2:].strip() for line in text.splitlines() if line.strip().startswith("# ")]


def sections(text: str) -> dict[str, str]:
    """Heading title -> the text under it, up to the next heading."""
    out: dict[str, str] = {}
    title = ""
    for line in text.splitlines():
        if line.strip().startswith("# "):
            title = line.strip()[2:].strip()
            out[title] = ""
        elif title:
            out[title] += line + "\n"
    return out


def words(text: str) -> list[str]:
    """Lower-case words, punctuation and runs of whitespace dropped."""
    text = text.lower().replace("\u2019", "'").replace("\u2018", "'")
    return re.findall(r"[a-z0-9]+(?:'[a-z0-9]+)*", text)


def rulebook(name: str) -> Path | None:
    """shared/rules/<name> beside the checkout (or under TAVERN_SHARED_DIR)."""
    return shared_checklist(Path(__file__).parent, name)


def check_renders(text: str, width: int) -> None:
    page = document_surface(text, width, 25)
    assert isinstance(page, pygame.Surface) and page.get_width() == width
    assert page.get_height() > 25 * len([line for line in text.splitlines() if line.strip()])


def markup_problems(text: str) -> list[str]:
    """Lines the renderer would show wrongly: headings '# ', bullets '- ' (one source line each),
    plain paragraphs; nothing else."""
    out = []
    previous = ""
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if line.startswith(("##", "* ", "**", "1.", "> ", "```", "|")) or "**" in line or "`" in line:
            out.append(f"line {number}: markup the page shows as typed: {line[:40]}")
        if line and not line.startswith(("# ", "- ")) and previous.startswith("- "):
            out.append(f"line {number} continues a bullet: join it to that line")
        previous = line
    return out


def missing_headings(text: str, required) -> list[str]:
    found = headings(text)
    assert len(found) == len(set(found)), "a heading appears twice"
    return [h for h in required if h not in found]


def copied_runs(text: str, book_text: str) -> list[str]:
    """Runs of RUN words the page shares with the rulebook."""
    book, ours = words(book_text), words(text)
    runs = {tuple(book[i:i + RUN]) for i in range(len(book) - RUN + 1)}
    return [" ".join(ours[i:i + RUN]) for i in range(len(ours) - RUN + 1) if tuple(ours[i:i + RUN]) in runs]


class PageChecks:
    """The checks every game's rules page passes. A game's test module subclasses it as a
    `Test...` class and sets RULES (its rules module: TEXT is then the summary.md beside it and
    INFO its registration; or TEXT and INFO, its registry GameInfo, themselves), REQUIRED_HEADINGS,
    SECTION_TERMS (heading -> words its section must mention), RULEBOOK (the shared rulebook's
    file name) and LINES (the page's length bounds, in source lines)."""

    RULES = None
    TEXT = ""
    INFO = None
    REQUIRED_HEADINGS: list = []
    SECTION_TERMS: dict = {}
    RULEBOOK = ""
    LINES = (150, 250)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls.RULES is not None:
            cls.TEXT = (Path(cls.RULES.__file__).parent / "summary.md").read_text(encoding="utf-8")
            cls.INFO = cls.RULES.INFO

    def test_the_game_info_serves_this_file(self):
        assert self.INFO.rules_summary == self.TEXT

    @pytest.mark.parametrize("width", [1250, 600])
    def test_the_summary_renders_headless(self, width):
        check_renders(self.TEXT, width)

    def test_only_markup_the_page_renderer_knows(self):
        """Headings '# ', bullets '- ' (one source line each), plain paragraphs."""
        assert not markup_problems(self.TEXT)

    def test_every_section_has_its_heading(self):
        missing = missing_headings(self.TEXT, self.REQUIRED_HEADINGS)
        assert not missing, f"no heading for: {', '.join(missing)}"

    def test_each_section_covers_its_ground(self):
        body = sections(self.TEXT)
        gaps = {}
        for title, terms in self.SECTION_TERMS.items():
            text = body.get(title, "").lower()
            missing = [term for term in terms if term not in text]
            if not text.strip() or missing:
                gaps[title] = missing or ["(empty)"]
        assert not gaps, f"sections missing words: {gaps}"

    def test_a_compact_reference(self):
        low, high = self.LINES
        assert low <= len(self.TEXT.splitlines()) <= high

    def test_written_in_our_own_words(self):
        path = rulebook(self.RULEBOOK)
        if path is None:
            pytest.skip("the shared rulebook is not beside this checkout")
        shared = copied_runs(self.TEXT, path.read_text(encoding="utf-8"))
        assert not shared, f"{len(shared)} runs of {RUN} words copied from the rulebook, e.g. {shared[0]!r}"
