"""Dragonvault setup: the common seat rows (2-6 seats, people or bots, names, colours) with a team
per seat in a team game, and the game's options: free-for-all or teams (allies declared here,
before the roll for the first turn), champions dealt or chosen. The engine checks the result."""
from __future__ import annotations

import json
from dataclasses import dataclass

import pygame

from game.core.errors import SetupError, TavernError
from scenes.kit import theme
from scenes.kit.buttons import Button
from scenes.kit.choice import Choice
from scenes.kit.fonts import render
from scenes.kit.panels import Panel
from scenes.kit.text import wrap_surface
from scenes.menu.seats import Seat, SeatSetupScene
from scenes.dragonvault import plates

DEFAULT_BOT = "heuristic"
SEATS_RECT = pygame.Rect(40, 140, 1200, 800)
RULES_RECT = pygame.Rect(1260, 140, 620, 800)
PAD = 24
ROWS_TOP = SEATS_RECT.y + 110
ROW_H = 96
MODES = (("Free-for-all", "free"), ("Teams", "teams"))
CHAMPIONS = (("Dealt", "deal"), ("Chosen", "choose"))
MODE_TIP = ("Free-for-all: every seat for itself, the most treasure wins. Teams: allies are declared now, before "
            "the roll for the first turn; allies may give each other cards and add up their treasure.")
CHAMPION_TIP = "Dealt: each seat gets a champion at random. Chosen: each seat picks one in turn as the game starts."
STATUS_CENTRE = (SEATS_RECT.centerx, SEATS_RECT.bottom - 44)


@dataclass
class DragonvaultSeat(Seat):
    """A seat with its team in a team game (0-based)."""

    team: int = 0


def pairs(count: int) -> list[int]:
    """Allies facing each other across the table: seat i joins team i mod (count // 2)."""
    teams = max(2, count // 2)
    return [i % teams for i in range(count)]


class DragonvaultSetupScene(SeatSetupScene):
    """Seats (2-6), each with colour, name, person or bot and (in a team game) a team; the options."""

    name = "dragonvault_setup"
    seat_type = DragonvaultSeat

    def __init__(self, app, info) -> None:
        self.mode = "free"
        self.champions = "deal"
        self._checked: tuple[str, str | None] = ("", None)
        super().__init__(app, info)
        self.title = "Dragonvault: who is at the table?"
        self.bot_kinds = tuple(sorted(self.bot_kinds, key=lambda kind: kind != DEFAULT_BOT))
        self.recall_options(self.remembered["options"])
        self.rebuild()

    # -- remembered from the last game -------------------------------------------
    def recall_options(self, options: dict) -> None:
        if options.get("mode") in dict(MODES).values():
            self.mode = options["mode"]
        if options.get("champions") in dict(CHAMPIONS).values():
            self.champions = options["champions"]
        teams = options.get("teams")
        if isinstance(teams, list) and len(teams) == len(self.seats) and all(isinstance(t, int) for t in teams):
            for seat, team in zip(self.seats, teams):
                seat.team = max(0, min(2, team))

    def remembered_options(self) -> dict:
        return {"mode": self.mode, "champions": self.champions, "teams": [s.team for s in self.seats]}

    # -- layout -----------------------------------------------------------------
    def rebuild(self) -> None:
        super().rebuild()
        self.panel = Panel(SEATS_RECT, style="dark")
        self.rules_panel = Panel(RULES_RECT, style="dark")
        self.team_buttons = []
        for i, (seat, colour, name, role, remove) in enumerate(self.rows):
            y = ROWS_TOP + i * ROW_H
            colour.rect = pygame.Rect(SEATS_RECT.x + 70, y + 2, 64, 64)
            colour.label_size = 20
            name.rect = pygame.Rect(SEATS_RECT.x + 166, y + 8, 394, 56)
            role.rect = pygame.Rect(SEATS_RECT.x + 576, y + 8, 250, 56)
            role.text_size = 22
            remove.rect = pygame.Rect(SEATS_RECT.right - PAD - 130, y + 8, 130, 56)
            remove.text_size = 20
            if self.mode == "teams":
                button = self.ui.add(Button((SEATS_RECT.x + 842, y + 8, 170, 56), plates.team_name(seat.team),
                                            lambda s=seat: self.cycle_team(s), text_size=22, show_shortcut=False,
                                            tooltip="Click for this seat's next team: allies share their treasure."))
                self.team_buttons.append(button)
        self.add_button.rect = pygame.Rect(SEATS_RECT.x + 70, ROWS_TOP + len(self.rows) * ROW_H + 4, 300, 56)
        x = RULES_RECT.x + PAD
        self.mode_choice = self.ui.add(Choice((x, RULES_RECT.y + 130, RULES_RECT.w - 2 * PAD, 56), MODES, self.mode,
                                              self.set_mode, text_size=22, tooltip=MODE_TIP))
        self.champion_choice = self.ui.add(Choice((x, RULES_RECT.y + 330, RULES_RECT.w - 2 * PAD, 56), CHAMPIONS,
                                                  self.champions, self.set_champions, text_size=22,
                                                  tooltip=CHAMPION_TIP))
        if self.mode == "teams":
            self.pairs_button = self.ui.add(Button((x, RULES_RECT.y + 200, 300, 50), "Allies across the table",
                                                   self.make_pairs, text_size=20, show_shortcut=False,
                                                   tooltip="Seat the teams so allies face each other"))

    # -- edits ------------------------------------------------------------------
    def set_mode(self, mode: str) -> None:
        if mode == "teams" and self.mode != "teams":
            self.make_pairs(rebuild=False)
        self.mode = mode
        self.rebuild()

    def set_champions(self, value: str) -> None:
        self.champions = value

    def make_pairs(self, rebuild: bool = True) -> None:
        for seat, team in zip(self.seats, pairs(len(self.seats))):
            seat.team = team
        if rebuild:
            self.rebuild()

    def cycle_team(self, seat: DragonvaultSeat) -> None:
        seat.team = (seat.team + 1) % max(2, len(self.seats) // 2)
        self.rebuild()

    def add_seat(self) -> None:
        super().add_seat()
        if self.mode == "teams":
            self.make_pairs()

    def remove_seat(self, seat: Seat) -> None:
        super().remove_seat(seat)
        if self.mode == "teams":
            self.make_pairs()

    # -- result -----------------------------------------------------------------
    def setup(self) -> dict:
        """The engine's setup: seats (person or bot), champions dealt or chosen, teams or none."""
        seats = super().setup()["seats"]
        for entry in seats:
            entry["kind"] = "bot" if entry.get("bot") else "human"
        return {"seats": seats, "champions": self.champions,
                "teams": [s.team for s in self.seats] if self.mode == "teams" else None}

    def team_problem(self) -> str | None:
        if self.mode != "teams":
            return None
        teams = [s.team for s in self.seats]
        if len(set(teams)) < 2:
            return "A team game needs at least two teams: give some seat another team."
        return None

    def problem(self) -> str | None:
        setup = self.setup()
        key = json.dumps(setup, sort_keys=True)
        if key != self._checked[0]:
            reason = self.team_problem() or SeatSetupScene.problem(self)
            if reason is None:
                reason = engine_refusal(setup)
            self._checked = (key, reason)
        return self._checked[1]

    # -- frame ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        reason = self.problem()
        self.start_button.enabled = reason is None
        self.start_button.tooltip = reason or "Into the vault!"
        super().update(dt)

    def draw_static(self, surface: pygame.Surface) -> None:
        self.panel.draw(surface)
        self.rules_panel.draw(surface)
        surface.blit(self.facts, self.facts.get_rect(midtop=(SEATS_RECT.centerx, SEATS_RECT.y + 20)))
        colour = render("Colour", 22, theme.GOLD, "bold")
        surface.blit(colour, colour.get_rect(midtop=(SEATS_RECT.x + 102, SEATS_RECT.y + 70)))
        for text, x in (("Name", SEATS_RECT.x + 170), ("Plays as", SEATS_RECT.x + 576)) + \
                ((("Team", SEATS_RECT.x + 842),) if self.mode == "teams" else ()):
            surface.blit(render(text, 22, theme.GOLD, "bold"), (x, SEATS_RECT.y + 70))
        for i, (_seat, colour, *_rest) in enumerate(self.rows):
            number = render(str(i + 1), 30, theme.TEXT_DIM, "title")
            surface.blit(number, number.get_rect(center=(SEATS_RECT.x + PAD + 14, colour.rect.centery)))
        x = RULES_RECT.x + PAD
        heading = render("The game", 30, theme.GOLD, "title")
        surface.blit(heading, heading.get_rect(midtop=(RULES_RECT.centerx, RULES_RECT.y + 18)))
        surface.blit(render("Every seat for itself, or teams", 22, theme.TEXT), (x, RULES_RECT.y + 92))
        surface.blit(render("Champions", 22, theme.TEXT), (x, RULES_RECT.y + 292))
        note = wrap_surface(MODE_TIP + " " + CHAMPION_TIP, RULES_RECT.w - 2 * PAD, 20, theme.TEXT_DIM)
        surface.blit(note, (x, RULES_RECT.y + 420))

    def draw_content(self, surface: pygame.Surface) -> None:
        reason = self.problem()
        if reason is None:
            bots = sum(1 for s in self.seats if s.bot)
            people = len(self.seats) - bots
            text = (f"Ready: {len(self.seats)} seats ({people} {'person' if people == 1 else 'people'}, "
                    f"{bots} bot{'' if bots == 1 else 's'}), " + ("teams" if self.mode == "teams" else "free-for-all")
                    + f", champions {'chosen' if self.champions == 'choose' else 'dealt'}.")
            colour = theme.LEGAL
        else:
            text, colour = reason, theme.DANGER
        status = wrap_surface(text, SEATS_RECT.w - 40, 22, colour, "bold", "center")
        surface.blit(status, status.get_rect(center=STATUS_CENTRE))


def engine_refusal(setup: dict) -> str | None:
    """The engine's words when it would refuse this setup (None when it takes it)."""
    try:
        from game.dragonvault import rules
    except ImportError:
        return None
    try:
        rules.new_game(setup)
    except (SetupError, TavernError, ValueError) as exc:
        return str(exc)
    return None
