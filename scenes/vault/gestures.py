"""What a person does at the Vault table with the mouse: drag Followers, drop them on places,
Portal doors or the Undermountain and Vault pictures, click places, doors, pictures and cards,
hire with the picker, choose from a menu. Each gesture becomes one of the engine's legal
actions, or a refusal by the pointer with the engine's reason."""
from __future__ import annotations

import dataclasses

import pygame

from game.core.flow import not_an_answer
from game.vault import actions as A
from game.vault import board
from scenes.kit.hotspot import Hotspot
from scenes.kit.options import Option, OptionPanel
from scenes.vault import layout
from scenes.vault.board_layer import group_rects, within_reach
from scenes.vault.force_picker import DoorPrice, ForcePicker, door_purse, hire_offer
from scenes.vault.words import card_name, describe, place_name, places_of


PICTURES = {"undermountain": layout.UNDERMOUNTAIN, "vault": layout.VAULT}  # drop the Portal's group here to go in


class Gestures:
    """Mixed into VaultTable: it supplies view, legal, driver, styles, drag, popup, picker, act."""

    def _drag_items(self, actor: int | None) -> None:
        self.drag.clear()
        self.drag_seat = actor if actor is not None and not self.view["decision"] else None
        for place in (*(board.slot(i) for i in range(len(self.view["slots"]))), board.YP):
            self.drag.add_target(place, layout.place_rect(place))
            if self.drag_seat is None:
                continue
            for seat, rect, surf in group_rects(self.view, place, self.styles):
                if seat == self.drag_seat:
                    rect, surf = within_reach(rect, surf)  # small pictures, a hand-sized hold
                    self.drag.add_item(place, rect, surf, tooltip="Drag to move these Followers; "
                                                                  "drop on a Portal door to enter")
        for door in layout.DOORS:
            self.drag.add_target(("door", door), layout.door_rect(door), "")
        for picture, rect in PICTURES.items():
            self.drag.add_target(("picture", picture), rect, "")

    def legal_targets(self, source) -> set:
        out = set()
        for a in self.legal:
            if isinstance(a, A.Move) and a.source == source:
                out.add(a.dest)
            elif isinstance(a, A.Gather) and source in a.sources:
                out.add(board.YP)
            elif isinstance(a, A.Enter) and source == board.YP:
                out.add(("door", a.entrance))
                out.add(("picture", "vault" if a.vault else "undermountain"))
        return out

    def _force_at(self, place: str) -> tuple[int, int, int]:
        seat = self.drag_seat if self.drag_seat is not None else 0
        return tuple(self.view["followers"][seat].get(place, [0, 0, 0]))

    def try_drop(self, source, target) -> str | None:
        if isinstance(target, tuple):
            if source != board.YP:  # else the door would ask about the Portal's group, not this one
                return "only Followers on the Yawning Portal can go down: move them there first"
            if target[0] == "picture":
                return self.enter_picture(target[1])
            return self.choose_entry(target[1], self._force_at(source))
        if target == source:
            return "drop them on another place to move them"
        force = self._force_at(source)
        if target == board.YP:
            gathers = [a for a in self.legal if isinstance(a, A.Gather) and a.sources == (source,)]
            if gathers and not any(isinstance(a, A.Move) and a.source == source and a.dest == target
                                   for a in self.legal):
                return self.driver.act(gathers[0])  # None: done; else why not (the layer says it)
        if sum(force) == 1:
            move = A.Move(source, target, *force)
            return self.driver.act(move)
        if not any(isinstance(a, A.Move) and a.source == source and a.dest == target for a in self.legal):
            return self.driver.why_not(A.Move(source, target, *force)) or "you cannot move there now"
        self.open_picker("move", f"Move to {place_name(self.view, target)}", force, force,
                         lambda f: self.act(A.Move(source, target, *f)), confirm="Move")
        return None

    def click_group(self, place) -> None:
        self.click_place(place)

    def enter_picture(self, picture: str) -> str | None:
        """The Portal's group dropped on (or a click on) the Undermountain or the Vault picture: in
        by the one door open to it, or a menu of the doors with their prices."""
        vault = picture == "vault"
        doors = [d for d in layout.DOORS if any(isinstance(a, A.Enter) and a.entrance == d and a.vault == vault
                                                for a in self.legal)]
        if len(doors) == 1:
            return self.choose_entry(doors[0], self._force_at(board.YP), vault=vault)
        if doors:
            prices = self.view["door_prices"]
            options = [Option(f"By the {d} door: {prices[d]}", lambda d=d: self._enter_by(d, vault)) for d in doors]
            self.open_choices("Which door?", options, PICTURES[picture].center)
            return None
        door = "vault" if vault else "gold"
        probe = A.Enter(door, *(self._force_at(board.YP) if sum(self._force_at(board.YP)) else (1, 0, 0)), vault=vault)
        return self.driver.why_not(probe) or f"you cannot go into {'the Vault' if vault else 'Undermountain'} now"

    def _enter_by(self, door: str, vault: bool) -> None:
        self.close_popups()
        self.refuse(self.choose_entry(door, self._force_at(board.YP), vault=vault))

    def choose_entry(self, door: str, force: tuple[int, int, int], vault: bool | None = None) -> str | None:
        entries = [a for a in self.legal if isinstance(a, A.Enter) and a.entrance == door
                   and (vault is None or a.vault == vault)]
        if not entries:
            probe = A.Enter(door, *(force if sum(force) else (1, 0, 0)), vault=door == "vault" if vault is None else vault)
            return self.driver.why_not(probe) or "you cannot go in by that door now"
        limit = self._force_at(board.YP)

        def confirm(f) -> None:
            fitting = [a for a in entries if (a.fighters, a.rogues, a.wizards) == tuple(f)]
            if not fitting:
                why = self.driver.why_not(A.Enter(door, *f, vault=door == "vault"))
                self.refuse(why or "those Followers cannot go in by that door")
            elif len(fitting) == 1:
                self.act(fitting[0])
            else:
                self.open_popup("Which way in?", fitting, layout.door_rect(door).center)

        price = DoorPrice(entries, door_purse(self.view["players"][self.driver.human_to_act()]), self.match.ask,
                          lambda f: self.driver.why_not(A.Enter(door, *f, vault=door == "vault")))
        start = max(price.entries, key=lambda t: (sum(t), t))  # the most the door lets in (the engine's list)
        self.open_picker("enter", f"The {door} door: {self.view['door_prices'][door]}", limit, start,
                         confirm, confirm="Go in", price=price)
        return None

    def place_actions(self, place: str) -> list:
        return [a for a in self.legal if place in places_of(a) and not isinstance(a, (A.Move, A.Hire, A.Enter))]

    def click_place(self, place: str) -> None:
        if self.picker is not None and self.picker_kind == "hire":
            self.hire_at(place)
            return
        if self.driver.human_to_act() is None:
            return
        options = self.place_actions(place)
        if len(options) == 1:
            self.consider(options[0])
        elif options:
            self.open_popup(place_name(self.view, place), options, layout.place_rect(place).center)
        else:
            self.refuse(self._why_nothing(place))

    def _why_nothing(self, place: str) -> str:
        if self.view["decision"]:
            return self._why_not_this_place(place)
        if place == board.YP:
            return "Drag Followers here to gather them, or onto a door to enter Undermountain"
        probe = A.UseLocation(place)
        return self.driver.why_not(probe) or f"Nothing to do at {place_name(self.view, place)} right now"

    def _why_not_this_place(self, place: str) -> str:
        """Why a place is no answer to the question: the engine's reason for the same answer with
        this place in it (else for using it, which names the question still open)."""
        name = place_name(self.view, place)
        for a in self.legal:
            field = next((f.name for f in dataclasses.fields(a) if getattr(a, f.name) in places_of(a)
                          and isinstance(getattr(a, f.name), str)), None)
            if field is not None:
                probe = dataclasses.replace(a, **{field: place})
                why = self.driver.why_not(probe)
                if why and why.lower() == not_an_answer(probe, self.legal).lower():  # the engine says no more
                    return f"Not {name}: it is not one of the places open to you now. The lit places are."
                if why:
                    return f"Not {name}: {why[:1].lower()}{why[1:]}"
        return self.driver.why_not(A.UseLocation(place)) or f"Nothing to do at {name} right now"

    def click_door(self, door: str) -> None:
        if self.driver.human_to_act() is None:
            return
        reason = self.choose_entry(door, self._force_at(board.YP))
        if reason:
            self.refuse(reason)

    def open_hire(self) -> None:
        seat = self.driver.human_to_act()
        if seat is None:
            return
        supply = tuple(self.view["players"][seat]["supply"])
        self.open_picker("hire", "Hire Followers", supply, (1, 0, 0), lambda f: None, confirm="Pick a place",
                         note="Then click a lit place on the board")

    def hire_targets(self) -> set:
        if self.picker is None or self.picker_kind != "hire":
            return set()
        f = self.picker.counts
        return {a.place for a in self.legal if isinstance(a, A.Hire) and (a.fighters, a.rogues, a.wizards) == f}

    def hire_at(self, place: str) -> None:
        f = self.picker.counts
        hire = A.Hire(place, *f)
        if place not in self.hire_targets():
            self.refuse(self.driver.why_not(hire) or "you cannot hire there")
            return
        self.act(hire)

    def open_popup(self, title: str, actions: list, near: tuple[int, int]) -> None:
        self.open_choices(title, [Option(describe(a, self.view), lambda a=a: self.consider(a)) for a in actions], near)

    def open_choices(self, title: str, options: list, near: tuple[int, int]) -> None:
        """A menu of choices by the spot clicked (with Cancel)."""
        self.close_popups()
        rows = min(len(options), 7)
        rect = pygame.Rect(0, 0, 560, 70 + rows * 54 + 20)
        rect.center = near
        rect.clamp_ip(layout.BOARD)
        self.popup = OptionPanel(rect, columns=1, row_h=48, text_size=20)
        options = list(options)
        options.append(Option("Cancel", self.close_popups, style="quiet"))
        self.popup.show(title, options)
        self.ui.watched.append(Hotspot(rect))  # no board tips through the menu

    def open_picker(self, kind: str, title: str, limit, start, on_confirm, *, confirm: str, note: str = "",
                    price=None) -> None:
        seat = self.driver.human_to_act()
        style = self.styles[seat if seat is not None else 0]
        rect = pygame.Rect(layout.PROMPT.x + 60, layout.PROMPT.y - 20, layout.PROMPT.w - 120, 420)

        def done(force) -> None:
            if kind == "hire":
                return  # a hire finishes with a click on the board
            self.close_popups()
            on_confirm(force)

        offer = hire_offer(self.view["players"][seat], self.legal) if kind == "hire" else None  # the engine's prices
        self.picker = ForcePicker(rect, title, limit, start, style, on_confirm=done, on_cancel=self.cancel_picker,
                                  hire=offer, confirm_label=confirm, note=note, price=price)
        self.picker_kind = kind
        self.ui.watched.append(Hotspot(rect))  # no board tips through the picker
        if kind == "hire":
            self.picker.confirm_button.visible = False

    def cancel_picker(self) -> None:
        self.close_popups()
        self._drag_items(self.driver.human_to_act())

    def close_popups(self) -> None:
        self.ui.watched = [t for t in self.ui.watched if getattr(t, "tooltip", "")]
        self.popup = None
        self.picker = None
        self.picker_kind = ""

    def click_card(self, card: str) -> None:
        plays = [a for a in self.legal if isinstance(a, A.PlayCard) and a.card == card]
        plays += [a for a in self.legal if isinstance(a, A.Pick) and a.card == card]
        if len(plays) == 1:
            self.act(plays[0])
        elif plays:
            self.open_popup(card_name(card), plays, layout.STAGE.center)
        else:
            why = self.driver.why_not(A.PlayCard(card)) if self.driver.human_to_act() is not None else None
            self.refuse(why or "that card cannot be played now")

    def click_board(self, pos) -> bool:
        for door in layout.DOORS:
            if layout.door_rect(door).collidepoint(pos):
                self.click_door(door)
                return True
        for i in range(len(self.view["slots"])):
            place = board.slot(i)
            if layout.slot_rect(place).collidepoint(pos):
                self.click_place(place)
                return True
        if layout.PORTAL.collidepoint(pos):
            self.click_place(board.YP)
            return True
        for picture, rect in PICTURES.items():
            if rect.collidepoint(pos) and self.driver.human_to_act() is not None:
                self.refuse(self.enter_picture(picture))
                return True
        return False
