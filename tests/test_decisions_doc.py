"""docs/decisions.md names, beside each decision, the tests that pin it, written as
`tests/<path>.py::<test>` (or `tests/<path>.py::<Class>::<test>`) in backticks. Every test it
names must exist: the file, and a test function of that name defined in it. `TEST-PENDING`
marks a decision whose test is still to be written; those are listed (as a skip), not failed."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "decisions.md"
REFERENCE = re.compile(r"`(tests/[\w/]+\.py)((?:::\w+)+)`")
PENDING = "TEST-PENDING"


def references() -> list[tuple[str, tuple[str, ...]]]:
    """(file, names) for every test named in the document, in order."""
    return [(m.group(1), tuple(m.group(2).split("::")[1:])) for m in REFERENCE.finditer(DOC.read_text("utf-8"))]


def bullets() -> list[str]:
    """The document's decisions: each top-level bullet ("- **...") with its continuation lines,
    and each row of a table."""
    out: list[str] = []
    for line in DOC.read_text("utf-8").splitlines():
        if line.startswith("- **") or (line.startswith("| ") and not line.startswith("| ---")):
            out.append(line)
        elif out and line.startswith("  ") and out[-1].startswith("- **"):
            out[-1] += " " + line.strip()
        elif not line.strip():
            if out and out[-1].startswith("- **"):
                out.append("")  # a blank line ends a bullet
    return [b for b in out if b]


def defined(path: Path) -> set[tuple[str, ...]]:
    """The test functions a file defines: ("test_x",) at module level, ("TestC", "test_x") in a class."""
    tree = ast.parse(path.read_text("utf-8"))
    out = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
            out.add((node.name,))
        elif isinstance(node, ast.ClassDef):
            for sub in node.body:
                if isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef)) and sub.name.startswith("test"):
                    out.add((node.name, sub.name))
    return out


def test_the_document_names_tests():
    assert len(references()) > 150


def test_every_test_the_document_names_exists():
    missing = []
    cache: dict[str, set] = {}
    for file, names in references():
        path = ROOT / file
        if not path.is_file():
            missing.append(f"{file} (no such file)")
            continue
        if file not in cache:
            cache[file] = defined(path)
        if names not in cache[file]:
            missing.append(f"{file}::{'::'.join(names)}")
    assert not missing, "docs/decisions.md names tests that do not exist:\n" + "\n".join(missing)


def test_every_decision_names_a_test_or_is_pending():
    """Each decision bullet (and each row of the Adopted table) names at least one test, or says
    TEST-PENDING."""
    bare = [b[:90] for b in bullets() if not REFERENCE.search(b) and PENDING not in b
            and not b.startswith("| AMB |")]
    assert not bare, "decisions without a test:\n" + "\n".join(bare)


def test_pending_tests_are_listed():
    """The decisions whose test is still to be written (a skip that lists them, never a failure)."""
    pending = [b[:120] for b in bullets() if PENDING in b]
    if pending:
        pytest.skip(f"{len(pending)} decision(s) marked {PENDING}: " + " | ".join(pending))
