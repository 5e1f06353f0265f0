"""The layout audit in a look of the app's own (Settings ▸ Colours, Larger text), in a process of
its own (the look is the whole application's): every page of the audit once at each screen
given, the languages taking turns page by page; or, with `--kinds`, the first page of each kind
(the start page, a New game dialog, a table, …). With Larger text, every widget's words on a page
of the main window are 12 pt or more too. Prints the findings as JSON on its last line:
{"pages": {"<page>-<language>-<W>x<H>": [finding, ...]}, "cpu": seconds}; pictures go to
$SHEETDESK_AUDIT_DIR. The tests run it through `audit_in`.

    PYTHONPATH=. python tests/ui/audit_look.py light larger 1366x768 1024x600
    PYTHONPATH=. python tests/ui/audit_look.py dark normal 1366x768 --kinds
    PYTHONPATH=. python tests/ui/audit_look.py light larger 1024x600 --only table-giza_dice-9-el
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

DIALOGS = ("newgame", "settings", "print", "about")  # (checked, then closed, by the auditor)


def small_words(window) -> list[str]:  # type: ignore[no-untyped-def]
    """Larger text: every widget's words on the page 12 pt or more."""
    from tests.ui.audit import _shows_text, _walk, font_points

    return [
        f"{widget.objectName() or type(widget).__name__}: text of {points:.1f} pt, under 12 pt"
        for widget in _walk(window)
        if _shows_text(widget) and (points := font_points(widget.font())) < 12 - 0.05
    ]


def audit_in(colours: str, size: str, *more: str) -> dict[str, list[str]]:
    """The layout audit's findings, page by page, in a look: this script run in a process of its
    own with `colours`, `size` and `more` as its arguments (its CPU time printed, its findings
    noted with the audit's)."""
    from tests.ui.test_layout_audit import audit_elsewhere, note_findings

    found = audit_elsewhere(Path(__file__).name, colours, size, *more)
    print(f"{colours} {size} {' '.join(more)}: {found['cpu']:.1f} s CPU")
    for page, lines in found["pages"].items():
        note_findings(f"{colours}-{size}-{page}", lines)
    return dict(found["pages"])


def unfit_with_larger_text(pages: Iterable[str]) -> dict[str, list[str]]:
    """The findings on `pages` ("<page>-<language>", each audited) at 1024×600 with Larger text,
    for the pages that have any."""
    pages = list(pages)
    found = audit_in("light", "larger", "1024x600", "--only", *pages)
    assert set(found) == {f"{page}-1024x600" for page in pages}, sorted(found)
    return {page: lines for page, lines in found.items() if lines}


def main() -> int:
    colours, size, *rest = sys.argv[1:]
    kinds = "--kinds" in rest
    # --only PAGE-LANGUAGE …: these pages alone, each in its language
    only = rest[rest.index("--only") + 1 :] if "--only" in rest else []
    rest = rest[: rest.index("--only")] if "--only" in rest else rest
    screens = [tuple(int(n) for n in s.split("x")) for s in rest if s != "--kinds"]
    folder = Path(tempfile.mkdtemp(prefix="sheetdesk-look-"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["SHEETDESK_DATA_DIR"] = str(folder / "data")
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

    from sheetdesk.ui import dialogs
    from sheetdesk.ui.app import create_application
    from sheetdesk.ui.style import Look, apply_style

    app = create_application([sys.argv[0]])
    apply_style(app, Look(colours, size == "larger"))
    from tests.ui.test_layout_audit import LANGUAGES, NAMES, PAGES, SPREAD, Auditor, in_turn

    dialogs.inform = lambda *a, **kw: None  # type: ignore[assignment]
    dialogs.ask = lambda *a, **kw: True  # type: ignore[assignment]
    dialogs.choose = lambda *a, escape=0, **kw: escape  # type: ignore[assignment]

    from sheetdesk.core.history import History

    with History() as history:  # the seats' symbols on the sheets, and New game's players
        history.remember_table(list(NAMES))
    pages = PAGES + SPREAD
    if kinds:
        firsts: dict[str, str] = {}
        for page in pages:
            firsts.setdefault(page.partition("-")[0], page)
        pages = list(firsts.values())
    turns = [(LANGUAGES[i % len(LANGUAGES)], page) for i, page in enumerate(pages)]
    if only:
        turns = [(case.rpartition("-")[2], case.rpartition("-")[0]) for case in only]
    auditor = Auditor(folder)
    found = {}
    for language, page in in_turn(turns):
        for width, height in screens:
            name = f"{page}-{language}-{width}x{height}"
            found[name] = auditor.check(page, language, (width, height), f"{colours}-{size}-{name}")
            if size == "larger" and not page.startswith(DIALOGS):
                found[name] += small_words(auditor.window)
    auditor.close()
    print(json.dumps({"pages": found, "cpu": time.process_time()}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
