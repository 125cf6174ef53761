"""Rule coverage, shared by every game's tests: the rule ids a game's checklist lists (kept as a
copy in tests/<game>/rule_ids.txt), where the shared checklist is, and which ids its tests name."""
from __future__ import annotations

import os
import re
from pathlib import Path


def rule_ids(folder: Path) -> list[str]:
    return (folder / "rule_ids.txt").read_text(encoding="utf-8").split()


def shared_checklist(folder: Path, name: str) -> Path | None:
    """shared/rules/<name> beside the checkout (or under TAVERN_SHARED_DIR), if there is one."""
    named = os.environ.get("TAVERN_SHARED_DIR")
    candidates = [Path(named)] if named else []
    candidates += [p / "shared" for p in folder.resolve().parents]
    for base in candidates:
        path = base / "rules" / name
        if path.is_file():
            return path
    return None


def mentioned_ids(folder: Path, mention: re.Pattern, skip: str) -> set[str]:
    """Every id named in the folder's test modules (but `skip`, the coverage test itself)."""
    found = set()
    for path in folder.glob("test_*.py"):
        if path.name != skip:
            found.update(mention.findall(path.read_text(encoding="utf-8")))
    return found


class Checklist:
    """One game's checklist as its coverage tests read it: the rule ids in the copy, the shared
    checklist they copy, and the ids the game's test modules name."""

    def __init__(self, folder: Path, name: str, rule: re.Pattern, mention: re.Pattern, skip: str) -> None:
        self.folder, self.name, self.rule, self.mention, self.skip = folder, name, rule, mention, skip

    def ids(self) -> list[str]:
        return rule_ids(self.folder)

    def named(self, mention: re.Pattern | None = None) -> set[str]:
        return mentioned_ids(self.folder, mention or self.mention, self.skip)

    def check_copy(self) -> None:
        """The copy lists the shared checklist's rules in order (skipped without the checklist)."""
        import pytest

        path = shared_checklist(self.folder, self.name)
        if path is None:
            pytest.skip("the shared checklist is not beside this checkout; rule_ids.txt stands in for it")
        assert self.rule.findall(path.read_text(encoding="utf-8")) == self.ids()

    def check_named(self, wanted: list[str] | None = None, what: str = "rule ids") -> None:
        """Every id wanted (the copy's rules by default) is named by a test."""
        named = self.named()
        missing = [i for i in (self.ids() if wanted is None else wanted) if i not in named]
        assert not missing, f"{len(missing)} {what} have no test: {', '.join(missing)}"


class CoverageTests:
    """The coverage tests of one game, for a game's test module to take as a class
    (`class TestCoverage(CoverageTests)`) naming its CHECKLIST, the number of RULES in the copy,
    and the worked EXAMPLES and GAPS (with the GAP pattern that finds them) its tests must name."""

    CHECKLIST: Checklist
    RULES: int
    EXAMPLES: list[str]
    GAPS: list[str]
    GAP: re.Pattern

    def test_the_copy_holds_every_rule_once(self):
        ids = self.CHECKLIST.ids()
        assert len(ids) == self.RULES and len(set(ids)) == self.RULES
        assert not set(ids) & set(self.EXAMPLES)  # the worked examples are not rules

    def test_the_copy_matches_the_checklist(self):
        self.CHECKLIST.check_copy()

    def test_every_rule_id_is_named_by_a_test(self):
        self.CHECKLIST.check_named()

    def test_every_worked_example_is_a_test(self):
        self.CHECKLIST.check_named(self.EXAMPLES, "worked examples")

    def test_every_gap_decision_is_named_by_a_test(self):
        named = self.CHECKLIST.named(self.GAP)
        missing = [g for g in self.GAPS if g not in named]
        assert not missing, f"gap decisions with no test: {', '.join(missing)}"
