"""Make the sheet kit's pictures for its reference page (docs/kit/sheet.md): docs/kit/*.png.

Each picture is one kit piece as a game uses it, rendered offscreen in English as the app shows it
(its plural forms too): a table of each built-in game in the middle of a seeded game (greedy
computers play the first moves; the table is built the way the self-test builds one, through the
game's `create_table`, and given the players' remembered looks, as the window gives them), the
others' panel of one of them, and a strip of registered symbols with a box track of the kit.

    .venv/bin/python scripts/kit_pictures.py [--out docs/kit]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SIZE = (1024, 600)
PLAYERS = ("Ana", "Ben", "Chloé")
# each player's remembered (colour, symbol), drawn in the sheets' captions
LOOKS = (("blue", "star"), ("orange", "triangle"), ("teal", "square"))

# game id -> (file name, seats, moves played before the picture)
TABLES = {
    "number_rows": ("table-number-rows", 3, 12),
    "treasure_cards": ("table-treasure-cards", 3, 9),
    "pyramid_cards": ("table-pyramid-cards", 3, 9),
    "giza_dice": ("table-giza-dice", 3, 14),
}


def _pump(app: Any) -> None:
    for _ in range(5):
        app.processEvents()


def table_in_play(game_id: str, seats: int, moves: int) -> Any:
    """The game's table drawn for the seat to act after `moves` greedy moves."""
    from sheetdesk.core import registry
    from sheetdesk.core.rng import Rng
    from sheetdesk.core.session import Player, Session

    entry = registry.get(game_id)
    rules = entry.rules()
    players = [Player(name) for name in PLAYERS[:seats]]
    options = {variant.key: variant.default for variant in rules.info.variants}
    session = Session.new(rules, players, options, seed=7)
    bot = entry.bot("greedy")
    for move in range(moves):
        seat = session.acting_seat()
        if seat is None or session.is_over():
            break
        legal = list(session.legal_actions(seat))
        session.act(seat, bot(session.view(seat), seat, legal, Rng(move)))
    seat = session.acting_seat()
    table = entry.ui().create_table(rules, players)
    table.set_looks(LOOKS[:seats])
    table.show_position(
        session.view(seat),
        seat,
        seat,
        list(session.legal_actions(seat)) if seat is not None else [],
        rules.scores(session.view(None)),
    )
    return table


def symbols_and_track(path: Path) -> None:
    """Registered symbols (a game registers them when its sheet module is imported, or when a
    sheet whose layout file has drawings is built: Giza's, by the tables above) above a box track
    with two boxes crossed."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter

    from sheetdesk.ui.sheetkit import BoxStyle, paint_symbol, paint_track, track_rects

    names = ("red_gem", "green_gem", "torch", "skull", "potion", "scarab", "nile")
    image = QImage(len(names) * 56 + 8, 120, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for index, name in enumerate(names):
        paint_symbol(painter, name, QRectF(8 + index * 56, 8, 44, 44))
    rects = track_rects(QPointF(8, 64), 7, 7, 56)
    paint_track(painter, rects, BoxStyle(), crossed=2, printed=[str(n) for n in range(1, 8)])
    painter.end()
    image.save(str(path))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "kit")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.sheetkit import set_animations

    app = QApplication.instance() or QApplication([sys.argv[0]])
    Translators().install("en")  # (English plural forms: "6 more cards", not "card(s)")
    set_animations(False)
    args.out.mkdir(parents=True, exist_ok=True)
    for game_id, (name, seats, moves) in TABLES.items():
        table = table_in_play(game_id, seats, moves)
        table.resize(*SIZE)
        table.show()
        _pump(app)
        table.grab().save(str(args.out / f"{name}.png"))
        if game_id == "number_rows":
            table.others.grab().save(str(args.out / "others-panel.png"))
        table.close()
        table.deleteLater()
    symbols_and_track(args.out / "symbols-and-track.png")
    for path in sorted(args.out.glob("*.png")):
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
