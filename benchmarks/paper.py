"""Paper benchmark: time to write a 6-page PDF of blank score pads of each game, and the PDF of a
finished 4-player game (a page of scores, then one page per player); the size of each file.

    .venv/bin/python benchmarks/paper.py [--repeat 5] [--paper a4] [--language en]

Each figure is the median of `--repeat` runs, from the document's making (a table built headless)
to the file written (QPdfWriter, then the atomic write), offscreen. One line per game and kind.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PAGES = 6
NAMES = ("Ana", "Nikos", "Zosia", "Ewa")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--paper", choices=("a4", "letter"), default="a4")
    parser.add_argument("--language", choices=("en", "el", "pl"), default="en")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    import sheetdesk.games
    from sheetdesk.core import registry
    from sheetdesk.core.headless import play_one
    from sheetdesk.core.session import Player, Session
    from sheetdesk.ui import paper
    from sheetdesk.ui.fonts import use_bundled_font
    from sheetdesk.ui.i18n import Translators

    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    use_bundled_font(app)
    Translators().install(args.language)
    sheetdesk.games.import_all()
    folder = Path(tempfile.mkdtemp(prefix="sheetdesk-paper-"))

    def measure(make, name: str) -> tuple[float, int, int]:  # type: ignore[no-untyped-def]
        times = []
        out = folder / name
        document = None
        for _ in range(args.repeat):
            start = time.perf_counter()
            document = make()
            paper.write_pdf(document, out)
            times.append(time.perf_counter() - start)
        assert document is not None
        return statistics.median(times) * 1000, out.stat().st_size, len(document.pages)

    for entry in registry.GAMES:
        first = paper.pad_document(entry.id, 1, args.paper)
        per_page = first.pages[0].columns * first.pages[0].rows
        pads = PAGES * per_page

        def pads_document(game: str = entry.id, n: int = pads) -> paper.Document:
            return paper.pad_document(game, n, args.paper)

        ms, size, pages = measure(pads_document, f"{entry.id}-pads.pdf")
        print(
            f"{entry.id:16} pads: {pads} pads ({per_page}/page), {pages} pages, "
            f"median {ms:.0f} ms, {size / 1024:.0f} KB"
        )
        full = play_one(entry.id, len(NAMES), 3)
        rules = entry.rules()
        players = [Player(name) for name in NAMES]
        session = Session.restore(
            rules, players, full.options, full.seed, full.log, len(full.log), "benchmark"
        )

        def game_document(s: Session = session) -> paper.Document:
            return paper.game_document(s, args.paper)

        ms, size, pages = measure(game_document, f"{entry.id}-game.pdf")
        print(
            f"{entry.id:16} game: 4 players, {pages} pages, median {ms:.0f} ms, "
            f"{size / 1024:.0f} KB"
        )


if __name__ == "__main__":
    main()
