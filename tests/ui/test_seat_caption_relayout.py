"""A small sheet's caption whose width changes asks for its layout again only where its lines
take another height at the new width than at a width its size hint was given at: the layout
keeps that measure (a caption showed two of its four lines), and asked at each new width, a
table just opened laid out its page and the window once more for the same heights."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from sheetdesk.ui.sheetkit.seat_caption import SeatCaption
from tests.ui.counted_events import EventCount

WORDS = "Ana — points: 12 · Hand: 5 · Crossed: 3, 5, 8, 11"


def _settled() -> None:
    for _ in range(3):
        QApplication.processEvents()


def test_a_caption_asks_for_its_layout_again_only_for_another_height(qtbot):  # type: ignore[no-untyped-def]
    holder = QWidget()
    qtbot.addWidget(holder)
    layout = QVBoxLayout(holder)
    caption = SeatCaption()
    caption.set_caption(WORDS, "Ana")
    layout.addWidget(caption)
    layout.addStretch(1)
    holder.resize(600, 300)
    holder.show()
    _settled()
    requests = EventCount(QEvent.Type.LayoutRequest)
    holder.installEventFilter(requests)

    wide = caption.heightForWidth(caption.width())
    holder.resize(holder.width() - 20, 300)  # (the same lines, a little narrower)
    assert caption.heightForWidth(caption.width()) == wide
    _settled()
    assert requests.count == 0

    narrow = next(w for w in range(caption.width(), 40, -10) if caption.heightForWidth(w) > wide)
    holder.resize(narrow + holder.width() - caption.width(), 300)  # (more lines)
    _settled()
    assert requests.count >= 1
    # (laid out for the new height: all its lines shown)
    assert caption.height() >= caption.heightForWidth(caption.width())
