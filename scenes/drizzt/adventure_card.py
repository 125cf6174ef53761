"""An adventure from the Adventure Book: its row in the list, and its card (story, goal, party
size, difficulty and special rules, in words). Everything said comes from the content."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pygame

from game.drizzt.content import load
from scenes.kit import theme
from scenes.kit.draw import darken, lighten, prepare
from scenes.kit.fonts import font, render
from scenes.kit.text import fit, text_height, wrap_surface
from scenes.drizzt.modal import Clickable

DASH = "\u2013"
PAD = 16
NAME_SIZE, LABEL_SIZE, BODY_SIZE = 30, 20, 20
GAP = 8
DECK_NOTES = {
    "starting": "Starting Deck: the gentler monsters and encounters.",
    "advanced": "Advanced Deck: tougher monsters and nastier encounters join in.",
}
RULE_NOTES = {
    "teams": "Teams: the heroes alternate between two teams down the party list. Each team keeps its "
             "own experience; the team that reaches the goal wins alone.",
    "evil_hero": "Evil hero: the last hero in the party plays for the other side and wins when the rest "
                 "of the party loses. Give it to whoever enjoys a betrayal.",
    "doors": "Doors: open a closed door instead of attacking; it may be trapped or locked.",
    "dead_ends": "Dead ends: some tiles are closed on every side but one.",
    "treasure_tokens": "Treasure on the floor: each quiet (white-triangle) tile holds a treasure.",
}


# -- words ------------------------------------------------------------------------------------
def introduction(adventure) -> str:
    """'solo' or 'group' when this is the first adventure written for that audience, else ''."""
    for audience in ("solo", "group"):
        first = next((a for a in load().adventures.values() if a.audience == audience), None)
        if first is adventure or (first is not None and first.id == adventure.id):
            return audience
    return ""


def heroes_count(adventure) -> str:
    """'1 hero' or '2–5 heroes'."""
    lo, hi = adventure.heroes
    return f"{lo} hero" + ("" if hi == 1 else "es") if lo == hi else f"{lo}{DASH}{hi} heroes"


def audience_tag(adventure) -> str:
    """A short tag for the list: 'Solo introduction', 'Group', 'Any party'..."""
    intro = introduction(adventure)
    if intro:
        return f"{intro.title()} introduction"
    return {"solo": "Solo", "group": "Group"}.get(adventure.audience, "Any party")


def heroes_note(adventure) -> str:
    """How many heroes it takes and who it is written for (the content gives a range, no more)."""
    lo, hi = adventure.heroes
    count = f"{lo} hero" if lo == hi == 1 else f"{lo} to {hi} heroes"
    intro = introduction(adventure)
    if intro == "solo":
        return f"{count}: the solo introduction. Start here when you play alone."
    if intro == "group":
        return f"{count}: the group introduction. Start here with friends."
    if adventure.audience == "group":
        return f"{count}, written for a group."
    return f"{count}: any party size."


def row_subtitle(adventure) -> str:
    return f"{audience_tag(adventure)} \u00b7 {heroes_count(adventure)}"


def dungeon_note(adventure) -> str:
    """How big the dungeon is and where its special tiles lie in the deck."""
    recipe = adventure.tiles
    text = f"{recipe.count} tiles to explore."
    if recipe.special:
        names = [load().tiles[t].name for t in recipe.special]
        names = " and ".join(n if n.lower().startswith("the ") else f"the {n}" for n in names)
        verb = "are" if len(recipe.special) > 1 else "is"
        text += f" {names[:1].upper()}{names[1:]} {verb} among the last {recipe.count - recipe.after}."
    return text


def sections(adventure) -> list[tuple[str, str]]:
    """The card's labelled paragraphs, in order."""
    out = [("Goal", adventure.goal), ("Heroes", heroes_note(adventure)),
           ("Difficulty", DECK_NOTES.get(adventure.deck, adventure.deck)), ("Dungeon", dungeon_note(adventure))]
    notes = [RULE_NOTES[r] for r in adventure.rules if r in RULE_NOTES]
    if notes:
        out.append(("Special rules", "\n".join(notes)))
    return out


# -- the card ---------------------------------------------------------------------------------
def _body_w(width: int) -> int:
    return width - 2 * PAD


def card_height(adventure_id: str, width: int) -> int:
    """The height the card's text needs at `width` (to check it fits above the surge choice)."""
    adventure = load().adventures[adventure_id]
    w = _body_w(width)
    h = PAD + font(NAME_SIZE, "title").get_linesize() + GAP
    h += text_height(adventure.story, w, BODY_SIZE) + GAP
    for _label, text in sections(adventure):
        h += font(LABEL_SIZE, "bold").get_linesize() + text_height(text, w, BODY_SIZE) + GAP
    return h


@lru_cache(maxsize=16)
def card_surface(adventure_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The adventure's name, story, goal, party size, difficulty and special rules (cached)."""
    adventure = load().adventures[adventure_id]
    surf = pygame.Surface(size, pygame.SRCALPHA)
    w = _body_w(size[0])
    name = render(adventure.name, NAME_SIZE, theme.GOLD, "title")
    surf.blit(name, (PAD, PAD))
    y = PAD + font(NAME_SIZE, "title").get_linesize() + GAP
    story = wrap_surface(adventure.story, w, BODY_SIZE, lighten(theme.TEXT_DIM, 0.25))
    surf.blit(story, (PAD, y))
    y += story.get_height() + GAP
    for label, text in sections(adventure):
        surf.blit(render(label, LABEL_SIZE, theme.GOLD, "bold"), (PAD, y))
        y += font(LABEL_SIZE, "bold").get_linesize()
        body = wrap_surface(text, w, BODY_SIZE, theme.TEXT)
        surf.blit(body, (PAD, y))
        y += body.get_height() + GAP
    return prepare(surf)


# -- the list ---------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def row_surface(adventure_id: str, number: int, size: tuple[int, int], chosen: bool, hovered: bool) -> pygame.Surface:
    adventure = load().adventures[adventure_id]
    surf = pygame.Surface(size, pygame.SRCALPHA)
    fill = darken(theme.GOLD, 0.55) if chosen else lighten(theme.PANEL, 0.12 if hovered else 0.05)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=10)
    edge = theme.HILITE if chosen or hovered else darken(theme.PANEL_EDGE, 0.2)
    pygame.draw.rect(surf, edge, surf.get_rect(), 3 if chosen else 2, border_radius=10)
    num = render(str(number), 26, theme.HILITE if chosen else theme.TEXT_DIM, "title")
    surf.blit(num, num.get_rect(center=(26, size[1] // 2)))
    name = render(adventure.name, 20, theme.TEXT if not chosen else theme.PARCHMENT, "bold")
    sub = render(fit(row_subtitle(adventure), size[0] - 58, 20), 20, theme.PARCHMENT_DARK if chosen else theme.TEXT_DIM)
    top, gap = (size[1] - name.get_height() - 21) // 2, 2
    if top + name.get_height() + gap + sub.get_height() > size[1]:  # a short row (a long list): the lines close up
        gap = 0
        top = max(0, (size[1] - name.get_height() - sub.get_height()) // 2)
    surf.blit(name, (50, top))
    surf.blit(sub, (50, top + name.get_height() + gap))
    return prepare(surf)


class AdventureRow(Clickable):
    """One adventure in the list; click to choose it."""

    def __init__(self, rect, adventure_id: str, number: int, is_chosen: Callable[[str], bool],
                 on_pick: Callable[[str], None]) -> None:
        adventure = load().adventures[adventure_id]
        super().__init__(rect, lambda _step: on_pick(adventure_id), tooltip=f"{adventure.name}: {adventure.goal}")
        self.adventure_id = adventure_id
        self.number = number
        self.is_chosen = is_chosen

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(row_surface(self.adventure_id, self.number, self.rect.size,
                                 self.is_chosen(self.adventure_id), self.hovered), self.rect)
