"""Targets: what each item of a sheet stands for, so the kit does the clicking for every game.

A game declares, for a `SheetScene`, one function from an item's id to its meaning now:

- an `Action`: the item stands for that action (a box to cross, a card to take);
- `Refuse(reason)`: the item is never an action in this step, and the reason says why (a word
  of the game's: "Only the announced number can be crossed");
- `Command(run, lit)`: the item does something of the table's own, not an action (a card joins
  the selection, the pad is shown big); `lit`: it is highlighted as a target now;
- `None`: nothing (a box that is only printed).

From that the kit (`Targets`) highlights every item whose action is among the legal actions of
the current step for the acting seat (and every lit command), and turns a click, or Enter or
Space on the item the arrow keys brought the keyboard focus to (`SheetScene` moves the focus and
emits `cell_activated`; an arrow that finds nothing further on its sheet goes on to the nearest
item that way on another sheet the table bound, the open display below a player's board, say),
into the legal action (`TableScaffold.choose`), or into the reason why
not in the status bar: the game's `Refuse` reason, the session's reason for an action that is not
legal (`GameTable.explain`), or "not your turn" while the seat has nothing to decide. The kit
reads the table's `Position` and never changes game state; it keeps no state of its own beyond
the scene and the function, so a game's drawing decides what an item means at each step.

Screen readers hear each item (`Targets.describe`, read by the sheet's view as the keyboard's
focus moves and after each step): the game's words for what the item is (`words(item_id)`, given
with the meaning; else the item's tooltip, which the game writes), then, in the kit's words, its
state on the sheet (crossed, circled, skipped; a mark not yet confirmed; a card chosen) and
whether it can be chosen now.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Union

from PySide6.QtCore import QCoreApplication, QObject, QPointF, Qt
from PySide6.QtWidgets import QGraphicsView

from sheetdesk.core.i18n import Text
from sheetdesk.core.protocol import Action

from .items import CardItem, CellItem
from .scene import SheetScene
from .sheet_item import SheetItem
from .view import FittingView

if TYPE_CHECKING:
    from .scaffold import TableScaffold


@dataclass(frozen=True, slots=True)
class Refuse:
    """The item is no action in this step: a click shows `reason` in the status bar."""

    reason: Text | str


@dataclass(frozen=True, slots=True)
class Command:
    """The item does the table's own thing (not an action): `run()` on a click or Enter;
    `lit`: highlighted as a target now; `any_time`: also while the seat has nothing to decide
    (showing a sheet big), else such a click says it is not the player's turn."""

    run: Callable[[], object]
    lit: bool = False
    any_time: bool = False


# what an item stands for now
Meaning = Union[Action, Refuse, Command, None]  # noqa: UP007 (a runtime alias)


def state_words(item: SheetItem, named: bool, base: str = "") -> list[str]:
    """The kit's words for an item's state now (none for a plain open box): what is written in
    a box, crossed, circled, skipped, chosen; a mark not confirmed yet when the game gave the
    item's words (a game's tooltip says that itself). What `base` (the game's words for the
    item) says already is left out."""
    words = []
    label = item.label if isinstance(item, CellItem) else ""
    if label and label not in base:
        words.append(QCoreApplication.translate("SheetTargets", "shows {text}").format(text=label))
    if item.pending and named:
        words.append(QCoreApplication.translate("SheetTargets", "marked, not confirmed yet"))
    elif item.state == "crossed":
        words.append(QCoreApplication.translate("SheetTargets", "crossed"))
    elif item.state == "circled":
        words.append(QCoreApplication.translate("SheetTargets", "circled"))
    elif item.state == "skipped":
        words.append(QCoreApplication.translate("SheetTargets", "skipped"))
    if isinstance(item, CardItem) and item.selected:
        words.append(QCoreApplication.translate("SheetTargets", "chosen"))
    return [word for word in words if word.lower() not in base.lower()]


class Targets(QObject):
    """One scene's items bound to their meaning (`meaning(item_id)`, asked only while the table
    shows a position, of hidden items too: it says what an item would stand for), for one
    table."""

    def __init__(
        self,
        table: TableScaffold,
        scene: SheetScene,
        meaning: Callable[[str], Meaning],
        words: Callable[[str], str] | None = None,
    ) -> None:
        super().__init__(table)
        self.table = table
        self.scene = scene
        self.meaning = meaning
        self.words = words
        scene.describer = self.describe
        scene.cell_activated.connect(self.activate)
        scene.edge_reached.connect(self.go_on)

    def lit(self) -> list[str]:
        """The ids of the items to highlight now: legal actions and lit commands, among the
        scene's visible activatable items (none while the seat has nothing to decide)."""
        position = self.table.position
        legal = frozenset(position.legal) if position is not None else frozenset()
        ids: list[str] = []
        if not legal:
            return ids
        meaning_of = self.meaning
        for item_id, item in self.scene.cells.items():
            if not item.activatable:
                continue
            meaning = meaning_of(item_id)
            if meaning is None or isinstance(meaning, Refuse):
                continue
            chosen = meaning.lit if isinstance(meaning, Command) else meaning in legal
            # (Qt asked last, for the few lit: a call into Qt costs more than a meaning)
            if chosen and item.isVisible():
                ids.append(item_id)
        return ids

    def items_for(self, action: Action) -> list[str]:
        """The ids of the visible activatable items that stand for `action` now (a hint points
        at them)."""
        return [
            item_id
            for item_id, item in self.scene.cells.items()
            if item.activatable and item.isVisible() and self.meaning(item_id) == action
        ]

    def sync(self) -> None:
        """Highlight the targets of the current step (after a position, or a selection change);
        a screen reader hears the item the keyboard is on as it is now."""
        self.scene.set_highlighted(self.lit())
        for view in self.scene.views():
            if isinstance(view, FittingView):
                # a sheet the game left unnamed is named in the kit's words (and kept in the
                # current language): assistive technology says what the keyboard is on
                name = view.accessibleName()
                if not name or name == view.property("kit_name"):
                    words = QCoreApplication.translate("SheetTargets", "Your sheet")
                    if words != name:  # (set again only when the language changed it)
                        view.setProperty("kit_name", words)
                        view.setAccessibleName(words)
                view.describe_focus()

    def describe(self, item_id: str) -> str:
        """What a screen reader says of an item: the game's words for it (else its tooltip),
        its state in the kit's words (what the game's words do not say already) and whether
        it can be chosen now."""
        item = self.scene.cells.get(item_id)
        if item is None:
            return ""
        named = self.words(item_id) if self.words is not None else ""
        base = named or item.toolTip()
        parts = [base] if base else []
        parts += state_words(item, bool(named), base)
        if item.highlighted:
            parts.append(QCoreApplication.translate("SheetTargets", "you can choose it"))
        return ", ".join(parts)

    def activate(self, item_id: str) -> None:
        """What a click, Enter or Space on the item does: the legal action, the table's own
        command, or the reason why not."""
        table = self.table
        position = table.position
        if position is None:  # (a game's meaning reads the position it draws)
            table.say(table.not_your_turn())
            return
        meaning = self.meaning(item_id)
        if meaning is None:
            return
        if isinstance(meaning, Command) and meaning.any_time:
            meaning.run()
        elif not position.legal:
            table.say(table.not_your_turn())
        elif isinstance(meaning, Command):
            meaning.run()
        elif isinstance(meaning, Refuse):
            table.say(meaning.reason)
        else:
            table.choose(meaning)

    def go_on(self, dx: float, dy: float) -> None:
        """An arrow found nothing further on this sheet: the keyboard goes on to the nearest
        item in that direction on another sheet of the table (as it moves on one sheet)."""
        here = next((v for v in self.scene.views() if v.hasFocus()), None)
        item = self.scene.cells.get(self.scene.focus_id)
        if here is None or item is None:
            return
        origin = _on_screen(here, item.sceneBoundingRect().center())
        best: tuple[float, QGraphicsView, SheetScene, str] | None = None
        for other in self.table.targets():
            scene = other.scene
            if scene is self.scene:
                continue
            for view in scene.views():
                if not view.isVisible() or view.focusPolicy() == Qt.FocusPolicy.NoFocus:
                    continue
                for item_id, cell in scene.cells.items():
                    if not (cell.activatable and cell.isVisible()):
                        continue
                    point = _on_screen(view, cell.sceneBoundingRect().center())
                    vx, vy = point.x() - origin.x(), point.y() - origin.y()
                    along = vx * dx + vy * dy
                    across = abs(vx * dy - vy * dx)
                    if along <= 0 or across > along * 3:
                        continue
                    score = along + across * 1.5
                    if best is None or score < best[0]:
                        best = (score, view, scene, item_id)
        if best is not None:
            _score, view, scene, item_id = best
            scene.set_focus_cell(item_id)
            view.setFocus(Qt.FocusReason.OtherFocusReason)


def _on_screen(view: QGraphicsView, point: QPointF) -> QPointF:
    return QPointF(view.viewport().mapToGlobal(view.mapFromScene(point)))
