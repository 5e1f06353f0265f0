"""The table's instruction line (whose turn it is, what to do): a word-wrapped caption, set from
a core Text or from words already translated, whose changes are told to assistive technology, a
long name in it shortened where it is shown, and its aside (a closing sentence naming keys the
buttons beside it name too) left out where the whole would take more of the table's height than
the table can spare (`set_words`, `set_room`): that room a share of the height of the table the
window shows, in a page that scrolls its scroll area's, and two lines on a small screen
(`CaptionRoom`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

from sheetdesk.core.i18n import Text
from sheetdesk.ui.plain import plain_tooltip

from ..game_table import translate_text
from ..ground import lie_on_ground, paint_ground
from ..player_symbol import LookLabel
from ..widget_sizes import QWIDGETSIZE_MAX


class InstructionLine(LookLabel):
    """The instruction line: each change of its words is told to assistive technology too."""

    def __init__(self, changed: Callable[[str], object]) -> None:
        super().__init__()
        self._changed = changed
        lie_on_ground(self)  # (on a table, over its big sheet)

    words = ""  # the whole instruction (a long name in it is shortened where it is shown)
    lead = ""  # the words without their aside (`set_words`; the whole if it has none)
    room = 0  # the most height the whole may take, in pixels (0: any; `set_room`)
    aside_shown = False  # the aside shown with the lead (`_fit`)
    # a name's word wider than this share of the line is shortened (a long name): a wrapped
    # line keeps room for the words around it (`set_word_share`: a narrow column's own); any
    # other word wraps whole
    WORD_SHARE = 0.5
    word_share = WORD_SHARE

    def paintEvent(self, event: QPaintEvent) -> None:
        paint_ground(self, event.rect())  # (on a table: `lie_on_ground`)
        super().paintEvent(event)

    def set_word_share(self, share: float) -> None:
        """Shorten a word only where it is wider than `share` of the line (see WORD_SHARE)."""
        if share != self.word_share:
            self.word_share = share
            self._fit()

    def setText(self, text: str | Text) -> None:
        self.set_words(text)

    def set_words(self, text: str | Text, aside: str | Text = "") -> None:
        """Show `text`, then `aside` (a sentence that may be left out: it names keys the buttons
        beside the line name too) where the whole takes no more height than `room`, each a core
        Text (translated here) or words already translated. Assistive technology is told the
        whole, and a shortened line's tooltip says it."""
        text, aside = translate_text(text), translate_text(aside)
        whole = f"{text} {aside}" if aside else text
        if whole != self.words or text != self.lead:
            self.words, self.lead = whole, text
            self._fit()
            self._changed(whole)

    def set_room(self, height: int) -> None:
        """The most height the whole instruction may take (0: any): a taller whole leaves its
        aside out, so that a short window's sheet keeps the height."""
        if height != self.room:
            self.room = height
            self._fit()

    # The words as shown, by (words, font, width): a click on a sheet changes the instruction
    # between a few sentences, and measuring every word of one again costs more than the rest
    # of the caption's change. (Another font or width is another key; a style or font change
    # of the line's own empties them, as it does the heights below.)
    _shown: dict[tuple[str, str, str, int, float, int], tuple[str, bool]] | None = None

    def _fit(self) -> None:
        # (not laid out yet, its width says nothing: shown whole until it is)
        width = self.contentsRect().width() if self.isVisible() else 0
        font = self.font()
        key = (self.words, self.lead, font.key(), width, self.word_share, self.room)
        fitted = self._shown
        if fitted is None or len(fitted) > 16:
            fitted = self._shown = {}
        found = fitted.get(key)
        if found is None:
            from sheetdesk.ui.line_fit import short_words  # (line_fit imports the kit)

            # (an ordinary word wraps whole: only a name's gives way, `short_words`)
            share = self.word_share
            shown = short_words(self.words, font, width, share, others_whole=True)
            aside = self.lead != self.words
            if aside and width > 0 and 0 < self.room < self.height_of(shown):
                shown, aside = short_words(self.lead, font, width, share, others_whole=True), False
            found = fitted[key] = (shown, aside)
        shown, self.aside_shown = found
        if shown != self.text():
            super().setText(shown)
            tip = plain_tooltip(self.words) if shown != self.words else ""
            if tip != self.toolTip():  # (a tooltip set is an event through every filter)
                self.setToolTip(tip)

    def set_width_bounds(self, least: int, most: int = QWIDGETSIZE_MAX) -> None:
        """Its least and most width (a place in a column, or none). QLabel keeps the least
        size it measured, its least width counted in, till its words, font or margins change:
        a line narrowed to a column and let go again kept the column's width as its least, and
        a table grown out of a narrow window wider than one opened at its size. So its sizes
        are measured again (re-setting the indent is what makes QLabel forget them)."""
        if (least, most) == (self.minimumWidth(), self.maximumWidth()):
            return
        self.setMinimumWidth(least)
        self.setMaximumWidth(most)
        self._answers = None
        self.setIndent(self.indent())

    def aside_height(self) -> int:
        """The height the aside adds to the lead, each as it is shown at the line's width (a
        long name in it shortened): 0 where it has no aside or is not laid out yet."""
        width = self.contentsRect().width()
        if self.lead == self.words or width <= 0 or not self.isVisible():
            return 0
        from sheetdesk.ui.line_fit import short_words  # (line_fit imports the kit)

        font, share = self.font(), self.word_share
        whole = self.height_of(short_words(self.words, font, width, share, others_whole=True))
        lead = short_words(self.lead, font, width, share, others_whole=True)
        return whole - self.height_of(lead)

    def words_height(self) -> int:
        """The height the words shown take at the line's width (as `height_of` measures)."""
        return self.height_of(self.text())

    def whole(self) -> bool:
        """The line has the height its words take at its width (its padding's included)."""
        return self.height() >= self.words_height()

    def taller_than(self, words: str) -> bool:
        """The words shown take more height at the line's width than `words` would."""
        return self.words_height() > self.height_of(words)

    def width_round(self, words: int) -> int:
        """The line's width for `words` pixels of words: its frame's sides (a note's border and
        padding) round them."""
        left, _top, right, _bottom = self.frame_widths()
        return words + left + right

    def lines_height(self, lines: int) -> int:
        """The height `lines` lines of words take in the line (as `height_of` measures)."""
        return self.height_of("\n".join("x" * lines))

    def height_of(self, text: str) -> int:
        """The height `text` takes wrapped at the line's width, as the label measures its own
        (QLabel's heightForWidth: its margin and indent, its contents margins)."""
        margin, indent = self.margin(), max(0, self.indent())
        align = self.alignment()
        sides = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignRight
        ends = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignBottom
        across = self.contentsRect().width() - 2 * margin - (indent if align & sides else 0)
        # (centring left out, as the label's own measure does: the size is all that is wanted)
        flags = int(Qt.TextFlag.TextWordWrap.value) | (
            int(align.value) & ~int(Qt.AlignmentFlag.AlignCenter.value)
        )
        box = QRect(0, 0, max(1, across), 1 << 20)
        lines = QFontMetrics(self.font()).boundingRect(box, flags, text)
        margins = self.contentsMargins()
        down = margins.top() + margins.bottom() + 2 * margin + (indent if align & ends else 0)
        return lines.height() + down

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # (hidden, it was shown whole: a page moved into its scroll area hides the line a
        # moment, and shown again at the same size it had no resize to fit it to its room)
        self._fit()

    # The layouts ask for the height of the wrapped words at a width several times per change
    # of them (the table's column settled, then the page, then the window, each invalidated in
    # turn), and for the sizes they want; QLabel lays the words out again each time. Its answers
    # for the words now are kept.
    _answers: dict[tuple[object, ...], object] | None = None

    def _shape(self) -> tuple[object, ...]:
        """What the label's sizes depend on but the font and the style (changeEvent)."""
        m = self.contentsMargins()
        margins = (m.left(), m.top(), m.right(), m.bottom(), self.margin(), self.indent())
        return (self.text(), *margins, int(self.alignment()), self.wordWrap())

    def _kept(self, question: tuple[object, ...], ask: Callable[..., Any], *args: Any) -> Any:
        key = (*question, *self._shape())
        answers = self._answers
        if answers is None or len(answers) > 32:
            answers = self._answers = {}
        if key not in answers:
            answers[key] = ask(*args)
        return answers[key]

    def heightForWidth(self, width: int) -> int:
        return int(self._kept(("height", width), super().heightForWidth, width))

    def sizeHint(self) -> QSize:
        return QSize(self._kept(("hint",), super().sizeHint))

    def minimumSizeHint(self) -> QSize:
        return QSize(self._kept(("least",), super().minimumSizeHint))

    def changeEvent(self, event: QEvent) -> None:
        # (the font or the style may have changed)
        self._answers = self._shown = None
        super().changeEvent(event)


class CaptionRoom(QObject):
    """Keeps `line`'s room (`InstructionLine.set_room`) at `share` of the height of `table` the
    window shows: the table's own, or in a page that scrolls (a sheet kept at the scale its
    words read at) its scroll area's viewport's, where the aside gives way as in any short
    window. `fit` on the table's resize; a window made shorter round a page held at its least
    size leaves the table as it is, and the viewport's new height comes as the scroll bar's new
    range."""

    def __init__(self, table: QWidget, line: InstructionLine, share: float) -> None:
        super().__init__(table)
        self._table, self._line, self.share = table, line, share
        self._area: QAbstractScrollArea | None = None

    def fit(self) -> None:
        table = self._table
        area = table.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is not self._area:  # (the page moved into a scroll area, or out of it)
            if self._area is not None and shiboken6.isValid(self._area):
                self._area.verticalScrollBar().rangeChanged.disconnect(self._range_changed)
            self._area = area
            if area is not None:
                area.verticalScrollBar().rangeChanged.connect(self._range_changed)
        height = table.height()
        if area is not None:
            height = min(height, area.viewport().height())
        # (on a small screen, where that share holds fewer than four lines, two lines at most:
        # a third, the aside's, takes height the sheet needs more, and the buttons name its keys)
        room, line = int(height * self.share), self._line
        if room < line.lines_height(4):
            room = min(room, line.lines_height(2))
        # (where the page does not scroll, the aside only in height the table has beyond its
        # least with the lead: shown in less, it made the table ask more than the window gives.
        # A Polish card table grown from 819x480 to 819x600 kept it, 2 px short, and its
        # page took the up-and-down bar and the narrow margins; one opened there had the lead)
        aside = line.aside_height()
        if aside > 0 and (area is None or area.verticalScrollBar().maximum() <= 0):
            lead_least = table.minimumSizeHint().height() - (aside if line.aside_shown else 0)
            if table.height() - lead_least < aside:
                room = min(room, aside) if room > 0 else aside  # (less than the whole takes)
        line.set_room(room)

    def _range_changed(self, _least: int, _most: int) -> None:
        self.fit()
