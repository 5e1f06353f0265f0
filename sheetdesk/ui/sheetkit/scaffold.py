"""The frame every game's table is built in: an instruction line, the big sheet, a row of the
game's buttons, shared things below, the other players' small sheets on the right.

`TableScaffold` is a GameTable with that layout and the behaviour every table wants: the
instruction line wraps (never clipped, in any language), game buttons never take the keyboard
focus from the sheet (their keys are shortcuts), `retranslate()` runs on every language change,
and `focus_view` (the sheet the player acts on) gets the focus when the table is shown for a
player, so the keys named on screen work at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from sheetdesk.core.session import Player
from sheetdesk.ui.game_table import GameTable

from .others import OthersPanel
from .view import FittingView


class TableScaffold(GameTable):
    def __init__(self, players: Sequence[Player], parent: QWidget | None = None) -> None:
        super().__init__(players, parent)
        self.focus_view: FittingView | None = None
        self.caption = QLabel()
        self.caption.setObjectName("table_caption")
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        font = self.caption.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.caption.setFont(font)
        self.caption.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.buttons = QHBoxLayout()
        self.main = QVBoxLayout()
        self.main.setContentsMargins(0, 0, 0, 0)
        self.main.setSpacing(4)
        self.main.addWidget(self.caption)
        self.others = OthersPanel()
        root = QHBoxLayout(self)
        root.setContentsMargins(4, 4, 4, 4)
        root.addLayout(self.main, 4)
        root.addWidget(self.others, 1)

    def button(self, slot: Callable[[], object], *, bold: bool = False) -> QPushButton:
        """A game button in the button row: large, reachable by Tab, never stealing the focus
        from the sheet when clicked."""
        button = QPushButton()
        button.setMinimumHeight(40)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.clicked.connect(lambda _checked=False: slot())
        if bold:
            font = button.font()
            font.setBold(True)
            button.setFont(font)
        return button

    def shortcut(self, key: str, slot: Callable[[], object]) -> QShortcut:
        """A key that works wherever the focus is inside the table."""
        shortcut = QShortcut(QKeySequence(key), self)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(slot)
        return shortcut

    def focus_sheet(self, show_ring: bool = True) -> None:
        """Give the keyboard to the sheet the player acts on (the table was shown for them): now
        if the table is on screen, else as soon as it is (after a hand-over page). `show_ring`:
        show the keyboard focus ring on the sheet at once (not while a ghost is what moves)."""
        view = self.focus_view
        if view is None:
            return
        self._focus_ring = show_ring
        if view.isVisible():
            self._focus_pending = False
            reason = Qt.FocusReason.OtherFocusReason
            view.setFocus(reason if show_ring else Qt.FocusReason.ActiveWindowFocusReason)
        else:
            self._focus_pending = True

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if getattr(self, "_focus_pending", False) and self.isEnabled():
            # (the table as the timer's context: nothing runs if it is gone by then)
            QTimer.singleShot(0, self, self._focus_when_shown)

    def _focus_when_shown(self) -> None:
        self.focus_sheet(getattr(self, "_focus_ring", True))

    def retranslate(self) -> None:
        """Set every text again in the current language (called on LanguageChange)."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
