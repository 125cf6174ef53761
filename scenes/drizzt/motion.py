"""Things on the dungeon that move between two views: figures walk from their old space to the
new one, a monster that appears drops in, a new tile slides in from the edge it was explored
from and fades up. The views say where things are; this says where they are drawn meanwhile,
as offsets in spaces that shrink to nothing."""
from __future__ import annotations

from game.drizzt import grid
from scenes.kit.anim import ease_out

STEP_SECONDS = 0.12  # a figure's walk: per space, up to WALK_MOST
WALK_MOST = 0.7
DROP_SECONDS = 0.45
SLIDE_SECONDS = 0.55
SLIDE_SPACES = 2.0  # how far off a new tile starts
LIFTED = ("hero", -1)  # no figure


def figures(view: dict) -> dict[tuple, tuple[int, int]]:
    """Where each figure stands: ("hero", i) / ("monster", uid) -> its top-left space."""
    out: dict[tuple, tuple[int, int]] = {}
    for i, h in enumerate(view.get("heroes", ())):
        if h.get("cell") is not None and not h.get("escaped"):
            out[("hero", i)] = tuple(h["cell"])
    for m in view.get("monsters", ()):
        out[("monster", m["uid"])] = tuple(m["cell"])
    return out


class Motion:
    def __init__(self) -> None:
        self.walks: dict[tuple, list[float]] = {}  # key -> [dx, dy, left, total]
        self.routes: dict[tuple, list[tuple[float, float]]] = {}  # key -> the walk's corners, as offsets
        self.slides: dict[tuple[int, int], list[float]] = {}  # tile pos -> [dx, dy, left, total]

    def between(self, old: dict, new: dict, events=()) -> None:
        """Start the moves from view `old` to view `new` (nothing when there was no old view). A
        hero's move event that carries its path is walked space by space, around the walls."""
        if not old:
            return
        paths = {("hero", e.data["hero"]): [tuple(e.data["from"]), *map(tuple, e.data["path"])]
                 for e in events if isinstance(e.data, dict) and e.data.get("path") and "from" in e.data}
        before, after = figures(old), figures(new)
        for key, cell in after.items():
            was = before.get(key)
            if was is None:
                if key[0] == "monster":
                    self.walks[key] = [0.0, -1.2, DROP_SECONDS, DROP_SECONDS]
                continue
            if was != cell:
                dx, dy = was[0] - cell[0], was[1] - cell[1]
                route = paths.get(key)
                steps = len(route) - 1 if route and route[0] == was and route[-1] == cell else max(abs(dx), abs(dy))
                seconds = min(WALK_MOST, STEP_SECONDS * steps + 0.1)
                self.walks[key] = [float(dx), float(dy), seconds, seconds]
                self.routes.pop(key, None)
                if route and route[0] == was and route[-1] == cell and len(route) > 2:
                    self.routes[key] = [(float(x - cell[0]), float(y - cell[1])) for x, y in route]
        placed = {(t["tx"], t["ty"]) for t in old.get("tiles", ())}
        for t in new.get("tiles", ()):
            pos = (t["tx"], t["ty"])
            if pos not in placed:
                side = _from_side(pos, placed)
                dx, dy = grid.STEP.get(side, (0, 0)) if side else (0, 0)
                self.slides[pos] = [-dx * SLIDE_SPACES, -dy * SLIDE_SPACES, SLIDE_SECONDS, SLIDE_SECONDS]
                placed.add(pos)

    @property
    def busy(self) -> bool:
        return bool(self.walks or self.slides)

    def update(self, dt: float) -> None:
        for table in (self.walks, self.slides):
            for key in list(table):
                table[key][2] -= dt
                if table[key][2] <= 0:
                    del table[key]
                    self.routes.pop(key, None)

    def offset(self, key: tuple) -> tuple[float, float]:
        """How far (in spaces) figure `key` is drawn from its space now."""
        walk = self.walks.get(key)
        if walk is None:
            return 0.0, 0.0
        k = 1.0 - ease_out(1.0 - walk[2] / walk[3])
        route = self.routes.get(key)
        if route is None:
            return walk[0] * k, walk[1] * k
        at = (1.0 - k) * (len(route) - 1)  # how many steps along the walk (each step one space)
        i = min(int(at), len(route) - 2)
        f = at - i
        (x0, y0), (x1, y1) = route[i], route[i + 1]
        return x0 + (x1 - x0) * f, y0 + (y1 - y0) * f

    def tile(self, pos) -> tuple[float, float, int]:
        """(dx, dy in spaces, alpha) of a tile sliding in; (0, 0, 255) once it lies still."""
        slide = self.slides.get(pos)
        if slide is None:
            return 0.0, 0.0, 255
        t = 1.0 - slide[2] / slide[3]
        k = 1.0 - ease_out(t)
        return slide[0] * k, slide[1] * k, int(255 * min(1.0, 0.25 + t))


def _from_side(pos, placed) -> str:
    """The side of `pos` its explorer's tile lies on (the first placed neighbour)."""
    for side, (dx, dy) in grid.STEP.items():
        if (pos[0] + dx, pos[1] + dy) in placed:
            return side
    return ""
