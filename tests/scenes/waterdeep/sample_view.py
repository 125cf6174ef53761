"""A view of the contract's shape, written by hand from the content: for drawing the board apart
from the engine, and for tests about the pictures alone."""
from __future__ import annotations

from game.waterdeep.content import load


def sample_view(seats: int = 4, seat: int = 0, built: int = 2) -> dict:
    content = load()
    names = ["Ana", "Ben", "Cy", "Di", "Eve"][:seats]
    quests, intrigue, lords = list(content.quests), list(content.intrigue), list(content.lords)
    buildings = list(content.buildings)
    spaces = []
    for basic in content.basics.values():
        for space in basic.spaces:
            spaces.append({"id": space.id, "building": basic.id, "name": basic.name, "text": space.text,
                           "occupant": -1, "harbor": basic.id == "waterdeep_harbor", "owner": -1, "pile": {}})
    for k, b in enumerate(buildings[:built]):
        spaces.append({"id": b, "building": b, "name": content.buildings[b].name, "text": content.buildings[b].text,
                       "occupant": -1, "harbor": False, "owner": k % seats, "pile": {"gold": 2} if k == 1 else {}})
    for k, space in enumerate(spaces[:2 * seats]):
        space["occupant"] = k % seats if k % 3 else -1
    seat_views = []
    for i, name in enumerate(names):
        seat_views.append({
            "name": name, "colour": "", "vp": 3 + 7 * i, "gold": 4 + i,
            "tavern": {"cleric": i % 2, "fighter": 2, "rogue": 1, "wizard": 3 - i % 3},
            "pool": 2 - (i % 2), "agents": 3, "waiting_agent": True, "neutral": ["lieutenant"] if i == 1 else [],
            "quests": quests[2 * i: 2 * i + 1 + i % 2], "mandatory": ["stamp_out_cultists"] if i == 2 else [],
            "done_count": i, "plots": [], "done": [], "done_types": {},
            "intrigue": intrigue[:3] if i == seat else [], "intrigue_count": 2 + (i == seat),
            "lord": lords[i] if i == seat else None,
            "buildings": [b for k, b in enumerate(buildings[:built]) if k % seats == i]})
    return {
        "seat": seat, "round": 3, "rounds": 8, "phase": "place", "round_vp": [0, 0, 3, 3, 3, 3, 3, 3],
        "first": 1, "turn": seat, "seats": seat_views, "spaces": spaces,
        "hall": [{"building": b, "vp": k} for k, b in enumerate(buildings[built:built + 3])],
        "inn": quests[20:24], "decks": {"quests": 40, "intrigue": 30, "buildings": 18},
        "supply": {"cleric": 20, "fighter": 20, "rogue": 20, "wizard": 20},
        "open": [s["id"] for s in spaces if s["occupant"] < 0][:6],
        "payable": quests[:1], "asked": None, "final": None,
    }
