"""The in-app rules reference for Vault of Dragons (game/vault/summary.md).

It must render with the rules page's own markup renderer, cover every part of the game under
its own heading, name every Faction and alternate rule, and be written in our own words: it may
share no run of 12 words with the rulebook.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.vault import rules  # noqa: E402
from game.vault.content import load  # noqa: E402
from game.vault.setup import VARIANTS  # noqa: E402
from scenes.kit.text import document_surface  # noqa: E402

SUMMARY_PATH = Path(rules.__file__).parent / "summary.md"
TEXT = SUMMARY_PATH.read_text(encoding="utf-8")

REQUIRED_HEADINGS = [
    "Goal and how you win",
    "Setup",
    "A round",
    "Actions",
    "The Yawning Portal",
    "The Vault of Dragons",
    "Fights",
    "Dungeons and Quests",
    "Brawls",
    "The City Watch",
    "Rumors",
    "Treasure and Magic Items",
    "The Factions",
    "Alternate rules",
    "How to play at Tavern Table",
]

# Each alternate rule (a setup variant key) and the name the summary gives its idea.
VARIANT_IDEAS = {
    "shuffle_locations": "Shuffle all Locations",
    "action_packed": "Action Packed",
    "more_secrets": "More Secrets",
    "rumors_spread": "Rumors Spread",
    "rumor_bidding": "Rumor Bidding",
    "increase_profits": "Increase Profits",
    "fewer_locations": "Fewer Locations",
    "flip_empty": "Flip Empty Locations",
}

# Things every part of the reference must at least mention (lower case), by section.
SECTION_TERMS = {
    "A round": ["take rewards", "pursue rumors", "refresh", "initiative"],
    "Actions": ["take 1 gold", "fighter 1 gold", "rogue 2", "wizard 3", "move", "use a location", "quest",
                "faction action"],
    "The Yawning Portal": ["gather", "main entrance", "magic item door", "rumor door", "once a round"],
    "The Vault of Dragons": ["3 secrets", "difficulty 20", "free vault door"],
    "Fights": ["d10", "d4", "d12", "attack die", "critical hit", "casualty die", "re-roll", "rumors", "exchange"],
    "Dungeons and Quests": ["room", "difficulty", "loot", "revisited"],
    "Brawls": ["retreat", "tie", "casualty die"],
    "The City Watch": ["6", "regroup", "patrol", "whisper", "1 rumor"],
    "Rumors": ["new", "old", "aging"],
    "Treasure and Magic Items": ["treasure", "magic item", "face up", "own turn"],
    "How to play at Tavern Table": ["drag", "click a location", "hire picker", "doors", "fight panel", "ctrl+z",
                                    "esc", "right-click"],
}

RUN = 12  # the longest run of words the summary may share with the rulebook, plus one


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


def rulebook() -> Path | None:
    """shared/rules/vault-of-dragons.txt beside the checkout (or under TAVERN_SHARED_DIR)."""
    named = os.environ.get("TAVERN_SHARED_DIR")
    candidates = [Path(named)] if named else []
    candidates += [p / "shared" for p in Path(__file__).resolve().parents]
    for folder in candidates:
        path = folder / "rules" / "vault-of-dragons.txt"
        if path.is_file():
            return path
    return None


def test_the_game_info_serves_this_file():
    assert rules.INFO.rules_summary == TEXT


@pytest.mark.parametrize("width", [1250, 600])
def test_the_summary_renders_headless(width):
    page = document_surface(TEXT, width, 25)
    assert isinstance(page, pygame.Surface) and page.get_width() == width
    # a long page: well over one line per source line
    assert page.get_height() > 25 * len([line for line in TEXT.splitlines() if line.strip()])


def test_only_markup_the_page_renderer_knows():
    """Headings '# ', bullets '- ', plain paragraphs; a bullet is one source line, since a
    line after it without '- ' would show as a separate paragraph."""
    previous = ""
    for number, raw in enumerate(TEXT.splitlines(), 1):
        line = raw.strip()
        assert not line.startswith(("##", "* ", "**", "1.", "> ", "```", "|")), f"line {number}: {line[:40]}"
        assert "**" not in line and "`" not in line, f"line {number}: inline markup is shown as typed"
        if line and not line.startswith(("# ", "- ")):
            assert not previous.startswith("- "), f"line {number} continues a bullet: join it to that line"
        previous = line


def test_every_section_has_its_heading():
    found = headings(TEXT)
    missing = [h for h in REQUIRED_HEADINGS if h not in found]
    assert not missing, f"no heading for: {', '.join(missing)}"
    assert len(found) == len(set(found)), "a heading appears twice"


@pytest.mark.parametrize("title", sorted(SECTION_TERMS))
def test_each_section_covers_its_ground(title):
    body = sections(TEXT)[title].lower()
    assert body.strip(), f"{title} is empty"
    missing = [term for term in SECTION_TERMS[title] if term not in body]
    assert not missing, f"{title} never mentions: {', '.join(missing)}"


def test_every_faction_is_named_with_its_rules():
    body = sections(TEXT)["The Factions"]
    for faction in load().factions.values():
        assert faction.name in TEXT
        line = next((ln for ln in body.splitlines() if ln.startswith(f"- {faction.name}")), "")
        assert line, f"no line of its own for {faction.name}"
        assert "Initiative" in line and "Action" in line


def test_every_alternate_rule_is_named():
    assert set(VARIANT_IDEAS) == set(VARIANTS), "a variant was added or renamed: name its idea here and in summary.md"
    body = sections(TEXT)["Alternate rules"]
    bullets = [ln for ln in body.splitlines() if ln.startswith("- ")]
    for key, idea in VARIANT_IDEAS.items():
        assert any(ln.startswith(f"- {idea}:") for ln in bullets), f"{key}: no line for {idea!r}"
    assert len(bullets) == len(VARIANTS)


def test_a_compact_reference():
    assert 150 <= len(TEXT.splitlines()) <= 250


def test_written_in_our_own_words():
    path = rulebook()
    if path is None:
        pytest.skip("the shared rulebook is not beside this checkout")
    book = words(path.read_text(encoding="utf-8"))
    ours = words(TEXT)
    runs = {tuple(book[i:i + RUN]) for i in range(len(book) - RUN + 1)}
    shared = [" ".join(ours[i:i + RUN]) for i in range(len(ours) - RUN + 1) if tuple(ours[i:i + RUN]) in runs]
    assert not shared, f"{len(shared)} runs of {RUN} words copied from the rulebook, e.g. {shared[0]!r}"
