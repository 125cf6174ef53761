"""Card sprites: faces drawn by our code from data (frame, name, text), backs, and a
right-click zoom overlay. Faces and backs are rendered once per size and cached."""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes.kit import theme
from scenes.kit.draw import (contrast_ink, darken, lighten, mix, prepare, rounded_gradient, rounded_mask,
                             vertical_gradient,
                             soft_shadow)
from scenes.kit.fonts import font, render
from scenes.kit.text import text_height, wrap, wrap_surface
from scenes.kit.zoom import Zoom

COMPACT_BELOW = 300  # a face shorter than this shows its name and use in 20 px words, not its small print
READABLE = 20  # px: the couch standard for words a player needs
SMALL = (120, 168)
MEDIUM = (180, 252)
LARGE = (250, 350)
ZOOM = (500, 700)

# Frame colour per card kind; unknown kinds get a stable colour from their name.
KIND_COLOURS = {
    "treasure": (196, 150, 52),
    "monster": (150, 52, 46),
    "spell": (58, 92, 160),
    "quest": (48, 120, 78),
    "intrigue": (118, 70, 128),
    "hero": (40, 118, 130),
    "building": (120, 88, 56),
    "room": (92, 92, 104),
    "event": (168, 92, 40),
}
_FALLBACK = ((110, 84, 140), (60, 120, 110), (150, 100, 50), (80, 100, 150), (140, 70, 80))


@dataclass(frozen=True)
class CardData:
    """What a card face shows. Game scenes build these from their content files.

    corner: a short value in the top-left medallion (cost, strength); footer: a line at the
    foot of the face (e.g. '2 VP'); flavour: a line in a quieter ink under the rules text.
    """

    id: str
    name: str
    text: str = ""
    kind: str = ""
    corner: str = ""
    footer: str = ""
    flavour: str = ""
    colour: tuple | None = None


def frame_colour(card: CardData) -> tuple:
    if card.colour:
        return tuple(card.colour)
    if card.kind.lower() in KIND_COLOURS:
        return KIND_COLOURS[card.kind.lower()]
    digest = hashlib.sha1(card.kind.encode("utf-8")).digest()
    return _FALLBACK[digest[0] % len(_FALLBACK)]


def _fit(text: str, width: int, start: int, face: str, smallest: int = 10) -> int:
    """The largest font size <= start at which one line of `text` fits `width`."""
    size = start
    while size > smallest and font(size, face).size(text)[0] > width:
        size -= 1
    return size


def _art(size: tuple[int, int], card: CardData, colour: tuple) -> pygame.Surface:
    """The picture window: a gradient, a deterministic pattern and the card's initial."""
    w, h = size
    art = rounded_gradient(size, lighten(colour, 0.25), darken(colour, 0.35), max(2, w // 40))
    digest = hashlib.sha1(card.id.encode("utf-8")).digest()
    # Decoration goes on its own layer so its translucency blends instead of punching holes.
    deco = pygame.Surface(size, pygame.SRCALPHA)
    for i in range(3):
        cx = digest[2 + i] / 255 * w
        cy = digest[5 + i] / 255 * h
        radius = w * (0.1 + digest[8 + i] / 255 * 0.18)
        pygame.draw.circle(deco, (*lighten(colour, 0.45), 70), (cx, cy), radius, max(1, w // 70))
    step = max(6, w // 12)
    slant = 1 if digest[1] % 2 else -1
    for x in range(-h, w + h, step):
        pygame.draw.line(deco, (*darken(colour, 0.3), 55), (x, 0), (x + slant * h, h), max(1, w // 120))
    initial = (card.name[:1] or "?").upper()
    glyph = render(initial, max(12, int(h * 0.72)), lighten(colour, 0.6), "title").copy()
    glyph.set_alpha(170)
    deco.blit(glyph, glyph.get_rect(center=(w // 2, h // 2 + h // 20)))
    art.blit(deco, (0, 0))
    art = rounded_mask(art, max(2, w // 40))
    pygame.draw.rect(art, darken(colour, 0.55), art.get_rect(), max(1, w // 90), border_radius=max(2, w // 40))
    return art


def _name_label(name: str, width: int, height: int, ink: tuple) -> pygame.Surface:
    """The card's name: one line if it fits at a decent size, else two, else cut short."""
    start = max(10, height * 11 // 20)
    size = _fit(name, width, start, "bold", 8)
    if size >= start * 3 // 4 or " " not in name:
        return _ellipsis(name, width, size, ink)
    two = max(8, height * 2 // 5)
    lines = wrap(name, width, two, "bold")
    if len(lines) > 2:
        lines = (lines[0], _ellipsis_text(" ".join(lines[1:]), width, two))
    return wrap_surface("\n".join(lines), width, two, ink, "bold", "center", 1.0)


def _ellipsis_text(text: str, width: int, size: int) -> str:
    fnt = font(size, "bold")
    if fnt.size(text)[0] <= width:
        return text
    while text and fnt.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


def _ellipsis(text: str, width: int, size: int, ink: tuple) -> pygame.Surface:
    return render(_ellipsis_text(text, width, size), size, ink, "bold")


def _text_box(card: CardData, box: pygame.Rect, face_w: int) -> pygame.Surface:
    """Rules text and flavour, shrunk until they fit the box (flavour is dropped first)."""
    flavour_ink = (110, 84, 60)
    flavour = card.flavour
    sizes = range(max(11, face_w // 13), 8, -1)

    def needed(size: int, with_flavour: bool) -> int:
        body_h = text_height(card.text, box.w, size) if card.text else 0
        if with_flavour and flavour:
            body_h += text_height(flavour, box.w, max(8, size - 2)) + size // 2
        return body_h

    size = next((n for n in sizes if needed(n, True) <= box.h), None)
    if size is None:
        flavour = ""
        size = next((n for n in sizes if needed(n, False) <= box.h), 9)
    surf = pygame.Surface(box.size, pygame.SRCALPHA)
    y = 0
    if card.text:
        body = wrap_surface(card.text, box.w, size, theme.INK, "sans", "center")
        surf.blit(body, (0, y))
        y += body.get_height() + size // 2
    if flavour:
        surf.blit(wrap_surface(flavour, box.w, max(8, size - 2), flavour_ink, "sans", "center"), (0, y))
    return surf


def face_frame(size: tuple[int, int], colour: tuple, name: str, corner: bool, inset: int, band_h: int):
    """A face's coloured frame, parchment and name band with the name (leaving room on the left
    for a corner medallion when `corner`): (surface, inner rect, band rect)."""
    w, h = size
    radius = max(4, w // 16)
    surf = rounded_gradient(size, lighten(colour, 0.1), darken(colour, 0.45), radius)
    pygame.draw.rect(surf, darken(colour, 0.65), surf.get_rect(), max(1, w // 60), border_radius=radius)
    inner = surf.get_rect().inflate(-inset * 2, -inset * 2)
    surf.blit(rounded_gradient(inner.size, theme.PARCHMENT, theme.PARCHMENT_DARK, max(2, radius - inset // 2)), inner)
    band = pygame.Rect(inner.x, inner.y, inner.w, band_h)
    surf.blit(rounded_gradient(band.size, lighten(colour, 0.15), darken(colour, 0.2), max(2, radius - inset // 2)), band)
    name_ink = contrast_ink(mix(lighten(colour, 0.15), darken(colour, 0.2), 0.5))
    label = _name_label(name, band.w - (band.h + 4 if corner else 12), band.h, name_ink)
    surf.blit(label, label.get_rect(center=(band.centerx + (band.h // 2 if corner else 0), band.centery)))
    return surf, inner, band


@lru_cache(maxsize=512)
def card_face(card: CardData, size: tuple[int, int] = MEDIUM) -> pygame.Surface:
    """The face of `card` at `size` (cached: every card is drawn once per size). Below
    COMPACT_BELOW px tall a face keeps to what a couch can read (compact_face)."""
    w, h = size
    if h < COMPACT_BELOW:
        return compact_face(card, size)
    colour = frame_colour(card)
    inset = max(4, w // 22)
    surf, inner, band = face_frame(size, colour, card.name, bool(card.corner), inset, max(14, h // 8))
    # Picture window with the kind on a ribbon.
    art_rect = pygame.Rect(inner.x + inset // 2, band.bottom + inset // 2, inner.w - inset, int(h * 0.36))
    surf.blit(_art(art_rect.size, card, colour), art_rect)
    if card.kind:
        kind = render(card.kind.upper(), max(8, h // 30), theme.PARCHMENT, "bold")
        ribbon = kind.get_rect(midbottom=(art_rect.centerx, art_rect.bottom + kind.get_height() // 2 + 2)).inflate(16, 4)
        pygame.draw.rect(surf, darken(colour, 0.5), ribbon, border_radius=ribbon.h // 2)
        pygame.draw.rect(surf, lighten(colour, 0.4), ribbon, 1, border_radius=ribbon.h // 2)
        surf.blit(kind, kind.get_rect(center=ribbon.center))
    # Rules text, flavour and footer.
    footer_h = max(12, h // 14) if card.footer else 0
    box = pygame.Rect(inner.x + inset, art_rect.bottom + max(10, h // 22), inner.w - inset * 2, 0)
    box.h = inner.bottom - box.y - inset // 2 - footer_h
    surf.blit(_text_box(card, box, w), box)
    if card.footer:
        foot = render(card.footer, _fit(card.footer, inner.w - inset * 2, max(9, h // 20), "bold", 8),
                      darken(colour, 0.4), "bold")
        surf.blit(foot, foot.get_rect(midbottom=(inner.centerx, inner.bottom - inset // 2)))
    if card.corner:
        _corner_medallion(surf, card.corner, (band.x + band.h // 2 + 1, band.centery), band.h // 2 + 3, colour)
    return prepare(surf)


def _lines(text: str, width: int, face: str, most: int) -> list[str]:
    """`text` wrapped at READABLE px into at most `most` lines, the last cut with '…' if need be."""
    lines = list(wrap(text, width, READABLE, face))
    if len(lines) > most:
        lines = lines[:most - 1] + [_cut_to(" ".join(lines[most - 1:]), width, face)]
    return [ln if font(READABLE, face).size(ln)[0] <= width else _cut_to(ln, width, face) for ln in lines]


def _cut_to(text: str, width: int, face: str) -> str:
    fnt = font(READABLE, face)
    while text and fnt.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


def compact_name_lines(card: CardData, size: tuple[int, int]) -> list[str]:
    """The lines a small face writes its name in (up to three, at READABLE px, bold), beside the
    corner medallion when it has one."""
    return _lines(card.name, size[0] - 20 - (38 if card.corner else 0), "bold", 3)


def compact_face(card: CardData, size: tuple[int, int]) -> pygame.Surface:
    """A small face read from the couch: the name (up to three lines), then the rules text when it
    fits whole at READABLE px, and when it is played (the footer) at the foot; all left-aligned so a
    card half covered by the next in a fanned hand still shows them. Right-click shows it all."""
    w, h = size
    colour = frame_colour(card)
    radius = max(6, w // 14)
    surf = rounded_gradient(size, lighten(colour, 0.1), darken(colour, 0.45), radius).copy()
    inner = surf.get_rect().inflate(-10, -10)
    surf.blit(rounded_gradient(inner.size, theme.PARCHMENT, theme.PARCHMENT_DARK, max(2, radius - 3)), inner)
    step = font(READABLE, "bold").get_linesize() - 2
    x, width = inner.x + 5, inner.w - 10
    if card.corner:
        _corner_medallion(surf, card.corner, (inner.right - 19, inner.y + 19), 17, colour)
    y = inner.y + 2
    for line in compact_name_lines(card, size):
        surf.blit(render(line, READABLE, theme.INK, "bold"), (x, y))
        y += step
    foot = _lines(card.footer, width, "sans", 2) if card.footer else []
    foot_top = inner.bottom - 2 - step * len(foot)
    body = list(wrap(card.text, width, READABLE)) if card.text else []
    if body and y + 4 + step * len(body) <= foot_top:
        for line in body:
            surf.blit(render(line, READABLE, theme.INK), (x, y + 4))
            y += step
    for k, line in enumerate(foot):
        surf.blit(render(line, READABLE, darken(colour, 0.4)), (x, foot_top + k * step))
    pygame.draw.rect(surf, darken(colour, 0.65), surf.get_rect(), 2, border_radius=radius)
    return prepare(surf)


def _corner_medallion(surf: pygame.Surface, value: str, centre, r: int, colour: tuple) -> None:
    pygame.draw.circle(surf, darken(colour, 0.6), centre, r)
    pygame.draw.circle(surf, theme.GOLD, centre, r, max(1, r // 6))
    label = render(value, _fit(value, int(r * 1.5), int(r * 1.2), "bold", 8), theme.PARCHMENT, "bold")
    surf.blit(label, label.get_rect(center=centre))


# The face's pieces, for game packages that lay out faces of their own in the same style.
fit_size = _fit
art_window = _art
medallion = _corner_medallion


BACK_STYLES = {
    "tavern": ((96, 30, 36), (52, 14, 20), theme.GOLD),
    "dungeon": ((44, 52, 84), (20, 24, 44), (180, 190, 220)),
    "forest": ((30, 80, 58), (14, 40, 28), (210, 190, 120)),
}


@lru_cache(maxsize=64)
def card_back(size: tuple[int, int] = MEDIUM, style: str = "tavern") -> pygame.Surface:
    """A card back: lattice pattern, double frame and a medallion (cached per size and style)."""
    top, bottom, metal = BACK_STYLES.get(style, BACK_STYLES["tavern"])
    w, h = size
    radius = max(4, w // 16)
    surf = vertical_gradient(size, top, bottom).copy()
    step = max(8, w // 8)
    line = mix(top, metal, 0.3)
    for x in range(-h, w + h, step):
        pygame.draw.line(surf, line, (x, 0), (x + h, h), max(1, w // 100))
        pygame.draw.line(surf, line, (x, 0), (x - h, h), max(1, w // 100))
    surf = rounded_mask(surf, radius)
    pygame.draw.rect(surf, metal, surf.get_rect(), max(2, w // 40), border_radius=radius)
    inset = max(5, w // 14)
    pygame.draw.rect(surf, metal, surf.get_rect().inflate(-inset * 2, -inset * 2), max(1, w // 90),
                     border_radius=max(2, radius - inset // 2))
    c, r = (w // 2, h // 2), w // 4
    pygame.draw.circle(surf, bottom, c, r)
    pygame.draw.circle(surf, metal, c, r, max(1, w // 60))
    # Five pips of a die in the medallion: the app's mark.
    for dx, dy in ((0, 0), (-1, -1), (1, -1), (-1, 1), (1, 1)):
        pygame.draw.circle(surf, metal, (c[0] + dx * r * 0.42, c[1] + dy * r * 0.42), max(2, r // 7))
    return prepare(surf)


class CardSprite:
    """A card on the table: face or back at `rect`. Right-click on a face opens the zoom overlay
    (when `app` is given). Drawing is one or two cached blits."""

    def __init__(self, card: CardData, rect, *, face_up: bool = True, app=None, back: str = "tavern",
                 tooltip: str = "") -> None:
        self.card = card
        self.rect = pygame.Rect(rect)
        self.face_up = face_up
        self.app = app
        self.back = back
        self.tooltip = tooltip
        self.highlight: tuple | None = None  # a colour to ring the card with (selected, legal)

    @property
    def surface(self) -> pygame.Surface:
        size = self.rect.size
        return card_face(self.card, size) if self.face_up else card_back(size, self.back)

    def contains(self, pos) -> bool:
        return self.rect.collidepoint(pos)

    def handle(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.face_up
                and self.app is not None and self.contains(event.pos)):
            self.app.stack.push(CardZoom(self.app, self.card))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(soft_shadow(self.rect.size, max(4, self.rect.w // 16), 8, 90), self.rect.move(-6, -3))
        surface.blit(self.surface, self.rect)
        if self.highlight:
            pygame.draw.rect(surface, self.highlight, self.rect.inflate(8, 8), 4, border_radius=max(6, self.rect.w // 14))


class CardZoom(Zoom):
    """One card large (the kit's large look, scenes/kit/zoom.py); any click or key closes it."""

    name = "card_zoom"

    def __init__(self, app, card: CardData, size: tuple[int, int] = ZOOM) -> None:
        super().__init__(app, card_face(card, size))
        self.card = card
        self.size = size


class PaintedSprite(CardSprite):
    """A kit card sprite that shows a game's own pictures: `paint(card_id, size)` for its face and
    `paint_back(size)` for its back (a table swaps the kit's sprites for these: hand strip, pick
    stage)."""

    def __init__(self, card: CardData, rect, *, paint, paint_back, **kw) -> None:
        super().__init__(card, rect, **kw)
        self.paint, self.paint_back = paint, paint_back

    @property
    def surface(self) -> pygame.Surface:
        size = self.rect.size
        return self.paint(self.card.id, size) if self.face_up else self.paint_back(size)

    @classmethod
    def swap(cls, sprites: list, paint, paint_back) -> list:
        """The same sprites (card, place, tooltip, ring) drawn with these pictures."""
        out = []
        for s in sprites:
            made = cls(s.card, s.rect, paint=paint, paint_back=paint_back, face_up=s.face_up, app=s.app, back=s.back,
                       tooltip=s.tooltip)
            made.highlight = s.highlight
            out.append(made)
        return out
