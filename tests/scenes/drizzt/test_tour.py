"""The Legend of Drizzt tour stops: each builds headless, has the scene it names on top, and shows
what it claims (lit spaces and a path, a d20 with bonus and Defense, an encounter to cancel, a
monster's tactic told, a level-up after a natural 20, a won and a lost adventure), each from the first
seeded game that comes to it."""
import pytest

from game.core.codec import state_hash
from game.core.protocol import Roll
from game.drizzt import actions as A
from game.drizzt.content import load
from scenes.dice.tray import DiceTray
from scenes.drizzt import positions as P
from scenes.drizzt.epilogue import DrizztEndScene
from scenes.drizzt.setup_scene import DrizztSetupScene
from scenes.drizzt.table import DrizztTable
from scenes.drizzt.tour import PERSON, tour_stops
from scenes.tour import stops, visit

STOPS = {stop.name: stop for stop in tour_stops()}
ON_TOP = {"drizzt_setup": DrizztSetupScene, "drizzt_table_move": DrizztTable, "drizzt_table_attack_roll": DiceTray,
          "drizzt_table_encounter": DrizztTable, "drizzt_table_villain": DrizztTable,
          "drizzt_table_level_up": DrizztTable, "drizzt_victory": DrizztEndScene, "drizzt_defeat": DrizztEndScene}


def at(pilot, name: str):
    visit(pilot.app, STOPS[name])
    pilot.app.draw()
    return pilot.top


def table_of(pilot) -> DrizztTable:
    return next(s for s in pilot.app.stack if isinstance(s, DrizztTable))


def test_every_stop_the_issue_asks_for_is_in_the_tour():
    assert list(STOPS) == list(ON_TOP)
    assert [s.name for s in stops() if s.name.startswith("drizzt")] == list(ON_TOP)


@pytest.mark.parametrize("name", list(ON_TOP))
def test_each_stop_builds_and_renders_with_its_scene_on_top(pilot, name):
    top = at(pilot, name)
    assert isinstance(top, ON_TOP[name])
    screen = pilot.app.screen
    colours = {tuple(screen.get_at((x, y))) for x in range(40, 1920, 160) for y in range(40, 1080, 120)}
    assert len(colours) > 20  # a picture, not a blank canvas


def test_the_setup_stop_is_a_party_of_three_with_a_bot(pilot):
    scene = at(pilot, "drizzt_setup")
    setup = scene.setup()
    assert setup["adventure"] == P.ADVENTURE
    assert [(s["name"], s["bot"]) for s in setup["seats"]] == [("Ana", None), ("Ben", None), ("Cy", "coop")]
    assert len(setup["heroes"]) == 3 and scene.start_button.enabled


def test_the_move_stop_lights_spaces_and_draws_the_path_to_the_hovered_one(pilot):
    table = at(pilot, "drizzt_table_move")
    assert table.driver.human_to_act() == PERSON and table.view["decision"]["kind"] == "hero"
    reach = table.controls.lit.spaces
    assert len(reach) > 5 and table.hover_cell in reach
    assert len(table.path) >= 2 and table.path[-1] == table.hover_cell
    assert table.lit.path == table.path and table.lit.reach == reach
    assert table.match.state.monsters  # something to walk toward or away from


def test_the_attack_roll_stop_throws_the_d20_with_bonus_and_defense_in_the_result(pilot):
    tray = at(pilot, "drizzt_table_attack_roll")
    table = table_of(pilot)
    assert tray.at_rest
    entry = table.match.log[-1]
    assert isinstance(entry.action, Roll) and [k for k, _ in tray.rolls] == ["d20"]
    rolled = table.last_events[0].data
    assert tray.rolls == [("d20", rolled["roll"])]
    monster = next(m for m in table.match.state.monsters if m.uid == rolled["target"])
    card = load().monster(monster.card)
    bonus = rolled["total"] - rolled["roll"]
    assert f"{rolled['roll']} + {bonus} = {rolled['total']}" in tray.result
    assert f"{card.name}'s {card.defense}" in tray.result
    assert tray.title == f"Attack roll against {card.name} (Defense {card.defense})"  # shown on a hit too


def test_the_encounter_stop_asks_to_spend_5_xp_to_cancel_and_the_party_can(pilot):
    table = at(pilot, "drizzt_table_encounter")
    decision = table.view["decision"]
    assert decision["kind"] == "cancel" and decision["data"]["card"] in load().encounters
    assert table.driver.human_to_act() == PERSON
    assert any(isinstance(a, A.Cancel) for a in table.legal)
    assert len(table.prompt.options) == len(table.legal) >= 2
    assert "cancel" in table.prompt.question.lower()


def test_the_villain_stop_is_mid_step_with_a_monster_tactic_in_the_caption(pilot):
    table = at(pilot, "drizzt_table_villain")
    assert table.view["turn"]["phase"] == "villain"
    assert table.narrator.holding  # mid-telling: the table waits for the story
    names = {load().monster(m.card).name for m in table.match.state.monsters}
    caption = table.narrator.caption
    assert any(name in caption for name in names)
    assert any(word in caption for word in ("moves", "attacks"))


def test_the_level_up_stop_follows_a_natural_20_and_asks_to_level_up(pilot):
    table = at(pilot, "drizzt_table_level_up")
    decision = table.view["decision"]
    assert decision["kind"] == "level_up" and table.driver.human_to_act() == PERSON
    hero = table.match.state.heroes[decision["data"]["hero"]]
    assert hero.seat == PERSON and hero.level == 1
    rolls = [e.action for e in table.match.log if isinstance(e.action, Roll)]
    assert rolls[-1].values == (20,)
    assert any(isinstance(a, A.LevelUp) for a in table.legal)
    assert table.prompt.options and "natural 20" in table.prompt.question.lower()


def test_the_level_up_buttons_each_say_what_sets_them_apart(pilot):
    """Several XP spends times two Arts: no two buttons may read the same (a player could not tell
    which cards a button spends), and each names the Art it teaches."""
    table = at(pilot, "drizzt_table_level_up")
    ups = [a for a in table.legal if isinstance(a, A.LevelUp)]
    labels = [table._label(a) for a in ups]
    assert len({a.cards for a in ups}) > 1 and len({a.art for a in ups}) > 1
    assert len(set(labels)) == len(labels)
    assert all(load().powers[a.art].name in text for a, text in zip(ups, labels))


@pytest.mark.parametrize("name, result, headline", [("drizzt_victory", "won", "Victory!"),
                                                    ("drizzt_defeat", "lost", "Defeat")])
def test_the_end_stops_show_a_won_and_a_lost_adventure(pilot, name, result, headline):
    end = at(pilot, name)
    assert end.match.state.result == result and end.headline == headline
    assert end.happy == (result == "won")


def test_positions_are_the_same_every_time():
    def level(m):
        return P.deciding("level_up", PERSON)(m)

    for check, force in ((P.can_cancel(0), None), (level, P.natural_20(0))):
        a, b = (P.play_until(check, force=force) for _ in range(2))
        assert not a.over and a.log == b.log and state_hash(a.state) == state_hash(b.state)


def test_the_natural_20_hook_forces_only_a_payable_attack_of_that_seat():
    match = P.play_until(P.rolling("hero_attack", 0))
    forced = P.natural_20(0)(match)
    from game.drizzt import party

    payable = party.xp_total(match.state) >= party.XP_COST
    assert (forced == Roll(("d20",), (20,))) == payable
    assert P.natural_20(1)(match) is None  # not seat 1's attack


def test_seat_people_makes_the_rest_co_op_bots():
    match = P.seat_people(P.play_until(lambda m: True), 1)
    assert [s["bot"] for s in match.setup["seats"]] == ["coop", None, "coop"]


def test_reach_takes_the_first_seed_whose_game_comes_to_the_moment_or_says_none_does():
    """A stop keeps its moment when the seeded games change: a seed that never comes to it is passed by."""
    match = P.reach(lambda m: m.seed >= 6 and len(m.log) >= 3, seed=4)
    assert match.seed == 6 and len(match.log) == 3 and not match.over
    assert P.reach(lambda m: len(m.log) >= 3, seed=4).seed == 4
    with pytest.raises(LookupError):
        P.reach(lambda m: False, seed=4, tries=2, limit=5)
