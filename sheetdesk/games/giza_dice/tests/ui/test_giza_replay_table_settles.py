"""Giza's table on the replay page, in a page that scrolls (nine players at 683x400 with Larger
text): its places tried while it is held at another size (`pinned_to`), the page's layout put
it, held shorter than its room, in the middle of that room; left there at its own size, it
reached below the page's sheets by half what it lacked, and the page, made taller to hold it,
made it reach lower still at each try of its fit (44 px, 66, 99 … 333: a table of 1,060 px
whose parts ask for 481, its pad's area 825 px high round a sheet of 232, the page 1,211 px
where it needed 632). The table stands at the top of its room, as tall as that room, and no
taller than its parts ask, opened and after a step back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.ui.style import Look
from tests.ui.driving import press
from tests.ui.test_history_page import _game, _open
from tests.ui.test_layout_audit import screen_of, settle
from tests.ui.test_replay_page import _rows

NAMES = ["Ana", "Kuba", "Ben", "Chloé", "Dimitris", "Ewa", "Filip", "Gosia", "Jan"]


def _misplaced(table) -> list[str]:  # type: ignore[no-untyped-def]
    """How the table lies off its room (its parent's rect), or is taller than its parts ask."""
    room = table.parentWidget().rect()
    faults = []
    if not room.contains(table.geometry()):
        faults.append(f"{table.geometry().getRect()} outside {room.getRect()}")
    if table.height() > table.minimumSizeHint().height():
        faults.append(f"{table.height()} px high, its parts asking {table.minimumSizeHint()}")
    return faults


def test_a_replayed_table_of_nine_stays_in_its_room_at_683x400_with_larger_text(window, qtbot):  # type: ignore[no-untyped-def]
    window.setMinimumSize(0, 0)
    window.set_look(Look(window.settings.colours, larger=True))
    with screen_of(683, 400):
        window.resize(683, 400)
        _game("giza_dice", NAMES, 1)
        page = _open(window, qtbot)
        _rows(page)
        QTest.keyClick(page.table, Qt.Key.Key_Return)
        settle()
        replay = window.page("replay")
        assert _misplaced(replay.table) == []
        press(window, Qt.Key.Key_Left)
        settle()
        assert _misplaced(replay.table) == []
