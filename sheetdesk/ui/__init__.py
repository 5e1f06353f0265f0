"""The Qt user interface: main window, pages, dialogs, and the sheet kit games draw with."""
