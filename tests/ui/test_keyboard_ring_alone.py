"""A button the keyboard comes to (Tab) shows the app's own ring round it (ui/style.py) and
nothing over its words: the style's focus rectangle, which Qt draws once the keyboard has
moved the focus, hugged the words (a tinted box with an edge that the first and last letters
touched, "Wróć do skończonych gier" in Polish) inside the ring."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractButton, QApplication, QPushButton

# a pixel of the words: every channel under this (the ring is blue, the faces light)
INK = 90


def ground_over_words(button: QAbstractButton) -> set[int]:
    """The colours of `button`'s face above its words, from inside the ring (its 3 px and the
    margin it takes) to a pixel above their highest letter, as wide as the words."""
    picture: QImage = button.grab().toImage()
    ratio = picture.devicePixelRatio()
    inked = [
        (x, y)
        for y in range(picture.height())
        for x in range(picture.width())
        if max((c := picture.pixelColor(x, y)).red(), c.green(), c.blue()) < INK
    ]
    left, right = min(x for x, _ in inked), max(x for x, _ in inked)
    top = min(y for _, y in inked)
    return {
        picture.pixel(x, y)
        for x in range(left, right + 1)
        for y in range(round(4 * ratio), top - round(ratio))
    }


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_keyboard_ring_alone_marks_a_control(window, qtbot, language):
    from sheetdesk.ui.print_dialog import PrintDialog

    window.set_language(language)
    dialog = PrintDialog(None, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.isAncestorOf(QApplication.focusWidget()))
    looked: dict[str, set[int]] = {}
    for _ in range(12):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        assert dialog.isAncestorOf(widget)  # (the keyboard goes round the dialog)
        if isinstance(widget, QPushButton) and widget.text():
            qtbot.wait(1)
            looked[widget.text()] = ground_over_words(widget)
    assert len(looked) == 3, looked  # (Save as PDF, Print, Close)
    crowded = {words: len(colours) for words, colours in looked.items() if len(colours) > 1}
    assert not crowded, crowded
