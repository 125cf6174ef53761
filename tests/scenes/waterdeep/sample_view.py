"""A view of the contract's shape, written by hand: for drawing the board before (and apart from)
the engine, and for tests about the pictures alone."""
from __future__ import annotations


def sample_view(seats: int = 4, seat: int = 0) -> dict:
    names = ["Ana", "Ben", "Cy", "Di", "Eve"][:seats]
    basics = [("the_first_seat", "Castle Ward Keep", "Take the First Player marker and draw 1 Intrigue card"),
              ("sword_hall", "Sword Hall", "Take 2 Fighters"), ("temple_row", "Temple Row", "Take 1 Cleric"),
              ("tower_of_lore", "Tower of Lore", "Take 1 Wizard"), ("dock_alley", "Dock Alley", "Take 2 Rogues"),
              ("market_square", "Market Square", "Take 4 gold")]
    spaces = [{"id": f"cliffwatch_{i}", "building": "cliffwatch_inn", "name": "Cliffwatch Inn",
               "text": t, "occupant": -1, "harbor": False, "owner": -1, "pile": {}}
              for i, t in ((1, "Take a quest and 2 gold"), (2, "Take a quest and 1 Intrigue card"),
                           (3, "Replace the quests, then take one"))]
    spaces.append({"id": "builders_hall", "building": "builders_hall", "name": "Builder's Hall",
                   "text": "Buy a building", "occupant": 1, "harbor": False, "owner": -1, "pile": {}})
    spaces += [{"id": f"harbor_{i}", "building": "waterdeep_harbor", "name": "Waterdeep Harbor",
                "text": "Play an Intrigue card", "occupant": 2 if i == 1 else -1, "harbor": True, "owner": -1,
                "pile": {}} for i in (1, 2, 3)]
    spaces += [{"id": b, "building": b, "name": n, "text": t, "occupant": 0 if b == "sword_hall" else -1,
                "harbor": False, "owner": -1, "pile": {}} for b, n, t in basics]
    spaces += [{"id": "helmstar_warehouse", "building": "helmstar_warehouse", "name": "Helmstar Warehouse",
                "text": "Take 2 Rogues and 2 gold", "occupant": -1, "harbor": False, "owner": 1, "pile": {}},
               {"id": "the_golden_horn", "building": "the_golden_horn", "name": "The Golden Horn",
                "text": "Take 4 gold", "occupant": 3 % seats, "harbor": False, "owner": 0, "pile": {"gold": 2}}]
    seat_views = []
    for i, name in enumerate(names):
        seat_views.append({
            "name": name, "colour": "", "vp": 3 + 7 * i, "gold": 4 + i, "tavern": {"cleric": i % 2, "fighter": 2,
                                                                                  "rogue": 1, "wizard": 0},
            "pool": 2 - (i % 2), "agents": 3, "waiting_agent": True, "neutral": ["lieutenant"] if i == 1 else [],
            "quests": ["spy_on_the_house_of_light", "recover_the_magisters_orb"][: 1 + i % 2],
            "mandatory": ["stamp_out_cultists"] if i == 2 else [], "done_count": i, "plots": [],
            "done": [], "done_types": {}, "intrigue": ["lack_of_faith", "call_in_a_favor"] if i == seat else [],
            "intrigue_count": 2, "lord": "khelben_arunsun" if i == seat else None,
            "buildings": ["the_golden_horn"] if i == 0 else ["helmstar_warehouse"] if i == 1 else []})
    return {
        "seat": seat, "round": 3, "rounds": 8, "phase": "place", "round_vp": [0, 0, 3, 3, 3, 3, 3, 3],
        "first": 1, "turn": seat, "seats": seat_views, "spaces": spaces,
        "hall": [{"building": "the_three_pearls", "vp": 2}, {"building": "the_yawning_portal", "vp": 0},
                 {"building": "house_of_good_spirits", "vp": 1}],
        "inn": ["spy_on_the_house_of_light", "recover_the_magisters_orb", "a_quest_of_ours", ""],
        "decks": {"quests": 40, "intrigue": 30, "buildings": 18},
        "supply": {"cleric": 20, "fighter": 20, "rogue": 20, "wizard": 20},
        "open": ["cliffwatch_1", "cliffwatch_2", "harbor_2", "temple_row"],
        "payable": ["spy_on_the_house_of_light"], "asked": None, "final": None,
    }
