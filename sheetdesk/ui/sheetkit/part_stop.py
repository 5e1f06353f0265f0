"""A Tab stop over a part of a sheet that a click shows big (the card family's score card and
round card), as the others' small sheets are Tab stops (`others.py`).

`PartStop` is a child of the view the part is drawn in, laid over the part wherever the view
draws it (it follows the part at every paint of the view: a new layout, a new scale, the part
hidden or shown) and only while the part is shown. Tab reaches it; a ring shows the keyboard
there (the small sheets' ring); Enter or Space emits `pressed` (the table shows the part big
and, when it closes, gives the keyboard back to the stop). It takes no click: a click goes
through it to the sheet, where the part's own click shows it big. `key_rows` gives the Keys
card its keys while the keyboard is on one; its accessible name is the part's title.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPaintEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsView, QWidget

from .focus_ring import paint_edge_ring


def enlarge_words() -> str:
    """What a part's stop does with its keys, for its accessible description and the Keys
    card."""
    return QCoreApplication.translate("PartStop", "Show this card big; Esc or Enter puts it back")


def key_rows(table: QWidget) -> list[tuple[str, str]]:
    """(key, what it does) while the keyboard is on a `PartStop` of `table`, for the Keys card
    (none otherwise)."""
    focus = QApplication.focusWidget()
    if not isinstance(focus, PartStop) or not table.isAncestorOf(focus):
        return []
    return [(QCoreApplication.translate("KeysCard", "Enter or Space"), enlarge_words())]


class PartStop(QWidget):
    """The Tab stop over `item`, drawn in `view`; `title()` names the part (its accessible
    name, asked again whenever the part is shown: a round card's title changes)."""

    pressed = Signal()

    def __init__(self, view: QGraphicsView, item: QGraphicsItem, title: Callable[[], str]):
        super().__init__(view)
        self.setObjectName("part_stop")
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAccessibleDescription(enlarge_words())
        self.view, self.item, self.title = view, item, title
        self.hide()
        view.viewport().installEventFilter(self)

    def follow(self) -> None:
        """Over the part as the view draws it now, shown while the part is."""
        view, item = self.view, self.item
        shown = view.isVisible() and item.isVisible() and item.scene() is view.scene()
        if shown:
            box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            box = box.translated(view.viewport().pos()).intersected(view.rect())
            shown = not box.isEmpty()
            if shown and box != self.geometry():
                self.setGeometry(box)
        if shown and self.isHidden():
            self.setAccessibleName(self.title())
        if shown == self.isHidden():
            self.setVisible(shown)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # (every change to the part or to how the view draws it paints the viewport again)
        if event.type() in (QEvent.Type.Paint, QEvent.Type.Resize):
            self.follow()
        return False

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleDescription(enlarge_words())
            self.setAccessibleName(self.title())

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.setAccessibleName(self.title())
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if not event.isAutoRepeat():
                self.pressed.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.hasFocus():
            paint_edge_ring(self)
