"""A seat's plate at the Dragonvault table: who sits there (token, name, team), the champion
(portrait, name, damage against toughness, frozen), its companions with their damage, and the
hand as face-down cards with their count. Whose turn it is glows in that seat's colour; a dead
champion's plate is greyed and marked out. Drawn from the view only, cached per look."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.kit import theme
from scenes.kit.draw import contrast_ink, darken, mix, prepare
from scenes.kit.fonts import render
from scenes.kit.panels import panel_surface
from scenes.kit.text import fit, fits, wrapped
from scenes.kit.tokens import token_surface
from scenes.dragonvault import faces, layout, words

TEAM_COLOURS = ((214, 84, 70), (80, 150, 220), (96, 200, 120))
BACK = (24, 34)


def team_name(team: int | None) -> str:
    return "" if team is None else f"Team {team + 1}"


def plate_key(seat: dict, style, active: bool) -> tuple:
    """What a plate shows, as a hashable key (the picture is drawn once per key)."""
    comps = tuple((c["card"], c.get("toughness", 0), c.get("damage", 0), bool(c.get("frozen")))
                  for c in seat.get("companions") or ())
    return (seat.get("name"), seat.get("champion"), seat.get("toughness", 0), seat.get("damage", 0),
            bool(seat.get("frozen")), bool(seat.get("alive", True)), comps, seat.get("hand_count", 0),
            seat.get("team"), tuple(style.colour), style.symbol, style.name, bool(style.bot), active)


def plate_surface(seat: dict, style, active: bool) -> pygame.Surface:
    return _plate(plate_key(seat, style, active))


@lru_cache(maxsize=96)
def _plate(key: tuple) -> pygame.Surface:
    (_name, champion, toughness, damage, frozen, alive, comps, hand, team, colour, symbol, who, bot, active) = key
    w, h = layout.PLATE
    surf = panel_surface((w, h), "dark").copy()
    if active:
        pygame.draw.rect(surf, colour, surf.get_rect(), 8, border_radius=14)
    else:
        pygame.draw.rect(surf, darken(colour, 0.3), surf.get_rect(), 3, border_radius=14)
    token = token_surface(colour, symbol, 16)
    surf.blit(token, token.get_rect(center=(28, 30)))
    label = fit(who + (" (bot)" if bot else ""), 230, 24, "bold")
    surf.blit(render(label, 24, theme.PARCHMENT, "bold"), (52, 16))
    if team is not None:
        tag = render(team_name(team), 20, theme.INK, "bold")
        box = tag.get_rect(topright=(w - 14, 14)).inflate(14, 6)
        pygame.draw.rect(surf, TEAM_COLOURS[team % len(TEAM_COLOURS)], box, border_radius=10)
        surf.blit(tag, tag.get_rect(center=box.center))
    elif active:
        tag = render("TURN", 20, contrast_ink(colour), "bold")
        box = tag.get_rect(topright=(w - 14, 14)).inflate(14, 6)
        pygame.draw.rect(surf, colour, box, border_radius=10)
        surf.blit(tag, tag.get_rect(center=box.center))
    p = layout.PORTRAIT
    surf.blit(faces.portrait(champion or "", p), (12, 54))
    if frozen:
        surf.blit(faces.frozen_overlay((p, p)), (12, 54))
        tag = render("FROZEN", 20, theme.INK, "bold")
        box = tag.get_rect(midbottom=(12 + p // 2, 54 + p + 4)).inflate(12, 4)
        pygame.draw.rect(surf, (170, 220, 255), box, border_radius=8)
        surf.blit(tag, tag.get_rect(center=box.center))
    x = 12 + p + 14
    _champion_name(surf, words.name(champion) if champion else "Choosing...", (x, 50), w - x - 12)
    if champion:
        _damage_row(surf, (x, 88), damage, toughness, w - x - 14)
    _hand_row(surf, (x, 142), hand)
    if comps:
        _companions(surf, comps, COMPANIONS)
    elif champion and alive:
        lines = wrapped(words.text(champion), w - 28, 20)
        if len(lines) > 2:  # two lines here; the plate's tooltip says it all
            lines = [lines[0], fit(" ".join(lines[1:]), w - 28, 20)]
        for k, line in enumerate(lines):
            surf.blit(render(line, 20, theme.TEXT_DIM), (14, COMPANIONS.y + 4 + k * 26))
    if not alive:
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((20, 20, 24, 170))
        surf.blit(shade, (0, 0))
        out = render("OUT", 56, theme.DANGER, "title")
        surf.blit(out, out.get_rect(center=(w // 2, 216)))
    return prepare(surf)


def _champion_name(surf, name: str, at, width: int) -> None:
    """The champion's name whole: 24 px, smaller down to 20 px, else on two lines at 20 px."""
    for size in (24, 23, 22, 21, 20):
        if fits(name, width, size, "bold"):
            surf.blit(render(name, size, theme.GOLD, "bold"), at)
            return
    lines = wrapped(name, width, 20, "bold")[:2]
    for k, line in enumerate(lines):
        surf.blit(render(line, 20, theme.GOLD, "bold"), (at[0], at[1] - 6 + k * 20))


def _damage_row(surf, at, damage: int, toughness: int, width: int) -> None:
    x, y = at
    said = render(f"Damage {damage} of {toughness}", 22, theme.TEXT, "bold")
    surf.blit(said, (x, y))
    bar = pygame.Rect(x, y + 30, width, 16)
    pygame.draw.rect(surf, (30, 26, 30), bar, border_radius=8)
    if toughness:
        part = bar.copy()
        part.w = max(0, round(bar.w * min(damage, toughness) / toughness))
        if part.w:
            pygame.draw.rect(surf, mix(theme.LEGAL, theme.DANGER, min(1.0, damage / toughness)), part, border_radius=8)
    pygame.draw.rect(surf, theme.PANEL_EDGE, bar, 2, border_radius=8)


def _hand_row(surf, at, count: int) -> None:
    x, y = at
    back = faces.card_back(BACK)
    for i in range(min(count, 5)):
        surf.blit(back, (x + i * 10, y))
    shown = min(count, 5)
    words_ = render(f"{words.plural(count, 'card')} in hand", 20, theme.TEXT_DIM)
    surf.blit(words_, (x + (shown - 1) * 10 + BACK[0] + 8 if shown else x, y + 6))


COMPANIONS = pygame.Rect(12, 182, layout.PLATE[0] - 24, layout.PLATE[1] - 190)  # on a plate


def companion_rects(count: int, at=(0, 0)) -> list[pygame.Rect]:
    """Where a plate's companions are drawn (at most three), the plate's top left at `at`."""
    count = min(count, 3)
    area = COMPANIONS.move(at)
    w = (area.w - 8 * (count - 1)) // max(1, count)
    return [pygame.Rect(area.x + i * (w + 8), area.y, w, min(area.h, 64)) for i in range(count)]


def _companions(surf, comps, area: pygame.Rect) -> None:
    for box, (card, toughness, damage, frozen) in zip(companion_rects(len(comps)), comps):
        pygame.draw.rect(surf, (58, 84, 60) if not frozen else (70, 100, 130), box, border_radius=10)
        pygame.draw.rect(surf, theme.PANEL_EDGE, box, 2, border_radius=10)
        surf.blit(render(fit(words.name(card), box.w - 12, 20, "bold"), 20, theme.PARCHMENT, "bold"),
                  (box.x + 6, box.y + 4))
        surf.blit(render(f"{damage} of {toughness}" + (" frozen" if frozen else ""), 20, theme.TEXT),
                  (box.x + 6, box.y + 32))
