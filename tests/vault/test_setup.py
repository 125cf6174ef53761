"""Vault of Dragons: components, icons, setup and the Factions' cards.

Covers VD-COMP, VD-ICON, VD-SETUP and VD-FACT (the Faction Actions themselves are exercised
in test_actions.py), plus worked example EX-26 (setup counts)."""
from __future__ import annotations

from collections import Counter

import pytest

from game.core.dice import die
from game.core.errors import SetupError
from game.core.match import Match
from game.core.protocol import CHANCE, Draw, Roll
from game.vault import board, city, content, dungeons
from game.vault.actions import (Enter, FactionAction, Hire, PlaceWatch, RevealVault, SpendRumors, TakeGold,
                                UseLocation, Whisper)
from game.vault.content import load
from game.vault.state import CLASS_DIE, ENTRANCES, HIRE_COST, RUMOR_TOKENS
from tests.vault.helpers import FACTIONS, draw, owed, put, refused, roll, start




def new(seats: int, seed: int = 0, **setup) -> Match:
    """A match stopped at the opening Initiative roll."""
    data = {"seats": [{"name": f"P{i}", "faction": FACTIONS[i]} for i in range(seats)], **setup}
    return Match("vault", data, seed)


def take_secrets(m: Match, seat: int, n: int) -> None:
    """Hand a seat n Secrets out of the pile (so every token stays accounted for)."""
    for _ in range(n):
        sid = m.state.secrets.pile.pop(0)
        m.state.seats[seat].secrets.append(sid)


# ---------------------------------------------------------------------------------------------
# 1. Components (VD-COMP)
# ---------------------------------------------------------------------------------------------
def test_twelve_double_sided_locations():
    """VD-COMP-01, VD-COMP-05: 12 Location tiles, 24 faces; each tile's two faces differ."""
    c = load()
    assert len(c.tiles) == 12 and len(c.faces) == 24
    sides = [f for t in c.tiles.values() for f in (t.dragon, t.other)]
    assert len(set(sides)) == 24 and set(sides) == set(c.faces)
    for t in c.tiles.values():
        assert c.faces[t.dragon].name != c.faces[t.other].name
        assert c.faces[t.dragon].side == "dragon" and c.faces[t.other].side == "other"


def test_every_face_has_one_action_only_the_controller_may_use():
    """VD-COMP-02, VD-LOC-01: every face prints one Action (a kind and the text); only the
    player who Controls the Location may use it."""
    for f in load().faces.values():
        assert f.kind in content.FACE_KINDS and f.text.strip()
    m = start(3)  # seat 0 (Ana) to act
    put(m, 1, "s2", fighters=1)  # Bo alone at the Gilded Lantern
    refused(m, UseLocation("s2"), "not Controlled by you")
    put(m, 0, "s0", fighters=1)
    assert city.controller(m.state, "s0") == 0


def test_control_needs_you_alone_and_no_active_watch():
    """VD-COMP-03, VD-GLOSS-09, VD-GLOSS-10, VD-GLOSS-29: Control = only your Followers there and
    no active Watch; nobody Controls an empty Location; two Factions (or a Watch) Contest it."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    assert city.controller(s, "s0") == -1 and not city.contested(s, "s0")  # empty
    put(m, 0, "s0", fighters=1)
    assert city.controller(s, "s0") == 0 and not city.contested(s, "s0")
    put(m, 1, "s0", rogues=1)
    assert city.controller(s, "s0") == -1 and city.contested(s, "s0")
    put(m, 2, "s9", wizards=1)  # alone, but with the Watch
    assert city.controller(s, "s9") == -1 and city.contested(s, "s9")
    s.watch[0].regrouping = True  # a Regrouping token contests nothing
    assert city.controller(s, "s9") == 2 and not city.contested(s, "s9")


def test_five_dungeon_tiles_and_the_portal():
    """VD-COMP-07, VD-COMP-08, VD-COMP-27: 4 double-sided Undermountain tiles (8 faces) plus the
    Vault tile (AMB-12); the Yawning Portal is a separate board touching the top row with
    three paid entrances (and the free Vault door, AMB-10)."""
    c = load()
    assert len(c.levels) == 8
    assert Counter(lv.tile for lv in c.levels.values()) == {1: 2, 2: 2, 3: 2, 4: 2}
    assert c.vault_difficulty == 20
    assert board.neighbours(board.YP) == ("s0", "s1", "s2")
    assert ENTRANCES == ("gold", "magic", "rumors", "vault")
    # the components the text leaves out are there: 4 Faction cards with their text, 2 discard piles
    assert all(f.text_initiative and f.text_action for f in c.factions.values())
    m = start(2)
    assert m.state.treasure.discard == [] and m.state.magic.discard == []


def test_only_followers_on_the_portal_enter_undermountain():
    """VD-COMP-08: the Portal is the way into Undermountain: Followers elsewhere cannot go down."""
    m = start(3)
    put(m, 0, "s0", fighters=2)
    refused(m, Enter("gold", fighters=1), "only Followers on the Yawning Portal")


def test_secret_tokens_and_where_secrets_come_from():
    """VD-COMP-09, VD-COMP-11, VD-CARD-22: 21 Secrets; besides Dungeons they come from a Magic
    Item (the Mad Wizard's Journal) and from the trade at Mirt's Mansion."""
    c = load()
    assert len(c.secrets) == 21
    journal = [card for card in c.cards.values() if card.effect == "gain_secret"]
    assert [j.deck for j in journal] == ["magic"] and journal[0].copies == 2
    mirt = c.faces["mirts_mansion"]
    assert mirt.kind == "secret_barter" and mirt.trades[0]["get"] == {"secret": 1}
    m = start(3)
    assert len(m.state.secrets) == 21


def test_three_secrets_let_you_reveal_the_vault():
    """VD-COMP-10, VD-WIN-02, VD-VAULT-04: with 2 Secrets the reveal is refused; with 3 it is free
    (no Action spent) and the turn stays yours."""
    m = start(3)
    take_secrets(m, 0, 2)
    refused(m, RevealVault(), "need 3 Secrets")
    take_secrets(m, 0, 1)
    m.act(RevealVault())
    assert m.state.vault_revealed and m.state.seats[0].actions == 5 and m.to_act() == 0


def test_secrets_help_and_hurt_in_dungeons():
    """VD-COMP-12, VD-GLOSS-06, VD-GLOSS-23: each Secret adds +1 to the Dungeon attempt and one
    more Casualty die suffered afterwards."""
    m = start(3, deck_orders={"secrets": ["secret_flooded_stair"]})
    take_secrets(m, 0, 2)
    put(m, 0, "yp", fighters=1)
    m.act(Enter("gold", fighters=1))
    draw(m, "secret_flooded_stair")  # room 2 needs 9, room 3 needs 13, room 1 has no Casualty die
    roll(m, 7)  # the d10
    assert owed(m) == "modify"
    from game.vault.fights import strength

    assert strength(m.state, m.state.fight, m.state.fight.sides[0]) == 7 + 2
    from game.vault.actions import Pass

    m.act(Pass())  # AS 9 reaches room 2
    assert m.state.fight.reached == 2
    # 2 Casualty dice for 2 Secrets; the Dungeon Level and rooms 1-2 picture none
    assert m.rules.chance(m.state).dice == ("casualty", "casualty")


def test_thirty_rumor_tokens_cap_the_supply():
    """VD-COMP-13, VD-ICON-06, AMB-28: 30 Rumor tokens; a gain is New; a gain from an empty
    supply is lost."""
    assert RUMOR_TOKENS == 30
    m = start(3)
    s = m.state
    assert s.seats[0].rumors_new == 1  # the Xanathar's Initiative Rumor arrives New
    s.seats[1].rumors_old = 28
    assert city.gain_rumors(s, 2, 3) == 1
    assert s.seats[2].rumors_new == 1 and sum(p.rumors for p in s.seats) == 30
    assert city.gain_rumors(s, 2, 1) == 0


def test_action_tokens_five_a_player():
    """VD-COMP-15, VD-SETUP-12, VD-P1-08, VD-GLOSS-01: 20 Action tokens, 5 for each of 4 players."""
    m = start(4)
    assert [p.actions for p in m.state.seats] == [5, 5, 5, 5]
    assert sum(p.actions for p in m.state.seats) == 20


def test_fifty_treasures_fifty_magic_items():
    """VD-COMP-16, VD-COMP-17, VD-CARD-03: 50 Treasure cards, mostly one-use; 50 Magic Items,
    mostly re-usable (played once a round)."""
    c = load()
    treasure, magic = c.deck_list("treasure"), c.deck_list("magic")
    assert len(treasure) == 50 and len(magic) == 50
    assert sum(1 for t in treasure if c.card(t).use in ("discard", "remove")) == 50
    assert sum(1 for t in magic if c.card(t).use == "play") == 48
    # some Locations buy a Magic Item and the Portal takes one as a fee (VD-CARD-21)
    assert c.faces["crooked_scale"].trades[0] == {"give": {"magic": 1}, "get": {"gold": 3}}
    m = start(3)
    assert len(m.state.treasure) == 50 and len(m.state.magic) == 50


def test_gold_is_one_total():
    """VD-COMP-18, VD-GLOSS-16: dragons and taols only make a total: gold is one number."""
    m = start(2)
    p = m.state.seats[0]
    assert isinstance(p.gold, int) and p.gold == 10
    m.act(TakeGold())
    assert p.gold == 11


def test_forty_followers_ten_a_faction():
    """VD-COMP-19, VD-FACT-14, AMB-31: 40 Followers, 10 per Faction (4 Fighters, 3 Rogues,
    3 Wizards; since issue 19's fairness tuning the Zhentarim 3, 4, 3 and Bregan D'aerthe 4, 4, 2),
    each Faction its own colour; hiring is limited to your own unhired pool."""
    c = load()
    assert {k: f.followers for k, f in c.factions.items()} == {
        "zhentarim": (3, 4, 3), "xanathar": (4, 3, 3), "cassalanters": (4, 3, 3), "bregan_daerthe": (4, 4, 2)}
    assert sum(sum(f.followers) for f in c.factions.values()) == 40
    assert len({f.colour for f in c.factions.values()}) == 4
    m = start(2)
    m.state.seats[0].gold = 50
    refused(m, Hire("s0", fighters=5), "not that many unhired")
    m.act(Hire("s0", fighters=4))
    assert m.state.seats[0].supply == [0, 3, 3] and m.state.seats[1].supply == [4, 3, 3]


def test_polyhedral_dice_are_d4_d10_d12():
    """VD-COMP-20, VD-ICON-05, AMB-68: the class dice are d10/d4/d12 and every gold-by-die icon
    uses one of those dice."""
    assert CLASS_DIE == {"fighter": "d10", "rogue": "d4", "wizard": "d12"}
    c = load()
    used = [f.reward.get("gold_die") for f in c.faces.values()] + [f.gain.get("gold_die") for f in c.faces.values()]
    used += [card.args.get("gold_die") for card in c.cards.values()]
    assert {u for u in used if u} == {"d4", "d10", "d12"}


def test_casualty_die_faces():
    """VD-COMP-21, VD-CAS-01: the Casualty die shows 0, 0, 1, 1, 1 and 2 skulls."""
    assert sorted(die("casualty").faces) == [0, 0, 1, 1, 1, 2]


def test_watch_tokens_contest_their_location():
    """VD-COMP-22, VD-WATCH-01: 4 Watch tokens (2 players); a watched Location's Action cannot
    be used."""
    m = start(2, watch=("s0", "s1", "s9", "s10"))
    assert len(m.state.watch) == 4
    put(m, 0, "s1", rogues=1)
    m.state.seats[0].rumors_new = 2
    refused(m, UseLocation("s1", 0), "Contested")


def test_the_watch_moves_by_whispers():
    """VD-COMP-23, VD-WATCH-06, VD-GLOSS-08, VD-GLOSS-22: a Rumor moves a Watch one step, free;
    no Rumor, no whisper."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    assert s.seats[0].rumors == 1
    m.act(Whisper(0, "s6"))
    assert s.watch[0].place == "s6" and s.seats[0].rumors == 0 and s.seats[0].actions == 5 and m.to_act() == 0
    refused(m, Whisper(0, "s3"), "costs a Rumor")


def test_initiative_marker_and_order():
    """VD-COMP-24, VD-COMP-25, VD-GLOSS-17, VD-P1-01: the holder opens the round; Initiative
    Order goes clockwise from the holder."""
    m = start(4, initiative=2)
    s = m.state
    assert s.initiative == 2 and m.to_act() == 2
    assert city.order(s) == [2, 3, 0, 1]
    seen = []
    for _ in range(4):
        seen.append(m.to_act())
        m.act(TakeGold())
    assert seen == [2, 3, 0, 1] and m.to_act() == 2


def test_revisited_token_starts_aside():
    """VD-COMP-26: the Dungeon Revisited token starts off the table; once placed the final room
    is +2 Difficulty and gives one more Treasure."""
    m = start(2)
    s = m.state
    assert s.revisited is False
    plain = dungeons.dungeon_rooms(s, "secret_flooded_stair", "dungeon_level")
    s.revisited = True
    harder = dungeons.dungeon_rooms(s, "secret_flooded_stair", "dungeon_level")
    assert (plain[2]["difficulty"], harder[2]["difficulty"]) == (13, 15)
    assert harder[2]["loot"] == {"rumors": 1, "treasure": 1} and harder[1] == plain[1]


# ---------------------------------------------------------------------------------------------
# 2. Icons (VD-ICON): what a pictured icon gives (more in test_locations.py)
# ---------------------------------------------------------------------------------------------
def test_icons_give_what_they_picture():
    """VD-ICON-01, VD-ICON-04, VD-ICON-06, VD-LOC-07: Unicorn's Horn pictures 2 gold and a Rumor:
    using it gives exactly both."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    put(m, 0, "s7", rogues=1)
    m.act(UseLocation("s7"))
    assert s.seats[0].gold == 12 and s.seats[0].rumors_new == 2


def test_treasure_icon_draws_one_treasure():
    """VD-ICON-02: a Treasure icon draws one Treasure card into the hand."""
    m = start(3, initiative=1, watch=("s9", "s10", "s11"))  # the Cassalanters (seat 1) act first
    put(m, 1, "s0", fighters=2)
    m.act(FactionAction(("s0",)))
    assert m.rules.chance(m.state).deck == "treasure" and m.rules.chance(m.state).count == 1
    draw(m, "potion_of_heroism")
    assert m.state.seats[1].treasure == ["potion_of_heroism"] and len(m.state.treasure) == 49


def test_magic_item_icon_draws_one_magic_item():
    """VD-ICON-03: a Magic Item icon draws one Magic Item card into the hand."""
    m = start(3, watch=("s9", "s10", "s11"))
    put(m, 0, "s2", fighters=1)
    m.act(UseLocation("s2", 0))
    spec = m.rules.chance(m.state)
    assert (spec.deck, spec.count) == ("magic", 1)
    draw(m, "flametongue")
    assert m.state.seats[0].magic == ["flametongue"] and m.state.seats[0].gold == 7


def test_coin_with_a_die_rolls_that_die_for_gold():
    """VD-ICON-05: the Knucklebones picture a d10 on a coin: roll it, gain that much."""
    m = start(3, watch=("s6", "s10", "s11"))
    put(m, 0, "s9", rogues=1)
    m.act(UseLocation("s9"))
    assert m.rules.chance(m.state).dice == ("d10",)
    roll(m, 7)
    assert m.state.seats[0].gold == 17


def test_secret_icon_takes_a_secret_from_the_pile():
    """VD-ICON-09: Mirt's Mansion's Secret comes off the Secret pile."""
    m = start(3, watch=("s6", "s9", "s11"), deck_orders={"secrets": ["secret_bone_gallery"]})
    s = m.state
    put(m, 0, "s10", fighters=1)
    s.seats[0].gold, s.seats[0].rumors_new = 16, 2  # Mirt's price (docs/vault-content.md Balance log)
    m.act(UseLocation("s10", 0))
    draw(m, "secret_bone_gallery")
    assert s.seats[0].secrets == ["secret_bone_gallery"] and len(s.secrets) == 20
    assert s.seats[0].gold == 0 and s.seats[0].rumors == 0


def test_casualty_icon_on_a_location_is_suffered():
    """VD-ICON-10, VD-LOC-10: Field of Triumph pictures a Casualty die: using it rolls one first."""
    m = start(3, watch=("s9", "s10", "s11"))
    put(m, 0, "s8", fighters=2)
    m.act(UseLocation("s8"))
    assert m.rules.chance(m.state).dice == ("casualty",)


def test_class_icon_needs_that_class_present():
    """VD-ICON-11, VD-LOC-09: Unicorn's Horn needs a Rogue there; Fighters alone cannot use it."""
    m = start(3, watch=("s9", "s10", "s11"))
    put(m, 0, "s7", fighters=3)
    refused(m, UseLocation("s7"), "needs a Rogue")


def test_rumors_add_one_each_in_a_dungeon():
    """VD-ICON-08, VD-GLOSS-22: a spent Rumor is +1 to the Attack in a Dungeon."""
    m = start(3, deck_orders={"secrets": ["secret_flooded_stair"]})
    s = m.state
    s.seats[0].rumors_new = 3
    put(m, 0, "yp", fighters=1)
    m.act(Enter("gold", fighters=1))
    draw(m, "secret_flooded_stair")
    roll(m, 6)
    m.act(SpendRumors(3))
    from game.vault.fights import strength

    assert strength(s, s.fight, s.fight.sides[0]) == 9 and s.seats[0].rumors == 0


# ---------------------------------------------------------------------------------------------
# 3. Setup (VD-SETUP) and EX-26
# ---------------------------------------------------------------------------------------------
def test_board_is_three_wide_four_tall_side_adjacent():
    """VD-SETUP-01, VD-SETUP-02, VD-GLOSS-21: a 3x4 grid; adjacency is side by side, never diagonal."""
    assert (board.COLUMNS, board.ROWS) == (3, 4) and len(board.ALL_SLOTS) == 12
    assert sorted(t.position for t in load().tiles.values()) == list(range(12))
    assert set(board.neighbours("s4")) == {"s1", "s3", "s5", "s7"}
    assert set(board.neighbours("s9")) == {"s6", "s10"}
    assert "s4" not in board.neighbours("s0") and "s2" not in board.neighbours("s0")


def test_portal_touches_only_the_top_row():
    """VD-SETUP-03: the Yawning Portal is adjacent to the three top Locations and to no other."""
    assert set(board.neighbours(board.YP)) == {"s0", "s1", "s2"}
    for i in range(12):
        assert (board.YP in board.neighbours(f"s{i}")) == (i < 3)


def test_standard_setup_shows_the_dragon_faces():
    """VD-SETUP-04: the first game puts every Location dragon face up, in its position."""
    m = start(3)
    c = load()
    by_pos = sorted(c.tiles.values(), key=lambda t: t.position)
    assert [sl.face for sl in m.state.slots] == [t.dragon for t in by_pos]
    assert m.state.slots[0].face == "thorts_findings" and m.state.slots[4].face == "blackstaff_tower"


def test_dungeon_stack_dragon_faces_lowest_level_on_top():
    """VD-SETUP-05: Undermountain is stacked dragon side up, the Dungeon Level on top."""
    m = start(3)
    assert m.state.levels == ["dungeon_level", "echoing_cisterns", "fungus_deeps", "mad_wizards_halls"]
    assert all(load().levels[lv].side == "dragon" for lv in m.state.levels)


def test_secrets_are_shuffled_in_a_pile_and_one_faces_each_attempt():
    """VD-SETUP-06, VD-SETUP-07, VD-DUN-02: all 21 Secrets wait in the shuffled pile; the Secret
    on the top Dungeon is turned up when an attempt starts (drawn then, see docs/decisions.md
    AMB-04), so one token leaves the pile for the attempt."""
    m = start(3)
    s = m.state
    assert len(s.secrets) == 21 and sorted(s.secrets.pile) == sorted(load().secrets)
    put(m, 0, "yp", fighters=1)
    m.act(Enter("gold", fighters=1))
    spec = m.rules.chance(s)
    assert (spec.deck, spec.count) == ("secrets", 1)
    m.act(Draw("secrets", ("secret_iron_cells",)))
    assert s.fight.secret == "secret_iron_cells" and len(s.secrets) == 20


def test_vault_starts_hidden():
    """VD-SETUP-08, VD-WIN-01: the Vault tile starts door side up: nobody may attempt it."""
    m = start(3)
    assert m.state.vault_revealed is False
    take_secrets(m, 0, 3)
    put(m, 0, "yp", fighters=1)
    refused(m, Enter("vault", fighters=1, vault=True), "not been revealed")
    refused(m, Enter("gold", fighters=1, vault=True), "not been revealed")


def test_each_player_picks_one_faction():
    """VD-SETUP-09: a Faction each; two seats cannot share one; unnamed seats get a free one."""
    with pytest.raises(SetupError, match="same Faction"):
        Match("vault", {"seats": [{"faction": "xanathar"}, {"faction": "xanathar"}]})
    with pytest.raises(SetupError, match="unknown faction"):
        Match("vault", {"seats": [{"faction": "harpers"}, {"faction": "xanathar"}]})
    m = Match("vault", {"seats": [{"faction": "xanathar"}, {}, {"faction": "cassalanters"}]})
    assert [p.faction for p in m.state.seats] == ["xanathar", "zhentarim", "cassalanters"]


def test_everyone_starts_with_10_gold_5_actions_and_no_followers_on_the_board():
    """VD-SETUP-10, VD-SETUP-11, VD-SETUP-12: Followers off the board, 10 gold, 5 Actions."""
    m = new(4)
    s = m.state
    assert s.followers == [{}, {}, {}, {}]
    assert [p.supply for p in s.seats] == [[4, 3, 3], [4, 3, 3], [3, 4, 3], [4, 4, 2]]  # each Faction's pool
    assert [p.gold for p in s.seats] == [10] * 4 and [p.actions for p in s.seats] == [5] * 4


def test_opening_roll_is_a_d12_highest_takes_the_initiative():
    """VD-SETUP-13, VD-P1-11, AMB-02: everyone rolls a d12, the highest takes the marker; only
    tied players roll again."""
    m = new(3)
    assert m.to_act() == CHANCE and m.rules.chance(m.state).dice == ("d12", "d12", "d12")
    m.act(Roll(("d12",) * 3, (4, 11, 9)))
    assert m.state.initiative == 1
    m = new(3)
    m.act(Roll(("d12",) * 3, (12, 5, 12)))
    assert m.to_act() == CHANCE and m.rules.chance(m.state).dice == ("d12", "d12")
    m.act(Roll(("d12", "d12"), (3, 8)))  # seats 0 and 2 re-roll
    assert m.state.initiative == 2


def test_watch_placed_in_initiative_order_never_on_the_portal():
    """VD-SETUP-14, VD-WATCH-04: the holder places first, then clockwise; not the Portal, not on
    another Watch token (AMB-52)."""
    m = new(3)
    m.act(Roll(("d12",) * 3, (2, 3, 12)))
    assert owed(m) == "place_watch" and m.to_act() == 2
    refused(m, PlaceWatch("yp"), "must decide first")
    assert PlaceWatch("yp") not in m.legal_actions() and len(m.legal_actions()) == 12
    m.act(PlaceWatch("s5"))
    assert m.to_act() == 0
    refused(m, PlaceWatch("s5"), "must decide first")
    m.act(PlaceWatch("s6"))
    assert m.to_act() == 1
    m.act(PlaceWatch("s7"))
    assert [w.place for w in m.state.watch] == ["s5", "s6", "s7"]


@pytest.mark.parametrize("seats, initiative, placers", [
    (2, 1, [1, 0, 1, 0]),
    (3, 1, [1, 2, 0]),
    (4, 2, [2, 3]),
])
def test_ex26_setup_counts(seats, initiative, placers):
    """EX-26, VD-SETUP-15, VD-SETUP-16, VD-SETUP-11, VD-SETUP-12: 4 Watch tokens for 2 players
    (holder, other, holder, other), 3 for 3 (one each), 2 for 4 (the first two in Initiative
    Order); 10 gold and 5 Actions each."""
    m = new(seats)
    m.act(Roll(("d12",) * seats, tuple(12 if i == initiative else 1 for i in range(seats))))
    who = []
    spots = iter(["s3", "s4", "s5", "s6"])
    while owed(m) == "place_watch":
        who.append(m.to_act())
        m.act(PlaceWatch(next(spots)))
    assert who == placers and len(m.state.watch) == len(placers)
    assert m.state.phase == "actions" and m.to_act() == initiative
    assert all(p.actions == 5 for p in m.state.seats)
    golds = [p.gold for p in m.state.seats]
    bonus = {"cassalanters": 3}.get(m.state.seats[initiative].faction, 0)
    assert golds == [10 + (bonus if i == initiative else 0) for i in range(seats)]


@pytest.mark.parametrize("seats", [1, 5])
def test_two_to_four_players(seats):
    """VD-SETUP-17: the game takes 2 to 4 players."""
    with pytest.raises(SetupError, match="2 to 4"):
        Match("vault", {"seats": [{"name": f"P{i}"} for i in range(seats)]})


def test_decks_shuffled_and_supplies_ready():
    """VD-SETUP-18, AMB-29: both decks face down with empty discards, nothing removed, the
    Revisited token aside, every Faction card dealt."""
    m = new(2)
    s = m.state
    for deck, n in ((s.treasure, 50), (s.magic, 50)):
        assert len(deck) == n and deck.discard == [] and deck.removed == []
    assert s.revisited is False and s.dungeon_rumors == []
    assert [p.faction for p in s.seats] == ["xanathar", "cassalanters"]


# ---------------------------------------------------------------------------------------------
# 4. Factions (VD-FACT): the cards
# ---------------------------------------------------------------------------------------------
def test_four_factions():
    """VD-FACT-01, VD-FACT-11, VD-FACT-12, AMB-32: Zhentarim, the Xanathar, the Cassalanters
    (Asmodeus Cult) and Bregan D'aerthe; the rules of the two the rulebook leaves blank are final
    (issue 19): none is provisional."""
    c = load()
    assert set(c.factions) == {"zhentarim", "xanathar", "cassalanters", "bregan_daerthe"}
    assert not [f for f, v in c.factions.items() if v.provisional]


def test_each_faction_card_has_one_bonus_and_one_action():
    """VD-FACT-02: one Initiative bonus and one Faction Action on every card."""
    c = load()
    for f in c.factions.values():
        assert f.initiative in content.INITIATIVE_HANDLERS and f.action in content.ACTION_HANDLERS
    assert c.factions["cassalanters"].initiative_args == {"gold": 3}
    assert c.factions["cassalanters"].action_args == {"give": {"fighter": 2}, "get": {"treasure": 1}}
    assert c.factions["xanathar"].initiative_args == {"rumors": 1}
    assert c.factions["xanathar"].action_args == {"give": {"rumors": 2}, "get": {"gold": 3}}


def test_faction_card_is_not_a_location():
    """VD-FACT-13, VD-GLOSS-18: Followers go only on the 12 Locations and the Portal: never on a
    Faction card."""
    m = start(2)
    refused(m, Hire("xanathar", fighters=1), "not a Location")
    refused(m, Hire("dungeon", fighters=1), "not a Location")
    assert len(board.PLACES) == 13
    m.act(Hire("yp", fighters=1))
    assert m.state.followers[0] == {"yp": [1, 0, 0]}


def test_hire_costs_match_the_classes():
    """VD-HIRE-02 (table): Fighter 1, Rogue 2, Wizard 3."""
    assert HIRE_COST == {"fighter": 1, "rogue": 2, "wizard": 3}
