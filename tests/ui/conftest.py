"""UI test fixtures: the main window as a family meets it (1366x768, shown, the active window,
so keys go where the app puts the focus), message boxes answered, the language reset after."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True, scope="session")
def _the_app_look(qapp):
    """The app's own font and style sheet, as `python -m sheetdesk` sets them: sizes measured
    in the tests are the sizes a family sees."""
    from sheetdesk.ui.fonts import use_bundled_font
    from sheetdesk.ui.style import apply_style

    use_bundled_font(qapp)
    apply_style(qapp)


@pytest.fixture
def window(qtbot, data_dir, monkeypatch):
    from sheetdesk.ui import dialogs
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings

    monkeypatch.setattr(dialogs, "inform", lambda *a, **kw: None)
    monkeypatch.setattr(dialogs, "ask", lambda *a, **kw: True)
    translators = Translators()
    win = MainWindow(translators, Settings())
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitActive(win)
    yield win
    win.close_game()
    translators.install("en")
