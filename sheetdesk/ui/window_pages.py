"""The main window's pages, found through one table: a page's name -> the factory that builds it
and connects its requests to the window. Each factory imports its page only when the page is
first needed (start-up stays lean: the start page is built when the window opens on it; a game
opened from the command line paints its own page first). The stack that holds them
(`PageStack`) answers for the page shown only, and lies in a scroll area (`PageRoom`): a page
that cannot fit a small window (1366×768 at 150 % is 910×512) keeps its least size and scrolls,
nothing on it squeezed over or cut."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QFrame, QScrollArea, QStackedWidget, QWidget

FITS_ITSELF = "fits_itself"  # a page's property: it fits any size itself, never scrolled


class PageStack(QStackedWidget):
    """The window's pages, one shown at a time; its size hints are the shown page's.

    Qt's stack asks every page it holds for its size hint, its least size and its height for a
    width, directly (past the layouts' caches), whenever it is asked for its own: and it is asked
    on every change of a word on the shown page (a layout done tells its widget's parent, up to
    the window). The hidden pages' answers were computed for nothing (their word-wrapped labels
    wrapped again at the stack's width and then at their own, click after click): only the shown
    page is laid out, at the stack's size, which the window gives it whatever the hints say (its
    least size, or more in its scroll area: `PageRoom`), and a page shown later is laid out
    then."""

    def __init__(self) -> None:
        super().__init__()
        # (another page shown: the window asks for the hints again)
        self.currentChanged.connect(lambda _index: self.updateGeometry())

    def sizeHint(self) -> QSize:
        page = self.currentWidget()
        if page is None:
            return super().sizeHint()
        layout = page.layout()
        if layout is None:
            return page.sizeHint()
        # (the page's layout's own hint, without the height for that hint's width a widget's
        # hint adds: asked, it would wrap the page's words at a second width, and a box layout
        # keeps one width's answer, the page's own)
        return layout.sizeHint().grownBy(page.contentsMargins())

    def minimumSizeHint(self) -> QSize:
        page = self.currentWidget()
        if page is None or page.property(FITS_ITSELF):
            # (a table lays itself out at any size, its sheets scaled: its least size, which
            # changes as it places its panels, would have the scroll area resize it, again)
            return super().minimumSizeHint() if page is None else QSize(0, 0)
        return page.minimumSizeHint()

    def heightForWidth(self, width: int) -> int:
        # (asked by the scroll area: a page that fits itself needs no height of its own)
        page = self.currentWidget()
        return (
            -1 if page is not None and page.property(FITS_ITSELF) else super().heightForWidth(width)
        )


class PageRoom(QScrollArea):
    """The pages' stack in a frameless scroll area: the stack is as large as the window's inside
    and never smaller than the shown page's least size (the window's least size, `MINIMUM_SIZE`,
    is below what some pages need, so that it fits the smallest screens); then the page scrolls.
    The area takes no keys and no focus of its own (the pages' keys stay theirs): what the
    keyboard moves to is scrolled into sight."""

    def __init__(self, stack: PageStack) -> None:
        super().__init__()
        self.setObjectName("page_room")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWidgetResizable(True)
        self.setWidget(stack)
        stack.currentChanged.connect(self._page_shown)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focused)

    def _page_shown(self, _index: int) -> None:
        # (no bars beside a page that fits itself: shown and hidden as it lays itself out, they
        # would resize it, which lays it out again)
        page = self.widget().currentWidget() if isinstance(self.widget(), PageStack) else None
        bars = Qt.ScrollBarPolicy.ScrollBarAsNeeded
        if page is not None and page.property(FITS_ITSELF):
            bars = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        self.setHorizontalScrollBarPolicy(bars)
        self.setVerticalScrollBarPolicy(bars)

    def _focused(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and self.widget() is not None and self.widget().isAncestorOf(new):
            self.ensureWidgetVisible(new, 0, 0)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        event.ignore()  # (to the window, as without the area)


def _start(window: Any) -> QWidget:
    from .start_page import StartPage

    page = StartPage()
    page.continue_requested.connect(window.continue_last)
    page.new_requested.connect(window.new_game)
    page.game_requested.connect(lambda game: window.new_game(game=game))
    page.saved_requested.connect(window.show_saved_games)
    page.rules_requested.connect(window.show_rules)
    page.learn_requested.connect(window.show_learn)
    page.settings_requested.connect(window.open_settings)
    page.quit_requested.connect(window.close)
    page.players_requested.connect(window.show_players)
    page.history_requested.connect(window.show_history)
    page.statistics_requested.connect(window.show_statistics)
    return page


def _table(window: Any) -> QWidget:
    from .table_page import TablePage

    page = TablePage()
    page.setProperty(FITS_ITSELF, True)
    page.undo_requested.connect(window.undo)
    page.redo_requested.connect(window.redo)
    page.restart_requested.connect(window.restart_turn)
    page.leave_requested.connect(window.show_start)
    page.scores_requested.connect(lambda: window.show_page("scores"))
    page.hint_requested.connect(window.hint)
    return page


def _handover(window: Any) -> QWidget:
    from .handover_page import HandoverPage

    page = HandoverPage()
    page.confirmed.connect(window._handover_confirmed)
    return page


def _scores(window: Any) -> QWidget:
    from .scores_page import ScoresPage

    page = ScoresPage()
    page.new_game_requested.connect(window.new_game)
    page.back_requested.connect(window.show_start)
    page.show_table_requested.connect(lambda: window.stack.setCurrentWidget(window.page("table")))
    return page


def _saved(window: Any) -> QWidget:
    from .saved_games_page import SavedGamesPage

    page = SavedGamesPage()
    page.open_requested.connect(lambda s: window.open_path(s.path, external=False))
    page.delete_requested.connect(window.delete_save)
    page.back_requested.connect(window.show_start)
    page.bad_saves.connect(window.report_bad_saves)
    return page


def _family_page(window: Any, page: Any) -> Any:
    """A page of the family's players and games: back to the start, its troubles with the
    players' list said in the status bar (once for a notice)."""
    page.back_requested.connect(window.show_start)
    page.problem.connect(window.tell_players_problem)
    page.notice.connect(window.tell_once)
    return page


def _players(window: Any) -> QWidget:
    from .players_page import PlayersPage

    return _family_page(window, PlayersPage())


def _history(window: Any) -> QWidget:
    from .history_page import HistoryPage

    page = _family_page(window, HistoryPage())
    page.statistics_requested.connect(window.show_statistics)
    page.open_requested.connect(window.show_replay)
    page.print_requested.connect(window.print_finished)
    return page


def _statistics(window: Any) -> QWidget:
    from .statistics_page import StatisticsPage

    return _family_page(window, StatisticsPage())


def _replay(window: Any) -> QWidget:
    from .replay_page import ReplayPage

    page = ReplayPage()
    page.setProperty(FITS_ITSELF, True)  # (its sheets scaled, as the table's)
    page.back_requested.connect(lambda: window.show_page("history"))
    page.print_requested.connect(window.show_print)
    return page


def _rules(window: Any) -> QWidget:
    from .rules_page import RulesPage

    page = RulesPage()
    page.back_requested.connect(window._back_from_rules)
    page.learn_requested.connect(window.start_lesson)
    return page


def _learn(window: Any) -> QWidget:
    from .learn_page import LearnPage

    page = LearnPage()
    page.back_requested.connect(window.show_start)
    page.lesson_requested.connect(window.start_lesson)
    return page


PAGES: dict[str, Callable[[Any], QWidget]] = {
    "start": _start,
    "table": _table,
    "handover": _handover,
    "scores": _scores,
    "saved": _saved,
    "players": _players,
    "history": _history,
    "statistics": _statistics,
    "replay": _replay,
    "rules": _rules,
    "learn": _learn,
}
