"""Legend of Drizzt rules, checklist sections A-C: the overview and victory (LD-OVR), the
components (LD-COMP) and the setup (LD-SET). Each test names the rule ids it checks."""
from __future__ import annotations

import shutil
from collections import Counter

import pytest

from game import registry
from game.core.errors import IllegalAction, SetupError
from game.core.match import Match
from game.core.protocol import CHANCE, Roll
from game.drizzt import grid, scale, setup as drizzt_setup
from game.drizzt.actions import Attack, Explore, Move
from game.drizzt.content import ADVENTURE_SCHEMA, CONTENT_DIR, load
from game.drizzt.levels import spare_arts
from game.drizzt.rules import quick_setup
from tests.drizzt.helpers import draw, monster, owed, roll, start
from tests.drizzt.phasekit import QUIET, begin, end_hero_phase, explore, interior, next_turn, purpose, take_treasure


def seats(n: int) -> list[dict]:
    return [{"name": f"P{i}"} for i in range(n)]


def party(*heroes: str) -> list[dict]:
    return [{"hero": h, "seat": i} for i, h in enumerate(heroes)]


# -- A. Overview and victory ------------------------------------------------------------------------
def test_the_party_wins_or_loses_together():
    """LD-OVR-01: a co-op game: when the party wins every seat wins, and when it loses nobody does."""
    assert registry.get("drizzt").coop is True
    m = begin("the_spiders_court", heroes=("thalia", "kaelith"))
    m.state.flags["villain_out"] = True
    matron = monster(m, "drow_matron", (1, 1), holder=0, health=1)
    m.act(Attack(0, "steady_strike", (matron.uid,)))
    roll(m, 19)  # 19 + 8 = 27 >= her Defense: 1 damage, the matron (at 1 health) falls
    assert m.over and m.state.result == "won"
    assert m.outcome().winners == (0, 1)  # LD-OVR-01: both seats win

    lost = begin("the_spiders_court", heroes=("thalia", "kaelith"), surges=1)
    lost.state.surges = 0
    lost.state.heroes[1].health = 0
    next_turn(lost, hero=1)
    assert lost.over and lost.state.result == "lost"
    assert lost.outcome().winners == ()  # LD-OVR-01: and nobody wins a loss


def test_one_to_five_heroes_each_played_by_its_seat():
    """LD-OVR-02: 1 to 5 players, one hero each."""
    info = registry.get("drizzt")
    assert (info.min_seats, info.max_seats) == (1, 5)
    six = ("thalia", "kaelith", "maren", "ilyndra", "tansy", "sarrakh")
    with pytest.raises(SetupError, match="1 to 5 heroes"):
        Match("drizzt", {"adventure": "the_sunken_stair", "seats": seats(6), "heroes": party(*six)})
    with pytest.raises(SetupError, match="1 to 5 heroes"):
        Match("drizzt", {"adventure": "the_sunken_stair", "seats": seats(1), "heroes": []})
    with pytest.raises(SetupError, match="only once"):
        Match("drizzt", {"adventure": "the_sunken_stair", "seats": seats(2), "heroes": party("thalia", "thalia")})
    m = start("the_sunken_stair", heroes=six[:5])
    assert len(m.state.heroes) == 5 and [h.seat for h in m.state.heroes] == [0, 1, 2, 3, 4]
    assert m.to_act() == 0  # the first hero's seat decides for it
    next_turn(m)
    assert m.state.turn.hero == 1 and m.to_act() == 1


def test_a_hero_from_another_game_is_brought_in_as_content(tmp_path):
    """LD-OVR-03: a hero from another game of the series joins by adding its card and powers to
    the content; nothing in the engine names the heroes."""
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    hero = '''
[[hero]]
id = "guest"
name = "Oswin Gale"
race = "human"
class = "warlord"
defense = 16
health = 9
speed = 6
level2 = { defense = 17, health = 11, speed = 6 }
slots = { art = 1, talent = 2, maneuver = 1 }
suggested = ["guest_art", "guest_cut", "guest_jab", "guest_step"]
'''
    powers = "".join(f'''
[[power]]
id = "{pid}"
hero = "guest"
name = "{pid.title()}"
type = "{kind}"
text = "A power from another game."
{body}
''' for pid, kind, body in (("guest_art", "art", 'use = "attack"\nattack = 8\ndamage = 3'),
                            ("guest_cut", "talent", 'use = "attack"\nattack = 7\ndamage = 1'),
                            ("guest_jab", "talent", 'use = "attack"\nattack = 6\ndamage = 1\nrange = "1"'),
                            ("guest_step", "maneuver", 'use = "move"\nrange = "tile"\ntargets = "self"\n'
                                                       'effect = "move:6"')))
    with open(folder / "heroes.toml", "a", encoding="utf-8") as f:
        f.write(hero)
    with open(folder / "powers.toml", "a", encoding="utf-8") as f:
        f.write(powers)
    content = load(folder)
    assert content.heroes["guest"].health == 9 and content.heroes["guest"].surge == 9  # G-05 default
    assert sorted(p.id for p in content.hero_powers("guest")) == ["guest_art", "guest_cut", "guest_jab", "guest_step"]
    assert len(content.heroes) == len(load().heroes) + 1


def test_the_party_wins_by_completing_the_objective():
    """LD-OVR-04: A Lantern in the Deep ("slay:N") is won when the Nth monster falls, not before."""
    objective = load().adventures["lantern_in_the_deep"].objective
    assert objective.startswith("slay:")
    n = int(objective.split(":")[1])
    m = begin("lantern_in_the_deep")
    m.state.flags["slain"] = n - 2
    first = monster(m, "skeleton", (1, 0))
    m.act(Attack(0, "steady_strike", (first.uid,)))
    roll(m, 19)  # 27 >= 13: the last but one falls
    assert not m.over and m.state.flags["slain"] == n - 1
    take_treasure(m, "rekindled_resolve")
    m.act(Move(0, 2, 2))  # the hero's second action; the turn goes on to the next one
    next_turn(m, hero=0)
    second = monster(m, "skeleton", (3, 2))
    m.act(Attack(0, "steady_strike", (second.uid,)))
    roll(m, 19)
    assert m.over and m.state.result == "won"  # LD-OVR-04: the Nth of N
    assert m.state.reason == load().adventures["lantern_in_the_deep"].goal


def test_a_defeat_condition_of_the_adventure_loses_it():
    """LD-OVR-05: A Lantern in the Deep is lost when a hero must explore and no tile is left; an
    adventure without that condition just goes on (G-17: an encounter instead)."""
    m = begin("lantern_in_the_deep")
    assert "no_tiles" in load().adventures["lantern_in_the_deep"].defeat
    m.state.tile_deck.clear()
    end_hero_phase(m)  # the hero stands at (0, 0): beside the north and west edges
    m.act(Explore("n"))
    assert m.over and m.state.result == "lost" and "tiles" in m.state.reason
    assert m.outcome().winners == ()

    other = begin("the_spiders_court", heroes=("thalia", "kaelith"))
    other.state.tile_deck.clear()
    end_hero_phase(other)
    other.act(Explore("n"))
    assert not other.over and purpose(other) == "encounter" and len(other.state.tiles) == 1


def test_losing_one_hero_loses_the_adventure():
    """LD-OVR-06: one hero starting its turn at 0 health with no healing surge left loses the
    adventure for the whole party; with a surge left it is only healed."""
    m = begin("the_spiders_court", heroes=("thalia", "kaelith"))
    m.state.surges = 0
    m.state.heroes[1].health = 0
    next_turn(m, hero=1)
    assert m.over and m.state.result == "lost" and "Kaelith" in m.state.reason
    assert m.state.heroes[0].health == 10  # the other hero was fine, and the party lost anyway

    ok = begin("the_spiders_court", heroes=("thalia", "kaelith"))
    ok.state.surges = 1
    ok.state.heroes[1].health = 0
    next_turn(ok, hero=1)
    assert not ok.over and ok.state.surges == 0 and ok.state.heroes[1].health == 10


# -- B. Components ----------------------------------------------------------------------------------
def test_the_components_every_adventure_uses():
    """LD-COMP-01: hero cards and power cards, standard tiles and 1 start tile, three card decks,
    the stunned and poisoned conditions, healing, trap and item tokens (a flying carpet among the
    items), and one die."""
    c = load()
    assert len(c.heroes) >= 5
    for hero in c.heroes:
        kinds = Counter(p.type for p in c.hero_powers(hero))
        assert set(kinds) == {"art", "talent", "maneuver"}
    kinds = Counter(t.kind for t in c.tiles.values())
    assert kinds["start"] == 1 and kinds["dungeon"] >= 20
    m = begin("the_spiders_court", heroes=("thalia", "kaelith"))
    s = m.state
    assert len(s.monster_deck) > 0 and len(s.encounter_deck) > 0 and len(s.treasure_deck) > 0
    assert [t.id for t in s.tiles] == ["start"]
    assert all(h.stunned is False and h.poisoned is False for h in s.heroes)
    assert s.surges == 2  # healing tokens: the table's 2 (see LD-SET-05)
    assert any(e.kind == "trap" and e.disarm > 0 for e in c.encounters.values())  # trap tokens
    carpet = c.treasures["flying_carpet"]
    assert carpet.item and carpet.name == "Flying Carpet"
    s.heroes[0].poisoned = True
    end_hero_phase(m)
    assert m.rules.chance(s).dice == ("d20",)  # the one die


def test_optional_components_only_when_the_adventure_calls_for_them():
    """LD-COMP-02: dead-end tiles go into the tile deck only for an adventure with the dead-end
    rule, and a door tile gets a closed-door token only in an adventure that uses doors."""
    def pool(adventure):
        m = begin(adventure, heroes=("thalia", "kaelith"))
        return drizzt_setup._dungeon_pool(m.state)
    dead_ends = {t.id for t in load().tiles.values() if t.dead_end}
    assert dead_ends and dead_ends <= set(pool("the_sunken_stair"))  # rules = ["dead_ends", ...]
    assert not dead_ends & set(pool("the_spiders_court"))  # no such rule

    plain = begin("the_spiders_court", heroes=("thalia", "kaelith"))
    assert "doors" not in load().adventures["the_spiders_court"].rules
    assert explore(plain, "n", "barracks_door").door == ""  # the door symbol is just a picture here
    doors = begin("the_singing_crystal", heroes=("thalia", "kaelith"))
    assert "doors" in load().adventures["the_singing_crystal"].rules
    assert explore(doors, "n", "barracks_door").door == "closed"


def test_each_hero_has_a_named_figure_and_the_seat_is_told_what_to_do():
    """LD-COMP-03: every hero's figure carries its name; each seat is told what its turn asks
    (the turn-summary card's job): here the hero phase's choice."""
    m = begin("the_spiders_court", heroes=("thalia", "kaelith"))
    view = m.view(0)
    assert [h["name"] for h in view["heroes"]] == ["Thalia Ironbrow", "Kaelith Veyrune"]
    assert all(h["cell"] is not None for h in view["heroes"])
    assert view["decision"]["kind"] == "hero" and "attack" in view["decision"]["question"]


def test_the_turn_summary_is_there_to_read():
    """LD-COMP-03, LD-SET-02: each player has the turn summary to hand (game/drizzt/summary.md):
    the three phases in their order."""
    text = registry.get("drizzt").rules_summary.lower()
    assert text.index("hero phase") < text.index("exploration phase") < text.index("villain phase")


def test_markers_are_tokens_on_a_tile():
    """LD-COMP-04: a hazard or trap marker is a token on the tile it marks."""
    m = begin()
    m.state.heroes[0].cell = list(interior(m))
    end_hero_phase(m)
    draw(m, "rockslide")  # a hazard on the active hero's tile
    assert m.state.tiles[0].markers == ["hazard:rockslide"]
    assert m.state.heroes[0].row == ["hazard:rockslide"]


def test_the_starting_and_advanced_decks_hold_100_cards_each():
    """LD-COMP-05: the Starting Deck is 100 cards and the Advanced Deck 100 more; a Starting-Deck
    adventure plays with exactly the 100."""
    c = load()
    assert c.tier_total("starting") == 100 and c.tier_total("advanced") == 100
    assert sum(len(c.deck_list(k, "starting")) for k in ("monster", "encounter", "treasure")) == 100
    assert sum(len(c.deck_list(k, "advanced")) for k in ("monster", "encounter", "treasure")) == 200
    s = begin("the_spiders_court", heroes=("thalia", "kaelith")).state
    in_play = sum(sum(d.all_cards().values()) for d in (s.monster_deck, s.encounter_deck, s.treasure_deck))
    assert in_play + sum(len(h.items) for h in s.heroes) == 100


def test_the_die_is_a_d20():
    """LD-COMP-06: every roll is one d20: 1 to 20, nothing else."""
    m = begin()
    m.state.heroes[0].poisoned = True
    end_hero_phase(m)
    assert purpose(m) == "cure" and m.state.chance.dice == ["d20"]
    with pytest.raises(IllegalAction):
        m.act(Roll(("d20",), (21,)))
    with pytest.raises(IllegalAction):
        m.act(Roll(("d6",), (6,)))
    roll(m, 20)
    assert m.state.heroes[0].poisoned is False


# -- C. Setup ---------------------------------------------------------------------------------------
def test_three_shuffled_decks():
    """LD-SET-01: the monster, encounter and treasure cards of the adventure's tier lie in three
    separate decks whose order is left to chance."""
    c = load()
    s = begin("the_spiders_court", heroes=("thalia", "kaelith")).state
    assert s.monster_deck.all_cards() == Counter(c.deck_list("monster", "starting"))
    assert s.encounter_deck.all_cards() == Counter(c.deck_list("encounter", "starting"))
    items = Counter(i for h in s.heroes for i in h.items)
    assert s.treasure_deck.all_cards() + items == Counter(c.deck_list("treasure", "starting"))
    assert s.monster_deck.top == [] and s.encounter_deck.top == []  # no card's place is known


def test_the_die_and_the_figures_are_on_the_table():
    """LD-SET-02: the hero figures are on the table from the start; monster figures come only as
    tiles are explored."""
    s = begin("the_spiders_court", heroes=("thalia", "kaelith", "maren")).state
    assert all(h.cell is not None and grid.tile_of(h.cell) == (0, 0) for h in s.heroes)
    assert s.monsters == []


def test_a_solo_player_starts_with_adventure_1_and_a_group_with_adventure_2():
    """LD-SET-03: the first adventure is the solo one, the second the group one; the quick setup
    picks them by the number of seats. An unknown adventure is refused."""
    first, second = list(load().adventures.values())[:2]
    assert first.audience == "solo" and first.heroes == (1, 1)
    assert second.audience == "group" and second.heroes[0] == 2
    assert quick_setup(seats(1), {})["adventure"] == first.id
    assert quick_setup(seats(3), {})["adventure"] == second.id
    with pytest.raises(SetupError, match="unknown adventure"):
        Match("drizzt", {"adventure": "nowhere", "seats": seats(1), "heroes": party("thalia")})


def test_the_adventures_setup_is_prepared():
    """LD-SET-04: an adventure's setup is followed: the Spider's Court takes 2 to 5 heroes and
    puts its special tile, the Webbed Throne, into the tile deck."""
    with pytest.raises(SetupError, match="2 to 5 heroes"):
        Match("drizzt", {"adventure": "the_spiders_court", "seats": seats(1), "heroes": party("thalia")})
    s = begin("the_spiders_court", heroes=("thalia", "kaelith")).state
    assert s.tile_deck.count("webbed_throne") == 1


def test_the_start_tile_and_two_healing_surges():
    """LD-SET-05: the start tile alone in the middle, and 2 healing surges unless the adventure
    says otherwise (1 or 3 by the table's choice)."""
    assert ADVENTURE_SCHEMA["surges"].default == 2
    for adventure, heroes in (("the_spiders_court", ("thalia", "kaelith")), ("lantern_in_the_deep", ("thalia",))):
        s = start(adventure, heroes=heroes).state
        assert [(t.id, t.tx, t.ty) for t in s.tiles] == [("start", 0, 0)]
        assert s.surges == load().adventures[adventure].surges
    assert begin(surges=1).state.surges == 1 and begin(surges=3).state.surges == 3
    with pytest.raises(SetupError, match="healing surges"):
        begin(surges=4)


def test_each_hero_starts_at_level_1():
    """LD-SET-06: each player takes a level-1 hero: its card's level-1 numbers and its powers."""
    s = begin("the_spiders_court", heroes=("thalia", "ilyndra")).state
    for h in s.heroes:
        card = load().heroes[h.id]
        assert h.level == 1
        assert (h.health, h.max_health, h.defense, h.speed) == (card.health, card.health, card.defense, card.speed)
    assert (s.heroes[1].health, s.heroes[1].defense, s.heroes[1].speed) == (10, 14, 6)


def test_heroes_start_next_to_the_stairs():
    """LD-SET-07: every hero starts on the start tile, on a space next to the stairs (even five)."""
    m = start("the_sunken_stair", heroes=("thalia", "kaelith", "maren", "ilyndra", "sarrakh"))
    s = m.state
    from game.drizzt import board

    stairs = grid.stairs_cell(board.index(s), board.defs())
    assert stairs == (1, 1)
    cells = [tuple(h.cell) for h in s.heroes]
    assert len(set(cells)) == 5
    assert all(max(abs(x - 1), abs(y - 1)) == 1 for x, y in cells)


def test_the_hero_card_says_which_powers_to_choose():
    """LD-SET-08: the hero card's slots (1 Art, 2 Talents, 1 Maneuver); the suggested picks by
    default; a choice that does not fill the slots is refused; powers not chosen are set aside."""
    s = start("the_spiders_court", heroes=("thalia", "kaelith")).state
    thalia = load().heroes["thalia"]
    assert thalia.slots == {"art": 1, "talent": 2, "maneuver": 1}
    assert [p.id for p in s.heroes[0].powers] == ["granite_blood", *thalia.suggested]
    assert spare_arts(s, 0) == ["mountains_weight", "whirlwind_of_steel"]  # set aside (G-08)
    bad = {"adventure": "the_spiders_court", "seats": seats(2),
           "heroes": [{"hero": "thalia", "seat": 0, "powers": ["hammer_drop", "whirlwind_of_steel", "cleave",
                                                                "battle_cry"]},
                      {"hero": "kaelith", "seat": 1}]}
    with pytest.raises(SetupError, match="chooses 1 art"):
        Match("drizzt", bad)
    bad["heroes"][0]["powers"] = ["hammer_drop", "cleave", "steady_strike", "split_volley"]
    with pytest.raises(SetupError, match="not one of"):
        Match("drizzt", bad)


def test_some_powers_come_automatically():
    """LD-SET-09: Granite Blood comes with Thalia unchosen, and cannot be chosen."""
    s = begin("the_spiders_court", heroes=("thalia", "kaelith")).state
    assert "granite_blood" in [p.id for p in s.heroes[0].powers]
    assert "granite_blood" not in QUIET["thalia"]  # not among the chosen four
    bad = {"adventure": "the_spiders_court", "seats": seats(2),
           "heroes": [{"hero": "thalia", "seat": 0, "powers": ["hammer_drop", "cleave", "steady_strike",
                                                                "granite_blood"]},
                      {"hero": "kaelith", "seat": 1}]}
    with pytest.raises(SetupError, match="comes with"):
        Match("drizzt", bad)


def test_each_hero_gets_one_item_and_a_non_item_is_drawn_again():
    """LD-SET-10: one item each from the treasure deck; a card that is no item is put aside and
    another drawn, and the set-aside cards go back into the deck afterwards (G-30)."""
    m = Match("drizzt", {"adventure": "the_spiders_court", "seats": seats(2), "heroes": party("thalia", "kaelith")}, 1)
    while purpose(m) != "starting_item":
        m.roll()
    assert not load().treasures["tome_of_knowledge"].item
    draw(m, "tome_of_knowledge")  # not an item: Thalia draws again
    assert m.state.heroes[0].items == [] and purpose(m) == "starting_item"
    draw(m, "potion_of_healing")
    draw(m, "wayside_shrine")  # not an item either: Kaelith draws again
    draw(m, "antidote_flask")
    assert m.to_act() != CHANCE
    s = m.state
    assert s.heroes[0].items == ["potion_of_healing"] and s.heroes[1].items == ["antidote_flask"]
    assert "tome_of_knowledge" in s.treasure_deck.pile and "wayside_shrine" in s.treasure_deck.pile
    assert s.treasure_deck.discard == []


def test_the_tile_deck_is_built_from_the_adventures_recipe():
    """LD-SET-11: the Spider's Court: 12 tiles, 6 plain ones on top, then the Webbed Throne
    shuffled into the other 6."""
    recipe = load().adventures["the_spiders_court"].tiles
    assert (recipe.count, recipe.special, recipe.after) == (12, ("webbed_throne",), 6)
    m = Match("drizzt", {"adventure": "the_spiders_court", "seats": seats(2), "heroes": party("thalia", "kaelith")}, 1)
    front = ["fungus_grotto", "rat_run", "slime_pool", "pillar_hall", "guard_post", "miners_camp"]
    assert purpose(m) == "tile_front" and m.state.chance.count == 6
    draw(m, *front)
    assert purpose(m) == "tile_back" and m.state.chance.count == 5
    back = ["echoing_cavern", "salt_hollow", "spider_nook", "watch_hall", "winding_tunnel"]
    draw(m, *back)
    assert sorted(m.state.chance.data["pool"]) == sorted(back + ["webbed_throne"])
    draw(m, "salt_hollow", "webbed_throne", "echoing_cavern", "spider_nook", "watch_hall", "winding_tunnel")
    assert m.state.tile_deck == front + ["salt_hollow", "webbed_throne", "echoing_cavern", "spider_nook",
                                         "watch_hall", "winding_tunnel"]
    for seed in range(5):  # whatever the shuffle, the special tile is never among the first 6
        deck = begin("the_spiders_court", heroes=("thalia", "kaelith"), seed=seed).state.tile_deck
        assert len(deck) == 12 and deck.index("webbed_throne") >= 6
    lantern = begin("lantern_in_the_deep").state.tile_deck
    count = scale.recipe("lantern_in_the_deep", 1).count  # its solo scale; no special tile: all plain
    assert len(lantern) == count and all(load().tiles[t].kind == "dungeon" for t in lantern)


def test_additional_rules_of_the_adventure_apply():
    """LD-SET-12: an adventure's extra rules take hold at setup: Two Companies splits the heroes
    into two teams with an experience pile each; the Spider's Court keeps one party pile."""
    assert "teams" in load().adventures["two_companies"].rules
    s = begin("two_companies", heroes=("thalia", "kaelith", "maren", "ilyndra")).state
    assert [h.team for h in s.heroes] == [0, 1, 0, 1]
    assert s.xp == {"0": [], "1": []}
    assert begin("the_spiders_court", heroes=("thalia", "kaelith")).state.xp == {"0": []}


def test_the_players_area_powers_up_treasure_beside_and_a_row_in_order_received():
    """LD-SET-13: the chosen powers lie face up, the treasure beside the hero card, and monster
    and trap cards make a row in the order they came."""
    m = begin()
    hero = m.state.heroes[0]
    assert all(p.up for p in hero.powers) and hero.items == ["potion_of_healing"]
    explore(m, "n", "dripping_hall")  # a white triangle: no encounter
    draw(m, "skeleton")
    rat = monster(m, "gloomrat_swarm", (6, 6))
    assert hero.row == [m.state.monsters[0].uid, rat.uid]
    next_turn(m, hero=0)
    hero.cell = list(interior(m))
    end_hero_phase(m)
    draw(m, "poisoned_darts")  # a trap: its card joins the row at the end
    assert hero.row == [m.state.monsters[0].uid, rat.uid, "trap:poisoned_darts"]


def test_powers_can_be_chosen_at_random():
    """LD-SET-14: random powers (the harder game): drawn by chance, kept only while the hero card
    has room for that type, drawn again until every slot is full."""
    m = Match("drizzt", {"adventure": "the_spiders_court", "seats": seats(2),
                         "heroes": [{"hero": "thalia", "seat": 0, "powers": "random"}, {"hero": "kaelith", "seat": 1}]}, 3)
    while purpose(m) != "random_powers":
        m.roll()
    assert m.state.chance.count == 4 and "granite_blood" not in m.state.chance.data["pool"]
    draw(m, "whirlwind_of_steel", "hammer_drop", "cleave", "shield_bash")  # a second Art has no slot
    assert purpose(m) == "random_powers" and m.state.chance.data["pool"] == ["battle_cry", "shield_wall"]
    draw(m, "battle_cry")
    assert [p.id for p in m.state.heroes[0].powers] == ["granite_blood", "whirlwind_of_steel", "cleave",
                                                          "shield_bash", "battle_cry"]
    m.settle()
    assert owed(m) == "hero"
