"""The party panel on the right of the Drizzt table: a row per hero (portrait, Health, conditions,
powers and items), then the healing surges, the experience pile, the adventure's goal with its
progress, and the setting in play. Baked into one surface when the view changes, so a frame is
one blit; hit-testing names the hero, power or item under the mouse for tips and clicks.

A bake reuses the finished picture of each hero row, and of the part under the heroes, whose
content did not change (most moves touch one hero, or none): only the changed parts are drawn
again, so a change of position costs a few blits rather than a whole panel."""
from __future__ import annotations

from typing import Callable

import pygame

from game.drizzt.content import load
from game.drizzt.progress import progress
from scenes.drizzt.hero_row import chip, chip_text, counted, draw_row
from scenes.drizzt.portraits import hero_portrait
from scenes.kit import theme
from scenes.kit.draw import darken, opaque
from scenes.kit.fonts import font, render
from scenes.kit.panels import panel_surface
from scenes.kit.text import wrap_surface
from scenes.kit.seat_style import SeatStyle, seat_styles

RECT = pygame.Rect(1440, 64, 480, 1016)
PAD = 8
ROW_GAP = 6
MAX_ROW = 206  # a hero row's height when few heroes leave room
FOOT = 250  # surges, experience, goal and setting, and the log button under them
LOG_BUTTON = (200, 40)
SURGE_RED = (200, 52, 60)


def seats_from(setup_seats) -> list[SeatStyle]:
    """Seats as the panel shows them, from the setup's seat dicts ({"name", "colour"})."""
    return seat_styles({"seats": list(setup_seats or ())})


def _key(view: dict) -> str:
    """Everything the panel shows, as one comparable value."""
    flags = view.get("flags") or {}
    return repr((view["adventure"], view["heroes"], view["surges"], view["xp"], view["setting"], view["turn"]["hero"],
                 view.get("phase"), [(m["card"], m["health"]) for m in view.get("monsters", ())],
                 [t["id"] for t in view.get("tiles", ())], view.get("tile_deck"),
                 {k: flags.get(k) for k in ("slain", "villain_out", "freed", "out_teams")}, view.get("numbers")))


class PartyPanel:
    """`update(view)` re-bakes when what it shows changed; `draw(surface)` blits; `hit(pos)` and
    `tip(pos)` answer for the mouse. `portrait(hero_id, diameter)` may supply a picture."""

    def __init__(self, rect=RECT, seats=None, portrait: Callable | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.seats: list[SeatStyle] = list(seats or [])
        self.active: int | None = None  # the hero whose turn it is (None: read it from the view)
        self.portrait = portrait or hero_portrait  # the same disc as the hero's token on the map
        self.surface: pygame.Surface | None = None
        self.view: dict | None = None
        self.key = ""
        self.hero_rects: list[pygame.Rect] = []
        self.spots: list[tuple[tuple, pygame.Rect]] = []  # (key, screen rect), smallest first
        self.bakes = 0
        self.renders = 0  # hero rows and feet drawn from scratch (the rest reused from `pieces`)
        self.pieces: dict[tuple, tuple[pygame.Surface, list]] = {}  # content -> finished piece, its spots
        self.ground: pygame.Surface | None = None  # the empty panel, see-through as drawn
        self.base: pygame.Surface | None = None  # the empty panel on its backdrop

    @property
    def log_button_rect(self) -> pygame.Rect:
        """Where the table puts its log button (bottom right of the panel)."""
        w, h = LOG_BUTTON
        return pygame.Rect(self.rect.right - PAD - 8 - w, self.rect.bottom - PAD - 6 - h, w, h)

    def seat(self, k: int) -> SeatStyle:
        if 0 <= k < len(self.seats):
            return self.seats[k]
        name, rgb, symbol = theme.SEAT_COLOURS[k % len(theme.SEAT_COLOURS)]
        return SeatStyle(f"Seat {k + 1}", rgb, symbol)

    # -- baking ------------------------------------------------------------------------------------
    def show(self, view: dict, styles=None, active: int | None = None) -> bool:
        """Take a new view with the seats' styles and the hero whose turn it is; True when redrawn."""
        if styles is not None:
            self.seats = list(styles)
        self.active = active
        return self.update(view)

    def update(self, view: dict) -> bool:
        """Take a new view; True when the panel had to be redrawn."""
        key = _key(view) + repr((self.active, [(s.name, s.colour, s.symbol) for s in self.seats]))
        self.view = view
        if key == self.key and self.surface is not None:
            return False
        self.key = key
        self._bake(view)
        return True

    def row_height(self, n: int) -> int:
        room = self.rect.h - FOOT - PAD * 2 - ROW_GAP * max(0, n - 1)
        return min(MAX_ROW, room // max(1, n))

    def _bake(self, view: dict) -> None:
        self.bakes += 1
        if self.ground is None or self.ground.get_size() != self.rect.size:
            self.ground = panel_surface(self.rect.size, "dark", "", 14)
            self.base = opaque(self.ground)  # it sits on the table's dark edge: no per-pixel alpha per frame
        surf = self.base.copy()
        heroes = view["heroes"]
        h = self.row_height(len(heroes))
        teams = len({hero.get("team", 0) for hero in heroes}) > 1
        self.hero_rects, self.spots = [], []
        local, kept = [], {}
        turn = view["turn"]["hero"] if self.active is None else self.active
        for i, hero in enumerate(heroes):
            row = pygame.Rect(PAD, PAD + i * (h + ROW_GAP), self.rect.w - PAD * 2, h)
            active = view.get("phase") != "over" and turn == i
            shown, seat = counted(view, i), self.seat(hero["seat"])
            key = ("row", i, repr(shown), (seat.name, seat.colour, seat.symbol), active, teams, tuple(row))
            local += self._piece(surf, row, key, kept, lambda s, r: draw_row(
                s, r, i, shown, seat, active=active, teams=teams, portrait=self.portrait))
            self.hero_rects.append(row.move(self.rect.topleft))
        top = PAD + len(heroes) * (h + ROW_GAP) + 6  # right under the heroes; the log button at the foot
        foot = pygame.Rect(PAD, top, self.rect.w - PAD * 2, self.rect.h - PAD - top)
        p = progress(view)
        key = ("foot", view["surges"], repr(view["xp"]), view["adventure"], view.get("setting"),
               (p.text, p.done, p.total, p.more), tuple(foot))
        # the foot draws its rule just above its rect: its piece starts a little higher, in the gap
        local += self._piece(surf, pygame.Rect(foot.x, foot.y - 4, foot.w, foot.h + 4), key, kept,
                             lambda s, r: _foot(s, pygame.Rect(r.x, r.y + 4, r.w, r.h - 4), view))
        self.pieces = kept  # only what the panel shows now is kept for the next bake
        self.spots = [(key, r.move(self.rect.topleft)) for key, r in local]
        self.spots += [(("hero", i), r) for i, r in enumerate(self.hero_rects)]
        self.surface = surf

    def _piece(self, surf: pygame.Surface, rect: pygame.Rect, key: tuple, kept: dict, paint: Callable) -> list:
        """Blit the finished picture of the part of the panel at `rect` whose content is `key`,
        drawing it first if the last bake did not have it (`paint(surface, rect)` draws it on
        that part of the empty panel); returns its spots in the panel's coordinates."""
        piece = self.pieces.get(key) or kept.get(key)
        if piece is None:
            self.renders += 1
            part = self.ground.subsurface(rect).copy()
            spots = paint(part, part.get_rect())
            piece = (opaque(part), spots)
        kept[key] = piece
        pic, spots = piece
        surf.blit(pic, rect)
        return [(name, r.move(rect.topleft)) for name, r in spots]

    def draw(self, surface: pygame.Surface) -> None:
        if self.surface is not None:
            surface.blit(self.surface, self.rect)

    # -- the mouse ---------------------------------------------------------------------------------
    def hit(self, pos):
        """("power", i, id) / ("item", i, id) / ("hero", i) / ("surges",) / ("xp", team) /
        ("goal",) / ("setting",) under `pos`, or None."""
        for key, rect in self.spots:
            if rect.collidepoint(pos):
                return key
        return None

    def tip(self, pos) -> str:
        """The tooltip for what is under `pos` ('' for nothing)."""
        key = self.hit(pos)
        if key is None or self.view is None:
            return ""
        return _TIPS[key[0]](self.view, *key[1:])


# -- under the heroes: surges, experience, goal, setting ------------------------------------------------
def _heading(surf: pygame.Surface, text: str, x: int, y: int) -> int:
    label = render(text, 20, theme.GOLD, "bold")
    surf.blit(label, (x, y))
    return y + label.get_height() + 2


def _foot(surf: pygame.Surface, rect: pygame.Rect, view: dict) -> list:
    spots = []
    pygame.draw.line(surf, theme.PANEL_EDGE, (rect.x + 8, rect.y - 2), (rect.right - 8, rect.y - 2), 2)
    x, y = rect.x + 10, rect.y + 6
    top = _heading(surf, "Healing surges", x, y)
    n = view["surges"]
    dots = x + font(20, "bold").size("Healing surges")[0] + 22
    for k in range(max(n, 1)):
        c = (dots + k * 30, y + 12)
        pygame.draw.circle(surf, darken(SURGE_RED, 0.5) if k >= n else SURGE_RED, c, 11)
        pygame.draw.circle(surf, theme.GOLD, c, 11, 2)
    left = render("none left!" if n == 0 else f"{n} left", 20, theme.DANGER if n == 0 else theme.TEXT_DIM, "bold")
    surf.blit(left, (dots + max(n, 1) * 30 - 8, y))
    spots.append((("surges",), pygame.Rect(rect.x, y, rect.w, top - y)))
    y = top + 6
    for team, cards in sorted(view["xp"].items()):
        start = y
        total = sum(load().monster(c).xp for c in cards)
        label = "Experience" + (f" (team {int(team) + 1})" if len(view["xp"]) > 1 else "")
        _heading(surf, f"{label}: {total} XP", x, y)
        y += 26
        xs = x
        for card in cards[-6:]:
            m = load().monster(card)
            pic = chip(f"{m.xp} {m.name}", (110, 40, 36), theme.TEXT, 200, 20)  # the XP first: names may be cut
            if xs + pic.get_width() > rect.right - 10:
                break
            surf.blit(pic, (xs, y))
            xs += pic.get_width() + 4
        if not cards:
            surf.blit(render("no monsters defeated yet", 20, theme.TEXT_DIM), (x, y))
        y += 32
        spots.append((("xp", team), pygame.Rect(rect.x, start, rect.w, y - start)))
    y += 4
    start = y
    adv = load().adventures[view["adventure"]]
    y = _heading(surf, adv.name, x, y)
    p = progress(view)
    surf.blit(chip_text(p.text, 20, theme.TEXT, rect.w - 20), (x, y))
    y += 26
    if p.total:
        bar = pygame.Rect(x, y, rect.w - 20, 8)
        pygame.draw.rect(surf, (40, 30, 30), bar, border_radius=4)
        pygame.draw.rect(surf, theme.GOLD, (bar.x, bar.y, bar.w * p.done // p.total, bar.h), border_radius=4)
        y += 14
    if p.more:
        surf.blit(render(p.more, 20, theme.TEXT_DIM), (x, y))
        y += 26
    spots.append((("goal",), pygame.Rect(rect.x, start, rect.w, y - start)))
    if view.get("setting"):
        card = load().encounters[view["setting"]]
        start = y + 4
        surf.blit(chip(f"Setting: {card.name}", (54, 92, 112), theme.TEXT, rect.w - 20, 20), (x, start))
        text = wrap_surface(card.text, rect.w - 20, 20, theme.TEXT_DIM)
        room = rect.bottom - LOG_BUTTON[1] - 10 - (start + 32)
        surf.blit(text, (x, start + 32), pygame.Rect(0, 0, text.get_width(), max(0, room)))
        spots.append((("setting",), pygame.Rect(rect.x, start, rect.w, 32 + min(room, text.get_height()))))
    return spots


def _hero_tip(view: dict, i: int) -> str:
    hero = view["heroes"][i]
    c = load().heroes[hero["id"]]
    state = "escaped" if hero["escaped"] else "down" if hero["health"] <= 0 else f"{hero['health']}/{hero['max_health']} Health"
    conds = [w for w in ("stunned", "poisoned") if hero[w]] + [load().encounters[k].name for k in hero["curses"]]
    return (f"{hero['name']}, {c.race} {c.klass}, level {hero['level']}: {state}, Defense {hero['defense']}, "
            f"Speed {hero['speed']}." + (f" {', '.join(conds).capitalize()}." if conds else "") +
            (f"\n{c.text}" if c.text else ""))


def _power_tip(view: dict, i: int, power_id: str) -> str:
    p = load().powers[power_id]
    up = next((q["up"] for q in view["heroes"][i]["powers"] if q["id"] == power_id), True)
    state = "" if up else " (used: face down until something turns it back up)"
    return f"{p.name} - {p.type.capitalize()}{state}\n{p.text}"


def _item_tip(view: dict, i: int, card_id: str) -> str:
    t = load().treasures[card_id]
    return f"{t.name}\n{t.text}"


def _xp_tip(view: dict, team: str) -> str:
    cards = view["xp"][team]
    names = ", ".join(f"{load().monster(c).name} ({load().monster(c).xp})" for c in cards) or "nothing yet"
    return f"Experience pile: {names}. Spend 5 to cancel an encounter or, after a natural 20, to level up."


def _goal_tip(view: dict) -> str:
    adv = load().adventures[view["adventure"]]
    p = progress(view)
    return f"{adv.name}: {adv.goal}\n{p.text}" + (f"; {p.more}" if p.more else "")


_TIPS = {
    "hero": _hero_tip,
    "power": _power_tip,
    "item": _item_tip,
    "surges": lambda v: f"Healing surges left: {v['surges']}. A hero at 0 Health at the start of its turn uses one "
                        f"to stand up; with none left, the party loses.",
    "xp": _xp_tip,
    "goal": _goal_tip,
    "setting": lambda v: f"{load().encounters[v['setting']].name}: {load().encounters[v['setting']].text}",
}
