"""A one-line text field (seat names): click to focus, type, the usual editing keys, Enter or Esc
to finish. A caret you can move, a selection (Ctrl+A, Shift+arrows), Ctrl+Backspace and
Ctrl+Delete for a word, Ctrl+C/X/V through the system clipboard when there is one."""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.kit import theme
from scenes.kit.fonts import font, render
from scenes.kit.widget import Widget

BLINK = 0.55
PAD = 14
SELECTION = (150, 190, 240)
_clipboard = [""]  # our own clipboard, used when the system's cannot be reached


def copy_text(text: str) -> None:
    """Put `text` on the system clipboard if pygame.scrap works here, and always on our own."""
    _clipboard[0] = text
    try:
        pygame.scrap.put_text(text)  # pygame-ce 2.2+: the SDL clipboard, no init needed
    except (pygame.error, AttributeError, NotImplementedError, SystemError):
        pass  # no display or no clipboard support: our own copy is enough inside the app


def paste_text() -> str:
    """The system clipboard's text, or what was last copied in the app when there is none."""
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError, SystemError):
        text = ""
    return text or _clipboard[0]


def word_left(text: str, index: int) -> int:
    """Where Ctrl+Left lands: the start of the word before `index` (spaces skipped first)."""
    i = index
    while i > 0 and text[i - 1].isspace():
        i -= 1
    while i > 0 and not text[i - 1].isspace():
        i -= 1
    return i


def word_right(text: str, index: int) -> int:
    """Where Ctrl+Right lands: the end of the word after `index`."""
    i = index
    while i < len(text) and text[i].isspace():
        i += 1
    while i < len(text) and not text[i].isspace():
        i += 1
    return i


class TextInput(Widget):
    """An editable single line. on_change(text) runs after every edit."""

    focusable = True

    def __init__(self, rect, text: str = "", *, max_len: int = 20, placeholder: str = "",
                 on_change: Callable[[str], None] | None = None, text_size: int = 26,
                 tooltip: str = "") -> None:
        super().__init__(rect, tooltip=tooltip)
        self.text = text[:max_len]
        self.max_len = max_len
        self.placeholder = placeholder
        self.on_change = on_change
        self.text_size = text_size
        self.hovered = False
        self.caret = len(self.text)
        self.anchor: int | None = None  # the other end of the selection, None when nothing is selected
        self._blink = 0.0
        self._scroll = 0  # pixels of the line hidden at the left, so the caret stays in view
        self._caret_drawn = False  # whether the caret was on in the last picture

    # -- the text ---------------------------------------------------------------------
    def set_text(self, text: str) -> None:
        self.text = text[: self.max_len]
        self.caret = min(self.caret, len(self.text))
        self.anchor = None
        if self.on_change:
            self.on_change(self.text)

    @property
    def selection(self) -> tuple[int, int]:
        """(start, end) of the selected text; equal when nothing is selected."""
        if self.anchor is None:
            return self.caret, self.caret
        return min(self.anchor, self.caret), max(self.anchor, self.caret)

    @property
    def selected_text(self) -> str:
        start, end = self.selection
        return self.text[start:end]

    def select_all(self) -> None:
        self.anchor, self.caret = 0, len(self.text)

    def _replace(self, start: int, end: int, new: str) -> None:
        """Put `new` in place of text[start:end] (cut to the room max_len leaves) and the caret after it."""
        new = new[: max(0, self.max_len - (len(self.text) - (end - start)))]
        self.text = self.text[:start] + new + self.text[end:]
        self.caret, self.anchor = start + len(new), None
        if self.on_change:
            self.on_change(self.text)

    def insert(self, new: str) -> None:
        """Type `new` at the caret, over the selection if there is one."""
        start, end = self.selection
        self._replace(start, end, new)

    def _delete(self, start: int, end: int) -> None:
        if start != end:
            self._replace(start, end, "")

    def _move(self, index: int, extend: bool) -> None:
        """Move the caret; with Shift held the selection grows from where it was."""
        if extend:
            if self.anchor is None:
                self.anchor = self.caret
        else:
            self.anchor = None
        self.caret = max(0, min(len(self.text), index))

    # -- input ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.contains(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.contains(event.pos):
                self.focused = self.enabled
                if self.focused:
                    pygame.key.start_text_input()
                    self.caret, self.anchor = self._index_at(event.pos[0]), None
                self._blink = 0.0
                return True
            return False
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            text = "".join(ch for ch in event.text if ch.isprintable())
            if text:
                self.insert(text)
            self._blink = 0.0
            return True
        if event.type == pygame.KEYDOWN:
            self._key(event.key, getattr(event, "mod", 0))
            self._blink = 0.0
            return True  # typing never triggers a button's shortcut
        return event.type in (pygame.KEYUP, pygame.TEXTEDITING)

    def _key(self, key: int, mod: int) -> None:
        """One editing key (the keys a desktop text field answers)."""
        ctrl, shift = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META)), bool(mod & pygame.KMOD_SHIFT)
        start, end = self.selection
        if key == pygame.K_BACKSPACE:
            self._delete(*((start, end) if start != end else
                           (word_left(self.text, start) if ctrl else max(0, start - 1), start)))
        elif key == pygame.K_DELETE:
            self._delete(*((start, end) if start != end else
                           (end, word_right(self.text, end) if ctrl else min(len(self.text), end + 1))))
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            left = key == pygame.K_LEFT
            if start != end and not shift and not ctrl:
                self._move(start if left else end, False)  # an arrow collapses the selection to its side
            elif ctrl:
                self._move((word_left if left else word_right)(self.text, self.caret), shift)
            else:
                self._move(self.caret + (-1 if left else 1), shift)
        elif key in (pygame.K_HOME, pygame.K_UP):
            self._move(0, shift)
        elif key in (pygame.K_END, pygame.K_DOWN):
            self._move(len(self.text), shift)
        elif ctrl and key == pygame.K_a:
            self.select_all()
        elif ctrl and key in (pygame.K_c, pygame.K_x) and start != end:
            copy_text(self.text[start:end])
            if key == pygame.K_x:
                self._delete(start, end)
        elif ctrl and key == pygame.K_v:
            pasted = " ".join(paste_text().split())  # one line: newlines and tabs become spaces
            pasted = "".join(ch for ch in pasted if ch.isprintable())
            if pasted:
                self.insert(pasted)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
            self.focused, self.anchor = False, None

    def _index_at(self, x: int) -> int:
        """The caret position nearest to canvas x."""
        dx = x - (self.rect.x + PAD) + self._scroll
        face = font(self.text_size)
        best, best_gap = 0, abs(dx)
        for i in range(1, len(self.text) + 1):
            gap = abs(face.size(self.text[:i])[0] - dx)
            if gap < best_gap:
                best, best_gap = i, gap
        return best

    # -- frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % (BLINK * 2)

    @property
    def moving(self) -> bool:
        """True when the caret has blinked on or off since it was drawn (see Scene.moving)."""
        return self.focused and (self._blink < BLINK) != self._caret_drawn

    def draw(self, surface: pygame.Surface) -> None:
        edge = theme.HILITE if self.focused else (theme.GOLD if self.hovered else theme.PANEL_EDGE)
        if self.focused:  # a halo outside the field, so the field being typed in shows from the couch
            pygame.draw.rect(surface, theme.HILITE, self.rect.inflate(8, 8), 2, border_radius=11)
        pygame.draw.rect(surface, (250, 244, 228), self.rect, border_radius=8)
        pygame.draw.rect(surface, edge, self.rect, 3 if self.focused else 2, border_radius=8)
        inner = self.rect.inflate(-PAD * 2, 0)
        face = font(self.text_size)
        if self.text:
            label = render(self.text, self.text_size, theme.INK)
        else:
            label = render(self.placeholder or " ", self.text_size, theme.TEXT_DIM)
        y = self.rect.centery - label.get_height() // 2
        caret_x = face.size(self.text[: self.caret])[0] if self.text else 0
        # Scroll only as far as needed to keep the caret in view.
        self._scroll = max(0, min(self._scroll, caret_x), caret_x - inner.w + 4)
        self._scroll = min(self._scroll, max(0, label.get_width() - inner.w + 4))
        start, end = self.selection
        if self.focused and start != end:
            x0 = face.size(self.text[:start])[0] - self._scroll
            x1 = face.size(self.text[:end])[0] - self._scroll
            band = pygame.Rect(inner.x + x0, y + 2, x1 - x0, label.get_height() - 4).clip(inner)
            pygame.draw.rect(surface, SELECTION, band)
        surface.blit(label, (inner.x, y), area=pygame.Rect(self._scroll, 0, inner.w, label.get_height()))
        self._caret_drawn = self._blink < BLINK
        if self.focused and self._blink < BLINK:
            x = inner.x + caret_x - self._scroll + 1
            pygame.draw.line(surface, theme.INK, (x, y + 4), (x, y + label.get_height() - 4), 2)
