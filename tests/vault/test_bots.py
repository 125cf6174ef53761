"""The heuristic bot's Brawls and Quests, in positions built by hand: it Brawls where it is
likely to win something worth it, Quests when its force there makes completing likely, sets
either up with a Move, and leaves the City Watch alone when it would lose."""
from __future__ import annotations

import random
from itertools import product

from game.core.bots import bot_move
from game.vault.actions import FactionAction, Fight, Move, Quest
from game.vault.bots import contests
from game.vault.bots.knowledge import Ctx
from game.vault.bots.odds import CD_FACES, p_win_brawl
from tests.vault.helpers import put, start

# Slots in the standard setup: s4 Blackstaff Tower, s6 the Drowned Sewers (a Quest), s9 the
# Knucklebones (d4 gold Reward; with a Rogue, d10 gold). The Watch stands in the top corners,
# two steps or more from all of them.
WATCH = ("s0", "s2")


def ctx_of(m) -> Ctx:
    seat = m.to_act()
    return Ctx(m.view(seat), m.legal_actions(), random.Random(0))


def test_a_big_force_brawls_a_lone_rival_off_a_location_it_wants():
    m = start(4, watch=WATCH)
    assert m.to_act() == 0 and m.state.slots[9].face == "knucklebones"
    put(m, 0, "s9", 2, 1, 1)
    put(m, 1, "s9", 1)
    ev, p = contests.brawl_ev(ctx_of(m), "s9")
    assert p > 0.8 and ev > 3
    assert bot_move(m, "heuristic") == Fight("s9")


def test_no_brawl_when_outnumbered():
    m = start(4, watch=WATCH)
    put(m, 0, "s9", 1)
    put(m, 1, "s9", 2, 1, 1)
    assert contests.brawl_ev(ctx_of(m), "s9")[1] < 0.5
    assert bot_move(m, "heuristic").kind != "fight"


def test_a_lone_rogue_does_not_brawl_the_city_watch():
    m = start(4, watch=("s9", "s2"))
    put(m, 0, "s9", 0, 1, 0)
    ev, p = contests.brawl_ev(ctx_of(m), "s9")
    assert p < 0.25 and ev < 0
    for gold in (10, 0):
        m.state.seats[0].gold = gold
        assert bot_move(m, "heuristic").kind != "fight"


def test_a_strong_party_on_a_quest_it_controls_attempts_it():
    m = start(4, watch=WATCH)
    assert m.state.slots[6].face == "drowned_sewers"
    put(m, 0, "s6", 3, 1, 1)
    m.state.seats[0].gold = 0  # nothing to hire: the Quest against taking gold or walking off
    ev, done = contests.quest_ev(ctx_of(m), "s6", [3, 1, 1])
    assert ev > 1 and done > 0.5
    assert bot_move(m, "heuristic") == Quest("s6")


def test_a_lone_fighter_does_not_attempt_a_quest_that_would_kill_it():
    m = start(4, watch=WATCH)
    put(m, 0, "s6", 1)
    m.state.seats[0].gold = 0
    assert contests.quest_ev(ctx_of(m), "s6", [1, 0, 0])[0] < 0
    assert bot_move(m, "heuristic").kind != "quest"


def test_followers_move_to_set_up_a_brawl_for_a_good_location():
    m = start(4, watch=WATCH)
    put(m, 1, "s9", 0, 1, 0)  # a rival's lone Rogue holds the Knucklebones
    put(m, 0, "yp", 1, 1, 1)  # our party waits at the Portal
    put(m, 0, "s4", 2, 0, 1)  # and a group holds Blackstaff Tower, worth much less
    m.state.seats[0].gold = 0
    a = bot_move(m, "heuristic")
    assert isinstance(a, Move) and (a.source, a.dest) == ("s4", "s9")
    m.act(a)
    # on a later turn the Brawl there is one it is likely to win
    ctx = Ctx(m.view(0), [], random.Random(0))
    assert contests.brawl_ev(ctx, "s9")[1] > 0.7


def test_brawl_odds_match_the_dice():
    """A lone Fighter against the City Watch: d10 (a 10 adds a Casualty die) against 6 plus a
    Casualty die, ties to the Fighter."""
    wins = 0.0
    for d10, crit, watch in product(range(1, 11), CD_FACES, CD_FACES):
        mine = d10 + (crit if d10 == 10 else 0)
        wins += (mine >= 6 + watch) / (10 * 36)  # the Critical die is rolled only on a 10
    assert abs(p_win_brawl((True, False, False), (), 0) - wins) < 1e-9


def test_seeded_heuristic_games_have_brawls_and_quests():
    """Four heuristic bots, a few seeded games (bench/vault_bots.py plays 200 and more): both
    kinds of Fight turn up, and every game ends."""
    from collections import Counter

    from game.core.match import Match

    kinds = Counter()
    for seed in range(6):
        m = Match("vault", {"seats": [{"name": n} for n in "ABCD"]}, seed)
        while not m.over and m.state.round <= 40:
            if m.to_act() == "chance":
                m.roll()
            else:
                a = bot_move(m, "heuristic")
                kinds[a.kind] += 1
                m.act(a)
        assert m.over
    assert kinds["fight"] and kinds["quest"]


def test_bregan_daerthe_gather_two_groups_onto_a_location_to_brawl_for():
    """VD-FACT-12 (issue 19): Bregan D'aerthe's Action brings every Follower of two Locations onto
    a third at once; the bot uses it to set up a Brawl no one Move could, and a Faction without
    that Action does not get it."""
    m = start(4, initiative=3, watch=("s0", "s2"))
    m.act(bot_move(m, "heuristic"))  # the free whisper (or not)
    assert m.to_act() == 3 and m.state.seats[3].faction == "bregan_daerthe"
    stuck = [w.place for w in m.state.watch]  # two Locations the Watch makes worthless to hold
    put(m, 3, stuck[0], 1, 0, 1)
    put(m, 3, stuck[1], 2, 0, 0)
    put(m, 1, "s9", 1, 1, 0)  # a rival holds the Knucklebones with two
    m.state.seats[3].gold = 0
    ctx = ctx_of(m)
    plan = contests.setup(ctx, reserve=0, party_busy=True, short=[0, 0, 0])
    assert plan is not None and isinstance(plan[1], FactionAction)
    assert set(plan[1].places) == set(stuck) and plan[1].dest == "s9"
    assert contests._gathers_two(ctx, contests._groups(ctx), "s9")
    m.state.seats[3].faction = "zhentarim"
    assert not contests._gathers_two(ctx_of(m), contests._groups(ctx), "s9")


def _fairness_bench():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "bench" / "vault_bots.py"
    spec = importlib.util.spec_from_file_location("vault_bots_bench", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_fairness_bench_rotates_every_faction_through_every_seat():
    """Issue 19: bench/vault_bots.py's fairness experiment seats the Factions so that each plays
    each seat equally often (a Latin square per block of games), over every seating order up to
    rotation, at 4, 3 and 2 seats; its shares are the binomial ones."""
    from collections import Counter

    bench = _fairness_bench()
    for seats, cycle in ((4, 24), (3, 24), (2, 12)):
        games = [bench.seating(n, seats) for n in range(cycle)]
        assert all(len(set(g)) == seats for g in games)
        per_seat = Counter((f, s) for g in games for s, f in enumerate(g))
        played = Counter(f for g in games for f in g)
        for (f, s), n in per_seat.items():
            assert n * seats == played[f], (seats, f, s)
        assert len(set(games)) == cycle  # every seating order, each rotated through every seat
    block = [bench.seating(n, 4) for n in range(4)]
    assert all(sorted(col) == sorted(block[0]) for col in zip(*block))  # a Latin square
    row = bench.share_row("x", 2000, 540, 0.25)
    assert (row["even"], row["sd"], row["z"], row["flag"]) == (500.0, 19.36, 2.07, True)


def test_the_fairness_bench_adds_seed_sets_up():
    """Issue 19: --sets N adds the wins of N seed sets up, Faction by Faction and seat by seat,
    against the even share of all their games, and says how likely a chance flag is."""
    bench = _fairness_bench()

    def line(seed, wins):
        rows = [bench.share_row(f, 1000, w, 0.5) for f, w in zip("ab", wins)]
        return {"seats": 2, "seed": seed, "finished": 1000, "by_faction": rows,
                "by_seat": [bench.share_row("seat 0", 1000, 500, 0.5), bench.share_row("seat 1", 1000, 500, 0.5)]}

    one, two = line(0, (535, 465)), line(1000, (525, 475))
    assert one["by_faction"][0]["flag"] and not two["by_faction"][0]["flag"]
    both = bench.pooled([one, two])
    assert (both["sets"], both["seeds"], both["games"]) == (2, [0, 1000], 2000)
    a = both["by_faction"][0]
    assert (a["who"], a["games"], a["wins"], a["even"], a["z"], a["flag"]) == ("a", 2000, 1060, 1000.0, 2.68, True)
    assert [r["wins"] for r in both["by_seat"]] == [1000, 1000] and both["max_abs_z"] == 2.68
    assert both["chance_of_a_flag_if_even"] == 0.17  # four cells


def test_gold_is_worth_less_to_a_rich_bot_and_a_first_rumor_more():
    """Issue 19 (the bot, not the rules): past RICH gold each more gold counts for less, down to
    0.35, so a Faction whose Initiative pays gold spends it instead of hoarding it; a Rumor counts
    FIRST_RUMOR more while we hold none (it buys a card at Pursue Rumors); a Follower given up in
    a trade costs little more than hiring it again once we are rich."""
    from game.vault.bots.odds import FIRST_RUMOR, RICH, V_RUMOR
    from game.vault.bots.places import _give_cost

    m = start(3)
    me = m.state.seats[0]
    me.gold, me.rumors_new, me.rumors_old = RICH, 0, 0  # (the Xanathar's Initiative Rumor taken back)
    poor = ctx_of(m)
    assert poor.gold_rate() == 1.0 and poor.worth({"gold": 3}) == 3.0
    assert poor.worth({"rumors": 1}) == V_RUMOR + FIRST_RUMOR
    fighters_poor = _give_cost(poor, {"fighter": 2})
    me.gold, me.rumors_new = 40, 1
    rich = ctx_of(m)
    assert rich.gold_rate() == 0.35 and rich.worth({"gold": 3}) == 3 * 0.35
    assert rich.worth({"rumors": 1}) == V_RUMOR  # not our first
    assert _give_cost(rich, {"fighter": 2}) < fighters_poor
    assert _give_cost(rich, {"rumors": 1}) == V_RUMOR + FIRST_RUMOR  # our last Rumor: no card


def test_a_rich_zhentarim_buys_a_magic_item_where_a_poor_one_takes_gold():
    """VD-FACT-11, issue 19: the Zhentarim Action (4 gold for a Magic Item) loses to Take 1 Gold at
    the starting 10 gold and beats it at 30, when nothing else is on offer."""
    from game.vault.actions import TakeGold

    m = start(3, initiative=2)
    cy = m.state.seats[2]
    assert cy.faction == "zhentarim" and m.to_act() == 2
    cy.supply = [0, 0, 0]  # nothing left to hire
    assert bot_move(m, "heuristic") == TakeGold()
    cy.gold = 30
    assert bot_move(m, "heuristic") == FactionAction()


def test_the_bot_hires_with_the_zhentarim_initiative_discount():
    """VD-FACT-11: the Zhentarim's first Hire of a round they opened with the Initiative costs 2
    gold less; the bot counts that gold as its own when it plans a Hire."""
    m = start(3, initiative=2)
    cy = m.state.seats[2]
    assert cy.hire_discount == 2
    assert ctx_of(m).hire_gold() == cy.gold + 2
