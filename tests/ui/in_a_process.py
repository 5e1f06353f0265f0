"""A scenario of the app run in a process of its own, its exit code the verdict: a crash (a part
of a layout used after Qt freed it) takes that process down, not the tests' worker. What the C
library frees it fills with junk (`MALLOC_PERTURB_`), so a part used after it is gone crashes
there and then, not only where the memory was reused meanwhile."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]  # (the repository)

# the scenario's start: the window with Larger text in the language its first argument names,
# at 1366x768, shown and settled (`window`), and a filter that acts from inside a layout's pass
# (`FromInsideThePass`); the scenario goes on from there and prints "settled" at its end
WINDOW = """
import sys, tempfile, os
os.environ["SHEETDESK_DATA_DIR"] = tempfile.mkdtemp(prefix="sheetdesk-process-")
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
app = QApplication(["sheetdesk"])
from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui import released
from sheetdesk.ui.fonts import use_bundled_font
from sheetdesk.ui.i18n import Translators
from sheetdesk.ui.main_window import MainWindow
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.settings import Settings
from sheetdesk.ui.style import Look, apply_style
from tests.ui.driving import pass_handover
from tests.ui.test_layout_audit import settle

released.check_freed()  # (as in the tests' own processes: conftest)
use_bundled_font(app)
apply_style(app)
window = MainWindow(Translators(), Settings(animations="off"))
window.set_language(sys.argv[1])
window.set_look(Look("light", True))
window.resize(1366, 768)
window.show()
settle()


# at the first resize of what it watches (a pass of its layout under way): then(size)
class FromInsideThePass(QObject):

    def __init__(self, size, then):
        super().__init__()
        self.size = size
        self.then = then
        self.resized = False

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Resize and not self.resized:
            self.resized = True
            self.then(self.size)
        return False
"""


def run_to_its_end(scenario: str, language: str) -> None:
    """Run `WINDOW` then `scenario` in a process of its own, in `language`: it must end well,
    having printed "settled"."""
    run_alone(WINDOW + scenario, language)


def run_alone(code: str, *arguments: str) -> str:
    """Run `code` with `arguments` in a process of its own, the repository on its path: it must
    end well, having printed "settled" last. What it printed."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONFAULTHANDLER": "1"}
    env["MALLOC_PERTURB_"] = "165"
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    done = subprocess.run(
        [sys.executable, "-c", code, *arguments],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().endswith("settled")
    return done.stdout
