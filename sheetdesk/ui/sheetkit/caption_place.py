"""Where a table's instruction line stands where a game gives it more than one place (Giza
dice's: over the pad, or over the others' sheets where the pad would scroll): the game names
its candidate places and puts its widgets in each (`arrange`); the kit tries them in the
table's room as it is and keeps the one that shows the table best, the line's words whole
first, then the big sheet (`choose`); and where a step's words grew out of the place, decides
again only if they are cut there or the big sheet no longer shows its whole width (`keep`).

Each trial is laid out with the table pinned to its size (`sizes.pinned`): a place whose least
size is more than the table's room is none, and neither the page nor the window grows in the
middle of a trial (the window never grows for a caption).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import TYPE_CHECKING, TypeVar

from . import width_share
from .sizes import fits, pinned

if TYPE_CHECKING:
    from .scaffold import TableScaffold

Place = TypeVar("Place", bound=Hashable)


def shown(table: TableScaffold) -> tuple[bool, bool, float]:
    """How well the table's place shows it, the better the greater: the line's words whole
    first (a place where they are cut is worse than any where they are whole: the padding round
    them takes a few pixels a place may lack), then the big sheet (`width_share.seen`)."""
    view = table.focus_view
    assert view is not None
    return (table.caption.whole(), *width_share.seen(view))


def choose(
    table: TableScaffold, places: Iterable[Place], arrange: Callable[[Place], None], now: Place
) -> None:
    """Put the table in the best of `places` (tried in turn, each `arrange`d and laid out, its
    choice panel placed; `places` may be a generator that looks at the place tried before), or back
    in `now` (the place it has) where none shows it better: the first tried on a tie, the
    trials ended at one that shows the words and the whole sheet."""
    with pinned(table):
        best, seen, last = now, shown(table), now
        for place in places:
            arrange(place)
            last = place
            _lay_out(table)
            if not fits(table):  # (it would widen the table, the page and the window)
                continue
            tried = shown(table)
            if tried > seen:
                best, seen = place, tried
            if seen[0] and seen[2] >= 1:
                break
        if best != last:
            arrange(best)
            _lay_out(table)


def _lay_out(table: TableScaffold) -> None:
    """The table laid out in the place arranged: its choice panel placed (the width shared in
    each place it tries), or the width shared where it has none."""
    if not width_share.place_choice_panel(table):
        table.balance()


def keep(table: TableScaffold, decide_again: Callable[[], None]) -> None:
    """The line's words grown at a step (`InstructionLine.taller_than`): where, laid out for
    them in the table's room as it is, they are cut or the big sheet no longer shows its whole
    width, `decide_again`; a place that still holds is kept (nothing moves)."""
    with pinned(table):
        table.balance()  # (the step's own laying out, for the words now)
        view = table.focus_view
        if table.caption.whole() and view is not None and width_share.seen(view)[0]:
            return
        decide_again()
