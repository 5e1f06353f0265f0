"""The window's status line: each message it says shown whole. The line is one line of its
words high, as Qt's own; a message too long for one line makes it two lines high while that
message shows (the page above gives up a line for that time, then gets it back). A message too
long even for two lines (a narrow window, Larger text, a long Greek hint) ends with "…" there;
its whole is in the line's tooltip and accessible name.

Qt's status bar draws its passing message itself, on one line, cut at the right edge. Here the
bar keeps the message (`showMessage`'s timeout, `currentMessage`, `messageChanged`, a menu
entry's status tip) and a label says it instead (`SaidLines`); the bar no longer paints it."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QLabel,
    QSizeGrip,
    QSizePolicy,
    QStatusBar,
    QStyle,
    QStyleOption,
    QWidget,
)

from .fitting_label import FittingLabel

LINES = 2  # the most lines a message is wrapped on


class SaidLines(FittingLabel):
    """A label one line of its font high, or as many lines (up to `LINES`) as what it says
    takes wrapped at its width; words that need more lines end with "…" where they stop, the
    whole in its tooltip and accessible name. `say` sets what it says."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setContentsMargins(4, 0, 4, 0)  # (where Qt's own message stood off the edge)
        self.setAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter)
        # as wide as the bar gives it (its words wrap to that), never wider: a long message
        # must not widen the window
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.lines = 1  # the lines what it shows takes at its width (its height)

    def say(self, text: str) -> None:
        self.whole = text
        self._fit()

    def _height(self) -> int:
        margins = self.contentsMargins()
        return (
            self.lines * QFontMetrics(self.font()).lineSpacing() + margins.top() + margins.bottom()
        )

    def sizeHint(self) -> QSize:
        return QSize(0, self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self._height())

    def hasHeightForWidth(self) -> bool:
        # (its height follows its width through `_fit`, as it is resized: the bar lays its
        # items out in a row, so a new height never changes the width it gets)
        return False

    def _font_changed(self) -> None:
        self.updateGeometry()  # (Larger text: its lines in the new font)

    def _fit(self) -> None:
        shown, lines = self.whole, 1
        width = self.contentsRect().width() - 2 * self.margin()
        if shown and width > 0:
            # (imported once something is said: the window opens without the text helpers)
            from .line_fit import lines_of

            shown = within(shown, self, width)
            lines = min(LINES, lines_of(shown, self.font(), width))
        self._show(shown)
        if lines != self.lines:
            self.lines = lines
            self.updateGeometry()  # (the bar takes the new height, the page above gives way)
        self.setAccessibleName(self.whole)


def within(text: str, label: QLabel, width: int) -> str:
    """`text` as `label` shows it on `LINES` lines of `width` px: whole where it fits, else its
    first words that fit with "…" after them."""
    from .line_fit import breakable, lines_of

    font = label.font()
    metrics = QFontMetrics(font)

    def fits(words: str) -> bool:
        return lines_of(breakable(words, font, width), font, width) <= LINES

    if fits(text):
        return breakable(text, font, width)
    words = text.split(" ")
    low, high = 0, len(words)  # words[:low] + "…" fits; words[:high] + "…" does not
    while high - low > 1:
        middle = (low + high) // 2
        if fits(" ".join(words[:middle]) + "…"):
            low = middle
        else:
            high = middle
    if low == 0:  # not even the first word: its letters, cut
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width * LINES - width // 2)
    return breakable(" ".join(words[:low]).rstrip(",;:") + "…", font, width)


class StatusLine(QStatusBar):
    """The window's status bar with its passing message said whole (`SaidLines`, at its left,
    the bar's other permanent widgets sharing the room with it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.said = SaidLines(self)
        self.said.setObjectName("status_said")
        self.addPermanentWidget(self.said, 1)
        self.messageChanged.connect(self.said.say)

    def paintEvent(self, event: QPaintEvent) -> None:
        # Qt's own paint less the message it would draw over the label on one line
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        style = self.style()
        style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, self)
        for child in self.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if child is self.said or isinstance(child, QSizeGrip) or not child.isVisible():
                continue
            option.rect = child.geometry().adjusted(-1, -1, 1, 1)
            style.drawPrimitive(
                QStyle.PrimitiveElement.PE_FrameStatusBarItem, option, painter, self
            )
