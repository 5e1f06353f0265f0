"""The order of a list page's rows: a click on a column's header sorts by that column (a second
click, the other way), with Qt's arrow on that header (the arrow says the order: colour never
does it alone), and the page's "Sort by" chooser does the same from the keyboard. Dates sort by
their time, numbers by their value, words by the language shown (`QCollator`: Greek and Polish
letters in their alphabet's order, case ignored, "Game 10" after "Game 9").

The page keeps its rows as a list of its own records and shows them in the order `arrange`
gives: the rows' records stay the page's to find by row (an Open, a Delete acts on the record of
the row the family sees chosen), and a list whose rows are made as it scrolls (the finished
games) is sorted whole, not only the rows made so far. Each page's order is remembered in the
settings (`Settings.list_sorts`, under the page's `name`) between runs."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import QCollator, QLocale, QObject, Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QTableView, QWidget

DATE, NUMBER, WORDS = "date", "number", "words"


@dataclass(frozen=True)
class Column:
    """How a column sorts: by `key(record)` (a date's time as a number, a number) or, with no
    key, by the words its cell shows (`WORDS`)."""

    kind: str = WORDS
    key: Callable[[Any], Any] | None = None


def moment(value: Any) -> datetime | None:
    """A date's moment, comparable with any other (a date with no time zone is taken as UTC;
    ISO text is read), or None."""
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value)
        except ValueError:
            return None
    if not isinstance(value, datetime):
        return None
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


def collator() -> QCollator:
    """The language shown's order of words, case ignored, numbers inside words by value."""
    words = QCollator(QLocale())
    words.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    words.setNumericMode(True)
    return words


def by_words(texts: Sequence[str], descending: bool = False) -> list[int]:
    """The positions of `texts` in the language's order, or backwards (equal words keep the
    order given either way)."""
    compare = collator().compare

    def ordered(a: int, b: int) -> int:
        return compare(texts[a], texts[b])

    return sorted(
        range(len(texts)),
        key=functools.cmp_to_key(ordered),
        reverse=descending,
    )


class ListSort(QObject):
    """One list's order: its `column` (-1: the order the list was read in) and whether it goes
    down (`descending`), set by a click on the table's header or by the `chooser`; `changed`
    tells the page to show its rows again (`arrange`) and the window to remember the order."""

    changed = Signal()

    def __init__(
        self,
        table: QTableView,
        name: str,
        columns: Callable[[], Sequence[Column]],
        texts: Callable[[Any], Sequence[str]],
        first: tuple[int, bool] = (-1, False),
    ) -> None:
        super().__init__(table)
        self.table = table
        self.name = name
        self.columns = columns
        self.texts = texts
        self.column, self.descending = first
        self.header = table.horizontalHeader()
        # (the header's own clicks flip Qt's arrow: `_clicked` hears it)
        self.header.setSectionsClickable(True)
        self.header.setSortIndicatorShown(True)
        self._show_arrow()
        self.header.sortIndicatorChanged.connect(self._clicked)
        self.bar = QWidget()
        row = QHBoxLayout(self.bar)
        row.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        self.chooser = QComboBox()
        self.chooser.setObjectName(f"{name}_sort")
        self.chooser.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.label.setBuddy(self.chooser)
        row.addWidget(self.label)
        row.addWidget(self.chooser)
        self.chooser.activated.connect(self._chosen)
        self.retranslate()

    # --- the order ------------------------------------------------------------------------

    def arrange(self, records: Iterable[Any]) -> list[Any]:
        """`records` in the list's order (ties in the order given)."""
        records = list(records)
        columns = self.columns()
        if not 0 <= self.column < len(columns):
            return records
        column = columns[self.column]
        if column.key is not None:
            key = column.key

            def value(record: Any) -> tuple[bool, Any]:
                try:
                    found = key(record)
                except Exception:  # (data from a file: an odd record sorts last, not fatal)
                    found = None
                return (found is not None, found if found is not None else 0)

            # (a record with no value at the end either way: after the others going up, and
            # going down too)
            having = [r for r in records if value(r)[0]]
            lacking = [r for r in records if not value(r)[0]]
            return sorted(having, key=lambda r: value(r)[1], reverse=self.descending) + lacking
        texts = []
        for record in records:
            try:
                texts.append(str(self.texts(record)[self.column]))
            except Exception:
                texts.append("")
        return [records[n] for n in by_words(texts, self.descending)]

    def set_order(self, column: int, descending: bool) -> None:
        """Sort by `column` (-1: as read), going down or up, and tell the page and window."""
        if (column, descending) == (self.column, self.descending):
            return
        self.column, self.descending = column, descending
        self._show_arrow()
        self._show_chosen()
        self.changed.emit()

    def restore(self, remembered: Any) -> None:
        """The order remembered (`Settings.list_sorts`' entry, or None), without telling."""
        if remembered is None:
            return
        self.column, self.descending = remembered.column, remembered.descending
        self._show_arrow()
        self._show_chosen()

    def _clicked(self, column: int, order: Qt.SortOrder) -> None:
        if column >= len(self.columns()):
            return
        self.set_order(column, order == Qt.SortOrder.DescendingOrder)

    def _show_arrow(self) -> None:
        order = Qt.SortOrder.DescendingOrder if self.descending else Qt.SortOrder.AscendingOrder
        self.header.blockSignals(True)
        self.header.setSortIndicator(self.column, order)
        self.header.blockSignals(False)

    # --- the chooser ----------------------------------------------------------------------

    def _chosen(self, index: int) -> None:
        order = int(self.chooser.itemData(index))
        self.set_order(order // 2, bool(order % 2))

    def _show_chosen(self) -> None:
        found = self.chooser.findData(self.column * 2 + int(self.descending))
        self.chooser.setCurrentIndex(found)

    def retranslate(self) -> None:
        """Say the chooser's words again, for the headers as they are now (call after the
        table's headers are set)."""
        self.label.setText(self.tr("So&rt by:"))
        self.chooser.clear()
        for column, how in enumerate(self.columns()):
            item = self.table.model().headerData(column, Qt.Orientation.Horizontal)
            heading = " ".join(str(item or "").split())
            if not heading:
                continue
            for descending in (False, True):
                # (the order as one number: column * 2, plus 1 going down)
                self.chooser.addItem(
                    self._words(how.kind, heading, descending), column * 2 + int(descending)
                )
        self._show_chosen()

    def _words(self, kind: str, heading: str, descending: bool) -> str:
        if kind == DATE:
            text = (
                self.tr("{column}: newest first")
                if descending
                else self.tr("{column}: oldest first")
            )
        elif kind == NUMBER:
            text = (
                self.tr("{column}: highest first")
                if descending
                else self.tr("{column}: lowest first")
            )
        else:
            text = self.tr("{column}: Z to A") if descending else self.tr("{column}: A to Z")
        return text.format(column=heading)
