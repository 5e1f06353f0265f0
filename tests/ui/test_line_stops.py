"""Where a scroll stops so that no line is cut at the view's top edge (`whole_lines.at_a_line`):
a value short of a line's bottom by a part of a pixel is through it, as one further into it,
or the top pixel row shows the line's antialiased edge as a hairline over what follows; and
where a view ends at the bottom (`whole_lines.end_at_a_line`): at a whole pixel clear of every
line."""

from __future__ import annotations

from PySide6.QtCore import Qt

from sheetdesk.ui.whole_lines import at_a_line

# a sheet's rows as drawn at its scale (Number rows for two at 819x480, in the area's pixels)
LINES = [(1.52, 18.69), (22.2, 49.14), (52.03, 78.96)]


def test_a_stop_in_a_line_s_last_part_of_a_pixel_goes_on_to_the_next_line() -> None:
    assert at_a_line(49, 30, LINES, 200) == 52  # (down: the next line's top)
    assert at_a_line(49, 60, LINES, 200) == 22  # (up: back to its own top)
    assert at_a_line(50, 30, LINES, 200) == 50  # (past it: the room between, left as it is)
    assert at_a_line(22, 0, LINES, 200) == 22  # (a line's rounded top stays one)
    assert at_a_line(19, 0, LINES, 200) == 19


def test_a_stop_at_a_line_s_top_inside_the_line_above_goes_on_to_that_line_s_top(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A sheet's lines overlap where a word or card reaches into the row below: a scroll area
    stopped inside a line goes up to its top, and where that top lies inside the line above,
    on up to that line's top at once. (Each stop was a scroll, and each scroll a look at the
    lines more: a short window's sheet, Number rows for one in Greek at 911x477, scrolled
    50, 34, 16 and the kit gave up its looks before the last.)"""
    from PySide6.QtWidgets import QScrollArea, QWidget

    from sheetdesk.ui.whole_lines import LineTops

    overlapping = [(0.0, 10.0), (16.0, 40.0), (34.0, 60.0), (70.0, 90.0)]
    area = QScrollArea()
    qtbot.addWidget(area)
    area.resize(200, 100)
    sheet = QWidget()
    sheet.setMinimumSize(150, 400)
    area.setWidget(sheet)
    tops = LineTops(area, lambda: overlapping, lambda: 400.0)
    area.show()
    bar = area.verticalScrollBar()
    bar.setValue(50)
    tops.stay()  # (a resize leaving it there: not a scroll down or up)
    assert tops.moved()
    assert bar.value() == 16
    assert not tops.moved()  # (settled: the next look moves nothing)


def test_a_view_ends_at_a_whole_pixel_clear_of_the_next_line(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A line's bottom and the next line's top in one pixel row: the viewport ends at the
    pixel above it where that loses less than half a pixel of the line it ends at (rounded up,
    it showed the next line's top edge, 0.03 px of it: a line cut at the bottom), else at the
    line above."""
    from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

    from sheetdesk.ui.whole_lines import end_at_a_line

    area = QScrollArea()
    qtbot.addWidget(area)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    sheet = QWidget()
    sheet.setMinimumSize(150, 400)
    area.setWidget(sheet)
    area.resize(200, 100)
    area.show()
    for lines, last in (
        ([(1.0, 40.3), (40.6, 81.4), (81.97, 122.0)], 81.4),  # (81.4 rounded down)
        ([(1.0, 40.3), (40.6, 81.7), (81.97, 122.0)], 40.3),  # (81.7 down would cut it)
    ):
        end_at_a_line(area, lines)
        end = area.viewport().height()
        assert not [(a, b) for a, b in lines if 0 < a < end < b - 0.5], (end, lines)
        assert last - 0.5 <= end < last + 1
