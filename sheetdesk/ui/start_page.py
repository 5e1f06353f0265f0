"""The first page: Continue the last game · New game · Saved games · Rules · Settings · Quit.

It paints without touching saves or games: the "Continue" details are filled in afterwards
(`set_last`), by the main window, once the first frame is on screen.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from .plain import plain_label
from .style import set_role


def format_players(players: Any) -> str:
    names = [getattr(p, "name", str(p)) for p in players]
    return ", ".join(names)


class StartPage(QWidget):
    continue_requested = Signal()
    new_requested = Signal()
    saved_requested = Signal()
    rules_requested = Signal()
    settings_requested = Signal()
    quit_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start_page")
        self._last: Any = None
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        column = QVBoxLayout()
        column.setSpacing(12)
        self.title = QLabel()
        set_role(self.title, "title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel()
        set_role(self.subtitle, "hint")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(self.title)
        column.addWidget(self.subtitle)
        column.addSpacing(16)

        def button(name: str, signal: Any, role: str = "big") -> QPushButton:
            widget = QPushButton()
            widget.setObjectName(name)
            set_role(widget, role)
            widget.setMinimumWidth(420)
            widget.clicked.connect(signal.emit)
            column.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
            return widget

        self.continue_button = button("continue", self.continue_requested, "big")
        self.continue_button.setProperty("role", "big")
        self.continue_button.setEnabled(False)
        self.continue_details = plain_label()
        self.continue_details.setObjectName("continue_details")
        set_role(self.continue_details, "hint")
        self.continue_details.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(self.continue_details)
        self.new_button = button("new", self.new_requested)
        self.saved_button = button("saved", self.saved_requested)
        self.rules_button = button("rules", self.rules_requested)
        self.settings_button = button("settings", self.settings_requested)
        self.quit_button = button("quit", self.quit_requested)
        outer.addLayout(column)
        outer.addStretch(2)
        self.retranslate()

    def set_last(self, summary: Any) -> None:
        """The last unfinished game's SaveSummary (or None: Continue is disabled)."""
        self._last = summary
        self.continue_button.setEnabled(summary is not None)
        for widget in (self.continue_button, self.new_button):
            set_role(widget, "big")
            widget.setProperty("big", True)  # a primary button stays as big as the others
        set_role(self.continue_button if summary is not None else self.new_button, "primary")
        for widget in (self.continue_button, self.new_button):
            widget.setProperty("role", widget.property("role"))
            widget.style().unpolish(widget)
            widget.style().polish(widget)
        self._fill_details()

    def _fill_details(self) -> None:
        summary = self._last
        if summary is None:
            self.continue_details.setText(self.tr("No unfinished game."))
            return
        from .formatting import format_datetime, game_name

        self.continue_details.setText(
            self.tr("{game} with {players} — {date}").format(
                game=game_name(summary.game_id),
                players=format_players(summary.players),
                date=format_datetime(summary.updated),
            )
        )

    def retranslate(self) -> None:
        self.title.setText(self.tr("sheetdesk"))
        self.subtitle.setText(self.tr("Paper-sheet games for the whole family"))
        self.continue_button.setText(self.tr("Continue the last game"))
        self.new_button.setText(self.tr("New game"))
        self.saved_button.setText(self.tr("Saved games"))
        self.rules_button.setText(self.tr("Rules"))
        self.settings_button.setText(self.tr("Settings"))
        self.quit_button.setText(self.tr("Quit"))
        self._fill_details()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
