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


KEY_MARK = re.compile(r"\s\((\w)\)$")  # a key a button's words name: "Turn (R)"
MNEMONIC = re.compile(r"(?<!&)&(?!&)")  # an '&' marking the next letter (Alt and the letter)


@pytest.mark.parametrize("language", i18n.TRANSLATED)
def test_key_marks_are_kept(language):
    """Words that end naming a key ("Turn (R)") end naming the same key in every language, and
    words with an '&' before a letter (Alt and the letter) mark a letter in every language:
    a button keeps telling its key however short its words become."""
    bad = []
    for context, source, message in messages(FOLDER / f"sheetdesk_{language}.ts"):
        if message.get("numerus") == "yes":
            continue
        translation = _text(message)
        said = KEY_MARK.search(source)
        if said and (KEY_MARK.search(translation) or [None, None])[1] != said[1]:
            bad.append((context, source, translation))
        if len(MNEMONIC.findall(source)) != len(MNEMONIC.findall(translation)):
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


def _translators_of_the_app(qapp) -> list[object]:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QTranslator

    return list(qapp.findChildren(QTranslator))


def test_switching_languages_leaves_no_translator_behind(qapp):
    """Qt ships no Greek translation of its own: the one tried for Greek at every switch is not
    kept (as a child of the application, for as long as it runs)."""
    translators = i18n.Translators()
    try:
        for _ in range(3):
            for language in ("el", "pl", "en"):
                translators.install(language)
                kept = _translators_of_the_app(qapp)
                assert len(kept) == len(i18n._installed), (language, kept)
                assert all(any(k is t for t in i18n._installed) for k in kept)
    finally:
        translators.install("en")


def test_a_language_whose_words_cannot_be_loaded_is_said_once_and_shown_in_english(
    qapp, monkeypatch, tmp_path, capsys
):
    """A missing or damaged .qm file (a half-written one, say): nothing of it is kept, a line on
    stderr says so once for each language (no traceback), and the app goes on in English words,
    with their plural forms."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from sheetdesk.core.i18n import numerus
    from sheetdesk.ui.formatting import render

    folder = tmp_path / "translations"
    folder.mkdir()
    shutil.copy(FOLDER / "sheetdesk_en.qm", folder)
    whole = (FOLDER / "sheetdesk_el.qm").read_bytes()
    (folder / "sheetdesk_el.qm").write_bytes(whole[: len(whole) // 2])  # damaged; no Polish
    monkeypatch.setattr(i18n, "translations_dir", lambda: folder)
    monkeypatch.setattr(i18n, "_told", set(), raising=False)
    total = numerus.translate("lesson", "Total: %n point(s).", None, 1)
    translators = i18n.Translators()
    try:
        for _ in range(2):
            for language in ("el", "pl"):
                assert translators.install(language) == "en"
                assert i18n.installed_language() == "en"
                assert QLocale().name() == "en_US"
                assert QCoreApplication.translate("StartPage", "New game") == "New game"
                assert [render(total.count(n)) for n in (1, 2)] == [
                    "Total: 1 point.",
                    "Total: 2 points.",
                ]
                assert len(_translators_of_the_app(qapp)) == len(i18n._installed) == 1
    finally:
        monkeypatch.undo()
        translators.install("en")
    said = capsys.readouterr().err.splitlines()
    assert len(said) == 2, said
    assert "Ελληνικά" in said[0] and "sheetdesk_el.qm" in said[0]
    assert "Polski" in said[1] and "sheetdesk_pl.qm" in said[1]
    assert all("English words" in line for line in said)
    assert "Traceback" not in "\n".join(said)


def test_system_language_choice():
    assert i18n.system_language(["pl-PL", "en-US"]) == "pl"
    assert i18n.system_language(["de-DE", "el-GR"]) == "el"
    assert i18n.system_language(["de-DE"]) == "en"
    assert i18n.system_language(["en-GB", "el"]) == "en"


def test_the_words_every_table_waits_with_are_the_kits_alone():
    """ "Please wait…" and "{player} is playing. Please wait…", which every game's instruction
    line says alike, are written once, in the kit's context, translated there: no game's (or
    family's) own context holds one again. ("The game is over." is the kit's caption too; a
    game's rules may still refuse a move with the same words, a reason of the rules, which
    import no Qt, in the game's own words.)"""
    from sheetdesk.ui.sheetkit import turn_words
    from tests.ui.test_glossary import APP_CONTEXTS

    said = {turn_words.WAIT, turn_words.PLAYING}
    for language in i18n.TRANSLATED:
        found = messages(FOLDER / f"sheetdesk_{language}.ts")
        again = [(c, s) for c, s, _ in found if s in said and not APP_CONTEXTS.match(c)]
        assert again == []
        kits = {s: _text(m) for c, s, m in found if c == turn_words.CONTEXT}
        assert set(kits) == {*said, turn_words.OVER} and all(kits.values())
