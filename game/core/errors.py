"""Typed errors, each with a message a player or a content author can act on."""
from __future__ import annotations


class TavernError(Exception):
    """Base of every engine error."""


class IllegalAction(TavernError):
    """An action the rules refuse; the state is left untouched."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


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
