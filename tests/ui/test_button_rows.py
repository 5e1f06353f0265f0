"""The row of buttons under a sheet keeps its height whatever its buttons look like: a button
that takes the keyboard (its focus ring) or the hint's outline draws that edge inside its own
room, so the sheet above is never made smaller (refitted and repainted) by it; at every game of
the registry. Its second line comes and goes with the buttons shown, not with its last resize."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.sheetkit.button_row import ButtonRow
from tests.ui.driving import pass_handover, press

MOVES = 40  # moves played at most per game (by the hint's outline and Enter)
ENOUGH = 2  # buttons under the sheet checked per game


def _row_button(table) -> QPushButton | None:  # type: ignore[no-untyped-def]
    widget = QApplication.focusWidget()
    if isinstance(widget, QPushButton) and table.button_row.isAncestorOf(widget):
        return widget
    return None


def test_the_sheet_keeps_its_size_when_a_button_under_it_takes_the_focus(window):
    """Each game played by the hint's outline (the keyboard goes to what it marks; Enter):
    whenever a button of the row under the big sheet has the keyboard (its ring) and the
    outline, then after Tab away and Shift+Tab back to it, the sheet is as large as it was."""
    checked: dict[str, int] = {}
    for entry in registry.GAMES:
        window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Jan")), {}, 3))
        session, bot = window.session, entry.bot()
        for step in range(MOVES):
            if session.is_over() or checked.get(entry.id, 0) >= ENOUGH:
                break
            if window.current_page_name() == "handover":
                pass_handover(window)
            QApplication.processEvents()
            table = window.page("table").table
            seat = session.acting_seat()
            action = bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
            length, cursor = len(session.log), session.cursor
            for _ in range(8):
                view = table.focus_view
                size = view.size()
                assert table.show_hint(action, focus=True)
                QApplication.processEvents()
                button = _row_button(table)
                if button is not None:
                    assert view.size() == size, (entry.id, button.text(), "outline")
                    QTest.keyClick(button, Qt.Key.Key_Tab)
                    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
                    QApplication.processEvents()
                    assert QApplication.focusWidget() is button
                    assert view.size() == size, (entry.id, button.text(), "Tab")
                    checked[entry.id] = checked.get(entry.id, 0) + 1
                press(window, Qt.Key.Key_Return)
                if len(session.log) > length or session.cursor != cursor:
                    break
    assert checked, "no button under a sheet took the keyboard"


def _row(
    qtbot: Any, acting: str, last: str, held: int = 0
) -> tuple[QWidget, ButtonRow, list[QPushButton], QPushButton]:
    """A shown row under a sheet (given its width by the table): three buttons that act on the
    sheet (`acting` and a key), a stretch, then the one that ends a turn (`last`), held `held`
    pixels wider than its words; and the window it is in (kept by the test)."""
    window = QWidget()
    qtbot.addWidget(window)
    row = ButtonRow()
    row.setParent(window)
    buttons = [QPushButton(f"{acting} ({key})") for key in "RFB"]
    for button in buttons:
        row.line.addWidget(button)
    row.line.addStretch(1)
    confirm = QPushButton(last)
    if held:
        confirm.setMinimumWidth(confirm.sizeHint().width() + held)
    row.line.addWidget(confirm)
    window.show()
    return window, row, buttons, confirm


def _assert_whole(row: ButtonRow, buttons: list[QPushButton]) -> None:
    """Every button has its whole words, inside the row, over none of the others."""
    for button in buttons:
        assert button.width() >= button.sizeHint().width(), button.text()
        assert row.rect().contains(button.geometry()), button.text()
    boxes = [button.geometry() for button in buttons]
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])


def test_the_row_is_one_line_again_when_the_buttons_that_wrapped_it_hide(qtbot):
    """A row narrower than its buttons' words puts the ones that end a turn on a second line;
    when the buttons before them hide (a step that leaves only Confirm), the row is one line
    high again at once, though its width never changed: the sheet above gets the height back
    whatever step the window was last resized at."""
    _window, row, acting, _confirm = _row(qtbot, "Turn the shape round", "Confirm")
    row.resize(row.words_width() - 40, 100)
    QApplication.processEvents()
    assert row.wrapped
    one_line = row.line_height()
    assert row.minimumSizeHint().height() > one_line
    for button in acting:
        button.hide()
    QApplication.processEvents()
    assert not row.wrapped
    assert row.minimumSizeHint().height() == one_line
    for button in acting:  # (and on two lines again when they come back)
        button.show()
    QApplication.processEvents()
    assert row.wrapped


def test_a_button_held_wider_than_its_words_counts_its_width_and_wraps_the_row(qtbot):
    """The turn's end (Confirm) is held wider than its words (its least width): the row's
    `words_width` counts that width, and a row given less than its buttons take side by side
    puts Confirm on a second line rather than cutting it off at the row's right edge (a short
    language's Confirm beside a long one's other buttons, with Larger text beside a lesson)."""
    _window, row, acting, confirm = _row(qtbot, "Turn", "OK", 60)
    QApplication.processEvents()
    taken = sum(b.sizeHint().width() for b in acting) + confirm.minimumWidth()
    assert row.words_width() >= taken
    row.resize(taken - 20, 200)  # (room for every button's words, not for Confirm's width)
    QApplication.processEvents()
    assert row.wrapped
    assert confirm.geometry().right() < row.width()


def test_a_first_line_narrower_than_its_own_buttons_sends_its_last_ones_down_too(qtbot):
    """A row narrower than even the buttons before the stretch (three long words beside a lesson
    on a 1024x600 screen at 125 %): the last of them goes to the second line too, at its left,
    with the turn's end at its right; every button keeps its whole words inside the row, none
    over another; with room again they are all on one line in their order."""
    _window, row, acting, confirm = _row(qtbot, "Cross one box instead", "Confirm")
    QApplication.processEvents()
    two = acting[0].sizeHint().width() + acting[1].sizeHint().width() + 40
    row.resize(two, 200)
    QApplication.processEvents()
    assert row.wrapped
    buttons = [*acting, confirm]
    _assert_whole(row, buttons)
    assert acting[2].y() == confirm.y() > acting[0].y() == acting[1].y()
    assert acting[2].x() < confirm.x()
    row.resize(row.words_width() + 10, 200)
    QApplication.processEvents()
    assert not row.wrapped
    assert [b.x() for b in buttons] == sorted(b.x() for b in buttons)
    assert len({b.y() for b in buttons}) == 1


def test_the_rows_least_width_is_the_same_on_one_line_and_on_two(qtbot):
    """The row's least width does not depend on how its buttons are arranged now: on one line
    it asked for all its buttons side by side, on two for its wider line only, and a table
    (Polish at 819x600, its page's margins with it) kept whichever arrangement it had been
    given last. At that least width the row's buttons, arranged for it, are each whole, inside
    the row and over none of the others."""
    _window, row, acting, confirm = _row(qtbot, "Turn the shape round", "Confirm")
    row.resize(row.words_width() + 10, 200)
    QApplication.processEvents()
    assert not row.wrapped
    one_line = row.minimumSizeHint().width()
    row.resize(row.words_width() - 40, 200)
    QApplication.processEvents()
    assert row.wrapped
    assert row.minimumSizeHint().width() == one_line
    row.resize(one_line, 200)
    QApplication.processEvents()
    buttons = [*acting, confirm]
    _assert_whole(row, buttons)
