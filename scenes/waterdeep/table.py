"""The Lords of Waterdeep table: the city board, the seats' mats, and everything a player does by
mouse.

The scene never decides a rule. It shows the view of the seat holding the screen, lights what the
engine's legal actions allow (open spaces, quests and tiles on offer, quests that can be
completed, opponents to target), turns drags and clicks into those actions, asks the engine's
follow-up questions on the question panel, and animates what the events report.
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
from scenes.kit.hotspot import Hotspot
from scenes.kit.options import Option, OptionPanel
from scenes.kit.zoom import open_zoom
from scenes.table.board import PromptBoard, show_waiting
from scenes.table.scene import TableScene
from scenes.waterdeep import answers, board, faces, layout, mats, spots, words
from scenes.waterdeep.gestures import POOL, Gestures
from scenes.waterdeep.hand import draw_hand, draw_offer, hand_cards, offered_cards
from scenes.waterdeep.sounds import SOUNDS

PHASES = {"place": "Placing agents", "reassign": "Reassigning Harbor agents", "over": "Game over"}
ZOOM_CARD = (500, 700)
ZOOM_TILE = (460, 620)
RING = 5


def short_label(label: str, most: int = 34) -> str:
    """An answer's words for its button: a long one keeps what comes before its bracket (the
    whole of it is the button's tooltip)."""
    if len(label) > most and " (" in label:
        return label.split(" (", 1)[0]
    return label


class WaterdeepTable(Gestures, PromptBoard, TableScene):
    name = "waterdeep_table"
    game = "waterdeep"
    secrets = True
    LOG_TEXT = 20
    SOUNDS = SOUNDS
    UNDO_TIP = "Take back your last choice (Ctrl+Z), back to the last draw or reveal"
    OWN_VIEW = ("seat", "open", "payable", "asked")  # told to the seat to act about itself: no secret

    def __init__(self, app, *, setup: dict | None = None, seed: int | None = None,
                 match: Match | None = None) -> None:
        self.seat_count = len((match.setup if match is not None else setup or {"seats": [{}, {}]})["seats"])
        super().__init__(app, setup=setup, seed=seed, match=match)
        n = self.seat_count
        self.prompt = OptionPanel(layout.prompt_rect(n), columns=2, row_h=40, gap=6, text_size=20)
        self.drag = DragLayer(app, self.try_drop, self.legal_targets, on_click=self.click_drag_item)
        self.flyers = Flyers()
        self.view: dict | None = None
        self.legal: list = []
        self.acting = None
        self.hand: list = []
        self.offer: list = []  # cards offered to pick that lie nowhere else (quests drawn to keep)
        self.space_rects: dict[str, pygame.Rect] = {}
        self.agent_spots: dict[str, tuple[int, int]] = {}
        self.shared_plaque: set[str] = set()
        self.rects = {"inn": [layout.inn_card_rect(i) for i in range(4)],
                      "hall": [layout.hall_tile_rect(i) for i in range(3)],
                      "mats": [layout.mat_rect(i, n) for i in range(n)]}
        self.layer: pygame.Surface | None = None
        self.drawn_secrets: set[int] = set()  # seats whose lord or intrigue faces the last frame drew
        self.open()

    @property
    def LOG_RECT(self):  # noqa: N802 (the shell's name for it)
        return layout.log_rect(self.seat_count)

    # -- the engine side ---------------------------------------------------------------------------
    def refresh(self, *, events=()) -> None:
        """Read the position again: view, legal actions, the board picture, drag items, prompt."""
        eye, actor = self.read_position()
        self.space_rects = spots.space_rects(self.view)
        self.agent_spots = spots.agent_spots(self.view, self.space_rects)
        self.shared_plaque = {s["id"] for s in self.view["spaces"] if s["building"] in (spots.INN, spots.HARBOR)
                              or s.get("harbor")}
        self.hand = hand_cards(self.view, eye, self.seat_count)
        self.offer = offered_cards(self.view, answers.picks(self.legal), self.hand)
        self._drag_items(actor)
        self._hotspots()
        self._prompt()
        self._top_bar_state()
        self.layer = None
        if events:
            self._animate(events)

    def reread(self) -> None:
        self.refresh()

    def on_events(self, seat, action, events) -> None:
        self.last_events = list(events)
        self.tell(events)
        self.refresh(events=events)

    def presenting(self) -> bool:
        return super().presenting() or self.flyers.busy

    def end_scene(self):
        from scenes.waterdeep.finale import WaterdeepFinale

        return WaterdeepFinale(self.app, self.match)

    # -- pieces --------------------------------------------------------------------------------
    def _drag_items(self, actor: int | None) -> None:
        self.drag.clear()
        for space, rect in self.space_rects.items():
            self.drag.add_target(space, rect)
        for item, rect in self.drag_sources(actor):
            style = self.styles[actor]
            figure = faces.agent(style.colour, 48, style.symbol)
            centre = pygame.Rect(rect).center if rect is not None else layout.pool_spot(actor, self.seat_count)
            home = figure.get_rect(center=centre)
            self.drag.add_item(item, home, figure, tooltip="Drag this agent onto a lit space (or click the space)")

    def click_drag_item(self, item) -> None:
        """A click (no drag) on an agent: say how to place it."""
        self.refuse("Drag the agent onto a lit space, or click a lit space")

    def _hotspots(self) -> None:
        view, styles = self.view, self.styles
        watched = []
        for space in view["spaces"]:
            watched.append(Hotspot(self.space_rects[space["id"]], board.space_tip(space, styles)))
        for i, quest in enumerate(view["inn"]):
            if quest:
                watched.append(Hotspot(self.rects["inn"][i], words.quest_line(quest)
                                       + "\nRight-click to look closer."))
        for i, slot in enumerate(view["hall"]):
            if slot.get("building"):
                watched.append(Hotspot(self.rects["hall"][i], words.building_line(slot["building"])
                                       + f"\n{slot.get('vp', 0)} VP waiting on it for its buyer."))
        for i, seat in enumerate(view["seats"]):
            watched.append(Hotspot(self.rects["mats"][i], mats.mat_tip(seat, styles[i])))
        watched.append(Hotspot(layout.ROUNDS, "The round track: 8 rounds. Each round's VP tokens go to the buildings "
                                              "in Builder's Hall as it starts. From round 5 each player has one "
                                              "more agent."))
        watched.append(Hotspot(layout.SCORE, "The scoring track: each player's VP. "
                               + ", ".join(f"{s['name']} {s['vp']}" for s in view["seats"]) + "."))
        for card in (*self.hand, *self.offer):
            watched.append(Hotspot(card.rect, card.tooltip + "\nRight-click to look closer."))
        self.ui.watched = watched

    # -- the question panel --------------------------------------------------------------------------
    def _prompt(self) -> None:
        view, who = self.view, self.driver.to_act
        if who is None:
            final = view.get("final") or []
            won = [self.styles[f["seat"]].name for f in final if f.get("winner")]
            self.prompt.show(f"{' and '.join(won) or 'Nobody'} won the game.",
                             [Option("See the final scoring", self.show_end, style="primary")])
            return
        if self.offer_handoff(self.prompt):  # the last person sees what they did; the curtain is coming
            return
        if who == CHANCE or self.driver.waiting:
            self.prompt.show("Drawing cards...", [])
            return
        style = self.styles[who]
        asked = view.get("asked") or {}
        question = tidy(asked.get("what", "")) if asked else ""
        if asked.get("card"):  # the card the question is about (an intrigue card being played)
            question = f"{words.card_name(asked['card'])}: {question}"
        if show_waiting(self.prompt, self.driver, who, style.name, question):
            return
        by_text = answers.by_text(self.legal)
        labels = [tidy(o.get("label") or o.get("action", "")) for o in (asked.get("options", ()) if asked else ())]
        shorts = [short_label(label) for label in labels]
        if len(set(shorts)) < len(shorts):
            shorts = labels  # shortened, two answers would read the same: keep every word
        options = []
        for option, label, short in zip(asked.get("options", ()) if asked else (), labels, shorts):
            action = by_text.get(option.get("action"))
            if action is not None:
                quiet = getattr(action, "kind", "") == "pass"
                options.append(Option(short, lambda a=action: self.act(a), tooltip=label,
                                      style="quiet" if quiet else "normal"))
        if asked and asked.get("kind") not in ("assign", "place", None):
            hint = self._hint(asked.get("kind"))
            self.prompt.show(f"{question or 'Your choice:'} {hint}".strip(), options)
            return
        open_ = answers.spaces_open(self.legal)
        if open_:
            self.prompt.show(f"{style.name}, your turn: place an agent.",
                             [o for o in options if o.style == "quiet"],
                             note="Drag an agent from your mat onto a lit space, or click a lit space.")
        else:
            self.prompt.show(question or "Your choice:", options)

    @staticmethod
    def _hint(kind: str | None) -> str:
        return {"complete": "Or click a lit quest in your hand.",
                "reassign": "Drag the Harbor agent onto a lit space, or click one.",
                "target": "Or click that player's mat.",
                "pick": "Or click the lit card."}.get(kind or "", "")

    # -- animation -------------------------------------------------------------------------------------
    def _animate(self, events) -> None:
        """Gains fly from the space visited to the seat's mat; a completed quest's reward and a
        building's VP rise over the mat."""
        came_from: dict[int, tuple[int, int]] = {}
        delay = 0.0
        for event in events:
            data = event.data if isinstance(event.data, dict) else {}
            seat = data.get("seat")
            if not isinstance(seat, int) or not 0 <= seat < self.seat_count:
                continue
            mat = self.rects["mats"][seat]
            kind = data.get("kind")
            if kind in ("assign", "reassign") and data.get("space") in self.agent_spots:
                came_from[seat] = self.agent_spots[data["space"]]
            elif kind == "gain":
                start = came_from.get(seat, layout.BOARD.center)
                delay = self._fly_bundle(data.get("bundle") or {}, start, mat.center, delay)
            elif kind == "complete":
                reward = data.get("reward") or {}
                card = next((c for c in self.hand if c.id == data.get("quest")), None)
                start = card.rect.center if card is not None else (mat.x + 200, mat.bottom - 16)
                delay = self._fly_bundle(reward, start, mat.center, delay, rise=80)
                line = render(f"Quest done: {words.quest_name(data.get('quest', ''))}  +{words.bundle_text(reward)}",
                              26, theme.HILITE, "bold")
                self.flyers.float_text(line, (mat.centerx, mat.centery), delay=delay, height=50, duration=1.8)
            elif kind == "buy":
                line = render(f"+{data.get('vp', 0)} VP", 26, theme.HILITE, "bold")
                self.flyers.float_text(line, mat.center, delay=delay)

    def _fly_bundle(self, bundle: dict, start, end, delay: float, rise: float = 40) -> float:
        for key in words.ORDER:
            n = int(bundle.get(key, 0) or 0)
            if key in words.CUBES:
                icon = faces.cube(key, 36)
            elif key == "gold":
                icon = faces.coin(36)
            elif key == "vp":
                icon = faces.vp_token(38)
            else:
                icon = faces.card_back(key, (30, 42))
            for _ in range(min(n, 6)):
                self.flyers.add(Flyer(icon, start, end, 0.6, delay, rise=rise))
                delay += 0.07
        return delay

    # -- input --------------------------------------------------------------------------------------------
    def click_at(self, pos) -> bool:
        """A click (PromptBoard.handle): a card on offer, a card in the hand, or the board."""
        for card in reversed(self.offer):
            if card.contains(pos):
                self.click_pick(card.id, "card")
                return True
        for card in reversed(self.hand):
            if card.contains(pos):
                self.click_card(card)
                return True
        if self.offer and layout.OFFER.collidepoint(pos):
            return True  # the offer panel covers the board under it
        return self.click_board(pos)

    def zoom_at(self, pos) -> bool:
        """Right-click: the card, tile or building under the pointer, large."""
        self.ui.tooltips.hide()
        found = self.thing_at(pos)
        if found is None:
            return False
        thing, deck, caption = found
        picture = faces.zoom_picture(thing, deck)
        if picture is None:
            picture = self._large_stand_in(thing, deck)
        return open_zoom(self.app, picture, caption, self.ui.tooltips)

    def thing_at(self, pos) -> tuple[str, str, str] | None:
        """(id, deck, caption) of the card, tile or building under `pos`: a card in the hand, a
        quest at the Inn, a tile in the Hall, a bought building or a basic building's plaque."""
        decks = {"lord": "lords", "intrigue": "intrigue", "mandatory": "intrigue", "quest": "quests"}
        for card in reversed((*self.hand, *self.offer)):
            if card.contains(pos):
                return card.id, decks.get(card.kind, "buildings"), card.tooltip
        for i, quest in enumerate(self.view["inn"]):
            if quest and self.rects["inn"][i].collidepoint(pos):
                return quest, "quests", words.quest_line(quest)
        for i, slot in enumerate(self.view["hall"]):
            if slot.get("building") and self.rects["hall"][i].collidepoint(pos):
                return slot["building"], "buildings", words.building_line(slot["building"])
        for space in self.view["spaces"]:
            if self.space_rects[space["id"]].collidepoint(pos):
                if space.get("owner", -1) >= 0:
                    return space["building"], "buildings", words.building_line(space["building"])
                return space["building"], "basics", board.space_tip(space, self.styles)
        return None

    @staticmethod
    def _large_stand_in(thing: str, deck: str) -> pygame.Surface:
        if deck == "quests":
            return faces.quest_card(thing, ZOOM_CARD)
        if deck == "intrigue":
            return faces.intrigue_card(thing, ZOOM_CARD)
        if deck == "lords":
            return faces.lord_card(thing, ZOOM_CARD)
        if deck == "buildings":
            return faces.building_tile(thing, ZOOM_TILE)
        return faces.basic_plaque(thing, ZOOM_TILE)

    # -- time -----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.update_board(dt)

    def animating(self) -> bool:
        return (self.flyers.busy or bool(self.drag.springs) or self.drag.dragging is not None
                or self.prompt.ui.moving())

    # -- drawing ---------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_under(surface)
        self.drag.draw(surface)
        self.draw_over(surface)
        self.drawn_secrets = {self.eye} if any(c.secret for c in self.hand) else set()

    def _bake(self) -> pygame.Surface:
        """Everything that stays put until the position changes, drawn once into one picture."""
        layer = pygame.Surface((theme.CANVAS_W, theme.CANVAS_H))
        layer.fill(theme.FELT_DARK)
        board.draw_board(layer, self.view, self.styles)
        acting = self.acting if isinstance(self.acting, int) else None
        for i, seat in enumerate(self.view["seats"]):
            rect = self.rects["mats"][i]
            layer.blit(mats.mat_surface(seat, self.styles[i], rect.size, acting=i == acting,
                                        first=i == self.view.get("first")), rect)
        self._draw_top_bar(layer)
        self.prompt.draw_frame(layer)
        draw_hand(layer, self.view, self.eye, self.hand)
        draw_offer(layer, self.offer, tidy((self.view.get("asked") or {}).get("what", "")))
        self.log.draw(layer)
        return layer

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        view = self.view
        phase = f"Round {view['round']} of {view.get('rounds', 8)}  \u2022  {PHASES.get(view['phase'], view['phase'])}"
        self.draw_turn_bar(surface, layout.TOP_BAR.size, phase, banner_x=860, chance="Drawing...")

    def _draw_lit(self, surface: pygame.Surface) -> None:
        """Rings on what the person to act may use now: open spaces, cards on offer, quests to
        complete, opponents to target; and every quest in hand whose needs are met."""
        if self.driver.human_to_act() is not None and self.drag.dragging is None:
            for item in self.drag.items.values():  # the agent to pick up: ringed, so the hand finds it
                pygame.draw.circle(surface, theme.LEGAL, item.rect.center, max(item.rect.size) // 2 + 6, 3)
            for space in answers.spaces_open(self.legal) | answers.recalls(self.legal):
                rect = self.space_rects.get(space)
                if rect is None:
                    continue
                if space in self.shared_plaque:  # one of the Inn's or the Harbor's: ring its spot
                    pygame.draw.circle(surface, theme.LEGAL, self.agent_spots[space], 34, RING)
                else:
                    pygame.draw.rect(surface, theme.LEGAL, rect, RING, border_radius=12)
            picks = answers.picks(self.legal)
            for i, quest in enumerate(self.view["inn"]):
                if quest in picks:
                    pygame.draw.rect(surface, theme.LEGAL, self.rects["inn"][i].inflate(8, 8), RING, border_radius=12)
            for i, slot in enumerate(self.view["hall"]):
                if slot.get("building") in picks:
                    pygame.draw.rect(surface, theme.LEGAL, self.rects["hall"][i].inflate(8, 8), RING,
                                     border_radius=12)
            for seat in answers.targets(self.legal):
                pygame.draw.rect(surface, theme.DANGER, self.rects["mats"][seat], RING, border_radius=12)
            completes = answers.completes(self.legal)
            for card in self.offer:
                pygame.draw.rect(surface, theme.LEGAL, card.rect.inflate(8, 8), RING, border_radius=12)
            for card in self.hand:
                if card.id in completes or (card.kind == "intrigue" and card.id in picks):
                    pygame.draw.rect(surface, theme.LEGAL, card.rect.inflate(8, 8), RING, border_radius=10)
        payable = set(self.view.get("payable") or ())
        for card in self.hand:
            if card.kind in ("quest", "mandatory") and card.id in payable:
                pygame.draw.rect(surface, theme.HILITE, card.rect.inflate(2, 2), 3, border_radius=10)
