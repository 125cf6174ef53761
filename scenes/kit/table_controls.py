"""What every game table does alike around its MatchDriver: hand a person's choice to the engine
(a refusal becomes a toast and changes nothing), undo, the bot speed button, the rules page and
the pause menu. A table mixes this in; it has app, match, driver, log, undo_button and
speed_button, and words its speed tooltip and what it redraws after an undo."""
from __future__ import annotations

from scenes.settings import BOT_SPEEDS


class TableControls:
    SPEED_TIP = "How fast bots play (click to change). Instant skips their dice."

    def act(self, action) -> bool:
        """Hand a person's choice to the engine; a refusal is shown and nothing changes."""
        reason = self.driver.act(action)
        if reason:
            self.app.toasts.show(reason, "error")
            return False
        return True

    def undo(self) -> None:
        reason = self.driver.undo()
        if reason:
            self.app.toasts.show(reason, "error")
            return
        self.log.add("Undone: back to your last choice.")
        self.after_undo()
        self.app.toasts.show("Undone", "info")

    def after_undo(self) -> None:
        """Read the position again after an undo (a table may drop what it was animating)."""
        self.refresh()

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
