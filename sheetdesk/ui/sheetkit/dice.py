"""Dice drawn as vectors, and a short roll animation any dice game can use.

`DieItem` shows one face: pips for 1-6, a printed number for other digits (a 0, say), or a
symbol from the kit's registry (`register_symbol`) for a special face (a Nile wave). `DiceItem`
holds a row of dice; `show_faces(faces, animate=True)` tumbles them for `ROLL_MS` through faces
of their `pool` before they settle on `faces`. The animation only draws: the faces a game shows
are its state's, set at once underneath, so nothing ever waits for it. A click on the dice skips
it. `set_animations(False)` turns every animation off (as Settings → Animations: off, motion.py);
a roll tumbles only when things move there ("on").

Holding: a click on a die (not during a roll) emits `die_clicked(index)`; the game decides what
that means and says which dice are held with `set_held`. `show_roll(faces, held, roll)` shows a
position's dice at once: held dice set, a new roll tumbled, and each die with an id worded for
its tooltip and screen readers in the kit's words ("Die 2: 5, held").

Dice given `ids` are targets on a `SheetScene` (`add_dice`): each die is a cell the game's
targets give a meaning (its hold or release action, a die to use), so it is lit while that
action is legal, reached by the arrow keys, marked by the hint and activated by a click, Enter
or Space like any box of a sheet.
A held die stays put while the others tumble, and is drawn on a thick frame with a lock in its
corner (not only another colour).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QElapsedTimer,
    QPointF,
    QRandomGenerator,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP

from ..palette import KIT, tone
from .motion import moves, set_motion, started, stopped
from .sheet_item import SheetItem
from .symbols import paint_symbol, symbol_path
from .text import draw_text, font_for

Face = int | str | None  # a number, a registered symbol's name, or blank

ROLL_MS = 560  # how long a roll tumbles (nothing waits longer than 600 ms for an animation)
FRAME_MS = 70  # how often a tumbling die shows another face
TILT = 14.0  # degrees a tumbling die tilts at most
HELD_FILL = KIT.die_held

# where the pips of 1-6 sit, in fractions of the face
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.28, 0.23), (0.72, 0.23), (0.28, 0.5), (0.72, 0.5), (0.28, 0.77), (0.72, 0.77)),
}


def set_animations(enabled: bool) -> None:
    """Turn every animation of the app on or off (Settings → Animations: on / off)."""
    set_motion("on" if enabled else "off")


def animations_enabled() -> bool:
    return moves()


class DieItem(SheetItem):
    """One die at `rect` (a square in scene units), rotating about its centre; with an
    `item_id` a cell of its scene (highlighted, focused and activated as a target)."""

    def __init__(
        self, rect: QRectF, fill: str = KIT.die, ink: str = KIT.die_ink, item_id: str = ""
    ) -> None:
        side = min(rect.width(), rect.height())
        super().__init__(item_id, QRectF(-side / 2, -side / 2, side, side), bool(item_id))
        self.setPos(rect.center())
        self.face: Face = None
        self.held = False
        self._fill = fill  # (as declared: drawn in the palette in use)
        self._ink = ink
        self._outline = QPainterPath()
        self._outline.addRoundedRect(self._rect, side * 0.18, side * 0.18)
        grow = side * 0.3  # the tilt and the shadow
        self._bounds = self._rect.adjusted(-grow, -grow, grow, grow)

    @property
    def face_rect(self) -> QRectF:
        """The die's face, in its own coordinates (centred on its position)."""
        return QRectF(self._rect)

    def set_face(self, face: Face) -> None:
        if face != self.face:
            self.face = face
            self.update()

    def set_held(self, held: bool) -> None:
        if held != self.held:
            self.held = held
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self._rect
        side = r.width()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tone(0, 0, 0, 50))
        painter.drawPath(self._outline.translated(side * 0.05, side * 0.06))
        painter.setPen(QPen(tone(self._ink), side * (0.1 if self.held else 0.04)))
        painter.setBrush(tone(HELD_FILL if self.held else self._fill))
        painter.drawPath(self._outline)
        if self.held:  # a lock in the corner: held is told by a shape, not by the colour alone
            corner = QRectF(r.right() - side * 0.3, r.top() - side * 0.12, side * 0.42, side * 0.42)
            painter.setPen(QPen(tone(KIT.white), side * 0.03))
            painter.setBrush(tone(self._ink))
            painter.drawPath(symbol_path("lock", corner))
        face = self.face
        if isinstance(face, int) and face in PIPS:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(tone(self._ink))
            radius = side * 0.09
            for fx, fy in PIPS[face]:
                painter.drawEllipse(
                    QPointF(r.left() + fx * side, r.top() + fy * side), radius, radius
                )
        elif isinstance(face, int):
            painter.setPen(tone(self._ink))
            painter.setFont(font_for(side * 0.6, True))
            draw_text(painter, r, Qt.AlignmentFlag.AlignCenter, str(face))
        elif isinstance(face, str):
            paint_symbol(
                painter, face, r.adjusted(side * 0.1, side * 0.1, -side * 0.1, -side * 0.1)
            )
        self.paint_overlays(painter, self._outline)  # lit as a target, the keyboard's focus


_UNSHOWN = object()  # (no roll shown yet: the first one shown does not tumble)
_DIE_WORDS = (  # by (not rolled) + 2 * (held)
    QT_TRANSLATE_NOOP("DiceItem", "Die {die}: {face}"),
    QT_TRANSLATE_NOOP("DiceItem", "Die {die}: not rolled yet"),
    QT_TRANSLATE_NOOP("DiceItem", "Die {die}: {face}, held"),
    QT_TRANSLATE_NOOP("DiceItem", "Die {die}: held"),
)


class DiceItem(QGraphicsObject):
    """A row of dice in `rect`; `pool` holds the faces a tumbling die may show."""

    rolled = Signal()  # a roll animation ended (or was skipped)
    die_clicked = Signal(int)  # a click on a die, not during a roll: its index

    def __init__(
        self,
        rect: tuple[float, float, float, float],
        count: int,
        pool: Sequence[Face],
        ids: Sequence[str] = (),
    ) -> None:
        """`ids`: each die's cell id when the dice are targets (see `SheetScene.add_dice`)."""
        super().__init__()
        x, y, w, h = rect
        self._rect = QRectF(x, y, w, h)
        self.pool: tuple[Face, ...] = tuple(pool)
        side = min(h, w / (count + (count - 1) * 0.3))
        gap = (w - count * side) / max(1, count - 1) if count > 1 else 0.0
        self.dice = [
            DieItem(
                QRectF(x + i * (side + gap), y + (h - side) / 2, side, side),
                item_id=ids[i] if i < len(ids) else "",
            )
            for i in range(count)
        ]
        for die in self.dice:
            die.setParentItem(self)
        self.faces: tuple[Face, ...] = (None,) * count
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._tumble)
        self._clock = QElapsedTimer()
        self._roll: object = _UNSHOWN

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pass

    @property
    def rolling(self) -> bool:
        return self._timer.isActive()

    def remaining_ms(self) -> int:
        """How long the roll still tumbles (0: the faces are shown)."""
        return max(1, ROLL_MS - self._clock.elapsed()) if self.rolling else 0

    def show_faces(self, faces: Sequence[Face], *, animate: bool = False) -> None:
        """Show `faces`; with `animate` (and animations on) tumble the dice there first."""
        self.faces = tuple(faces) + (None,) * (len(self.dice) - len(faces))
        if animate and animations_enabled() and self.pool:
            self._clock.start()
            self._timer.start()
            started(self)
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self._tumble()
            return
        self.skip()

    def show_roll(
        self, faces: Sequence[Face], held: Sequence[int] = (), roll: object = None
    ) -> None:
        """Show a position's dice: `faces` (0 or None: not rolled yet), the `held` indices, and
        `roll`, anything that changes with each roll (the turn and the rolls made): a new roll
        tumbles (not the first one shown). Dice with ids get their words (`describe`)."""
        self.set_held(held)  # (first: a held die stays put while the others tumble)
        if roll != self._roll:
            first, self._roll = self._roll is _UNSHOWN, roll
            self.show_faces([face or None for face in faces], animate=not first)
        self.describe()

    def describe(self) -> None:
        """Each die with an id says its face and whether it is held, as its tooltip (which the
        sheet's targets read to screen readers), in the current language."""
        for index, die in enumerate(self.dice):
            if die.item_id:
                face = self.faces[index]
                words = _DIE_WORDS[(face is None) + 2 * die.held]
                tip = QCoreApplication.translate("DiceItem", words)
                die.setToolTip(tip.format(die=index + 1, face=face))

    def _tumble(self) -> None:
        if self._clock.elapsed() >= ROLL_MS:
            self.skip()
            return
        random = QRandomGenerator.global_()
        for die in self.dice:
            if die.held:
                continue
            die.set_face(self.pool[random.bounded(len(self.pool))])
            die.setRotation((random.generateDouble() * 2 - 1) * TILT)

    def skip(self) -> None:
        """End a roll animation now (or just show the faces)."""
        was_rolling = self.rolling
        self._timer.stop()
        stopped(self)
        self.unsetCursor()
        for die, face in zip(self.dice, self.faces, strict=True):
            die.setRotation(0.0)
            die.set_face(face)
        if was_rolling:
            self.rolled.emit()

    def finish(self) -> None:
        """(motion.finish_all: a click or a key anywhere ends the roll)"""
        self.skip()

    def set_held(self, held: Sequence[int]) -> None:
        """Hold the dice at these indices (a held die does not tumble), free the others."""
        for index, die in enumerate(self.dice):
            die.set_held(index in held)

    def index_of(self, item_id: str) -> int | None:
        """Which die has this cell id (None: none of these)."""
        for index, die in enumerate(self.dice):
            if item_id and die.item_id == item_id:
                return index
        return None

    @property
    def held(self) -> tuple[int, ...]:
        return tuple(i for i, die in enumerate(self.dice) if die.held)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.rolling:
            self.skip()
            event.accept()
            return
        for index, die in enumerate(self.dice):
            if die.mapToScene(die.face_rect).boundingRect().contains(event.scenePos()):
                self.die_clicked.emit(index)
                if die.activatable:  # a target: its scene activates it too (its action)
                    event.ignore()
                else:
                    event.accept()
                return
        event.ignore()
