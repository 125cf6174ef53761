"""One hero's row in the party panel: portrait and seat, name, Health bar, conditions and curses,
then its powers (face up or used) and items as chips. Draws onto the panel's surface and
reports where each power and item chip went (for hit-testing)."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pygame

from game.drizzt.content import load
from scenes.kit import theme
from scenes.kit.draw import darken, lighten, mix, rounded_gradient
from scenes.kit.fonts import font, render
from scenes.kit.tokens import token_surface

POWER_COLOURS = {"art": (168, 70, 40), "talent": (48, 118, 70), "maneuver": (50, 88, 160)}
ITEM_COLOUR = (150, 112, 36)
USED = (58, 56, 64)
HEALTH_GOOD, HEALTH_LOW, HEALTH_EMPTY = (70, 170, 84), (214, 84, 70), (40, 30, 30)
CONDITION_COLOURS = {"Stunned": (200, 168, 40), "Poisoned": (80, 150, 60), "curse": (120, 64, 160),
                     "Active": theme.HILITE, "Down": (190, 50, 44), "Escaped": (70, 130, 170), "Evil": (110, 30, 40)}
CHIP_SIZE = 20


def default_portrait(hero: dict, diameter: int, colour: tuple) -> pygame.Surface:
    """A disc in the seat's colour with the hero's initial (when the table gives no portrait)."""
    surf = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
    r = diameter // 2
    pygame.draw.circle(surf, darken(colour, 0.45), (r, r), r)
    pygame.draw.circle(surf, mix(colour, theme.PANEL, 0.25), (r, r), r - 3)
    glyph = render(hero["name"][:1].upper(), int(diameter * 0.55), theme.TEXT, "title")
    surf.blit(glyph, glyph.get_rect(center=(r, r + 1)))
    return surf


@lru_cache(maxsize=512)
def chip(text: str, fill: tuple, ink: tuple, max_w: int, size: int = CHIP_SIZE, edge: tuple | None = None) -> pygame.Surface:
    """A rounded label; long text is cut with '…' to `max_w` (cached: a row drawn again after a
    change finds its unchanged chips ready; never draw on the surface returned)."""
    label = chip_text(text, size, ink, max_w - 12)
    surf = pygame.Surface((label.get_width() + 12, font(size, "bold").get_linesize() + 1), pygame.SRCALPHA)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=surf.get_height() // 2)
    pygame.draw.rect(surf, edge or lighten(fill, 0.25), surf.get_rect(), 1, border_radius=surf.get_height() // 2)
    surf.blit(label, label.get_rect(center=surf.get_rect().center))
    return surf


@lru_cache(maxsize=128)
def used_chip(name: str) -> pygame.Surface:
    """A used power's chip: greyed and struck through."""
    pic = chip(name, USED, (130, 126, 136), 230, edge=(96, 92, 100)).copy()
    pygame.draw.line(pic, (150, 146, 156), (6, pic.get_height() // 2), (pic.get_width() - 6, pic.get_height() // 2), 2)
    return pic


def chip_text(text: str, size: int, colour: tuple, max_w: int, face: str = "bold") -> pygame.Surface:
    """One line of text cut with '…' to fit `max_w`."""
    fnt = font(size, face)
    while fnt.size(text)[0] > max_w and len(text) > 2:
        text = text[:-2].rstrip() + "…"
    return render(text, size, colour, face)


def health_bar(surf: pygame.Surface, rect: pygame.Rect, health: int, most: int) -> pygame.Rect:
    """The bar: its filled part is health/most of the width. Returns the filled rect."""
    r = min(9, rect.h // 2)
    pygame.draw.rect(surf, HEALTH_EMPTY, rect, border_radius=r)
    full = pygame.Rect(rect.x, rect.y, round(rect.w * max(0, health) / max(1, most)), rect.h)
    if full.w:
        colour = HEALTH_GOOD if health * 3 > most else HEALTH_LOW
        surf.blit(rounded_gradient(full.size, lighten(colour, 0.25), darken(colour, 0.2), r), full)
    pygame.draw.rect(surf, darken(theme.PANEL_EDGE, 0.2), rect, 1, border_radius=r)
    text = render(f"{max(0, health)} / {most} Health", max(20, rect.h - 6), theme.TEXT, "bold")
    surf.blit(text, text.get_rect(center=rect.center))
    return full


def _tags(hero: dict, active: bool, teams: bool) -> list[tuple[str, tuple]]:
    tags = []
    if active:
        tags.append(("Active", CONDITION_COLOURS["Active"]))
    if hero["escaped"]:
        tags.append(("Escaped", CONDITION_COLOURS["Escaped"]))
    elif hero["health"] <= 0:
        tags.append(("Down", CONDITION_COLOURS["Down"]))
    if hero.get("evil"):
        tags.append(("Evil", CONDITION_COLOURS["Evil"]))
    if teams:
        tags.append((f"Team {hero.get('team', 0) + 1}", theme.PANEL_EDGE))
    for word in ("stunned", "poisoned"):
        if hero[word]:
            tags.append((word.capitalize(), CONDITION_COLOURS[word.capitalize()]))
    tags += [(load().encounters[c].name, CONDITION_COLOURS["curse"]) for c in hero["curses"]]
    return tags


def _flow(surf: pygame.Surface, items: list, area: pygame.Rect, gap: int = 4) -> list[tuple[object, pygame.Rect]]:
    """Lay (key, chip surface) left to right, wrapping into `area`; what does not fit is left
    out and counted on a last '+N' chip."""
    spots, x, y = [], area.x, area.y
    for key, pic in items:
        if x + pic.get_width() > area.right and x > area.x:
            x, y = area.x, y + pic.get_height() + gap
        if y + pic.get_height() > area.bottom:
            break
        spots.append((key, pic, pygame.Rect((x, y), pic.get_size())))
        x += pic.get_width() + gap
    if len(spots) < len(items):
        more = chip(f"+{len(items) - len(spots)}", USED, theme.TEXT, 60)
        while spots and spots[-1][2].right + gap + more.get_width() > area.right:
            spots.pop()
            more = chip(f"+{len(items) - len(spots)}", USED, theme.TEXT, 60)
        last = spots[-1][2] if spots else pygame.Rect(area.x - gap, area.y, 0, 0)
        surf.blit(more, (last.right + gap, last.y))
    for _key, pic, rect in spots:
        surf.blit(pic, rect)
    return [(key, rect) for key, _pic, rect in spots]


def counted(view: dict, i: int) -> dict:
    """Hero `i` of the view with its Speed and Defense as the engine counts them now (items,
    curses, the setting: the view's numbers), the numbers a row shows."""
    hero, numbers = view["heroes"][i], view.get("numbers", [])
    now = numbers[i] if i < len(numbers) else {}
    return {**hero, **{k: now[k] for k in ("speed", "defense") if k in now}}


def draw_row(surf: pygame.Surface, rect: pygame.Rect, i: int, hero: dict, seat, *, active: bool,
             teams: bool, portrait: Callable | None) -> list[tuple[tuple, pygame.Rect]]:
    """Draw hero i's row into `rect` of `surf` (`seat`: a kit SeatStyle, its name, colour and symbol);
    returns (key, rect) of its power and item chips."""
    down, gone = hero["health"] <= 0 and not hero["escaped"], hero["escaped"]
    top = mix(theme.PANEL, seat.colour, 0.28 if active else 0.1)
    if down:
        top = mix(top, (120, 20, 20), 0.35)
    surf.blit(rounded_gradient(rect.size, lighten(top, 0.05), darken(theme.PANEL, 0.3), 12), rect)
    pygame.draw.rect(surf, seat.colour, (rect.x, rect.y + 8, 7, rect.h - 16), border_radius=3)
    pad = 8
    compact = rect.h < 150  # five heroes: no seat line, a smaller portrait, room for three rows of chips
    diameter = 48 if compact else 60
    pic = portrait(hero["id"], diameter) if portrait else None
    pic = pic or default_portrait(hero, diameter, seat.colour)
    spot = pygame.Rect(rect.x + 16, rect.y + pad, diameter, diameter)
    surf.blit(pic, spot)
    token = token_surface(seat.colour, seat.symbol, 10 if compact else 11)
    surf.blit(token, token.get_rect(center=(spot.right - 3, spot.bottom - 3)))
    text_x = spot.right + 12
    c = load().heroes[hero["id"]]
    facts_right = rect.right - pad - 2
    if not (down or gone):
        facts = render(f"L{hero['level']} Def {hero['defense']} Spd {hero['speed']}", 20, theme.TEXT)
        surf.blit(facts, facts.get_rect(topright=(facts_right, rect.y + pad + 3)))
        facts_right -= facts.get_width() + 8
    surf.blit(chip_text(hero["name"], 20, theme.GOLD if active else theme.TEXT, facts_right - text_x),
              (text_x, rect.y + pad - 1))
    bar_y = rect.y + pad + 26
    if not compact:
        who = chip_text(f"{seat.name} · {c.race} {c.klass}", 20, theme.TEXT_DIM, rect.right - pad - text_x, "sans")
        surf.blit(who, (text_x, rect.y + pad + 23))
        bar_y += 24
    bar = pygame.Rect(text_x, bar_y, rect.right - pad - text_x, 24)  # tall enough for its words inside
    health_bar(surf, bar, hero["health"], hero["max_health"])
    chips = [(None, chip(t, col, theme.INK if sum(col) > 420 else theme.TEXT, 230)) for t, col in _tags(hero, active, teams)]
    for p in hero["powers"]:
        card = load().powers[p["id"]]
        if p["up"]:
            pic = chip(card.name, POWER_COLOURS[card.type], theme.TEXT, 230)
        else:
            pic = used_chip(card.name)
        chips.append((("power", i, p["id"]), pic))
    chips += [(("item", i, t), chip(load().treasures[t].name, ITEM_COLOUR, theme.INK, 230)) for t in hero["items"]]
    area = pygame.Rect(rect.x + 16, max(spot.bottom, bar.bottom) + 3, rect.w - 16 - pad, 0)
    area.h = rect.bottom - 3 - area.y
    placed = [(key, r) for key, r in _flow(surf, chips, area, 3 if compact else 4) if key is not None]
    if down or gone:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((10, 6, 8, 110) if down else (10, 20, 30, 120))
        surf.blit(shade, rect)
        stamp = render("DOWN" if down else "ESCAPED", 26, (236, 96, 80) if down else (140, 200, 240), "title")
        surf.blit(stamp, stamp.get_rect(topright=(rect.right - 14, rect.y + pad - 2)))
    edge = theme.HILITE if active else theme.PANEL_EDGE
    pygame.draw.rect(surf, edge, rect, 3 if active else 1, border_radius=12)
    return placed
