"""When a game's table is fitted to its size and its sheets to theirs, and what waits for what
(`TableLayout`, the table's own layout; scaffold.py `TableScaffold.fitted`)."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import nullcontext
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRect, QSize
from PySide6.QtWidgets import QApplication, QHBoxLayout

from ..after_changes import one_at_a_time
from .after_pass import AfterPass
from .measured import measured_once
from .view import fits_after

if TYPE_CHECKING:
    from .scaffold import TableScaffold


class TableLayout(QHBoxLayout):
    """The table's own layout, and the one place that decides when the table is fitted to its
    size and when its sheets are fitted to theirs.

    A table's fit (`fit`: the table's `fit_to_size` on a resize, `fit_when_shown` as it is
    shown, a game's `arrange`) places its parts, and Qt answers that at once, from inside it:
    showing a button lays out every layout over it, the page's too, whose new size resizes the
    table. A sheet's fit (`FittingView.fit`) redraws it at a new scale. So:

    - A fit asked for while a pass of this layout is under way runs once that pass is done (the
      last asked for; after_pass.py `AfterPass`): a fit moves the table's parts from one of its
      layouts to another, and the pass, going on, met parts no longer there (Giza solo with
      Larger text, its page too wide for the window, crashed in a language change). The width
      share's laying the table out at once (`lay_out_now`) counts as such a pass: a fit asked
      for there (the page round it laid out, the table resized) measured the parts it had not
      placed yet (Number rows with Larger text chosen at 1366x768 laid its cards beside the pad
      on the view's old width, where a fit after lays them below it).
    - A fit asked for from inside a fit runs after it, the last asked for (`one_at_a_time`: a
      fit in the middle of a fit, and again inside that, went on till the stack ran out). The
      one a resize asks for then is left out where the fit before it fitted the table to the
      size it has by then: Giza's table, resized to another size and back by its page inside
      each fit, was fitted again at the same size until `one_at_a_time` gave up.
    - The sheets' fits wait (`fits_after`) through every fit, and through a pass that lays the
      table out at a size other than its last resize event's (Qt lays a widget out before its
      resize event runs) till the fit that event asks for: a sheet is drawn once a resize, at
      the size the table's fit leaves it at, not at each place a fit tries nor first at the
      size the pass gave it. A pass at the size of the last resize event has no resize event
      after it: its sheets are fitted at once; where a pass at a new size is followed by none
      (a table shown, laid out at a size no resize event of its own brought), at the next
      turn of the event loop.

    The game's held area (`TableScaffold.held_area`) is released while a fit runs."""

    def __init__(self, table: TableScaffold) -> None:
        super().__init__(table)
        self._table = table
        self._resized_to = table.size()  # (the table's size at its last resize event)
        self._passes = AfterPass()  # (the fit asked for in a pass: put off till its end)
        self._fitting = False  # a fit runs now
        self._now = False  # `lay_out_now` runs now
        # the size the fit running now, or the last, fitted the table to (None: that fit was
        # not to the table's size)
        self._sized_at: QSize | None = None

    def setGeometry(self, rect: QRect) -> None:
        self._passes.lay_out(self._pass, rect)

    def lay_out_now(self) -> None:
        """The table laid out at once, as it stands (the layout requests posted for it sent
        first), as one pass (a fit asked for in it runs once it is over); not again from inside
        itself: a table resized by its own laying out (the page round it fitted again to a least
        size the share changed) laid itself out anew at each resize, resizing itself again."""
        if not self._now:
            self._passes.lay_out(self._lay_out_now, self.geometry())

    def _lay_out_now(self, _rect: QRect) -> None:
        self._now = True
        try:
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            self.activate()
        finally:
            self._now = False

    def _pass(self, rect: QRect) -> None:
        if self._table.size() == self._resized_to:
            super().setGeometry(rect)
        else:
            with fits_after(or_next_turn=True):  # (the resize event follows, or nothing)
                super().setGeometry(rect)

    def resized(self) -> None:
        """The table's resize event: the table fitted to its new size (after the fit running
        now, where one runs)."""
        self._resized_to = self._table.size()
        self.fit(self._fit_to_new_size if self._fitting else self._table.fit_to_size)

    @one_at_a_time("fit")
    def fit(self, fit: Callable[[], None]) -> None:
        """`fit` run as the table's fit, when and as the class says."""
        if self._passes.put_off("fit", partial(self.fit, fit)):
            return
        table = self._table
        held = table.held_area.held_after() if table.held_area is not None else nullcontext()
        at = table.size()
        self._fitting = True
        try:
            # (texts measured once in the whole fit: the caption at each width it tries)
            with fits_after(), measured_once():
                with held:
                    fit()
                # (the table laid out as the fit left it before its sheets are drawn: a share
                # set last, say, is not left to the layout request Qt posts, after they were)
                self.activate()
        finally:
            self._fitting = False
        self._sized_at = at if fit in (table.fit_to_size, self._fit_to_new_size) else None

    def _fit_to_new_size(self) -> None:
        """The table fitted to its size, asked for from inside a fit, unless the fit before
        fitted it to the size it has now (its parts placed at this size are placed so again)."""
        if self._table.size() != self._sized_at:
            self._table.fit_to_size()
