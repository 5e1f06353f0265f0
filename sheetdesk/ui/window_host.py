"""What the main window's parts (window_files.py, window_printing.py, window_players.py,
window_settings.py, window_lessons.py) read and call of the window they are mixed into
(main_window.py's `MainWindow`), declared for the type checker: at run time `WindowHost` is
`object`, and the window itself, a QMainWindow, holds all of it. mypy checks the window
against it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NotRequired, TypedDict, Unpack

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow, QWidget

    from .first_paint import FirstPaint
    from .i18n import Translators
    from .settings import Settings

    class WindowHost(QMainWindow):
        translators: Translators
        settings: Settings
        controller: Any  # (the game's Controller while one is played, else None)
        lesson: Any  # (a lesson's guide while one is played, else None)
        session: Any  # (the game's Session while one is played, else None)
        first_paint: FirstPaint
        language_actions: dict[str, QAction]
        refresh_on_first_paint: bool
        _pages: dict[str, QWidget]
        _writers: list[Any]
        _chosen_looks: dict[Any, dict[str, Any]]
        _held_messages: list[Callable[[], object]] | None

        def page(self, name: str) -> Any: ...
        def current_page_name(self) -> str: ...
        def show_page(self, name: str) -> None: ...
        def refresh_start(self) -> None: ...
        def exec_dialog(self, dialog: Any) -> bool: ...
        def update_edit_actions(self) -> None: ...
        def update_settings(self, **changes: Any) -> None: ...
        def may_close_game(self) -> bool: ...
        def close_game(self) -> None: ...
        def tell_once(self, reason: Any) -> None: ...
        def report_bad_saves(
            self, errors: list[Any], *, deleting: bool = False, saving: bool = False
        ) -> None: ...
        def _when_shown(self, show: Any) -> None: ...
        def begin(
            self, entry: Any, session: Any, save_path: Path | None, **start: Unpack[GameStart]
        ) -> None: ...

    class GameStart(TypedDict):
        """How `begin` plays a game: its keyword arguments."""

        read_only: bool
        lock: Any
        write_now: bool
        banner: NotRequired[str]
        lesson: NotRequired[Any]

else:
    WindowHost = object
