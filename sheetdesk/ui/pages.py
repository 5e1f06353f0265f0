"""What the window's list pages have in common: saying everything again when the language
changes (`Page`), a read-only list of rows (`list_table`), Esc going back (`escape_goes_back`),
and reading the finished games' index in a thread of its own while the page stays usable
(`SyncThread`, `ReadingPage`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QThread, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QWidget,
)


class _Stopped(Exception):
    pass


class SyncThread(QThread):
    """`History.sync`, then `read(history)` (what the page shows), away from the window's
    thread (with its own database connection); stopped between two saves when asked
    (`requestInterruption`), e.g. when the window closes."""

    progress = Signal(int, int)  # saves read, saves to read
    done = Signal(object, object)  # the notice to tell (core Text) or None, what `read` gave

    def __init__(self, read: Callable[[Any], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.read = read

    def run(self) -> None:
        import sqlite3

        from sheetdesk.core.history import History, trouble

        def report(done: int, total: int) -> None:
            if self.isInterruptionRequested():
                raise _Stopped
            self.progress.emit(done, total)

        notice, found = None, None
        try:
            with History() as history:
                notice = history.notice
                history.sync(report)
                found = self.read(history)
        except _Stopped:
            pass
        except sqlite3.Error as error:
            # another window's change outlasted the wait (or the disk refused): the page shows
            # what it read before and says why; the saves are untouched
            notice = notice or trouble(error)
        self.done.emit(notice, found)


def named_button(name: str) -> QPushButton:
    """A page's button: named for tests and the layout audit, its text set by the page's
    `retranslate`."""
    button = QPushButton()
    button.setObjectName(name)
    return button


def escape_goes_back(page: QWidget, back: Callable[[], object]) -> QShortcut:
    """Esc goes back from `page` wherever the keyboard is in the window while the page shows
    (a hidden page's shortcut is off). A cell being edited takes its own Esc first (its editor
    claims the key), so Esc there only stops the editing."""
    shortcut = QShortcut(QKeySequence(Qt.Key.Key_Escape), page)
    shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
    shortcut.activated.connect(back)
    return shortcut


def list_table(
    columns: int,
    name: str,
    stretch: tuple[int, ...],
    selection: QAbstractItemView.SelectionMode = QAbstractItemView.SelectionMode.SingleSelection,
    edit: QAbstractItemView.EditTrigger = QAbstractItemView.EditTrigger.NoEditTriggers,
) -> QTableWidget:
    """A table of whole rows without row numbers: every column as wide as its contents, the
    `stretch` columns sharing the width left."""
    table = QTableWidget(0, columns)
    table.setObjectName(name)
    table.verticalHeader().hide()
    table.setEditTriggers(edit)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(selection)
    # Tab leaves the list for the page's buttons (the arrow keys move between the rows)
    table.setTabKeyNavigation(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    for column in stretch:
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
    return table


class Page(QWidget):
    """A page that says all its words again (`retranslate`) when the language changes."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class ReadingPage(Page):
    """A page that shows what it read from the finished games' index, brought up to date with
    the saves first, in the background: the page paints at once (with what it read before),
    says how far the reading is in `status`, and shows the rest when read."""

    problem = Signal(object)  # a core Text to tell the family

    status: QLabel

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.thread: SyncThread | None = None
        self._loading = False

    def _start_reading(self, read: Callable[[Any], Any], done: Callable[[Any, Any], None]) -> bool:
        """Start reading (`read(history)` in the thread, then `done(notice, found)` here);
        False when a reading is still under way."""
        if self.syncing():
            return False
        self._loading = True
        self.thread = SyncThread(read, self)
        self.thread.progress.connect(self._progress)
        self.thread.done.connect(done)
        self.thread.start()
        return True

    def _end_reading(self, notice: Any) -> None:
        """The reading is over: the thread is let go and its notice told."""
        if self.thread is not None:
            self.thread.wait()
        self._loading = False
        if notice is not None:
            self.problem.emit(notice)

    def stop(self) -> None:
        """Stop reading (the window closes)."""
        if self.thread is not None:
            self.thread.requestInterruption()
            self.thread.wait()

    def syncing(self) -> bool:
        """Whether the page is still reading (it shows what was read before)."""
        return self._loading

    def _progress(self, done: int, total: int) -> None:
        self.status.setText(
            self.tr("Reading the saved games: {done} of {total}…").format(done=done, total=total)
        )
        self.status.show()
