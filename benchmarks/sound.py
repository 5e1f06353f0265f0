"""Sound benchmark: how long the window's thread is held by a `play` call (goal: at most 2 ms
for the longest), and by the device's thread mixing the sounds (ui/sound.py).

Three set-ups, each with every sound asked for in turn (`--plays` calls, a little apart, as a
game's moves come), timed with perf_counter() around each `SoundBoard.play`:

  none   the app's board on a machine without an audio device (the worker tries miniaudio and
         gives up; `play` after that is a flag test);
  fake   a stand-in device whose thread pulls the mixer every 30 ms as a real one does (the
         mixing's own Python work: how long it holds the GIL, and so could hold the window),
         with up to three sounds at once;
  real   miniaudio's device, where the machine has one (skipped otherwise).

Beside each, the same clock around a call of about the same length that does nothing with
sound, in the same loop: what the
machine costs by itself (a shared machine takes the thread off its core now and then).
The mixer's time per 30 ms period is also printed (p50, p95, max): the most the device's
thread can keep the window's thread waiting for Python's lock.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/sound.py [--plays 300]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


class PullingDevice:
    """Pulls the mixer every period on a thread of its own, as miniaudio's device does."""

    chunks: list[float] = []

    def __init__(self, mixer) -> None:  # type: ignore[no-untyped-def]
        from sheetdesk.ui import sound

        self.mixer = mixer
        self.frames = sound.RATE * sound.PERIOD_MS // 1000
        self.running = False
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def _pull(self) -> None:
        from sheetdesk.ui import sound

        while not self._stop.is_set():
            started = time.perf_counter()
            self.mixer.chunk(self.frames)
            PullingDevice.chunks.append(time.perf_counter() - started)
            self._stop.wait(sound.PERIOD_MS / 1000)

    def start(self) -> None:
        self._stop.clear()
        self._thread = threading.Thread(target=self._pull, daemon=True)
        self._thread.start()
        self.running = True

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        self.running = False

    def close(self) -> None:
        self.stop()


def measure(board, plays: int) -> list[float]:  # type: ignore[no-untyped-def]
    """`plays` calls, once the board's thread has read the files and opened the device (the
    window starts it a moment after it opens); the first call on a cold board is printed
    apart: its thread starting (and importing miniaudio) can hold the window's for a while."""
    from sheetdesk.ui import sound

    cold = sound.SoundBoard(board._open_device, board._folder)
    started = time.perf_counter()
    cold.play("pen")
    print(
        f"first play() on a cold board (starts its thread): "
        f"{(time.perf_counter() - started) * 1000:.3f} ms"
    )
    cold.close()
    board.prepare()
    board.ready.wait(30)  # (the window starts it a moment after it opens)
    time.sleep(0.5)
    times, control = [], []
    for index in range(plays):
        name = sound.SOUNDS[index % len(sound.SOUNDS)]
        started = time.perf_counter()
        board.play(name)
        times.append(time.perf_counter() - started)
        # the same clock around a call that does nothing: what the machine itself costs (a
        # busy shared machine takes the thread off its core now and then, play or no play)
        started = time.perf_counter()
        nothing()
        control.append(time.perf_counter() - started)
        time.sleep(0.01)
    report("(control)", control)
    return times


def nothing() -> int:
    """About as long as a play() call (some 30 microseconds), doing nothing with sound."""
    return sum(range(600))


def report(label: str, times: list[float]) -> None:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[int(len(ms) * 0.95) - 1]
    print(
        f"{label:<9} {'a call' if label.startswith('(') else 'play()'}: {len(ms)} calls, "
        f"median {statistics.median(ms):.3f} ms, "
        f"p95 {p95:.3f} ms, longest {ms[-1]:.3f} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plays", type=int, default=300)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    from sheetdesk.ui import sound

    app = QApplication.instance() or QApplication([sys.argv[0]])
    folder = ROOT / "sheetdesk" / "resources" / "sounds"
    # (miniaudio is tried even where the app would not try it: its failing is part of this)
    none = sound.SoundBoard(sound.Device, folder)
    report("none" if sound.no_device_here() else "real", measure(none, args.plays))
    none.close()
    fake = sound.SoundBoard(PullingDevice, folder)
    report("fake", measure(fake, args.plays))
    fake.close()
    chunks = sorted(t * 1000 for t in PullingDevice.chunks)
    if chunks:
        print(
            f"mixer: {len(chunks)} periods of {sound.PERIOD_MS} ms, median "
            f"{statistics.median(chunks):.3f} ms, p95 {chunks[int(len(chunks) * 0.95) - 1]:.3f} "
            f"ms, longest {chunks[-1]:.3f} ms"
        )
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
