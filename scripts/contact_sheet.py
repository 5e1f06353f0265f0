"""Draw every card of a card game on one PNG: the contact sheet of its card set, for whoever
edits the card data (docs/cards/; not in the app's package: no page shows it, and the installers
would carry it to every family).

    .venv/bin/python scripts/contact_sheet.py                       # docs/cards/treasure_cards.png
    .venv/bin/python scripts/contact_sheet.py --game pyramid_cards  # docs/cards/pyramid_cards.png
    .venv/bin/python scripts/contact_sheet.py --out x.png --columns 8 --card-width 300

The cards are painted by the same code the game's table uses (the game's sheet.py: its table's
`CARD_LOOK`), so the picture is exactly what players see. Rerun it after regenerating the data
(scripts/make_treasure_cards.py, scripts/make_pyramid_cards.py). Runs offscreen.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

GAMES = ("treasure_cards", "pyramid_cards")


def render(out: Path, columns: int, card_width: float, game: str = "treasure_cards") -> Path:
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    import importlib

    from sheetdesk.core import registry
    from sheetdesk.ui.fonts import use_bundled_font
    from sheetdesk.ui.sheetkit import GridMarks
    from sheetdesk.ui.sheetkit.text import font_for

    use_bundled_font(app)
    entry = registry.get(game)
    rules = entry.rules()
    colors = importlib.import_module(f"{entry.package}.cards").COLORS
    look = entry.ui().create_table(rules, ()).CARD_LOOK
    cards = sorted(rules.cards.cards, key=lambda c: (colors.index(c.color), c.id))
    card_height = card_width * (0.82 if game == "treasure_cards" else 0.95)
    gap = card_width * 0.06
    label_h = card_width * 0.09
    rows = -(-len(cards) // columns)
    width = round(columns * (card_width + gap) + gap)
    height = round(rows * (card_height + label_h + gap) + gap)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#e9e2d0"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    for i, card in enumerate(cards):
        col, row = i % columns, i // columns
        x = gap + col * (card_width + gap)
        y = gap + row * (card_height + label_h + gap)
        rect = QRectF(x, y, card_width, card_height)
        look.face(painter, rect, card, look.geometry(card, rect), GridMarks())
        painter.setPen(QColor("#4a3b22"))
        painter.setFont(font_for(label_h * 0.62, False))
        painter.drawText(
            QRectF(QPointF(x, y + card_height), QPointF(x + card_width, y + card_height + label_h)),
            Qt.AlignmentFlag.AlignCenter,
            " · ".join(
                str(part)
                for part in (
                    f"#{getattr(card, 'serial', card.id)}",
                    card.color,
                    getattr(card, "points", ""),
                )
                if part != ""
            ),
        )
    painter.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out)):
        raise OSError(f"could not write {out}")
    del app
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAMES, default="treasure_cards")
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--columns", type=int, default=8)
    parser.add_argument("--card-width", type=float, default=260.0)
    args = parser.parse_args(argv)
    out = args.out or ROOT / "docs" / "cards" / f"{args.game}.png"
    path = render(out, args.columns, args.card_width, args.game)
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
