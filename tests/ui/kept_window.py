"""One main window kept for all the tests of a module marked `shared_window` (the root conftest
then checks what windows and slots are left once, after the module's last test): its `window`
fixture hands each test that window with a data folder of the test's own (`data_dir`: the app
reads the folder's place whenever it reads or writes) and the test's own messages, the window
put back as a family would: the game closed, the start page shown.
What a test changes that the start page does not put back (the language, Larger text, the
window's size) it sets itself, in every test that depends on it.

A module takes both fixtures in: `from tests.ui.kept_window import kept_window, window`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.ui.laid_out import settle


@pytest.fixture(scope="module")
def kept_window(qapp, tmp_path_factory) -> Iterator[Any]:  # type: ignore[no-untyped-def]
    """The module's window, shown at 1366×768 with animations off, as `make_window` makes one;
    closed and deleted after the module's last test, in English and the usual look again (the
    root conftest leaves both to it)."""
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings

    with pytest.MonkeyPatch.context() as patch:
        # (between the tests, and for what its first paint reads: a folder of its own)
        patch.setenv("SHEETDESK_DATA_DIR", str(tmp_path_factory.mktemp("kept-window") / "data"))
        win = MainWindow(Translators(), Settings(animations="off"))
        win.resize(1366, 768)
        win.show()
        win.activateWindow()
        settle()  # (its first paint, and what the window does after it, done here)
        assert win.first_paint.done
        yield win
        win.close_game()
        win.translators.install("en")  # (its language and its look go with it)
        win.close()
        win.deleteLater()
        settle()
        from sheetdesk.ui import palette
        from sheetdesk.ui.style import apply_style

        if palette.current() != "light" or palette.larger():
            apply_style(qapp)


@pytest.fixture
def window(kept_window, data_dir, messages) -> Iterator[Any]:  # type: ignore[no-untyped-def]
    """The module's window for one test, on the test's own data folder, the test answering its
    messages (`messages`): on the start page, as a family goes back to it (Home), the test's
    folder still empty (what the start page shows of the last test's games, their pictures
    drawn, is not what this test looks at); the game closed after the test, while its folder
    is still the one the game saves in."""
    kept_window.show_start()
    settle()
    yield kept_window
    kept_window.close_game()
