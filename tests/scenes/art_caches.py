"""Emptying the picture caches of an art package (and the kit's text caches), so a test measures
every run of text as it is drawn anew."""
from __future__ import annotations

import sys


def forget_caches(*prefixes: str) -> None:
    """Call cache_clear() on every cached function of the loaded modules named by `prefixes`."""
    for name, module in list(sys.modules.items()):
        if name.startswith(prefixes):
            for thing in list(vars(module).values()):
                if callable(getattr(thing, "cache_clear", None)):
                    thing.cache_clear()
