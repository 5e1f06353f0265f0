"""Saving after every change: the `Autosaver` writes the session at once after each change (or,
`held`, when the caller has shown it) and forces it to the disk soon after (after the repaint,
with `defer`)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from pathlib import Path

from ..session import Session
from ..turns import Position
from .atomic import make_durable, write_error
from .messages import SaveError
from .writing import save_path_for, write


class Autosaver:
    """Writes the session after every action, undo, redo and restart (nothing when read-only).

    Write errors go to `on_error(SaveError)` (the UI shows them); the game goes on. The first
    write that works again after a failure calls `on_recovered()` (the UI takes its warning down).

    Without `defer`, every change is written and fsynced at once. With `defer` (a UI passes e.g.
    `lambda sync: QTimer.singleShot(0, sync)`), every change is still written at once — the game
    survives the process being killed right after the click — but the slow part, forcing it to
    the disk (fsync), is left to `flush`, which `defer` calls soon (once per batch of changes),
    after the screen has repainted; `close()` flushes anything still due.

    `held()`: the changes made inside it are written when it ends, once, and not each as it
    comes. A UI holds the write while it draws a change and repaints the screen with it, so the
    write does not delay what the player sees; the write still comes before its caller returns
    to the event loop (no input, no timer can come between), so a killed app loses nothing the
    player was shown. `flush()` and `close()` write a held change at once too.

    `position()` (optional) gives the position the session's last change left, as its caller
    drew it (core/turns.py): the save is written from it rather than working it out again
    (a position that is not the session's now is not used).
    """

    def __init__(
        self,
        session: Session,
        path: Path | str | None = None,
        on_error: Callable[[SaveError], None] | None = None,
        *,
        on_recovered: Callable[[], None] | None = None,
        read_only: bool = False,
        write_now: bool = True,
        defer: Callable[[Callable[[], object]], object] | None = None,
        position: Callable[[], Position | None] | None = None,
    ) -> None:
        self.session = session
        self.position = position
        self.path = Path(path) if path is not None else save_path_for(session.match_id)
        self.on_error = on_error
        self.on_recovered = on_recovered
        self.read_only = read_only
        self.last_error: SaveError | None = None
        self.defer = defer
        self.pending = False  # written, but not yet forced to the disk (only with `defer`)
        self.unwritten = False  # changed while held: not yet written at all
        self._holding = 0
        self._closed = False
        session.subscribe(self._on_change)
        if write_now and not read_only:
            self.due()

    def _on_change(self, session: Session, kind: str) -> None:
        if self._holding:
            self.unwritten = True
        else:
            self.due()

    @contextlib.contextmanager
    def held(self) -> Iterator[None]:
        """Changes inside are written (once) when it ends, however it ends."""
        self._holding += 1
        try:
            yield
        finally:
            self._holding -= 1
            if not self._holding and self.unwritten:
                self.unwritten = False
                self.due()

    def due(self) -> None:
        """Write the session now (forcing it to the disk now, or soon with `defer`)."""
        if self.defer is None:
            self.save()
        elif self.save(durable=False) and not self.pending:
            self.pending = True
            self.defer(self.flush)

    def flush(self) -> bool:
        """Force the last write to the disk if it is not yet (writing a held change first);
        False if that failed."""
        if self.unwritten:
            self.unwritten = False
            return self.save()
        if not self.pending:
            return True
        self.pending = False
        try:
            make_durable(self.path)
        except OSError as error:
            return self._failed(write_error(self.path, error))
        return True

    @property
    def failing(self) -> bool:
        """The last write failed: changes since the last good save are only in memory."""
        return self.last_error is not None

    def save(self, *, durable: bool = True) -> bool:
        """Write now; True on success."""
        if self.read_only:
            return False
        try:
            pos = self.position() if self.position is not None else None
            write(self.session, self.path, durable=durable, position=pos)
        except SaveError as error:
            return self._failed(error)
        if durable:
            self.pending = False
        recovered = self.last_error is not None
        self.last_error = None
        if recovered and self.on_recovered is not None:
            self.on_recovered()
        return True

    def _failed(self, error: SaveError) -> bool:
        self.last_error = error
        if self.on_error is not None:
            self.on_error(error)
        return False

    def close(self) -> None:
        """Write what is due, then stop listening to the session."""
        if self._closed:
            return
        self._closed = True
        with contextlib.suppress(ValueError):
            self.session.listeners.remove(self._on_change)
        self.flush()
