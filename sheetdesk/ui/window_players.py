"""The main window's players: the people who sat down written to the remembered players in the
background (a new name with the look chosen for it), and each seat's look read back for the
table, the hand-over and the scores."""

from __future__ import annotations

import contextlib
from typing import Any

from .window_host import WindowHost


class WindowPlayers(WindowHost):
    """The remembered players and the seats' looks: a mixin of `MainWindow`, using its pages and
    its game."""

    def remember_table(self, names: list[str], looks: dict[str, Any] | None = None) -> None:
        """The people who sat down become remembered players (the New game dialog offers them
        next time), a new name with the look chosen for it in `looks`, written in the background
        (the game is played meanwhile; another window's change to the list is waited for there;
        the table shows the looks once they are written). The game starts whatever happens here:
        a players' list that cannot be written does not stop it; one that had to be put aside,
        or is a newer version's, is told of."""
        from .pages import SyncThread, index_job

        def remember(history: Any) -> None:
            from sheetdesk.core.history import HistoryError

            if not history.read_only:
                with contextlib.suppress(HistoryError):
                    history.remember_table(names)
                    for name, (colour, symbol) in (looks or {}).items():
                        player = history.find(name)
                        # (another window may have given that look meanwhile: the next one)
                        if player is not None:
                            with contextlib.suppress(HistoryError):
                                history.change(player.id, colour=colour, symbol=symbol)

        thread = SyncThread(index_job(remember, sync=False, from_saves=False), self)
        thread.done.connect(lambda reading: self._remembered(thread, reading))
        self._writers.append(thread)
        if looks:
            from sheetdesk.core.names import name_key

            self._chosen_looks[thread] = {name_key(name): look for name, look in looks.items()}
        thread.start()

    def _remembered(self, thread: Any, reading: Any) -> None:
        thread.wait()
        if thread in self._writers:
            self._writers.remove(thread)
        # (the list now says each look as kept: another window may have given one meanwhile)
        self._chosen_looks.pop(thread, None)
        thread.deleteLater()
        if reading is not None and reading.notice is not None:
            self.tell_once(reading.notice)
        self._read_looks()

    def _read_looks(self) -> None:
        """Each seat's look, for the pages that show it. Read on the window's thread, never
        waiting (the players file, which no window locks; the list without waiting for another
        window: a broken or busy one gives seats without symbols), so it is read before the
        pages are first painted."""
        from sheetdesk.core.player_looks import looks_of

        if self.session is None:
            return
        names = [p.name for p in self.session.players]
        self.seat_looks = looks_of(names)
        if self._chosen_looks:  # a look chosen in New game that is still being written
            from sheetdesk.core.names import name_key

            chosen = {k: v for looks in self._chosen_looks.values() for k, v in looks.items()}
            self.seat_looks = [
                chosen.get(name_key(name), look)
                for name, look in zip(names, self.seat_looks, strict=True)
            ]
        if "handover" in self._pages and self.controller is not None:
            seat = self.controller.waiting_for
            if seat is not None and seat < len(self.seat_looks):
                self.page("handover").set_look(self.seat_looks[seat])
        if "scores" in self._pages:
            self.page("scores").set_looks(self.seat_looks)
        if self.controller is not None and self.controller.page_built:
            table = self.page("table").table
            if table is not None:
                table.set_looks(self.seat_looks)
