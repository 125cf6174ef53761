"""A person at the Dungeon Draft table who only clicks and drags (the shared MousePlayer): the
drafting bot decides what, reading only its own view; the gestures: the stage's cards and its
confirm button for a quest keep or a draft pick, a drag onto the play area or the fight zone (or
a click) for a card to play, the End turn button (and, when it warns, End turn anyway) to pass."""
from __future__ import annotations

from typing import Callable

from game.core.common_actions import Keep, Pass, Pick
from game.draft.actions import Play
from scenes.draft import positions, words
from scenes.draft.table import FIGHT, DraftTable
from tests.scenes.table_play import MousePlayer, human_entries, play_to_end as _play_to_end  # noqa: F401


def open_table(pilot, people=(0, 1), seats: int = 4, seed: int = 5, *, bot_speed: str = "instant",
               quests: bool = True) -> DraftTable:
    pilot.app.settings.bot_speed = bot_speed
    table = DraftTable(pilot.app, setup=positions.setup_for(seats, people, quests=quests), seed=seed)
    pilot.app.stack.reset(table)
    pilot.advance(1)
    return table


def play_to_end(pilot, table, player, **kw) -> int:
    return _play_to_end(pilot, table, player, winner="draft_winner", **kw)


class UIPlayer(MousePlayer):
    def __init__(self, pilot, table: DraftTable, *, seed: int = 0, wild: float = 0.0) -> None:
        super().__init__(pilot, table, seed=seed, bot="drafter", wild=wild)

    def gestures(self, action) -> list[tuple[str, Callable]]:
        if isinstance(action, (Keep, Pick)):
            return [("stage", self.on_stage)]
        if isinstance(action, Play):
            return [("drag", self.drag), ("click", self.click_card)] if self.rng.random() < 0.7 else \
                [("click", self.click_card), ("drag", self.drag)]
        if isinstance(action, Pass):
            return [("end turn", self.end_turn)]
        return []

    def on_stage(self, action) -> str | None:
        stage = self.table.stage
        if stage is None:
            return "no stage up"
        wanted = list(action.cards) if isinstance(action, Keep) else [action.card]
        for i, card in enumerate(stage.cards):
            if card.id in wanted:
                wanted.remove(card.id)
                self.click(stage.sprites[i].rect.center)
                self.pilot.advance(1)
        self.click(stage.confirm.rect.center)
        self.pilot.advance(1)
        return None

    def _home(self, card: str):
        index = next((i for i, s in enumerate(self.table.hand) if s.card.id == card), None)
        return None if index is None else self.table.drag.items[("hand", index)].rect

    def drag(self, action) -> str | None:
        home = self._home(action.card)
        if home is None:
            return "the card is not in the hand"
        place = FIGHT if words.cls(action.card) == "monster" else ("area", self.table.driver.human_to_act())
        self.pilot.drag((home.x + 20, home.y + 40), self.table.drag.targets[place].rect.center)
        self.pilot.advance(1)
        return self.table.drag.last_refusal

    def click_card(self, action) -> str | None:
        home = self._home(action.card)
        if home is None:
            return "the card is not in the hand"
        self.click((home.x + 20, home.y + 40))
        self.pilot.advance(1)
        return None

    def end_turn(self, action) -> str | None:
        why = self.press_button(self.table.prompt, lambda w: getattr(w, "label", "") == "End turn", "End turn")
        self.pilot.advance(1)
        if why is None and any(getattr(w, "label", "") == "End turn anyway" for w in self.table.prompt.ui.widgets):
            self.paths[("pass", "warned")] += 1
            why = self.press_button(self.table.prompt, lambda w: getattr(w, "label", "") == "End turn anyway",
                                    "End turn anyway")
        return why
