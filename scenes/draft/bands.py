"""Every seat's band on the Dungeon Draft table: at its left the seat's name, how it stands in
the draft ("Picked" or "Choosing..."), its numbers and a line of its own for its quests; at its
right its play area stacked by round and, during the draft, its picks lying face down.

When the last pick of a round is made everyone turns their cards over (`Turning`): the picks on
every band flip at once, one after another along the row; the person holding the screen sees
their own faces come up (everyone else's turn away, into their owners' hands: drafted cards stay
hidden until played, G-13), and only then does the table tell the play phase (log lines, banner).
"""
from __future__ import annotations

import math

import pygame

from scenes.kit import theme
from scenes.kit.fonts import render
from scenes.kit.text import fit
from scenes.kit.tokens import token_surface
from scenes.draft import faces, layout, words

STRIP_LEAST_H = 130  # a strip shorter than this overlaps its number badges (sign and up to 4 numbers)
COUNT_SIDE = 30  # a class's sign in a short band's counts; its number beside it at COUNT_PX
COUNT_PX = 22
LINE_PX = 20
PICK_STEP = 18  # the picks face down overlap: this much of each shows
PICKS_ROOM = 7  # room is kept for a round's seven picks
NAME_Y, NUMBERS_Y, LINE_Y = 4, 37, 70  # a band's rows at its left (from its top)
EDGE = 4  # no line of words comes nearer a band's border than this


class Turning:
    """Everyone turning their picks over: `held` (the play phase's events) is told when done."""

    SECONDS = 1.0
    FLIP = 0.4  # one card's turn
    STAGGER = 0.05  # the next card along the row starts this much later

    def __init__(self, held: list) -> None:
        self.held = list(held)
        self.clock = 0.0

    def tick(self, dt: float) -> bool:
        """Move on a frame; True once every card has turned and been seen a moment."""
        self.clock += dt
        return self.clock >= self.SECONDS

    def turned(self, k: int) -> float:
        """How far card k of a row has turned: 0 face down, 0.5 edge on, 1 over."""
        return max(0.0, min(1.0, (self.clock - k * self.STAGGER) / self.FLIP))


class BandPainter:
    """The bands of a DraftTable (which holds bands, view, styles, acting, counted, turning)."""

    def _picks_shown(self) -> bool:
        return self.view.get("phase") == "draft" or self.turning is not None

    def _pick_rects(self, band: pygame.Rect, count: int) -> list[pygame.Rect]:
        """Where a seat's picks lie face down: overlapping, at the right end of its band."""
        h = band.h - 34
        w = h * 5 // 7
        left = band.right - 12 - (w + PICK_STEP * (PICKS_ROOM - 1))
        return [pygame.Rect(left + k * PICK_STEP, band.y + 28, w, h) for k in range(count)]

    def _area_rects(self, band: pygame.Rect, seat: dict) -> list[tuple[pygame.Rect, str]]:
        """Where each card of a seat's play area is drawn: rounds left to right as the cards'
        strips (class sign and numbers), earlier rounds stacked, the latest round side by side;
        played quests last."""
        return [(rect, card) for rect, card, _r in self._area_layout(band, seat)]

    def _area_right(self, band: pygame.Rect) -> int:
        """The play area's right end: short of the picks while they lie on the band."""
        if self._picks_shown():
            return self._pick_rects(band, 1)[0].x - 16
        return band.right - 10

    def _counted_layout(self, band: pygame.Rect, seat: dict) -> list[tuple[pygame.Rect, str, int, int]]:
        """A short band's play area: each round's class signs with how many cards of the class it
        holds (two rows), then each played quest's XP star; (rect, a card it stands for, round,
        count)."""
        side, rows = COUNT_SIDE, 2
        top = band.y + 28 + max(0, (band.h - 34 - rows * side - 2) // 2)
        cell = side + 2 + 28  # the sign, its number and a little room
        x = band.x + layout.LEFT_W
        out: list[tuple[pygame.Rect, str, int, int]] = []
        for r, cards in enumerate(seat.get("play_area") or []):
            if not cards:
                continue
            last: dict[str, str] = {}
            counts: dict[str, int] = {}
            for card in cards:
                cls = words.cls(card) or "monster"
                last[cls] = card
                counts[cls] = counts.get(cls, 0) + 1
            order = [c for c in words.CLASS_NAMES if c in counts]
            for k, cls in enumerate(order):
                out.append((pygame.Rect(x + (k // rows) * cell, top + (k % rows) * (side + 2), side, side),
                            last[cls], r, counts[cls]))
            x += max(cell * ((len(order) + rows - 1) // rows), 96) + 14
        for k, quest in enumerate(seat.get("quests_played") or ()):
            out.append((pygame.Rect(x + (k // rows) * cell, top + (k % rows) * (side + 2), side, side), quest, -1, 0))
        return out

    def _area_layout(self, band: pygame.Rect, seat: dict) -> list[tuple[pygame.Rect, str, int]]:
        if self.counted:
            return [(rect, card, r) for rect, card, r, _n in self._counted_layout(band, seat)]
        h = band.h - 34
        w = min(56, h // 2 - 1)  # narrower than half its height: the art draws the card's strip
        rounds = seat.get("play_area") or []
        latest = self.view.get("round", 1) - 1 if self.view.get("phase") == "play" else -1
        x, y = band.x + layout.LEFT_W, band.y + 28
        out: list[tuple[pygame.Rect, str, int]] = []
        for r, cards in enumerate(rounds):
            step = w + 4 if r == latest else 24
            for card in cards:
                out.append((pygame.Rect(x, y, w, h), card, r))
                x += step
            if cards:
                x += w - step + 18
        for quest in seat.get("quests_played") or ():  # a quest has no strip: its small face
            out.append((pygame.Rect(x, y, h * 5 // 7, h), quest, -1))
            x += h * 5 // 7 + 4
        room = self._area_right(band) - (band.x + layout.LEFT_W)
        used = x - (band.x + layout.LEFT_W)
        if out and used > room:  # squeeze to fit
            scale = room / used
            left = band.x + layout.LEFT_W
            out = [(pygame.Rect(left + int((rect.x - left) * scale), rect.y, rect.w, h), c, r) for rect, c, r in out]
        return out

    def _draw_numbers(self, surface: pygame.Surface, band: pygame.Rect, seat: dict) -> None:
        """Gold, attack, production and XP: each its sign and its number (words without the art)."""
        x, y = band.x + 14, band.y + NUMBERS_Y
        values = (("gold", seat.get("gold", 0), "Gold"), ("attack", seat.get("attack", 0), "Attack"),
                  ("production", seat.get("production", 0), "Prod."),
                  ("xp", seat.get("card_xp", 0) + seat.get("xp_tokens", 0), "XP"))
        for kind, value, label in values:
            sign = faces.icon(kind, 28)
            if sign is not None:
                surface.blit(sign, (x, y))
                said = render(str(value), 26, theme.PARCHMENT, "bold")
                surface.blit(said, (x + 32, y))
                x += 100
            else:
                said = render(f"{label} {value}", 22, theme.PARCHMENT, "bold")
                surface.blit(said, (x, y + 2))
                x += said.get_width() + 16

    def band_status(self, seat: dict) -> list[str]:
        """Beside the seat's name: where it stands in the draft, or its cards to play and income
        (the longest that leaves the name whole first)."""
        phase = self.view.get("phase")
        if self.turning is not None or phase in ("draft", "quests"):
            return ["Picked \u2713" if seat.get("sealed") or self.turning is not None else "Choosing..."]
        if phase == "play":
            cards = seat.get("drafted_count", 0)
            return [f"{cards} to play, income {seat.get('income', 0)}", f"{cards} to play"]
        return []

    _form: tuple | None = None  # (the view it was worked out for, the form)

    def _status_form(self) -> int:
        """Which of band_status's wordings every band uses: the longest that leaves every seat's
        name whole (the same on every band)."""
        if self._form is not None and self._form[0] is self.view:
            return self._form[1]
        self._form = (self.view, self._forms())
        return self._form[1]

    def _forms(self) -> int:
        for form in range(2):
            fits = True
            for style, seat in zip(self.styles, self.view.get("seats", ())):
                statuses = self.band_status(seat)
                if not statuses:
                    continue
                name = style.name + (" (bot)" if style.bot else "")
                width = render(statuses[min(form, len(statuses) - 1)], LINE_PX, theme.TEXT, "bold").get_width()
                fits = fits and fit(name, layout.LEFT_W - 76 - width, 26, "bold") == name
            if fits:
                return form
        return 1

    def band_lines(self, seat: dict) -> list[str]:
        """The band's lines under its numbers, each on a row of its own (as many as fit)."""
        lines = []
        if self.view.get("quests_on"):
            played = len(seat.get("quests_played") or ())
            lines.append(f"Quests: {seat.get('quests_count', 0)} in hand, {played} played")
        if self._picks_shown():
            lines.append(f"{words.plural(seat.get('drafted_count', 0), 'card')} drafted, face down")
        return lines

    def line_rects(self, band: pygame.Rect, seat: dict) -> list[tuple[pygame.Rect, str]]:
        """Where the band's lines go: rows of LINE_PX words from LINE_Y down, only those that
        keep EDGE clear of the band's border."""
        out, y = [], band.y + LINE_Y
        for line in self.band_lines(seat):
            said = fit(line, layout.LEFT_W - 30, LINE_PX)
            size = render(said, LINE_PX, theme.TEXT, "sans").get_size()
            rect = pygame.Rect(band.x + 16, y, *size)
            if rect.bottom > band.bottom - EDGE:
                break
            out.append((rect, said))
            y += size[1] + 2
        return out

    def _draw_band(self, surface: pygame.Surface, i: int, seat: dict) -> None:
        band = self.bands[i]
        style = self.styles[i]
        active = self.turning is None and (self.view.get("active", -1) == i or self.acting == i)
        if active:  # its panel is in the base
            pygame.draw.rect(surface, style.colour, band.inflate(4, 4), 4, border_radius=12)
        token = token_surface(style.colour, style.symbol, 16)
        surface.blit(token, token.get_rect(center=(band.x + 26, band.y + NAME_Y + 16)))
        name = style.name + (" (bot)" if style.bot else "")
        said, room = None, layout.LEFT_W - 60
        statuses = self.band_status(seat)
        if statuses:
            status = statuses[min(self._status_form(), len(statuses) - 1)]
            said = render(status, LINE_PX, theme.HILITE if status.startswith("Picked") else theme.TEXT, "bold")
            room -= said.get_width() + 16
        surface.blit(render(fit(name, room, 26, "bold"), 26, style.colour, "bold"), (band.x + 50, band.y + NAME_Y))
        if said is not None:
            surface.blit(said, said.get_rect(topright=(band.x + layout.LEFT_W - 14, band.y + NAME_Y + 5)))
        self._draw_numbers(surface, band, seat)
        for rect, line in self.line_rects(band, seat):
            surface.blit(render(line, LINE_PX, theme.TEXT, "sans"), rect)
        placed = self._area_layout(band, seat)
        if not placed and not self._picks_shown():
            hint = render("Play area: cards played show here, round by round", 20, theme.TEXT_DIM)
            surface.blit(hint, hint.get_rect(midleft=(band.x + layout.LEFT_W, band.centery)))
        self._draw_group_labels(surface, band, placed)
        if self.view.get("phase") == "draft" and self.turning is None:
            for rect in self._pick_rects(band, seat.get("drafted_count", 0)):
                surface.blit(faces.card_back(rect.size), rect)
        if self.counted:
            for rect, card, r, n in self._counted_layout(band, seat):
                quest = r < 0
                sign = faces.icon("xp", rect.w) if quest else faces.count_sign(words.cls(card) or "monster", rect.w)
                if sign is not None:
                    surface.blit(sign, rect)
                said = str(words.quest(card).xp if quest and words.quest(card) else n)
                number = render(said, COUNT_PX, theme.PARCHMENT, "bold")
                surface.blit(number, number.get_rect(midleft=(rect.right + 2, rect.centery)))
            return
        for rect, card, _r in placed:
            picture = faces.strip(card, rect.size) if rect.w * 2 < rect.h else faces.card_face(card, rect.size)
            surface.blit(picture, rect)

    def _draw_group_labels(self, surface: pygame.Surface, band: pygame.Rect, placed: list) -> None:
        """Each round's label over its cards (shortened where it is narrow), and "Face down" over
        the picks while they lie there."""
        starts: dict[int, int] = {}
        for rect, _card, r in placed:
            starts.setdefault(r, rect.x)
        right = self._area_right(band)
        edges = list(starts.values())[1:] + [right]
        for (r, x), end in zip(starts.items(), edges):
            label = "Quests" if r < 0 else f"Round {r + 1}"
            said = render(label, 20, theme.GOLD, "bold")
            if said.get_width() > end - x - 6:
                said = render("Q" if r < 0 else f"R{r + 1}", 20, theme.GOLD, "bold")
            surface.blit(said, (x, band.y + 4))
        if self._picks_shown() and self.turning is None:
            said = render("Face down", 20, theme.TEXT_DIM, "bold")
            surface.blit(said, (self._pick_rects(band, 1)[0].x, band.y + 4))

    def draw_turning(self, surface: pygame.Surface) -> None:
        """Everyone's picks turning over (over the table's picture): each card narrows to its
        edge, then widens as its face (the one seat whose cards the view shows) or is gone into its
        owner's hand (everyone else's)."""
        turning = self.turning
        for band, seat in zip(self.bands, self.view.get("seats", ())):
            shown = list(seat.get("drafted") or ())
            rects = self._pick_rects(band, seat.get("drafted_count", 0))
            for k, rect in enumerate(rects):
                t = turning.turned(k)
                if t >= 0.5 and k >= len(shown):
                    continue  # turned away: into its owner's hand
                picture = faces.card_back(rect.size) if t < 0.5 else faces.card_face(shown[k], rect.size)
                w = int(rect.w * abs(math.cos(math.pi * t)))
                if w < 2:
                    continue
                if shown:  # the owner's own spread out as they come up, to be seen side by side
                    spread = rects[-1].right - (len(rects) - k) * (rect.w + 4)
                    rect = rect.move(int((spread - rect.x) * t), 0)
                narrow = pygame.transform.smoothscale(picture, (w, rect.h))
                surface.blit(narrow, narrow.get_rect(center=rect.center))

    def faces_turning(self) -> list[str]:
        """The faces showing now as the picks turn over (none until a card is past its edge)."""
        if self.turning is None:
            return []
        out = []
        for band, seat in zip(self.bands, self.view.get("seats", ())):
            shown = list(seat.get("drafted") or ())
            out += [shown[k] for k in range(min(len(shown), seat.get("drafted_count", 0)))
                    if self.turning.turned(k) >= 0.5]
        return out
