"""A scroll area's fading bottom edge (`ScrollFade`) is as wide as the viewport at every size:
shrunk, it was left at the old width, reaching over the scroll bar and past the area's edge
(the area's own resize event came to it before the viewport had its new size)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QScrollArea, QWidget

from sheetdesk.ui.scroll_fade import ScrollFade, fades


@pytest.mark.parametrize("sizes", [((400, 200), (260, 200)), ((260, 200), (400, 200))])
def test_the_fade_is_as_wide_as_the_viewport_after_a_resize(qtbot, sizes):  # type: ignore[no-untyped-def]
    area = QScrollArea()
    qtbot.addWidget(area)
    page = QWidget()
    page.setMinimumHeight(1000)  # (more lies below: the fade is shown)
    area.setWidget(page)
    area.setWidgetResizable(True)
    fade = ScrollFade(area)
    area.resize(*sizes[0])
    area.show()
    qtbot.waitExposed(area)
    for size in sizes:
        area.resize(*size)
        qtbot.wait(1)
        port = area.viewport().geometry()
        assert fades(area)
        assert fade.geometry().left() == port.left()
        assert fade.geometry().width() == port.width(), (size, fade.geometry(), port)
