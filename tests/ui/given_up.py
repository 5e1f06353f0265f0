"""Work the kit gave up (`after_changes.one_at_a_time`, after its `AGAIN` passes: two layouts
undoing each other), as the UI tests look for it: the warnings kept in the test's process
(`GivenUp`, conftest `_no_work_given_up`) or read from an audit run's stderr
(test_layout_audit `audit_elsewhere`); `unknown` leaves out the `KNOWN` ones."""

from __future__ import annotations

import logging
from collections.abc import Iterable

from sheetdesk.ui.after_changes import GAVE_UP

# Work the kit gives up today, not mended yet: these alone pass; remove each once it is mended.
# Both on Giza dice's pages at 1024×600 at 125 % (819×480 logical: its tables at 2 and 9 seats,
# with the powers, in Greek with Larger text too, its replay, the end page after it): the room
# the sheet's area keeps under the sheet to end it at a line changes at every pass (10, 4, 18
# px; 7, 0, 14 px), the view fitted again to the room left moving the lines the next pass
# measures; and Giza's table fitted again from inside its own fit.
KNOWN = (
    f"{GAVE_UP} LeastScaleArea._end_at_a_line on a LeastScaleArea:",
    f"{GAVE_UP} TableScaffold.fitted on a GizaTable:",
)


def unknown(said: Iterable[str]) -> list[str]:
    """The warnings of work given up in `said` (lines, or messages) that are not `KNOWN`."""
    return [line for line in said if line.startswith(GAVE_UP) and not line.startswith(KNOWN)]


class GivenUp(logging.Handler):
    """Keeps the warnings of `after_changes.one_at_a_time` giving up work."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.said: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.said.append(record.getMessage())
