"""A watch on a table's secrets in a pilot game: after every frame, whose hidden cards the table
drew (the table notes them in a set, `drawn_hands` or `drawn_secrets`) and whether a hand-off
curtain was up. A leak is a secret drawn under the curtain, or drawn for anyone but the person
who is to act and holds the screen."""
from __future__ import annotations

from scenes.kit.curtain import HandoffCurtain


class SecretWatch:
    def __init__(self, app, table, noted: str) -> None:
        self.app, self.table, self.noted = app, table, noted
        self.frames = self.drawn = self.curtained = 0
        self.leaks: list[str] = []
        self._frame = app.frame
        app.frame = self.frame

    def frame(self, events=None, dt=None) -> None:
        table = self.table
        setattr(table, self.noted, set())  # only what this frame draws
        self._frame(events=events, dt=dt)
        self.frames += 1
        drawn = set(getattr(table, self.noted))
        if any(isinstance(s, HandoffCurtain) for s in self.app.stack):
            self.curtained += 1
            if drawn:
                self.leaks.append(f"frame {self.frames}: secrets of {drawn} drawn under the curtain")
            return
        if drawn:
            self.drawn += 1
            to_act, holder = table.match.to_act(), table.driver.human_to_act()
            if drawn != {to_act} or holder != to_act:
                self.leaks.append(f"frame {self.frames}: secrets of {drawn} drawn, {to_act!r} to act, "
                                  f"{holder!r} holds the screen")
