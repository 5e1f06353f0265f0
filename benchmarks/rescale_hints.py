"""Rescale benchmark: what settling the hint's markers (sheetkit/hint.py `settle_hints`, called by
a sheet's view each time it is drawn at another scale) costs over 50 resizes of a table, without
and with a hint shown: Giza dice with nine players (a position of benchmarks/giza_dice_ui.py) and
Number rows with two (benchmarks/click.py's). The table alone (sheet.create_table), 1000x700,
resized by 37x23 pixels and back, the events run after each resize.

Prints per game and way: the calls of settle_hints and the sheets rescaled, the thread CPU spent
inside them (time.thread_time; about 6 us of each call are the two clock readings), and the
CPU of the 50 resizes whole (time.process_time).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/rescale_hints.py [--resizes 50]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def run(app, game_id: str, sample, hint: bool, resizes: int) -> None:  # type: ignore[no-untyped-def]
    from sheetdesk.core import registry
    from sheetdesk.ui.sheetkit import view as view_module

    session, _target = sample
    table = registry.get(game_id).ui().create_table(session.rules, session.players)
    table.resize(1000, 700)
    table.show()
    seat = session.acting_seat()
    view = session.view(seat)
    legal = list(session.legal_actions(seat))
    table.show_position(view, seat, seat, legal, session.rules.scores(view))
    for _ in range(3):
        app.processEvents()
    if hint:
        table.show_hint(legal[len(legal) // 2])
    spent: list[float] = []
    scenes: set[int] = set()
    settle = view_module.settle_hints

    def timed(scene) -> None:  # type: ignore[no-untyped-def]
        started = time.thread_time()
        settle(scene)
        spent.append(time.thread_time() - started)
        scenes.add(id(scene))

    view_module.settle_hints = timed
    started = time.process_time()
    for index in range(resizes):
        table.resize(1000 + (index % 2) * 37, 700 + (index % 2) * 23)
        app.processEvents()
    cpu = time.process_time() - started
    view_module.settle_hints = settle
    print(
        f"{game_id:12} hint {'shown' if hint else 'none '}: {len(spent)} calls on {len(scenes)} "
        f"sheets, {sum(spent) * 1e3:.1f} ms CPU in settle_hints "
        f"({sum(spent) / max(1, len(spent)) * 1e6:.0f} us a call); {resizes} resizes "
        f"{cpu * 1e3:.0f} ms CPU",
        flush=True,
    )
    table.close()
    table.deleteLater()
    app.processEvents()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--resizes", type=int, default=50)
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    import click
    import giza_dice_ui

    samples = {
        "giza_dice": giza_dice_ui.positions(1)[0],
        "number_rows": click.positions(1)[0],
    }
    for hint in (False, True):
        for game_id, sample in samples.items():
            run(app, game_id, sample, hint, args.resizes)


if __name__ == "__main__":
    main()
