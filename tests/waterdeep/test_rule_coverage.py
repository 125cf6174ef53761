"""Every rule id in the Lords of Waterdeep checklist is named by at least one test, and every
worked example (LW-EX-01..18) and gap decision the engine follows (G-..) by one too.

A rule counts as covered when its id (LW-AREA-NN) appears in a test module under
tests/waterdeep/ (in a test's docstring or a comment beside the assertions that check it). The ids
are kept in rule_ids.txt, a copy of the checklist's numbered list ("N. **LW-AREA-NN**: ..."), so
the check runs wherever the tests run; when the shared checklist is at hand, the copy is checked
against it.
"""
import re
from pathlib import Path

import pytest

from tests import rule_coverage as coverage

HERE = Path(__file__).parent
RULE = re.compile(r"^\d+\. \*\*(LW-[A-Z]+-\d+)\*\*", re.MULTILINE)
MENTION = re.compile(r"LW-[A-Z]+-\d+")
EXAMPLES = [f"LW-EX-{n:02d}" for n in range(1, 19)]
GAP = re.compile(r"\bG-\d\d\b")
GAPS = [f"G-{n:02d}" for n in range(1, 31)]


def rule_ids() -> list[str]:
    return coverage.rule_ids(HERE)


def shared_checklist() -> Path | None:
    return coverage.shared_checklist(HERE, "lords-of-waterdeep.checklist.md")


def mentioned_ids() -> set[str]:
    return coverage.mentioned_ids(HERE, MENTION, Path(__file__).name)


def test_the_copy_holds_every_rule_once():
    ids = rule_ids()
    assert len(ids) == 112 and len(set(ids)) == 112
    assert not any(i.startswith("LW-EX-") for i in ids)  # the worked examples are not rules


def test_the_copy_matches_the_checklist():
    path = shared_checklist()
    if path is None:
        pytest.skip("the shared checklist is not beside this checkout; rule_ids.txt stands in for it")
    assert RULE.findall(path.read_text(encoding="utf-8")) == rule_ids()


def test_every_rule_id_is_named_by_a_test():
    missing = [i for i in rule_ids() if i not in mentioned_ids()]
    assert not missing, f"{len(missing)} rule ids have no test: {', '.join(missing)}"


def test_every_worked_example_is_a_test():
    missing = [i for i in EXAMPLES if i not in mentioned_ids()]
    assert not missing, f"worked examples with no test: {', '.join(missing)}"


def test_every_gap_decision_is_named_by_a_test():
    named = coverage.mentioned_ids(HERE, GAP, Path(__file__).name)
    missing = [g for g in GAPS if g not in named]
    assert not missing, f"gap decisions with no test: {', '.join(missing)}"
