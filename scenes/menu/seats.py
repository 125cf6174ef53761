"""Seat setup: who sits where, in which colour (with its symbol), person or bot."""
from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from scenes import tables
from scenes.kit import theme
from scenes.kit.buttons import Button
from scenes.kit.fonts import render
from scenes.kit.panels import Panel
from scenes.kit.textinput import TextInput
from scenes.kit.tokens import token_surface
from scenes.kit.widget import Widget
from scenes.menu import remember
from scenes.menu.base import MenuScene
from scenes.menu.bot_names import bot_name, is_bot_name
from scenes.menu.tags import badges, seats_text

MAX_SEATS = 6
ROW_H = 94
NAME_LEN = 18  # a seat's name, at most (it must fit the table's seat plates)
COLOUR_NAMES = [name for name, _rgb, _symbol in theme.SEAT_COLOURS]
STYLE = {name: (rgb, symbol) for name, rgb, symbol in theme.SEAT_COLOURS}


@dataclass
class Seat:
    name: str
    colour: str  # a colour name from theme.SEAT_COLOURS
    bot: str | None = None  # None = a person; else the bot kind


class ColourButton(Widget):
    """The seat's token; click for the next free colour, right-click for the previous one."""

    label_size = 18  # the colour's name under the token (0: no label, for compact rows)
    token_radius = 32

    def __init__(self, rect, seat: Seat, on_cycle) -> None:
        super().__init__(rect)
        self.seat = seat
        self.on_cycle = on_cycle
        self.hovered = False

    @property
    def tooltip(self) -> str:
        return f"{self.seat.colour} ({STYLE[self.seat.colour][1]}). Click for another colour."

    @tooltip.setter
    def tooltip(self, _value: str) -> None:
        pass  # derived from the seat

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.contains(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.contains(event.pos):
            self.on_cycle(self.seat, 1 if event.button == 1 else -1)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        rgb, symbol = STYLE[self.seat.colour]
        token = token_surface(rgb, symbol, self.token_radius)
        surface.blit(token, token.get_rect(center=self.rect.center))
        if self.hovered:
            pygame.draw.circle(surface, theme.HILITE, self.rect.center, self.token_radius + 6, 3)
        if not self.label_size:
            return
        label = render(self.seat.colour, self.label_size, theme.TEXT_DIM)
        surface.blit(label, label.get_rect(midtop=(self.rect.centerx, self.rect.bottom + 2)))


class SeatSetupScene(MenuScene):
    """Set up the seats for `info` (a registry.GameInfo or anything with the same fields)."""

    name = "seats"
    seat_type = Seat  # a game's own setup screen may use a Seat with more fields

    def __init__(self, app, info) -> None:
        super().__init__(app)
        self.info = info
        self.title = f"{info.title}: who is playing?"
        self.min_seats = max(1, info.min_seats)
        offered = tuple(c for c in (getattr(info, "seat_colours", ()) or ()) if c in STYLE)
        self.colours: tuple[str, ...] = offered or tuple(COLOUR_NAMES)  # a game may offer fewer
        self.max_seats = max(self.min_seats, min(info.max_seats, MAX_SEATS, len(self.colours)))
        self.bot_kinds: tuple[str, ...] = tuple(getattr(info, "bots", ()) or ())
        start = max(self.min_seats, min(2, self.max_seats))
        self.seats: list[Seat] = [self.seat_type(f"Player {i + 1}", self.colours[i]) for i in range(start)]
        self.remembered = remember.recall(info.id)
        self.recall_seats(self.remembered["seats"])
        facts = [seats_text(info), *badges(info)]
        self.facts = render("   \u2022   ".join(facts), 24, theme.TEXT_DIM)
        self.rebuild()

    # -- layout -----------------------------------------------------------------
    def rebuild(self) -> None:
        """Lay out one row per seat plus the fixed buttons (after a seat is added or removed)."""
        self.ui.clear()
        self.invalidate()
        self.panel = Panel((0, 0, 1240, 120 + ROW_H * len(self.seats) + 100), style="dark")
        self.panel.rect.midtop = (theme.CANVAS_W // 2, 150)
        self.add_back_button()
        self.start_button = self.ui.add(Button((theme.CANVAS_W - 380, theme.CANVAS_H - 130, 320, 64),
                                               "Start game", self.start, shortcut=pygame.K_RETURN,
                                               style="primary"))
        left = self.panel.rect.x + 40
        top = self.panel.rect.y + 120
        self.rows = []
        for i, seat in enumerate(self.seats):
            y = top + i * ROW_H
            colour = self.ui.add(ColourButton((left + 70, y + 2, 64, 64), seat, self.cycle_colour))
            name = self.ui.add(TextInput((left + 180, y + 8, 480, 56), seat.name, max_len=NAME_LEN,
                                         placeholder=f"Player {i + 1}",
                                         on_change=lambda text, s=seat: setattr(s, "name", text)))
            role = self.ui.add(Button((left + 690, y + 6, 300, 60), self._role_label(seat),
                                      lambda s=seat: self.cycle_role(s), enabled=bool(self.bot_kinds),
                                      text_size=24, tooltip=self._role_tip()))
            remove = self.ui.add(Button((left + 1010, y + 6, 150, 60), "Remove", lambda s=seat: self.remove_seat(s),
                                        style="quiet", text_size=22, enabled=len(self.seats) > self.min_seats,
                                        tooltip="" if len(self.seats) > self.min_seats else
                                        f"{self.info.title} needs at least {self._count(self.min_seats)}."))
            self.rows.append((seat, colour, name, role, remove))
        add_y = top + len(self.seats) * ROW_H + 10
        full = len(self.seats) >= self.max_seats
        self.add_button = self.ui.add(Button((left + 70, add_y, 300, 60), "Add seat", self.add_seat,
                                             enabled=not full,
                                             tooltip=f"{self.info.title} seats at most {self._count(self.max_seats)}."
                                             if full else "Add another player or bot", text_size=24))

    @staticmethod
    def _count(n: int) -> str:
        return f"{n} player" + ("" if n == 1 else "s")

    def _role_label(self, seat: Seat) -> str:
        return "Human" if seat.bot is None else f"Bot: {seat.bot}"

    def _role_tip(self) -> str:
        if not self.bot_kinds:
            return f"{self.info.title} has no bots yet: every seat is a person."
        return "Click to switch between a person and a bot (" + ", ".join(self.bot_kinds) + ")."

    # -- remembered from the last game -------------------------------------------
    def recall_seats(self, remembered: list[dict]) -> None:
        """Seat the people and bots of the last game of this kind (as many as this game takes)."""
        if not remembered:
            return
        seats: list[Seat] = []
        for entry in remembered[: self.max_seats]:
            taken = {s.colour for s in seats}
            colour = entry["colour"] if entry["colour"] in self.colours and entry["colour"] not in taken else \
                next(c for c in self.colours if c not in taken)
            bot = entry["bot"] if entry["bot"] in self.bot_kinds else None
            seats.append(self.seat_type(entry["name"][:NAME_LEN], colour, bot))
        while len(seats) < self.min_seats:
            taken = {s.colour for s in seats}
            seats.append(self.seat_type(f"Player {len(seats) + 1}", next(c for c in self.colours if c not in taken)))
        self.seats = seats

    def remembered_options(self) -> dict:
        """The game's own choices to keep for next time (a game's setup screen adds its own)."""
        return {}

    def keep_for_next_time(self) -> None:
        """Keep these seats and choices for the next game of this kind."""
        seats = [{"name": s.name, "colour": s.colour, "bot": s.bot} for s in self.seats]
        remember.remember(self.info.id, seats, self.remembered_options())

    # -- edits ------------------------------------------------------------------
    def cycle_colour(self, seat: Seat, step: int = 1) -> None:
        """Give `seat` the next colour no other seat has."""
        taken = {s.colour for s in self.seats if s is not seat}
        colours = self.colours
        index = colours.index(seat.colour) if seat.colour in colours else -1
        for k in range(1, len(colours) + 1):
            candidate = colours[(index + step * k) % len(colours)]
            if candidate not in taken:
                seat.colour = candidate
                return

    def cycle_role(self, seat: Seat) -> None:
        options = [None, *self.bot_kinds]
        was_bot = seat.bot is not None
        seat.bot = options[(options.index(seat.bot) + 1) % len(options)]
        index = self.seats.index(seat)
        if seat.bot is not None and not was_bot and self._default_name(seat.name):
            seat.name = bot_name(index, [s.name for s in self.seats if s is not seat])
        elif seat.bot is None and is_bot_name(seat.name):
            seat.name = f"Player {index + 1}"
        for row_seat, _c, name, role, _r in self.rows:
            if row_seat is seat:
                role.label = self._role_label(seat)
                name.set_text(seat.name)

    @staticmethod
    def _default_name(name: str) -> bool:
        """True for a name nobody chose: empty, 'Player N' or a bot's name."""
        return not name.strip() or bool(re.fullmatch(r"Player \d+", name.strip())) or is_bot_name(name)

    def add_seat(self) -> None:
        if len(self.seats) >= self.max_seats:
            return
        taken = {s.colour for s in self.seats}
        colour = next(c for c in self.colours if c not in taken)
        self.seats.append(self.seat_type(f"Player {len(self.seats) + 1}", colour))
        self.rebuild()

    def remove_seat(self, seat: Seat) -> None:
        if len(self.seats) <= self.min_seats or seat not in self.seats:
            return
        self.seats.remove(seat)
        self.rebuild()

    # -- result -----------------------------------------------------------------
    def setup(self) -> dict:
        """The setup the engine gets: seats in order (name, colour, symbol, bot) and variants."""
        seats = []
        for i, seat in enumerate(self.seats):
            default = bot_name(i, [s.name for s in self.seats]) if seat.bot else f"Player {i + 1}"
            seats.append({"name": seat.name.strip() or default, "colour": seat.colour,
                          "symbol": STYLE[seat.colour][1], "bot": seat.bot})
        return {"seats": seats, "variants": {}}

    def problem(self) -> str | None:
        """Why the table cannot start yet, or None."""
        setup = self.setup()
        names = [s["name"].casefold() for s in setup["seats"]]
        for name in names:
            if names.count(name) > 1:
                return "Two seats have the same name: give each seat its own."
        colours = [s["colour"] for s in setup["seats"]]
        if len(set(colours)) != len(colours):
            return "Two seats have the same colour."
        if not self.min_seats <= len(colours) <= self.max_seats:
            return f"{self.info.title} needs {seats_text(self.info)}."
        return None

    def start(self) -> None:
        reason = self.problem()
        if reason:
            self.app.toasts.show(reason, "error")
            return
        self.keep_for_next_time()
        tables.start_game(self.app, self.info, self.setup())

    # -- frame ------------------------------------------------------------------
    def draw_static(self, surface: pygame.Surface) -> None:
        self.panel.draw(surface)
        rect = self.panel.rect
        surface.blit(self.facts, self.facts.get_rect(midtop=(rect.centerx, rect.y + 26)))
        left = rect.x + 40
        for text, x in (("Colour", left + 102), ("Name", left + 180), ("Plays as", left + 690)):
            label = render(text, 22, theme.GOLD, "bold")
            pos = label.get_rect(midtop=(x, rect.y + 80)) if text == "Colour" else label.get_rect(topleft=(x, rect.y + 80))
            surface.blit(label, pos)
        for i, (_seat, colour, *_rest) in enumerate(self.rows):
            number = render(str(i + 1), 30, theme.TEXT_DIM, "title")
            surface.blit(number, number.get_rect(center=(left + 24, colour.rect.centery)))
