"""What building Giza's table of nine costs besides its drawing: counted, not timed. The table
is laid out many times while it is built (its arrangements tried, its width shared), and each
layout asks every other player's caption (sheetkit's SeatCaption) for its lines and height at
the widths it tries: a caption breaks its lines for a width once, until its text, font or
language changes, however often it is asked."""

from __future__ import annotations

from typing import Any

from sheetdesk.games.giza_dice.tests.ui.giza import NINE, start_nine
from sheetdesk.ui.sheetkit import seat_caption
from sheetdesk.ui.sheetkit.seat_caption import SeatCaption
from tests.ui.work_counts import measured_again


def _asked(caption: SeatCaption, width: int, shorter: bool = False) -> tuple[Any, ...]:
    # (the margins too: the frame's widths and the symbol's room are set in them when the
    # caption's look or style comes, which may be after its first measures or before, as the
    # event loop turns: a width measured again with other margins is a new measure)
    margins = caption.contentsMargins()
    sides = (margins.left(), margins.right(), caption.margin(), caption.indent())
    return (width, shorter, caption.font().key(), caption.hang(), sides, caption.full)


def test_nine_players_captions_break_their_lines_once_per_width(window, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """A nine-player Giza table opened at 1024×600 at 125 % (819×480): no caption of another
    player's sheet breaks its lines twice for the same width between two changes of its text,
    font or language (a line broken costs the measure of every word of it)."""
    with measured_again(
        monkeypatch, seat_caption, "kept_together", SeatCaption, "_groups", _asked
    ) as measures:
        for method in ("set_caption", "changeEvent"):  # (what makes its measures out of date)
            original = getattr(SeatCaption, method)

            def forgetting(self, *args, _original=original):  # type: ignore[no-untyped-def]
                measures.forget(self)
                return _original(self, *args)

            monkeypatch.setattr(SeatCaption, method, forgetting)
        start_nine(window, qtbot, 819, 480)
    assert window.page("table").table.others.isVisible()
    assert len({key[0] for key in measures.done}) == len(NINE)  # (each player's small sheet's)
    assert measures.again == []
