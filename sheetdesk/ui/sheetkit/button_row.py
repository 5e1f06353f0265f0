"""The row of a table's game buttons under the big sheet: as high as its tallest button in the
look in use, even while every button is hidden; the width its buttons' whole words need."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QPushButton, QWidget

BUTTON_HEIGHT = 40  # a game button's least height (a click's target)


class ButtonRow(QWidget):
    """Its height does not change when its buttons come and go (the sheet above it does not
    move between steps). It is read from its buttons as they are styled now, not when they were
    made: a look's buttons of another height (Larger text's have less padding) give the sheet
    above the height they leave, also when the look is chosen with the game open.

    `words_width` is what its buttons need side by side, each with its whole words (a button's
    own least width is less than its words under the style's padding): the table gives the row
    that where the others' sheets can spare it (`TableScaffold.balance`)."""

    def _buttons(self) -> list[QPushButton]:
        return self.findChildren(QPushButton, options=Qt.FindChildOption.FindDirectChildrenOnly)

    def line_height(self) -> int:
        heights = [button.sizeHint().height() for button in self._buttons()]
        return max([BUTTON_HEIGHT, *heights])

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self.line_height()))

    def words_width(self) -> int | None:
        """The width the row's buttons need side by side, each with its whole words (the shown
        ones, and those that keep their room while hidden), and the row's other widgets at
        their least; None while the row is hidden.

        It is asked for on every position drawn (`TableScaffold.balance`), so it asks Qt as
        little as it can: a layout item says at once whether it counts (`isEmpty`: a hidden
        widget that keeps no room), where asking its widget took three calls."""
        if self.isHidden():
            return None
        layout = self.layout()
        if layout is None:
            return 0
        widths = []
        for i in range(layout.count()):
            item = layout.itemAt(i)
            if item.isEmpty():
                continue
            widget = item.widget()
            if isinstance(widget, QPushButton):
                widths.append(widget.sizeHint().width())
            elif widget is not None and not widget.isHidden():
                widths.append(widget.minimumSizeHint().width())
        spacing = max(0, layout.spacing()) * max(0, len(widths) - 1)
        margins = layout.contentsMargins()
        return sum(widths) + spacing + margins.left() + margins.right()
