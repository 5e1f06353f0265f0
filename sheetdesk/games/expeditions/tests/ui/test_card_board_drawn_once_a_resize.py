"""A card table's board drawn once for each resize of the window, at the size the table's fit
leaves it at. The fit shares the width between the board's column and the others' sheets
(width_share.py `balance`), a share at a time, each share laid out; where four shares did not
settle it, the last was laid out by the layout request Qt posts, after the fit had drawn the
board at the share before: the board drawn whole twice, first a few px narrower (one or two
players, 911x512 to 1366x768, a scale of 0.9943 and then 1.0)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject

from tests.ui.test_layout_audit import settle
from tests.ui.test_size_not_history import _saved, opened_at

# the sizes the window is taken through, from 1366x768 (none below the table page's least
# size: the page's first move into a scroll area of its own repaints what it holds)
SIZES = ((1024, 600), (911, 512), (1366, 768), (1037, 723), (1366, 768))


class _WholePaints(QObject):
    """How many times a widget is painted whole (a part repainted, a card changed, is not
    counted)."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and event.rect() == watched.rect():  # type: ignore[attr-defined]
            self.count += 1
        return False


@pytest.mark.parametrize("game", ["treasure_cards", "pyramid_cards"])
@pytest.mark.parametrize("seats", [1, 2])
def test_each_resize_draws_the_board_once(window: Any, game: str, seats: int) -> None:
    opened_at(window, _saved(game, seats), (1366, 768))
    viewport = window.page("table").table.board_view.viewport()
    paints = _WholePaints()
    viewport.installEventFilter(paints)
    drawn = []
    for size in SIZES:
        paints.count = 0
        window.resize(*size)
        settle()
        drawn.append((size, paints.count))
    viewport.removeEventFilter(paints)
    assert drawn == [(size, 1) for size in SIZES]
