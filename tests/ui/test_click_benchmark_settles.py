"""The click benchmark (benchmarks/click.py) clicks on a window that has laid itself out: the
layout a game's opening asks for, level by level up to the window, is done before the first
click, as a family's event loop has it done long before they click. Three fixed turns of the
event loop left the window's last pass to the first click, and the benchmark counted it as the
click's."""

from __future__ import annotations

from PySide6.QtCore import QEvent

from sheetdesk.core import savefile
from tests import benchmark_module
from tests.ui.counted_events import EventCount


def test_the_first_click_finds_the_opened_game_laid_out(window, qapp):  # type: ignore[no-untyped-def]
    click = benchmark_module.load("click")
    (session, _number), *_ = click.positions(1)
    window.resize(1366, 768)
    assert window.open_path(savefile.write(session), external=False)
    if window.current_page_name() == "handover":
        window.controller.confirm_handover()
    click.settle(qapp)
    assert window.current_page_name() == "table"
    requests = EventCount(QEvent.Type.LayoutRequest)
    qapp.installEventFilter(requests)
    try:
        qapp.processEvents()
    finally:
        qapp.removeEventFilter(requests)
    assert requests.count == 0, "a layout left for the first click"
