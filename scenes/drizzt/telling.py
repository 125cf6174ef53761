"""How the Legend of Drizzt table tells what happened: the log (tactics told in full, for a
resumed game too), the narration beats, numbers floating over the tokens, the dice tray, an
encounter card shown large, and the hand-over banner between people on the couch."""
from __future__ import annotations

import pygame

from game.core.protocol import Event
from game.drizzt.content import load
from scenes.drizzt import card_art, layout, words
from scenes.drizzt.clear_view import float_rect, free_area
from scenes.drizzt.floats import COLOURS, floats
from scenes.drizzt.narration import PACE
from scenes.kit import theme
from scenes.kit.fonts import render
from scenes.table.chrome import story_so_far, turn_banner
from scenes.kit.text import fit

HANDOVER_SECONDS = 1.8
TOLD_CARD = (400, 554)  # an encounter card's size while it is told


def warm_told_cards() -> None:
    """Draw one encounter of each kind at the size it is told, while the table opens: the frames
    and bands of a kind are shared by its cards, so the first encounter of the evening costs
    a frame no more than any later one (some 40 ms, once a process)."""
    kinds = {}
    for card_id in load().encounters:
        kinds.setdefault(card_art.encounter_kind(card_id), card_id)
    for card_id in kinds.values():
        card_art.encounter_card(card_id, TOLD_CARD)
ROLL_TITLES = {"hero_attack": "Attack roll", "monster_attack": "The monster attacks", "curse_roll": "Shake off the curse",
               "disarm": "Disarm the trap", "unlock": "Force the lock", "cure": "Fight off the poison"}


class Telling:
    """Mixed into DrizztTable (which has match, driver, view, log, narrator, motion, camera...)."""

    def on_events(self, seat, action, events) -> None:
        old = self.previous_view = self.view
        self.last_events = list(events)
        own = isinstance(seat, int) and not self.driver.is_bot(seat)
        self.refresh()
        retold = self._retold(events)
        if not self.driver.instant:
            self.motion.between(old, self.view, events)
            self.motion.walks.pop(("hero", self.dropped), None)  # a hero put down by hand is already there
        self.dropped = -1
        pace = 0.0 if self.driver.instant else PACE.get(self.app.settings.bot_speed, 0.9)
        lines = [(self.log_line(e), *self.log_style(e)) for e in retold]  # logged as the story reaches them
        self.sounds.queue(retold)  # and heard as it reaches them (reach), the rest once it is told
        self.narrator.tell(retold, self.view, pace, own=own, lines=lines, write=lambda entry: self.log.add(*entry))
        self._floats(events, old)

    def told_so_far(self) -> list:
        """The last events of a resumed match, told as they were told live: each batch with a
        tactic is retold with the view of its time."""
        def retell(events, state) -> list:
            tactic = any(isinstance(e.data, dict) and "tactic" in e.data for e in events)
            return self._retold(events, self.match.rules.view(state, self.seat)) if tactic else events

        return story_so_far(self.match, self.log.limit, retell)

    def _retold(self, events, view=None) -> list:
        """The events with each monster's tactic told in full ("The Goblin Notcher moves next to
        Thalia and attacks"), naming the hero its pending attack roll goes at (read from the view
        of that moment)."""
        view = self.view if view is None else view
        chance, decision = view.get("chance") or {}, view.get("decision") or {}
        target = None
        if chance.get("purpose") == "monster_attack":
            target = chance.get("hero")
        elif decision.get("kind") == "react":
            target = decision.get("data", {}).get("target")
        lines = iter(words.villain_lines(events, view, target))
        return [Event(next(lines, e.text), e.data) if isinstance(e.data, dict) and "tactic" in e.data else e
                for e in events]

    def log_line(self, event) -> str:
        return words.log_line(event)

    def log_style(self, event) -> tuple:
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

    def roll_title(self, purpose: str) -> str:
        """The tray's title: for a hero's attack, whom it is against and that monster's Defense."""
        title = ROLL_TITLES.get(purpose, "The d20")
        if purpose == "hero_attack":
            roll = next((e.data for e in self.last_events if isinstance(e.data, dict) and "target" in e.data
                         and "roll" in e.data), None)
            # the view on show is the one before the throw (its events wait for the dice)
            card = (words.card_of(self.view, roll["target"]) or words.card_of(self.previous_view, roll["target"])) \
                if roll else ""
            if card:
                monster = load().monster(card)
                title = f"Attack roll against {monster.name} (Defense {monster.defense})"
        return title

    def bots_playing(self) -> bool:
        """The tray closes sooner unless a person at the screen is deciding."""
        who = self.driver.to_act
        return not isinstance(who, int) or self.driver.is_bot(who) or self.driver.human_to_act() is None

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
            self.camera.bring_into_view(tuple(self.view["heroes"][hero]["cell"]), free_area(self))

    def _draw_world_floats(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(layout.VIEWPORT)
        free = free_area(self) if self.world_floats else None  # never over the hint, captions or log
        for surf, (wx, wy), age, delay in self.world_floats:
            if age < delay:
                continue
            t = (age - delay) / 1.3
            x, y = self.camera.to_screen(wx, wy)
            surf.set_alpha(255 if t < 0.6 else int(255 * (1 - (t - 0.6) / 0.4)))
            surface.blit(surf, float_rect(surf, (x, y - 30 - 50 * t), free))
        surface.set_clip(clip)

    def _draw_caption(self, surface: pygame.Surface) -> None:
        text = self.narrator.caption
        if not text:
            return
        label = caption(text)
        surface.blit(label, label.get_rect(midbottom=layout.CAPTION.midbottom))

    def _draw_card(self, surface: pygame.Surface) -> None:
        """An encounter shown large: while it is told, and while the party decides to cancel it."""
        decision = self.view.get("decision") or {}
        card = decision.get("data", {}).get("card") if decision.get("kind") in ("cancel", "give") else ""
        card = card or self.narrator.card
        if not card:
            return
        face = card_art.card_surface(card, TOLD_CARD)
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


def caption(text: str, colour: tuple = theme.PARCHMENT) -> pygame.Surface:
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
