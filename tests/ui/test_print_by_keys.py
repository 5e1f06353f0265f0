"""Print, driven by the keys alone as a family without a mouse drives it: Ctrl+P, Print… (Alt+R),
in Qt's print preview Tab to its Print button and Space, in Qt's Print its Properties (Alt+R),
then Escape out of each, and Ctrl+P opens Print again; and Save as PDF… (Alt+S), Enter in the
file chooser and in the message that says the PDF is written, then Escape. Each key goes where
the keyboard is (`QApplication.focusWidget`): a closed dialog that left no window with the
keyboard stops the run there (Qt's offscreen platform, like a screen without a window manager,
gives the keyboard back to none: keys_handed_back.py)."""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QToolButton

from sheetdesk.ui import dialogs
from tests.ui.test_layout_audit import settle

# the file chooser and message box as the app has them (the tests' window answers them otherwise)
REAL = {name: getattr(dialogs, name) for name in ("save_file", "inform")}

CTRL, ALT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.AltModifier
LIMIT_S = 60.0  # (a run stuck for so long has lost the keyboard: the dialogs are closed then)


def press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """`key` pressed where the keyboard is."""
    focus = QApplication.focusWidget()
    assert focus is not None
    QTest.keyClick(focus, key, modifier)


def tab_to_print() -> None:
    """In the print preview, Tab until its Print button has the keyboard, then Space."""
    said = QCoreApplication.translate("QPrintPreviewDialog", "Print")
    for _ in range(40):
        focus = QApplication.focusWidget()
        if isinstance(focus, QToolButton) and focus.toolTip() == said:
            press(Qt.Key.Key_Space)  # (returns once Print is closed)
            return
        press(Qt.Key.Key_Tab)
    raise AssertionError("Tab never reached the preview's Print")


class KeysAlone:
    """Runs `plan`, each step (a window's class, what is pressed there) once that window is
    the active one with a part of it holding the keyboard: from timers, as Qt's dialogs run
    their own event loops."""

    def __init__(self, plan: list[tuple[str, Callable[[], None]]]) -> None:
        self.plan = plan
        self.done = 0
        self.stuck = ""
        self.since = time.monotonic()

    def step(self) -> None:
        if self.done == len(self.plan) or self.stuck:
            return
        name, keys = self.plan[self.done]
        active = QApplication.activeWindow()
        if (
            active is not None
            and active.metaObject().className() == name
            and QApplication.focusWidget() is not None
        ):
            self.done += 1
            self.since = time.monotonic()
            QTimer.singleShot(0, keys)
        elif time.monotonic() - self.since > LIMIT_S:
            self.stuck = f"waiting for {name}: the keyboard with {QApplication.focusWidget()}"
            self.close_all()
            return
        QTimer.singleShot(1, self.step)

    def close_all(self) -> None:
        shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog)]
        for dialog in shown:
            if dialog.isVisible():
                dialog.reject()
        if any(dialog.isVisible() for dialog in shown):
            QTimer.singleShot(1, self.close_all)


def run_by_keys(window, qtbot, plan: list[tuple[str, Callable[[], None]]]) -> None:  # type: ignore[no-untyped-def]
    """`plan` run by keys alone from the window, shown and with the keyboard; ends with the
    keyboard back in the window."""
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.activateWindow()
    settle()
    run = KeysAlone(plan)
    QTimer.singleShot(0, run.step)
    qtbot.waitUntil(lambda: run.done == len(run.plan) or bool(run.stuck), timeout=600_000)
    assert run.stuck == ""
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=600_000)


def escape() -> None:
    press(Qt.Key.Key_Escape)


def test_after_properties_closes_ctrl_p_opens_print_again(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    run_by_keys(
        window,
        qtbot,
        [
            ("MainWindow", lambda: press(Qt.Key.Key_P, CTRL)),
            ("PrintDialog", lambda: press(Qt.Key.Key_R, ALT)),
            ("QPrintPreviewDialog", tab_to_print),
            ("QPrintDialog", lambda: press(Qt.Key.Key_R, ALT)),
            ("QPrintPropertiesDialog", escape),
            ("QPrintDialog", escape),
            ("QPrintPreviewDialog", escape),
            ("PrintDialog", escape),
            ("MainWindow", lambda: press(Qt.Key.Key_P, CTRL)),
            ("PrintDialog", escape),
        ],
    )


def test_after_the_pdf_is_written_escape_closes_print(window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The file chooser and the message box each give the keyboard back as they close: Escape
    then closes Print, and Ctrl+P opens it again."""
    from pathlib import Path

    from sheetdesk.ui.print_dialog import documents_folder

    for name, real in REAL.items():
        monkeypatch.setattr(dialogs, name, real)
    # (the chooser's first answer is in it: in a folder that is not there, Qt's chooser would
    # write the PDF where the tests run)
    folder = Path(documents_folder())
    assert str(folder).startswith(os.environ["HOME"])
    folder.mkdir(parents=True, exist_ok=True)
    enter = lambda: press(Qt.Key.Key_Return)  # noqa: E731
    run_by_keys(
        window,
        qtbot,
        [
            ("MainWindow", lambda: press(Qt.Key.Key_P, CTRL)),
            ("PrintDialog", lambda: press(Qt.Key.Key_S, ALT)),
            ("QFileDialog", enter),  # (its first answer: the game's name, in Documents)
            ("QMessageBox", enter),  # ("PDF written")
            ("PrintDialog", escape),
            ("MainWindow", lambda: press(Qt.Key.Key_P, CTRL)),
            ("PrintDialog", escape),
        ],
    )
    # (one PDF, named for the game chosen on the start page, written whole)
    written = list(folder.glob("*.pdf"))
    assert len(written) == 1 and written[0].read_bytes().startswith(b"%PDF"), written
