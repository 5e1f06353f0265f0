"""Greek and Polish translations are complete, finished, match the code and keep placeholders."""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from sheetdesk.ui import i18n

FOLDER = Path(i18n.__file__).resolve().parents[1] / "resources" / "translations"
PACKAGE = Path(i18n.__file__).resolve().parents[1]
PLACEHOLDER = re.compile(r"\{(\w*)\}")


def messages(path: Path) -> list[tuple[str, str, ET.Element]]:
    root = ET.parse(path).getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found.append((name, message.findtext("source") or "", message))
    return found


def _text(message: ET.Element) -> str:
    """The translation; for a plural message, every form joined (each must be filled)."""
    translation = message.find("translation")
    assert translation is not None
    forms = translation.findall("numerusform")
    if message.get("numerus") == "yes":
        return (
            "|".join(f.text or "" for f in forms)
            if all((f.text or "").strip() for f in forms)
            else ""
        )
    return translation.text or ""


@pytest.mark.parametrize("language", (*i18n.TRANSLATED, *i18n.PLURALS_ONLY))
def test_every_entry_is_translated_and_finished(language):
    path = FOLDER / f"sheetdesk_{language}.ts"
    problems = []
    for context, source, message in messages(path):
        translation = message.find("translation")
        assert translation is not None
        kind = translation.get("type")
        if kind in ("unfinished", "vanished", "obsolete") or not _text(message).strip():
            problems.append((context, source, kind))
    assert not problems, problems
    assert (FOLDER / f"sheetdesk_{language}.qm").stat().st_size > 0


@pytest.mark.parametrize("language", (*i18n.TRANSLATED, *i18n.PLURALS_ONLY))
def test_placeholders_match_the_source(language):
    bad = []
    for context, source, message in messages(FOLDER / f"sheetdesk_{language}.ts"):
        forms = _text(message).split("|") if message.get("numerus") == "yes" else [_text(message)]
        for translation in forms:
            if set(PLACEHOLDER.findall(source)) != set(PLACEHOLDER.findall(translation)):
                bad.append((context, source, translation))
            if ("%n" in source) != ("%n" in translation):
                bad.append((context, source, translation))
    assert not bad, bad


def test_every_string_in_the_code_is_in_the_ts_files(tmp_path):
    """Run lupdate over the code into copies: nothing new may appear, nothing may be missing."""
    if not Path(i18n._tool("pyside6-lupdate")).exists() and not shutil.which("pyside6-lupdate"):
        pytest.skip("pyside6-lupdate is not installed")
    for language in (*i18n.TRANSLATED, *i18n.PLURALS_ONLY):
        original = FOLDER / f"sheetdesk_{language}.ts"
        copy = tmp_path / original.name
        shutil.copy(original, copy)
        plurals = language in i18n.PLURALS_ONLY
        i18n.run_lupdate(PACKAGE, [copy], no_obsolete=False, plurals_only=plurals)
        before = {(c, s) for c, s, _ in messages(original)}
        after = messages(copy)
        current = {
            (c, s)
            for c, s, m in after
            if m.find("translation").get("type") not in ("vanished", "obsolete")
        }
        assert current - before == set(), f"strings missing from {original.name}"
        assert before - current == set(), f"stale strings in {original.name}"


def test_translators_load_and_translate(qapp):
    from PySide6.QtCore import QCoreApplication

    translators = i18n.Translators()
    try:
        assert translators.install("el") == "el"
        assert QCoreApplication.translate("StartPage", "New game") == "Νέο παιχνίδι"
        assert translators.install("pl") == "pl"
        assert QCoreApplication.translate("StartPage", "New game") == "Nowa gra"
        # Qt's own Polish strings come along
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Anuluj"
    finally:
        translators.install("en")
    assert QCoreApplication.translate("StartPage", "New game") == "New game"


def test_plural_forms_in_every_language(qapp):
    """A count picks the language's own plural form (Polish has three), English included."""
    from sheetdesk.core.i18n import numerus
    from sheetdesk.ui.formatting import render

    total = numerus.translate("lesson", "Total: %n point(s).", None, 1)  # (the app's own words)
    translators = i18n.Translators()
    try:
        translators.install("en")
        assert [render(total.count(n)) for n in (1, 2)] == ["Total: 1 point.", "Total: 2 points."]
        translators.install("pl")
        assert [render(total.count(n)) for n in (1, 3, 5)] == [
            "Suma: 1 punkt.",
            "Suma: 3 punkty.",
            "Suma: 5 punktów.",
        ]
    finally:
        translators.install("en")
    assert total.count(2).english() == "Total: 2 points."


def test_system_language_choice():
    assert i18n.system_language(["pl-PL", "en-US"]) == "pl"
    assert i18n.system_language(["de-DE", "el-GR"]) == "el"
    assert i18n.system_language(["de-DE"]) == "en"
    assert i18n.system_language(["en-GB", "el"]) == "en"
