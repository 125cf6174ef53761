"""Every rule id in the Vault of Dragons checklist is named by at least one test.

A rule counts as covered when its id (VD-AREA-NN) appears in a test module under
tests/vault/ (in a test's docstring or a comment beside the assertions that check it).
The ids are kept in rule_ids.txt, a copy of the checklist's, so the check runs wherever the
tests run; when the shared checklist is at hand, the copy is checked against it.
"""
import re
from pathlib import Path

from tests import rule_coverage as coverage

HERE = Path(__file__).parent
RULE = re.compile(r"^- \[ \] \*\*(VD-[A-Z0-9]+(?:-[A-Z]+)?-\d+)\*\*", re.MULTILINE)
MENTION = re.compile(r"VD-[A-Z0-9]+(?:-[A-Z]+)?-\d+")

CHECKLIST = coverage.Checklist(HERE, "vault-of-dragons.checklist.md", RULE, MENTION, Path(__file__).name)


def test_the_copy_holds_every_rule_once():
    ids = CHECKLIST.ids()
    assert len(ids) == 379 and len(set(ids)) == 379


def test_the_copy_matches_the_checklist():
    CHECKLIST.check_copy()


def test_every_rule_id_is_named_by_a_test():
    CHECKLIST.check_named()
