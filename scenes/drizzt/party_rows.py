"""The party on the setup screen: a hero, the seat that runs it and how it gets its powers, and
the small widgets of its row (the hero badge, the seat chip, the line of powers)."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
import pygame

from game.drizzt.content import load
from scenes.kit import theme
from scenes.kit.fonts import font, render
from scenes.kit.text import fit
from scenes.kit.tokens import seat_style, token_surface
from scenes.drizzt.modal import Clickable
from scenes.drizzt.portraits import hero_portrait
from scenes.menu.seats import Seat

MODES = (("Suggested", "suggested"), ("Choose", "choose"), ("Random", "random"))
TYPE_NAMES = {"art": ("Art", "Arts"), "talent": ("Talent", "Talents"), "maneuver": ("Maneuver", "Maneuvers")}
USE_NAMES = {"attack": "attack", "free": "free action", "reaction": "reaction", "move": "move"}
DOT = " \u00b7 "
BOT_NAMES = {"coop": "Co-op bot", "random": "Random bot"}


@dataclass
class PartyHero:
    """One hero of the party: which hero, the seat that runs it, and how its powers are picked."""

    hero: str
    seat: Seat
    mode: str = "suggested"  # suggested | choose | random
    chosen: list[str] = field(default_factory=list)  # the picks while mode is "choose"

    def powers(self):
        """The `powers` entry for the engine's setup."""
        return list(self.chosen) if self.mode == "choose" else self.mode


# -- words ------------------------------------------------------------------------------------
def role_name(bot: str | None) -> str:
    """'Person', 'Co-op bot', 'Random bot'."""
    return "Person" if bot is None else BOT_NAMES.get(bot, f"Bot: {bot}")


def type_name(kind: str, count: int = 1) -> str:
    singular, plural = TYPE_NAMES.get(kind, (kind.title(), kind.title() + "s"))
    return singular if count == 1 else plural


def slots_text(hero_id: str) -> str:
    """'1 Art, 2 Talents and 1 Maneuver'."""
    parts = [f"{n} {type_name(kind, n)}" for kind, n in load().heroes[hero_id].slots.items() if n]
    return ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else "".join(parts)


def who(hero) -> str:
    return f"{hero.race[:1].upper()}{hero.race[1:]} {hero.klass}"


def stats_text(hero) -> str:
    return f"Defense {hero.defense}{DOT}Health {hero.health}{DOT}Speed {hero.speed}"


def powers_text(member: PartyHero) -> str:
    """The powers the hero will play with, as the row shows them."""
    if member.mode == "random":
        return f"Powers: {slots_text(member.hero)}, drawn at random when the adventure starts"
    ids = member.chosen if member.mode == "choose" else load().heroes[member.hero].suggested
    return "Powers: " + DOT.join(load().powers[p].name for p in ids)


# -- drawing ----------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def emblem_surface(hero_id: str, radius: int) -> pygame.Surface:
    """The hero's portrait (its class emblem on the class colour), as at the table."""
    return hero_portrait(hero_id, radius * 2 + 4)


class HeroBadge(Clickable):
    """The hero's emblem, name, race and class, numbers and any team tag; click to pick another."""

    def __init__(self, rect, member: PartyHero, on_click, tag: str = "") -> None:
        super().__init__(rect, on_click, tooltip="Click to pick another hero.")
        self.member = member
        self.tag = tag

    def draw(self, surface: pygame.Surface) -> None:
        self.frame(surface)
        hero = load().heroes[self.member.hero]
        r = 24
        emblem = emblem_surface(hero.id, r)
        surface.blit(emblem, emblem.get_rect(center=(self.rect.x + 12 + r, self.rect.centery)))
        x = self.rect.x + 24 + 2 * r
        name = render(hero.name, 20, theme.GOLD, "bold")
        surface.blit(name, (x, self.rect.y + 2))
        line2 = render(who(hero) + (DOT + self.tag if self.tag else ""), 20,
                       theme.DANGER if self.tag.startswith("Evil") else theme.TEXT)
        surface.blit(line2, (x, self.rect.y + 25))
        stats = render(fit(stats_text(hero), self.rect.right - x - 4, 20), 20, theme.TEXT_DIM)
        surface.blit(stats, (x, self.rect.y + 48))


class SeatChip(Clickable):
    """Who runs the hero: the seat's token and name; click for the next seat, right-click the one before."""

    def __init__(self, rect, member: PartyHero, on_click) -> None:
        super().__init__(rect, on_click)
        self.member = member

    @property
    def tooltip(self) -> str:
        return f"Run by {self.member.seat.name or 'this seat'}. Click for the next seat (right-click: the one before)."

    @tooltip.setter
    def tooltip(self, _value: str) -> None:
        pass  # derived from the seat

    def draw(self, surface: pygame.Surface) -> None:
        self.frame(surface, 0.1)
        rgb, symbol = seat_style(self.member.seat.colour)
        token = token_surface(rgb, symbol, 14)
        surface.blit(token, token.get_rect(center=(self.rect.x + 26, self.rect.centery)))
        seat = self.member.seat
        label = seat.name.strip() or "Unnamed"
        room = self.rect.w - 56
        text = render(fit(label, room, 20, "bold"), 20, theme.TEXT, "bold")
        surface.blit(text, text.get_rect(midleft=(self.rect.x + 48, self.rect.centery)))
        room -= text.get_width() + 6
        if seat.bot and room > 30:  # a bot's kind beside its name, on the one line the chip has
            bot = render(fit(role_name(seat.bot), room, 20), 20, theme.TEXT_DIM)
            surface.blit(bot, bot.get_rect(midleft=(self.rect.x + 54 + text.get_width(), self.rect.centery)))


class PowersLine(Clickable):
    """The hero's powers in one line; click to see all of them and choose."""

    def __init__(self, rect, member: PartyHero, on_click) -> None:
        name = load().heroes[member.hero].name
        super().__init__(rect, on_click, tooltip=f"Click to see all of {name}'s powers and choose them.")
        self.member = member

    def draw(self, surface: pygame.Surface) -> None:
        text = powers_text(self.member)
        colour = theme.HILITE if self.hovered else theme.TEXT_DIM
        label = render(fit(text, self.rect.w, 20), 20, colour)
        surface.blit(label, label.get_rect(midleft=(self.rect.x, self.rect.centery)))
        if self.hovered:
            y = self.rect.centery + label.get_height() // 2
            pygame.draw.line(surface, colour, (self.rect.x, y), (self.rect.x + label.get_width(), y), 1)
