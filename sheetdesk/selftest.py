"""`python -m sheetdesk --self-test`: prove an installation (source, wheel or frozen) works.

It imports every game, replays every golden game, builds every game's sheet offscreen, loads the
translations, keeps a player in an SQLite database, makes a printer (QtPrintSupport) and plays
one short headless game per game.
One line per check; the exit status is non-zero if any check fails. This module itself imports no
Qt: the checks that need it import it inside, after choosing the offscreen platform when there is
no display.
"""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Callable
from typing import Any

from .core import registry

LANGUAGES = ("el", "pl")
KNOWN_STRING = ("games", "Number rows")  # a string every translation must have

Out = Callable[[str], None]


def _print(line: str) -> None:
    print(line, flush=True)


def _use_offscreen_if_headless() -> None:
    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


class _Checks:
    def __init__(self, out: Out) -> None:
        self.out = out
        self.failures = 0

    def run(self, name: str, check: Callable[[], str | None]) -> None:
        try:
            detail = check()
        except Exception as error:
            self.failures += 1
            self.out(f"FAIL {name}: {type(error).__name__}: {error}")
            if os.environ.get("SHEETDESK_SELFTEST_TRACEBACK"):
                self.out(traceback.format_exc())
            return
        self.out(f"ok   {name}" + (f" ({detail})" if detail else ""))


def _check_import_games() -> str:
    import sheetdesk.games

    modules = sheetdesk.games.import_all()
    from .core.protocol import Rules

    for entry in registry.GAMES:
        rules = entry.rules()
        if not isinstance(rules, Rules):
            raise TypeError(f"{entry.id}: RULES does not fulfil the Rules protocol")
        if rules.info.id != entry.id:
            raise ValueError(f"{entry.id}: RULES.info.id is {rules.info.id!r}")
        for bot in entry.bots:
            entry.bot(bot)
    if not registry.GAMES:
        raise ValueError("no game found under sheetdesk.games")
    return ", ".join(entry.id for entry in registry.GAMES) + f"; {len(modules)} modules"


def _golden_files() -> list[Any]:
    return registry.golden_files()


def _check_golden(path: Any) -> Callable[[], str]:
    def check() -> str:
        from .core import savefile

        session = savefile.load(path)
        if not session.is_over():
            raise ValueError("the golden game is not finished")
        totals = session.rules.scores(session.state)
        return f"{len(session.log)} actions, scores " + " ".join(
            str(totals[seat].total) for seat in sorted(totals)
        )

    return check


def _app() -> Any:
    _use_offscreen_if_headless()
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "sheetdesk"])


def _check_sheet(entry: registry.GameEntry) -> Callable[[], str]:
    def check() -> str:
        from .core.session import Player, Session

        _app()
        rules = entry.rules()
        count = max(2, rules.info.min_players)
        players = [Player(name) for name in ("Ana", "Ben", "Chloé", "Dimitris", "Ewa")[:count]]
        options = {variant.key: variant.default for variant in rules.info.variants}
        session = Session.new(rules, players, options, seed=1)
        seat = session.acting_seat()
        table = entry.ui().create_table(rules, players)
        table.show_position(
            session.view(seat),
            seat,
            seat,
            list(session.legal_actions(seat)) if seat is not None else [],
            rules.scores(session.view(None)),
        )
        table.resize(1366, 700)
        image = table.grab()
        if image.isNull():
            raise ValueError("the table did not paint")
        table.deleteLater()
        return f"{image.width()}x{image.height()}"

    return check


def _check_translation(language: str) -> Callable[[], str]:
    def check() -> str:
        from sheetdesk.resources import resource_path

        _app()
        from PySide6.QtCore import QTranslator

        path = resource_path("translations", f"sheetdesk_{language}.qm")
        if not path.is_file():
            raise FileNotFoundError(str(path))
        translator = QTranslator()
        if not translator.load(str(path)):
            raise ValueError(f"Qt cannot load {path.name}")
        context, source = KNOWN_STRING
        translated = translator.translate(context, source)
        if not translated or translated == source:
            raise ValueError(f"{source!r} is not translated")
        return translated

    return check


FONT_SAMPLE = "Κάρτα σκοραρίσματος ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ"  # every glyph must be in the font


def _check_font() -> str:
    _app()
    from PySide6.QtGui import QFont, QRawFont

    from sheetdesk.resources import resource_path
    from sheetdesk.ui.fonts import FONT_LICENCE, use_bundled_font

    if not resource_path("fonts", FONT_LICENCE).is_file():
        raise FileNotFoundError(f"fonts/{FONT_LICENCE}")
    family = use_bundled_font(_app())
    if not family:
        raise ValueError("the bundled font did not load")
    raw = QRawFont.fromFont(QFont(family))
    missing = [ch for ch in FONT_SAMPLE if not ch.isspace() and not raw.supportsCharacter(ord(ch))]
    if missing:
        raise ValueError(f"{family} lacks {''.join(missing)}")
    return family


def _check_qt_translation() -> str:
    _app()
    from PySide6.QtCore import QLibraryInfo, QTranslator

    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    translator = QTranslator()
    if not translator.load("qtbase_pl", folder):
        raise FileNotFoundError(f"qtbase_pl.qm in {folder}")
    translated = translator.translate("QPlatformTheme", "Cancel")
    if not translated or translated == "Cancel":
        raise ValueError("Qt's 'Cancel' is not translated")
    return translated


# Sorted by Polish rules (ć after c, ł after l, case ignored): the order in Unicode code points
# and the order of ICU's root collation both differ from it.
POLISH_ORDER = ("ćma", "dom", "lody", "łabędź", "Zebra")
GREEK_CAPITALS = ("άλφα ωμέγα", "ΑΛΦΑ ΩΜΕΓΑ")  # Greek capitals drop the tonos


def _check_text_rules() -> str:
    """Qt's ICU with the app's languages: Polish collation and Greek capitals. On Linux Qt
    brings its own ICU, of which the frozen app carries a cut-down copy of the data
    (packaging/icu_data.py); elsewhere Qt collates and changes case with the system's own
    functions, which this does not check."""
    _app()
    from PySide6.QtCore import QCollator, QLocale

    collator = QCollator(QLocale("pl"))
    order = tuple(sorted(reversed(POLISH_ORDER), key=collator.sortKey))
    if order != POLISH_ORDER:
        raise ValueError(f"Polish order is {' '.join(order)}")
    lower, upper = GREEK_CAPITALS
    capitals = QLocale("el").toUpper(lower)
    if capitals != upper:
        raise ValueError(f"Greek capitals of {lower!r} are {capitals!r}")
    return f"{' '.join(order)}; {capitals}"


def _check_icons() -> str:
    from sheetdesk.resources import resource_path

    names = ("sheetdesk.svg", "sheetdesk-256.png")
    missing = [name for name in names if not resource_path("icons", name).is_file()]
    if missing:
        raise FileNotFoundError(", ".join(missing))
    return ", ".join(names)


def _check_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    from sheetdesk import __version__

    try:
        installed = version("sheetdesk")
    except PackageNotFoundError:  # a source tree that was never installed: nothing to differ
        return __version__
    if installed != __version__:  # an old installation's metadata beside newer code
        raise ValueError(f"installed as {installed}, but the code is {__version__}")
    return __version__


def _check_headless_game(entry: registry.GameEntry) -> Callable[[], str]:
    def check() -> str:
        from .core.headless import play_one

        players = max(2, entry.min_players)
        session = play_one(entry.id, players, seed=1, bot=entry.bots[0])
        totals = [score.total for score in session.rules.scores(session.state).values()]
        return f"{players} players, scores {min(totals)}..{max(totals)}"

    return check


def _check_history() -> str:
    """The players' database (SQLite) works: made, written and read in a folder of its own."""
    import sqlite3
    import tempfile
    from pathlib import Path

    from .core.history import History

    with (
        tempfile.TemporaryDirectory() as folder,
        History(Path(folder) / "history.sqlite", Path(folder)) as history,
    ):
        history.add_player("Γιαγιά Żaneta")
        names = [p.name for p in history.players()]
    if names != ["Γιαγιά Żaneta"]:
        raise ValueError(f"read back {names!r}")
    return f"SQLite {sqlite3.sqlite_version}"


def _check_print_support() -> str:
    """Game -> Print... -> Print... needs QtPrintSupport: it imports, and a printer can be made
    (which loads Qt's print-support plugin, and on Linux the system's CUPS library)."""
    _app()
    from PySide6.QtPrintSupport import QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    if not printer.isValid():
        raise ValueError("QPrinter is not valid")
    return f"{printer.resolution()} dpi"


def _check_sounds() -> str:
    """The sounds' files read, and their library (miniaudio, with cffi's back end) loads: a
    frozen app or installer that lost either would be silent for good, and say nothing."""
    from .ui import sound

    folder = sound.sounds_folder()
    seconds = sum(len(sound.read_sound(folder / f"{n}.wav")) for n in sound.SOUNDS) / sound.RATE
    miniaudio = sound.import_miniaudio()
    return f"{len(sound.SOUNDS)} sounds, {seconds:.1f} s; miniaudio {miniaudio.__version__}"


def run(out: Out = _print) -> int:
    """Run every check; 0 if all passed."""
    checks = _Checks(out)
    checks.run("import every game", _check_import_games)
    goldens = _golden_files()
    if not goldens:
        checks.failures += 1
        out("FAIL golden games: none found in the games' golden folders")
    for path in goldens:
        checks.run(f"replay golden game {path.name}", _check_golden(path))
    for entry in registry.GAMES:
        checks.run(f"build the {entry.id} table offscreen", _check_sheet(entry))
    for language in LANGUAGES:
        checks.run(f"load the {language} translation", _check_translation(language))
    checks.run("load Qt's Polish translation", _check_qt_translation)
    checks.run("load the bundled font (Greek, Polish)", _check_font)
    if sys.platform.startswith("linux"):
        checks.run("sort Polish and capitalise Greek (ICU)", _check_text_rules)
    checks.run("find the icons", _check_icons)
    checks.run("know the version", _check_version)
    checks.run("keep the players' list", _check_history)
    checks.run("make a printer (QtPrintSupport)", _check_print_support)
    checks.run("read the sounds and load their library", _check_sounds)
    for entry in registry.GAMES:
        checks.run(f"play one {entry.id} game headless", _check_headless_game(entry))
    if checks.failures:
        out(f"self-test FAILED: {checks.failures} check(s) failed")
        return 1
    out("self-test passed")
    return 0
