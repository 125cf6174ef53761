"""What every game table does alike around its MatchDriver: hand a person's choice to the engine
(a refusal becomes a toast and changes nothing), undo, the bot speed button, the rules page and
the pause menu, and the top bar's buttons for them. TableScene mixes this in; a table words its
tooltips and what it redraws after an undo."""
from __future__ import annotations

from scenes.kit.buttons import Button
from scenes.settings import BOT_SPEEDS


class TableControls:
    SPEED_TIP = "How fast bots play (click to change). Instant skips their dice."
    UNDO_TIP = "Take back your last choice (Ctrl+Z), back to the last roll or draw"
    MENU_TIP = "Pause: save, load, settings, rules, quit (Esc)"

    def chrome_button(self, role: str, rect, text_size: int) -> Button:
        """One of the top bar's shared buttons ("rules", "undo", "speed" or "menu") at `rect`,
        added to the table's widgets; the table chooses where and in which (Tab) order."""
        if role == "undo":
            self.undo_button = Button(rect, "Undo", self.undo, text_size=text_size, show_shortcut=False,
                                      tooltip=self.UNDO_TIP)
            return self.ui.add(self.undo_button)
        if role == "speed":
            self.speed_button = Button(rect, "", self.cycle_speed, text_size=text_size, show_shortcut=False)
            return self.ui.add(self.speed_button)
        if role == "rules":
            return self.ui.add(Button(rect, "Rules", self.open_rules, text_size=text_size, show_shortcut=False,
                                      tooltip=f"The rules of {self.match.info.title}, in our own words"))
        if role == "menu":
            return self.ui.add(Button(rect, "Menu", self.open_menu, text_size=text_size, show_shortcut=False,
                                      tooltip=self.MENU_TIP))
        raise ValueError(f"no top bar button {role!r}")

    def act(self, action) -> bool:
        """Hand a person's choice to the engine; a refusal is said by the pointer and nothing
        changes."""
        reason = self.driver.act(action)
        if reason:
            self.refuse(reason)
            return False
        return True

    def undo(self) -> None:
        reason = self.driver.undo()
        if reason:
            self.refuse(reason)
            return
        self.log.add("Undone: back to your last choice.")
        self.sounds.clear()  # what was undone is not heard
        self.after_undo()
        self.app.toasts.show("Undone", "info")

    def after_undo(self) -> None:
        """Read the position again after an undo (a table may drop what it was animating)."""
        self.reread()

    def _top_bar_state(self) -> None:
        self.undo_button.enabled = self.driver.can_undo()
        self.speed_button.label = f"Bots: {self.app.settings.bot_speed}"
        self.speed_button.tooltip = self.SPEED_TIP

    def cycle_speed(self) -> None:
        speeds = list(BOT_SPEEDS)
        self.app.settings.bot_speed = speeds[(speeds.index(self.app.settings.bot_speed) + 1) % len(speeds)]
        self.app.save_settings()
        self._top_bar_state()

    def open_rules(self) -> None:
        from scenes.menu.rules import RulesScene

        self.app.stack.push(RulesScene(self.app, start=self.match.info.title))

    def open_menu(self) -> None:
        from scenes.menu.pause import PauseMenu

        self.app.stack.push(PauseMenu(self.app, match_provider=lambda: self.match))
