"""How the window keeps up while a computer player at Hard searches on the worker thread.

A Number rows game, Ana (played by greedy) against Hal (Hard), in the real main window
(offscreen): during each of Hal's searches a 10 ms QTimer ticks on the GUI thread, and the gaps
between ticks are recorded (the search is pure Python: it shares the interpreter lock with the
GUI thread, so this is what a player feels as lag). Printed: the searches' time (median, p95),
the timer gaps while thinking (median, p95, max) and, for comparison on the same machine at the
same time, the gaps while nobody thinks (the driver's own moves), as one JSON line.

    .venv/bin/python benchmarks/thinking_ui.py [--searches 20] [--switch-ms 5]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--searches", type=int, default=20)
    parser.add_argument("--level", default="hard")
    parser.add_argument(
        "--switch-ms",
        type=float,
        default=None,
        help="the interpreter's switch interval (default: the app's, ui/app.py; Python's is 5)",
    )
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["SHEETDESK_DATA_DIR"] = tempfile.mkdtemp(prefix="sheetdesk-bench-")
    from PySide6.QtCore import QTimer

    from sheetdesk.core import registry
    from sheetdesk.core.rng import Rng
    from sheetdesk.core.session import Player
    from sheetdesk.ui.app import build_window, create_application
    from sheetdesk.ui.new_game_dialog import NewGameChoice

    app = create_application([sys.argv[0]])
    if args.switch_ms is not None:
        sys.setswitchinterval(args.switch_ms / 1000)
    window = build_window(app)
    window.resize(1366, 768)
    window.show()
    entry = registry.get("number_rows")
    greedy = entry.bot("greedy")
    players = (Player("Ana"), Player("Hal", "bot", args.level))
    window.start_new(NewGameChoice(entry, players, {"jokers": False}, 2026))
    controller = window.controller
    controller.bot_delay_ms = 0
    session = window.session

    gaps: list[float] = []
    idle: list[float] = []
    searches: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        (gaps if controller.thinking_seat is not None else idle).append((now - last[0]) * 1000)
        last[0] = now

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    began: float | None = None
    step = 0
    while len(searches) < args.searches and not session.is_over():
        app.processEvents()
        thinking = controller.thinking_seat is not None
        if thinking and began is None:
            began = time.perf_counter()
        elif not thinking and began is not None:
            searches.append((time.perf_counter() - began) * 1000)
            began = None
        if thinking or controller.bot_pending:
            time.sleep(0.001)
            continue
        seat = session.acting_seat()
        if seat is None:
            continue
        legal = list(session.legal_actions(seat))
        controller.choose(greedy(session.view(seat), seat, legal, Rng(step)))
        step += 1
    timer.stop()
    window.close_game()
    print(
        json.dumps(
            {
                "level": args.level,
                "searches": len(searches),
                "search_ms_median": round(statistics.median(searches), 1),
                "search_ms_p95": round(_p95(searches), 1),
                "gui_gap_ms_median": round(statistics.median(gaps), 1),
                "gui_gap_ms_p95": round(_p95(gaps), 1),
                "gui_gap_ms_max": round(max(gaps), 1),
                "idle_gap_ms_median": round(statistics.median(idle), 1),
                "idle_gap_ms_p95": round(_p95(idle), 1),
            }
        )
    )


if __name__ == "__main__":
    main()
