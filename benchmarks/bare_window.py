"""The start-up baseline: a bare PySide6 window showing a 500-item QGraphicsScene.

250 rectangles and 250 text items (QGraphicsSimpleTextItem, as sheet labels are) in a
QGraphicsView inside a QMainWindow, after importing pydantic and defining one model (as the app
does). After the first paint of the window it prints
`FIRST_FRAME <time.time()> <time.process_time()>` on stdout, flushed, and quits: the same
contract as `python -m sheetdesk --quit-after-first-paint`.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bare_window.py
"""

from __future__ import annotations

import sys
import time

from pydantic import BaseModel
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QMainWindow,
)


class Cell(BaseModel):
    row: int
    column: int
    label: str


class FirstPaint(QObject):
    """Reports the first paint of the watched widget once the paint has been done."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
            QTimer.singleShot(0, self.report)
        return False

    def report(self) -> None:
        print(f"FIRST_FRAME {time.time()!r} {time.process_time()!r}", flush=True)
        QApplication.quit()


def build_scene() -> QGraphicsScene:
    scene = QGraphicsScene()
    colors = [QColor("#d33"), QColor("#eb3"), QColor("#3a5"), QColor("#36c")]
    for index in range(250):
        cell = Cell(row=index // 25, column=index % 25, label=str(2 + index % 11))
        x, y = cell.column * 44.0, cell.row * 44.0
        scene.addRect(x, y, 40.0, 40.0, brush=QBrush(colors[cell.row % 4].lighter(160)))
        text = QGraphicsSimpleTextItem(cell.label)
        text.setPos(x + 12.0, y + 10.0)
        scene.addItem(text)
    return scene


def main() -> int:
    app = QApplication(sys.argv)
    window = QMainWindow()
    window.setWindowTitle("bare window")
    view = QGraphicsView(build_scene())
    window.setCentralWidget(view)
    window.resize(1280, 720)
    watcher = FirstPaint()
    window.installEventFilter(watcher)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
