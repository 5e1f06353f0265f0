"""The layout audit with Qt scaling everything (QT_SCALE_FACTOR, read when the application
starts: hence a process of its own) on an offscreen screen of the given physical pixels: 1920×1080
at 150 % (1280×720 logical), 1280×800 at 125 % (1024×640 logical). Every page of the audit is
checked once, the languages taking turns page by page (each language meets a third of them),
but a lesson's steps in every language (`scaled_turns`); or, given as more arguments
(`<page>-<language>`, `larger-<page>-<language>` with Larger text), those pages alone, each in
its language (a lesson's step of its own: `lessonstep<n>-<game>`); or, with `--lesson-steps`,
every step of every lesson (`lesson_walk`) in each language, with the usual text and then with
Larger text (each lesson played on from its start, step after step, in one window a language).
With `--without-lessons`, the pages but a lesson's steps (checked by a `--lesson-steps` run).
With `--larger-tables`, then every table page, the end of a game of six and each game's rules
once more with Larger text, in each language (named `larger-<page>-<language>`): a short
window's header, buttons and captions around the sheets, the score card's six columns and the
games' names over the rules, where the words are largest. Prints the findings as JSON on its
last line: {"screen": [w, h], "pages": {page: [finding, ...]}} (a page named
`<page>-<language>`); pictures go to $SHEETDESK_AUDIT_DIR.

    PYTHONPATH=. python tests/ui/audit_scaled.py 1.5 1920 1080
    PYTHONPATH=. python tests/ui/audit_scaled.py 1.5 1366 768 --larger-tables
    PYTHONPATH=. python tests/ui/audit_scaled.py 1.5 1366 768 --lesson-steps
    PYTHONPATH=. python tests/ui/audit_scaled.py 1.5 1366 768 <page>-el <page>-pl
    PYTHONPATH=. python tests/ui/audit_scaled.py 1.5 1366 768 larger-lessonstep7-giza_dice-el
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any


def start(
    factor: str, width: int, height: int, prefix: str = "sheetdesk-scaled-"
) -> tuple[Any, Path]:
    """The app on an offscreen screen of `width`×`height` physical pixels at Qt's scale
    `factor` (set before the app is made), its data in a temporary folder named from `prefix`
    (`SHEETDESK_DATA_DIR`), every dialog answered at once and the audit's players remembered
    (their symbols on the sheets): the app and the folder."""
    folder = Path(tempfile.mkdtemp(prefix=prefix))
    screen = {"name": "laptop", "x": 0, "y": 0, "width": width, "height": height}
    screen |= {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    config = folder / "screens.json"
    config.write_text(json.dumps({"screens": [screen]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    os.environ["QT_SCALE_FACTOR"] = factor
    os.environ["SHEETDESK_DATA_DIR"] = str(folder / "data")
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

    from sheetdesk.ui import dialogs, released
    from sheetdesk.ui.app import create_application
    from sheetdesk.ui.style import apply_style

    released.check_freed()  # (as in the tests' own processes: conftest)
    app = create_application([sys.argv[0]])
    apply_style(app)
    from tests.ui.test_layout_audit import NAMES

    dialogs.inform = lambda *a, **kw: None  # type: ignore[assignment]
    dialogs.ask = lambda *a, **kw: True  # type: ignore[assignment]
    dialogs.choose = lambda *a, escape=0, **kw: escape  # type: ignore[assignment]

    from sheetdesk.core.history import History

    with History() as history:  # the seats' symbols on the sheets, and New game's players
        history.remember_table(list(NAMES))
    return app, folder


def main() -> int:
    factor, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    only = [arg for arg in sys.argv[4:] if not arg.startswith("--")]
    flags = [arg for arg in sys.argv[4:] if arg.startswith("--")]
    app, folder = start(factor, width, height)
    from sheetdesk.ui.style import Look, apply_style
    from tests.ui.test_layout_audit import (
        LANGUAGES,
        LARGER,
        Auditor,
        in_turn,
        is_lesson,
        lesson_walk,
        scaled_turns,
    )

    size = app.primaryScreen().availableGeometry().size()
    screen_size = (size.width(), size.height())
    auditor = Auditor(folder)
    usual, larger = scaled_turns(), []
    if only:
        named = [(name.rpartition("-")[2], name.rpartition("-")[0]) for name in only]
        usual = in_turn([(lang, page) for lang, page in named if not page.startswith("larger-")])
        larger = in_turn(
            [(lang, page[len("larger-") :]) for lang, page in named if page.startswith("larger-")]
        )
    elif "--lesson-steps" in flags:
        usual = larger = in_turn([(lang, page) for lang in LANGUAGES for page in lesson_walk()])
    if "--without-lessons" in flags:
        usual = [(lang, page) for lang, page in usual if not is_lesson(page.partition("-")[0])]
    if "--larger-tables" in flags:
        larger = larger + in_turn([(lang, p) for lang in LANGUAGES for p in LARGER])
    pages = {}
    for turns, prefix in ((usual, ""), (larger, "larger-")):
        if not turns:
            continue
        if prefix:  # (the auditor's next windows take it)
            apply_style(app, Look("light", larger=True))
        for language, page in turns:
            name = f"{prefix}{page}-{language}"
            pages[name] = auditor.check(
                page, language, screen_size, f"scaled-{factor}-{width}x{height}-{name}"
            )
        auditor.close()
    print(json.dumps({"screen": [size.width(), size.height()], "pages": pages}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
