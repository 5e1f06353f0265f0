"""Where a table's instruction line stands among a game's candidate places is the kit's
(`caption_place.choose`): each place is tried in the table's room as it is (the table keeps its
size through every trial), one whose least size is more than that room is never taken however
well it would show the table, the first that shows the words whole and the whole sheet ends the
trials, and where none shows the table better the table is put back in the place it had."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from sheetdesk.core.session import Player
from sheetdesk.ui.sheetkit import (
    CellSpec,
    FittingView,
    SheetLayout,
    SheetScene,
    TableScaffold,
    caption_place,
)
from sheetdesk.ui.widget_sizes import QWIDGETSIZE_MAX
from tests.ui.laid_out import settle

WORDS = "Write the number in a lit box of your pad, or choose another number on the right."


class PlacedTable(TableScaffold):
    """A big sheet under the instruction line, which has three places: cut to one line's height
    ("cut"), whole ("whole", "whole too"), or whole beside a block larger than the table
    ("large")."""

    def __init__(self) -> None:
        super().__init__([Player("Ana")])
        cell = CellSpec("a", (10, 10, 50, 50), label="a")
        self.view = FittingView(SheetScene(SheetLayout(400, 300, (cell,)), parent=self))
        self.main.addWidget(self.view, 1)
        self.main.addWidget(self.button_row)
        self.focus_view = self.view
        self.block = QWidget()
        self.block.setMinimumSize(2000, 50)
        self.main.addWidget(self.block)
        self.tried: list[str] = []
        self.sizes: set[tuple[int, int]] = set()  # (the table's, as each place is arranged)
        self.place = ""
        self.arrange_at("cut")

    def arrange_at(self, place: str) -> None:
        self.tried.append(place)
        self.sizes.add(self.size().toTuple())
        self.place = place
        lines = self.caption.fontMetrics().lineSpacing()
        self.caption.setMaximumHeight(lines if place == "cut" else QWIDGETSIZE_MAX)
        self.block.setVisible(place == "large")


def _shown(qtbot) -> PlacedTable:  # type: ignore[no-untyped-def]
    table = PlacedTable()
    qtbot.addWidget(table)
    table.resize(300, 400)
    table.show()
    qtbot.waitExposed(table)
    table.caption.setText(WORDS)
    settle()
    table.tried.clear()
    table.sizes.clear()
    assert not table.caption.whole()  # (cut to a line: the words take three or more)
    return table


def test_the_place_showing_the_words_whole_in_the_tables_room(qtbot):  # type: ignore[no-untyped-def]
    table = _shown(qtbot)
    size = table.size().toTuple()
    caption_place.choose(table, ["large", "whole", "whole too"], table.arrange_at, "cut")
    settle()
    # ("large" shows the words whole but needs more width than the table has: never taken;
    # "whole" shows the words and the whole sheet: "whole too" is never tried)
    assert table.tried == ["large", "whole"]
    assert table.place == "whole" and table.caption.whole()
    assert table.sizes == {size} and table.size().toTuple() == size


def test_none_better_puts_the_table_back_in_its_place(qtbot):  # type: ignore[no-untyped-def]
    table = _shown(qtbot)
    caption_place.choose(table, ["large"], table.arrange_at, "cut")
    assert table.tried == ["large", "cut"]
    assert table.place == "cut" and not table.block.isVisible()
