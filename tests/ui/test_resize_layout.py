"""The kit's ResizeLayout: a widget's sheets fitted once for a resize, at the size the widget's
own fit in its resize event leaves them at (not first at the size the layout gave them before
that event), and at once where the widget is laid out again at its own size (no resize event
comes to fit them then)."""

from __future__ import annotations

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QWidget

from sheetdesk.ui.sheetkit import FittingView
from sheetdesk.ui.sheetkit.view import ResizeLayout
from tests.ui.test_layout_audit import shown_at


class Holder(QWidget):
    """A sheet in a row, given a third of the width less by the widget's fit to a new size, as
    a table's fit moves its parts (a choice panel beside the sheet)."""

    def __init__(self) -> None:
        super().__init__()
        self.row = ResizeLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.scene = QGraphicsScene(0, 0, 100, 100)
        self.view = FittingView(self.scene)
        self.row.addWidget(self.view)
        self.side = QWidget()  # (a panel beside the sheet)
        self.row.addWidget(self.side)
        self.scales: list[float] = []
        self.view.fitted.connect(lambda: self.scales.append(self.view.transform().m11()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        with self.row.resized():
            super().resizeEvent(event)
            self.view.setMaximumWidth(event.size().width() * 2 // 3)
            self.row.activate()  # (laid out at once, as a table's fit does)


def fitting(view: FittingView) -> float:
    """The scale the sheet fits the view's viewport at."""
    size, rect, margin = view.viewport().size(), view.sceneRect(), view.margin
    return min(
        (size.width() - 2 * margin) / rect.width(), (size.height() - 2 * margin) / rect.height()
    )


def test_a_resize_fits_the_sheet_once_at_the_size_the_widgets_fit_leaves(qtbot):  # type: ignore[no-untyped-def]
    holder = shown_at(qtbot, Holder(), 600, 300)  # (its sheet bound by the height)
    holder.scales.clear()
    holder.resize(300, 600)  # (the sheet bound by the width now: drawn smaller)
    rescaled = [
        scale for i, scale in enumerate(holder.scales) if scale != holder.scales[i - 1] or not i
    ]
    assert rescaled == [fitting(holder.view)], holder.scales
    assert holder.view.width() == 200


def test_laid_out_again_at_its_size_the_sheet_is_fitted_at_once(qtbot):  # type: ignore[no-untyped-def]
    holder = shown_at(qtbot, Holder(), 600, 300)  # (its sheet bound by the height)
    holder.resize(300, 600)
    # (the panel beside the sheet grown: the row alone gives the sheet less, not a resize)
    holder.side.setMinimumWidth(180)
    holder.row.activate()  # (nothing waits for the event loop's next turn)
    assert holder.view.width() < 200  # (drawn smaller)
    assert holder.view.transform().m11() == fitting(holder.view) == holder.view.scale_factor()
