"""How a table's width is shared between the big sheet's column and the other players' small
sheets (`TableScaffold`), and where its choice panel goes.

The acting player's sheet is the largest on screen: the others' panel never takes the width the
big sheet needs up to the table's `playable_scale`, then keeps what shows every other sheet at
once, and the big sheet takes what it needs up to `comfortable_scale`; no small sheet is drawn
at the big one's scale (`SMALLER`). The choice panel goes under the big sheet or beside it,
whichever the window's size plays best (decided on a resize, never by a step of the game).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

from .scrolled import LeastScaleArea, holder_of, scroll_bar_width

if TYPE_CHECKING:
    from .scaffold import TableScaffold

SMALLER = 0.9  # the others' sheets are drawn at most at this share of the big sheet's scale


def place_choice_panel(table: TableScaffold) -> bool:
    """The choice panel under the big sheet or beside it, whichever this window size plays
    best: first a place where the panel keeps clear of the game buttons' row (`clear_of_row`),
    then the sheet playable, then its whole width in sight and the most of it (`seen`), then
    every other sheet at once,
    then the larger sheet (the room for the buttons is kept either way, so nothing moves
    between steps). Whether it placed it (and so shared the width anew, `settle`): not in a
    table without one, or hidden."""
    panel, view = table.choice_panel, table.focus_view
    if panel is None or view is None or not table.isVisible():
        return False
    tried = []
    for below in (False, True):
        panel.orient(below)
        settle(table)
        if panel.fit_bands():  # (beside: the bands its height holds, the sheet then narrower)
            settle(table)
        scale = view.scale_factor()
        playable = scale >= table.playable_scale - 1e-6
        whole = not table.others.isVisible() or not table.others.scrolls()
        tried.append(((clear_of_row(table), playable, *seen(view), whole, scale), below))
    best = max(tried)[1]
    if best != panel.below:
        panel.orient(best)
        settle(table)
        if panel.fit_bands():
            settle(table)
    if panel.buttons:
        panel.place()
    return True


def clear_of_row(table: TableScaffold) -> bool:
    """Whether the choice panel, as laid out now, keeps the column's spacing from the game
    buttons' row: under the sheet its two rows of buttons have a fixed height, and a table
    given less height than its parts take there (the row's words wrapped at its width: Giza
    alone, in Greek with Larger text, at 819x480) drew them over the row's buttons, whose
    keyboard rings would then touch theirs."""
    panel, row = table.choice_panel, table.button_row
    if panel is None or row.isHidden():
        return True
    ours = QRect(panel.mapTo(table, QPoint(0, 0)), panel.size())
    theirs = QRect(row.mapTo(table, QPoint(0, 0)), row.size())
    if ours.right() < theirs.left() or theirs.right() < ours.left():
        return True  # (in another column: over the others' sheets)
    return theirs.top() - ours.bottom() - 1 >= table.main.spacing()


def shown(view: QWidget) -> float:
    """The share of `view`'s sheet in sight (less than 1 where a sheet that keeps its least
    scale scrolls: `LeastScaleArea`), to a hundredth."""
    holder = holder_of(view)
    return round(holder.shown_share(), 2) if isinstance(holder, LeastScaleArea) else 1.0


def seen(view: QWidget) -> tuple[bool, float]:
    """How well `view`'s sheet is in sight, the better the greater: first its whole width (a
    sheet that scrolls only up and down reads as a page; one scrolled sideways has its rows
    cut at the edge: Giza's pad of nine players at 1024x600 at 125 %, 14 px), then the share
    of it in sight (`shown`)."""
    holder = holder_of(view)
    across = holder.whole_across() if isinstance(holder, LeastScaleArea) else True
    return across, shown(view)


def settle(table: TableScaffold) -> None:
    """Share the width until it holds (the caption's height follows the column's width),
    starting from the others' narrowest: a column made narrow earlier wraps the caption on
    more lines, leaving the big sheet less height and so less width, and would hold so."""
    if not table.others.isHidden():
        table.others.setMaximumWidth(table.others.narrowest())
    for _ in range(5):
        before = table.others.maximumWidth()
        table.balance()
        if table.others.maximumWidth() == before:
            break


def balance(table: TableScaffold) -> None:
    """The acting player's sheet is the largest on screen: the others' panel never takes
    the width the big sheet needs to be drawn as large as its height allows up to
    `playable_scale`; beyond that it keeps what shows every other sheet at once, and the
    big sheet takes what it needs up to `comfortable_scale` (the others get what is left,
    or their share when that is less). No small sheet is drawn at the big one's scale."""
    if table.choice_panel is not None:  # on the geometry as laid out now (a turned board
        _lay_out(table)  # is laid out late), and laid out again after
    _balance(table, words := table.button_row.words_width())  # (asked once: it costs)
    if table.choice_panel is not None:
        _lay_out(table)
        return
    # the share just set moves the column, and the big sheet's room with it: shared again
    # on the geometry it gives until it holds, so the split depends on the window's size
    # and the sheets alone, not on the table's earlier geometry
    shares = [table.others.maximumWidth()]
    for _ in range(4):
        _lay_out(table)
        _balance(table, words)
        share = table.others.maximumWidth()
        if share == shares[-1]:
            return
        if share in shares:
            # shares that take turns: the big sheet's height follows its column's width where
            # a sheet under it keeps its shape (a card game's score card), and each share asks
            # for the other (a card table in Greek with Larger text at 1366x768: 197 and 200
            # px, each fit the other). The narrowest of them, whichever the turn began with
            table.others.setMaximumWidth(min(shares[shares.index(share) :]))
            _lay_out(table)
            return
        shares.append(share)


def _lay_out(table: TableScaffold) -> None:
    # (the geometry the share reads as a fit would leave it: a fit asked for meanwhile runs
    # after, table_layout.py `TableLayout.lay_out_now`)
    table.lay_out_now()


def _balance(table: TableScaffold, words: int | None) -> None:
    view = table.focus_view
    scene = view.scene() if view is not None else None
    if view is None or scene is None or table.others.isHidden():
        return
    rect = scene.sceneRect()
    frame = math.ceil(2 * view.frameWidth() + 2 * view.margin)
    # (a sheet kept at its least scale scrolls in an area: the area's room is the sheet's)
    holder = holder_of(view)
    least = holder.least if isinstance(holder, LeastScaleArea) else 0.0
    height = holder.height() - frame  # the column's height does not depend on the split
    if rect.width() <= 0 or rect.height() <= 0 or height <= 0:
        return
    row = table.main.geometry().width() + table.others.width()  # what the two share now
    beside = max(0, table.main.geometry().width() - holder.width())  # e.g. buttons beside it
    # the width at which the big sheet is drawn as large as its height allows, or at the
    # comfortable scale when that is smaller (the others' share stands beyond it); never less
    # than its least scale's, with the scroll bar beside it where it scrolls up and down then
    bound = height / rect.height()
    bar = scroll_bar_width(holder) if bound < least else 0

    def wanted(scale: float) -> int:
        return math.ceil(max(min(bound, scale), least) * rect.width()) + frame + beside + bar

    playable = table.playable_scale or table.comfortable_scale
    floor = table.others.narrowest()
    whole = table.others.width_showing_all(table.others.height())
    # the big sheet playable first, then every other sheet at once, then the big comfortable
    room = max(
        floor, min(row - wanted(playable), max(whole, row - wanted(table.comfortable_scale)))
    )
    # and the game buttons their whole words side by side, where the others can spare it
    # (never below the width that shows every other sheet at once)
    if words is not None:  # (the row's `words_width`, None while it is hidden)
        room = max(floor, min(room, max(row - words, whole)))
    if table.others.maximumWidth() != room:
        table.others.setMaximumWidth(room)
    main_share, others_share = table.width_shares()
    main = max(row - room, row - row * others_share // max(1, main_share + others_share))
    big = max(least, min((main - frame - beside - bar) / rect.width(), bound))
    table.others.set_max_scale(big * SMALLER)
