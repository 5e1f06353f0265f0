"""The main window's saves: opening a save (a file from anywhere, or one of the saves folder;
a copy of a match compared with its save), saving a read-only game elsewhere, deleting a save,
and telling the family about saves that could not be read."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from .window_host import WindowHost


class WindowFiles(WindowHost):
    """Opening, saving elsewhere, deleting and reporting saves: a mixin of `MainWindow`, using
    its pages, settings and dialogs."""

    def open_file_dialog(self) -> None:
        from sheetdesk.core import paths

        from . import dialogs

        if not self.may_close_game():
            return
        filename = dialogs.open_file(
            self,
            QCoreApplication.translate("MainWindow", "Open a saved game"),
            str(paths.saves_dir()),
            QCoreApplication.translate("MainWindow", "sheetdesk games (*.sheetdesk)"),
        )
        if filename:
            self.open_path(filename, external=True)

    def open_at_start(self, path: str | Path) -> bool:
        """Open a save given on the command line before the window first paints: the first page
        painted is the game's (hand-over or table), not the start page. Messages (a bad file,
        read-only) are shown once the window is up.

        A game that opens on the hand-over page paints that page from a glance at the file
        (core/save_glance.py: its players and whom the laptop goes to; that player's symbol from
        the remembered players) and is opened right after
        the page has painted (`_open_glanced`): the save's careful reading, the game's
        controller and its table come after the first paint. The page shows no sheet, and the
        confirmation it asks for waits for the game."""
        from sheetdesk.core.save_glance import glance

        seen = glance(path) if not self.first_paint.done else None
        if seen is not None:
            from sheetdesk.core.player_looks import looks_of

            page = self.page("handover")
            # The player's symbol (read never waiting, as the game's own reading of the looks
            # after the paint does) and the game's words (its INFO's) are there from the first
            # paint: the page neither grows a row nor a line when the game has been read.
            page.set_player(seen.name, looks_of([seen.name])[0], seen.game_id)
            self.show_page("handover")
            self.first_paint.painted.connect(lambda: self._open_glanced(path))
            return True
        self._starting = True
        try:
            return self.open_path(path, external=True)
        finally:
            self._starting = False

    def _open_glanced(self, path: str | Path) -> None:
        """Open the save whose hand-over page painted first (`open_at_start`), as it would have
        been opened before the paint; its messages come once the page it leaves is up: the
        game's, or the start page when the save does not open (refused, or the player chose
        not to open it)."""
        self._held_messages = []
        try:
            self.open_path(path, external=True)
        finally:
            held, self._held_messages = self._held_messages, None
        if self.controller is None:
            self.show_page("start")
            if self.refresh_on_first_paint:
                self.refresh_start()
        elif self.current_page_name() == "handover":
            self.page("handover").arm()  # (input that waited for the opening came too soon)
        for show in held:
            show()

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
            QCoreApplication.translate("MainWindow", "This game is already in your saved games"),
            QCoreApplication.translate(
                "MainWindow",
                "Your saved games already have this game, with moves this copy does not have. "
                "Which one do you want to open?",
            ),
            [
                QCoreApplication.translate("MainWindow", "Open my saved game"),
                QCoreApplication.translate("MainWindow", "Open the copy as a separate game"),
                QCoreApplication.translate("MainWindow", "Cancel"),
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
            banner = QCoreApplication.translate(
                "MainWindow", "Read only: sheetdesk may not write to the saves folder."
            )
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
            title = QCoreApplication.translate("MainWindow", "Read only")
            if lock.busy:
                message = QCoreApplication.translate(
                    "MainWindow",
                    "This game is open in another sheetdesk window. It is shown here read-only: "
                    "nothing you see here is saved.",
                )
                details = ""
            else:
                message = QCoreApplication.translate(
                    "MainWindow",
                    "sheetdesk may not write to the folder where this game is saved, so it is "
                    "shown read-only: you can look at it, but not go on with it. Nothing is "
                    "lost: the saved game stays as it was.",
                )
                error = lock.error
                details = f"{lock.path}: {error.strerror or error}" if error is not None else ""
            self._when_shown(lambda: dialogs.inform(self, title, message, details=details))
        return True

    def _save_elsewhere(self) -> bool:
        from sheetdesk.core import savefile

        from . import dialogs

        filename = dialogs.save_file(
            self,
            QCoreApplication.translate("MainWindow", "Save the game elsewhere"),
            str(Path.home() / f"{self.session.match_id}{savefile.SUFFIX}"),
            QCoreApplication.translate("MainWindow", "sheetdesk games (*.sheetdesk)"),
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

    def delete_save(self, summary: Any) -> None:
        from sheetdesk.core import savefile

        from . import dialogs
        from .formatting import format_datetime, game_name
        from .start_page import format_players

        if not dialogs.ask(
            self,
            QCoreApplication.translate("MainWindow", "Delete the game?"),
            QCoreApplication.translate(
                "MainWindow", "Delete {game} with {players} from {date}? This cannot be undone."
            ).format(
                game=game_name(summary.game_id),
                players=format_players(summary.players, getattr(summary, "kinds", ())),
                date=format_datetime(summary.updated),
            ),
            QCoreApplication.translate("MainWindow", "Delete"),
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
            title = QCoreApplication.translate("MainWindow", "A saved game was damaged")
            if len(recovered) == 1:
                intro = QCoreApplication.translate(
                    "MainWindow", "sheetdesk mended this saved game from its backup:"
                )
            else:
                intro = QCoreApplication.translate(
                    "MainWindow", "sheetdesk mended these saved games from their backups:"
                )
            self._inform_about_saves(title, intro, recovered)

    def _inform_about_saves(self, title: str, intro: str, errors: list[Any]) -> None:
        from sheetdesk.core import savefile

        from . import dialogs
        from .formatting import render

        lines = []
        details = []
        for error in errors:
            reason = render(error.reason)
            line = QCoreApplication.translate("MainWindow", "“{file}”: {reason}").format(
                file=error.path.name, reason=reason
            )
            if getattr(error, "quarantined", None):
                folder = str(error.quarantined.parent)
                if isinstance(error, savefile.Recovered):
                    moved = QCoreApplication.translate(
                        "MainWindow", "The damaged file was kept in {folder}."
                    )
                else:
                    moved = QCoreApplication.translate("MainWindow", "It was moved to {folder}.")
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
            title = QCoreApplication.translate("MainWindow", "Could not save")
            intro = QCoreApplication.translate("MainWindow", "The game could not be saved there:")
        elif deleting:
            title = QCoreApplication.translate("MainWindow", "Could not delete")
            intro = QCoreApplication.translate("MainWindow", "The saved game could not be deleted:")
        elif len(errors) == 1:
            title = QCoreApplication.translate("MainWindow", "Could not open a saved game")
            intro = QCoreApplication.translate("MainWindow", "This saved game could not be opened:")
        else:
            title = QCoreApplication.translate("MainWindow", "Could not open some saved games")
            intro = QCoreApplication.translate(
                "MainWindow", "These saved games could not be opened:"
            )
        return title, intro
