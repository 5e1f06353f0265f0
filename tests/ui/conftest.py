"""UI tests: guard against the PySide6 6.12.0 reference-count bug (see sheetdesk.ui.app)."""

from sheetdesk.ui.app import keep_none_alive

keep_none_alive()
