"""The lines a sheet draws under its words, for the layout audit: while `stroking()` runs, every
outline painted with a pen (a ring, a frame, a seal's edge, a box's border) is kept as a `Stroke`
— where it lies on screen and which texts the kit had been asked to draw before it — and
`texts_on_lines` finds each text whose glyphs a line painted before it crosses or touches: words
laid on a decoration (a number over its badge's ring, a seal's words against the seal). Marks
painted over words afterwards (a cross over a number) are what the player wrote, not a fault,
nor is a picture faded to a watermark under a number written on it (a box's cup or palm);
a line that an opaque shape painted after it hides where the text lies (a tag on its own paper
over a card) is not seen, and not a fault either. `texts_covered` finds the other way round:
a text whose glyphs another item paints over afterwards (a card's fill or frame over a title's
descenders), which no line check saw.

Only what could touch a text is looked at closely: the lines are put in a coarse grid of the
screen once, and the outline of a line (and of a text's glyphs) is made only for a text whose
bounds meet that line's.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPolygon,
    QPolygonF,
    QTransform,
)

from sheetdesk.ui.sheetkit.measure import Stated, painting_now

# a line closer to a glyph than this (screen pixels) touches it: antialiased, they run together
TOUCH = 0.5
_CELL = 64  # the grid's cell, in screen pixels
FADED = 0.5  # a line drawn this transparent or more (its colour's and the painter's opacity) is a
# watermark under the words on it
_SHAPES = (
    "drawPath",
    "drawRect",
    "drawEllipse",
    "drawRoundedRect",
    "drawPolygon",
    "drawLine",
    "drawArc",
)


@dataclass(slots=True)
class Stroke:
    """One outline drawn with a pen: what the painter was asked (`kind`, `args`), through
    `transform`, `width` units wide (0: one screen pixel), after `after` stated texts; `pen`:
    its outline drawn, `brush`: what fills its inside (None: nothing)."""

    after: int
    item: object
    kind: str
    args: tuple
    transform: QTransform
    width: float
    pen: bool
    brush: QBrush | None
    _bounds: QRectF | None = field(default=None)

    def local(self) -> QPainterPath | None:
        """The outline in the painter's units (None: a form of the call not read here)."""
        return _local_path(self.kind, self.args)

    def bounds(self) -> QRectF:
        """Where it may put ink, on screen (its outline's bounds and half its width around)."""
        if self._bounds is None:
            local = _local_bounds(self.kind, self.args)
            if local is None:
                self._bounds = QRectF()
            else:
                reach = self._half_width() + TOUCH
                rect = self.transform.mapRect(local)
                self._bounds = rect.adjusted(-reach, -reach, reach, reach)
        return self._bounds

    def _scale(self) -> float:
        t = self.transform
        return max(abs(t.m11() * t.m22() - t.m12() * t.m21()) ** 0.5, 1e-6)

    def _half_width(self) -> float:
        return max(self.width * self._scale(), 1.0) / 2

    def region(self, touch: float = TOUCH) -> QPainterPath:
        """The ink of the line on screen, `touch` wider on each side."""
        stroker = QPainterPathStroker()
        stroker.setWidth((self._half_width() + touch) * 2 / self._scale())
        stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        path = self.local()
        return (
            self.transform.map(stroker.createStroke(path)) if path is not None else QPainterPath()
        )


def _rect(args: tuple) -> QRectF | None:
    if len(args) >= 4 and all(isinstance(a, int | float) for a in args[:4]):
        return QRectF(*args[:4])
    if args and isinstance(args[0], QRectF | QRect):
        return QRectF(args[0])
    return None


def _local_bounds(kind: str, args: tuple) -> QRectF | None:
    """The outline's bounds in the painter's units, read from the call (most of them are a
    rectangle's: no path made for them)."""
    if kind in ("drawRect", "drawRoundedRect", "drawArc") or (
        kind == "drawEllipse" and not (len(args) == 3 and isinstance(args[0], QPointF))
    ):
        return _rect(args)
    if kind == "drawPath":
        return args[0].controlPointRect() if args and isinstance(args[0], QPainterPath) else None
    path = _local_path(kind, args)
    return path.controlPointRect() if path is not None else None


def _local_path(kind: str, args: tuple) -> QPainterPath | None:
    path = QPainterPath()
    if kind == "drawPath":
        return args[0] if args and isinstance(args[0], QPainterPath) else None
    if kind == "drawEllipse" and len(args) == 3 and isinstance(args[0], QPointF | QLineF):
        center, rx, ry = args
        path.addEllipse(center, rx, ry)
        return path
    if kind == "drawPolygon" and args:
        polygon = args[0]
        if isinstance(polygon, QPolygon):
            polygon = QPolygonF(polygon)
        elif isinstance(polygon, list):
            polygon = QPolygonF([QPointF(p) for p in polygon])
        if not isinstance(polygon, QPolygonF):
            return None
        path.addPolygon(polygon)
        path.closeSubpath()
        return path
    if kind == "drawLine":
        if len(args) == 1 and isinstance(args[0], QLineF):
            line = args[0]
        elif len(args) == 2:
            line = QLineF(QPointF(args[0]), QPointF(args[1]))
        elif len(args) == 4:
            line = QLineF(*args)
        else:
            return None
        path.moveTo(line.p1())
        path.lineTo(line.p2())
        return path
    rect = _rect(args)
    if rect is None:
        return None
    if kind in ("drawRect",):
        path.addRect(rect)
    elif kind == "drawEllipse":
        path.addEllipse(rect)
    elif kind == "drawRoundedRect":
        rest = args[1:] if isinstance(args[0], QRectF | QRect) else args[4:]
        if len(rest) < 2:
            return None
        path.addRoundedRect(rect, rest[0], rest[1])
    elif kind == "drawArc":
        rest = args[1:] if isinstance(args[0], QRectF | QRect) else args[4:]
        if len(rest) < 2:
            return None
        path.arcMoveTo(rect, rest[0] / 16)
        path.arcTo(rect, rest[0] / 16, rest[1] / 16)
    else:
        return None
    return path


@contextmanager
def stroking(stated: list[Stated], painter: QPainter | None = None) -> Iterator[list[Stroke]]:
    """Keep every outline drawn with a pen while the block runs (`stated`: the texts stated so
    far, filled as the same painting goes on); given `painter`, only those it draws: a picture
    an item makes on a painter of its own on the way (the last move's ring, drawn once at the
    view's scale) has its lines in that picture's coordinates, not the screen's."""
    strokes: list[Stroke] = []
    originals = {name: getattr(QPainter, name) for name in _SHAPES}

    def recording(name: str):  # type: ignore[no-untyped-def]
        original = originals[name]

        def draw(drawing: QPainter, *args: object) -> object:
            if painter is not None and drawing is not painter:
                return original(drawing, *args)
            pen = drawing.pen()
            opacity = drawing.opacity()
            # (a print faded to half or less under what is written on it is a watermark)
            outlined = pen.style() != Qt.PenStyle.NoPen and pen.color().alphaF() * opacity > FADED
            # (whether its brush hides what is under it is asked where a text lies under it)
            brush = drawing.brush() if name != "drawLine" and opacity >= 1.0 else None
            if brush is not None and brush.style() == Qt.BrushStyle.NoBrush:
                brush = None
            if outlined or brush is not None:
                copied = tuple(QPainterPath(a) if isinstance(a, QPainterPath) else a for a in args)
                strokes.append(
                    Stroke(
                        len(stated),
                        painting_now(),
                        name,
                        copied,
                        drawing.combinedTransform(),
                        pen.widthF() if outlined else 0.0,
                        outlined,
                        brush,
                    )
                )
            return original(drawing, *args)

        return draw

    for name in originals:
        setattr(QPainter, name, recording(name))
    try:
        yield strokes
    finally:
        for name, original in originals.items():
            setattr(QPainter, name, original)


Grid = dict[tuple[int, int], list[int]]


def stroke_grid(strokes: list[Stroke]) -> Grid:
    """The strokes (their indices) in the coarse grid's cells their bounds meet: made once for
    a sheet's `texts_on_lines` and `texts_covered`."""
    grid: Grid = {}
    for index, stroke in enumerate(strokes):
        box = stroke.bounds()
        if box.isEmpty():
            continue
        # (`_cells`, spelled out: a sheet draws hundreds of strokes, a frame over many cells)
        left, top, right, bottom = _span(box)
        for x in range(left, right + 1):
            for y in range(top, bottom + 1):
                grid.setdefault((x, y), []).append(index)
    return grid


def texts_on_lines(
    name: str, stated: list[Stated], strokes: list[Stroke], grid: Grid | None = None
) -> list[str]:
    """Each text of `stated` (drawn) whose glyphs a line of `strokes` painted before it crosses
    or touches (and no opaque shape painted since hides there), one finding each (`grid`: the
    strokes' `stroke_grid`, if made already)."""
    grid = stroke_grid(strokes) if grid is None else grid
    problems: list[str] = []
    regions: dict[int, QPainterPath] = {}
    for order, s in enumerate(stated):
        ink = s.ink
        if ink is None or ink.isEmpty():
            continue
        near = sorted({i for cell in _cells(ink) for i in grid.get(cell, ())})
        before = [i for i in near if strokes[i].after <= order]
        glyphs: QPainterPath | None = None
        for index in before:
            stroke = strokes[index]
            if not stroke.pen or not stroke.bounds().intersects(ink):
                continue
            if any(_hides(strokes[later], ink) for later in before if later > index):
                continue
            region = regions.get(index)
            if region is None:
                region = regions[index] = stroke.region()
            if not region.intersects(ink):
                continue
            if glyphs is None:
                glyphs = _outline(s, ink)
            if region.intersects(glyphs):
                whose = type(stroke.item).__name__ if stroke.item is not None else "the sheet"
                problems.append(
                    f"{name}: scene text {s.text[:30]!r} lies on a line drawn before it "
                    f"(by {whose})"
                )
                break
    return problems


def _outline(s: Stated, ink: QRectF) -> QPainterPath:
    """The outline of `s`'s glyphs (its ink's rectangle where none is made)."""
    glyphs = s.glyphs() if s.glyphs is not None else QPainterPath()
    if glyphs.isEmpty():
        glyphs.addRect(ink)
    return glyphs


def _opaque(brush: QBrush) -> bool:
    """Whether `brush` hides what is under it: one solid colour, or a gradient, all opaque."""
    style = brush.style()
    if style == Qt.BrushStyle.SolidPattern:
        return brush.color().alpha() == 255
    gradient = brush.gradient()
    if gradient is None or style not in _GRADIENTS:
        return False
    return all(colour.alpha() == 255 for _at, colour in gradient.stops())


_GRADIENTS = (
    Qt.BrushStyle.LinearGradientPattern,
    Qt.BrushStyle.RadialGradientPattern,
    Qt.BrushStyle.ConicalGradientPattern,
)


def _hides(shape: Stroke, ink: QRectF) -> bool:
    """Whether `shape` is filled opaque all over `ink` (what was painted under it is hidden)."""
    if shape.brush is None or not shape.bounds().contains(ink) or not _opaque(shape.brush):
        return False
    local = shape.local()
    return local is not None and shape.transform.map(local).contains(ink)


def _span(rect: QRectF) -> tuple[int, int, int, int]:
    """The grid's cells `rect` meets: the first column and row, the last column and row."""
    left, top = int(rect.left() // _CELL), int(rect.top() // _CELL)
    return left, top, int(rect.right() // _CELL), int(rect.bottom() // _CELL)


def _cells(rect: QRectF) -> Iterator[tuple[int, int]]:
    left, top, right, bottom = _span(rect)
    for x in range(left, right + 1):
        for y in range(top, bottom + 1):
            yield x, y


def texts_covered(
    name: str,
    stated: list[Stated],
    strokes: list[Stroke],
    marks: set[int] | None = None,
    grid: Grid | None = None,
) -> list[str]:
    """Each text of `stated` (drawn) whose glyphs another item paints over afterwards: an opaque
    shape filled on them, or its outline across them (a card laid over a title's descenders).
    What the text's own item paints over it (a cross over a number) is the player's mark, and
    the items of `marks` (ids: a hint's tag and outline, checked on their own) are passed over
    (`grid`: the strokes' `stroke_grid`, if made already)."""
    skip = marks or set()
    grid = stroke_grid(strokes) if grid is None else grid
    problems: list[str] = []
    for order, s in enumerate(stated):
        ink = s.ink
        if ink is None or ink.isEmpty():
            continue
        near = sorted({i for cell in _cells(ink) for i in grid.get(cell, ())})
        glyphs: QPainterPath | None = None
        for index in near:
            stroke = strokes[index]
            if stroke.after <= order or stroke.item is s.item:
                continue
            if stroke.item is None or id(stroke.item) in skip:
                continue  # (a line the sheet drew itself, or a mark's)
            if not stroke.bounds().intersects(ink.adjusted(1, 1, -1, -1)):
                continue
            covers = QPainterPath()
            if stroke.brush is not None and _opaque(stroke.brush):
                local = stroke.local()
                if local is not None:
                    covers = stroke.transform.map(local)
            if stroke.pen:  # (its ink alone: a line painted after a text may run beside it)
                line = stroke.region(0.0)
                covers = covers.united(line) if not covers.isEmpty() else line
            if covers.isEmpty() or not covers.intersects(ink):
                continue
            if glyphs is None:
                glyphs = _outline(s, ink)
            if covers.intersects(glyphs):
                hidden = covers.intersected(glyphs).boundingRect()
                problems.append(
                    f"{name}: scene text {s.text[:30]!r} lies under "
                    f"{type(stroke.item).__name__} painted after it ({hidden.width():.1f}x"
                    f"{hidden.height():.1f} px of its glyphs hidden)"
                )
                break
    return problems
