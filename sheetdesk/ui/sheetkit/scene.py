"""SheetScene: builds a sheet's items from pure layout data and syncs their visuals.

It never changes game state: a click, Enter or Space on an activatable item emits
`cell_activated(item_id)` and the game's table decides what that means (an action, or a message
saying why not). Arrow keys move a keyboard focus ring to the nearest activatable item in that
direction; where there is none, `edge_reached` lets the table go on to another of its sheets.
A press goes first to the items under the pointer that want it (a die's `die_clicked`, say); the
scene activates its item only when none of them took it.

Dice are cells too (`add_dice`): each die named by its `DiceItem` is lit, focused, hinted and
activated like a box of the sheet.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Mapping

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem

from sheetdesk.core.i18n import Text

from ..game_table import translate_text
from ..palette import KIT
from ..whole_lines import joined
from .dice import DiceItem
from .items import BandItem, CardItem, CellItem, GlyphItem, LabelItem
from .layout import Align, CellSpec, CellState, Label, Rect, SheetLayout, label_rooms
from .measure import blank_device
from .sheet_item import SheetItem
from .symbols import register_drawing

_DIRECTIONS = {
    Qt.Key.Key_Left: (-1.0, 0.0),
    Qt.Key.Key_Right: (1.0, 0.0),
    Qt.Key.Key_Up: (0.0, -1.0),
    Qt.Key.Key_Down: (0.0, 1.0),
}
_ACTIVATE = {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Select}
# the sheets' fits held back now (view.py `fits_after`): while they are, no view is drawn at
# another scale and no sheet laid out for another shape, so a sheet's lines stay where they were
# read till one of its items says they moved (`lines_moved`); [held, times a hold began]
_HELD = [False, 0]


def hold_lines(held: bool) -> None:
    """The sheets' fits held back (view.py's outermost `fits_after` begun) or no longer:
    meanwhile a sheet reads its lines once (`SheetScene.lines`), not at each of the hundreds of
    looks a table's fit brings its scroll areas to (Giza's table, trying its caption's places)."""
    _HELD[0] = held
    if held:
        _HELD[1] += 1


_KEYBOARD_REASONS = {
    Qt.FocusReason.TabFocusReason,
    Qt.FocusReason.BacktabFocusReason,
    Qt.FocusReason.ShortcutFocusReason,
    Qt.FocusReason.OtherFocusReason,
}


class SheetScene(QGraphicsScene):
    cell_activated = Signal(str)
    focus_changed = Signal(str)  # the id of the item with the keyboard focus ("" for none)
    # an arrow found nothing further on this sheet that way (dx, dy): the table may go on to
    # another sheet of its own (targets.py)
    edge_reached = Signal(float, float)
    # its lines (`lines`) may lie elsewhere: words laid out anew, a card moved, a box shown
    lines_moved = Signal()

    def __init__(self, layout: SheetLayout | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cells: dict[str, SheetItem] = {}
        # its cells set since the moves seen last looked at it (motion.py, seen_items.py)
        self.set_since: set[SheetItem] = set()
        self.labels: dict[str, LabelItem] = {}
        self._specs: tuple[CellSpec, ...] = ()  # the layout's boxes (`build`)
        self._bands: list[BandItem] = []  # the layout's bands (`build`), laid under its boxes
        self._highlighted: frozenset[str] = frozenset()
        self._focus_id = ""
        self._focus_visible = False
        self._has_focus = False
        # a key the table takes before the scene's own (Enter confirms, say): True when taken
        self.key_filter: Callable[[QKeyEvent], bool] | None = None
        self.dim_others = False  # dim open, not highlighted cells while something is highlighted
        # The keyboard focus moves on to a highlighted item when the focused one is no longer a
        # target (Enter then does the next thing the player may do).
        self.focus_follows_targets = False
        # what a screen reader hears of an item (targets.py: the game's words and its state)
        self.describer: Callable[[str], str] | None = None
        # its lines as read while the sheets' fits were held back, and which hold that was in
        # (`lines`): None once they moved
        self._lines_read: tuple[int, list[tuple[float, float]]] | None = None
        self.lines_moved.connect(self._lines_forgotten)
        if layout is not None:
            self.build(layout)

    # --- building -------------------------------------------------------------------------------

    def build(self, layout: SheetLayout) -> None:
        """Create every item of `layout` (once; later changes go through the set_* methods)."""
        self._lines_read = None
        self.setSceneRect(QRectF(0, 0, layout.width, layout.height))
        for name, parts in layout.drawings.items():
            register_drawing(name, parts)
        for band in layout.bands:
            self._bands.append(BandItem(band))
            self.addItem(self._bands[-1])
        for glyph in layout.glyphs:
            self.addItem(GlyphItem(glyph))
        self._specs = layout.cells
        rooms = label_rooms(layout.cells)
        for spec in layout.cells:
            cell = CellItem(spec, layout.style(spec.style))
            if spec.id in rooms:
                cell.set_label_room(QRectF(*rooms[spec.id]))
            self.add_cell(cell)
        for label in layout.labels:
            item = LabelItem(label)
            self.addItem(item)
            if label.id:
                self.labels[label.id] = item

    def add_cell(self, item: SheetItem) -> SheetItem:
        """Add a cell-like item (a CellItem, a CardItem, a game's own SheetItem)."""
        if item.item_id in self.cells:
            raise ValueError(f"duplicate cell id {item.item_id!r}")
        self.cells[item.item_id] = item
        item.tell_settings(self.set_since)
        self.addItem(item)
        return item

    def add_dice(self, dice: DiceItem) -> DiceItem:
        """Add a row of dice; each die with an id (`DiceItem(..., ids=...)`) becomes a cell: a
        target the game gives a meaning (hold it, release it, use it), reached by the keys."""
        self.addItem(dice)
        for die in dice.dice:
            if die.item_id:
                if die.item_id in self.cells:
                    raise ValueError(f"duplicate cell id {die.item_id!r}")
                self.cells[die.item_id] = die
                die.tell_settings(self.set_since)
        return dice

    def band(self, rect: Rect) -> BandItem:
        """The layout's band laid at `rect` (a table showing or hiding one of its own: found by
        what it is, not by what lies at its place, where words or cards may lie over it)."""
        return next(band for band in self._bands if band.band.rect == rect)

    def add_card(self, item_id: str, rect: tuple[float, float, float, float]) -> CardItem:
        item = CardItem(item_id, rect)
        self.add_cell(item)
        return item

    def add_label(
        self,
        key: str,
        rect: Rect,
        size: float,
        *,
        align: Align = "left",
        bold: bool = True,
        color: str = KIT.caption,
        legible_only: bool = False,
        grow: bool = False,
    ) -> LabelItem:
        """A text whose words the game sets later (`set_label(key, ...)`); `legible_only`: not
        drawn where it would be under 9 pt on screen; `grow`: see `Label`."""
        item = LabelItem(Label(rect, "", color, size, bold, align, key, grow), legible_only)
        self.addItem(item)
        self.labels[key] = item
        return item

    def lines(self) -> list[tuple[float, float]]:
        """The sheet's lines (its rows of boxes and words) top to bottom, as (top, bottom) in
        its units, each as far as it is drawn: the boxes (with their outlines' pens) and the
        words' glyphs as drawn (`LabelItem.ink`: grown to 9 pt on a sheet shown small; not
        their box, which may be higher than they are, room for words that wrap, and joined the
        line above or below them to theirs), those whose heights overlap making one line (a box
        beside a row, a word under a card). An item laid under the boxes (a negative z: a band
        framing a row, a printed building, a click spot) makes no line of its own: it would
        join the rows it frames into one; its drawn edges widen the first and last line it
        frames, up to the line beyond (`_framed`), so a row's band or frame is shown with it. A
        scroll area showing the sheet ends at a line (`LeastScaleArea`). Read once while the
        sheets' fits are held back (`hold_lines`), till they move: not to be changed."""
        read = self._lines_read
        if _HELD[0] and read is not None and read[0] == _HELD[1]:
            return read[1]
        lines = self._read_lines()
        self._lines_read = (_HELD[1], lines) if _HELD[0] else None
        return lines

    def _lines_forgotten(self) -> None:
        self._lines_read = None

    def _read_lines(self) -> list[tuple[float, float]]:
        """`lines`, read from the items."""
        # (each item asked once whether it is shown and how high it lies: a scroll area showing
        # part of the sheet looks at its lines after every paint, a click's too, and every
        # question is a call into Qt)
        spans: list[tuple[float, float]] = []
        framing: list[tuple[float, float]] = []
        for item in self.cells.values():
            if item.isVisible():
                drawn = item.mapRectToScene(item.drawn_rect())
                top, bottom = drawn.top(), drawn.bottom()
                (spans if item.zValue() >= 0 else framing).append((top, bottom))
        for label in self.labels.values():
            if label.isVisible() and label.text.strip():
                ink = label.ink()
                if not ink.isEmpty():
                    drawn = label.mapRectToScene(ink)
                    top, bottom = drawn.top(), drawn.bottom()
                    spans.append((top, bottom))
        lines = joined(spans)
        frames: list[tuple[float, float]] = []
        for band in self._bands:
            if band.zValue() < 0 and band.isVisible():
                drawn = band.mapRectToScene(band.drawn_rect())
                top, bottom = drawn.top(), drawn.bottom()
                frames.append((top, bottom))
        frames += framing  # (the bands first, then the boxes laid under the others)
        return _framed(lines, frames)

    def place_words(self, to_view: QTransform) -> None:
        """Place its words' glyphs (`LabelItem.ink`) where a view drawing the scene through
        `to_view` draws them, by painting its labels there on a device that keeps nothing: grown
        to 9 pt on a sheet shown small, they reach higher and lower than at another scale, and a
        paint places them only as it draws them. (A scroll area ending at a line measures the
        lines for the scale its view was just fitted to, before the view's paint at it: measured
        with the glyphs of the last paint, it ended through the line that paint then drew.)"""
        device = blank_device(1, 1)
        painter = QPainter(device)
        option = QStyleOptionGraphicsItem()
        for label in self.labels.values():
            if label.isVisible() and label.text.strip():
                painter.setWorldTransform(label.deviceTransform(to_view))
                option.exposedRect = label.boundingRect()
                label.paint(painter, option, None)
        painter.end()

    # --- syncing visuals ------------------------------------------------------------------------

    def cell(self, item_id: str) -> SheetItem:
        return self.cells[item_id]

    def set_state(self, item_id: str, state: CellState, pending: bool = False) -> bool:
        return self.cells[item_id].set_visual(state=state, pending=pending)

    def set_states(self, states: Mapping[str, CellState]) -> int:
        """Set many cells' states; returns how many changed."""
        cells = self.cells
        return sum(1 for key, state in states.items() if cells[key].set_visual(state=state))

    def set_label(self, item_id: str, text: str | Text, short: str = "") -> bool:
        """Change a cell's label (a total box) or an id'd Label's text (and its shorter form,
        see `Label`): a core Text (translated here) or words already translated."""
        text = translate_text(text)
        item = self.cells.get(item_id)
        if isinstance(item, CellItem):
            return item.set_label(text)
        return self.labels[item_id].set_text(text, short)

    def set_shown(self, item_id: str, shown: bool) -> None:
        """Show or hide a box of the layout; the labels of the boxes it lies over keep clear of
        it only while it is shown (a hidden sign leaves its neighbours' numbers the whole box)."""
        item = self.cells[item_id]
        if item.isVisible() == shown:
            return
        item.setVisible(shown)
        self.lines_moved.emit()
        specs = tuple(s for s in self._specs if self.cells[s.id].isVisible())
        rooms = label_rooms(specs)
        for spec in specs:
            cell = self.cells[spec.id]
            if isinstance(cell, CellItem):
                cell.set_label_room(QRectF(*rooms.get(spec.id, spec.rect)))

    def set_tooltip(self, item_id: str, tooltip: str) -> None:
        item = self.cells[item_id]
        if item.toolTip() != tooltip:
            item.setToolTip(tooltip)

    def set_highlighted(self, ids: Iterable[str]) -> None:
        """Highlight exactly these ids (the targets of the legal actions)."""
        new = frozenset(i for i in ids if i in self.cells)
        old = self._highlighted
        self._highlighted = new
        for key in old - new:
            self.cells[key].set_visual(highlighted=False)
        for key in new - old:
            self.cells[key].set_visual(highlighted=True)
        if self.dim_others and (bool(old) != bool(new)):
            dim = bool(new)
            for item in self.cells.values():
                item.set_visual(dimmed=dim and item.activatable)
        if self.dim_others:
            for key in old ^ new:
                item = self.cells[key]
                item.set_visual(dimmed=bool(new) and key not in new and item.activatable)
        if self.focus_follows_targets and new and self._focus_id not in new:
            self.set_focus_cell(self._initial_focus(), visible=self._focus_visible)

    def highlighted(self) -> frozenset[str]:
        return self._highlighted

    # --- keyboard focus -------------------------------------------------------------------------

    @property
    def focus_id(self) -> str:
        return self._focus_id

    @property
    def focus_visible(self) -> bool:
        """Whether the keyboard focus ring is drawn (a key moved it there)."""
        return self._focus_visible

    def set_focus_cell(self, item_id: str, visible: bool = True) -> None:
        if item_id and item_id not in self.cells:
            raise KeyError(item_id)
        if self._focus_id and self._focus_id in self.cells:
            self.cells[self._focus_id].set_visual(focused=False)
        self._focus_id = item_id
        self._focus_visible = visible
        self._show_focus()
        self.focus_changed.emit(item_id)

    def hide_focus_ring(self) -> None:
        """Keep the keyboard focus where it is but stop drawing its ring (until a key moves it)."""
        if self._focus_visible:
            self._focus_visible = False
            self._show_focus()

    def _show_focus(self) -> None:
        if self._focus_id in self.cells:
            self.cells[self._focus_id].set_visual(focused=self._focus_visible and self.has_keys())

    def has_keys(self) -> bool:
        """Whether the keyboard is on this sheet now: a view of it has the focus (a view hidden
        or left while it had the focus may not have told the scene that it lost it)."""
        return self._has_focus and any(view.hasFocus() for view in self.views())

    def _focusable(self) -> list[SheetItem]:
        return [item for item in self.cells.values() if item.activatable and item.isVisible()]

    def _initial_focus(self) -> str:
        # (the lit ones first, Qt asked only whether they are shown: most items are not lit)
        lit = self._highlighted
        preferred = [
            item
            for item in self.cells.values()
            if item.item_id in lit and item.activatable and item.isVisible()
        ] or self._focusable()
        if not preferred:
            return ""
        best = min(
            preferred, key=lambda i: (i.sceneBoundingRect().top(), i.sceneBoundingRect().left())
        )
        return best.item_id

    def move_focus(self, dx: float, dy: float) -> str:
        """Move the focus to the nearest activatable item in direction (dx, dy); returns its id."""
        current = self.cells.get(self._focus_id)
        if current is None or not current.isVisible():
            self.set_focus_cell(self._initial_focus())
            return self._focus_id
        origin = _center(current)
        best, best_score = None, float("inf")
        for item in self._focusable():
            if item is current:
                continue
            c = _center(item)
            vx, vy = c.x() - origin.x(), c.y() - origin.y()
            along = vx * dx + vy * dy
            if along <= 1e-6:
                continue
            across = abs(vx * dy - vy * dx)
            if across > along * 3:
                continue
            # sideways costs more than ahead, but less than twice as much: in rows offset by
            # half a cell (a pyramid) the next row up is nearer than the cell straight above it;
            # more than 45° off the way only when nothing lies nearer to it (so Right at the end
            # of a pyramid's row goes on to the tower beside it, not down a row)
            score = along + across * 1.5
            if across > along:
                score += across * 2
            if score < best_score:
                best, best_score = item, score
        if best is not None:
            self.set_focus_cell(best.item_id)
        return self._focus_id

    def activate(self, item_id: str) -> None:
        item = self.cells.get(item_id)
        if item is not None and item.activatable and item.isVisible():
            self.cell_activated.emit(item_id)

    # --- events ---------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.key_filter is not None and self.key_filter(event):
            event.accept()
        elif key in _DIRECTIONS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self._focus_visible = True
            dx, dy = _DIRECTIONS[Qt.Key(key)]
            before = self._focus_id
            if self.move_focus(dx, dy) == before and before:
                self.edge_reached.emit(dx, dy)
            event.accept()
        elif key in _ACTIVATE and not event.isAutoRepeat():
            if not self._focus_id:
                self.set_focus_cell(self._initial_focus())
            elif not self._focus_visible:
                self.set_focus_cell(self._focus_id)
            if self._focus_id:
                self.activate(self._focus_id)
            event.accept()
        else:
            event.ignore()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self._has_focus = True
        if event.reason() in _KEYBOARD_REASONS:
            self._focus_visible = True
            if self._focus_id not in self.cells or not self.cells[self._focus_id].isVisible():
                self._focus_id = self._initial_focus()
                self.focus_changed.emit(self._focus_id)
        self._show_focus()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if "cells" not in vars(self):
            # Python's cycle collector empties a collected scene's attributes before Qt lets go
            # of it, and its view may still hand it a focus-out then: nothing is left to redraw.
            return
        self._has_focus = False
        self._show_focus()

    def item_at(self, pos: QPointF) -> SheetItem | None:
        for item in self.items(pos):
            if isinstance(item, SheetItem) and item.activatable and item.isVisible():
                return item
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        # the items that want a press get it first (they accept it when it is theirs alone)
        super().mousePressEvent(event)
        if event.isAccepted():
            return
        item = self.item_at(event.scenePos())
        if item is None:
            event.ignore()
            return
        event.accept()
        if self._focus_id != item.item_id:
            self.set_focus_cell(item.item_id, visible=False)
        elif self._focus_visible:
            self._focus_visible = False
            self._show_focus()
        self.activate(item.item_id)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()


def _center(item: SheetItem) -> QPointF:
    return item.mapToScene(item.rect().center())


def _framed(
    lines: list[tuple[float, float]], frames: list[tuple[float, float]]
) -> list[tuple[float, float]]:
    """`lines` (top to bottom, apart) widened to the drawn edges of what is laid under them
    (`frames`, as (top, bottom)): the first line a frame overlaps reaches up to its top, the last
    down to its bottom, never into the line above or below (rows close together stay apart)."""
    # (the lines lie in order, apart: those a frame overlaps are the run from the first ending
    # below its top to the last starting above its bottom, each end found by halving, not by a
    # look at every line for every frame; widened, they stay in order and apart)
    tops = [top for top, _bottom in lines]
    bottoms = [bottom for _top, bottom in lines]
    for top, bottom in frames:
        first, end = bisect_right(bottoms, top), bisect_left(tops, bottom)
        if first >= end:
            continue
        last = end - 1
        floor = bottoms[first - 1] if first else top
        tops[first] = min(tops[first], max(top, floor))
        ceiling = tops[last + 1] if end < len(tops) else bottom
        bottoms[last] = max(bottoms[last], min(bottom, ceiling))
    return list(zip(tops, bottoms, strict=True))
