"""The Legend of Drizzt couch co-op table: the dungeon, the party, and a hero's turn by mouse.

The scene never decides a rule. It shows the party's view, lights what the engine's legal
actions allow, hands a person's choice to the MatchDriver, and tells what the dungeon does in
reply at a pace people can follow (scenes.drizzt.narration).
"""
from __future__ import annotations

import copy
import random

import pygame

from game.core.match import Match
from game.core.protocol import CHANCE, Event
from game.drizzt import hints
from game.drizzt.content import load
from scenes.dice.tray import DiceTray
from scenes.drizzt import card_art, layout, table_mode, words
from scenes.drizzt.camera import Camera
from scenes.drizzt.dungeon_layer import DungeonLayer
from scenes.drizzt.floats import COLOURS, floats
from scenes.drizzt.gestures import Gestures
from scenes.drizzt.hand import HandStrip
from scenes.drizzt.motion import Motion
from scenes.drizzt.narration import PACE, Narrator
from scenes.drizzt.party_panel import PartyPanel
from scenes.drizzt.prompts import Prompting
from scenes.drizzt.table_mode import EdgePanels
from scenes.drizzt.turn_controls import TurnControls
from scenes.kit import theme
from scenes.kit.anim import Flyers
from scenes.kit.buttons import Button
from scenes.kit.draw import opaque
from scenes.kit.driver import MatchDriver, SeatPlay
from scenes.kit.fonts import render
from scenes.kit.log import LogPanel
from scenes.kit.options import OptionPanel
from scenes.kit.seat_style import seat_styles
from scenes.kit.text import fit
from scenes.kit.table_chrome import Autosaver, top_bar, turn_banner
from scenes.kit.widget import WidgetGroup
from scenes.settings import BOT_SPEEDS
from scenes.stack import Scene

PHASES = {"hero": "Hero phase", "exploration": "Exploration phase", "villain": "Villain phase"}
HANDOVER_SECONDS = 1.8
START_SPACE = 84  # px per space when a table opens: close enough to read the tile
ROLL_TITLES = {"hero_attack": "Attack roll", "monster_attack": "The monster attacks", "curse_roll": "Shake off the curse",
               "disarm": "Disarm the trap", "unlock": "Force the lock", "cure": "Fight off the poison"}


class DrizztTable(Gestures, Prompting, Scene):
    name = "drizzt_table"

    def __init__(self, app, *, setup: dict | None = None, match: Match | None = None) -> None:
        super().__init__(app)
        if match is None:
            setup = dict(setup or {})
            seed = setup.pop("seed", None)
            match = Match("drizzt", setup, random.randrange(2**31) if seed is None else int(seed))
        self.match = match
        self.styles = seat_styles(match.setup)
        self.autosave = Autosaver(app)
        self.driver = MatchDriver(app, match, [SeatPlay(s.name, s.bot, "", s.symbol) for s in self.styles],
                                  secrets=False, on_events=self.on_events, on_roll=self.on_roll,
                                  on_over=self.on_over, autosave=self.autosave)
        self.camera = Camera(layout.VIEWPORT, space=START_SPACE)
        self.dungeon = DungeonLayer(self.camera, [s.colour for s in self.styles])
        self.party = PartyPanel(layout.PARTY)
        self.hand = HandStrip(layout.HAND)
        self.controls = TurnControls()
        self.narrator = Narrator()
        self.motion = Motion()
        self.flyers = Flyers()
        self.world_floats: list[list] = []  # [surface, (wx, wy), age, delay]
        self.ui = WidgetGroup()
        self.log = LogPanel(layout.LOG, title="", text_size=17)
        self.log.tooltip = "The game log: every event in order. Scroll with the mouse wheel."
        self.prompt = OptionPanel(layout.PROMPT, columns=1, row_h=46, fit=True)
        self.action_bar = OptionPanel(layout.ACTIONS, columns=2, row_h=52, gap=8, text_size=19)
        self.view: dict = {}
        self.legal: list = []
        self.handover: list | None = None  # [text, colour, symbol, seconds left]
        self.last_viewer = self.driver.viewer
        self.last_events: list = []
        self.ended = False
        self.turn_seen: tuple | None = None
        self.show_log = True
        self._bar: tuple | None = None  # (what it says, the top bar drawn opaque)
        self.table_mode = False
        self.edges = EdgePanels()
        self.dropped = -1  # the hero just dragged onto its new space
        self.init_gestures()
        self._top_bar()
        names = ", ".join(f"{h.name} ({self.styles[h.seat].name})" for h in match.state.heroes)
        self.log.add(f"{load().adventures[match.state.adventure].name}: {names}.")
        for event in self._story_so_far():
            self.log.add(words.log_line(event))
        self.refresh()
        self._frame_map(jump=True)

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
        self.controls.update(self.match.state, self.legal, hero)
        self.dungeon.show(self.view)
        self.party.show(self.view, self.styles, active=self.turn_hero())
        if self.table_mode:
            self.edges.show(self.view, self.styles, self.turn_hero())
        shown = hero if hero is not None else (self.turn_hero() if self.view.get("phase") == "play" else None)
        numbers = hints.numbers(self.match.state, shown) if shown is not None else {}
        self.hand.show(self.view, shown, self.controls.uses(), self.controls.card, numbers, layout.ACTIONS.x - 12)
        self._prompts()
        self._top_bar_state()
        self.lit_changed()
        turn = (self.view.get("round"), self.turn_hero())
        if turn != self.turn_seen:  # a new hero's turn: look at that hero
            self.turn_seen = turn
            self.find_hero()

    def on_events(self, seat, action, events) -> None:
        old = self.view
        self.last_events = list(events)
        own = isinstance(seat, int) and not self.driver.is_bot(seat)
        self.refresh()
        retold = self._retold(events)
        for event in retold:
            self.log.add(words.log_line(event), *self._log_style(event))
        if not self.driver.instant:
            self.motion.between(old, self.view)
            self.motion.walks.pop(("hero", self.dropped), None)  # a hero put down by hand is already there
        self.dropped = -1
        pace = 0.0 if self.driver.instant else PACE.get(self.app.settings.bot_speed, 0.9)
        self.narrator.tell(retold, self.view, pace, own=own)
        self._floats(events, old)

    def _story_so_far(self) -> list:
        """The last events of a resumed match, told as they were told live: the log is replayed
        on a scratch state and each batch with a tactic is retold with the view of its time."""
        rules, match, told = self.match.rules, self.match, []
        state = rules.new_game(copy.deepcopy(match.setup))
        for entry in match.log:
            events = rules.apply(state, entry.action)
            tactic = any(isinstance(e.data, dict) and "tactic" in e.data for e in events)
            told += self._retold(events, state, rules.view(state, self.seat)) if tactic else events
        return told[-self.log.limit:]

    def _retold(self, events, state=None, view=None) -> list:
        """The events with each monster's tactic told in full ("The Goblin Cutter moves next to
        Thalia and attacks"), naming the hero its pending attack roll goes at."""
        state = self.match.state if state is None else state
        view = self.view if view is None else view
        target = None
        if state.chance is not None and state.chance.purpose == "monster_attack":
            target = state.chance.data.get("hero")
        elif state.decisions and state.decisions[-1].kind == "react":
            target = state.decisions[-1].data.get("target")
        lines = iter(words.villain_lines(events, view, target))
        return [Event(next(lines, e.text), e.data) if isinstance(e.data, dict) and "tactic" in e.data else e
                for e in events]

    def _log_style(self, event) -> tuple:
        hero = event.data.get("hero") if isinstance(event.data, dict) else None
        heroes = self.view.get("heroes", [])
        if isinstance(hero, int) and 0 <= hero < len(heroes):
            style = self.styles[heroes[hero]["seat"]]
            return style.colour, style.symbol
        return None, None

    def _floats(self, events, old: dict) -> None:
        for k, f in enumerate(floats(events)):
            where = self._figure_centre(f.target, self.view) or self._figure_centre(f.target, old)
            if where is None:
                continue
            label = render(f.text, 30, COLOURS.get(f.kind, theme.TEXT), "bold")
            shadow = render(f.text, 30, (10, 8, 8), "bold")
            surf = pygame.Surface((label.get_width() + 3, label.get_height() + 3), pygame.SRCALPHA)
            surf.blit(shadow, (3, 3))
            surf.blit(label, (0, 0))
            self.world_floats.append([surf, where, 0.0, 0.25 * k])
        del self.world_floats[:-24]

    @staticmethod
    def _figure_centre(target, view: dict) -> tuple[float, float] | None:
        if not view:
            return None
        kind, key = target
        if kind == "hero" and 0 <= key < len(view.get("heroes", [])):
            cell = view["heroes"][key].get("cell")
            return (cell[0] + 0.5, cell[1] + 0.5) if cell else None
        for m in view.get("monsters", []):
            if m["uid"] == key:
                size = load().monster(m["card"]).size
                return m["cell"][0] + size / 2, m["cell"][1] + size / 2
        return None

    def on_roll(self, kinds, values, purpose, done) -> None:
        def seen(_rolls) -> None:
            done()
            self.refresh()

        told = [words.log_line(e) for e in self.last_events if e.text]
        tray = DiceTray(self.app, list(zip(kinds, values)), on_done=seen, title=ROLL_TITLES.get(purpose, "The d20"))
        tray.result = told[0] if told else " ".join(str(v) for v in values)
        tray.auto_close = 1.2 if self._bot_time() else 2.5
        self.app.stack.push(tray)

    def _bot_time(self) -> bool:
        who = self.driver.to_act
        return not isinstance(who, int) or self.driver.is_bot(who) or self.driver.human_to_act() is None

    def on_over(self) -> None:
        self.refresh()
        if not self.ended:
            self.ended = True
            self.narrator.skip()
            self.show_end()

    def show_end(self) -> None:
        from scenes.drizzt.epilogue import DrizztEndScene

        self.app.stack.push(DrizztEndScene(self.app, self.match))

    def act(self, action) -> bool:
        """Hand a person's choice to the engine; a refusal is shown and nothing changes."""
        reason = self.driver.act(action)
        if reason:
            self.app.toasts.show(reason, "error")
            return False
        return True

    def undo(self) -> None:
        reason = self.driver.undo()
        if reason:
            self.app.toasts.show(reason, "error")
            return
        self.narrator.clear()
        self.log.add("Undone: back to your last choice.")
        self.refresh()
        self.app.toasts.show("Undone", "info")

    # -- the top bar -------------------------------------------------------------------------------
    def _top_bar(self) -> None:
        y = 8
        self.ui.add(Button((1196, y, 130, 48), "Rules", self.open_rules, text_size=21, show_shortcut=False,
                           tooltip="The rules of Legend of Drizzt, in our own words"))
        self.undo_button = self.ui.add(Button((1334, y, 130, 48), "Undo", self.undo, text_size=21,
                                              show_shortcut=False,
                                              tooltip="Take back your last choice (Ctrl+Z), back to the last "
                                                      "roll or draw"))
        self.speed_button = self.ui.add(Button((1472, y, 190, 48), "", self.cycle_speed, text_size=19,
                                               show_shortcut=False))
        self.mode_button = self.ui.add(Button((898, y, 152, 48), "Table mode", self.toggle_table_mode, text_size=19,
                                              show_shortcut=False,
                                              tooltip="For a screen laid flat: turn each seat's heroes toward "
                                                      "its edge (T)"))
        self.ui.add(Button((1058, y, 130, 48), "Log", self.toggle_log, text_size=21, show_shortcut=False,
                           tooltip="Show or hide the game log (L)"))
        self.ui.add(Button((1670, y, 110, 48), "Map", self.frame_all, text_size=21, show_shortcut=False,
                           tooltip="See the whole dungeon (F: back to the hero). Drag the floor to pan, "
                                   "wheel to zoom."))
        self.ui.add(Button((1788, y, 120, 48), "Menu", self.open_menu, text_size=21, show_shortcut=False,
                           tooltip="Pause: save, load, settings, rules, quit (Esc)"))

    def toggle_table_mode(self) -> None:
        self.table_mode = not self.table_mode
        self.camera.viewport = pygame.Rect(table_mode.VIEWPORT if self.table_mode else layout.VIEWPORT)
        self.camera.set_bounds(*self.dungeon.bounds())
        self.mode_button.label = "Desk mode" if self.table_mode else "Table mode"
        self.refresh()
        self.find_hero()

    def toggle_log(self) -> None:
        self.show_log = not self.show_log

    def _top_bar_state(self) -> None:
        self.undo_button.enabled = self.driver.can_undo()
        self.speed_button.label = f"Bots: {self.app.settings.bot_speed}"
        self.speed_button.tooltip = "How fast bots and the dungeon play (click to change). Instant skips the dice."

    def cycle_speed(self) -> None:
        speeds = list(BOT_SPEEDS)
        self.app.settings.bot_speed = speeds[(speeds.index(self.app.settings.bot_speed) + 1) % len(speeds)]
        self.app.save_settings()
        self._top_bar_state()

    def open_rules(self) -> None:
        from scenes.menu.rules import RulesScene

        self.app.stack.push(RulesScene(self.app, start=self.match.info.title))

    def open_menu(self) -> None:
        from scenes.menu.pause import PauseMenu

        self.app.stack.push(PauseMenu(self.app, match_provider=lambda: self.match))

    def banner_text(self) -> tuple[str, tuple, str]:
        """(what the banner says, its colour, its symbol): whose turn, which phase, what now."""
        view = self.view
        who = self.driver.to_act
        heroes = view.get("heroes", [])
        turn = view.get("turn", {})
        hero = heroes[turn.get("hero", 0)] if heroes else None
        phase = PHASES.get(turn.get("phase", ""), "")
        if who == CHANCE or not isinstance(who, int):
            style = self.styles[hero["seat"]] if hero else None
            text = f"{hero['name']} · {phase}" if hero else "The dungeon stirs"
            return text, (style.colour if style else theme.PANEL_EDGE), (style.symbol if style else "star")
        style = self.styles[who]
        hero_name = hero["name"] if hero else ""
        if self.driver.is_bot(who):
            return f"{style.name} (bot) plays {hero_name} · {phase}", style.colour, style.symbol
        decision = view.get("decision") or {}
        if decision.get("kind") == "hero":
            return f"{style.name}: {hero_name}'s turn · {phase}", style.colour, style.symbol
        asked = decision.get("data", {}).get("hero")
        name = heroes[asked]["name"] if isinstance(asked, int) and 0 <= asked < len(heroes) else hero_name
        return f"{style.name}: a choice for {name}", style.colour, style.symbol

    def hint(self) -> str:
        """What the person holding the screen can do now, in a line under the dungeon."""
        if self.driver.human_to_act() is None:
            return ""
        decision = self.view.get("decision") or {}
        if decision.get("kind") != "hero":
            return ""
        what = words.decision_words(self.view, self.legal).split(words.DASH, 1)[-1].strip()
        what = what.replace("; or end the phase", "").replace("hero phase: ", "")
        how = {"move": "drag the hero to a lit space", "attack": "click a lit monster",
               "ally": "click a lit hero"}.get(self.controls.uses().get(self.controls.card), "")
        if not self.controls.card and "" in self.controls.uses():
            how = "drag the hero, or pick a card"
        elif not self.controls.card:
            how = "pick a card"
        return f"{what[:1].upper()}{what[1:]}" + (f" · {how}" if how else "")

    # -- time --------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        beat = self.narrator.update(dt)
        if beat is not None and beat.focus is not None:
            self.camera.follow(beat.focus)
        if not self.narrator.holding:
            before = (self.driver.waiting, self.driver.viewer)
            self.driver.update(dt)
            if (self.driver.waiting, self.driver.viewer) != before:
                self.refresh()
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

    def _maybe_hand_over(self) -> None:
        """A different person holds the screen now: say so, with their colour (couch co-op)."""
        viewer = self.driver.viewer
        if viewer == self.last_viewer or viewer is None:
            return
        self.last_viewer = viewer
        if len(self.driver.humans) < 2:
            return
        style = self.styles[viewer]
        hero = self.acting_hero()
        name = self.view["heroes"][hero]["name"] if hero is not None else "your hero"
        self.handover = [f"{style.name}, over to you: {name}", style.colour, style.symbol, HANDOVER_SECONDS]
        if hero is not None and self.view["heroes"][hero].get("cell"):
            self.camera.follow(tuple(self.view["heroes"][hero]["cell"]))

    def pause(self) -> None:
        self.ui.reset_pointer()
        self.reset_gestures()

    def resume(self) -> None:
        self.ui.reset_pointer()
        self.refresh()

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_dungeon(surface)
        self._draw_world_floats(surface)
        if self.show_log:
            self.log.draw(surface)
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
        self.ui.tooltips.draw(surface)
        self.prompt.draw_tooltips(surface)
        self.action_bar.draw_tooltips(surface)
        self.draw_tip(surface)

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        key = (self.view.get("round", 1), self.banner_text())
        if self._bar is None or self._bar[0] != key:
            bar = pygame.Surface(layout.TOP_BAR.size)
            bar.blit(top_bar(layout.TOP_BAR.size), (0, 0))
            bar.blit(render(f"Round {key[0]}", 24, theme.PARCHMENT, "bold"), (20, 18))
            text, colour, symbol = key[1]
            banner = turn_banner(fit(text, 660, 22, "bold"), colour, symbol, 22)
            bar.blit(banner, banner.get_rect(midleft=(140, layout.TOP_BAR.centery)))
            self._bar = (key, opaque(bar))
        surface.blit(self._bar[1], layout.TOP_BAR)

    def _draw_world_floats(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(layout.VIEWPORT)
        for surf, (wx, wy), age, delay in self.world_floats:
            if age < delay:
                continue
            t = (age - delay) / 1.3
            x, y = self.camera.to_screen(wx, wy)
            surf.set_alpha(255 if t < 0.6 else int(255 * (1 - (t - 0.6) / 0.4)))
            surface.blit(surf, surf.get_rect(center=(x, y - 30 - 50 * t)))
        surface.set_clip(clip)

    def _draw_caption(self, surface: pygame.Surface) -> None:
        text = self.narrator.caption
        if not text:
            return
        label = _caption(text)
        surface.blit(label, label.get_rect(midbottom=layout.CAPTION.midbottom))

    def _draw_hint(self, surface: pygame.Surface) -> None:
        text = self.hint()
        if text:
            label = _caption(text, theme.HILITE)
            x = self.camera.viewport.centerx + (300 if self.table_mode else 0)  # clear of the top seat's panel
            surface.blit(label, label.get_rect(midtop=(x, layout.VIEWPORT.y + 12)))

    def _draw_card(self, surface: pygame.Surface) -> None:
        """An encounter shown large: while it is told, and while the party decides to cancel it."""
        decision = self.view.get("decision") or {}
        card = decision.get("data", {}).get("card") if decision.get("kind") in ("cancel", "give") else ""
        card = card or self.narrator.card
        if not card:
            return
        face = card_art.card_surface(card, (400, 554))
        x = layout.PROMPT.x - face.get_width() - 24 if self.prompt.options else self.camera.viewport.x + 40
        surface.blit(face, (max(16, x), layout.STAGE.y + 90))

    def _draw_handover(self, surface: pygame.Surface) -> None:
        if self.handover is None:
            return
        text, colour, symbol, left = self.handover
        banner = turn_banner(text, colour, symbol, 40)
        banner.set_alpha(int(255 * min(1.0, left / 0.4)))
        surface.blit(banner, banner.get_rect(center=(layout.VIEWPORT.centerx, layout.VIEWPORT.y + 240)))


_CAPTIONS: dict[tuple, pygame.Surface] = {}


def _caption(text: str, colour: tuple = theme.PARCHMENT) -> pygame.Surface:
    surf = _CAPTIONS.get((text, colour))
    if surf is None:
        label = render(fit(text, layout.CAPTION.w - 48, 22, "bold"), 22, colour, "bold")
        surf = pygame.Surface((label.get_width() + 48, label.get_height() + 18), pygame.SRCALPHA)
        pygame.draw.rect(surf, (16, 12, 14, 215), surf.get_rect(), border_radius=14)
        pygame.draw.rect(surf, theme.PANEL_EDGE, surf.get_rect(), 2, border_radius=14)
        surf.blit(label, (24, 9))
        if len(_CAPTIONS) > 64:
            _CAPTIONS.clear()
        _CAPTIONS[(text, colour)] = surf
    return surf
