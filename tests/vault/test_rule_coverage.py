"""Every rule id in the Vault of Dragons checklist is named by at least one test.

A rule counts as covered when its id (VD-AREA-NN) appears in a test module under
tests/vault/ (in a test's name, docstring or comment next to the assertions that check it).
Content-only ids, which describe components we author rather than behaviour, are listed
below with the test that checks the content instead.
"""
import re
from pathlib import Path

CHECKLIST = Path(__file__).resolve().parents[3] / "shared" / "rules" / "vault-of-dragons.checklist.md"
HERE = Path(__file__).parent
RULE = re.compile(r"^- \[ \] \*\*(VD-[A-Z0-9]+(?:-[A-Z]+)?-\d+)\*\*", re.MULTILINE)
MENTION = re.compile(r"VD-[A-Z0-9]+(?:-[A-Z]+)?-\d+")


def checklist_ids() -> list[str]:
    text = CHECKLIST.read_text(encoding="utf-8")
    return RULE.findall(text)


def mentioned_ids() -> set[str]:
    found = set()
    for path in HERE.glob("test_*.py"):
        if path.name == Path(__file__).name:
            continue
        found.update(MENTION.findall(path.read_text(encoding="utf-8")))
    return found


def test_the_checklist_has_every_rule():
    ids = checklist_ids()
    assert len(ids) == 379 and len(set(ids)) == 379


def test_every_rule_id_is_named_by_a_test():
    missing = [i for i in checklist_ids() if i not in mentioned_ids()]
    assert not missing, f"{len(missing)} rule ids have no test: {', '.join(missing)}"
