"""The family's statistics. First an overview across every game: who won most this month, this
year and ever, and the records with their dates (each game's best score, the longest winning
streak, each player's first win). Then one game at a time (scores of different games do not
compare): each player's games, wins and win share, best, average and middle score and the score
card's parts on average (beside them where they fit, else the chosen player's under the table:
it never scrolls sideways); the game's own figures; a player's scores over time as a chart; two
players head to head. A computer counts at its level, and a check box leaves the computers out
of every figure. The players' choosers offer the family's people first, the computers after;
the game and player choosers are for the one-game tabs, greyed on the overview (it says why).

The page paints at once: the index is brought up to date with the saves and read (its quick
reading, `History.seat_scores` and `History.part_sums`) in a thread of its own, and the figures
fill the page when read. The chart is drawn with QPainter: each score a marker in the player's
symbol (a shape, not only a colour), the average a dashed line with its value written beside it
(statistics_chart.py); Head to head is a tab of its own (statistics_versus.py). How the
figures' table fits its room, and what gives way to its rows, is statistics_fit.py's.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from operator import attrgetter
from typing import Any

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from sheetdesk.core.i18n import count_text

from .flow_row import FlowRow
from .keys_card import plain
from .list_sort import NUMBER, Column, ListSort
from .pages import ReadingPage, escape_goes_back, list_table, tab_key_rows, tab_keys
from .plain import plain_tooltip
from .player_symbol import player_icon
from .players_page import ICON
from .seat_fit import NAME_ROLE, SeatChooser
from .statistics_chart import ScoreChart
from .statistics_chart import mean_text as _number
from .statistics_fit import FIXED_COLUMNS, FiguresFit, on_two_lines
from .statistics_versus import HeadToHead
from .style import rows_follow_columns, set_role
from .whole_lines import WholeWidgetLines


def _periods() -> tuple[datetime, datetime, None]:
    """The overview's periods: this month, this year (local time), ever."""
    now = datetime.now().astimezone()
    month = now.replace(day=1, hour=0, minute=0, second=0, microsecond=0)
    return month, month.replace(month=1), None


def _read(
    history: Any, computers: bool = True
) -> tuple[list[Any], list[Any], list[Any], dict[bool, Any]]:
    """The index's quick reading, and the overview counted from it as the page shows it now
    (with the computers or not: here, in the reading's thread, so the page fills at once)."""
    from sheetdesk.core import stats

    scores = history.seat_scores()
    overviews = {computers: stats.overview(scores, _periods(), computers=computers)}
    return scores, history.part_sums(), history.players(removed=True), overviews


def _found(chooser: QComboBox, data: Any) -> int:
    """The index of the item of `chooser` whose data equals `data` (-1: none). (Qt's findData
    finds a (player, level) pair only as the very same object: never one made again.)"""
    return next((i for i in range(chooser.count()) if chooser.itemData(i) == data), -1)


class StatisticsPage(FiguresFit, ReadingPage):
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_page")
        self.scores: list[Any] = []
        self.parts: list[Any] = []
        self.players: dict[int, Any] = {}
        self.lines: list[Any] = []  # the chosen game's player lines
        self.parts_shown: list[str] = []  # their score card's parts, as the table's columns
        self.overviews: dict[bool, Any] = {}  # with the computers (True) and without
        self._read_once = False
        self._fitting = False  # (the columns being fitted: their changes ask nothing)
        # the figures' widths in each of their shapes (`_measure`), for the table's contents
        # and font they were measured with; the shape shown (None: to be shown again)
        self._measured: tuple[Any, list[list[tuple[int, int, int]]]] = (None, [])
        self._shape: int | None = None
        self._parts_wanted = False  # (the parts' line: shown where it leaves the rows in sight)
        # the room the title and the parts' line took from the table as their layouts last
        # placed it (None: not yet; `_rows_first`): the title's as the page's layout placed the
        # tabs, the line's as the figures' layout placed the table (a line shown lays the
        # figures out at once; the title shown or hidden waits for the page's layout)
        self._laid_out: list[int | None] = [None, None]
        layout = self._outer = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.title = QLabel()
        set_role(self.title, "title")
        # (the choosers; Leave the computers out beside Back: with Larger text at 819×480 its
        # line of its own under the choosers was taken from the figures' rows)
        choices = FlowRow()
        choosers = QWidget()
        chooser_row = QHBoxLayout(choosers)
        chooser_row.setContentsMargins(0, 0, 0, 0)
        self.game_label = QLabel()
        self.game_choice = QComboBox()
        self.game_choice.setObjectName("statistics_game")
        self.game_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        # (a game's name is short and always shown whole: where the row is short, as in Greek
        # with Larger text on a 1024 px screen, a long name in the players' list gives way)
        self.game_choice.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.game_label.setBuddy(self.game_choice)
        self.player_label = QLabel()
        self.player_choice = SeatChooser()
        self.player_choice.setObjectName("statistics_player")
        self.player_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.player_label.setBuddy(self.player_choice)
        self.people_only = QCheckBox()
        self.people_only.setObjectName("statistics_people_only")
        for widget in (self.game_label, self.game_choice, self.player_label, self.player_choice):
            chooser_row.addWidget(widget)
        chooser_row.addSpacing(12)
        choices.add_lead(choosers)
        self.status = QLabel()
        self.status.setWordWrap(True)
        set_role(self.status, "hint")
        # on the overview: why the game and player choosers are greyed there
        self.scope = QLabel()
        self.scope.setObjectName("statistics_scope")
        self.scope.setWordWrap(True)
        set_role(self.scope, "hint")

        self.tabs = QTabWidget()
        self.tabs.setObjectName("statistics_tabs")
        self.tabs.setDocumentMode(True)  # (no frame around a tab's page: its lists have theirs)
        self.overview = list_table(4, "statistics_overview", stretch=(1,))
        self.overview.setIconSize(ICON)
        rows_follow_columns(self.overview)
        figures = QWidget()
        figures_layout = self._figures_layout = QVBoxLayout(figures)
        figures_layout.setContentsMargins(0, 0, 0, 0)  # (the table's own frame: its rows first)
        self.game_figures = QLabel()
        self.game_figures.setObjectName("statistics_game_figures")
        self.game_figures.setWordWrap(True)
        self.table = self.figures_table = list_table(FIXED_COLUMNS, "statistics_table", stretch=())
        self.table.setIconSize(ICON)
        rows_follow_columns(self.table)
        self.table.viewport().installEventFilter(self)  # (a scroll bar come or gone)
        self.table.installEventFilter(self)  # (laid out: `_laid_out`)
        # (by name until the family sorts otherwise: the chooser says so, never blank)
        self.sort = ListSort(self.table, "statistics", self._columns, self._texts, first=(0, False))
        self.sort.changed.connect(self._show_game)
        self.headers: list[str] = []  # the table's headers on one line (the parts' on two)
        self.parts_out = False  # the score card's parts out of the table (it lacks the room)
        # where the parts are out of the table: the chosen player's, under it
        self.parts_line = QLabel()
        self.parts_line.setObjectName("statistics_parts")
        self.parts_line.setTextFormat(Qt.TextFormat.PlainText)
        self.parts_line.setWordWrap(True)
        self.parts_line.hide()
        figures_layout.addWidget(self.game_figures)
        figures_layout.addWidget(self.table, 1)
        figures_layout.addWidget(self.parts_line)
        self.chart = ScoreChart()
        self.versus = HeadToHead()
        self.tabs.addTab(self.overview, "")
        self.tabs.addTab(figures, "")
        self.tabs.addTab(self.chart, "")
        # (its lines scroll in a short window: their least height made the tabs', whichever
        # was shown, and the window grew taller than 1024×600 at 125 % leaves it)
        self.tabs.addTab(WholeWidgetLines(self.versus, self.versus.lines), "")

        # (Back, Sort by at the right, and Leave the computers out beside Back, or under it
        # where the line has no room for it: a line lower than Sort by's)
        buttons = FlowRow()
        self.back_button = QPushButton()
        self.back_button.setObjectName("statistics_back")
        self.back_button.clicked.connect(self.back_requested.emit)
        buttons.add_lead(self.back_button)
        buttons.add_trail(self.sort.bar)  # (the figures' order: shown on their tab)
        buttons.add_lead(self.people_only)
        layout.addWidget(self.title)
        layout.addLayout(choices)
        layout.addWidget(self._trouble_bar("statistics"))
        layout.addWidget(self.status)
        layout.addWidget(self.scope)
        layout.addWidget(self.tabs, 1)
        self.tabs.installEventFilter(self)  # (laid out: `_laid_out`)
        layout.addLayout(buttons)
        QWidget.setTabOrder(self.back_button, self.people_only)  # (the keyboard goes as seen)
        escape_goes_back(self, self.back_requested.emit)
        tab_keys(self, self.tabs)

        self.game_choice.currentIndexChanged.connect(lambda _i: self._show_game())
        self.player_choice.currentIndexChanged.connect(lambda _i: self._show_player())
        self.versus.against_choice.currentIndexChanged.connect(lambda _i: self._show_versus())
        self.people_only.toggled.connect(lambda _on: self._show_all())
        self.table.currentCellChanged.connect(self._row_chosen)
        self.tabs.currentChanged.connect(lambda _i: self._follow_tab())
        self.retranslate()
        self._follow_tab()

    def key_rows(self) -> list[tuple[str, str]]:
        """The page's keys for the Keys card: the next and the previous tab, and Esc (back)."""
        return (
            tab_key_rows(self.tr("The next tab"), self.tr("The previous tab")) + super().key_rows()
        )

    # --- reading ------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Bring the index up to date and read it, in the background: the page paints at once
        (with what it read before) and the figures come when read."""
        computers = not self.people_only.isChecked()
        if self._start_reading(lambda history: _read(history, computers), self._read):
            self._say_status()

    def _read(self, reading: Any) -> None:
        self._read_once = True
        self._end_reading(reading)
        if reading is not None and reading.found is not None:
            scores, parts, players, self.overviews = reading.found
            self.scores, self.parts = scores, parts
            self.players = {player.id: player for player in players}
        self._fill_games()
        self._show_all()

    def _show_all(self) -> None:
        self._show_overview()
        self._show_game()

    def _show_overview(self) -> None:
        """Who won most this month, this year and ever; the records with their dates."""
        from sheetdesk.core import stats

        from .formatting import format_date, game_name

        computers = not self.people_only.isChecked()
        now = datetime.now().astimezone()
        locale = QLocale()
        figures = self.overviews.get(computers)
        if figures is None:  # (the other way of counting, first asked for now)
            figures = self.overviews[computers] = stats.overview(
                self.scores, _periods(), computers=computers
            )
        rows: list[tuple[str, list[Any], str, str]] = []
        for what, leaders, when in (
            (
                self.tr("Most wins this month"),
                figures.most_wins[0],
                locale.standaloneMonthName(now.month),
            ),
            (self.tr("Most wins this year"), figures.most_wins[1], str(now.year)),
            (self.tr("Most wins ever"), figures.most_wins[2], ""),
        ):
            top = [x for x in leaders if x.wins == leaders[0].wins]
            figure = self.tr("%n win(s)", "", top[0].wins) if top else ""
            rows.append((what, top, figure, when))
        for feat in figures.best_scores:
            what = self.tr("Best score: {game}").format(game=game_name(feat.game) or feat.game)
            rows.append((what, [feat], count_text(feat.value), format_date(feat.when)))
        streak = figures.streak
        if streak is not None:
            figure = self.tr("%n game(s) won in a row", "", streak.value)
            rows.append(
                (self.tr("Longest winning streak"), [streak], figure, format_date(streak.when))
            )
        for feat in figures.first_wins:
            figure = game_name(feat.game) or feat.game
            rows.append((self.tr("First win"), [feat], figure, format_date(feat.when)))
        self.overview.setRowCount(len(rows))
        for row, (what, who, figure, when) in enumerate(rows):
            names = ", ".join(self._who(x) for x in who) or "—"
            icon = player_icon(*self._look(who[0].player_id)) if len(who) == 1 else None
            cells = [QTableWidgetItem(what), QTableWidgetItem(names)]
            if icon is not None:
                cells[1].setIcon(icon)
            cells += [QTableWidgetItem(figure), QTableWidgetItem(when)]
            for column, item in enumerate(cells):
                self.overview.setItem(row, column, item)
        self.overview.resizeRowsToContents()

    def _follow_tab(self) -> None:
        """The overview is the family's records across every game and every player (who won
        most, each game's best score: a game or a player chosen would leave it nothing to
        compare), so the game and player choosers do not act on it: there they are greyed,
        the line above the tabs says why, and the keyboard, were it on one, goes to the tabs.
        Leaving the computers out acts on every tab, the overview too."""
        overview = self.tabs.currentWidget() is self.overview
        had_keyboard = self.game_choice.hasFocus() or self.player_choice.hasFocus()
        for widget in (self.game_label, self.game_choice, self.player_label, self.player_choice):
            widget.setEnabled(not overview)
        self.scope.setVisible(overview)
        self.sort.bar.setVisible(self.tabs.currentWidget() is self.table.parentWidget())
        self._fit_columns()  # (fitted to its room once seen)
        self._rows_first()
        if overview and had_keyboard:
            self.tabs.tabBar().setFocus()

    def _say_status(self) -> None:
        if self.syncing() and not self._read_once:
            text = self.tr("Reading the finished games…")
        elif not self.scores and self._read_once and self.trouble is None:
            text = self.tr("No finished games yet: the figures come with the first one.")
        else:
            text = ""
        self.status.setText(text)
        self.status.setVisible(bool(text))

    # --- what is shown ------------------------------------------------------------------------

    def _fill_games(self) -> None:
        from .formatting import game_name

        chosen = self.game_choice.currentData()
        played: dict[str, set[int]] = {}
        for score in self.scores:
            played.setdefault(score.game, set()).add(score.game_id)
        self.game_choice.blockSignals(True)
        self.game_choice.clear()
        # the game played most first: the one a family opens the page for
        for game_id in sorted(played, key=lambda g: (-len(played[g]), game_name(g))):
            self.game_choice.addItem(game_name(game_id) or game_id, game_id)
        self.game_choice.setCurrentIndex(max(0, self.game_choice.findData(chosen)))
        self.game_choice.blockSignals(False)

    def _who(self, line: Any) -> str:
        from .formatting import level_name, shown_name

        if line.computer:
            # the level's name inside the brackets reads as a word of the sentence: "(computer,
            # hard)", "(komputer, trudny)", "(υπολογιστής, δύσκολος)"
            return self.tr("{name} (computer, {level})").format(
                name=shown_name(line.name), level=level_name(line.level).lower()
            )
        return shown_name(str(line.name))

    def _look(self, player_id: int | None) -> tuple[str, str]:
        player = self.players.get(player_id) if player_id is not None else None
        return (player.symbol, player.colour) if player is not None else ("circle", "")

    def _show_game(self) -> None:
        from sheetdesk.core import stats

        from .formatting import translated

        game = self.game_choice.currentData() or ""
        computers = not self.people_only.isChecked()
        scores = [score for score in self.scores if score.game == game]
        parts = [part for part in self.parts if part.game == game]
        self.lines = stats.player_lines(scores, parts, computers=computers)
        self.parts_shown = list(dict.fromkeys(key for line in self.lines for key in line.parts))
        self.lines = self.sort.arrange(self.lines)
        game_lines = stats.game_lines(scores, computers=computers)
        if game_lines:
            line = game_lines[0]
            self.game_figures.setText(
                self.tr(
                    "Games played: {played} · average score {mean} · middle score {median} · "
                    "the winners' average {winners} · best {best}"
                ).format(
                    played=line.played,
                    mean=_number(line.mean),
                    median=_number(line.median),
                    winners=_number(line.mean_winner),
                    best=count_text(line.best),
                )
            )
        else:
            self.game_figures.setText("")
        self.game_figures.setVisible(bool(game_lines))
        keys: dict[str, str] = dict.fromkeys(self.parts_shown, "")  # (in the order read)
        for line in self.lines:
            for key in line.parts:
                keys[key] = keys[key] or line.labels.get(key, key)
        self.figures_table.setColumnCount(FIXED_COLUMNS + len(keys))
        self.headers = [
            self.tr("Player"),
            self.tr("Games"),
            self.tr("Wins"),
            self.tr("Best"),
            self.tr("Average"),
            self.tr("Middle score"),
            *(on_two_lines(translated(game, label)) for label in keys.values()),
        ]
        self.figures_table.setHorizontalHeaderLabels(self.headers)
        for column in range(self.figures_table.columnCount()):
            self.figures_table.setColumnHidden(column, False)
        self.parts_out = False
        self._measured, self._shape = (None, []), None  # (new contents: measured again)
        self.sort.retranslate()
        self.figures_table.setRowCount(len(self.lines))
        for row, line in enumerate(self.lines):
            name = QTableWidgetItem(player_icon(*self._look(line.player_id)), self._who(line))
            name.setToolTip(plain_tooltip(self._who(line)))
            self.figures_table.setItem(row, 0, name)
            values = [
                str(line.played),
                self.tr("{wins} ({percent}%)").format(
                    wins=line.wins, percent=round(line.win_share * 100)
                ),
                count_text(line.best),
                _number(line.mean),
                _number(line.median),
                *(_number(line.parts[key]) if key in line.parts else "" for key in keys),
            ]
            for column, value in enumerate(values, start=1):
                item = QTableWidgetItem(value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.figures_table.setItem(row, column, item)
        self.figures_table.resizeRowsToContents()
        self._fit_columns()
        self._fill_players()
        self._say_status()

    def _fill_players(self) -> None:
        """The player chooser (and the one they are compared with): the chosen game's
        players with a player of their own, a computer at each of its levels."""
        from .formatting import shown_name

        chosen = self.player_choice.currentData()
        self.player_choice.blockSignals(True)
        self.player_choice.clear()
        # the family's people first (one of them is chosen until the family chooses), then
        # the computers
        for line in sorted(self.lines, key=lambda line: line.computer):
            if line.player_id is not None:
                self.player_choice.addItem(
                    player_icon(*self._look(line.player_id)),
                    self._who(line),
                    (line.player_id, line.level),
                )
                # (its name gives way in a narrow chooser, never a computer's mark)
                last = self.player_choice.count() - 1
                self.player_choice.setItemData(last, shown_name(str(line.name)), NAME_ROLE)
        self.player_choice.setCurrentIndex(max(0, _found(self.player_choice, chosen)))
        self.player_choice.blockSignals(False)
        self._show_player()

    def _row_chosen(self, row: int, *_rest: int) -> None:
        """Choosing a player's line in the table chooses them for the chart and head to head."""
        if 0 <= row < len(self.lines) and self.lines[row].player_id is not None:
            line = self.lines[row]
            index = _found(self.player_choice, (line.player_id, line.level))
            if index >= 0:
                self.player_choice.setCurrentIndex(index)

    def _show_player(self) -> None:
        from sheetdesk.core import stats

        chosen = self.player_choice.currentData()
        game = self.game_choice.currentData() or ""
        if chosen is None:
            self.chart.set_points([], "", "circle", "")
        else:
            player_id, level = chosen
            points = stats.over_time(self.scores, player_id, game, level=level)
            symbol, colour = self._look(player_id)
            self.chart.set_points(points, self.player_choice.currentText(), symbol, colour)
        self._show_parts()
        self.versus.fill(self.lines, chosen, self._who, self._look)
        self._show_versus()

    def _show_parts(self) -> None:
        """Where the score card's parts are out of the table: the chosen player's parts on
        average, under it ("Anna, on average: Red 12.5 · Yellow 9.0 · …"), where the table
        keeps its rows in sight beside them (the rows come first: `_rows_first`)."""
        from .parts_label import KEEP, SEPARATOR

        chosen = self.player_choice.currentData()
        line = next(
            (x for x in self.lines if chosen is not None and (x.player_id, x.level) == chosen),
            None,
        )
        self._parts_wanted = shown = self.parts_out and line is not None and bool(self.parts_shown)
        if shown and line is not None:
            labels = self.headers[FIXED_COLUMNS:]
            parts = [
                f"{label} {_number(line.parts[key])}".replace("\n", " ").replace(" ", KEEP)
                for label, key in zip(labels, self.parts_shown, strict=False)
                if key in line.parts
            ]
            self.parts_line.setText(
                self.tr("{name}, on average: {parts}").format(
                    name=self._who(line), parts=SEPARATOR.join(parts)
                )
            )
        self._rows_first()

    def _show_versus(self) -> None:
        game = self.game_choice.currentData() or ""
        chosen = self.player_choice.currentData()
        self.versus.show_figures(self.scores, self.players, chosen, game)

    # --- language -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.title.setText(self.tr("Statistics"))
        self.table.setAccessibleName(self.title.text())  # (for screen readers)
        self.game_label.setText(self.tr("Ga&me:"))
        self.player_label.setText(self.tr("P&layer:"))
        self.versus.retranslate()
        self.people_only.setText(self.tr("Leave the &computers out"))
        self.scope.setText(
            self.tr(
                "The overview counts every game and every player. The game and player choices"
                " are for the other tabs."
            )
        )
        self.tabs.setTabText(0, self.tr("&Overview"))
        self.overview.setAccessibleName(plain(self.tabs.tabText(0)))  # (for screen readers)
        self.tabs.setTabText(1, self.tr("&Figures"))
        self.tabs.setTabText(2, self.tr("Scores over &time"))
        self.tabs.setTabText(3, self.tr("He&ad to head"))
        self.overview.setHorizontalHeaderLabels(
            ["", self.tr("Player"), self.tr("Figure"), self.tr("When")]
        )
        self.back_button.setText(self.tr("&Back"))
        self._say_trouble()
        self._fill_games()
        self._show_all()

    def _columns(self) -> list[Column]:
        """The figures' columns: the names by their words, the rest by their values."""
        figures: list[Any] = ["played", "wins", "best", "mean", "median"]
        return [
            Column(),
            *(Column(NUMBER, attrgetter(f)) for f in figures),
            *(Column(NUMBER, _part(k)) for k in self.parts_shown),
        ]

    def _texts(self, line: Any) -> list[str]:
        return [self._who(line)]

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_columns()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # the keyboard starts at the first chooser, or on the overview (where the choosers do
        # not act) at the tabs
        first = self.game_choice if self.game_choice.isEnabled() else self.tabs.tabBar()
        first.setFocus()


def _part(key: Any) -> Callable[[Any], Any]:
    """A line's figure for its part `key` (None: none), as its column sorts it."""
    return lambda line: line.parts.get(key)
