"""Effect registries: content names an effect ("heal:2", `effect = "whisper"`), code handles it.

One `Effects` per kind of effect (a power's effect, a card played in a Fight...): a table of
name -> handler, filled by the `handler` decorator where the handlers are written and read with
one dict lookup where the effect happens. A game may hand in its content vocabulary (the table
its content loader checks files against, name -> what content declares about it: the argument's
shape, the moment it is played in; content loading never imports the engine): a handler for a
name the vocabulary does not know is refused at import, and `missing` tells the tests which names
still lack one.

    POWER = Effects("power effect", {"heal": "n", "cure": None})

    @POWER.handler("heal")
    def _heal(state, hero, amount): ...

    POWER.run("heal", state, 0, 2)  # or POWER.handler_for("heal")(state, 0, 2)
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Generic, TypeVar

from game.core.errors import UnknownEffect

H = TypeVar("H", bound=Callable[..., object])


class Effects(Generic[H]):
    """One kind of effect: name -> handler (every handler of a kind takes the same arguments)."""

    __slots__ = ("kind", "vocabulary", "table")

    def __init__(self, kind: str, vocabulary: Mapping[str, object] | None = None) -> None:
        self.kind = kind  # what messages call one: "power effect", "fight card"
        self.vocabulary = vocabulary  # name -> what content declares about it (None: any name)
        self.table: dict[str, H] = {}  # name -> handler (hot paths may look in it directly)

    def handler(self, *names: str) -> Callable[[H], H]:
        """Decorator: the function handles these effect names (one name has one handler)."""
        for name in names:
            if name in self.table:
                raise ValueError(f"{self.kind} {name!r} has two handlers")
            if self.vocabulary is not None and name not in self.vocabulary:
                raise ValueError(f"{self.kind} {name!r} is not in the content vocabulary "
                                 f"(known: {', '.join(sorted(self.vocabulary))})")

        def register(fn: H) -> H:
            for name in names:
                self.table[name] = fn
            return fn

        return register

    def handler_for(self, name: str) -> H:
        """The handler of `name`; `UnknownEffect` names the kind and the names it knows."""
        found = self.table.get(name)
        if found is None:
            raise self.unknown(name)
        return found

    def run(self, name: str, *args: object) -> object:
        """Call the handler of `name` with `args`."""
        found = self.table.get(name)
        if found is None:
            raise self.unknown(name)
        return found(*args)

    def unknown(self, name: str) -> UnknownEffect:
        return UnknownEffect(f"no handler for {self.kind} {name!r} (known: {', '.join(sorted(self.table))})")

    def names(self) -> frozenset[str]:
        """Every name with a handler."""
        return frozenset(self.table)

    def missing(self) -> list[str]:
        """Names of the vocabulary with no handler yet (none when no vocabulary was given)."""
        return sorted(set(self.vocabulary or ()) - set(self.table))

    def __contains__(self, name: object) -> bool:
        return name in self.table

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.kind!r}: {', '.join(sorted(self.table))})"
