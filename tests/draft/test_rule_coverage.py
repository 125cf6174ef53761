"""Every rule id in the Dungeon Draft checklist is named by at least one test, and every worked
example (DD-EX-01..12) and gap decision (G-01..26) by one too.

A rule counts as covered when its id (DD-AREA-NN) appears in a test module under tests/draft/
(in a test's name or docstring, or a comment beside the assertions that check it; test names
spell it in lower case with underscores, dd_area_nn). The ids are kept in rule_ids.txt, a copy of
the checklist's numbered list ("N. **DD-AREA-NN**: ..."), so the check runs wherever the tests
run; when the shared checklist is at hand, the copy is checked against it.
"""
from tests import rule_coverage as coverage


class TestDraftRuleCoverage(coverage.CoverageTests):
    CHECKLIST = coverage.Checklist.numbered(__file__, "dungeon-draft.checklist.md", "DD")
    RULES = 68
    EXAMPLES = [f"DD-EX-{n:02d}" for n in range(1, 13)]
    GAPS = [f"G-{n:02d}" for n in range(1, 27)]
