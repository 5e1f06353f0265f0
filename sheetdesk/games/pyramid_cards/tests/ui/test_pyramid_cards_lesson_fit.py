"""Pyramid cards' lesson opened on a netbook's screen (1024x600): the computer's moves before the
learner's first one lay the table out anew as each position is shown, at a size no resize event
of the table's own brings (its width shared out again: `TableScaffold.balance`), and its sheets
are fitted at the next turn of the event loop (sheetkit/view.py `fits_after`), not left drawn
at the size they had before."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.ui.test_lesson import open_lesson_from_start
from tests.ui.test_table_fits import _sheets, fitting


def test_the_sheets_are_fitted_after_the_computers_moves_in_the_lesson(window, qtbot):  # type: ignore[no-untyped-def]
    window.setMinimumSize(0, 0)
    window.resize(1024, 600)
    window.set_language("el")
    open_lesson_from_start(window, qtbot, "pyramid_cards")
    QApplication.processEvents()  # (the next turn of the event loop, as the learner looks)
    table = window.page("table").table
    unfitted = [
        f"{type(view.parentWidget()).__name__}: drawn at {view.transform().m11():.4f}, "
        f"fits at {fitting(view):.4f}"
        for view in _sheets(table)
        if abs(view.transform().m11() - fitting(view)) > 1e-9
    ]
    assert unfitted == []
