"""The menus: title, game picker, seat setup, settings, pause, save/load, rules reference."""
from __future__ import annotations


def preview_game(min_seats: int = 1, max_seats: int = 6):
    """A stand-in GameInfo for previews while no game engine has landed."""
    from game.registry import GameInfo

    return GameInfo(id="preview", title="Preview Table", module="", min_seats=min_seats, max_seats=max_seats,
                    coop=False, has_secrets=True, bots=("random", "heuristic"),
                    blurb="A stand-in table for trying out seat setup.",
                    rules_summary="# Preview Table\nA stand-in game used by the tour.")


# Stand-in tiles for games still to come, so the preview shows a full picker. Each stands in only
# while no game of its id is installed; an installed game shows its own INFO.
COMING = (
)


def preview_games() -> list:
    """How the picker looks with all five games: the installed ones, then stand-ins for the rest."""
    from game import registry

    installed = registry.games()
    ids = {info.id for info in installed}
    return [*installed, *(registry.GameInfo(id=i, title=t, module="", min_seats=lo, max_seats=hi, coop=co,
                                            has_secrets=sec, blurb=b)
                          for i, t, lo, hi, co, sec, b in COMING if i not in ids)]


def preview_slots() -> list:
    """Made-up slots (good, damaged, empty) so the tour shows a lived-in load screen."""
    from pathlib import Path

    from scenes.menu.slots import SlotInfo, slot_keys, slot_label

    made_up = {
        "autosave": dict(state="good", title="Vault of Dragons", saved_at="Today 21:14", actions=212, round=3,
                         over=False, note="Zhentarim, Cassalanters, Xanathar Guild",
                         seats=(("Ana", False), ("Bea", False), ("Old Brannoc", True))),
        "slot1": dict(state="good", title="Legend of Drizzt", saved_at="Sat 28 Nov, 19:02", actions=87, round=9,
                      over=True, result="The party won", note="The Spider's Court: Thalia, Kaelith",
                      seats=(("Ana", False), ("Wenna Alebright", True))),
        "slot2": dict(state="damaged", problem="slot2.json is damaged or cut short (Unterminated string at line 1)"),
        "slot3": dict(state="good", title="Lords of Waterdeep", saved_at="2 Nov 2026, 16:45", actions=1403),
    }
    return [SlotInfo(key, slot_label(key), Path(f"/nonexistent/{key}.json"), **made_up.get(key, {"state": "empty"}))
            for key in slot_keys()]


def tour_stops() -> list:
    """Every menu scene and kit overlay as a tour stop."""
    from scenes.stop import Stop

    def title(app):
        from scenes.menu.title import TitleScene

        app.stack.push(TitleScene(app))

    def picker(app):
        from scenes.menu.picker import GamePickerScene

        app.stack.push(GamePickerScene(app))

    def picker_preview(app):
        from scenes.menu.picker import GamePickerScene

        app.stack.push(GamePickerScene(app, games=preview_games()))

    def seats(app):
        from scenes.menu.seats import SeatSetupScene

        scene = app.stack.push(SeatSetupScene(app, preview_game()))
        scene.add_seat()
        scene.cycle_role(scene.seats[1])

    def settings(app):
        from scenes.menu.settings_scene import SettingsScene

        app.stack.push(SettingsScene(app))

    def about(app):
        from scenes.menu.about import AboutScene

        app.stack.push(AboutScene(app))

    def about_licence(app):
        from scenes.menu.about import AboutScene

        scene = app.stack.push(AboutScene(app))
        scene.show(2)  # pygame-ce's LGPL, the longest, a little way down
        scene.scroll_by(900)

    def pause(app):
        from scenes.menu.kit_demo import KitDemoScene
        from scenes.menu.pause import PauseMenu

        app.stack.push(KitDemoScene(app))
        app.stack.push(PauseMenu(app, match_provider=lambda: None))

    def save(app):
        from scenes.menu.saves import SaveLoadScene

        app.stack.push(SaveLoadScene(app, mode="save"))

    def load(app):
        from scenes.menu.saves import SaveLoadScene

        app.stack.push(SaveLoadScene(app, mode="load"))

    def load_preview(app):
        from scenes.menu.saves import SaveLoadScene

        app.stack.push(SaveLoadScene(app, mode="load", reader=preview_slots))

    def rules(app):
        from scenes.menu.rules import RulesScene

        app.stack.push(RulesScene(app))

    def dialog(app):
        from scenes.kit.dialog import Dialog
        from scenes.menu.title import TitleScene

        app.stack.push(TitleScene(app))
        app.stack.push(Dialog(app, "Quit to the title?", "The game in progress closes. Anything since your last "
                              "save or the autosave is lost.", [("Quit to title", True), ("Keep playing", False)],
                              danger=0))

    def curtain(app):
        from scenes.kit.curtain import HandoffCurtain
        from scenes.kit.theme import SEAT_COLOURS
        from scenes.menu.kit_demo import KitDemoScene

        _name, rgb, symbol = SEAT_COLOURS[1]
        app.stack.push(KitDemoScene(app))
        app.stack.push(HandoffCurtain(app, "Ana", rgb, symbol, note="Her hand and secret goal come next."))

    def kit_demo(app):
        from scenes.menu.kit_demo import KitDemoScene

        scene = app.stack.push(KitDemoScene(app))
        target = scene.drag.targets["Old Well"].rect
        scene.drag.begin("agent0", (target.centerx + 30, target.centery - 10))

    def card_zoom(app):
        from scenes.kit.cards import CardZoom
        from scenes.menu.kit_demo import DEMO_CARDS, KitDemoScene

        app.stack.push(KitDemoScene(app))
        app.stack.push(CardZoom(app, DEMO_CARDS[0]))

    return [
        Stop("title", title), Stop("picker", picker), Stop("picker_preview", picker_preview),
        Stop("seats", seats), Stop("settings", settings), Stop("about", about), Stop("about_licence", about_licence),
        Stop("pause", pause), Stop("save", save),
        Stop("load", load), Stop("load_preview", load_preview), Stop("rules", rules), Stop("dialog", dialog), Stop("curtain", curtain),
        Stop("kit_demo", kit_demo), Stop("card_zoom", card_zoom),
    ]
