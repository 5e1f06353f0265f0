"""The bundled font: Noto Sans (SIL Open Font License 1.1, see resources/fonts/OFL.txt).

It covers Greek and Polish, so every letter shows the same on every system, even one with no
fonts installed. `use_bundled_font` registers it and makes it the application font.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

FONT_FILES = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf")
FONT_LICENCE = "OFL.txt"


def use_bundled_font(app: QApplication) -> str | None:
    """Register the bundled font files and use their family app-wide; its name, or None."""
    from sheetdesk.resources import resource_path

    family = None
    for name in FONT_FILES:
        font_id = QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        family = family or (families[0] if families else None)
    if family:
        font = QFont(app.font())
        font.setFamily(family)
        app.setFont(font)
    return family
