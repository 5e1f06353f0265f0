"""The layout audit's checks: what a family would see wrong on a page at a screen size, found by
walking the real widget tree (and the text a sheet's scene paints), one line per defect.

- `too_big`: a window or dialog larger than the screen's available area (a dialog also needs
  room for its title bar);
- `overlaps`: two visible sibling widgets drawn over each other;
- `cut_off`: a visible widget reaching out of its parent (inside a scroll area's viewport a
  widget may reach out: it scrolls);
- `lines_cut`: a list, a table, a scrolled text, a text box or a sheet scrolled in place whose
  viewport ends through a line (a row, a text's line or a sheet's row half shown at its bottom
  reads as its last), and a page that scrolls or a scroll area of rows of widgets (a dialog's
  seat rows, its buttons) ending through a part or a row without its fade (ui/scroll_fade.py);
- `top_lines_cut`: a scrolled text (a text box, a scroll area's word-wrapped label) or a form
  that scrolls showing whole lines (`WholeWidgetLines`: Head to head) whose viewport begins
  through a line (its top cut off at the top edge);
- `lines_cut_scrolled`: the same texts and forms dragged to their middle and to their end as a
  reader does: a line cut at either edge, a picture cut, or at the end the last line not in
  sight;
- `pictures_cut`: a text box whose picture floated beside its lines is cut by its viewport's end
  where the box's room would show it whole (its viewport ended at the lines' end, above the
  picture's bottom) and no line would be cut at the picture's bottom instead;
- `over_frames`: a label whose words are set over its frame (the style's border and padding
  round a note: a contents margin set without the frame's widths puts them on its border);
- `rows_overlap`: a list's or table's rows in sight lying over each other, or a row with less
  room (to the next row's top) than its words need at the width it is drawn at;
- `under_bars`: in any scroll area, words that reach past the width its viewport shows and
  scrolls to (under its vertical scroll bar, or past its edge with no sideways scroll): a
  scrolled label's laid-out lines, any other text widget's rectangle, a view's contents, a
  view in it (a small sheet) reaching past that width, cut there;
- `bars_off_ranges`: a scroll area's bar shown as needed whose shown state disagrees with its
  range once the page is laid out: a bar shown with nothing to scroll (the room beside it, or
  under it, taken for nothing), or hidden with something to scroll (the words beyond it out of
  reach, or laid out under where it belongs);
- `fit.clipped`: a text that does not fit its label, button, box or cell;
- `key_marks`: a button whose words and tooltip name different keys (a game button that lost
  its "(R)"), or two buttons shown marking one key or one Alt letter;
- `small_text`: text under 9 pt, in widgets (their fonts) and drawn in a sheet's scene (at its
  size on screen, through the view's transform; `scene_text` finds it, swappable);
- `small_writer_sheet`: the acting player's big sheet drawn smaller than another player's small
  sheet beside it;
- `picture_problems`: the same inside the rules pictures (images: `picture_texts` paints the
  scene a picture is drawn from, at the size it is shown);
- `in_scene`: inside each sheet's scene, what the kit was asked to draw (`sheetkit.measure`'s
  `Stated`, recorded while `scene_text` paints the view, item by item): a text left out (except
  on the others' small sheets, which show what is legible by design), a text whose glyphs are cut
  by its own box, by the item drawing it (its bounds, or a clip it sets) or by the view, and a
  text lying under another text or a mark (a magnifier, a hint's tag or outline, a placement's
  badge, the keyboard focus ring), a text cut short with "…" (but on the others' small sheets),
  and a text whose glyphs a line drawn before it crosses or touches (a ring, a frame, a seal's
  edge: `audit_strokes`), or that another item paints over afterwards (a card's fill or frame
  over a title's descenders: `texts_covered`);
- `words_shortened`, `words_dropped`, `pads_squeezed`, `captions_wrapped`, `rows_hidden`
  (audit_room.py): a label's ordinary word shortened with "…", whole words of what a label
  states left out, a sheet scrolled in place, a caption's name and points broken in two and a
  table's rows (the scores so far) out of sight where the widgets round them have the room
  they lack (but for its `KNOWN`).

`audit(top, screen)` runs them all.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QFont,
    QGuiApplication,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QTextDocument,
    QTextFormat,
    QTextFrameFormat,
    QTextOption,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSlider,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QScrollArea,
    QStackedWidget,
    QStyleOptionGraphicsItem,
    QTextEdit,
    QWidget,
)

from sheetdesk.ui.scroll_fade import fades
from sheetdesk.ui.sheetkit.measure import Stated, blank_device, glancing, painting, stating
from sheetdesk.ui.sheetkit.scrolled import LeastScaleArea
from sheetdesk.ui.sheetkit.view import SHEET_VIEW
from sheetdesk.ui.whole_lines import WholeWidgetLines, document_spans, line_spans
from sheetdesk.ui.whole_rows import row_spans
from tests.ui.audit_room import (
    captions_wrapped,
    pads_squeezed,
    rows_hidden,
    unknown,
    words_dropped,
    words_shortened,
)
from tests.ui.audit_strokes import (
    Stroke,
    stroke_grid,
    stroking,
    texts_covered,
    texts_on_lines,
)
from tests.ui.fit import cell_need, clipped
from tests.ui.key_marks import key_marks

MIN_POINTS = 9.0
TITLE_BAR = 32  # a dialog's title bar, drawn by the window manager outside its client area


def _attribute(widget: QWidget) -> str:
    """The name an ancestor keeps `widget` under (a table's `big_view`, `shared_view` …)."""
    parent = widget.parentWidget()
    while parent is not None:
        for name, value in vars(parent).items():
            if value is widget:
                return f"{type(parent).__name__}.{name}"
        parent = parent.parentWidget()
    return ""


def _name(widget: QWidget) -> str:
    # (a sheet's view is named by the attribute its table keeps it under: every one of them
    # bears the same object name, SHEET_VIEW)
    if isinstance(widget, QGraphicsView) and widget.objectName() in ("", SHEET_VIEW):
        return _attribute(widget) or type(widget).__name__
    text = getattr(widget, "text", None)
    shown = ""
    if callable(text) and not isinstance(widget, QLineEdit):
        try:
            value = text()
        except TypeError:  # (a widget's own `text` that asks for more: a table's words by key)
            value = ""
        if isinstance(value, str) and value:
            shown = f" {value[:40]!r}"
    return f"{widget.objectName() or type(widget).__name__}{shown}"


def _shown(widget: QWidget, top: QWidget) -> bool:
    return widget.isVisibleTo(top) and widget.width() > 0 and widget.height() > 0


def _dpi() -> float:
    screen = QGuiApplication.primaryScreen()
    return screen.logicalDotsPerInch() if screen is not None else 96.0


def font_points(font: QFont, dpi: float | None = None) -> float:
    """A widget font's size in points (a pixel size is converted at the screen's logical dpi)."""
    if font.pointSizeF() > 0:
        return font.pointSizeF()
    return font.pixelSize() * 72.0 / (dpi or _dpi())


# --- the window's size ---------------------------------------------------------------------------


def too_big(top: QWidget, screen: QSize) -> list[str]:
    """The window larger than the screen's available area `screen` (a main window is shown
    maximised at it). A dialog counts with its frame, title bar included, as the window system
    reports it once shown, and at least TITLE_BAR high (no frame known yet, or the offscreen
    platform's 2 px edges: a window manager's title bar is about that high)."""
    frame = top.frameGeometry().size() - top.geometry().size()
    if isinstance(top, QMainWindow):
        frame = QSize(0, 0)
    else:
        frame.setHeight(max(frame.height(), TITLE_BAR))
    size = top.size().expandedTo(top.minimumSize()) + frame
    if size.width() > screen.width() or size.height() > screen.height():
        return [
            f"{_name(top)} is {size.width()}x{size.height()} with its frame, the screen has "
            f"room for {screen.width()}x{screen.height()}"
        ]
    return []


# --- overlaps and cut-offs -----------------------------------------------------------------------


def _scrolled(widget: QWidget) -> bool:
    """`widget` is the scrolled contents of a scroll area (it may reach out of the viewport)."""
    parent = widget.parentWidget()
    grand = parent.parentWidget() if parent is not None else None
    return isinstance(grand, QAbstractScrollArea) and grand.viewport() is parent


def _internal(parent: QWidget) -> bool:
    """Children a Qt widget arranges itself (a scroll area's viewport and bars, a spin box's
    line edit, a combo box's popup): Qt's own stacking, not the app's layout."""
    return isinstance(parent, QAbstractScrollArea | QComboBox | QStackedWidget) or (
        type(parent).__module__.startswith("PySide6")
        and not isinstance(parent, QMainWindow)
        and type(parent).__name__ not in ("QWidget", "QFrame", "QGroupBox", "QDialog")
    )


def _walk(top: QWidget, children: list[QWidget] | None = None) -> Iterator[QWidget]:
    """The shown widgets under `top` that are no windows (of `children`: every widget under it,
    if found already)."""
    for widget in top.findChildren(QWidget) if children is None else children:
        if widget.isWindow() or not _shown(widget, top):
            continue
        yield widget


def overlaps(top: QWidget, walked: list[QWidget] | None = None) -> list[str]:
    """Visible siblings whose rectangles intersect (touching edges are fine). `walked`: what
    `_walk(top)` finds, if known already."""
    problems: list[str] = []
    walked = list(_walk(top)) if walked is None else walked
    # each shown widget under its parent, in the order of its parent's children (what `_walk`
    # finds is every shown widget that is no window: asking each child again cost as much)
    by_parent: dict[int, list[QWidget]] = {}
    for widget in walked:
        by_parent.setdefault(id(widget.parentWidget()), []).append(widget)
    parents: dict[int, tuple[QWidget, list[QWidget]]] = {}
    for widget in [top, *walked]:
        kids = by_parent.get(id(widget), [])
        if len(kids) > 1 and not _internal(widget):
            parents[id(widget)] = (widget, kids)
    for parent, kids in parents.values():
        for i, a in enumerate(kids):
            for b in kids[i + 1 :]:
                common = a.geometry().intersected(b.geometry())
                if common.width() > 1 and common.height() > 1:
                    problems.append(
                        f"{_name(a)} and {_name(b)} overlap by {common.width()}x"
                        f"{common.height()} px (in {_name(parent)})"
                    )
    return problems


def cut_off(top: QWidget, walked: list[QWidget] | None = None) -> list[str]:
    """Visible widgets reaching out of their parent (each cut reported where it happens)."""
    problems: list[str] = []
    for widget in _walk(top) if walked is None else walked:
        parent = widget.parentWidget()
        if parent is None or _scrolled(widget) or _internal(parent):
            continue
        inside = parent.rect().adjusted(-1, -1, 1, 1)
        if not inside.contains(widget.geometry()):
            g = widget.geometry()
            problems.append(
                f"{_name(widget)} is cut off: at {g.x()},{g.y()} {g.width()}x{g.height()} in "
                f"{_name(parent)} of {parent.width()}x{parent.height()}"
            )
    return problems


def lines_cut(walked: list[QWidget]) -> list[str]:
    """Shown lists and tables, scroll areas of a word-wrapped label, text boxes (their
    document's lines), sheets scrolled in place (`LeastScaleArea`: their rows of boxes and
    words, `SheetScene.lines`), and pages that scroll and scroll areas of rows of widgets (a
    dialog's seat rows) that do not fade at their bottom edge (`fades`), whose viewport ends
    through a row or a line of text, with a whole one above it (a row is a line, however many
    lines its words wrap to)."""
    problems: list[str] = []
    for widget in walked:
        if isinstance(widget, QAbstractItemView):
            spans = row_spans(widget)
        elif isinstance(widget, LeastScaleArea):
            spans = widget.line_spans()
        elif isinstance(widget, QTextEdit):
            spans = document_spans(widget)
        elif _page_area(widget):
            if fades(widget):
                continue  # (its bottom edge reads as going on below: ui/scroll_fade.py)
            spans = _page_spans(widget, walked)
        elif isinstance(widget, QScrollArea) and isinstance(widget.widget(), QLabel):
            label = widget.widget()
            if not label.wordWrap():
                continue
            spans = [(a + label.y(), b + label.y()) for a, b in line_spans(label)]
        elif isinstance(widget, QScrollArea) and widget.widget() is not None:
            if fades(widget):
                continue  # (its bottom edge reads as going on below: ui/scroll_fade.py)
            spans = _widget_rows(widget)
        else:
            continue
        end = widget.viewport().height()
        for top, bottom in spans:
            if 0 < top < end < bottom - 0.5:
                problems.append(
                    f"{_name(widget)} ends through a line: its view ends at {end} px, in the "
                    f"line {top:.0f}..{bottom:.0f}"
                )
                break
    return problems


def _text_lines(widget: QWidget) -> list[tuple[float, float]] | None:
    """A scrolled text view's lines (a text box's, a scroll area's word-wrapped label's) or a
    form's that scrolls showing whole lines (`WholeWidgetLines`: its page's widgets in rows, as
    `_widget_rows` finds them, not the lines the area is told) as (top, bottom) in its
    viewport's pixels, as scrolled now; None for any other widget."""
    if isinstance(widget, QTextEdit):
        return document_spans(widget)
    if isinstance(widget, WholeWidgetLines):
        return _widget_rows(widget)
    if isinstance(widget, QScrollArea) and isinstance(widget.widget(), QLabel):
        label = widget.widget()
        if label.wordWrap():
            return [(a + label.y(), b + label.y()) for a, b in line_spans(label)]
    return None


def top_lines_cut(walked: list[QWidget]) -> list[str]:
    """Shown scrolled text views (text boxes, scroll areas of a word-wrapped label) and forms
    that scroll showing whole lines (`WholeWidgetLines`) whose viewport begins through a line:
    a line shown from below its top at the view's top edge (more than half a pixel of it
    above that edge, more than half a pixel in sight)."""
    problems: list[str] = []
    for widget in walked:
        spans = _text_lines(widget)
        for top, bottom in spans or ():
            if top < -0.5 and bottom > 0.5:
                problems.append(
                    f"{_name(widget)} begins through a line: the line {top:.0f}..{bottom:.0f} "
                    "is cut at its top edge"
                )
                break
    return problems


def lines_cut_scrolled(walked: list[QWidget]) -> list[str]:
    """Shown scrolled text views (and forms showing whole lines) with more lines than they
    show, dragged by the scroll bar to the middle and to the end, as a reader does: a line cut
    at the top edge or at the bottom, a picture cut, and at the end the last line not in
    sight. Each is put back where it was."""
    problems: list[str] = []
    for widget in walked:
        if _text_lines(widget) is None:
            continue
        bar = widget.verticalScrollBar()  # type: ignore[attr-defined]
        if bar.maximum() <= 0:
            continue
        kept = bar.value()
        for where in ("the middle", "the end"):
            if where == "the end":
                bar.triggerAction(QAbstractSlider.SliderAction.SliderToMaximum)
            else:
                bar.setSliderPosition(bar.maximum() // 2)  # (dragged: the value follows it)
            found = top_lines_cut([widget]) + lines_cut([widget]) + pictures_cut([widget])
            spans = _text_lines(widget) or []
            room = widget.viewport().height() + widget.viewportMargins().bottom()  # type: ignore[attr-defined]
            if where == "the end" and spans and spans[-1][1] > room + 0.5:
                found.append(f"{_name(widget)} does not show its last line at its end")
            problems += [f"scrolled to {where} ({bar.value()} px): {p}" for p in found]
        bar.setValue(kept)
    return problems


def pictures_cut(walked: list[QWidget]) -> list[str]:
    """Shown text boxes with a floated picture (a frame of their document out of the flow) whose
    top is in sight, cut by the viewport's end though the room the box has (its viewport and the
    margin left empty below it) shows it whole, and no line of the text is cut at its bottom."""
    problems: list[str] = []
    for widget in walked:
        if not isinstance(widget, QTextEdit):
            continue
        document = widget.document()
        layout = document.documentLayout()
        down = widget.verticalScrollBar().value()
        end = widget.viewport().height()
        room = end + widget.viewportMargins().bottom()
        lines = document_spans(widget)
        for frame in document.rootFrame().childFrames():
            if frame.frameFormat().position() == QTextFrameFormat.Position.InFlow:
                continue
            rect = layout.frameBoundingRect(frame).translated(0, -down)
            top, bottom = rect.top(), rect.bottom()
            fits = top >= 0 and end < bottom - 0.5 and bottom <= room + 0.5
            if fits and not any(a < bottom < b for a, b in lines):
                problems.append(
                    f"{_name(widget)} cuts a picture: its view ends at {end} px, the "
                    f"picture at {top:.0f}..{bottom:.0f}, the room {room} px"
                )
    return problems


def over_frames(walked: list[QWidget]) -> list[str]:
    """Shown labels with words whose contents reach over their frame: QFrame's frame rectangle
    (the contents grown by the frame's widths, a style's border and padding) reaching out of the
    label, its words then on the border or past it."""
    problems: list[str] = []
    for widget in walked:
        if isinstance(widget, QLabel) and _shows_text(widget):
            frame = widget.frameRect()
            if not widget.rect().contains(frame):
                inner = widget.contentsRect()
                problems.append(
                    f"{_name(widget)}: its words lie on its frame (from {inner.x()},"
                    f"{inner.y()}, within the {inner.x() - frame.x()} px across and "
                    f"{inner.y() - frame.y()} px down of its border and padding)"
                )
    return problems


def _widget_rows(area: QScrollArea) -> list[tuple[float, float]]:
    """The rows of the widgets `area` scrolls (its widget's children shown, side by side or one
    under another: widgets whose heights overlap are one row, as a grid's row of a label, a
    field and a chooser or a line of buttons), as (top, bottom) in its viewport's pixels, top to
    bottom."""
    holder = area.widget()
    children = [c for c in holder.children() if isinstance(c, QWidget) and not c.isHidden()]
    spans: list[tuple[float, float]] = []
    for child in sorted(children, key=lambda c: c.y()):
        top = holder.y() + child.y()
        bottom = top + child.height()
        if spans and top < spans[-1][1]:
            spans[-1] = (spans[-1][0], max(spans[-1][1], bottom))
        else:
            spans.append((top, bottom))
    return spans


def _page_area(widget: QWidget) -> bool:
    """A scroll area holding a page of mixed parts: a page held at its least size
    (`PageScroll`), the others' small sheets."""
    from sheetdesk.ui.window_pages import PageScroll

    return isinstance(widget, PageScroll) or (
        isinstance(widget, QScrollArea) and widget.objectName() == "others_scroll"
    )


def _page_spans(area: QScrollArea, walked: list[QWidget]) -> list[tuple[float, float]]:
    """The lines of the page `area` scrolls, as (top, bottom) in its viewport's pixels, top to
    bottom: a sheet's rows of boxes and words (`SheetScene.lines`), a word-wrapped label's
    lines, any other part with nothing shown inside it whole (a button, a card's picture)."""
    from sheetdesk.ui.sheetkit.scene import SheetScene

    port, page = area.viewport(), area.widget()
    parents = {id(w.parentWidget()) for w in walked}
    spans: list[tuple[float, float]] = []
    for widget in walked:
        if page is None or not page.isAncestorOf(widget) or _area_of(widget) is not area:
            continue
        down = widget.mapTo(port, QPoint(0, 0)).y()
        if isinstance(widget, LeastScaleArea):  # (the rows its own viewport shows)
            inside = widget.viewport().mapTo(port, QPoint(0, 0)).y()
            end = widget.viewport().height()
            spans += [(a + inside, b + inside) for a, b in widget.line_spans() if a < end and b > 0]
        elif isinstance(widget, QGraphicsView):
            scene = widget.scene()
            if isinstance(scene, SheetScene):
                to_port = widget.viewportTransform()
                inside = widget.viewport().mapTo(port, QPoint(0, 0)).y()
                spans += [
                    (
                        to_port.map(QPointF(0.0, top)).y() + inside,
                        to_port.map(QPointF(0.0, bottom)).y() + inside,
                    )
                    for top, bottom in scene.lines()
                ]
            else:
                spans.append((down, down + widget.height()))
        elif isinstance(widget, QLabel) and widget.wordWrap() and widget.text():
            spans += [(a + down, b + down) for a, b in line_spans(widget)]
        elif id(widget) not in parents and not isinstance(widget, QAbstractScrollArea):
            spans.append((down, down + widget.height()))
    return sorted(spans)


def rows_overlap(walked: list[QWidget]) -> list[str]:
    """Shown lists and tables whose rows in sight lie over each other, or whose row has less
    room than its words need: its room runs from its top to the next row's top, its need is
    what its delegate asks for at the width the row is drawn at. (A list lays its rows out at
    one width: drawn at another, a row's wrapped words run over the row under it.)"""
    problems: list[str] = []
    for widget in walked:
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            problems += [f"{_name(widget)}: {p}" for p in _rows_over_rows(widget)]
    return problems


def _rows_over_rows(view: QAbstractItemView) -> list[str]:
    model, root = view.model(), view.rootIndex()
    try:
        columns = model.columnCount(root)
    except TypeError:  # (a list's model hides it: one column)
        columns = 1
    first = view.indexAt(QPoint(1, 0))
    if not first.isValid():
        return []
    end = view.viewport().height()
    problems: list[str] = []
    above: tuple[int, QRect, int, str] | None = None  # the row above: row, rect, need, words
    for row in range(first.row(), model.rowCount(root)):
        rect = view.visualRect(model.index(row, 0, root))
        if rect.height() <= 0:
            continue  # (a hidden row)
        if above is not None:
            done, over, need, words = above
            if over.bottom() >= rect.top():
                by = over.bottom() - rect.top() + 1
                problems.append(f"rows {done} {words!r} and {row} overlap by {by} px")
            elif need > rect.top() - over.top() + 1:
                problems.append(
                    f"row {done} {words!r} needs {need} px high, has {rect.top() - over.top()}"
                    " to the next row"
                )
        if rect.top() >= end:
            break
        need, words = 0, ""
        for column in range(columns):
            index = model.index(row, column, root)
            text = index.data(Qt.ItemDataRole.DisplayRole)
            cell = view.visualRect(index)
            if text and cell.isValid():
                height = cell_need(view, index, cell).height()
                if height > need:
                    need, words = height, str(text)[:40]
        above = (row, rect, need, words)  # (the last row's own height: `fit.clipped`)
    return problems


def text_right(widget: QWidget) -> float:
    """Where `widget`'s words end on the right, in its own pixels: a word-wrapped label's lines
    as laid out in it (rich text as QLabel lays it out: `line_spans`), any other text widget's
    own right edge."""
    if not (isinstance(widget, QLabel) and widget.wordWrap()):
        return float(widget.width())
    document = QTextDocument()
    document.setDocumentMargin(0)
    document.setDefaultFont(widget.font())
    document.setDefaultTextOption(
        QTextOption(widget.alignment() & Qt.AlignmentFlag.AlignHorizontal_Mask)
    )
    if widget.textFormat() == Qt.TextFormat.PlainText:
        document.setPlainText(widget.text())
    else:
        document.setHtml(widget.text())
    contents = widget.contentsRect()
    document.setTextWidth(contents.width())
    layout = document.documentLayout()
    right = 0.0
    block = document.begin()
    while block.isValid():
        left = contents.left() + layout.blockBoundingRect(block).left()
        lines = block.layout()
        for index in range(lines.lineCount()):
            right = max(right, left + lines.lineAt(index).naturalTextRect().right())
        block = block.next()
    return right


def _area_of(widget: QWidget) -> QAbstractScrollArea | None:
    """The scroll area whose viewport `widget` is drawn in, the nearest."""
    parent = widget.parentWidget()
    while parent is not None:
        grand = parent.parentWidget()
        if isinstance(grand, QAbstractScrollArea) and grand.viewport() is parent:
            return grand
        parent = grand
    return None


def under_bars(walked: list[QWidget]) -> list[str]:
    """Shown scroll areas with words no one can read: reaching past the width their viewport
    shows and scrolls to, under the vertical scroll bar when it is shown (a scrolled widget's
    text: a word-wrapped label's lines, another text widget's rectangle), or contents wider
    than a viewport that shows no sideways scroll bar (a view's, a text box's); and a view
    inside a scroll area (a small sheet) reaching past the width its viewport shows, cut
    there."""
    problems: list[str] = []
    for area in walked:
        if not isinstance(area, QAbstractScrollArea):
            continue
        viewport, across = area.viewport(), area.horizontalScrollBar()
        bar = area.verticalScrollBar()
        where = "under its scroll bar" if bar.isVisible() else "past its edge"
        scrolled = area.widget() if isinstance(area, QScrollArea) else None
        # (a view's or a text box's words are painted in its contents; a scroll area's are
        # its widgets', each checked below: its bar tells the widget's width, not the words')
        if scrolled is None and not across.isVisible() and across.maximum() > across.minimum():
            problems.append(
                f"{_name(area)}'s contents reach {where}, with no sideways scroll bar (a "
                f"scroll of {across.maximum() - across.minimum()} to the right left unshown)"
            )
        if scrolled is None or not _shown(scrolled, area):
            continue
        # the viewport's right edge, as far as it scrolls (in its pixels, scrolled to the left)
        reach = viewport.width() + (across.maximum() if across.isVisible() else 0)
        for widget in [scrolled, *(w for w in walked if scrolled.isAncestorOf(w))]:
            if isinstance(widget, QAbstractScrollArea) and _area_of(widget) is area:
                # a view in it (a sheet, a list) is cut at the edge it reaches past
                left = widget.mapTo(viewport, QPoint(0, 0)).x() + across.value()
                if left + widget.width() > reach + 0.5:
                    problems.append(
                        f"{_name(widget)} reaches {left + widget.width() - reach} px {where} "
                        f"in {_name(area)}, cut there: the viewport shows {reach} px"
                    )
                continue
            if not _shows_text(widget):
                continue
            left = widget.mapTo(viewport, QPoint(0, 0)).x() + across.value()
            if left + widget.width() <= reach + 0.5 or _area_of(widget) is not area:
                continue  # (in sight; or in a scroll area inside: checked as that one's)
            right = left + text_right(widget)
            if right > reach + 0.5:
                problems.append(
                    f"{_name(widget)} reaches {right - reach:.0f} px {where} in "
                    f"{_name(area)}: its words end at {right:.0f} px, the viewport shows "
                    f"{reach} px"
                )
    return problems


def bars_off_ranges(walked: list[QWidget]) -> list[str]:
    """Shown scroll areas with a bar shown as needed (`ScrollBarAsNeeded`) that is shown
    with nothing to scroll or hidden with something to scroll: Qt shows or hides a bar from the
    range it had when it laid the area out last, and a range set after that is left for a
    later layout to follow."""
    problems: list[str] = []
    needed = Qt.ScrollBarPolicy.ScrollBarAsNeeded
    for area in walked:
        if not isinstance(area, QAbstractScrollArea):
            continue
        for bar, policy, way in (
            (area.horizontalScrollBar(), area.horizontalScrollBarPolicy(), "sideways"),
            (area.verticalScrollBar(), area.verticalScrollBarPolicy(), "vertical"),
        ):
            scrolls = bar.maximum() > bar.minimum()
            if policy == needed and bar.isVisibleTo(area) != scrolls:
                problems.append(
                    f"{_name(area)}'s {way} scroll bar is "
                    + (
                        f"hidden with {bar.maximum() - bar.minimum()} px to scroll"
                        if scrolls
                        else "shown with nothing to scroll"
                    )
                )
    return problems


# --- text sizes ----------------------------------------------------------------------------------


def _shows_text(widget: QWidget) -> bool:
    if isinstance(widget, QLabel):
        return bool(widget.text()) and widget.pixmap().isNull()
    if isinstance(widget, QAbstractButton | QComboBox):
        return bool(widget.text() if isinstance(widget, QAbstractButton) else widget.currentText())
    if isinstance(widget, QLineEdit):
        return bool(widget.text() or widget.placeholderText())
    if isinstance(widget, QGroupBox):
        return bool(widget.title())
    return isinstance(widget, QAbstractItemView)


# what HTML's <small>, <big>, <h1> … do to a size (Qt's QTextCharFormat::font())
_ADJUSTED = {-1: 0.8, 0: 1.0, 1: 1.2, 2: 1.5, 3: 2.0, 4: 2.4}


def document_points(edit: QTextEdit, dpi: float) -> float:
    """The smallest text size of a text box's document, in points (the sizes its HTML sets,
    <small> included, or the box's own font)."""
    document = edit.document()
    base = font_points(document.defaultFont(), dpi)
    smallest = math.inf
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.isValid() and fragment.text().strip():
                form = fragment.charFormat()
                size = base
                if form.hasProperty(QTextFormat.Property.FontPointSize):
                    size = form.fontPointSize()
                elif form.hasProperty(QTextFormat.Property.FontPixelSize):
                    size = form.intProperty(QTextFormat.Property.FontPixelSize) * 72.0 / dpi
                adjust = form.intProperty(QTextFormat.Property.FontSizeAdjustment)
                smallest = min(smallest, size * _ADJUSTED.get(adjust, 1.0))
            it += 1
        block = block.next()
    return smallest if smallest < math.inf else base


def _in_others(widget: QWidget) -> bool:
    """Inside the overview of the other players' small sheets (drawn small to be glanced at and
    enlarged by a click: the text inside them is not read at that size)."""
    parent: QWidget | None = widget
    while parent is not None:
        if parent.objectName() == "others_panel":
            return True
        parent = parent.parentWidget()
    return False


@contextmanager
def _painted_text(seen: list[tuple[float, str]]) -> Iterator[None]:
    """Record the on-screen pixel size of every text painted from Python (the kit's items and
    the games' own items paint their texts themselves) while the block runs."""
    originals = {name: getattr(QPainter, name) for name in ("drawText", "drawStaticText")}

    def recording(name: str) -> Callable[..., object]:
        original = originals[name]

        def draw(painter: QPainter, *args: object) -> object:
            font = painter.font()
            device = painter.device()
            dpi = device.logicalDpiY() if device is not None else 96
            pixels = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * dpi / 72
            t = painter.combinedTransform()
            scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))
            text = args[-1]
            what = text if isinstance(text, str) else type(text).__name__
            seen.append((pixels * scale, what))
            return original(painter, *args)

        return draw

    for name in originals:
        setattr(QPainter, name, recording(name))
    try:
        yield
    finally:
        for name, original in originals.items():
            setattr(QPainter, name, original)


# what each view's scene stated when `scene_text` last painted it (read by `in_scene`)
_STATED: dict[int, list[Stated]] = {}
# and the order its items were painted in (what is painted later lies over what was before)
_ORDER: dict[int, dict[int, int]] = {}
# and the lines it drew with a pen meanwhile (`audit_strokes`)
_STROKES: dict[int, list[Stroke]] = {}


def _paint_items(view: QGraphicsView, painter: QPainter) -> None:
    """Paint `view`'s visible items as the view does (bottom first, each at its place on the
    viewport), each noted as the one painting (`measure.painting`) so its texts name it."""
    scene = view.scene()
    area = QRectF(view.viewport().rect())
    order = _ORDER.setdefault(id(view), {})
    order.clear()
    with glancing(getattr(view, "glance", False)):  # (as the view paints itself)
        _paint_each(view, painter, scene.items(Qt.SortOrder.AscendingOrder), area, order)


def _paint_each(
    view: QGraphicsView, painter: QPainter, items: list, area: QRectF, order: dict[int, int]
) -> None:
    to_view = view.viewportTransform()
    option = QStyleOptionGraphicsItem()
    for item in items:
        order[id(item)] = len(order)
        if not item.isVisible() or item.effectiveOpacity() <= 0.0:
            continue
        place = item.deviceTransform(to_view)
        if not place.mapRect(item.boundingRect()).intersects(area):
            continue
        painter.save()
        painter.setTransform(place)
        painter.setOpacity(item.effectiveOpacity())
        option.exposedRect = item.boundingRect()
        with painting(item):
            item.paint(painter, option, view.viewport())
        painter.restore()


def scene_text(view: QGraphicsView) -> list[tuple[float, str]]:
    """The texts `view` draws now from its scene, with their on-screen pixel size: it repaints
    the view's items (caches aside) and records what is painted; Qt's own text items are read
    from their fonts. What the kit states meanwhile is kept for `in_scene`."""
    scene = view.scene()
    if scene is None:
        return []
    seen: list[tuple[float, str]] = []
    scale = view.transform().m11()
    for item in scene.items():
        if not item.isVisible():
            continue
        font = getattr(item, "font", None)
        text = getattr(item, "toPlainText", None) or getattr(item, "text", None)
        if callable(font) and callable(text) and isinstance(font(), QFont) and text():
            size = font().pixelSize()
            size = size if size > 0 else font().pointSizeF() * 96 / 72
            seen.append((size * scale * item.sceneTransform().m11(), str(text())))
    # painted on a device of one pixel per logical pixel that keeps no pixels: what the
    # painter's transform says is then the size on screen whatever the screen's pixel ratio
    size = view.viewport().size()
    device = blank_device(size.width(), size.height())  # (kept while the painter paints it)
    painter = QPainter(device)
    with _painted_text(seen), stating() as stated, stroking(stated, painter) as strokes:
        _paint_items(view, painter)
    painter.end()
    _STATED[id(view)] = stated
    _STROKES[id(view)] = strokes
    return seen


SceneText = Callable[[QGraphicsView], list[tuple[float, str]]]


def small_text(
    top: QWidget, measure: SceneText = scene_text, walked: list[QWidget] | None = None
) -> list[str]:
    """Texts under 9 pt: widget fonts (not in the others' overview, a look-only glance), and
    text painted in every sheet, the others' small ones too."""
    dpi = _dpi()
    problems: list[str] = []
    for widget in _walk(top) if walked is None else walked:
        if _shows_text(widget) and not _in_others(widget):
            points = font_points(widget.font(), dpi)
            if points < MIN_POINTS - 0.05:
                problems.append(f"{_name(widget)}: text of {points:.1f} pt")
        if isinstance(widget, QTextEdit) and widget.document().characterCount() > 1:
            points = document_points(widget, dpi)
            if points < MIN_POINTS - 0.05:
                problems.append(f"{_name(widget)}: text of {points:.1f} pt in its document")
        if isinstance(widget, QGraphicsView):
            # every sheet is painted (what `in_scene` checks), the others' small ones too: they
            # leave out what would be too small to read, and what they draw is 9 pt or more
            texts = [(px * 72 / dpi, what) for px, what in measure(widget) if what.strip()]
            small = sorted(t for t in texts if t[0] < MIN_POINTS - 0.05)
            if small:
                sample = ", ".join(sorted({repr(w[:12]) for _p, w in small})[:6])
                problems.append(
                    f"{_name(widget)}: {len(small)} text(s) drawn under 9 pt, the smallest "
                    f"{small[0][0]:.1f} pt ({sample})"
                )
    return problems


# --- the writer's sheet --------------------------------------------------------------------------


def _drawn(view: QGraphicsView) -> QSize:
    rect = view.mapFromScene(view.sceneRect()).boundingRect()
    rect = rect.intersected(QRect(QPoint(0, 0), view.viewport().size()))
    return rect.size()


def _under(top: QWidget, kind: type, children: list[QWidget] | None) -> list[Any]:
    """The widgets of `kind` under `top`, in the order Qt finds them (of `children`: every widget
    under it, if found already: asking Qt again wraps each of the window's objects again)."""
    if children is None:
        return list(top.findChildren(kind))
    return [widget for widget in children if isinstance(widget, kind)]


def small_writer_sheet(top: QWidget, children: list[QWidget] | None = None) -> list[str]:
    """The acting player's sheet (the table's `focus_view`) drawn smaller than another sheet
    shown beside it (`children`: every widget under `top`, if found already)."""
    from sheetdesk.ui.sheetkit import OthersPanel

    problems: list[str] = []
    for panel in _under(top, OthersPanel, children):
        if not _shown(panel, top):
            continue
        table = panel.parentWidget()
        big = getattr(table, "focus_view", None)
        if big is None or not _shown(big, top):
            continue
        mine = _drawn(big)
        bigger = [
            _drawn(sheet.view)
            for sheet in panel.sheets
            if _shown(sheet.view, top)
            and mine.width() * mine.height()
            < _drawn(sheet.view).width() * _drawn(sheet.view).height()
        ]
        if bigger:
            most = max(bigger, key=lambda size: size.width() * size.height())
            problems.append(
                f"the writer's sheet is drawn {mine.width()}x{mine.height()} px, smaller than "
                f"{len(bigger)} other sheet(s) beside it (up to {most.width()}x{most.height()})"
            )
    return problems


# --- inside the sheets ----------------------------------------------------------------------------


def _inside(inner: QRectF, outer: QRectF, slack: float = 0.75) -> bool:
    return outer.adjusted(-slack, -slack, slack, slack).contains(inner)


def _common(a: QRectF, b: QRectF) -> QRectF:
    common = a.intersected(b)
    return common if common.width() > 1.0 and common.height() > 1.0 else QRectF()


def _marks(view: QGraphicsView) -> list[tuple[str, QPainterPath, object]]:
    """What the kit lays over a sheet, in the viewport's pixels: (what, where, whose item)."""
    from sheetdesk.ui.sheetkit import HintMarker, Magnifier, SheetItem
    from sheetdesk.ui.sheetkit.ghost import GhostItem
    from sheetdesk.ui.sheetkit.sheet_item import FOCUS_HALO, focus_ring

    marks: list[tuple[str, QPainterPath, object]] = []
    to_view = view.viewportTransform()

    def add(what: str, item: object, shape: QPainterPath, width: float = 0.0) -> None:
        if width > 0:
            stroker = QPainterPathStroker()
            stroker.setWidth(width)
            shape = stroker.createStroke(shape)
        place = item.deviceTransform(to_view)  # type: ignore[attr-defined]
        marks.append((what, place.map(shape), item))

    for item in view.scene().items():
        if not item.isVisible():
            continue
        if isinstance(item, Magnifier):
            path = QPainterPath()
            path.addRect(item.boundingRect())
            add("the magnifier", item, path)
        elif isinstance(item, HintMarker):
            ring = QPainterPath()
            radius = min(item.ring.width(), item.ring.height()) * 0.2
            ring.addRoundedRect(item.ring, radius, radius)
            add("a hint's outline", item, ring, item.pen_width * 2.2)
            if item.label:
                badge = QPainterPath()
                badge.addRect(item.badge)
                add(f"the hint's tag {item.label!r}", item, badge)
        elif isinstance(item, GhostItem) and not item._mark_rect.isEmpty():
            badge = QPainterPath()
            badge.addRect(item._mark_rect)
            add("the placement's badge", item, badge)
        elif isinstance(item, SheetItem) and item.focused:
            unit = min(item.rect().width(), item.rect().height())
            grow, radius = focus_ring(item.rect())
            ring = QPainterPath()
            ring.addRoundedRect(item.rect().adjusted(-grow, -grow, grow, grow), radius, radius)
            add("the focus ring", item, ring, min(unit * 0.12, FOCUS_HALO))
    return marks


def in_scene(top: QWidget, children: list[QWidget] | None = None) -> list[str]:
    """Inside each sheet shown in `top` (as `scene_text` last painted it): a text the kit left
    out, cut (by its box, its item or the view) or lying under another text or a mark
    (`children`: every widget under `top`, if found already)."""
    problems: list[str] = []
    for view in _under(top, QGraphicsView, children):
        stated = _STATED.get(id(view))
        if not _shown(view, top) or stated is None or view.scene() is None:
            continue
        name = _name(view)
        others = _in_others(view)
        area = QRectF(view.viewport().rect())
        scrolls = (
            view.horizontalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            or view.verticalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        to_view = view.viewportTransform()
        drawn = [s for s in stated if s.ink is not None]
        # (an item that tried one way and then another to draw its words has drawn them)
        shown = {(id(s.item), s.text) for s in drawn}
        left_out = {s.text for s in stated if s.ink is None and (id(s.item), s.text) not in shown}
        if left_out and not others:
            problems.append(
                f"{name}: {len(left_out)} scene text(s) left out: "
                + ", ".join(repr(t[:30]) for t in sorted(left_out)[:6])
            )
        for s in drawn:
            ink = s.ink
            assert ink is not None
            what = f"{name}: scene text {s.text[:30]!r}"
            if s.whole and not others:
                problems.append(f"{what} is {s.whole[:40]!r} cut short")
            if not _inside(ink, s.box):
                problems.append(f"{what} is cut by its box ({_px(ink)} in {_px(s.box)})")
            item = s.item
            if item is not None and _inside(ink, s.box):  # (else its box cut it already)
                bounds = item.deviceTransform(to_view).mapRect(item.boundingRect())  # type: ignore[attr-defined]
                if not _inside(ink, bounds):
                    problems.append(
                        f"{what} is cut by its item {type(item).__name__} ({_px(ink)} in "
                        f"{_px(bounds)})"
                    )
            if s.clip is not None and not _inside(ink, s.clip):
                problems.append(f"{what} is cut by its item's clip")
            if (ink.intersects(area) and not _inside(ink, area)) or (
                not scrolls and not ink.intersects(area)
            ):
                problems.append(f"{what} is cut by the view ({_px(ink)} in {_px(area)})")
        problems += _overlaps(name, drawn)
        strokes = _STROKES.get(id(view), [])
        grid = stroke_grid(strokes)  # (where each stroke lies: for both checks of them)
        problems += texts_on_lines(name, stated, strokes, grid)
        order = _ORDER.get(id(view), {})
        marks = _marks(view)
        owners = {id(owner) for _what, _shape, owner in marks}
        # (a mark's own shapes over a text are the marks' check below, with its own slack)
        problems += texts_covered(name, stated, strokes, owners, grid)
        for what_mark, shape, owner in marks:
            for s in drawn:
                if s.item is owner or (
                    id(s.item) in owners and order.get(id(owner), 0) < order.get(id(s.item), 0)
                ):
                    continue  # (its own words, or a mark's words painted over it: a hint's tag)
                ink = s.ink
                assert ink is not None
                if shape.intersects(ink.adjusted(1, 1, -1, -1)):
                    problems.append(f"{name}: {what_mark} lies on scene text {s.text[:30]!r}")
    return problems


def _overlaps(name: str, drawn: list[Stated]) -> list[str]:
    """Texts drawn (`drawn`, each with its ink) over one another."""
    problems: list[str] = []
    drawn = sorted(drawn, key=lambda s: s.ink.left())  # type: ignore[union-attr]
    for i, a in enumerate(drawn):
        right = a.ink.right()  # type: ignore[union-attr]
        for b in drawn[i + 1 :]:
            if b.ink.left() >= right:  # type: ignore[union-attr]
                break  # (sorted by their left edge: none further along reaches back)
            if a.text == b.text and a.item is b.item:
                continue  # drawn twice in place (a halo under the words)
            common = _common(a.ink, b.ink)  # type: ignore[arg-type]
            if not common.isEmpty():
                problems.append(
                    f"{name}: scene texts {a.text[:30]!r} and {b.text[:30]!r} overlap by "
                    f"{common.width():.0f}x{common.height():.0f} px"
                )
    return problems


# --- inside the rules pictures (images, not scenes) -----------------------------------------------


def picture_texts(
    scene: object, width: float, glance: bool, shown: float = 0.0
) -> tuple[list[Stated], QRectF]:
    """What `scene` states drawn `width` pixels wide as a rules picture is drawn (`glance`: the
    page's small picture), and the picture's area; with `shown`, as that picture looks shown
    `shown` pixels wide (a zoom fits the big picture to its window)."""
    from dataclasses import replace

    from PySide6.QtGui import QTransform

    from sheetdesk.ui.paper import render_scene

    source = scene.itemsBoundingRect()  # type: ignore[attr-defined]
    area = QRectF(0, 0, width, source.height() * width / source.width())
    device = blank_device(math.ceil(area.width()), math.ceil(area.height()))
    painter = QPainter(device)
    with stating() as stated, glancing(glance):
        render_scene(painter, scene, area)  # type: ignore[arg-type]
    painter.end()
    if not shown:
        return stated, area
    k = shown / width
    to = QTransform.fromScale(k, k)

    def mapped(rect: QRectF | None) -> QRectF | None:
        return None if rect is None else to.mapRect(rect)

    seen = [
        replace(
            s, box=to.mapRect(s.box), ink=mapped(s.ink), clip=mapped(s.clip), pixels=s.pixels * k
        )
        for s in stated
    ]
    return seen, to.mapRect(area)


def picture_problems(name: str, stated: list[Stated], area: QRectF, glance: bool) -> list[str]:
    """In a rules picture (what `picture_texts` kept): a text left out (but on the page's small
    picture, a glance, by design), drawn under 9 pt, cut by its box, its item's clip or the
    picture's edge, or lying on another text."""
    problems: list[str] = []
    drawn = [s for s in stated if s.ink is not None]
    shown = {s.text for s in drawn}
    left_out = sorted({s.text for s in stated if s.ink is None and s.text not in shown})
    if left_out and not glance:
        problems.append(
            f"{name}: {len(left_out)} text(s) left out: "
            + ", ".join(repr(t[:30]) for t in left_out[:6])
        )
    small = sorted((s.pixels, s.text) for s in drawn if s.pixels < MIN_POINTS * 96 / 72 - 0.05)
    if small:
        sample = ", ".join(sorted({repr(t[:12]) for _p, t in small})[:6])
        problems.append(
            f"{name}: {len(small)} text(s) drawn under 9 pt, the smallest "
            f"{small[0][0] * 72 / 96:.1f} pt ({sample})"
        )
    for s in drawn:
        ink = s.ink
        assert ink is not None
        what = f"{name}: text {s.text[:30]!r}"
        if not _inside(ink, s.box):
            problems.append(f"{what} is cut by its box ({_px(ink)} in {_px(s.box)})")
        if s.clip is not None and not _inside(ink, s.clip):
            problems.append(f"{what} is cut by its item's clip")
        if not _inside(ink, area):
            problems.append(f"{what} is cut by the picture's edge ({_px(ink)} in {_px(area)})")
    return problems + _overlaps(name, drawn)


def _px(rect: QRectF) -> str:
    return f"{rect.x():.0f},{rect.y():.0f} {rect.width():.0f}x{rect.height():.0f}"


def audit(top: QWidget, screen: QSize, measure: SceneText = scene_text) -> list[str]:
    """Every check on `top` as it is now, on a screen with `screen` available."""
    _STATED.clear()
    _ORDER.clear()
    _STROKES.clear()
    # every widget under the page, found once for the checks (each search of the window's tree
    # wraps thousands of Qt objects for Python), and those shown
    children = list(top.findChildren(QWidget))
    walked = list(_walk(top, children))
    problems = too_big(top, screen)
    problems += overlaps(top, walked)
    problems += cut_off(top, walked)
    problems += lines_cut(walked)
    problems += top_lines_cut(walked)
    problems += lines_cut_scrolled(walked)
    problems += pictures_cut(walked)
    problems += over_frames(walked)
    problems += rows_overlap(walked)
    problems += under_bars(walked)
    problems += bars_off_ranges(walked)
    problems += [p for p in clipped(top, children) if not p.endswith("lies outside the window")]
    problems += small_text(top, measure, walked)
    problems += small_writer_sheet(top, children)
    problems += in_scene(top, children)
    problems += key_marks(top, children=children)
    problems += unknown(
        words_shortened(walked)
        + words_dropped(walked)
        + pads_squeezed(top, walked)
        + captions_wrapped(top, walked)
        + rows_hidden(top, walked)
    )
    return list(dict.fromkeys(problems))
