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
