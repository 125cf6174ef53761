"""Every rule id in the Dragonvault checklist (95) is named by at least one test, and every worked
example (DV-EX-01..14) and gap decision (G-01..26) by one too (tests/rule_coverage.py's
CoverageTests).

A rule counts as covered when its id (DV-AREA-NN) appears in a test module under
tests/dragonvault/ (in a test's docstring or a comment beside the assertions that check it). The ids
are kept in rule_ids.txt, a copy of the checklist's numbered list ("N. **DV-AREA-NN**: ..."), so the
check runs wherever the tests run; when the shared checklist is at hand, the copy is checked
against it.
"""
import re
from pathlib import Path

from tests import rule_coverage as coverage

HERE = Path(__file__).parent


class TestCoverage(coverage.CoverageTests):
    CHECKLIST = coverage.Checklist(HERE, "dragonvault.checklist.md", re.compile(r"^\d+\. \*\*(DV-[A-Z]+-\d+)\*\*",
                                   re.MULTILINE), re.compile(r"DV-[A-Z]+-\d+"), Path(__file__).name)
    RULES = 95
    EXAMPLES = [f"DV-EX-{n:02d}" for n in range(1, 15)]
    GAPS = [f"G-{n:02d}" for n in range(1, 27)]
    GAP = re.compile(r"\bG-\d\d\b")
