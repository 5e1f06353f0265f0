"""Every page's least size within the window's own least size (`MINIMUM_SIZE`, 640×320, under
the smallest screen's room): a page that asks for more would grow the window past the screen
when shown (Statistics did, at 819×480, to 819×503): it scrolls instead."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.ui.main_window import MINIMUM_SIZE
from sheetdesk.ui.style import Look
from tests.ui.laid_out import settle

from .test_family_pages_narrow import PAGES, _finished_game


@pytest.mark.parametrize("larger", [False, True], ids=["usual", "larger"])
@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_no_page_asks_more_than_the_window_least_size(window, qtbot, language, larger):
    _finished_game()
    window.resize(819, 480)
    window.language_actions[language].trigger()  # Settings ▸ Language
    window.set_look(Look("light", larger))  # (as the Settings dialog sets it)
    found = {}
    for name in ("start", *PAGES):
        if name == "start":
            window.show_start()
        else:
            getattr(window, f"{name}_action").trigger()  # Game ▸ …
        page = window.page(name)
        qtbot.waitUntil(lambda page=page: not getattr(page, "syncing", lambda: False)())
        settle()
        tabs = getattr(page, "tabs", None)
        for index in range(tabs.count() if tabs is not None else 1):
            if tabs is not None:
                bar = tabs.tabBar()
                QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
                settle()
            least = window.minimumSizeHint()
            if least.width() > MINIMUM_SIZE[0] or least.height() > MINIMUM_SIZE[1]:
                found[f"{name} {index}"] = (least.width(), least.height())
    assert not found
