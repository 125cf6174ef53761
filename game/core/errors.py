"""Typed errors, each with a message a player or a content author can act on."""
from __future__ import annotations


class TavernError(Exception):
    """Base of every engine error."""


class IllegalAction(TavernError):
    """An action the rules refuse; the state is left untouched.

    `reason` is the whole message (logs, scenario files, the command line). A table says
    `plain` to the person who tried the action: `why` it is refused or, when the action was no
    answer at all to an open question, that question (`asked`), since nothing else helps. It
    never says whose turn it is: the person who tried is the one asked."""

    def __init__(self, reason: str, *, why: str = "", asked: str = ""):
        super().__init__(reason)
        self.reason = reason
        self.why = why or reason
        self.asked = asked

    @property
    def plain(self) -> str:
        """The refusal in the words of the person who tried it: never whose turn it is."""
        if self.asked:  # not an answer at all: the question is what helps
            return f"Not yet. First answer: {self.asked}"
        why = self.why.strip()
        return f"{why[:1].upper()}{why[1:]}" if why else "Not allowed now"


class SetupError(TavernError):
    """A game setup that cannot start (seat count, unknown variant...)."""


class SaveError(TavernError):
    """A save file that cannot be read, trusted or replayed."""


class ContentError(TavernError):
    """A malformed content file: the message reads `file:line: problem`."""


class CodecError(TavernError):
    """Data that does not fit the shape it is decoded into."""


class ScenarioError(TavernError):
    """A scenario file that cannot be run (bad JSON, an unknown step, a start that cannot be
    reached): the message names the file and what is wrong."""


class UnknownEffect(ContentError, ValueError):
    """An effect name with no handler (game/core/effects.py): the message names its kind and the
    names that have one."""
