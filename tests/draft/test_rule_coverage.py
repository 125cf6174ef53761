"""Every rule id in the Dungeon Draft checklist is named by at least one test, and every worked
example (DD-EX-01..12) and gap decision (G-01..26) by one too.

A rule counts as covered when its id (DD-AREA-NN) appears in a test module under tests/draft/
(in a test's name or docstring, or a comment beside the assertions that check it; test names
spell it in lower case with underscores, dd_area_nn). The ids are kept in rule_ids.txt, a copy of
the checklist's numbered list ("N. **DD-AREA-NN**: ..."), so the check runs wherever the tests
run; when the shared checklist is at hand, the copy is checked against it.
"""
import re
from pathlib import Path

from tests import rule_coverage as coverage

HERE = Path(__file__).parent
RULE = re.compile(r"^\d+\. \*\*(DD-[A-Z]+-\d+)\*\*", re.MULTILINE)
MENTION = re.compile(r"DD-[A-Z]+-\d+")
EXAMPLES = [f"DD-EX-{n:02d}" for n in range(1, 13)]
GAP = re.compile(r"\bG-\d\d\b")
GAPS = [f"G-{n:02d}" for n in range(1, 27)]

CHECKLIST = coverage.Checklist(HERE, "dungeon-draft.checklist.md", RULE, MENTION, Path(__file__).name)


def test_the_copy_holds_every_rule_once():
    ids = CHECKLIST.ids()
    assert len(ids) == 68 and len(set(ids)) == 68
    assert not any(i.startswith("DD-EX-") for i in ids)  # the worked examples are not rules


def test_the_copy_matches_the_checklist():
    CHECKLIST.check_copy()


def test_every_rule_id_is_named_by_a_test():
    CHECKLIST.check_named()


def test_every_worked_example_is_a_test():
    CHECKLIST.check_named(EXAMPLES, "worked examples")


def test_every_gap_decision_is_named_by_a_test():
    named = CHECKLIST.named(GAP)
    missing = [g for g in GAPS if g not in named]
    assert not missing, f"gap decisions with no test: {', '.join(missing)}"
