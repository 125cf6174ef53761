"""The mouse on the Legend of Drizzt table.

- Drag the hero whose turn it is onto a lit space to move there (the path it walks is drawn);
  or click a lit space. Drag empty floor (or with the right button) to pan; the wheel zooms.
- Click a card in the hand to take it up: its targets light up (monsters in range, heroes to
  help, spaces a move card reaches); click one. Click the card again to put it down.
- A click while the dungeon is telling its story hurries the story along.
- Right-click a card, a hero, a monster or a tile to see it large (any click or Esc closes it).
- Keys: F finds the hero, M shows the whole map, Space hurries the story, Esc puts a card down
  (or opens the menu), Ctrl+Z undoes.
Refusals come from the engine (asked on a copy of the state) and spring the hero back.
"""
from __future__ import annotations

import pygame

from game.drizzt import actions as A
from game.drizzt.content import load
from scenes.drizzt import large_look, layout, tips
from scenes.drizzt.clear_view import free_area
from scenes.drizzt.dungeon_marks import Highlights
from scenes.drizzt.portraits import status_token
from scenes.kit.hotspot import Hotspot
from scenes.kit.tooltip import TooltipLayer
from scenes.kit.zoom import open_zoom

CLICK_SLOP = 6  # pixels a press may wander and still be a click
SPRING_SECONDS = 0.25


class Gestures:
    """Mixed into DrizztTable (which has camera, dungeon, controls, hand, party, act...)."""

    def init_gestures(self) -> None:
        self.press: dict | None = None  # {"pos", "last", "button", "hero": index or None, "moved"}
        self.mouse = (0, 0)
        self.hover_cell = None
        self.path: list = []
        self.spring: list | None = None  # [from screen pos, to screen pos, seconds left] for a refused drop
        self.clock = 0.0
        self.tooltips = TooltipLayer()
        self.hotspots: dict = {}
        self.lit = Highlights()
        self.tip_key = None  # what the tooltip is about (None: nothing)
        self.tip_spot: Hotspot | None = None

    def reset_gestures(self) -> None:
        self.press = None
        self.path = []
        self.tooltips.hide()

    def lit_changed(self) -> None:
        """What the controls light, as the dungeon layer draws it (and tooltips read anew)."""
        self.tip_key = None
        lit = self.controls.lit
        self.path = [c for c in self.path if c in lit.spaces] and self.path
        self.lit = Highlights(reach=dict(lit.spaces), path=list(self.path), targets=frozenset(lit.monsters),
                              heroes=frozenset(lit.heroes), idle=frozenset(lit.idle), selected=self.controls.hero,
                              hover=self.hover_cell)

    # -- input -------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        self.pointer_event(event)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and self.press is not None and event.button == self.press["button"]:
            return self._up(event.pos, event.button)  # a drag of the map ends wherever it is let go (over
            # a button too: else the map kept panning under the pointer with no button held)
        if self.prompt.options and self.prompt.handle(event):
            return True
        if self.action_bar.handle(event) or self.ui.handle(event):
            return True
        if self.show_log and self.log.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            return self._down(event.pos, event.button)
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            return self._up(event.pos, event.button)
        if event.type == pygame.MOUSEWHEEL and self.camera.viewport.collidepoint(self.mouse):
            self.camera.zoom_at(self.mouse, 1 if event.y > 0 else -1)
            return True
        return False

    def _key(self, event) -> bool:
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key == pygame.K_ESCAPE:
            if self.controls.card:
                self.pick(self.controls.card)
            else:
                self.open_menu()
        elif event.key == pygame.K_f:
            self.find_hero()
        elif event.key == pygame.K_m:
            self.frame_all()
        elif event.key == pygame.K_t:
            self.toggle_table_mode()
        elif event.key == pygame.K_l:
            self.toggle_log()
        elif event.key == pygame.K_SPACE:
            self.narrator.skip()
        else:
            return False
        return True

    def _down(self, pos, button: int) -> bool:
        if self.narrator.holding:
            self.narrator.skip()
        if button == 3 and (self.hand.rect.collidepoint(pos) or self.on_party(pos)):
            return self.look_large(pos) or True
        if button == 1 and self.hand.rect.collidepoint(pos):
            card = self.hand.card_at(pos)
            if card is not None:
                self.pick(card.card)
            return True
        if not self.camera.viewport.collidepoint(pos) or self.on_party(pos):
            return False
        if self.show_log and self.log.contains(pos):
            return True  # the log lies over the map: a click there is the log's (L hides it)
        hero = self.dungeon.hero_at(pos) if button == 1 else None
        draggable = hero is not None and hero == self.controls.hero and "" in self.controls.uses()
        self.press = {"pos": pos, "last": pos, "button": button, "hero": hero if draggable else None, "moved": False}
        return True

    def _motion(self, pos) -> None:
        self.mouse = pos
        self.hand.handle_motion(pos)
        press = self.press
        if press is not None:
            if not press["moved"] and abs(pos[0] - press["pos"][0]) + abs(pos[1] - press["pos"][1]) > CLICK_SLOP:
                press["moved"] = True
                if press["hero"] is not None and self.controls.card and \
                        self.controls.uses().get(self.controls.card) != "move":
                    self.pick(self.controls.card)  # dragging the hero is a plain move: put the card down
                    # (only once it moves: a click on the hero may be the card's target)
            if press["moved"] and press["hero"] is None:
                self.camera.pan(pos[0] - press["last"][0], pos[1] - press["last"][1])
            press["last"] = pos
        cell = self.dungeon.space_at(pos) if self.camera.viewport.collidepoint(pos) else None
        if cell != self.hover_cell:
            self.hover_cell = cell
            hero = self.controls.hero
            self.path = self.match.ask("route", hero, cell) if (hero is not None and cell in self.controls.lit.spaces
                                                                      and not self.controls.card) else []
            self.lit_changed()

    def _up(self, pos, button: int) -> bool:
        press, self.press = self.press, None
        if press is None or press["button"] != button:
            return False
        if press["hero"] is not None and press["moved"]:
            self._drop(press["hero"], pos)
        elif not press["moved"] and button == 1:
            self.click_map(pos)
        elif not press["moved"] and button == 3:
            self.look_large(pos)
        return True

    def look_large(self, pos) -> bool:
        """Right-click: what is under the pointer opens large (the kit's zoom), the tooltip gone."""
        shown = large_look.picture_for(self._hover_key(pos), self.view, self.dungeon, self.hand)
        if shown is None:
            return False
        self.hand.hover = None
        return open_zoom(self.app, shown[0], shown[1], self.tooltips)

    # -- what a gesture means ----------------------------------------------------------------------
    def pick(self, card: str) -> None:
        """Take a card up (or put it down): its targets light up."""
        reason = self.controls.pick_card(card)
        if reason:
            name = (load().powers.get(card) or load().treasures.get(card))
            self.refuse(f"{name.name if name else card}: {reason}")
            return
        self.path = []
        self.lit_changed()
        self.refresh_hand()

    def refresh_hand(self) -> None:
        hero = self.controls.hero
        numbers = self.view["numbers"][hero] if hero is not None else self.hand.numbers
        self.hand.show(self.view, hero if hero is not None else self.hand.index if self.hand.index >= 0 else None,
                       self.controls.uses(), self.controls.card, numbers, layout.ACTIONS.x - 12)

    def _drop(self, hero: int, pos) -> None:
        cell = self.camera.cell_at(pos)
        action = self.controls.at_space(cell) if cell is not None else None
        if action is not None:
            self.dropped = hero
            self.act(action)
            return
        reason = self.driver.why_not(A.Move(hero, *cell)) if cell is not None else None
        self.refuse(reason or "the hero cannot end a move there", at=pos)
        start = self.dungeon.figure_centre(self.view["heroes"][hero]["cell"])
        self.spring = [pos, start, SPRING_SECONDS]

    def click_map(self, pos) -> None:
        uid = self.dungeon.monster_at(pos)
        hero = self.dungeon.hero_at(pos)
        controls = self.controls
        if uid is not None and uid in controls.lit.monsters:
            action = controls.at_monster(uid)
            if action is not None:
                self.act(action)
            else:
                self.lit_changed()
            return
        if hero is not None and hero in controls.lit.heroes:
            self.act(controls.at_hero(hero))
            return
        cell = self.dungeon.space_at(pos)
        if cell is not None and cell in controls.lit.spaces:
            self.act(controls.at_space(cell))
            return
        if uid is not None and controls.card and controls.uses().get(controls.card) == "attack":
            target = A.Attack(controls.hero, controls.card, (uid,))
            self.refuse(self.driver.why_not(target) or "out of this power's reach", at=pos)
        elif hero is not None and hero == controls.hero and controls.card:
            self.pick(controls.card)  # clicking your own hero puts the card down: plain moves again
        elif hero is not None and hero != controls.hero:
            self.peek(hero)
        elif hero is not None:
            self.refresh_hand()  # your own hero again: back to your cards
        elif cell is not None and controls.hero is not None and "" in controls.uses() and not controls.card:
            why = self.driver.why_not(A.Move(controls.hero, *cell))  # a space out of reach: say why there
            self.refuse(why or "the hero cannot end a move there", at=pos)

    def peek(self, hero: int) -> None:
        """Show another hero's cards in the hand strip to plan together (nothing there is usable;
        a click on your own hero, or the next move, brings your cards back)."""
        numbers = self.view.get("numbers", [{}] * (hero + 1))[hero]
        self.hand.show(self.view, hero, {}, "", numbers, layout.ACTIONS.x - 12)

    def on_party(self, pos) -> bool:
        return not self.table_mode and self.party.rect.collidepoint(pos)

    def find_hero(self, jump: bool = False) -> None:
        """Bring the hero deciding (else the one whose turn it is) fully into view, clear of the
        panels and captions: a glide, or at once with `jump`; nothing moves when it is seen."""
        heroes = self.view.get("heroes", [])
        i = self.controls.hero if self.controls.hero is not None else self.turn_hero()
        if 0 <= i < len(heroes) and heroes[i].get("cell"):
            self.camera.bring_into_view(tuple(heroes[i]["cell"]), free_area(self), jump=jump)

    def frame_all(self) -> None:
        """The whole dungeon, clear of the hint line, the narration and the log."""
        self.camera.fit(*self.dungeon.bounds(), free=free_area(self))

    # -- time and drawing ----------------------------------------------------------------------------
    def update_gestures(self, dt: float) -> None:
        self.clock += dt
        if self.spring is not None:
            self.spring[2] -= dt
            if self.spring[2] <= 0:
                self.spring = None
        self.tooltips.update(dt, self._tip_subject(), self.mouse)

    def draw_dungeon(self, surface: pygame.Surface) -> None:
        self.lit.hover = self.hover_cell
        self.lit.path = self.path
        beat = self.narrator.current
        actor = beat.actor if beat is not None and self.narrator.holding else ""
        if actor or self.lit.targets != frozenset(self.controls.lit.monsters):
            self.lit.targets = frozenset(self.controls.lit.monsters) | ({actor} if actor else set())
        dragging = self.press is not None and self.press["hero"] is not None and self.press["moved"]
        self.dungeon.draw(surface, self.lit, self.clock, self.motion, lifted=self.press["hero"] if dragging else None)

    def draw_drag(self, surface: pygame.Surface) -> None:
        """The hero in the hand while dragged, or springing back after a refused drop."""
        if self.press is not None and self.press["hero"] is not None and self.press["moved"]:
            self._draw_lifted(surface, self.press["hero"], self.press["last"])
        elif self.spring is not None:
            (x0, y0), (x1, y1), left = self.spring
            t = 1 - left / SPRING_SECONDS
            hero = self.controls.hero
            if hero is not None:
                self._draw_lifted(surface, hero, (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t))

    def _draw_lifted(self, surface: pygame.Surface, hero: int, pos) -> None:
        h = self.view["heroes"][hero]
        token = status_token(h, self.camera.space, self.styles[h["seat"]].colour)
        surface.blit(token, token.get_rect(center=(round(pos[0]), round(pos[1]) - 6)))

    def widget_groups(self) -> list:
        """The question's and the action bar's buttons, then the top bar's."""
        return [self.prompt.ui, self.action_bar.ui, self.ui]

    def tip_layers(self) -> list:
        """The buttons' tips, then the dungeon's."""
        return super().tip_layers() + [self.tooltips]

    def keep_clear(self) -> list:
        """The buttons, the question panel and the action bar (when they show)."""
        panels = [p.rect for p in (self.prompt, self.action_bar) if p.options]
        return super().keep_clear() + panels

    def _over_panel(self, pos) -> bool:
        """True over a button, the question panel or the action bar: their own tips, not the map's."""
        return any(rect.collidepoint(pos) for rect in self.keep_clear())

    def _tip_subject(self):
        """What the mouse rests on, as a Hotspot with its tooltip; the words are worked out only
        when the pointer moves onto something new (or the position changes)."""
        key = self._hover_key(self.mouse)
        if key != self.tip_key:
            self.tip_key = key
            self.tip_spot = self._spot(key, self._tip_text(key)) if key is not None else None
            if self.tip_spot is not None:
                self.tip_spot.rect = self._tip_rect(key)
        return self.tip_spot

    def _tip_rect(self, key) -> pygame.Rect:
        """Where the thing a tip explains is on screen (the tip keeps off it)."""
        kind, what = key[0], key[1]
        if kind == "card":
            card = next((c for c in self.hand.cards if c.card == what), None)
            return pygame.Rect(card.rect) if card else pygame.Rect(self.mouse, (1, 1))
        if kind == "party":
            return next((pygame.Rect(r) for k, r in self.party.spots if k == what), pygame.Rect(self.mouse, (1, 1)))
        return self.camera.cell_rect(self.camera.cell_at(self.mouse) or (0, 0))

    def _hover_key(self, pos):
        if self.press is not None or self._over_panel(pos):
            return None
        if self.hand.rect.collidepoint(pos):
            card = self.hand.card_at(pos)
            return ("card", card.card) if card else None
        if self.on_party(pos):
            hit = self.party.hit(pos)
            return ("party", hit) if hit is not None else None
        if not self.camera.viewport.collidepoint(pos) or (self.show_log and self.log.contains(pos)):
            return None
        uid = self.dungeon.monster_at(pos)
        if uid is not None:
            return ("monster", uid)
        hero = self.dungeon.hero_at(pos)
        if hero is not None:
            return ("hero", hero)
        cell = self.dungeon.space_at(pos)
        return ("space", cell) if cell is not None else None

    def _tip_text(self, key) -> str:
        kind, what = key[0], key[1]
        if kind == "card":
            card = next((c for c in self.hand.cards if c.card == what), None)
            return self.hand.tip(card) if card else ""
        if kind == "party":
            return self.party.tip(self.mouse)
        if kind == "monster":
            return tips.monster_tip(self.view, what)
        if kind == "hero":
            idle = self.controls.lit.idle.get(what)
            return tips.hero_tip(self.view, what) + (f"\nNo effect: {idle}." if idle else "")
        cost = self.controls.lit.spaces.get(what)
        text = tips.space_tip(self.view, what)
        if cost is not None:
            text += f"\n{cost} space{'s' if cost != 1 else ''} away: click or drag the hero here"
        return text

    def _spot(self, key, text: str) -> Hotspot:
        spot = self.hotspots.get(key)
        if spot is None or spot.tooltip != text:
            if len(self.hotspots) > 200:
                self.hotspots.clear()
            spot = self.hotspots[key] = Hotspot((0, 0, 1, 1), text)
        return spot
