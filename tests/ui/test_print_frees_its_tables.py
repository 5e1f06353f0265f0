"""`sheetdesk print` frees the tables and the scores page it drew from before it returns, rather
than leave them to a later cycle collection: one started in a Python handler of a Qt event (the
next print in the same process installing its language) destroyed them in the middle of
delivering that event to them, and the process crashed."""

from __future__ import annotations

import gc

from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry
from sheetdesk.ui.i18n import Translators, installed_language
from sheetdesk.ui.paper import print_command


def test_a_print_leaves_no_widget_behind(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("SHEETDESK_DATA_DIR", str(tmp_path / "data"))
    language = installed_language() or "en"
    before = set(QApplication.topLevelWidgets())
    enabled = gc.isenabled()  # (off where a window's collector collects: left so)
    gc.disable()  # (what is left is found, not collected meanwhile by chance)
    try:
        for entry in registry.GAMES:
            out = tmp_path / f"{entry.id}.pdf"
            code = print_command(
                game=entry.id, match=None, pads=1, out=str(out), paper="a4", language="en"
            )
            assert code == 0 and out.stat().st_size > 0
        left = [widget for widget in QApplication.topLevelWidgets() if widget not in before]
        assert not left, [type(widget).__name__ for widget in left]
    finally:
        if enabled:
            gc.enable()
        Translators().install(language)
