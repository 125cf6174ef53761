"""Every rule id in the Legend of Drizzt checklist is named by at least one test.

A rule counts as covered when its id (LD-AREA-NN) appears in a test module under tests/drizzt/
(in a test's docstring or a comment beside the assertions that check it). The ids are kept in
rule_ids.txt, a copy of the checklist's numbered list ("N. **LD-AREA-NN**: ..."), so the check
runs wherever the tests run; when the shared checklist is at hand, the copy is checked against it.
"""
import re
from pathlib import Path

from tests import rule_coverage as coverage

HERE = Path(__file__).parent
RULE = re.compile(r"^\d+\. \*\*(LD-[A-Z]+-\d+)\*\*", re.MULTILINE)
MENTION = re.compile(r"LD-[A-Z]+-\d+")
EXAMPLE = re.compile(r"LD-EX-\d+")

CHECKLIST = coverage.Checklist(HERE, "legend-of-drizzt.checklist.md", RULE, MENTION, Path(__file__).name)


def test_the_copy_holds_every_rule_once():
    ids = CHECKLIST.ids()
    assert len(ids) == 151 and len(set(ids)) == 151
    assert not any(EXAMPLE.fullmatch(i) for i in ids)  # the worked examples are not rules


def test_the_copy_matches_the_checklist():
    CHECKLIST.check_copy()


def test_every_rule_id_is_named_by_a_test():
    CHECKLIST.check_named()
