"""Work a layout puts off till its pass is over (`AfterPass`): the page's layout (side_first.py
`SideFirstLayout`) and the table's (table_layout.py `TableLayout`, the width share's laying the
table out at once among them) count their passes with it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect

from .measured import measured_once

# how many rounds of put-off work may run one inside another (work run after a pass lays the
# layout out again, and that pass asks for more): two answers undoing each other would go on
# without end
ROUNDS = 3


class AfterPass:
    """A layout's passes counted (`lay_out`), and work asked for during one (`put_off`) done
    once the outermost of them is over.

    What is put off: work that changes what a layout holds, or where, while it may be laying
    it out: a widget moved from one of a page's layouts to another (the header's lines in a
    cramped window), a table's fit (its parts placed anew, some in other layouts), a page
    laid out once more where a pass inside another left its widgets elsewhere than the outer
    one did (side_first.py).
    Till when: the end of the outermost pass under way, before the event loop turns.
    Why: Qt lays a layout out again from inside a pass of it (a widget shown or resized in a
    pass lays out every layout over it). Work done from there moved or freed items the pass
    outside it went on over, and the process crashed.

    Each piece of work has a name: asked for several times during a pass, it runs once, as last
    asked for, in the order the names were first asked for. Work done then may lay the layout
    out again and ask for more, done at that pass's end: `ROUNDS` deep at most; what is left
    waits for the end of the next outermost pass."""

    __slots__ = ("_due", "_rounds", "passes")

    def __init__(self) -> None:
        self.passes = 0  # how many passes are under way (one inside another)
        self._due: dict[str, Callable[[], object]] = {}  # the work put off, by name
        self._rounds = 0  # how many rounds of it run now (one inside another)

    def lay_out(self, lay: Callable[[QRect], object], rect: QRect) -> None:
        """`lay(rect)` as one pass: then, the outermost over, the work put off during it. Texts
        are measured once in it all (`measured_once`): a resize fits the header's turn line
        and the instruction line at each width the table's fit tries."""
        with measured_once():
            self._lay_out(lay, rect)

    def _lay_out(self, lay: Callable[[QRect], object], rect: QRect) -> None:
        self.passes += 1
        try:
            lay(rect)
        finally:
            self.passes -= 1
        if not self.passes and self._due and self._rounds < ROUNDS:
            self._rounds += 1
            try:
                due, self._due = self._due, {}
                for work in due.values():
                    work()
            finally:
                self._rounds -= 1

    def put_off(self, name: str, work: Callable[[], object]) -> bool:
        """`work` put off till the outermost pass is over, where one is under way (True; the
        work asked for before under that name dropped). False: none is, do it now."""
        if not self.passes:
            return False
        self._due[name] = work  # (where it was first asked for in the order)
        return True
