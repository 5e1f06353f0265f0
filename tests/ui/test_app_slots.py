"""The check after every UI test that it left the application's signals as it found them
(conftest `_app_slots_stay`, `app_slots`): a function left connected to focusChanged is named,
a window's slot gone with its window is not, and the app's own slot taken back by
`focusChanged.disconnect()` naming none is named too (Enter on a button then did nothing in every
later test of the worker). The check itself is run here, on what a test would leave."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QWidget

from tests.ui import app_slots

LEFT = "a function or lambda (no QObject owns it, so nothing takes it back)"


class _Page(QWidget):
    """A page answering the keyboard's moves, as a window's scroll area does (window_pages)."""

    def focused(self, _old: QWidget | None, _new: QWidget | None) -> None:
        pass


def _deleted(widget: QWidget) -> None:
    widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_a_function_left_on_focus_changed_is_named_a_windows_slot_is_not(qapp, _app_own_slots):
    found = app_slots.count(qapp)
    page = _Page()
    page.setObjectName("page")
    qapp.focusChanged.connect(page.focused)

    def noted(_old: object, _new: object) -> None:
        pass

    qapp.focusChanged.connect(noted)
    try:
        assert app_slots.left_by(qapp, found) == [
            "focusChanged: focused of a _Page (page)",
            f"focusChanged: {LEFT}",
        ]
        _deleted(page)  # (its slot goes with it)
        with pytest.raises(pytest.fail.Exception) as failed:
            app_slots.check(qapp, found, _app_own_slots, "the test")
        assert str(failed.value) == (
            f"the test left slots connected to the application's signals: ['focusChanged: {LEFT}']"
        )
    finally:
        qapp.focusChanged.disconnect(noted)
    app_slots.check(qapp, found, _app_own_slots, "the test")  # (all taken back: no failure)


def test_the_apps_own_slot_taken_back_is_named(qapp, _app_own_slots):
    from sheetdesk.ui.keys import install_key_policy

    policy = install_key_policy(qapp)
    found = app_slots.count(qapp)
    qapp.focusChanged.disconnect()  # (every slot: the key policy's too)
    try:
        with pytest.raises(pytest.fail.Exception) as failed:
            app_slots.check(qapp, found, _app_own_slots, "the test")
    finally:
        qapp.focusChanged.connect(policy.watch)
    assert str(failed.value).startswith(
        "the test took back the app's own slots "
        "['focusChanged: watch of a KeyPolicy (sheetdesk_key_policy)']"
    )
    app_slots.check(qapp, found, _app_own_slots, "the test")
