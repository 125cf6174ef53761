"""Choosing how many Fighters, Rogues and Wizards: for a Hire (with the cost shown), for a
Move after a drop, or for entering a Dungeon. Only counts: the engine judges the result, and
a Hire's price is the engine's too (read from the seat's view, the Zhentarim's gold off taken)."""
from __future__ import annotations

from typing import Callable

import pygame

from game.vault import actions as A
from scenes.kit import theme
from scenes.kit.buttons import Button
from scenes.kit.fonts import render
from scenes.kit.panels import panel_surface
from scenes.kit.pointer_note import PointerNote
from scenes.kit.text import wrap_surface
from scenes.kit.widget import WidgetGroup
from scenes.vault import art
from scenes.vault.words import CLASS_NAMES, force_text, goods_text

KLASSES = ("fighter", "rogue", "wizard")


def hire_offer(player: dict, legal=None) -> dict:
    """The prices a seat's own view carries, as the picker reads them: {"each": the printed price
    per class, "costs": {(fighters, rogues, wizards): gold now}, "discount": gold off, "purse": the
    gold the seat holds, "allowed": the counts some legal Hire takes (None: not told)}."""
    allowed = None if legal is None else {(a.fighters, a.rogues, a.wizards) for a in legal
                                          if isinstance(a, A.Hire)}
    return {"each": tuple(player.get("hire_prices", ())), "discount": player.get("hire_discount", 0),
            "costs": {(f, r, w): gold for f, r, w, gold in player.get("hire_costs", ())},
            "purse": player.get("gold", 0), "allowed": allowed}


class Price:
    """What a choice of counts costs, told as the picker shows it: `cost(counts)` (words, or ''),
    `left(counts)` (what stays in the purse, or ''), and `refuse(counts)`: why those counts cannot
    be paid or taken ('' when they can). The picker draws these and asks `refuse` before a +."""

    def cost(self, counts) -> str:
        return ""

    def left(self, counts) -> str:
        return ""

    def refuse(self, counts) -> str:
        return ""


class HirePrice(Price):
    """A Hire's price from the seat's view (hire_offer): gold for the counts, and the purse."""

    def __init__(self, offer: dict) -> None:
        self.offer = offer

    def gold(self, counts) -> int | None:
        return self.offer["costs"].get(tuple(counts))

    def cost(self, counts) -> str:
        gold = self.gold(counts)
        return "" if gold is None or not any(counts) else f"Cost {gold} gold"

    def left(self, counts) -> str:
        gold, purse = self.gold(counts), self.offer.get("purse", 0)
        if gold is None or not any(counts):
            return f"Purse {purse} gold"
        return f"Purse {purse} gold: {purse - gold} left" if gold <= purse else f"Purse {purse} gold: {gold - purse} short"

    def refuse(self, counts) -> str:
        """Why these counts cannot be hired: the engine's legal Hires decide (when the picker was
        told them); the words say the price against the purse."""
        gold, purse = self.gold(counts), self.offer.get("purse", 0)
        allowed = self.offer.get("allowed")
        if allowed is not None and (tuple(counts) in allowed or not any(counts)):
            return ""
        if gold is not None and gold > purse:
            return f"Not enough gold: {force_text(*counts)} cost {gold} gold and your purse holds {purse}."
        return "" if allowed is None else f"No place takes {force_text(*counts)} now."


class DoorPrice(Price):
    """A Portal door's price for the counts chosen, as the engine tells it: the door's legal Enter
    actions say which counts may go in, the engine's preview (Match.ask("preview")) says what
    going in pays, and `why_not` gives the engine's reason for counts that may not."""

    def __init__(self, entries, purse: dict, ask, why_not) -> None:
        self.entries = {}
        for a in entries:
            self.entries.setdefault((a.fighters, a.rogues, a.wizards), a)
        self.purse = purse
        self.ask, self.why_not = ask, why_not
        self._pays: dict = {}
        self._why: dict = {}

    def pays(self, counts) -> dict | None:
        entry = self.entries.get(tuple(counts))
        if entry is None:
            return None
        if entry not in self._pays:
            self._pays[entry] = self.ask("preview", entry).get("pays", {})
        return self._pays[entry]

    def cost(self, counts) -> str:
        pays = self.pays(counts)
        return "" if pays is None else f"Cost {goods_text(pays) if pays else 'nothing'}"

    def left(self, counts) -> str:
        pays = self.pays(counts) or {}
        kept = {good: n - pays.get(good, 0) for good, n in self.purse.items() if n or pays.get(good)}
        return ("Left: " if pays else "You hold ") + goods_text(kept)

    def refuse(self, counts) -> str:
        key = tuple(counts)
        if not any(key) or key in self.entries:
            return ""
        if key not in self._why:
            self._why[key] = self.why_not(key) or "those Followers cannot go in by that door"
        return self._why[key][:1].upper() + self._why[key][1:]


def door_purse(player: dict) -> dict:
    """What a seat's own view says it could pay a door with: gold, Rumors, Magic Items."""
    return {"gold": player.get("gold", 0), "rumors": player.get("rumors_new", 0) + player.get("rumors_old", 0),
            "magic": len(player.get("magic", ()))}


def top_of_note(rect: pygame.Rect) -> int:
    return rect.bottom - 88


class ForcePicker:
    """+/- per class between 0 and `limit`; Confirm hands the counts to `on_confirm`."""

    def __init__(self, rect, title: str, limit: tuple[int, int, int], start: tuple[int, int, int], style, *,
                 on_confirm: Callable[[tuple[int, int, int]], None], on_cancel: Callable[[], None],
                 hire: dict | None = None, confirm_label: str = "Confirm", note: str = "",
                 price: Price | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.title = title
        self.limit = tuple(limit)
        self.force = [min(a, b) for a, b in zip(start, limit)]
        self.style = style
        self.hire = hire
        self.price = price or (HirePrice(hire) if hire else Price())
        self.note = note
        self.refusal = PointerNote()  # why a + did nothing, by the button
        self.on_confirm = on_confirm
        self.on_cancel = on_cancel
        self.ui = WidgetGroup()
        self._frame = panel_surface(self.rect.size, "dark", title)
        row_y = self.rect.y + 62
        for i in range(3):
            y = row_y + i * 58
            self.ui.add(Button((self.rect.right - 200, y, 52, 48), "-", lambda k=i: self.bump(k, -1),
                               text_size=28, show_shortcut=False, tooltip=f"One {CLASS_NAMES[i]} fewer"))
            self.ui.add(Button((self.rect.right - 74, y, 52, 48), "+", lambda k=i: self.more(k),
                               text_size=28, show_shortcut=False, tooltip=f"One {CLASS_NAMES[i]} more"))
        bottom = self.rect.bottom - 60
        self.confirm_button = self.ui.add(Button((self.rect.x + 16, bottom, self.rect.w // 2 - 24, 48), confirm_label,
                                                 self.confirm, style="primary", text_size=22,
                                                 shortcut=pygame.K_RETURN))
        self.ui.add(Button((self.rect.centerx + 8, bottom, self.rect.w // 2 - 24, 48), "Cancel", self.on_cancel,
                           text_size=22, shortcut=pygame.K_ESCAPE))
        self._refresh()

    @property
    def counts(self) -> tuple[int, int, int]:
        return tuple(self.force)

    @property
    def cost(self) -> int | None:
        """What hiring these counts costs now (None: not a hire, or no price for them)."""
        return None if not self.hire else self.hire["costs"].get(self.counts)

    @property
    def summary(self) -> str:
        """The line under the rows: the counts, and for a hire their price."""
        text = force_text(*self.force)
        if self.hire and any(self.force) and self.cost is not None:
            text += f" for {self.cost} gold"
            if self.hire.get("discount"):
                text += f" ({self.hire['discount']} gold off)"
        return text

    def bump(self, klass: int, step: int) -> None:
        self.force[klass] = max(0, min(self.limit[klass], self.force[klass] + step))
        self._refresh()

    def refuse_more(self, klass: int) -> str:
        """Why one more of this class cannot be added ('' when it can): none left, or the price."""
        if self.force[klass] >= self.limit[klass]:
            many = CLASS_NAMES[klass] + ("" if self.limit[klass] == 1 else "s")
            return f"There {'is' if self.limit[klass] == 1 else 'are'} only {self.limit[klass]} {many} to choose from."
        more = list(self.force)
        more[klass] += 1
        return self.price.refuse(more)

    def more(self, klass: int) -> None:
        """The + button: one more, unless that would be more than there are or than the purse pays
        (then it says why, by the button)."""
        why = self.refuse_more(klass)
        if why:
            self.refusal.show(why, self.plus_buttons[klass].rect.midtop)
            return
        self.bump(klass, 1)

    @property
    def plus_buttons(self) -> list[Button]:
        return [w for w in self.ui.widgets if getattr(w, "label", None) == "+"]

    def _refresh(self) -> None:
        why = "" if any(self.force) else "Choose at least one Follower"
        why = why or self.price.refuse(self.force)
        self.confirm_button.enabled = not why
        self.confirm_button.tooltip = why
        for k, plus in enumerate(self.plus_buttons):
            plus.tooltip = self.refuse_more(k) or f"One {CLASS_NAMES[k]} more"

    def confirm(self) -> None:
        if any(self.force) and not self.price.refuse(self.force):
            self.on_confirm(self.counts)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.ui.handle(event):
            return True
        pos = getattr(event, "pos", None)
        return pos is not None and event.type != pygame.MOUSEMOTION and self.rect.collidepoint(pos)

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.refusal.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._frame, self.rect)
        row_y = self.rect.y + 62
        for i, klass in enumerate(KLASSES):
            y = row_y + i * 58
            token = art.follower_token(klass, self.style.colour, self.style.symbol, 40)
            surface.blit(token, token.get_rect(center=(self.rect.x + 40, y + 24)))
            each = self.hire["each"] if self.hire else ()
            label = CLASS_NAMES[i] + (f"  ({each[i]} gold)" if i < len(each) else "")
            surface.blit(render(label, 22, theme.TEXT), (self.rect.x + 72, y + 4))
            surface.blit(render(f"of {self.limit[i]}", 20, theme.TEXT_DIM), (self.rect.x + 72, y + 28))
            count = render(str(self.force[i]), 30, theme.HILITE if self.force[i] else theme.TEXT_DIM, "bold")
            surface.blit(count, count.get_rect(center=(self.rect.right - 111, y + 24)))
        self._draw_totals(surface, row_y + 3 * 58)
        if self.note:  # beside Cancel when Confirm is hidden (a hire ends with a click on the board)
            note = wrap_surface(self.note, self.rect.w // 2 - 30, 20, theme.TEXT_DIM)
            surface.blit(note, note.get_rect(midleft=(self.rect.x + 18, self.confirm_button.rect.centery))
                         if not self.confirm_button.visible else (self.rect.x + 18, top_of_note(self.rect)))
        self.ui.draw(surface)
        self.refusal.draw(surface)

    def _draw_totals(self, surface: pygame.Surface, top: int) -> None:
        """The counts, then the price and what stays in the purse, large: read before choosing."""
        surface.blit(render(force_text(*self.force), 22, theme.TEXT), (self.rect.x + 18, top))
        cost, left = self.price.cost(self.force), self.price.left(self.force)
        short = bool(self.price.refuse(self.force))
        if cost:
            surface.blit(render(cost, 30, theme.GOLD, "bold"), (self.rect.x + 18, top + 28))
        if left:
            surface.blit(render(left, 28, theme.DANGER if short else theme.LEGAL, "bold"), (self.rect.x + 18, top + 64))
