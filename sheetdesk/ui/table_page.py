"""The table: the game's own drawing (a GameTable from its sheet.py) plus what every game shares:
who is to act, the game number, undo/redo, the score so far and the log. During a lesson
(lesson.py) the lesson's panel stands in the side column instead of the log (or across the page
over the sheet where the page is too narrow for both: lesson_place.py), and its Leave button
instead of the edit buttons and the way back to the menu.

This module builds the page and holds what it says in words (its buttons', the game's number,
undo's tooltips); its parts' methods are bound in `TablePage`'s body from their own modules:
the header, who acts fitted to its width beside its buttons (table_header.py), the side
column's width beside the table and the scores so far in it (table_side.py), the log
(table_log.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QObject,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sheetdesk.ui.game_table import GameTable
from sheetdesk.ui.ground import GroundButton, lie_on_ground

from . import sound, table_header, table_log, table_side
from .lesson_place import BETWEEN, LessonPlace
from .parts_label import PartsLabel
from .plain import plain_label, plain_tooltip
from .quiet_header import QuietHeader
from .released import delete_and_free
from .seat_fit import SeatNames
from .side_first import SIDE_WIDTH, SideFirstLayout, viewport_holding
from .sound import SOUND_KEY, SoundButton
from .style import set_role
from .table_header import TURN_LEAST, HeaderRow
from .table_log import LogLineSizes
from .whole_rows import NewestInSight, RowsInSight, WholeRowsList, WholeRowsTable

if TYPE_CHECKING:
    from .lesson import LessonPanel


class TablePage(QWidget):
    undo_requested = Signal()
    redo_requested = Signal()
    restart_requested = Signal()
    leave_requested = Signal()
    scores_requested = Signal()
    hint_requested = Signal()
    log_entry_clicked = Signal(int)  # a line of the log clicked: the log entry it tells

    # (its parts' methods, each module's, bound here, not mixed in: table_header.py, the turn
    # line and its buttons; table_side.py, the side column's width and the scores so far;
    # table_log.py, the log)
    _fit_turn_line = table_header._fit_turn_line
    _fit_turn_line_once = table_header._fit_turn_line_once
    _hold_kept_words = table_header._hold_kept_words
    _names_whole = table_header._names_whole
    _fit_header = table_header._fit_header
    fit_side = table_side.fit_side
    _side_bounds = table_side._side_bounds
    _room = table_side._room
    set_scores = table_side.set_scores
    _fit_scores = table_side._fit_scores
    set_log = table_log.set_log
    _log_clicked = table_log._log_clicked
    _show_marks = table_log._show_marks
    _mark_font = table_log._mark_font
    _add_log = table_log._add_log

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table_page")
        # the scroll area's viewport the page is shown in, where it scrolls (`_room`): found
        # when its parent changes (a viewport stays its area's), not at each pass of the
        # page's layout, which asks for the room twice
        self._scrolled_in = viewport_holding(self)
        self.table: GameTable | None = None
        self._turn_text = ""
        # the words of the turn line that may be shortened: its names' (None: any word)
        self._turn_names: tuple[str, ...] | None = None
        self._game_number: int | None = None
        self._progress = ""
        self._log_lines: list[str] = []
        self._undo_state: tuple[str | None, str | None, bool] | None = None

        outer = self._outer = SideFirstLayout(self, self.fit_side, self._fit_header)
        outer.setSpacing(6)

        self.turn_label = plain_label()
        self.turn_label.setObjectName("turn_label")
        set_role(self.turn_label, "heading")
        self.turn_label.setWordWrap(True)  # a long name on a small screen: two lines, not cut
        self.turn_label.setMinimumWidth(TURN_LEAST)
        self.turn_label.installEventFilter(self)  # (its width known: the name fitted to it)
        # a computer is thinking (or a hint is being looked for): a busy bar beside who acts
        self.busy = QProgressBar()
        self.busy.setObjectName("thinking")
        self.busy.setRange(0, 0)
        self.busy.setTextVisible(False)
        # (short: it keeps its place when hidden, beside the game's number and round, whose
        # line must not wrap on a 1024 px screen with Larger text)
        self.busy.setFixedSize(56, 14)
        policy = self.busy.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the header does not jump when it comes and goes
        self.busy.setSizePolicy(policy)
        self.busy.hide()
        # "Game #… · Round 2 of 4" in two lines on a small screen, broken between its parts
        self.game_label = PartsLabel()
        self.game_label.setObjectName("game_label")
        set_role(self.game_label, "hint")
        self._short = False  # the header in one line (`_fit_header`)
        # (a click changes them: each repainted alone, not the page and window under it)
        self.undo_button = GroundButton("undo")
        self.redo_button = GroundButton("redo")
        self.restart_button = GroundButton("restart_turn")
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("hint")
        self.hint_button.clicked.connect(self.hint_requested.emit)
        self.hint_button.hide()  # only in a game that has hints, when they are on
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("leave")
        self.scores_button = QPushButton()
        self.scores_button.setObjectName("back_to_scores")
        self.scores_button.clicked.connect(self.scores_requested.emit)
        self.scores_button.hide()  # only once the game is over
        # sound on or off: the speaker button and the key M (ui/sound.py). The button stands
        # by the score's title in the side column, not in the header: there it took the room
        # a long turn line needs on a 1024 px screen with Larger text (the sheet drawn smaller)
        self.sound_button = SoundButton()
        set_role(self.sound_button, "chip")
        self._sound_key = QShortcut(QKeySequence(SOUND_KEY), self)
        self._sound_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._sound_key.activated.connect(sound.board().toggle)
        self.undo_button.clicked.connect(self.undo_requested.emit)
        self.redo_button.clicked.connect(self.redo_requested.emit)
        self.restart_button.clicked.connect(self.restart_requested.emit)
        self.leave_button.clicked.connect(self.leave_requested.emit)
        self.header_buttons = (
            self.hint_button,
            self.undo_button,
            self.redo_button,
            self.restart_button,
            self.scores_button,
            self.leave_button,
        )
        for button in self.header_buttons:
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        header = self._header = HeaderRow(self.header_buttons)
        # Who acts, with the game's number and round under it, takes all the width the buttons
        # leave: beside them, a long turn in Greek on a 1024 px screen wrapped to four lines
        # and took the height the sheet needs.
        about = self._about = QVBoxLayout()
        about.setSpacing(0)
        about.addWidget(self.turn_label)
        # (a widget of its own: on a short page it moves to the side column, `_fit_header`)
        self.progress_row = QWidget()
        progress = QHBoxLayout(self.progress_row)
        progress.setContentsMargins(0, 0, 0, 0)
        progress.addWidget(self.game_label, 1)
        progress.addWidget(self.busy)
        about.addWidget(self.progress_row)
        header.addLayout(about, 1)
        header.addSpacing(12)
        header.addWidget(self.hint_button)
        header.addWidget(self.undo_button)
        header.addWidget(self.redo_button)
        header.addWidget(self.restart_button)
        header.addWidget(self.scores_button)
        header.addWidget(self.leave_button)
        outer.addLayout(header)

        self.banner = plain_label()
        self.banner.setObjectName("banner")
        self.banner.setWordWrap(True)
        self.banner.hide()
        outer.addWidget(self.banner)
        self.lesson_panel: QWidget | None = None
        self._lesson: LessonPlace | None = None  # where the panel stands
        # Esc leaves a lesson from wherever the keyboard is on the page (the sheet, a button)
        self._lesson_escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self._lesson_escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._lesson_escape.setEnabled(False)

        body = QHBoxLayout()
        body.setSpacing(BETWEEN)
        self.table_holder = QVBoxLayout()
        self.table_holder.setContentsMargins(0, 0, 0, 0)
        body.addLayout(self.table_holder, 1)

        side = self.side = QFrame()
        side.setObjectName("side_panel")
        side.setFixedWidth(SIDE_WIDTH[1])
        side_layout = self.side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.setSpacing(4)  # (the speaker's 40 px row fits a 600 px screen's side column)
        self.scores_title = QLabel()
        self._over = False  # (the game is over: its scores are final)
        self.scores_title.setStyleSheet("font-weight: bold;")
        # (on two lines where the column is too narrow: "Τελική βαθμολογία" with Larger text)
        self.scores_title.setWordWrap(True)
        self.scores_table = WholeRowsTable(0, 2)  # (a half row would read as the last)
        self.scores_table.setObjectName("scores_so_far")
        self.scores_table.setHorizontalHeader(QuietHeader(self.scores_table))
        self.scores_table.verticalHeader().hide()
        self.scores_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.scores_table.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.ResizeToContents
        )
        # a name on one line, shortened with "…" where the column is narrow (its tooltip has
        # it), a computer's mark kept whole
        self.scores_table.setWordWrap(False)
        self.scores_table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.scores_table.setItemDelegateForColumn(0, SeatNames(self.scores_table))
        self.scores_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.scores_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.scores_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scores_table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.leader_in_sight = RowsInSight(self.scores_table)
        self.log_title = QLabel()
        self.log_title.setStyleSheet("font-weight: bold;")
        self.log_list = WholeRowsList()  # (a half line would read as the last)
        self.log_list.setObjectName("log")
        self.log_list.setWordWrap(True)
        self.log_list.setItemDelegate(LogLineSizes(self.log_list))
        # a word wider than the list (a long name) breaks between its letters (the line's
        # tooltip has it whole), never scrolled sideways out of sight
        self.log_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log_list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.log_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # a family sees the last move without scrolling (unless they scrolled up to read)
        self._log_end = NewestInSight(self.log_list)
        self._log_entries: list[int] = []  # each line's log entry
        self._marked: set[int] = set()  # the entries whose marks the sheets show now
        self._bold_rows: set[int] = set()  # the log's rows drawn marked now
        self.log_list.itemClicked.connect(self._log_clicked)
        title_row = QHBoxLayout()
        title_row.setContentsMargins(0, 0, 0, 0)
        title_row.addWidget(self.scores_title, 1)
        title_row.addWidget(self.sound_button)
        side_layout.addLayout(title_row)
        side_layout.addWidget(self.scores_table)
        side_layout.addWidget(self.log_title)
        side_layout.addWidget(self.log_list, 1)
        # (a click changes their lines: each repainted alone, not the page and window under it)
        lie_on_ground(self.scores_table.viewport())
        lie_on_ground(self.log_list.viewport())
        body.addWidget(side)
        outer.addLayout(body, 1)
        self.retranslate()

    # --- content ------------------------------------------------------------------------------

    def set_table(self, table: GameTable) -> None:
        if self.table is not None:
            self.table_holder.removeWidget(self.table)
            self.table.hide()
            delete_and_free(self.table)
        self.table = table
        self._outer.refit()  # (its margins fitted anew beside this table)
        table.setParent(self)
        self.table_holder.addWidget(table)
        table.show()

    def set_lesson(self, panel: LessonPanel | None) -> None:
        """Show a lesson's panel at the top of the side column, where the log was, or across
        the page over the sheet where the page is too narrow for both (lesson_place.py; None:
        a game as usual; the lesson's words say what the others did). Its `leave_requested`
        is what Esc does; the edit buttons and Menu give way to it."""
        if self._lesson is not None:
            self._lesson_escape.activated.disconnect()
            self._lesson.remove()
        self.lesson_panel = panel
        self._lesson = None if panel is None else LessonPlace(self, panel)
        self._lesson_escape.setEnabled(panel is not None)
        for button in (self.undo_button, self.redo_button, self.restart_button, self.leave_button):
            button.setVisible(panel is None)
        self.log_title.setVisible(panel is None)
        self.log_list.setVisible(panel is None)
        self._fit_header()
        self.fit_side()
        if panel is not None:
            self._lesson_escape.activated.connect(panel.leave_requested)

    def set_game(self, game_number: int | None) -> None:
        self._game_number = game_number
        self._update_game_label()

    def set_turn_text(
        self, text: str, progress: str = "", names: Sequence[str] | None = None
    ) -> None:
        """Who is to act, and how far the game is in its own terms ("Round 2 of 4");
        `names`: the players' names in `text`, the only words it may shorten (None: any)."""
        if text == self._turn_text and progress == self._progress:
            return
        self._turn_text = text
        self._turn_names = None if names is None else tuple(names)
        self._progress = progress
        self._fit_turn_line()
        self._update_game_label()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.turn_label and event.type() == QEvent.Type.Resize:
            self._fit_turn_line()
        return super().eventFilter(watched, event)

    def _update_game_label(self) -> None:
        parts = []
        if self._game_number is not None:
            parts.append(self.tr("Game #{number}").format(number=self._game_number))
        if self._progress:
            parts.append(self._progress)
        if tuple(parts) != self.game_label.parts():
            self.game_label.set_parts(parts)

    def set_undo(self, undo: str | None, redo: str | None, can_restart: bool) -> None:
        # (only what changed: a click repaints as little as it can)
        state = (undo, redo, can_restart)
        if state == self._undo_state:
            return
        self._undo_state = state
        self.undo_button.setEnabled(undo is not None)
        self.redo_button.setEnabled(redo is not None)
        self.restart_button.setEnabled(can_restart)
        self.undo_button.setToolTip(
            plain_tooltip(self.tr("Undo: {action}").format(action=undo) if undo else "")
        )
        self.redo_button.setToolTip(
            plain_tooltip(self.tr("Redo: {action}").format(action=redo) if redo else "")
        )

    def set_hint(self, offered: bool, enabled: bool) -> None:
        """The Hint button: shown in a game that offers hints, enabled when one may be asked."""
        if self.hint_button.isVisibleTo(self) != offered:
            self.hint_button.setVisible(offered)
        self.hint_button.setEnabled(enabled)

    def set_thinking(self, thinking: bool) -> None:
        """The busy indicator: a computer player is searching, or a hint is being looked for."""
        if self.busy.isVisibleTo(self) != thinking:
            self.busy.setVisible(thinking)

    @Slot(list)  # (declared: a slot added to the class once shown restyles the page)
    def mark_entries(self, entries: Sequence[int]) -> None:
        """Mark the lines of these log entries (the move the sheets show ringed): bold, on a
        warm ground."""
        self._marked = set(entries)
        self._show_marks()

    def look_changed(self) -> None:
        """Larger text on or off: the marked lines take the log's new size too, the header's
        buttons their least widths, the scores so far their rows' and header's new heights
        (`_fit_scores`), and the page's margins are fitted anew (in the room they
        had, narrowed for the wider table of Larger text, they stayed narrow after it)."""
        self._header.fit_least()
        self._fit_scores()
        self._outer.refit()  # (its margins fitted anew for the table's new least width)
        for row in self._bold_rows:
            if row < self.log_list.count():
                self._mark_font(self.log_list.item(row), True)

    def set_over(self, over: bool) -> None:
        """The game is over: the sheets stay to be looked at, with a way back to the scores; the
        edit buttons go (there is nothing left to undo)."""
        edits = (self.undo_button, self.redo_button, self.restart_button)
        shown = not over and self.lesson_panel is None
        if over:
            self.set_hint(False, False)
        # (what goes is hidden before what comes is shown: a button shown lays the header out at
        # once, and the end's beside undo, redo and restart grew a small window to 966 px)
        if not over:
            self.scores_button.setVisible(False)
        for button in edits:
            button.setVisible(shown)
        if over:
            self.scores_button.setVisible(True)
        if over != self._over:
            self._over = over
            self._title_scores()

    def key_rows(self) -> list[tuple[str, str]]:
        """The page's own keys, for the Keys card (the sound's M)."""
        return [self.sound_button.key_row()]

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # the log opens on its last line (a list that was hidden has not scrolled yet)
        QTimer.singleShot(0, self.log_list, self._log_end.new_rows)

    def show_banner(self, message: str) -> None:
        self.banner.setText(message)
        self.banner.setVisible(bool(message))

    # --- language -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self._undo_state = None  # the tooltips are translated: set them again next time
        self.undo_button.setText(self.tr("↶ Undo"))
        self.redo_button.setText(self.tr("↷ Redo"))
        self.restart_button.setText(self.tr("Restart turn"))
        self.leave_button.setText(self.tr("Menu"))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("What would the computer do? (H)"))
        self.busy.setAccessibleName(self.tr("Thinking"))
        self.scores_button.setText(self.tr("Back to the scores"))
        self.leave_button.setToolTip(self.tr("Back to the start page (the game is saved)"))
        self._title_scores()
        self.log_title.setText(self.tr("What happened"))
        self.scores_table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Points")])
        self._update_game_label()
        self._header.fit_least()  # (the buttons' new words)

    def _title_scores(self) -> None:
        # (a finished game's scores are final, as its end page calls them)
        over = self._over
        self.scores_title.setText(self.tr("Final scores") if over else self.tr("Score so far"))

    def changeEvent(self, event: QEvent) -> None:
        kind = event.type()
        if kind == QEvent.Type.LanguageChange:
            self.retranslate()
        elif kind == QEvent.Type.ParentChange:
            self._scrolled_in = viewport_holding(self)
        super().changeEvent(event)
