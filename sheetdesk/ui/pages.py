"""What the window's list pages have in common: saying everything again when the language
changes (`Page`), a read-only list of rows (`list_table`) and its place on its page
(`add_list`), Esc going back (`escape_goes_back`), Ctrl+Tab and Ctrl+PgDown (Ctrl+Shift+Tab
and Ctrl+PgUp) going round a page's tabs (`tab_keys`, told on the Keys card by `tab_key_rows`),
and working on the players' and finished games' list in a thread of its own while the page
stays usable (`SyncThread`, `ReadingPage`): no page opens the list on the window's thread."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, Qt, QThread, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QBoxLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QTableView,
    QTableWidget,
    QWidget,
)

from . import collector
from .keys_card import plain
from .whole_rows import WholeRowsTable, WholeRowsView

if TYPE_CHECKING:  # (named only in annotations: the pages with tabs build those classes)
    from PySide6.QtWidgets import QTabBar, QTabWidget


class _Stopped(Exception):
    pass


Job = Callable[[Callable[[int, int], None], Callable[[], bool]], Any]


class SyncThread(QThread):
    """Work on the players' and finished games' list away from the window's thread (with its
    own database connection): `job(report, stopped)` runs there and `done` hands its result
    back. `report(read, to_read)` emits `progress` (and stops the job between two saves when
    asked, `requestInterruption`, e.g. when the window closes); `stopped()` says whether it was
    asked to stop (a wait for another window's change ends then)."""

    progress = Signal(int, int)  # saves read, saves to read
    done = Signal(object)  # what `job` gave (None: stopped)

    def __init__(self, job: Job, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.job = job
        # (a function, not a method: the window's thread hears the end of run() even when this
        # object is deleted before that news comes)
        self.finished.connect(collector.resume)

    def start(self, *args: Any) -> None:
        collector.suspend()  # (no cycle collection while run() runs: see collector)
        super().start(*args)

    def run(self) -> None:
        def report(done: int, total: int) -> None:
            if self.isInterruptionRequested():
                raise _Stopped
            self.progress.emit(done, total)

        result: Any = None
        try:
            result = self.job(report, self.isInterruptionRequested)
        except _Stopped:
            pass
        except Exception as error:  # (never a thread that ends without a word: the page waits)
            from sheetdesk.core.history import Reading, trouble

            result = Reading(None, problem=trouble(error), read_only=True)
        self.done.emit(result)


def index_job(read: Callable[[Any], Any], *, sync: bool = True, from_saves: bool = True) -> Job:
    """The job of reading the list with `read(history)` (`core.history.read_index`): brought
    up to date with the saves first if `sync`; read from the saves themselves when the list
    cannot be used, if `from_saves`. Its result is a `Reading`."""

    def job(report: Callable[[int, int], None], stopped: Callable[[], bool]) -> Any:
        from sheetdesk.core.history import read_index

        return read_index(read, sync=sync, from_saves=from_saves, progress=report, stopped=stopped)

    return job


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


# the next and the previous tab, as in Qt's tab widgets and a browser's (Shift+Tab comes as
# Backtab from most keyboards, as Shift+Tab from some)
_TAB_KEYS = (
    (("Ctrl+Tab", "Ctrl+PgDown"), 1),
    (("Ctrl+Shift+Tab", "Ctrl+Shift+Backtab", "Ctrl+PgUp"), -1),
)


def tab_keys(page: QWidget, tabs: QTabBar | QTabWidget) -> None:
    """Ctrl+Tab and Ctrl+PgDown show the next of `tabs`, Ctrl+Shift+Tab and Ctrl+PgUp the
    previous one, going round at the ends and passing over greyed tabs, as Qt's tab widgets
    do: wherever the keyboard is on `page`, not only inside the tabs (Qt's own keys reach the
    tabs only from the widgets they hold)."""

    def step(by: int) -> None:
        count = tabs.count()
        index = tabs.currentIndex()
        for _ in range(count):
            index = (index + by) % count
            if tabs.isTabEnabled(index):
                tabs.setCurrentIndex(index)
                return

    for keys, by in _TAB_KEYS:
        for key in keys:
            shortcut = QShortcut(QKeySequence(key), page)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda by=by: step(by))


def tab_key_rows(next_tab: str, previous_tab: str) -> list[tuple[str, str]]:
    """The Keys card's rows for `tab_keys`, in the page's words for what the tabs show."""
    native = QKeySequence.SequenceFormat.NativeText
    return [
        (QKeySequence("Ctrl+Tab").toString(native), next_tab),
        (QKeySequence("Ctrl+Shift+Tab").toString(native), previous_tab),
    ]


class RowKeys(QObject):
    """A list's keys for its chosen row, each the key of one of the page's buttons (see
    `row_keys`)."""

    def __init__(self, table: QTableView, buttons: dict[Qt.Key, QAbstractButton]) -> None:
        super().__init__(table)
        self.table = table
        self.buttons = buttons
        table.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            == Qt.KeyboardModifier.NoModifier
            and self.table.selectionModel().hasSelection()
        ):
            button = self.buttons.get(Qt.Key(event.key()))
            if button is not None and button.isEnabled():
                button.click()
                return True
        return False

    def rows(self) -> list[tuple[str, str]]:
        """(key, what it does) for the Keys card: the buttons that can be pressed now."""
        rows = []
        for key, button in self.buttons.items():
            if key != Qt.Key.Key_Return and button.isVisible() and button.isEnabled():
                name = QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
                rows.append((name, plain(button.text())))
        return rows


def row_keys(
    table: QTableView,
    *,
    open_button: QAbstractButton | None = None,
    delete_button: QAbstractButton | None = None,
    rename_button: QAbstractButton | None = None,
) -> RowKeys:
    """Keys on a list's chosen row, each pressing one of the page's buttons while it can be
    pressed: Enter (or Return) opens the row, as a double click does; Delete asks to delete
    (or remove) it; F2 renames it. A cell being edited keeps its own keys (its editor has
    them)."""
    buttons: dict[Qt.Key, QAbstractButton] = {}
    if open_button is not None:
        buttons[Qt.Key.Key_Enter] = buttons[Qt.Key.Key_Return] = open_button
    if rename_button is not None:
        buttons[Qt.Key.Key_F2] = rename_button
    if delete_button is not None:
        buttons[Qt.Key.Key_Delete] = delete_button
    return RowKeys(table, buttons)


def list_table(
    columns: int,
    name: str,
    stretch: tuple[int, ...],
    selection: QAbstractItemView.SelectionMode = QAbstractItemView.SelectionMode.SingleSelection,
    edit: QAbstractItemView.EditTrigger = QAbstractItemView.EditTrigger.NoEditTriggers,
) -> QTableWidget:
    """A table of whole rows without row numbers: every column as wide as its contents, the
    `stretch` columns sharing the width left; the rows in sight always whole (a half row at
    the bottom would read as the last)."""
    table = WholeRowsTable(0, columns)
    _list_look(table, name, stretch, selection, edit)
    return table


def add_list(layout: QBoxLayout, table: QWidget) -> None:
    """`table` in its page's `layout`, taking the height the page has to spare; hidden (no
    rows: the page says why), its room stays empty below the words, which stay under the
    title at the top (the layout handed the room to every line left, and the title and the
    words saying the list is empty drifted apart, to the middle of the page)."""
    layout.addWidget(table, 1)
    # (an item of no stretch grows only when no item has one: once the list is hidden)
    layout.addSpacerItem(
        QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)
    )


def list_view(model: QAbstractItemModel, name: str, stretch: tuple[int, ...]) -> QTableView:
    """A list_table on a model of its own (a long list: its rows made only when shown)."""
    table = WholeRowsView()
    table.setModel(model)
    _list_look(
        table,
        name,
        stretch,
        QAbstractItemView.SelectionMode.SingleSelection,
        QAbstractItemView.EditTrigger.NoEditTriggers,
    )
    return table


def _list_look(
    table: QTableView,
    name: str,
    stretch: tuple[int, ...],
    selection: QAbstractItemView.SelectionMode,
    edit: QAbstractItemView.EditTrigger,
) -> None:
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


class Page(QWidget):
    """A page that says all its words again (`retranslate`) when the language changes; a page
    of a list (`table`) takes the keyboard to it when the family comes to the page
    (`keyboard_to_list`)."""

    table: QTableView
    row_keys: RowKeys | None = None

    def retranslate(self) -> None:
        raise NotImplementedError

    def key_rows(self) -> list[tuple[str, str]]:
        """The page's keys that work now, for the Keys card: its list's and Esc (back)."""
        rows = self.row_keys.rows() if self.row_keys is not None else []
        back = getattr(self, "back_button", None)
        if back is not None and back.isEnabled():
            escape = QKeySequence(Qt.Key.Key_Escape)
            rows.append(
                (escape.toString(QKeySequence.SequenceFormat.NativeText), plain(back.text()))
            )
        return rows

    def keyboard_to_list(self) -> None:
        """The family has come to the page: the keyboard goes to its list, on the row chosen
        (the arrow keys move in the list at once, Enter and F2 act on that row), not to the
        control the page's first turn of the focus chain would give it (a Back button that
        Enter would press). A list still being read, or empty, keeps the keyboard on the page
        itself until it shows rows (`_list_filled`); Tab goes on from there."""
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self._list_filled()

    def _list_filled(self) -> None:
        """The list has rows to show: the keyboard, still on the page, goes to it."""
        if self.hasFocus() and self.table.isVisible() and self.table.model().rowCount() > 0:
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class ReadingPage(Page):
    """A page that shows what it read from the players' and finished games' list, in the
    background: the list is never opened on the window's thread, so the page paints at once
    (with what it read before), says how far the reading is in `status`, and shows the rest
    when read. A list that cannot be used is said on the page (`trouble_bar`, made by
    `_trouble_bar()` for the page's layout) with what was read of the saves themselves, and a
    button to make the list again."""

    problem = Signal(object)  # a core Text to tell the family (a change refused or not made)
    notice = Signal(object)  # a core Text to tell once (the window tells each text once)

    status: QLabel

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sync_thread: SyncThread | None = None
        self._loading = False
        self._closed = False
        self.trouble: Any = None  # why the list could not be used (a core Text), or None
        self.trouble_bar: QWidget | None = None
        self.trouble_label: QLabel | None = None
        self.remake_button: QPushButton | None = None

    def _trouble_bar(self, name: str) -> QWidget:
        """The line that says the list could not be used, with a button to make it again."""
        bar = QWidget()
        row = QHBoxLayout(bar)
        row.setContentsMargins(0, 0, 0, 0)
        self.trouble_label = QLabel()
        self.trouble_label.setObjectName(f"{name}_trouble")
        self.trouble_label.setWordWrap(True)
        self.trouble_label.setTextFormat(Qt.TextFormat.PlainText)
        self.remake_button = named_button(f"{name}_remake")
        self.remake_button.clicked.connect(self._remake)
        row.addWidget(self.trouble_label, 1)
        row.addWidget(self.remake_button, 0, Qt.AlignmentFlag.AlignTop)
        bar.hide()
        self.trouble_bar = bar
        self._say_trouble()
        return bar

    def _start(self, job: Job, done: Callable[[Any], None]) -> bool:
        """Run `job` in a thread, then `done(result)` here; False when one is still under way."""
        if self.syncing() or self._closed:
            return False
        self._loading = True
        if self.sync_thread is not None:
            self.sync_thread.deleteLater()  # (finished: its result was handed over)
        self.sync_thread = SyncThread(job, self)
        self.sync_thread.progress.connect(self._progress)
        self.sync_thread.done.connect(done)
        self.sync_thread.start()
        self._busy_changed()
        return True

    def _start_reading(
        self, read: Callable[[Any], Any], done: Callable[[Any], None], *, sync: bool = True
    ) -> bool:
        """Start reading (`read(history)` in the thread, then `done(reading)` here, a core
        `Reading`); False when a reading is still under way."""
        return self._start(index_job(read, sync=sync), done)

    def _end_reading(self, reading: Any, *, trouble: bool = True) -> None:
        """The reading is over: the thread is let go, its notice told, and (`trouble`) what
        kept the list from being used said on the page."""
        if self.sync_thread is not None:
            self.sync_thread.wait()
        self._loading = False
        if reading is not None and reading.notice is not None:
            self.notice.emit(reading.notice)
        if trouble and reading is not None:
            self.trouble = reading.problem
            self._may_remake = reading.may_remake
            self._say_trouble()
        self._busy_changed()

    _may_remake = False  # whether making the list again may mend the trouble

    def _say_trouble(self) -> None:
        if self.trouble_bar is None or self.trouble_label is None or self.remake_button is None:
            return
        from PySide6.QtCore import QCoreApplication

        if self.trouble is not None:
            self.trouble_label.setText(
                self.tr("{problem} What is shown was read from the saved games themselves.").format(
                    problem=self.trouble.render(QCoreApplication.translate)
                )
            )
        self.remake_button.setText(self.tr("Make the list again"))
        self.remake_button.setToolTip(
            self.tr(
                "Put the list aside and make it again from the saved games (the players keep "
                "their colours and symbols)"
            )
        )
        self.remake_button.setVisible(self._may_remake)
        self.remake_button.setEnabled(not self.syncing())
        self.trouble_bar.setVisible(self.trouble is not None)

    def _remake(self) -> None:
        def job(report: Callable[[int, int], None], _stopped: Callable[[], bool]) -> Any:
            from sheetdesk.core.history import remake

            return remake(progress=report)

        if self._start(job, self._remade):
            self.status.setText(self.tr("Making the list again from the saved games…"))
            self.status.show()

    def _remade(self, failed: Any) -> None:
        if self.sync_thread is not None:
            self.sync_thread.wait()
        self._loading = False
        self._busy_changed()
        if failed is not None:
            self.problem.emit(failed)
        self.refresh()

    def refresh(self) -> None:
        raise NotImplementedError

    def _busy_changed(self) -> None:
        """The page starts or ends work on the list (pages turn their buttons off meanwhile)."""
        if self.remake_button is not None:
            self.remake_button.setEnabled(not self.syncing())

    def stop(self) -> None:
        """Stop reading (the window closes): nothing more is started."""
        self._closed = True
        if self.sync_thread is not None:
            self.sync_thread.requestInterruption()
            self.sync_thread.wait()

    def syncing(self) -> bool:
        """Whether the page is still reading (it shows what was read before)."""
        return self._loading

    def _progress(self, done: int, total: int) -> None:
        self.status.setText(
            self.tr("Reading the saved games: {done} of {total}…").format(done=done, total=total)
        )
        self.status.show()
