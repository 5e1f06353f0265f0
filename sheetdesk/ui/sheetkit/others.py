"""The other players' public sheets, small, in a grid of up to 8, each one enlargeable by a click.

A game builds one small scene per other seat (`OthersPanel.add_sheet`) and keeps it in sync; the
panel lays them out (one column for up to three, then two), names each with a caption (plain
text: names are typed by users) and, when a small sheet is clicked, shows the same scene big in a
dialog until the player closes it (Esc, the Close button, or another click).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGraphicsScene,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from .view import FittingView


class SheetZoom(QDialog):
    """One sheet shown big (the same scene as the small view, so it stays live)."""

    def __init__(self, scene: QGraphicsScene, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sheet_zoom")
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        self.caption = QLabel(title)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        self.caption.setStyleSheet("font-weight: bold; font-size: 16px;")
        self.view = FittingView(scene, self)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.viewport().installEventFilter(self)
        buttons = QDialogButtonBox()
        self.close_button = buttons.addButton(
            QCoreApplication.translate("OthersPanel", "Close"),
            QDialogButtonBox.ButtonRole.RejectRole,
        )
        self.close_button.setMinimumHeight(40)
        buttons.rejected.connect(self.reject)
        layout.addWidget(self.caption)
        layout.addWidget(self.view, 1)
        layout.addWidget(buttons)
        if parent is not None:
            top = parent.window()
            self.resize(int(top.width() * 0.8), int(top.height() * 0.8))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.MouseButtonRelease:
            self.reject()  # a click on the big sheet closes it again
            return True
        return super().eventFilter(watched, event)


class _SmallSheet(QFrame):
    clicked = Signal()

    def __init__(self, scene: QGraphicsScene, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("other_sheet")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(1)
        self.name = QLabel()
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.name.setWordWrap(True)
        self.name.setStyleSheet("font-weight: bold;")
        self.view = FittingView(scene, margin=1)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.setMinimumSize(120, 50)
        self.view.set_height_for_width(True)
        self.view.setCursor(Qt.CursorShape.PointingHandCursor)
        self.view.viewport().installEventFilter(self)
        box.addWidget(self.name)
        box.addWidget(self.view)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.MouseButtonRelease:
            self.clicked.emit()
            return True
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            return True  # a small sheet is only looked at, never played on
        return super().eventFilter(watched, event)


class OthersPanel(QWidget):
    """Small public sheets of the other seats; `zoomed` tells which one was enlarged."""

    zoomed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("others_panel")
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(6)
        self.sheets: list[_SmallSheet] = []
        self.zoom: SheetZoom | None = None

    def add_sheet(self, scene: QGraphicsScene) -> int:
        """Add a small sheet showing `scene`; returns its index."""
        sheet = _SmallSheet(scene, self)
        index = len(self.sheets)
        sheet.clicked.connect(lambda: self.enlarge(index))
        self.sheets.append(sheet)
        self._relayout()
        return index

    def set_caption(self, index: int, text: str) -> None:
        label = self.sheets[index].name
        if label.text() != text:
            label.setText(text)
        label.setToolTip(text)
        if self.zoom is not None and self.zoom.view.scene() is self.sheets[index].view.scene():
            self.zoom.caption.setText(text)

    def show_sheet(self, index: int, visible: bool) -> None:
        sheet = self.sheets[index]
        if sheet.isHidden() == visible:
            sheet.setVisible(visible)
            self._relayout()

    def view(self, index: int) -> FittingView:
        return self.sheets[index].view

    def _relayout(self) -> None:
        for sheet in self.sheets:
            self._grid.removeWidget(sheet)
        shown = [s for s in self.sheets if not s.isHidden()]
        columns = 1 if len(shown) <= 3 else 2
        for position, sheet in enumerate(shown):
            self._grid.addWidget(sheet, position // columns, position % columns)
        rows = (len(shown) + columns - 1) // columns
        for row in range(self._grid.rowCount()):
            self._grid.setRowStretch(row, 1 if row == rows else 0)

    def enlarge(self, index: int) -> SheetZoom:
        """Show sheet `index` big until the player closes it."""
        if self.zoom is not None:
            self.zoom.reject()
        sheet = self.sheets[index]
        scene = sheet.view.scene()
        self.zoom = SheetZoom(scene, sheet.name.text(), self)
        self.zoom.finished.connect(self._zoom_closed)
        self.zoomed.emit(index)
        self.zoom.open()
        return self.zoom

    def _zoom_closed(self) -> None:
        zoom, self.zoom = self.zoom, None
        if zoom is not None:
            zoom.deleteLater()
