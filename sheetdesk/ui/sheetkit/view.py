"""FittingView: shows a whole SheetScene scaled to the widget, aspect ratio kept, vector-crisp;
never under the scale its words read at where a game says so (`keep_legible`), and the cell the
keyboard is on kept in sight in whatever scroll area holds it then (the page's, or the sheet's
own: scrolled.py `LeastScaleArea`); its fit left to the end of a block (`fits_after`: when a
table's blocks run, and why, is table_layout.py `TableLayout`'s), once for all the sizes it passes
through."""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

import shiboken6
from PySide6.QtCore import QEvent, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QGraphicsView,
    QScrollArea,
    QSizePolicy,
    QWidget,
)

from .. import palette
from ..ground import draws_nothing, fill_ground, lie_on_ground, paint_ground
from .hint import settle_hints
from .measure import glanced, glancing
from .scene import SheetScene, hold_lines

# every sheet's view is named so: `repaint.repaint_now` finds a table's views by this name, which
# Qt compares without making a Python object of each widget it passes on the way (a table has
# seventy and more; asked at every click)
SHEET_VIEW = "sheet_view"
FOCUS_ROOM = 6  # pixels of the sheet shown round the cell the keyboard is on (its focus ring)

# how many `fits_after` blocks run now, and the views resized inside them, by id (`fits_after`)
_DEFERRING = [0]
_RESIZED: dict[int, FittingView] = {}
# what may change what the view's area draws under its viewport (a style sheet's edge or
# background)
_DRAWN_ANEW = (QEvent.Type.StyleChange, QEvent.Type.PaletteChange)


@contextmanager
def fits_after(*, or_next_turn: bool = False) -> Iterator[None]:
    """Views resized inside the block fitted once after it, at the size they end at: a table's
    fit tries its parts in several places (the choice panel under the sheet and beside it, the
    held area released and held again), and a view fitted at each of them redrew its sheet at
    each scale (Giza's nine sheets: some 85 rescales a resize, for 9 sizes). Meanwhile a view's
    `scale_factor` is the scale it will be drawn at, for the trials that compare it.
    `or_next_turn`: where no other block holds them then, they are fitted at the next turn of
    the event loop rather than at once (a block that another is about to follow)."""
    _DEFERRING[0] += 1
    if _DEFERRING[0] == 1:
        hold_lines(True)
    try:
        yield
    finally:
        _DEFERRING[0] -= 1
        if not _DEFERRING[0]:
            hold_lines(False)
        if not or_next_turn:
            _fit_resized()
        elif _RESIZED and not _DEFERRING[0]:
            QTimer.singleShot(0, _fit_resized)


def _fit_resized() -> None:
    """The views whose fit waits fitted, once no `fits_after` block runs."""
    if not _DEFERRING[0]:
        while _RESIZED:
            _key, view = _RESIZED.popitem()
            if shiboken6.isValid(view):  # (not deleted meanwhile)
                view.fit()


class FittingView(QGraphicsView):
    """No scroll bars, no bitmaps: the scene is refitted on every resize and drawn as vectors at
    the screen's resolution (any size, any device pixel ratio). A screen reader hears what the
    keyboard focus of a SheetScene is on (`SheetScene.describer`, else the item's tooltip),
    after the table's instruction (`set_prompt`: whose turn it is, what to do)."""

    # the sheet was fitted to the view's size again (`fit`): its lines lie elsewhere now
    fitted = Signal()

    def __init__(
        self, scene: QGraphicsScene, parent: QWidget | None = None, margin: float = 2.0
    ) -> None:
        super().__init__(scene, parent)
        self.setObjectName(SHEET_VIEW)
        self._margin = margin
        self._prompt = ""
        self._focus_words = ""
        self._hfw = False
        # the least scale the sheet is drawn at (0: none): its words at 9 pt (`keep_legible`)
        self._least = 0.0
        self._least_shapes: tuple[QRectF, ...] = ()
        # a sheet only glanced at (another player's small one): its texts under 9 pt are left
        # out by design, never drawn half legible (`measure.glancing`)
        self.glance = False
        # the view paints the window's ground under its sheet, by its own `paint_ground`, and
        # whether its area draws nothing under the viewport in the style and palette of the
        # moment (None: not asked since they changed): then that ground is all it fills
        self._on_ground = False
        self._bare: bool | None = None
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, False)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(80, 40)
        self.setStyleSheet("QGraphicsView { background: transparent; }")
        if isinstance(scene, SheetScene):
            scene.focus_changed.connect(self._describe_focus)

    def _describe_focus(self, item_id: str) -> None:
        scene = self.scene()
        item = scene.cells.get(item_id) if isinstance(scene, SheetScene) else None
        if item is None or not isinstance(scene, SheetScene):
            self._focus_words = ""
        elif scene.describer is not None:  # (the kit's words for a target: see targets.py)
            self._focus_words = scene.describer(item_id)
        else:
            self._focus_words = item.toolTip()
        self._describe()
        # (where the keys brought it, its ring shown: a click's cell is in sight already, and
        # a page that scrolls stays where the mouse's player left it)
        if item is not None and isinstance(scene, SheetScene) and scene.focus_visible:
            self._keep_in_sight(self.mapFromScene(item.sceneBoundingRect()).boundingRect())

    def keep_focus_in_sight(self) -> None:
        """Scroll the cell the keyboard is on into sight where it is out of it, its ring shown or
        not: a turn's first choice (the cell the keys start on) below what a short window shows
        of a sheet that scrolls, where the instruction sends the player."""
        scene = self.scene()
        item = scene.cells.get(scene.focus_id) if isinstance(scene, SheetScene) else None
        if item is None or not item.isVisible():
            return
        box = self.mapFromScene(item.sceneBoundingRect()).boundingRect()
        # (a cell in sight is left as it is: bringing it, the area reads the sheet's lines)
        if not self.viewport().visibleRegion().boundingRect().contains(box):
            self._keep_in_sight(box)

    def _keep_in_sight(self, box: QRect) -> None:
        """Scroll `box` (of the viewport, the cell the keyboard is on) into sight, its ring
        with it, in every scroll area holding the view: the sheet's own where it scrolls in
        place (`LeastScaleArea`), and the page's where the page scrolls (`keep_legible`)."""
        port: QWidget = self.viewport()
        child: QWidget = self
        parent = self.parentWidget()
        while parent is not None and not child.isWindow():
            area = parent.parentWidget()
            if isinstance(area, QScrollArea) and area.widget() is child:
                # (mapped again in each: an inner area's scroll moved it in the outer's widget)
                centre = port.mapTo(child, box.center())
                room_x, room_y = box.width() // 2 + FOCUS_ROOM, box.height() // 2 + FOCUS_ROOM
                area.ensureVisible(centre.x(), centre.y(), room_x, room_y)
            child, parent = parent, parent.parentWidget()

    def describe_focus(self) -> None:
        """Say the focused item again (its state or whether it can be chosen changed)."""
        scene = self.scene()
        if isinstance(scene, SheetScene):
            self._describe_focus(scene.focus_id)

    def set_prompt(self, prompt: str) -> None:
        """The table's instruction now, said before the focused item's words."""
        self._prompt = prompt
        self._describe()

    def _describe(self) -> None:
        words = "\n".join(w for w in (self._prompt, self._focus_words) if w)
        if words != self.accessibleDescription():
            self.setAccessibleDescription(words)

    def set_height_for_width(self, enabled: bool) -> None:
        """Ask layouts for the scene's aspect ratio (a small sheet in a column, say)."""
        self._hfw = enabled
        policy = self.sizePolicy()
        policy.setHeightForWidth(enabled)
        policy.setVerticalPolicy(
            QSizePolicy.Policy.Preferred if enabled else QSizePolicy.Policy.Expanding
        )
        self.setSizePolicy(policy)
        self.updateGeometry()

    def keep_legible(self, scale: float, *shapes: QRectF) -> None:
        """Never draw the sheet smaller than `scale` (screen pixels per unit, the least at which
        its words come out at 9 pt): the view's least size holds the sheet at that scale, so a
        window too small for it scrolls the page rather than shrink its words under 9 pt.
        `shapes`: the rectangles the scene takes as the view's shape decides (none: the scene's
        own); the least width is the narrowest one's, the least height the lowest of those
        that the view's width holds."""
        self._least = scale
        self._least_shapes = tuple(QRectF(shape) for shape in shapes)
        self._set_least_size()

    def least_scale(self) -> float:
        """The scale the sheet is never drawn under (`keep_legible`; 0: none)."""
        return self._least

    def legible_size(self) -> QSize:
        """The view's size showing its sheet at `least_scale` (empty: none): the narrowest
        shape's width, the height of the lowest shape that width, or the view's own, holds."""
        scene = self.scene()
        shapes = self._least_shapes or ((scene.sceneRect(),) if scene is not None else ())
        shapes = tuple(shape for shape in shapes if not shape.isEmpty())
        if self._least <= 0 or not shapes:
            return QSize()
        frame, least = 2 * (self._margin + self.frameWidth()), self._least
        sizes = [
            (math.ceil(s.width() * least + frame), math.ceil(s.height() * least + frame))
            for s in shapes
        ]
        least_w = min(w for w, _h in sizes)
        least_h = min(h for w, h in sizes if w <= max(self.width(), least_w))
        return QSize(least_w, least_h)

    def _set_least_size(self) -> None:
        least = self.legible_size()
        if least.isEmpty():
            return
        least_w, least_h = least.width(), least.height()
        if (least_w, least_h) != (self.minimumWidth(), self.minimumHeight()):
            self.setMinimumSize(max(80, least_w), max(40, least_h))

    def hasHeightForWidth(self) -> bool:
        return self._hfw

    def heightForWidth(self, width: int) -> int:
        scene = self.scene()
        if not self._hfw or scene is None or scene.sceneRect().width() <= 0:
            return super().heightForWidth(width)
        return self.fitted_height(width)

    def fitted_height(self, width: int) -> int:
        """The height that shows the whole sheet at `width` with nothing to spare (-1: no
        sheet)."""
        scene = self.scene()
        if scene is None or scene.sceneRect().width() <= 0:
            return -1
        rect = scene.sceneRect()
        return round(width * rect.height() / rect.width() + 2 * self._margin)

    @property
    def margin(self) -> float:
        """The blank border around the sheet, in pixels."""
        return self._margin

    def scale_factor(self) -> float:
        """Screen pixels (device-independent) per sheet unit (where its fit waits for the end
        of a `fits_after` block, the scale it will be drawn at)."""
        if id(self) in _RESIZED:
            scene = self.scene()
            scale = self._fitting_scale(scene.sceneRect()) if scene is not None else None
            if scale is not None:
                return scale
        return float(self.transform().m11())

    def _fitting_scale(self, rect: QRectF) -> float | None:
        """The scale the sheet `rect` fits the viewport at (None where it has no room)."""
        if rect.isEmpty():
            return None
        vw, vh = self.viewport().width(), self.viewport().height()
        m = self._margin
        if vw <= 2 * m or vh <= 2 * m:
            return None
        return float(min((vw - 2 * m) / rect.width(), (vh - 2 * m) / rect.height()))

    def fit(self) -> None:
        _RESIZED.pop(id(self), None)
        scene = self.scene()
        if scene is None:
            return
        rect = scene.sceneRect()
        if rect.isEmpty():
            return
        self.setSceneRect(rect)
        scale = self._fitting_scale(rect)
        if scale is None:
            return
        rescaled = scale != self.transform().m11()
        self.resetTransform()
        self.scale(scale, scale)
        self.centerOn(rect.center())
        if rescaled:
            # a hint's badge keeps its words legible at the scale the sheet is drawn at now
            settle_hints(scene)
        self.fitted.emit()

    def refit(self) -> None:
        """`fit`, or where a `fits_after` block runs, at its end (its `scale_factor` meanwhile
        the scale it will be drawn at): the sheet changed its shape, or the view its size."""
        if _DEFERRING[0]:
            _RESIZED[id(self)] = self
        else:
            self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._set_least_size()  # (the least height follows the shape the width holds)
        self.refit()

    def paint_ground(self, on: bool = True) -> None:
        """The view paints the window's ground under its sheet itself, opaque: a change on the
        sheet repaints this view alone. (Seen through, every widget under it, the table, its
        page, the pages' stack and the window, painted its own ground over the region the
        change repainted first, the page and the window through their Python event handlers:
        at every click.) Only for a view that lies on the window's ground (a table's big
        sheet: nothing of its own under it, or around it, in any palette)."""
        lie_on_ground(self.viewport(), on)
        self._on_ground = on

    def _bare_ground(self) -> bool:
        """Whether the view's area draws nothing under its viewport (ground.py
        `draws_nothing`), asked once for each style and palette it is given."""
        if self._bare is None:
            self._bare = draws_nothing(self)
        return self._bare

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in _DRAWN_ANEW:
            self._bare = None
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        # A sheet's words printed beside its boxes lie on the table it is shown on: in a palette
        # other than the light one the view lays that table (dimmed, or whiter) under them, so
        # that they read as they do in the light window; in the light one, the window's ground
        # where the view paints it (`paint_ground`), else nothing (seen through).
        # Filled in the viewport's own pixels, without antialiasing: at a device pixel ratio of
        # 1.25 or 1.5 an edge of the repainted region can lie inside a screen pixel; Qt repaints
        # every pixel whose middle lies in the region, and this fill covers exactly those, whole.
        # (Filled in the scene's units, antialiased, it covered the pixels at such an edge in
        # part, blended over what they showed before: a seam where a change was repainted.)
        if palette.current() != "light":
            table = QPainter(self.viewport())
            table.fillRect(event.rect(), palette.tone(palette.TABLE))
            table.end()
        elif self._on_ground and self._bare_ground():
            fill_ground(self.viewport(), event.rect())
        else:
            paint_ground(self.viewport(), event.rect())
        if self.glance == glanced():  # (painted as the paint under way is: no block entered)
            super().paintEvent(event)
        else:
            with glancing(self.glance):
                super().paintEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def inputMethodQuery(self, query: Qt.InputMethodQuery) -> object:
        # the sheet's "cursor" is the cell the keyboard is on: a page's scroll area shows it
        # when the keys come back to the sheet (QScrollArea.ensureWidgetVisible asks for it;
        # else it showed the view's top left corner), and a screen magnifier follows it
        if query == Qt.InputMethodQuery.ImCursorRectangle:
            scene = self.scene()
            item = scene.cells.get(scene.focus_id) if isinstance(scene, SheetScene) else None
            if item is not None:
                box = self.mapFromScene(item.sceneBoundingRect()).boundingRect()
                return box.translated(self.viewport().pos())
        return super().inputMethodQuery(query)

    def sizeHint(self) -> QSize:
        scene = self.scene()
        if scene is None:
            return super().sizeHint()
        rect: QRectF = scene.sceneRect()
        return QSize(int(rect.width()), int(rect.height()))
