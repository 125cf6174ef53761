"""Write the app's sounds: short mono 16-bit WAVs, synthesised with the stdlib only.

    python assets/make_sounds.py        # writes assets/sounds/*.wav and prints their levels

The dice: each sound is a few damped resonances (the ring of a hard body) over a very short
burst of noise (the click of the contact). Die on die is bright and short; die on the wooden
rim is lower and woodier.

The table (TABLE_SOUNDS): cards sliding and flipping, coins, a Follower and a figure set down,
a door, a monster, the chime that a turn has passed to you, and the victory and defeat stings.
Each is built from the same few pieces (damped resonances, filtered noise, soft bell tones)
with a gentle attack and release, so nothing clicks, and scaled to a peak well under the
dice's, so the table murmurs and the dice stay the loudest thing on it. Seeded, so running it
again writes the same files.
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


# -- the table's sounds ------------------------------------------------------------------------
TABLE_PEAK = 0.5  # the dice peak at 0.9: every table sound stays well under them
TABLE_LOUDNESS = 0.15  # and its loudest 50 ms is quieter than the quietest die's (about 0.19 RMS)


def ring(n: int, start: float, modes, rng: random.Random) -> list[float]:
    """Damped sines [(Hz, amplitude, decay per second)] struck at `start` seconds, n samples."""
    out = [0.0] * n
    first = int(start * RATE)
    phases = [rng.uniform(0, math.tau) for _ in modes]
    for i in range(first, n):
        t = (i - first) / RATE
        attack = min(1.0, t / 0.002)
        out[i] = attack * sum(a * math.exp(-d * t) * math.sin(math.tau * f * t + p)
                              for (f, a, d), p in zip(modes, phases))
    return out


def hiss(n: int, rng: random.Random, low: float, high: float) -> list[float]:
    """Noise kept between two corner frequencies (two one-pole filters): a felt or paper rustle."""
    a_low = math.exp(-math.tau * low / RATE)
    a_high = math.exp(-math.tau * high / RATE)
    slow = fast = 0.0
    out = []
    for _ in range(n):
        x = rng.uniform(-1.0, 1.0)
        fast = (1 - a_high) * x + a_high * fast  # everything under `high`
        slow = (1 - a_low) * fast + a_low * slow  # of that, what is under `low`
        out.append(fast - slow)
    return out


def shaped(samples: list[float], attack: float, hold: float, decay: float) -> list[float]:
    """A soft envelope: a raised-cosine rise over `attack` s, level for `hold` s, then e^(-decay t)."""
    out = []
    for i, v in enumerate(samples):
        t = i / RATE
        if t < attack:
            g = 0.5 - 0.5 * math.cos(math.pi * t / attack)
        elif t < attack + hold:
            g = 1.0
        else:
            g = math.exp(-decay * (t - attack - hold))
        out.append(v * g)
    return out


def bell(n: int, start: float, pitch: float, amp: float, decay: float, rng: random.Random) -> list[float]:
    """A soft bell: the fundamental, a quiet octave and a quieter bright partial."""
    return ring(n, start, [(pitch, amp, decay), (pitch * 2.0, amp * 0.3, decay * 1.6),
                           (pitch * 3.01, amp * 0.12, decay * 2.4)], rng)


def mix(*layers: list[float]) -> list[float]:
    return [sum(v) for v in zip(*layers)]


def card_slide(rng: random.Random) -> list[float]:
    n = int(RATE * 0.26)
    return shaped(hiss(n, rng, 900, 5200), 0.06, 0.05, 22)


def card_flip(rng: random.Random) -> list[float]:
    n = int(RATE * 0.13)
    snap = shaped(hiss(n, rng, 1500, 7000), 0.004, 0.0, 55)
    return mix(snap, ring(n, 0.003, [(1900, 0.25, 70), (2900, 0.12, 90)], rng))


def coins(rng: random.Random) -> list[float]:
    n = int(RATE * 0.5)
    clinks = [ring(n, at, [(f * 3150, a, 16), (f * 4620, a * 0.6, 20), (f * 6240, a * 0.35, 28)], rng)
              for at, f, a in ((0.0, 1.0, 0.6), (0.075, 1.06, 0.45), (0.17, 0.97, 0.35))]
    return mix(*clinks)


def follower_down(rng: random.Random) -> list[float]:
    n = int(RATE * 0.16)
    knock = ring(n, 0.0, [(520, 0.6, 45), (1180, 0.35, 60), (2050, 0.15, 85)], rng)
    tap = shaped(hiss(n, rng, 600, 4000), 0.001, 0.0, 400)
    return mix(knock, [0.3 * v for v in tap])


def figure_down(rng: random.Random) -> list[float]:
    n = int(RATE * 0.22)
    thunk = ring(n, 0.0, [(190, 0.7, 28), (430, 0.45, 36), (980, 0.2, 55)], rng)
    tap = shaped(hiss(n, rng, 300, 2500), 0.001, 0.0, 300)
    return mix(thunk, [0.3 * v for v in tap])


def door_creak(rng: random.Random) -> list[float]:
    """Stick and slip: a train of small knocks whose rate wanders up and down, through two
    wooden resonances, then the door settles with a soft thud."""
    seconds = 0.8
    n = int(RATE * seconds)
    pulses = [0.0] * n
    t = 0.02
    while t < 0.62:
        rate = 38 + 22 * math.sin(math.pi * t / 0.62) + rng.uniform(-3, 3)
        pulses[int(t * RATE)] = rng.uniform(0.7, 1.0)
        t += 1.0 / rate
    body = [0.0] * n
    for f, a, d in ((640, 1.0, 90), (1150, 0.6, 120), (1720, 0.3, 160)):
        k = [a * math.exp(-d * i / RATE) * math.sin(math.tau * f * i / RATE) for i in range(int(RATE * 0.04))]
        for i, p in enumerate(pulses):
            if p:
                for j, v in enumerate(k):
                    if i + j < n:
                        body[i + j] += p * v
    body = shaped(body, 0.05, 0.45, 9)
    thud = ring(n, 0.64, [(110, 0.9, 22), (240, 0.4, 30)], rng)
    return mix(body, thud)


def monster(rng: random.Random) -> list[float]:
    """A low growl: a rough low tone that wavers, under a rumble of dark noise."""
    n = int(RATE * 0.75)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        pitch = 78 - 14 * t + 4 * math.sin(math.tau * 7 * t)
        phase += math.tau * pitch / RATE
        tone = sum(math.sin(k * phase) / k for k in range(1, 7))  # a soft sawtooth
        out.append(tone * (0.75 + 0.25 * math.sin(math.tau * 11 * t)))
    rumble = hiss(n, rng, 40, 420)
    return shaped(mix(out, [1.2 * v for v in rumble]), 0.09, 0.25, 5.5)


def your_turn(rng: random.Random) -> list[float]:
    n = int(RATE * 0.62)
    return mix(bell(n, 0.0, 659.3, 0.5, 7, rng), bell(n, 0.11, 987.8, 0.45, 6, rng))


def victory(rng: random.Random) -> list[float]:
    n = int(RATE * 1.15)
    notes = ((0.0, 523.3), (0.1, 659.3), (0.2, 784.0), (0.32, 1046.5))
    return mix(*[bell(n, at, f, 0.45 if k < 3 else 0.6, 6 if k < 3 else 3.2, rng)
                 for k, (at, f) in enumerate(notes)])


def defeat(rng: random.Random) -> list[float]:
    n = int(RATE * 1.2)
    notes = ((0.0, 392.0), (0.22, 311.1), (0.46, 261.6))
    tones = [bell(n, at, f, 0.5, 4.5 if k < 2 else 2.6, rng) for k, (at, f) in enumerate(notes)]
    low = ring(n, 0.46, [(130.8, 0.35, 2.4)], rng)
    return mix(*tones, low)


TABLE_SOUNDS = {
    "card_slide": card_slide, "card_flip": card_flip, "coins": coins, "follower_down": follower_down,
    "figure_down": figure_down, "door_creak": door_creak, "monster": monster, "your_turn": your_turn,
    "victory": victory, "defeat": defeat,
}


def loudness(samples: list[float]) -> float:
    """The RMS of the loudest 50 ms: how loud a short sound seems, by numbers."""
    window = int(RATE * 0.05)
    return max(math.sqrt(sum(v * v for v in samples[i:i + window]) / window)
               for i in range(0, max(1, len(samples) - window + 1), window // 4))


def finished(samples: list[float], peak: float, loud: float) -> list[float]:
    """Scaled to `peak` or to a loudness of `loud` (whichever is quieter), with a 3 ms fade in
    and a 25 ms fade out so no edge clicks."""
    n = len(samples)
    gain = min(peak / (max(abs(v) for v in samples) or 1.0), loud / (loudness(samples) or 1.0))
    fade_in, fade_out = RATE * 0.003, RATE * 0.025
    return [v * gain * min(1.0, i / fade_in) * min(1.0, (n - 1 - i) / fade_out) for i, v in enumerate(samples)]


def levels(path: Path) -> tuple[float, float]:
    """(peak, loudness) of a WAV file, both 0..1."""
    with wave.open(str(path), "rb") as wav:
        n = wav.getnframes()
        data = [v / 32767 for v in struct.unpack(f"<{n}h", wav.readframes(n))]
    return max(abs(v) for v in data), loudness(data)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for k, (name, (seconds, modes, click, click_decay)) in enumerate(sorted(SOUNDS.items())):
        rng = random.Random(1000 + k)
        path = OUT / f"{name}.wav"
        write_wav(path, synthesise(seconds, modes, click, click_decay, rng))
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    for k, (name, make) in enumerate(sorted(TABLE_SOUNDS.items())):
        path = OUT / f"{name}.wav"
        write_wav(path, finished(make(random.Random(2000 + k)), TABLE_PEAK, TABLE_LOUDNESS))
        peak, loud = levels(path)
        print(f"wrote {path} ({path.stat().st_size} bytes, peak {peak:.2f}, loudest 50 ms RMS {loud:.3f})")


if __name__ == "__main__":
    main()
