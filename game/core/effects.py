"""Effect registries: content names an effect ("heal:2", `effect = "whisper"`), code handles it.

One `Effects` per kind of effect (a power's effect, a card played in a Fight...): a dict of
name -> handler, filled by the `handler` decorator where the handlers are written, and read where
the effect happens with one dict lookup and a call, `POWER[name](...)`: an unknown name raises
`UnknownEffect`, naming the kind and the names it knows. A game may hand in its content
vocabulary (the table its content loader checks files against, name -> what content declares
about it: the argument's shape, the moment it is played in; content loading never imports the
engine): a handler for a name the vocabulary does not know is refused at import, and `missing`
tells the tests which names still lack one.

    POWER = Effects("power effect", {"heal": "n", "cure": None})

    @POWER.handler("heal")
    def _heal(state, hero, amount): ...

    POWER["heal"](state, 0, 2)  # or POWER.run("heal", state, 0, 2)
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Generic, TypeVar

from game.core.errors import UnknownEffect

H = TypeVar("H", bound=Callable[..., object])


class Effects(dict[str, H], Generic[H]):
    """One kind of effect: name -> handler (every handler of a kind takes the same arguments).
    Filled only by `handler`; a registry is equal to no other (it is its own kind)."""

    __slots__ = ("kind", "vocabulary")

    def __init__(self, kind: str, vocabulary: Mapping[str, object] | None = None) -> None:
        super().__init__()
        self.kind = kind  # what messages call one: "power effect", "fight card"
        self.vocabulary = vocabulary  # name -> what content declares about it (None: any name)

    def handler(self, *names: str) -> Callable[[H], H]:
        """Decorator: the function handles these effect names (one name has one handler)."""
        for name in names:
            if name in self:
                raise ValueError(f"{self.kind} {name!r} has two handlers")
            if self.vocabulary is not None and name not in self.vocabulary:
                raise ValueError(f"{self.kind} {name!r} is not in the content vocabulary "
                                 f"(known: {', '.join(sorted(self.vocabulary))})")

        def register(fn: H) -> H:
            for name in names:
                dict.__setitem__(self, name, fn)
            return fn

        return register

    def __missing__(self, name: str) -> H:
        raise UnknownEffect(f"no handler for {self.kind} {name!r} (known: {', '.join(sorted(self))})")

    def run(self, name: str, *args: object) -> object:
        """Call the handler of `name` with `args`."""
        return self[name](*args)

    def names(self) -> frozenset[str]:
        """Every name with a handler."""
        return frozenset(self)

    def missing(self) -> list[str]:
        """Names of the vocabulary with no handler yet (none when no vocabulary was given)."""
        return sorted(set(self.vocabulary or ()) - set(self))

    def __setitem__(self, name: str, fn: H) -> None:
        raise TypeError(f"register a {self.kind} with @{type(self).__name__}.handler({name!r})")

    __eq__ = object.__eq__  # (two kinds with the same handlers are still two kinds)
    __ne__ = object.__ne__
    __hash__ = object.__hash__

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.kind!r}: {', '.join(sorted(self))})"
