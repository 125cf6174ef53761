"""Legend of Drizzt setup: pick an adventure, seat people and bots, give each seat its heroes,
say how each hero gets its powers, and set the healing surges. The engine checks the result."""
from __future__ import annotations

import json

import pygame

from game.core.errors import SetupError
from game.drizzt.content import load
from game.drizzt.setup import MAX_HEROES, new_game
from scenes.drizzt import adventure_card
from scenes.drizzt.adventure_card import AdventureRow
from scenes.drizzt.hero_picker import HeroPicker
from scenes.drizzt.party_rows import MODES, HeroBadge, PartyHero, PowersLine, SeatChip, role_name
from scenes.drizzt.power_picker import PowerPicker
from scenes.kit import theme
from scenes.kit.buttons import Button
from scenes.kit.choice import Choice
from scenes.kit.fonts import render
from scenes.kit.panels import Panel
from scenes.kit.text import wrap_surface
from scenes.menu.seats import Seat, SeatSetupScene

DEFAULT_BOT = "coop"
LIST_RECT = pygame.Rect(40, 140, 380, 790)
CARD_RECT = pygame.Rect(440, 140, 460, 790)
PARTY_RECT = pygame.Rect(920, 140, 960, 790)
PAD = 24
SEAT_ROW_H, HERO_ROW_H = 50, 80
_ADVENTURES = len(load().adventures)  # more than nine: shorter rows, and the surge note left to its tooltip
LIST_TOP = 64 if _ADVENTURES <= 9 else 58  # the first row, below the heading
LIST_ROW_H = min(64, (LIST_RECT.h - LIST_TOP - 84) // _ADVENTURES)
SURGES_TOP = LIST_RECT.y + LIST_TOP + _ADVENTURES * LIST_ROW_H + (12 if _ADVENTURES <= 9 else 4)  # below the adventures
SURGE_NOTE_SHOWN = SURGES_TOP + 84 + 24 <= LIST_RECT.bottom
SURGES = (("1 \u00b7 hard", 1), ("2", 2), ("3 \u00b7 easy", 3))
SURGE_NOTE = "A fallen hero spends one to get back up."
SURGE_TIP = ("A hero who starts its turn at 0 Health spends a healing surge to get back up; with none left, "
             "the party loses. Fewer surges make a harder game.")
STATUS_CENTRE = (920, 982)
SOLO_TIP = "This adventure is for one hero: for a bigger party, pick a group adventure such as number 2."
PARTY_TIP = ("Click a hero to swap it for another. Click the seat under \u201crun by\u201d to hand the hero to "
             "someone else: one person may run several heroes, and a bot seat runs its heroes itself.")
BADGE_W, CHIP_X, MODE_X = 330, 342, 524  # the hero row's columns, from the panel's inner left


def heroes_word(n: int) -> str:
    return f"{n} hero" + ("" if n == 1 else "es")


class DrizztSetupScene(SeatSetupScene):
    """The adventure (list and card), the seats, the party of 1-5 heroes and the healing surges."""

    name = "drizzt_setup"

    def __init__(self, app, info) -> None:
        self.adventure = next(iter(load().adventures))
        self.surges = load().adventures[self.adventure].surges
        self.party: list[PartyHero] = []
        self._checked: tuple[str, str | None, object] = ("", None, None)
        super().__init__(app, info)
        self.title = "Legend of Drizzt: a new adventure"
        self.bot_kinds = tuple(sorted(self.bot_kinds, key=lambda kind: kind != DEFAULT_BOT))
        if not self.recall_party(self.remembered["options"]):
            del self.seats[1:]
            self.party = [PartyHero(next(iter(load().heroes)), self.seats[0])]
        self.rebuild()

    # -- remembered from the last game -------------------------------------------
    def recall_party(self, options: dict) -> bool:
        """The adventure, healing surges and party of the last game; True when a party was taken.
        Anything that no longer fits (a hero or power renamed, a seat gone) is left at its default."""
        content = load()
        if options.get("adventure") in content.adventures:
            self.adventure = options["adventure"]
            self.surges = content.adventures[self.adventure].surges
        if options.get("surges") in (value for _label, value in SURGES):
            self.surges = options["surges"]
        party: list[PartyHero] = []
        for entry in options.get("party") if isinstance(options.get("party"), list) else ():
            if not isinstance(entry, dict) or entry.get("hero") not in content.heroes or \
                    entry["hero"] in {m.hero for m in party} or entry.get("seat") not in range(len(self.seats)):
                continue
            member = PartyHero(entry["hero"], self.seats[entry["seat"]])
            chosen = entry.get("chosen")
            if entry.get("mode") == "random":
                member.mode = "random"
            elif entry.get("mode") == "choose" and isinstance(chosen, list) and chosen and \
                    all(isinstance(p, str) and p in content.powers for p in chosen):
                member.mode, member.chosen = "choose", list(chosen)
            party.append(member)
        if not party:
            return False
        self.party = party[:MAX_HEROES]
        return True

    def remembered_options(self) -> dict:
        """The adventure, surges and each hero with the seat that runs it and its powers."""
        return {"adventure": self.adventure, "surges": self.surges,
                "party": [{"hero": m.hero, "seat": self.seats.index(m.seat), "mode": m.mode, "chosen": list(m.chosen)}
                          for m in self.party]}

    # -- layout -----------------------------------------------------------------
    def rebuild(self) -> None:
        """The common seat widgets moved into the party panel, then the adventures, surges and heroes."""
        super().rebuild()
        self.panels = [Panel(r, style="dark") for r in (LIST_RECT, CARD_RECT, PARTY_RECT)]
        self.start_button.rect = pygame.Rect(theme.CANVAS_W - 400, theme.CANVAS_H - 130, 340, 64)
        self.start_button.label = "Start adventure"
        self.adventure_rows = [self.ui.add(AdventureRow((LIST_RECT.x + 16, LIST_RECT.y + LIST_TOP + i * LIST_ROW_H,
                                                         LIST_RECT.w - 32, LIST_ROW_H - 6), adventure_id, i + 1,
                                                        lambda a: a == self.adventure, self.pick_adventure))
                               for i, adventure_id in enumerate(load().adventures)]
        self.surge_choice = self.ui.add(Choice((LIST_RECT.x + 16, SURGES_TOP + 32, LIST_RECT.w - 26, 44), SURGES,
                                               self.surges, self.set_surges, text_size=20, tooltip=SURGE_TIP))
        self._lay_out_seats()
        self._lay_out_heroes()

    def _lay_out_seats(self) -> None:
        x = PARTY_RECT.x + PAD
        for i, (_seat, colour, name, role, remove) in enumerate(self.rows):
            y = PARTY_RECT.y + 66 + i * SEAT_ROW_H
            colour.rect = pygame.Rect(x, y, 44, 44)
            colour.token_radius, colour.label_size = 18, 0
            name.rect = pygame.Rect(x + 60, y, 270, 44)
            name.text_size = 22
            role.rect = pygame.Rect(x + 346, y, 200, 44)
            role.text_size = 20
            remove.rect = pygame.Rect(PARTY_RECT.right - PAD - 110, y, 110, 44)
            remove.text_size = 19
        self.add_button.rect = pygame.Rect(PARTY_RECT.right - PAD - 200, PARTY_RECT.y + 14, 200, 44)
        self.add_button.text_size = 20

    def heroes_top(self) -> int:
        """Where the heroes' heading starts (below the last seat row)."""
        return PARTY_RECT.y + 66 + len(self.seats) * SEAT_ROW_H + 12

    def _lay_out_heroes(self) -> None:
        x, top = PARTY_RECT.x + PAD, self.heroes_top() + 52
        adventure = load().adventures[self.adventure]
        room = min(adventure.heroes[1], MAX_HEROES)
        self.add_hero_button = self.ui.add(Button((PARTY_RECT.right - PAD - 200, self.heroes_top(), 200, 44), "Add hero",
                                                  self.add_hero, enabled=len(self.party) < room, text_size=20,
                                                  tooltip=f"{adventure.name} takes at most {heroes_word(room)}."
                                                  if len(self.party) >= room else "Another hero joins the party."))
        self.hero_rows = []
        for i, member in enumerate(self.party):
            y = top + i * HERO_ROW_H
            badge = self.ui.add(HeroBadge((x, y, BADGE_W, HERO_ROW_H - 6), member,
                                          lambda _s, m=member: self.open_heroes(m)))
            chip = self.ui.add(SeatChip((x + CHIP_X, y, 170, 44), member, lambda s, m=member: self.cycle_seat(m, s)))
            mode = self.ui.add(Choice((x + MODE_X, y, 336, 44), MODES, member.mode,
                                      lambda v, m=member: self.set_mode(m, v), text_size=20,
                                      tooltip="Suggested: the hero's own picks. Choose: pick them yourself. "
                                              "Random: drawn when the adventure starts (harder)."))
            lone = len(self.party) <= 1
            drop = self.ui.add(Button((PARTY_RECT.right - PAD - 48, y, 48, 44), "\u2715", lambda m=member: self.remove_hero(m),
                                      style="quiet", text_size=20, show_shortcut=False, enabled=not lone,
                                      tooltip="The party needs at least one hero." if lone else "Leave this hero out."))
            line = self.ui.add(PowersLine((x + CHIP_X, y + 50, PARTY_RECT.right - PAD - x - CHIP_X, 22), member,
                                          lambda _s, m=member: self.open_powers(m)))
            self.hero_rows.append((member, badge, chip, mode, drop, line))

    def _role_label(self, seat: Seat) -> str:
        return role_name(seat.bot)

    def _role_tip(self) -> str:
        return ("Click to switch: a person on the couch, the co-op bot (plays to win with you), "
                "or the random bot (any legal move).")

    # -- edits ------------------------------------------------------------------
    def pick_adventure(self, adventure_id: str) -> None:
        """Choose an adventure: its healing surges become the default; the party is kept as it is."""
        self.adventure = adventure_id
        self.surges = load().adventures[adventure_id].surges
        self.rebuild()

    def set_surges(self, value: int) -> None:
        self.surges = value

    def seats_running(self) -> list[Seat]:
        """The seats that run at least one hero, in seat order (the others sit this one out)."""
        return [s for s in self.seats if any(m.seat is s for m in self.party)]

    def add_hero(self) -> None:
        """The next hero not in the party joins, run by a seat with no hero yet, or by a new seat."""
        if len(self.party) >= min(load().adventures[self.adventure].heroes[1], MAX_HEROES):
            return
        idle = [s for s in self.seats if not any(m.seat is s for m in self.party)]
        if not idle and len(self.seats) < self.max_seats:
            super().add_seat()
            idle = [self.seats[-1]]
        seat = idle[0] if idle else self.party[-1].seat
        taken = {m.hero for m in self.party}
        self.party.append(PartyHero(next(h for h in load().heroes if h not in taken), seat))
        self.rebuild()

    def remove_hero(self, member: PartyHero) -> None:
        if len(self.party) > 1 and member in self.party:
            self.party.remove(member)
            self.rebuild()

    def remove_seat(self, seat: Seat) -> None:
        """The seat leaves; its heroes go to the first seat left."""
        others = [s for s in self.seats if s is not seat]
        if len(self.seats) > self.min_seats and others:
            for member in self.party:
                if member.seat is seat:
                    member.seat = others[0]
        super().remove_seat(seat)

    def cycle_seat(self, member: PartyHero, step: int) -> None:
        index = next(i for i, s in enumerate(self.seats) if s is member.seat)
        member.seat = self.seats[(index + step) % len(self.seats)]

    def set_mode(self, member: PartyHero, mode: str) -> None:
        """Suggested or random at once; 'choose' opens the power chooser first."""
        if mode == "choose":
            self.open_powers(member)
        else:
            member.mode = mode

    def open_powers(self, member: PartyHero) -> None:
        def done(picks: list[str]) -> None:
            member.mode, member.chosen = "choose", picks
            self.rebuild()

        self.app.stack.push(PowerPicker(self.app, member, done))

    def open_heroes(self, member: PartyHero) -> None:
        def pick(hero_id: str) -> None:
            if hero_id != member.hero:
                member.hero, member.chosen = hero_id, []
                member.mode = "suggested" if member.mode == "choose" else member.mode
            self.rebuild()

        taken = {m.hero: m.seat.name for m in self.party if m is not member}
        self.app.stack.push(HeroPicker(self.app, member.hero, taken, pick))

    def resume(self) -> None:
        self.rebuild()  # a picker closed: show the party as it now is (a cancelled 'Choose' included)

    # -- result -----------------------------------------------------------------
    def setup(self) -> dict:
        """The engine's setup: the adventure, the seats that run heroes, each hero with its seat and powers."""
        common = super().setup()["seats"]
        running = self.seats_running()
        seats = [entry for entry, seat in zip(common, self.seats) if any(seat is s for s in running)]
        heroes = [{"hero": m.hero, "seat": next(i for i, s in enumerate(running) if s is m.seat), "powers": m.powers()}
                  for m in self.party]
        return {"adventure": self.adventure, "seats": seats, "heroes": heroes, "surges": self.surges}

    def range_problem(self) -> str | None:
        adventure = load().adventures[self.adventure]
        lo, hi = adventure.heroes
        n = len(self.party)
        takes = heroes_word(lo) if lo == hi else f"{lo} to {hi} heroes"
        if n < lo:
            return f"{adventure.name} takes {takes}: add {heroes_word(lo - n).replace('hero', 'more hero', 1)}."
        if n > hi:
            return f"{adventure.name} takes {takes}: leave out {heroes_word(n - hi)}."
        return None

    def check(self) -> tuple[str | None, object]:
        """Why the adventure cannot start (None when it can) and the engine's new game (cached per setup)."""
        setup = self.setup()
        key = json.dumps(setup, sort_keys=True)
        if key != self._checked[0]:
            reason, state = self.range_problem() or SeatSetupScene.problem(self), None
            if reason is None:
                try:
                    state = new_game(setup)
                except SetupError as exc:
                    reason = str(exc)
            self._checked = (key, reason, state)
        return self._checked[1], self._checked[2]

    def problem(self) -> str | None:
        return self.check()[0]

    # -- frame ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        reason, state = self.check()
        self.start_button.enabled = reason is None
        self.start_button.tooltip = reason or "Into the Underdark!"
        rules = load().adventures[self.adventure].rules
        for i, (_m, badge, *_rest) in enumerate(self.hero_rows):
            hero = state.heroes[i] if state is not None else None
            badge.tag = "" if hero is None else "Evil hero" if hero.evil else \
                f"Team {hero.team + 1}" if "teams" in rules else ""
        super().update(dt)

    def draw_static(self, surface: pygame.Surface) -> None:
        for panel in self.panels:
            panel.draw(surface)
        heading = render("Adventure", 28, theme.GOLD, "title")
        surface.blit(heading, heading.get_rect(midtop=(LIST_RECT.centerx, LIST_RECT.y + 18)))
        surface.blit(adventure_card.card_surface(self.adventure, CARD_RECT.size), CARD_RECT)
        x = LIST_RECT.x + 18
        pygame.draw.line(surface, theme.PANEL_EDGE, (x, SURGES_TOP - 4), (LIST_RECT.right - 18, SURGES_TOP - 4), 2)
        surface.blit(render("Healing surges", 20, theme.GOLD, "bold"), (x, SURGES_TOP + 4))
        usual = render(f"usual: {load().adventures[self.adventure].surges}", 20, theme.TEXT_DIM)
        surface.blit(usual, usual.get_rect(topright=(LIST_RECT.right - 18, SURGES_TOP + 8)))
        if SURGE_NOTE_SHOWN:
            surface.blit(wrap_surface(SURGE_NOTE, LIST_RECT.w - 36, 20, theme.TEXT_DIM), (x, SURGES_TOP + 84))
        x = PARTY_RECT.x + PAD
        surface.blit(render("Seats", 28, theme.GOLD, "title"), (x, PARTY_RECT.y + 18))
        surface.blit(render("who is at the couch: people and bots", 20, theme.TEXT_DIM), (x + 110, PARTY_RECT.y + 28))
        top = self.heroes_top()
        surface.blit(render("Heroes", 28, theme.GOLD, "title"), (x, top + 4))
        for text, dx in (("run by", CHIP_X), ("powers", MODE_X)):
            surface.blit(render(text, 20, theme.TEXT_DIM), (x + dx + 4, top + 26))

    def draw_content(self, surface: pygame.Surface) -> None:
        """What changes as the player edits: each seat's heroes, the party size against the range, the status."""
        for seat, _c, _n, role, _r in self.rows:
            names = [load().heroes[m.hero].name.split()[0] for m in self.party if m.seat is seat]
            text = ("runs " + " and ".join(names)) if names else "no hero: sits out"
            label = render(text, 20, theme.TEXT if names else theme.TEXT_DIM)
            surface.blit(label, label.get_rect(midleft=(role.rect.right + 16, role.rect.centery)))
        adventure = load().adventures[self.adventure]
        out_of_range = self.range_problem() is not None
        lo, hi = adventure.heroes
        count = f"{heroes_word(len(self.party))} \u00b7 this adventure takes " + (f"{lo}" if lo == hi else f"{lo}\u2013{hi}")
        badge = render(count, 20, theme.DANGER if out_of_range else theme.TEXT, "bold")
        surface.blit(badge, (PARTY_RECT.x + PAD + 130, self.heroes_top() + 8))
        tip_y = self.heroes_top() + 52 + len(self.party) * HERO_ROW_H + 14
        if tip_y + 50 < PARTY_RECT.bottom:
            tip = (SOLO_TIP + " " if adventure.heroes[1] == 1 else "") + PARTY_TIP
            surface.blit(wrap_surface(tip, PARTY_RECT.w - 2 * PAD, 20, theme.TEXT_DIM), (PARTY_RECT.x + PAD, tip_y))
        reason = self.problem()
        if reason is None:
            bots = sum(1 for s in self.seats_running() if s.bot)
            people = len(self.seats_running()) - bots
            who = ", ".join(p for p in (f"{people} {'person' if people == 1 else 'people'}" if people else "",
                                       f"{bots} bot{'s' if bots != 1 else ''}" if bots else "") if p)
            reason_text, colour = (f"Ready: {heroes_word(len(self.party))} ({who}), {self.surges} healing "
                                   f"surge{'s' if self.surges != 1 else ''}. Start when you are."), theme.LEGAL
        else:
            reason_text, colour = reason, theme.DANGER
        status = wrap_surface(reason_text, 1120, 22, colour, "bold", "center")
        surface.blit(status, status.get_rect(center=STATUS_CENTRE))
