"""The computers' turns of a match (a mixin of controller.py's `Controller`): which bot plays a
seat (the game's for its level, or the policy's: a lesson's script), the pause before its move
so that people can follow it, and its search on the worker thread (thinking.py) when its level
searches: started as its turn begins, its move played when both the pause and the search are
over, the first legal move when the search fails. Several searching computers of one
simultaneous step share the time (core/search.py `shared_seconds`); the step a computer's move
opens is searched on meanwhile (lookahead.py). The worker's answer to a hint goes to the hints
(controller_hints.py)."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QCoreApplication

from sheetdesk.core.protocol import Action, IllegalAction, Seat
from sheetdesk.core.rng import Rng, derive
from sheetdesk.core.search import shared_seconds
from sheetdesk.core.turns import pause_ms

from .controller_host import ControllerHost
from .lookahead import at_once, searching_on, thinks, together


class ControllerComputers(ControllerHost):
    """The computers' turns: a mixin of `Controller`, using its session, policy, page, bot
    timer, worker thread (`thinker`) and `apply`."""

    def _bot_delay(self, quick: bool) -> int:
        """The pause before a computer's move, so that people can follow it (core/turns.py
        `pause_ms`: a short stagger when the computers decide together, `Turn.quick`), counted
        from the moment the last move was made (its drawing is part of it)."""
        table = self.page.table if self.page is not None else None  # (the dice land first)
        waiting, settling = (table.motion_ms(), table.settle_ms()) if table else (0, 0)
        writers = sum(1 for s in self.session.deciding_together() if self.is_bot(s)) if quick else 0
        spent = round((time.perf_counter() - self._moved_at) * 1000) if self._moved_at else 0
        most = self.QUICK_STAGGER_MS
        return pause_ms(quick, self.bot_delay_ms, waiting, settling, writers, most, spent)

    @property
    def bot_pause_ms(self) -> int:
        """The pause set before the computer's move now pending (0: none pending, or none)."""
        return self._bot_timer.interval() if self._bot_timer.isActive() else 0

    def _bot(self, seat: Seat) -> Any:
        """The computer playing `seat`: the game's bot for its level, unless the policy plays
        it otherwise (a lesson's script); None: none found (the first legal move is played)."""

        def game_bot() -> Any:
            try:
                return self.entry.bot(self.session.players[seat].bot)
            except (KeyError, AttributeError):  # a save naming a bot this version lacks
                return None

        return self.policy.bot(self.session, seat, game_bot)

    def _bot_rng(self) -> Rng:
        return Rng(derive(self.session.seed, "bot", len(self.session.log)))

    def _bot_move(self, paused: bool = False) -> None:
        """The pause is over: the computer moves (a searching one as soon as it has decided)."""
        if self._gone() or self.read_only or self._current().over:
            return
        if paused and self.page is not None and (left := self.page.table.settle_ms()) > 0:
            return self._bot_timer.start(left)  # (a timer may end a hair before dice land)
        seat = self._current().acting
        if seat is None or not self.is_bot(seat):
            self.apply()
            return
        if self.thinking_seat == seat:
            if self._bot_result is not None:
                self._play_bot(seat, self._bot_result)
            return  # (played when the search answers: _thought)
        action = at_once(self.session, seat, self._bot(seat), self._bot_rng, search=True)
        if action is not None:
            self._play_bot(seat, action)

    def _play_bot(self, seat: Seat, action: Action) -> None:
        session = self.session

        def act() -> None:
            started, mover, move = session.phase_start(), seat, action
            while True:
                try:
                    session.act(mover, move)
                except (IllegalAction, KeyError, ValueError):
                    session.act(mover, session.legal_actions(mover)[0])
                # a move it is left no choice but to make goes with it (core/turns.py), and so
                # do the moves of the computers writing the same open step right after it,
                # known at once: one change, drawn once, each on its sheet and in the log
                if (forced := self.policy.forced_after(session, mover)) is not None:
                    session.act(mover, forced)
                joining = self.policy.joins(session, started)
                if joining is None or joining == mover:
                    return
                found = at_once(session, joining, self._bot(joining), self._bot_rng)
                if found is None:  # (it searches first: its move comes when it has decided)
                    return
                mover, move = joining, found

        self.apply(act)

    def _think(self, seat: Seat, bot: Any) -> None:
        """Start `bot`'s search (a SearchBot: `thinks`) for `seat` on the worker thread, from
        what the seat sees and the public log."""
        session = self.session
        view, legal, rng = session.view(seat), list(session.legal_actions(seat)), self._bot_rng()
        log, told = session.visible_history(seat), {"seconds": self._shared_seconds(bot)}
        # (the step its move opens is searched on meanwhile: ui/lookahead.py)
        computers = [s for s, player in enumerate(session.players) if not player.is_human]
        then = searching_on(session, seat, lambda: {s: self._bot(s) for s in computers})
        told |= together(session, bot, {s: self._bot(s) for s in computers})  # (its step's seats)
        self.thinking_seat, self._bot_result = seat, None

        def job(flag: Any) -> Any:
            return then(flag, bot(view, seat, legal, rng, cancel=flag, log=log, **told))

        self._bot_job = self.thinker.start(job)

    def _shared_seconds(self, bot: Any) -> float | None:
        """The time cap of `bot`'s search when several searching computers decide in the same
        simultaneous step, one after another (core/search.py `shared_seconds`; None: its
        level's own cap)."""
        caps = [
            self._bot(seat).level.seconds
            for seat in self.session.deciding_together()
            if self.is_bot(seat) and thinks(self._bot(seat))
        ]
        return shared_seconds(bot.level.seconds, caps)

    def _thought(self, job: int, result: Any) -> None:
        if job == self._hint_job:
            self._hint_found(result)
            return
        if job != self._bot_job or self.thinking_seat is None or self._gone():
            return
        seat = self.thinking_seat
        self._bot_result = result
        if not self._bot_timer.isActive():  # the pause is over already
            self._play_bot(seat, result)

    def _thought_failed(self, job: int, error: Any) -> None:
        if job == self._hint_job:
            self._hint_job = 0
            self._redraw_same()
            self.status.emit(QCoreApplication.translate("Controller", "No hint this time."))
            return
        seat = self.thinking_seat
        if job == self._bot_job and seat is not None:
            # a search that failed: the move any computer player could make
            self._bot_result = self.session.legal_actions(seat)[0]
            if not self._bot_timer.isActive():
                self._play_bot(seat, self._bot_result)

    def _stop_thinking(self) -> None:
        """Cancel a search or a hint still running: the position it was for is gone."""
        self.thinker.cancel()
        self.thinking_seat = None
        self._bot_result = None
        self._bot_job = self._hint_job = 0
        if self.page is not None:
            self.page.set_thinking(False)

    def play_bots_now(self) -> None:
        """Tests and impatient players: make the pending computer move at once (a searching
        player as soon as it has decided)."""
        if self._bot_timer.isActive():
            self._bot_timer.stop()
            self._bot_move()

    @property
    def bot_pending(self) -> bool:
        return self._bot_timer.isActive() or self.thinking_seat is not None
