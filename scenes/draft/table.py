"""The Dungeon Draft table: every seat's band down the left (its numbers, its "picked" mark in
the draft, its play area stacked by round), the log at the right, the question panel and the
fight zone in the middle, and at the bottom the hand of the person holding the screen, or, when
that person must keep quests or pick a card, the kit's pick stage with their dealt quests or pack.

The scene never decides a rule. It shows the view of the seat holding the screen (nobody's
secrets while a bot or nobody holds it), lights the cards the view's `playable` allows, turns
drags, clicks and the stage's confirm into the engine's Keep, Pick, Play and Pass, and says a
refusal by the pointer in the engine's words (its `why_not`). The driver brings the hand-off
curtain between people, since each one's pack is hidden from the others.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.core.common_actions import Keep, Pick
from game.core.match import Match
from game.core.words import tidy
from scenes.kit import theme
from scenes.kit.anim import Flyers
from scenes.kit.drag import DragLayer
from scenes.kit.fonts import render
from scenes.kit.hand_strip import HandStrip
from scenes.kit.hotspot import Hotspot
from scenes.kit.options import Option, OptionPanel
from scenes.kit.panels import panel_surface
from scenes.kit.pick_stage import PickStage
from scenes.kit.text import fit, wrap_surface
from scenes.kit.zoom import open_zoom
from scenes.table.board import PromptBoard, show_waiting
from scenes.table.scene import TableScene
from scenes.table.sounds import KindSounds
from scenes.draft import faces, layout, warm, words
from scenes.draft.bands import COUNT_SIDE, STRIP_LEAST_H, BandPainter, Turning
from scenes.draft.gestures import FIGHT, Gestures
from scenes.draft.sounds import SOUNDS

PHASES = {"quests": "Choosing quests", "draft": "The draft", "play": "Play phase", "over": "Game over"}
ARROW = {"left": "\u2193", "right": "\u2191"}


@lru_cache(maxsize=8)
def _dim(size: tuple[int, int]) -> pygame.Surface:
    """The veil over a hand card that cannot be played now."""
    dim = pygame.Surface(size, pygame.SRCALPHA)
    dim.fill((10, 8, 12, 110))
    return dim


class DraftTable(Gestures, BandPainter, PromptBoard, TableScene):
    name = "draft_table"
    game = "draft"
    secrets = True
    LOG_RECT = layout.LOG
    LOG_TEXT = 20
    SOUNDS = SOUNDS
    UNDO_TIP = "Take back your last choice (Ctrl+Z), within your own turn"
    OWN_VIEW = ("seat", "viewer")

    def __init__(self, app, *, setup: dict | None = None, seed: int | None = None,
                 match: Match | None = None) -> None:
        self.seat_count = len((match.setup if match is not None else setup or {"seats": [{}, {}]})["seats"])
        super().__init__(app, setup=setup, seed=seed, match=match)
        self.sounds = KindSounds(app.audio, self.SOUNDS)
        self.prompt = OptionPanel(layout.PROMPT, columns=3, row_h=46, gap=6, text_size=21)
        self.drag = DragLayer(app, self.try_drop, self.legal_targets, on_click=self.click_drag_item)
        self.flyers = Flyers()
        self.bands = layout.band_rects(self.seat_count)
        # a band too short for a strip to show its numbers at 20 px shows each round's class counts
        self.counted = self.bands[0].h - 34 < STRIP_LEAST_H
        self.view: dict = {}
        self.legal: list = []
        self.acting = None
        self.strip: HandStrip | None = None
        self.hand: list = []
        self.lit: set = set()
        self.stage: PickStage | None = None
        self.stage_key: tuple | None = None
        self.layer: pygame.Surface | None = None
        self.canvas: pygame.Surface | None = None  # the one surface the picture is drawn on, kept
        self.bases: dict = {}  # what never changes under the picture: backdrop and panels
        self.drawn_hands: set[int] = set()  # seats whose secrets the last frame drew
        self.turning: Turning | None = None  # everyone turning their picks over (see scenes.draft.bands)
        self.below: pygame.Surface | None = None  # the picture under the pick stage, kept
        self.stage_only = False  # the next picture differs from the last only on the stage
        self.open()

    def first_look(self) -> None:
        """Draw ahead what a change mid-play shows first: every card's strip at this table's band
        size and the small faces of the quests in view, so no picture is first drawn in a frame."""
        self._base(True), self._base(False)  # the backdrops under the stage and under the hand
        if self.counted:  # a short band shows counts: its signs only
            for cls in words.CLASS_NAMES:
                faces.count_sign(cls, COUNT_SIDE)
            faces.icon("xp", COUNT_SIDE)
            return
        h = self.bands[0].h - 34
        for card in words.content().cards:
            faces.strip(card, (min(56, h // 2 - 1), h))
        for seat in self.view.get("seats", ()):
            for quest in list(seat.get("quests") or ()) + list(seat.get("quests_played") or ()):
                faces.card_face(quest, (h * 5 // 7, h))

    # -- the engine side -----------------------------------------------------------------------
    def refresh(self, *, events=()) -> None:
        eye, actor = self.read_position()
        if self.turning is not None:
            if self.view.get("phase") != "play":  # taken back by an undo: nothing to turn over
                self.turning, self.driver.waiting = None, False
                eye, actor = self.read_position()
            else:
                self.acting = None  # no banner for the play phase before the cards are over
        self._stage(actor)
        self._hand(eye)
        self._drag_items()
        self._hotspots()
        self._prompt()
        self._top_bar_state()
        self.layer, self.stage_only = None, False

    def on_events(self, seat, action, events) -> None:
        self.last_events = events = list(events)
        turn = next((k for k, e in enumerate(events) if (e.data or {}).get("kind") == "play_phase"), None)
        if turn is not None and self.turning is None:  # the last pick: everyone turns their cards over
            self.tell(events[:turn])
            self.turning = Turning(events[turn:])
            self.driver.waiting = True  # nobody acts, and nothing more is told, until they are over
            self.app.audio.play("card_flip")
        else:
            self.tell(events)
        self.refresh(events=events)
        if turn is not None and self.turning is not None:  # the hand shown once the cards are over
            me = self.own(self.eye) or {}
            warm.WARMER.first(list(me.get("drafted") or ()) + list(me.get("quests") or ()), layout.HAND_CARD)

    def turn_over(self, dt: float) -> None:
        """A frame of everyone turning their cards over (the hand's faces drawn ahead meanwhile);
        once over, the play phase is told."""
        if not self.turning.tick(dt):
            warm.step(warm.TABLE_BUDGET_MS / 2, urgent=True)
            return
        held, self.turning = self.turning.held, None
        self.driver.waiting = False
        self.tell(held)
        self.refresh(events=held)

    def presenting(self) -> bool:
        return self.turning is not None or super().presenting()

    def tell(self, events) -> None:
        """The log's lines: a pick round as one line (everyone picks, the hands pass), no line
        for a seat's secret choice made (its band shows it); the sounds of every event."""
        for line, event in words.log_lines(list(events), self.log_line):
            self.log.add(line, *(self.log_style(event) if event is not None else (None, None)))
        self.sounds.queue(events)

    def end_scene(self):
        from scenes.draft.finale import DraftFinale

        return DraftFinale(self.app, self.match)

    def curtain_note(self, seat: int) -> str:
        question = self.match.view(seat).get("question") or {}
        kind = question.get("kind")
        if kind == "draft":
            return f"{self.styles[seat].name}: pick a card from your pack. Nobody else looks."
        if kind == "keep_quests":
            return f"{self.styles[seat].name}: keep 3 of your 5 quests. Nobody else looks."
        return tidy(question.get("prompt") or "") or f"{self.styles[seat].name}: your turn"

    def log_line(self, event) -> str:
        return tidy(event.text)

    # -- the pieces -------------------------------------------------------------------------------
    def own(self, eye: int | None) -> dict | None:
        seats = self.view.get("seats", ())
        return seats[eye] if eye is not None and 0 <= eye < len(seats) else None

    def _stage(self, actor: int | None) -> None:
        """The pick stage when the person holding the screen keeps quests or picks a card."""
        question = self.view.get("question") or {}
        kind = question.get("kind")
        me = self.own(actor)
        if actor is None or me is None or kind not in ("keep_quests", "draft") or question.get("seat") != actor:
            self.stage, self.stage_key = None, None
            return
        cards = list(me.get("dealt") or ()) if kind == "keep_quests" else list(me.get("pack") or ())
        key = (actor, kind, tuple(cards), len(self.match.log))
        if key == self.stage_key:
            return
        self.stage_key = key
        tip = lambda c: words.card_line(c.id) + "\nClick to choose it; right-click to look closer."  # noqa: E731
        if kind == "keep_quests":
            self.stage = PickStage(layout.STAGE, [faces.card_data(c) for c in cards], 3,
                                   lambda chosen: self.act(Keep(tuple(chosen))), verb="keep",
                                   title=f"{self.styles[actor].name}: keep 3 of your 5 quests",
                                   legal=[a.cards for a in self.legal if isinstance(a, Keep)],
                                   card_size=layout.STAGE_CARD, app=self.app, tips=tip)
            self.stage.sprites = faces.painted(self.stage.sprites)
        else:
            view = self.view
            self.stage = PickStage(layout.STAGE, [faces.card_data(c) for c in cards], 1,
                                   lambda chosen: self.act(Pick(chosen[0])), verb="pick",
                                   title=f"{self.styles[actor].name}: pick 1 card  (round {view.get('round')}, pick "
                                         f"{view.get('pick')} of 7; the rest pass {view.get('pass_direction')})",
                                   card_size=layout.STAGE_CARD, app=self.app, tips=tip)
            self.stage.sprites = faces.painted(self.stage.sprites)

    def _hand(self, eye: int | None) -> None:
        """The hand strip: the viewer's drafted cards and unplayed quests, the playable ones lit;
        nobody's while nobody may see them."""
        me = self.own(eye)
        if me is None or self.stage is not None or self.turning is not None:  # faces once the cards are over
            own = None
        else:
            own = [faces.card_data(c) for c in list(me.get("drafted") or ()) + list(me.get("quests") or ())]
        playable = {p["card"]: p.get("why", "") for p in self.view.get("playable") or ()}
        lit = {c for c, why in playable.items() if not why} if self.legal else set()
        met = set((me or {}).get("quests_met") or ())
        self.strip = HandStrip(layout.HAND, own, card_size=layout.HAND_CARD, lit=lit | met, app=self.app,
                               tips=lambda c: self._card_tip(c.id, c.id in lit, playable.get(c.id, "")),
                               empty="No cards in hand: your drafted cards and quests show here.",
                               hidden="Everyone takes up their picks: your cards come here as they turn over."
                               if self.turning is not None else
                               "Each person's cards show only while they hold the screen.")
        self.strip.sprites = faces.painted(self.strip.sprites)
        self.hand = self.strip.sprites
        self.lit = lit

    def _card_tip(self, card: str, lit: bool, why: str) -> str:
        line = words.card_line(card)
        if lit:
            where = "onto the fight zone" if words.cls(card) == "monster" else "onto your play area"
            return line + f"\nDrag it {where} (or click it). Right-click to look closer."
        if why:
            return line + f"\nNot now: {tidy(why)}"
        return line + "\nRight-click to look closer."

    def _drag_items(self) -> None:
        self.drag.clear()
        actor = self.driver.human_to_act()
        if actor is None or self.stage is not None:
            return
        self.drag.add_target(("area", actor), self.bands[actor], "Your play area")
        self.drag.add_target(FIGHT, layout.FIGHT, "Fight")
        for i, sprite in enumerate(self.hand):
            self.drag.add_item(("hand", i), sprite.rect, sprite.surface, tooltip=sprite.tooltip)

    def _hotspots(self) -> None:
        watched = [Hotspot(band, words.seat_tip(seat) + "\nRight-click a card to look closer.")
                   for band, seat in zip(self.bands, self.view.get("seats", ()))]
        watched.append(Hotspot(layout.FIGHT, "The fight zone: drag a monster here to defeat it with your attack. "
                                             "Attack is not spent: it may defeat several monsters."))
        watched.append(Hotspot(layout.GUTTER, "Where the packs go this round: left passes down the list, right "
                                              "passes up it (and round the end)."))
        self.ui.watched = watched

    def _prompt(self) -> None:
        view, who = self.view, self.driver.to_act
        if who is None:
            self.prompt.show("The game is over.", [Option("See the tally", self.show_end, style="primary")])
            return
        if self.turning is not None:
            self.prompt.show("Every card is drafted: everyone turns their cards over...", [])
            return
        if self.offer_handoff(self.prompt):
            return
        if not isinstance(who, int):
            self.prompt.show("Dealing...", [])
            return
        style = self.styles[who]
        question = tidy((self.match.view(who).get("question") or {}).get("prompt") or "")
        if show_waiting(self.prompt, self.driver, who, style.name, question, " to take the screen"):
            return
        if view.get("phase") != "play":
            self.prompt.show(f"{style.name}: {question}", [])
            return
        me = view["seats"][who]
        self.prompt.show(f"{style.name}, your turn: {me.get('gold', 0)} gold, {me.get('attack', 0)} attack",
                         [Option("End turn", self.end_turn, "End your turn: unplayed cards are discarded, then "
                                 f"you take {me.get('income', 0)} gold", style="primary")],
                         note="Drag heroes and weapons onto your area, monsters onto the fight zone; "
                              "or click a lit card.")

    # -- gestures (the drags and clicks on hand cards are in gestures.py) -------------------------
    def card_at(self, pos) -> str:
        for sprite in reversed(self.hand):
            if sprite.contains(pos):
                return sprite.card.id
        if self.stage is not None:
            index = self.stage._card_at(pos)
            return self.stage.cards[index].id if index is not None else ""
        for band, seat in zip(self.bands, self.view.get("seats", ())):
            if band.collidepoint(pos):
                for rect, card in self._area_rects(band, seat):
                    if rect.collidepoint(pos):
                        return card
        return ""

    def zoom_at(self, pos) -> bool:
        self.ui.tooltips.hide()
        card = self.card_at(pos)
        if not card:
            return False
        return open_zoom(self.app, faces.card_face(card, layout.ZOOM_CARD), words.card_line(card), self.ui.tooltips)

    def handle(self, event: pygame.event.Event) -> bool:
        shared = self.handle_board(event)
        if shared is not None:
            self.stage_only = False  # the board may have changed the picture (the log scrolled, say)
            return shared
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            return self.zoom_at(event.pos)
        if self.stage is not None and self.stage.handle(event):
            self.stage_changed()
            return True
        return self.drag.handle(event)

    def update(self, dt: float) -> None:
        if self.turning is not None:
            self.turn_over(dt)
        self.update_board(dt)
        if self.stage is not None:
            self.stage.update(dt)
        waiting = self.bots_playing() or self.curtain_due is not None
        if waiting and self.layer is not None and not self.animating():
            warm.step(warm.TABLE_BUDGET_MS)  # while bots think or the curtain is coming: a face or two drawn ahead

    def animating(self) -> bool:
        return (self.turning is not None or self.flyers.busy or bool(self.drag.springs)
                or self.drag.dragging is not None or self.prompt.ui.moving()
                or (self.stage is not None and self.stage.note.showing))

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.layer is None:
            self.layer = self._bake()
        surface.blit(self.layer, (0, 0))
        drawn = set()
        if self.stage is not None:  # its cards are in the cached picture: the button and the note go over
            self.stage.confirm.draw(surface)
            self.stage.note.draw(surface)
            drawn.add(self.driver.human_to_act())
        if self.turning is not None:
            self.draw_turning(surface)
            if self.faces_turning():  # the secrets of the seat whose view it is
                drawn.add(self.eye)
        self.drag.draw_targets(surface)
        for item_id in list(self.drag.springs):
            item = self.drag.items.get(item_id)
            if item is not None:
                surface.blit(item.surface, self.drag.shown_rect(item_id))
        if self.drag.dragging is not None:
            surface.blit(self.drag.items[self.drag.dragging].surface, self.drag.held_rect().move(0, -6))
        self.draw_over(surface)
        if self.hand:
            drawn.add(self.eye)
        self.drawn_hands = {s for s in drawn if s is not None}

    def _base(self, staged: bool) -> pygame.Surface:
        """The backdrop with the bands' panels and the log's frame (and, without the stage, the
        fight zone's and the deck's): drawn once a table, then blitted under every picture."""
        base = self.bases.get(staged)
        if base is None:
            base = faces.backdrop((theme.CANVAS_W, theme.CANVAS_H)).copy()
            for band in self.bands:
                base.blit(panel_surface(band.size, "dark"), band)
            if not staged:
                self._draw_fight(base)
                base.blit(panel_surface(layout.DECK.size, "dark"), layout.DECK)
            self.log.draw_background(base)  # the log's frame never changes: only its lines are drawn
            self.bases[staged] = base
        return base

    def stage_changed(self) -> None:
        """A card chosen or put back on the stage: only the stage is drawn again over the rest of
        the picture (kept as `below`)."""
        if self.layer is not None:
            self.stage_only = True
        self.layer = None

    def _bake(self) -> pygame.Surface:
        base = self._base(self.stage is not None)
        if self.canvas is None:  # kept: a fresh 1920x1080 surface a change costs milliseconds
            self.canvas = base.copy()
        layer = self.canvas
        if self.stage_only and self.stage is not None and self.below is not None:
            self.stage_only = False
            layer.blit(self.below, (0, 0))
            self.stage.draw(layer)
            return layer
        self.stage_only = False
        layer.blit(base, (0, 0))
        self._draw_top_bar(layer)
        self._draw_gutter(layer)
        for i, seat in enumerate(self.view.get("seats", ())):
            self._draw_band(layer, i, seat)
        if self.stage is None:
            self.prompt.draw_frame(layer)
            self.strip.draw(layer)
            for sprite in self.hand:
                if sprite.card.id not in self.lit and self.legal:
                    layer.blit(_dim(sprite.rect.size), sprite.rect)
        self._draw_decks(layer)
        self.log.draw(layer, background=False)
        if self.stage is not None:
            if self.below is None:
                self.below = layer.copy()
            else:
                self.below.blit(layer, (0, 0))
            self.stage.draw(layer)
        return layer

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        view = self.view
        phase = PHASES.get(view.get("phase", ""), "")
        if self.turning is not None:
            phase = f"Round {view.get('round')} of 4  \u2022  Cards turn over"
        elif view.get("phase") in ("draft", "play"):
            phase = f"Round {view.get('round')} of 4  \u2022  {phase}"
            if view.get("phase") == "draft":
                phase += f": pick {view.get('pick')} of 7"
        asked = self.view.get("question") or {}
        if isinstance(self.acting, int) and asked.get("seat") != self.acting:  # the view at hand says it
            asked = self.match.view(self.acting).get("question") or {}
        doing = {"draft": "to pick", "keep_quests": "to keep quests"}.get(
            asked.get("kind", "") if isinstance(self.acting, int) else "", "to play")
        self.draw_turn_bar(surface, layout.TOP_BAR.size, fit(phase, 640, 26, "bold"), doing=doing, banner_x=900,
                           chance="Dealing...")

    def _draw_gutter(self, surface: pygame.Surface) -> None:
        """The packs' way this round: arrows down (left) or up (right) between the bands."""
        way = self.view.get("pass_direction", "left")
        if self.view.get("phase") not in ("draft", "quests"):
            return
        colour = theme.HILITE if self.view.get("phase") == "draft" else theme.TEXT_DIM
        g = layout.GUTTER
        top, bottom = self.bands[0].top + 10, self.bands[-1].bottom - 10
        pygame.draw.line(surface, colour, (g.centerx, top), (g.centerx, bottom), 4)
        for band in self.bands:
            y = band.centery
            tip = (g.centerx, y + 16) if way == "left" else (g.centerx, y - 16)
            base = y - 10 if way == "left" else y + 10
            pygame.draw.polygon(surface, colour, [tip, (g.centerx - 16, base), (g.centerx + 16, base)])
        said = render(f"Pass {way}", 20, colour, "bold")
        said = pygame.transform.rotate(said, 90)
        middle = (self.bands[0].centery + self.bands[1].centery) // 2  # between the first two arrows
        box = said.get_rect(center=(g.centerx, middle)).inflate(4, 6)
        pygame.draw.rect(surface, (28, 22, 20), box, border_radius=6)
        surface.blit(said, said.get_rect(center=box.center))

    def _draw_fight(self, surface: pygame.Surface) -> None:
        zone = layout.FIGHT
        surface.blit(panel_surface(zone.size, "dark"), zone)
        title = render("Fight", 28, theme.DANGER, "title")
        surface.blit(title, title.get_rect(midtop=(zone.centerx, zone.y + 10)))
        hint = wrap_surface("Drop a monster here to defeat it with your attack.", zone.w - 30, 20, theme.TEXT_DIM,
                            "sans", "center")
        surface.blit(hint, hint.get_rect(midtop=(zone.centerx, zone.y + 52)))

    def _draw_decks(self, surface: pygame.Surface) -> None:
        if self.stage is not None:
            return
        zone = layout.DECK  # its panel is in the base
        view = self.view
        lines = [f"Draft deck: {words.plural(view.get('deck_count', 0), 'card')}",
                 f"Discarded: {view.get('discard_count', 0)}"]
        if view.get("quests_on"):
            lines.append(f"Quest deck: {view.get('quest_deck_count', 0)}")
        for k, line in enumerate(lines):
            surface.blit(render(line, 22, theme.PARCHMENT), (zone.x + 20, zone.y + 14 + k * 36))
