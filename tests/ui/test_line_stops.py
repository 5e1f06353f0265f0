"""Where a scroll stops so that no line is cut at the view's top edge (`whole_lines.at_a_line`):
a value short of a line's bottom by a part of a pixel is through it, as one further into it,
or the top pixel row shows the line's antialiased edge as a hairline over what follows."""

from __future__ import annotations

from sheetdesk.ui.whole_lines import at_a_line

# a sheet's rows as drawn at its scale (Number rows for two at 819x480, in the area's pixels)
LINES = [(1.52, 18.69), (22.2, 49.14), (52.03, 78.96)]


def test_a_stop_in_a_line_s_last_part_of_a_pixel_goes_on_to_the_next_line() -> None:
    assert at_a_line(49, 30, LINES, 200) == 52  # (down: the next line's top)
    assert at_a_line(49, 60, LINES, 200) == 22  # (up: back to its own top)
    assert at_a_line(50, 30, LINES, 200) == 50  # (past it: the room between, left as it is)
    assert at_a_line(22, 0, LINES, 200) == 22  # (a line's rounded top stays one)
    assert at_a_line(19, 0, LINES, 200) == 19
