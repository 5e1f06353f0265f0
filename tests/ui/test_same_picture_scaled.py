"""At 125 % and 150 % (Qt's scale factor; a process of its own: `same_picture_scaled.py`), what
the screen shows after a click on the big sheet, and after its Undo, is the window drawn anew:
in every look and every game, an edge of a repainted place lying inside a screen pixel leaves
no seam (sheetkit/view.py `FittingView.paintEvent`: the table under the sheet filled in the
viewport's own pixels)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sheetdesk.core import registry
from tests.child import run_python

from .same_picture_scaled import LOOKS

SCRIPT = Path(__file__).with_name("same_picture_scaled.py")
ROOT = Path(__file__).resolve().parents[2]


# (a full-screen window on a 1280×800 laptop at 125 %, 1024×640 logical; on a 1366×768 one at
# 150 %, 911×512 logical)
@pytest.mark.parametrize("scaled", [("1.25", 1280, 800), ("1.5", 1366, 768)], ids=str)
def test_a_click_leaves_the_picture_the_window_draws_anew(scaled, tmp_path):
    factor, width, height = scaled
    run = run_python(
        tmp_path / "data",
        "-P",
        str(SCRIPT),
        factor,
        str(width),
        str(height),
        str(tmp_path),
        timeout=600,
        env={"PYTHONPATH": str(ROOT)},
    )
    assert run.returncode == 0, run.stderr[-3000:]
    found = json.loads(run.stdout.strip().splitlines()[-1])
    games = {entry.id for entry in registry.GAMES}
    for colours, _larger in LOOKS:
        checked = found["checked"][colours]
        assert set(checked) == games and all(checked.values()), (colours, checked)
    assert not found["differ"], f"pictures in {tmp_path}:\n" + "\n".join(
        json.dumps(finding) for finding in found["differ"]
    )
