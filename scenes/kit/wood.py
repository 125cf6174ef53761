"""Wooden planks drawn by code: wavy grain, knots, staggered end joints and seams. Any game's
table or floor may lay them (Vault of Dragons' tavern and table, Dragonvault's table top)."""
from __future__ import annotations

import math
import random

import pygame

from scenes.kit.draw import darken, lighten, mix, vertical_gradient


def planks(size: tuple[int, int], base: tuple, seed: int, plank_h: tuple[int, int] = (70, 110),
           contrast: float = 1.0) -> pygame.Surface:
    """Horizontal wooden planks with wavy grain, knots and seams (opaque)."""
    w, h = size
    rng = random.Random(seed)
    surf = pygame.Surface(size)
    surf.fill(base)
    y = 0
    while y < h:
        ph = rng.randint(*plank_h)
        tone = mix(base, darken(base, 0.45), rng.random() * 0.3 * contrast)
        tone = mix(tone, lighten(base, 0.2), rng.random() * 0.2 * contrast)
        surf.blit(vertical_gradient((w, ph), lighten(tone, 0.05), darken(tone, 0.1)), (0, y))
        step = max(12, w // 80)
        for _ in range(max(6, ph // 3)):
            gy = y + rng.uniform(2, ph - 2)
            amp = rng.uniform(0.5, 3.0)
            freq = rng.uniform(0.002, 0.008)
            phase = rng.uniform(0, 6.3)
            k = rng.choice((0.8, 0.86, 0.9, 1.1, 1.16))
            k = 1 + (k - 1) * contrast
            col = tuple(max(0, min(255, int(c * k))) for c in tone)
            pts = [(x, gy + amp * math.sin(x * freq + phase)) for x in range(-step, w + step * 2, step)]
            pygame.draw.aalines(surf, col, False, pts)
        for _ in range(rng.randint(0, max(1, w // 700))):  # knots with rings around them
            kx, ky = rng.randint(30, max(31, w - 30)), y + rng.randint(ph // 4, max(ph // 4 + 1, 3 * ph // 4))
            for ring in range(5, 0, -1):
                pygame.draw.ellipse(surf, darken(tone, 0.035 * ring + 0.03),
                                    (kx - ring * 7, ky - ring * 2.2, ring * 14, ring * 4.4), 1)
            pygame.draw.ellipse(surf, darken(tone, 0.4), (kx - 5, ky - 2, 10, 4))
        joint = rng.randint(0, max(1, w))  # an end joint per plank, staggered
        while joint < w:
            pygame.draw.line(surf, darken(tone, 0.55), (joint, y), (joint, y + ph), 2)
            pygame.draw.line(surf, lighten(tone, 0.12), (joint + 2, y), (joint + 2, y + ph), 1)
            joint += rng.randint(max(200, w // 2), max(201, w + w // 2))
        pygame.draw.line(surf, darken(base, 0.62), (0, y), (w, y), 2)
        pygame.draw.line(surf, lighten(tone, 0.15), (0, y + 2), (w, y + 2), 1)
        y += ph
    return surf
