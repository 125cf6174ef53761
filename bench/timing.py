"""Frame-time statistics shared by the benchmarks: percentiles and a p50/p95/max summary."""
from __future__ import annotations

import statistics
import time
from typing import Callable


def percentile(values: list[float], q: float) -> float:
    """The value below which a share `q` (0..1) of `values` lies (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def summary(times_ms: list[float]) -> dict:
    """{"p50_ms", "p95_ms", "max_ms"} of frame times in milliseconds, rounded to microseconds."""
    return {"p50_ms": round(statistics.median(times_ms), 3), "p95_ms": round(percentile(times_ms, 0.95), 3),
            "max_ms": round(max(times_ms), 3)}


def time_frames(frame: Callable[[int], None], frames: int) -> dict:
    """Call `frame(i)` for i in 0..frames-1 and summarise how long each call took: wall time, and
    under "cpu" this process's CPU time (steadier when other work shares the machine)."""
    wall, cpu = [], []
    for i in range(frames):
        start, start_cpu = time.perf_counter(), time.process_time()
        frame(i)
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return {**summary(wall), "cpu": summary(cpu)}
