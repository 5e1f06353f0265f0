"""Help ▸ About: the version (from the package metadata, i.e. pyproject.toml), the licences of
sheetdesk (MIT), Qt (GNU LGPL v3, through PySide6) and the bundled font (Noto Sans, SIL OFL 1.1),
and the folder where games are saved."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from . import dialogs


def about_text() -> str:
    from sheetdesk import __version__
    from sheetdesk.core import paths

    text = QCoreApplication.translate(
        "MainWindow",
        "sheetdesk {version}\n\nPaper-sheet games for a family around one computer.\n\n"
        "Free software under the MIT licence. It uses Qt (through PySide6) under the "
        "GNU LGPL version 3.\n\nYour games are saved in:\n{folder}",
    ).format(version=__version__, folder=str(paths.saves_dir()))
    font = QCoreApplication.translate(
        "about_dialog", "Its font, Noto Sans, is under the SIL Open Font License 1.1."
    )
    licences, saves = text.rsplit("\n\n", 1)
    return f"{licences} {font}\n\n{saves}"


def show_about(parent: QWidget | None) -> None:
    title = QCoreApplication.translate("MainWindow", "About sheetdesk")
    dialogs.inform(parent, title, about_text())
