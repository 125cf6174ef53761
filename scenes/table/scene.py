"""The table shell: what every game's table is made of before its board is drawn.

TableScene owns the match (a new one from a setup and a seed, or a loaded one), the seats'
looks, the MatchDriver with autosave, the log, the top bar's buttons (undo, bot speed, rules,
menu: see scenes.table.controls), the hand-off curtain between people with secrets, the dice
tray, the pace at which bots and the dice move the match on, and the end screen.

A game's table subclasses it and keeps only what is its own: its board, its panels and its
gestures. Its constructor calls `super().__init__(...)` first, builds its own pieces, then
`self.open()`. It supplies:

  game                the engine's game id (class attribute)
  refresh()           read the position again and rebuild what shows it
  end_scene()         the Scene shown over the table once the game is over
  on_events(...)      what happened (the driver's callback): log it, animate it

and may word things its own way: _top_bar (its buttons; by default the shared four at the
right of the top bar), opening_line (the log's first sentence), log_line, log_style,
told_so_far, roll_title, roll_result, bots_playing, reread, first_look, presenting, OWN_VIEW;
and SOUNDS, its map from event kinds to sound names (see scenes.table.sounds: an event told is
heard once the table shows it).

The story is told in order (scenes.table.story): what a throw decided is presented only once
its dice have landed, and the hand-off curtain comes only once what the last person did has
played out (`presenting()` is False) and stayed in view a moment; while it is due, and on the
curtain itself, that person may still undo.
"""
from __future__ import annotations

import random
from typing import Mapping

from game.core.hidden import shows_more
from game.core.match import Match
from game.core.protocol import CHANCE
from game.core.words import tidy
from scenes.dice.tray import DiceTray, warm
from scenes.kit.curtain import HandoffCurtain
from scenes.kit import theme
from scenes.kit.fonts import render
from scenes.kit.log import LogPanel
from scenes.kit.options import Option
from scenes.kit.seat_style import seat_styles
from scenes.kit.widget import WidgetGroup
from scenes.stack import Scene
from scenes.table.chrome import Autosaver, story_so_far, top_bar, turn_banner
from scenes.table.controls import TableControls
from scenes.table.driver import MatchDriver, SeatPlay
from scenes.table.pointer import PointerCare
from scenes.table.sounds import TableSounds
from scenes.table.story import CurtainDue, Story

LOG_TIP = "The game log: every event in order. Scroll with the mouse wheel."


def new_match(game: str, setup: dict | None, seed: int | None) -> Match:
    """A new match of `game` from the seats' setup and a seed (a random one when None). The
    setup is copied, never changed; a seed inside it is refused, since the seed is the table's
    argument."""
    setup = dict(setup or {})
    if "seed" in setup:
        raise ValueError("the seed is the table's own argument (seed=...), not a key of the setup")
    return Match(game, setup, random.randrange(2**31) if seed is None else int(seed))


class TableScene(TableControls, PointerCare, Scene):
    """A game's table around its board: match, driver, autosave, log, undo, top bar, curtain,
    dice tray, bot pacing and end screen (see the module's docstring for what a game adds)."""

    game = ""
    #: Whether each seat hides things from the others (hands): people then pass the screen
    #: behind the hand-off curtain.
    secrets = False
    LOG_RECT = (0, 0, 0, 0)
    LOG_TEXT = 20
    ROLL_TITLES: dict[str, str] = {}
    ROLL_TITLE = "The dice"
    BOT_TRAY_SECONDS = 1.0  # the tray closes by itself this soon between bots' moves
    PERSON_TRAY_SECONDS = 2.5  # and leaves a person this long to read it
    #: The game's sounds: event kind (the keys of its data) -> sound name(s), None for silent.
    SOUNDS: Mapping[frozenset, str | tuple | None] = {}
    #: Fields of a seat's view told to that seat about itself but no secret (its seat number,
    #: say): two views that differ only there need no curtain between them.
    OWN_VIEW: tuple[str, ...] = ("seat",)

    def __init__(self, app, *, setup: dict | None = None, seed: int | None = None,
                 match: Match | None = None) -> None:
        super().__init__(app)
        self.match = match if match is not None else new_match(self.game, setup, seed)
        self.styles = seat_styles(self.match.setup)
        self.autosave = Autosaver(app)
        self.story = Story()
        self.curtain_due: CurtainDue | None = None
        self.driver = MatchDriver(app, self.match, [SeatPlay(s.name, s.bot, "", s.symbol) for s in self.styles],
                                  secrets=self.secrets, on_events=self.present, on_roll=self.on_roll,
                                  on_handoff=self.on_handoff, on_over=self.on_over, autosave=self.autosave,
                                  hides=self.hides)
        self.ui = WidgetGroup()
        self.log = LogPanel(self.LOG_RECT, title="", text_size=self.LOG_TEXT)
        self.log.tooltip = LOG_TIP
        self.last_events: list = []
        self.ended = False
        self._position_seen: tuple | None = None  # see moving()
        self.sounds = TableSounds(app.audio, self.SOUNDS)

    def open(self) -> None:
        """The table's last step of construction: the top bar, the story so far in the log, and
        the first look at the position."""
        self._top_bar()
        warm()  # the dice tray's first throw costs no more than any later frame
        self.reread()  # the position first: a resumed story's seat markers are read from it
        self.log.add(self.opening_line())
        self.tell(self.told_so_far())
        self.sounds.clear()  # the story so far is read, not heard again
        self.first_look()

    def _top_bar(self) -> None:
        """The top bar's buttons: undo, bot speed, rules and menu at its right end (a game with a
        bar of its own adds or places its buttons itself; self.chrome_button makes them)."""
        y = 10
        self.chrome_button("undo", (1380, y, 150, 50), 22)
        self.chrome_button("speed", (1540, y, 200, 50), 20)
        self.chrome_button("rules", (1220, y, 150, 50), 22)
        self.chrome_button("menu", (1750, y, 150, 50), 22)

    def opening_line(self) -> str:
        """The log's first sentence: which game, and who sits at it."""
        names = ", ".join(s.name for s in self.styles)
        return f"A game of {self.match.info.title} for {len(self.styles)}: {names}."

    @property
    def eye(self) -> int | None:
        """The seat whose secrets may be drawn now: the person holding the screen while it is
        their decision (with one person at the table, always that person)."""
        humans = self.driver.humans
        if len(humans) == 1:
            return humans[0]
        return self.driver.human_to_act()

    # -- reading the position ------------------------------------------------------------------
    def read_position(self) -> tuple[int | None, int | None]:
        """The first step of a table's refresh: the view of the seat whose secrets may show (seat
        -1, nobody's, when none may), who is to act, and the legal actions while a person holds the
        screen to decide. Returns (that eye, the person to act or None)."""
        eye = self.eye
        self.view = self.match.view(eye if eye is not None else -1)
        self.acting = self.driver.to_act
        actor = self.driver.human_to_act()
        self.legal = self.match.legal_actions() if actor is not None else []
        return eye, actor

    def reread(self) -> None:
        """Read the position again after a pause in play (a tray, a curtain, an undo): no
        animation of what changed meanwhile."""
        self.refresh()

    def first_look(self) -> None:
        """What the table does once its story is in the log (the position was read just before,
        in open(): a game adds its own, a camera jump say)."""

    # -- the log -------------------------------------------------------------------------------
    def log_line(self, event) -> str:
        """An event as the log (and the dice tray) says it ("N thing(s)" counted properly)."""
        return tidy(event.text)

    def log_style(self, event) -> tuple:
        """(colour, symbol) of the seat an event is about, for its log marker; (None, None)."""
        who = event.data.get("seat") if isinstance(event.data, dict) else None
        style = self.styles[who] if isinstance(who, int) and 0 <= who < len(self.styles) else None
        return (style.colour, style.symbol) if style else (None, None)

    def tell(self, events) -> None:
        for event in events:
            self.log.add(self.log_line(event), *self.log_style(event))
        self.sounds.queue(events)

    def told_so_far(self) -> list:
        """A resumed game's last events, for its log."""
        return story_so_far(self.match, self.log.limit)

    # -- the story, told in order --------------------------------------------------------------
    def present(self, seat, action, events) -> None:
        """The driver's report of what happened: shown now, or once the dice of a throw on show
        have landed."""
        if self.driver.throwing or self.story:
            self.story.hold(seat, action, events)
            return
        self.show_events(seat, action, events)

    def tell_held(self) -> None:
        """Tell what waited for the dice, in order."""
        for seat, action, events in self.story.release():
            self.show_events(seat, action, events)

    def show_events(self, seat, action, events) -> None:
        """The one place where the table shows what happened, in the order it happened and never
        before its dice have landed (a hook for anything that follows the story, sounds say)."""
        self.heard(seat, action, events)  # tooltips calmed, then the table's on_events

    def presenting(self) -> bool:
        """True while the table is still showing what happened (a table adds its narration or
        its animations): a hand-off curtain waits for it."""
        return self.driver.throwing or bool(self.story)

    def hides(self, last: int, seat: int) -> bool:
        """True when `seat`'s view shows something `last`'s does not (the driver's question
        before a hand-off: no curtain between people who would see the same table)."""
        return shows_more(self.match.view(seat), self.match.view(last), own=self.OWN_VIEW)

    def drive(self, dt: float) -> bool:
        """Let the driver move the match on (chance, bots at their pace, hand-offs); when that
        hands the screen on or lifts a pause, read the position again. True then. A throw put
        up is not read: the table keeps showing what was told until its dice land. What was told
        since the last call is shown by now: its sounds play first."""
        self.sounds.flush()
        if self.curtain_due is not None:
            self._curtain_clock(dt)
            return False
        self.sounds.turn_to(self.driver.human_to_act(), self.match)
        before = (self.driver.waiting, self.driver.viewer)
        self.driver.update(dt)
        if (self.driver.waiting, self.driver.viewer) == before or self.driver.throwing:
            return False
        self.reread()
        return True

    def bots_playing(self) -> bool:
        """True while a bot (or the dice) is deciding: a tray then closes sooner."""
        who = self.driver.to_act
        return who is not None and (not isinstance(who, int) or self.driver.is_bot(who))

    def roll_title(self, purpose: str) -> str:
        return self.ROLL_TITLES.get(purpose, self.ROLL_TITLE)

    def roll_result(self, kinds, values) -> str:
        """The tray's line when no event told the roll."""
        return " ".join(str(v) for v in values)

    def on_roll(self, kinds, values, purpose, done) -> None:
        """Show a throw in the dice tray; what it decided is told, and the match goes on, once
        it has been seen."""
        def seen(_rolls) -> None:
            done()  # the tray pops (and this table resumes) before this
            if self.story:
                self.tell_held()
            else:
                self.reread()

        self.last_events = self.story.last_events()
        tray = DiceTray(self.app, list(zip(kinds, values)), on_done=seen, title=self.roll_title(purpose))
        told = [self.log_line(e) for e in self.last_events if e.text]
        # the engine's own sentence says what the dice mean; no die is added to another here
        tray.result = told[0] if told else self.roll_result(kinds, values)
        tray.auto_close = self.BOT_TRAY_SECONDS if self.bots_playing() else self.PERSON_TRAY_SECONDS
        self.app.stack.push(tray)

    def on_handoff(self, seat: int, done) -> None:
        """Another person must decide and would see something hidden from the last: the curtain,
        once what the last person did has been seen, until the next one looks."""
        self.curtain_due = CurtainDue(seat, done)  # drive() reads the position again after this

    def _curtain_clock(self, dt: float) -> None:
        due = self.curtain_due
        if self.driver.handing != due.seat:  # called off by an undo
            self.curtain_due = None
            return
        ticked = due.tick(dt)
        if not due.asked and (not ticked or self.presenting()):  # a moment in view, nothing still playing out
            return
        self.curtain_due = None
        style = self.styles[due.seat]
        note = self.curtain_note(due.seat)

        def ready() -> None:
            due.done()
            self.reread()

        self.sounds.turn_to(due.seat, self.match)  # the chime calls the next person to the screen
        last = self.driver.last_person()
        undo = f"Undo {self.styles[last].name}'s last choice" if isinstance(last, int) else ""
        self.app.stack.push(HandoffCurtain(self.app, style.name, style.colour, style.symbol, ready, note=note,
                                           undo_label=undo, on_undo=self.undo_behind_curtain))

    def curtain_note(self, seat: int) -> str:
        """The curtain's line under "Pass to Ana": the question waiting for that seat (a table
        whose view words its questions otherwise says so its own way)."""
        decision = self.match.view(seat).get("decision")
        return decision["question"] if decision and decision.get("question") else "Your turn"

    def draw_turn_bar(self, surface, size: tuple[int, int], phase: str, *, doing: str = "to play",
                      banner_x: int = 760, chance: str = "Rolling...") -> None:
        """The top bar: the phase at its left, then whose turn it is in that seat's colour and
        symbol (or what chance is doing); the buttons are widgets drawn over it."""
        surface.blit(top_bar(size), (0, 0))
        surface.blit(render(phase, 26, theme.PARCHMENT, "bold"), (24, 20))
        who = self.acting
        if isinstance(who, int):
            style = self.styles[who]
            banner = turn_banner(f"{style.name} {doing}" + (" (bot)" if style.bot else ""), style.colour, style.symbol)
            surface.blit(banner, banner.get_rect(center=(banner_x, 35)))
        elif who == CHANCE:
            surface.blit(render(chance, 26, theme.TEXT_DIM), (banner_x - 100, 20))

    def offer_handoff(self, prompt) -> bool:
        """While the curtain is due, the question panel says who is next and offers to bring it
        now (the last person may still undo); True when it did."""
        if self.driver.handing is None:
            return False
        name = self.styles[self.driver.handing].name
        prompt.show(f"Over to {name} in a moment.",
                    [Option(f"Pass to {name} now", self.curtain_now, f"Bring up the curtain for {name}")],
                    note="Changed your mind? Undo (Ctrl+Z) takes your choice back.")
        return True

    def curtain_now(self) -> None:
        """The last person has seen enough ("Pass to Bea"): the curtain comes at the next frame."""
        if self.curtain_due is not None:
            self.curtain_due.asked = True

    def undo_behind_curtain(self) -> None:
        """Undo pressed on the curtain: it goes, the choice is taken back, the screen stays."""
        self.undo()

    def on_over(self) -> None:
        self.refresh()
        if not self.ended:
            self.ended = True
            self.show_end()

    def show_end(self) -> None:
        self.sounds.clear()  # the end screen's sting says it all
        self.app.stack.push(self.end_scene())

    # -- the live loop's question (Scene.moving) ------------------------------------------------
    def moving(self) -> bool:
        """The table moves while the match goes on by itself (a bot's pause, a roll), for the one
        frame after the position changed, and while its widgets or the game's own animations move
        (animating()); a table waiting for a person stands still and costs nothing."""
        layers = self.tip_layers()
        position = (len(self.match.log), self.match.to_act(), self.driver.viewer, self.driver.waiting,
                    tuple(layer.showing for layer in layers))  # a tooltip appearing is a change too
        changed, self._position_seen = position != self._position_seen, position
        pacing = self.bots_playing() and not self.driver.waiting
        tip_due = any(layer.pending for layer in layers)  # a resting pointer's tooltip is coming
        return changed or pacing or tip_due or self.ui.moving() or self.animating()

    def animating(self) -> bool:
        """True while something of the game's own moves by itself (flights, glides, narration, a
        timer about to change the picture). The shell cannot know: a table that does not say
        keeps drawing every frame."""
        return True

    # -- the scene stack -----------------------------------------------------------------------
    def pause(self) -> None:
        self.ui.reset_pointer()
        self.calm_tips()  # a tray, a curtain or a menu comes over the table

    def resume(self) -> None:
        self.ui.reset_pointer()
        if not self.driver.waiting and not self.story:  # a tray or curtain leaving reads it once; what
            # waited for the dice is told next: no reading ahead of it
            self.reread()
