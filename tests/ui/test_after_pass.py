"""The kit's work put off till a layout's pass is over (sheetkit/after_pass.py `AfterPass`), on a
bare widget with a layout and no game: a widget shown from inside a pass makes Qt lay the layout
out again from inside it, as a table's parts do; work asked for there, and again in the pass
outside it, runs once, with no pass under way."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from sheetdesk.ui.sheetkit.after_pass import ROUNDS, AfterPass


class CountingLayout(QVBoxLayout):
    """A layout that counts its passes itself (`depth`, `deepest`), apart from `AfterPass`'s
    count: what the test reads of the passes is not what it tests."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.after = AfterPass()
        self.depth = 0
        self.deepest = 0

    def setGeometry(self, rect: QRect) -> None:
        self.after.lay_out(self._pass, rect)

    def _pass(self, rect: QRect) -> None:
        self.depth += 1
        self.deepest = max(self.deepest, self.depth)
        try:
            super().setGeometry(rect)
        finally:
            self.depth -= 1


class Part(QWidget):
    """A part that, resized by a pass, calls `on_resize` (once armed)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setMinimumHeight(20)
        self.on_resize = lambda: None

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.on_resize()


def _page(qtbot) -> tuple[QWidget, CountingLayout, Part, QWidget]:
    page = QWidget()
    qtbot.addWidget(page)
    layout = CountingLayout(page)
    part = Part(page)
    layout.addWidget(part)
    hidden = QWidget(page)  # (shown from inside a pass: Qt lays the page out again there)
    hidden.setMinimumHeight(20)
    layout.addWidget(hidden)
    hidden.hide()
    page.resize(300, 200)
    page.show()
    qtbot.waitExposed(page)
    return page, layout, part, hidden


def test_work_asked_in_a_pass_runs_once_after_the_outermost(qtbot):
    page, layout, part, hidden = _page(qtbot)
    runs: list[int] = []  # how many passes were under way at each run of the work

    def work() -> None:
        runs.append(layout.depth)

    asked: list[int] = []

    def on_resize() -> None:
        asked.append(layout.depth)
        assert layout.after.put_off("work", work)
        if hidden.isHidden():
            hidden.show()  # (the pass inside this one)

    part.on_resize = on_resize
    page.resize(320, 260)
    assert layout.deepest >= 2, "no pass inside another: the test tests nothing"
    assert len(asked) >= 2 and max(asked) >= 2, asked  # (asked in the outer pass and inside it)
    assert runs == [0]
    qtbot.wait(10)
    assert runs == [0]  # (not again later)


def test_work_outside_a_pass_is_not_put_off(qtbot):
    layout = _page(qtbot)[1]
    assert not layout.after.put_off("work", lambda: None)


def test_work_that_asks_for_itself_again_stops(qtbot):
    """Work whose run lays the layout out again and asks for itself in that pass runs at that
    pass's end, `ROUNDS` deep at most (two answers undoing each other went on without end)."""
    page, layout, part, hidden = _page(qtbot)
    runs: list[int] = []

    def work() -> None:
        runs.append(layout.depth)
        hidden.setVisible(hidden.isHidden())
        layout.activate()  # (laid out again at once: its part resized)

    def on_resize() -> None:
        layout.after.put_off("work", work)

    part.on_resize = on_resize
    page.resize(320, 260)
    assert runs == [0] * ROUNDS
