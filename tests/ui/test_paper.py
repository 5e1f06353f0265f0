"""Paper: blank pads and a game's sheets written as PDF, read back with poppler's tools
(pdfinfo, pdftoppm, pdftotext): page count and size, something drawn, the words in each
language; a file that cannot be written loses nothing; Game → Print… by the keyboard."""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from sheetdesk.core import registry, savefile
from sheetdesk.core.headless import play_one
from sheetdesk.core.session import Player, Session
from tests.declared import quick_bot

ROOT = Path(__file__).resolve().parents[2]
POPPLER = all(shutil.which(tool) for tool in ("pdfinfo", "pdftoppm", "pdftotext"))
pytestmark = pytest.mark.skipif(not POPPLER, reason="poppler-utils (pdftoppm) not installed")

A4 = "595 x 842"
A4_WIDE = "842 x 595"
LETTER = "612 x 792"
LETTER_WIDE = "792 x 612"


def info(pdf: Path) -> dict[str, str]:
    out = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    return {k.strip(): v.strip() for k, _, v in (line.partition(":") for line in out.splitlines())}


def words(pdf: Path) -> str:
    """The PDF's text (ligatures such as "ﬁ" read as their letters)."""
    import unicodedata

    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    return unicodedata.normalize("NFKC", text)


def inked_share(pdf: Path, page: int, tmp: Path) -> float:
    """The share of a page's pixels that are not white (rendered at 30 dpi)."""
    stem = tmp / f"page{page}"
    subprocess.run(
        [
            "pdftoppm",
            "-r",
            "30",
            "-png",
            "-f",
            str(page),
            "-l",
            str(page),
            "-singlefile",
            str(pdf),
            str(stem),
        ],
        check=True,
    )
    image = QImage(str(stem) + ".png")
    inked = sum(
        1
        for y in range(0, image.height(), 2)
        for x in range(0, image.width(), 2)
        if image.pixelColor(x, y).lightness() < 235
    )
    return inked / ((image.height() // 2) * (image.width() // 2))


def run_print(*args: str, data_dir: Path | None = None) -> subprocess.CompletedProcess[str]:
    """`sheetdesk print` with its own data folder: a fresh empty one unless one is given, so the
    settings another test saved (its language, say) never reach this print."""
    with tempfile.TemporaryDirectory(prefix="print-data-") as fresh:
        env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
        env["SHEETDESK_DATA_DIR"] = str(data_dir if data_dir is not None else fresh)
        return subprocess.run(
            [sys.executable, "-m", "sheetdesk", "print", *args],
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
            timeout=300,
        )


@dataclass(frozen=True)
class Printed:
    """What one `sheetdesk print` did: its exit code, what it wrote on stdout and stderr, the
    PDF it was asked for and the folder of its files."""

    returncode: int
    stdout: str
    stderr: str
    out: Path
    folder: Path


@dataclass(frozen=True)
class Job:
    """A `sheetdesk print` to run: its arguments after `print` and the data folder it runs with
    (a fresh empty one unless a test's own)."""

    argv: tuple[str, ...]
    out: Path
    data: Path


def print_all(jobs: dict[tuple[str, ...], Job], folder: Path) -> dict[tuple[str, ...], Printed]:
    """Each of `jobs` run as `sheetdesk print` (`run_print` does one), one after the other in
    one child process (tests/ui/print_many.py; starting a process cost ten times the print),
    each with its own data folder; what each did."""
    listed = list(jobs.items())
    said = [folder / f"said-{index}" for index in range(len(listed))]
    plan = folder / "jobs.json"
    plan.write_text(
        json.dumps(
            [
                {"argv": list(job.argv), "data": str(job.data), "said": str(where)}
                for (_key, job), where in zip(listed, said, strict=True)
            ]
        ),
        encoding="utf-8",
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    env.pop("SHEETDESK_DATA_DIR", None)  # (each job's own)
    run = subprocess.run(
        [sys.executable, str(Path(__file__).with_name("print_many.py")), str(plan)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=900,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    codes = json.loads(run.stdout.strip().splitlines()[-1])
    assert len(codes) == len(listed)
    return {
        key: Printed(
            code,
            (where / "stdout.txt").read_text(encoding="utf-8"),
            (where / "stderr.txt").read_text(encoding="utf-8"),
            job.out,
            job.out.parent,
        )
        for (key, job), where, code in zip(listed, said, codes, strict=True)
    }


@contextmanager
def data_in(folder: Path) -> Iterator[None]:
    """The app's data folder is `folder` while the block runs (a save written there)."""
    os.environ["SHEETDESK_DATA_DIR"] = str(folder)
    try:
        yield
    finally:
        del os.environ["SHEETDESK_DATA_DIR"]


# every game, by what the registry declares (each prints blank pads)
GAMES = [entry.id for entry in registry.GAMES]
# a game, where what is tested is the place printed to, not the game (any game would do)
ANY_GAME = GAMES[0]
LANGUAGES = ("en", "el", "pl")
# the pad's one line on how to fill it in, in each language
HOW = {"en": "How to fill it in", "el": "Πώς το συμπληρώνεις", "pl": "Jak wypełnić"}


def flat(text: str) -> str:
    return " ".join(text.split())


@dataclass(frozen=True)
class Pad:
    """What the paper module lays out for a game's blank pads, in one language: the number of
    pages, whether they are turned (landscape), how many pads a page holds, and the first pad's
    heading, note, name line and the names over its empty boxes."""

    pages: int
    landscape: bool
    per_page: int
    heading: str
    note: str
    name_line: str
    boxes: tuple[str, ...]


def blank_pads(game: str, pads: int, paper: str, language: str = "en") -> Pad:
    """The layout of `pads` blank pads of `game` on `paper`, as `language` words it."""
    from PySide6.QtGui import QPageLayout

    import sheetdesk.games
    from sheetdesk.ui import paper as pages
    from sheetdesk.ui.i18n import Translators

    sheetdesk.games.import_all()
    translators = Translators()
    translators.install(language)
    document = pages.pad_document(game, pads, paper)
    try:
        first = document.pages[0]
        sheet = first.sheets[0]
        return Pad(
            len(document.pages),
            document.orientation == QPageLayout.Orientation.Landscape,
            first.columns * first.rows,
            sheet.heading,
            sheet.note,
            sheet.name_line,
            tuple(sheet.boxes()),
        )
    finally:
        document.release()
        translators.install("en")


def pad_words(game: str, paper: str, language: str, tmp: Path) -> str:
    """The words of one blank pad of `game` as printed (written in this process, read back with
    pdftotext), for a game's own tests of its pad's words."""
    import sheetdesk.games
    from sheetdesk.ui import paper as pages
    from sheetdesk.ui.i18n import Translators

    sheetdesk.games.import_all()
    translators = Translators()
    translators.install(language)
    document = pages.pad_document(game, 1, paper)
    try:
        out = tmp / f"{game}-{paper}-{language}.pdf"
        out.write_bytes(pages.pdf_bytes(document))
    finally:
        document.release()
        translators.install("en")
    return words(out)


# The `sheetdesk print` each test below runs, by the test's name: made from the test's
# parameters in a folder of its own (a save written there first where it prints one). The
# commands of the tests chosen are run together (`printed`), the tests read what each did.
JOBS: dict[str, Callable[[dict[str, str], Path], Job]] = {}
# (every such test on one worker: the commands of all of them run in one process there)
PRINTS = pytest.mark.xdist_group("paper-print")


def job(test: str) -> Callable[[Callable[..., Job]], Callable[..., Job]]:
    def noted(make: Callable[..., Job]) -> Callable[..., Job]:
        JOBS[test] = make
        return make

    return noted


def _job_key(item: pytest.Item) -> tuple[str, ...] | None:
    name = getattr(item, "originalname", item.name)
    if item.module is not sys.modules[__name__] or name not in JOBS:  # type: ignore[attr-defined]
        return None
    params = getattr(item, "callspec", None)
    chosen = params.params if params is not None else {}
    return (name, *(f"{k}={chosen[k]}" for k in sorted(chosen)))


@pytest.fixture(scope="module")
def printed(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """What the `sheetdesk print` of each test chosen did (`Printed`), run together at the first
    test's turn (`print_all`)."""
    folder = tmp_path_factory.mktemp("prints")
    jobs: dict[tuple[str, ...], Job] = {}
    for item in request.session.items:
        key = _job_key(item)
        if key is not None and key not in jobs:
            params = getattr(item, "callspec", None)
            chosen = dict(params.params) if params is not None else {}
            place = folder / f"job-{len(jobs)}"
            (place / "data").mkdir(parents=True)
            jobs[key] = JOBS[key[0]](chosen, place)
    done = print_all(jobs, folder)

    def of(request: pytest.FixtureRequest) -> Printed:
        key = _job_key(request.node)
        assert key is not None and key in done, key
        return done[key]

    return of


@job("test_blank_pads_pdf")
def _blank_pads_job(chosen: dict[str, str], place: Path) -> Job:
    out = place / "pads.pdf"
    game, language = chosen["game"], chosen["language"]
    argv = ("--game", game, "--pads", "6", "--out", str(out), "--language", language)
    return Job(argv, out, place / "data")


@PRINTS
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_blank_pads_pdf(qapp, printed, request, game: str, language: str, tmp_path: Path) -> None:
    """`sheetdesk print --pads 6` writes the pages the paper module lays out (as many, turned
    as it turns them), inked, each pad headed by the game's name and followed by its note, in
    the language asked for."""
    pad = blank_pads(game, 6, "a4", language)
    done = printed(request)
    out = done.out
    assert done.returncode == 0, done.stderr
    pdf = info(out)
    assert int(pdf["Pages"]) == pad.pages == -(-6 // pad.per_page)
    assert pdf["Page size"].startswith(A4_WIDE if pad.landscape else A4)
    assert inked_share(out, 1, tmp_path) > 0.03
    text = flat(words(out))
    assert pad.heading and pad.heading in text
    assert pad.note and flat(pad.note) in text
    assert HOW[language] in text


@job("test_a_pad_asks_a_name_has_empty_score_boxes_and_says_how")
def _one_pad_job(chosen: dict[str, str], place: Path) -> Job:
    out = place / "pad.pdf"
    argv = ("--game", chosen["game"], "--pads", "1", "--paper", chosen["paper"], "--out", str(out))
    return Job(argv, out, place / "data")


@PRINTS
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_pad_asks_a_name_has_empty_score_boxes_and_says_how(
    qapp, printed, request, game: str, paper: str
) -> None:
    """Every pad asks for a name (the page's name line, or the pad's own), says how to fill
    it in and names each part of the score over its empty box, then Total (a pad with its own
    totals has no boxes of the page's). What each game's pad says is tested with the game."""
    pad = blank_pads(game, 1, paper)
    done = printed(request)
    out = done.out
    assert done.returncode == 0, done.stderr
    text = flat(words(out))
    if pad.name_line:
        assert pad.name_line in text
    assert "How to fill it in:" in text
    for box in pad.boxes:
        assert box in text
    assert not pad.boxes or pad.boxes[-1] == "Total"
    assert flat(pad.note) in text  # (what goes in the sheet's own boxes)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_box_of_a_pad_takes_a_childs_two_digit_number(qapp, game: str, paper: str) -> None:
    """Measured in the page's geometry: the sheet's own cells at the scale they are printed,
    and the empty boxes under it, at least 9 mm each way, none on another or on a name."""
    from PySide6.QtCore import QRectF

    import sheetdesk.games
    from sheetdesk.ui import paper as pages
    from sheetdesk.ui.sheetkit.items import CellItem

    sheetdesk.games.import_all()
    least = 9 * pages.MM
    document = pages.pad_document(game, 6, paper)
    try:
        page = document.pages[0]
        sheet = page.sheets[0]
        for item in sheet.scene.items():
            if isinstance(item, CellItem):
                rect = item.sceneBoundingRect()
                assert min(rect.width(), rect.height()) * page.scale >= least, item
        room = pages.page_room(paper, document.orientation)
        width = (room.width() - (page.columns - 1) * pages.GAP) / page.columns
        places = pages.box_places(QRectF(0, 0, width, 0), sheet.boxes())
        assert len(places) == len(sheet.boxes())
        for index, (label, box) in enumerate(places):
            assert box.width() >= least and box.height() >= least
            assert box.right() <= width and not box.intersects(label)
            for other_label, other_box in places[index + 1 :]:
                assert not box.intersects(other_box) and not box.intersects(other_label)
    finally:
        document.release()


@job("test_letter_paper")
def _letter_job(chosen: dict[str, str], place: Path) -> Job:
    out = place / "pads.pdf"
    argv = ("--game", GAMES[0], "--pads", "3", "--paper", "letter", "--out", str(out))
    return Job(argv, out, place / "data")


@PRINTS
def test_letter_paper(qapp, printed, request) -> None:
    game = GAMES[0]
    pad = blank_pads(game, 3, "letter")
    done = printed(request)
    out = done.out
    assert done.returncode == 0, done.stderr
    pdf = info(out)
    assert pdf["Page size"].startswith(LETTER_WIDE if pad.landscape else LETTER)
    assert int(pdf["Pages"]) == pad.pages == -(-3 // pad.per_page) > 1


def finished_game(game: str, names: tuple[str, ...]) -> Session:
    full = play_one(game, len(names), 5, bot=quick_bot(game))
    rules = registry.get(game).rules()
    players = [Player(name) for name in names]
    log = full.log
    return Session.restore(rules, players, full.options, full.seed, log, len(log), "paper-game")


def _four_names(game: str) -> tuple[str, ...]:
    return ("Ana", "Nikos", "Zosia", "Ewa")[: registry.get(game).max_players]


@job("test_a_saved_game_prints_scores_then_a_page_per_player")
def _saved_game_job(chosen: dict[str, str], place: Path) -> Job:
    """A finished game saved in the data folder, printed by its id."""
    with data_in(place / "data"):
        savefile.write(finished_game(chosen["game"], _four_names(chosen["game"])))
    out = place / "game.pdf"
    return Job(
        ("--match", "paper-game", "--out", str(out), "--language", "el"), out, place / "data"
    )


@PRINTS
@pytest.mark.parametrize("game", GAMES)
def test_a_saved_game_prints_scores_then_a_page_per_player(
    qapp, printed, request, tmp_path: Path, game: str
) -> None:
    from PySide6.QtGui import QPageLayout

    from sheetdesk.ui.paper import game_document

    names = _four_names(game)
    done = printed(request)
    out = done.out
    assert done.returncode == 0, done.stderr
    # nothing on stderr: no gradient, which a PDF cannot hold (Qt said so once per header
    # drawn), and no window's least size handed to a platform without windows
    assert done.stderr == ""
    assert int(info(out)["Pages"]) == 1 + len(names)
    # (turned as the paper module turns the game's sheets: a wide one on a wide page)
    document = game_document(finished_game(game, names), "a4")
    wide = document.orientation == QPageLayout.Orientation.Landscape
    document.release()
    assert info(out)["Page size"].startswith(A4_WIDE if wide else A4)
    text = words(out)
    assert "Τελικ" in text  # the scores page's title, in Greek
    for name in names:
        assert name in text
    for page in range(1, 2 + len(names)):
        assert inked_share(out, page, tmp_path) > 0.02


@job("test_names_print_as_read_pictures_by_their_name_no_text_turned_around")
def _names_job(chosen: dict[str, str], place: Path) -> Job:
    """A finished game's save with emoji in names and a right-to-left override hand-edited into
    one, printed by its file (from a fresh data folder)."""
    with data_in(place / "saved"):
        path = savefile.write(finished_game(chosen["game"], ("Ana 🎲", "Ζωή 👵🏽", "Kuba")))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["players"][2]["name"] = "\u202eabuK Nowak"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = place / "names.pdf"
    return Job(("--match", str(path), "--out", str(out)), out, place / "data")


@PRINTS
@pytest.mark.parametrize("game", GAMES)
def test_names_print_as_read_pictures_by_their_name_no_text_turned_around(
    printed, request, game: str
) -> None:
    """Emoji, which no font a PDF embeds draws, print as their names; a right-to-left override
    hand-edited into a save never reaches the page (the loader drops it), so nothing prints
    backwards."""
    done = printed(request)
    out = done.out
    assert done.returncode == 0, done.stderr
    text = words(out)
    assert "Ana (game die)" in text and "Ζωή (older woman)" in text
    assert "abuK Nowak" in text
    assert not any(c in text for c in "\u202e\ufe0f\U0001f3b2\U0001f475")


@job("test_an_unwritable_place_loses_nothing")
def _unwritable_job(chosen: dict[str, str], place: Path) -> Job:
    out = place / "not-a-folder"
    out.write_text("kept")
    return Job(
        ("--game", ANY_GAME, "--out", str(out / "pads.pdf")), out / "pads.pdf", place / "data"
    )


@PRINTS
def test_an_unwritable_place_loses_nothing(printed, request) -> None:
    done = printed(request)
    out = done.folder
    assert done.returncode == 1
    assert "cannot be written there" in done.stderr
    assert out.read_text() == "kept"


def test_a_full_disk_keeps_the_old_pdf(qapp, monkeypatch, tmp_path: Path) -> None:
    """The disk is full at each of the write's file system calls in turn (after the PDF is made:
    tests/proof/kill_points.py): the old file is kept, or the new one is whole, never a part."""
    from sheetdesk.ui import paper
    from tests.proof.kill_points import fail_at_step

    out = tmp_path / "pads.pdf"
    document = paper.pad_document(ANY_GAME, 2, "a4")
    made = paper.pdf_bytes(document)
    monkeypatch.setattr(paper, "pdf_bytes", lambda *args: made)  # (made once, written each time)

    def attempt(at: int) -> tuple[str | None, int]:
        out.write_bytes(b"%PDF old")
        with monkeypatch.context() as patch:
            counter = fail_at_step(at, errno.ENOSPC, patch.setattr)
            try:
                paper.write_pdf(document, out)
            except paper.PaperError as error:
                return str(error), counter.steps
        return None, counter.steps

    told = 0
    try:
        for at in range(1, attempt(0)[1] + 1):
            said, _ = attempt(at)
            assert out.read_bytes() in (b"%PDF old", made), f"full at step {at}: a part written"
            assert [p.name for p in tmp_path.iterdir()] == ["pads.pdf"], at  # no temporary file
            if said is not None:
                told += 1
                assert "disk is full" in said
            else:
                assert out.read_bytes() == made, f"full at step {at}: not told, and not written"
    finally:
        document.release()
    assert told >= 3


def open_print_dialog(window, monkeypatch, drive) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+P in the window, then `drive(dialog)` once the dialog is up and has the keyboard."""
    from PySide6.QtWidgets import QApplication

    seen = []

    def run(dialog) -> bool:  # type: ignore[no-untyped-def]
        dialog.show()
        QTest.qWaitForWindowExposed(dialog)
        dialog.activateWindow()
        QTest.qWaitForWindowActive(dialog)
        seen.append(dialog)
        drive(dialog)
        dialog.close()
        return True

    monkeypatch.setattr(window, "exec_dialog", run)
    focus = QApplication.focusWidget() or window
    QTest.keyClick(focus, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert seen, "Ctrl+P opened no dialog"


def tab_to(widget, limit: int = 12) -> None:  # type: ignore[no-untyped-def]
    """Tab through the dialog until `widget` has the keyboard."""
    from PySide6.QtWidgets import QApplication

    for _ in range(limit):
        if widget.hasFocus():
            return
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert widget.hasFocus(), QApplication.focusWidget()


def test_print_from_the_game_menu_by_keyboard(window, dialog_log, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+P opens Print…; Tab reaches the game chooser (End: the last game) and the Save as
    PDF button (Enter writes the file)."""
    from PySide6.QtWidgets import QApplication

    pdf = tmp_path / "from-menu.pdf"
    dialog_log.save_as = str(pdf)

    def drive(dialog) -> None:  # type: ignore[no-untyped-def]
        assert dialog.pads_choice.isChecked()  # no game open: blank pads
        tab_to(dialog.game_box)
        QTest.keyClick(dialog.game_box, Qt.Key.Key_End)
        assert dialog.game_box.currentData() == registry.GAMES[-1].id
        tab_to(dialog.pdf_button)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)

    open_print_dialog(window, monkeypatch, drive)
    assert pdf.exists(), dialog_log.shown
    assert int(info(pdf)["Pages"]) >= 1
    assert registry.GAMES[-1].name in words(pdf)
    assert dialog_log.shown[-1][0] == "PDF written"


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_with_no_game_open_print_speaks_only_of_blank_pads(window, monkeypatch, language) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+P with no game open: blank pads are all it can print, so nothing it shows speaks
    of this game's sheets (no choice that cannot be taken, no "or the sheets of this game").
    With a game open, both are offered and the words say so."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    window.set_language(language)
    seen: list[tuple[str, str, list[str]]] = []

    def drive(dialog) -> None:  # type: ignore[no-untyped-def]
        shown = [
            w.text().replace("&", "")
            for w in [*dialog.findChildren(QLabel), *dialog.findChildren(QAbstractButton)]
            if w.isVisible() and w.text()
        ]
        seen.append((dialog.intro.text(), dialog.game_choice.text().replace("&", ""), shown))

    open_print_dialog(window, monkeypatch, drive)
    path = savefile.write(finished_game(GAMES[0], ("Ana", "Jan")))
    assert window.open_path(path, external=False)
    window.activateWindow()  # (the window the dialog closed over has the keyboard again)
    QTest.qWaitForWindowActive(window)
    open_print_dialog(window, monkeypatch, drive)
    # (with a game, the choice names its paper in the game's own word: GameUi.paper)
    (bare_intro, sheets, bare), (game_intro, game_sheets, with_game) = seen
    assert sheets not in bare and game_sheets not in bare and game_sheets in with_game
    assert bare_intro in bare and game_intro in with_game
    assert bare_intro != game_intro  # (the words with a game speak of its sheets)


def test_printing_says_so_without_qtprintsupport(window, dialog_log, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    from sheetdesk.ui import print_dialog

    monkeypatch.setattr(print_dialog, "print_support", lambda: None)

    def drive(dialog) -> None:  # type: ignore[no-untyped-def]
        tab_to(dialog.printer_button)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)

    open_print_dialog(window, monkeypatch, drive)
    assert dialog_log.shown[-1][0] == "Printing is not available"


def test_print_paints_the_pages_on_the_printer(window, dialog_log, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Print… opens the print preview; what it sends to the printer (here a PDF printer, as a
    user may choose) holds the same pages."""
    from PySide6 import QtPrintSupport
    from PySide6.QtWidgets import QApplication

    out = tmp_path / "printer.pdf"
    previews = []

    def preview(self) -> int:  # type: ignore[no-untyped-def]
        previews.append(self)
        printer = self.printer()
        printer.setOutputFormat(QtPrintSupport.QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        self.paintRequested.emit(printer)
        return 1

    monkeypatch.setattr(QtPrintSupport.QPrintPreviewDialog, "exec", preview)

    chosen = []

    def drive(dialog) -> None:  # type: ignore[no-untyped-def]
        chosen.append((dialog.game_box.currentData(), dialog.paper_box.currentData()))
        tab_to(dialog.count)
        QTest.keyClick(dialog.count, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(dialog.count, "5")
        tab_to(dialog.printer_button)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)

    open_print_dialog(window, monkeypatch, drive)
    assert len(previews) == 1
    pdf = info(out)
    game, paper_name = chosen[0]
    pads = blank_pads(game, 5, paper_name)  # the five pads asked for, of the game offered
    assert int(pdf["Pages"]) == pads.pages
    assert paper_name == "a4" and pdf["Page size"].startswith(A4_WIDE if pads.landscape else A4)
    assert "Score sheet of" in words(out)


def open_preview(window, monkeypatch, preview) -> None:  # type: ignore[no-untyped-def]
    """Print… by the keyboard (Ctrl+P, Tab to Print…, Space): Qt's print preview, made as the
    app makes it, runs `preview(dialog)` in place of its own event loop."""
    from PySide6 import QtPrintSupport
    from PySide6.QtWidgets import QApplication

    monkeypatch.setattr(QtPrintSupport.QPrintPreviewDialog, "exec", preview)

    def drive(dialog) -> None:  # type: ignore[no-untyped-def]
        tab_to(dialog.printer_button)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)

    open_print_dialog(window, monkeypatch, drive)


@pytest.mark.parametrize("language", ["el", "pl"])
def test_the_print_preview_speaks_the_apps_language(window, monkeypatch, language) -> None:  # type: ignore[no-untyped-def]
    """Print… opens Qt's print preview, whose buttons say what they do only in their tips: in
    the app's language as in English, every tip (Qt ships no Greek words of its own)."""
    from PySide6.QtWidgets import QToolButton

    tips: list[list[str]] = []

    def preview(self) -> int:  # type: ignore[no-untyped-def]
        # (the tool bar's own overflow button has none)
        tips.append([b.toolTip() for b in self.findChildren(QToolButton) if b.toolTip()])
        return 0

    open_preview(window, monkeypatch, preview)
    window.set_language(language)
    window.activateWindow()  # (the window the dialog closed over has the keyboard again)
    QTest.qWaitForWindowActive(window)
    open_preview(window, monkeypatch, preview)
    english, translated = tips
    assert len(english) == len(translated) > 10
    assert not set(english) & set(translated), set(english) & set(translated)


def test_the_print_previews_buttons_are_reached_by_tab_and_ringed(window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Print… opens Qt's print preview, whose tool bar (Print, Page setup, zoom, pages) a
    family with the keyboard alone reaches by Tab, each button ringed while it has the
    keyboard (Qt's own take no keyboard: the preview could only be closed)."""
    from PySide6.QtWidgets import QApplication, QToolButton

    from tests.ui.driving import ring_at_edges

    reached: list[str] = []
    buttons: list[str] = []
    unringed: list[str] = []
    hidden: list[str] = []

    def preview(self) -> int:  # type: ignore[no-untyped-def]
        self.show()
        QTest.qWaitForWindowExposed(self)
        self.activateWindow()
        QTest.qWaitForWindowActive(self)
        # (the tool bar's own overflow button says nothing; on the first page, First page and
        # Previous page are off)
        tools = [b for b in self.findChildren(QToolButton) if b.toolTip() and b.isEnabled()]
        hidden.extend(b.toolTip() for b in tools if not b.isVisible())
        buttons.extend(b.toolTip() for b in tools)
        for _ in range(3 * len(tools)):
            QTest.keyClick(QApplication.focusWidget() or self, Qt.Key.Key_Tab)
            now = QApplication.focusWidget()
            tip = now.toolTip() if isinstance(now, QToolButton) else ""
            if tip in buttons and tip not in reached:
                reached.append(tip)
                if not ring_at_edges(now.grab().toImage()):
                    unringed.append(tip)
        self.close()
        return 0

    open_preview(window, monkeypatch, preview)
    assert len(buttons) > 10 and not hidden, hidden
    assert sorted(reached) == sorted(buttons), set(buttons) - set(reached)
    assert not unringed, unringed


@job("test_an_unfinished_game_prints_its_scores_so_far")
def _unfinished_job(chosen: dict[str, str], place: Path) -> Job:
    """A game saved halfway, printed by its file (from a fresh data folder)."""
    game = chosen["game"]
    full = play_one(game, 2, 7, bot=quick_bot(game))
    rules = registry.get(game).rules()
    players = [Player("Ana"), Player("Jan")]
    half = len(full.log) // 2
    session = Session.restore(rules, players, full.options, full.seed, full.log, half, "half-game")
    with data_in(place / "saved"):
        path = savefile.write(session)
    out = place / "half.pdf"
    return Job(("--match", str(path), "--out", str(out), "--language", "pl"), out, place / "data")


@PRINTS
@pytest.mark.parametrize("game", GAMES)
def test_an_unfinished_game_prints_its_scores_so_far(printed, request, game: str) -> None:
    done = printed(request)
    out = done.out
    assert done.returncode == 0, done.stderr
    assert int(info(out)["Pages"]) == 3
    text = words(out)
    assert "Dotychczasowe wyniki" in text  # "Scores so far"
    assert "Wyniki końcowe" not in text  # not "Final scores"


@pytest.mark.parametrize("game", GAMES)
def test_print_the_open_game_from_its_table(
    window, dialog_log, monkeypatch, tmp_path, game
) -> None:  # type: ignore[no-untyped-def]
    """With a game open, Print… offers its sheets first: Enter on Save as PDF writes the scores
    page and one page per player."""
    from PySide6.QtWidgets import QApplication

    session = finished_game(game, ("Ana", "Jan", "Ewa"))
    path = savefile.write(session)  # (the window's data folder)
    assert window.open_path(path, external=False)
    pdf = tmp_path / "game.pdf"
    dialog_log.save_as = str(pdf)

    def drive(dialog) -> None:  # type: ignore[no-untyped-def]
        assert dialog.game_choice.isChecked()
        assert not dialog.count.isEnabled()
        tab_to(dialog.pdf_button)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)

    open_print_dialog(window, monkeypatch, drive)
    assert dialog_log.shown[-1][0] == "PDF written", dialog_log.shown
    assert int(info(pdf)["Pages"]) == 4
    text = words(pdf)
    assert "Final scores" in text
    for name in ("Ana", "Jan", "Ewa"):
        assert name in text


@job("test_an_unknown_match_is_named")
def _unknown_match_job(chosen: dict[str, str], place: Path) -> Job:
    out = place / "x.pdf"
    return Job(("--match", "no-such-game", "--out", str(out)), out, place)


@PRINTS
def test_an_unknown_match_is_named(printed, request) -> None:
    done = printed(request)
    assert done.returncode == 2
    assert "no saved game 'no-such-game'" in done.stderr
    assert not done.out.exists()


def _finished_in_history(window, qtbot, game):  # type: ignore[no-untyped-def]
    """A finished game of `game`, chosen in Game ▸ Finished games."""
    from tests.ui.test_history_page import _game, _open

    session = _game(game, ["Ana", "Kuba"], 1)
    page = _open(window, qtbot)
    qtbot.waitUntil(lambda: page.table.model().rowCount() == 1)
    QTest.mouseClick(
        page.table.viewport(),
        Qt.MouseButton.LeftButton,
        pos=page.table.visualRect(page.table.model().index(0, 0)).center(),
    )
    return session, page


def _finished_pdf_says_it_all(pdf: Path, session: Session, finished: object) -> None:
    """The first page: the date, the players, the winner, why the game ended."""
    from sheetdesk.ui.formatting import format_datetime

    first = subprocess.run(
        ["pdftotext", "-f", "1", "-l", "1", str(pdf), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert format_datetime(finished).replace("\u202f", " ") in first.replace("\u202f", " ")
    assert "Players: Ana, Kuba" in first
    scores = session.rules.scores(session.state)
    winner = max(scores, key=lambda seat: scores[seat].total)
    assert f"{session.players[winner].name} wins" in first
    reason = session.rules.end_reason(session.state)
    from sheetdesk.ui.formatting import render

    # (why the game ended, where its rules say: a game may end without a word of why, its
    # `end_reason` the quiet default, docs/kit/rules.md)
    assert reason is None or render(reason).split()[0] in first


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_prints_from_finished_games_and_its_replay(
    window, qtbot, dialog_log, monkeypatch, tmp_path, game
) -> None:  # type: ignore[no-untyped-def]
    session, page = _finished_in_history(window, qtbot, game)
    record = page.selected()
    assert page.print_button.isEnabled()
    pdf = tmp_path / "finished.pdf"
    dialog_log.save_as = str(pdf)
    seen = []

    def run(dialog) -> bool:  # type: ignore[no-untyped-def]
        seen.append(dialog)
        assert dialog.game_choice.isChecked() and dialog.session is not None
        QTest.mouseClick(dialog.pdf_button, Qt.MouseButton.LeftButton)
        return True

    monkeypatch.setattr(window, "exec_dialog", run)
    QTest.mouseClick(page.print_button, Qt.MouseButton.LeftButton)
    assert len(seen) == 1 and pdf.exists(), dialog_log.shown
    _finished_pdf_says_it_all(pdf, session, record.finished)
    assert int(info(pdf)["Pages"]) == 1 + len(session.players)

    pdf.unlink()
    QTest.keyClick(page.table, Qt.Key.Key_Return)  # the replay of the same game
    assert window.current_page_name() == "replay"
    replay = window.page("replay")
    QTest.mouseClick(replay.print_button, Qt.MouseButton.LeftButton)
    assert len(seen) == 2 and pdf.exists()
    _finished_pdf_says_it_all(pdf, session, record.finished)
    pdf.unlink()
    QTest.keyClick(replay, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)  # the menu's key
    assert len(seen) == 3 and pdf.exists()


def test_the_pdf_chooser_starts_in_the_documents_folder_and_remembers(
    window, dialog_log, monkeypatch, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QStandardPaths

    from sheetdesk.ui import dialogs
    from sheetdesk.ui.settings import load_settings

    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    Path(documents).mkdir(parents=True, exist_ok=True)
    elsewhere = tmp_path / "pads"
    elsewhere.mkdir()
    offered: list[str] = []

    def choose(parent, title, suggestion, filters):  # type: ignore[no-untyped-def]
        offered.append(suggestion)
        return str(elsewhere / "pads.pdf")

    monkeypatch.setattr(dialogs, "save_file", choose)

    def drive(dialog) -> None:  # type: ignore[no-untyped-def]
        QTest.mouseClick(dialog.pdf_button, Qt.MouseButton.LeftButton)

    open_print_dialog(window, monkeypatch, drive)
    assert Path(offered[0]).parent == Path(documents)
    assert load_settings().pdf_folder == str(elsewhere)  # remembered, on disk
    window.activateWindow()  # (the dialog gone, the window has the keyboard again)
    QTest.qWaitForWindowActive(window)
    open_print_dialog(window, monkeypatch, drive)
    assert Path(offered[1]).parent == elsewhere


@pytest.mark.parametrize("language", ["el", "pl"])
@pytest.mark.parametrize("game", GAMES)
def test_every_word_over_a_pads_box_fits_its_place(qapp, game: str, language: str) -> None:
    """The names over the empty boxes, in the pad's language: no word wider than its place
    (a long Greek or Polish word is never cut on both sides). A pad with its own totals has no
    such boxes."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF

    import sheetdesk.games
    from sheetdesk.ui import paper as pages
    from sheetdesk.ui.i18n import Translators

    sheetdesk.games.import_all()
    translators = Translators()
    translators.install(language)
    document = pages.pad_document(game, 6, "letter")
    try:
        sheet = document.pages[0].sheets[0]
        names = sheet.boxes()
        if not names:
            pytest.skip(f"{game}'s pad has its own totals: no boxes under it")
        metrics = QFontMetricsF(pages._font(12, bold=True))
        room = pages.page_room("letter", document.orientation)
        columns = document.pages[0].columns
        width = (room.width() - (columns - 1) * pages.GAP) / columns
        for name, (label, _box) in zip(
            names, pages.box_places(QRectF(0, 0, width, 0), names), strict=True
        ):
            for word in name.split():
                assert metrics.horizontalAdvance(word) <= label.width(), (name, word)
    finally:
        document.release()
        translators.install("en")


def test_the_paper_chosen_is_offered_again(
    window, dialog_log, monkeypatch, qtbot, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    """The paper chosen in Print… (Letter, by keys) is offered the next time, in the next run
    too; a paper chosen in the printer's own page setup (A4) as well. The first time, the
    locale's (A4 here)."""
    from PySide6 import QtPrintSupport
    from PySide6.QtGui import QPageSize
    from PySide6.QtWidgets import QApplication

    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import load_settings

    pdf = tmp_path / "letter.pdf"
    dialog_log.save_as = str(pdf)
    offered = []

    def choose_letter(dialog) -> None:  # type: ignore[no-untyped-def]
        offered.append(dialog.paper_box.currentData())
        tab_to(dialog.paper_box)
        QTest.keyClick(dialog.paper_box, Qt.Key.Key_End)  # Letter
        tab_to(dialog.pdf_button)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)

    def look(dialog) -> None:  # type: ignore[no-untyped-def]
        offered.append(dialog.paper_box.currentData())

    open_print_dialog(window, monkeypatch, choose_letter)
    assert "letter" in info(pdf)["Page size"]
    with qtbot.waitActive(window):  # (back to the window, its dialog closed)
        window.activateWindow()
    open_print_dialog(window, monkeypatch, look)
    assert offered == ["a4", "letter"]

    def a4_in_page_setup(self) -> int:  # type: ignore[no-untyped-def]
        self.printer().setPageSize(QPageSize(QPageSize.PageSizeId.A4))  # (as its setup does)
        return 0

    def print_on_a4(dialog) -> None:  # type: ignore[no-untyped-def]
        offered.append(dialog.paper_box.currentData())
        tab_to(dialog.printer_button)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)

    monkeypatch.setattr(QtPrintSupport.QPrintPreviewDialog, "exec", a4_in_page_setup)
    window.close()
    later = MainWindow(Translators(), load_settings())  # (the next run reads the settings)
    qtbot.addWidget(later)
    with qtbot.waitExposed(later):
        later.show()
    with qtbot.waitActive(later):
        later.activateWindow()
    open_print_dialog(later, monkeypatch, print_on_a4)
    with qtbot.waitActive(later):
        later.activateWindow()
    open_print_dialog(later, monkeypatch, look)
    assert offered == ["a4", "letter", "letter", "a4"]
    later.close_game()
