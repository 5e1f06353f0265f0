"""Learn to play: one button per game that teaches itself (a `LESSON`, sheetdesk/core/lesson.py),
each starting that game's short guided first game (lesson.py); Back (or Esc) to the start page."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from sheetdesk.core import registry

from .pages import Page, named_button
from .plain import plain_label
from .style import set_role

COLUMN_WIDTH = 440  # [design] as the start page's column


class LearnPage(Page):
    lesson_requested = Signal(str)  # a game's id
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("learn_page")
        self.games = [game for game in registry.GAMES if game.lesson() is not None]
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 16, 24, 16)
        self.title = QLabel()
        set_role(self.title, "title")
        self.about = plain_label()
        self.about.setObjectName("learn_about")
        self.about.setWordWrap(True)
        outer.addWidget(self.title)
        outer.addWidget(self.about)
        outer.addSpacing(12)
        column = QVBoxLayout()
        column.setSpacing(10)
        self.game_buttons = []
        for game in self.games:
            button = named_button(f"learn_{game.id}")
            set_role(button, "big")
            button.setMinimumWidth(COLUMN_WIDTH)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _checked=False, g=game.id: self.lesson_requested.emit(g))
            column.addWidget(button)
            self.game_buttons.append(button)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addLayout(column)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)
        buttons = QHBoxLayout()
        self.back_button = named_button("back")
        self.back_button.clicked.connect(self.back_requested.emit)
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        outer.addLayout(buttons)
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        escape.activated.connect(self.back_requested.emit)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Learn to play"))
        self.about.setText(
            self.tr(
                "Choose a game: you play a short game against the computer, and each step shows "
                "you what to do on the sheet and why. Nothing is saved, and you can leave at any "
                "step."
            )
        )
        for game, button in zip(self.games, self.game_buttons, strict=True):
            button.setText(QCoreApplication.translate("games", game.name))
        self.back_button.setText(self.tr("Back"))
