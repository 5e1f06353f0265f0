"""A table's game buttons, keys and keyboard focus (methods of scaffold.py `TableScaffold`): a
button for the button row that never takes the keyboard focus from the sheet, a key that works
anywhere in the table, the key named on its button, and what the Keys card lists as working now;
the choice panel's buttons; the keyboard given to the sheet the player acts on. (Bound in the
class's own body, not mixed in: PySide looks a QObject's methods up through its class's every
base, and three more bases cost the click 0.3 M instructions.)"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QPushButton, QWidget

from sheetdesk.ui.keys_card import plain

from .button_row import BUTTON_HEIGHT
from .view import FittingView

if TYPE_CHECKING:
    from .scaffold import TableScaffold


def button(
    self: TableScaffold,
    slot: Callable[[], object] | None,
    *,
    bold: bool = False,
    keep_space: bool = False,
) -> QPushButton:
    """A game button for the button row: large, reachable by Tab, never stealing the focus
    from the sheet when clicked; `keep_space`: its room stays when it hides."""
    button = QPushButton()
    button.setMinimumHeight(BUTTON_HEIGHT)
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    if slot is not None:
        button.clicked.connect(slot)
    if bold:
        font = button.font()
        font.setBold(True)
        button.setFont(font)
    if keep_space:
        policy = button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        button.setSizePolicy(policy)
    return button  # (the row keeps its buttons' height when they all hide: ButtonRow)


def shortcut(
    self: TableScaffold,
    key: str,
    slot: Callable[[], object],
    button: QPushButton | None = None,
    words: Callable[[], str | None] | None = None,
) -> QShortcut:
    """A key that works wherever the focus is inside the table. With `button` (the button
    that does the same): the button's tooltip names the key, and the Keys card lists the
    key with the button's words while the button is shown and enabled. With `words`
    instead: what the key does now, for the Keys card (None: nothing in this step)."""
    shortcut = QShortcut(QKeySequence(key), self)
    shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    shortcut.activated.connect(slot)
    if words is not None:
        self.key_words.append((shortcut.key(), words))
    if button is not None:
        self.button_keys.append((button, shortcut.key()))
        self.set_button_text(button, button.text())
    return shortcut


def set_button_text(self: TableScaffold, button: QPushButton, text: str) -> None:
    """Set a button's words, and its tooltip and accessible description naming its key
    (when `shortcut` bound one to it)."""
    if button.text() != text:
        button.setText(text)
    for bound, key in self.button_keys:
        if bound is button:
            tip = QCoreApplication.translate("GameTable", "Key: {key}").format(
                key=key.toString(QKeySequence.SequenceFormat.NativeText)
            )
            if tip != button.toolTip():  # (the same words at every position drawn)
                button.setToolTip(tip)
                button.setAccessibleDescription(tip)


def sheet_keys_work(self: TableScaffold) -> bool:
    """Whether the arrows and Enter choose something on a sheet now (for the Keys card)."""
    return self.position is not None and any(t.lit() for t in self._targets)


def tab_words(self: TableScaffold) -> str:
    """What Tab does now, for the Keys card, where the sheet with the keyboard keeps Tab for
    itself ("": Tab goes on to the next button or sheet, as everywhere)."""
    return ""


def choice_keys_work(self: TableScaffold) -> bool:
    """Whether the arrows and Enter choose among the choice buttons now (for the Keys card):
    one of them is shown and takes a press."""
    return self.position is not None and any(
        button.isVisible() and button.isEnabled() for button in self.choice_buttons
    )


def step_keys(self: TableScaffold) -> list[tuple[str, str]]:
    """(key, what it does) for every key of the table's that works now (a button's while
    the button is shown and enabled), for the Keys card."""
    native = QKeySequence.SequenceFormat.NativeText
    rows = []
    for key, words_now in self.key_words:
        said = words_now()
        if said:
            rows.append((key.toString(native), said))
    for button, key in self.button_keys:
        if button.isVisibleTo(self) and button.isEnabled():
            words = plain(button.text())
            rows.append((key.toString(QKeySequence.SequenceFormat.NativeText), words))
    return rows


def choice_buttons(self: TableScaffold) -> list[QPushButton]:
    """The choice panel's buttons now (none without a panel)."""
    return self.choice_panel.buttons if self.choice_panel is not None else []


def choice(self: TableScaffold, name: str) -> QPushButton:
    """A choice button by its object name."""
    assert self.choice_panel is not None
    return self.choice_panel.button(name)


# -- the keyboard's focus ----------------------------------------------------------------------


def keyboard_target(self: TableScaffold) -> QWidget | None:
    """What takes the keyboard when the player's turn comes: the sheet they act on; a game
    whose step begins with its buttons (Giza dice's roller) names the first of them."""
    return self.focus_view


def focus_sheet(self: TableScaffold, show_ring: bool = True) -> None:
    """Give the keyboard to the sheet the player acts on (the table was shown for them): now
    if the table is on screen, else as soon as it is (after a hand-over page), the cell its
    keys start on brought into sight where the sheet scrolls in a short window. `show_ring`:
    show the keyboard focus ring on the sheet at once (not while a ghost is what moves)."""
    view = self.keyboard_target()
    if self.hint_marks.takes_keys:
        view = self.hint_marks.keys() or view
    if view is None:
        return
    self._focus_ring = show_ring
    if view.isVisible():
        self._focus_pending = False
        reason = Qt.FocusReason.OtherFocusReason
        view.setFocus(reason if show_ring else Qt.FocusReason.ActiveWindowFocusReason)
        if isinstance(view, FittingView):
            # (once the table is laid out: the sheet's scroll range follows its new size)
            QTimer.singleShot(0, view, view.keep_focus_in_sight)
    else:
        self._focus_pending = True


def _focus_when_shown(self: TableScaffold) -> None:
    self.focus_sheet(getattr(self, "_focus_ring", True))


def show_focus_ring(self: TableScaffold) -> bool:
    """Whether the sheet's keyboard focus ring shows when the table is shown for a player."""
    return True
