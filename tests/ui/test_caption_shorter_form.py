"""A small sheet's heading (sheetkit/seat_caption.py `SeatCaption`) in a column too narrow for
the game's words on one line: where the game's shorter form of them holds one line, that form is
shown, not the longer words broken in the middle of what they say ("Completed" over "cards: 0")."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from sheetdesk.ui.sheetkit.others import OthersPanel

NAME = "Jan"
WORDS = "Completed cards: 0"
SHORT = "Completed: 0"


def test_the_shorter_form_is_shown_where_the_longer_words_would_break(qtbot):
    panel = OthersPanel()
    qtbot.addWidget(panel)
    scene = QGraphicsScene(0, 0, 392, 150)
    panel.add_sheet(scene)
    caption = panel.sheets[0].name
    panel.resize(300, 400)
    panel.show()
    qtbot.waitExposed(panel)
    panel.set_caption(0, f"▶ {NAME} — points: 1\n{WORDS}", NAME, SHORT)
    qtbot.waitUntil(lambda: "points" in caption.text())
    metrics = caption.fontMetrics()  # (its own: bold)
    # a column the shorter form fits on one line and the longer words do not (as Treasure
    # cards' at 1280×800 showed "▶ Jan / — points: 1 / Completed / cards: 0")
    room = (metrics.horizontalAdvance(SHORT) + metrics.horizontalAdvance(WORDS)) // 2
    panel.resize(panel.width() - caption.contentsRect().width() + room, 400)
    qtbot.waitUntil(lambda: caption.contentsRect().width() == room)
    qtbot.waitUntil(lambda: "Completed" in caption.text())
    width = caption.contentsRect().width()
    assert metrics.horizontalAdvance(SHORT) < width < metrics.horizontalAdvance(WORDS), width
    lines = caption.text().split("\n")
    assert lines[-1] == SHORT, lines
    assert "Completed" not in lines[:-1], lines
    assert WORDS in caption.toolTip()  # (the whole words where the heading shortened them)
