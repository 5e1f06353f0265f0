"""Pictures of Giza dice's table where its caption's place is decided, to compare a change of
that code with the tree before it pixel for pixel: at 819x480, 1024x600 at 125 % and 1366x768,
in English, Greek and Polish, with the usual and with Larger text, with 1, 4 and 9 players (a
game saved in its middle, opened as the layout audit opens it: tests/ui/test_layout_audit.py).

    PYTHONPATH=. .venv/bin/python scripts/giza_grabs.py grab OUT_DIR
    .venv/bin/python scripts/giza_grabs.py compare BEFORE_DIR AFTER_DIR
    PYTHONPATH=. .venv/bin/python scripts/giza_grabs.py resizes [ROUNDS]

`compare` prints each picture that differs (or is missing) and the count of those equal; it
exits with 1 where any differs. `grab` runs offscreen, each scale in a process of its own (Qt
reads QT_SCALE_FACTOR when the application starts). `resizes` times a resize of the window
(the CPU time from `resize` to the events it posted handled) with nine players in Greek, usual
and Larger text, going round 819x480, 910x512, 1024x600 and 1366x768, and prints the median
and the mean in ms.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# (Qt's scale factor, the screen's physical pixels, the picture's name for it)
SCREENS = (
    ("1", 819, 480, "819x480"),
    ("1.25", 1024, 600, "1024x600at125"),
    ("1", 1366, 768, "1366x768"),
)
LANGUAGES = ("en", "el", "pl")
SIZES = ((819, 480), (910, 512), (1024, 600), (1366, 768))  # (the windows `resizes` goes round)
PLAYERS = (1, 4, 9)


def grab(out: Path) -> None:
    """Every picture, a process for each screen."""
    out.mkdir(parents=True, exist_ok=True)
    for factor, width, height, name in SCREENS:
        subprocess.run(
            [sys.executable, __file__, "one", factor, str(width), str(height), name, str(out)],
            check=True,
            cwd=ROOT,
        )


def _start(factor: str, width: int, height: int) -> tuple[Any, Any]:
    """The app as the scaled layout audit starts it (tests/ui/audit_scaled.py), and an Auditor
    to open the saved games with."""
    sys.path.insert(0, str(ROOT))
    from tests.ui.audit_scaled import start

    app, folder = start(factor, width, height, "sheetdesk-giza-grabs-")
    from tests.ui.test_layout_audit import Auditor

    return app, Auditor(folder)


def one(factor: str, width: int, height: int, name: str, out: Path) -> None:
    """The pictures at one screen: each language and look in a window of its own."""
    app, auditor = _start(factor, width, height)
    from sheetdesk.ui.style import Look, apply_style
    from tests.ui.test_layout_audit import settle

    size = app.primaryScreen().availableGeometry().size()
    logical = (size.width(), size.height())
    for larger in (False, True):
        apply_style(app, Look("light", larger=larger))
        for language in LANGUAGES:
            window = auditor.use_language(language)
            for players in PLAYERS:
                auditor.reach(f"table-giza_dice-{players}", logical)
                settle()
                look = "larger" if larger else "usual"
                window.grab().save(str(out / f"{name}-{language}-{look}-{players}.png"))
        auditor.close()


def resizes(rounds: int) -> None:
    """The cost of a resize of the table's window (see the module's docstring)."""
    import statistics
    import time

    app, auditor = _start("1", *SIZES[-1])
    from sheetdesk.ui.style import Look, apply_style
    from tests.ui.test_layout_audit import settle

    for larger in (False, True):
        apply_style(app, Look("light", larger=larger))
        window = auditor.use_language("el")
        auditor.reach("table-giza_dice-9", SIZES[-1])
        took = []
        for _ in range(rounds):
            for size in SIZES:
                begun = time.process_time()
                window.resize(*size)
                settle()
                took.append((time.process_time() - begun) * 1000)
        look = "larger" if larger else "usual"
        median, mean = statistics.median(took), statistics.mean(took)
        print(f"{look}: {len(took)} resizes, median {median:.1f} ms, mean {mean:.1f} ms")
        auditor.close()


def compare(before: Path, after: Path) -> int:
    from PySide6.QtGui import QImage

    names = sorted({p.name for p in before.glob("*.png")} | {p.name for p in after.glob("*.png")})
    differ = []
    for file in names:
        a, b = QImage(str(before / file)), QImage(str(after / file))
        if a.isNull() or b.isNull() or a.size() != b.size() or a != b:
            differ.append(file)
    for file in differ:
        print("differs:", file)
    print(f"{len(names) - len(differ)} of {len(names)} pictures the same pixel for pixel")
    return 1 if differ or not names else 0


def main() -> int:
    command = sys.argv[1]
    if command == "grab":
        grab(Path(sys.argv[2]).resolve())
    elif command == "one":
        factor, width, height, name, out = sys.argv[2:7]
        one(factor, int(width), int(height), name, Path(out))
    elif command == "resizes":
        resizes(int(sys.argv[2]) if len(sys.argv) > 2 else 10)
    elif command == "compare":
        return compare(Path(sys.argv[2]), Path(sys.argv[3]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
