"""Guards the pinned Qt binding against a known fault of PySide6 6.12.0 on Python 3.11.

There every call of a C++ method returning void or bool dropped a reference to None/True/False;
after a few thousand calls Python aborted ("deallocating None") in the middle of a game.
constraints.txt pins a release without it; this test fails if a future pin brings it back.
"""

import os
import subprocess
import sys

LOOP = """
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication([])
label = QLabel()
for _ in range(200_000):
    label.setText("x")
    label.isVisible()
print("survived")
"""


def test_many_void_and_bool_calls_do_not_crash_python():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", LOOP], capture_output=True, text=True, env=env, timeout=120
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert "survived" in result.stdout
