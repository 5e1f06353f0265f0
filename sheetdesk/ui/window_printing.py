"""The main window's printing: Game → Print… for blank pads, the open game, a replayed or a
chosen finished game (read from its save, never written)."""

from __future__ import annotations

from typing import Any

from .window_host import WindowHost


class WindowPrinting(WindowHost):
    """Printing: a mixin of `MainWindow`, using its pages, settings and dialogs."""

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
            paper_size=self.settings.paper,
            remember_paper=lambda size: self.update_settings(paper=size),
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
