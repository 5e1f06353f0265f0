"""Start the GUI: `run(argv, open_file=None, quit_after_first_paint=False) -> int`."""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from .feature_scan import cheaper_feature_scan

# before the window's modules are imported: PySide6 looks at each (see feature_scan)
cheaper_feature_scan()

from sheetdesk.resources import resource_path  # noqa: E402

from . import collector  # noqa: E402
from .fonts import use_bundled_font  # noqa: E402
from .keys import install_key_policy  # noqa: E402

APP_ID = "org.sheetdesk.SheetDesk"


GIL_SWITCH_SECONDS = 0.0005
"""How long a Python thread may hold the interpreter before another gets it (Python's default is
5 ms). While a computer player searches on the worker thread, each of the GUI thread's many
short calls into Qt waits up to this long to get back in: at 5 ms a repaint took 2-5 times as long
as when idle (up to 0.2-0.28 s), at 0.5 ms 1.5-2 times (under 0.09 s). The search loses nothing
measurable (it runs as fast while the GUI thread sleeps in the event loop).
benchmarks/computer_turns.py repaint measures it."""


def create_application(argv: Sequence[str]) -> QApplication:
    sys.setswitchinterval(GIL_SWITCH_SECONDS)
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(list(argv))
    app.setApplicationName("sheetdesk")
    app.setOrganizationName("sheetdesk")
    app.setDesktopFileName(APP_ID)
    # The PNG, not the SVG: the frozen app ships no image-format plugins (PNG is built into Qt).
    # Without it, Windows and Wine show Python's icon in the title bar and taskbar.
    app.setWindowIcon(QIcon(str(resource_path("icons", "sheetdesk-256.png"))))
    use_bundled_font(app)
    install_key_policy(app)  # Enter pushes the focused button; a held key acts once
    return app


def build_window(app: QApplication, *, place: bool = False):  # type: ignore[no-untyped-def]
    """The main window with the user's settings and language. With `place`, it is placed as the app
    opens it: where it was left, or from the screen the first time (tools that size the window
    themselves, such as screenshots and benchmarks, leave it off)."""
    from . import window_geometry
    from .i18n import Translators, effective_language
    from .main_window import MainWindow
    from .settings import put_aside, read_settings
    from .style import Look, apply_style

    settings, damaged = read_settings()
    translators = Translators()
    translators.install(effective_language(settings.language))
    apply_style(app, Look(settings.colours, settings.larger_text))
    window = MainWindow(translators, settings)
    changed = getattr(app.styleHints(), "colorSchemeChanged", None)  # (Qt 6.5 and later)
    if changed is not None:
        changed.connect(window.follow_system_colours)
    if damaged:
        window.tell_settings_damaged(put_aside())
    if place:
        window_geometry.restore(window, settings.window)
    return window


def run(
    argv: Sequence[str] | None = None,
    open_file: str | None = None,
    quit_after_first_paint: bool = False,
) -> int:
    """Start the app (with `open_file`: that save opened so that the first page painted is the
    game's: see `MainWindow.open_at_start`). With `quit_after_first_paint`: print
    `FIRST_FRAME <unix time> <CPU seconds used>` once the first page has painted (stderr says
    which: `first paint: page=handover`), then quit; a game whose table was left for after its
    hand-over page is built before quitting, and `TABLE_READY <unix time>` goes to stderr."""
    app = create_application(argv if argv is not None else sys.argv)
    window = build_window(app, place=True)
    if quit_after_first_paint:
        window.refresh_on_first_paint = False

        def first_frame() -> None:
            print(f"FIRST_FRAME {time.time()} {time.process_time()}", flush=True)
            print(f"first paint: page={window.current_page_name()}", file=sys.stderr, flush=True)
            QTimer.singleShot(0, table_then_quit)

        def table_then_quit() -> None:
            controller = window.controller
            if controller is not None and not controller.page_built:
                controller.ensure_page()
            if controller is not None:
                print(f"TABLE_READY {time.time()}", file=sys.stderr, flush=True)
            app.quit()

        window.first_paint.painted.connect(first_frame)
    if open_file:
        window.open_at_start(open_file)
    window.first_paint.painted.connect(collector.freeze)
    window.show()
    code = app.exec()
    window.close_game()
    return int(code)
