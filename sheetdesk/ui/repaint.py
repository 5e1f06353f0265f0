"""Repainting a window at once, inside the handler that changed it.

Qt repaints a window when its event loop next turns (a posted UpdateRequest, after the layouts,
the widgets shown since the last repaint and a scene's own queued updates). `repaint_now` does
that same repaint right away, in the same call: the layouts settle, the widgets just shown join
the changed region, the sheets' scenes hand their changed items to their views, then the window
paints every changed region and puts it on screen. What the caller does next (the autosave's
write) comes after the player's screen shows the change and before any input or timer is
handled; the event loop's next turn finds nothing of it left to paint again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QGraphicsView, QWidget

from .sheetkit.view import SHEET_VIEW


class _RepaintHeld(QObject):
    """Installed on a window: its repaints (UpdateRequests) are not done while it is."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return event.type() == QEvent.Type.UpdateRequest


_HELD = _RepaintHeld()


def repaint_now(widget: QWidget) -> bool:
    """Repaint `widget`'s window now (everything changed in it; the scenes of the sheets' views
    in `widget`, `FittingView`s, handed on first: a scene elsewhere in the window reaches its
    views on the event loop's next turn); False if it is not shown."""
    window = widget.window()
    if not window.isVisible():
        return False
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    # A widget shown since the last repaint has its whole rectangle queued for repainting (Qt
    # posts it an UpdateLater on show, at the normal priority that the event loop delivers before
    # its low-priority UpdateRequest): delivered now, it joins this repaint instead of painting
    # the same widget a second time on the loop's next turn.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateLater)
    # A scene handing its changed items to its views repaints their window there and then (Qt
    # dispatches the window's queued UpdateRequest as it does): the first scene would paint
    # every view already changed, a sheet's view among them, and that view's own scene then
    # have it painted again. The window's repaint waits until every scene has handed on its
    # items; the one below paints what they all changed.
    window.installEventFilter(_HELD)
    try:
        # (by the views' name: a search by type alone makes a Python object of every widget
        # in the table to ask its type)
        for view in widget.findChildren(QGraphicsView, SHEET_VIEW):
            scene = view.scene()
            if scene is not None:  # (its changed items reach the views by a queued call)
                QCoreApplication.sendPostedEvents(scene, QEvent.Type.MetaCall)
    finally:
        window.removeEventFilter(_HELD)
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.UpdateRequest))
    return True
