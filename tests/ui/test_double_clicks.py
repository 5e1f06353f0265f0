"""A double click made by the tests' helper (`driving.double_click`) ends with its release, as a
mouse's does: no button stays down in QTest's state for the later tests of its worker. (After
the GUI monkey's right double click, a left click on the end page's scroll bar, in whatever test
came later in that worker, came with the right button down, and the bar ignored it.) A test that
leaves one down fails (the root conftest), and the button goes up."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QScrollBar, QWidget

from tests.mouse_state import release_mouse_buttons
from tests.ui.driving import double_click


def paged_up(qtbot) -> bool:  # type: ignore[no-untyped-def]
    """Whether a left click on a scroll bar's groove, above its handle, pages it up."""
    bar = QScrollBar(Qt.Orientation.Vertical)
    qtbot.addWidget(bar)
    bar.setRange(0, 17)
    bar.setPageStep(2)
    bar.setValue(17)
    bar.resize(16, 104)
    bar.show()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=QPoint(8, 26))
    return bar.value() < 17


@pytest.mark.parametrize("button", [Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton])
def test_a_double_click_leaves_no_button_down(qtbot, button):
    widget = QWidget()
    qtbot.addWidget(widget)
    double_click(widget, button)
    assert release_mouse_buttons() == []
    double_click(widget, button)
    assert paged_up(qtbot)


def test_a_button_left_down_is_told_and_goes_up(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    QTest.mouseDClick(widget, Qt.MouseButton.RightButton)  # (QTest's own: no release)
    assert release_mouse_buttons() == ["right"]
    assert release_mouse_buttons() == []
    assert paged_up(qtbot)
