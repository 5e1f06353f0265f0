"""A window a test leaves alive fails that test, not the next one of its worker: the root
conftest looks for windows once the whole teardown is done (its fixtures, the modules' shared
fixtures, the events pytest-qt processes last). Each case runs in a pytest of its own, on the
root conftest, two tests in a row: the one that leaves a window, then one that opens none."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

LATE_WINDOW = """
import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel

KEPT = []


def open_window():
    label = QLabel("asked when the test was over")
    label.show()
    KEPT.append(label)
"""

CASES = {
    # a fixture's teardown asks for a window on the next turn of the event loop (as a window
    # closed with a question still due): it comes while pytest-qt processes the last events
    "timer": LATE_WINDOW
    + """

@pytest.fixture
def closing(qapp):
    yield
    QTimer.singleShot(0, open_window)


def test_leaves_a_window(closing):
    pass
""",
    # a module's shared window, forgotten by its fixture: the module's last test leaves it
    "shared": LATE_WINDOW
    + """

@pytest.fixture(scope="module")
def shared(qapp):
    yield
    open_window()


@pytest.mark.shared_window
def test_leaves_a_window(shared):
    pass
""",
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_window_left_fails_the_test_that_left_it(tmp_path, case):
    (tmp_path / "conftest.py").write_text((ROOT / "conftest.py").read_text(encoding="utf-8"))
    (tmp_path / "test_leaving.py").write_text(CASES[case])
    (tmp_path / "test_next.py").write_text("def test_opens_no_window(qapp):\n    pass\n")
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "0", "-rA"]
    # (the root conftest's helpers are the repository's: `tests.mouse_state`)
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    }
    run = subprocess.run(
        [*command, "test_leaving.py", "test_next.py"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    lines = run.stdout.splitlines()
    errors = [line.split(" - ")[0] for line in lines if line.startswith("ERROR ")]
    assert errors == ["ERROR test_leaving.py::test_leaves_a_window"], run.stdout
    assert "windows left alive after the test: [\"QLabel ''\"]" in lines, run.stdout
    assert "PASSED test_next.py::test_opens_no_window" in lines, run.stdout
