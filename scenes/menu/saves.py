"""The save and load screens: the autosave and slots 1..8, each showing what it holds."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.kit import theme
from scenes.kit.dialog import confirm
from scenes.kit.draw import darken, prepare
from scenes.kit.fonts import render
from scenes.kit.panels import panel_surface
from scenes.kit.text import fit, wrap_surface
from scenes.kit.widget import Widget
from scenes.menu import slots
from scenes.menu.base import MenuScene
from scenes.menu.slots import SlotInfo

TILE_W, TILE_H, GAP = 560, 206, 24
DETAIL = 22  # the size of a slot's detail lines: read from the couch (issue 15: 20 px at least)
BROWN = (80, 64, 48)


@lru_cache(maxsize=64)
def _slot_surface(slot: SlotInfo, mode: str, look: str) -> pygame.Surface:
    """One slot tile; look is idle, hover or disabled."""
    surf = panel_surface((TILE_W, TILE_H), "parchment", "", 14).copy()
    if look == "disabled":
        surf.fill((176, 168, 160, 255), special_flags=pygame.BLEND_RGBA_MULT)
    elif look == "hover":
        pygame.draw.rect(surf, theme.HILITE, surf.get_rect(), 5, border_radius=14)
    ink = theme.INK
    width = TILE_W - 48
    label = render(slot.label, 26, darken(theme.WOOD, 0.2), "title")
    surf.blit(label, (24, 14))
    if slot.key == slots.AUTOSAVE and mode == "save":
        note = render("load only", 20, (110, 90, 70))
        surf.blit(note, note.get_rect(midleft=(24 + label.get_width() + 16, 14 + label.get_height() // 2)))
    x, y = 24, 14 + label.get_height() + 8
    if slot.state == "empty":
        surf.blit(render("Empty", 30, (96, 80, 64)), (x, y + 8))
    elif slot.state == "good":
        when = render(slot.saved_at, DETAIL, BROWN, "bold")
        surf.blit(when, when.get_rect(topright=(TILE_W - 24, 20)))
        surf.blit(render(fit(slot.title, width, 28, "bold"), 28, ink, "bold"), (x, y))
        y += 40
        for text in (slot.note, slots.seats_line(slot.seats)):
            if text:
                surf.blit(render(fit(text, width, DETAIL), DETAIL, BROWN), (x, y))
                y += 30
        status = render(fit(slots.status_line(slot), width, DETAIL, "bold"), DETAIL, ink, "bold")
        surf.blit(status, (x, max(y + 2, TILE_H - 18 - status.get_height())))
    else:
        text = f"Damaged: {slot.problem}"
        body = wrap_surface(text, width, 22, (150, 40, 30), "bold")
        surf.blit(body, (x, y), area=pygame.Rect(0, 0, width, TILE_H - y - 14))
    return prepare(surf)


def _details(slot: SlotInfo) -> str:
    """The tile's lines in full for its tooltip (the tile cuts long ones short)."""
    lines = [text for text in (slot.note, slots.seats_line(slot.seats), slots.status_line(slot)) if text]
    return "".join(f" {line}." for line in lines)


class SlotTile(Widget):
    """A clickable save slot."""

    def __init__(self, rect, slot: SlotInfo, mode: str, on_pick) -> None:
        super().__init__(rect)
        self.slot = slot
        self.mode = mode
        self.on_pick = on_pick
        self.hovered = False
        self.pressed = False
        self.baked = False  # the idle look is already in the scene's static layer
        self.enabled, self.tooltip = self._availability()

    def _availability(self) -> tuple[bool, str]:
        slot = self.slot
        if self.mode == "save":
            if slot.key == slots.AUTOSAVE:
                return False, "The game writes the autosave itself; save into a numbered slot."
            if slot.state == "good":
                return True, f"Overwrite {slot.label.lower()} ({slot.title}, saved {slot.saved_at}).{_details(slot)}"
            return True, f"Save into {slot.label.lower()}"
        if slot.state == "empty":
            return False, "Nothing saved here yet."
        if slot.state == "damaged":
            backup = " An older copy exists and can be tried." if slot.has_backup else ""
            return True, f"This save is damaged: {slot.problem}.{backup}"
        return True, f"Load {slot.title}, saved {slot.saved_at}.{_details(slot)}"

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.contains(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.contains(event.pos):
            self.pressed = self.enabled
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            self.pressed = False
            if self.contains(event.pos):
                self.on_pick(self.slot)
            return True
        return False

    @property
    def look(self) -> str:
        return "disabled" if not self.enabled else ("hover" if self.hovered else "idle")

    def draw(self, surface: pygame.Surface, *, baking: bool = False) -> None:
        look = self.look
        if self.baked and not baking and look != "hover" and not self.pressed:
            return
        surface.blit(_slot_surface(self.slot, self.mode, look), self.rect.move(0, 3 if self.pressed else 0))


class SaveLoadScene(MenuScene):
    """mode 'save' writes `match` into a slot; mode 'load' opens a slot's match."""

    name = "saves"

    def __init__(self, app, mode: str = "save", match=None, *, reader=None) -> None:
        super().__init__(app)
        if mode not in ("save", "load"):
            raise ValueError(f"mode must be 'save' or 'load', not {mode!r}")
        self.mode = mode
        self.match = match
        self.reader = reader or slots.read_slots  # previews pass made-up slots
        self.title = "Save game" if mode == "save" else "Load game"
        self.name = "save" if mode == "save" else "load"
        self.tiles: list[SlotTile] = []
        self.refresh()

    def refresh(self) -> None:
        """Re-read every slot from disk and lay the tiles out."""
        self.ui.clear()
        self.invalidate()
        self.add_back_button()
        self.slots = self.reader()
        width = 3 * TILE_W + 2 * GAP
        x0 = (theme.CANVAS_W - width) // 2
        self.tiles = []
        for i, slot in enumerate(self.slots):
            rect = pygame.Rect(x0 + (i % 3) * (TILE_W + GAP), 230 + (i // 3) * (TILE_H + GAP), TILE_W, TILE_H)
            self.tiles.append(self.ui.add(SlotTile(rect, slot, self.mode, self.pick)))

    def resume(self) -> None:
        self.refresh()

    def tile(self, key: str) -> SlotTile:
        return next(t for t in self.tiles if t.slot.key == key)

    # -- actions ----------------------------------------------------------------
    def pick(self, slot: SlotInfo) -> None:
        if self.mode == "load":
            slots.open_save(self.app, slot.path)
            return
        if slot.key == slots.AUTOSAVE:
            return
        if slot.state == "empty":
            self.save_into(slot)
        else:
            what = f"{slot.title}, saved {slot.saved_at}" if slot.state == "good" else "a damaged save"
            confirm(self.app, f"Overwrite {slot.label.lower()}?", f"It holds {what}.",
                    lambda: self.save_into(slot), yes="Overwrite", no="Cancel")

    def save_into(self, slot: SlotInfo) -> bool:
        """Write the match into `slot`; a toast says how it went."""
        if self.match is None:
            self.app.toasts.show("There is no game to save", "error")
            return False
        errors: tuple[type[BaseException], ...] = (OSError, ValueError)
        try:
            from game.core.errors import SaveError

            errors = (SaveError, *errors)
        except ImportError:
            pass
        try:
            self.match.save(slot.path)
        except errors as exc:
            self.app.toasts.show(f"Could not save: {exc}", "error")
            return False
        self.app.toasts.show(f"Saved to {slot.label.lower()}", "success")
        self.refresh()
        return True

    def draw_static(self, surface: pygame.Surface) -> None:
        if self.mode == "save":
            hint = "Click a slot to save into it."
        elif all(s.state == "empty" for s in self.slots):
            hint = "Nothing saved yet. Save from a game's pause menu (Esc); games also autosave as you play."
        else:
            hint = "Click a save to load it. The autosave is kept by the game as you play."
        label = render(hint, 26, theme.PARCHMENT)
        surface.blit(label, label.get_rect(midtop=(theme.CANVAS_W // 2, 188)))
        for tile in self.tiles:
            tile.draw(surface, baking=True)
            tile.baked = True
