"""The layout audit sees words and sheets given less room than the page has for them
(tests/ui/audit_room.py, run by `audit.audit`), each on a case built for it, and passes the same
widgets where the page has no room to give them: a caption's ordinary word shortened with "…"
(a name's is not one), a sheet that scrolls in place beside a layout's empty room, and a
caption's name and points broken in two beside it, and a table's rows out of sight above a log
that could give them its room; and a label leaving whole words of its text out (but a name's,
and words another widget of the page shows in its place)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QVBoxLayout, QWidget

from sheetdesk.ui.sheetkit import CellSpec, FittingView, SheetLayout, SheetScene
from sheetdesk.ui.sheetkit.scrolled import LeastScaleArea
from sheetdesk.ui.sheetkit.seat_caption import SeatCaption
from sheetdesk.ui.whole_rows import WholeRowsTable
from tests.ui.audit import audit
from tests.ui.audit_room import (
    ELSEWHERE,
    captions_wrapped,
    pads_squeezed,
    rows_hidden,
    words_dropped,
    words_shortened,
)
from tests.ui.laid_out import settle


def _beside_a_stretch(qtbot, part: QWidget, most: int, size: tuple[int, int]) -> QWidget:  # type: ignore[no-untyped-def]
    """`part` at most `most` px wide at the left of a page `size` large, the rest of its width
    the layout's empty room (`most` 0: `part` takes the page's whole width)."""
    page = QWidget()
    row = QHBoxLayout(page)
    row.addWidget(part, 1)
    if most:
        part.setMaximumWidth(most)
        row.addStretch(1)
    qtbot.addWidget(page)
    page.resize(*size)
    page.show()
    qtbot.waitExposed(page)
    settle()
    return page


def _walked(page: QWidget) -> list[QWidget]:
    return [w for w in page.findChildren(QWidget) if w.isVisibleTo(page) and w.width() > 0]


def test_the_audit_finds_a_caption_word_shortened_but_not_a_name(qtbot):
    """A caption's game word wider than its column ("Symmetrical") is shown "Symme…", its whole
    in the caption's text: found. A long name shortened beside the points is not."""
    caption = SeatCaption()
    caption.set_caption("Ana — points: 3\nSymmetrical cards: 2", "Ana")
    page = _beside_a_stretch(qtbot, caption, caption.least_width(), (600, 200))
    assert "…" in caption.text() and "Symmetrical" not in caption.text()
    found = words_shortened(_walked(page))
    assert len(found) == 1 and "'Symmetrical' shortened" in found[0], found
    assert found[0] in audit(page, QSize(1000, 1000))

    named = SeatCaption()
    named.set_caption(
        "Konstantinos Papadopoulos — points: 3\nCards: 2", "Konstantinos Papadopoulos"
    )
    page = _beside_a_stretch(qtbot, named, 0, (150, 200))
    assert "…" in named.text()  # (the name shortened on its line, the points whole)
    assert not words_shortened(_walked(page)), named.text()


def _sheet_area() -> LeastScaleArea:
    """A sheet 400×300 kept at its scale 1 at least, scrolled in place where it has less."""
    cell = CellSpec("a", (10, 10, 50, 50), label="a")
    scene = SheetScene(SheetLayout(400, 300, (cell,)))
    view = FittingView(scene)
    scene.setParent(view)  # (kept while the view shows it)
    view.keep_legible(1.0)
    return LeastScaleArea(view)


def test_the_audit_finds_a_sheet_scrolled_in_place_beside_empty_room(qtbot):
    """A sheet squeezed to 150 px beside 600 px its layout leaves empty scrolls sideways in
    place: found. As narrow in a page no wider, it scrolls with nothing to give it room: not."""
    area = _sheet_area()
    page = _beside_a_stretch(qtbot, area, 150, (800, 400))
    assert area.scrolls()
    found = pads_squeezed(page, _walked(page))
    assert len(found) == 1 and "narrower than its sheet's least size" in found[0], found
    assert found[0] in audit(page, QSize(1000, 1000))

    area = _sheet_area()
    page = _beside_a_stretch(qtbot, area, 0, (170, 400))
    assert area.scrolls()
    assert not pads_squeezed(page, _walked(page))


def test_the_audit_finds_a_caption_broken_after_the_name_beside_empty_room(qtbot):
    """A caption whose name and points would fit one line in the room beside it shows them on
    two: found. In a page no wider, the same two lines are not."""
    caption = SeatCaption()
    caption.set_caption("Ana Maria — points: 12", "Ana Maria")
    narrow = caption.fontMetrics().horizontalAdvance("Ana Maria — ")
    page = _beside_a_stretch(qtbot, caption, narrow, (600, 200))
    assert caption.text() == "Ana Maria\n— points: 12"
    found = captions_wrapped(page, _walked(page))
    assert len(found) == 1 and "on two lines" in found[0], found
    assert found[0] in audit(page, QSize(1000, 1000))

    caption = SeatCaption()
    caption.set_caption("Ana Maria — points: 12", "Ana Maria")
    page = _beside_a_stretch(qtbot, caption, 0, (narrow + 22, 200))
    assert caption.text() == "Ana Maria\n— points: 12"
    assert not captions_wrapped(page, _walked(page))


def _scores_over_a_log(qtbot, rows_high: int, height: int) -> tuple[QWidget, WholeRowsTable]:  # type: ignore[no-untyped-def]
    """A page `height` px high: a table of two rows, at most as high as its header and
    `rows_high` of them, over a log that takes the rest."""
    page = QWidget()
    column = QVBoxLayout(page)
    table = WholeRowsTable(2, 1)
    table.resizeRowsToContents()
    header = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
    table.setMaximumHeight(header + sum(table.rowHeight(r) for r in range(rows_high)))
    column.addWidget(table)
    column.addWidget(QListWidget(), 1)
    qtbot.addWidget(page)
    page.resize(200, height)
    page.show()
    qtbot.waitExposed(page)
    settle()
    return page, table


def test_the_audit_finds_a_tables_row_out_of_sight_over_a_log_with_room(qtbot):
    """A table held a row shorter than its two over a tall log shows one: found. As high as both
    rows, or in a page too short for them, it is not."""
    page, table = _scores_over_a_log(qtbot, 1, 400)
    found = rows_hidden(page, _walked(page))
    assert len(found) == 1 and found[0].startswith("WholeRowsTable shows "), found
    assert found[0] in audit(page, QSize(1000, 1000))

    page, table = _scores_over_a_log(qtbot, 2, 400)
    assert not rows_hidden(page, _walked(page))

    page, table = _scores_over_a_log(qtbot, 2, 90)
    assert table.viewport().height() < 2 * table.rowHeight(0)  # (the page too short for both)
    assert not rows_hidden(page, _walked(page))


def test_the_audit_finds_whole_words_left_out_but_not_a_names_nor_a_word_shown_by_the_page(
    qtbot,
):
    """A label showing the first words of its text and "…" ("Σειρές…" for "Σειρές αριθμών"),
    the whole in its tooltip: found, a tooltip not being on the page. A name's surname left out
    is not; nor a word left out that the widget the label names (`ELSEWHERE`) shows, but only
    while that widget holds it."""
    from PySide6.QtWidgets import QLabel

    from sheetdesk.ui.plain import plain

    page = QWidget()
    column = QVBoxLayout(page)
    labels = [QLabel(), QLabel(), QLabel()]
    for label in labels:
        plain(label)
        column.addWidget(label)
    title, named, where = labels
    title.setText("Σειρές…")
    title.setToolTip("Σειρές αριθμών")
    named.setText("Hand of Zofia…")
    named.setToolTip("Hand of Zofia Kowalska")
    named.player = "Zofia Kowalska"  # type: ignore[attr-defined]  # (as a caption names its seat)
    where.setObjectName("where")
    where.setText("Κίνηση 3 · τελειωμένο")
    qtbot.addWidget(page)
    page.show()
    settle()
    found = words_dropped(_walked(page))
    assert found == ["QLabel shows 'Σειρές…', leaving out 'αριθμών' of 'Σειρές αριθμών'"], found
    assert found[0] in audit(page, QSize(1000, 1000))

    title.setProperty(ELSEWHERE, "where")
    assert words_dropped(_walked(page)) == found  # (the widget named does not hold the word)
    where.setText("Σειρές αριθμών · Κίνηση 3")
    assert words_dropped(_walked(page)) == []
