"""Every rule id in the Lords of Waterdeep checklist is named by at least one test, and every
worked example (LW-EX-01..18) and gap decision the engine follows (G-..) by one too.

A rule counts as covered when its id (LW-AREA-NN) appears in a test module under
tests/waterdeep/ (in a test's docstring or a comment beside the assertions that check it). The ids
are kept in rule_ids.txt, a copy of the checklist's numbered list ("N. **LW-AREA-NN**: ..."), so
the check runs wherever the tests run; when the shared checklist is at hand, the copy is checked
against it.
"""
from tests import rule_coverage as coverage


class TestWaterdeepRuleCoverage(coverage.CoverageTests):
    CHECKLIST = coverage.Checklist.numbered(__file__, "lords-of-waterdeep.checklist.md", "LW")
    RULES = 112
    EXAMPLES = [f"LW-EX-{n:02d}" for n in range(1, 19)]
    GAPS = [f"G-{n:02d}" for n in range(1, 31)]
