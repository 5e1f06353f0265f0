"""The contract between the table page (ui/table_page.py) and a game's own drawing (sheet.py).

A game's `sheet.py` declares `UI` (a `sheetdesk.core.registry.GameUi`), whose
`create_table(rules, players, parent)` builds its GameTable. The table
page owns everything generic (log, scores so far, undo/redo, the status bar, hand-overs, computer
turns); the GameTable owns what is particular to the game: the sheets (a big one for the seat in
focus, small public ones for the others), the shared cards or dice, the hand, and the game's own
buttons (e.g. "Play these cards", "Done"). It never changes game state: it emits the Action the
acting seat chose, and the page sends it to the session.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Signal, Slot
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QApplication, QWidget

from sheetdesk.core.i18n import Text
from sheetdesk.core.protocol import Action, ScoreBreakdown, Seat
from sheetdesk.core.session import Player

from .paper_sheets import PaperSheets

if TYPE_CHECKING:
    from .sheetkit.others import OthersPanel


class GameTable(QWidget, PaperSheets):
    action_chosen = Signal(object)  # Action: what the acting seat wants to do
    status_message = Signal(object)  # Text | str: shown in the status bar (why a click is refused)
    moves_shown = Signal(list)  # the log entries whose marks the sheets show ringed now
    # Whether the table's pad (a sheet scrolled in place) may stay lower than its sheet's least
    # height while the table has room under it: room a page scrolled before it left, which the
    # table does not take back (the layout audit lists such a pad as known, not as a fault).
    pad_may_stay_low = False

    # The parts the window asks every table for that a table may lack (the kit's TableScaffold
    # has them all): the game buttons' row, which a replay hides (nothing is played there), and
    # the others' small sheets, whose keys the Keys card lists while the keyboard is on one.
    button_row: QWidget | None = None
    others: OthersPanel | None = None

    def __init__(self, players: Sequence[Player], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.players = tuple(players)
        # Why the acting seat may not take an action: the session answers (the controller sets
        # this), so a table never re-applies the rules to a view to find a reason.
        self.refusal: Callable[[Action], Text | None] | None = None
        # Whether the player may take a move back now (the controller sets this: a lesson goes
        # one way), so that an instruction never offers an Undo that is not there.
        self.undo_offered: Callable[[], bool] = lambda: True
        # A finished game looked at again (the replay page sets this): every hand is shown, and
        # none of them is the onlooker's own ("Hand of Ana", never "Your hand").
        self.looking_back = False
        # Whether clicks, keys and shortcuts on the table act (set_interactive).
        self.interactive = True
        # The table's child widgets only looked at, never played on (the others' small sheets):
        # set_interactive leaves them as they are.
        self.looked_at: tuple[QWidget, ...] = ()

    def explain(self, action: Action) -> Text | str:
        """The reason `action` is refused now, for the status bar."""
        reason = self.refusal(action) if self.refusal is not None else None
        if reason is None:
            return QCoreApplication.translate("GameTable", "You cannot do that now.")
        return reason

    def show_position(
        self,
        view: Any,
        viewer: Seat | None,
        acting: Seat | None,
        legal: Sequence[Action],
        scores: Mapping[Seat, ScoreBreakdown],
    ) -> None:
        """Draw `view` (the state as `viewer` may see it; None = public, nothing secret).

        `acting` is the seat whose turn it is on screen, `legal` its legal actions (empty for a
        computer's turn or when the viewer may not act): highlight those, refuse the rest with a
        status_message saying why.
        """
        raise NotImplementedError

    def note_moves(
        self,
        entries: Sequence[tuple[int, Seat | None]],
        own: bool,
        latest: Mapping[Seat, int] | None = None,
    ) -> None:
        """The log entries (index, seat; None for chance) the next `show_position` brings, and
        whether the player looking made them (an undo: no entries, `own`): the others' moves are
        shown being made and stay marked (sheetkit/motion.py). `latest`: each seat's last log
        entry (choices made out of sight are told by it when a step ends and shows them)."""

    @Slot(int)  # (declared: a slot added to the class once shown restyles the table)
    def show_entry(self, entry: int) -> bool:
        """Mark on the sheets what log entry `entry` did (a click on its line in the log);
        False when this table cannot."""
        return False

    def sheet_keys_work(self) -> bool:
        """Whether the arrows and Enter choose something on a sheet now (for the Keys card)."""
        return False

    def choice_keys_work(self) -> bool:
        """Whether the arrows and Enter choose among the table's choice buttons now (for the
        Keys card)."""
        return False

    def step_keys(self) -> list[tuple[str, str]]:
        """(key, what it does) for every key of the table's that works now, for the Keys
        card."""
        return []

    def tab_words(self) -> str:
        """What Tab does now, for the Keys card, where the table keeps Tab for itself ("": Tab
        goes on to the next button or sheet, as everywhere)."""
        return ""

    def motion_ms(self) -> int:
        """How long the animation of the last position drawn still runs (0: none)."""
        return 0

    def settle_ms(self) -> int:
        """How long until what the next decision depends on is seen whole (dice still rolling;
        0: it is): a computer never decides before then, however quick its turn."""
        return 0

    def show_hint(self, action: Action, label: str | None = None, *, focus: bool = False) -> bool:
        """Show `action` on the sheet as the computer's suggestion for the acting seat (an
        outline and a "Hint" label, never colour alone); nothing is played. The next position
        drawn clears it. False when this table cannot point at it (the status bar still names
        it). `label`: the badge's words instead of "Hint" (a lesson points at its move so);
        `focus`: the keyboard goes where the outline is, so that Enter makes the move (a
        lesson's step)."""
        return False

    def show_caption(self, caption: str | None) -> None:
        """Show `caption` where the table says whose turn it is and what to do (a finished game
        looked at again: nobody is to act, the caption tells what just happened); None gives
        the game's own words back."""

    def set_looks(self, looks: Sequence[tuple[str, str] | None]) -> None:
        """Each seat's remembered (colour, symbol), None for a seat with none: shown beside the
        player's name over their sheet (a table without such captions shows none)."""

    def set_interactive(self, interactive: bool) -> None:
        """False while a computer player moves or the game is over: no click, key or shortcut on
        the table acts.

        The table itself stays enabled: disabling it would repaint every widget under it whole,
        the others' small sheets too, twice a turn. What takes input (every child widget but
        those `looked_at`) is disabled and greys; the table's shortcuts are off; the keyboard
        leaves the table, as it leaves a disabled one. What is only looked at is left as it is
        (a small sheet is still enlarged by a click: nothing is played on it), and so is the
        keyboard on it: a player who Tabbed to another's sheet while a computer moves keeps it
        there (cleared, it would be on nothing until the next Tab)."""
        if interactive and self.interactive:
            # (a player's move after which they go on: every widget it would enable is
            # enabled already, and asking each child of the table again, a Python object made
            # of every one, came before the repaint of every such move)
            return
        self.interactive = interactive
        looked_at = self.looked_at
        if not interactive:
            focus = QApplication.focusWidget()
            if (
                focus is not None
                and self.isAncestorOf(focus)
                and not any(seen is focus or seen.isAncestorOf(focus) for seen in looked_at)
            ):
                focus.clearFocus()
        for child in self.children():
            if isinstance(child, QShortcut) or (
                isinstance(child, QWidget) and child not in looked_at
            ):
                child.setEnabled(interactive)


def translate_text(value: Text | str) -> str:
    """Render core Text (or an already translated str) in the current UI language."""
    from PySide6.QtCore import QCoreApplication

    if isinstance(value, Text):
        return value.render(QCoreApplication.translate)
    return value
