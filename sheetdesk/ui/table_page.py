"""The table: the game's own drawing (a GameTable from its sheet.py) plus what every game shares:
who is to act, the game number, undo/redo, the score so far and the log. During a lesson
(lesson.py) the lesson's panel stands in the side column instead of the log (or across the page
over the sheet where the page is too narrow for both: lesson_place.py), and its Leave button
instead of the edit buttons and the way back to the menu."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QBrush, QFont, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sheetdesk.core.i18n import count_text
from sheetdesk.ui.game_table import GameTable
from sheetdesk.ui.ground import GroundButton, lie_on_ground

from . import sound
from .formatting import SeatLabel
from .lesson_place import BETWEEN, LessonPlace
from .line_fit import (
    BOUND,
    breakable,
    names_kept,
    names_within,
    short_words,
    widest_kept,
    within_lines,
)
from .palette import cramped, larger
from .parts_label import PartsLabel
from .plain import plain_label, plain_tooltip
from .quiet_header import QuietHeader
from .released import delete_and_free
from .seat_fit import COMPUTER_ROLE, SeatNames
from .side_first import SIDE_SHARE, SIDE_WIDTH, SideFirstLayout, fit_side, viewport_holding
from .sound import SOUND_KEY, SoundButton
from .style import BUTTON_SIDES_PX, TIGHT_SIDES_PX, set_role, text_px, ui_colour
from .whole_rows import NewestInSight, WholeRowsList, WholeRowsTable

if TYPE_CHECKING:
    from .lesson import LessonPanel

# the side column narrower than its narrowest by up to so many px where the table beside it
# needs them (`TablePage._side_bounds`), rather than the page scroll sideways: a card table of
# two or more in a window 800 px wide and not short lacked 1 to 3 px at the page's narrow edges;
# in a short one, where the page scrolls up and down and its bar takes 14 px of the width, with
# Larger text up to 17 px (800x480 in Polish; the column's words need some 150)
SIDE_SQUEEZE = 20
# a log line's text at its narrowest (frame, scroll bar, margins)
LOG_LINE = SIDE_WIDTH[0] - SIDE_SQUEEZE - 40
SCORES_LEAST_ROWS = 3  # the scores so far, squeezed by the log on a small screen: this many rows
# the turn line's sizes (px, as designed): the heading's, then smaller where its words would
# not fit whole on three lines at that size
TURN_SIZES = (22, 18)
TURN_LINES = 2  # the turn line: a long name on a small screen takes two lines, then is shortened
# [design] the turn line's least width, whatever its words: they are fitted to the width it has
# (`_fit_turn_line`). Its longest word's width, before they were, made the page too wide for the
# window a moment (Giza in Greek with Larger text at 819×480: "(υπολογιστής)…" beside five
# buttons, 821 px, and a window free to grow grew to 837)
TURN_LEAST = 120


class LogLineSizes(QStyledItemDelegate):
    """The log's delegate, its lines' sizes remembered: a list of wrapped lines lays every line
    out again whenever one is added (each line's words wrapped to learn its height), so a move's
    new line cost as much as the whole log. A line's size depends only on its words, the font it
    is drawn in (the list's, or a marked line's own: bold; the font itself in the key, as the
    name its `key()` writes out at a fifth of the cost) and the width it wraps to: the sizes
    go when the list's font or style changes. (Keyed by bold or not alone, a line once marked,
    then drawn in another font, gave its size to every line of the same words.)"""

    LIMIT = 4096  # sizes remembered at most (a language or a width changed: new ones come)

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self._sizes: dict[tuple[str, QFont | None, int], QSize] = {}
        view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._sizes.clear()
        return False

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        font = index.data(Qt.ItemDataRole.FontRole)  # (a copy: its own key, see the class's)
        key = (index.data(), font, option.rect.width())
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) >= self.LIMIT:
                self._sizes.clear()
            size = self._sizes[key] = super().sizeHint(option, index)
        return size


class HeaderRow(QHBoxLayout):
    """The table page's header row: who acts, then its buttons. With Larger text the buttons
    narrow their sides (`tight`, ui/style.py) where the page has no room for them with the
    usual ones (`TablePage._fit_header`), so the row's least width is theirs with narrow sides:
    the page fits a window of the app's least width rather than scroll sideways (Greek, with
    Larger text in a window 800 px wide and not short: the row with the usual sides asked 834
    px, and every table scrolled 50 px). Their height is the same either way: the row, and the
    table under it, keep theirs.

    That least width is each button's, set when its words, its look or its sides change
    (`fit_least`), not the row's own least size answered in Python: Qt asks that at every pass
    of the page's layout, several in a click on a sheet."""

    def __init__(self, buttons: Sequence[QPushButton]) -> None:
        super().__init__()
        self._buttons = buttons
        self.tight = False  # (the buttons' sides narrowed now)

    def _narrowed_by(self) -> int:
        """What the shown buttons' sides give up narrowed (nothing without Larger text: the
        usual text has no narrow sides for them)."""
        if not larger():
            return 0
        shown = sum(not button.isHidden() for button in self._buttons)
        return shown * 2 * (BUTTON_SIDES_PX - TIGHT_SIDES_PX)

    def usual_width(self) -> int:
        """The row's least width with the buttons' usual sides."""
        return self.minimumSize().width() + self._narrowed_by()

    def fit_least(self) -> None:
        """Each button's least width: with Larger text and the usual sides, its width with
        narrow ones (its words whole); else its width as it is (Qt's, none set)."""
        narrow = larger() and not self.tight
        narrower = 2 * (BUTTON_SIDES_PX - TIGHT_SIDES_PX)
        for button in self._buttons:
            button.setMinimumWidth(button.sizeHint().width() - narrower if narrow else 0)


class TablePage(QWidget):
    undo_requested = Signal()
    redo_requested = Signal()
    restart_requested = Signal()
    leave_requested = Signal()
    scores_requested = Signal()
    hint_requested = Signal()
    log_entry_clicked = Signal(int)  # a line of the log clicked: the log entry it tells

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

    def _fit_turn_line(self) -> None:
        # a long name is shortened with "…" (the whole in the tooltip), the words around it kept
        label = self.turn_label
        text = self._turn_text
        self._hold_kept_words()
        width = label.contentsRect().width()
        # (a name no wider than half the line: the words around it keep their place)
        # (one line with Larger text in a short window; a narrow one with the usual text keeps
        # two: on one, "Teraz gra Zofia Kowalska" came out as "T… gra Z… K…" beside the buttons)
        lines = 1 if self._short and larger() else TURN_LINES
        # only a name is shortened, the words around it whole ("Παίζ… Ana" tells a child
        # nothing): else a line more for them, up to three, then the same in smaller letters;
        # only where a word alone is wider than the line is any word shortened
        # (each name kept on one line first: in the smaller letters, on a fourth line if it
        # takes one; "Teraz gra Gracz" over "2 — decyduje Gracz 1" read as two players)
        sheet, shown, small = "", None, TURN_SIZES[-1]
        tries = [(size, TURN_LINES + 1, True) for size in TURN_SIZES]
        tries += [(small, TURN_LINES + 2, True)] + [
            (size, TURN_LINES + 1, False) for size in TURN_SIZES
        ]
        for size, most, kept in tries if self._turn_names is not None else ():
            font = QFont(label.font())
            font.setPixelSize(text_px(size, larger()))
            shown = self._names_whole(text, font, width, lines, most, kept)
            sheet = "" if size == TURN_SIZES[0] else f"font-size: {font.pixelSize()}px;"
            if shown is not None:
                break
        if sheet != label.styleSheet():
            label.setStyleSheet(sheet)
        if shown is None:
            # (in the smaller letters, a line more: at the larger size on one, names were cut
            # to a letter, "Παίζει: Π… 3 — αποφασίζει: Γ…"; only then any word shortened)
            font = QFont(label.font())
            names = self._turn_names
            if names is not None:
                font.setPixelSize(text_px(TURN_SIZES[-1], larger()))
                named = short_words(text, font, width, names=names)
                shown = names_within(named, font, width, TURN_LINES + 2, names)
            if shown is None:
                shown = within_lines(short_words(text, font, width), font, width, lines)
        if shown != label.text():
            label.setText(shown)
        # (a name kept on one line is no shortening: no tip for it)
        tip = plain_tooltip(text) if shown.replace(BOUND, " ") != text else ""
        if tip != label.toolTip():
            label.setToolTip(tip)

    def _hold_kept_words(self) -> None:
        """The turn line at least as wide as the widest of the words round its names, in its
        smallest letters (each name's words may shorten, never those: at 683×400 with Larger
        text, 120 px showed "Παίζει: Zofia Kowalska — αποφασίζει: Ana" as "Παί… Zofi…")."""
        label, least = self.turn_label, TURN_LEAST
        if self._turn_names is not None:
            font = QFont(label.font())
            font.setPixelSize(text_px(TURN_SIZES[-1], larger()))
            frame = label.width() - label.contentsRect().width()
            # (3 px more: a line holds a word narrower than its width less 2, `line_fit`)
            words = widest_kept(self._turn_text, font, self._turn_names)
            least = max(least, words + frame + 3) if words else least
        if least != label.minimumWidth():
            label.setMinimumWidth(least)

    def _names_whole(
        self, text: str, font: QFont, width: int, lines: int, most: int, kept: bool
    ) -> str | None:
        """`text` on `lines` lines of `width` px, or up to `most`, with only the players' names
        shortened, and where `kept`, none of them broken between two lines (None: it does not
        fit so)."""
        names = self._turn_names
        named = short_words(text, font, width, names=names)
        for more in range(lines, max(lines + 1, most) + 1):
            shown = names_within(named, font, width, more, names)
            if shown is not None and (not kept or names_kept(shown, font, width, names)):
                return shown
        return None

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

    def set_scores(self, rows: Sequence[tuple[str | SeatLabel, int]]) -> None:
        """Show the scores so far (each seat's name, or its `SeatLabel`: a computer's is drawn
        so); cells change in place (a new row count rebuilds the table)."""
        table = self.scores_table
        seats = [seat if isinstance(seat, SeatLabel) else SeatLabel(seat) for seat, _ in rows]
        # (a total below zero with the minus sign, as the sheets write it)
        rows = [(seat.text, count_text(n)) for seat, (_, n) in zip(seats, rows, strict=True)]
        if len(rows) != table.rowCount():
            table.setRowCount(len(rows))
            for index, (name, total) in enumerate(rows):
                who = QTableWidgetItem(name)
                who.setToolTip(plain_tooltip(name))  # (a long name is shortened with "…")
                table.setItem(index, 0, who)
                points = QTableWidgetItem(total)
                points.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(index, 1, points)
            for index, seat in enumerate(seats):
                table.item(index, 0).setData(COMPUTER_ROLE, seat.name if seat.computer else None)
            self._fit_scores()
            return
        for index, (name, total) in enumerate(rows):
            for column, value in ((0, name), (1, total)):
                item = table.item(index, column)
                if item is not None and item.text() != value:
                    item.setText(value)
                    if column == 0:
                        item.setToolTip(plain_tooltip(value))
        for index, seat in enumerate(seats):
            item = table.item(index, 0)
            computer = seat.name if seat.computer else None
            if item is not None and item.data(COMPUTER_ROLE) != computer:
                item.setData(COMPUTER_ROLE, computer)

    def _fit_scores(self) -> None:
        # every row when there is room; on a small screen with many players the table gives
        # way to the log (at least a few rows, the rest scrolled to). Fitted again at each
        # Larger text on or off: the height fitted for the usual text's header and rows left
        # a row of two out of sight with Larger text's
        table = self.scores_table
        table.resizeRowsToContents()
        # (the header's height for its font now: its own is the one laid out last)
        height = table.horizontalHeader().sizeHint().height() + 4
        heights = [table.rowHeight(i) for i in range(table.rowCount())]
        table.setMaximumHeight(height + sum(heights))
        table.setMinimumHeight(height + sum(heights[:SCORES_LEAST_ROWS]))

    def set_log(self, lines: Sequence[str], entries: Sequence[int] = ()) -> None:
        """Show the log; appends when only new lines came (long games stay quick). `entries`:
        the log entry each line tells (a click on it shows that move on the sheets)."""
        lines = list(lines)
        old = self._log_lines
        self._log_entries = list(entries)
        if lines == old:
            self._show_marks()
            return
        if len(lines) >= len(old) and lines[: len(old)] == old:
            self._add_log(lines[len(old) :])
        elif len(lines) < len(old) and old[: len(lines)] == lines:
            self.log_list.take_last(len(old) - len(lines))  # (an undo: the last lines go)
        else:
            self.log_list.clear()
            self._bold_rows = set()
            self._add_log(lines)
            self._log_end.following = True  # (another game's log, or this one's again)
        self._log_lines = lines
        self._show_marks()
        self._log_end.new_rows()

    def _log_clicked(self, item: QListWidgetItem) -> None:
        row = self.log_list.row(item)
        if 0 <= row < len(self._log_entries):
            self.log_entry_clicked.emit(self._log_entries[row])

    @Slot(list)  # (declared: a slot added to the class once shown restyles the page)
    def mark_entries(self, entries: Sequence[int]) -> None:
        """Mark the lines of these log entries (the move the sheets show ringed): bold, on a
        warm ground."""
        self._marked = set(entries)
        self._show_marks()

    def _show_marks(self) -> None:
        """Draw the lines of the marked entries marked, the others plain: only the rows whose
        look changes are touched (the log grows long; a move changes a line or two)."""
        marked, entries = self._marked, self._log_entries
        count = self.log_list.count()
        rows = {row for row in range(min(count, len(entries))) if entries[row] in marked}
        bold = {row for row in self._bold_rows if row < count}  # (an undo took the others)
        self._bold_rows = rows
        for row in sorted(rows ^ bold):
            item = self.log_list.item(row)
            on = row in rows
            if item.font().bold() != on:
                self._mark_font(item, on)
                # the line of a move the sheets show (bold too: not by colour alone)
                item.setBackground(ui_colour("marked") if on else QBrush())
                item.setForeground(ui_colour("marked_text") if on else QBrush())

    def _mark_font(self, item: QListWidgetItem, on: bool) -> None:
        """A marked line in the log's own font, bold; a line no longer marked in the log's font
        again (no font of its own: the item's default was the app's, larger than the log's)."""
        if on:
            font = QFont(self.log_list.font())
            font.setBold(True)
            item.setFont(font)
        else:
            item.setData(Qt.ItemDataRole.FontRole, None)

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

    def _add_log(self, lines: Sequence[str]) -> None:
        for line in lines:
            item = QListWidgetItem(breakable(line, self.log_list.font(), LOG_LINE))
            item.setToolTip(plain_tooltip(line))
            self.log_list.addItem(item)

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

    def fit_side(self) -> bool:
        """The side column's share of the page's width now (True: it changed). (The header's
        lines, which move the game's number and round between layouts, are fitted by the
        page's layout outside its passes: `SideFirstLayout`, `_fit_header`.)"""
        if self._lesson is not None:
            room = self._room()
            placed = self._lesson.column(room, (SIDE_WIDTH, SIDE_SHARE))
            return fit_side(self.side, room, *placed)
        return fit_side(self.side, self.width(), self._side_bounds(), SIDE_SHARE)

    def _side_bounds(self) -> tuple[int, int]:
        """The side column's bounds in the room the page is shown in: `SIDE_WIDTH`, its
        narrowest narrower by what the table's least width beside it lacks of the room at the
        page's narrow edges, by `SIDE_SQUEEZE` px at most (more, the page scrolls). Measured
        at each fit (a table just made asks more a moment, before its parts are shown), from
        the table's layout, which keeps its least size till a part of it changes (shown,
        hidden, restyled, its words): the table's own `minimumSizeHint` adds only height, and
        asked at every fit, its instruction line's words laid out anew for that height, was a
        cost in every click."""
        narrow, wide = SIDE_WIDTH
        table = self.table
        if table is None:
            return SIDE_WIDTH
        edges = 2 * SideFirstLayout.NARROW_EDGE
        least = QWidget.minimumSizeHint(table).width()
        lacks = least + BETWEEN + narrow + edges - self._room()
        return (narrow - lacks if 0 < lacks <= SIDE_SQUEEZE else narrow), wide

    def _room(self) -> int:
        """The width the page is shown in: a scroll area's viewport's where it scrolls (the
        page's own is at least its least width, which the side column is part of)."""
        holder = self._scrolled_in
        return holder.width() if holder is not None else self.width()

    def _fit_header(self) -> bool:
        """In a cramped window (palette.cramped: short, with Larger text or narrow) the header
        shorter: who acts shortened to one line (with Larger text; else two at most, as usual),
        the game's number and round at the top of the side column, the header's buttons with
        narrow sides (their words whole). The buttons' sides narrow too where the header with
        the usual ones is wider than the page's room (`HeaderRow`), the rest left as it is: its
        height and the table's stay. True: it changed.
        (In two lines over a two-line subtitle it took 110 of the 480 px of 1366x768 at 150 %,
        and left Giza's caption, pad and buttons 325 px.)"""
        short = cramped(self)
        header = self._header
        tight = short or header.usual_width() + 2 * SideFirstLayout.EDGE > self._room()
        if short == self._short and tight == header.tight:
            return False
        if short != self._short:
            self._short = short
            if short:
                self._about.removeWidget(self.progress_row)
                self.side_layout.insertWidget(0, self.progress_row)
            else:
                self.side_layout.removeWidget(self.progress_row)
                self._about.addWidget(self.progress_row)
        if tight != header.tight:
            header.tight = tight
            for button in self.header_buttons:
                button.setProperty("tight", tight)  # (ui/style.py: narrow sides with Larger text)
                button.style().unpolish(button)
                button.style().polish(button)
            header.fit_least()
        self._fit_turn_line()
        return True

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
