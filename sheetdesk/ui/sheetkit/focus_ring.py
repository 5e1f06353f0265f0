"""The keyboard's ring inside a button the hint outlines.

The app's style sheet shows the keyboard on a button by its edge, grown over a margin kept free
round it; a button the hint points at has no such margin (its thick dashed outline takes it), and
a style sheet gives an edge one colour and one line only. So `FocusRing`, a child that covers the
button and takes no click, draws a 3 px ring just inside the dashed outline while the keyboard is
on the button, in the colour that stands out from the button's face (the focus colour on a white
face, the one that stands out from the accent on a primary button's): the outline still says
"press this", the ring says "the keyboard is here". It draws nothing otherwise, and is repainted
with its button (a change of focus, of the hint, of the look).

`paint_edge_ring` is the ring a widget with no edge of its own draws round itself while the
keyboard is on it (another player's small sheet, a card's Tab stop).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLayout, QPushButton, QWidget

from .. import style

WIDTH = 3  # the ring's: as wide as the dashed outline, more than the 2 px a focus ring needs


class FocusRing(QWidget):
    """A ring drawn over `button`'s face inside its dashed hint outline while the keyboard is on
    it (`attach` gives a button its ring once)."""

    def __init__(self, button: QPushButton) -> None:
        super().__init__(button)
        self._button = button
        self.setObjectName("focus_ring")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # (the button's layout keeps the ring as large as the button, whatever its size)
        layout = QHBoxLayout(button)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self)

    @staticmethod
    def attach(button: QPushButton) -> None:
        if button.findChild(FocusRing, "focus_ring") is None:
            FocusRing(button).show()

    def paintEvent(self, event: QPaintEvent) -> None:
        button = self._button
        if not (button.hasFocus() and style.outlined_by_hint(button)):
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        filled = button.property("role") == "primary"
        painter.setPen(QPen(style.ui_colour("accent_focus" if filled else "focus"), WIDTH))
        inset = style.HINT_EDGE_PX + WIDTH / 2
        radius = max(0.0, style.BUTTON_RADIUS_PX - inset)
        ring = QRectF(self.rect()).adjusted(inset, inset, -inset, -inset)
        painter.drawRoundedRect(ring, radius, radius)


def paint_edge_ring(widget: QWidget) -> None:
    """The keyboard's ring just inside `widget`'s edge, in the focus colour, `WIDTH` wide (as a
    focused button's edge)."""
    painter = QPainter(widget)
    painter.setPen(QPen(style.ui_colour("focus"), WIDTH))
    half = WIDTH / 2
    painter.drawRect(QRectF(widget.rect()).adjusted(half, half, -half, -half))
