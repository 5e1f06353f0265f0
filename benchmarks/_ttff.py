"""Shared by the benchmarks: time to first frame (TTFF) of a command, in interleaved pairs; the
instructions a command runs, counted by callgrind.

TTFF = the `FIRST_FRAME <time.time()> <time.process_time()>` the program prints after its first
paint, minus the `time.time()` taken just before `subprocess.Popen`; the second number is the CPU
time the process had used by then (from its very start: a frozen app's loader included), which a
loaded machine disturbs far less than the wall clock. Pairs alternate their order (A B, B A, ...)
so drift on the machine hits both sides alike; one unmeasured warm-up run of each comes first.
"""

from __future__ import annotations

import os
import platform
import re
import shlex
import statistics
import subprocess
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
BARE = [PYTHON, str(ROOT / "benchmarks" / "bare_window.py")]


def base_env(platform_name: str = "offscreen", **extra: str) -> dict[str, str]:
    env = dict(os.environ)
    # Bytecode caches are written (by the warm-up runs) and read, as an installed app has them:
    # without them every run of the app compiles its own modules again, the bare window (one
    # file) next to nothing.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["QT_QPA_PLATFORM"] = platform_name
    env.update(extra)
    return env


def ttff(
    command: Sequence[str],
    env: Mapping[str, str],
    timeout: float = 60.0,
    require: str | None = None,
) -> float:
    """Seconds from just before Popen to the program's FIRST_FRAME; the program must exit 0
    (and, with `require`, say that text on stderr: e.g. which page it painted)."""
    return ttff_and_cpu(command, env, timeout, require)[0]


def ttff_and_cpu(
    command: Sequence[str],
    env: Mapping[str, str],
    timeout: float = 60.0,
    require: str | None = None,
) -> tuple[float, float]:
    """`ttff`, and the CPU seconds the program had used at its first frame."""
    t0 = time.time()
    process = subprocess.Popen(
        list(command),
        cwd=ROOT,
        env=dict(env),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    out, err = process.communicate(timeout=timeout)
    frames = [line.split()[1:] for line in out.splitlines() if line.startswith("FIRST_FRAME ")]
    if process.returncode != 0 or len(frames) != 1 or (require and require not in err):
        raise RuntimeError(
            f"{' '.join(command)} exited {process.returncode} with FIRST_FRAME lines {frames}"
            f"{f' (stderr must say {require!r})' if require else ''}:\n"
            f"{out}\n{err}"
        )
    return float(frames[0][0]) - t0, float(frames[0][1])


Run = tuple[Sequence[str], Mapping[str, str]] | tuple[Sequence[str], Mapping[str, str], str]


def _once(run: Run, cpu: list[float] | None = None) -> float:
    wall, used = ttff_and_cpu(run[0], run[1], require=run[2] if len(run) > 2 else None)
    if cpu is not None:
        cpu.append(used)
    return wall


def app_command(app: str) -> list[str]:
    """The app to time: `python -m sheetdesk` from this tree, or the command given (`--app`),
    e.g. a frozen app's executable."""
    return shlex.split(app) if app else [PYTHON, "-m", "sheetdesk"]


def pairs(
    a: Run, b: Run, count: int, cpu: tuple[list[float], list[float]] | None = None
) -> tuple[list[float], list[float]]:
    """`count` interleaved pairs of (command, env[, text its stderr must hold]); with `cpu`, the
    CPU seconds each run had used at its first frame are added to those two lists."""
    cpu_a, cpu_b = cpu if cpu is not None else (None, None)
    _once(a)
    _once(b)
    times_a: list[float] = []
    times_b: list[float] = []
    for index in range(count):
        if index % 2 == 0:
            times_a.append(_once(a, cpu_a))
            times_b.append(_once(b, cpu_b))
        else:
            times_b.append(_once(b, cpu_b))
            times_a.append(_once(a, cpu_a))
    return times_a, times_b


def report(
    title: str, name_a: str, times_a: list[float], name_b: str, times_b: list[float], goal: float
) -> float:
    med_a = statistics.median(times_a)
    med_b = statistics.median(times_b)
    ratio = med_b / med_a
    pair_ratio = statistics.median(tb / ta for ta, tb in zip(times_a, times_b, strict=True))
    print(
        f"{title}: {len(times_a)} interleaved pairs, {platform.node()}, "
        f"Python {platform.python_version()}, {os.cpu_count()} CPUs, "
        f"{time.strftime('%Y-%m-%d %H:%M %Z')}"
    )
    for name, times in ((name_a, times_a), (name_b, times_b)):
        ms = sorted(round(t * 1000) for t in times)
        print(
            f"  {name:<34} median {statistics.median(times) * 1000:7.1f} ms  "
            f"(min {ms[0]}, max {ms[-1]})"
        )
    verdict = "OK" if ratio <= goal else "OVER GOAL"
    print(
        f"  ratio of medians {ratio:.3f} (median of per-pair ratios {pair_ratio:.3f}); "
        f"goal <= {goal}: {verdict}"
    )
    return ratio


def report_cpu(cpu_a: list[float], cpu_b: list[float]) -> float:
    """The CPU seconds used up to the first frame: medians (quartiles) and their ratio."""

    def spread(values: list[float]) -> str:
        if len(values) < 2:  # (quartiles need two values at least)
            return f"median {statistics.median(values) * 1000:6.1f} ms"
        low, mid, high = statistics.quantiles(values, n=4)
        return f"median {mid * 1000:6.1f} ms (quartiles {low * 1000:.0f}–{high * 1000:.0f})"

    ratio = statistics.median(cpu_b) / statistics.median(cpu_a)
    print(f"  CPU used to the first frame: {spread(cpu_a)} vs {spread(cpu_b)}: ratio {ratio:.3f}")
    return ratio


def instructions(command: Sequence[str]) -> int:
    """The instructions `command` runs, counted by valgrind's callgrind (its "Collected" figure),
    with the hash seed fixed so that two runs of one command count alike; the command must exit
    0. Start-up is in the count: callers count two sizes of the same work and take the
    difference."""
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONHASHSEED": "0"},
        check=True,
    )
    found = re.search(r"Collected : (\d+)", run.stderr)
    if found is None:
        raise RuntimeError(
            f"callgrind gave no count for {shlex.join(command)}:\n{run.stderr[-500:]}"
        )
    return int(found.group(1))
