"""Every effect of the content vocabulary has a handler, and each handler does what its name says
(spaces, tiles, intrigue cards, plot quests), "if possible" taking only what a victim has."""
from game.core.common_actions import Pass, Pick
from game.waterdeep import builders_hall
from game.waterdeep.actions import Assign, Choose, Complete, Recall, Target
from game.waterdeep.content import EFFECTS as VOCABULARY
from game.waterdeep.content import load
from game.waterdeep.effects import EFFECTS
from game.waterdeep.needs import NEEDS
from tests.waterdeep.helpers import build, give, next_round, owed, play, start, strip, to_hall, to_hand, to_quests


def _complete_plot(m, seat: int, quest: str) -> None:
    """Seat 0 (to act) completes the plot quest on a quiet turn."""
    to_quests(m, seat, quest)
    give(m, seat, **load().quests[quest].requires)
    play(m, Assign("sable_athenaeum"), Complete(quest))


def _pass_bo(m) -> None:
    """Bo takes a plain space that Ana's tests do not use, and passes on quests."""
    legal = m.legal_actions()
    play(m, next(Assign(s) for s in ("cutpurse_steps", "dawnbell_chapel", "copper_exchange", "cliffwatch_1")
                  if Assign(s) in legal))
    while owed(m) is not None and owed(m).seat == 1:
        play(m, Pass() if owed(m).kind == "complete" else m.legal_actions()[0])


def test_every_effect_name_has_a_handler_and_no_more():
    assert EFFECTS.names() == set(VOCABULARY) and not EFFECTS.missing()
    assert NEEDS.names() <= set(VOCABULARY)
    used = set()
    c = load()
    used |= {s.effect for b in c.basics.values() for s in b.spaces if s.effect}
    used |= {t.effect for t in c.buildings.values() if t.effect}
    used |= {i.effect for i in c.intrigue.values() if i.effect}
    used |= {q.plot for q in c.quests.values() if q.plot}
    assert used == set(VOCABULARY)


def test_first_player_marker_moves_to_who_takes_it():
    """G-11, LW-EOR-03: the Masked Court takes the First Player marker (and an Intrigue card); the
    next round starts with its taker."""
    m = start(3)
    play(m, Assign("drill_yard"))
    if owed(m).kind == "complete":
        play(m, Pass())
    hand = len(m.state.seats[1].intrigue)
    play(m, Assign("masked_court"))
    assert m.state.first == 1 and len(m.state.seats[1].intrigue) == hand + 1
    next_round(m)
    assert owed(m).seat == 1


def test_the_ambassador_serves_the_next_round():
    """LW-COMP-08, LW-TURN-08: the Hall of Envoys gives its visitor the Ambassador, an extra agent for
    the next round only; its owner gains 2 VP when another seat visits."""
    m = start(2)
    build(m, 1, "hall_of_envoys")
    play(m, Assign("hall_of_envoys"))
    assert m.state.ambassador_next == 0 and m.state.seats[1].vp == 2
    next_round(m)
    ana = m.state.seats[0]
    assert ana.neutral == ["ambassador"] and ana.agents == 5 and ana.pool == 5
    m.state.occupants["hall_of_envoys"] = [1]  # nobody takes it again this round
    m.state.seats[1].pool -= 1
    next_round(m)
    assert ana.neutral == [] and ana.agents == 4 and m.state.ambassador == -1


def test_choose_one_on_a_space_with_a_bonus_cube():
    """choose_one on a tile, and bonus_cube: with Drill the Shield Wall done, a space giving Fighters
    gives one more (the chosen bundle of a space too), other gains not."""
    m = start(2)
    _complete_plot(m, 0, "drill_the_shield_wall")
    _pass_bo(m)
    fighters = m.state.seats[0].tavern["fighter"]
    build(m, 1, "crossroads_caravanserai")
    play(m, Assign("crossroads_caravanserai"))
    assert owed(m).kind == "choose" and len(m.legal_actions()) == 4
    play(m, Choose(0))  # 3 Fighters, +1
    assert m.state.seats[0].tavern["fighter"] == fighters + 4
    _pass_bo(m)
    play(m, Assign("drill_yard"))
    assert m.state.seats[0].tavern["fighter"] == fighters + 4 + 3


def test_urgent_summons_moves_a_placed_agent():
    """LW-WH-06, reassign_agent: an intrigue card moves one of your placed agents to an open space
    (never the Harbor), where it takes that space's action."""
    m = start(2)
    play(m, Assign("drill_yard"))
    _pass_bo(m)
    to_hand(m, 0, "urgent_summons")
    play(m, Assign("harbor_1"), Pick("urgent_summons"))
    assert m.legal_actions() == [Recall("drill_yard"), Pass()]
    play(m, Recall("drill_yard"))
    assert owed(m).kind == "redeploy" and Assign("drill_yard") not in m.legal_actions()
    assert not [a for a in m.legal_actions() if a.space.startswith("harbor")]
    gold = m.state.seats[0].gold
    play(m, Assign("copper_exchange"))
    assert m.state.occupants["copper_exchange"] == [0] and "drill_yard" not in m.state.occupants
    assert m.state.seats[0].gold == gold + 4


def test_opponent_loses_with_a_gain_per_piece_or_else():
    """opponent_loses: Hired Away takes 2 Fighters from the chosen opponent and pays 2 gold for each;
    with no Fighters to take, the card's other reward (an Intrigue card)."""
    m = start(3)
    strip(m, 1), strip(m, 2)
    give(m, 1, fighter=3)
    to_hand(m, 0, "hired_away", "hired_away")
    gold = m.state.seats[0].gold
    play(m, Assign("harbor_1"), Pick("hired_away"))
    assert set(m.legal_actions()) == {Target(1), Target(2)}
    play(m, Target(1))
    assert m.state.seats[1].tavern["fighter"] == 1 and m.state.seats[0].gold == gold + 4


def test_opponent_loses_nothing_gives_the_else():
    m = start(2)
    strip(m, 1)
    to_hand(m, 0, "hired_away")
    hand = len(m.state.seats[0].intrigue)
    play(m, Assign("harbor_1"), Pick("hired_away"), Target(1))
    assert len(m.state.seats[0].intrigue) == hand - 1 + 1


def test_steal_takes_up_to_the_count():
    """steal: Lifted Purse takes up to 4 gold from the chosen opponent (only what they have)."""
    m = start(2)
    strip(m, 1)
    give(m, 1, gold=3)
    to_hand(m, 0, "lifted_purse")
    gold = m.state.seats[0].gold
    play(m, Assign("harbor_1"), Pick("lifted_purse"), Target(1))
    assert m.state.seats[1].gold == 0 and m.state.seats[0].gold == gold + 3


def test_steal_cubes():
    m = start(2)
    strip(m, 1)
    give(m, 1, cleric=2)
    to_hand(m, 0, "lured_acolyte")
    play(m, Assign("harbor_1"), Pick("lured_acolyte"), Target(1))
    assert m.state.seats[1].tavern["cleric"] == 1 and m.state.seats[0].tavern["cleric"] == 1


def test_gain_and_opponents_gain():
    """gain_and_opponents_gain: Muster in the Market, 2 Fighters to you, 1 to each opponent."""
    m = start(3)
    to_hand(m, 0, "muster_in_the_market")
    before = [p.tavern["fighter"] for p in m.state.seats]
    play(m, Assign("harbor_1"), Pick("muster_in_the_market"))
    assert [p.tavern["fighter"] - b for p, b in zip(m.state.seats, before)] == [2, 1, 1]


def test_draw_quests_keep_some():
    """draw_quests: Posted Bounties draws 3 quests, Ana keeps 2, the third is discarded."""
    m = start(2)
    to_hand(m, 0, "posted_bounties")
    play(m, Assign("harbor_1"), Pick("posted_bounties"))
    assert owed(m).kind == "keep" and len(m.legal_actions()) == 3
    drawn = list(owed(m).data["cards"])
    play(m, Pick(drawn[1]))
    assert owed(m).kind == "keep" and len(m.legal_actions()) == 2
    play(m, Pick(drawn[0]))
    assert set(drawn[:2]) <= set(m.state.seats[0].quests) and m.state.quest_deck.discard == [drawn[2]]


def test_take_an_inn_quest_by_card():
    """take_inn_quest: Word at the Inn takes a face-up quest and 2 gold; the Inn refills."""
    m = start(2)
    to_hand(m, 0, "word_at_the_inn")
    quest = m.state.inn[1]
    gold = m.state.seats[0].gold
    play(m, Assign("harbor_1"), Pick("word_at_the_inn"), Pick(quest))
    assert quest in m.state.seats[0].quests and m.state.seats[0].gold == gold + 2 and all(m.state.inn)


def test_vp_per_type_plot():
    """vp_per_type: with the Pilgrims' Hostel done, every later Piety quest pays 2 VP more."""
    m = start(2)
    _complete_plot(m, 0, "found_the_pilgrims_hostel")
    vp = m.state.seats[0].vp
    _pass_bo(m)
    to_quests(m, 0, "heal_the_fever_ward")
    give(m, 0, cleric=2)
    play(m, Assign("drill_yard"), Complete("heal_the_fever_ward"))
    assert m.state.seats[0].vp == vp + 6 + 2


def test_round_start_gain_plot():
    """round_start_gain: with the Spice Route open, 2 gold at each round's start."""
    m = start(2)
    _complete_plot(m, 0, "open_a_spice_route")
    m.state.seats[0].pool, m.state.seats[1].pool = 0, 1  # Bo's turn now is the round's last
    strip(m, 0)
    _pass_bo(m)
    assert m.state.round == 2 and m.state.seats[0].gold == 2


def test_intrigue_gold_plot():
    """intrigue_gold: with the Harbourmaster's Seal forged, 2 gold whenever Ana plays an intrigue card."""
    m = start(2)
    _complete_plot(m, 0, "forge_the_harbourmasters_seal")
    _pass_bo(m)
    to_hand(m, 0, "statue_in_your_honour")
    gold = m.state.seats[0].gold
    play(m, Assign("harbor_1"), Pick("statue_in_your_honour"))
    assert m.state.seats[0].gold == gold + 2


def test_building_discount_plot():
    """building_discount: with the Masons' Lodge chartered, every tile costs 2 gold less (never below 0)."""
    m = start(2)
    _complete_plot(m, 0, "charter_a_masons_lodge")
    to_hall(m, "helmstar_warehouse", "ironmark_armoury", "twin_lamps_temple")
    assert builders_hall.price(m.state, 0, "helmstar_warehouse") == 1
    assert builders_hall.price(m.state, 1, "helmstar_warehouse") == 3
    _pass_bo(m)
    strip(m, 0)
    give(m, 0, gold=4)
    play(m, Assign("builders_hall"))
    assert set(m.legal_actions()) == {Pick("helmstar_warehouse"), Pick("ironmark_armoury"), Pick("twin_lamps_temple")}
    play(m, Pick("twin_lamps_temple"))
    assert m.state.seats[0].gold == 0
