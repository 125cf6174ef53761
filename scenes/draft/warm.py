"""Card faces drawn ahead, a few a frame: a pack passed on, a new round's hand or the quests
dealt show several faces nobody has drawn yet, and drawing them all in the frame they first show
costs more than a frame. So every face the table may show at the pick stage's and the hand's
sizes is drawn ahead while the setup screen shows, and at the table while bots think or the
hand-off curtain is coming (never while the table waits for a person: then it draws nothing),
within a small time budget each frame (the caches are the process's: what is drawn once stays
drawn)."""
from __future__ import annotations

import time
from collections import deque

from scenes.draft import faces, layout, words

SETUP_BUDGET_MS = 4.0  # the setup screen draws little: room for a few faces a frame
TABLE_BUDGET_MS = 2.0  # a table frame while bots think costs about 1 ms: a face or two beside it


def jobs() -> list[tuple[str, tuple[int, int]]]:
    """Every (card or quest, size) the table shows at the stage and in the hand: the draft cards
    at the stage's size first (the next pack), then the hand's, then the quests."""
    content = words.content()
    cards, quests = sorted(content.cards), sorted(content.quests)
    return ([(c, layout.STAGE_CARD) for c in cards] + [(c, layout.HAND_CARD) for c in cards]
            + [(q, size) for size in (layout.STAGE_CARD, layout.HAND_CARD) for q in quests])


class Warmer:
    """The faces still to draw ahead, in order; step() draws some within a budget."""

    def __init__(self) -> None:
        self.left: deque | None = None  # filled at the first step: the content is read then
        self.urgent = 0  # how many at the front of `left` were asked for by first()

    def first(self, cards, size: tuple[int, int]) -> None:
        """These cards at this size next (what the seat holding the screen is about to see)."""
        self._fill()
        cards = list(cards)
        for card in reversed(cards):
            self.left.appendleft((card, size))
        self.urgent += len(cards)

    def step(self, budget_ms: float, *, urgent: bool = False) -> int:
        """Draw faces until `budget_ms` is spent (one at least while any is left); with `urgent`,
        only those first() asked for. How many were drawn."""
        self._fill()
        start, drawn = time.perf_counter(), 0
        while self.left and (not urgent or self.urgent > 0) and \
                (not drawn or (time.perf_counter() - start) * 1000 < budget_ms):
            faces.card_face(*self.left.popleft())
            self.urgent = max(0, self.urgent - 1)
            drawn += 1
        return drawn

    @property
    def done(self) -> bool:
        self._fill()
        return not self.left

    def _fill(self) -> None:
        if self.left is None:
            self.left = deque(jobs())


WARMER = Warmer()


def step(budget_ms: float, *, urgent: bool = False) -> int:
    """Draw ahead with the process's one warmer (see Warmer.step)."""
    return WARMER.step(budget_ms, urgent=urgent)
