"""The first page: Continue the last game · New game · Learn to play · Saved games · Rules ·
the family's pages (Players · Finished games · Statistics) · Settings · Quit.

It paints without touching saves or games: the "Continue" details are filled in afterwards
(`set_last`), by the main window, once the first frame is on screen.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from .plain import plain_label
from .style import set_role

COLUMN_WIDTH = 440  # [design] the buttons' column at least (wider when a language needs it)
COLUMN_GAP = 20  # [design] between the subtitle and the buttons
BUTTON_GAP = 10  # [design] between buttons


def format_players(players: Any) -> str:
    names = [getattr(p, "name", str(p)) for p in players]
    return ", ".join(names)


class StartPage(QWidget):
    continue_requested = Signal()
    new_requested = Signal()
    saved_requested = Signal()
    rules_requested = Signal()
    learn_requested = Signal()
    settings_requested = Signal()
    quit_requested = Signal()
    players_requested = Signal()
    history_requested = Signal()
    statistics_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start_page")
        self._last: Any = None
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        self.title = QLabel()
        set_role(self.title, "title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel()
        set_role(self.subtitle, "hint")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)
        outer.addSpacing(COLUMN_GAP)

        # One centred column: the ways into a game big (continuing full width; a new game and
        # learning one side by side), the rest in pairs of ordinary buttons (the whole page
        # fits a 1024×600 screen, maximised, with its menus).
        column = QGridLayout()
        column.setHorizontalSpacing(BUTTON_GAP)
        column.setVerticalSpacing(BUTTON_GAP)
        for place in range(12):
            column.setColumnStretch(place, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addLayout(column)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(2)

        def button(name: str, signal: Any, role: str = "") -> QPushButton:
            widget = QPushButton()
            widget.setObjectName(name)
            set_role(widget, role)
            widget.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            widget.clicked.connect(signal.emit)
            return widget

        self.continue_button = button("continue", self.continue_requested, "big")
        self.continue_button.setMinimumWidth(COLUMN_WIDTH)
        self.continue_button.setEnabled(False)
        self.continue_details = plain_label()
        self.continue_details.setObjectName("continue_details")
        set_role(self.continue_details, "hint")
        self.continue_details.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Long names wrap within the column instead of widening it.
        self.continue_details.setWordWrap(True)
        self.continue_details.setSizePolicy(
            QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred
        )
        self.new_button = button("new", self.new_requested, "big")
        self.saved_button = button("saved", self.saved_requested)
        self.rules_button = button("rules", self.rules_requested)
        self.learn_button = button("learn", self.learn_requested, "big")
        self.settings_button = button("settings", self.settings_requested)
        self.quit_button = button("quit", self.quit_requested)
        # the family's own pages (each also in the Game menu)
        self.players_button = button("players", self.players_requested)
        self.history_button = button("history", self.history_requested)
        self.statistics_button = button("statistics", self.statistics_requested)
        # twelve columns: the big buttons two to a line, the ordinary ones four then three
        # (one line fewer than pairs: the page fits 1024×600 with its menus)
        column.addWidget(self.continue_button, 0, 0, 1, 12)
        column.addWidget(self.continue_details, 1, 0, 1, 12)
        column.addWidget(self.new_button, 2, 0, 1, 6)
        column.addWidget(self.learn_button, 2, 6, 1, 6)
        for place, widget in enumerate(
            (self.saved_button, self.players_button, self.history_button, self.statistics_button)
        ):
            column.addWidget(widget, 3, 3 * place, 1, 3)
        for place, widget in enumerate((self.rules_button, self.settings_button, self.quit_button)):
            column.addWidget(widget, 4, 4 * place, 1, 4)
        self.retranslate()

    def set_last(self, summary: Any) -> None:
        """The last unfinished game's SaveSummary (or None: Continue is disabled)."""
        self._last = summary
        self.continue_button.setEnabled(summary is not None)
        for widget in (self.continue_button, self.new_button, self.learn_button):
            set_role(widget, "big")
            widget.setProperty("big", True)  # a primary button stays as big as the others
        set_role(self.continue_button if summary is not None else self.new_button, "primary")
        for widget in (self.continue_button, self.new_button, self.learn_button):
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
        self.learn_button.setText(self.tr("Learn to play"))
        self.settings_button.setText(self.tr("Settings"))
        self.quit_button.setText(self.tr("Quit"))
        self.players_button.setText(self.tr("Players"))
        self.history_button.setText(self.tr("Finished games"))
        self.statistics_button.setText(self.tr("Statistics"))
        self._fill_details()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
