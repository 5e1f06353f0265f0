"""A button the keyboard comes to (Tab) shows the app's own ring round it (ui/style.py) and
nothing over its words: the style's focus rectangle, which Qt draws once the keyboard has
moved the focus, hugged the words (a tinted box with an edge that the first and last letters
touched, "Wróć do skończonych gier" in Polish) inside the ring. So does a page's tab (the
Statistics page's, in Greek)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QPushButton, QTabBar, QWidget

# a pixel of the words: every channel under this (the ring is blue, the faces light)
INK = 90


def ground_over_words(button: QWidget, part: QRect | None = None) -> set[int]:
    """The colours of `button`'s face (or of its `part`: a tab of a tab bar) above its words,
    from inside the ring (its 3 px and the margin it takes) to a pixel above their highest
    letter, as wide as the words."""
    picture: QImage = (button.grab() if part is None else button.grab(part)).toImage()
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


def test_the_keyboard_ring_alone_marks_a_tab(window, qtbot):
    from tests.ui.test_statistics_page import _family, _open_by_keys

    _family()
    page = _open_by_keys(window, qtbot)  # (by the English menu's keys)
    window.set_language("el")
    bar = page.tabs.tabBar()
    for _ in range(8):  # (round the page by Tab, back to the tabs)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        if QApplication.focusWidget() is bar:
            break
    assert isinstance(QApplication.focusWidget(), QTabBar)
    qtbot.wait(1)
    colours = ground_over_words(bar, bar.tabRect(bar.currentIndex()))
    assert len(colours) == 1, [hex(c) for c in colours]
