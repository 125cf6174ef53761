"""Write the dice-tray sounds: short mono 16-bit WAVs, synthesised with the stdlib only.

    python assets/make_sounds.py        # writes assets/sounds/dice_*.wav

Each sound is a few damped resonances (the ring of a hard body) over a very short burst
of noise (the click of the contact). Die on die is bright and short; die on the wooden
rim is lower and woodier. Seeded, so running it again writes the same files.
"""
from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent / "sounds"

# name: (seconds, [(frequency Hz, amplitude, decay per second)], click amplitude, click decay)
SOUNDS = {
    "dice_hit_1": (0.16, [(2350, 0.55, 38), (3710, 0.35, 52), (5230, 0.18, 70)], 0.55, 900),
    "dice_hit_2": (0.15, [(2080, 0.55, 40), (3390, 0.32, 55), (4870, 0.2, 75)], 0.5, 1000),
    "dice_hit_3": (0.17, [(2610, 0.5, 35), (4020, 0.3, 50), (6100, 0.15, 80)], 0.6, 850),
    "dice_hit_4": (0.14, [(1870, 0.6, 45), (3150, 0.3, 60), (4460, 0.2, 85)], 0.5, 1100),
    "dice_wall_1": (0.22, [(410, 0.7, 26), (980, 0.45, 34), (1730, 0.25, 48), (2650, 0.12, 70)], 0.7, 500),
    "dice_wall_2": (0.24, [(360, 0.7, 24), (870, 0.45, 30), (1560, 0.28, 44), (2420, 0.12, 66)], 0.7, 450),
}


def synthesise(seconds: float, modes, click: float, click_decay: float, rng: random.Random) -> list[float]:
    """Samples in -1..1: damped sines plus a decaying noise click, with a tiny fade-in."""
    n = int(RATE * seconds)
    phases = [rng.uniform(0, math.tau) for _ in modes]
    out = []
    for i in range(n):
        t = i / RATE
        v = sum(a * math.exp(-d * t) * math.sin(math.tau * f * t + p) for (f, a, d), p in zip(modes, phases))
        v += click * math.exp(-click_decay * t) * rng.uniform(-1.0, 1.0)
        attack = min(1.0, i / (RATE * 0.0008))
        release = min(1.0, (n - i) / (RATE * 0.01))
        out.append(v * attack * release)
    peak = max(abs(v) for v in out) or 1.0
    return [v / peak * 0.9 for v in out]


def write_wav(path: Path, samples: list[float]) -> None:
    data = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32767)) for s in samples)
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(data)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for k, (name, (seconds, modes, click, click_decay)) in enumerate(sorted(SOUNDS.items())):
        rng = random.Random(1000 + k)
        path = OUT / f"{name}.wav"
        write_wav(path, synthesise(seconds, modes, click, click_decay, rng))
        print(f"wrote {path} ({path.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
