"""The Dragonvault table: the seats around the screen, the play zone and the turn's treasure
pool in the middle, the hand of the person holding the screen along the bottom.

The scene never decides a rule. It shows the view of the seat holding the screen, lights the
hand cards the engine's legal actions allow (and dims the others, with the engine's reason on
hover), turns drags and clicks into those actions (treasure into the pool, a card onto the play
zone or onto a seat, a click on a seat, a face-down card or a button), and animates what the
events report. A response asked of a person on another seat's turn brings the curtain for that
person and then gives the screen back: the driver does that, because the view changes hands.
"""
from __future__ import annotations

import pygame

from game.core.match import Match
from game.core.protocol import CHANCE
from game.core.words import tidy
from scenes.kit import theme
from scenes.kit.anim import Flyer, Flyers
from scenes.kit.drag import DragLayer
from scenes.kit.fonts import render
from scenes.kit.hand_strip import HandStrip
from scenes.kit.hotspot import Hotspot
from scenes.kit.options import Option, OptionPanel
from scenes.kit.text import fit
from scenes.kit.zoom import open_zoom
from scenes.table.board import PromptBoard, show_waiting
from scenes.table.scene import TableScene
from scenes.dragonvault import answers, faces, layout, plates, words
from scenes.dragonvault.baked import BakedLayer
from scenes.dragonvault.gestures import Gestures
from scenes.dragonvault.sounds import SOUNDS, DragonvaultSounds

ZOOM_CARD = (500, 700)
STAGE_CARD = (120, 168)
RING = 5
SPLASH_SECONDS = 1.6


class DragonvaultTable(Gestures, BakedLayer, PromptBoard, TableScene):
    name = "dragonvault_table"
    game = "dragonvault"
    secrets = True
    LOG_TEXT = 20
    SOUNDS = SOUNDS
    ROLL_TITLE = "The die"
    UNDO_TIP = "Take back your last choice (Ctrl+Z), back to the last draw or roll"
    OWN_VIEW = ("seat", "viewer")  # the viewer's own seat number: no secret

    def __init__(self, app, *, setup: dict | None = None, seed: int | None = None,
                 match: Match | None = None) -> None:
        self.seat_count = len((match.setup if match is not None else setup or {"seats": [{}, {}]})["seats"])
        super().__init__(app, setup=setup, seed=seed, match=match)
        self.sounds = DragonvaultSounds(app.audio, self.SOUNDS)
        self.prompt = OptionPanel(layout.PROMPT, columns=3, row_h=46, gap=6, text_size=21)
        self.drag = DragLayer(app, self.try_drop, self.legal_targets, on_click=self.click_drag_item)
        self.flyers = Flyers()
        self.view: dict = {}
        self.legal: list = []
        self.acting = None
        self.plates = layout.plate_rects(self.seat_count)
        self.strip: HandStrip | None = None
        self.hand: list = []  # the hand strip's sprites (the viewer's cards)
        self.stage: list[tuple[pygame.Rect, str, object, bool]] = []  # (rect, card, action, face up)
        self.aiming: str | None = None  # a hand card clicked that names a seat: the seat is clicked next
        self.layer: pygame.Surface | None = None
        self.drawn_hands: set[int] = set()  # seats whose cards the last frame drew face up
        self.splash: list | None = None  # [picture, rect, seconds left]: an encounter just drawn, large
        faces.ready(layout.HAND_CARDS, layout.PORTRAIT)
        self.open()

    @property
    def LOG_RECT(self):  # noqa: N802 (the shell's name for it)
        return layout.log_rect(self.seat_count)

    def log_line(self, event) -> str:
        """An event as the log says it: a roll names what it is for by its name."""
        data = event.data if isinstance(event.data, dict) else {}
        seat, purpose = data.get("seat"), data.get("purpose", "")
        if data.get("kind") == "rolled" and isinstance(seat, int) and 0 <= seat < self.seat_count:
            why = f" for {words.name(purpose)}" if words.thing(purpose or "") is not None else ""
            return f"{self.styles[seat].name} rolls {data.get('value')}{why}"
        return super().log_line(event)

    # -- the engine side ----------------------------------------------------------------------------
    def refresh(self, *, events=()) -> None:
        """Read the position again: view, legal actions, hand, stage, drag items, prompt."""
        eye, actor = self.read_position()
        if self.aiming is not None and not answers.for_card(self.legal, self.aiming):
            self.aiming = None
        self._hand(eye)
        self._stage()
        self._drag_items()
        self._hotspots()
        self._prompt()
        self._top_bar_state()
        self.layer = None
        if events:
            self._animate(events)

    def on_events(self, seat, action, events) -> None:
        self.last_events = list(events)
        self.aiming = None
        self.tell(events)
        self.refresh(events=events)

    def presenting(self) -> bool:
        return super().presenting() or self.flyers.busy or self.splash is not None

    def end_scene(self):
        from scenes.dragonvault.finale import DragonvaultFinale

        return DragonvaultFinale(self.app, self.match)

    def roll_title(self, purpose: str) -> str:
        """The dice tray's title: what the die is thrown for."""
        if purpose == "order":
            return "Who goes first"
        found = words.thing(purpose or "")
        return f"{words.name(purpose)}: the die" if found is not None else self.ROLL_TITLE

    def curtain_note(self, seat: int) -> str:
        """The curtain's words: a response offered on another seat's turn says so."""
        view = self.match.view(seat)
        question = view.get("question") or {}
        name = self.styles[seat].name
        if question.get("kind") == "respond":
            return f"{name}: you may respond"
        return tidy(question.get("prompt") or "") or f"{name}: your turn"

    # -- the pieces ---------------------------------------------------------------------------------
    def _hand(self, eye: int | None) -> None:
        """The kit's hand strip with the viewer's cards face up, one card per kind with its count
        (a hand reads at a glance; a drag from a group takes one card), playable ones lit; nobody's
        when nobody may see them (the counts are on the plates)."""
        own = None
        self.counts: dict[str, int] = {}
        if eye is not None and 0 <= eye < len(self.view.get("seats", ())):
            for card in self.view["seats"][eye].get("hand") or ():
                self.counts[card] = self.counts.get(card, 0) + 1
            own = [faces.card_data(c) for c in self.counts]
        lit = {c.id for c in own or () if answers.for_card(self.legal, c.id)}
        why = {p.get("card"): p.get("why", "") for p in self.view.get("playable") or ()}
        self.strip = HandStrip(layout.HAND, own, card_size=layout.hand_card(len(own or ())), lit=lit, app=self.app,
                               tips=lambda c: self._card_tip(c.id, c.id in lit, why.get(c.id, "")),
                               empty="No cards in hand.",
                               hidden="Hands stay hidden until their owner holds the screen.")
        self.strip.sprites = [faces.ArtSprite.of(s) for s in self.strip.sprites]  # dv-art's faces
        self.hand = self.strip.sprites
        self.lit = lit

    def _card_tip(self, card: str, lit: bool, why: str) -> str:
        line = words.card_line(card)
        if self.counts.get(card, 1) > 1:
            line = f"{self.counts[card]} \u00d7 {line}"
        if lit:
            return line + "\nDrag it where it goes (or click it). Right-click to look closer."
        if why:
            return line + f"\nNot now: {tidy(why)}"
        return line + "\nRight-click to look closer."

    def _stage(self) -> None:
        """Cards laid out over the middle for a choice: champions to choose, cards to put back or
        take (face up), a victim's hand to pick from (face down)."""
        self.stage = []
        kind = (self.view.get("question") or {}).get("kind")
        if not self.legal:
            return
        if kind in ("loot", "steal"):
            items = [(None, answers.find(self.legal, "blind", slot=s), False) for s in answers.blind_slots(self.legal)]
        elif kind in ("champion", "peek", "salvage"):
            items = [(c, answers.find(self.legal, "pick", card=c), True) for c in answers.picks(self.legal)]
        else:
            return
        area = pygame.Rect(layout.PLAY_ZONE.x, layout.PLAY_ZONE.y, layout.POOL.right - layout.PLAY_ZONE.x,
                           layout.PLAY_ZONE.h)
        w, h = STAGE_CARD
        room = area.w - 40
        n = len(items)
        step = w + 14 if n * (w + 14) - 14 <= room else (room - w) // max(1, n - 1)
        left = area.centerx - (step * (n - 1) + w) // 2
        for i, (card, action, up) in enumerate(items):
            self.stage.append((pygame.Rect(left + i * step, area.y + 60, w, h), card or "", action, up))

    def _drag_items(self) -> None:
        self.drag.clear()
        self.drag.add_target(answers.ZONE, layout.PLAY_ZONE, "Play here")
        self.drag.add_target(answers.POOL, layout.POOL, "Pay into the pool")
        for i, rect in enumerate(self.plates):
            self.drag.add_target(("seat", i), rect, self.styles[i].name)
        if self.driver.human_to_act() is None or self.stage:
            return
        for i, sprite in enumerate(self.hand):
            self.drag.add_item(("hand", i), sprite.rect, sprite.surface, tooltip=sprite.tooltip)

    def _hotspots(self) -> None:
        view = self.view
        watched = []
        for i, seat in enumerate(view.get("seats", ())):
            watched.append(Hotspot(self.plates[i], words.seat_state(seat) + "\nRight-click to look at the champion."))
            comps = seat.get("companions") or []
            for box, comp in zip(plates.companion_rects(len(comps), self.plates[i].topleft), comps):
                watched.append(Hotspot(box, words.card_line(comp["card"]) + f"\n{comp.get('damage', 0)} damage of "
                                       f"{comp.get('toughness', 0)}. Right-click to look closer."))
        watched.append(Hotspot(layout.DECK, f"The adventure deck: {words.plural(view.get('deck_count', 0), 'card')} "
                                            "left. The game ends when it runs out."))
        discard = view.get("discard") or []
        watched.append(Hotspot(layout.DISCARD, f"The discard pile: {words.plural(len(discard), 'card')}"
                               + (f", {words.name(discard[-1])} on top. Right-click to look closer." if discard else ".")))
        watched.append(Hotspot(layout.POOL, "The treasure pool: treasure paid in this turn. It pays for mercenaries, "
                                            "companions and encounters this turn; no change is given, and what is "
                                            "left is lost when the turn ends. Drag treasure here to pay."))
        encounter = view.get("encounter")
        if encounter:
            watched.append(Hotspot(self._encounter_rect(), words.card_line(encounter["card"])
                                   + "\nRight-click to look closer."))
        else:
            watched.append(Hotspot(layout.PLAY_ZONE, "The play zone: drag an action or a mercenary here to play it; "
                                                     "a card that names a seat goes onto that seat's plate."))
        for rect, card, _action, up in self.stage:
            watched.append(Hotspot(rect, words.card_line(card) if up else "A face-down card: click to take it."))
        watched += self.hand
        self.ui.watched = watched

    # -- the question panel ----------------------------------------------------------------------------
    def _prompt(self) -> None:
        view, who = self.view, self.driver.to_act
        if who is None:
            final = view.get("final") or {}
            won = [self.styles[s].name for s in final.get("winners") or ()]
            self.prompt.show(f"{' and '.join(won) or 'Nobody'} won the game.",
                             [Option("See the final count", self.show_end, style="primary")])
            return
        if self.offer_handoff(self.prompt):
            return
        if who == CHANCE or self.driver.waiting:
            self.prompt.show("The dice and the deck decide...", [])
            return
        name = self.styles[who].name
        question = view.get("question") or {}
        said = tidy(question.get("prompt") or "")
        if show_waiting(self.prompt, self.driver, who, name, said):
            return
        kind = question.get("kind")
        if self.aiming is not None:
            self.prompt.show(f"{words.name(self.aiming)}: click the seat it names (lit), or drag the card onto it.",
                             [Option("Cancel", self.cancel_aim, style="quiet")])
            return
        if kind == "play":
            self._play_prompt(name)
        elif kind == "respond":
            self._respond_prompt(name)
        else:
            self._question_prompt(name, kind, said)

    def _options(self, actions) -> list[Option]:
        names = [s.name for s in self.styles]
        out = []
        for a in actions:
            quiet = a.kind in ("pass", "decline")
            out.append(Option(answers.label(a, self.view, names), lambda a=a: self.act(a),
                              style="quiet" if quiet else "normal"))
        return out

    def _play_prompt(self, name: str) -> None:
        draw = answers.find(self.legal, "pass")
        pool = self.view.get("pool", 0)
        options = [Option("Draw", lambda: self.act(draw), tooltip="End your play step: draw the top card of the "
                          "adventure deck", style="primary")] if draw is not None else []
        note = ("Drag treasure into the pool to pay; drag an action or a mercenary onto the play zone, or onto a "
                "seat when it names one." + (" Drag a card onto an ally to give it." if answers.of_kind(self.legal, "give")
                                             else "") + " Then Draw.")
        self.prompt.show(f"{name}, your turn: {words.plural(pool, 'treasure')} in the pool.", options, note=note)

    def _respond_prompt(self, name: str) -> None:
        trigger = answers.field(self.view, "trigger", "")
        amount = answers.field(self.view, "amount", 0)
        said = tidy((self.view.get("question") or {}).get("prompt") or "")
        if said and amount and trigger in ("would_be_damaged", "damaged_by_enemy"):
            said = f"{said.rstrip('.')}: {amount} damage."
        what = said or f"You may respond: {words.trigger_line(trigger)}" + (f" ({amount})" if amount else "") + "."
        options = self._options([a for a in self.legal if a.kind == "play"] + answers.of_kind(self.legal, "pass"))
        self.prompt.show(f"{name}: {what}", options, note="Play a response (or drag it onto the play zone), "
                                                          "or let it happen.")

    def _question_prompt(self, name: str, kind: str | None, said: str) -> None:
        hint = {"target": "Or click a lit seat.", "loot": "Click a face-down card.",
                "steal": "Click a face-down card.", "peek": "Click the card to put back on top first.",
                "discard": "Or click a lit card in your hand.", "salvage": "Click the card to take.",
                "champion": "Click the champion you want."}.get(kind or "", "")
        actions = self.legal
        if kind in ("loot", "steal", "peek", "salvage", "champion") and len(actions) > 9:
            actions = [a for a in actions if a.kind not in ("blind", "pick")]
        said = said or "your choice"
        if said[-1:] not in ".?!:":
            said += "."
        owed, about = answers.field(self.view, "owed"), answers.field(self.view, "card")
        if kind == "pay" and isinstance(owed, int):
            said += f" {words.plural(owed, 'treasure')} owed" + (f" for {words.name(about)}." if about else ".")
        self.prompt.show(f"{name}: {said[:1].upper()}{said[1:]} {hint}".strip(), self._options(actions))

    def cancel_aim(self) -> None:
        self.aiming = None
        self.refresh()

    # -- animation ----------------------------------------------------------------------------------------
    def _animate(self, events) -> None:
        """Damage and healing rise over the plates; treasure paid flies into the pool."""
        delay = 0.0
        for event in events:
            data = event.data if isinstance(event.data, dict) else {}
            seat, kind = data.get("seat"), data.get("kind")
            if not isinstance(seat, int) or not 0 <= seat < self.seat_count:
                continue
            plate = self.plates[seat]
            if kind == "damage" and data.get("amount"):
                line = render(f"-{data['amount']}", 44, theme.DANGER, "title")
                self.flyers.float_text(line, plate.center, delay=delay, height=60, duration=1.2)
                delay += 0.15
            elif kind == "healed" and data.get("amount"):
                line = render(f"+{data['amount']}", 44, theme.LEGAL, "title")
                self.flyers.float_text(line, plate.center, delay=delay, height=60, duration=1.2)
                delay += 0.15
            elif kind == "encounter" and data.get("card"):
                self.show_splash(data["card"], seat)
            elif kind == "paid":
                start = plate.center if self.eye != seat else layout.HAND.center
                self.flyers.add(Flyer(faces.coin(words.value(data.get("card", "")) or 1, 44), start,
                                      layout.POOL.center, 0.5, delay))
                delay += 0.1

    def show_splash(self, card: str, seat: int) -> None:
        """An encounter just drawn, large in the middle of the table for a moment (a click sends
        it to the play zone sooner)."""
        w, h = layout.SPLASH_CARD
        picture = pygame.Surface((w + 40, h + 90), pygame.SRCALPHA)
        pygame.draw.rect(picture, (16, 12, 16, 230), picture.get_rect(), border_radius=18)
        pygame.draw.rect(picture, theme.GOLD, picture.get_rect(), 3, border_radius=18)
        picture.blit(faces.card_face(card, (w, h)), (20, 20))
        said = render(fit(f"{self.styles[seat].name} draws {words.name(card)}", w + 20, 24, "bold"), 24,
                      theme.PARCHMENT, "bold")
        picture.blit(said, said.get_rect(midbottom=(picture.get_width() // 2, picture.get_height() - 20)))
        rect = picture.get_rect(midbottom=(layout.W // 2, layout.PROMPT.y - 6))  # the panel's buttons stay clear
        self.splash = [picture, rect, SPLASH_SECONDS]

    # -- input -------------------------------------------------------------------------------------------------
    def escape(self) -> None:
        if self.aiming is not None:
            self.cancel_aim()  # Esc first calls off a card being aimed
        else:
            self.open_menu()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.splash = None  # a click sends an encounter on show to the play zone (and goes on)
        return super().handle(event)

    def zoom_at(self, pos) -> bool:
        """Right-click: the card or champion under the pointer, large."""
        self.ui.tooltips.hide()
        card = self.card_at(pos)
        if not card:
            return False
        return open_zoom(self.app, faces.card_face(card, ZOOM_CARD), words.card_line(card), self.ui.tooltips)

    def card_at(self, pos) -> str:
        """The id of the card (or champion) drawn under `pos`, '' for none."""
        for sprite in reversed(self.hand):
            if sprite.contains(pos):
                return sprite.card.id
        for rect, card, _action, up in self.stage:
            if up and rect.collidepoint(pos):
                return card
        encounter = self.view.get("encounter")
        if encounter and self._encounter_rect().collidepoint(pos):
            return encounter["card"]
        discard = self.view.get("discard") or []
        if discard and layout.DISCARD.collidepoint(pos):
            return discard[-1]
        for i, rect in enumerate(self.plates):
            if rect.collidepoint(pos):
                seat = self.view["seats"][i]
                comps = seat.get("companions") or []
                for box, comp in zip(plates.companion_rects(len(comps), rect.topleft), comps):
                    if box.collidepoint(pos):
                        return comp["card"]
                return seat.get("champion") or ""
        return ""

    # -- time -----------------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.update_board(dt)
        if self.splash is not None:
            self.splash[2] -= dt
            if self.splash[2] <= 0:
                self.splash = None

    def stage_hover(self) -> int:
        """The card laid out under the pointer (-1: none)."""
        return next((i for i in range(len(self.stage) - 1, -1, -1) if self.stage[i][0].collidepoint(self.pointer)), -1)

    def animating(self) -> bool:
        hover, self._hover_seen = self.stage_hover(), getattr(self, "_hover_seen", -1)
        if hover != self._hover_seen:
            self._hover_seen = hover
            return True  # the ring moves to the card under the pointer
        return (self.flyers.busy or self.splash is not None or bool(self.drag.springs) or self.drag.dragging is not None
                or self.prompt.ui.moving())

    # -- drawing ---------------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_under(surface)
        self.drag.draw_targets(surface)
        held = self.drag.dragging
        for item_id in list(self.drag.springs):
            item = self.drag.items.get(item_id)
            if item is not None:
                surface.blit(item.surface, self.drag.shown_rect(item_id))
        if held is not None:
            rect = self.drag.held_rect()
            surface.blit(self.drag.items[held].surface, rect.move(0, -6))
        if self.splash is not None:
            surface.blit(self.splash[0], self.splash[1])
        self.draw_over(surface)
        self.drawn_hands = {self.eye} if self.hand else set()

    def _draw_lit(self, surface: pygame.Surface) -> None:
        """Rings on what the person to act may click now: seats to name, cards to take."""
        if self.driver.human_to_act() is None or self.drag.dragging is not None:
            return
        for seat in self.lit_seats():
            pygame.draw.rect(surface, theme.DANGER, self.plates[seat].inflate(6, 6), RING, border_radius=14)
        hover = self.stage_hover()
        under = self.stage[hover][0] if hover >= 0 else None
        for rect, *_rest in self.stage:
            if rect is under:
                pygame.draw.rect(surface, theme.HILITE, rect.inflate(10, 10), RING + 1, border_radius=12)
            else:
                pygame.draw.line(surface, theme.LEGAL, (rect.x + 6, rect.bottom + 8), (rect.right - 6, rect.bottom + 8), 4)
