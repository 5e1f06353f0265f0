"""The bundled fonts: Noto Sans and Noto Emoji (SIL Open Font License 1.1, see
resources/fonts/OFL.txt).

Noto Sans covers Greek and Polish, so every letter shows the same on every system, even one with
no fonts installed. `use_bundled_font` registers it and makes it the application font.

Noto Emoji (black and white) is the emoji font of last resort: a player's name with emoji in it
shows them, not empty boxes, on a system with no emoji font (a minimal Linux; the .deb recommends
the colour one, fonts-noto-color-emoji). Qt takes a colour emoji font wherever the system has one
(Noto Color Emoji, Segoe UI Emoji, Apple Color Emoji) before it. The Windows installer leaves it
out: every Windows the app runs on has Segoe UI Emoji.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

FONT_FILES = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf")
EMOJI_FONT_FILE = "NotoEmoji-VariableFont_wght.ttf"
FONT_LICENCE = "OFL.txt"


def use_bundled_font(app: QApplication) -> str | None:
    """Register the bundled font files and use their family app-wide; its name, or None."""
    from sheetdesk.resources import resource_path

    family = None
    for name in FONT_FILES:
        font_id = QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        family = family or (families[0] if families else None)
    emoji = resource_path("fonts", EMOJI_FONT_FILE)
    if emoji.is_file():  # (registering it costs a quarter of a millisecond)
        QFontDatabase.addApplicationFont(str(emoji))
    if family:
        font = QFont(app.font())
        font.setFamily(family)
        app.setFont(font)
    return family
