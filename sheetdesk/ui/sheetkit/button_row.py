"""The row of a table's game buttons under the big sheet: as high as its tallest button in the
look in use, even while every button is hidden."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QPushButton, QWidget

BUTTON_HEIGHT = 40  # a game button's least height (a click's target)


class ButtonRow(QWidget):
    """Its height does not change when its buttons come and go (the sheet above it does not
    move between steps). It is read from its buttons as they are styled now, not when they were
    made: a look's buttons of another height (Larger text's have less padding) give the sheet
    above the height they leave, also when the look is chosen with the game open."""

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        buttons = self.findChildren(QPushButton, options=Qt.FindChildOption.FindDirectChildrenOnly)
        heights = [button.sizeHint().height() for button in buttons]
        return QSize(hint.width(), max([hint.height(), BUTTON_HEIGHT, *heights]))
