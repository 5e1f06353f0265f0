"""The layout audit in a look of the app's own (Settings ▸ Colours, Larger text), in a process of
its own (the look is the whole application's): every page of the audit once at each screen
given, the languages taking turns page by page; or, with `--kinds`, the first page of each kind
(the start page, a New game dialog, a table, …); with `--also PAGE-LANGUAGE@WxH …`, those pages
too, each in its language on its screen; with `--alone PAGE-LANGUAGE …`, those pages (and the
pages given `--only`, if any, not every page), each last, in a window of its own that showed
nothing before (named `alone-<page>-…`). Looks named together ("dark,contrast") are audited one
after the other in the same process, each in windows of its own (the games played for the pages
are played once). With Larger text, every widget's words on a page of the main window are 12 pt
or more too. Prints the findings as JSON on its last line: {"looks": {"<colours>": {"<page>-
<language>-<W>x<H>": [finding, ...]}}, "cpu": seconds}; pictures go to $SHEETDESK_AUDIT_DIR. The
tests run it through `audit_in`, `audits_in` and `larger_text_findings`.

    PYTHONPATH=. python tests/ui/audit_look.py light larger 1366x768 1024x600
    PYTHONPATH=. python tests/ui/audit_look.py dark,contrast normal 1366x768 --kinds
    PYTHONPATH=. python tests/ui/audit_look.py light larger 1024x600 --only table-giza_dice-9-el
    PYTHONPATH=. python tests/ui/audit_look.py light normal 910x512 --alone table-giza_dice-9-el
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


# the tests of pages laid out again for Larger text, here and with each game: on one worker
# (pytest-xdist's loadgroup), where the audit of every page checks theirs in the same process
LARGER_TEXT_GROUP = "look-larger-text"
LARGER_TEXT_SCREENS = ("1366x768", "1024x600")
LAID_OUT_SCREEN = "1024x600"  # (where the pages laid out again did not fit)
ROOT = Path(__file__).resolve().parents[2]
_LARGER_TEXT: dict[str, list[str]] = {}


def audits_in(looks: Iterable[str], size: str, *more: str) -> dict[str, dict[str, list[str]]]:
    """The layout audit's findings, look by look and page by page: this script run in a process
    of its own with the `looks` (colours) one after the other, `size` and `more` as its
    arguments (its CPU time printed, its findings noted with the audit's)."""
    from tests.ui.test_layout_audit import audit_elsewhere, note_findings

    looks = list(looks)
    found = audit_elsewhere(Path(__file__).name, ",".join(looks), size, *more)
    print(f"{','.join(looks)} {size} {' '.join(more)}: {found['cpu']:.1f} s CPU")
    assert list(found["looks"]) == looks, list(found["looks"])
    for colours, pages in found["looks"].items():
        for page, lines in pages.items():
            note_findings(f"{colours}-{size}-{page}", lines)
    return {colours: dict(pages) for colours, pages in found["looks"].items()}


def audit_in(colours: str, size: str, *more: str) -> dict[str, list[str]]:
    """The layout audit's findings, page by page, in one look (see `audits_in`)."""
    return audits_in([colours], size, *more)[colours]


def laid_out_again() -> list[str]:
    """Every page ("<page>-<language>") a test module names in its `LAID_OUT_AGAIN` (the shared
    tests' and each game's own: read from their source, not imported)."""
    import ast

    modules = [
        ROOT / "tests/ui/test_look.py",
        *sorted(ROOT.glob("sheetdesk/games/*/tests/ui/*.py")),
    ]
    pages: list[str] = []
    for path in modules:
        source = path.read_text(encoding="utf-8")
        if "LAID_OUT_AGAIN" not in source:
            continue
        for node in ast.parse(source).body:
            if isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                if any(getattr(t, "id", "") == "LAID_OUT_AGAIN" for t in targets):
                    pages += [p for p in ast.literal_eval(node.value) if p not in pages]
    return pages


def larger_text_findings() -> dict[str, list[str]]:
    """With Larger text: every page of the audit at each of `LARGER_TEXT_SCREENS` (the languages
    taking turns), and every page laid out again (`laid_out_again`) in its language at
    `LAID_OUT_SCREEN`, in one process (run once for the tests of a worker: the pages laid out
    again are then read from it, not audited in a process of their own)."""
    if not _LARGER_TEXT:
        also = [f"{page}@{LAID_OUT_SCREEN}" for page in laid_out_again()]
        _LARGER_TEXT.update(audit_in("light", "larger", *LARGER_TEXT_SCREENS, "--also", *also))
    return dict(_LARGER_TEXT)


def unfit_with_larger_text(pages: Iterable[str]) -> dict[str, list[str]]:
    """The findings on `pages` ("<page>-<language>", each audited) at 1024×600 with Larger text,
    for the pages that have any: from the audit of every page if it ran in this process already
    (it checks every page laid out again), else audited in a process of their own."""
    wanted = {f"{page}-{LAID_OUT_SCREEN}" for page in pages}
    if wanted <= set(_LARGER_TEXT):
        found = {name: _LARGER_TEXT[name] for name in wanted}
    else:
        found = audit_in("light", "larger", LAID_OUT_SCREEN, "--only", *sorted(pages))
        assert set(found) == wanted, sorted(found)
    return {page: lines for page, lines in found.items() if lines}


def _screen(text: str) -> tuple[int, int]:
    width, height = text.split("x")
    return int(width), int(height)


def main() -> int:
    colours, size, *rest = sys.argv[1:]
    kinds = "--kinds" in rest
    # --only PAGE-LANGUAGE …: these pages alone, each in its language; --also PAGE-LANGUAGE@WxH
    # …: these too, each on its screen; --alone PAGE-LANGUAGE …: these too, each in a new window
    screens: list[tuple[int, int]] = []
    only: list[str] = []
    also: list[str] = []
    alone: list[str] = []
    into: list[str] | None = None
    lists = {"--only": only, "--also": also, "--alone": alone}
    for argument in rest:
        if argument in lists:
            into = lists[argument]
        elif argument == "--kinds":
            into = None
        elif into is not None:
            into.append(argument)
        else:
            screens.append(_screen(argument))
    folder = Path(tempfile.mkdtemp(prefix="sheetdesk-look-"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["SHEETDESK_DATA_DIR"] = str(folder / "data")
    sys.path.insert(0, str(ROOT))

    from sheetdesk.ui import dialogs
    from sheetdesk.ui.app import create_application
    from sheetdesk.ui.style import Look, apply_style

    app = create_application([sys.argv[0]])
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
    if only or alone:  # (the pages given, not every page)
        turns = [(case.rpartition("-")[2], case.rpartition("-")[0]) for case in only]
    # each (language, page) turn and the screens it is checked on, in the order given
    on: dict[tuple[str, str], list[tuple[int, int]]] = {turn: list(screens) for turn in turns}
    for case in also:
        name, _, screen = case.rpartition("@")
        turn = (name.rpartition("-")[2], name.rpartition("-")[0])
        if _screen(screen) not in on.setdefault(turn, []):
            on[turn].append(_screen(screen))
    auditor = Auditor(folder)  # (its games, played and saved once, serve every look)
    looks: dict[str, dict[str, list[str]]] = {}

    def check(look: str, turn: tuple[str, str], shown: list[tuple[int, int]], prefix: str) -> None:
        language, page = turn
        for width, height in shown:
            name = f"{prefix}{page}-{language}-{width}x{height}"
            problems = auditor.check(page, language, (width, height), f"{look}-{size}-{name}")
            if size == "larger" and not page.startswith(DIALOGS):
                problems += small_words(auditor.window)
            looks[look][name] = problems

    for look in colours.split(","):
        apply_style(app, Look(look, size == "larger"))
        looks[look] = {}
        for turn in in_turn(list(on)):
            check(look, turn, on[turn], "")
        for case in alone:  # (each first laid out at its screen: no other page before it)
            auditor.close()
            check(look, (case.rpartition("-")[2], case.rpartition("-")[0]), screens, "alone-")
        auditor.close()  # (the next look's windows are its own)
    print(json.dumps({"looks": looks, "cpu": time.process_time()}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
