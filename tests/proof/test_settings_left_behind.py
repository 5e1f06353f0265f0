"""What the GUI monkey may change in Settings for the whole application (the language, the
colours and Larger text, the animations, the sound and its volume) is back as the app starts
them for the next test of the same worker process: the first test changes every one of them as
a user does, in the real Settings dialog; the second, on the same worker right after it, finds
them as the app starts them (the root conftest's `_app_wide_settings_go_with_their_test`)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QWidget

from sheetdesk.ui import palette, sound
from sheetdesk.ui.i18n import installed_language
from sheetdesk.ui.sheetkit.motion import motion_mode

IN_TURN = pytest.mark.xdist_group("settings-left-behind")
_changed: list[str] = []  # what the first test changed in this process


def _pick(combo: QComboBox, data: str) -> None:
    """`data`'s entry chosen with the keys, the combo box having the focus."""
    QTest.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == data:
            return
        QTest.keyClick(combo, Qt.Key.Key_Down)
    raise AssertionError(f"{combo.objectName()} has no {data!r}")


def _tab_to(dialog: QDialog, widget: QWidget) -> None:
    for _ in range(12):
        if dialog.focusWidget() is widget:
            return
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reaches {widget.objectName()}")


def _click(box: QWidget) -> None:
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(10, box.height() // 2))


@IN_TURN
def test_every_app_wide_setting_changed_in_settings(window, monkeypatch):
    def change_everything(dialog: QDialog) -> bool:
        dialog.show()
        QTest.qWaitForWindowExposed(dialog)
        d = dialog
        for combo, data in ((d.language_combo, "el"), (d.colours_combo, "dark")):  # type: ignore[attr-defined]
            _tab_to(d, combo)
            _pick(combo, data)
        _click(d.larger_box)  # type: ignore[attr-defined]
        _tab_to(d, d.motion_combo)  # type: ignore[attr-defined]
        _pick(d.motion_combo, "reduced")  # type: ignore[attr-defined]
        _tab_to(d, d.volume)  # type: ignore[attr-defined]
        QTest.keyClick(d.volume, Qt.Key.Key_Home)  # type: ignore[attr-defined]
        for _ in range(2):
            QTest.keyClick(d.volume, Qt.Key.Key_PageUp)  # type: ignore[attr-defined]
        _click(d.sound_box)  # type: ignore[attr-defined]
        QTest.mouseClick(d.ok_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
        return d.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr(window, "exec_dialog", change_everything)
    window.settings_action.trigger()
    QApplication.processEvents()
    board = sound.board()
    assert (palette.current(), palette.larger()) == ("dark", True)
    assert motion_mode() == "reduced"
    assert (board.on, board.volume) == (False, 20)
    assert installed_language() == "el" and QLocale().language() == QLocale.Language.Greek
    assert QCoreApplication.translate("StartPage", "New game") == "Νέο παιχνίδι"
    _changed.append("everything")


@IN_TURN
def test_the_next_test_finds_them_as_the_app_starts_them(qapp):
    if not _changed:
        pytest.skip("the test before it, which changes them, did not run in this process")
    board = sound.board()
    assert (palette.current(), palette.larger()) == ("light", False)
    assert motion_mode() == "on"
    assert (board.on, board.volume) == (True, sound.DEFAULT_VOLUME)
    assert installed_language() == "en" and QLocale().language() == QLocale.Language.English
    assert QCoreApplication.translate("StartPage", "New game") == "New game"
