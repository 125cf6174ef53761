"""Issue 15 item 8, no misclick traps in a panel of options: the paging arrows never sit on the
question or an option, no option's words are cut or shrunk below 20 px, and no page holds only
a way out (Cancel)."""
from __future__ import annotations

import pygame
import pytest

from scenes.kit.buttons import Button
from scenes.kit.fonts import font
from scenes.kit.options import LABEL_ROOM, SMALLEST_TEXT, Option, OptionButton, OptionPanel

LONG = "Spend a Rumor: City Watch from Blackstaff Tower to Unicorn's Horn"  # clipped in the issue


def _panel(question: str, labels: list[str], *, rect=(100, 100, 560, 400), cancel: bool = True, **kw):
    panel = OptionPanel(rect, columns=kw.pop("columns", 1), row_h=kw.pop("row_h", 48), text_size=20, **kw)
    options = [Option(label, lambda: None) for label in labels]
    if cancel:
        options.append(Option("Cancel", lambda: None, style="quiet"))
    panel.show(question, options)
    return panel


def _arrows(panel) -> list[Button]:
    return [w for w in panel.ui.widgets if not isinstance(w, OptionButton)]


def _option_buttons(panel) -> list[OptionButton]:
    return [w for w in panel.ui.widgets if isinstance(w, OptionButton)]


def _every_page(panel):
    panel.page = 0
    panel._lay_out()
    for k in range(len(panel.pages())):
        panel.page = k
        panel._lay_out()
        yield k


@pytest.mark.parametrize("question", ["Where does the City Watch go? A long question that wraps onto two lines "
                                      "in a narrow panel, right up to its corner.", ""])
def test_paging_arrows_never_sit_on_a_label(question):
    panel = _panel(question, [f"Move to place number {k}" for k in range(12)])
    assert panel.paging and len(panel.pages()) > 1
    words = panel._text_surface().get_rect(topleft=(panel.rect.x + 16, panel.rect.y + 14))
    for _ in _every_page(panel):
        arrows = _arrows(panel)
        assert len(arrows) == 2
        for arrow in arrows:
            assert not (question and arrow.rect.colliderect(words)), (arrow.rect, words)
            assert not any(arrow.rect.colliderect(b.rect) for b in _option_buttons(panel))


@pytest.mark.parametrize("columns,width", [(1, 560), (2, 712), (1, 400)])
def test_no_option_is_clipped_or_shrunk_below_20_px(columns, width):
    labels = [LONG, "Hire 1 Fighter", f"{LONG} and back again by the long road"]
    panel = _panel("Which?", labels, rect=(100, 100, width, 600), columns=columns)
    for _ in _every_page(panel):
        for button in _option_buttons(panel):
            assert button.line_size >= SMALLEST_TEXT
            fnt = font(button.line_size, "bold")
            assert " ".join(button.lines) == button.label  # every word is shown
            assert all(fnt.size(line)[0] <= button.rect.w - LABEL_ROOM for line in button.lines)
            assert len(button.lines) * fnt.get_linesize() <= button.rect.h - 4
            assert panel.rect.contains(button.rect)


def test_the_long_label_is_drawn_whole_on_two_lines():
    panel = _panel("Which?", [LONG])
    button = _option_buttons(panel)[0]
    assert len(button.lines) == 2
    surface = pygame.Surface((900, 700))
    panel.draw(surface)  # draws without error, inside its rect


def test_no_page_holds_only_cancel():
    for count in range(1, 20):
        panel = _panel("Which of your Followers die?", [f"Option {k}" for k in range(count)],
                       rect=(0, 0, 560, 330))
        pages = panel.pages()
        for page in pages:
            assert any(not o.way_out for o in page), (count, [o.label for o in page])
            assert page[-1].label == "Cancel"  # the way out is on every page, in the same place
        cancels = set()
        for _ in _every_page(panel):
            cancels |= {tuple(b.rect) for b in _option_buttons(panel) if b.label == "Cancel"}
        assert len(cancels) == 1
        shown = [o.label for page in pages for o in page if not o.way_out]
        assert shown == [f"Option {k}" for k in range(count)]  # each real option once, in order
