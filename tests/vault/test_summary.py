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


from game.vault import rules  # noqa: E402
from game.vault.content import load  # noqa: E402
from game.vault.setup import VARIANTS  # noqa: E402
from tests import rules_page as page  # noqa: E402

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


def test_every_faction_is_named_with_its_rules():
    body = page.sections(TEXT)["The Factions"]
    for faction in load().factions.values():
        assert faction.name in TEXT
        line = next((ln for ln in body.splitlines() if ln.startswith(f"- {faction.name}")), "")
        assert line, f"no line of its own for {faction.name}"
        assert "Initiative" in line and "Action" in line


def test_every_alternate_rule_is_named():
    assert set(VARIANT_IDEAS) == set(VARIANTS), "a variant was added or renamed: name its idea here and in summary.md"
    body = page.sections(TEXT)["Alternate rules"]
    bullets = [ln for ln in body.splitlines() if ln.startswith("- ")]
    for key, idea in VARIANT_IDEAS.items():
        assert any(ln.startswith(f"- {idea}:") for ln in bullets), f"{key}: no line for {idea!r}"
    assert len(bullets) == len(VARIANTS)


class TestRulesPage(page.PageChecks):
    TEXT = TEXT
    INFO = rules.INFO
    REQUIRED_HEADINGS = REQUIRED_HEADINGS
    SECTION_TERMS = SECTION_TERMS
    RULEBOOK = "vault-of-dragons.txt"


def test_the_faction_lines_give_todays_numbers():
    """Issue 19 changed our two Factions' pools, prices and Initiatives: the reference says what
    factions.toml now holds (its pools, the gold each Action moves, who gains a Rumor)."""
    factions = load().factions
    lines = {f: next(line for line in TEXT.splitlines() if line.startswith(f"- {factions[f].name}"))
             for f in factions}
    pools = next(line for line in TEXT.splitlines() if line.startswith("- Each Faction has 10 Followers"))
    for f, faction in factions.items():
        short = faction.name.removeprefix("The ").removesuffix(" Guild")
        after = pools.split(short, 1)[1]  # the first three numbers after its name are its pool
        assert tuple(int(n) for n in re.findall(r"\d+", after)[:3]) == faction.followers, f
        for side in ("give", "get"):
            if "gold" in faction.action_args.get(side, {}):
                assert f"{faction.action_args[side]['gold']} gold" in lines[f].split("Action:")[1], f
        gains = faction.initiative_args.get("gain", faction.initiative_args)
        assert ("1 Rumor" in lines[f].split("Action:")[0]) == (gains.get("rumors") == 1), f
    assert "three or four players" in lines["bregan_daerthe"]
