"""The layout audit of a few pages with Qt scaling everything by 1.5 (QT_SCALE_FACTOR, read when
the application starts: hence a process of its own), on an offscreen screen of 1920×1080
physical pixels (1280×720 logical). Prints the findings as JSON on its last line:
{"screen": [w, h], "pages": {page: [finding, ...]}}; pictures go to $SHEETDESK_AUDIT_DIR.

    PYTHONPATH=. python tests/ui/audit_scaled.py
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

PAGES = (
    "start",
    "newgame-giza_dice-9",
    "settings",
    "table-number_rows-2",
    "table-treasure_cards-4",
    "table-giza_dice-9",
    "end",
)


def main() -> int:
    folder = Path(tempfile.mkdtemp(prefix="sheetdesk-scaled-"))
    screen = {"name": "laptop", "x": 0, "y": 0, "width": 1920, "height": 1080}
    screen |= {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    config = folder / "screens.json"
    config.write_text(json.dumps({"screens": [screen]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    os.environ["QT_SCALE_FACTOR"] = "1.5"
    os.environ["SHEETDESK_DATA_DIR"] = str(folder / "data")
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

    from sheetdesk.ui import dialogs
    from sheetdesk.ui.app import create_application
    from sheetdesk.ui.style import apply_style

    app = create_application([sys.argv[0]])
    apply_style(app)
    dialogs.inform = lambda *a, **kw: None  # type: ignore[assignment]
    dialogs.ask = lambda *a, **kw: True  # type: ignore[assignment]

    from tests.ui.test_layout_audit import Auditor

    size = app.primaryScreen().availableGeometry().size()
    auditor = Auditor(folder)
    pages = {
        page: auditor.check(page, "en", (size.width(), size.height()), f"scaled-{page}")
        for page in PAGES
    }
    auditor.close()
    print(json.dumps({"screen": [size.width(), size.height()], "pages": pages}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
