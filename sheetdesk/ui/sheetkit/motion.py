"""Motion on the sheets: every move is seen, and things move as they do at a real table.

What changed is found generically: after each position a table draws, the visual attributes of
every item of its sheets (`signature`: what `set_visual`, `set_card`, `set_label`... set) are
compared with those the same item of the same seat's sheet had the last time it was shown
(`Motion.show`). A game writes nothing for it: the table says which scenes show which seat's
sheet (`TableScaffold.motion_scenes`), and the controller which log entries the position brings
(`GameTable.note_moves`).

When another seat (a computer, another player at the table, chance) made them, each changed item
is written again with a short pen stroke (its old picture is wiped away along the writing,
`MoveMark`), a card put out turns over, a card taken slides out of the display (`_Ghost`), a
completed part (an item a game declares with `flourish`: a row's lock, a bonus) gets a burst of
pen strokes; and the items stay ringed ("last move") until the player who looks acts. What was
drawn for another player (a hand) is never painted again: a move that hands the laptop over is
ringed, not written again. The marks of each log entry
are remembered, so a click on its line in the log rings them again (`show_entry`). How a mark
is painted (pictures made once, copied frame after frame) is mark_pictures.py's.

Settings: `set_motion("on" | "reduced" | "off")`. Reduced: nothing moves, the marks fade in
(Qt 6 exposes no system reduce-motion setting to follow); off: nothing animates and nothing
waits, the marks are ringed at once. Every animation lasts at most `MAX_WAIT_MS`; a click or a
key anywhere in the app ends them all at once (`finish_all`, also what tests call).
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QPainter, QPixmap, QTransform
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..palette import tone
from .mark_pictures import MOVE_GLOW, MOVE_INK, RING_GLOW, Pictures
from .mark_pictures import burst as _burst
from .mark_pictures import front as _front
from .mark_pictures import picture as _picture
from .mark_pictures import prepare as _prepare
from .mark_pictures import ring_picture as _ring_picture
from .mark_pictures import scale_of as _scale_of
from .mark_pictures import unwritten as _unwritten
from .seen_items import Key, SeenItems
from .sheet_item import SheetItem, version_of

MODES = ("on", "reduced", "off")
STROKE_MS = 420  # a mark written, a card turned or slid out ("on")
FADE_MS = 160  # "reduced": the ring fades in, nothing moves
MAX_WAIT_MS = 600  # the longest anything waits for an animation

_state: dict[str, Any] = {"mode": "on"}
_running: weakref.WeakSet[Any] = weakref.WeakSet()  # whatever animates now

# what an item's look does not depend on, or what is not the game's (hover, keyboard, targets)
_SKIP = frozenset(
    {
        "item_id",
        "activatable",
        "hovered",
        "focused",
        "highlighted",
        "dimmed",
        "tint",
        "targets",
        "selected",
        "flourish",
        "legible_only",
        "look",
        "spec",
        "style",
        "pool",
    }
)


def set_motion(mode: str) -> None:
    """ "on", "reduced" or "off" for every table of the app (an unknown word means "on")."""
    _state["mode"] = mode if mode in MODES else "on"
    if _state["mode"] == "off":
        finish_all()


def motion_mode() -> str:
    return str(_state["mode"])


def moves() -> bool:
    """Whether things move (dice tumble, cards turn and slide, pens stroke)."""
    return _state["mode"] == "on"


def duration_ms() -> int:
    mode = _state["mode"]
    return STROKE_MS if mode == "on" else FADE_MS if mode == "reduced" else 0


def finish_all() -> None:
    """End every animation running now (a click, a key, a test): everything shows as it is."""
    for thing in list(_running):
        if shiboken6.isValid(thing):
            thing.finish()
        else:  # (a table closed while it animated)
            stopped(thing)


class _Watcher(QObject):
    """While anything animates: a click or a key anywhere in the app ends it all at once (the
    click or key then does what it does)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress):
            finish_all()
        return False


_watcher: dict[str, _Watcher] = {}


def started(thing: Any) -> None:
    """`thing` (with a `finish()`) animates now: a click, a key or `finish_all` ends it."""
    _running.add(thing)
    app = QApplication.instance()
    if app is not None and "on" not in _watcher:
        _watcher["on"] = _Watcher()
        app.installEventFilter(_watcher["on"])


def stopped(thing: Any) -> None:
    _running.discard(thing)
    app = QApplication.instance()
    if not _running and "on" in _watcher:
        watcher = _watcher.pop("on")
        if app is not None:
            app.removeEventFilter(watcher)


def flourish(*items: QGraphicsItem, states: Sequence[str] = ("crossed", "circled")) -> None:
    """Declare `items` (a row's lock, a bonus) parts whose completion is marked with a burst of
    pen strokes (by anyone, the player looking too): when they come to one of `states`."""
    for item in items:
        item.flourish = frozenset(states)  # type: ignore[attr-defined]


def _completes(item: QGraphicsItem) -> bool:
    return getattr(item, "state", None) in getattr(item, "flourish", ())


def signature(item: QGraphicsItem) -> dict[str, object]:
    """The attributes an item is drawn from (its public, game-set visual state)."""
    return {
        key: value
        for key, value in vars(item).items()
        if not key.startswith("_") and key not in _SKIP and not callable(value)
    }


def _frozen(attrs: dict[str, object]) -> bool:
    """Whether every value is hashable (none is a list, a dict or a set changed in place)."""
    try:
        hash(tuple(attrs.values()))
    except TypeError:
        return False
    return True


def _same(a: dict[str, object], b: dict[str, object]) -> bool:
    try:
        return a == b
    except Exception:  # (a value that cannot be compared: taken as changed)
        return False


def _turned(item: QGraphicsItem, old: dict[str, object]) -> bool:
    """Whether `item` is a card that changed for another card (or turned over), not one with
    another mark on it."""
    if not _card_like(item):
        return False
    now = signature(item)
    return any(now.get(k) != old.get(k) for k in ("card", "number", "face", "back", "empty"))


def _card_like(item: QGraphicsItem) -> bool:
    return "Card" in type(item).__name__


def _has_card(attrs: dict[str, object]) -> bool:
    if attrs.get("empty", False):
        return False
    return attrs.get("number", attrs.get("card")) is not None and not attrs.get("back", False)


class MoveMark(QGraphicsObject):
    """Over one changed item: its old picture wiped away along a pen stroke (or turned over, a
    card), a burst for a completed part, then a ring that stays while the move is the last."""

    def __init__(
        self, target: SheetItem, old: dict[str, object] | None, kind: str, ring: bool = True
    ) -> None:
        super().__init__(target)
        self.target = target
        self.old = old  # None: nothing to wipe away (a ring only)
        self.kind = kind  # "stroke", "turn", "ring" or "burst"
        self.progress = 1.0
        self.burst = _completes(target) and kind != "ring"
        # no ring: a passing mark (a part the player looking completed, a card chance turned
        # up after their move)
        self.ring = ring and kind != "burst"
        self._pictures: Pictures = {}  # drawn once, then each frame
        self._ring: tuple[tuple[int, int, int], QRectF, QPixmap] | None = None  # its picture
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, False)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresParentOpacity, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(50)

    def boundingRect(self) -> QRectF:
        rect = self.target.rect()
        unit = min(rect.width(), rect.height())
        grow = min(unit * 0.7, 60.0) if self.burst else min(unit * 0.17, RING_GLOW / 2)
        ring = rect.adjusted(-grow - 4, -grow - 4, grow + 4, grow + 4)
        return ring.united(self.target.boundingRect())

    def prepare(self) -> None:
        if self.old is not None and self.kind in ("turn", "stroke") and moves():
            _prepare(self._pictures, self.target, self.old if self.kind == "stroke" else None)
            if self.kind == "turn":
                _prepare(self._pictures, self.target, self.old)

    def written(self) -> None:
        """The move is over: the item shows itself again, and the old picture and the frames
        drawn from it are not kept, nor drawn again."""
        self.target.setOpacity(1.0)
        self.old = None
        self._pictures.clear()

    def set_progress(self, value: float) -> None:
        before, self.progress = self.progress, value
        if self.kind == "turn" and self.old is not None:
            # the card itself is hidden while this mark draws it turning (its cached picture
            # stays as it is: only this mark repaints, frame after frame)
            self.target.setOpacity(0.0 if value < 1.0 and moves() else 1.0)
        changed = self._changed(before, value)
        if changed is not None:
            self.update(changed)

    def _changed(self, before: float, now: float) -> QRectF | None:
        """What of the mark looks different at `now` than at `before` (None: nothing): all of
        it while the ring fades in or a burst flies, at the start and at the end; then only
        the item written or turned (what lies round it is repainted for nothing)."""
        if before == now:
            return None
        fading = self.ring and min(1.0, before * 1.5) != min(1.0, now * 1.5)
        if fading or self.burst or now >= 1.0 or before >= 1.0 or not moves():
            return self.boundingRect()
        if self.old is not None and self.kind in ("turn", "stroke"):
            rect = self.target.rect()
            tip = min(rect.width(), rect.height()) * 0.07 + 1  # (the pen's tip, at the edge)
            return rect.adjusted(-tip, -tip, tip, tip)
        return None

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.target.rect()
        p = self.progress
        unit = min(rect.width(), rect.height())
        if p < 1.0 and self.old is not None and moves():
            if self.kind == "turn":
                cx = rect.center().x()
                sx = max(0.04, abs(math.cos(math.pi * p)))
                # (the picture at the view's scale, made before: the squeeze is not a scale
                # to draw it at again, frame after frame)
                scale = _scale_of(painter)
                painter.save()
                painter.setTransform(
                    QTransform().translate(cx, 0).scale(sx, 1).translate(-cx, 0), True
                )
                old = self.old if p < 0.5 else None
                _picture(self._pictures, painter, self.target, old, scale)
                painter.restore()
            elif self.kind == "stroke":
                painter.save()
                painter.setClipPath(_unwritten(rect, p))
                _picture(self._pictures, painter, self.target, self.old)
                painter.restore()
                tip = _front(rect, p)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(tone(MOVE_INK))
                painter.drawEllipse(tip, unit * 0.07, unit * 0.07)
        if self.ring:
            self._paint_ring(painter, p)
        if self.burst and p < 1.0 and moves():
            _burst(painter, rect, p)

    def _paint_ring(self, painter: QPainter, p: float) -> None:
        """The ring, from a picture of it made once at the scale it is drawn at (two wide soft
        strokes round a big card are what a frame would cost most), faded in with `p`."""
        alpha = min(1.0, p * 1.5) if motion_mode() != "off" else 1.0
        if alpha <= 0.0:
            return
        scale = _scale_of(painter)
        glow, ink = tone(MOVE_GLOW), tone(MOVE_INK)
        key = (round(scale * 100), glow.rgba(), ink.rgba())  # (a palette changed: drawn anew)
        if self._ring is None or self._ring[0] != key:
            self._ring = (key, *_ring_picture(self.target, scale))
        _key, bounds, picture = self._ring
        painter.save()
        painter.setOpacity(painter.opacity() * alpha)
        painter.drawPixmap(bounds, picture, QRectF(picture.rect()))
        painter.restore()


class _Ghost(QGraphicsObject):
    """A card's old picture leaving its place for `to` (a card taken from the display)."""

    def __init__(self, source: SheetItem, old: dict[str, object], to: QPointF) -> None:
        super().__init__()
        self.source = source
        self.old = old
        self.to = to
        self.progress = 0.0
        self._pictures: Pictures = {}
        self.setZValue(60)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.source.boundingRect()

    def prepare(self) -> None:
        _prepare(self._pictures, self.source, self.old)

    def set_progress(self, value: float) -> None:
        self.progress = value
        self.setPos(self.to * value)
        self.setOpacity(1.0 - max(0.0, value - 0.6) / 0.4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        _picture(self._pictures, painter, self.source, self.old)


class Motion(QObject):
    """The moves seen on one table: remembers each seat's items, rings and animates changes.

    Rings belong to a seat's item (`Key`), not to a scene's: when the big sheet goes to the next
    player, the last mover's rings go with its sheet to wherever that sheet is shown."""

    ended = Signal()  # an animation ended (or there was none to run)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._memory: dict[Key, dict[str, object]] = {}
        # the item each memory was taken from and its `version` then (its signature only of
        # values that cannot change in place): unchanged since, it is not compared again
        self._taken: dict[Key, tuple[SheetItem, int]] = {}
        self._seen = SeenItems()  # which items of each scene to look at (seen_items.py)
        self._ringed: dict[Key, Any] = {}  # what is ringed -> the seat whose move it was
        self._marks: dict[int, MoveMark] = {}  # id(item) -> its ring drawn now
        self._records: dict[int, list[Key]] = {}  # log entry -> the items it changed
        self._mover: Any = None
        self._shown_entries: list[int] = []
        self._entry_movers: dict[int, Any] = {}
        self._ghosts: list[_Ghost | MoveMark] = []  # removed when the animation ends
        self._bursts: list[MoveMark] = []
        self._batch: list[MoveMark | _Ghost] = []
        self._big: Any = object()
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self._animation.valueChanged.connect(self._step)
        self._animation.finished.connect(self._done)

    # --- what is shown ------------------------------------------------------------------------

    @property
    def marked(self) -> list[SheetItem]:
        """The items ringed as the last move now."""
        return [mark.target for mark in self._marks.values()]

    @property
    def entries(self) -> list[int]:
        """The log entries whose marks are ringed now."""
        return list(self._shown_entries)

    def running(self) -> bool:
        return self._animation.state() == QVariantAnimation.State.Running

    def remaining_ms(self) -> int:
        if not self.running():
            return 0
        return max(0, self._animation.duration() - self._animation.currentTime())

    # --- a position drawn ---------------------------------------------------------------------

    def show(
        self,
        scenes: Sequence[tuple[QGraphicsScene, Any, bool]],
        entries: Sequence[tuple[int, Any]],
        own: bool,
        shared: tuple[str, ...] = (),
        latest: Mapping[Any, int] | None = None,
        private_shown: bool = True,
    ) -> list[SheetItem]:
        """After a position is drawn: `scenes` (scene, seat shown, whether it is the big
        sheet), `entries` the log entries it brings (index, seat; None for chance), `own`
        whether the player looking made them, `latest` each seat's last log entry (what a
        change of a seat's sheet is told by, when none of `entries` is theirs: choices made
        out of sight, shown when a step ends). `private_shown` False: the position before was
        drawn for a player who may see what the one now may not (their hand): nothing of it is
        drawn again (the changes are ringed, not written). Returns the items seen changed by others
        (ringed): each seat's last turn stays ringed until the player looking acts."""
        self.finish()
        changed: list[tuple[SheetItem, dict[str, object], Key]] = []
        remembered = self._taken.get
        for scene, seat, big in scenes:
            big_moved = big and seat != self._big
            # (every item of every sheet shown is looked at, at every position drawn: one pass,
            # most items skipped at once, before Qt is asked whether they are shown)
            left: list[SheetItem] = []  # (looked at again next time: seen_items.py)
            for item, key in self._seen.to_look_at(scene, seat, shared):
                taken = remembered(key)
                version = version_of(item)
                if taken is not None and taken[0] is item and taken[1] == version:
                    continue  # (nothing it is drawn from was set since: drawn as remembered)
                if taken is not None and taken[0] is not item:
                    self._seen.mixed(taken[0], key)  # (another sheet's item had its key)
                if not item.isVisible():
                    left.append(item)
                    continue
                now = signature(item)
                old = self._memory.get(key)
                self._memory[key] = now
                if _frozen(now):
                    self._taken[key] = (item, version)
                else:
                    self._taken.pop(key, None)
                    left.append(item)
                if old is None or (big_moved and key[0] is not None) or _same(old, now):
                    continue
                changed.append((item, old, key))
            self._seen.left(scene, seat, shared, left)
        self._big = next((seat for _s, seat, big in scenes if big), None)
        # (dice roll on their own: DiceItem)
        changed = [c for c in changed if not type(c[0]).__name__.startswith("Die")]
        if own:
            # the player looking acted: the rings go; what chance brought (a card turned up)
            # is still shown coming, and a part they completed gets its burst
            self._bursts = [
                MoveMark(item, None, "burst")
                for item, _o, _k in changed
                if _completes(item) and moves() and entries
            ]
            if any(seat is None for _i, seat in entries) and moves():
                self._bursts += [
                    MoveMark(item, old, "turn" if _turned(item, old) else "stroke", ring=False)
                    for item, old, key in changed
                    if key[0] is None
                ]
            self._ringed.clear()
            self._shown_entries = []
            self._mover = None
            # what the others decided with them, shown when their move ends the step (the
            # simultaneous choices of a card game), is theirs: ringed
            me = next((seat for _i, seat in entries if seat is not None), None)
            changed = [c for c in changed if c[2][0] not in (None, me)] if entries else []
            for _item, _old, key in changed:
                self._ringed[key] = key[0]
            self._record(changed, entries, latest or {}, None)
        if not entries:
            changed = []
        # (several seats' moves drawn at once: the computers writing one open step together)
        movers = list(dict.fromkeys(seat for _i, seat in entries if seat is not None))
        mover = movers[-1] if movers else None
        if changed and not own:
            again = {m for m in movers if m != self._mover and m in self._ringed.values()}
            if again:
                # these seats' turn again: their last turn's rings go, the others' stay
                self._ringed = {k: m for k, m in self._ringed.items() if m not in again}
                self._shown_entries = [
                    e for e in self._shown_entries if self._entry_movers.get(e) not in again
                ]
            self._mover = mover
            for _item, _old, key in changed:
                # (each mover's sheet is its own move's; the rest, the last mover's)
                self._ringed[key] = key[0] if key[0] in movers else mover
            self._record(changed, entries, latest or {}, mover)
        if not private_shown:
            self._bursts = [mark for mark in self._bursts if mark.old is None]
        fresh = {id(item): old if private_shown else None for item, old, _k in changed}
        self._place(scenes, shared, fresh, slide=private_shown)
        return [item for item, _o, _k in changed]

    def _record(
        self,
        changed: Sequence[tuple[SheetItem, dict[str, object], Key]],
        entries: Sequence[tuple[int, Any]],
        latest: Mapping[Any, int],
        mover: Any,
    ) -> None:
        """Remember which log entry made each change (its seat's in `entries`, else its seat's
        last; the table's things: the mover's), and mark those entries as shown."""
        if not changed or not entries:  # (an undo: nobody's move)
            return
        fallback = next((i for i, seat in reversed(entries) if seat == mover), entries[-1][0])
        for _item, _old, key in changed:
            seat = key[0] if key[0] is not None else mover
            ours = [i for i, s in entries if s == seat and seat is not None]
            entry = ours[-1] if ours else latest.get(seat, fallback)
            self._records.setdefault(entry, []).append(key)
            if entry not in self._shown_entries:
                self._shown_entries.append(entry)
            self._entry_movers[entry] = seat

    def _start_bursts(self) -> list[MoveMark]:
        bursts, self._bursts = self._bursts, []
        self._ghosts.extend(bursts)  # (gone when the animation ends, as a card's ghost)
        return bursts

    def show_entry(self, entry: int, scenes: Sequence[tuple[QGraphicsScene, Any, bool]]) -> bool:
        """Ring (and write again) the marks log entry `entry` made, where they are shown now.
        False when they are not known (a move made before the game was opened here)."""
        keys = self._records.get(entry, ())
        if not keys:
            return False
        self.finish()
        self._ringed = dict.fromkeys(keys, self._mover)
        self._shown_entries = [entry]
        shared = tuple({key[1] for key in keys if key[0] is None})
        again: dict[int, dict[str, object] | None] = {}
        for scene, seat, _big in scenes:
            for item, key in _keyed(scene, seat, shared):
                if key in self._ringed:
                    self._drop_mark(item)
                    again[id(item)] = None
        self._place(scenes, shared, again, slide=False)
        return bool(again)

    def clear(self) -> None:
        """Take every ring away (the player who looks acted)."""
        self.finish()
        self._ringed.clear()
        for key in list(self._marks):
            self._drop(key)
        self._mover = None
        self._shown_entries = []

    def forget(self) -> None:
        """A position not reached by moves (another game): nothing is remembered."""
        self.clear()
        self._memory.clear()
        self._taken.clear()
        self._seen.forget()
        self._records.clear()

    # --- the rings ----------------------------------------------------------------------------

    def _drop(self, key: int) -> None:
        mark = self._marks.pop(key, None)
        if mark is not None:
            mark.target.setOpacity(1.0)
            if mark.scene() is not None:
                mark.scene().removeItem(mark)

    def _drop_mark(self, item: SheetItem) -> None:
        self._drop(id(item))

    def _place(
        self,
        scenes: Sequence[tuple[QGraphicsScene, Any, bool]],
        shared: tuple[str, ...],
        fresh: dict[int, dict[str, object] | None],
        *,
        slide: bool,
    ) -> None:
        """Ring every item shown whose key is ringed (those in `fresh` written again, from
        their old picture, None: ring only); take the rings off the others."""
        if not self._ringed and not self._marks:  # (nothing ringed, nothing to take off)
            self._animate([*self._start_bursts()])
            return
        keep: set[int] = set()
        batch: list[MoveMark | _Ghost] = []
        for scene, seat, _big in scenes:
            for item, key in _keyed(scene, seat, shared):
                ident = id(item)
                if key not in self._ringed:
                    continue
                keep.add(ident)
                if ident in fresh:
                    self._drop(ident)
                    old = fresh[ident]
                    kind = "ring" if old is None else "turn" if _turned(item, old) else "stroke"
                    mark = MoveMark(item, old, kind)
                    self._marks[ident] = mark
                    batch.append(mark)
                    if slide and old is not None and _card_like(item) and _has_card(old):
                        ghost = self._slide(item, old, fresh)
                        if ghost is not None:
                            batch.append(ghost)
                elif ident not in self._marks:
                    self._marks[ident] = MoveMark(item, None, "ring")
        for ident in [i for i in self._marks if i not in keep]:
            self._drop(ident)
        self._animate([*batch, *self._start_bursts()])

    def _animate(self, batch: list[MoveMark | _Ghost]) -> None:
        ms = duration_ms()
        self._batch = batch
        if not batch or ms <= 0:
            self._done()
            return
        for part in batch:
            part.prepare()
            part.set_progress(0.0)
        self._animation.setDuration(min(ms, MAX_WAIT_MS))
        self._animation.start()
        started(self)

    def _slide(
        self, item: SheetItem, old: dict[str, object], fresh: dict[int, dict[str, object] | None]
    ) -> _Ghost | None:
        """A card gone from a place of the display slides to where it went (a card of the same
        scene that changed and shows it now; else out of sight, downwards)."""
        if not moves() or not item.item_id.startswith("display"):
            return None
        scene = item.scene()
        if scene is None:
            return None
        card = old.get("number", old.get("card"))
        display = [
            i for i in getattr(scene, "cells", {}).values() if i.item_id.startswith("display")
        ]
        if any(signature(i).get("number", signature(i).get("card")) == card for i in display):
            return None  # (still in the display, moved up a place: not taken)
        target: SheetItem | None = None
        for other in getattr(scene, "cells", {}).values():
            if other is item or id(other) not in fresh or not _card_like(other):
                continue
            if other.item_id.startswith("display"):
                continue
            now = signature(other)
            if now.get("number", now.get("card")) == card or target is None:
                target = other
        start = item.mapToScene(item.rect().center())
        if target is not None:
            end = target.mapToScene(target.rect().center())
        else:
            end = start + QPointF(0, item.rect().height() * 1.2)
        ghost = _Ghost(item, old, end - start)
        ghost.setTransform(item.sceneTransform())
        scene.addItem(ghost)
        self._ghosts.append(ghost)
        return ghost

    def _step(self, value: object) -> None:
        for part in self._batch:
            part.set_progress(float(value))  # type: ignore[arg-type]

    def _done(self) -> None:
        for part in self._batch:
            part.set_progress(1.0)
        for mark in self._marks.values():
            mark.written()
        self._batch = []
        for ghost in self._ghosts:
            if isinstance(ghost, MoveMark):
                ghost.target.setOpacity(1.0)
            if ghost.scene() is not None:
                ghost.scene().removeItem(ghost)
        self._ghosts = []
        stopped(self)
        self.ended.emit()

    def finish(self) -> None:
        """End the animation now (what it shows at its end shows at once)."""
        if self.running():
            self._animation.stop()
        if self._batch or self._ghosts:
            self._done()


def _keyed(
    scene: QGraphicsScene, seat: Any, shared: tuple[str, ...]
) -> Iterable[tuple[SheetItem, Key]]:
    """The items of `scene` shown now, each with its key (a table item's seat is None)."""
    # (a list made in one go: asked for every item of every sheet shown at each position)
    cells = list(getattr(scene, "cells", {}).values())
    if not shared:
        return [
            (item, (seat, item.item_id))
            for item in cells
            if isinstance(item, SheetItem) and item.isVisible()
        ]
    return [
        (item, (None if item.item_id.startswith(shared) else seat, item.item_id))
        for item in cells
        if isinstance(item, SheetItem) and item.isVisible()
    ]
