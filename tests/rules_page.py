"""Checks shared by every game's in-app rules page (game/<game>/summary.md): the markup the page
renderer knows, headings and sections, and that the page is in our own words (no run of words
taken from the rulebook)."""
from __future__ import annotations

import re
from pathlib import Path

import pygame

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
