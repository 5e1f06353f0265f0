"""The layout audit: every page a family meets, in English, Greek and Polish, on the screens of
family laptops (1024×600, 1366×768, 1280×720, 1920×1080 logical pixels), walked widget by widget
for what would look broken (tests/ui/audit.py: a window larger than the screen, widgets drawn
over each other or cut off, text that does not fit or is under 9 pt, the writer's sheet smaller
than another's), and once more with Qt scaling everything by 1.25 or 1.5, down to 683×400
(1024×600 at 150 %: the smallest screen the app is made for).

One test per page × language × screen, named `<page>-<language>-<W>x<H>` so that a part can be
run with -k (e.g. `-k "table and el"`, `-k 1024x600`). A picture of each page found at fault is
saved in build/layout-audit/ (or $SHEETDESK_AUDIT_DIR) under the test's name, for a look at the
failure; with SHEETDESK_AUDIT_PICTURES=all, a picture of every page checked.

The pages: the start page; the New game dialog with each game at 1, 2, 4 and its most seats (the
players remembered offered above the seats); each game's table at 2 and at its most seats, in the
middle of a game (each seat's symbol in its sheet's caption), and at its most seats with each
variant it declares set away from its default (`table-<game>-<seats>-<variant>`: what the option
draws on the sheets); the hand-over page; the scores page at the end of a game; the saved games
page; the settings dialog; the Print dialog; the rules of each game; the Learn to play page, and
each game's lesson at its first step and at its end (the score card explained); at 1366×768 at
150 %, every step of every lesson (`lessonstep<n>-<game>`), with the usual and with Larger text.
Further looks at some of them (`SPREAD`: About, each game's rules halfway and at their end, a
replay at its start and as it opens, a lesson halfway) are checked on every screen and in every
language, not in each language on each screen. One main window per language shows the pages, a
table is built once and resized through the screens (the tests run language by language, page by
page; with the suite spread over workers, a language's go to one of them), and a replay's and a
lesson's steps are reached one from another (`_in_steps`).
The audit reads geometry and what each sheet states, never pixels: while it works the sheets'
views do not paint on screen (it paints their items itself), a page reading the saves is waited
for asleep, not by turning the loop, and the last move's motion is ended at once
(`motion.finish_all`), not played out.
"""

from __future__ import annotations

import functools
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEventLoop, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QWidget

from sheetdesk.core import registry, savefile
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from tests.ui import given_up
from tests.ui.audit import audit, picture_problems, picture_texts
from tests.ui.laid_out import settle

# The auditor's window (one per language) lives through the module's tests, which run in between
# its cases: the check that a test's windows go with it would take the auditor's for theirs.
pytestmark = pytest.mark.shared_window

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "el", "pl")
SCREENS = ((1024, 600), (1366, 768), (1280, 720), (1920, 1080))
GAMES = tuple(game.id for game in registry.GAMES)
# the game nine may play, as the registry declares it (the most names on a page)
NINE = next(game.id for game in registry.GAMES if game.max_players >= 9)
LESSONS = tuple(game.id for game in registry.GAMES if game.lesson() is not None)
# long names in every script
NAMES = (
    "Ana",
    "Zofia Kowalska",
    "Γιαγιά Σοφία",
    "Jan",
    "Dimitris",
    "Małgorzata",
    "Filip",
    "Παναγιώτης",
    "Helena",
)


def _seats(game: str, wanted: tuple[int, ...]) -> list[int]:
    info = registry.get(game).rules().info
    return sorted(
        {n if n > 0 else info.max_players for n in wanted}
        & set(range(info.min_players, info.max_players + 1))
    )


def _variants(game: str) -> list[str]:
    """The keys of the variants `game` declares: each is audited on a table of its own, set the
    other way from its default (the default is what every other page plays)."""
    return [variant.key for variant in registry.get(game).rules().info.variants]


def _options(game: str, variant: str = "") -> dict[str, bool]:
    """`game`'s options at their defaults, `variant` (a key, if any) set the other way."""
    info = registry.get(game).rules().info
    return {v.key: v.default != (v.key == variant) for v in info.variants}


def _pages() -> list[str]:
    pages = ["start"]
    pages += [f"newgame-{g}-{n}" for g in GAMES for n in _seats(g, (1, 2, 4, 0))]
    pages += [f"table-{g}-{n}" for g in GAMES for n in _seats(g, (2, 0))]
    pages += ["handover", "end", "saved", "players", "history", "settings", "print"]
    pages += ["statistics-figures", "statistics-chart", "statistics-versus"]
    # (after the statistics: what they show is what the cases before them saved)
    pages += [f"unusable-{page}" for page in ("players", "history", "statistics")]
    pages += [f"rules-{g}" for g in GAMES]
    pages += [f"replay-{g}" for g in GAMES]
    pages += ["learn"]
    pages += [f"{kind}-{g}" for g in LESSONS for kind in ("lesson", "lessonend")]
    # each variant away from its default, at the most seats (the writer's sheet smallest); last,
    # so that the pages before keep the languages they take in turn (audit_scaled, audit_look)
    pages += [f"table-{g}-{n}-{v}" for g in GAMES for n in _seats(g, (0,)) for v in _variants(g)]
    # the end of a game of six (after nine's, "end": the score card's usual type, its widest
    # columns side by side), after them for the same reason
    pages += ["end-6"]
    return pages


def _spread_pages() -> list[str]:
    """Pages checked in every language and on every screen, though not in each language on
    each screen (`CASES`): further steps of pages whose first look is in `PAGES`."""
    pages = ["about"]
    pages += [f"{kind}-{g}" for g in GAMES for kind in ("rulesmiddle", "rulesend")]
    pages += [f"{kind}-{g}" for g in GAMES for kind in ("replaystart", "replayopened")]
    pages += [f"lessonmiddle-{g}" for g in LESSONS]
    return pages


PAGES = _pages()
SPREAD = _spread_pages()
# the pages checked once more with Larger text in each language by the 150 % and 125 % runs:
# every table (the header, buttons and captions around the sheets), the end of a game of six
# (its players' columns side by side at their widest: they fit without scrolling sideways) and
# each game's rules (the games' names whole, where their tabs have no room)
LARGER = [page for page in PAGES if page.startswith(("table-", "rules-"))] + ["end-6"]


# The steps of a page reached one from another, in the order the auditor goes through them: a
# replay as it opens (at its end), then halfway, then at its start (each a `go` from where it is);
# a lesson at its first step, halfway, at its end (played on from the step before).
REPLAY_STEPS = ("replayopened", "replay", "replaystart")
LESSON_STEPS = ("lesson", "lessonmiddle", "lessonend")
# a lesson at one step of its own: `lessonstep<n>-<game>`, n from 1 (the last: the score card)
LESSON_STEP = "lessonstep"


def lesson_step(kind: str, steps: int) -> int:
    """The learner's step (from 1; the last, `steps`, the score card explained) that a lesson's
    page `kind` shows, in a lesson of `steps` steps."""
    if kind in LESSON_STEPS:
        return (1, (steps + 1) // 2, steps)[LESSON_STEPS.index(kind)]
    return int(kind.removeprefix(LESSON_STEP))


def is_lesson(kind: str) -> bool:
    """Whether a page of kind `kind` is a lesson at one of its steps."""
    return kind in LESSON_STEPS or (
        kind.startswith(LESSON_STEP) and kind.removeprefix(LESSON_STEP).isdigit()
    )


@functools.cache
def lesson_length(game: str) -> int:
    """How many steps `game`'s lesson shows (the learner's moves, then the score card), as
    the window counts them."""
    from sheetdesk.core.lesson import LEARNER, moves
    from sheetdesk.core.turns import LessonPolicy

    entry = registry.get(game)
    lesson = entry.lesson()
    script = moves(lesson, entry.rules(), entry.bot, entry.bots[0])
    return LessonPolicy(lesson, script, LEARNER).steps


def lesson_walk() -> list[str]:
    """Every step of every lesson, a page each (`lessonstep<n>-<game>`), in the order they are
    played: what a family sees from a lesson's first step to its score card."""
    return [f"{LESSON_STEP}{n}-{g}" for g in LESSONS for n in range(1, lesson_length(g) + 1)]


def _in_steps(pages: list[str]) -> list[str]:
    """`pages` with the steps of each replay and each lesson side by side, in the order above
    (where one step is reached from the one before), the others where they are."""
    ordered: list[str] = []
    for page in pages:
        if page in ordered:
            continue  # (a step placed with the first of its page's steps)
        kind, _, rest = page.partition("-")
        steps = next((s for s in (REPLAY_STEPS, LESSON_STEPS) if kind in s), ())
        ordered += [f"{step}-{rest}" for step in steps if f"{step}-{rest}" in pages] or [page]
    assert sorted(ordered) == sorted(pages)
    return ordered


def in_turn(turns: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """`turns` ((language, page) each) in the order one auditor checks them best: language by
    language (a window each), a language's pages as `_in_steps` orders them (a page the audit
    does not walk, asked for by name, after them: a table of other seats, `table-<game>-<n>`)."""
    order = {page: i for i, page in enumerate(_in_steps(PAGES + SPREAD))}

    def place(page: str) -> tuple[int, int]:
        kind, _, rest = page.partition("-")
        if kind.startswith(LESSON_STEP):  # (after the lesson's first step, one by one)
            return order[f"lesson-{rest}"], int(kind.removeprefix(LESSON_STEP))
        return order.get(page, len(order)), 0

    return sorted(turns, key=lambda turn: (LANGUAGES.index(turn[0]), *place(turn[1])))


def turns_of(pages: list[str], shift: int = 0) -> list[tuple[str, str]]:
    """(language, page) for each of `pages`, the languages taking turns page by page (from the
    `shift`th language on)."""
    return [(LANGUAGES[(i + shift) % len(LANGUAGES)], page) for i, page in enumerate(pages)]


# Where the languages' turns begin on each of Qt's scaled screens (logical size; others: 0):
# over 910×512, 819×480 and 683×400 each page meets each language once. A page's words are
# longest in one language or another (English's "Hand of Γιαγιά Σοφία" under a replay's sheet,
# Greek's own words in a caption), and a page met in one language alone on the small screens
# left the others' cuts unseen.
TURN_SHIFTS = {(819, 480): 1, (683, 400): 2}


def scaled_turns(screen: tuple[int, int] = (0, 0)) -> list[tuple[str, str]]:
    """The (language, page) pairs a run at one of Qt's scales on `screen` (its logical size)
    checks (`audit_scaled.py`): each page once, the languages taking turns page by page (from
    the screen's `TURN_SHIFTS` on), but a lesson's steps in every language (its words beside
    the sheet and its game buttons are the longest in one language or another, and the room a
    scale leaves them is least)."""
    pages = PAGES + SPREAD
    turns = turns_of(pages, TURN_SHIFTS.get(screen, 0))
    lessons = [page for page in pages if page.partition("-")[0] in LESSON_STEPS]
    turns += [(lang, page) for page in lessons for lang in LANGUAGES if (lang, page) not in turns]
    return in_turn(turns)


def _cases() -> list[tuple[str, str, tuple[int, int]]]:
    """Each page of `PAGES` in each language on each screen; each page of `SPREAD` on each
    screen once, its languages turning with the screens (each language at least once). A
    language's pages in the order the auditor reaches them best (`_in_steps`)."""
    spread = {
        (page, LANGUAGES[(i + k) % len(LANGUAGES)], screen)
        for i, page in enumerate(SPREAD)
        for k, screen in enumerate(SCREENS)
    }
    return [
        (page, lang, screen)
        for lang in LANGUAGES
        for page in _in_steps(PAGES + SPREAD)
        for screen in SCREENS
        if page in PAGES or (page, lang, screen) in spread
    ]


CASES = _cases()


def _case_id(case: tuple[str, str, tuple[int, int]]) -> str:
    page, lang, (w, h) = case
    return f"{page}-{lang}-{w}x{h}"


def audit_dir() -> Path:
    folder = Path(os.environ.get("SHEETDESK_AUDIT_DIR") or ROOT / "build" / "layout-audit")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def audit_elsewhere(script: str, *arguments: str) -> dict[str, Any]:
    """What the audit script `script` (beside this module) run in a process of its own with
    `arguments` found: the JSON of its last line (its pictures in `audit_dir()`). Work the kit
    gave up there (its warning on stderr) fails it, as it fails a test here (conftest
    `_no_work_given_up`), but for the `given_up.KNOWN`."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), SHEETDESK_AUDIT_DIR=str(audit_dir()))
    run = subprocess.run(
        [sys.executable, str(Path(__file__).with_name(script)), *arguments],
        env=env,
        capture_output=True,
        text=True,
        # (only a hung process is cut short: a loaded machine took over 900 s for 135 pages)
        timeout=3600,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    assert given_up.unknown(run.stderr.splitlines()) == []
    found: dict[str, Any] = json.loads(run.stdout.strip().splitlines()[-1])
    return found


# PNG at zlib's fastest level (Qt's quality 80): half the time of its default level, about a
# tenth larger; the pictures are only looked at, and up to 600 of them are written per run.
PICTURE_QUALITY = 80


def save_picture(widget: QWidget, name: str, problems: list[str]) -> None:
    """The page's picture, where it is at fault or every picture is asked for (grabbing and
    writing 600 pictures would cost a tenth of the audit's time on every run)."""
    if problems or os.environ.get("SHEETDESK_AUDIT_PICTURES") == "all":
        with views_painted():
            widget.grab().save(str(audit_dir() / f"{name}.png"), "PNG", PICTURE_QUALITY)


def note_findings(name: str, problems: list[str]) -> None:
    """Each page's findings, one JSON line a page at fault, in the pictures' folder (counted by
    kind when the audit is measured)."""
    if problems:
        with (audit_dir() / "findings.jsonl").open("a", encoding="utf-8") as out:
            out.write(json.dumps({"case": name, "problems": problems}, ensure_ascii=False) + "\n")


@contextmanager
def screen_of(width: int, height: int) -> Iterator[None]:
    """The screen's available area as the app asks for it (the offscreen screen is fixed)."""
    original = QScreen.availableGeometry, QScreen.availableSize
    QScreen.availableGeometry = lambda self: QRect(0, 0, width, height)  # type: ignore[method-assign]
    QScreen.availableSize = lambda self: QSize(width, height)  # type: ignore[method-assign]
    try:
        yield
    finally:
        QScreen.availableGeometry, QScreen.availableSize = original  # type: ignore[method-assign]


# whether the sheets' views paint on screen now (see `views_unpainted`)
_PAINTED = [True]


def _paint_when_asked(paint: Callable[[Any, Any], None]) -> Callable[[Any, Any], None]:
    def paint_event(view: Any, event: Any) -> None:
        if _PAINTED[-1]:
            paint(view, event)

    paint_event.unpainted = True  # type: ignore[attr-defined]
    return paint_event


@contextmanager
def views_unpainted() -> Iterator[None]:
    """While the block runs, the sheets' views paint nothing on screen. The audit reads no
    pixels: it paints each view's items itself, at the view's scale (`audit.scene_text`), and
    walks the widgets' geometry; painting every sheet again at each screen size, and at each
    step of a lesson played to its end, cost as much as the audit. A picture taken meanwhile
    paints them (`views_painted`). (The views' paintEvent is wrapped once for the process and
    never put back: the binding keeps the method it found, which must stay alive.)"""
    from sheetdesk.ui.sheetkit.view import FittingView

    if not getattr(FittingView.paintEvent, "unpainted", False):
        FittingView.paintEvent = _paint_when_asked(FittingView.paintEvent)  # type: ignore[method-assign]
    _PAINTED.append(False)
    try:
        yield
    finally:
        _PAINTED.pop()


@contextmanager
def views_painted() -> Iterator[None]:
    """The views paint again while the block runs (a picture of the page is taken)."""
    _PAINTED.append(True)
    try:
        yield
    finally:
        _PAINTED.pop()


def until(done: Callable[[], bool], timeout: float = 120.0) -> None:
    """Turn the event loop, asleep between its events, until `done()`: a page reading the saves
    in a thread of its own tells the end by a queued signal (a timer wakes the loop in case)."""
    app = QApplication.instance()
    waker = QTimer()
    waker.start(10)
    deadline = time.monotonic() + timeout
    try:
        while not done():
            assert time.monotonic() < deadline, "the page did not finish reading in time"
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)  # type: ignore[union-attr]
    finally:
        waker.stop()
    settle()


def played(game: str, seats: int, finished: bool = False, variant: str = "") -> Session:
    """A seeded game of `game` for `seats` humans (its options at their defaults, `variant` set
    the other way), played by its first bot to the middle (a step where the player to act has a
    choice, after 12 steps a seat and 20; a game over before that, one seat's, after half its
    steps) or to its end."""
    session = _played(game, seats, variant, None if finished else 12 * seats + 20)
    if not finished and session.is_over():
        session = _played(game, seats, variant, len(session.history) // 2)
    return session


def _played(game: str, seats: int, variant: str, middle: int | None) -> Session:
    """`played`'s game to its end, or to a choice after `middle` steps."""
    entry = registry.get(game)
    players = [Player(n) for n in NAMES[:seats]]
    session = Session.new(entry.rules(), players, _options(game, variant), 7)
    bot = entry.bot()
    for step in range(200_000):
        if session.is_over():
            break
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        if middle is not None and len(session.history) >= middle and len(legal) > 1:
            break
        session.act(seat, bot(session.view(seat), seat, legal, Rng(step)))
    return session


class Auditor:
    """One main window per language, its page kept while the tests resize it."""

    def __init__(self, data: Path) -> None:
        self.data = data
        self.window: Any = None
        self.translators: Any = None
        self.language = ""
        self.shown = ""
        self.saves: dict[tuple[str, int, bool, str], Path] = {}
        # the dialog page checked last and its dialog, kept (hidden) for the next screen
        self.kept_dialog: tuple[str, QWidget] | None = None

    def save(self, game: str, seats: int, finished: bool = False, variant: str = "") -> Path:
        key = (game, seats, finished, variant)
        if key not in self.saves:
            self.saves[key] = savefile.write(played(game, seats, finished, variant))
        return self.saves[key]

    def use_language(self, language: str) -> Any:
        from sheetdesk.ui.i18n import Translators
        from sheetdesk.ui.main_window import MainWindow
        from sheetdesk.ui.settings import Settings

        if self.language == language:
            return self.window
        self.close()
        self.translators = Translators()
        self.translators.install(language)
        self.window = MainWindow(self.translators, Settings(language=language))
        self.window.refresh_on_first_paint = False
        self.window.show()
        settle()
        self.language, self.shown = language, ""
        return self.window

    def close(self) -> None:
        self.drop_dialog()
        if self.window is not None:
            self.window.close_game()
            self.window.close()
            self.window.deleteLater()
            settle()
        if self.translators is not None:
            # this window's language goes with it (a translator left installed would speak
            # for every later window of the run)
            self.translators.install("en")
            self.translators = None
        self.window = None
        self.language = ""

    def open(self, path: Path, page: str) -> None:
        window = self.window
        assert window.open_path(path, external=False)
        settle()
        if page == "table" and window.current_page_name() == "handover":
            window.controller.confirm_handover()
            settle()
        assert window.current_page_name() == page

    def _step_after(self, steps: tuple[str, ...], kind: str, rest: str) -> bool:
        """The window shows an earlier step of `steps` of the same game (`rest`) than `kind`."""
        shown, _, shown_rest = self.shown.partition("-")
        return shown_rest == rest and shown in steps and steps.index(shown) < steps.index(kind)

    def _lesson_before(self, kind: str, rest: str) -> bool:
        """The window shows `rest`'s lesson at an earlier step than the lesson's page `kind`."""
        shown, _, shown_rest = self.shown.partition("-")
        if shown_rest != rest or not is_lesson(shown) or not self.window.in_lesson():
            return False
        steps = self.window.lesson.steps
        return lesson_step(shown, steps) < lesson_step(kind, steps)

    def show(self, page: str) -> None:
        """Bring the main window to `page` (kept when it shows it already)."""
        if self.shown == page:
            return
        window = self.window
        kind, _, rest = page.partition("-")
        if kind == "start":
            window.close_game()
            window.show_page("start")
            window.refresh_start()
        elif kind == "table":
            game, seats, *variant = rest.split("-")
            self.open(self.save(game, int(seats), variant=variant[0] if variant else ""), "table")
        elif kind == "handover":
            self.open(self.save(GAMES[0], 3), "handover")
        elif kind == "end":
            self.open(self.save(NINE, int(rest or 9), finished=True), "scores")
        elif kind == "saved":
            # the same saves whichever tests ran before: a long list of names among them
            for game, seats, finished in ((GAMES[0], 3, False), (GAMES[0], 3, True)):
                self.save(game, seats, finished)
            self.save(NINE, 9, finished=True)
            window.show_saved_games()
        elif kind == "players":
            from sheetdesk.core.history import History

            with History() as history:  # long names, a computer, a hidden player
                history.remember_table(["Γιαγιά Αικατερίνη-Ελένη", "Zdzisław Żółć", "W" * 24])
                if history.find("Bot 1") is None:
                    history.add_player("Bot 1", computer=True, level="medium")
                history.change(history.find("Zdzisław Żółć").id, hidden=True)
            window.show_players()
            listing = window.page("players")
            until(lambda: not listing.syncing())
        elif kind == "unusable":
            # the players' and finished games' list cannot be used (a folder in its place): the
            # page says why above what it read from the saves, with a button to make it again
            self.save(GAMES[0], 3, finished=True)
            from sheetdesk.core import paths

            target = paths.history_path()
            kept = target.with_name("audit-kept.sqlite")
            target.rename(kept)
            target.mkdir()
            try:
                getattr(window, f"show_{rest}")()
                listing = window.page(rest)
                until(lambda: not listing.syncing())
            finally:
                target.rmdir()
                kept.rename(target)
        elif kind == "history":
            # finished games of two games, nine long names in one of them
            for game, seats in ((GAMES[0], 3), (NINE, 9)):
                self.save(game, seats, finished=True)
            window.show_history()
            listing = window.page("history")
            until(lambda: not listing.syncing())
        elif kind == "statistics":
            # finished games of two games, nine long names in one, a computer at its level
            for game, seats in ((GAMES[0], 3), (NINE, 9)):
                self.save(game, seats, finished=True)
            if "computer" not in self.saves:
                game = played(GAMES[0], 2, finished=True)
                # (its strongest computer, the last it declares: a save names only those)
                strongest = registry.get(GAMES[0]).bots[-1]
                seats = [game.players[0], Player("Κωνσταντίνος-Αλέξανδρος", "bot", strongest)]
                self.saves["computer"] = savefile.write(
                    Session.restore(
                        game.rules,
                        seats,
                        game.options,
                        game.seed,
                        game.history,
                        len(game.history),
                        "audit-computer",
                    )
                )
            window.show_statistics()
            listing = window.page("statistics")
            until(lambda: not listing.syncing())
            listing.tabs.setCurrentIndex(["figures", "chart", "versus"].index(rest))
            listing.player_choice.setCurrentIndex(listing.player_choice.findText(NAMES[2]))
        elif kind in REPLAY_STEPS:
            # a finished game of the most seats, looked at again: as it opens (its end), at its
            # start and halfway through (a step the replay goes to from the one shown: what it
            # shows after `go` is the position's, wherever it came from)
            if not self._step_after(REPLAY_STEPS, kind, rest) or kind == "replayopened":
                info = registry.get(rest).rules().info
                path = self.save(rest, info.max_players, finished=True)
                window.show_history()
                history = window.page("history")
                until(lambda: not history.syncing())
                record = next(g for g in history.games if g.file == Path(path).name)
                window.show_replay(record)
            replay = window.page("replay")
            if kind != "replayopened":
                replay.go(0 if kind == "replaystart" else replay.length // 2)
        elif kind in ("rules", "rulesmiddle", "rulesend"):
            window.close_game()
            rules = window.page("rules")
            rules.show_game(rest)
            window.show_page("rules")
            if kind != "rules":  # scrolled as a reader does, halfway and to the end
                settle()
                bar = rules.browser.verticalScrollBar()
                bar.setValue(bar.maximum() // 2 if kind == "rulesmiddle" else bar.maximum())
        elif kind == "learn":
            window.show_learn()
        elif is_lesson(kind):
            # (a later step of the lesson shown is played on to: the moves from its start are
            # the same, the same seeded game)
            if not self._lesson_before(kind, rest):
                window.start_lesson(rest)
            controller, lesson = window.controller, window.lesson
            controller.bot_delay_ms = 0
            step = lesson_step(kind, lesson.steps)
            for _ in range(200):
                settle()
                controller.play_bots_now()
                if lesson.finished:
                    break
                if lesson.expected is not None:
                    if lesson.step_number >= step:
                        break
                    controller.choose(lesson.expected)
            reached = (lesson.step_number, lesson.finished)
            assert reached == (step, step == lesson.steps), (page, reached)
        else:  # pragma: no cover - a page the list above does not name
            raise KeyError(page)
        settle()
        self.shown = page

    def shown_dialog(self, page: str) -> QWidget:
        """The dialog of `page` shown on the screen now asked for: the New game dialog checked
        on the screen before, shown again (it fits itself to the screen it is shown on, as when
        opened anew: `NewGameDialog.showEvent`; building it, its nine seats' rows, cost more
        than the audit of it), else a new one."""
        if self.kept_dialog is not None and self.kept_dialog[0] == page:
            dialog = self.kept_dialog[1]
            self.kept_dialog = None
            dialog.show()
            settle()
            return dialog
        self.drop_dialog()
        return self.dialog(page)

    def drop_dialog(self, dialog: QWidget | None = None) -> None:
        """Close `dialog`, or the dialog kept for the next screen, for good."""
        if dialog is None and self.kept_dialog is not None:
            dialog = self.kept_dialog[1]
        self.kept_dialog = None
        if dialog is not None:
            dialog.close()
            dialog.deleteLater()
            settle()

    def dialog(self, page: str) -> QWidget:
        window = self.window
        kind, _, rest = page.partition("-")
        if kind == "settings":
            from sheetdesk.ui.settings_dialog import SettingsDialog

            dialog: Any = SettingsDialog(self.language, window)
        elif kind == "print":
            from sheetdesk.ui.print_dialog import PrintDialog

            dialog = PrintDialog(None, window)
        elif kind == "about":  # Help ▸ About
            from sheetdesk.ui.about_dialog import AboutDialog

            dialog = AboutDialog(window)
        else:
            from sheetdesk.ui.new_game_dialog import NewGameDialog

            game, seats = rest.rsplit("-", 1)
            from sheetdesk.core.history import remembered_players

            dialog = NewGameDialog(window, remembered=remembered_players())
            dialog.game_combo.setCurrentIndex([g.id for g in dialog.games].index(game))
            dialog.count_spin.setValue(int(seats))
        dialog.show()
        settle()
        return dialog

    def check(self, page: str, language: str, screen: tuple[int, int], name: str) -> list[str]:
        width, height = screen
        window = self.use_language(language)
        with screen_of(width, height), views_unpainted():
            if page.startswith(("newgame", "settings", "print", "about")):
                if window.size() != QSize(width, height):
                    window.resize(width, height)
                dialog = self.shown_dialog(page)
                kept = False
                try:
                    problems = audit(dialog, QSize(width, height))
                    if dialog.width() > width or dialog.height() > height:
                        # a window manager keeps it on the screen: what is cut off then?
                        dialog.resize(min(dialog.width(), width), min(dialog.height(), height))
                        settle()
                        problems += [
                            p for p in audit(dialog, QSize(width, height)) if p not in problems
                        ]
                    save_picture(dialog, name, problems)
                    kept = page.startswith("newgame")
                finally:
                    if kept:
                        # hidden, as closed, for this page on the next screen (see `shown_dialog`)
                        dialog.hide()
                        self.kept_dialog = (page, dialog)
                    else:
                        self.drop_dialog(dialog)
                return problems
            self.drop_dialog()
            self.reach(page, screen)
            problems = audit(window, QSize(width, height))
            save_picture(window, name, problems)
            return problems

    def reach(self, page: str, screen: tuple[int, int]) -> None:
        """The main window at `page` (not a dialog's) on a screen of `screen`, as a family sees
        it (the window's language as it is)."""
        width, height = screen
        self.show(page)
        self.window.resize(width, height)
        settle()
        # the last move's motion at its end, as a family sees the page (while it runs, the
        # sheet shows the old picture wiped away under the new one): ended at once, as a click
        # ends it, rather than waited for (its frames cost the audit CPU, unpainted)
        from sheetdesk.ui.sheetkit import motion

        motion.finish_all()
        settle()


@pytest.fixture(scope="module")
def auditor(tmp_path_factory):
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SHEETDESK_DATA_DIR", str(tmp_path_factory.mktemp("audit-data")))
        from sheetdesk.ui import dialogs

        patch.setattr(dialogs, "inform", lambda *a, **kw: None)
        patch.setattr(dialogs, "choose", lambda *a, escape=0, **kw: escape)
        patch.setattr(dialogs, "ask", lambda *a, **kw: True)
        from sheetdesk.core.history import History

        with History() as history:  # the seats' symbols on the sheets, and New game's players
            history.remember_table(list(NAMES))
        made = Auditor(tmp_path_factory.getbasetemp())
        yield made
        made.close()


def in_its_language(language: str) -> pytest.MarkDecorator:
    """A test of the auditor's window in `language`: with the suite run on several workers, every
    such test goes to the same one (pytest-xdist's loadgroup), which reaches each page once and
    checks it on every screen (spread over the workers, each page was reached again by each)."""
    return pytest.mark.xdist_group(f"layout-audit-{language}")


@pytest.mark.parametrize(
    "case", [pytest.param(c, id=_case_id(c), marks=in_its_language(c[1])) for c in CASES]
)
def test_layout(auditor, case):
    page, language, screen = case
    name = _case_id(case)
    problems = auditor.check(page, language, screen, name)
    note_findings(name, problems)
    assert not problems, f"{name} (picture: {audit_dir() / name}.png):\n" + "\n".join(problems)


# the pages with a game's sheets on them (a table, a lesson, a replay)
SHEET_PAGES = ("table-", "lesson", "replay")


def walked_together(
    request: pytest.FixtureRequest, screen: tuple[str, ...], parts: dict[str, list[str]]
) -> dict[str, dict[str, Any]]:
    """The audit at Qt's scale and screen `screen` (factor, width, height) for the tests named
    in `parts` (each test's arguments to `audit_scaled.py`), in one process, one after another
    as each would be walked in a process of its own (a window and a data folder of its own; Qt
    and the app started once): for each test {"screen": [w, h], "pages": {page: [finding, ...]}}.
    Only the parts of the tests this session runs are walked (one run alone with -k walks its
    own)."""
    functions = [item for item in request.session.items if isinstance(item, pytest.Function)]
    chosen = {item.originalname for item in functions}
    tests = [test for test in parts if test in chosen] or list(parts)
    arguments = [arg for test in tests for arg in ("--then", *parts[test])][1:]
    found = audit_elsewhere("audit_scaled.py", *screen, *arguments)
    runs = found.get("runs", [found["pages"]])
    return {
        test: {"screen": found["screen"], "pages": run}
        for test, run in zip(tests, runs, strict=True)
    }


# the tests at 1366×768 at 150 %, one process for them all (`walked_together`): with the suite
# spread over workers, they go to the same one (pytest-xdist's loadgroup)
AT_1366_150 = pytest.mark.xdist_group("layout-audit-1366x768-150-percent")


@pytest.fixture(scope="module")
def found_at_1366x768_150_percent(request: pytest.FixtureRequest) -> dict[str, dict[str, Any]]:
    """1366×768 at 150 %: the pages but a lesson's steps, with every table, the end of a game
    of six and each game's rules once more with Larger text; then every lesson's steps."""
    return walked_together(
        request,
        ("1.5", "1366", "768"),
        {
            "test_every_page_fits_1366x768_at_150_percent": [
                "--larger-tables",
                "--without-lessons",
            ],
            "test_every_lesson_step_fits_1366x768_at_150_percent": ["--lesson-steps"],
        },
    )


@AT_1366_150
def test_every_page_fits_1366x768_at_150_percent(found_at_1366x768_150_percent):
    """1366×768 at 150 % (a common Windows setting) is 910×512 logical pixels, less than the
    smallest window of old: every page checked once at Qt's scale (the languages taking turns, in a
    process of its own, the next test's walk after it: `walked_together`), but a lesson's steps:
    every one of them is checked in every language, with the usual and with Larger text, by the next
    test. The window and its dialogs fit the screen and every page is whole, a game's sheets
    included (one that cannot fit scrolls). Every table is checked once more with Larger text in
    each language (`larger-table-…`), in full: the header, the game's buttons, the caption and the
    big sheet whole where the words are largest; the end of a game of six (`larger-end-6-…`): its
    score card's columns without scrolling sideways; and each game's rules (`larger-rules-…`): every
    game's name whole."""
    found = found_at_1366x768_150_percent["test_every_page_fits_1366x768_at_150_percent"]
    assert found["screen"][1] == 512 and found["screen"][0] in (910, 911), found["screen"]
    pages = [page for _lang, page in scaled_turns() if not is_lesson(page.partition("-")[0])]
    assert len(found["pages"]) == len(pages) + len(LANGUAGES) * len(LARGER)
    assert not [page for page in found["pages"] if is_lesson(page.partition("-")[0])]
    for page, lines in found["pages"].items():
        note_findings(f"scaled-1.5-small-{page}", lines)
    problems = [f"[{page}] {p}" for page, lines in found["pages"].items() for p in lines]
    assert not problems, f"pictures in {audit_dir()}/scaled-1.5-*.png:\n" + "\n".join(problems)


@pytest.fixture(scope="module")
def found_at_125_percent() -> dict[str, Any]:
    """Every page at 1024×600 at 125 % (819×480 logical), checked once in a process of its own
    (the languages taking turns, a lesson's steps in every language), and every table, the end
    of a game of six and each game's rules once more with Larger text in each language."""
    return audit_elsewhere("audit_scaled.py", "1.25", "1024", "600", "--larger-tables")


def _family_of(page: str) -> str:
    """The game whose page `page` (`<page>-<language>`) is, as the registry names it, or
    "pages" for the pages of no one game (start, dialogs, the end, the lists)."""
    return next((game for game in GAMES if game in page.split("-")), "pages")


# The families' tests read one walk (the module's fixture, a process of its own): spread over the
# workers, each worker that met one of them walked every page again.
@pytest.mark.xdist_group("layout-audit-125-percent")
@pytest.mark.parametrize("family", [*GAMES, "pages"])
def test_every_page_fits_1024x600_at_125_percent(found_at_125_percent, family):
    """The smallest screen the window is made for (`MainWindow`'s MINIMUM_SIZE): a netbook's
    1024×600 at 125 % is 819×480 logical pixels. Every page checked once (the languages taking
    turns), a lesson's steps in every language, and every table, the end of a game of six and
    each game's rules once more with Larger text in each language (`larger-…`): the window
    fits, every page is whole, no sheet drawn under 9 pt (one that cannot fit at 9 pt
    scrolls). Each game's pages pass or fail on their own (`family`: a game, or "pages" for
    the rest)."""
    found = found_at_125_percent
    assert found["screen"] == [819, 480], found["screen"]
    assert len(found["pages"]) == len(scaled_turns()) + len(LANGUAGES) * len(LARGER)
    mine = {page: lines for page, lines in found["pages"].items() if _family_of(page) == family}
    assert mine, family
    for page, lines in mine.items():
        note_findings(f"scaled-1.25-small-{page}", lines)
    problems = [f"[{page}] {p}" for page, lines in mine.items() for p in lines]
    assert not problems, f"pictures in {audit_dir()}/scaled-1.25-*.png:\n" + "\n".join(problems)


# the tests at 1024×600 at 150 %, one process for them all (`walked_together`), on one worker
AT_1024_150 = pytest.mark.xdist_group("layout-audit-1024x600-150-percent")
# the languages whose words are longest, where Larger text is checked at 683×400
LONGEST_WORDS = ("el", "pl")


def _larger_dialogs() -> list[str]:
    """New game for each game at its most seats, Settings, Print and About, with Larger text in
    the languages of the longest words (named as `audit_scaled.py` takes them)."""
    dialogs = [f"newgame-{g}-{_seats(g, (0,))[-1]}" for g in GAMES]
    dialogs += ["settings", "print", "about"]
    return [f"larger-{page}-{lang}" for lang in LONGEST_WORDS for page in dialogs]


@pytest.fixture(scope="module")
def found_at_1024x600_150_percent(request: pytest.FixtureRequest) -> dict[str, dict[str, Any]]:
    """1024×600 at 150 %: every page; then every table, the end of a game of six and each
    game's rules with Larger text in Greek and Polish; then the dialogs with Larger text."""
    tables = [f"larger-{page}-{language}" for language in LONGEST_WORDS for page in LARGER]
    return walked_together(
        request,
        ("1.5", "1024", "600"),
        {
            "test_every_page_fits_1024x600_at_150_percent": [],
            "test_every_table_fits_1024x600_at_150_percent_with_larger_text": tables,
            "test_every_dialog_fits_1024x600_at_150_percent_with_larger_text": _larger_dialogs(),
        },
    )


@AT_1024_150
def test_every_page_fits_1024x600_at_150_percent(found_at_1024x600_150_percent):
    """The smallest screen the app is made for (`MainWindow`'s MINIMUM_SIZE): a netbook's
    1024×600 at 150 % is 683×400 logical pixels, narrower than the window's least size of old
    (800 px) and lower than New game and About were. Every page and dialog checked once (the
    languages taking turns, in a process of its own), a lesson's steps in every language: the
    window and each dialog fit the screen (a dialog's parts scroll within it where they must:
    screen_room.ScrollingBody), every page is whole (one that cannot fit scrolls)."""
    found = found_at_1024x600_150_percent["test_every_page_fits_1024x600_at_150_percent"]
    assert found["screen"] == [683, 400], found["screen"]
    assert len(found["pages"]) == len(scaled_turns())
    _no_problems_at_150_percent(found)


@AT_1024_150
def test_every_table_fits_1024x600_at_150_percent_with_larger_text(found_at_1024x600_150_percent):
    """683×400 again (after the usual pages, in the same process: `walked_together`, a window and a
    data folder of its own), in Greek and Polish with Larger text: every table, the end of a game of
    six and each game's rules: the header, the game's buttons, the caption and the big sheet whole
    where the words are largest and the room least (Giza's caption over the others' sheets in Greek,
    two players: ten lines, the page scrolling to them)."""
    named = [f"larger-{page}-{language}" for language in LONGEST_WORDS for page in LARGER]
    found = found_at_1024x600_150_percent[
        "test_every_table_fits_1024x600_at_150_percent_with_larger_text"
    ]
    assert found["screen"] == [683, 400], found["screen"]
    assert sorted(found["pages"]) == sorted(named)
    _no_problems_at_150_percent(found)


def _no_problems_at_150_percent(found: dict[str, Any]) -> None:
    """Fails on what the 683×400 audit `found`, each finding noted."""
    for page, lines in found["pages"].items():
        note_findings(f"scaled-1.5-smallest-{page}", lines)
    problems = [f"[{page}] {p}" for page, lines in found["pages"].items() for p in lines]
    assert not problems, f"pictures in {audit_dir()}/scaled-1.5-1024x600-*.png:\n" + "\n".join(
        problems
    )


@AT_1024_150
def test_every_dialog_fits_1024x600_at_150_percent_with_larger_text(found_at_1024x600_150_percent):
    """683×400 again, with Larger text, in Greek and Polish (the longest words): New game for
    each game at its most seats (a seat's row wider than the screen there: its parts scroll
    sideways too), Settings, Print and About fit the screen, nothing in them cut."""
    named = _larger_dialogs()
    found = found_at_1024x600_150_percent[
        "test_every_dialog_fits_1024x600_at_150_percent_with_larger_text"
    ]
    assert found["screen"] == [683, 400], found["screen"]
    assert sorted(found["pages"]) == sorted(named)
    for page, lines in found["pages"].items():
        note_findings(f"scaled-1.5-smallest-{page}", lines)
    problems = [f"[{page}] {p}" for page, lines in found["pages"].items() for p in lines]
    assert not problems, "\n".join(problems)


@AT_1366_150
def test_every_lesson_step_fits_1366x768_at_150_percent(found_at_1366x768_150_percent):
    """A family sees every step of a lesson, not only its first, its middle and its end: each game's
    lesson walked step by step at 1366×768 at 150 % (910×512 logical, in a process of its own, after
    the test before's walk: `walked_together`), in every language, with the usual text and with
    Larger text (`larger-…`), played on from its start as the learner would (the move shown, step
    after step, one window a language), the page checked at every step, the score card explained at
    the last (`lessonstep<n>-<game>-<language>`; one of them alone: `audit_scaled.py 1.5 1366 768
    lessonstep7-<game>-el`)."""
    found = found_at_1366x768_150_percent["test_every_lesson_step_fits_1366x768_at_150_percent"]
    assert found["screen"][1] == 512 and found["screen"][0] in (910, 911), found["screen"]
    walk = [f"{page}-{lang}" for lang in LANGUAGES for page in lesson_walk()]
    assert sorted(found["pages"]) == sorted(walk + [f"larger-{name}" for name in walk])
    assert {page.partition("-")[2] for page in lesson_walk()} == set(LESSONS)
    for page, lines in found["pages"].items():
        note_findings(f"scaled-1.5-small-{page}", lines)
    problems = [f"[{page}] {p}" for page, lines in found["pages"].items() for p in lines]
    assert not problems, f"pictures in {audit_dir()}/scaled-1.5-*.png:\n" + "\n".join(problems)


def _zoom_width(width: int, height: int, picture: QSize) -> float:
    """How wide a rules picture drawn `picture` big shows in its zoom on a window `width`×`height`
    (the zoom takes most of the window, the picture fitted into it)."""
    from PySide6.QtWidgets import QGraphicsScene

    from sheetdesk.ui.sheetkit import SheetZoom

    parent = QWidget()
    parent.resize(width, height)
    scene = QGraphicsScene(0, 0, picture.width(), picture.height())
    zoom = SheetZoom(scene, "Rules", parent)
    zoom.show()
    settle()
    shown = zoom.view.scale_factor() * picture.width()
    zoom.close()
    parent.deleteLater()
    settle()
    return shown


@pytest.mark.parametrize(
    "language", [pytest.param(lang, marks=in_its_language(lang)) for lang in LANGUAGES]
)
@pytest.mark.parametrize("game", GAMES)
def test_the_texts_inside_the_rules_pictures(auditor, game, language):
    """The rules pictures are images, not scenes: the texts painted into them are checked as
    drawn at the size the rules page shows them (its small picture: what shows is 9 pt and
    whole, the rest left out by design) and zoomed on a 1024×600 window (everything whole,
    9 pt or more)."""
    from sheetdesk.ui import rules_pictures

    auditor.use_language(language)  # (the app's words in that language)
    problems: list[str] = []

    def check(scene) -> None:  # type: ignore[no-untyped-def]
        image = rules_pictures.zoom_picture(scene)  # (as the zoom shows it)
        big = (image.deviceIndependentSize()).toSize()
        for width, glance, shown, what in (
            (rules_pictures.WIDTH, True, 0.0, "page"),
            (big.width(), False, _zoom_width(1024, 600, big), "zoom at 1024x600"),
        ):
            stated, area = picture_texts(scene, width, glance, shown)
            problems.extend(picture_problems(f"{game} picture ({what})", stated, area, glance))

    drawn = rules_pictures.draw_pictures(game, check)
    assert drawn or not registry.get(game).ui().rules_pictures  # each picture it declares
    note_findings(f"rules-pictures-{game}-{language}", problems)
    assert not problems, "\n".join(problems)


def test_the_checks_find_what_they_look_for(qtbot):
    """Each check finds its defect on a page made broken on purpose (and only there)."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QLabel, QTabWidget, QTextEdit

    page = QWidget()
    qtbot.addWidget(page)
    page.resize(400, 300)
    first, second = QLabel("First", page), QLabel("Second", page)
    first.setGeometry(10, 10, 100, 30)
    second.setGeometry(60, 20, 100, 30)  # over the first
    outside = QLabel("Out", page)
    outside.setGeometry(380, 100, 60, 30)  # past the right edge
    squeezed = QLabel("A text far too long for its label", page)
    squeezed.setGeometry(10, 200, 40, 30)
    tiny = QLabel("tiny", page)
    tiny.setGeometry(200, 200, 100, 30)
    font = QFont(tiny.font())
    font.setPixelSize(9)
    tiny.setStyleSheet("font-size: 9px;")  # as the app's style sheet sets sizes
    tabs = QTabWidget(page)
    tabs.setGeometry(200, 240, 60, 50)
    for title in ("Number rows", "Treasure cards"):
        tabs.addTab(QWidget(), title)
    scene = QGraphicsScene()
    scene.addSimpleText("small").setFont(font)
    view = QGraphicsView(scene, page)
    view.setGeometry(10, 100, 100, 60)
    from PySide6.QtWidgets import QListWidget, QTableWidget, QTableWidgetItem

    names = QTableWidget(2, 1, page)
    names.setGeometry(120, 100, 70, 90)
    names.setColumnWidth(0, 40)
    names.setWordWrap(False)
    for row, name in enumerate(("Ł" * 24, "Ω" * 24)):
        names.setItem(row, 0, QTableWidgetItem(name))
    names.item(1, 0).setToolTip("Ω" * 24)  # shortened with "…", whole in its tooltip: fine
    rows = QListWidget(page)
    rows.setObjectName("rows")
    rows.setGeometry(120, 200, 70, 90)
    rows.setWordWrap(True)
    rows.setUniformItemSizes(True)  # each row laid out as high as the first: two lines in one
    rows.addItems(["One", "Two", "Three words wrapped", "Four"])
    broken = QLabel("Done: Συμπληρωμένε\u200bς 6", page)  # a word that may break inside
    broken.setWordWrap(True)
    broken.setGeometry(300, 10, 90, 80)
    text = QTextEdit(page)
    text.setGeometry(200, 60, 150, 60)
    text.setHtml('<p>Rules <span style="font-size: 7pt">fine print</span></p>')
    from PySide6.QtWidgets import QPushButton

    roll, reroll = QPushButton("&Roll (R)", page), QPushButton("&Reroll (R)", page)
    roll.setGeometry(10, 240, 90, 30)
    reroll.setGeometry(100, 240, 90, 30)
    page.show()
    qtbot.waitExposed(page)
    found = "\n".join(audit(page, QSize(300, 300)))
    for defect in (
        "is 404x332 with its frame, the screen has room for 300x300",  # (with a title bar)
        "'First' and QLabel 'Second' overlap",
        "'Out' is cut off",
        "needs",  # the squeezed text
        "'tiny': text of 6.8 pt",
        "tab 'Treasure cards'",
        "text(s) drawn under 9 pt",
        "pt in its document",
        "cell 0,0 'ŁŁŁ",
        "breaks the word 'Συμπληρωμένες' between its letters",
        "rows: row 2 'Three words wrapped' needs",
        "buttons 'Roll (R)' and 'Reroll (R)' both name the key R",
        "buttons 'Roll (R)' and 'Reroll (R)' both mark Alt+R",
    ):
        assert defect in found, (defect, found)
    assert "cell 1,0" not in found, found
    for widget in (first, second, outside, squeezed, tiny, tabs, view, text, names, broken, rows):
        widget.hide()
    for widget in (roll, reroll):
        widget.hide()
    page.resize(290, 200)  # with its frame within the 300 px
    assert audit(page, QSize(300, 300)) == []
    _a_sheet_made_broken_on_purpose(qtbot)


def _a_sheet_made_broken_on_purpose(qtbot):
    """Inside a sheet's scene: each thing the kit would leave out, cut or cover is found, and a
    sheet with none of them passes."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView

    from sheetdesk.ui.sheetkit import HintMarker, Label, LabelItem, Magnifier, draw_text

    class Spilling(QGraphicsItem):  # says it is 20x10 and writes wider than that
        def boundingRect(self) -> QRectF:
            return QRectF(0, 0, 20, 10)

        def paint(self, painter: QPainter, option, widget=None) -> None:
            draw_text(painter, QRectF(0, 0, 160, 20), 0, "Spilling words")

    def label(x: float, y: float, w: float, h: float, text: str, **kw) -> LabelItem:
        return LabelItem(Label((x, y, w, h), text, size=kw.pop("size", 14), **kw))

    page = QWidget()
    qtbot.addWidget(page)
    page.resize(440, 260)
    scene = QGraphicsScene(0, 0, 420, 240)
    view = QGraphicsView(scene, page)
    view.setGeometry(0, 0, 424, 244)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    good = label(10, 200, 120, 24, "Whole words")
    broken = [
        label(10, 10, 100, 3, "Crosses", grow=True),  # lower than its letters: left out
        label(10, 30, 60, 12, "Displayed beyond its box"),  # wraps below its box
        label(380, 60, 120, 20, "Edge words", align="left"),  # past the view's right edge
        label(10, 90, 120, 20, "Under"),
        label(10, 92, 120, 20, "Over"),  # on "Under"
        label(200, 10, 140, 30, "Magnified", align="right"),
        label(200, 120, 140, 24, "Pointed at"),
    ]
    spilling = Spilling()
    spilling.setPos(200, 170)
    for item in (good, *broken, spilling):
        scene.addItem(item)
    Magnifier(broken[5], QRectF(200, 10, 140, 30))
    hint = HintMarker(QRectF(200, 126, 40, 12), "Here")
    scene.addItem(hint)
    page.show()
    qtbot.waitExposed(page)
    hint.badge = QRectF(230, 120, 60, 24)  # on the words (as no place the hint picks would be)
    found = "\n".join(audit(page, QSize(1000, 1000)))
    for defect in (
        "scene text(s) left out: 'Crosses'",
        "'Displayed beyond its box' is cut by its box",
        "'Edge words' is cut by the view",
        "'Spilling words' is cut by its item Spilling",
        "scene texts 'Under' and 'Over' overlap",
        "the magnifier lies on scene text 'Magnified'",
        "the hint's tag 'Here' lies on scene text 'Pointed at'",
        "a hint's outline lies on scene text 'Pointed at'",
    ):
        assert defect in found, (defect, found)
    for item in (*broken, spilling, hint):
        scene.removeItem(item)
    assert audit(page, QSize(1000, 1000)) == [], "a whole sheet"
    _words_on_lines_and_cut_short(qtbot, page, scene)
    _another_players_small_sheet(qtbot)
    _a_rules_picture_made_broken_on_purpose()


def _finding(problems: list[str], *defects: str) -> str:
    """The audit's findings as one text, each of `defects` among them."""
    found = "\n".join(problems)
    missed = [defect for defect in defects if defect not in found]
    assert not missed, (missed, found)
    return found


def _words_on_lines_and_cut_short(qtbot, page, scene):
    """A text cut short with "…", and a text laid on a ring or a frame drawn before it (a
    number over its badge's ring, a seal's words against the seal), are found; a cross drawn
    over words afterwards (a mark) and words on their own opaque paper over a line are not."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter, QPen
    from PySide6.QtWidgets import QGraphicsItem

    from sheetdesk.ui.sheetkit import draw_fitted_text, draw_text, font_for

    class Drawn(QGraphicsItem):  # draws `steps` in order, each a painter call
        def __init__(self, x: float, y: float, *steps: Callable[[QPainter], None]) -> None:
            super().__init__()
            self.steps = steps
            self.setPos(x, y)

        def boundingRect(self) -> QRectF:
            return QRectF(0, 0, 140, 40)

        def paint(self, painter: QPainter, option, widget=None) -> None:
            painter.setFont(font_for(16))
            painter.setPen(QPen(Qt.GlobalColor.black, 2))
            for step in self.steps:
                step(painter)

    def words(text: str) -> Callable[[QPainter], None]:
        rect = QRectF(10, 5, 120, 30)
        return lambda p: draw_text(p, rect, int(Qt.AlignmentFlag.AlignCenter), text)

    def ring(p: QPainter) -> None:
        p.drawEllipse(QRectF(40, 2, 36, 36))

    def paper(p: QPainter) -> None:
        p.setBrush(Qt.GlobalColor.white)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRect(QRectF(20, 4, 100, 32))
        p.setPen(QPen(Qt.GlobalColor.black, 2))

    def cross(p: QPainter) -> None:
        p.drawLine(0, 0, 140, 40)

    def squeezed(p: QPainter) -> None:
        draw_fitted_text(p, QRectF(0, 5, 60, 30), Qt.AlignmentFlag.AlignLeft, "Unshortenable", 16)

    made = [
        Drawn(10, 10, ring, words("1234567")),  # its ring crosses the digits
        Drawn(10, 60, lambda p: p.drawLine(0, 20, 140, 20), words("On a line")),
        Drawn(10, 110, squeezed),
        Drawn(200, 10, words("Crossed"), cross),  # a mark over words: fine
        Drawn(200, 60, cross, paper, words("On paper")),  # the line hidden under its paper
        Drawn(200, 110, words("Whole")),
    ]
    for item in made:
        scene.addItem(item)
    found = _finding(
        audit(page, QSize(1000, 1000)),
        "scene text '1234567' lies on a line drawn before it (by Drawn)",
        "scene text 'On a line' lies on a line drawn before it",
        "'Unshortenable' cut short",
    )
    for fine in ("Crossed", "On paper", "Whole"):
        assert f"'{fine}'" not in found, (fine, found)
    for item in made:
        scene.removeItem(item)


def _a_rules_picture_made_broken_on_purpose():
    """Inside a rules picture (painted into an image): a text left out, under 9 pt, cut by
    its box or by the picture's edge, or on another text is found; the page's small picture
    may leave out (by design) what the zoom may not."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

    from sheetdesk.ui.sheetkit import Label, LabelItem, draw_text, font_for

    class Tiny(QGraphicsItem):  # writes at 6 px whatever the scale
        def boundingRect(self) -> QRectF:
            return QRectF(0, 0, 100, 20)

        def paint(self, painter: QPainter, option, widget=None) -> None:
            painter.setFont(font_for(6))
            draw_text(painter, QRectF(0, 0, 100, 20), 0, "Fine print")

    class Spilling(QGraphicsItem):  # says it is 20x10 and writes past the picture's edge
        def boundingRect(self) -> QRectF:
            return QRectF(0, 0, 20, 10)

        def paint(self, painter: QPainter, option, widget=None) -> None:
            painter.setFont(font_for(14))
            draw_text(painter, QRectF(0, 0, 160, 20), 0, "Edge words")

    def label(x: float, y: float, w: float, h: float, text: str, **kw) -> LabelItem:
        return LabelItem(Label((x, y, w, h), text, size=kw.pop("size", 14), **kw))

    scene = QGraphicsScene()
    good = label(10, 200, 120, 24, "Whole words")
    broken = [
        label(10, 10, 100, 3, "Crosses", grow=True),  # lower than its letters: left out
        label(10, 30, 60, 12, "Displayed beyond its box"),  # wraps below its box
        label(10, 90, 120, 20, "Under"),
        label(10, 92, 120, 20, "Over"),  # on "Under"
    ]
    tiny = Tiny()
    tiny.setPos(200, 120)
    spilling = Spilling()
    spilling.setPos(370, 60)
    for item in (good, *broken, tiny, spilling):
        scene.addItem(item)
    frame = scene.addRect(QRectF(0, 0, 400, 240))  # (the picture's extent)
    stated, area = picture_texts(scene, 400, False)
    found = "\n".join(picture_problems("picture", stated, area, False))
    for defect in (
        "text(s) left out: 'Crosses'",
        "'Displayed beyond its box' is cut by its box",
        "'Edge words' is cut by the picture's edge",
        "texts 'Under' and 'Over' overlap",
        "drawn under 9 pt, the smallest 4.5 pt ('Fine print')",
    ):
        assert defect in found, (defect, found)
    stated, area = picture_texts(scene, 400, True)  # the page's: a glance
    assert "left out" not in "\n".join(picture_problems("picture", stated, area, True))
    for item in (*broken, tiny, spilling):
        scene.removeItem(item)
    stated, area = picture_texts(scene, 400, False)
    assert picture_problems("picture", stated, area, False) == [], "a whole picture"
    assert frame.scene() is scene


def _another_players_small_sheet(qtbot):
    """On another player's small sheet (look-only) the kit leaves out, by design, what would be
    under 9 pt: no finding; a text drawn there under 9 pt all the same is one."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

    from sheetdesk.ui.sheetkit import Label, LabelItem, OthersPanel

    class Raw(QGraphicsItem):  # writes past the kit, at the scene's size whatever the scale
        def boundingRect(self) -> QRectF:
            return QRectF(0, 0, 200, 30)

        def paint(self, painter: QPainter, option, widget=None) -> None:
            painter.drawText(QRectF(0, 0, 200, 30), 0, "Raw small")

    page = QWidget()
    qtbot.addWidget(page)
    page.resize(300, 200)
    panel = OthersPanel(page)
    panel.setGeometry(0, 0, 200, 190)
    scene = QGraphicsScene(0, 0, 1000, 600)
    scene.addItem(LabelItem(Label((10, 10, 400, 40), "Kit words", size=20)))
    raw = Raw()
    raw.setPos(10, 300)
    scene.addItem(raw)
    panel.add_sheet(scene)
    panel.set_caption(0, "Ana — points: 3", "Ana")
    page.show()
    qtbot.waitExposed(page)
    assert panel.view(0).scale_factor() < 0.4  # (the kit's 20 units come out under 9 pt)
    found = "\n".join(audit(page, QSize(1000, 1000)))
    assert "text(s) drawn under 9 pt" in found and "'Raw small'" in found, found
    assert "Kit words" not in found, found
    scene.removeItem(raw)
    assert audit(page, QSize(1000, 1000)) == [], "a small sheet showing what is legible"


@in_its_language("en")
@pytest.mark.parametrize("kind", ["list", "table"])
def test_the_audit_finds_a_list_cut_through_a_row_and_whole_rows_end_it_at_one(qtbot, kind):
    """A list or table whose height is not a whole number of rows ends through a row (found);
    the kit's whole-rows kind, as high, ends its view at the last whole row (the room below
    left empty, its scroll bar as high as before), scrolled or not."""
    from PySide6.QtWidgets import QListWidget, QTableWidget, QTableWidgetItem

    from sheetdesk.ui.whole_rows import WholeRowsList, WholeRowsTable, row_spans
    from tests.ui.audit import lines_cut

    def made(whole: bool) -> QWidget:
        if kind == "list":
            view: Any = WholeRowsList() if whole else QListWidget()
            view.addItems([f"Move {n}" for n in range(30)])
        else:
            view = WholeRowsTable(30, 2) if whole else QTableWidget(30, 2)
            for row in range(30):
                view.setItem(row, 0, QTableWidgetItem(f"Player {row}"))
        qtbot.addWidget(view)
        view.resize(200, 10)
        view.show()
        qtbot.waitExposed(view)
        step = view.visualRect(view.model().index(0, 0)).height()
        view.resize(200, view.height() - view.viewport().height() + round(step * 4.5))
        settle()
        return view

    plain, whole = made(False), made(True)
    assert lines_cut([plain])
    assert not lines_cut([whole])
    bar = whole.verticalScrollBar()
    assert bar.height() > whole.viewport().height()  # (the room left is beside the bar)
    bar.setValue(3)
    settle()
    assert not lines_cut([whole])
    # (the view ends where the first row left out begins: no room lost above it)
    assert row_spans(whole)[-1][0] == whole.viewport().height()


def shown_at(qtbot, view: Any, width: int, height: int) -> Any:  # type: ignore[no-untyped-def]
    """`view` shown on its own, `width`×`height`, laid out."""
    qtbot.addWidget(view)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    settle()
    return view


@pytest.mark.parametrize("kind", ["text box", "scrolled label", "form"])
def test_the_audit_finds_a_text_cut_at_its_top_edge_and_whole_lines_begin_it_at_one(qtbot, kind):
    """A scrolled text (a text box, a scroll area of a word-wrapped label) scrolled into the
    middle of a line begins through it, the line's top cut off at the view's top edge: found as
    it stands, and found as the audit drags any such text to its middle and its end. The kit's
    whole-lines kinds, scrolled there by the same bar, begin and end at whole lines, and show
    their last line at their end. A form's (`WholeWidgetLines`, Head to head) told none of its
    lines stops through one as a plain area does: the audit finds its lines itself."""
    from PySide6.QtWidgets import QFormLayout, QLabel, QScrollArea, QTextBrowser, QWidget

    from sheetdesk.ui.whole_lines import WholeLinesScroll, WholeLinesText, WholeWidgetLines
    from tests.ui.audit import lines_cut, lines_cut_scrolled, top_lines_cut

    words = "".join(f"<h3>Part {n}</h3><p>{'Words of the rules. ' * 12}</p>" for n in range(12))

    def made(whole: bool) -> Any:
        if kind == "form":
            page = QWidget()
            form = QFormLayout(page)
            labels = [QLabel(f"Line {n}") for n in range(24)]
            for n, label in enumerate(labels):
                form.addRow(label, QLabel(str(n)))
            named = (lambda: labels) if whole else (lambda: ())
            return shown_at(qtbot, WholeWidgetLines(page, named), 300, 217)
        if kind == "text box":
            view: Any = WholeLinesText() if whole else QTextBrowser()
            view.setHtml(words)
        else:
            label = QLabel(words)
            label.setWordWrap(True)
            view = WholeLinesScroll(label) if whole else QScrollArea()
            if not whole:
                view.setWidgetResizable(True)
                view.setWidget(label)
        return shown_at(qtbot, view, 300, 217)

    def line_height(view: Any) -> int:
        return view.fontMetrics().height()

    plain, whole = made(False), made(True)
    for view in (plain, whole):
        assert view.verticalScrollBar().maximum() > 0
        assert not top_lines_cut([view])  # (at the text's top: nothing above it)
    assert not lines_cut_scrolled([whole])
    # (half a line down from a line's top: the first line's top cut through)
    half = round(line_height(plain) * 2.5)
    if kind == "form":  # (its lines as high as its widgets, with room between them)
        third = plain.widget().layout().itemAt(2, QFormLayout.ItemRole.LabelRole).widget()
        half = third.y() + third.height() // 2
    for view in (plain, whole):
        view.verticalScrollBar().setValue(half)
        settle()
    assert top_lines_cut([plain])
    assert lines_cut_scrolled([plain])
    assert not top_lines_cut([whole]) and not lines_cut([whole])
    assert not lines_cut_scrolled([whole])
    assert whole.verticalScrollBar().value() != half  # (on a line's top instead)


def test_the_audit_finds_a_scroll_area_of_widgets_cut_through_a_row_unless_it_fades(qtbot):
    """A scroll area of rows of widgets (a dialog's seat rows: a label and a field side by
    side) whose viewport ends through a row is found; with the pages' fade at its edge
    (ui/scroll_fade.py), shown while more lies below, it is not; scrolled to its end (nothing
    below: no fade), its last row whole, it is not either."""
    from PySide6.QtWidgets import QGridLayout, QLabel, QLineEdit, QScrollArea

    from sheetdesk.ui.scroll_fade import ScrollFade
    from tests.ui.audit import lines_cut

    def made(fading: bool) -> QScrollArea:
        area = QScrollArea()
        rows = QWidget()
        grid = QGridLayout(rows)
        for row in range(8):
            grid.addWidget(QLabel(f"Seat {row + 1}", rows), row, 0)
            grid.addWidget(QLineEdit(f"Player {row + 1}", rows), row, 1)
        area.setWidget(rows)
        area.setWidgetResizable(True)
        if fading:
            ScrollFade(area)
        qtbot.addWidget(area)
        area.resize(240, 10)
        area.show()
        qtbot.waitExposed(area)
        pitch = grid.cellRect(1, 1).top() - grid.cellRect(0, 1).top()
        area.resize(240, area.height() - area.viewport().height() + round(pitch * 2.5))
        settle()
        return area

    plain, fading = made(False), made(True)
    assert lines_cut([plain])
    assert not lines_cut([fading])
    for area in (plain, fading):
        area.verticalScrollBar().setValue(area.verticalScrollBar().maximum())
        settle()
        assert not lines_cut([area])


def test_the_audit_finds_words_under_a_scroll_bar(qtbot):
    """In a scroll area, words laid out wider than its viewport beside a shown scroll bar are
    found (a word-wrapped label's lines, measured as laid out), as are a table's columns wider
    than a view that shows no sideways scroll bar, and a view in a scroll area reaching past
    its viewport's edge (a small sheet cut there); words laid out in the viewport's width are
    not, nor is a label wider than the viewport whose words end inside it, nor a view as wide
    as the viewport."""
    from PySide6.QtWidgets import QLabel, QScrollArea, QTableWidget

    from tests.ui.audit import under_bars

    def holding(widget: QWidget, bar: bool) -> QScrollArea:
        """`widget` shown in a frameless scroll area 200×100 with no sideways scroll bar (and
        its vertical one shown with `bar`)."""
        scroll = QScrollArea()
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        if bar:
            scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        scroll.setWidget(widget)
        qtbot.addWidget(scroll)
        scroll.resize(200, 100)
        scroll.show()
        qtbot.waitExposed(scroll)
        return scroll

    def area(words: str, wide: bool) -> QScrollArea:
        label = QLabel(words)
        label.setWordWrap(True)
        scroll = holding(label, bar=True)
        if wide:  # (laid out as wide as the whole area, bar and all)
            label.setMinimumWidth(scroll.width())
        settle()
        return scroll

    long = " ".join(["words that wrap"] * 20)
    under = area(long, wide=True)
    found = under_bars([under])
    assert found and "under its scroll bar" in found[0], found
    assert not under_bars([area(long, wide=False)])
    assert not under_bars([area("Short.", wide=True)])  # (its words end well inside)

    def table(columns: int) -> QTableWidget:
        view = QTableWidget(2, columns)
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.horizontalHeader().setStretchLastSection(True)
        return shown_at(qtbot, view, 150, 120)

    assert any("no sideways scroll bar" in p for p in under_bars([table(3)]))
    assert not under_bars([table(1)])

    def sheets(least: int) -> list[QWidget]:
        """A scroll area 200 px wide showing no sideways scroll bar, a view `least` wide in it
        (with what the audit walks: the area, its widget, the view)."""
        from PySide6.QtWidgets import QGraphicsView, QVBoxLayout

        inner = QWidget()
        view = QGraphicsView(inner)
        view.setMinimumWidth(least)
        QVBoxLayout(inner).addWidget(view)
        inner.layout().setContentsMargins(0, 0, 0, 0)
        scroll = holding(inner, bar=False)
        settle()
        return [scroll, inner, view]

    cut = under_bars(sheets(203))
    assert cut and "reaches 3 px past its edge" in cut[0], cut
    assert not under_bars(sheets(200))


def test_the_audit_finds_a_scroll_bar_off_its_range(qtbot):
    """A scroll bar shown as needed whose shown state disagrees with its range (Qt shows or
    hides it from the range it had at the area's last layout: a range set after that waits for
    another) is found, shown with nothing to scroll and hidden with something to scroll; once
    the area is laid out again (`bars_follow_ranges`) it is not, nor is a bar always shown with
    nothing to scroll."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QAbstractScrollArea

    from sheetdesk.ui.whole_lines import bars_follow_ranges
    from tests.ui.audit import bars_off_ranges

    area = shown_at(qtbot, QAbstractScrollArea(), 200, 100)
    bar = area.verticalScrollBar()
    assert not bar.isVisible() and not bars_off_ranges([area])
    bar.setRange(0, 50)  # (after the layout: the bar left hidden)
    assert bars_off_ranges([area]) == [
        "QAbstractScrollArea's vertical scroll bar is hidden with 50 px to scroll"
    ]
    bars_follow_ranges(area)
    assert bar.isVisible() and not bars_off_ranges([area])
    bar.setRange(0, 0)  # (and back: the bar left shown)
    assert bars_off_ranges([area]) == [
        "QAbstractScrollArea's vertical scroll bar is shown with nothing to scroll"
    ]
    bars_follow_ranges(area)
    assert not bar.isVisible() and not bars_off_ranges([area])
    area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
    settle()
    assert bar.isVisible() and not bars_off_ranges([area])


def test_a_page_opened_in_a_window_that_keeps_its_size_passes_too(auditor):
    """The audit above resizes each page through the screens, but a family mostly opens a table
    or a lesson in a window that keeps its size: each one is checked again opened that way."""
    screen = (1280, 720)
    found = {}
    auditor.use_language("en")
    for page in [p for p in PAGES if p.startswith(("table-", "lesson-", "lessonend-"))]:
        with screen_of(*screen), views_unpainted():
            auditor.reach("start", screen)  # (from where the page is opened anew)
        problems = auditor.check(page, "en", screen, f"unresized-{page}")
        if problems:
            found[page] = problems
    assert not found, found
