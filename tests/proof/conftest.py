"""The proof's tests drive the main window as the UI tests do (same fixtures)."""

from tests.ui.conftest import dialog_log, make_window, messages, window

__all__ = ["dialog_log", "make_window", "messages", "window"]
