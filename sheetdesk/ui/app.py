"""Start the GUI: `run(argv, open_file=None, quit_after_first_paint=False) -> int`."""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from .fonts import use_bundled_font

APP_ID = "org.sheetdesk.SheetDesk"


def create_application(argv: Sequence[str]) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(list(argv))
    app.setApplicationName("sheetdesk")
    app.setOrganizationName("sheetdesk")
    app.setDesktopFileName(APP_ID)
    use_bundled_font(app)
    return app


def build_window(app: QApplication):  # type: ignore[no-untyped-def]
    from .i18n import Translators, effective_language
    from .main_window import MainWindow
    from .settings import load_settings
    from .style import apply_style

    settings = load_settings()
    translators = Translators()
    translators.install(effective_language(settings.language))
    apply_style(app)
    return MainWindow(translators, settings)


def run(
    argv: Sequence[str] | None = None,
    open_file: str | None = None,
    quit_after_first_paint: bool = False,
) -> int:
    app = create_application(argv if argv is not None else sys.argv)
    window = build_window(app)
    if quit_after_first_paint:

        def first_frame() -> None:
            print(f"FIRST_FRAME {time.time()}", flush=True)
            QTimer.singleShot(0, app.quit)

        window.first_paint.painted.disconnect(window.refresh_start)
        window.first_paint.painted.connect(first_frame)
    elif open_file:
        window.first_paint.painted.connect(lambda: window.open_path(open_file, external=True))
    window.show()
    code = app.exec()
    window.close_game()
    return int(code)
