"""The fight panel: each side's dice, Attack die and Attack Strength as it changes, who is
losing right now and whose response it is; for Dungeons and Quests the rooms and their loot."""
from __future__ import annotations

import json
from functools import lru_cache

import pygame

from game.vault.content import load
from scenes.kit import theme
from scenes.kit.draw import darken, mix, prepare, rounded_gradient, soft_shadow
from scenes.kit.fonts import render
from scenes.kit.tokens import token_surface
from scenes.vault import art
from scenes.vault.words import force_text, goods_text, place_name

WATCH_COLOUR = (150, 164, 184)
CHIP = (64, 56)  # room for the die's kind in 20 px words over its value
FLAVOUR_SIZE = 20  # the flipped Secret's line of flavour, under the title


def fight_title(view: dict) -> str:
    fight = view["fight"]
    kind = fight["kind"]
    if kind == "brawl":
        return f"Brawl at {place_name(view, fight['place'])}"
    if kind == "quest":
        return f"Quest at {place_name(view, fight['place'])}"
    if kind == "vault":
        return "The Vault of Dragons"
    level = load().levels[fight["level"]].name if fight.get("level") in load().levels else "Undermountain"
    secret = load().secrets.get(fight.get("secret", ""))
    return f"{level}: {secret.name}" if secret else f"Dungeon: {level}"


def secret_flavour(fight: dict) -> str:
    """The flipped Secret's line of flavour ('' before the flip, or once it is taken)."""
    secret = load().secrets.get(fight.get("secret", "")) if fight["kind"] == "dungeon" else None
    return secret.flavour if secret else ""


def fight_surface(view: dict, styles, size: tuple[int, int]) -> pygame.Surface:
    """The whole panel for this view (cached on what it shows)."""
    fight = view["fight"]
    decision = view.get("decision") or {}
    key = json.dumps([fight, decision.get("seat"), decision.get("kind"),
                      [view["players"][i]["secrets"] for i in range(len(view["players"]))]], sort_keys=True)
    return _render(key, fight_title(view), tuple(styles), size, _names(view))


def _names(view: dict) -> tuple:
    return tuple((p["name"], p["faction"]) for p in view["players"])


@lru_cache(maxsize=24)
def _render(key: str, title: str, styles: tuple, size: tuple[int, int], names: tuple) -> pygame.Surface:
    fight, deciding, kind = json.loads(key)[:3]
    w, h = size
    surf = pygame.Surface((w + 24, h + 24), pygame.SRCALPHA)
    surf.blit(soft_shadow((w, h), 16, 12, 150), (0, 6))
    body = rounded_gradient((w, h), (52, 40, 40), (26, 20, 24), 16).copy()
    pygame.draw.rect(body, theme.GOLD, body.get_rect(), 3, border_radius=16)
    heading = render(title, 34, theme.PARCHMENT, "title")
    body.blit(heading, heading.get_rect(midtop=(w // 2, 12)))
    top = 62
    flavour = secret_flavour(fight)
    if flavour:
        line = render(flavour, FLAVOUR_SIZE, theme.TEXT_DIM)
        body.blit(line, line.get_rect(midtop=(w // 2, top - 8)))
        top += 24
    if fight.get("rooms"):
        _rooms(body, fight, pygame.Rect(20, top, w - 40, 86))
        top += 100
    sides = fight["sides"]
    col_w = (w - 40 - (len(sides) - 1) * 12) // max(1, len(sides))
    for i, side in enumerate(sides):
        rect = pygame.Rect(20 + i * (col_w + 12), top, col_w, h - top - 16)
        _side(body, fight, side, i, rect, styles, names, deciding if kind == "modify" else None)
    surf.blit(body, (12, 0))
    return prepare(surf)


def _rooms(body: pygame.Surface, fight: dict, rect: pygame.Rect) -> None:
    rooms = fight["rooms"]
    reached = fight.get("reached")
    box_w = (rect.w - (len(rooms) - 1) * 10) // max(1, len(rooms))
    for i, room in enumerate(rooms):
        box = pygame.Rect(rect.x + i * (box_w + 10), rect.y, box_w, rect.h)
        got = reached is not None and i < reached
        colour = (64, 110, 72) if got else (60, 54, 62)
        pygame.draw.rect(body, colour, box, border_radius=10)
        pygame.draw.rect(body, theme.HILITE if got else theme.PANEL_EDGE, box, 3 if got else 1, border_radius=10)
        need = "always reached" if i == 0 and fight["kind"] != "vault" else f"needs {room['difficulty']}"
        body.blit(render(f"Room {i + 1}: {need}", 20, theme.TEXT, "bold"), (box.x + 10, box.y + 8))
        loot = goods_text(room.get("loot", {})) if room.get("loot") else "no loot"
        body.blit(render(f"Loot: {loot}", 20, theme.GOLD), (box.x + 10, box.y + 36))
        if room.get("casualty_dice"):
            body.blit(render(f"{room['casualty_dice']} Casualty die", 20, (230, 150, 140)), (box.x + 10, box.y + 60))


def _side(body, fight, side, index, rect, styles, names, deciding) -> None:
    seat = side["seat"]
    if seat < 0:
        colour, label = WATCH_COLOUR, "The City Watch"
    else:
        style = styles[seat]
        colour, label = style.colour, names[seat][0]
    responding = deciding is not None and deciding == seat and fight.get("turn") == index
    fill = mix((40, 34, 44), colour, 0.22 if responding else 0.1)
    pygame.draw.rect(body, fill, rect, border_radius=12)
    pygame.draw.rect(body, theme.HILITE if responding else darken(colour, 0.2), rect, 4 if responding else 2,
                     border_radius=12)
    if seat >= 0:
        token = token_surface(styles[seat].colour, styles[seat].symbol, 16)
        body.blit(token, (rect.x + 10, rect.y + 10))
    else:
        token = art.watch_token(False, 34)
        body.blit(token, (rect.x + 8, rect.y + 6))
    body.blit(render(label, 22, theme.TEXT, "bold"), (rect.x + 50, rect.y + 12))
    if seat >= 0:
        body.blit(render(force_text(*side["force"]), 20, theme.TEXT_DIM), (rect.x + 12, rect.y + 46))
    x, y = rect.x + 12, rect.y + 76
    for k, die in enumerate(side["dice"]):
        chip = die_chip(die["kind"], die["value"], k == side["attack"], die["ignored"])
        if x + chip.get_width() > rect.right - 8:
            x, y = rect.x + 12, y + CHIP[1] + 6
        body.blit(chip, (x, y))
        x += chip.get_width() + 6
    y += CHIP[1] + 10
    extras = []
    if side.get("bonus"):
        extras.append(f"cards +{side['bonus']}")
    if side.get("rumors"):
        extras.append(f"Rumors +{side['rumors']}")
    if side.get("rerolls"):
        extras.append(f"{side['rerolls']} re-roll(s) left")
    if extras:
        body.blit(render(", ".join(extras), 20, theme.TEXT_DIM), (rect.x + 12, y))
    strength = render(str(side.get("strength", 0)), 64, theme.PARCHMENT, "title")
    body.blit(strength, strength.get_rect(bottomright=(rect.right - 14, rect.bottom - 8)))
    body.blit(render("Attack Strength", 20, theme.TEXT_DIM), (rect.x + 12, rect.bottom - 32))
    status = _status(fight, seat)
    if status:
        text, ink = status
        tag = render(text, 20, ink, "bold")
        body.blit(tag, tag.get_rect(topright=(rect.right - 12, rect.y + 14)))
    if responding:
        body.blit(render("Responding...", 20, theme.HILITE), (rect.x + 12, rect.bottom - 58))
    found = side.get("found")
    if found:  # a list only for the seat looking; others see how many (VD-YP-14)
        text = (f"Found {found} card(s)" if isinstance(found, int)
                else "Found: " + ", ".join(load().card(c).name for c in found))
        body.blit(render(text, 20, theme.GOLD), (rect.x + 12, rect.bottom - 84))


def _status(fight: dict, seat: int):
    if fight["kind"] == "brawl":
        leader = fight.get("leader")
        if leader is None:
            return None
        return ("WINNING", (120, 220, 140)) if leader == seat else ("LOSING", (240, 120, 110))
    reached = fight.get("reached")
    if reached is None or seat < 0:
        return None
    total = len(fight.get("rooms", []))
    if reached >= total:
        return ("ALL ROOMS", (120, 220, 140))
    return (f"{reached} of {total} rooms", (240, 190, 110))


@lru_cache(maxsize=256)
def die_chip(kind: str, value: int, attack: bool, ignored: bool) -> pygame.Surface:
    """A small die face: its kind and value; the Attack die framed in gold, ignored dice crossed."""
    w, h = CHIP
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    casualty = kind == "casualty"
    base = (120, 40, 36) if casualty else (236, 228, 208)
    pygame.draw.rect(surf, base, surf.get_rect(), border_radius=8)
    pygame.draw.rect(surf, theme.GOLD if attack else theme.INK, surf.get_rect(), 4 if attack else 2, border_radius=8)
    ink = theme.PARCHMENT if casualty else theme.INK
    label = f"{value}" if not casualty else ("-" if value == 0 else f"{value}")
    text = render(label, 24, ink, "bold")
    surf.blit(text, text.get_rect(midbottom=(w // 2, h - 1)))
    small = render("skull" if casualty else kind, 20, ink)
    surf.blit(small, small.get_rect(midtop=(w // 2, 1)))
    if ignored:
        surf.set_alpha(130)
        pygame.draw.line(surf, (220, 60, 50), (4, 4), (w - 4, h - 4), 3)
    return prepare(surf)
