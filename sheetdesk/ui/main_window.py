"""The one main window: a stack of pages (start, table, hand-over, scores, saved games, rules),
the menus, the status bar. Every page, the start page too, is built the first time it is
needed (the start page when the window opens on no other page), and games, sheets, saves and
the message boxes are imported only then (start-up stays lean: PySide6 builds a Qt class, with
all its enums, when Python first names it).

A game that opens on the hand-over page (which hides the table) gets its table built right after
that page has painted, not before (resuming a long game shows its first page sooner); a save
given on the command line is opened so that the first page painted is the game's
(`open_at_start`): its hand-over page from a glance at the save (core/save_glance.py), the
game itself right after that page has painted.

The pages are found through one table (`window_pages.PAGES`: name -> factory); the window's
other rooms are mixins in their own modules: saves (`window_files`), printing
(`window_printing`), the remembered players and seats' looks (`window_players`), settings
(`window_settings`) and lessons (`window_lessons`). When the window and the hand-over page
first paint: `first_paint`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from . import collector, sound
from .first_paint import FirstPaint as _FirstPaint
from .i18n import LANGUAGE_NAMES, LANGUAGES, Translators
from .plain import button_text
from .released import delete_and_free
from .settings import Settings
from .status_line import SaidLines, StatusLine
from .window_files import WindowFiles
from .window_lessons import WindowLessons
from .window_pages import PAGES, PageStack
from .window_players import WindowPlayers
from .window_printing import WindowPrinting
from .window_settings import WindowSettings

MINIMUM_SIZE = (640, 320)
"""[design] The smallest inside the window may be dragged to. The smallest screen the app is made
for is 683×400 logical pixels: a netbook's 1024×600 at 150 %, less than the desktops plan for
(GNOME offers no scale that leaves less than 800×480 pixels' area; Windows' guidelines ask for
800×600), reached all the same with a custom scale (Windows, KDE) or Qt's own. Less a 48 px task
bar and a title bar that leaves 683×320, and a side dock takes some of the width: 640×320. Every
page and dialog is usable on that screen (docs/development.md, "The smallest screen"); a page
the window is too small for scrolls (window_pages.PageStack). Where it opens is
window_geometry's."""
# after_repaint: how long work waits for a repaint that does not come (nothing changed on screen)
REPAINT_WAIT_MS = 50


class MainWindow(
    WindowFiles, WindowPrinting, WindowPlayers, WindowSettings, WindowLessons, QMainWindow
):
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
        sound.attach(self)  # sound on or off and its volume: from the settings, saved to them
        collector.install()  # (cycles collected from the event loop, never inside a handler)
        self.controller: Any = None
        self.lesson: Any = None  # a lesson's guide (ui/lesson.py) while one is played
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
        # messages held while a game glanced at before the paint is opened (window_files)
        self._held_messages: list[Callable[[], object]] | None = None
        # Fill in the start page's "Continue" after the first paint (not when a game opened
        # from the command line is what paints first, nor when only timing the first paint).
        self.refresh_on_first_paint = True
        self.setMinimumSize(*MINIMUM_SIZE)

        self.stack = PageStack()
        self.setCentralWidget(self.stack)
        # (the start page is built when first needed: see `start_page`)

        # (the status line says its messages whole: before the menus, whose entries' status
        # tips it says too)
        self.setStatusBar(StatusLine(self))
        self._build_menus()
        # A failed autosave stays in the status bar (a permanent widget: passing messages do not
        # hide it) until a save works again.
        self.save_status = SaidLines()
        self.save_status.setObjectName("save_status")
        self.save_status.hide()
        # (polished first: its height, worked out from its font as a widget is added, would grow
        # after the first paint, moving the page painted first)
        self.statusBar().ensurePolished()
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
        from sheetdesk.core import savefile

        # Temporary files of writes killed halfway (a crash, a power cut) go when the app starts.
        savefile.clean_leftovers()
        if self.refresh_on_first_paint and self.current_page_name() == "start":
            self.refresh_start()

    def _when_shown(self, show: Any) -> None:
        """Run `show` (a message box) now, or after the first paint while opening at start."""
        if self._held_messages is not None:
            self._held_messages.append(show)
        elif self._starting and not self.first_paint.done:
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
        self._edit_shown: tuple[object, ...] | None = None  # (set in the language: retranslate)

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
        self.restart_action.setText(self.tr("Restart &turn"))
        self.hint_action.setText(self.tr("&Hint: what would the computer do?"))
        self._edit_shown = None  # (their words in the language now)
        self.update_edit_actions()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.controller is not None:
                self.controller.retranslate()
        super().changeEvent(event)

    @Slot()
    def update_edit_actions(self) -> None:
        undo, redo, restart, offered, hint = (
            self.controller.offers() if self.controller else (None, None, False, True, False)
        )
        offered = self.settings.hints and offered
        hint = offered and hint and self.current_page_name() == "table"
        # (asked at every position drawn: only what changed is translated and set again)
        shown, was = (undo, redo, restart, offered, hint), self._edit_shown or (object(),) * 5
        self._edit_shown = shown
        if undo != was[0]:
            self.undo_action.setEnabled(undo is not None)
            self.undo_action.setText(
                self.tr("&Undo “{action}”").format(action=button_text(undo))
                if undo
                else self.tr("&Undo")
            )
        if redo != was[1]:
            self.redo_action.setEnabled(redo is not None)
            self.redo_action.setText(
                self.tr("&Redo “{action}”").format(action=button_text(redo))
                if redo
                else self.tr("&Redo")
            )
        if shown[2:] != was[2:]:
            self.restart_action.setEnabled(restart)
            self.hint_action.setVisible(offered)
            self.hint_action.setEnabled(hint)

    # --- pages --------------------------------------------------------------------------------

    def page(self, name: str) -> Any:
        """The page called `name` (one of window_pages.PAGES), built on first use."""
        if name in self._pages:
            return self._pages[name]
        page = PAGES[name](self)
        self._pages[name] = page
        self.stack.add_page(page)  # (a family page in a scroll area of its own)
        return page

    @property
    def start_page(self) -> Any:
        """The start page, built when first needed: a game opened from the command line paints
        its own page first (and the window shows the start page when it opens on no other)."""
        return self.page("start")

    def showEvent(self, event: Any) -> None:
        if self.stack.count() == 0:
            self.page("start")
        super().showEvent(event)

    def current_page_name(self) -> str:
        if self.stack.count() == 0:
            self.page("start")  # (the page the window opens on when no other is chosen)
        current = self.stack.currentWidget()
        return next((n for n, p in self._pages.items() if p is current), "")

    def show_page(self, name: str) -> None:
        widget = self.page(name)
        if widget is not self.stack.currentWidget():
            self.statusBar().clearMessage()  # a message belongs to the page it was said on
        self.stack.setCurrentWidget(widget)
        self.update_edit_actions()

    @Slot()
    def _table_shown(self) -> None:
        # (the controller draws every position with position_changed first: the edit actions
        # are up to date already unless the page changes now)
        if self.stack.currentWidget() is not self._pages.get("table"):
            self.show_page("table")
            page = self.page("table")
            table, focus = page.table, QApplication.focusWidget()
            # shown while nobody at the laptop may act (a computer moves first): the keyboard on
            # the page, where Space and Enter do nothing, not on the button Qt hands it to as the
            # page before hides (Menu: Space there left the game); the person's turn takes it on
            if table is not None and not table.interactive and not page.isAncestorOf(focus):
                page.setFocus()

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

    @Slot()
    def continue_last(self) -> None:
        from sheetdesk.core import savefile

        summary = savefile.last_unfinished()
        if summary is None:
            self.refresh_start()
            return
        self.open_path(summary.path, external=False)

    # --- starting and opening games -----------------------------------------------------------

    def new_game(self, *, game: str = "") -> None:
        """The New game dialog (with `game` chosen, else the game chosen last time)."""
        from .new_game_dialog import NewGameDialog

        if not self.may_close_game():
            return
        from sheetdesk.core.history import current_names, remembered_players

        # the last table as its players are called now (one renamed or merged since)
        setup = self.settings.new_game
        if game:
            setup = setup.model_copy(update={"game": game})
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
        policy: Any = None  # who acts next: pass-and-play, or a lesson's script
        if lesson is not None:
            from sheetdesk.core.lesson import LEARNER
            from sheetdesk.core.turns import LessonPolicy

            from .lesson import LessonPanel

            panel = LessonPanel()
            panel.leave_requested.connect(self.leave_lesson)
            taught, script = lesson
            policy = LessonPolicy(taught, script, LEARNER)

        def make_page() -> Any:
            # The game's sheet module is imported and its table built only now: when the game
            # opens on the hand-over page, after that page has painted (see _show_handover).
            from .sheetkit.motion import set_motion

            set_motion(self.settings.animations)  # (the kit is imported with the table only)
            page = self.page("table")
            page.set_table(entry.ui().create_table(session.rules, session.players, page))
            page.table.set_looks(self.seat_looks)
            page.set_game(session.seed if lesson is None else None)
            page.show_banner(banner)
            page.set_lesson(panel)
            return page

        self.entry = entry
        self.session = session
        self.seat_looks = [None] * len(session.players)
        if lesson is None:  # (a lesson's players have no looks)
            self._read_looks()  # at once, before any first paint: no symbol arrives after it
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
            autosave=lesson is None,  # (a lesson saves nothing; its guide is attached below)
            policy=policy,
            parent=self,
        )
        self.controller = controller
        if lesson is None:
            controller.hints_enabled = self.settings.hints
        # (each a declared slot: a method that is not, connected, is added to the window's Qt
        # class, and the window's style then set again on every widget: each font twice)
        controller.handover_needed.connect(self._show_handover)
        controller.table_shown.connect(self._table_shown)
        controller.position_changed.connect(self.update_edit_actions)
        controller.game_over.connect(self._show_scores)
        controller.status.connect(self._status)
        controller.save_failed.connect(self._save_failed)
        controller.saved_again.connect(self._saved_again)
        if panel is not None:
            from .lesson import LessonGuide

            self.lesson = LessonGuide(controller, panel)
        controller.start()

    def close_game(self) -> None:
        if self.controller is not None:
            self.controller.close()
            # (what it queued for after the repaint goes with it: the queue may run after the
            # controller is freed, the repaint it waits for a closed game's)
            mine = self.controller
            self._after_repaint = [
                w for w in self._after_repaint if getattr(w, "__self__", 0) is not mine
            ]
            delete_and_free(self.controller)
        if self._handover_paint is not None:
            # (its build was the game's closed now: the watch, kept till the next hand-over,
            # kept that game's controller with it)
            self._handover_paint.deleteLater()
            self._handover_paint = None
        self.controller = None
        self.lesson = None
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

    # --- controller signals -------------------------------------------------------------------

    @Slot(int)
    def _show_handover(self, seat: int) -> None:
        page = self.page("handover")
        look = self.seat_looks[seat] if seat < len(self.seat_looks) else None
        name, game = self.session.players[seat].name, self.session.rules.info.id
        if self.current_page_name() == "handover" and page.player == name:
            page.set_look(look)  # (painted already from a glance at the save: one chime)
            page.set_game(game)
        else:
            page.set_player(name, look, game)
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

    def confirm_handover(self) -> None:
        if self.controller is not None:
            self.controller.confirm_handover()

    @Slot(bool)
    def _show_scores(self, ended_now: bool = False) -> None:
        """The end page: celebrated when the game ended just now, whole at once when a game
        already ended is opened again."""
        session = self.session
        page = self.page("scores")
        page.set_looks(self.seat_looks)
        page.set_scores(
            self.entry.id,
            session.players,
            session.rules.scores(session.state),
            session.rules.end_reason(session.state),
            session.rules.tie_break(session.state),
            celebrate=ended_now,
        )
        self.show_page("scores")

    @Slot(str)
    def _status(self, message: str) -> None:
        if message:
            self.statusBar().showMessage(message, 10_000)
        else:
            self.statusBar().clearMessage()

    @Slot(str)
    def _save_failed(self, message: str) -> None:
        self.page("table").show_banner(message)
        self._show_save_status(message)

    @Slot()
    def _saved_again(self) -> None:
        if "table" in self._pages and self.controller is not None:
            self.page("table").show_banner("")
        self._show_save_status("")

    def _show_save_status(self, message: str) -> None:
        self.save_status.say(message)
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

    def show_saved_games(self) -> None:
        self._show_list("saved")

    # --- players ------------------------------------------------------------------------------

    def show_players(self) -> None:
        self._show_list("players")

    def show_history(self) -> None:
        self._show_list("history")

    def _show_list(self, name: str) -> None:
        """A list page, read again, with the keyboard on its list."""
        if not self.may_close_game():
            return
        self.close_game()
        page = self.page(name)
        self.show_page(name)
        page.refresh()
        page.keyboard_to_list()

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

    # --- rules, settings, about ---------------------------------------------------------------

    @Slot()
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
            table = self.page("table").table
            rows += table_rows(table, self.controller.entry.id) if table is not None else []
            rows += self.page("table").key_rows()
        elif callable(getattr(self.stack.currentWidget(), "key_rows", None)):
            rows += self.stack.currentWidget().key_rows()  # (a list page's: Enter, Delete, Esc)
        actions = (self.hint_action, self.undo_action, self.redo_action, self.rules_action)
        rows += action_rows(actions)
        card = KeysCard(rows, self)
        card.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # the keys go on working in the window as soon as the card is closed
        card.finished.connect(self.activateWindow)
        card.open()

    def back_from_rules(self) -> None:
        self.show_page(getattr(self, "_before_rules", "start") or "start")

    def show_about(self) -> None:
        from .about_dialog import AboutDialog

        dialog = AboutDialog(self)
        self.exec_dialog(dialog)
        dialog.deleteLater()

    # --- closing ------------------------------------------------------------------------------

    def closeEvent(self, event: Any) -> None:
        if not self.may_close_game():
            event.ignore()
            return
        self.close_game()  # (stops a computer's search or a hint still running)
        for reading in ("history", "statistics", "players"):
            if reading in self._pages:
                self.page(reading).stop()
        for writer in list(self._writers):  # (a wait for another window's change ends)
            writer.requestInterruption()
            writer.wait()
        from . import window_geometry

        self.update_settings(window=window_geometry.place_of(self))
        super().closeEvent(event)
