"""Work the kit gave up (`after_changes.one_at_a_time`, after its `AGAIN` passes: two layouts
undoing each other), as the UI tests look for it: the warnings kept in the test's process
(`GivenUp`, conftest `_no_work_given_up`) or read from an audit run's stderr
(test_layout_audit `audit_elsewhere`); `unknown` leaves out the `KNOWN` ones."""

from __future__ import annotations

import logging
from collections.abc import Iterable

from sheetdesk.ui.after_changes import GAVE_UP

# Work the kit gives up today, not mended yet: these alone pass; remove each once it is mended.
KNOWN: tuple[str, ...] = ()  # (none now)


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


# One keeper for the whole process: the games' UI conftests take the session fixtures of
# tests/ui/conftest.py in by import, and pytest makes each a fixture of its own; one keeper
# each would keep a warning twice, and a test that takes its warning out of one list would leave
# it in the other for the next test of another folder to fail on.
KEPT = GivenUp()
