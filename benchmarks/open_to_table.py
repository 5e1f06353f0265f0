"""Open a save the way `python -m sheetdesk --open FILE` does, and print FIRST_FRAME when the page
the game opens on (the table, or its hand-over page) has been painted; then quit.

It builds the app with sheetdesk.ui.app's own functions and opens the file at the same moment the
app does (`MainWindow.open_path` after the window's first paint), so what it times is the app's
real path from process start to an interactive table. Used by benchmarks/resume.py.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/open_to_table.py FILE
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from sheetdesk.ui.app import build_window, create_application


class PaintedOnce(QObject):
    def __init__(self, widget: QWidget, page: str) -> None:
        super().__init__(widget)
        self.page = page
        self.done = False
        widget.installEventFilter(self)
        widget.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.done and event.type() == QEvent.Type.Paint:
            self.done = True
            QTimer.singleShot(0, self.report)
        return False

    def report(self) -> None:
        print(f"FIRST_FRAME {time.time()}", flush=True)
        print(f"painted page: {self.page}", file=sys.stderr, flush=True)
        QApplication.quit()


def main() -> int:
    path = sys.argv[1]
    app = create_application(sys.argv[:1])
    window = build_window(app)
    watchers: list[PaintedOnce] = []

    def open_it() -> None:
        try:
            opened = window.open_path(path, external=True)
        except Exception:
            import traceback

            traceback.print_exc()
            app.exit(1)
            return
        if not opened:
            print(f"could not open {path}", file=sys.stderr)
            app.exit(1)
            return
        page = window.current_page_name()
        if page not in ("table", "handover"):
            print(f"opened on page {page!r}, not the table", file=sys.stderr)
            app.exit(1)
            return
        watchers.append(PaintedOnce(window.stack.currentWidget(), page))

    window.first_paint.painted.connect(open_it)
    window.show()
    code = app.exec()
    window.close_game()
    return int(code)


if __name__ == "__main__":
    sys.exit(main())
