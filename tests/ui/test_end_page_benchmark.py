"""The animation benchmark times the end page (benchmarks/animation.py --end): every step of
the count-up and every frame of the confetti, at a given window size, on the clock and in CPU
time. Run here small and once, only to keep it working (its figures are benchmarks/RESULTS.md's;
nothing here depends on the machine's speed)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest

from sheetdesk.ui import count_up

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "animation.py"


def benchmark() -> Any:
    spec = importlib.util.spec_from_file_location("animation_benchmark", BENCHMARK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.real_count_up
def test_the_benchmark_times_each_count_up_step_and_confetti_frame(qapp):
    steps, confetti = benchmark().end_page_frames(qapp, (1024, 600), repeat=2)
    clock, cpu = steps
    # Number rows' score card: its parts' rows, counted twice
    assert len(clock) == len(cpu) and len(clock) % 2 == 0 and len(clock) >= 8
    frames = count_up.CONFETTI_MS // count_up.FRAME_MS
    # (a loaded machine drops frames: at least one is timed, never more than the clock allows)
    assert 1 <= len(confetti[0]) <= frames + 1, "a frame each 16 ms at most"
    assert all(t >= 0 for t in (*clock, *cpu, *confetti[0], *confetti[1]))
