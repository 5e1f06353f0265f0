"""Treasure cards UI figures: ghost hover update, legal placements, and simulate speed.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/treasure_cards_ui.py [--repeat 400]

- ghost hover: a mouse move over a treasure card (a real QMouseEvent to the view's viewport) to
  the repainted viewport (the dirty region painted synchronously), table at 1366x768 in a 4-player
  marking step with an L of four; goal < 4 ms median.
- legal placements: RULES.legal_placements(state, seat) for both cards, on fresh boards' free-box
  sets (the rules cache free boxes, not placements); goal < 1 ms median.
- simulate: `python -m sheetdesk simulate --game treasure_cards --players 4 --games 50 --seed 1`
  with the random and the greedy bot (games per second, mean score), printed as they come.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _mark_state(players: int, key: str, seed: int):
    from sheetdesk.core.protocol import Chance
    from sheetdesk.core.rng import Rng
    from sheetdesk.games.treasure_cards import rules as tc
    from sheetdesk.games.treasure_cards.bot import greedy

    R = tc.RULES
    rng = Rng(seed)
    state = R.setup(players, {}, rng)
    for _ in range(20000):
        step = R.step(state)
        if isinstance(step, Chance):
            state = R.apply(state, None, R.resolve_chance(state, rng))
            continue
        if (
            state.phase == "mark"
            and state.round >= 2
            and not state.marks[state.waiting[0]]
            and R.design(state).key == key
        ):
            return state
        seat = step.seats[0]
        state = R.apply(
            state, seat, greedy(R.view(state, seat), seat, R.legal_actions(state, seat), rng)
        )
    raise RuntimeError("no such state")


def ghost_hover(repeat: int) -> float:
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from sheetdesk.core.session import Player
    from sheetdesk.games.treasure_cards import rules as tc
    from sheetdesk.games.treasure_cards.sheet import create_table

    R = tc.RULES
    state = _mark_state(4, "L4", 3)
    seat = state.waiting[0]
    table = create_table(R, [Player(n) for n in ("Ana", "Ben", "Chloé", "Dimitris")])
    table.resize(1366 - 290, 700)
    table.show()
    table.show_position(
        R.view(state, seat), seat, seat, R.legal_actions(state, seat), R.scores(state)
    )
    app.processEvents()
    viewport = table.board_view.viewport()
    card = R.card(state.boards[seat].cards[0])
    points = [table.box_center(0, cell) for cell in sorted(card.boxes)]
    times = []
    for i in range(repeat):
        point = QPointF(points[i % len(points)])
        event = QMouseEvent(
            QEvent.Type.MouseMove,
            point,
            viewport.mapToGlobal(point),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
        )
        start = time.perf_counter()
        QApplication.sendEvent(viewport, event)
        app.processEvents()  # the queued scene update → the dirty region is repainted
        times.append((time.perf_counter() - start) * 1000)
    assert table.ghost.isVisible()
    table.close()
    return statistics.median(times)


def legal_placements(repeat: int) -> float:
    from sheetdesk.games.treasure_cards import rules as tc

    R = tc.RULES
    state = _mark_state(4, "T4", 5)
    seat = state.waiting[0]
    times = []
    for _ in range(repeat):
        R._free_cache.clear()
        tc._placements.cache_clear()  # measure the search, not the cache
        start = time.perf_counter()
        R.legal_placements(state, seat)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def simulate(bot: str) -> dict:
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "sheetdesk",
            "simulate",
            "--game",
            "treasure_cards",
            "--players",
            "4",
            "--games",
            "50",
            "--seed",
            "1",
            "--bot",
            bot,
        ],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=400)
    parser.add_argument("--no-simulate", action="store_true")
    args = parser.parse_args(argv)
    hover = ghost_hover(args.repeat)
    print(f"ghost hover update: median {hover:.2f} ms (goal < 4)")
    legal = legal_placements(args.repeat * 5)
    print(f"legal placements (both cards): median {legal:.3f} ms (goal < 1)")
    if not args.no_simulate:
        for bot in ("random", "greedy"):
            result = simulate(bot)
            print(
                f"simulate {bot}: {result['games_per_s']:.1f} games/s, "
                f"mean score {result['mean_score']:.1f} "
                f"(min {result['min_score']}, max {result['max_score']}, "
                f"mean winner {result['mean_winner_score']:.1f})"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
