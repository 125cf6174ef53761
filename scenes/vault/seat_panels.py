"""The per-seat panels on the right: gold, Rumors new and old, Secrets, Actions left, the
unhired Followers, hand size (always face down here), played items, the faction's Action,
the Portal doors used and whose turn it is."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.core.words import counted
from game.vault.content import load
from scenes.kit import theme
from scenes.kit.draw import darken, mix, prepare, rounded_gradient
from scenes.kit.fonts import render
from scenes.kit.text import fit
from scenes.kit.seat_style import SeatStyle  # noqa: F401 (the Vault modules import it from here)
from scenes.kit.tokens import token_surface
from scenes.vault import art
from scenes.vault.words import card_name, force_text

MAX_ACTIONS = 5


def _facts(player: dict) -> tuple:
    """The values a panel shows (its cache key)."""
    return (player["name"], player["faction"], player["gold"], player["actions"], player["rumors_new"],
            player["rumors_old"], player["secrets"], tuple(player["supply"]), tuple(player["played"]),
            tuple(player["entrances"]), player["faction_used"], player["treasure_count"], player["magic_count"])


def seat_panel(player: dict, style: SeatStyle, *, acting: bool, initiative: bool, size: tuple[int, int]) -> pygame.Surface:
    """The panel surface for one seat (cached by everything it shows)."""
    return _panel(_facts(player), style, acting, initiative, size)


@lru_cache(maxsize=64)
def _panel(facts: tuple, style: SeatStyle, acting: bool, initiative: bool, size: tuple[int, int]) -> pygame.Surface:
    (name, faction, gold, actions, r_new, r_old, secrets, supply, played, entrances, faction_used,
     treasure, magic) = facts
    w, h = size
    top = mix(theme.PANEL, style.colour, 0.30 if acting else 0.12)
    surf = rounded_gradient(size, top, darken(theme.PANEL, 0.25), 12).copy()
    edge = style.colour if acting else theme.PANEL_EDGE
    pygame.draw.rect(surf, edge, surf.get_rect(), 4 if acting else 2, border_radius=12)
    pygame.draw.rect(surf, style.colour, (0, 8, 8, h - 16), border_radius=4)
    token = token_surface(style.colour, style.symbol, 22)
    surf.blit(token, token.get_rect(center=(38, 30)))
    who = name + ("  (bot)" if style.bot else "")
    surf.blit(render(who, 24, theme.TEXT, "bold"), (68, 8))
    faction_name = load().factions[faction].name
    surf.blit(render(faction_name + ("  - Faction Action used" if faction_used else ""), 20, theme.TEXT_DIM), (68, 33))
    if initiative:
        crown = art.icon("initiative", 26)
        surf.blit(crown, crown.get_rect(center=(38, 68)))
    # Resources, right-aligned on the first row.
    x = w - 12
    for icon_name, value in (("secret", secrets), ("rumor_old", r_old), ("rumor", r_new), ("gold", gold)):
        label = render(str(value), 24, theme.TEXT_DIM if icon_name == "rumor_old" else theme.TEXT, "bold")
        x -= label.get_width()
        surf.blit(label, (x, 10))
        pic = art.icon(icon_name, 26)
        x -= pic.get_width() + 4
        surf.blit(pic, (x, 10))
        x -= 16
    # Second row: Actions left, supply, hand, played, doors.
    y = 70
    for i in range(MAX_ACTIONS):
        pip = art.icon("action" if i < actions else "action_spent", 18)
        surf.blit(pip, (68 + i * 20, y - 8))
    x = 180
    for klass, n in zip(("fighter", "rogue", "wizard"), supply):
        pic = art.follower_token(klass, style.colour, style.symbol, 24)
        surf.blit(pic, (x, y - 12))
        surf.blit(render(str(n), 20, theme.TEXT), (x + 26, y - 10))
        x += 52
    hand = render(f"Hand {treasure + magic}", 20, theme.TEXT_DIM)
    surf.blit(hand, (x + 8, y - 10))
    x += hand.get_width() + 20
    right = w - 12
    if entrances:
        doors = render("Doors: " + ", ".join(entrances), 20, theme.TEXT_DIM)
        surf.blit(doors, doors.get_rect(topright=(right, y - 10)))
        right -= doors.get_width() + 14
    if played:
        text = "Played: " + ", ".join(card_name(c) for c in played)
        surf.blit(render(fit(text, right - x, 20), 20, theme.GOLD), (x, y - 10))
    return prepare(surf)


def seat_tooltip(player: dict, style: SeatStyle) -> str:
    faction = load().factions[player["faction"]]
    return (f"{player['name']} plays {faction.name}. {player['gold']} gold, {counted(player['rumors_new'], 'new Rumor')}"
            f" (bright, starred) and {counted(player['rumors_old'], 'old Rumor')} (grey), "
            f"{counted(player['secrets'], 'Secret')}, {counted(player['actions'], 'Action')} left, "
            f"{counted(player['hand_size'], 'card')} in hand. Unhired: {force_text(*player['supply'])}."
            f"\nInitiative bonus: {faction.text_initiative}\n"
            f"Faction Action: {faction.text_action}")


@lru_cache(maxsize=8)
def initiative_marker() -> pygame.Surface:
    return art.icon("initiative", 30)
