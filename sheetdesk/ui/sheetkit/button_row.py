"""The row of a table's game buttons under the big sheet: as high as its tallest button in the
look in use, even while every button is hidden; the width its buttons' whole words need; on two
lines where its width is less than that (a long language beside a lesson, a small screen)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLayout,
    QLayoutItem,
    QPushButton,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from ..ground import lie_on_ground, paint_ground
from ..items_layout import layout_items
from ..palette import cramped

BUTTON_HEIGHT = 40  # a game button's least height (a click's target)


class ButtonRow(QWidget):
    """Its height does not change when its buttons come and go (the sheet above it does not
    move between steps). It is read from its buttons as they are styled now, not when they were
    made: a look's buttons of another height (Larger text's have less padding) give the sheet
    above the height they leave, also when the look is chosen with the game open.

    `words_width` is what its buttons need side by side, each with its whole words (a button's
    own least width is less than its words under the style's padding): the table gives the row
    that where the others' sheets can spare it (`TableScaffold.balance`).

    A game puts its widgets on `line` as on a row (the ones that act on the sheet, a stretch,
    then the ones that end a turn). Where the row is narrower than its buttons' whole words
    (`words_width`), what comes after the line's last stretch goes to a second line under it,
    at its right (`wrapped`): the sheet above gives up a line's height rather than a button
    its words (only then does the row's height change between steps); where the first line is
    still narrower than its own buttons' words, its last ones go down too, at the second line's
    left. On two lines its buttons are padded less above and below (the style's `wrapped`
    rule), each line as high as a click's target needs. Its least width is the same on one line
    or two (`_least_width`): the table's layout depends on its size, not on the row's last
    arrangement."""

    # its buttons went onto two lines or back onto one (`wrapped`): the sheet above has another
    # height, without the table being resized
    rewrapped = Signal()

    def __init__(self) -> None:
        super().__init__()
        lines = QVBoxLayout(self)
        lines.setContentsMargins(0, 0, 0, 0)
        self.line = QHBoxLayout()
        self.line.setContentsMargins(0, 0, 0, 0)
        self._second = QHBoxLayout()
        self._second.setContentsMargins(0, 0, 0, 0)
        lines.addLayout(self.line)
        lines.addLayout(self._second)
        self.wrapped = False
        self._down = 0  # the first line's own widgets on the second line (`_wrap`)
        # the widths `_least_width` was last worked out from, and what it found
        self._least: tuple[object, int] = (None, 0)
        lie_on_ground(self)  # (on a table, under its big sheet)

    def _buttons(self) -> list[QPushButton]:
        return self.findChildren(QPushButton, options=Qt.FindChildOption.FindDirectChildrenOnly)

    def line_height(self) -> int:
        heights = [button.sizeHint().height() for button in self._buttons()]
        return max([BUTTON_HEIGHT, *heights])

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        lines = 2 if self.wrapped else 1
        least = lines * self.line_height() + (lines - 1) * self._spacing()
        return QSize(self._least_width(), max(hint.height(), least))

    def _least_width(self) -> int:
        """The least width the row takes, whichever arrangement it has now: the least width at
        which the arrangement it takes there (`_wanted`) holds its widgets at their least. (Its
        layout's least, the arrangement's now, was the table's: a row on two lines kept the
        table narrow enough for two lines, one on one line kept it wide enough for one, each
        held by the margins it left the page: Polish at 819x600.) Worked out again only when
        its widgets' widths have changed (it is asked at every layout of the table)."""
        measures = self._measures()
        if measures != self._least[0]:
            self._least = (measures, _least_width(*measures))
        return self._least[1]

    def _measures(self) -> tuple[list[tuple[int, int]], list[tuple[int, int]], int]:
        """The (words, least) widths of the first line's own widgets that take room (`_width`),
        in order, wherever they are now (`_first_own`), of the ones after them likewise, and
        the spacing (read off the layouts' items in one pass: asked whenever a layout asks for
        the row's least size)."""
        line = layout_items(self.line)
        second = layout_items(self._second)
        last = max((i for i, item in enumerate(line) if isinstance(item, QSpacerItem)), default=-1)

        def widths(items: list[QLayoutItem]) -> list[tuple[int, int]]:
            found = []
            for item in items:
                widget = item.widget()
                if widget is not None and not item.isEmpty():
                    # (a button's item's size hint is its `_words`, kept by the item)
                    words = item.sizeHint() if isinstance(widget, QPushButton) else None
                    found.append(
                        (
                            words.width() if words is not None else self._words(widget),
                            item.minimumSize().width(),
                        )
                    )
            return found

        own = widths(line[: max(0, last)] + second[: self._down])
        rest = widths(line[last + 1 :] + second[self._down :])
        return own, rest, max(0, self.line.spacing())

    @staticmethod
    def _words(widget: QWidget) -> int:
        """A widget's width in the row side by side (`_width`)."""
        if isinstance(widget, QPushButton):
            # (a button held wider than its words, the turn's end, takes that width)
            return max(widget.sizeHint().width(), widget.minimumWidth())
        return widget.minimumSizeHint().width()

    def _spacing(self) -> int:
        layout = self.layout()
        return max(0, layout.spacing()) if layout is not None else 0

    def _widgets(self) -> list[QWidget]:
        layouts = (self.line, self._second)
        items = [item for layout in layouts for item in layout_items(layout)]
        return [widget for item in items if (widget := item.widget()) is not None]

    def _width(self, only: list[QWidget] | None = None) -> int:
        """What the row's widgets need side by side (or those of `only`): a button its whole
        words, or its least width where that is more (a hidden one where it keeps its room),
        another widget its least.

        It is asked for on every position drawn (`TableScaffold.balance`), so it asks Qt as
        little as it can: a layout item says at once whether it counts (`isEmpty`: a hidden
        widget that keeps no room), where asking its widget took three calls."""
        widths = []
        for layout in (self.line, self._second):
            for item in layout_items(layout):
                if item.isEmpty():
                    continue
                widget = item.widget()
                if only is not None and widget not in only:
                    continue
                if widget is not None:
                    widths.append(self._words(widget))
        spacing = max(0, self.line.spacing()) * max(0, len(widths) - 1)
        return sum(widths) + spacing

    def _first_own(self) -> list[QWidget]:
        """The widgets before the first line's last stretch, in order, wherever they are now
        (some may have gone down: `_wrap`)."""
        items = layout_items(self.line)
        last = max((i for i, item in enumerate(items) if isinstance(item, QSpacerItem)), default=-1)
        down = layout_items(self._second)[: self._down]
        return [w for item in items[: max(0, last)] + down if (w := item.widget()) is not None]

    def _wanted(self, width: int) -> tuple[bool, int]:
        """Whether the row goes on two lines at `width`, and how many of the first line's own
        widgets go down with the turn's end (those the first line has no room for)."""
        if self._width() <= width:
            return False, 0
        own = self._first_own()
        shown = [w for w in own if not w.isHidden() or w.sizePolicy().retainSizeWhenHidden()]
        down = 0
        while len(shown) - down > 1 and self._width(shown[: len(shown) - down]) > width:
            down += 1
        # (the hidden ones among them go down with them: the order stays)
        keep = shown[len(shown) - down - 1] if down else None
        return True, (len(own) - own.index(keep) - 1 if keep is not None else 0)

    def words_width(self) -> int | None:
        """The width the row's buttons need side by side, each with its whole words (the shown
        ones, and those that keep their room while hidden), and the row's other widgets at
        their least; None while the row is hidden."""
        return None if self.isHidden() else self._width()

    def fit_window(self) -> None:
        """Its buttons' sides narrow in a cramped window (palette.cramped; the style's
        `cramped` rule), as usual elsewhere: asked by the table on every resize (a window made
        lower need not make the row narrower)."""
        tight = cramped(self)
        if bool(self.property("cramped")) == tight:
            return
        self.setProperty("cramped", tight)
        for button in self._buttons():
            button.style().unpolish(button)
            button.style().polish(button)
        self.updateGeometry()

    def paintEvent(self, event: QPaintEvent) -> None:
        paint_ground(self, event.rect())  # (its buttons' round corners on it: `lie_on_ground`)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_window()
        self._wrap(*self._wanted(event.size().width()))

    def event(self, event: QEvent) -> bool:
        # (a button shown or hidden asks for the row's layout again without resizing it: the
        # line is wrapped or unwrapped for the buttons shown now, not left as it was for those
        # shown when the row was last resized, so its height, and the sheet's above it, depend
        # on the row's width and buttons alone)
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            self._wrap(*self._wanted(self.width()))
        return super().event(event)

    def _wrap(self, wrapped: bool, down: int = 0) -> None:
        """What follows the first line's last stretch on a line of its own (`wrapped`), at its
        right, with the first line's last `down` widgets at its left; or all back on the
        first line."""
        if (wrapped, down) == (self.wrapped, self._down):
            return
        if self.wrapped:  # (all back on the first line first, in their order)
            moved = [w for item in layout_items(self._second) if (w := item.widget()) is not None]
            items = layout_items(self.line)
            last = max(
                (i for i, item in enumerate(items) if isinstance(item, QSpacerItem)), default=-1
            )
            for widget in moved:
                self._second.removeWidget(widget)
            _clear(self._second)
            for offset, widget in enumerate(moved[: self._down]):
                self.line.insertWidget(last + offset, widget)
            for widget in moved[self._down :]:
                self.line.addWidget(widget)
            self._down = 0
        if wrapped:
            items = layout_items(self.line)
            last = max(
                (i for i, item in enumerate(items) if isinstance(item, QSpacerItem)), default=-1
            )
            moved = [w for item in items[last + 1 :] if (w := item.widget()) is not None]
            if not moved or len(moved) == len(self._widgets()):
                wrapped, down = False, 0  # (nothing to put under the rest)
            else:
                own = [w for item in items[: max(0, last)] if (w := item.widget()) is not None]
                lowered = own[len(own) - down :] if down else []
                for widget in lowered:
                    self.line.removeWidget(widget)
                    self._second.addWidget(widget)
                self._second.addStretch(1)
                for widget in moved:
                    self.line.removeWidget(widget)
                    self._second.addWidget(widget)
                self._down = len(lowered)
        if wrapped == self.wrapped:
            self.updateGeometry()
            return
        self.wrapped = wrapped
        # (its buttons less padded above and below on two lines: ui/style.py)
        self.setProperty("wrapped", wrapped)
        for button in self._buttons():
            button.style().unpolish(button)
            button.style().polish(button)
        self.updateGeometry()
        self.rewrapped.emit()


def _least_width(own: list[tuple[int, int]], rest: list[tuple[int, int]], spacing: int) -> int:
    """`ButtonRow._least_width` from its widgets' (words, least) widths: the first line's own
    (`own`, in order) and the ones after them (`rest`), `spacing` apart."""

    def line(widths: list[int]) -> int:
        return sum(widths) + spacing * max(0, len(widths) - 1)

    least = line([least for _words, least in own + rest])
    if not own or not rest:
        return least  # (one line at every width: nothing goes under the rest)
    words = line([words for words, _least in own + rest])
    kept = [line([words for words, _least in own[:k]]) for k in range(1, len(own) + 1)]

    def taken(width: int) -> int:  # (what `_wanted` leaves on each line at `width`)
        if words <= width:
            return least
        k = next((k for k in range(len(own), 1, -1) if kept[k - 1] <= width), 1)
        first = [least for _words, least in own[:k]]
        second = [least for _words, least in own[k:] + rest]
        return max(line(first), line(second))

    # (what the row takes changes only where the arrangement does, at a line's words' width)
    tried = sorted({words, *kept, *(taken(width) for width in (words, *kept))})
    return next((width for width in tried if taken(width) <= width), least)


def _clear(layout: QLayout) -> None:
    while layout.count():
        layout.takeAt(0)
