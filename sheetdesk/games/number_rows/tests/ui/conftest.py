"""This game's UI tests drive the main window as tests/ui's do, with the same fixtures."""

from tests.ui.conftest import *  # noqa: F403
