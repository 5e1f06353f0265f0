"""A finished game looked at again, read-only: the game's own table (its sheets, drawn as in
play) at any point of the game, stepped through move by move (buttons, Left/Right, Home/End)
or played at a chosen speed (Space plays and pauses), with the log and the score card as they
stood at that point.

Nothing can be played and nothing is written: the table never takes a click, and the page holds
no controller, autosaver or lock. The game is over, so every sheet and hand is shown in full at
every point (no hand-over page): the table draws each position's whole state, not a seat's view.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from .fitting_label import FittingLabel
from .game_table import GameTable
from .pages import escape_goes_back
from .parts_label import PartsLabel
from .released import delete_and_free
from .side_first import SIDE_SHARE, SIDE_WIDTH, SideFirstLayout, fit_side
from .style import set_role
from .whole_rows import WholeRowsList

# the speed control's choices: milliseconds between two moves when playing
SPEEDS_MS = (2000, 1000, 400)
DEFAULT_SPEED = 1


class _TitleLabel(FittingLabel):
    """The title: the game's name and when it ended ("{game} of {date}") on one line where its
    width holds them; else the game's name alone, wrapped at its spaces onto a second line where
    one does not hold it (a word is never cut, nothing ends in "…": the label is never narrower
    than the name's widest word), the date then told by the line under it (`dated` is False,
    `dated_changed` says when it turns). `whole` is what it states: the one or the other."""

    dated_changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setWordWrap(True)
        self.dated = True
        self._dated_text = ""
        self._name = ""

    def setText(self, text: str, name: str = "") -> None:
        self._dated_text, self._name = text, name or text
        self._least()
        self._fit()

    def full_text(self) -> str:
        return self._dated_text

    def _least(self) -> None:
        """The label as wide as the name's widest word, at the least."""
        metrics = self.fontMetrics()
        words = self._name.split() or [""]
        self.setMinimumWidth(max(metrics.horizontalAdvance(word) for word in words))

    def _font_changed(self) -> None:
        self._least()

    def _fit(self) -> None:
        width = max(1, self.contentsRect().width())
        dated = self.fontMetrics().horizontalAdvance(self._dated_text) <= width
        self.whole = self._dated_text if dated else self._name
        self._show(self.whole)
        if dated != self.dated:
            self.dated = dated
            self.dated_changed.emit()


class ReplayPage(QWidget):
    back_requested = Signal()
    print_requested = Signal()  # Print…: this game's sheets, on paper or as a PDF

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replay_page")
        self.session: Any = None
        self.entry: Any = None
        self.table: GameTable | None = None
        self.scores: Any = None  # the score card (the scores page's own widget)
        self.finished: Any = None  # when the game ended (shown in the title)
        self.position = 0  # how many log entries have been played
        self._names: list[str] = []
        self._seat_names: list[str] = []
        self._entry_rows: list[int] = []  # the log list's first row of each entry
        # the first row telling each entry: its move's, for a confirm said with its move
        self._told_from: list[int] = []
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)

        # the side panel as wide as the table page's in play
        outer = self._outer = SideFirstLayout(
            self, lambda: fit_side(self.side, self.width(), SIDE_WIDTH, SIDE_SHARE)
        )
        outer.setSpacing(6)
        # as the table page in play: a header (what is shown, where in the game), the sheets,
        # and a side panel, here with the replay's controls above the log
        header = QHBoxLayout()
        about = self._about = QVBoxLayout()
        about.setSpacing(0)
        # one line where it holds the game's name and its date, where the game is under it;
        # narrower, the name alone (on two lines where one does not hold it), and where the
        # game is, its date first, across the page under the buttons (beside them, in the
        # title's narrow column, it took six lines)
        self.title = _TitleLabel()
        self.title.setObjectName("replay_title")
        set_role(self.title, "heading")
        self.where = PartsLabel()  # (on a narrow screen, broken between its parts)
        self.where.setObjectName("replay_where")
        set_role(self.where, "hint")
        self._where_parts: list[str] = []
        self.title.dated_changed.connect(self._place_where)
        about.addWidget(self.title)
        about.addWidget(self.where)
        header.addLayout(about, 1)
        self.card_button = QPushButton()
        self.card_button.setObjectName("replay_card")
        self.card_button.setCheckable(True)
        self.back_button = QPushButton()
        self.back_button.setObjectName("replay_back")
        self.print_button = QPushButton()
        self.print_button.setObjectName("replay_print")
        self.print_button.clicked.connect(self.print_requested.emit)
        header.addSpacing(12)
        header.addWidget(self.card_button)
        header.addWidget(self.print_button)
        header.addWidget(self.back_button)
        outer.addLayout(header)

        body = QHBoxLayout()
        body.setSpacing(8)
        # the sheets, or the score card in their place
        self.centre = QStackedWidget()
        self.sheets = QWidget()
        self.sheets_layout = QVBoxLayout(self.sheets)
        self.sheets_layout.setContentsMargins(0, 0, 0, 0)
        self.centre.addWidget(self.sheets)
        body.addWidget(self.centre, 1)
        self.side = QFrame()
        self.side.setObjectName("replay_side")
        self.side.setFixedWidth(SIDE_WIDTH[1])
        side_layout = QVBoxLayout(self.side)
        side_layout.setContentsMargins(0, 0, 0, 0)

        style = self.style()
        pixmap = QStyle.StandardPixmap
        self.first_button = QPushButton(style.standardIcon(pixmap.SP_MediaSkipBackward), "")
        self.first_button.setObjectName("replay_first")
        self.previous_button = QPushButton(style.standardIcon(pixmap.SP_MediaSeekBackward), "")
        self.previous_button.setObjectName("replay_previous")
        self.play_button = QPushButton()
        self.play_button.setObjectName("replay_play")
        self.next_button = QPushButton(style.standardIcon(pixmap.SP_MediaSeekForward), "")
        self.next_button.setObjectName("replay_next")
        self.last_button = QPushButton(style.standardIcon(pixmap.SP_MediaSkipForward), "")
        self.last_button.setObjectName("replay_last")
        self._play_icon = style.standardIcon(pixmap.SP_MediaPlay)
        self._pause_icon = style.standardIcon(pixmap.SP_MediaPause)
        self.speed_label = QLabel()
        self.speed = QComboBox()
        self.speed.setObjectName("replay_speed")
        self.speed_label.setBuddy(self.speed)
        self.back_button.clicked.connect(self._leave)
        self.first_button.clicked.connect(lambda: self._step(0))
        self.previous_button.clicked.connect(lambda: self._step(self.position - 1))
        self.next_button.clicked.connect(lambda: self._step(self.position + 1))
        self.last_button.clicked.connect(lambda: self._step(self.length))
        self.play_button.clicked.connect(self.toggle_play)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        self.card_button.toggled.connect(self._show_card)
        steps = QHBoxLayout()
        steps.setSpacing(4)
        for button in (
            self.first_button,
            self.previous_button,
            self.play_button,
            self.next_button,
            self.last_button,
        ):
            button.setMinimumWidth(0)
            steps.addWidget(button)
        speed_row = QHBoxLayout()
        speed_row.addWidget(self.speed_label)
        speed_row.addWidget(self.speed, 1)
        self.log_title = QLabel()
        self.log_title.setStyleSheet("font-weight: bold;")
        self.log_list = WholeRowsList()  # (a half line would read as the last)
        self.log_list.setObjectName("replay_log")
        self.log_list.setWordWrap(True)
        self.log_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        side_layout.addLayout(steps)
        side_layout.addLayout(speed_row)
        side_layout.addWidget(self.log_title)
        side_layout.addWidget(self.log_list, 1)
        body.addWidget(self.side)
        outer.addLayout(body, 1)
        # keys anywhere on the page (a button or the speed list may have the focus)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        for key, act in (
            (Qt.Key.Key_Left, lambda: self._step(self.position - 1)),
            (Qt.Key.Key_Right, lambda: self._step(self.position + 1)),
            (Qt.Key.Key_Home, lambda: self._step(0)),
            (Qt.Key.Key_End, lambda: self._step(self.length)),
            (Qt.Key.Key_Space, self._space),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(act)
        escape_goes_back(self, self._leave)
        self.retranslate()

    # --- content ------------------------------------------------------------------------------

    @property
    def length(self) -> int:
        return len(self.session.history) if self.session is not None else 0

    def set_game(self, entry: Any, session: Any, finished: Any = None) -> None:
        """Show `session` (a finished game, loaded from its save) at its end."""
        self._outer.refit()  # (its margins fitted anew for this game's sheets)
        from .scores_page import ScoresPage

        self.pause()
        self.entry, self.session, self.finished = entry, session, finished
        if self.table is not None:
            self.sheets_layout.removeWidget(self.table)
            self.table.hide()
            delete_and_free(self.table)
        self.table = entry.ui().create_table(session.rules, session.players, self.sheets)
        self.table.looking_back = True
        self.table.set_interactive(False)
        # nothing is played on a replay: the game buttons' row gives its room to the sheets
        if self.table.button_row is not None:
            self.table.button_row.hide()
        self.sheets_layout.addWidget(self.table)
        self.table.show()
        if self.scores is None:
            # the score card as the end of a game shows it; its own buttons belong to that page
            self.scores = ScoresPage()
            self.scores.setObjectName("replay_scores")
            # (and its title: "Final scores" is not what the middle of a game shows; the header's
            # Score card button brings the sheets back)
            for widget in (
                self.scores.title,
                self.scores.new_button,
                self.scores.back_button,
                self.scores.table_button,
            ):
                widget.hide()
            self.centre.addWidget(self.scores)
        self.card_button.setChecked(False)
        self.position = self.length
        self._show_game()

    def _fill_log(self) -> None:
        from .controller import entry_lines

        session = self.session
        self.log_list.clear()
        self._entry_rows = []
        told: list[int] = []
        self._told_from = told
        for index, entry in enumerate(session.history):
            self._entry_rows.append(self.log_list.count())
            said_with_move = bool(told) and session.rules.said_with_move(
                entry.action, entry.seat, session.state_at(index)
            )
            told.append(told[-1] if said_with_move else self.log_list.count())
            player = self._seat_names[entry.seat] if entry.seat is not None else ""
            self.log_list.addItems(entry_lines(session, index, entry, self._names, player))

    def go(self, position: int) -> None:
        """Show the game after `position` moves (clamped to the game)."""
        if self.session is None or self.table is None:  # (a game is shown with its table)
            return
        position = max(0, min(self.length, position))
        self.position = position
        session = self.session
        state = session.state_at(position)
        rules = session.rules
        # the whole state, not a seat's view: the game is over, nothing is secret any more
        step = rules.step(state)
        acting = step.seats[0] if getattr(step, "seats", None) else None
        seat = session.history[position - 1].seat if position else None
        viewer = seat if seat is not None else acting
        scores = rules.scores(state)
        # nobody is to act on a replay: the table says nothing of whose turn it is, or waiting
        self.table.show_position(state, viewer, None, (), scores)
        self.table.set_interactive(False)
        self.table.show_caption(self._caption())
        self.scores.set_scores(
            self.entry.id,
            session.players,
            scores,
            rules.end_reason(state) if position == self.length else None,
            rules.tie_break(state) if position == self.length else None,
        )
        self._show_where(state)
        self._show_log()
        at_start, at_end = position == 0, position == self.length
        self.first_button.setEnabled(not at_start)
        self.previous_button.setEnabled(not at_start)
        self.next_button.setEnabled(not at_end)
        self.last_button.setEnabled(not at_end)
        if at_end and self.timer.isActive():
            self.pause()

    def _show_log(self) -> None:
        """The log as it stood after the moves shown: what came later is not there yet (at the
        start the log is empty), the move just made is chosen and in sight."""
        log = self.log_list
        log.clearSelection()
        shown = self._entry_rows[self.position] if self.position < len(self._entry_rows) else None
        for row in range(log.count()):
            log.setRowHidden(row, shown is not None and row >= shown)
        if self.position:
            item = log.item(self._told_from[self.position - 1])
            if item is not None:
                item.setSelected(True)
        self._scroll_log()
        # (again once the list has its size: a page opened just now is laid out after this)
        QTimer.singleShot(0, self._scroll_log)

    def _scroll_log(self) -> None:
        """The move just made in sight, with its last line (the top of the log at the start)."""
        log = self.log_list
        if not self.position or not self._entry_rows:
            log.scrollToTop()
            return
        shown = self._entry_rows[self.position] if self.position < len(self._entry_rows) else None
        last = log.item((shown if shown is not None else log.count()) - 1)
        first = log.item(self._told_from[self.position - 1])
        if last is not None and first is not None:
            log.scrollToItem(last)
            log.scrollToItem(first)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self._scroll_log)

    def _caption(self) -> str | None:
        """What the table says over the sheets: the move just made (the game's own words at
        the end: who won)."""
        if self.position == self.length:
            return None
        if self.position == 0:
            return self.tr("The start of the game, before the first move.")
        first = self._told_from[self.position - 1]
        end = self._entry_rows[self.position] if self.position < len(self._entry_rows) else None
        rows = range(first, end if end is not None else self.log_list.count())
        return " ".join(self.log_list.item(row).text() for row in rows)

    def _show_where(self, state: Any) -> None:
        from .formatting import render

        parts = [self.tr("Move {move} of {moves}").format(move=self.position, moves=self.length)]
        progress = self.session.rules.progress(state)
        if progress:
            parts.append(render(progress))
        if self.position == self.length:
            parts.append(self.tr("The end"))
        parts.append(self.tr("a finished game, read only"))
        self._where_parts = parts
        self._place_where()

    def _place_where(self) -> None:
        """Where the game is: under the title where it holds the date; else across the page
        under the buttons, after when the game ended."""
        from .formatting import format_datetime

        dated = self.title.dated or self.finished is None
        date = [] if dated else [format_datetime(self.finished)]
        self.where.set_parts(date + self._where_parts)
        beside = self._about.indexOf(self.where) >= 0
        if beside != self.title.dated:
            (self._outer if beside else self._about).removeWidget(self.where)
            if self.title.dated:
                self._about.addWidget(self.where)
            else:
                self._outer.insertWidget(1, self.where)

    # --- playing ------------------------------------------------------------------------------

    def playing(self) -> bool:
        return self.timer.isActive()

    def toggle_play(self) -> None:
        if self.playing():
            self.pause()
            return
        if self.position >= self.length:
            self.go(0)  # played to the end: play it again from the start
        self.timer.start(SPEEDS_MS[max(0, self.speed.currentIndex())])
        self._update_play()

    def pause(self) -> None:
        self.timer.stop()
        self._update_play()

    def _tick(self) -> None:
        self.go(self.position + 1)

    def _speed_changed(self, index: int) -> None:
        if self.playing():
            self.timer.start(SPEEDS_MS[max(0, index)])

    def _update_play(self) -> None:
        playing = self.playing()
        self.play_button.setIcon(self._pause_icon if playing else self._play_icon)
        self.play_button.setAccessibleName(self.tr("Pause") if playing else self.tr("Play"))

    def _show_card(self, shown: bool) -> None:
        self.centre.setCurrentWidget(self.scores if shown and self.scores else self.sheets)

    def _step(self, position: int) -> None:
        """A step asked for by hand: the playing stops there."""
        self.pause()
        self.go(position)

    def _space(self) -> None:
        """Space plays or pauses; on a button the keyboard reached (Back, say) it presses it,
        as Space does on any button."""
        focus = QApplication.focusWidget()
        if isinstance(focus, QAbstractButton) and self.isAncestorOf(focus):
            focus.click()
        else:
            self.toggle_play()

    def _leave(self) -> None:
        self.pause()
        self.back_requested.emit()

    def hideEvent(self, event: Any) -> None:
        self.pause()  # a replay playing on behind another page would use the processor for nothing
        super().hideEvent(event)

    # --- language -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("Back to the finished games"))
        self.first_button.setToolTip(self.tr("The start (Home)"))
        self.previous_button.setToolTip(self.tr("One move back (Left)"))
        self.next_button.setToolTip(self.tr("One move on (Right)"))
        self.last_button.setToolTip(self.tr("The end (End)"))
        self.play_button.setToolTip(self.tr("Play the game move by move, or pause (Space)"))
        for button, name in (
            (self.first_button, self.tr("The start")),
            (self.previous_button, self.tr("One move back")),
            (self.next_button, self.tr("One move on")),
            (self.last_button, self.tr("The end")),
        ):
            button.setAccessibleName(name)
        self.speed_label.setText(self.tr("Speed:"))
        index = self.speed.currentIndex()
        self.speed.blockSignals(True)
        self.speed.clear()
        self.speed.addItems([self.tr("Slow"), self.tr("Normal"), self.tr("Fast")])
        self.speed.setCurrentIndex(DEFAULT_SPEED if index < 0 else index)
        self.speed.blockSignals(False)
        self.card_button.setText(self.tr("Score card"))
        self.print_button.setText(self.tr("Print…"))
        self.log_title.setText(self.tr("What happened"))
        self._update_play()
        if self.session is not None:
            self._show_game()

    def _show_game(self) -> None:
        """The title, the log and the position, in the current language."""
        from .formatting import format_datetime, game_name, seat_name, shown_name

        name = game_name(self.entry.id) or self.entry.id
        self.title.setText(
            self.tr("{game} of {date}").format(game=name, date=format_datetime(self.finished)),
            name,
        )
        # the page itself takes the keys (Left, Right, Space…): a screen reader names it so
        self.setAccessibleName(self.title.full_text())
        # (a seat's default name in the language now, whichever the game was played in)
        self._names = [shown_name(p.name) for p in self.session.players]
        self._seat_names = [seat_name(p) for p in self.session.players]
        self._fill_log()
        self.go(self.position)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
