"""Is every text on screen whole? Checks for the labels and buttons of a widget tree: a text
wider than its label (no word wrap), a wrapped text taller than its label, a button (check box,
radio button) narrower than its text, a combo box narrower than its current choice, a line
edit narrower than its text (or its placeholder when empty), a cell of a list or table whose
text is elided, a widget cut off by the window's edge; controls lying over one another, cut off
by what holds them, or in a font too small to read."""

from __future__ import annotations

import itertools
import re

from PySide6.QtCore import QModelIndex, QPoint, QRect, QSize, Qt, QTextBoundaryFinder
from PySide6.QtGui import QFontMetrics
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionComboBox,
    QStyleOptionViewItem,
    QTabBar,
    QWidget,
)

# Qt's guess whether a label's text is rich text (in QtGui's Qt namespace, not QtCore's)
might_be_rich_text = GuiQt.mightBeRichText

# What a user reads or handles; their own parts (a spin box's text field) are not counted apart.
BREAK = "\u200b"  # a zero-width space: a place a line may break

CONTROLS = (QLabel, QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox)


def unbreakable(text: str) -> list[str]:
    """The pieces of `text` between the places a line may break, as Qt's text layout finds them
    (after a space, and after a hyphen as in "Κωνσταντίνος-Αλέξανδρος"), spaces left out."""
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
    pieces, start = [], 0
    while (end := finder.toNextBoundary()) != -1:
        if end > start:
            pieces.append(text[start:end].strip())
        start = end
    return [piece for piece in pieces if piece] or [""]


def broken_words(text: str) -> list[str]:
    """The words of `text` made breakable between their letters (a zero-width space between
    two letters): a line may then break inside the word, which a reader takes for two words."""
    return [
        f"{text!r} breaks the word {word.replace(BREAK, '')!r} between its letters"
        for word in re.split(r"\s+", text)
        if re.search(rf"\w{BREAK}\w", word)
    ]


def _shown(widget: QWidget, top: QWidget) -> bool:
    return widget.isVisibleTo(top) and widget.width() > 0 and widget.height() > 0


def clipped(top: QWidget, children: list[QWidget] | None = None) -> list[str]:
    """What is cut off in `top` now, one line each (empty: nothing). `children`: every widget
    under `top` (`top.findChildren(QWidget)`), if found already."""
    problems: list[str] = []
    area = QRect(QPoint(0, 0), top.size())
    for widget in top.findChildren(QWidget) if children is None else children:
        if not _shown(widget, top):
            continue
        name = widget.objectName() or type(widget).__name__
        if isinstance(widget, QLabel) and widget.text() and not widget.pixmap():
            inner = widget.contentsRect()
            metrics = widget.fontMetrics()
            if widget.wordWrap():
                plain = widget.textFormat() == Qt.TextFormat.PlainText or not might_be_rich_text(
                    widget.text()
                )
                if plain:  # the lines it wraps into, in the room inside its padding and border
                    room = QRect(0, 0, inner.width(), 100_000)
                    flags = int(Qt.TextFlag.TextWordWrap)
                    need = metrics.boundingRect(room, flags, widget.text()).height()
                    has = inner.height()
                else:
                    need, has = widget.heightForWidth(widget.width()), widget.height()
                if need > has + 1:
                    problems.append(f"{name}: {widget.text()!r} needs {need} px high, has {has}")
                problems.extend(f"{name}: {p}" for p in broken_words(widget.text()))
            else:
                shown = widget.text()
                if widget.buddy() is not None:  # a mnemonic's '&' is drawn as an underline
                    shown = re.sub(r"&(.)", r"\1", shown)
                need = max(metrics.horizontalAdvance(line) for line in shown.splitlines() or [""])
                if need > inner.width() + 1:
                    problems.append(
                        f"{name}: {widget.text()!r} needs {need} px wide, has {inner.width()}"
                    )
        elif isinstance(widget, QAbstractButton) and widget.text():
            need = widget.sizeHint().width()
            if need > widget.width() + 1:
                problems.append(
                    f"{name}: {widget.text()!r} needs {need} px wide, has {widget.width()}"
                )
        elif isinstance(widget, QComboBox) and widget.currentText():
            problem = _combo_clipped(widget)
            if problem:
                problems.append(f"{name}: {problem}")
        elif isinstance(widget, QLineEdit) and not widget.isReadOnly():
            problem = _edit_clipped(widget)
            if problem:
                problems.append(f"{name}: {problem}")
        elif isinstance(widget, QTabBar):
            problems.extend(f"{name}: {p}" for p in _tabs_clipped(widget))
            continue
        elif isinstance(widget, QHeaderView):
            problems.extend(f"{name}: {p}" for p in _sections_clipped(widget))
            continue
        elif isinstance(widget, QAbstractItemView):
            problems.extend(f"{name}: {p}" for p in _cells_clipped(widget))
            problems.extend(f"{name}: {p}" for p in cells_touching(widget))
            problems.extend(f"{name}: {p}" for p in scrolls_sideways(widget))
            continue
        else:
            continue
        # what scrolls shows in its scrolling area: that area must lie inside the window
        scrolled = [a for a in _ancestors(widget, top) if _is_viewport(a)]
        shown = scrolled[-1] if scrolled else widget
        corner = shown.mapTo(top, QPoint(0, 0))
        if not area.contains(QRect(corner, shown.size()).adjusted(1, 1, -1, -1)):
            problems.append(
                f"{name}: {getattr(widget, 'text', lambda: '')()!r} lies outside the window"
            )
    return problems


def _ancestors(widget: QWidget, top: QWidget) -> list[QWidget]:
    out = []
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        out.append(parent)
        parent = parent.parentWidget()
    return out


def controls(top: QWidget) -> list[QWidget]:
    """The controls shown in `top` (labels with a text, buttons, fields, choosers, numbers)."""
    found = []
    for widget in top.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or not _shown(widget, top):
            continue
        if isinstance(widget, QLabel) and not widget.text():
            continue
        if any(isinstance(a, CONTROLS) for a in _ancestors(widget, top)):
            continue  # a part of a control (the field in a spin box)
        found.append(widget)
    return found


def _name(widget: QWidget) -> str:
    text = getattr(widget, "text", lambda: "")()
    return f"{widget.objectName() or type(widget).__name__} {text!r}"


def _is_viewport(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    return isinstance(parent, QAbstractScrollArea) and parent.viewport() is widget


def seen_rect(widget: QWidget, top: QWidget) -> QRect:
    """The part of `widget` its holders let show, in `top`'s coordinates."""
    rect = QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())
    for holder in _ancestors(widget, top):
        rect &= QRect(holder.mapTo(top, QPoint(0, 0)), holder.size())
    return rect & QRect(QPoint(0, 0), top.size())


def overlaps(top: QWidget) -> list[str]:
    """Controls drawn over one another in `top` now (as much of each as shows), one line each."""
    shown = [(w, seen_rect(w, top)) for w in controls(top)]
    shown = [(w, r) for w, r in shown if not r.isEmpty()]
    problems = []
    for index, (first, first_rect) in enumerate(shown):
        for second, second_rect in shown[index + 1 :]:
            if first_rect.intersects(second_rect):
                common = first_rect & second_rect
                problems.append(
                    f"{_name(first)} and {_name(second)} overlap by "
                    f"{common.width()}×{common.height()} px"
                )
    return problems


def cut_off(top: QWidget) -> list[str]:
    """Controls that what holds them cuts off. In a scrolling area only a cut across counts (it
    scrolls up and down to show the rest); a control wholly scrolled away is not cut."""
    problems = []
    for widget in controls(top):
        full = QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())
        for holder in [*_ancestors(widget, top), top]:
            room = QRect(holder.mapTo(top, QPoint(0, 0)), holder.size())
            if _is_viewport(holder):
                if full.left() < room.left() or full.right() > room.right():
                    problems.append(f"{_name(widget)} is cut off sideways by its scrolling area")
                break  # beyond the scrolling area, the area itself is checked
            if not room.contains(full):
                holder_name = holder.objectName() or type(holder).__name__
                problems.append(f"{_name(widget)} is cut off by {holder_name}")
                break
    return problems


def small_texts(top: QWidget, points: float = 9.0) -> list[str]:
    """Controls whose text is smaller than `points` (at the screen's logical resolution)."""
    problems = []
    for widget in controls(top):
        font = widget.font()
        size = font.pointSizeF()
        if size <= 0:  # a size in pixels (the style sheet's)
            size = font.pixelSize() * 72.0 / widget.logicalDpiY()
        if size < points - 0.01:
            problems.append(f"{_name(widget)}: {size:.1f} pt")
    return problems


def _combo_clipped(combo: QComboBox) -> str:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    need = combo.fontMetrics().horizontalAdvance(combo.currentText())
    if not combo.itemIcon(combo.currentIndex()).isNull():
        need += combo.iconSize().width() + 4
    if need > field.width() + 1:
        return f"{combo.currentText()!r} needs {need} px wide, has {field.width()}"
    return ""


def _edit_clipped(edit: QLineEdit) -> str:
    text = edit.text() or edit.placeholderText()
    if not text:
        return ""
    margins = edit.textMargins()
    room = edit.contentsRect().width() - margins.left() - margins.right() - 4  # Qt's own margin
    need = edit.fontMetrics().horizontalAdvance(text)
    if need > room + 1:
        return f"{text!r} needs {need} px wide, has {room}"
    return ""


def _tabs_clipped(bar: QTabBar) -> list[str]:
    """Tabs whose title is elided, or that lie past the bar's end (behind its scroll arrows)."""
    problems: list[str] = []
    padding = 2 * bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar) // 2
    for index in range(bar.count()):
        if not bar.isTabVisible(index):
            continue
        text, rect = bar.tabText(index).replace("&", ""), bar.tabRect(index)
        need = bar.fontMetrics().horizontalAdvance(text) + padding
        if need > rect.width() + 1 or rect.right() > bar.width() or rect.left() < 0:
            problems.append(
                f"tab {text!r} needs {need} px wide, has {rect.width()} at {rect.x()} of "
                f"{bar.width()}"
            )
    return problems


def _sections_clipped(header: QHeaderView) -> list[str]:
    """Header sections (a table's column or row titles) narrower or lower than their text."""
    model = header.model()
    if model is None:
        return []
    problems: list[str] = []
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    metrics = header.fontMetrics()
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        text = model.headerData(section, header.orientation(), Qt.ItemDataRole.DisplayRole)
        if not text:
            continue
        size = metrics.size(0, str(text))
        room = (
            header.sectionSize(section)
            if header.orientation() == Qt.Orientation.Horizontal
            else header.width()
        )
        high = (
            header.height()
            if header.orientation() == Qt.Orientation.Horizontal
            else header.sectionSize(section)
        )
        if size.width() + 2 * margin > room + 1 or size.height() > high + 1:
            problems.append(
                f"title {str(text)[:40]!r} needs {size.width() + 2 * margin}x{size.height()} px, "
                f"has {room}x{high}"
            )
    return problems


def _whole_in_tip(view: QAbstractItemView, index: object, text: str) -> bool:
    """Whether a cell the view shortens with "…" offers its whole text in its tooltip."""
    from sheetdesk.ui.plain import plain_tooltip

    if view.textElideMode() == Qt.TextElideMode.ElideNone:
        return False
    tip = index.data(Qt.ItemDataRole.ToolTipRole)  # type: ignore[attr-defined]
    return bool(tip) and (tip == plain_tooltip(text) or text in str(tip))


def _cells_clipped(view: QAbstractItemView) -> list[str]:
    """Cells whose text the view elides (or cuts) because their column or row is too small."""
    model = view.model()
    if model is None:
        return []
    problems: list[str] = []
    viewport = view.viewport().rect()
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view)
    root = view.rootIndex()
    try:
        columns = model.columnCount(root)
    except TypeError:  # a list's model hides it: one column
        columns = 1
    rows = range(model.rowCount(root))
    # a list of rows one under the other (a game's log, hundreds of rows): only the rows from
    # the one at the viewport's top down to the first below it can show (asking each row where
    # it is cost as much as the rest of the page's checks)
    listed = (
        isinstance(view, QListView)
        and view.viewMode() == QListView.ViewMode.ListMode
        and view.flow() == QListView.Flow.TopToBottom
        and not view.isWrapping()
    )
    if listed:
        first = view.indexAt(viewport.topLeft())
        rows = range(first.row() if first.isValid() else 0, rows.stop)
    for row in rows:
        for column in range(columns):
            index = model.index(row, column, root)
            rect = view.visualRect(index)
            if listed and rect.isValid() and rect.top() > viewport.bottom():
                return problems  # (and every row after it)
            text = index.data(Qt.ItemDataRole.DisplayRole)
            if not text or not rect.isValid() or not viewport.intersects(rect):
                continue
            wraps = bool(getattr(view, "wordWrap", lambda: False)())
            need = cell_need(view, index, rect)
            if wraps:  # a wrapped cell elides a piece it cannot break that is wider than it
                font = index.data(Qt.ItemDataRole.FontRole) or view.font()
                shown = shown_text(view, index, rect)  # (as its delegate shows it)
                short = "…" in shown and "…" not in str(text)
                if short and not _whole_in_tip(view, index, str(text)):
                    problems.append(f"cell {row},{column} {shown[:40]!r} shortened, no tip")
                piece = max(unbreakable(shown), key=QFontMetrics(font).horizontalAdvance)
                need.setWidth(QFontMetrics(font).horizontalAdvance(piece) + 2 * (margin + 1))
            wide = need.width() > rect.width() + 1
            high = need.height() > rect.height() + 1
            if wide and not high and not wraps and _whole_in_tip(view, index, str(text)):
                continue  # shortened with "…" by design, the whole in its tooltip
            if wide or high:
                problems.append(
                    f"cell {row},{column} {str(text)[:40]!r} needs {need.width()}x"
                    f"{need.height()} px, has {rect.width()}x{rect.height()}"
                )
    return problems


def shown_text(view: QAbstractItemView, index: QModelIndex, rect: QRect) -> str:
    """The words `view`'s delegate shows for `index` in `rect` (a piece too wide for a
    wrapped cell may be shortened)."""
    option = QStyleOptionViewItem()
    option.initFrom(view)
    option.rect = rect
    option.font = view.font()
    option.widget = view
    option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
    delegate = view.itemDelegateForIndex(index)
    if not isinstance(delegate, QStyledItemDelegate):
        return str(index.data(Qt.ItemDataRole.DisplayRole))
    delegate.initStyleOption(option, index)
    return str(option.text)  # type: ignore[attr-defined]


def names_broken(view: QAbstractItemView, column: int, names: list[str]) -> list[str]:
    """Where `view`'s `column` (a wrapped list's names) shows one of `names` not within one
    piece a line cannot break (whole, or shortened with "…": "Κωνσταντίνος-" over "Αλέξανδρος"
    reads as two players), or a computer's mark cut ("(υπολογι…": its short form is there for
    a narrow column)."""
    from sheetdesk.ui.formatting import marks

    (_, whole), (_, short) = marks()
    model, problems = view.model(), []
    for row in range(model.rowCount()):
        index = model.index(row, column)
        text = str(index.data(Qt.ItemDataRole.DisplayRole))
        shown = shown_text(view, index, view.visualRect(index))
        pieces = [" ".join(p.replace("\u2060", "").split()) for p in unbreakable(shown)]
        said = " ".join(text.replace("\u2060", "").split())
        for name in (n for n in names if n in said):
            if not any(
                name in piece or ("…" in piece and name.startswith(piece.split("…")[0]))
                for piece in pieces
            ):
                problems.append(f"{row},{column} {name!r} in {pieces}")
        if text.count(whole.strip()) > shown.count(whole.strip()) + shown.count(short.strip()):
            problems.append(f"{row},{column} a mark cut in {pieces}")
    return problems


def cell_need(view: QAbstractItemView, index: QModelIndex, rect: QRect) -> QSize:
    """The size `view`'s delegate asks for `index` drawn in `rect` (its words wrapped to the
    rect's width where the view wraps them), as the view lays the cell out."""
    option = QStyleOptionViewItem()
    option.initFrom(view)
    option.rect = rect
    option.font = view.font()
    if bool(getattr(view, "wordWrap", lambda: False)()):
        option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
    return view.itemDelegateForIndex(index).sizeHint(option, index)


def cells_touching(view: QAbstractItemView) -> list[str]:
    """Cells side by side whose words are centred in them (a score card's) and come closer to
    each other than a letter's width: whole each, they read as one run of words across the
    line between them ("…24 πόντοι6 μπόνους…")."""
    model = view.model()
    if model is None or not hasattr(view, "columnAt"):
        return []
    problems: list[str] = []
    viewport = view.viewport().rect()
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    wraps = bool(getattr(view, "wordWrap", lambda: False)())
    root = view.rootIndex()
    for row in range(model.rowCount(root)):
        inks: list[tuple[int, str, int, int, int]] = []  # (column, words, left, right, least)
        for column in range(model.columnCount(root)):
            index = model.index(row, column, root)
            rect = view.visualRect(index)
            text = index.data(Qt.ItemDataRole.DisplayRole)
            align = index.data(Qt.ItemDataRole.TextAlignmentRole)
            centred = align is not None and int(align) & int(Qt.AlignmentFlag.AlignHCenter)
            if not text or not centred or index.data(Qt.ItemDataRole.DecorationRole) is not None:
                continue
            if not rect.isValid() or not viewport.intersects(rect):
                continue
            font = index.data(Qt.ItemDataRole.FontRole) or view.font()
            metrics = QFontMetrics(font)
            room = rect.adjusted(margin, 0, -margin, 0)
            flags = int(align) | (int(Qt.TextFlag.TextWordWrap) if wraps else 0)
            laid = metrics.boundingRect(room, flags, str(text))
            inks.append((column, str(text), laid.left(), laid.right(), metrics.averageCharWidth()))
        for (a, words, _, right, least), (b, _w, left, _, other) in itertools.pairwise(inks):
            if b == a + 1 and left - right - 1 < max(least, other):
                problems.append(
                    f"cells {row},{a} and {row},{b}: {words[:40]!r} {left - right - 1} px from "
                    f"the words beside it (a letter is {max(least, other)})"
                )
    return problems


def scrolls_sideways(view: QAbstractItemView) -> list[str]:
    """A table of cells side by side with their words centred (a score card: players' columns)
    wider than its room, so that it scrolls sideways: the columns out of sight read as missing
    (the page lays them out again to fit: names and words on two lines, smaller type)."""
    model = view.model()
    if model is None or not hasattr(view, "columnWidth") or model.columnCount() < 2:
        return []
    index = model.index(0, 0)
    align = index.data(Qt.ItemDataRole.TextAlignmentRole) if index.isValid() else None
    if align is None or not int(align) & int(Qt.AlignmentFlag.AlignHCenter):
        return []
    bar = view.horizontalScrollBar()
    wide = sum(view.columnWidth(c) for c in range(model.columnCount()))
    room = view.viewport().width()
    if bar.maximum() > 0 and wide > room:
        return [
            f"its {model.columnCount()} columns are {wide} px wide, it has {room}: "
            "it scrolls sideways"
        ]
    return []
