"""Languages: which one to use, installing Qt translators, and refreshing the .ts/.qm files.

English is the source language; its plural forms ("1 box", "2 boxes") come from a plural-only
`sheetdesk_en.qm`. Greek and Polish come from `resources/translations/sheetdesk_<lang>.qm`; Polish
also gets Qt's own `qtbase_pl.qm` (Qt ships no Greek one, so every standard button text is set by
our code through tr()); where ours and Qt's both have a word for Qt's text, ours is shown.

`python -m sheetdesk.ui.i18n --update` runs pyside6-lupdate over sheetdesk/ (keeping existing
translations) and pyside6-lrelease to rebuild the .qm files; what only that needs (argparse,
shutil, subprocess) is imported there, not when the app imports this module at start.
"""

from __future__ import annotations

import sys
from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

LANGUAGES: tuple[str, ...] = ("en", "el", "pl")
TRANSLATED: tuple[str, ...] = ("el", "pl")
PLURALS_ONLY: tuple[str, ...] = ("en",)  # the source language: only its plural forms
# Each language's own name, as a user looking for it would recognise it (never translated).
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "el": "Ελληνικά", "pl": "Polski"}


def translations_dir() -> Path:
    try:
        from sheetdesk.resources import resource_path
    except ImportError:  # pragma: no cover - before the resource finder existed
        from importlib.resources import files

        return Path(str(files("sheetdesk") / "resources" / "translations"))
    return resource_path("translations")


def system_language(ui_languages: list[str] | None = None) -> str:
    """The first of the system's UI languages we have, else English."""
    if ui_languages is None:
        ui_languages = list(QLocale.system().uiLanguages())
    for name in ui_languages:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def effective_language(override: str = "") -> str:
    return override if override in LANGUAGES else system_language()


# The translators installed now, whichever `Translators` installed them. Qt's translators
# belong to the whole application and the app shows one language at a time: a language
# installed replaces the one before, whoever installed it, and frees it. Left installed under
# the new ones, an old language would still answer for a word the new one lacks, and every
# lookup of every word would ask each translator ever installed in turn.
_installed: list[QTranslator] = []
_language = [""]  # the language installed last ("" before any)


def installed_language() -> str:
    """The language the app shows now (installed last by any `Translators`; "" before any)."""
    return _language[0]


class Translators:
    """Our translator and Qt's, swapped as a pair when the language changes."""

    def __init__(self) -> None:
        self.language = "en"

    def install(self, language: str) -> str:
        """Show `language` (an unknown one: English); the language shown is returned. A language
        whose words cannot be loaded (its .qm file missing or damaged) is said once on stderr,
        and the app goes on in English words."""
        for translator in _installed:
            if shiboken6.isValid(translator):  # (not deleted meanwhile by its owner)
                QCoreApplication.removeTranslator(translator)
                translator.setParent(None)  # (Python's now: freed with the last reference)
        _installed.clear()
        language = language if language in LANGUAGES else "en"
        ours = _loaded(str(translations_dir() / f"sheetdesk_{language}.qm"))
        if ours is None:
            _say_not_loaded(language)
            if language != "en":
                language = "en"
                ours = _loaded(str(translations_dir() / "sheetdesk_en.qm"))
        if language != "en":
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            qtbase = _loaded(f"qtbase_{language}", qt_dir)  # (Qt ships no Greek one)
            if qtbase is not None:
                _installed.append(qtbase)
        # Ours installed last: Qt asks the translator installed last first, so where both have
        # a word for Qt's own text (Print's "&Print"), the glossary's word is the one shown,
        # and Qt's answers only for words we do not have.
        if ours is not None:
            _installed.append(ours)
        for translator in _installed:
            QCoreApplication.installTranslator(translator)
        self.language = language
        QLocale.setDefault(QLocale(language))
        _language[0] = language
        return language


def _loaded(*where: str) -> QTranslator | None:
    """A translator of the .qm file that `where` names (QTranslator.load's arguments), a child of
    the application, or None when the file is missing, damaged or holds no words: then nothing
    is left behind (the translator tried is Python's alone, and freed here)."""
    translator = QTranslator()
    if not translator.load(*where) or translator.isEmpty():
        return None
    translator.setParent(QCoreApplication.instance())
    return translator


_told: set[str] = set()  # the languages whose words could not be loaded, said once each


def _say_not_loaded(language: str) -> None:
    if language in _told:
        return
    _told.add(language)
    path = translations_dir() / f"sheetdesk_{language}.qm"
    then = (
        "the app goes on in English words"
        if language != "en"
        else "counts are shown as the code writes them, e.g. 'point(s)'"
    )
    if sys.stderr is not None:  # (pythonw on Windows has none)
        print(
            f"sheetdesk: the words of {LANGUAGE_NAMES[language]} could not be loaded ({path} is"
            f" missing or damaged); {then}.",
            file=sys.stderr,
            flush=True,
        )


# --- refreshing the translation files ---------------------------------------------------------


def source_files(root: Path) -> list[Path]:
    """Every Python file of the package that may hold translatable strings."""
    return sorted(
        path
        for path in root.rglob("*.py")
        if "__pycache__" not in path.parts and ".venv" not in path.parts
    )


def _tool(name: str) -> str:
    import shutil

    local = Path(sys.executable).with_name(name)
    return str(local) if local.exists() else (shutil.which(name) or name)


def run_lupdate(
    package_root: Path,
    ts_files: list[Path],
    *,
    no_obsolete: bool = True,
    plurals_only: bool = False,
) -> None:
    args = [_tool("pyside6-lupdate"), *map(str, source_files(package_root))]
    if plurals_only:
        args.append("-pluralonly")
    if no_obsolete:
        args.append("-no-obsolete")
    # No source locations in the .ts files: they would change with every edited line and make
    # every branch's translation files conflict; contexts and source texts identify a message.
    args += ["-locations", "none"]
    args += ["-ts", *map(str, ts_files)]
    import subprocess

    subprocess.run(args, check=True, capture_output=True)


def run_lrelease(ts_files: list[Path]) -> None:
    import subprocess

    for ts in ts_files:
        subprocess.run(
            [_tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))],
            check=True,
            capture_output=True,
        )


def update() -> list[Path]:
    package_root = Path(__file__).resolve().parents[1]
    folder = package_root / "resources" / "translations"
    folder.mkdir(parents=True, exist_ok=True)
    ts_files = [folder / f"sheetdesk_{lang}.ts" for lang in TRANSLATED]
    run_lupdate(package_root, ts_files)
    plural_files = [folder / f"sheetdesk_{lang}.ts" for lang in PLURALS_ONLY]
    run_lupdate(package_root, plural_files, plurals_only=True)
    run_lrelease([*ts_files, *plural_files])
    return [*ts_files, *plural_files]


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m sheetdesk.ui.i18n")
    parser.add_argument("--update", action="store_true", help="run lupdate and lrelease")
    args = parser.parse_args(argv)
    if not args.update:
        parser.print_help()
        return 0
    for ts in update():
        print(ts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
