"""How big the new game dialog is on the screen it is on: as big as the seats shown need, never
bigger than the available area of its window's screen (past that the seat list scrolls), smaller
again when seats go; on a screen too low for its least height, fewer remembered players' lines
and seat rows shown at least, then the one-player note beside the count's buttons, then less
room above and below its parts, then as wide as the screen (its wrapped words on fewer lines),
each counted at the dialog's width (its wrapped words, its players' lines) so that no list is
squeezed under a row; and kept on the screen when it grows. `DialogSize` is the
dialog's part that does it (new_game_dialog.py)."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QStyle, QWidget

from .chip_list import CHIP_LINES
from .seat_list import SeatList
from .window_geometry import TITLE_BAR  # (kept free above the dialog until it is framed)

TIGHT_MARGIN = 4  # above and below the dialog's parts, on a screen too low for the style's


class DialogSize:
    """The new game dialog's size and place (mixed into `NewGameDialog`, a QDialog: it reads
    the dialog's chip list, seat list, form and one-player note)."""

    def available_area(self) -> QRect:
        """Where the dialog may be: the available area of the screen its window is on."""
        window = self.parentWidget().window() if self.parentWidget() is not None else self
        screen = window.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry()

    def _fit_to_screen(self) -> None:
        """As big as the seats shown need (smaller again when seats go), never bigger than the
        screen's available area: past that the seat list scrolls."""
        area = self.available_area()
        frame = self.frameGeometry().size() - self.geometry().size()
        if frame.height() <= 0:  # not framed yet: keep room for a title bar
            frame = QSize(0, TITLE_BAR)
        limit = area.size() - frame
        self.setMaximumSize(limit)
        self._laid_out_again()
        self._least_within(limit.height())
        size = self.sizeHint().expandedTo(self.minimumSizeHint())
        if self._least_height(size.width()) > limit.height():
            size.setWidth(limit.width())  # (its wrapped words take fewer lines: the note's)
        self.resize(size.boundedTo(limit))
        if self.isVisible():
            self._keep_on_screen(area)

    def _least_within(self, height: int) -> None:
        """On a screen too low for the dialog's least height (1366×768 at 150 % is 910×512),
        one line of remembered players, then two seat rows, then one, shown at least (the rest
        scroll into view), then the one-player note beside the count's buttons (1024×600 at
        125 % is 819×480), then less room above and below the dialog's parts (there with
        Larger text), till it fits; as designed on a screen with room for it."""
        designed = (CHIP_LINES, SeatList.MIN_ROWS, False, False)
        now = (self.chip_list.lines, self.seat_list.least_rows, self.solo_beside, self.tight)
        if now != designed:
            self.chip_list.lines, self.seat_list.least_rows = designed[:2]
            self.solo_beside, self.tight = designed[2:]
            self._laid_out_again()
        for holder, name, value in (
            (self.chip_list, "lines", 1),
            (self.seat_list, "least_rows", 2),
            (self.seat_list, "least_rows", 1),
            (self, "solo_beside", True),  # (1024x600 at 125 %: 819x480)
            (self, "tight", True),  # (there with Larger text)
        ):
            if self._least_height(self.width()) <= height:
                return
            setattr(holder, name, value)
            self._laid_out_again()

    def _least_height(self, width: int) -> int:
        """The least height the dialog's parts take at `width` (at the least, its least width),
        their words wrapped and the remembered players' lines laid out at that width: the least
        size of each part alone came short of it, and the lists were squeezed under a row."""
        layout = self.layout()
        least = layout.totalMinimumSize()
        height = layout.totalMinimumHeightForWidth(max(width, least.width()))
        return max(least.height(), height)

    @property
    def solo_beside(self) -> bool:
        """The one-player note beside the count's buttons, not on a line of its own under them
        (a screen too low for that line)."""
        return self._count_row.indexOf(self.solo_label) >= 0

    @solo_beside.setter
    def solo_beside(self, beside: bool) -> None:
        if beside == self.solo_beside:
            return
        if beside:
            row = self._form.getWidgetPosition(self.solo_label)[0]
            taken = self._form.takeRow(row)
            label = taken.labelItem.widget() if taken.labelItem is not None else None
            if label is not None:
                label.deleteLater()
            self._count_row.insertWidget(self._count_row.count() - 1, self.solo_label, 1)
        else:
            self._count_row.removeWidget(self.solo_label)
            row = self._form.getLayoutPosition(self._count_row)[0]
            self._form.insertRow(row + 1, "", self.solo_label)
        self._show_solo()

    @property
    def tight(self) -> bool:
        """Less room above and below the dialog's parts than the style's (a screen too low
        even with the one-player note beside the count's buttons: 819×480 with Larger text)."""
        return self.layout().contentsMargins().top() < self._style_margin()

    @tight.setter
    def tight(self, tight: bool) -> None:
        margins = self.layout().contentsMargins()
        top = TIGHT_MARGIN if tight else self._style_margin()
        bottom = TIGHT_MARGIN if tight else self._style_margin(bottom=True)
        self.layout().setContentsMargins(margins.left(), top, margins.right(), bottom)

    def _style_margin(self, *, bottom: bool = False) -> int:
        """The style's margin above (or below) a dialog's parts, as its layout had it."""
        metric = (
            QStyle.PixelMetric.PM_LayoutBottomMargin
            if bottom
            else QStyle.PixelMetric.PM_LayoutTopMargin
        )
        return self.style().pixelMetric(metric, None, self)

    def _show_solo(self) -> None:
        """The one-player note shown where it has words, its row hidden where not (no empty
        row's spacing left)."""
        shown = bool(self.solo_label.text())
        if self.solo_beside:
            self.solo_label.setVisible(shown)
        else:
            self._form.setRowVisible(self.solo_label, shown)

    def _laid_out_again(self) -> None:
        """What was shown, hidden or added just now (rows, variants) counts at once, not on the
        next turn of the event loop: every layout is redone and every layout item forgets the
        size hint it keeps."""
        for holder in self.findChildren(QWidget):
            if holder.layout() is not None:
                holder.layout().invalidate()
            if not holder.isWindow():
                holder.updateGeometry()
        self.layout().invalidate()
        self.layout().activate()

    def _keep_on_screen(self, area: QRect) -> None:
        outer = self.frameGeometry()
        x = max(area.left(), min(outer.x(), area.right() + 1 - outer.width()))
        y = max(area.top(), min(outer.y(), area.bottom() + 1 - outer.height()))
        if (x, y) != (outer.x(), outer.y()):
            self.move(x, y)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_to_screen()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.isVisible():  # grown downwards or sideways: back within the screen
            self._keep_on_screen(self.available_area())
