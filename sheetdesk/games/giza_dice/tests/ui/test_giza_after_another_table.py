"""Giza's table shown on the table page another game's table was shown on (the page reused), at
Qt's scale of 150 % on 1024x600 (683x400: a process of its own, QT_SCALE_FACTOR read as the app
starts), nine players with Larger text: its first number button, which has the keys, in sight.
(It was given the keys before the table was fitted, the page scrolled to it; fitted, the button
lay lower, under the window's edge, while a table shown first there showed it.)"""

from __future__ import annotations

from tests.ui.in_a_process import run_alone

SCENARIO = """
from tests.ui.audit_scaled import start
app, folder = start("1.5", 1024, 600)
from PySide6.QtWidgets import QApplication
from sheetdesk.ui.style import Look, apply_style
from tests.ui.test_layout_audit import Auditor, settle

apply_style(app, Look("light", larger=True))
auditor = Auditor(folder)
window = auditor.use_language("en")
for page in ("table-number_rows-5", "table-giza_dice-9"):
    auditor.show(page)
    auditor.shown = page
    settle()
focused = QApplication.focusWidget()
sight = focused.visibleRegion().boundingRect()
if sight != focused.rect():
    print(f"{focused.objectName()}, which has the keys, shows {sight.getRect()}")
auditor.close()
print("settled")
"""


def test_giza_after_another_games_table_shows_the_button_with_the_keys() -> None:
    said = run_alone(SCENARIO)
    assert said.strip() == "settled", said
