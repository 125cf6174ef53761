"""Lords of Waterdeep content as loaded: the box's counts, the cards and buildings the rulebook
names with its facts, ids, references and effect names, the config's numbers, and each card's
text against its data."""
from __future__ import annotations

import re
from collections import Counter

import pytest

from game.waterdeep import content as wd
from game.waterdeep.content import ADVENTURERS, EFFECTS, QUEST_TYPES, load

C = load()


def effects_used(content=C) -> Counter:
    """How often each effect name is used, wherever content names one."""
    used = Counter(s.effect for s in content.spaces.values() if s.effect)
    used.update(b.effect for b in content.buildings.values() if b.effect)
    used.update(q.plot for q in content.quests.values() if q.plot)
    used.update(c.effect for c in content.intrigue.values() if c.effect)
    return used


# -- counts (LW-COMP) ---------------------------------------------------------------------------
def test_the_box_holds_121_cards():
    """LW-COMP-01 and G-07: 11 lords + 60 quests + 50 intrigue cards (counting copies) = 121."""
    assert (len(C.lords), len(C.quests), len(C.intrigue_deck())) == (11, 60, 50)
    assert C.card_count() == 121


def test_eleven_lords_ten_pairs_and_a_builder():
    """LW-COMP-05 and G-06: 11 lords; ten score the ten pairs of quest types, 4 VP each, and the
    eleventh scores 4 VP for each building owned (LW-LORD-01; 4, not 6: docs/decisions.md)."""
    pairs = sorted(tuple(sorted(lord.types)) for lord in C.lords.values() if lord.scoring == "quest_types")
    every_pair = sorted((a, b) for i, a in enumerate(QUEST_TYPES) for b in QUEST_TYPES[i + 1:])
    assert pairs == every_pair
    assert all(lord.vp == 4 for lord in C.lords.values() if lord.scoring == "quest_types")
    builders = [lord for lord in C.lords.values() if lord.scoring == "buildings"]
    assert len(builders) == 1 and builders[0].vp == 4 and builders[0].types == ()


def test_nine_basic_buildings_in_board_order():
    """LW-COMP-06 and G-01: 9 basic buildings, each with one or more action spaces; the three
    the rulebook names come first. Basic buildings have no owner (LW-BLD-04): no owner field."""
    assert len(C.basics) == 9
    assert list(C.basics)[:3] == ["builders_hall", "cliffwatch_inn", "waterdeep_harbor"]
    assert all(b.spaces for b in C.basics.values())
    assert not hasattr(next(iter(C.basics.values())), "owner")


def test_at_least_24_building_tiles_with_a_cost_and_an_owner_line():
    """LW-BLD-01 and G-03: every tile shows a name, a cost, what a visit gives and the owner's
    benefit; at least 24 of them. One tile's action takes the Ambassador (LW-COMP-08)."""
    assert len(C.buildings) >= 24
    for b in C.buildings.values():
        assert b.name and b.cost >= 1 and b.owner and b.text and b.owner_text
        assert b.visit or b.effect or b.round_start
    assert [b.id for b in C.buildings.values() if b.effect == "take_ambassador"] == ["hall_of_envoys"]


def test_quests_of_all_five_types_with_plot_quests():
    """LW-QST-01: every quest is Arcana, Commerce, Piety, Skullduggery or Warfare; we author
    twelve of each. LW-PQ-01: at least 8 plot quests, each with an ongoing effect and its words."""
    assert Counter(q.type for q in C.quests.values()) == {t: 12 for t in QUEST_TYPES}
    plots = [q for q in C.quests.values() if q.is_plot]
    assert len(plots) >= 8
    assert all(q.plot_text for q in plots)
    assert {q.type for q in plots} == set(QUEST_TYPES)


def test_quests_require_adventurers_and_gold_only():
    """LW-QST-02: the Requires line lists adventurers by kind and number, and any gold."""
    for q in C.quests.values():
        assert q.requires and set(q.requires) <= set(ADVENTURERS) | {"gold"}
        assert any(k in q.requires for k in ADVENTURERS)


def test_intrigue_of_the_three_kinds():
    """LW-INT-03: every intrigue card is an attack, a utility or a mandatory quest, and all three
    kinds are in the deck; about eight mandatory quests (LW-INT-06), each with a quest type,
    requirements and a reward like any quest (LW-MQ-03)."""
    kinds = Counter()
    for card in C.intrigue.values():
        kinds[card.kind] += card.copies
    assert set(kinds) == {"attack", "utility", "mandatory"} and sum(kinds.values()) == 50
    assert 6 <= kinds["mandatory"] <= 10
    for card in C.intrigue.values():
        if card.kind == "mandatory":
            assert card.type in QUEST_TYPES and card.requires and card.reward and not card.effect
        else:
            assert card.effect and not card.requires and not card.reward


# -- the rulebook's named cards keep its facts ------------------------------------------------------
def test_helmstar_warehouse():
    """LW-EX-01 (LW-BLD-01, LW-BLD-03): cost 3; a visit gives 2 Rogues and 2 gold; the owner takes
    1 Rogue when another seat visits."""
    b = C.buildings["helmstar_warehouse"]
    assert (b.name, b.cost, b.visit, b.owner) == ("Helmstar Warehouse", 3, {"rogue": 2, "gold": 2}, {"rogue": 1})
    assert not b.effect and not b.round_start and not b.on_purchase


def test_spy_on_the_house_of_light():
    """LW-EX-06 (LW-QST-06): the reward is 6 VP and 6 gold."""
    q = C.quests["spy_on_the_house_of_light"]
    assert (q.name, q.reward, q.is_plot) == ("Spy on the House of Light", {"vp": 6, "gold": 6}, False)


def test_recover_the_magisters_orb():
    """LW-EX-08 (LW-PQ-01, LW-ASG-04): a plot quest, one-time reward 6 VP, ongoing: once per round
    assign an agent to a space holding an opponent's agent (effect share_space)."""
    q = C.quests["recover_the_magisters_orb"]
    assert (q.name, q.reward, q.plot) == ("Recover the Magister's Orb", {"vp": 6}, "share_space")
    assert "Once per round" in q.plot_text and "opponent" in q.plot_text


def test_one_plot_quest_brings_the_lieutenant():
    """LW-COMP-08 and LW-TURN-08: the Lieutenant joins a pool through a game effect: one plot quest."""
    assert [q.id for q in C.quests.values() if q.plot == "lieutenant"] == ["commission_a_field_captain"]


def test_lack_of_faith():
    """LW-EX-02 (LW-INT-02, LW-INT-04): an attack; each opponent loses 1 Cleric, if they have one."""
    card = C.intrigue["lack_of_faith"]
    assert (card.name, card.kind, card.effect, card.args) == (
        "Lack of Faith", "attack", "each_opponent_loses", {"bundle": {"cleric": 1}})


def test_call_in_a_favor():
    """LW-EX-04 (LW-INT-05, G-10): a utility; take resources of your choice from the supply, the
    amount ours: one of several bundles, adventurers of every kind or gold."""
    card = C.intrigue["call_in_a_favor"]
    assert (card.name, card.kind, card.effect) == ("Call in a Favor", "utility", "choose_one")
    kinds = {k for option in card.args["options"] for k in option}
    assert kinds == set(ADVENTURERS) | {"gold"}


def test_stamp_out_cultists():
    """LW-EX-07 (LW-MQ-01..03): a mandatory quest requiring 1 Cleric, 1 Fighter and 1 Rogue; reward 2 VP."""
    card = C.intrigue["stamp_out_cultists"]
    assert (card.name, card.kind, card.requires, card.reward) == (
        "Stamp Out Cultists", "mandatory", {"cleric": 1, "fighter": 1, "rogue": 1}, {"vp": 2})


def test_khelben_arunsun():
    """LW-EX-05 (LW-LORD-01): 4 VP for each Arcana and each Warfare quest completed."""
    lord = C.lords["khelben_arunsun"]
    assert (lord.name, lord.scoring, set(lord.types), lord.vp) == (
        "Khelben Arunsun", "quest_types", {"arcana", "warfare"}, 4)


def test_builders_hall_cliffwatch_and_the_harbor():
    """LW-BH-01, LW-CW-01..03 and G-02, LW-WH-01..02: Builder's Hall buys a tile; Cliffwatch Inn has
    three spaces, each taking a face-up quest with its own bonus (2 gold, 1 Intrigue, a reset);
    the Harbor has three numbered spaces, each playing an Intrigue card."""
    hall = C.basics["builders_hall"].spaces
    assert [(s.id, s.effect) for s in hall] == [("builders_hall", "buy_building")]
    inn = C.basics["cliffwatch_inn"].spaces
    assert [s.id for s in inn] == ["cliffwatch_1", "cliffwatch_2", "cliffwatch_3"]
    assert {s.effect for s in inn} == {"take_quest"}
    assert [s.args for s in inn] == [{"gain": {"gold": 2}}, {"gain": {"intrigue": 1}}, {"reset": True}]
    harbor = C.basics["waterdeep_harbor"].spaces
    assert [(s.id, s.effect) for s in harbor] == [(f"harbor_{n}", "play_intrigue") for n in (1, 2, 3)]


def test_one_space_takes_the_first_player_marker():
    """G-11 (LW-EOR-03): the First Player marker moves only at the one basic building whose
    action takes it, with a small reward; the other five of ours give adventurers or gold."""
    firsts = [s for s in C.spaces.values() if s.effect == "first_player"]
    assert [s.id for s in firsts] == ["masked_court"] and firsts[0].args == {"gain": {"intrigue": 1}}
    ours = [b for b in list(C.basics.values())[3:] if b.id != "masked_court"]
    gains = sorted(tuple(b.spaces[0].gain.items()) for b in ours)
    assert gains == sorted([(("fighter", 2),), (("rogue", 2),), (("cleric", 1),), (("wizard", 1),), (("gold", 4),)])


# -- config -----------------------------------------------------------------------------------
def test_config_numbers():
    """LW-SET-02 (4/3/2/2 agents for 2-5 players), LW-SET-03 and LW-RND-05 (the extra agent in
    round 5), LW-RND-01 (8 rounds), LW-SET-05 (3 VP a round space), LW-SET-14 (4 gold, +1 a seat),
    LW-SET-07 (3 Hall tiles), LW-RND-03 (+1 VP a round), LW-SET-10/11/12 (2 quests, 4 at the Inn,
    2 intrigue), LW-END-03 (2 gold = 1 VP), G-09 (25 cubes of each of the 4 kinds: 100, LW-COMP-01)."""
    cfg = C.config
    assert cfg.agents_by_players == {2: 4, 3: 3, 4: 2, 5: 2} and cfg.extra_agent_round == 5
    assert (cfg.rounds, cfg.round_vp, cfg.start_gold, cfg.start_gold_step) == (8, 3, 4, 1)
    assert (cfg.hall_tiles, cfg.hall_vp_per_round, cfg.inn_quests) == (3, 1, 4)
    assert (cfg.start_quests, cfg.start_intrigue, cfg.gold_per_vp) == (2, 2, 2)
    assert cfg.cubes_per_kind * len(ADVENTURERS) == 100


def test_five_seat_colours_each_with_a_symbol():
    """LW-COMP-02 (5 agent colours) and LW-COMP-09 (no sixth colour); colour-blind safe: each has
    a symbol, and none is the Fighters' orange or the Wizards' purple."""
    colours = C.config.colours
    assert len(colours) == 5 and len({c.rgb for c in colours}) == 5
    assert all(c.symbol for c in colours) and len({c.symbol for c in colours}) == 5
    assert not {"Orange", "Purple"} & {c.name for c in colours}


# -- ids, references and effects -------------------------------------------------------------------
def test_ids_are_unique_and_snake_case():
    ids = [s.id for s in C.spaces.values()] + list(C.buildings) + list(C.quests) + list(C.intrigue) + list(C.lords)
    assert len(ids) == len(set(ids))
    assert all(re.fullmatch(r"[a-z][a-z0-9_]*", i) for i in ids)
    names = [x.name for group in (C.basics, C.buildings, C.quests, C.intrigue, C.lords) for x in group.values()]
    assert len(names) == len(set(names))


def test_every_reference_resolves():
    """Quest types named by lords, mandatory quests and plot effects are real types; adventurer
    kinds named by effects are real kinds; every space belongs to its basic building."""
    for lord in C.lords.values():
        assert set(lord.types) <= set(QUEST_TYPES)
    for card in C.intrigue.values():
        assert card.type in ("",) + QUEST_TYPES
        if card.effect == "steal":
            assert card.args["kind"] in ADVENTURERS + ("gold",)
    for q in C.quests.values():
        if q.plot == "vp_per_type":
            assert q.plot_args["type"] in QUEST_TYPES
        if q.plot == "bonus_cube":
            assert q.plot_args["kind"] in ADVENTURERS
    for basic in C.basics.values():
        assert all(C.spaces[s.id].building == basic.id for s in basic.spaces)


def test_every_effect_name_is_known_and_every_known_name_is_used():
    """Content names only effects in EFFECTS, and every name in EFFECTS is used by some content
    (so every engine handler has a card, tile or space that reaches it)."""
    used = effects_used()
    assert set(used) <= set(EFFECTS)
    assert set(EFFECTS) <= set(used), sorted(set(EFFECTS) - set(used))


def test_the_effect_list_is_the_contracts():
    """The names are the contract's (docs/waterdeep-content.md): the engine registers one handler each."""
    assert set(EFFECTS) == {
        "buy_building", "take_quest", "play_intrigue", "first_player", "take_ambassador", "choose_one",
        "reassign_agent", "each_opponent_loses", "opponent_loses", "steal", "gain_and_opponents_gain",
        "draw_quests", "take_inn_quest", "gain", "share_space", "lieutenant", "bonus_cube", "vp_per_type",
        "round_start_gain", "intrigue_gold", "building_discount"}
    assert set(wd.SPACE_EFFECTS) | set(wd.INTRIGUE_EFFECTS) | set(wd.PLOT_EFFECTS) == set(EFFECTS)


def test_decks_list_every_copy():
    deck = C.intrigue_deck()
    assert Counter(deck) == {c.id: c.copies for c in C.intrigue.values()}


# -- each text says what its data does ----------------------------------------------------------
def _numbers(text: str) -> list[int]:
    return sorted(int(n) for n in re.findall(r"\d+", text))


def _bundle_numbers(*bundles: dict) -> list[int]:
    return sorted(n for b in bundles for n in b.values())


def _arg_numbers(effect: str, args: dict) -> list[int]:
    """The numbers a player must read for an effect: amounts of its bundles and counts."""
    out = []
    for key, value in args.items():
        if isinstance(value, dict):
            out += value.values()
        elif isinstance(value, list):
            out += [n for b in value for n in b.values()]
        elif isinstance(value, int) and not isinstance(value, bool):
            out.append(value)
    return sorted(out)


@pytest.mark.parametrize("bid", sorted(C.buildings))
def test_building_text_says_its_numbers(bid):
    b = C.buildings[bid]
    assert _numbers(b.text) == sorted(_bundle_numbers(b.visit, b.on_purchase, b.round_start)
                                      + _arg_numbers(b.effect, b.args)), b.text
    assert _numbers(b.owner_text) == _bundle_numbers(b.owner), b.owner_text
    for kind in ("Cleric", "Fighter", "Rogue", "Wizard"):
        assert (kind in b.text) == (kind.lower() in {**b.visit, **b.round_start, **b.on_purchase}
                                    or any(kind.lower() in o for o in b.args.get("options", []))
                                    or kind.lower() in b.args.get("gain", {})), (bid, kind)


@pytest.mark.parametrize("sid", sorted(C.spaces))
def test_space_text_says_its_numbers(sid):
    s = C.spaces[sid]
    if s.effect == "play_intrigue":  # "first", "second", "third": the Harbor's order, no amounts
        assert s.text.startswith("Play an Intrigue card")
        return
    assert _numbers(s.text) == sorted(_bundle_numbers(s.gain) + _arg_numbers(s.effect, s.args)), s.text


@pytest.mark.parametrize("cid", sorted(c for c in C.intrigue if C.intrigue[c].kind != "mandatory"))
def test_intrigue_text_says_its_numbers(cid):
    card = C.intrigue[cid]
    assert _numbers(card.text) == _arg_numbers(card.effect, card.args), card.text


@pytest.mark.parametrize("qid", sorted(q for q in C.quests if C.quests[q].is_plot))
def test_plot_text_says_its_numbers(qid):
    q = C.quests[qid]
    numbers = [v for k, v in q.plot_args.items() if isinstance(v, int)]
    numbers += [n for v in q.plot_args.values() if isinstance(v, dict) for n in v.values()]
    expected = sorted(numbers + ([1] if q.plot == "bonus_cube" else []))
    assert _numbers(q.plot_text) == expected, q.plot_text


@pytest.mark.parametrize("lid", sorted(C.lords))
def test_lord_text_says_its_numbers_and_types(lid):
    lord = C.lords[lid]
    assert _numbers(lord.text) == [lord.vp]
    for t in QUEST_TYPES:
        assert (t.capitalize() in lord.text) == (t in lord.types), (lid, t)


# -- balance (docs/waterdeep-content.md, "Balance") --------------------------------------------------
WORTH = {"cleric": 2, "wizard": 2, "fighter": 1, "rogue": 1, "gold": 0.5, "vp": 1, "intrigue": 1, "quest": 1}


def worth(bundle: dict) -> float:
    return sum(WORTH[k] * n for k, n in bundle.items())


@pytest.mark.parametrize("qid", sorted(C.quests))
def test_quest_rewards_pay_for_their_requirements(qid):
    """A quest costs 3-10 in adventurer terms (a Cleric or Wizard worth 2 Fighters or Rogues, 2 gold
    worth 1); an ordinary quest pays 1.3-2x that; a plot quest pays less, its ongoing effect being
    the rest of its worth."""
    q = C.quests[qid]
    cost, reward = worth(q.requires), worth(q.reward)
    assert 3 <= cost <= 10
    low, high = (0.5, 1.1) if q.is_plot else (1.3, 2.0)
    assert low <= reward / cost <= high, (qid, cost, reward)


def test_mandatory_quests_are_minor_tasks():
    """LW-INT-06: a minor but pressing task: 3-4 in adventurer terms, 2 VP."""
    for card in C.intrigue.values():
        if card.kind == "mandatory":
            assert 2.5 <= worth(card.requires) <= 4 and card.reward == {"vp": 2}, card.id


def test_the_content_doc_counts_what_is_shipped():
    """docs/waterdeep-content.md's table of the authored sets says what the files hold."""
    from pathlib import Path
    doc = (Path(__file__).resolve().parents[2] / "docs" / "waterdeep-content.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| (\w+)\.toml \| (\d+)", doc, re.MULTILINE))
    assert rows == {"basics": str(len(C.basics)), "buildings": str(len(C.buildings)), "quests": str(len(C.quests)),
                    "intrigue": str(len(C.intrigue)), "lords": str(len(C.lords))}
    assert f"{len(C.intrigue)} cards, {len(C.intrigue_deck())} with copies" in doc


@pytest.mark.parametrize("bid", sorted(C.buildings))
def test_building_costs_follow_what_a_visit_gives(bid):
    """A tile's visit is worth 2-4 units (a basic space gives 2), its cost 3-7 gold, and a richer
    visit never costs less than the visit is worth minus 1."""
    b = C.buildings[bid]
    assert 3 <= b.cost <= 7
    if b.visit:
        assert 2 <= worth(b.visit) <= 4 and b.cost >= worth(b.visit) - 1, (bid, worth(b.visit))
