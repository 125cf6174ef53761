"""Dungeon Draft setup: the common seat rows (2-5 seats, people or bots, names, colours) and the
game's one option: with quests, or the introductory game without them. The engine checks the
result."""
from __future__ import annotations

import pygame

from scenes.kit import theme
from scenes.kit.choice import Choice
from scenes.kit.fonts import render
from scenes.kit.text import wrap_surface
from scenes.draft import warm
from scenes.menu.seats import SeatSetupScene

DEFAULT_BOT = "drafter"
QUESTS = (("With quests", True), ("Introductory: no quests", False))
QUEST_TIP = ("With quests: each seat is dealt 5 quests and keeps 3; a quest played when its class icons are met "
             "scores XP. The introductory game leaves them out.")
OPTION_RECT = pygame.Rect(340, 60, 1240, 64)


class DraftSetupScene(SeatSetupScene):
    name = "draft_setup"

    def __init__(self, app, info) -> None:
        self.quests = True
        super().__init__(app, info)
        self.title = "Dungeon Draft: who is at the table?"
        self.bot_kinds = tuple(sorted(self.bot_kinds, key=lambda kind: kind != DEFAULT_BOT))
        if self.remembered["options"].get("quests") in (True, False):
            self.quests = self.remembered["options"]["quests"]
        self.rebuild()

    def remembered_options(self) -> dict:
        return {"quests": self.quests}

    def rebuild(self) -> None:
        super().rebuild()
        for _seat, colour, *_rest in self.rows:
            colour.label_size = 20  # the couch standard
        bottom = self.panel.rect.bottom + 24
        self.quest_choice = self.ui.add(Choice((self.panel.rect.x + 40, bottom + 40, 900, 60), QUESTS, self.quests,
                                               self.set_quests, text_size=24, tooltip=QUEST_TIP))

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._static is not None:  # the screen is up: the table's faces drawn while the seats are chosen
            warm.step(warm.SETUP_BUDGET_MS)

    def set_quests(self, value: bool) -> None:
        self.quests = bool(value)

    def setup(self) -> dict:
        setup = super().setup()
        setup.pop("variants", None)
        setup["quests"] = self.quests
        return setup

    def draw_static(self, surface: pygame.Surface) -> None:
        super().draw_static(surface)
        label = render("Quests", 26, theme.GOLD, "bold")
        surface.blit(label, (self.panel.rect.x + 40, self.panel.rect.bottom + 24))
        note = wrap_surface(QUEST_TIP, 900, 20, theme.TEXT_DIM)
        surface.blit(note, (self.panel.rect.x + 40, self.panel.rect.bottom + 134))
