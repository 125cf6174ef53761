"""The question panel of the Vault table: what the engine is asking now, and the buttons that
answer it; on a person's own turn, the turn's main choices."""
from __future__ import annotations

from game.core.protocol import CHANCE
from game.core.words import tidy
import pygame

from game.vault import actions as A
from scenes.kit.hotspot import Hotspot
from scenes.kit.options import Option, OptionPanel
from scenes.kit.pick_stage import PickStage
from scenes.table.board import show_waiting
from scenes.vault import layout
from scenes.vault.art.cards import card_data
from scenes.vault.seat_panels import SeatStyle, seat_tooltip
from scenes.vault.words import asked_first, describe, places_of, preview_text


KEEP_STAGE = pygame.Rect(layout.STAGE.x - 12, layout.STAGE.y, layout.STAGE.w, layout.STAGE.h)  # where a fight shows


def hire_tip(player: dict) -> str:
    """The Hire button's tip, with the prices the seat's view carries (the engine's)."""
    prices = player.get("hire_prices") or ()
    each = ", ".join(f"{name} {gold}" for name, gold in zip(("Fighter", "Rogue", "Wizard"), prices))
    off = player.get("hire_discount", 0)
    return (f"{each} gold" if each else "Hire") + (f" ({off} gold off this Hire)" if off else "") + \
        ": choose, then click a place"


ASK_FIRST = (A.Fight, A.FactionAction, A.Whisper)  # shown before they are done, unless Undo takes them back


class Prompting:
    """Mixed into VaultTable: fills self.prompt from the view and the legal actions."""

    def consider(self, action) -> None:
        """Do `action`, or first show what it will do when it cannot be taken back (a Brawl's
        dice, a Faction Action's draw): the engine's preview, then Do it or Cancel."""
        if not isinstance(action, ASK_FIRST):
            self.act(action)
            return
        preview = self.match.ask("preview", action)
        if "refused" in preview or (preview["undoable"] and not isinstance(action, A.Fight)):
            self.act(action)  # a refusal is told by act; an undoable one needs no question
            return
        self.close_popups()
        rect = pygame.Rect(0, 0, 640, 460)
        rect.center = layout.STAGE.center
        self.popup = OptionPanel(rect, columns=1, row_h=54, text_size=22, fit=True)
        self.popup.show(f"{asked_first(action, self.view)}\n{preview_text(preview, self.view)}",
                        [Option(describe(action, self.view), lambda: self.act(action), style="primary"),
                         Option("Cancel", self.close_popups, style="quiet")])
        self.ui.watched.append(Hotspot(self.popup.rect))  # no board tips through the question

    def _prompt(self) -> None:
        view = self.view
        who = self.driver.to_act
        decision = view.get("decision")
        if who is None:
            winner = self.match.outcome()
            name = self.styles[winner.winners[0]].name if winner and winner.winners else "Nobody"
            self.prompt.show(f"{name} claimed the Vault of Dragons!", [Option("See the results", self.show_end,
                                                                               style="primary")])
            return
        if self.offer_handoff(self.prompt):  # the last person sees what they did; the curtain is coming
            return
        if who == CHANCE or self.driver.waiting:
            self.prompt.show("The dice are rolling...", [])
            return
        style = self.styles[who]
        question = tidy(decision.get("question", "")) if decision else ""
        if show_waiting(self.prompt, self.driver, who, style.name, question, " to take the screen"):
            return
        if decision and decision["kind"] == "keep":  # answered on the keep stage over the city
            self.prompt.show(f"{style.name}: {question}", [], note="Click the cards to keep, then Keep.")
            return
        if decision:
            options = [Option(describe(a, view), lambda a=a: self.act(a)) for a in self.legal]
            self.prompt.show(f"{style.name}: {question}", options,
                             note="Or click a lit place on the board." if any(places_of(a) for a in self.legal) else "")
            return
        self._turn_prompt(style)

    def _keep_stage(self) -> PickStage | None:
        """The kit's keep stage when the person holding the screen must keep some of the cards
        drawn: the cards, how many to keep, and the sets the engine accepts (its Keep actions)."""
        decision = self.view.get("decision") or {}
        if decision.get("kind") != "keep" or decision.get("seat") != self.driver.human_to_act():
            return None
        data = decision["data"]
        keep = data["keep"]
        return PickStage(KEEP_STAGE, [card_data(c) for c in data["cards"]], keep, lambda cards: self.act(A.Keep(cards)),
                         title=f"Keep {keep} of the {len(data['cards'])} cards drawn", app=self.app,
                         tips=lambda c: f"{c.name}: {c.text}\nClick to choose it; right-click to look closer.",
                         legal=[a.cards for a in self.legal if isinstance(a, A.Keep)])

    def _turn_prompt(self, style: SeatStyle) -> None:
        """The turn's main choices, each always in its own slot (off when it cannot be taken now),
        so a button never moves under the pointer from one turn to the next."""
        legal = self.legal
        player = self.view["players"][self.driver.human_to_act()]
        options = [self._gold_slot(legal), self._hire_slot(legal, player), self._faction_slot(legal, player, style),
                   self._other_slot(legal)]
        for a in legal:  # the end of the turn's choices: always after the fixed slots
            if isinstance(a, (A.RevealVault, A.Pass)):
                options.append(Option(describe(a, self.view), lambda a=a: self.act(a),
                                      style="primary" if isinstance(a, A.RevealVault) else "normal"))
        actions = player["actions"]
        title = f"{style.name}, your turn: {actions} Action{'s' if actions != 1 else ''} left"
        note = "Drag Followers; click a Location to use it, quest or brawl."  # one line: room for 3 rows
        self.prompt.show(title, options, note=note)

    def _gold_slot(self, legal: list) -> Option:
        if any(isinstance(a, A.TakeGold) for a in legal):
            return Option("Take 1 gold", lambda: self.act(A.TakeGold()), "Spend an Action on 1 gold")
        why = "no Action is left" if self.view["players"][self.driver.human_to_act()]["actions"] <= 0 \
            else "the second Action of an Action Packed turn is a Move or a Hire"
        return Option("Take 1 gold", _nothing, f"Not now: {why}", enabled=False)

    def _hire_slot(self, legal: list, player: dict) -> Option:
        if any(isinstance(a, A.Hire) for a in legal):
            return Option("Hire Followers...", self.open_hire, hire_tip(player))
        return Option("Hire Followers...", _nothing, "Not now: no Hire you can pay for or place", enabled=False)

    def _faction_slot(self, legal: list, player: dict, style: SeatStyle) -> Option:
        faction = [a for a in legal if isinstance(a, A.FactionAction)]
        if len(faction) == 1:
            # a short label keeps the slot one line tall in every turn; what it does is in the tip
            return Option("Faction Action", lambda: self.consider(faction[0]),
                          describe(faction[0], self.view) + "\n" + seat_tooltip(player, style).split("\n")[-1],
                          style="primary")
        if faction:
            return Option("Faction Action...", lambda: self.open_popup("Your Faction Action", faction,
                                                                         layout.STAGE.center),
                          seat_tooltip(player, style).split("\n")[-1], style="primary")
        why = "used this round" if player.get("faction_used") else "nothing it can do now"
        return Option("Faction Action", _nothing, f"Your Faction Action: {why}", enabled=False)

    def _other_slot(self, legal: list) -> Option:
        extra = [a for a in legal if not isinstance(a, (A.Move, A.Hire, A.TakeGold, A.FactionAction, A.RevealVault,
                                                       A.Pass, A.Gather))]
        if extra:
            return Option(f"Other choices ({len(extra)})...",
                          lambda: self.open_popup("Everything else you can do", extra, layout.STAGE.center))
        return Option("Other choices", _nothing, "Nothing else you can do now", enabled=False)


def _nothing() -> None:
    """A slot that is off does nothing when clicked."""
