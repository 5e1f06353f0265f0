"""The caption over another player's small sheet (`SeatCaption`): the player's name and points,
the game's words under them, laid out line by line, broken only where a reader would
(`kept_together`), never a line cut; and the layout that puts it over its sheet, the caption's
lines first (`CaptionFirst`). The panel of small sheets is others.py's."""

from __future__ import annotations

import re

from PySide6.QtCore import QMargins, QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QSizePolicy,
)

from ..formatting import fitted, marks, named_seat
from ..items_layout import ItemsLayout
from ..plain import plain_tooltip
from ..player_symbol import LookLabel
from .sizes import QWIDGETSIZE_MAX
from .view import FittingView

JOIN = "\u00a0"  # a space a line never breaks at
DASHES = "—–"
# (the most widths a caption keeps its hint's measures at: past them it asks for its layout at
# the next change of width whatever the heights)
HINTED = 8


def kept_together(line: str) -> str:
    """`line` with the spaces a reader never breaks at made non-breaking: in "points: 12" and
    "Hand: 5, 12" between a word's colon and the number (or "–") after it, and after a dash
    that leads what follows it ("— points"); the line still breaks between its cards."""
    line = re.sub(r"(?<=:) (?=[\d" + DASHES + "])", JOIN, line)
    return re.sub(r"(?<=[" + DASHES + "]) ", JOIN, line)


def units(line: str) -> list[str]:
    """The pieces of a line (`kept_together`'s) between which it may break."""
    return [unit for unit in line.split(" ") if unit]


class SeatCaption(LookLabel):
    """A small sheet's heading: the player's name and points on its first line, or, where the
    column is too narrow for them, the name on a line of its own (shortened with "…" if need
    be) and the points under it; the game's words under them. The symbol stands left of the
    first line only: the lines under it take the column's whole width. The caption lays out its
    own lines, breaking only where a reader would (`kept_together`: "— points: 12" and "Hand: 5"
    stay whole, a list breaks between its items), and keeps its column at least as wide as the
    widest such piece (`least_width`). It asks for the height of all its lines; where the
    column is too short for them it shows as many whole lines as fit, the game's last, never a
    line cut at its top or bottom (the tooltip says it all)."""

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setStyleSheet("font-weight: bold;")
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # as tall as its lines at most; lower only where the column is short
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.full = ""
        self.player = ""
        self.short = ""  # a shorter form of the game's words, for a column too narrow
        # the widths its size hint was given at since it last asked for its layout again (a
        # layout keeps one of those measures: `resizeEvent`)
        self._hinted: set[int] = set()
        self._lines: list[str] = []
        # what `_groups` and `heightForWidth` measured, by width and what else they read: a layout
        # asks them again and again for the same widths (nine players' captions, each trial
        # arrangement of a table); a new text forgets them (`set_caption`, as a language change
        # sets it), and each measure's key holds the font and margins it was made with
        self._groups_at: dict[tuple[object, ...], list[list[str]]] = {}
        self._height_at: dict[tuple[object, ...], int] = {}

    def set_caption(self, text: str, name: str = "", short: str = "") -> None:
        self.full, self.player, self.short = text, name, short
        self._forget()
        self.setToolTip(plain_tooltip(text))
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()
        width = event.size().width()
        if width != event.oldSize().width() and self._hinted:
            # (its size hint is its lines' height at its width: the layout's measure of it,
            # kept from another width, gave it the height of fewer lines, centred in its room,
            # and it showed two of its four lines. Asked again only where a width its hint was
            # given at has another height: asked at each width, a table just opened laid out
            # its page and window once more for the same heights)
            tall = self.heightForWidth(max(1, width))
            if len(self._hinted) > HINTED or any(
                self.heightForWidth(hinted) != tall for hinted in self._hinted
            ):
                self._hinted.clear()
                self.updateGeometry()

    def changeEvent(self, event: object) -> None:  # the font may change (a style, a size)
        super().changeEvent(event)  # type: ignore[arg-type]
        if getattr(self, "full", ""):  # (not while it is being made)
            self._fit()

    def _make_room(self) -> None:
        # (no room in the left margin: the symbol's is kept on the first line alone, see
        # paintEvent; the frame's own widths kept, as `LookLabel` keeps them)
        frame = QMargins(*self.frame_widths())
        if self.contentsMargins() != frame:
            self.setContentsMargins(frame)
        if getattr(self, "full", ""):
            self._fit()

    def words_left(self) -> int:
        return super().words_left() + self.hang()

    def hang(self) -> int:
        """The room the symbol takes left of the first line."""
        return round(self.symbol_size() * (1 + self.GAP)) if self.look is not None else 0

    def _room(self, width: int) -> int:
        margins = self.contentsMargins()
        return width - margins.left() - margins.right() - 2 * self.margin() - max(0, self.indent())

    def _height(self, text: str, width: int) -> int:
        margins = self.contentsMargins()
        words = QRect(0, 0, max(1, self._room(width)), 1 << 20)
        flags = int(Qt.TextFlag.TextWordWrap)
        lines = self.fontMetrics().boundingRect(words, flags, text).height() if text else 0
        return lines + margins.top() + margins.bottom() + 2 * self.margin()

    def _split(self, width: int, shorter: bool = False) -> list[str]:
        """The caption's lines at `width` as shown, the name on its own line where need be."""
        return [line for group in self._groups(width, shorter) for line in group]

    def _forget(self) -> None:
        self._groups_at.clear()
        self._height_at.clear()

    def _key(self, width: int, shorter: bool = False) -> tuple[object, ...]:
        """What a measure at `width` depends on besides the caption's text and language."""
        return (width, shorter, self._room(width), self.hang(), self.font().key(), self.margin())

    def _groups(self, width: int, shorter: bool = False) -> list[list[str]]:
        """`_split`'s lines, those of one line of the caption's text together (a line the
        column broke in two is shown whole or not at all); `shorter`: the game's shorter form
        of its words (where it has one) whether or not they fit the column's width."""
        key = self._key(width, shorter)
        known = self._groups_at.get(key)
        if known is None:
            known = self._groups_at[key] = self._measure_groups(width, shorter)
        return [list(group) for group in known]  # (a copy: `_fit` drops lines from it)

    def _measure_groups(self, width: int, shorter: bool) -> list[list[str]]:
        metrics = self.fontMetrics()
        room = self._room(width) - 2  # (QLabel wraps a hair before the line's measured width)
        first, *rest = self.full.split("\n")
        rest = [kept_together(line) for line in rest]

        # a word of the game's wider than the column (Greek's "Συμπληρωμένες") is never broken
        # between its letters (read as two words) nor cut at the edge: the game's shorter form
        # of its words is shown instead, else the word shortened with "…" (whole in the tooltip)
        def fits(line: str) -> bool:
            return all(metrics.horizontalAdvance(w) <= room for w in units(line))

        if self.short:
            brief = [kept_together(line) for line in self.short.split("\n")]

            # (the column breaking the game's words where their shorter form stands whole,
            # "Completed" over "cards: 0" where "Completed: 0" holds one line: the shorter form)
            def lines(words: list[str]) -> int:
                return sum(len(self._wrapped(line, room)) for line in words)

            if shorter or not all(fits(line) for line in rest) or lines(brief) < lines(rest):
                rest = brief
        name = self.player
        beside = room - self.hang()  # (the first line's room, beside the symbol)
        if name and name in first and beside > 0 and metrics.horizontalAdvance(first) > beside:
            before, after = first.split(name, 1)
            # (a computer's mark kept whole: the name gives way, and where not a letter of
            # it is left beside the mark, or the name alone would be whole, the mark goes on
            # the line under the name: "Leo" over "(komp.)", not "L… (komp.)")
            width = beside - 1 - metrics.horizontalAdvance(before)
            seat = named_seat(name)  # (whether a computer plays it: its seat's, as named)
            seat = seat if seat is not None and seat.computer and seat.text == name else None
            short = fitted(name, metrics, width, seat=seat)
            after = kept_together(after.strip())
            if after and metrics.horizontalAdvance(after) > room:
                after = self._undashed(after)  # (under the name the dash parts nothing)
            if seat is not None and "…" in short and metrics.horizontalAdvance(seat.name) <= width:
                short = ""  # (the name whole, its mark under it)
            if seat is not None and not short.endswith(tuple(a for _b, a in marks())):
                short = fitted(seat.name, metrics, width)
                whole, least = (a.strip() for _b, a in marks())
                mark = whole if metrics.horizontalAdvance(whole) <= room else least
                after = f"{mark} {after}".strip()
            if short in ("", "…"):
                short = name[:1] + "…"
            first = before + short
            if after:
                rest.insert(0, after)
            shown = [[first]]
        else:
            shown = [self._wrapped(kept_together(first), beside, room)]
        for line in rest:
            shown.append(self._wrapped(line if fits(line) else self._elide_words(line, room), room))
        return shown

    def _wrapped(self, line: str, room: int, rest: int | None = None) -> list[str]:
        """`line` broken between its units into lines `room` wide (the lines after the first
        `rest` wide)."""
        metrics = self.fontMetrics()
        lines: list[str] = []
        for unit in units(line):
            wide = room if not lines else (rest if rest is not None else room)
            joined = f"{lines[-1]} {unit}" if lines else unit
            if lines and metrics.horizontalAdvance(joined) <= wide:
                lines[-1] = joined
            else:
                lines.append(unit)
        return lines or [""]

    @staticmethod
    def _undashed(unit: str) -> str:
        return unit.lstrip(DASHES + JOIN + " ") if unit[:1] in DASHES else unit

    def least_width(self) -> int:
        """The width under which a piece of the caption a reader keeps together ("points: 12",
        "Hand: 5,") would not fit its column (the name shortens instead): its column is laid
        out at least this wide."""
        if not self.full:
            return 0
        metrics = self.fontMetrics()
        first, *rest = self.full.split("\n")
        if self.player and self.player in first:
            first = first.split(self.player, 1)[1]
        if self.short:
            rest = self.short.split("\n")
        pieces = [self._undashed(u) for line in (first, *rest) for u in units(kept_together(line))]
        widest = max((metrics.horizontalAdvance(u) for u in pieces if JOIN in u), default=0)
        return widest + 3 + max(1, self.width()) - self._room(max(1, self.width())) if widest else 0

    def _elide_words(self, line: str, room: int) -> str:
        metrics = self.fontMetrics()
        return " ".join(
            word
            if metrics.horizontalAdvance(word) <= room
            else metrics.elidedText(word, Qt.TextElideMode.ElideRight, room).strip("…") + "…"
            for word in units(line)
        )

    def lines_wanted(self) -> int:
        """How many lines its words take at its width, shown or not (0: no words yet)."""
        return len(self._split(max(1, self.width()))) if self.full else 0

    def heightForWidth(self, width: int) -> int:
        if not self.full:
            return super().heightForWidth(width)
        key = self._key(width)
        known = self._height_at.get(key)
        if known is None:
            known = self._height_at[key] = self._height("\n".join(self._split(width)), width)
        return known

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        if not self.full:
            return hint
        width = max(1, self.width())
        self._hinted.add(width)
        return QSize(hint.width(), self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        if not self.full:
            return hint
        return QSize(hint.width(), min(hint.height(), self._height(self._lines[0], self.width())))

    def _fit(self) -> None:
        least = self.least_width()
        if least != self.minimumWidth():
            self.setMinimumWidth(least)  # (a narrower column would split what it keeps whole)
        width = max(1, self.width())
        groups = self._groups(width)

        def too_tall(groups: list[list[str]]) -> bool:
            shown = [line for group in groups for line in group]
            return self._height("\n".join(shown), width) > self.height()

        if self.short and too_tall(groups):
            groups = self._groups(width, shorter=True)  # (the same said in fewer lines)
        # the game's words give way first, then the points: a line of the caption's text
        # whole, never the first words of one without the rest ("Completed" without its count)
        while len(groups) > 1 and too_tall(groups):
            groups.pop()
        lines = [line for group in groups for line in group]
        while len(lines) > 1 and self._height("\n".join(lines), width) > self.height():
            lines.pop()
        # (the lines are broken here: shown with plain spaces, as screen readers read them)
        shown = "\n".join(lines).replace(JOIN, " ")
        if shown != self.text():
            self.setText(shown)
        if lines != self._lines:
            self._lines = lines
            self.updateGeometry()

    def paintEvent(self, event: QPaintEvent) -> None:
        hang = self.hang()
        if not hang or not self._lines:
            super().paintEvent(event)
            return
        # the lines as `_split` broke them, the first beside the symbol
        painter = QPainter(self)
        margin = self.margin()
        room = self.contentsRect().adjusted(margin, margin, -margin, -margin)
        spacing = self.fontMetrics().lineSpacing()
        top = room.top()
        for index, line in enumerate(self.text().split("\n")):
            if top + self.fontMetrics().height() > room.bottom() + 1:
                break
            left = room.left() + (hang if index == 0 else 0)
            self.style().drawItemText(
                painter,
                QRect(left, top, room.right() + 1 - left, spacing),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                self.palette(),
                self.isEnabled(),
                line,
                self.foregroundRole(),
            )
            top += spacing
        painter.end()
        self.paint_look()


class CaptionFirst(ItemsLayout):
    """A small sheet's caption over its view, where the caption's lines come first: the view
    gives way down to its least height before the caption loses a line (a box layout shrank
    both alike, and a caption lost its last line while its sheet had room to spare)."""

    def _gaps(self) -> int:
        return self.spacing() * max(0, len(self._items) - 1)

    def sizeHint(self) -> QSize:
        hints = [item.sizeHint() for item in self._items]
        return QSize(
            min(max((h.width() for h in hints), default=0), self.maximumSize().width()),
            sum(h.height() for h in hints) + self._gaps(),
        )

    def maximumSize(self) -> QSize:  # (as a box layout: no wider than its narrowest item)
        most = [item.maximumSize() for item in self._items]
        return QSize(
            min((m.width() for m in most), default=QWIDGETSIZE_MAX),
            min(QWIDGETSIZE_MAX, sum(m.height() for m in most) + self._gaps()),
        )

    def minimumSize(self) -> QSize:
        least = [item.minimumSize() for item in self._items]
        return QSize(
            max((m.width() for m in least), default=0),
            sum(m.height() for m in least) + self._gaps(),
        )

    def hasHeightForWidth(self) -> bool:
        return any(item.hasHeightForWidth() for item in self._items)

    def heightForWidth(self, width: int) -> int:
        return self._gaps() + sum(
            item.heightForWidth(width) if item.hasHeightForWidth() else item.sizeHint().height()
            for item in self._items
        )

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        if len(self._items) != 2:
            return
        caption, view = self._items
        width = rect.width()
        wanted = (
            caption.heightForWidth(width)
            if caption.hasHeightForWidth()
            else caption.sizeHint().height()
        )
        room = rect.height() - self.spacing() - view.minimumSize().height()
        tall = max(caption.minimumSize().height(), min(wanted, room))
        caption.setGeometry(QRect(rect.x(), rect.y(), width, tall))
        top = rect.y() + tall + self.spacing()
        high = max(0, rect.bottom() + 1 - top)
        sheet = view.widget()
        if isinstance(sheet, FittingView) and sheet.fitted_height(width) > 0:
            # no taller than the sheet at this width: in a tall cell it stays under its
            # caption (a view as tall as the cell drew it in the middle, far below its name)
            high = min(high, max(view.minimumSize().height(), sheet.fitted_height(width)))
        view.setGeometry(QRect(rect.x(), top, width, high))
