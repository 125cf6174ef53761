"""A person at the Dungeon Draft table who only clicks and drags: the drafting bot decides what
(reading only its own view), this player does it with the mouse: the stage's cards and its
confirm button for a quest keep or a draft pick, a drag onto the play area or the fight zone (or
a click) for a card to play, the End turn button to pass."""
from __future__ import annotations

import random
from collections import Counter

from game.core.bots import bot_move
from game.core.common_actions import Keep, Pass, Pick
from game.draft.actions import Play
from scenes.draft import positions, words
from scenes.draft.table import FIGHT, DraftTable
from tests.scenes.table_play import human_entries, play_to_end as _play_to_end  # noqa: F401 (re-exported)


def open_table(pilot, people=(0, 1), seats: int = 4, seed: int = 5, *, bot_speed: str = "instant",
               quests: bool = True) -> DraftTable:
    pilot.app.settings.bot_speed = bot_speed
    table = DraftTable(pilot.app, setup=positions.setup_for(seats, people, quests=quests), seed=seed)
    pilot.app.stack.reset(table)
    pilot.advance(1)
    return table


def play_to_end(pilot, table, player, **kw) -> int:
    return _play_to_end(pilot, table, player, winner="draft_winner", **kw)


class UIPlayer:
    def __init__(self, pilot, table: DraftTable, *, seed: int = 0, drag: float = 0.7) -> None:
        self.pilot, self.table = pilot, table
        self.rng = random.Random(seed)
        self.drag = drag
        self.paths: Counter = Counter()
        self.actions = 0

    def button(self, label: str):
        return next((w for w in self.table.prompt.ui.widgets if getattr(w, "label", "") == label and w.visible), None)

    def act(self):
        table, pilot = self.table, self.pilot
        action = bot_move(table.match, "drafter")
        before = len(table.match.log)
        if isinstance(action, (Keep, Pick)):
            stage = table.stage
            assert stage is not None, "a keep or a pick with no stage up"
            wanted = list(action.cards) if isinstance(action, Keep) else [action.card]
            for i, card in enumerate(stage.cards):
                if card.id in wanted:
                    wanted.remove(card.id)
                    pilot.click(*stage.sprites[i].rect.center)
                    pilot.advance(1)
            pilot.click(*stage.confirm.rect.center)
            self.paths["stage"] += 1
        elif isinstance(action, Play):
            index = next(i for i, s in enumerate(table.hand) if s.card.id == action.card)
            home = table.drag.items[("hand", index)].rect
            if self.rng.random() < self.drag:
                target = table.drag.targets[FIGHT if words.cls(action.card) == "monster" else
                                            ("area", table.driver.human_to_act())].rect
                pilot.drag((home.x + 20, home.y + 40), target.center)
                self.paths["drag"] += 1
            else:
                pilot.click(home.x + 20, home.y + 40)
                self.paths["click"] += 1
        elif isinstance(action, Pass):
            pilot.click(*self.button("End turn").rect.center)
            pilot.advance(1)
            anyway = self.button("End turn anyway")
            if anyway is not None:
                pilot.click(*anyway.rect.center)
                self.paths["warned"] += 1
            self.paths["end turn"] += 1
        pilot.advance(1)
        assert len(table.match.log) > before, f"{action} by mouse did nothing"
        self.actions += 1
        return action
