"""Where a page scrolls (a table held at its least size in its page's scroll area, the other
players' small sheets in theirs), nothing cut at the area's bottom edge reads as the page's end:
every game's table in the middle of a game at its most seats, on small screens (1366×768 at
150 %, 1024×600 at 125 %), in Polish with usual text and in Greek with Larger text, as the
window opens on it and wherever the wheel scrolls it to, either the edge ends at a whole part (a
row of a sheet, a line of words, a button) or it fades out with the scroll bar beside it
(ui/scroll_fade.py): the audit's `lines_cut` finds neither a cut nor a missing fade.

So too in the New game dialog's own scroll areas, its remembered players' buttons and its seat
rows: opened with Ctrl+N on 1024×600 and on 1366×768 at 150 % (819×480), in English, Polish,
and Greek with Larger text, a dozen players remembered, the game that seats nine chosen and
every seat taken by a remembered player (Tab to their buttons, Space on each), as the dialog
opens and wherever the wheel scrolls either list to."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractSlider, QApplication, QScrollArea, QWidget

from sheetdesk.core import registry
from sheetdesk.core.history import History
from sheetdesk.ui.new_game_dialog import NewGameDialog
from sheetdesk.ui.scroll_fade import fades
from sheetdesk.ui.style import Look
from sheetdesk.ui.window_pages import PageScroll
from tests.ui.audit import lines_cut
from tests.ui.test_layout_audit import NAMES, NINE, screen_of, settle
from tests.ui.test_new_game_dialog import choose, open_dialog
from tests.ui.test_sheet_lines_whole import small_tables, wheel_steps_down
from tests.ui.test_step_buttons_whole import table_on


def _shown(window: QWidget) -> list[QWidget]:
    return [w for w in window.findChildren(QWidget) if not w.isWindow() and w.isVisibleTo(window)]


@small_tables
def test_a_page_that_scrolls_cuts_nothing_at_its_edge_unmarked(window, game, screen, text):
    with table_on(window, game, screen, text[1], text[0]) as page:
        assert lines_cut(_shown(window)) == []
        areas = [
            area
            for area in window.findChildren(QScrollArea)
            if area.isVisibleTo(window)
            and (isinstance(area, PageScroll) or area.objectName() == "others_scroll")
            and (
                area.widget() is page or area.widget().isAncestorOf(page) or page.isAncestorOf(area)
            )
        ]
        for area in areas:
            for value in wheel_steps_down(area):
                assert lines_cut(_shown(window)) == [], value


# a dozen players remembered: more than the game of nine seats, their buttons on several lines
REMEMBERED = [*NAMES, "Dziadek Zbyszek", "Θεία Κατερίνα", "Aunt Kate"]
NINE_SEATS = registry.get(NINE).rules().info.max_players


def everyone_seated(window, qtbot, monkeypatch, screen, text, look):  # type: ignore[no-untyped-def]
    """Ctrl+N on a window as large as `screen`, in `text` (language, Larger text), a dozen
    players remembered: the game of nine seats chosen, a remembered player seated in each seat
    (Tab to their buttons, Space on each), then `look(dialog)`, then Cancel."""
    with History() as history:
        history.remember_table(REMEMBERED)
    window.set_language(text[0])
    window.set_look(Look("light", text[1]))

    def seat_everyone(dialog: NewGameDialog) -> None:
        choose(dialog.game_combo, qtbot, NINE)
        QTest.keyClick(dialog.game_combo, Qt.Key.Key_Tab)  # to the number of players
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # to the first player's
        for chip in dialog.chips[:NINE_SEATS]:
            assert QApplication.focusWidget() is chip
            QTest.keyClick(chip, Qt.Key.Key_Space)  # seated, in a seat more when all are named
            QTest.keyClick(chip, Qt.Key.Key_Tab)
        assert dialog.count_spin.value() == NINE_SEATS and not dialog.more_button.isEnabled()
        settle()
        look(dialog)

    with screen_of(*screen):
        window.resize(*screen)
        settle()
        open_dialog(window, monkeypatch, seat_everyone, button="cancel")


@pytest.mark.parametrize(
    "text", [("en", False), ("pl", False), ("el", True)], ids=["en", "pl", "el-larger"]
)
@pytest.mark.parametrize("screen", [(1024, 600), (819, 480)], ids=["1024x600", "819x480"])
def test_the_new_game_dialogs_lists_cut_no_row_at_their_edge_unmarked(
    window, qtbot, monkeypatch, screen, text
):
    found: dict[str, list[str]] = {}

    def look(dialog: NewGameDialog) -> None:
        shown = [w for w in dialog.findChildren(QWidget) if w.isVisibleTo(dialog)]
        found["opened"] = lines_cut(shown)
        for area in (dialog.chip_list, dialog.seat_list):
            # (dragged back to its top, where a family starts reading it)
            area.verticalScrollBar().triggerAction(QAbstractSlider.SliderAction.SliderToMinimum)
            settle()
            for value in wheel_steps_down(area):
                found[f"{area.objectName()} at {value}"] = lines_cut([area])

    everyone_seated(window, qtbot, monkeypatch, screen, text, look)
    assert len(found) > 3  # (both lists scrolled)
    assert {where: cut for where, cut in found.items() if cut} == {}


def test_the_new_game_dialogs_seat_rows_fade_into_the_ground_they_lie_on(
    window, qtbot, monkeypatch
):
    """Where the seat rows are cut, their last pixels are the ground of the box they lie in (a
    group box's, lighter than the window's), as under the list: no band of another colour."""
    differences: list[int] = []

    def look(dialog: NewGameDialog) -> None:
        area = dialog.seat_list
        assert fades(area)
        picture = dialog.grab().toImage()
        port = area.viewport()
        edge = port.mapTo(dialog, QPoint(0, port.height() - 1)).y()
        under = area.mapTo(dialog, QPoint(0, area.height())).y() + 1  # (the box's ground)
        left = port.mapTo(dialog, QPoint(0, 0)).x()
        for x in range(left, left + port.width()):
            faded, ground = picture.pixelColor(x, edge), picture.pixelColor(x, under)
            differences.append(
                max(
                    abs(faded.red() - ground.red()),
                    abs(faded.green() - ground.green()),
                    abs(faded.blue() - ground.blue()),
                )
            )

    everyone_seated(window, qtbot, monkeypatch, (819, 480), ("en", False), look)
    assert differences and sorted(differences)[len(differences) // 2] <= 2
