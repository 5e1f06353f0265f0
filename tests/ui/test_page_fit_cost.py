"""Whether the window's page lacks height (`window_pages._short_of`: a part given less than its
least height, reaching below the page, or laid over the next) is asked after every click (the
page stack's fit, once the click's events are done): its parts' geometries are asked once each,
and their pairs compared without a call into Qt for every edge of every pair."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from sheetdesk.ui import window_pages


def _page(qtbot) -> tuple[QWidget, dict[str, QWidget]]:  # type: ignore[no-untyped-def]
    """A 400x300 page of parts placed by hand (no layout: where they are is what is measured),
    one of them hidden over all the others."""
    page = QWidget()
    qtbot.addWidget(page)
    page.resize(400, 300)
    parts = {}
    for name, rect in {
        "turn": (0, 0, 200, 40),
        "sheet": (0, 30, 200, 50),  # (laid 10 px over by the turn's words)
        "side": (250, 0, 100, 100),  # (beside both: over neither)
        "buttons": (0, 270, 100, 50),  # (20 px below the page)
        "banner": (0, 0, 400, 300),
    }.items():
        part = QWidget(page)
        part.setGeometry(*rect)
        parts[name] = part
    page.show()
    parts["banner"].hide()
    return page, parts


@pytest.mark.parametrize("deep", [False, True], ids=["its own parts", "every part"])
def test_a_page_is_measured_with_few_calls_into_qt(qtbot, monkeypatch, deep):
    page, parts = _page(qtbot)
    asked: Counter[str] = Counter()
    for name in ("top", "bottom", "intersects"):
        original = getattr(QRect, name)

        def counted(self, *args, name=name, original=original):  # type: ignore[no-untyped-def]
            asked[name] += 1
            return original(self, *args)

        monkeypatch.setattr(QRect, name, counted)

    assert window_pages._short_of(page, deep) == 20  # (the buttons below the page)
    parts["buttons"].setGeometry(0, 200, 100, 50)
    assert window_pages._short_of(page, deep) == 10  # (the turn's words over the sheet)
    parts["sheet"].setGeometry(205, 30, 40, 50)
    assert window_pages._short_of(page, deep) == 0  # (beside the turn: over nothing)
    parts["banner"].show()  # (from the page's top over the sheet laid from 30 px: under none)
    assert window_pages._short_of(page, deep) == 270
    assert asked == Counter(), dict(asked)
