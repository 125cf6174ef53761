"""Table mode: each seat's heroes turned toward its own edge of a screen laid flat."""
from __future__ import annotations

import pygame

from scenes.drizzt import table_mode
from scenes.drizzt.table_mode import ANGLES, EdgePanels, seat_edges
from scenes.kit.seat_style import seat_styles
from tests.drizzt.helpers import start


def _view(seats: int, heroes: list[tuple[str, int]]):
    match = start(heroes=tuple(h for h, _ in heroes))
    for i, (_, seat) in enumerate(heroes):
        match.state.heroes[i].seat = seat
    match.state.seats = seats
    setup = {"seats": [{"name": f"P{k}"} for k in range(seats)]}
    return match.view(0), seat_styles(setup)


def test_seats_take_the_edges_in_order():
    assert seat_edges([0, 1, 2, 3]) == {0: "bottom", 1: "top", 2: "left", 3: "right"}
    assert seat_edges([0, 2, 4, 5, 6])[6] == "bottom"  # a fifth seat shares the bottom edge
    assert ANGLES["top"] == 180 and ANGLES["bottom"] == 0


def test_each_panel_faces_its_edge_inside_the_dungeon_view():
    pygame.init()
    view, styles = _view(4, [("thalia", 0), ("maren", 1), ("kaelith", 2), ("tansy", 3)])
    panels = EdgePanels()
    panels.show(view, styles, active=0)
    assert len(panels.placed) == 4
    (bottom, b), (top, t), (left, lr), (right, r) = panels.placed
    assert bottom.get_width() > bottom.get_height() and left.get_height() > left.get_width()  # side panels turned
    assert top.get_size() == bottom.get_size() or top.get_width() > top.get_height()
    area = table_mode.VIEWPORT
    assert all(area.contains(rect) for _, rect in panels.placed)
    assert b.bottom > area.centery > t.top and lr.left < area.centerx < r.right
    assert not any(a.colliderect(c) for i, (_, a) in enumerate(panels.placed) for _, c in panels.placed[i + 1:])
    # the top panel is the bottom one's picture turned half way round: its heading is at its foot
    assert pygame.transform.rotate(top, 180).get_size() == top.get_size()


def test_two_heroes_of_one_seat_share_its_panel():
    pygame.init()
    view, styles = _view(2, [("thalia", 0), ("maren", 1), ("kaelith", 0)])
    panels = EdgePanels()
    panels.show(view, styles, active=2)
    assert len(panels.placed) == 2
    tall, short = panels.placed[0][0], panels.placed[1][0]
    assert tall.get_height() > short.get_height()  # two hero rows against one


def test_a_seats_edge_shows_its_heroes_numbers_as_the_engine_counts_them(monkeypatch):
    """The rows turned to each edge show Speed and Defense as the view's numbers count them (a
    carried item included, LD-TRS-05), as the party panel does, and bake again when they change."""
    from scenes.drizzt import hero_row

    pygame.init()
    view, styles = _view(2, [("thalia", 0), ("maren", 1)])
    view["numbers"][0] = {**view["numbers"][0], "speed": view["heroes"][0]["speed"] + 1}  # as boots would
    drawn = []
    monkeypatch.setattr(table_mode, "draw_row", lambda surf, row, i, hero, *a, **k: drawn.append((i, hero["speed"])))
    panels = EdgePanels()
    panels.show(view, styles, 0)
    assert (0, view["heroes"][0]["speed"] + 1) in drawn
    assert hero_row.counted(view, 0)["speed"] == view["numbers"][0]["speed"]
    drawn.clear()
    view["numbers"][0] = {**view["numbers"][0], "speed": view["heroes"][0]["speed"]}
    panels.show(view, styles, 0)
    assert (0, view["heroes"][0]["speed"]) in drawn
