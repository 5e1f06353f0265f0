"""Help ▸ About: the version (from the package metadata, i.e. pyproject.toml), the licences of
sheetdesk (MIT), Qt (GNU LGPL v3, through PySide6) and the bundled font (Noto Sans, SIL OFL 1.1),
and the folder where games are saved: a dialog of its own (`AboutDialog`), not a message box,
whose words scroll within it on a screen too low for them (screen_room.ScrollingBody): Qt's
message box wraps its words at half the screen's width and cannot scroll, and was taller than a
683×400 screen."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from .screen_room import ScrollingBody, keep_on_screen

ICON_SIZE = 48  # (as a message box's)
WORDS_WIDTH = 420  # [design] the words' width where the screen has room: a message box's


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


class AboutDialog(QDialog):
    """The information icon beside `about_text()`, and OK; the words scroll (`ScrollingBody`)
    where the screen is too low for them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about_dialog")
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "About sheetdesk"))
        layout = self._outer = QVBoxLayout(self)
        self.body = ScrollingBody(self)
        layout.addWidget(self.body, 1)
        parts = self.body.parts
        row = QHBoxLayout(parts)
        row.setContentsMargins(0, 0, 0, 0)
        icon = QLabel(parts)
        picture = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation)
        icon.setPixmap(picture.pixmap(ICON_SIZE, ICON_SIZE))
        row.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        self.words = QLabel(about_text(), parts)
        self.words.setObjectName("about_words")
        self.words.setTextFormat(Qt.TextFormat.PlainText)
        self.words.setWordWrap(True)
        self.words.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.words.setMinimumWidth(WORDS_WIDTH // 2)
        row.addWidget(self.words, 1, Qt.AlignmentFlag.AlignTop)
        buttons = QHBoxLayout()
        layout.addLayout(buttons)
        buttons.addStretch(1)
        self.ok_button = QPushButton(QCoreApplication.translate("dialogs", "OK"), self)
        self.ok_button.setDefault(True)
        self.ok_button.clicked.connect(self.accept)
        buttons.addWidget(self.ok_button)
        self.ok_button.setFocus()
        keep_on_screen(self)  # (its words scrolled where the screen is too low for them)

    def sizeHint(self) -> QSize:
        # (the words at their width where the screen has room: `fit` bounds it to the room)
        hint = super().sizeHint()
        width = max(hint.width(), WORDS_WIDTH + ICON_SIZE)
        return hint.expandedTo(QSize(width, self._outer.heightForWidth(width)))
