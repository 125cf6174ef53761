"""The Legend of Drizzt table's top bar: the round, a banner saying whose turn it is and which
phase, the buttons (Table mode, Log, Rules, Undo, Bots, Map, Menu), and the hint line saying
what the person holding the screen can do now."""
from __future__ import annotations

import pygame

from game.core.protocol import CHANCE
from scenes.drizzt import layout, table_mode, words
from scenes.kit import theme
from scenes.kit.buttons import Button
from scenes.kit.draw import opaque
from scenes.kit.fonts import render
from scenes.table.chrome import top_bar, turn_banner
from scenes.kit.text import fit
from scenes.drizzt.telling import caption

PHASES = {"hero": "Hero phase", "exploration": "Exploration phase", "villain": "Villain phase"}


class TopBar:
    """Mixed into DrizztTable (over the shell's TableControls: its tooltips win)."""

    SPEED_TIP = "How fast bots and the dungeon play (click to change). Instant skips the dice."
    _told: tuple | None = None  # the banner as far as the story has been told

    def _top_bar(self) -> None:
        y = 8
        self.chrome_button("rules", (1196, y, 130, 48), 21)
        self.chrome_button("undo", (1334, y, 130, 48), 21)
        self.chrome_button("speed", (1472, y, 190, 48), 19)
        self.mode_button = self.ui.add(Button((898, y, 152, 48), "Table mode", self.toggle_table_mode, text_size=20,
                                              show_shortcut=False,
                                              tooltip="For a screen laid flat: turn each seat's heroes toward "
                                                      "its edge (T)"))
        self.ui.add(Button((1058, y, 130, 48), "Log", self.toggle_log, text_size=21, show_shortcut=False,
                           tooltip="Show or hide the game log (L)"))
        self.ui.add(Button((1670, y, 110, 48), "Map", self.frame_all, text_size=21, show_shortcut=False,
                           tooltip="See the whole dungeon (F: back to the hero). Drag the floor to pan, "
                                   "wheel to zoom."))
        self.chrome_button("menu", (1788, y, 120, 48), 21)

    def toggle_table_mode(self) -> None:
        self.table_mode = not self.table_mode
        self.camera.viewport = pygame.Rect(table_mode.VIEWPORT if self.table_mode else layout.VIEWPORT)
        self.camera.set_bounds(*self.dungeon.bounds())
        self.mode_button.label = "Desk mode" if self.table_mode else "Table mode"
        self.refresh()
        self.find_hero()

    def toggle_log(self) -> None:
        self.show_log = not self.show_log

    def banner_text(self) -> tuple[str, tuple, str]:
        """(what the banner says, its colour, its symbol): whose turn, which phase, what now;
        once the adventure is over, how it ended."""
        view = self.view
        who = self.driver.to_act
        if self.ended or self.match.over:
            return self.ending_text()
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

    def ending_text(self) -> tuple[str, tuple, str]:
        """The banner once the adventure is over: Victory or Defeat, and why."""
        outcome = self.match.outcome()
        won = bool(outcome and outcome.winners)
        reason = outcome.reason if outcome else ""
        text = ("Victory" if won else "Defeat") + (f": {reason}" if reason else "")
        return text, (theme.GOLD if won else theme.DANGER), ("sun" if won else "moon")

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
        if self.controls.card:  # the hint follows the card in hand
            return f"{words.card_name(self.controls.card)} in hand: {how or 'choose how to use it'}"
        if not self.controls.card and "" in self.controls.uses():
            how = "drag the hero, or pick a card"
        elif not self.controls.card:
            how = "pick a card"
        return f"{what[:1].upper()}{what[1:]}" + (f" · {how}" if how else "")

    def told_banner(self) -> tuple:
        """(round, banner) as far as the story has been told: it stays while dice tumble or the
        narration still has beats to start, and follows once the last of them has started."""
        held = self.driver.throwing or bool(self.story) or bool(self.narrator.beats)
        if self._told is None or not held or self.ended or self.match.over:
            self._told = (self.view.get("round", 1), self.banner_text())
        return self._told

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        key = self.told_banner()
        if self._bar is None or self._bar[0] != key:
            bar = pygame.Surface(layout.TOP_BAR.size)
            bar.blit(top_bar(layout.TOP_BAR.size), (0, 0))
            bar.blit(render(f"Round {key[0]}", 24, theme.PARCHMENT, "bold"), (20, 18))
            text, colour, symbol = key[1]
            banner = turn_banner(fit(text, 660, 22, "bold"), colour, symbol, 22)
            bar.blit(banner, banner.get_rect(midleft=(140, layout.TOP_BAR.centery)))
            self._bar = (key, opaque(bar))
        surface.blit(self._bar[1], layout.TOP_BAR)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        text = self.hint()
        if text:
            label = caption(text, theme.HILITE)
            x = self.camera.viewport.centerx + (300 if self.table_mode else 0)  # clear of the top seat's panel
            surface.blit(label, label.get_rect(midtop=(x, layout.VIEWPORT.y + 12)))
