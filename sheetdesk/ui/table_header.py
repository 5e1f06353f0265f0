"""The table page's header (methods of table_page.py `TablePage`, and its row): who acts, fitted to
its width (only the players' names shortened, the words round them whole, on up to three lines, then
in smaller letters), and its buttons beside it, with narrow sides where the page has no room for
their usual ones; in a cramped window the header shorter, the game's number and round moved to the
side column; where even the buttons' narrow sides leave who acts no room beside them, who acts on a
line of its own above them (`_fit_header`, `HeaderRow.stack`). (Bound in `TablePage`'s own body, not
mixed in: PySide looks a QObject's methods up through its class's every base, and more bases cost a
click on a sheet; these run in its every layout pass and move.)"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QLayout, QPushButton

from .line_fit import (
    BOUND,
    names_within,
    short_words,
    whole_instead,
    widest_kept,
    within_lines,
)
from .palette import cramped, larger
from .plain import plain_tooltip
from .sheetkit.measured import measured_once
from .side_first import SideFirstLayout
from .style import BUTTON_SIDES_PX, TIGHT_SIDES_PX, text_px

if TYPE_CHECKING:
    from .table_page import TablePage

# the turn line's sizes (px, as designed): the heading's, then smaller where its words would
# not fit whole on three lines at that size
TURN_SIZES = (22, 18)
TURN_LINES = 2  # the turn line: a long name on a small screen takes two lines, then is shortened
# [design] the turn line's least width, whatever its words: they are fitted to the width it has
# (`_fit_turn_line`). Its longest word's width, before they were, made the page too wide for the
# window a moment (Giza in Greek with Larger text at 819×480: "(υπολογιστής)…" beside five
# buttons, 821 px, and a window free to grow grew to 837)
TURN_LEAST = 120


class HeaderRow(QHBoxLayout):
    """The table page's header row: who acts, then its buttons. With Larger text the buttons
    narrow their sides (`tight`, ui/style.py) where the page has no room for them with the
    usual ones (`TablePage._fit_header`), so the row's least width is theirs with narrow sides:
    the page fits a window of the app's least width rather than scroll sideways (Greek, with
    Larger text in a window 800 px wide and not short: the row with the usual sides asked 834
    px, and every table scrolled 50 px). Their height is the same either way: the row, and the
    table under it, keep theirs.

    That least width is each button's, set when its words, its look or its sides change
    (`fit_least`), not the row's own least size answered in Python: Qt asks that at every pass
    of the page's layout, several in a click on a sheet."""

    def __init__(self, buttons: Sequence[QPushButton]) -> None:
        super().__init__()
        self._buttons = buttons
        self.tight = False  # (the buttons' sides narrowed now)
        self.stacked = False  # (who acts above the buttons now, not beside them: `stack`)

    def _narrowed_by(self) -> int:
        """What the shown buttons' sides give up narrowed (nothing without Larger text: the
        usual text has no narrow sides for them)."""
        if not larger():
            return 0
        shown = sum(not button.isHidden() for button in self._buttons)
        return shown * 2 * (BUTTON_SIDES_PX - TIGHT_SIDES_PX)

    def whole_width(self, about: QLayout) -> int:
        """The row's least width with who acts in it (`about`), beside the buttons, whether it
        is there now or above them (`stack`)."""
        return self.minimumSize().width() + (about.minimumSize().width() if self.stacked else 0)

    def stack(self, about: QLayout, outer: QBoxLayout, stacked: bool) -> None:
        """Who acts (`about`) on a line of its own above the buttons (`stacked`), or back
        beside them. Where the row is wider than the page's room even with the buttons' narrow
        sides, the page scrolled sideways to show them (Polish with Larger text at 683x400:
        "Zacznij turę od nowa" and four more beside who acts, 742 px in 669); above them, who
        acts has the page's whole width for its words and the buttons keep theirs. (The
        buttons stay right, as beside it: a stretch takes its place in the row.)"""
        self.stacked = stacked
        if stacked:
            self.removeItem(about)
            self.insertStretch(0, 1)
            outer.insertLayout(outer.indexOf(self), about)
        else:
            outer.removeItem(about)
            stretch = self.itemAt(0)
            if stretch is not None:
                self.removeItem(stretch)
            self.insertLayout(0, about, 1)

    def usual_width(self, about: QLayout) -> int:
        """The row's least width with the buttons' usual sides and who acts (`about`) beside
        them (wherever it is now: the sides narrowed or not never hang on where it is, which
        hangs on them, so that the two settle)."""
        return self.whole_width(about) + self._narrowed_by()

    def fit_least(self) -> None:
        """Each button's least width: with Larger text and the usual sides, its width with
        narrow ones (its words whole); else its width as it is (Qt's, none set)."""
        narrow = larger() and not self.tight
        narrower = 2 * (BUTTON_SIDES_PX - TIGHT_SIDES_PX)
        for button in self._buttons:
            button.setMinimumWidth(button.sizeHint().width() - narrower if narrow else 0)


def _fit_turn_line(self: TablePage) -> None:
    # (each word measured once in a fit: it tries many shortenings at a few sizes)
    with measured_once():
        self._fit_turn_line_once()


def _fit_turn_line_once(self: TablePage) -> None:
    # a long name is shortened with "…" (the whole in the tooltip), the words around it kept
    label = self.turn_label
    text = self._turn_text
    self._hold_kept_words()
    width = label.contentsRect().width()
    # (a name no wider than half the line: the words around it keep their place)
    # (one line with Larger text in a short window; a narrow one with the usual text keeps
    # two: on one, "Teraz gra Zofia Kowalska" came out as "T… gra Z… K…" beside the buttons)
    lines = 1 if self._short and larger() else TURN_LINES
    # only a name is shortened, the words around it whole ("Παίζ… Ana" tells a child
    # nothing): else a line more for them, up to three, then the same in smaller letters;
    # only where a word alone is wider than the line is any word shortened
    # (each name kept on one line first: in the smaller letters, on a fourth line if it
    # takes one; "Teraz gra Gracz" over "2 — decyduje Gracz 1" read as two players)
    sheet, shown, small = "", None, TURN_SIZES[-1]
    tries = [(size, TURN_LINES + 1, True) for size in TURN_SIZES]
    tries += [(small, TURN_LINES + 2, True)] + [
        (size, TURN_LINES + 1, False) for size in TURN_SIZES
    ]
    for size, most, kept in tries if self._turn_names is not None else ():
        font = QFont(label.font())
        font.setPixelSize(text_px(size, larger()))
        shown = self._names_whole(text, font, width, lines, most, kept)
        sheet = "" if size == TURN_SIZES[0] else f"font-size: {font.pixelSize()}px;"
        if shown is not None:
            break
    if sheet != label.styleSheet():
        label.setStyleSheet(sheet)
    if shown is None:
        # (in the smaller letters, a line more: at the larger size on one, names were cut
        # to a letter, "Παίζει: Π… 3 — αποφασίζει: Γ…"; only then any word shortened)
        font = QFont(label.font())
        names = self._turn_names
        if names is not None:
            font.setPixelSize(text_px(TURN_SIZES[-1], larger()))
            named = short_words(text, font, width, names=names)
            shown = names_within(named, font, width, TURN_LINES + 2, names)
        if shown is None:
            shown = within_lines(short_words(text, font, width), font, width, lines)
    if shown != label.text():
        label.setText(shown)
    # (a name kept on one line is no shortening: no tip for it)
    tip = plain_tooltip(text) if shown.replace(BOUND, " ") != text else ""
    if tip != label.toolTip():
        label.setToolTip(tip)


def _hold_kept_words(self: TablePage) -> None:
    """The turn line at least as wide as the widest of the words round its names, in its
    smallest letters (each name's words may shorten, never those: at 683×400 with Larger
    text, 120 px showed "Παίζει: Zofia Kowalska — αποφασίζει: Ana" as "Παί… Zofi…")."""
    label, least = self.turn_label, TURN_LEAST
    if self._turn_names is not None:
        font = QFont(label.font())
        font.setPixelSize(text_px(TURN_SIZES[-1], larger()))
        frame = label.width() - label.contentsRect().width()
        # (3 px more: a line holds a word narrower than its width less 2, `line_fit`)
        words = widest_kept(self._turn_text, font, self._turn_names)
        least = max(least, words + frame + 3) if words else least
    if least != label.minimumWidth():
        label.setMinimumWidth(least)


def _names_whole(
    self: TablePage, text: str, font: QFont, width: int, lines: int, most: int, kept: bool
) -> str | None:
    """`text` on `lines` lines of `width` px, or up to `most`, with only the players' names
    shortened, and where `kept`, none of them broken between two lines (None: it does not
    fit so)."""
    names = self._turn_names
    named = short_words(text, font, width, names=names)
    shown = names_within(named, font, width, lines, names, max(lines + 1, most), kept)
    return None if shown is None else whole_instead(shown, text, font, width, names)


def _fit_header(self: TablePage) -> bool:
    """In a cramped window (palette.cramped: short, with Larger text or narrow) the header
    shorter: who acts shortened to one line (with Larger text; else two at most, as usual),
    the game's number and round at the top of the side column, the header's buttons with
    narrow sides (their words whole). The buttons' sides narrow too where the header with
    the usual ones is wider than the page's room (`HeaderRow`), the rest left as it is: its
    height and the table's stay. True: it changed.
    (In two lines over a two-line subtitle it took 110 of the 480 px of 1366x768 at 150 %,
    and left Giza's caption, pad and buttons 325 px.)"""
    short = cramped(self)
    header = self._header
    room = self._room()
    tight = short or header.usual_width(self._about) + 2 * SideFirstLayout.EDGE > room
    stacked = tight and header.whole_width(self._about) + 2 * SideFirstLayout.EDGE > room
    if short == self._short and tight == header.tight and stacked == header.stacked:
        return False
    if stacked != header.stacked:
        header.stack(self._about, self._outer, stacked)
    if short != self._short:
        self._short = short
        if short:
            self._about.removeWidget(self.progress_row)
            self.side_layout.insertWidget(0, self.progress_row)
        else:
            self.side_layout.removeWidget(self.progress_row)
            self._about.addWidget(self.progress_row)
    if tight != header.tight:
        header.tight = tight
        for button in self.header_buttons:
            button.setProperty("tight", tight)  # (ui/style.py: narrow sides with Larger text)
            button.style().unpolish(button)
            button.style().polish(button)
        header.fit_least()
    self._fit_turn_line()
    return True
