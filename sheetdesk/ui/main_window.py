"""The one main window: a stack of pages (start, table, hand-over, scores, saved games, rules),
the menus, the status bar. Pages other than the start page are built the first time they are
needed, and games, sheets and saves are imported only then (start-up stays lean)."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from . import dialogs
from .i18n import LANGUAGE_NAMES, LANGUAGES, Translators, effective_language
from .settings import Settings, save_settings
from .start_page import StartPage

DEFAULT_SIZE = (1280, 720)
MINIMUM_SIZE = (1024, 640)


class _FirstPaint(QObject):
    """Tells once when the window has painted for the first time."""

    painted = Signal()

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._done = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self._done and event.type() == QEvent.Type.Paint:
            self._done = True
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.painted.emit)
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
        self.entry: Any = None
        self.last_choice: Any = None
        self._pages: dict[str, QWidget] = {}
        self.resize(*DEFAULT_SIZE)
        self.setMinimumSize(*MINIMUM_SIZE)

        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.start_page = StartPage()
        self.stack.addWidget(self.start_page)
        self.start_page.continue_requested.connect(self.continue_last)
        self.start_page.new_requested.connect(self.new_game)
        self.start_page.saved_requested.connect(self.show_saved_games)
        self.start_page.rules_requested.connect(self.show_rules)
        self.start_page.settings_requested.connect(self.open_settings)
        self.start_page.quit_requested.connect(self.close)

        self._build_menus()
        self.statusBar()
        self.first_paint = _FirstPaint(self)
        self.first_paint.painted.connect(self.refresh_start)
        self.retranslate()

    # --- menus --------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_action = self.game_menu.addAction("", self.new_game)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.open_action = self.game_menu.addAction("", self.open_file_dialog)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.saved_action = self.game_menu.addAction("", self.show_saved_games)
        self.start_action = self.game_menu.addAction("", self.show_start)
        self.game_menu.addSeparator()
        self.quit_action = self.game_menu.addAction("", self.close)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))

        self.edit_menu = bar.addMenu("")
        self.undo_action = self.edit_menu.addAction("", self.undo)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.redo_action = self.edit_menu.addAction("", self.redo)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.restart_action = self.edit_menu.addAction("", self.restart_turn)

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
        self.about_action = self.help_menu.addAction("", self.show_about)
        self.update_edit_actions()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("sheetdesk"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game…"))
        self.open_action.setText(self.tr("&Open…"))
        self.saved_action.setText(self.tr("&Saved games"))
        self.start_action.setText(self.tr("Back to the &start page"))
        self.quit_action.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.language_actions[""].setText(self.tr("System language"))
        self.settings_action.setText(self.tr("Settings…"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
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
            self.tr("&Undo “{action}”").format(action=undo) if undo else self.tr("&Undo")
        )
        self.redo_action.setText(
            self.tr("&Redo “{action}”").format(action=redo) if redo else self.tr("&Redo")
        )
        self.restart_action.setText(self.tr("Restart &turn"))
        self.restart_action.setEnabled(controller is not None and controller.can_restart())

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
        elif name == "rules":
            from .rules_page import RulesPage

            page = RulesPage()
            page.back_requested.connect(self._back_from_rules)
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
        self.stack.setCurrentWidget(self.start_page if name == "start" else self.page(name))
        self.update_edit_actions()

    # --- start page ---------------------------------------------------------------------------

    def refresh_start(self) -> None:
        """Fill in "Continue" (after the first paint: reading saves is not needed to paint)."""
        from sheetdesk.core import savefile

        summaries, errors = savefile.list_saves()
        last = next((s for s in summaries if not s.finished), None)
        self.start_page.set_last(last)
        if errors:
            self.report_bad_saves(errors)

    def show_start(self) -> None:
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

        dialog = NewGameDialog(self, self.last_choice)
        if not self.exec_dialog(dialog):
            return
        self.start_new(dialog.choice())

    def exec_dialog(self, dialog: Any) -> bool:
        """Run a modal dialog (tests replace this to fill it in and accept)."""
        return bool(dialog.exec())

    def start_new(self, choice: Any) -> None:
        from sheetdesk.core import savefile
        from sheetdesk.core.session import Session

        self.close_game()
        self.last_choice = choice
        session = Session.new(choice.entry.rules(), choice.players, choice.options, choice.seed)
        path = savefile.save_path_for(session.match_id)
        lock = savefile.MatchLock(path)
        lock.acquire()
        self.begin(choice.entry, session, path, read_only=False, lock=lock, write_now=True)

    def open_file_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from sheetdesk.core import paths

        filename, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a saved game"),
            str(paths.saves_dir()),
            self.tr("sheetdesk games (*.sheetdesk)"),
        )
        if filename:
            self.open_path(filename, external=True)

    def open_path(self, path: str | Path, *, external: bool) -> bool:
        """Open a save; a bad one gets a message naming the file and the reason."""
        from sheetdesk.core import registry, savefile

        path = Path(path)
        if external:
            with contextlib.suppress(OSError):
                external = path.resolve().parent != savefile.paths.saves_dir().resolve()
        try:
            session = savefile.load(path)
        except savefile.SaveError as error:
            self.report_bad_saves([error])
            if not external:
                self.refresh_start()
                if self.current_page_name() == "saved":
                    self.page("saved").refresh()
            return False
        try:
            entry = registry.get(session.rules.info.id)
        except KeyError:  # pragma: no cover - load() already refuses unknown games
            return False
        self.close_game()
        save_path = savefile.save_path_for(session.match_id) if external else path
        lock = savefile.MatchLock(save_path)
        read_only = not lock.acquire()
        self.begin(entry, session, save_path, read_only=read_only, lock=lock, write_now=external)
        if read_only:
            dialogs.inform(
                self,
                self.tr("Read only"),
                self.tr(
                    "This game is open in another sheetdesk window. It is shown here read-only: "
                    "nothing you see here is saved."
                ),
            )
        return True

    def begin(
        self,
        entry: Any,
        session: Any,
        save_path: Path,
        *,
        read_only: bool,
        lock: Any,
        write_now: bool,
    ) -> None:
        from .controller import Controller

        page = self.page("table")
        sheet = entry.module("sheet")
        table = sheet.create_table(entry, session.rules, session.players, page)
        page.set_table(table)
        page.set_game(session.seed)
        page.show_banner(
            self.tr("Read only: this game is open in another window.") if read_only else ""
        )
        self.entry = entry
        self.session = session
        controller = Controller(
            entry,
            session,
            page,
            save_path=save_path,
            read_only=read_only,
            lock=lock,
            write_now=write_now,
            parent=self,
        )
        self.controller = controller
        controller.handover_needed.connect(self._show_handover)
        controller.table_shown.connect(lambda: self.show_page("table"))
        controller.position_changed.connect(self.update_edit_actions)
        controller.game_over.connect(self._show_scores)
        controller.status.connect(self._status)
        controller.save_failed.connect(self._save_failed)
        controller.start()

    def close_game(self) -> None:
        if self.controller is not None:
            self.controller.close()
            self.controller.deleteLater()
        self.controller = None
        self.session = None
        self.update_edit_actions()

    # --- controller signals -------------------------------------------------------------------

    def _show_handover(self, seat: int) -> None:
        page = self.page("handover")
        page.set_player(self.session.players[seat].name)
        self.show_page("handover")

    def _handover_confirmed(self) -> None:
        if self.controller is not None:
            self.controller.confirm_handover()

    def _show_scores(self) -> None:
        session = self.session
        page = self.page("scores")
        page.set_scores(
            self.entry.id,
            [p.name for p in session.players],
            session.rules.scores(session.state),
        )
        self.show_page("scores")

    def _status(self, message: str) -> None:
        if message:
            self.statusBar().showMessage(message, 10_000)
        else:
            self.statusBar().clearMessage()

    def _save_failed(self, message: str) -> None:
        self.page("table").show_banner(message)
        self.statusBar().showMessage(message, 15_000)

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

    # --- saved games --------------------------------------------------------------------------

    def show_saved_games(self) -> None:
        self.close_game()
        page = self.page("saved")
        self.show_page("saved")
        page.refresh()

    def delete_save(self, summary: Any) -> None:
        from sheetdesk.core import savefile

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

    def report_bad_saves(self, errors: list[Any], *, deleting: bool = False) -> None:
        from .formatting import render

        lines = []
        for error in errors:
            reason = render(error.reason)
            line = self.tr("“{file}”: {reason}").format(file=error.path.name, reason=reason)
            if getattr(error, "quarantined", None):
                line += "\n" + self.tr("It was moved to {folder}.").format(
                    folder=str(error.quarantined.parent)
                )
            lines.append(line)
        if deleting:
            title = self.tr("Could not delete")
            intro = self.tr("The saved game could not be deleted:")
        elif len(errors) == 1:
            title = self.tr("Could not open a saved game")
            intro = self.tr("This saved game could not be opened:")
        else:
            title = self.tr("Could not open some saved games")
            intro = self.tr("These saved games could not be opened:")
        dialogs.inform(self, title, intro + "\n\n" + "\n\n".join(lines), warning=True)

    # --- rules, settings, about ---------------------------------------------------------------

    def show_rules(self) -> None:
        """The Rules page, showing the rules of the game being played (if one is open)."""
        if self.current_page_name() != "rules":
            self._before_rules = self.current_page_name() or "start"
        if self.controller is not None and self.entry is not None:
            self.page("rules").show_game(self.entry.id)
        self.show_page("rules")

    def _back_from_rules(self) -> None:
        self.show_page(getattr(self, "_before_rules", "start") or "start")

    def open_settings(self) -> None:
        from .settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings.language, self)
        if self.exec_dialog(dialog):
            self.set_language(dialog.language())

    def set_language(self, code: str) -> None:
        """Use `code` ("" = the system's) at once and remember it."""
        code = code if code in ("", *LANGUAGES) else ""
        self.settings = self.settings.model_copy(update={"language": code})
        self.language_actions[code].setChecked(True)
        try:
            save_settings(self.settings)
        except OSError:
            self.statusBar().showMessage(self.tr("The settings could not be saved."), 10_000)
        self.translators.install(effective_language(code))
        # Installing translators posts LanguageChange to every widget; deliver it now so every
        # page (and the game's table) is retranslated before anything else is drawn.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)

    def show_about(self) -> None:
        from .about_dialog import show_about

        show_about(self)

    # --- closing ------------------------------------------------------------------------------

    def closeEvent(self, event: Any) -> None:
        self.close_game()
        super().closeEvent(event)
