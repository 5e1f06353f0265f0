"""The proof's tests drive the main window as the UI tests do (same fixtures)."""

from tests.ui.conftest import dialog_log, messages, window

__all__ = ["dialog_log", "messages", "window"]
