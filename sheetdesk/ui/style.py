"""One look for the whole app: big, friendly, readable for children and grandparents."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:  # (PySide6 builds a class, and its enums, when it is first named)
    from PySide6.QtWidgets import QTableView

ACCENT = "#2f6db5"

STYLE_SHEET = f"""
QWidget {{ font-size: 15px; }}
QMainWindow, QStackedWidget > QWidget {{ background: #f6f3ea; }}
QPushButton {{
    min-height: 38px; padding: 6px 16px; border-radius: 8px;
    border: 1px solid #b9b2a0; background: #ffffff;
}}
QPushButton:hover {{ background: #eef4fb; border-color: {ACCENT}; }}
QPushButton:pressed {{ background: #dce8f6; }}
QPushButton:disabled {{ color: #9a978f; background: #f0eee8; border-color: #d8d4c8; }}
QPushButton:focus {{ border: 2px solid {ACCENT}; }}
QPushButton[role="big"], QPushButton[big="true"] {{
    font-size: 20px; min-height: 52px; padding: 8px 24px;
}}
QPushButton[role="primary"] {{
    background: {ACCENT}; color: white; border-color: #24558c; font-weight: bold;
}}
QPushButton[role="primary"]:hover {{ background: #3a7cc8; }}
QPushButton[role="primary"]:disabled {{ background: #9fb6d1; color: #eef2f7; }}
QPushButton[hint="true"] {{ border: 3px dashed #6a1b9a; }}
QPushButton[role="chip"] {{ min-height: 30px; padding: 2px 10px; border-radius: 15px; }}
QPushButton[role="chip"]:focus {{ border: 2px solid {ACCENT}; }}
/* New game's number of players: its own small arrows give way to the big buttons beside it
   (NoButtons would leave no room for the number) */
QDialog#new_game_dialog QSpinBox#players {{ font-size: 20px; font-weight: bold; }}
QDialog#new_game_dialog QSpinBox#players::up-button,
QDialog#new_game_dialog QSpinBox#players::down-button {{ width: 0px; border: none; }}
QDialog#new_game_dialog QPushButton#players_fewer,
QDialog#new_game_dialog QPushButton#players_more {{
    font-size: 24px; font-weight: bold; padding: 0px;
}}
QLabel[role="title"] {{ font-size: 32px; font-weight: bold; color: #27303c; }}
QLabel[role="heading"] {{ font-size: 22px; font-weight: bold; color: #27303c; }}
QLabel[role="hint"] {{ color: #5b5f66; }}
QGroupBox {{ font-weight: bold; border: 1px solid #d5cfbf; border-radius: 8px;
    margin-top: 14px; padding-top: 6px; background: #fbfaf6; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; }}
QListWidget, QTableWidget, QTextBrowser {{ background: white; border: 1px solid #d5cfbf;
    border-radius: 6px; }}
QLineEdit, QSpinBox, QComboBox {{ min-height: 32px; padding: 2px 6px; }}
QCheckBox {{ spacing: 8px; }}
QCheckBox::indicator {{ width: 20px; height: 20px; }}
QStatusBar {{ font-size: 16px; }}
"""


def apply_style(app: QApplication) -> None:
    font = QFont(app.font())
    font.setPointSizeF(max(font.pointSizeF(), 11.0))
    app.setFont(font)
    app.setStyleSheet(STYLE_SHEET)


def set_role(widget, role: str) -> None:  # type: ignore[no-untyped-def]
    widget.setProperty("role", role)


def rows_follow_columns(table: QTableView) -> None:
    """Keep a word-wrapping table's rows as high as their wrapped cells: measured again when a
    column's width changes (the window resized, a stretched column narrower), once for all
    the columns that changed together."""
    table.setWordWrap(True)
    timer = QTimer(table)
    timer.setSingleShot(True)
    timer.setInterval(0)
    timer.timeout.connect(table.resizeRowsToContents)
    table.horizontalHeader().sectionResized.connect(lambda *_args: timer.start())
