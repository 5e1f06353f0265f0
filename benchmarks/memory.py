"""Memory while games are opened one after another in one window: does closing a game give its
memory back?

    .venv/bin/python benchmarks/memory.py [--games 20] [--game treasure_cards]

Long games (played to their last round by the greedy bot, in a private data folder) are saved;
then one main window opens them one after another (as Continue or the saved-games page does),
shows each one's table, and goes back to the start page. The resident set size (Linux:
/proc/self/status) is read after each; reported: RSS per game and the growth per game after the
second (goal: at most 0.2 MiB per game). Qt runs offscreen.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["SHEETDESK_DATA_DIR"] = tempfile.mkdtemp(prefix="sheetdesk-memory-")


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS (Linux only)")


def long_saves(game: str, count: int) -> list[Path]:
    from sheetdesk.core import registry, savefile
    from sheetdesk.core.rng import Rng
    from sheetdesk.core.session import Player, Session

    entry = registry.get(game)
    bot = entry.bot()
    paths = []
    for index in range(count):
        names = [Player(n) for n in ("Ana", "Ben", "Chloé", "Dimitris")[: entry.max_players]]
        session = Session.new(entry.rules(), names, {}, 100 + index)
        step = 0
        while not session.is_over():
            seat = session.acting_seat()
            legal = list(session.legal_actions(seat))
            session.act(seat, bot(session.view(seat), seat, legal, Rng(step)))
            step += 1
        while session.can_undo() or session.cursor > len(session.log) - 40:
            if not session.can_undo():
                break
            session.undo()
        paths.append(savefile.write(session))
    return paths


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--game", default="treasure_cards")
    args = parser.parse_args()

    from sheetdesk.ui.app import build_window, create_application

    app = create_application([sys.argv[0]])
    window = build_window(app)
    window.resize(1366, 768)
    window.show()
    paths = long_saves(args.game, args.games)

    from PySide6.QtCore import QEvent

    def settle() -> None:
        # as the event loop would: pending events, then the deleteLater()s it owes
        for _ in range(10):
            app.processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()

    settle()
    rss = []
    for path in paths:
        window.open_path(path, external=False)
        settle()
        if window.current_page_name() == "handover":
            window.controller.confirm_handover()
            settle()
        window.show_start()
        settle()
        rss.append(round(rss_mib(), 2))
    per_game = (rss[-1] - rss[1]) / max(1, len(rss) - 2)
    print(
        json.dumps(
            {
                "game": args.game,
                "games": len(rss),
                "rss_mib": rss,
                "growth_after_second_mib_per_game": round(per_game, 3),
                "goal_mib_per_game": 0.2,
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
