"""A page that fits itself (`FITS_ITSELF`) whose least size at one size of it asks for another,
and at that one for the first, is fitted a bounded number of times before the event loop turns
(`PageScroll`'s `BURST`), then settles on the larger, even where a layout sends the posted
layout requests from inside the event loop's turn (`QCoreApplication.sendPostedEvents`, as the
kit's width share does). The burst's end was a queued call, itself a posted event: such a
layout had it delivered within the same turn, the count began again, and one `processEvents`
never returned. Run in a process of its own: a page that never settles hangs it, not the
tests' worker."""

from __future__ import annotations

from tests.ui.in_a_process import run_alone

SCENARIO = """
import faulthandler
faulthandler.dump_traceback_later(60, exit=True)
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, QTimer
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
app = QApplication([])
from sheetdesk.ui.window_pages import FITS_ITSELF, PageStack


class Flipping(QWidget):
    # 700 px wide at least while narrower than 650 px, else 500: each fit asks for the other
    def minimumSizeHint(self):
        return QSize(700 if self.width() < 650 else 500, 300)

    def sizeHint(self):
        return self.minimumSizeHint()

    def resizeEvent(self, event):
        self.updateGeometry()
        super().resizeEvent(event)


class SendsPosted(QObject):
    # at the page's layout requests, a queued call that sends the layout requests posted (queued
    # again first, while the page keeps asking)
    def __init__(self):
        super().__init__()
        self.asked = self.due = False

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.LayoutRequest:
            self.asked = True
            if not self.due:
                self.due = True
                QTimer.singleShot(0, self, self.send)
        return False

    def send(self):
        self.due = False
        if self.asked:
            self.asked = False
            self.due = True
            QTimer.singleShot(0, self, self.send)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


stack = PageStack()
page = QWidget()
page.setProperty(FITS_ITSELF, True)
flipping = Flipping()
QVBoxLayout(page).addWidget(flipping)
sends = SendsPosted()
page.installEventFilter(sends)
stack.add_page(page)
stack.setCurrentWidget(page)
stack.resize(600, 400)
stack.show()
for _turn in range(20):
    app.processEvents()
sizes = set()
for _turn in range(5):
    app.processEvents()
    sizes.add(flipping.width())
print(sorted(sizes))
print("settled")
"""


def test_a_page_whose_fits_undo_each_other_settles_on_the_larger() -> None:
    sizes = run_alone(SCENARIO).strip().splitlines()[-2]
    assert sizes == "[700]"  # (the larger, and kept: no fit turn after turn)
