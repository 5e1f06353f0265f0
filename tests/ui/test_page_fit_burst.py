"""A page that fits itself (`FITS_ITSELF`) whose least size at one size of it asks for another,
and at that one for the first, is fitted a bounded number of times before the event loop turns
(`PageScroll`'s `BURST`), then settles on the larger, even where a layout sends the posted
layout requests from inside the event loop's turn (`QCoreApplication.sendPostedEvents`, as the
kit's width share does). The burst's end was a queued call, itself a posted event: such a
layout had it delivered within the same turn, the count began again, and one `processEvents`
never returned. Run in a process of its own: a page that never settles hangs it, not the
tests' worker. A page whose fits undo each other a turn apart (no burst: one fit a turn) is kept
as wide as it asks when narrowed, until its content changes or the area is resized."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from sheetdesk.ui.window_pages import FITS_ITSELF, PageStack
from tests.ui.in_a_process import run_alone


class Flipping(QWidget):
    """700 px wide at least while narrower than 650 px, else 500: each fit asks for the other."""

    fits = 0

    def minimumSizeHint(self) -> QSize:
        return QSize(700 if self.width() < 650 else 500, 300)

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        Flipping.fits += 1
        self.updateGeometry()
        super().resizeEvent(event)


def in_a_fitting_page(part: QWidget, width: int, height: int) -> tuple[PageStack, QWidget]:
    """`part` alone in a page that fits itself (`FITS_ITSELF`), in a page stack `width` by
    `height`, shown."""
    stack = PageStack()
    page = QWidget()
    page.setProperty(FITS_ITSELF, True)
    QVBoxLayout(page).addWidget(part)
    stack.add_page(page)
    stack.setCurrentWidget(page)
    stack.resize(width, height)
    stack.show()
    return stack, page


SCENARIO = """
import faulthandler
faulthandler.dump_traceback_later(60, exit=True)
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from tests.ui.test_page_fit_burst import Flipping, in_a_fitting_page


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


flipping = Flipping()
stack, page = in_a_fitting_page(flipping, 600, 400)
sends = SendsPosted()
page.installEventFilter(sends)
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


def test_a_page_whose_fits_undo_each_other_turn_by_turn_settles_till_its_content_changes(qtbot):
    """Fitted once a turn of the event loop (narrowed, it asks for the width it had; widened,
    it asks for less), the page was laid out again on every turn, for ever: it is kept as wide
    as it asked when narrowed. Another part in its place (another game's table) is fitted to
    its own least width, the room's, not kept that wide."""
    flipping = Flipping()
    stack, page = in_a_fitting_page(flipping, 600, 400)
    qtbot.addWidget(stack)
    for _turn in range(10):
        QApplication.processEvents()
    before = Flipping.fits
    for _turn in range(10):
        QApplication.processEvents()
    assert Flipping.fits == before, "laid out again turn after turn"
    assert flipping.width() == 700  # (the larger: all of it within the page)
    page.layout().removeWidget(flipping)
    flipping.deleteLater()
    smaller = QWidget()
    smaller.setMinimumSize(400, 300)
    page.layout().addWidget(smaller)
    for _turn in range(10):
        QApplication.processEvents()
    assert page.width() == stack.width()  # (the room's width: no scrolling sideways)
