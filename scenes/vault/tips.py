"""Tips at the Vault table: resting the mouse on anything says what it is."""
from __future__ import annotations

import pygame

from game.vault import board
from game.vault.content import load
from scenes.kit.hotspot import Hotspot
from scenes.vault import layout
from scenes.vault.board_layer import group_rects
from scenes.vault.seat_panels import seat_tooltip
from scenes.vault.words import force_text, place_name


class Tips:
    """Mixed into VaultTable: rebuilds the hotspots for the current view."""

    def _hotspots(self) -> None:
        self.hotspots = []
        for i, slot in enumerate(self.view["slots"]):
            place = board.slot(i)
            face = load().faces[slot["face"]]
            here = [f"{self.styles[s].name}: {sum(w.get(place, [0]))}" for s, w in enumerate(self.view["followers"])
                    if sum(w.get(place, [0, 0, 0]))]
            text = f"{face.name}. {face.text}" + (f"\nHere: {', '.join(here)}" if here else "")
            if slot.get("used"):
                text += "\nIts Action is used this round."
            self.hotspots.append(Hotspot(layout.slot_rect(place), text))
        self.hotspots.append(Hotspot(layout.PORTAL, "The Yawning Portal: gather Followers here, then drag them "
                                                    "onto a door (or click a door) to go down into Undermountain."))
        self.hotspots.append(Hotspot(layout.UNDERMOUNTAIN, "Undermountain: the top Dungeon level. Each attempt "
                                                           "flips a Secret; complete it to keep the Secret."))
        self.hotspots.append(Hotspot(layout.VAULT, "The Vault of Dragons: reveal it once you hold enough Secrets, "
                                                   "then attempt it. Claim it to win."))
        for seat, player in enumerate(self.view["players"]):
            self.hotspots.append(Hotspot(layout.seat_rect(seat), seat_tooltip(player, self.styles[seat])))
        self.hotspots += self._piece_hotspots()
        kept = self.keep_stage.sprites if self.keep_stage is not None else []  # over the fight's tip
        self.ui.watched = list(self.hand) + list(self.stage_cards) + self.hotspots + kept + [self.log]

    def _piece_hotspots(self) -> list[Hotspot]:
        """Tips for the pieces on the board: Follower groups, Watch tokens, doors, the fight."""
        out = []
        for place in (*(board.slot(i) for i in range(len(self.view["slots"]))), board.YP):
            for seat, rect, _surf in group_rects(self.view, place, self.styles):
                force = self.view["followers"][seat][place]
                out.append(Hotspot(rect, f"{self.styles[seat].name}: {force_text(*force)} at "
                                         f"{place_name(self.view, place)}"))
        for spot, w in zip(self._watch_spots(), self.view["watch"]):
            state = "regrouping: it contests nothing and cannot move this round" if w["regrouping"] else \
                "active: Followers here must win a Fight before using the Location"
            out.append(Hotspot(pygame.Rect(spot[0] - 22, spot[1] - 22, 44, 44), f"A City Watch token, {state}."))
        for door in layout.DOORS:
            if door != "vault" or self.view["vault_revealed"]:
                price = self.view["door_prices"][door]
                out.append(Hotspot(layout.door_rect(door), f"The {door} door: {price}. Drag your "
                                                           "Portal group here (or click) to go down, once a round."))
        if self.view.get("fight"):
            out.append(Hotspot(layout.STAGE, "The fight: each side's dice, its Attack die (framed in gold) and "
                                             "Attack Strength. The side to respond is outlined."))
        return out
