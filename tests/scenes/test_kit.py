"""The widget kit, driven headless through the pilot."""
import pygame
import pytest

from scenes.kit import theme
from scenes.kit.anim import Flyer, rise_below
from scenes.kit.buttons import Button
from scenes.kit.cards import MEDIUM, CardData, CardSprite, CardZoom, card_back, card_face
from scenes.kit.curtain import HandoffCurtain
from scenes.kit.dialog import Dialog, confirm
from scenes.kit.drag import SPRING_SECONDS, DragLayer
from scenes.kit.fonts import font
from scenes.kit.log import LogPanel
from scenes.kit.text import wrap, wrap_surface
from scenes.kit.textinput import TextInput
from scenes.kit.tokens import SYMBOLS, Token, seat_style, token_surface
from scenes.kit.widget import WidgetGroup
from scenes.pilot import Pilot
from scenes.stack import Scene

SPRING_FRAMES = int(SPRING_SECONDS * 60) + 3


class Host(Scene):
    """A bare table: a widget group, optional drag layer and log, drawn on felt."""

    name = "host"

    def __init__(self, app):
        super().__init__(app)
        self.ui = WidgetGroup()
        self.drag = None
        self.extras = []

    def handle(self, event):
        for thing in ([self.drag] if self.drag else []) + self.extras:
            if thing.handle(event):
                return True
        return self.ui.handle(event)

    def update(self, dt):
        if self.drag:
            self.drag.update(dt)
        self.ui.update(dt)

    def draw(self, surface):
        surface.fill(theme.FELT)
        if self.drag:
            self.drag.draw(surface)
        for thing in self.extras:
            thing.draw(surface)
        self.ui.draw(surface)


@pytest.fixture
def pilot():
    p = Pilot()
    p.host = p.app.stack.push(Host(p.app))
    yield p
    p.app.close()


# -- buttons -------------------------------------------------------------------------
def test_a_click_fires_the_button(pilot):
    clicks = []
    button = pilot.host.ui.add(Button((100, 100, 200, 60), "Go", lambda: clicks.append(1)))
    pilot.click(*button.rect.center)
    assert clicks == [1]


def test_a_disabled_button_does_not_fire_by_click_or_key(pilot):
    clicks = []
    button = pilot.host.ui.add(Button((100, 100, 200, 60), "Go", lambda: clicks.append(1),
                                      shortcut=pygame.K_g, enabled=False, tooltip="Not now"))
    pilot.click(*button.rect.center)
    pilot.press(pygame.K_g)
    assert clicks == []
    assert button.state == "disabled"


def test_a_shortcut_fires_the_button(pilot):
    clicks = []
    pilot.host.ui.add(Button((100, 100, 200, 60), "Go", lambda: clicks.append(1), shortcut=pygame.K_g))
    pilot.press(pygame.K_g)
    assert clicks == [1]


def test_press_outside_then_release_inside_does_not_fire(pilot):
    clicks = []
    button = pilot.host.ui.add(Button((100, 100, 200, 60), "Go", lambda: clicks.append(1)))
    pilot.drag((600, 600), button.rect.center)
    assert clicks == []


def test_hover_and_press_change_the_look(pilot):
    button = pilot.host.ui.add(Button((100, 100, 200, 60), "Go"))
    assert button.state == "idle"
    pilot.move(button.rect.center)
    assert button.state == "hover"
    pilot.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    assert button.state == "pressed"


def test_a_tooltip_appears_only_after_resting(pilot):
    button = pilot.host.ui.add(Button((100, 100, 200, 60), "Go", tooltip="Start the game", enabled=False))
    pilot.move(button.rect.center)
    assert pilot.host.ui.tooltips.text == ""
    pilot.advance(40)
    assert pilot.host.ui.tooltips.text == "Start the game"
    pilot.move((900, 900))
    assert pilot.host.ui.tooltips.text == ""


# -- text ------------------------------------------------------------------------------
def test_wrapped_text_fits_its_width():
    text = ("Send one agent to an unoccupied building, then take the reward it offers; "
            "a supercalifragilisticexpialidociouslylongword must break too.")
    for width in (120, 200, 480):
        lines = wrap(text, width, 24)
        assert len(lines) > 1
        assert all(font(24).size(line)[0] <= width for line in lines)
        assert " ".join(lines).replace(" ", "") == text.replace(" ", "")
        assert wrap_surface(text, width, 24).get_width() <= width


def test_wrap_keeps_forced_line_breaks():
    assert wrap("one\ntwo", 500, 24) == ("one", "two")


def test_text_input_takes_typing_only_when_focused(pilot):
    changes = []
    field = pilot.host.ui.add(TextInput((100, 300, 300, 50), "Ana", on_change=changes.append))
    clicks = []
    pilot.host.ui.add(Button((100, 500, 200, 60), "Go", lambda: clicks.append(1), shortcut=pygame.K_b))
    pilot.type("x")
    assert field.text == "Ana"
    pilot.click(*field.rect.center)
    pilot.type("bel")
    pilot.press(pygame.K_BACKSPACE)
    pilot.press(pygame.K_b, unicode="b")  # typing a shortcut letter must not press the button
    assert field.text == "Anabe"
    assert clicks == []
    pilot.press(pygame.K_RETURN)
    assert not field.focused
    assert changes[-1] == "Anabe"


# -- dialogs -----------------------------------------------------------------------------
def test_a_dialog_returns_the_clicked_button(pilot):
    results = []
    dialog = pilot.app.stack.push(Dialog(pilot.app, "Keep which card?", "Pick one.",
                                         [("Sword", "sword"), ("Shield", "shield"), ("Cancel", None)],
                                         results.append))
    pilot.advance(2)
    shield = dialog.buttons[1]
    pilot.click(*shield.rect.center)
    assert results == ["shield"]
    assert pilot.top is pilot.host


def test_enter_gives_the_default_and_esc_the_cancel(pilot):
    results = []
    pilot.app.stack.push(Dialog(pilot.app, "Sure?", "", [("Yes", 1), ("No", 0)], results.append))
    pilot.press(pygame.K_RETURN)
    pilot.app.stack.push(Dialog(pilot.app, "Sure?", "", [("Yes", 1), ("No", 0)], results.append))
    pilot.press(pygame.K_ESCAPE)
    assert results == [1, 0]
    assert pilot.top is pilot.host


def test_a_dialog_is_modal(pilot):
    clicks = []
    button = pilot.host.ui.add(Button((20, 20, 100, 50), "Under", lambda: clicks.append(1), shortcut=pygame.K_u))
    pilot.app.stack.push(Dialog(pilot.app, "Wait", "", [("OK", True)]))
    pilot.click(*button.rect.center)
    pilot.press(pygame.K_u)
    assert clicks == []


def test_confirm_runs_only_on_yes(pilot):
    said = []
    confirm(pilot.app, "Quit?", "Really?", lambda: said.append("yes"))
    pilot.press(pygame.K_ESCAPE)
    confirm(pilot.app, "Quit?", "Really?", lambda: said.append("yes"))
    pilot.press(pygame.K_RETURN)
    assert said == ["yes"]


# -- the hand-off curtain -------------------------------------------------------------------
def test_the_curtain_covers_the_table_and_a_click_lifts_it(pilot):
    ready = []
    name, rgb, symbol = theme.SEAT_COLOURS[2]
    curtain = pilot.app.stack.push(HandoffCurtain(pilot.app, "Ana", rgb, symbol, lambda: ready.append(1)))
    assert pilot.app.stack.visible() == [curtain]  # opaque: nothing of the table is drawn
    pilot.advance(5)
    pilot.click(960, 540)
    assert ready == [1]
    assert pilot.top is pilot.host


def test_enter_lifts_the_curtain_once(pilot):
    ready = []
    pilot.app.stack.push(HandoffCurtain(pilot.app, "Bo", (0, 114, 178), "drop", lambda: ready.append(1)))
    pilot.press(pygame.K_RETURN)
    pilot.press(pygame.K_RETURN)
    assert ready == [1]


def test_a_release_without_a_press_on_the_curtain_does_not_lift_it(pilot):
    ready = []
    pilot.app.stack.push(HandoffCurtain(pilot.app, "Bo", (0, 114, 178), "drop", lambda: ready.append(1)))
    pilot.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1))
    assert ready == []


# -- the drag layer ---------------------------------------------------------------------------
class FakeEngine:
    """Answers like a rules module: 'a' and 'b' are open, 'c' is taken."""

    def __init__(self):
        self.drops = []

    def legal(self, item_id):
        return {"a", "b"}

    def try_drop(self, item_id, target_id):
        if target_id == "c":
            return "That space already holds Bo's agent"
        self.drops.append((item_id, target_id))
        return None


@pytest.fixture
def board(pilot):
    engine = FakeEngine()
    layer = DragLayer(pilot.app, engine.try_drop, engine.legal)
    layer.add_target("a", (600, 100, 200, 150))
    layer.add_target("b", (900, 100, 200, 150))
    layer.add_target("c", (1200, 100, 200, 150))
    layer.add_item("agent", (100, 500, 80, 80), token_surface((230, 159, 0), "sun", 36))
    pilot.host.drag = layer
    return layer, engine


def test_legal_targets_light_while_dragging(pilot, board):
    layer, _ = board
    assert layer.lit == set()
    pilot.move((140, 540))
    pilot.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(140, 540), button=1))
    pilot.move((300, 400), buttons=(1, 0, 0))
    assert layer.dragging == "agent"
    assert layer.lit == {"a", "b"}
    pilot.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(300, 400), button=1))
    assert layer.lit == set()


def test_a_legal_drop_calls_try_drop_and_stays(pilot, board):
    layer, engine = board
    pilot.drag((140, 540), (700, 175))
    assert engine.drops == [("agent", "a")]
    pilot.advance(SPRING_FRAMES)
    assert layer.items["agent"].rect.center == layer.targets["a"].rect.center
    assert layer.shown_rect("agent").center == layer.targets["a"].rect.center
    assert not pilot.app.toasts.items


def test_an_illegal_drop_springs_back_and_shows_the_reason(pilot, board):
    layer, engine = board
    origin = layer.items["agent"].rect.copy()
    pilot.drag((140, 540), (1300, 175))
    assert engine.drops == []
    assert layer.last_refusal == "That space already holds Bo's agent"
    assert [(t.text, t.kind) for t in pilot.app.toasts.items] == [("That space already holds Bo's agent", "error")]
    assert layer.shown_rect("agent") != origin  # still flying home
    pilot.advance(SPRING_FRAMES)
    assert layer.items["agent"].rect == origin
    assert layer.shown_rect("agent") == origin


def test_a_drop_on_nothing_springs_back_quietly(pilot, board):
    layer, engine = board
    origin = layer.items["agent"].rect.copy()
    pilot.drag((140, 540), (400, 900))
    pilot.advance(SPRING_FRAMES)
    assert layer.shown_rect("agent") == origin
    assert engine.drops == [] and not pilot.app.toasts.items


def test_a_click_on_an_item_is_not_a_drag(pilot, board):
    layer, engine = board
    clicked = []
    layer.on_click = clicked.append
    pilot.click(140, 540)
    assert clicked == ["agent"] and engine.drops == []


# -- cards, tokens, log ---------------------------------------------------------------------
CARD = CardData("flametongue", "Flametongue", "Add 2 to one fighter's d10 in this fight.", "Treasure", "3",
                footer="1 VP", flavour="The blade remembers every forge.")


def test_card_faces_and_backs_are_rendered_once_per_size():
    assert card_face(CARD, MEDIUM) is card_face(CARD, MEDIUM)
    assert card_face(CARD, MEDIUM).get_size() == MEDIUM
    assert card_face(CARD, (120, 168)) is not card_face(CARD, MEDIUM)
    assert card_back(MEDIUM) is card_back(MEDIUM)


def test_long_card_text_still_renders_small():
    long = CardData("x", "An Extremely Long Card Name For Testing", "word " * 120, "Odd kind", "12",
                    footer="3 VP", flavour="and a flavour line too")
    for size in ((90, 126), (120, 168), MEDIUM, (500, 700)):
        assert card_face(long, size).get_size() == size


def test_right_click_zooms_a_card_and_any_click_closes_it(pilot):
    sprite = CardSprite(CARD, (300, 300, *MEDIUM), app=pilot.app)
    pilot.host.extras.append(sprite)
    pilot.click(*sprite.rect.center, button=3)
    assert isinstance(pilot.top, CardZoom)
    pilot.advance(2)
    pilot.click(50, 50)
    assert pilot.top is pilot.host


def test_a_face_down_card_does_not_zoom(pilot):
    sprite = CardSprite(CARD, (300, 300, *MEDIUM), app=pilot.app, face_up=False)
    pilot.host.extras.append(sprite)
    pilot.click(*sprite.rect.center, button=3)
    assert pilot.top is pilot.host


def test_every_seat_colour_has_a_distinct_symbol_token():
    symbols = [symbol for _name, _rgb, symbol in theme.SEAT_COLOURS]
    assert sorted(symbols) == sorted(SYMBOLS)
    surfaces = [token_surface(rgb, symbol, 30) for _n, rgb, symbol in theme.SEAT_COLOURS]
    # The symbol is drawn: the token's pixels differ from a plain disc of the same colour.
    for surf, (_n, rgb, _s) in zip(surfaces, theme.SEAT_COLOURS):
        centre = surf.get_at((surf.get_width() // 2, surf.get_height() // 2 - 2))
        assert tuple(centre)[:3] != tuple(rgb)
    assert seat_style("orange") == ((230, 159, 0), "sun")
    assert Token.for_seat((50, 50), 20, "Purple").symbol == "crown"


def test_the_log_follows_new_lines_and_scrolls_with_the_wheel(pilot):
    log = LogPanel((1400, 100, 420, 400))
    pilot.host.extras.append(log)
    for i in range(40):
        log.add(f"Line {i}: Ana hires two Fighters at Quill Alley.", (230, 159, 0), "sun")
    assert log.max_scroll > 0 and log.at_bottom
    pilot.move((1600, 300))
    pilot.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
    assert log.scroll < log.max_scroll
    scrolled = log.scroll
    log.add("A new line while reading back")
    assert log.scroll == scrolled  # reading back is not interrupted
    pilot.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-100, flipped=False))
    assert log.at_bottom
    pilot.advance(2)


def test_the_log_keeps_at_most_its_limit():
    log = LogPanel((0, 0, 400, 300), limit=10)
    for i in range(25):
        log.add(f"line {i}")
    assert log.lines == [f"line {i}" for i in range(15, 25)]
    assert log.entries[0].top == 0


def test_a_capped_arc_never_flies_above_its_ceiling():
    """A flyer between two spots near the top of the screen keeps its arc under a ceiling (the
    Vault's gains flying to a seat panel stay under the top bar); far below it, the arc is whole."""
    surf = pygame.Surface((20, 20))
    for start, end in (((300, 175), (1700, 104)), ((1700, 104), (300, 175)), ((300, 104), (900, 104))):
        rise = rise_below(start[1], end[1], 80, 80)
        assert 0 <= rise < 80
        flyer = Flyer(surf, start, end, 1.0, rise=rise)
        highest = 10_000.0
        for _ in range(50):
            flyer.age += 0.02
            highest = min(highest, flyer.position()[1])
        assert highest >= 80, (start, end, rise)
    assert rise_below(900, 600, 80, 80) == 80  # nowhere near the ceiling: the whole arc
    assert rise_below(60, 50, 80, 80) == 0  # already above it: a straight flight
