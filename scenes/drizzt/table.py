"""The Legend of Drizzt couch co-op table: the dungeon, the party, and a hero's turn by mouse.

The scene never decides a rule. It shows the party's view, lights what the engine's legal
actions allow, hands a person's choice to the MatchDriver, and tells what the dungeon does in
reply at a pace people can follow (scenes.drizzt.narration).
"""
from __future__ import annotations

import pygame

from game.core.match import Match
from game.drizzt.content import load
from scenes.drizzt import layout
from scenes.drizzt.camera import Camera
from scenes.drizzt.clear_view import free_area
from scenes.drizzt.dungeon_layer import DungeonLayer
from scenes.drizzt.gestures import Gestures
from scenes.drizzt.hand import HandStrip
from scenes.drizzt.motion import Motion
from scenes.drizzt.narration import Narrator
from scenes.drizzt.party_panel import PartyPanel
from scenes.drizzt.prompts import Prompting
from scenes.drizzt.sounds import SOUNDS
from scenes.drizzt.table_mode import EdgePanels
from scenes.drizzt.telling import Telling, warm_told_cards
from scenes.drizzt.top_bar import TopBar
from scenes.drizzt.turn_controls import TurnControls
from scenes.kit.anim import Flyers
from scenes.kit.options import OptionPanel
from scenes.table.scene import TableScene

START_SPACE = 84  # px per space when a table opens: close enough to read the tile


class DrizztTable(Gestures, Prompting, Telling, TopBar, TableScene):
    name = "drizzt_table"
    game = "drizzt"
    secrets = False  # co-op: everyone sees the same table
    LOG_RECT = layout.LOG
    LOG_TEXT = 20
    BOT_TRAY_SECONDS = 1.2
    SOUNDS = SOUNDS

    def __init__(self, app, *, setup: dict | None = None, seed: int | None = None,
                 match: Match | None = None) -> None:
        super().__init__(app, setup=setup, seed=seed, match=match)
        self.camera = Camera(layout.VIEWPORT, space=START_SPACE)
        self.dungeon = DungeonLayer(self.camera, [s.colour for s in self.styles])
        self.party = PartyPanel(layout.PARTY)
        self.hand = HandStrip(layout.HAND)
        self.controls = TurnControls()
        self.narrator = Narrator()
        self.motion = Motion()
        self.flyers = Flyers()
        self.world_floats: list[list] = []  # [surface, (wx, wy), age, delay]
        self.prompt = OptionPanel(layout.PROMPT, columns=1, row_h=46, fit=True)
        self.action_bar = OptionPanel(layout.ACTIONS, columns=2, row_h=42, gap=6, text_size=20)
        self.view: dict = {}
        self.previous_view: dict = {}  # the view before the last events (a monster just felled is still in it)
        self.legal: list = []
        self.handover: list | None = None  # [text, colour, symbol, seconds left]
        self.last_viewer = self.driver.viewer
        self.turn_seen: tuple | None = None
        self.show_log = True
        self._bar: tuple | None = None  # (what it says, the top bar drawn opaque)
        self.table_mode = False
        self.edges = EdgePanels()
        self.dropped = -1  # the hero just dragged onto its new space
        self.init_gestures()
        self.open()

    def opening_line(self) -> str:
        party = self.match.view(0)  # co-op: every seat sees the same party
        names = ", ".join(f"{h['name']} ({self.styles[h['seat']].name})" for h in party["heroes"])
        return f"{load().adventures[party['adventure']].name}: {names}."

    def first_look(self) -> None:
        warm_told_cards()  # while the table opens, not when the first encounter is told
        self.find_hero(jump=True)

    # -- the engine side ---------------------------------------------------------------------------
    @property
    def seat(self) -> int:
        """The seat whose view is shown (co-op: everyone sees the same table)."""
        viewer = self.driver.viewer
        return viewer if isinstance(viewer, int) else 0

    def acting_hero(self) -> int | None:
        """The hero a person is deciding for now (None: a bot, the dice, or the story)."""
        if self.driver.human_to_act() is None:
            return None
        decision = self.view.get("decision") or {}
        hero = decision.get("data", {}).get("hero")
        return hero if isinstance(hero, int) else None

    def turn_hero(self) -> int:
        return int(self.view.get("turn", {}).get("hero", 0))

    def refresh(self) -> None:
        """Read the position again: view, legal actions, what is lit, the panels."""
        self.view = self.match.view(self.seat)
        actor = self.driver.human_to_act()
        self.legal = self.match.legal_actions() if actor is not None else []
        decision = self.view.get("decision") or {}
        hero = self.acting_hero() if decision.get("kind") == "hero" else None
        self.controls.update(self.match.ask, self.legal, hero)
        self.dungeon.show(self.view)
        self.party.show(self.view, self.styles, active=self.turn_hero())
        if self.table_mode:
            self.edges.show(self.view, self.styles, self.turn_hero())
        shown = hero if hero is not None else (self.turn_hero() if self.view.get("phase") == "play" else None)
        numbers = self.view["numbers"][shown] if shown is not None else {}
        self.hand.show(self.view, shown, self.controls.uses(), self.controls.card, numbers, layout.ACTIONS.x - 12)
        self._prompts()
        self._top_bar_state()
        self.lit_changed()
        turn = (self.view.get("round"), self.turn_hero())
        if turn != self.turn_seen:  # a new hero's turn: look at that hero
            self.turn_seen = turn
            self.find_hero()

    def show_end(self) -> None:
        self.narrator.skip()
        super().show_end()

    def end_scene(self):
        from scenes.drizzt.epilogue import DrizztEndScene

        return DrizztEndScene(self.app, self.match)

    def after_undo(self) -> None:
        self.narrator.clear()  # the story being told is undone too
        self.refresh()

    # -- time --------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        beat = self.narrator.update(dt)
        if beat is not None:
            self.sounds.reach(beat.text)  # a beat's sound with its caption
        if beat is not None and beat.focus is not None:
            self.camera.bring_into_view(beat.focus, free_area(self))  # moves only if not seen
        if not self.narrator.holding and self.drive(dt):
            self._maybe_hand_over()
        self.camera.update(dt)
        self.motion.update(dt)
        self.flyers.update(dt)
        for f in self.world_floats:
            f[2] += dt
        self.world_floats = [f for f in self.world_floats if f[2] < f[3] + 1.3]
        if self.handover is not None:
            self.handover[3] -= dt
            if self.handover[3] <= 0:
                self.handover = None
        self.update_gestures(dt)
        self.prompt.update(dt)
        self.action_bar.update(dt)
        self.ui.update(dt)
        self.log.update(dt)
        if self.press is None and not self.narrator.holding and not self.motion.busy and self.camera.target is None:
            self.dungeon.warm_next()  # at rest: the next zoom levels' pictures, one quick scale a frame

    def animating(self) -> bool:
        """The story being told, the camera gliding, figures walking, floats and flyers, the
        hand-over banner, a hero in the hand or springing back, a zoom settling, target rings
        breathing, tooltips waiting (TableScene.moving)."""
        tips = self.tooltips
        return (self.narrator.holding or bool(self.narrator.card) or self.camera.target is not None
                or self.motion.busy or self.flyers.busy or bool(self.world_floats) or self.handover is not None
                or self.press is not None or self.spring is not None
                or not self.dungeon.settled or self.dungeon.breathing
                or (tips.subject is not None and not tips.showing)
                or self.prompt.ui.moving() or self.action_bar.ui.moving())

    def pause(self) -> None:
        super().pause()
        self.reset_gestures()

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_dungeon(surface)
        self._draw_world_floats(surface)
        if self.show_log:
            surface.blit(self.log.picture(), self.log.rect)
        self._draw_caption(surface)
        self._draw_hint(surface)
        self._draw_card(surface)
        self.hand.draw(surface)
        if self.action_bar.options:
            self.action_bar.draw(surface)
        if self.table_mode:
            self.edges.draw(surface)
        else:
            self.party.draw(surface)
        self._draw_top_bar(surface)
        if self.prompt.options:
            self.prompt.draw(surface)
        self._draw_handover(surface)
        self.draw_drag(surface)
        self.flyers.draw(surface)
        self.ui.draw(surface)
        self.draw_tips(surface)
