"""The question panel of the Vault table: what the engine is asking now, and the buttons that
answer it; on a person's own turn, the turn's main choices."""
from __future__ import annotations

from game.core.protocol import CHANCE
from game.vault import actions as A
from scenes.kit.options import Option
from scenes.vault import layout
from scenes.vault.seat_panels import SeatStyle, seat_tooltip
from scenes.vault.words import describe, places_of


class Prompting:
    """Mixed into VaultTable: fills self.prompt from the view and the legal actions."""

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
        if who == CHANCE or self.driver.waiting:
            self.prompt.show("The dice are rolling...", [])
            return
        style = self.styles[who]
        question = decision.get("question", "") if decision else ""
        if self.driver.is_bot(who):
            self.prompt.show(f"{style.name} (bot) is thinking..." + (f"\n{question}" if question else ""), [])
            return
        if self.driver.human_to_act() is None:
            self.prompt.show(f"Waiting for {style.name} to take the screen.", [])
            return
        if decision:
            options = [Option(describe(a, view), lambda a=a: self.act(a)) for a in self.legal]
            self.prompt.show(f"{style.name}: {question}", options,
                             note="Or click a lit place on the board." if any(places_of(a) for a in self.legal) else "")
            return
        self._turn_prompt(style)

    def _turn_prompt(self, style: SeatStyle) -> None:
        legal = self.legal
        player = self.view["players"][self.driver.human_to_act()]
        options = []
        if any(isinstance(a, A.TakeGold) for a in legal):
            options.append(Option("Take 1 gold", lambda: self.act(A.TakeGold()), "Spend an Action on 1 gold"))
        if any(isinstance(a, A.Hire) for a in legal):
            options.append(Option("Hire Followers...", self.open_hire,
                                  "Fighter 1 gold, Rogue 2, Wizard 3: choose, then click a place"))
        for a in legal:
            if isinstance(a, (A.RevealVault, A.Pass)):
                options.append(Option(describe(a, self.view), lambda a=a: self.act(a),
                                      style="primary" if isinstance(a, A.RevealVault) else "normal"))
        faction = [a for a in legal if isinstance(a, A.FactionAction)]
        if len(faction) == 1:
            options.append(Option(describe(faction[0], self.view), lambda: self.act(faction[0]), style="primary"))
        elif faction:
            options.append(Option("Faction Action...", lambda: self.open_popup("Your Faction Action", faction,
                                                                                 layout.STAGE.center),
                                  seat_tooltip(player, style).split("\n")[-1], style="primary"))
        extra = [a for a in legal if not isinstance(a, (A.Move, A.Hire, A.TakeGold, A.FactionAction, A.RevealVault,
                                                       A.Pass, A.Gather))]
        if extra:
            options.append(Option(f"Other choices ({len(extra)})...",
                                  lambda: self.open_popup("Everything else you can do", extra, layout.STAGE.center)))
        actions = player["actions"]
        title = f"{style.name}, your turn: {actions} Action{'s' if actions != 1 else ''} left"
        note = "Drag Followers to move them. Click a Location to use it, quest or brawl."
        self.prompt.show(title, options, note=note)
