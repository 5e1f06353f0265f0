"""The layout audit with Qt scaling everything (QT_SCALE_FACTOR, read when the application
starts: hence a process of its own) on an offscreen screen of the given physical pixels: 1366×768
at 150 % (910×512 logical), 1024×600 at 125 % (819×480 logical). Every page of the audit is
checked once, the languages taking turns page by page (each language meets a third of them; on
910×512, 819×480 and 683×400 each page meets another one: `TURN_SHIFTS`),
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
`<page>-<language>`); pictures go to $SHEETDESK_AUDIT_DIR. Several runs at one scale and screen
share a process, in turn, each as if in a process of its own (a window of its own, a data folder
of its own: what one run saved or remembered is not offered in the next) when their arguments
are separated by `--then`; the findings then add "runs": [{page: [finding, ...]}, ...], one a
run, in order (the time of starting Qt and the app paid once).

    PYTHONPATH=. python tests/ui/audit_scaled.py 1.5 1920 1080
    PYTHONPATH=. python tests/ui/audit_scaled.py 1.5 1366 768 --larger-tables
    PYTHONPATH=. python tests/ui/audit_scaled.py 1.5 1366 768 --lesson-steps
    PYTHONPATH=. python tests/ui/audit_scaled.py 1.5 1366 768 <page>-el <page>-pl
    PYTHONPATH=. python tests/ui/audit_scaled.py 1.5 1366 768 larger-lessonstep7-giza_dice-el
    PYTHONPATH=. python tests/ui/audit_scaled.py 1.5 1024 600 --then larger-settings-el
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
    (`fresh_data`), every dialog answered at once: the app and the folder."""
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
    fresh_data(folder)

    dialogs.inform = lambda *a, **kw: None  # type: ignore[assignment]
    dialogs.ask = lambda *a, **kw: True  # type: ignore[assignment]
    dialogs.choose = lambda *a, escape=0, **kw: escape  # type: ignore[assignment]
    return app, folder


def fresh_data(folder: Path) -> None:
    """The app's data in `folder`'s `data` (`SHEETDESK_DATA_DIR`), with the audit's players
    remembered (their symbols on the sheets, New game's players)."""
    os.environ["SHEETDESK_DATA_DIR"] = str(folder / "data")
    from sheetdesk.core.history import History
    from tests.ui.test_layout_audit import NAMES

    with History() as history:
        history.remember_table(list(NAMES))


def main() -> int:
    factor, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    runs: list[list[str]] = [[]]
    for arg in sys.argv[4:]:
        if arg == "--then":
            runs.append([])
        else:
            runs[-1].append(arg)
    app, folder = start(factor, width, height)
    size = app.primaryScreen().availableGeometry().size()
    found = []
    for n, arguments in enumerate(runs):
        if n:  # (a data folder of its own, as a process of its own had)
            fresh_data(folder / f"run{n}")
        found.append(walk(app, folder, arguments, f"scaled-{factor}-{width}x{height}-"))
    pages = {page: lines for run in found for page, lines in run.items()}
    findings: dict[str, Any] = {"screen": [size.width(), size.height()], "pages": pages}
    if len(runs) > 1:
        findings["runs"] = found
    print(json.dumps(findings))
    return 0


def walk(app: Any, folder: Path, arguments: list[str], prefix: str) -> dict[str, list[str]]:
    """The pages `arguments` name (see above) checked in a window of their own (one a language),
    the usual look first: each page's findings."""
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

    only = [arg for arg in arguments if not arg.startswith("--")]
    flags = [arg for arg in arguments if arg.startswith("--")]
    size = app.primaryScreen().availableGeometry().size()
    screen_size = (size.width(), size.height())
    auditor = Auditor(folder)
    usual, larger = scaled_turns(screen_size), []
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
    apply_style(app, Look("light"))  # (a run before may have left Larger text)
    pages = {}
    for turns, look in ((usual, ""), (larger, "larger-")):
        if not turns:
            continue
        if look:  # (the auditor's next windows take it)
            apply_style(app, Look("light", larger=True))
        for language, page in turns:
            name = f"{look}{page}-{language}"
            pages[name] = auditor.check(page, language, screen_size, f"{prefix}{name}")
        auditor.close()
    return pages


if __name__ == "__main__":
    sys.exit(main())
