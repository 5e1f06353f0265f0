"""How big the new game dialog is on the screen it is on: as big as the seats shown need, never
bigger than the room its window's screen has for it with a title bar (screen_room.py; past that
the seat list scrolls), smaller again when seats go; on a screen too low for its least height,
fewer remembered players' lines and seat rows shown at least, then the one-player note beside
the count's buttons, then less room above and below its parts, then less between them, then as
wide as the screen (its wrapped words on fewer lines), then its parts above the buttons
scrolled within it (a screen lower still: 683×400, 1024×600 at 150 %), each counted at the
dialog's width (its wrapped words, its players' lines) so that no list is squeezed under a
row; and kept on the screen when it grows. `DialogSize` is the dialog's part that does it
(new_game_dialog.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from .chip_list import CHIP_LINES, ChipList
from .screen_room import ScrollingBody, move_within, room_for
from .seat_list import SeatList

# (the dialog it is mixed into, as mypy reads it; at run time the dialog's own QDialog base)
if TYPE_CHECKING:
    _Host = QDialog
else:
    _Host = object

TIGHT_MARGIN = 4  # above and below the dialog's parts, on a screen too low for the style's
TIGHT_SPACING = 2  # between them, on a screen lower still


class DialogSize(_Host):
    """The new game dialog's size and place (mixed into `NewGameDialog`, a QDialog: it reads
    the dialog's chip list, seat list, form and one-player note)."""

    # what it reads of the dialog (made by `NewGameDialog`)
    _outer: QVBoxLayout  # (the dialog's own layout)
    body: ScrollingBody
    chip_list: ChipList
    seat_list: SeatList
    solo_label: QLabel
    options_layout: QFormLayout
    _form: QFormLayout
    _count_row: QHBoxLayout
    _parts: QVBoxLayout
    _buttons: QHBoxLayout

    def fit_to_screen(self) -> None:
        """As big as the seats shown need (smaller again when seats go), never bigger than the
        room the screen has for it with its title bar (screen_room.py): past that the seat list
        scrolls. (Each time it is shown, and once framed if its frame reaches off the screen:
        screen_room.keep_on_screen.)"""
        limit = room_for(self).size()
        self.setMaximumSize(limit)
        self._laid_out_again()
        self._least_within(limit.height())
        if self.minimumSizeHint().width() > limit.width():
            self.body.scrolls = True  # (sideways too: Larger text in Greek at 683×400)
            self._laid_out_again()
        size = self.sizeHint().expandedTo(self.minimumSizeHint())
        if self._least_height(size.width()) > limit.height():
            size.setWidth(limit.width())  # (its wrapped words take fewer lines: the note's)
        self.resize(size.boundedTo(limit))
        if self.isVisible():
            move_within(self)

    def _least_within(self, height: int) -> None:
        """On a screen too low for the dialog's least height (1366×768 at 150 % is 910×512),
        one line of remembered players, then two seat rows, then one, shown at least (the rest
        scroll into view), then the one-player note beside the count's buttons (1024×600 at
        125 % is 819×480), then less room above and below the dialog's parts (there with
        Larger text), then less room between them (and with a window manager's title bar over
        it), then its parts above the buttons scrolled (683×400: 1024×600 at 150 %), till it
        fits; as designed on a screen with room for it."""
        designed = (CHIP_LINES, SeatList.MIN_ROWS, False, False, False, False)
        now = (
            self.chip_list.lines,
            self.seat_list.least_rows,
            self.solo_beside,
            self.tight,
            self.closer,
            self.body.scrolls,
        )
        if now != designed:
            self.chip_list.lines, self.seat_list.least_rows = designed[:2]
            self.solo_beside, self.tight, self.closer, self.body.scrolls = designed[2:]
            self._laid_out_again()
        for holder, name, value in (
            (self.chip_list, "lines", 1),
            (self.seat_list, "least_rows", 2),
            (self.seat_list, "least_rows", 1),
            (self, "solo_beside", True),  # (1024x600 at 125 %: 819x480)
            (self, "tight", True),  # (there with Larger text)
            (self, "closer", True),  # (and a title bar above it: a window manager's)
            (self.body, "scrolls", True),  # (683x400: 1024x600 at 150 %)
        ):
            if self._least_height(self.width()) <= height:
                return
            setattr(holder, name, value)
            self._laid_out_again()

    def _least_height(self, width: int) -> int:
        """The least height the dialog's parts take at `width` (at the least, its least width),
        their words wrapped and the remembered players' lines laid out at that width: the least
        size of each part alone came short of it, and the lists were squeezed under a row."""
        layout = self._outer
        least = layout.totalMinimumSize()
        width = max(width, least.width())
        margins = layout.contentsMargins()
        # (the body's parts at their least, as when they lay in the dialog's layout itself: the
        # body, one widget with a height for a width, asks its parts' hint there)
        body = self.body.least_height_for(width - margins.left() - margins.right())
        buttons = self._buttons.totalMinimumSize().height()
        return margins.top() + body + layout.spacing() + buttons + margins.bottom()

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
            # (PySide6's stubs give getWidgetPosition's (row, role) as an object)
            row = self._form.getWidgetPosition(self.solo_label)[0]  # type: ignore[index]
            taken = self._form.takeRow(row)
            label = taken.labelItem.widget() if taken.labelItem is not None else None
            if label is not None:
                label.deleteLater()
            self._count_row.insertWidget(self._count_row.count() - 1, self.solo_label, 1)
        else:
            self._count_row.removeWidget(self.solo_label)
            row = self._form.getLayoutPosition(self._count_row)[0]
            self._form.insertRow(row + 1, "", self.solo_label)
        # (the room after the buttons the note's alone: shared with the row's stretch, it was
        # wrapped at half of it, "solo." on a line of its own, the row taller for it)
        self._count_row.setStretch(self._count_row.count() - 1, 0 if beside else 1)
        self._show_solo()

    @property
    def tight(self) -> bool:
        """Less room above and below the dialog's parts than the style's (a screen too low
        even with the one-player note beside the count's buttons: 819×480 with Larger text)."""
        return self._outer.contentsMargins().top() < self._style_margin()

    @tight.setter
    def tight(self, tight: bool) -> None:
        margins = self._outer.contentsMargins()
        top = TIGHT_MARGIN if tight else self._style_margin()
        bottom = TIGHT_MARGIN if tight else self._style_margin(bottom=True)
        self._outer.setContentsMargins(margins.left(), top, margins.right(), bottom)

    @property
    def closer(self) -> bool:
        """Less room between the dialog's parts, and under the parts of its two groups, than the
        style's (a screen too low even with less room above and below them: 819×480 with
        Larger text and a window manager's title bar)."""
        return self._outer.spacing() == TIGHT_SPACING

    @closer.setter
    def closer(self, closer: bool) -> None:
        spacing = TIGHT_SPACING if closer else -1  # (-1: the style's)
        self._outer.setSpacing(spacing)
        self._parts.setSpacing(spacing)
        for form in self._forms():
            form.setVerticalSpacing(spacing)
        for group in self._groups():
            margins = group.contentsMargins()
            bottom = TIGHT_MARGIN if closer else self._style_margin(bottom=True)
            group.setContentsMargins(margins.left(), margins.top(), margins.right(), bottom)
            group.setSpacing(spacing)

    def _forms(self) -> tuple[QFormLayout, ...]:
        return (self._form, self.options_layout)

    def _groups(self) -> tuple[QLayout, ...]:
        """The layouts of the dialog's two groups: who plays, the options."""
        return tuple(
            layout for box in self.findChildren(QGroupBox) if (layout := box.layout()) is not None
        )

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
            if (layout := holder.layout()) is not None:
                layout.invalidate()
            if not holder.isWindow():
                holder.updateGeometry()
        self._outer.invalidate()
        self._outer.activate()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.isVisible():  # grown downwards or sideways: back within the screen
            move_within(self)
