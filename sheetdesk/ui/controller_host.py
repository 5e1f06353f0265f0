"""What the controller's mixins (controller_computers.py, controller_hints.py) read and call of
the controller they are mixed into (controller.py's `Controller`), declared for the type
checker: at run time `ControllerHost` is `object`, and the controller itself, a QObject, holds
all of it. mypy checks the controller against it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtCore import QObject, QTimer, Signal

    from sheetdesk.core.i18n import Text
    from sheetdesk.core.protocol import Action, Rules, Seat
    from sheetdesk.core.session import Session
    from sheetdesk.core.turns import Position, TurnPolicy

    from .thinking import Thinker

    class ControllerHost(QObject):
        status = Signal(str)
        position_changed = Signal(object)
        hint_shown = Signal()

        QUICK_STAGGER_MS: int
        entry: Any  # (the registry's entry of the game)
        session: Session
        rules: Rules
        page: Any  # (the table page, once made)
        policy: TurnPolicy
        read_only: bool
        humans: tuple[Seat, ...]
        position: Position | None
        waiting_for: Seat | None
        bot_delay_ms: int
        thinker: Thinker
        thinking_seat: Seat | None
        hints_enabled: bool
        _closed: bool
        _bot_timer: QTimer
        _moved_at: float
        _bot_job: int
        _bot_result: Action | None
        _hint_job: int
        _offered_memo: Any
        _hint_said: bool

        def name(self, seat: Seat | None) -> str: ...
        def names(self) -> list[str]: ...
        def is_bot(self, seat: Seat | None) -> bool: ...
        def apply(self, change: Callable[[], object] | None = None) -> Text | None: ...
        def may_edit(self, pos: Position | None = None) -> bool: ...
        def _current(self) -> Position: ...
        def _gone(self) -> bool: ...
        def _redraw_same(self) -> None: ...
        def _stop_thinking(self) -> None: ...
        def _hint_found(self, action: Any) -> None: ...

else:
    ControllerHost = object
