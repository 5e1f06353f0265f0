"""The one main window: a stack of pages (start, table, hand-over, scores, saved games, rules),
the menus, the status bar. Pages other than the start page are built the first time they are
needed, and games, sheets, saves and the message boxes are imported only then (start-up stays
lean: PySide6 builds a Qt class, with all its enums, when Python first names it).

A game that opens on the hand-over page (which hides the table) gets its table built right after
that page has painted, not before (resuming a long game shows its first page sooner); a save
given on the command line is opened before the window first paints (`open_at_start`)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QStackedWidget, QWidget

from .i18n import LANGUAGE_NAMES, LANGUAGES, Translators, effective_language
from .plain import button_text, plain_label
from .settings import Settings, save_settings
from .start_page import StartPage
from .style import Look, apply_style

MINIMUM_SIZE = (960, 500)
"""[design] The smallest inside the window may be dragged to: it must fit the smallest screens
met (1024×600 less a 48 px task bar or a 64 px side dock, and a title bar; 1366×768 at 125 %
is 1093×614), or the window would reach beyond them. Where it opens is window_geometry's."""
# after_repaint: how long work waits for a repaint that does not come (nothing changed on screen)
REPAINT_WAIT_MS = 50


class _FirstPaint(QObject):
    """Tells once when the widget has painted for the first time (on the next turn of the event
    loop, when everything painted with it is done)."""

    painted = Signal()

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._done = False
        window.installEventFilter(self)

    @property
    def done(self) -> bool:
        return self._done

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self._done and event.type() == QEvent.Type.Paint:
            self._done = True
            watched.removeEventFilter(self)
            # (with self as the context: no report if the watch is deleted before it is due)
            QTimer.singleShot(0, self, self.painted.emit)
        return False


class MainWindow(QMainWindow):
    def __init__(
        self,
        translators: Translators | None = None,
        settings: Settings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.translators = translators or Translators()
        self.settings = settings or Settings()
        self.controller: Any = None
        self.session: Any = None
        # the seats' remembered (colour, symbol): read from the players' database for each game,
        # never before the window's first paint
        self.seat_looks: list[Any] = []
        self.entry: Any = None
        self._pages: dict[str, QWidget] = {}
        self._writers: list[Any] = []  # threads writing the players' list (a table just started)
        # the looks chosen in New game for new names, by each writer still writing them: shown
        # on the table at once, not only once the list has them
        self._chosen_looks: dict[Any, dict[str, Any]] = {}
        self._told: set[str] = set()  # what `tell_once` told already
        self._handover_paint: _FirstPaint | None = None
        self._after_repaint: list[Callable[[], object]] = []
        self._repaint_wait = QTimer(self)
        self._repaint_wait.setSingleShot(True)
        self._repaint_wait.setInterval(REPAINT_WAIT_MS)
        self._repaint_wait.timeout.connect(self._run_after_repaint)
        self._starting = False  # open_at_start: messages wait for the first paint
        # Fill in the start page's "Continue" after the first paint (not when a game opened
        # from the command line is what paints first, nor when only timing the first paint).
        self.refresh_on_first_paint = True
        self.setMinimumSize(*MINIMUM_SIZE)

        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.start_page = StartPage()
        self.stack.addWidget(self.start_page)
        self.start_page.continue_requested.connect(self.continue_last)
        self.start_page.new_requested.connect(self.new_game)
        self.start_page.saved_requested.connect(self.show_saved_games)
        self.start_page.rules_requested.connect(self.show_rules)
        self.start_page.learn_requested.connect(self.show_learn)
        self.start_page.settings_requested.connect(self.open_settings)
        self.start_page.quit_requested.connect(self.close)
        self.start_page.players_requested.connect(self.show_players)
        self.start_page.history_requested.connect(self.show_history)
        self.start_page.statistics_requested.connect(self.show_statistics)

        self._build_menus()
        # A failed autosave stays in the status bar (a permanent widget: passing messages do not
        # hide it) until a save works again.
        self.save_status = plain_label()
        self.save_status.setObjectName("save_status")
        self.save_status.setWordWrap(True)
        self.save_status.hide()
        self.statusBar().addPermanentWidget(self.save_status, 1)
        self.first_paint = _FirstPaint(self)
        # The window's own work after its first paint (reading the saves folder) waits one more
        # turn of the event loop: whatever else waits for that paint comes first.
        self.first_paint.painted.connect(lambda: QTimer.singleShot(0, self, self._first_painted))
        self.retranslate()

    # --- after the repaint --------------------------------------------------------------------

    def after_repaint(self, work: Callable[[], object]) -> None:
        """Run `work` right after the window's next repaint (Qt repaints every changed widget
        in one go: the UpdateRequest), e.g. the autosave after a click; if nothing repaints,
        a little later anyway (REPAINT_WAIT_MS, or on the next turn when the window is hidden)."""
        self._after_repaint.append(work)
        if self.isVisible():
            if not self._repaint_wait.isActive():
                self._repaint_wait.start()
        else:
            QTimer.singleShot(0, self, self._run_after_repaint)

    def _run_after_repaint(self) -> None:
        self._repaint_wait.stop()
        work, self._after_repaint = self._after_repaint, []
        for item in work:
            item()

    def event(self, event: QEvent) -> bool:
        result = super().event(event)
        if event.type() == QEvent.Type.UpdateRequest and getattr(self, "_after_repaint", None):
            # everything is painted and on screen now: the work waits one more turn so that
            # whatever handled this repaint has finished first
            QTimer.singleShot(0, self, self._run_after_repaint)
        return result

    def _first_painted(self) -> None:
        import sheetdesk
        from sheetdesk.core import savefile

        # The version every save carries is read now, while the first page is looked at, not
        # by the first move's save (written before that move's repaint).
        _ = sheetdesk.__version__
        # Temporary files of writes killed halfway (a crash, a power cut) go when the app starts.
        savefile.clean_leftovers()
        if self.refresh_on_first_paint and self.current_page_name() == "start":
            self.refresh_start()

    def _when_shown(self, show: Any) -> None:
        """Run `show` (a message box) now, or after the first paint while opening at start."""
        if self._starting and not self.first_paint.done:
            self.first_paint.painted.connect(show)
        else:
            show()

    # --- menus --------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_action = self.game_menu.addAction("", self.new_game)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.open_action = self.game_menu.addAction("", self.open_file_dialog)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.saved_action = self.game_menu.addAction("", self.show_saved_games)
        self.history_action = self.game_menu.addAction("", self.show_history)
        self.statistics_action = self.game_menu.addAction("", self.show_statistics)
        self.players_action = self.game_menu.addAction("", self.show_players)
        self.start_action = self.game_menu.addAction("", self.show_start)
        self.print_action = self.game_menu.addAction("", self.show_print)
        self.print_action.setShortcut(QKeySequence.StandardKey.Print)
        self.game_menu.addSeparator()
        self.quit_action = self.game_menu.addAction("", self.close)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))

        self.edit_menu = bar.addMenu("")
        self.undo_action = self.edit_menu.addAction("", self.undo)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.redo_action = self.edit_menu.addAction("", self.redo)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.restart_action = self.edit_menu.addAction("", self.restart_turn)
        self.edit_menu.addSeparator()
        self.hint_action = self.edit_menu.addAction("", self.hint)
        self.hint_action.setShortcut(QKeySequence("H"))

        self.settings_menu = bar.addMenu("")
        self.language_menu = self.settings_menu.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code in ("", *LANGUAGES):
            action = self.language_menu.addAction(LANGUAGE_NAMES.get(code, ""))
            action.setCheckable(True)
            action.setData(code)
            action.setChecked(code == self.settings.language)
            action.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            self.language_actions[code] = action
        self.settings_action = self.settings_menu.addAction("", self.open_settings)

        self.help_menu = bar.addMenu("")
        self.rules_action = self.help_menu.addAction("", self.show_rules)
        self.rules_action.setShortcut(QKeySequence("F1"))
        self.keys_action = self.help_menu.addAction("", self.show_keys)
        self.keys_action.setShortcut(QKeySequence("?"))
        self.about_action = self.help_menu.addAction("", self.show_about)
        self.update_edit_actions()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("sheetdesk"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game…"))
        self.open_action.setText(self.tr("&Open…"))
        self.saved_action.setText(self.tr("&Saved games"))
        self.history_action.setText(self.tr("&Finished games"))
        self.statistics_action.setText(self.tr("S&tatistics"))
        self.players_action.setText(self.tr("&Players"))
        self.start_action.setText(self.tr("Back to the &start page"))
        self.print_action.setText(self.tr("&Print…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.language_actions[""].setText(self.tr("System language"))
        self.settings_action.setText(self.tr("Settings…"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.keys_action.setText(self.tr("&Keys"))
        self.about_action.setText(self.tr("&About sheetdesk"))
        self.update_edit_actions()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.controller is not None:
                self.controller.retranslate()
        super().changeEvent(event)

    def update_edit_actions(self) -> None:
        controller = self.controller
        undo = controller.undo_label() if controller is not None else None
        redo = controller.redo_label() if controller is not None else None
        self.undo_action.setEnabled(undo is not None)
        self.redo_action.setEnabled(redo is not None)
        self.undo_action.setText(
            self.tr("&Undo “{action}”").format(action=button_text(undo))
            if undo
            else self.tr("&Undo")
        )
        self.redo_action.setText(
            self.tr("&Redo “{action}”").format(action=button_text(redo))
            if redo
            else self.tr("&Redo")
        )
        self.restart_action.setText(self.tr("Restart &turn"))
        self.restart_action.setEnabled(controller is not None and controller.can_restart())
        self.hint_action.setText(self.tr("&Hint: what would the computer do?"))
        offered = self.settings.hints and (controller is None or controller.hints_offered())
        self.hint_action.setVisible(offered)
        self.hint_action.setEnabled(
            offered
            and controller is not None
            and self.current_page_name() == "table"
            and controller.can_hint()
        )

    # --- pages --------------------------------------------------------------------------------

    def page(self, name: str) -> Any:
        """The page called `name`, built on first use."""
        if name in self._pages:
            return self._pages[name]
        page: Any
        if name == "table":
            from .table_page import TablePage

            page = TablePage()
            page.undo_requested.connect(self.undo)
            page.redo_requested.connect(self.redo)
            page.restart_requested.connect(self.restart_turn)
            page.leave_requested.connect(self.show_start)
            page.scores_requested.connect(lambda: self.show_page("scores"))
            page.hint_requested.connect(self.hint)
        elif name == "handover":
            from .handover_page import HandoverPage

            page = HandoverPage()
            page.confirmed.connect(self._handover_confirmed)
        elif name == "scores":
            from .scores_page import ScoresPage

            page = ScoresPage()
            page.new_game_requested.connect(self.new_game)
            page.back_requested.connect(self.show_start)
            page.show_table_requested.connect(
                lambda: self.stack.setCurrentWidget(self.page("table"))
            )
        elif name == "saved":
            from .saved_games_page import SavedGamesPage

            page = SavedGamesPage()
            page.open_requested.connect(lambda s: self.open_path(s.path, external=False))
            page.delete_requested.connect(self.delete_save)
            page.back_requested.connect(self.show_start)
            page.bad_saves.connect(self.report_bad_saves)
        elif name == "players":
            from .players_page import PlayersPage

            page = PlayersPage()
            page.back_requested.connect(self.show_start)
            page.problem.connect(self.tell_players_problem)
            page.notice.connect(self.tell_once)
        elif name == "history":
            from .history_page import HistoryPage

            page = HistoryPage()
            page.back_requested.connect(self.show_start)
            page.statistics_requested.connect(self.show_statistics)
            page.problem.connect(self.tell_players_problem)
            page.notice.connect(self.tell_once)
            page.open_requested.connect(self.show_replay)
            page.print_requested.connect(self.print_finished)
        elif name == "statistics":
            from .statistics_page import StatisticsPage

            page = StatisticsPage()
            page.back_requested.connect(self.show_start)
            page.problem.connect(self.tell_players_problem)
            page.notice.connect(self.tell_once)
        elif name == "replay":
            from .replay_page import ReplayPage

            page = ReplayPage()
            page.back_requested.connect(lambda: self.show_page("history"))
            page.print_requested.connect(self.show_print)
        elif name == "rules":
            from .rules_page import RulesPage

            page = RulesPage()
            page.back_requested.connect(self._back_from_rules)
            page.learn_requested.connect(self.start_lesson)
        elif name == "learn":
            from .learn_page import LearnPage

            page = LearnPage()
            page.back_requested.connect(self.show_start)
            page.lesson_requested.connect(self.start_lesson)
        else:  # pragma: no cover - programming error
            raise KeyError(name)
        self._pages[name] = page
        self.stack.addWidget(page)
        return page

    def current_page_name(self) -> str:
        current = self.stack.currentWidget()
        if current is self.start_page:
            return "start"
        return next((n for n, p in self._pages.items() if p is current), "")

    def show_page(self, name: str) -> None:
        widget = self.start_page if name == "start" else self.page(name)
        if widget is not self.stack.currentWidget():
            self.statusBar().clearMessage()  # a message belongs to the page it was said on
        self.stack.setCurrentWidget(widget)
        self.update_edit_actions()

    # --- start page ---------------------------------------------------------------------------

    def refresh_start(self) -> None:
        """Fill in "Continue" (after the first paint: reading saves is not needed to paint)."""
        from sheetdesk.core import savefile

        summaries, errors = savefile.list_saves()
        last = next((s for s in summaries if not s.finished and not s.newer), None)
        self.start_page.set_last(last)
        if errors:
            self.report_bad_saves(errors)

    def show_start(self) -> None:
        if not self.may_close_game():
            return
        self.close_game()
        self.show_page("start")
        self.refresh_start()

    def continue_last(self) -> None:
        from sheetdesk.core import savefile

        summary = savefile.last_unfinished()
        if summary is None:
            self.refresh_start()
            return
        self.open_path(summary.path, external=False)

    # --- starting and opening games -----------------------------------------------------------

    def new_game(self) -> None:
        from .new_game_dialog import NewGameDialog

        if not self.may_close_game():
            return
        from sheetdesk.core.history import current_names, remembered_players

        # the last table as its players are called now (one renamed or merged since)
        setup = self.settings.new_game
        now = current_names([seat.name for seat in setup.seats])
        seats = tuple(
            seat.model_copy(update={"name": name}) if seat.name and not seat.computer else seat
            for seat, name in zip(setup.seats, now, strict=True)
        )
        dialog = NewGameDialog(
            self,
            setup.model_copy(update={"seats": seats}),
            level=self.settings.bot_level,
            remembered=remembered_players(),
        )
        if not self.exec_dialog(dialog):
            return
        self.update_settings(bot_level=dialog.chosen_level(), new_game=dialog.setup())
        # remembered first: a new player's colour and symbol are on the table from its start
        people = [s.name for s in dialog.setup().seats if s.name and not s.computer]
        self.remember_table(people, dialog.new_looks())
        self.start_new(dialog.choice())

    def remember_table(self, names: list[str], looks: dict[str, Any] | None = None) -> None:
        """The people who sat down become remembered players (the New game dialog offers them
        next time), a new name with the look chosen for it in `looks`, written in the background
        (the game is played meanwhile; another window's change to the list is waited for there;
        the table shows the looks once they are written). The game starts whatever happens here:
        a players' list that cannot be written does not stop it; one that had to be put aside,
        or is a newer version's, is told of."""
        from .pages import SyncThread, index_job

        def remember(history: Any) -> None:
            from sheetdesk.core.history import HistoryError

            if not history.read_only:
                with contextlib.suppress(HistoryError):
                    history.remember_table(names)
                    for name, (colour, symbol) in (looks or {}).items():
                        player = history.find(name)
                        # (another window may have given that look meanwhile: the next one)
                        if player is not None:
                            with contextlib.suppress(HistoryError):
                                history.change(player.id, colour=colour, symbol=symbol)

        thread = SyncThread(index_job(remember, sync=False, from_saves=False), self)
        thread.done.connect(lambda reading: self._remembered(thread, reading))
        self._writers.append(thread)
        if looks:
            from sheetdesk.core.names import name_key

            self._chosen_looks[thread] = {name_key(name): look for name, look in looks.items()}
        thread.start()

    def _remembered(self, thread: Any, reading: Any) -> None:
        thread.wait()
        if thread in self._writers:
            self._writers.remove(thread)
        # (the list now says each look as kept: another window may have given one meanwhile)
        self._chosen_looks.pop(thread, None)
        thread.deleteLater()
        if reading is not None and reading.notice is not None:
            self.tell_once(reading.notice)
        self._read_looks()

    def exec_dialog(self, dialog: Any) -> bool:
        """Run a modal dialog (tests replace this to fill it in and accept)."""
        return bool(dialog.exec())

    def start_new(self, choice: Any) -> None:
        from sheetdesk.core import savefile
        from sheetdesk.core.session import Session

        self.close_game()
        session = Session.new(choice.entry.rules(), choice.players, choice.options, choice.seed)
        path = savefile.save_path_for(session.match_id)
        lock = savefile.MatchLock(path)
        lock.acquire()
        self.begin(choice.entry, session, path, read_only=False, lock=lock, write_now=True)

    def has_lesson(self, game_id: str) -> bool:
        from sheetdesk.core import registry

        return registry.get(game_id).lesson() is not None

    def start_lesson(self, game_id: str) -> None:
        """Learn `game_id` by playing its lesson (from the Learn to play page or the rules):
        the real table and rules, nothing saved; leaving goes back to the page it came from."""
        from sheetdesk.core import registry
        from sheetdesk.core.lesson import moves

        entry = registry.get(game_id)
        lesson = entry.lesson()
        if lesson is None or not self.may_close_game():
            return
        came_from = self.current_page_name()
        self.close_game()
        self._lesson_from = came_from if came_from in ("learn", "rules") else "start"
        if came_from == "rules":
            self._before_rules = "start"  # (the game the rules were opened from is closed)
        rules = entry.rules()
        players = lesson.players(lambda name: QCoreApplication.translate("lesson", name))
        session = lesson.new_session(rules, players)
        script = moves(lesson, rules, entry.bot)
        self.begin(
            entry,
            session,
            None,
            read_only=False,
            lock=None,
            write_now=False,
            lesson=(lesson, script),
        )

    def leave_lesson(self) -> None:
        """Leave the lesson at any step: back to where it was started from."""
        self.close_game()
        back = getattr(self, "_lesson_from", "start")
        self.show_page(back)
        if back == "start":
            self.refresh_start()

    def in_lesson(self) -> bool:
        return self.controller is not None and hasattr(self.controller, "lesson")

    def open_file_dialog(self) -> None:
        from sheetdesk.core import paths

        from . import dialogs

        if not self.may_close_game():
            return
        filename = dialogs.open_file(
            self,
            self.tr("Open a saved game"),
            str(paths.saves_dir()),
            self.tr("sheetdesk games (*.sheetdesk)"),
        )
        if filename:
            self.open_path(filename, external=True)

    def open_at_start(self, path: str | Path) -> bool:
        """Open a save given on the command line before the window first paints: the first page
        painted is the game's (hand-over or table), not the start page. Messages (a bad file,
        read-only) are shown once the window is up."""
        self._starting = True
        try:
            return self.open_path(path, external=True)
        finally:
            self._starting = False

    def open_path(self, path: str | Path, *, external: bool) -> bool:
        """Open a save; a bad one gets a message naming the file and the reason. A file from
        elsewhere becomes (or updates) the match's save in the saves folder, but never replaces
        a save there that has moves the file lacks: the player chooses."""
        from sheetdesk.core import registry, savefile

        path = Path(path)
        if external:
            external = not savefile.in_saves_dir(path)
        notices: list[Any] = []
        try:
            session = savefile.load(path, on_recovered=notices.append)
        except savefile.SaveError as error:
            self.report_bad_saves([error])
            if not external and not isinstance(error, savefile.NewerSave):
                self.refresh_start()
                if self.current_page_name() == "saved":
                    self.page("saved").refresh()
            return False
        try:
            entry = registry.get(session.rules.info.id)
        except KeyError:  # pragma: no cover - load() already refuses unknown games
            return False
        if notices:  # (its backup stands in for a damaged save: the family hears of it)
            self.report_bad_saves(notices)
        if not external:
            return self._open_session(entry, session, path, write_now=False)
        saved_path = savefile.save_path_for(session.match_id)
        if not saved_path.exists():
            return self._open_session(entry, session, saved_path, write_now=True)
        return self._open_copy(entry, session, saved_path)

    def _open_copy(self, entry: Any, copy: Any, saved_path: Path) -> bool:
        """Open `copy`, a match whose save is in the saves folder already."""
        from sheetdesk.core import savefile

        notices: list[Any] = []
        try:
            saved = savefile.load(saved_path, on_recovered=notices.append)
        except savefile.NewerSave as error:  # (kept for the newer version: the copy goes apart)
            self.report_bad_saves([error])
            return self._open_apart(entry, copy)
        except savefile.SaveError as error:  # (moved to the quarantine: nothing to overwrite)
            self.report_bad_saves([error])
            return self._open_session(entry, copy, saved_path, write_now=True)
        if notices:
            self.report_bad_saves(notices)
        relation = savefile.copy_relation(saved, copy)
        if relation == "same":
            return self._open_session(entry, saved, saved_path, write_now=False)
        if relation == "copy_newer":
            return self._open_session(entry, copy, saved_path, write_now=True)
        if self._starting and not self.first_paint.done:
            self._when_shown(lambda: self._ask_about_copy(entry, copy, saved, saved_path))
            return False
        return self._ask_about_copy(entry, copy, saved, saved_path)

    def _ask_about_copy(self, entry: Any, copy: Any, saved: Any, saved_path: Path) -> bool:
        from . import dialogs

        choice = dialogs.choose(
            self,
            self.tr("This game is already in your saved games"),
            self.tr(
                "Your saved games already have this game, with moves this copy does not have. "
                "Which one do you want to open?"
            ),
            [
                self.tr("Open my saved game"),
                self.tr("Open the copy as a separate game"),
                self.tr("Cancel"),
            ],
            default=0,
            escape=2,
        )
        if choice == 0:
            return self._open_session(entry, saved, saved_path, write_now=False)
        if choice == 1:
            return self._open_apart(entry, copy)
        return False

    def _open_apart(self, entry: Any, copy: Any) -> bool:
        """Open a copy of a match as a game of its own (a new save beside the match's)."""
        import uuid

        from sheetdesk.core import savefile

        copy.match_id = uuid.uuid4().hex
        path = savefile.save_path_for(copy.match_id)
        return self._open_session(entry, copy, path, write_now=True)

    def _open_session(self, entry: Any, session: Any, save_path: Path, *, write_now: bool) -> bool:
        from sheetdesk.core import savefile

        from . import dialogs

        self.close_game()
        lock = savefile.MatchLock(save_path)
        read_only = not lock.acquire()
        banner = ""
        if read_only and not lock.busy:
            # The lock file could not be made: no other window has the game, but sheetdesk may
            # not write beside it, so playing on would save nothing. It is shown to be looked at.
            banner = self.tr("Read only: sheetdesk may not write to the saves folder.")
        self.begin(
            entry,
            session,
            save_path,
            read_only=read_only,
            lock=lock,
            write_now=write_now,
            banner=banner,
        )
        if read_only:
            title = self.tr("Read only")
            if lock.busy:
                message = self.tr(
                    "This game is open in another sheetdesk window. It is shown here read-only: "
                    "nothing you see here is saved."
                )
                details = ""
            else:
                message = self.tr(
                    "sheetdesk may not write to the folder where this game is saved, so it is "
                    "shown read-only: you can look at it, but not go on with it. Nothing is "
                    "lost: the saved game stays as it was."
                )
                error = lock.error
                details = f"{lock.path}: {error.strerror or error}" if error is not None else ""
            self._when_shown(lambda: dialogs.inform(self, title, message, details=details))
        return True

    def begin(
        self,
        entry: Any,
        session: Any,
        save_path: Path | None,
        *,
        read_only: bool,
        lock: Any,
        write_now: bool,
        banner: str = "",
        lesson: Any = None,
    ) -> None:
        """Play `session` on the table page; `lesson`: (its Lesson, its script) to teach it,
        with nothing saved (`save_path` and `lock` are None then)."""
        from .controller import Controller

        if read_only and not banner:
            banner = self.tr("Read only: this game is open in another window.")
        panel: Any = None
        if lesson is not None:
            from .lesson import LessonPanel

            panel = LessonPanel()
            panel.leave_requested.connect(self.leave_lesson)

        def make_page() -> Any:
            # The game's sheet module is imported and its table built only now: when the game
            # opens on the hand-over page, after that page has painted (see _show_handover).
            page = self.page("table")
            sheet = entry.module("sheet")
            page.set_table(sheet.create_table(entry, session.rules, session.players, page))
            page.table.set_looks(self.seat_looks)
            page.set_game(session.seed if lesson is None else None)
            page.show_banner(banner)
            page.set_lesson(panel)
            return page

        self.entry = entry
        self.session = session
        self.seat_looks = [None] * len(session.players)
        if lesson is not None:
            pass  # (the lesson's players are nobody of the family's: no looks to read)
        elif self.first_paint.done:
            self._read_looks()
        else:
            self.first_paint.painted.connect(self._read_looks)
        controller: Any
        if lesson is not None:
            from .lesson import LessonController

            controller = LessonController(
                entry,
                session,
                *lesson,
                panel,
                make_page=make_page,
                after_repaint=self.after_repaint,
                parent=self,
            )
        else:
            controller = Controller(
                entry,
                session,
                None,
                make_page=make_page,
                after_repaint=self.after_repaint,
                save_path=save_path,
                read_only=read_only,
                lock=lock,
                write_now=write_now,
                parent=self,
            )
        self.controller = controller
        from .sheetkit.motion import set_motion

        set_motion(self.settings.animations)
        if lesson is None:
            controller.hints_enabled = self.settings.hints
        controller.handover_needed.connect(self._show_handover)
        controller.table_shown.connect(lambda: self.show_page("table"))
        controller.position_changed.connect(self.update_edit_actions)
        controller.game_over.connect(self._show_scores)
        controller.status.connect(self._status)
        controller.save_failed.connect(self._save_failed)
        controller.saved_again.connect(self._saved_again)
        controller.start()

    def close_game(self) -> None:
        if self.controller is not None:
            self.controller.close()
            self.controller.deleteLater()
        self.controller = None
        self.session = None
        self._show_save_status("")
        self.update_edit_actions()

    def may_close_game(self) -> bool:
        """Whether the open game may close now. If its last changes could not be saved, the
        player is warned first and may save it elsewhere, close it anyway, or stay."""
        controller = self.controller
        if controller is None or not controller.unsaved or controller.retry_save():
            return True
        from . import dialogs
        from .formatting import render

        error = controller.autosaver.last_error
        choice = dialogs.choose(
            self,
            self.tr("The game is not saved"),
            self.tr(
                "The last changes to this game could not be saved: {reason}\n\n"
                "Save the game somewhere else (for example on a USB stick) before closing it?"
            ).format(reason=render(error.reason) if error is not None else ""),
            [self.tr("Save elsewhere…"), self.tr("Close without saving"), self.tr("Cancel")],
            default=0,
            escape=2,
            warning=True,
        )
        if choice == 1:
            return True
        if choice == 0:
            return self._save_elsewhere()
        return False

    def _save_elsewhere(self) -> bool:
        from sheetdesk.core import savefile

        from . import dialogs

        filename = dialogs.save_file(
            self,
            self.tr("Save the game elsewhere"),
            str(Path.home() / f"{self.session.match_id}{savefile.SUFFIX}"),
            self.tr("sheetdesk games (*.sheetdesk)"),
        )
        if not filename:
            return False
        path = Path(filename)
        if path.suffix.lower() != savefile.SUFFIX:
            path = path.with_name(path.name + savefile.SUFFIX)
        try:
            self.controller.save_to(path)
        except savefile.SaveError as error:
            self.report_bad_saves([error], saving=True)
            return False
        return True

    # --- controller signals -------------------------------------------------------------------

    def _read_looks(self) -> None:
        from sheetdesk.core.history import looks_of

        if self.session is None:
            return
        names = [p.name for p in self.session.players]
        self.seat_looks = looks_of(names)
        if self._chosen_looks:  # a look chosen in New game that is still being written
            from sheetdesk.core.names import name_key

            chosen = {k: v for looks in self._chosen_looks.values() for k, v in looks.items()}
            self.seat_looks = [
                chosen.get(name_key(name), look)
                for name, look in zip(names, self.seat_looks, strict=True)
            ]
        if "handover" in self._pages and self.controller is not None:
            seat = self.controller.waiting_for
            if seat is not None and seat < len(self.seat_looks):
                self.page("handover").set_look(self.seat_looks[seat])
        if "scores" in self._pages:
            self.page("scores").set_looks(self.seat_looks)
        if self.controller is not None and self.controller.page_built:
            table = self.page("table").table
            if table is not None:
                table.set_looks(self.seat_looks)

    def _show_handover(self, seat: int) -> None:
        page = self.page("handover")
        look = self.seat_looks[seat] if seat < len(self.seat_looks) else None
        page.set_player(self.session.players[seat].name, look)
        self.show_page("handover")
        controller = self.controller
        if controller is not None and not controller.page_built:
            # Build the table right after the hand-over page has painted: the player's click on
            # "I'm …" then finds it ready (confirming earlier builds it at once).
            if self._handover_paint is not None:
                self._handover_paint.deleteLater()
            watch = _FirstPaint(page)
            watch.painted.connect(lambda: self._build_table(controller))
            self._handover_paint = watch
            page.update()

    def _build_table(self, controller: Any) -> None:
        if controller is self.controller and controller is not None:
            controller.ensure_page()
            self.page("handover").arm()  # input that waited for the build came too soon

    def _handover_confirmed(self) -> None:
        if self.controller is not None:
            self.controller.confirm_handover()

    def _show_scores(self) -> None:
        session = self.session
        page = self.page("scores")
        page.set_looks(self.seat_looks)
        page.set_scores(
            self.entry.id,
            session.players,
            session.rules.scores(session.state),
            session.rules.end_reason(session.state),
            session.rules.tie_break(session.state),
        )
        self.show_page("scores")

    def _status(self, message: str) -> None:
        if message:
            self.statusBar().showMessage(message, 10_000)
        else:
            self.statusBar().clearMessage()

    def _save_failed(self, message: str) -> None:
        self.page("table").show_banner(message)
        self._show_save_status(message)

    def _saved_again(self) -> None:
        if "table" in self._pages and self.controller is not None:
            self._pages["table"].show_banner("")
        self._show_save_status("")

    def _show_save_status(self, message: str) -> None:
        self.save_status.setText(message)
        self.save_status.setVisible(bool(message))

    # --- edit ---------------------------------------------------------------------------------

    def _editing(self) -> bool:
        return self.controller is not None and self.current_page_name() == "table"

    def undo(self) -> None:
        if self._editing():
            self.controller.undo()

    def redo(self) -> None:
        if self._editing():
            self.controller.redo()

    def restart_turn(self) -> None:
        if self._editing():
            self.controller.restart_turn()

    def hint(self) -> None:
        """What would the computer do in the acting player's place? (shown on the sheet)"""
        if self._editing() and self.settings.hints:
            self.controller.request_hint()
            self.update_edit_actions()

    # --- saved games --------------------------------------------------------------------------

    def show_print(self) -> None:
        """Game → Print…: blank pads, or the sheets of the game shown: the open game, the
        finished game replayed, or the one chosen in Finished games."""
        session, finished = self.session, None
        name = self.current_page_name()
        if name == "replay":
            replay = self.page("replay")
            session, finished = replay.session, replay.finished
        elif name == "history":
            record = self.page("history").selected()
            if record is not None:
                self.print_finished(record)
                return
        self.print_game(session, finished)

    def print_finished(self, record: Any) -> None:
        """Print the finished game `record` (Finished games → Print…)."""
        session = self._load_finished(record)
        if session is not None:
            self.print_game(session, record.finished)

    def print_game(self, session: Any, finished: Any = None) -> None:
        """The Print dialog for `session` (None: blank pads only)."""
        from .print_dialog import PrintDialog

        dialog = PrintDialog(
            session,
            self,
            finished=finished,
            folder=self.settings.pdf_folder,
            remember=lambda folder: self.update_settings(pdf_folder=folder),
        )
        try:
            self.exec_dialog(dialog)
        finally:
            dialog.deleteLater()

    def _load_finished(self, record: Any) -> Any:
        """The finished game `record`, read from its save (never written); None, said, when
        its save cannot be read."""
        from sheetdesk.core import paths, savefile

        notices: list[Any] = []
        try:
            session = savefile.load(paths.saves_dir() / record.file, on_recovered=notices.append)
        except savefile.SaveError as error:
            self.report_bad_saves([error])
            self.page("history").refresh()  # (its save is gone or moved aside: the list says so)
            return None
        if notices:
            self.report_bad_saves(notices)
        return session

    def show_saved_games(self) -> None:
        if not self.may_close_game():
            return
        self.close_game()
        page = self.page("saved")
        self.show_page("saved")
        page.refresh()

    # --- players ------------------------------------------------------------------------------

    def show_players(self) -> None:
        if not self.may_close_game():
            return
        self.close_game()
        page = self.page("players")
        self.show_page("players")
        page.refresh()

    def show_history(self) -> None:
        if not self.may_close_game():
            return
        self.close_game()
        page = self.page("history")
        self.show_page("history")
        page.refresh()

    def show_statistics(self) -> None:
        if not self.may_close_game():
            return
        self.close_game()
        page = self.page("statistics")
        self.show_page("statistics")
        page.refresh()

    def show_replay(self, record: Any) -> None:
        """Open the finished game `record` (from the Finished games page) read-only, to look at
        and replay: its save is read, never written."""
        import dataclasses

        from sheetdesk.core import registry
        from sheetdesk.core.history import current_names, looks_of

        session = self._load_finished(record)
        if session is None:
            return
        # the players as they are called now (the save, never written here, keeps its names)
        played = [p.name for p in session.players]
        named = current_names(played)
        session.players = tuple(
            dataclasses.replace(player, name=name) if player.is_human else player
            for player, name in zip(session.players, named, strict=True)
        )
        page = self.page("replay")
        page.set_game(registry.get(session.rules.info.id), session, record.finished)
        looks = looks_of(played)
        page.scores.set_looks(looks)
        page.table.set_looks(looks)
        self.show_page("replay")
        page.setFocus()

    def tell_once(self, reason: Any) -> None:
        """Tell what happened to the players' list, once a window (a newer version's list is
        found at every reading: said the first time)."""
        said = reason.english()
        if said in self._told:
            return
        self._told.add(said)
        self.tell_players_problem(reason)

    def tell_players_problem(self, reason: Any) -> None:
        from . import dialogs

        dialogs.inform(
            self,
            self.tr("Players and finished games"),
            reason.render(QCoreApplication.translate),
            warning=True,
        )

    def delete_save(self, summary: Any) -> None:
        from sheetdesk.core import savefile

        from . import dialogs
        from .formatting import format_datetime, game_name

        if not dialogs.ask(
            self,
            self.tr("Delete the game?"),
            self.tr("Delete {game} with {players} from {date}? This cannot be undone.").format(
                game=game_name(summary.game_id),
                players=", ".join(summary.players),
                date=format_datetime(summary.updated),
            ),
            self.tr("Delete"),
        ):
            return
        try:
            savefile.delete(summary.path)
        except savefile.SaveError as error:
            self.report_bad_saves([error], deleting=True)
        self.page("saved").refresh()
        self.refresh_start()

    def report_bad_saves(
        self, errors: list[Any], *, deleting: bool = False, saving: bool = False
    ) -> None:
        """One message for the saves that failed, another for the damaged ones whose backup
        stands in (those games go on); what is technical goes to the message's details."""
        from sheetdesk.core import savefile

        recovered = [e for e in errors if isinstance(e, savefile.Recovered)]
        failed = [e for e in errors if not isinstance(e, savefile.Recovered)]
        if failed:
            title, intro = self._bad_saves_title(failed, deleting, saving)
            self._inform_about_saves(title, intro, failed)
        if recovered:
            title = self.tr("A saved game was damaged")
            if len(recovered) == 1:
                intro = self.tr("sheetdesk mended this saved game from its backup:")
            else:
                intro = self.tr("sheetdesk mended these saved games from their backups:")
            self._inform_about_saves(title, intro, recovered)

    def _inform_about_saves(self, title: str, intro: str, errors: list[Any]) -> None:
        from sheetdesk.core import savefile

        from . import dialogs
        from .formatting import render

        lines = []
        details = []
        for error in errors:
            reason = render(error.reason)
            line = self.tr("“{file}”: {reason}").format(file=error.path.name, reason=reason)
            if getattr(error, "quarantined", None):
                folder = str(error.quarantined.parent)
                if isinstance(error, savefile.Recovered):
                    moved = self.tr("The damaged file was kept in {folder}.")
                else:
                    moved = self.tr("It was moved to {folder}.")
                line += "\n" + moved.format(folder=folder)
            lines.append(line)
            if getattr(error, "details", ""):
                details.append(f"{error.path}:\n{error.details}")
        text = intro + "\n\n" + "\n\n".join(lines)
        more = "\n\n".join(details)
        self._when_shown(lambda: dialogs.inform(self, title, text, warning=True, details=more))

    def _bad_saves_title(
        self, errors: list[Any], deleting: bool, saving: bool = False
    ) -> tuple[str, str]:
        if saving:
            title = self.tr("Could not save")
            intro = self.tr("The game could not be saved there:")
        elif deleting:
            title = self.tr("Could not delete")
            intro = self.tr("The saved game could not be deleted:")
        elif len(errors) == 1:
            title = self.tr("Could not open a saved game")
            intro = self.tr("This saved game could not be opened:")
        else:
            title = self.tr("Could not open some saved games")
            intro = self.tr("These saved games could not be opened:")
        return title, intro

    # --- rules, settings, about ---------------------------------------------------------------

    def show_learn(self) -> None:
        """The Learn to play page: a lesson per game."""
        if not self.may_close_game():
            return
        self.close_game()
        self.show_page("learn")

    def show_rules(self) -> None:
        """The Rules page, showing the rules of the game being played (if one is open)."""
        if self.current_page_name() != "rules":
            self._before_rules = self.current_page_name() or "start"
        if self.controller is not None and self.entry is not None:
            self.page("rules").show_game(self.entry.id)
        self.show_page("rules")

    def show_keys(self) -> None:
        """Help ▸ Keys (the ? key): a card of the keys that work on this step (keys_card.py)."""
        from .keys_card import KeysCard, action_rows, table_rows

        rows = []
        if self.controller is not None and self.current_page_name() == "table":
            rows += table_rows(self.page("table").table)
        actions = (self.hint_action, self.undo_action, self.redo_action, self.rules_action)
        rows += action_rows(actions)
        card = KeysCard(rows, self)
        card.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # the keys go on working in the window as soon as the card is closed
        card.finished.connect(self.activateWindow)
        card.open()

    def _back_from_rules(self) -> None:
        self.show_page(getattr(self, "_before_rules", "start") or "start")

    def open_settings(self) -> None:
        from .settings_dialog import SettingsDialog

        look = Look(self.settings.colours, self.settings.larger_text)
        dialog = SettingsDialog(
            self.settings.language,
            self,
            hints=self.settings.hints,
            motion=self.settings.animations,
            look=look,
        )
        if self.exec_dialog(dialog):
            if dialog.hints() != self.settings.hints:
                self.set_hints(dialog.hints())
            if dialog.motion() != self.settings.animations:
                from .sheetkit.motion import set_motion

                self.update_settings(animations=dialog.motion())
                set_motion(dialog.motion())
            self.set_look(dialog.look())
            self.set_language(dialog.language())

    def set_look(self, look: Look) -> None:
        """Use `look` (colours, Larger text) at once, on every page, and remember it."""
        self.update_settings(colours=look.colours, larger_text=look.larger)
        apply_style(QApplication.instance(), look)  # type: ignore[arg-type]

    def follow_system_colours(self) -> None:
        """The system's colour scheme changed: the look follows it where it is asked to."""
        if self.settings.colours == "system":
            self.set_look(Look("system", self.settings.larger_text))

    def set_hints(self, on: bool) -> None:
        """Offer hints or not (a family that wants none): the button, the key and the menu."""
        self.update_settings(hints=on)
        if self.controller is not None:
            self.controller.set_hints_enabled(on)
        self.update_edit_actions()

    def update_settings(self, **changes: Any) -> None:
        """Change settings and remember them (a disk that refuses is said, not fatal)."""
        self.settings = self.settings.model_copy(update=changes)
        try:
            save_settings(self.settings)
        except OSError:
            self.statusBar().showMessage(self.tr("The settings could not be saved."), 10_000)

    def tell_settings_damaged(self, kept: Path | None) -> None:
        """Say that the settings file could not be read and the usual settings stand in."""
        if kept is not None:
            message = self.tr(
                "The settings could not be read, so the usual ones are used. The damaged file "
                "is kept as {file}."
            ).format(file=kept.name)
        else:
            message = self.tr("The settings could not be read, so the usual ones are used.")
        self.statusBar().showMessage(message, 30_000)

    def set_language(self, code: str) -> None:
        """Use `code` ("" = the system's) at once and remember it."""
        code = code if code in ("", *LANGUAGES) else ""
        self.language_actions[code].setChecked(True)
        self.update_settings(language=code)
        self.translators.install(effective_language(code))
        # Installing translators posts LanguageChange to every widget; deliver it now so every
        # page (and the game's table) is retranslated before anything else is drawn.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)

    def show_about(self) -> None:
        from .about_dialog import show_about

        show_about(self)

    # --- closing ------------------------------------------------------------------------------

    def closeEvent(self, event: Any) -> None:
        if not self.may_close_game():
            event.ignore()
            return
        self.close_game()  # (stops a computer's search or a hint still running)
        for reading in ("history", "statistics", "players"):
            if reading in self._pages:
                self._pages[reading].stop()
        for writer in list(self._writers):  # (a wait for another window's change ends)
            writer.requestInterruption()
            writer.wait()
        from . import window_geometry

        self.update_settings(window=window_geometry.place_of(self))
        super().closeEvent(event)
