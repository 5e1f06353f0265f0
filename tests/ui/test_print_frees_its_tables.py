"""`sheetdesk print` frees the tables and the scores page it drew from before it returns, rather
than leave them to a later cycle collection: one started in a Python handler of a Qt event (the
next print in the same process installing its language) destroyed them in the middle of
delivering that event to them, and the process crashed."""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QWidget

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


def test_a_print_frees_its_own_widgets_alone(qapp, tmp_path, monkeypatch):
    """What another part of the app asked to delete later is deleted when control returns to
    the loop, not by a print: the print frees what it drew from, nothing else."""
    monkeypatch.setenv("SHEETDESK_DATA_DIR", str(tmp_path / "data"))
    language = installed_language() or "en"
    others = QObject(), QWidget()
    for other in others:
        other.deleteLater()
    try:
        game = registry.GAMES[0].id
        out = tmp_path / "pad.pdf"
        code = print_command(game=game, match=None, pads=1, out=str(out), paper="a4", language="en")
        assert code == 0 and out.stat().st_size > 0
        assert all(shiboken6.isValid(other) for other in others)
    finally:
        Translators().install(language)
        for other in others:  # (its own alone, as the print)
            if shiboken6.isValid(other):
                shiboken6.delete(other)
