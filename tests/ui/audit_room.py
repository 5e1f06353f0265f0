"""The layout audit's checks of words and sheets given less room than the page has for them, one
line per defect (`audit.audit` runs them with the others):

- `words_shortened`: a label's ordinary word shown shortened with "…" ("Sym…" for
  "Symmetrical"), a word the whole of which its tooltip (or a caption's own text) holds; a
  name's word shortened is not one (the kit shortens names on purpose, the whole in the
  tooltip), nor a word whose "…" is its own ("Print…");
- `words_dropped`: a label (a title, a heading, a caption) showing less than the whole of
  what it states with whole words of it left out ("Σειρές…" for "Σειρές αριθμών", a title
  without its date), the whole known from the label (`whole`, a caption's `full`) or, where
  it shows "…", from its tooltip; a name's words giving way is not one (the app's name rules:
  initials, the first name alone), nor a form the page marks as deliberate
  (`ELSEWHERE`: a widget of the page named there, shown, holds every word left out: a tooltip
  alone is not enough);
- `pads_squeezed`: a sheet that scrolls in place (`LeastScaleArea`) given less width or height
  than its sheet's least size where the widgets beside it (or above and below it) hold at
  least as much room over their own least size: it scrolls while the page has room for it;
- `pads_low_in_scrolling_pages`: a sheet that scrolls in place lower than its sheet's least
  size inside a page that scrolls up and down anyway (the page gives it the height);
- `captions_wrapped`: a small sheet's caption (`SeatCaption`) showing its first line (the name
  and the points) broken in two, where the widgets beside it hold the room it lacks to show
  that line whole;
- `rows_hidden`: a table that shows its rows whole (`WholeRowsTable`: the scores so far) with
  rows out of its sight, where the lists beside it above and below (the log) and the room
  round it hold at least the height those rows lack: a family sees every player's score
  while the page has room for them.

`spare_room` is what the widgets round a widget could give it: the room they take over their
own least size, beside it (across) or above and below it (down), from its parent up to the
window or to the page a scroll area scrolls (past that, the page scrolls instead).
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QBoxLayout,
    QLabel,
    QLayout,
    QSizePolicy,
    QWidget,
)

from sheetdesk.ui.formatting import ELLIPSIS

# What these checks find today, not mended yet (each a pattern a finding is searched for): the
# audit leaves them out (`unknown`); remove each once it is mended.
KNOWN: tuple[str, ...] = (
    # a caption on another's small sheet in its game's shorter words ("Completed: 6" for
    # "Completed cards: 6", Greek "Συμπληρ.: 6"), where the whole would take one more line
    r"^SeatCaption shows .*, leaving out '(cards|karty|(Συμπληρωμένες )?κάρτες)' of .*"
    r"(Completed cards|Ukończone karty|Συμπληρωμένες κάρτες): \d+'$",
    # a pad lower than its sheet while its table has room under it, by what the pages before
    # left, in a table that declares it (`GameTable.pad_may_stay_low`)
    r"^sheet_area scrolls in place, \d+ px lower .*; its table lets its pad stay low$",
)

# A label's property naming (objectName) the widget of its page that shows whole what the label
# shows shorter on purpose: the words it leaves out are read there.
ELSEWHERE = "whole_shown_by"

# a word shown shortened: letters and "…" after them, as `elidedText` and the kit leave it
_CUT = re.compile(r"(\w+)" + ELLIPSIS)


def unknown(found: list[str]) -> list[str]:
    """`found` without what `KNOWN` holds."""
    return [line for line in found if not any(re.search(known, line) for known in KNOWN)]


def _least(widget: QWidget, across: bool) -> int:
    """`widget`'s least width (`across`) or height, as a layout counts it: its own least size
    where set, else its least size hint (its size hint where its policy does not let it
    shrink)."""
    own = widget.minimumWidth() if across else widget.minimumHeight()
    if own > 0:
        return own
    policy = widget.sizePolicy()
    way = policy.horizontalPolicy() if across else policy.verticalPolicy()
    shrinks = bool(way.value & QSizePolicy.PolicyFlag.ShrinkFlag.value)
    hint = widget.minimumSizeHint() if shrinks else widget.sizeHint()
    return max(0, hint.width() if across else hint.height())


def spare_room(widget: QWidget, top: QWidget, across: bool) -> tuple[int, str]:
    """The room (px) the shown widgets beside `widget` (`across`) or above and below it take
    over what they ask for (their size hint, their least size if more), and the room their
    layout leaves empty between and round them, at each level from its parent up to `top` or
    to the page a scroll area scrolls that way; and where the most of it is, named (only what
    `_gives` counts)."""
    spare, most, named = 0, 0, ""
    child = widget
    parent = widget.parentWidget()
    while parent is not None and child is not top:
        grand = parent.parentWidget()
        if isinstance(grand, QAbstractScrollArea) and grand.viewport() is parent:
            bar = grand.horizontalScrollBarPolicy() if across else grand.verticalScrollBarPolicy()
            if bar != Qt.ScrollBarPolicy.ScrollBarAlwaysOff:
                break  # (past a page that scrolls this way: it scrolls to show the rest)
        place = child.geometry()
        taken = place.width() if across else place.height()
        lined_up = 1
        for other in parent.children():
            if other is child or not isinstance(other, QWidget) or other.isWindow():
                continue
            if other.isHidden() or other.width() <= 0 or other.height() <= 0:
                continue
            shape = other.geometry()
            if across:
                lined = shape.top() < place.bottom() and place.top() < shape.bottom()
                asks = max(_least(other, True), other.sizeHint().width())
                give = shape.width() - asks
            else:
                lined = shape.left() < place.right() and place.left() < shape.right()
                asks = max(_least(other, False), other.sizeHint().height())
                give = shape.height() - asks
            if not lined or shape.intersects(place):
                continue  # (not in its line; or laid over it: a fade, not a part beside it)
            lined_up += 1
            taken += shape.width() if across else shape.height()
            if give > 0 and _gives(other):
                spare += give
                if give > most:
                    most, named = give, _name(other)
        layout = parent.layout()
        if _lines_up(layout, across):  # (the room its layout leaves empty: a stretch's)
            margins = layout.contentsMargins()
            inner = parent.contentsRect()
            room = (
                inner.width() - margins.left() - margins.right()
                if across
                else inner.height() - margins.top() - margins.bottom()
            )
            gaps = max(0, layout.spacing()) * (lined_up - 1)
            empty = room - taken - gaps
            if empty > 0:
                spare += empty
                if empty > most:
                    most, named = empty, f"{_name(parent)}'s empty room"
        if parent is top:
            break
        child, parent = parent, grand
    return spare, named


def _lines_up(layout: QLayout | None, across: bool) -> bool:
    """Whether `layout` puts its widgets one after another the way asked (a box layout's
    row, `across`, or column), so that the room it leaves empty is one of theirs to take. A
    grid's empty cell is not (its column's width is shared by the cells above it), nor is what
    a layout of the kit's own leaves (it places its parts by rules of its own)."""
    if not isinstance(layout, QBoxLayout):
        return False
    sideways = layout.direction() in (
        QBoxLayout.Direction.LeftToRight,
        QBoxLayout.Direction.RightToLeft,
    )
    return sideways == across


def _gives(widget: QWidget) -> bool:
    """Whether room `widget` takes over what it asks for is room to spare: not a scroll
    area's (less room, it scrolls or draws its sheet smaller), nor words' that wrap (narrower,
    they take more lines: a trade too), nor a widget's holding others (a row of buttons
    stretched: the room is its layout's to give, counted where it lies beside the widget)."""
    if isinstance(widget, QAbstractScrollArea) or widget.layout() is not None:
        return False
    return not widget.hasHeightForWidth()


def _name(widget: QWidget) -> str:
    return widget.objectName() or type(widget).__name__


def _names_words() -> set[str]:
    """The words of the seats' names the screen named lately (`formatting.named_seat`), and of
    the computer's mark ("(computer)", its short form "(comp.)": `formatting.marks`)."""
    from sheetdesk.ui.formatting import mark_words, named_names

    words = {word for name in named_names() for word in name.split()}
    return words | {word for mark in mark_words() for word in re.findall(r"\w+", mark)}


def words_shortened(walked: list[QWidget]) -> list[str]:
    """Shown labels with an ordinary word shortened with "…": the letters before it begin a
    longer word of the label's whole text (its tooltip, a caption's own text), not a name's."""
    problems: list[str] = []
    names: set[str] | None = None
    for widget in walked:
        if not isinstance(widget, QLabel) or ELLIPSIS not in widget.text():
            continue
        whole = (
            " ".join(
                str(text)
                for text in (getattr(widget, "full", ""), getattr(widget, "short", ""))
                if text
            )
            or widget.toolTip()
        )
        if not whole:
            continue
        if names is None:
            names = _names_words()
        player = str(getattr(widget, "player", "") or "").split()
        words = set(re.findall(r"\w+" + ELLIPSIS + r"?", whole))
        for cut in _CUT.findall(widget.text()):
            if cut + ELLIPSIS in words:
                continue  # (the word's own "…", as the whole has it)
            longer = sorted(w for w in words if w.startswith(cut) and w != cut)
            if not longer or any(n.startswith(cut) for n in (*names, *player)):
                continue
            problems.append(
                f"{_name(widget)} shows {cut + ELLIPSIS!r}, the word {longer[0]!r} shortened"
            )
    return problems


def _stated(widget: QLabel) -> str:
    """What label `widget` states whole: its own whole text (`whole`, `full_text`, a caption's
    `full`), or where it shows "…" its tooltip; "" where it states no more than it shows."""
    for attribute in ("whole", "full"):
        whole = getattr(widget, attribute, "")
        if isinstance(whole, str) and whole:
            return whole
    return widget.toolTip() if ELLIPSIS in widget.text() else ""


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.replace("\u00a0", " "))


def words_dropped(walked: list[QWidget]) -> list[str]:
    """Shown labels that leave whole words of what they state out (not a word cut inside it:
    `words_shortened`), but a name's words (its surname as an initial, its first name alone)
    and words the widget the label's `ELSEWHERE` names shows on the page."""
    from PySide6.QtGui import Qt as GuiQt
    from PySide6.QtGui import QTextDocumentFragment

    problems: list[str] = []
    names: set[str] | None = None
    shown_by_name = {w.objectName(): w for w in walked if w.objectName()}
    for widget in walked:
        if not isinstance(widget, QLabel):
            continue
        whole = _stated(widget)
        text = widget.text()
        if not whole or not text:
            continue
        if GuiQt.mightBeRichText(whole):  # (a tooltip's words: "<p>…</p>")
            whole = QTextDocumentFragment.fromHtml(whole).toPlainText()
        rich = widget.textFormat() == Qt.TextFormat.RichText
        if rich or (widget.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)):
            text = QTextDocumentFragment.fromHtml(text).toPlainText()
        shown = _words(text)
        cut = _CUT.findall(text)
        # (each word of the whole, in turn: shown, or begun by a word shown cut)
        left = [
            word
            for word in _words(whole)
            if word not in shown and not any(word.startswith(c) for c in cut)
        ]
        if not left:
            continue
        if names is None:
            names = _names_words()
        player = set(str(getattr(widget, "player", "") or "").split())
        left = [word for word in left if word not in names and word not in player]
        elsewhere = shown_by_name.get(str(widget.property(ELSEWHERE) or ""))
        if elsewhere is not None and isinstance(elsewhere, QLabel):
            there = set(_words(elsewhere.text()))
            left = [word for word in left if word not in there]
        if left:
            problems.append(
                f"{_name(widget)} shows {widget.text()!r}, leaving out {' '.join(left)!r} of "
                f"{whole!r}"
            )
    return problems


def pads_squeezed(top: QWidget, walked: list[QWidget]) -> list[str]:
    """Sheets scrolled in place (`LeastScaleArea`) narrower or lower than their sheet's least
    size by no more than the room the widgets beside them, or above and below them, hold over
    their own least size."""
    from sheetdesk.ui.sheetkit.scrolled import LeastScaleArea

    problems: list[str] = []
    for area in walked:
        if not isinstance(area, LeastScaleArea) or not area.scrolls():
            continue
        # (the room it shows: its viewport, with the room under its last whole line)
        least, port = area.least_size(), area.viewport()
        width, height = port.width(), port.height() + area.viewportMargins().bottom()
        for across, lacks in ((True, least.width() - width), (False, least.height() - height)):
            if lacks <= 0:
                continue
            spare, named = spare_room(area, top, across)
            if spare >= lacks:
                way = "narrower" if across else "lower"
                low = not across and getattr(_table_of(area), "pad_may_stay_low", False)
                problems.append(
                    f"{_name(area)} scrolls in place, {lacks} px {way} than its sheet's least "
                    f"size ({least.width()}x{least.height()}), while {spare} px to spare "
                    f"{'beside' if across else 'above and below'} it ({named} the most)"
                    + ("; its table lets its pad stay low" if low else "")
                )
    return problems


def _table_of(widget: QWidget | None) -> QWidget | None:
    """The game's table `widget` lies in (None: none)."""
    from sheetdesk.ui.game_table import GameTable

    while widget is not None and not isinstance(widget, GameTable):
        widget = widget.parentWidget()
    return widget


def pads_low_in_scrolling_pages(walked: list[QWidget]) -> list[str]:
    """Sheets scrolled in place (`LeastScaleArea`) lower than their sheet's least size inside a
    page that scrolls up and down anyway: there the page gives a sheet its height for the
    asking, and a family scrolls the page, not a strip of the sheet."""
    from sheetdesk.ui.sheetkit.scrolled import LeastScaleArea

    problems: list[str] = []
    for area in walked:
        if not isinstance(area, LeastScaleArea) or not area.scrolls():
            continue
        least, port = area.least_size(), area.viewport()
        lacks = least.height() - (port.height() + area.viewportMargins().bottom())
        holder = area.parentWidget()
        while holder is not None and not (
            isinstance(holder, QAbstractScrollArea)
            and holder.verticalScrollBar().maximum() > holder.verticalScrollBar().minimum()
        ):
            holder = holder.parentWidget()
        if lacks > 0 and holder is not None:
            problems.append(
                f"{_name(area)} scrolls in place, {lacks} px lower than its sheet's least size "
                f"({least.width()}x{least.height()}), in {_name(holder)}, which scrolls anyway"
            )
    return problems


def captions_wrapped(top: QWidget, walked: list[QWidget]) -> list[str]:
    """Small sheets' captions showing their first line (name and points) broken in two, where
    the widgets beside them hold the room it takes whole."""
    from sheetdesk.ui.sheetkit.seat_caption import SeatCaption

    problems: list[str] = []
    for caption in walked:
        if not isinstance(caption, SeatCaption) or not caption.full or not caption.player:
            continue
        first = caption.full.split("\n", 1)[0]
        shown = caption.text().split("\n")
        if len(shown) < 2 or not first.startswith(shown[0] + " "):
            continue  # (whole on its line, or its name shortened instead)
        # (the room that line takes whole, beside the symbol, as the caption measures it)
        need = caption.fontMetrics().horizontalAdvance(first) + 3 + caption.hang()
        lacks = need - (caption.contentsRect().width() - 2 * caption.margin())
        spare, named = spare_room(caption, top, True)
        if 0 < lacks <= spare:
            problems.append(
                f"caption {first!r} shows its name and points on two lines, {lacks} px short "
                f"of one, while {spare} px to spare beside it ({named} the most)"
            )
    return problems


def rows_hidden(top: QWidget, walked: list[QWidget]) -> list[str]:
    """Tables that show whole rows (`WholeRowsTable`) with rows out of sight, where the item
    views above and below them (a log: it scrolls, and gives way to the scores) hold over their
    least height, with the room `spare_room` finds, at least the height those rows lack."""
    from PySide6.QtWidgets import QAbstractItemView

    from sheetdesk.ui.whole_rows import WholeRowsTable

    problems: list[str] = []
    for table in walked:
        if not isinstance(table, WholeRowsTable) or table.rowCount() == 0:
            continue
        # (the room it shows its rows in: its viewport, with the room under its last whole row)
        shown = table.viewport().height() + table.viewportMargins().bottom()
        rows = sum(table.rowHeight(row) for row in range(table.rowCount()))
        lacks = rows - shown
        if lacks <= 0:
            continue
        spare, named = spare_room(table, top, False)
        most = spare
        parent = table.parentWidget()
        place = table.geometry()
        for other in [] if parent is None else parent.children():
            if other is table or not isinstance(other, QAbstractItemView) or other.isHidden():
                continue
            shape = other.geometry()
            if shape.left() < place.right() and place.left() < shape.right():
                give = shape.height() - _least(other, False)
                if give > 0:
                    spare += give
                    if give > most:
                        most, named = give, _name(other)
        if spare >= lacks:
            problems.append(
                f"{_name(table)} shows {rows - lacks} px of its {rows} px of rows, while "
                f"{spare} px to spare above and below it ({named} the most)"
            )
    return problems
