"""Small animations a table plays over its board: things that fly from one spot to another,
words that float up and fade, and values that glide to a new position."""
from __future__ import annotations

from dataclasses import dataclass

import pygame


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def rise_below(start_y: float, end_y: float, rise: float, ceiling: float) -> float:
    """The largest arc height up to `rise` whose flight from `start_y` to `end_y` never goes above
    `ceiling` (0 when even a straight flight would); a Flyer's centre follows
    y(t) = start + (end - start) t - 4 rise t (1 - t)."""
    def highest(r: float) -> float:
        t = (4 * r + start_y - end_y) / (8 * r)  # where the arc turns
        t = min(1.0, max(0.0, t))
        return min(start_y, end_y, start_y + (end_y - start_y) * t - 4 * r * t * (1 - t))

    while rise > 0 and highest(rise) < ceiling:
        rise -= 4
    return max(0.0, rise)


@dataclass
class Flyer:
    """A surface travelling from `start` to `end` (centres), after `delay` seconds."""

    surface: pygame.Surface
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float = 0.7
    delay: float = 0.0
    age: float = 0.0
    rise: float = 0.0  # an arc: pixels lifted at the middle of the flight
    fade: bool = False  # fade out over the last third

    @property
    def done(self) -> bool:
        return self.age >= self.delay + self.duration

    def position(self) -> tuple[float, float]:
        t = ease_in_out(min(1.0, max(0.0, (self.age - self.delay) / self.duration)))
        x = self.start[0] + (self.end[0] - self.start[0]) * t
        y = self.start[1] + (self.end[1] - self.start[1]) * t - self.rise * 4 * t * (1 - t)
        return x, y

    def draw(self, surface: pygame.Surface) -> None:
        if self.age < self.delay:
            return
        t = (self.age - self.delay) / self.duration
        if self.fade and t > 0.66:
            self.surface.set_alpha(max(0, int(255 * (1 - (t - 0.66) / 0.34))))
        surface.blit(self.surface, self.surface.get_rect(center=self.position()))


class Flyers:
    """Every flyer in play; update ages them, draw draws the ones in the air."""

    def __init__(self, limit: int = 60) -> None:
        self.items: list[Flyer] = []
        self.limit = limit

    def add(self, flyer: Flyer) -> Flyer:
        self.items.append(flyer)
        if len(self.items) > self.limit:  # a burst of events must not pile up work
            del self.items[0]
        return flyer

    def float_text(self, surface: pygame.Surface, at: tuple[float, float], *, delay: float = 0.0,
                   height: int = 60, duration: float = 1.1) -> Flyer:
        """Words rising from `at` and fading away."""
        return self.add(Flyer(surface.copy(), at, (at[0], at[1] - height), duration, delay, fade=True))

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def clear(self) -> None:
        self.items.clear()

    def update(self, dt: float) -> None:
        for flyer in self.items:
            flyer.age += dt
        self.items = [f for f in self.items if not f.done]

    def draw(self, surface: pygame.Surface) -> None:
        for flyer in self.items:
            flyer.draw(surface)


class Glide:
    """A position that glides to wherever it is told to be (the initiative marker, a token)."""

    def __init__(self, pos: tuple[float, float], seconds: float = 0.6) -> None:
        self.pos = self.start = self.target = (float(pos[0]), float(pos[1]))
        self.seconds = seconds
        self.age = seconds

    def go(self, target: tuple[float, float]) -> None:
        target = (float(target[0]), float(target[1]))
        if target != self.target:
            self.start, self.target, self.age = self.pos, target, 0.0

    def jump(self, target: tuple[float, float]) -> None:
        self.pos = self.start = self.target = (float(target[0]), float(target[1]))
        self.age = self.seconds

    @property
    def moving(self) -> bool:
        return self.age < self.seconds

    def update(self, dt: float) -> None:
        if self.age >= self.seconds:
            return
        self.age = min(self.seconds, self.age + dt)
        t = ease_out(self.age / self.seconds)
        self.pos = (self.start[0] + (self.target[0] - self.start[0]) * t,
                    self.start[1] + (self.target[1] - self.start[1]) * t)
