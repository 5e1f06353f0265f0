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

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QGraphicsView, QWidget


def repaint_now(widget: QWidget) -> bool:
    """Repaint `widget`'s window now (everything changed in it; the scenes of the graphics views
    in `widget` handed on first: a scene elsewhere in the window reaches its views on the event
    loop's next turn); False if it is not shown."""
    window = widget.window()
    if not window.isVisible():
        return False
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    # A widget shown since the last repaint has its whole rectangle queued for repainting (Qt
    # posts it an UpdateLater on show, at the normal priority that the event loop delivers before
    # its low-priority UpdateRequest): delivered now, it joins this repaint instead of painting
    # the same widget a second time on the loop's next turn.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateLater)
    for view in widget.findChildren(QGraphicsView):
        scene = view.scene()
        if scene is not None:  # (its changed items reach the views by a queued call)
            QCoreApplication.sendPostedEvents(scene, QEvent.Type.MetaCall)
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.UpdateRequest))
    return True
