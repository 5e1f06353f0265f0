"""The hints of a match ("what would the computer do?"): whether a game offers them (a human
plays, the settings and the turn policy allow them, the game declares a `hint`), asking the
game's hint for the acting human on the worker thread, and showing its answer on the sheet and
in the status bar; nothing is played. The controller cancels a hint still being looked for with
anything that changes the position, and drops one that comes late (controller.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from sheetdesk.core import registry

from .controller_host import ControllerHost
from .formatting import paper_words, render


class ControllerHints(ControllerHost):
    """Hints: a mixin of `Controller`, using its session, page, worker thread (`thinker`) and
    signals."""

    def hint_function(self) -> registry.Hint | None:
        """The game's declared hint, or None."""
        return self.entry.game.hint

    def set_hints_enabled(self, on: bool) -> None:
        """Offer hints or not (the settings); the table shows it at once."""
        self.hints_enabled = on
        if not on and self._hint_job:
            self._stop_thinking()
        if self.page is not None and self.waiting_for is None and not self._closed:
            self._redraw_same()

    def hints_offered(self, pos: Any = None) -> bool:
        """Whether this game shows a Hint button at all (a human plays; not turned off) at
        `pos` (the position now, unless the caller has it)."""
        if pos is None:
            pos = self._current()
        # (asked four times a click, by the drawing and by the menus, of the same position: the
        # players, the policy and the game are the controller's for good, the rest is the key)
        on = self.hints_enabled
        memo = self._offered_memo
        if memo is not None and memo[0] is pos and memo[1] == on:
            return memo[2]
        offered = (
            on
            and self.policy.hints
            and not self.read_only
            and bool(self.humans)
            and not pos.over
            and self.hint_function() is not None
        )
        self._offered_memo = (pos, on, offered)
        return offered

    def can_hint(self, pos: Any = None) -> bool:
        """Whether a hint can be asked now: a human is to act, no hint is being looked for."""
        return self.hints_offered(pos) and self.may_edit(pos) and not self._hint_job

    def request_hint(self) -> None:
        """Ask the game what the computer would do in the acting human's place; the answer is
        shown on the sheet when it comes (nothing is played)."""
        if not self.can_hint():
            return
        session = self.session
        seat = session.acting_seat()
        assert seat is not None
        hint = self.hint_function()
        assert hint is not None
        view, legal = session.view(seat), list(session.legal_actions(seat))
        log = session.visible_history(seat)
        self._hint_job = self.thinker.start(lambda flag: hint(view, seat, legal, flag, log))
        if self.page is not None:
            self.page.set_thinking(True)
            self.page.set_hint(True, False)
        self.status.emit(QCoreApplication.translate("Controller", "Looking for a hint…"))
        self._hint_said = True

    def _hint_found(self, action: Any) -> None:
        self._hint_job = 0
        seat = self.session.acting_seat()
        if self.page is None or seat is None or not self.may_edit():
            return
        self.page.set_thinking(False)
        offered = self.hints_offered()
        self.page.set_hint(offered, offered and self.can_hint())
        # (the hint's position is still the one drawn: a move, undo or hand-over cancels it)
        self.page.table.show_hint(action)
        try:
            said = render(
                self.rules.describe(action, seat, self.session.view(seat)),
                self.names(),
                player=self.name(seat),
            )
        except Exception:  # a game that cannot describe from a view: the sheet shows it
            said = ""
        message = (
            QCoreApplication.translate("Controller", "Hint: {action}").format(action=said)
            if said
            else paper_words(
                self.rules.info.id,
                "hint",
                QCoreApplication.translate("Controller", "The hint is marked on the sheet."),
            )
        )
        self.status.emit(message)
        self._hint_said = True
        self.position_changed.emit(self.position)  # (the same: the menu's Hint entry wakes)
        self.hint_shown.emit()

    def _forget_hint_message(self) -> None:
        if self._hint_said:
            self._hint_said = False
            self.status.emit("")
