"""Tour stops for the Vault of Dragons scenes: setup, each phase at the table, a Brawl, a
Dungeon attempt and the winner's screen."""
from __future__ import annotations

from scenes.stop import Stop
from scenes.table.stops import setup_with_seats


def build_setup(app) -> None:
    """The setup screen at its fullest: four seats (two of them bots) and a few alternate rules on."""
    from scenes.vault.setup_scene import VaultSetupScene

    scene = setup_with_seats(app, VaultSetupScene, "vault")
    scene.cycle_role(scene.seats[1])
    scene.cycle_role(scene.seats[3])
    scene.cycle_role(scene.seats[3])
    for key, value in (("action_packed", True), ("rumors_spread", True), ("more_secrets", 4)):
        scene.set_variant(key, value)
    scene.rebuild()


def _table(done, *, seed: int = 7, pause: bool = True, hire: bool = False, watcher: int = 0,
           bot: str = "heuristic"):
    """A stop that opens the table at the first position where done(match) holds."""
    def build(app) -> None:
        from scenes.vault import positions
        from scenes.vault.table import VaultTable

        app.settings.bot_speed = "slow" if pause else "instant"
        app.settings.dice_speed = "instant"
        match = positions.play_until(done, seed=seed, bot=bot)
        positions.seat_people(match, (positions.owed_seat(match) + watcher) % len(match.setup["seats"]))
        table = VaultTable(app, match=match)
        app.stack.push(table)
        if hire:
            table.open_hire()
    return build


def tour_stops() -> list:
    """Every Vault of Dragons tour stop."""
    from scenes.vault import positions as P

    def turn(m):
        if m.to_act() != 0:
            return False
        v = m.view(0)
        return v["round"] == 2 and v["phase"] == "actions" and v["decision"] is None

    def rewards(m):
        if not isinstance(m.to_act(), int):
            return False
        v = m.view(-1)
        return v["phase"] == "actions" and sum(p["actions"] for p in v["players"]) == 1

    def winner(m):
        return False

    def show_winner(app):
        from scenes.vault.table import VaultTable

        match = P.play_until(winner, seed=7)
        P.seat_people(match, 0)
        table = app.stack.push(VaultTable(app, match=match))
        del table

    return [
        Stop("vault_setup", build_setup),
        Stop("vault_table_watch", _table(P.deciding("place_watch"))),
        Stop("vault_table_turn", _table(turn)),
        Stop("vault_table_hire", _table(turn, hire=True)),
        Stop("vault_table_rewards", _table(rewards, pause=False, watcher=1), frames=24),
        Stop("vault_table_rumors", _table(P.deciding("pick"))),
        Stop("vault_table_brawl", _table(P.deciding("modify", "brawl"), bot="random")),
        Stop("vault_table_dungeon", _table(P.deciding("modify", "dungeon"))),
        Stop("vault_winner", show_winner, frames=10),
    ]
