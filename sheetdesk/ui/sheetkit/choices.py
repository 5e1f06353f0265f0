"""A panel of choice buttons beside a sheet or under it, keeping its room all game.

A game whose player picks among a few things before acting on the sheet (the order of two dice,
a number to form, a bonus to use) describes those buttons as `ChoiceButton`s each step and hands
them to `ChoicePanel.show_choices`; the panel emits `chosen(kind, what, checked)` and never
changes game state. It keeps its room whether it shows buttons or not (so the sheet keeps its
size from step to step), and lays the buttons out in a column beside the sheet or in two rows
under it (`orient`, which also turns the `board` holding the sheet's view and the panel); beside
it, the rows that do not fit its height go on in bands side by side, as many as the most rows the
game shows need (`fit_bands`: the panel widens, never letting a button lie over another or past
its edge). Buttons that stay the same from one step to the next are not rebuilt: only which one
is chosen, or whether they are enabled, changes. A chosen button stands out by its frame and text,
not only by its colour (`CHOSEN_STYLE`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, NamedTuple

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QButtonGroup,
    QGridLayout,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from .sizes import QWIDGETSIZE_MAX

BUTTON_W = 48  # a small button (two side by side fill the column beside the sheet)
BUTTON_H = 40
BIG_H = 52
GAP = 4
# a toggle button's "choice" property: the app's style draws it chosen as the choice buttons
# (filled with the accent to a frame over its margin, not only a colour); `CHOSEN_EDGE`: the
# frame alone, its face as it was (a button whose picture keeps its own colours)
CHOSEN_STYLE = "plain"
CHOSEN_EDGE = "edge"


class ChoiceButton(NamedTuple):
    """One choice button: where it goes under the sheet and beside it, and what it gives back."""

    name: str  # its object name
    label: str
    kind: str  # the game's word for what it does, given back with `what` by `chosen`
    what: Any
    below: tuple[int, int]  # row (0 or 1), column in the two rows under the sheet
    beside: tuple[int, int, int]  # row, column (0 or 1), span in the column beside the sheet
    big: bool = False  # taller, with bigger text, as wide as two
    wide: bool = False  # as wide as two under the sheet
    toggle: Literal["", "one", "on_off"] = ""  # a push, one of a group, or on and off alone
    checked: bool = False
    enabled: bool = True
    tooltip: str = ""


class ChoicePanel(QWidget):
    chosen = Signal(str, object, bool)  # kind, what, checked

    def __init__(
        self, sheet_view: QWidget, bands: int = 1, rows: int = 0, parent: QWidget | None = None
    ):
        super().__init__(parent)
        self.setObjectName("choices")
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(GAP)
        self.bands = bands  # the least bands beside the sheet (rows that do not fit: the next)
        # the most rows beside the sheet the game shows (what it says it may show, or more once
        # shown): the bands are as many as they need at the panel's height, kept from step to step
        self.rows = rows
        self._bands = bands  # the bands beside the sheet now (`fit_bands`)
        self._placed = (False, 0, 0)  # what the buttons were placed for (`_placing`)
        self.below = False
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        self.buttons: list[QPushButton] = []
        self.specs: list[ChoiceButton] = []
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        self.board = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.board.setSpacing(GAP)
        self.board.addWidget(sheet_view, 1)
        self.board.addWidget(self)
        self.orient(below=False)

    def button(self, name: str) -> QPushButton:
        for button in self.buttons:
            if button.objectName() == name:
                return button
        raise KeyError(name)

    def show_choices(self, specs: Sequence[ChoiceButton]) -> None:
        specs = list(specs)
        if [s._replace(checked=False, enabled=False) for s in specs] == [
            s._replace(checked=False, enabled=False) for s in self.specs
        ]:
            self.specs = specs
            for button, spec in zip(self.buttons, specs, strict=True):
                if button.isCheckable() and button.isChecked() != spec.checked:
                    # an exclusive group keeps its checked button checked: to uncheck it (a new
                    # player starts with nothing chosen) the group lets go of it for a moment
                    self._group.setExclusive(spec.checked)
                    button.setChecked(spec.checked)
                    self._group.setExclusive(True)
                button.setEnabled(spec.enabled)
            return
        self.specs = specs
        for button in self.buttons:
            self._group.removeButton(button)
            self.grid.removeWidget(button)
            button.hide()  # at once: it is deleted only when the event loop next gets to it
            button.deleteLater()
        self.buttons = [self._make(spec) for spec in specs]
        self.rows = max(self.rows, *(spec.beside[0] + 1 for spec in specs), 0)
        self.place()
        self.setVisible(bool(self.buttons))

    def _make(self, spec: ChoiceButton) -> QPushButton:
        button = QPushButton(spec.label)
        button.setObjectName(spec.name)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        height = BIG_H if spec.big else BUTTON_H
        button.setFixedHeight(height)
        button.setMinimumWidth(2 * BUTTON_W + GAP if spec.big else BUTTON_W)
        button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        # the app's buttons are taller with their padding: these keep their fixed height
        button.setProperty("choice", "big" if spec.big else "small")  # (the app's style)
        button.setToolTip(spec.tooltip)
        button.setEnabled(spec.enabled)
        if spec.toggle:
            button.setCheckable(True)
            button.setChecked(spec.checked)
            if spec.toggle == "one":
                self._group.addButton(button)
        button.clicked.connect(lambda on=False, s=spec: self.chosen.emit(s.kind, s.what, on))
        return button

    def place(self) -> None:
        """Put the buttons where their specs say, under the sheet or beside it; beside it, rows
        that do not fit the panel's height go on in the next band."""
        for _ in range(3):
            below = self.below
            self._place()
            # (showing its buttons may lay the table out and turn the panel while it places
            # them: then they are placed again, as it stands now)
            if self.below == below:
                return

    def _place(self) -> None:
        grid = self.grid
        for button in self.buttons:
            grid.removeWidget(button)
        for column in range(grid.columnCount()):
            grid.setColumnMinimumWidth(column, 0)
            grid.setColumnStretch(column, 0)
        for row in range(grid.rowCount()):
            grid.setRowStretch(row, 0)
        if not self.specs:
            return
        pairs = list(zip(self.buttons, self.specs, strict=True))
        if self.below:
            self._placed = self._placing()
            widths: dict[int, int] = {}
            for button, spec in pairs:
                grid.addWidget(button, *spec.below)
                button.show()
                width = 2 * BUTTON_W + GAP if spec.big or spec.wide else BUTTON_W
                widths[spec.below[1]] = max(widths.get(spec.below[1], 0), width)
            for column, width in widths.items():
                grid.setColumnMinimumWidth(column, width)
            grid.setColumnStretch(1 + max(widths), 1)
            return
        self.fit_bands()
        self._placed = self._placing()
        # (the rows shared out over the bands the panel is as wide as: none past its edge)
        per_band = max(1, -(-self.rows // self._bands))
        for button, spec in pairs:
            row, column, span = spec.beside
            band = min(row // per_band, self._bands - 1)
            grid.addWidget(button, row - band * per_band, column + 2 * band, 1, span)
            button.show()
        for column in range(2 * self._bands):  # every band's columns, used or not: none moves
            grid.setColumnMinimumWidth(column, BUTTON_W)
            grid.setColumnStretch(column, 1)
        grid.setRowStretch(per_band, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # beside the sheet, a height that holds another number of rows in a band (the caption
        # over the sheet grew, say) places the buttons again, in as many bands as they need
        if self.buttons and self._placing() != self._placed:
            self.place()

    def orient(self, below: bool) -> None:
        """Keep the panel's room under the sheet (two rows) or beside it (a column)."""
        turned = below != self.below
        self.below = below
        if below:
            self.board.setDirection(QBoxLayout.Direction.TopToBottom)
            self.setMinimumWidth(0)
            self.setMaximumWidth(QWIDGETSIZE_MAX)
            self.setFixedHeight(2 * BUTTON_H + GAP)
        else:
            self.board.setDirection(QBoxLayout.Direction.LeftToRight)
            self.setMinimumHeight(0)
            self.setMaximumHeight(QWIDGETSIZE_MAX)
            self.setFixedWidth(self._bands * (2 * BUTTON_W + GAP) + GAP)
        if turned and self.buttons:  # (they stand as the other side had them)
            self.place()

    def _placing(self) -> tuple[bool, int, int]:
        """What the buttons are placed for at the panel's size now: under the sheet, or beside
        it with so many rows a band and bands."""
        return (True, 0, 0) if self.below else (False, self._per_band(), self._bands)

    def _per_band(self) -> int:
        """How many rows of buttons one band beside the sheet holds at the panel's height."""
        return max(1, (self.height() + GAP) // (BUTTON_H + GAP))

    def bands_now(self) -> int:
        """How many bands the buttons beside the sheet stand in now (`fit_bands`)."""
        return self._bands

    def fit_bands(self) -> bool:
        """Beside the sheet, as many bands as the most rows the game shows need at the panel's
        height now (at least `bands`), the panel as wide as they are; whether its width changed
        (the sheet beside it has another width then)."""
        if self.below:
            return False
        holder = self.parentWidget()
        # (in a table not shown, the panel's height is none it is laid out at: the bands it
        # needs there, a band a row at 30 px, made the table's least width that of a window
        # wider than the screen, which grew to it as the table was shown)
        laid_out = holder is not None and holder.isVisible()
        bands = max(self.bands, -(-self.rows // self._per_band())) if laid_out else self.bands
        if bands == self._bands:
            return False
        self._bands = bands
        self.setFixedWidth(bands * (2 * BUTTON_W + GAP) + GAP)
        return True
