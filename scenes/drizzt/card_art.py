"""Legend of Drizzt card faces, drawn by our code in the kit's card style: heroes, powers (a used
Art or Maneuver lies face down), treasure, monsters and encounters, large for the centre of the
screen (LARGE) and small for panels and the hand (SMALL). Each face is drawn once per (card,
size, state) and cached."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.core.words import tidy
from game.drizzt.content import load, split_effect
from scenes.kit import theme
from scenes.kit.cards import art_window, card_back, face_frame, fit_size, medallion
from scenes.kit.draw import darken, lighten, prepare, rounded_gradient
from scenes.kit.fonts import font, render
from scenes.kit.text import wrap
from scenes.drizzt.card_pictures import hero_picture, monster_picture

LARGE = (520, 720)
COMPACT_STAT = 44  # a number box narrower than this shows its value without a label
SMALL = (150, 210)
LEAST = 20  # the couch standard: no word on a large face is smaller (px)

COLOURS = {
    "hero": (40, 118, 130), "art": (176, 70, 36), "talent": (52, 120, 70), "maneuver": (52, 86, 156),
    "treasure": (190, 144, 48), "monster": (136, 44, 40), "villain": (86, 34, 96), "object": (70, 96, 120),
    "event": (184, 104, 40), "attack event": (170, 40, 44), "curse": (104, 52, 140), "setting": (54, 92, 112),
    "hazard": (150, 96, 30), "trap": (90, 96, 110),
}
WHEN = {"attack": "Ready before an attack", "defense": "When attacked", "free": "In your hero phase",
        "passive": "Always on"}


@dataclass(frozen=True)
class Face:
    """What one face shows: the name band, a picture (kit art, or a hero's emblem), a kind
    ribbon, a row of numbers, then text and short lines."""

    id: str
    name: str
    colour: tuple
    kind: str = ""
    corner: str = ""
    stats: tuple = ()  # (label, value) pairs
    text: str = ""
    lines: tuple = ()  # short lines under the text (a monster's tactics)
    footer: str = ""
    emblem: str = ""  # "hero:<class>" (its shield) or "monster:<kind>" (its sign) instead of the kit picture


def _fit_lines(text: str, lines: tuple, width: int, height: int, start: int, least: int):
    """The largest size (start..least) at which text and lines fit `height`; the lines wrapped."""
    for size in range(start, least - 1, -1):
        para = wrap(text, width, size) if text else ()
        rows = [r for line in lines for r in wrap(line, width - size, size)]
        step = font(size).get_linesize()
        if (len(para) + len(rows)) * step + (size // 2 if para and rows else 0) <= height:
            return size, para, rows
    size = least
    para = wrap(text, width, size) if text else ()
    return size, para, [r for line in lines for r in wrap(line, width - size, size)]


def _body(surf: pygame.Surface, face: Face, box: pygame.Rect, start: int, least: int) -> None:
    """Text then the short lines (each after a bullet); what does not fit is cut with '…'."""
    size, para, rows = _fit_lines(face.text, face.lines, box.w, box.h, start, least)
    step = font(size).get_linesize()
    room = max(1, box.h // step)
    if len(para) > room:
        para = (*para[:room - 1], para[room - 1] + " …")[:room]
    for k, line in enumerate(para):
        surf.blit(render(line, size, theme.INK), (box.x, box.y + k * step))
    y = box.y + len(para) * step + (size // 2 if para and rows else 0)
    bullet = darken(face.colour, 0.2)
    for line in face.lines:
        for k, row in enumerate(wrap(line, box.w - size, size)):
            if y + step > box.bottom + 2:
                return
            if k == 0:
                pygame.draw.circle(surf, bullet, (box.x + size // 3, y + step // 2), max(2, size // 5))
            surf.blit(render(row, size, theme.INK), (box.x + size, y))
            y += step


def _stats(surf: pygame.Surface, face: Face, rect: pygame.Rect, size: int) -> None:
    """Numbers in small framed boxes across `rect`: the label small above, the value large."""
    n = len(face.stats)
    gap = max(3, rect.w // 60)
    w = (rect.w - gap * (n - 1)) // n
    for k, (label, value) in enumerate(face.stats):
        box = pygame.Rect(rect.x + k * (w + gap), rect.y, w, rect.h)
        pygame.draw.rect(surf, lighten(face.colour, 0.78), box, border_radius=max(3, rect.h // 6))
        pygame.draw.rect(surf, darken(face.colour, 0.25), box, max(1, rect.h // 22), border_radius=max(3, rect.h // 6))
        text = str(value)
        if w < COMPACT_STAT:  # too narrow for a label: the value alone, a long word cut short ("Adj")
            text = text if len(text) <= 4 else text[:3]
            val = render(text, fit_size(text, w - 4, size, "bold", 9), theme.INK, "bold")
            surf.blit(val, val.get_rect(center=box.center))
            continue
        small = max(LEAST, int(size * 0.55)) if size >= LEAST else max(9, int(size * 0.55))
        top = render(label.upper(), fit_size(label.upper(), w - 4, small, "bold", min(small, LEAST)),
                     darken(face.colour, 0.35), "bold")
        val = render(text, fit_size(text, w - 4, size, "bold", 10), theme.INK, "bold")
        surf.blit(top, top.get_rect(midtop=(box.centerx, box.y + 2)))
        surf.blit(val, val.get_rect(midbottom=(box.centerx, box.bottom - 1)))


def _ribbon(surf: pygame.Surface, text: str, centre: tuple, size: int, colour: tuple) -> None:
    label = render(text.upper(), size, theme.PARCHMENT, "bold")
    ribbon = label.get_rect(center=centre).inflate(size * 1.4, size * 0.5)
    pygame.draw.rect(surf, darken(colour, 0.5), ribbon, border_radius=ribbon.h // 2)
    pygame.draw.rect(surf, lighten(colour, 0.4), ribbon, max(1, size // 10), border_radius=ribbon.h // 2)
    surf.blit(label, label.get_rect(center=ribbon.center))


@lru_cache(maxsize=512)
def face_surface(face: Face, size: tuple[int, int]) -> pygame.Surface:
    """A face drawn at `size`: large faces get a picture, small ones keep to words and numbers."""
    w, h = size
    large = h >= 400
    colour = face.colour
    inset = max(4, w // 24)
    surf, inner, band = face_frame(size, colour, face.name, bool(face.corner), inset, max(24, h // 11))
    if face.corner:
        medallion(surf, face.corner, (band.x + band.h // 2 + 1, band.centery), band.h // 2 + 2, colour)
    pad = max(5, w // 26)
    y = band.bottom + pad // 2
    ribbon_size = max(LEAST, h // 40) if large else max(11, h // 40)
    if large:
        pic = pygame.Rect(inner.x + pad, y, inner.w - pad * 2, int(h * 0.3))
        if face.emblem.startswith("hero:"):
            surf.blit(hero_picture(face.id, face.emblem[5:], pic.size, colour), pic)
        elif face.emblem.startswith("monster:"):
            surf.blit(monster_picture(face.emblem[8:], pic.size, colour), pic)
        else:
            surf.blit(art_window(pic.size, _KitCard(face.id, face.name), colour), pic)
        if face.kind:
            _ribbon(surf, face.kind, (pic.centerx, pic.bottom), ribbon_size, colour)
        y = pic.bottom + ribbon_size + pad
    elif face.kind:
        _ribbon(surf, face.kind, (inner.centerx, y + ribbon_size), ribbon_size, colour)
        y += ribbon_size * 2 + pad // 2 + 2
    if face.stats:
        stat_h = max(64, h // 10) if large else max(30, h // 12)
        _stats(surf, face, pygame.Rect(inner.x + pad, y, inner.w - pad * 2, stat_h),
               stat_h * 9 // 20 if large else max(14, stat_h * 11 // 20))
        y += stat_h + pad
    foot_h = 0
    fs = fit_size(face.footer, inner.w - pad * 2, max(LEAST, h // 36), "bold", LEAST) if large else \
        fit_size(face.footer, inner.w - pad * 2, max(11, h // 48), "bold", 10)
    if face.footer and font(fs, "bold").size(face.footer)[0] <= inner.w - pad * 2:  # small faces drop a long one
        foot = render(face.footer, fs, darken(colour, 0.4), "bold")
        surf.blit(foot, foot.get_rect(midbottom=(inner.centerx, inner.bottom - pad // 2)))
        foot_h = foot.get_height() + pad // 2
    box = pygame.Rect(inner.x + pad, y, inner.w - pad * 2, inner.bottom - y - pad // 2 - foot_h)
    if large:
        _body(surf, face, box, max(LEAST + 2, h // 28), LEAST)
    else:  # a monster's tactics matter more than its flavour line on a small face
        _body(surf, Face(face.id, face.name, colour, lines=face.lines, text="" if face.lines else face.text), box, 13, 10)
    return prepare(surf)


@dataclass(frozen=True)
class _KitCard:
    """The two fields the kit's picture window reads (its pattern and initial)."""

    id: str
    name: str


# -- the faces of each kind of card -----------------------------------------------------------------------
def hero_face(hero_id: str, level: int = 1) -> Face:
    c = load().heroes[hero_id]
    two = level >= 2
    stats = (("Def", c.level2.defense if two else c.defense), ("HP", c.level2.health if two else c.health),
             ("Speed", c.level2.speed if two else c.speed), ("Surge", c.surge + (c.level2.health - c.health if two else 0)))
    text = c.text or f"A {c.race} {c.klass}."
    footer = f"Level 2: natural 20 deals +{c.level2.crit.partition('+')[2] or 1} damage" if two else "Level 1"
    return Face(hero_id, c.name, COLOURS["hero"], f"{c.race} {c.klass}", str(level), stats, text, (), footer, f"hero:{c.klass}")


def power_face(power_id: str) -> Face:
    p = load().powers[power_id]
    stats = ()
    if p.attack:
        stats = (("Attack", f"+{p.attack}"), ("Damage", p.damage), ("Range", p.range.title()))
    lines = tuple(f"Hit: {e.replace(':', ' ')}" for e in p.hit) + tuple(f"Miss: {e.replace(':', ' ')}" for e in p.miss)
    uses = {"attack": "Your attack", "move": "Instead of a move", "reaction": "Reaction", "free": "Free"}
    return Face(power_id, p.name, COLOURS[p.type], p.type, "", stats, p.text, lines, uses.get(p.use, p.use))


def treasure_face(card_id: str) -> Face:
    t = load().treasures[card_id]
    kind = "Item" if t.item else "Treasure"
    footer = WHEN.get(t.use, t.use) + (" · then discard" if t.consumable else "")
    return Face(card_id, t.name, COLOURS["treasure"], kind, "", (), t.text, (), footer)


def tactic_short(t) -> str:
    """A tactic line in a few words: 'Adjacent: attack +9, 1 dmg'."""
    cond, arg = split_effect(t.cond)
    when = {"": "Else", "adjacent": "Adjacent", "tile": "On its tile", "damaged": "Damaged",
            "within": f"Within {arg} tile{'s' if arg != '1' else ''}", "bloodied": "Half Health",
            "crowd": f"{arg}+ heroes here", "ally_hurt": "Ally hurt"}.get(cond, cond)
    name, arg = split_effect(t.action)
    blow = f"+{t.attack}" + (f", {t.damage} dmg" if t.damage else "") + "".join(f", {e}" for e in t.effects) + \
        (f", miss {t.miss}" if t.miss else "")
    does = {"attack": f"attack {'all adjacent ' if t.target else ''}{blow}", "close_attack": f"close in, attack {blow}",
            "shoot": f"shoot {blow}", "attack_tile": f"attack all on tile {blow}", "move": f"move {tidy(arg + ' tile(s)')}",
            "spawn": f"call {load().monster(arg).name if arg in load().monsters else arg}", "heal": f"heal {arg}",
            "snipe": f"shoot the weakest {blow}", "pull": f"pull in, attack {blow}",
            "charge": f"charge {blow} (+1 dmg)", "retreat": f"fall back {tidy(arg + ' tile(s)')}",
            "mend": f"heal an ally {arg}", "idle": "nothing"}.get(name, name)
    return f"{when}: {does}"


def monster_face(card_id: str, health: int | None = None, full: int | None = None) -> Face:
    """A monster's card; with `health`, its Health now out of `full` (the card's, or as scaled for the party)."""
    m = load().monster(card_id)
    kind = "villain" if m.villain else "object" if m.kind == "object" else "monster"
    hp = m.health if health is None else f"{health}/{m.health if full is None else full}"
    stats = (("Def", m.defense), ("HP", hp)) + ((("XP", m.xp),) if kind != "object" else ())
    lines = tuple(tactic_short(t) for t in m.tactics) if kind != "object" else ()
    tag = {"villain": "Villain", "object": "Objective"}.get(kind, m.kind)
    footer = f"Rises once with {m.rises} Health" if m.rises else ""
    return Face(card_id, m.name, COLOURS[kind], tag, "", stats, m.text, lines, footer, f"monster:{m.kind}")


def encounter_kind(card_id: str) -> str:
    """The banner word: Event, Attack event, Curse, Setting, Hazard or Trap."""
    e = load().encounters[card_id]
    if e.kind == "event" and split_effect(e.effect)[0].startswith("attack"):
        return "Attack event"
    return e.kind.capitalize()


def encounter_face(card_id: str) -> Face:
    e = load().encounters[card_id]
    kind = encounter_kind(card_id)
    stats = ()
    if e.attack:
        stats = (("Attack", f"+{e.attack}"), ("Damage", e.damage))
    if e.disarm:
        stats += (("Disarm", e.disarm),)
    footer = {"kill": "Ends when you defeat a monster", "roll": "Ends on a roll at the end of your turn"}.get(e.ends, "")
    return Face(card_id, e.name, COLOURS[kind.lower()], kind, "", stats, e.text, (), footer)


# -- the cached surfaces ---------------------------------------------------------------------------------
def hero_card(hero_id: str, size=SMALL, level: int = 1) -> pygame.Surface:
    return face_surface(hero_face(hero_id, level), tuple(size))


def treasure_card(card_id: str, size=SMALL) -> pygame.Surface:
    return face_surface(treasure_face(card_id), tuple(size))


def monster_card(card_id: str, size=SMALL, health: int | None = None, full: int | None = None) -> pygame.Surface:
    return face_surface(monster_face(card_id, health, full), tuple(size))


def encounter_card(card_id: str, size=LARGE) -> pygame.Surface:
    return face_surface(encounter_face(card_id), tuple(size))


def power_card(power_id: str, size=SMALL, used: bool = False) -> pygame.Surface:
    """A power face up, or (used) turned face down with its name and 'used' on the back."""
    return _used_card(power_id, tuple(size)) if used else face_surface(power_face(power_id), tuple(size))


@lru_cache(maxsize=128)
def _used_card(power_id: str, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = card_back(size, "dungeon").copy()
    surf.fill((150, 150, 150), special_flags=pygame.BLEND_RGB_MULT)  # a dim back: it rests until turned up
    name = load().powers[power_id].name
    size_ = fit_size(name, w - w // 6, max(13, h // 16), "bold", 10)
    plate = render(name, size_, theme.PARCHMENT, "bold")
    stamp = render("USED", max(14, h // 12), theme.DANGER, "title")
    box = plate.get_rect(center=(w // 2, h // 2 - stamp.get_height() // 2)).inflate(12, 8)
    box.w = max(box.w, stamp.get_width() + 16)
    box.h += stamp.get_height()
    box.center = (w // 2, h // 2)
    pygame.draw.rect(surf, (24, 22, 30), box, border_radius=6)
    pygame.draw.rect(surf, lighten(theme.DANGER, 0.2), box, 2, border_radius=6)
    surf.blit(plate, plate.get_rect(midtop=(w // 2, box.y + 4)))
    surf.blit(stamp, stamp.get_rect(midbottom=(w // 2, box.bottom - 2)))
    return prepare(surf)


def card_surface(card_id: str, size=LARGE) -> pygame.Surface:
    """Any Drizzt card by id (an encounter, treasure, monster, power or hero), for a reveal."""
    content = load()
    for deck, draw in ((content.encounters, encounter_card), (content.treasures, treasure_card),
                       (content.powers, power_card), (content.heroes, hero_card)):
        if card_id in deck:
            return draw(card_id, size)
    return monster_card(card_id, size)


# -- the hand's faces: the name and the key numbers, big enough to read from the couch --------------------
HAND_USE = {"attack": "Attack", "move": "Move", "reaction": "Reaction", "free": "Free"}


def hand_words(card_id: str) -> tuple[str, str, str, tuple]:
    """(name, its attack bonus or '', its damage or how it is used, frame colour) of a card in hand."""
    p = load().powers.get(card_id)
    if p is not None:
        if p.attack:
            return p.name, f"+{p.attack} attack", f"{p.damage} damage", COLOURS[p.type]
        return p.name, "", HAND_USE.get(p.use, p.use.capitalize()), COLOURS[p.type]
    t = load().treasures[card_id]
    return t.name, "", "Item" if t.item else "Treasure", COLOURS["treasure"]


def _hand_name(name: str, width: int, ink) -> pygame.Surface:
    """The name in LEAST px bold, wrapped to two lines at most (the second cut with '…')."""
    lines = list(wrap(name, width, LEAST, "bold"))
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    fnt = font(LEAST, "bold")
    lines = [ln if fnt.size(ln)[0] <= width else _cut(ln, width, fnt) for ln in lines]
    step = fnt.get_linesize() - 2
    surf = pygame.Surface((width, step * len(lines) + 2), pygame.SRCALPHA)
    for k, line in enumerate(lines):
        surf.blit(render(line, LEAST, ink, "bold"), (0, k * step))
    return surf


def _cut(text: str, width: int, fnt) -> str:
    while text and fnt.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


@lru_cache(maxsize=256)
def hand_card(card_id: str, size: tuple[int, int], used: bool = False) -> pygame.Surface:
    """A card as it sits in the hand: the name and its key numbers (attack and damage, else how it
    is used) in words a couch can read, left-aligned so a card half covered by the next still shows
    them. A used power lies dim with 'Used'. The whole text is in the large look (right-click)."""
    if size[1] < 100:
        return _flat_hand_card(card_id, size, used)
    name, bonus, key, colour = hand_words(card_id)
    w, h = size
    radius = max(6, w // 12)
    surf = rounded_gradient(size, lighten(colour, 0.1), darken(colour, 0.45), radius).copy()
    inner = surf.get_rect().inflate(-8, -8)
    if used:
        key, colour = "Used", (70, 70, 76)
        surf.fill((120, 120, 120), special_flags=pygame.BLEND_RGB_MULT)
    pygame.draw.rect(surf, theme.PARCHMENT if not used else (150, 146, 138), inner, border_radius=radius - 3)
    label = _hand_name(name, inner.w - 8, theme.INK)
    surf.blit(label, (inner.x + 4, inner.y + 3))
    if bonus and not used:
        line = render(_cut(bonus, inner.w - 8, font(LEAST)) if font(LEAST).size(bonus)[0] > inner.w - 8 else bonus,
                      LEAST, theme.INK)
        surf.blit(line, (inner.x + 4, inner.bottom - 32 - line.get_height() - 2))
    strip = pygame.Rect(inner.x, inner.bottom - 32, inner.w, 32)
    pygame.draw.rect(surf, darken(colour, 0.3), strip, border_bottom_left_radius=radius - 3,
                     border_bottom_right_radius=radius - 3)
    room = strip.w - 8
    face_ = "bold" if font(LEAST, "bold").size(key)[0] <= room else "sans"  # plain letters are narrower
    if font(LEAST, face_).size(key)[0] > room:
        key = _cut(key, room, font(LEAST, face_))
    words = render(key, LEAST, theme.DANGER if used else theme.PARCHMENT, face_)
    surf.blit(words, words.get_rect(midleft=(strip.x + 5, strip.centery)))
    pygame.draw.rect(surf, darken(colour, 0.6), surf.get_rect(), 2, border_radius=radius)
    return prepare(surf)


def _one_line(text: str, width: int, face: str) -> tuple[str, str]:
    """`text` and the face to draw it in at LEAST px: `face` if it fits, else plain, else cut with '…'."""
    if font(LEAST, face).size(text)[0] <= width:
        return text, face
    if font(LEAST).size(text)[0] <= width:
        return text, "sans"
    return _cut(text, width, font(LEAST)), "sans"


def _flat_hand_card(card_id: str, size: tuple[int, int], used: bool) -> pygame.Surface:
    """A crowded hand's card, laid in two rows: a coloured edge, the name, then its numbers or use."""
    name, bonus, key, colour = hand_words(card_id)
    w, h = size
    surf = rounded_gradient(size, lighten(colour, 0.1), darken(colour, 0.45), 8).copy()
    inner = pygame.Rect(10, 3, w - 13, h - 6)
    pygame.draw.rect(surf, theme.PARCHMENT if not used else (150, 146, 138), inner, border_radius=6)
    text, face = _one_line(name, inner.w - 8, "bold")
    surf.blit(render(text, LEAST, theme.INK, face), (inner.x + 4, inner.y + 1))
    second = "Used" if used else (f"{bonus.split()[0]} · {key}" if bonus else key)
    text, face = _one_line(second, inner.w - 8, "sans")
    surf.blit(render(text, LEAST, theme.DANGER if used else darken(colour, 0.35), face),
              (inner.x + 4, inner.bottom - font(LEAST).get_linesize()))
    pygame.draw.rect(surf, darken(colour, 0.6), surf.get_rect(), 2, border_radius=8)
    return prepare(surf)
