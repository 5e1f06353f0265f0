"""The computer's suggestion shown on a sheet ("what would the computer do?"): a thick dashed
outline around each place the suggested action touches, and a "Hint" badge beside the first one,
so the hint never depends on colour alone. The outline goes round the keyboard's focus ring where
the words around leave room, and the ring (round dots, never dashes) is drawn again over the
outline (under the badge, whose words stay whole), so the focus stays in sight on the place
marked. Markers only draw: clicks go through to the sheet underneath (the player still makes
the move), and the table removes them with the next position.

A button the hint points at (Done, Confirm) gets the same dashed outline through the app's style
sheet (`mark_button`: the property hint="true"), and the keyboard's ring inside it
(`FocusRing`).
"""

from __future__ import annotations

import math
import weakref

import shiboken6
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QPushButton,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..palette import KIT, text_scale, tone
from .focus_ring import FocusRing
from .grid_card import GridCardItem
from .items import CardItem, CellItem, LabelItem
from .measure import MIN_TEXT_PX
from .shape_card import ShapeCardItem
from .sheet_item import SheetItem
from .text import draw_text, font_for, larger_font

HINT_INK = KIT.hint  # a deep violet: neither the legal-target black nor the focus blue
HINT_HALO = KIT.hint_halo
HINT_Z = 1000.0
BLANK_COST = 0.2  # covering part of an empty box, against covering as much of anything else
MARK_COST = 0.25  # covering part of a crossed or circled box, against as much of its words
WORDS_COST = 8.0  # covering part of a label's words or a card's header, against an empty box's
EMPTY_COST = 4.0  # covering part of a card's empty box, against as much of a printed one
LIT_COST = 0.25  # covering the side of a box the player may click, against as much of a number
HIDDEN_AREA = 0.01  # (scene units squared: less is the rounding of the areas `cost` adds up)
# an item's boxes on the scene, weighted, and what they were worked out from (`_boxes_cost`)
ScenePlaces = dict[int, tuple[QGraphicsItem, tuple[object, ...], list[tuple[QRectF, float]]]]


# Every hint marker alive, in the order they were made (each leaves when it goes): a rescale
# settles those on its scene without asking the scene for all its items (each made a Python
# object: a sheet's 50 to 160, at each of the several rescales of every sheet a resize of the
# window makes; a hint has a few markers).
_markers: list[weakref.ref[HintMarker]] = []


def settle_hints(scene: QGraphicsScene) -> None:
    """Settle the hint markers on `scene` again (its view was drawn at another scale)."""
    on_scene = [
        marker
        for ref in list(_markers)  # (a marker gone meanwhile takes its ref out)
        if (marker := ref()) is not None and shiboken6.isValid(marker) and marker.scene() is scene
    ]
    # in the scene's stacking order, as its `items()` lists them: the marker with the tag (the
    # higher z) first, markers of the same z the last added first
    for marker in sorted(reversed(on_scene), key=lambda marker: -marker.zValue()):
        marker.settle()


class HintMarker(QGraphicsItem):
    """A dashed outline around `rect` (scene coordinates), with a `label` badge beside it when
    `label` is not empty. Once on a scene the badge moves to where it hides least of the sheet
    (`settle`): above the outline if that is free, else below, beside, or over the edge of the
    target when that is an empty box."""

    def __init__(self, rect: QRectF, label: str = "") -> None:
        super().__init__()
        self.label = label
        unit = max(6.0, min(rect.width(), rect.height()))
        self.pen_width = max(2.5, min(6.0, unit * 0.09))
        self.grow = min(10.0, unit * 0.16)
        self.target = QRectF(rect)  # the place pointed at (the outline is drawn around it)
        self.ring = rect.adjusted(-self.grow, -self.grow, self.grow, self.grow)
        self.font_size = max(12.0, min(20.0, unit * 0.42))
        self.font = font_for(self.font_size)
        self.badge = self.badge_places(*self._badge_size())[0]
        self._bounds = QRectF()
        self._boxes: ScenePlaces = {}  # (`_boxes_cost`'s, by item)
        self._update_bounds()
        # (the one with the tag over the hint's other outlines: where the tag has to lie near
        # one of them, that outline passes under its words, not across them)
        self.setZValue(HINT_Z + (0.5 if label else 0.0))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        _markers.append(weakref.ref(self, _markers.remove))

    def _badge_size(self) -> tuple[float, float]:
        if not self.label:
            return (0.0, 0.0)
        metrics = QFontMetricsF(self.font)
        return (metrics.horizontalAdvance(self.label) + 12, metrics.height() + 4)

    def _view_scale(self) -> float:
        """Screen pixels per unit in the view the scene is shown in (the labels' words are
        drawn there at 9 pt or more: as large as they come out, `LabelItem.words`)."""
        scene = self.scene()
        views = scene.views() if scene is not None else []
        return views[0].transform().m11() if views else 1.0

    def _legible_font(self) -> None:
        """The badge's words at 9 pt or more on screen, in the view the scene is shown in."""
        scale = self._view_scale()
        if scale > 0:
            size = max(self.font_size, float(math.ceil(MIN_TEXT_PX / scale)))
            self.font = font_for(size)

    def badge_places(self, width: float, height: float) -> list[QRectF]:
        """Where the badge may go, in order of preference."""
        ring, gap = self.ring, 2.0
        above, below = ring.top() - height - gap, ring.bottom() + gap
        middle = ring.center().y() - height / 2
        centre = ring.center().x() - width / 2
        return [
            QRectF(ring.left(), above, width, height),
            QRectF(ring.right() - width, above, width, height),
            QRectF(ring.left(), below, width, height),
            QRectF(ring.right() - width, below, width, height),
            QRectF(ring.left() - width - gap, middle, width, height),
            QRectF(ring.right() + gap, middle, width, height),
            QRectF(centre, ring.top() - height / 2, width, height),  # on the outline's top edge
            QRectF(centre, ring.bottom() - height / 2, width, height),
            QRectF(centre, ring.top() + self.grow, width, height),  # inside, at the top
            # inside, at the bottom (a card whose header the top would hide, in a row of cards
            # under a heading, their notes below)
            QRectF(centre, ring.bottom() - self.grow - height, width, height),
            # further out (no place beside is clear of a card's empty boxes): at the outline's
            # corners, then a row further up or down, over crossed boxes or the card's margin
            QRectF(ring.left() - width - gap, above, width, height),
            QRectF(ring.right() + gap, above, width, height),
            QRectF(ring.left() - width - gap, below, width, height),
            QRectF(ring.right() + gap, below, width, height),
            QRectF(ring.left(), above - height - gap, width, height),
            QRectF(ring.right() - width, above - height - gap, width, height),
            QRectF(ring.left(), below + height + gap, width, height),
            QRectF(ring.right() - width, below + height + gap, width, height),
        ]

    def cost(self, place: QRectF, shown_only: bool = False) -> tuple[float, float]:
        """What a badge at `place` would hide: first the boxes and cards around the target with
        something written, crossed or printed in them, the words of the sheet's labels, the
        empty boxes the player may click now (but the target's) and the hint's other outlines,
        the boxes and header of the card the target is on included (never worth hiding while
        another place hides none: `hides`) and the part cut off at the sheet's edge; then the
        rest, in scene units squared: the target's own margin and other empty boxes (a
        fifth). The target's box or card hides only what shows in it
        (its number's glyphs, a card's circle: `shown_rect`), and so does every box with
        `shown_only`."""
        return self.costs(place)[shown_only]

    def costs(self, place: QRectF) -> tuple[tuple[float, float], tuple[float, float]]:
        """`cost(place)` and `cost(place, shown_only=True)`, worked out in one walk over the
        items under `place` (they differ only in the boxes and cards away from the target):
        `settle` compares the places both ways where none is clear."""
        scene = self.scene()
        if scene is None:
            return ((0.0, 0.0), (0.0, 0.0))
        sheet = scene.sceneRect()
        # the part cut off at the sheet's edge counts as hiding words: the view shows no more
        # than the sheet, and the badge's own words would be cut
        written = _area(place) - _area(place.intersected(sheet))
        rest = 0.0
        # (the same sums with `shown_only`: each adds what it adds, in the same order, so that
        # either comes out to the bit as when it was worked out alone)
        shown_written, shown_rest = written, rest
        for item in scene.items(place):
            if item is self or not item.isVisible():
                continue
            if isinstance(item, HintMarker):
                # another box of the same hint: its outline would be drawn across the words
                over = _area(place.intersected(item.ring))
                written += over
                shown_written += over
                continue
            shown = box = QRectF()
            if isinstance(item, (CellItem, CardItem)):
                shown = shown_rect(item)
                box = item.mapToScene(item.rect()).boundingRect() if not shown.isEmpty() else shown
            if not shown.isEmpty():
                # the target's box or card (or any, `shown_only`): what shows in it (its
                # number, its symbol) must stay in sight, the rest of it is paper; a cross or a
                # ring across the whole box still reads with an end of it hidden (a number
                # partly hidden does not)
                shown = item.mapToScene(shown).boundingRect()
                marked = getattr(item, "state", "") in ("crossed", "circled")
                hidden = _area(place.intersected(shown)) * (MARK_COST if marked else 1.0)
                paper = _area(place.intersected(item.sceneBoundingRect()))
                shown_written += hidden
                shown_rest += paper
                if self.ring.contains(box) or _near(box, self.target):
                    written += hidden
                    rest += paper
                    continue
                more, less = self._item_cost(item, place)
                written += more
                rest += less
                continue
            more, less = self._item_cost(item, place)
            written += more
            rest += less
            shown_written += more
            shown_rest += less
        return ((written, rest), (shown_written, shown_rest))

    def _item_cost(self, item: QGraphicsItem, place: QRectF) -> tuple[float, float]:
        """What a badge at `place` hides of `item` (neither another outline of the hint nor a
        box or card counted by what shows in it): (words, rest), as `cost` adds them."""
        rect = (
            item.mapToScene(item.rect()).boundingRect()
            if isinstance(item, SheetItem)  # (its bounds hold its focus ring too)
            else item.sceneBoundingRect()
        )
        if rect.contains(self.ring):
            # the sheet, a panel or a card the target lies on: only its boxes count
            return _boxes_cost(item, place, self._boxes), 0.0
        covered = _area(place.intersected(rect))
        if isinstance(item, LabelItem):
            # a label's words, as far as they reach (its box may be wider than they are)
            if item.text.strip():
                words = item.mapToScene(item.words(self._view_scale())).boundingRect()
                return _area(place.intersected(words)) * WORDS_COST, 0.0
            return 0.0, 0.0
        if isinstance(item, CellItem) and item.is_blank():
            if item.highlighted and not _near(rect, self.target):
                # a box the player may click now, not the one marked: the badge takes no
                # clicks, so a click on its words would make that other move (a lesson's
                # child clicking "Here" is told it is wrong); its edge over a bit of the box
                # matters less than over another's words
                return covered * (1.0 if rect.contains(place.center()) else LIT_COST), 0.0
            return 0.0, covered * BLANK_COST
        if (
            isinstance(item, SheetItem)
            and not self.ring.contains(rect)
            and not _near(rect, self.target)
        ):
            return covered, 0.0
        if isinstance(item, (GridCardItem, ShapeCardItem)):
            # an item that says where its words are: the card marked (its outline fitted
            # inside its edge, between cards close together), a card beside the target
            return _boxes_cost(item, place, self._boxes), covered
        return 0.0, covered

    def hides(self, place: QRectF, shown_only: bool = False) -> bool:
        """Whether a badge at `place` would hide what the player reads or clicks (`cost`'s
        first part, beyond rounding): a box or card with something in it, a label's words, a
        box the player may click other than the one marked, the hint's other outlines, or a
        part past the sheet's edge. The badge goes where it hides nothing when such a place is
        among `badge_places`; this is that rule, for whoever checks it."""
        return self.cost(place, shown_only)[0] > HIDDEN_AREA

    def _update_bounds(self) -> None:
        margin = self.pen_width * 2
        bounds = self.ring.united(self.badge) if self.label else QRectF(self.ring)
        self._bounds = bounds.adjusted(-margin, -margin, margin, margin)

    def clear_focus_ring(self) -> None:
        """Go round the keyboard's focus ring of the item marked (`SheetItem.focus_reach`), so
        that its outline and halo never hide where the keyboard is."""
        scene = self.scene()
        if scene is None:
            return
        reach = 0.0
        for item in scene.items(self.target):
            if isinstance(item, SheetItem):
                rect = item.mapToScene(item.rect()).boundingRect()
                if _near(rect, self.target):
                    reach = max(reach, item.focus_reach())
        grow = reach + self.pen_width * 1.1 + 1 if reach else 0.0
        if grow > self.grow:
            self.prepareGeometryChange()
            self.grow = grow
            self.ring = self.target.adjusted(-grow, -grow, grow, grow)
            self.badge = self.badge_places(*self._badge_size())[0]
            self._update_bounds()

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged and value is not None:
            self.clear_focus_ring()
            self.settle()
            # a tag placed before this outline was drawn moves off it (adding an outline
            # costs only the places it crosses: a tag clear of it stays where it is)
            for item in self.scene().items(self.ring):
                if (
                    isinstance(item, HintMarker)
                    and item.label
                    and item is not self
                    and item.mapToScene(item.badge).boundingRect().intersects(self.ring)
                ):
                    item.settle()
        return super().itemChange(change, value)

    def _fit_ring(self) -> None:
        """The outline keeps off the words around the target: on each side it grows only as far
        as the nearest label's words, card or box there leave room for its stroke (up to the
        target's own edge, a little inside it where a neighbour lies over the target)."""
        scene = self.scene()
        if scene is None:
            return
        t, reach = self.target, self.pen_width * 1.1  # (half the outline's white halo)
        room = [self.grow] * 4  # left, top, right, bottom
        near = t.adjusted(
            -self.grow - reach, -self.grow - reach, self.grow + reach, self.grow + reach
        )
        for rect in self._obstacles(scene, near):
            if rect.contains(t) or t.contains(rect) or not rect.intersects(near):
                continue  # (the card or sheet the target lies on; a box of the target's own)
            across = min(rect.right(), t.right()) - max(rect.left(), t.left())
            along = min(rect.bottom(), t.bottom()) - max(rect.top(), t.top())
            beside, above_below = along > 0, across > 0
            if beside and above_below:
                # reaching over the target's edge (a note's words under a card grown to 9 pt):
                # on the side it reaches over least, not on both (a note below is not beside)
                beside, above_below = along > across, along <= across
            if beside and rect.center().x() < t.center().x():
                room[0] = min(room[0], t.left() - rect.right() - reach)
            elif beside:
                room[2] = min(room[2], rect.left() - t.right() - reach)
            if above_below and rect.center().y() < t.center().y():
                room[1] = min(room[1], t.top() - rect.bottom() - reach)
            elif above_below:
                room[3] = min(room[3], rect.top() - t.bottom() - reach)
        left, top, right, bottom = (max(-reach, side) for side in room)
        ring = t.adjusted(-left, -top, right, bottom)
        if ring != self.ring:
            self.prepareGeometryChange()
            self.ring = ring
            self._update_bounds()

    def _obstacles(self, scene: QGraphicsScene, near: QRectF) -> list[QRectF]:
        """What the outline keeps off near the target (scene coordinates): a label's words, an
        item of the sheet (a box, a card), and of the card the target lies on, its header band
        (its value, a seal's words: kept clear as another label's would be). A card beside the
        target is kept off where it shows something (`busy_rects`: its header and the boxes with
        something in them), not at its bare edge: between two cards close together the outline
        may then pass over a card's margin rather than over the target's own words."""
        t, found = self.target, list[QRectF]()
        for item in scene.items(near):
            if isinstance(item, HintMarker) or not item.isVisible():
                continue
            if isinstance(item, LabelItem) and item.text.strip():
                found.append(item.mapToScene(item.words(self._view_scale())).boundingRect())
            elif isinstance(item, SheetItem):
                rect = item.mapToScene(item.rect()).boundingRect()
                header = getattr(item, "header_rect", lambda: None)()
                busy: list[QRectF] = getattr(item, "busy_rects", list)()
                if header is not None and rect.contains(t):
                    found.append(item.mapToScene(header).boundingRect())
                elif busy and not rect.contains(t):
                    found += [item.mapToScene(box).boundingRect() for box in busy]
                else:
                    found.append(rect)
        return found

    def settle(self) -> None:
        """Fit the outline between the words around the target (`_fit_ring`), and put the badge
        where it hides least (`cost`), inside the scene's rectangle."""
        scene = self.scene()
        if scene is None:
            return
        self._fit_ring()
        if not self.label:
            return
        self._legible_font()
        size = self._badge_size()
        places = self.badge_places(*size)
        # (each place's cost both ways at once: the second is wanted where none is clear)
        costs = [self.costs(place) for place in places]
        # (the first of equals: the order is the preference)
        at = min(range(len(places)), key=lambda index: costs[index][0])
        best = places[at]
        if costs[at][0][0] > HIDDEN_AREA:  # (`hides`)
            # (none clear: a box's paper around its number may be covered, and the places
            # between the numbers near the target are tried)
            tried = [(place, shown) for place, (_usual, shown) in zip(places, costs, strict=True)]
            tried += [(place, self.cost(place, True)) for place in self._between_places(*size)]
            best = min(tried, key=lambda pair: pair[1])[0]
        if best != self.badge:
            self.prepareGeometryChange()
            self.badge = best
            self._update_bounds()
        self.update()  # (the words may have grown for a sheet drawn smaller)

    def _between_places(self, width: float, height: float) -> list[QRectF]:
        """Where the badge may go when none of `badge_places` is clear of what the sheet shows
        (a box in a row of numbered boxes, on a sheet shown small: the badge's words at 9 pt are
        about as high as a box): above, over or below the outline, each just clear of the edge
        of a box's number, a card's box or header or a label's words near it, between them
        where there is room (the gap between two rows' numbers)."""
        scene = self.scene()
        if scene is None:
            return []
        ring, gap = self.ring, 2.0
        low, high = ring.top() - height - gap, ring.bottom() + gap
        far = height + gap  # (a card's boxes and header: a row further out too)
        near = QRectF(ring.left() - width, low - height - far, ring.width() + 2 * width, 0)
        near.setBottom(high + 2 * height + far)
        edges: set[float] = set()
        for item in scene.items(near):
            if isinstance(item, CellItem) and not item.is_blank():
                shown = item.mapToScene(shown_rect(item)).boundingRect()
            elif isinstance(item, LabelItem) and item.text.strip():
                shown = item.mapToScene(item.words(self._view_scale())).boundingRect()
            else:
                # a card's boxes and header: the badge just clear of an empty box (over the
                # crossed box beside it) or of the header (over the card's top margin)
                boxes = [
                    item.mapToScene(box).boundingRect()
                    for box in [
                        *getattr(item, "busy_rects", list)(),
                        *getattr(item, "blank_rects", list)(),
                    ]
                ]
                edges |= {
                    edge
                    for box in boxes
                    for edge in (box.bottom() + 0.5, box.top() - height - 0.5)
                    if low - far <= edge <= high + far
                }
                continue
            edges |= {
                edge
                for edge in (shown.bottom() + 0.5, shown.top() - height - 0.5)
                if low <= edge <= high
            }
        # (and in line with the target's own edges: clear of the box beside it, where the
        # outline reaches over that box's edge)
        t = self.target
        lefts = [ring.center().x() - width / 2, ring.left(), ring.right() - width]
        lefts += (t.left(), t.right() - width)
        return [QRectF(left, top, width, height) for top in sorted(edges) for left in lefts]

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = min(self.ring.width(), self.ring.height()) * 0.2
        path = QPainterPath()
        path.addRoundedRect(self.ring, radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(tone(HINT_HALO), self.pen_width * 2.2))
        painter.drawPath(path)
        pen = QPen(tone(HINT_INK), self.pen_width)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawPath(path)
        # the keyboard's focus ring on the place marked, drawn again over the outline: where the
        # outline could not go round it (words close by), it would hide it; under the badge,
        # whose words stay whole where it lies across the ring (a sheet shown small)
        for item in self._focused():
            painter.save()
            painter.setTransform(item.sceneTransform(), True)
            item.paint_focus(painter)
            painter.restore()
        if self.label:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(tone(HINT_INK))
            painter.drawRoundedRect(self.badge, 4, 4)
            painter.setPen(tone(KIT.white))
            painter.setFont(self.font)
            draw_text(painter, self.badge, Qt.AlignmentFlag.AlignCenter, self.label)

    def _focused(self) -> list[SheetItem]:
        """The items the outline marks that have the keyboard's focus ring."""
        scene = self.scene()
        if scene is None:
            return []
        return [
            item
            for item in scene.items(self.target)
            if isinstance(item, SheetItem)
            and item.focused
            and item.isVisible()
            and _near(item.mapToScene(item.rect()).boundingRect(), self.target)
        ]


def shown_rect(item: CellItem | CardItem) -> QRectF:
    """What of a box or a card shows something (its coordinates): a box's number's glyphs (their
    tight bounds in the font its `paint` draws them in, skipped or not), its symbol, or the whole
    box once crossed or circled (or its number drawn in a ring, or beside a symbol); a card
    face's circle with its number, a back's whole middle; an empty rectangle for a blank box or
    an empty slot. A hint's tag may lie on the rest of it."""
    rect = item.rect()
    if isinstance(item, CardItem):
        if item.empty:
            return QRectF()
        inset = rect.width() * 0.1
        return (
            item.circle() if item.face is not None else rect.adjusted(inset, inset, -inset, -inset)
        )
    symbol, font, room = item.label_layout()
    circle = item.spec.shape == "circle" and text_scale() != 1.0
    marked = item.state in ("crossed", "circled")
    if marked or circle or (item.label and not symbol.isEmpty()):
        return QRectF(rect)
    if not symbol.isEmpty():
        return symbol.boundingRect()
    if not item.label:
        return QRectF()
    if text_scale() != 1.0:  # (as `CellItem.paint` grows it)
        inset = room.width() * 0.04
        font = larger_font(
            font, room.adjusted(inset, 0, -inset, 0), Qt.AlignmentFlag.AlignCenter, item.label
        )
    metrics = QFontMetricsF(font)
    ink = metrics.tightBoundingRect(item.label)
    line = metrics.boundingRect(room, int(Qt.AlignmentFlag.AlignCenter), item.label)
    return ink.translated(line.left(), line.top() + metrics.ascent())


def _boxes_cost(item: QGraphicsItem, place: QRectF, boxes: ScenePlaces) -> float:
    """What a badge at `place` hides of the boxes of a card or sheet that says where they are
    (`busy_rects`, `blank_rects`), in scene units squared: a printed symbol as much as its area,
    the card's header (its value's words) as a label's words, a crossed box a quarter (its cross
    still reads with an end of it hidden), an empty box `EMPTY_COST` times (the player may write
    there: never hidden while a place over crosses or the card's margin is left). The boxes'
    places on the scene are kept in `boxes` while the item neither moves nor changes them (a
    hint's badge tries dozens of places over the same cards)."""
    busy: list[QRectF] = []
    blank: list[QRectF] = []
    crossed: list[QRectF] = []
    header: QRectF | None = None
    if isinstance(item, GridCardItem):
        busy, blank, header = item.busy_rects(), item.blank_rects(), item.header_rect()
        crossed = [item.box_rect(cell) for cell in item.crossed]
    elif isinstance(item, ShapeCardItem):
        busy = item.busy_rects()
    key = (item.sceneTransform(), busy, blank, crossed, header)
    kept = boxes.get(id(item))
    if kept is None or kept[0] is not item or kept[1] != key:
        weighted = []
        for box in busy:
            weight = MARK_COST if any(box == mark for mark in crossed) else 1.0
            weight = WORDS_COST if box == header else weight
            weighted.append((item.mapToScene(box).boundingRect(), weight))
        for box in blank:
            weighted.append((item.mapToScene(box).boundingRect(), EMPTY_COST))
        kept = boxes[id(item)] = (item, key, weighted)
    cost = 0.0
    for rect, weight in kept[2]:
        cost += _area(place.intersected(rect)) * weight
    return cost


def _near(a: QRectF, b: QRectF, slack: float = 1.0) -> bool:
    return (
        abs(a.left() - b.left()) <= slack
        and abs(a.top() - b.top()) <= slack
        and abs(a.right() - b.right()) <= slack
        and abs(a.bottom() - b.bottom()) <= slack
    )


def _area(rect: QRectF) -> float:
    return max(0.0, rect.width()) * max(0.0, rect.height()) if rect.isValid() else 0.0


def mark_button(button: QPushButton, on: bool) -> None:
    """Outline a button the hint points at (dashed, as on the sheet), or take the outline off."""
    if bool(button.property("hint")) == on:
        return
    button.setProperty("hint", on)
    if on:
        FocusRing.attach(button)  # (the keyboard's ring inside the dashed outline)
    style = button.style()
    style.unpolish(button)
    style.polish(button)
    button.update()
