"""Qt's own print dialogs speak the app's language: the print preview's Page setup, its Print
(with its options opened) and the printer's Properties, reached by the mouse as a family reaches
them, show no word in English in Greek and Polish (Qt ships no Greek words for them; its Polish
lacks some). Every label, button, check box, group title, tab, combo box item and window title
is read, each tab opened by a click. So are the words of the file chooser Print's "..." opens
for its output file (Qt's too): its tool tips and its list's headers as well."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTabWidget,
    QToolButton,
    QWidget,
)

T = TypeVar("T")

# The paper sizes' names ("A4", "Letter / ANSI A", "Envelope C5"…) are left as Qt names them:
# Qt's own Polish keeps them too.
PAPER_NAMES = "pageSizeCombo"
# What reads the same in English, Greek and Polish: counts of pages, units named after people,
# "OK" (Qt's Polish says so), and a button's "…".
WORDLESS = re.compile(r"^(\d+ \(\d+\s*[x×]\s*\d+\)|\.\.\.|OK|Pica \(P̸\)|Didot \(DD\))$")


def shown_words(dialog: QWidget) -> set[str]:
    """The words `dialog` shows now: its title, and every text of a part in sight."""
    words = {dialog.windowTitle()}
    for part in dialog.findChildren(QWidget):
        if not part.isVisibleTo(dialog):
            continue
        if isinstance(part, QLabel | QAbstractButton):
            words.add(part.text())
        elif isinstance(part, QGroupBox):
            words.add(part.title())
        elif isinstance(part, QTabWidget):
            words.update(part.tabText(i) for i in range(part.count()))
        elif isinstance(part, QComboBox) and part.objectName() != PAPER_NAMES:
            words.update(part.itemText(i) for i in range(part.count()))
    return {word.replace("&", "") for word in words if word}


def every_tab(dialog: QWidget) -> set[str]:
    """The words of `dialog` with each of its tabs opened by a click on it."""
    words = shown_words(dialog)
    for tabs in dialog.findChildren(QTabWidget):
        bar = tabs.tabBar()
        for index in range(tabs.count()):
            if tabs.isVisibleTo(dialog) and bar.isTabEnabled(index):  # (one a family can open)
                QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
                assert tabs.currentIndex() == index
                words |= shown_words(dialog)
    return words


class WhenShown(QObject):
    """Runs `seen(dialog)` once a dialog of Qt's whose class is named in `look_at` is shown, from
    inside its own event loop (Qt opens them with exec(): the test's code waits meanwhile)."""

    def __init__(self, look_at: dict[str, Callable[[QDialog], None]]) -> None:
        super().__init__()
        self.look_at = look_at
        self.shown: list[str] = []
        self.failed: list[BaseException] = []

    def look(self, name: str, dialog: QDialog) -> None:
        """`look_at[name](dialog)`; whatever it raises is kept for the test, and the dialog is
        closed (else Qt's exec() would wait for ever)."""
        try:
            self.look_at[name](dialog)
        except BaseException as error:
            self.failed.append(error)
        finally:
            if dialog.isVisible():
                dialog.reject()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QDialog):
            name = watched.metaObject().className()
            if name in self.look_at and watched.isWindow():
                self.shown.append(name)
                QTimer.singleShot(0, lambda: self.look(name, watched))
        return False


def tool(preview: QWidget, context: str, tip: str) -> QToolButton:
    said = QCoreApplication.translate(context, tip)
    found = [b for b in preview.findChildren(QToolButton) if b.toolTip() == said]
    assert len(found) == 1, (tip, said)
    return found[0]


def open_preview(window, monkeypatch, preview) -> None:  # type: ignore[no-untyped-def]
    """Game → Print…, then a click on its Print… button: Qt's print preview, made as the app
    makes it, runs `preview(dialog)` in place of its own event loop. (By the mouse: the
    offscreen platform leaves the keyboard with the last of Qt's dialogs closed.)"""
    from PySide6 import QtPrintSupport

    monkeypatch.setattr(QtPrintSupport.QPrintPreviewDialog, "exec", preview)
    opened = []

    def run(dialog) -> bool:  # type: ignore[no-untyped-def]
        dialog.show()
        QTest.qWaitForWindowExposed(dialog)
        opened.append(dialog)
        QTest.mouseClick(dialog.printer_button, Qt.MouseButton.LeftButton)
        dialog.close()
        return True

    monkeypatch.setattr(window, "exec_dialog", run)
    window.print_action.trigger()
    assert opened


def in_preview(window, monkeypatch, watcher: WhenShown, tips: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    """Print…, then in Qt's print preview a click on each of its buttons whose tip is named
    in `tips`, with `watcher` looking at the dialogs they open; what it raised, raised."""

    def preview(self) -> int:  # type: ignore[no-untyped-def]
        self.show()
        QTest.qWaitForWindowExposed(self)
        for tip in tips:
            QTest.mouseClick(tool(self, "QPrintPreviewDialog", tip), Qt.MouseButton.LeftButton)
        self.close()
        return 0

    QCoreApplication.instance().installEventFilter(watcher)
    try:
        open_preview(window, monkeypatch, preview)
    finally:
        QCoreApplication.instance().removeEventFilter(watcher)
    if watcher.failed:
        raise watcher.failed[0]


def qts_print_dialogs(  # type: ignore[no-untyped-def]
    window, monkeypatch, look: Callable[[QDialog], T], *, chooser: bool = False
) -> dict[str, T]:
    """Print…, then in Qt's print preview a click on Page setup (closed by Escape) and on
    Print; in Print, a click on Options and one on Properties (and with `chooser`, one on its
    output file's "..."). What `look(dialog)` found in each (in Print, with its options
    shown)."""
    found: dict[str, T] = {}

    def escape(dialog: QDialog) -> None:
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    def page_setup(dialog: QDialog) -> None:
        found["page setup"] = look(dialog)
        escape(dialog)

    def properties(dialog: QDialog) -> None:
        found["properties"] = look(dialog)
        escape(dialog)

    def file_chooser(dialog: QDialog) -> None:
        found["file chooser"] = look(dialog)
        escape(dialog)

    def print_dialog(dialog: QDialog) -> None:
        options = [b for b in dialog.findChildren(QPushButton) if b.text().endswith(">>")]
        assert len(options) == 1
        QTest.mouseClick(options[0], Qt.MouseButton.LeftButton)
        found["print"] = look(dialog)
        button = dialog.findChild(QPushButton, "properties")
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)  # (returns once it is closed)
        if chooser:
            browse = dialog.findChild(QToolButton, "fileBrowser")
            QTest.mouseClick(browse, Qt.MouseButton.LeftButton)  # (returns once it is closed)
        escape(dialog)

    watcher = WhenShown(
        {
            "QPageSetupDialog": page_setup,
            "QPrintDialog": print_dialog,
            "QPrintPropertiesDialog": properties,
            "QFileDialog": file_chooser,
        }
    )

    in_preview(window, monkeypatch, watcher, ("Page setup", "Print"))
    shown = ["QPageSetupDialog", "QPrintDialog", "QPrintPropertiesDialog"]
    assert watcher.shown == shown + ["QFileDialog"] * chooser
    return found


@pytest.mark.parametrize("language", ["el", "pl"])
def test_qts_print_dialogs_speak_the_apps_language(window, monkeypatch, language) -> None:  # type: ignore[no-untyped-def]
    english = qts_print_dialogs(window, monkeypatch, every_tab)
    window.set_language(language)
    translated = qts_print_dialogs(window, monkeypatch, every_tab)
    assert english.keys() == translated.keys()
    for name, words in translated.items():
        assert len(words) >= 10, (name, words)
        left = {word for word in words & english[name] if not WORDLESS.match(word)}
        assert not left, (name, sorted(left))


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_qts_print_dialogs_no_wider_than_the_smallest_screen(window, monkeypatch, language) -> None:  # type: ignore[no-untyped-def]
    """With Larger text, each of Qt's print dialogs (Print with its options shown) asks no more
    width than the smallest screen's, 683 px (1024×600 at 150 %): the words given them are
    short enough. (Their height: Page setup and Properties scroll within them,
    test_print_dialogs_fit.py.)"""
    from sheetdesk.ui.style import Look

    window.set_language(language)
    window.set_look(Look("light", larger=True))

    def width(dialog: QDialog) -> int:
        return max(dialog.width(), dialog.minimumSizeHint().width())

    widths = qts_print_dialogs(window, monkeypatch, width)
    assert {name: wide for name, wide in widths.items() if wide > 683} == {}


def combos_cut(dialog: QDialog) -> list[str]:
    """The combo boxes in sight in `dialog` whose chosen item is cut by their edit field."""
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    cut = []
    for combo in dialog.findChildren(QComboBox):
        if not combo.isVisibleTo(dialog):
            continue
        option = QStyleOptionComboBox()
        combo.initStyleOption(option)
        field = combo.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            option,
            QStyle.SubControl.SC_ComboBoxEditField,
            combo,
        )
        if combo.fontMetrics().horizontalAdvance(combo.currentText()) > field.width():
            cut.append(combo.currentText())
    return cut


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_qts_print_dialogs_choices_whole_with_larger_text(window, monkeypatch, language) -> None:  # type: ignore[no-untyped-def]
    """With Larger text, the choice each of Qt's print dialogs shows in its combo boxes is
    whole (Print with its options shown is shown narrower than it asks: Qt widens it only when
    it first opens)."""
    from sheetdesk.ui.style import Look

    window.set_language(language)
    window.set_look(Look("light", larger=True))
    cut = qts_print_dialogs(window, monkeypatch, combos_cut)
    assert {name: texts for name, texts in cut.items() if texts} == {}


def print_button_and_title(dialog: QDialog) -> tuple[str, str]:
    """The words on `dialog`'s button that does its job (Print's "Print") and its title."""
    from PySide6.QtWidgets import QDialogButtonBox

    boxes = [box for box in dialog.findChildren(QDialogButtonBox) if box.isVisibleTo(dialog)]
    buttons = [box.button(QDialogButtonBox.StandardButton.Ok) for box in boxes]
    texts = [button.text().replace("&", "") for button in buttons if button is not None]
    assert len(texts) == 1, texts
    return texts[0], dialog.windowTitle()


@pytest.mark.parametrize("language", ["el", "pl"])
def test_print_says_the_glossarys_word_where_qt_has_its_own(window, monkeypatch, language) -> None:  # type: ignore[no-untyped-def]
    """Print's button and title say the glossary's word for Print, also in Polish, where Qt's
    own catalogue has another ("Wydrukuj", "Drukowanie")."""
    import json
    from pathlib import Path

    from sheetdesk.ui import i18n

    glossary = Path(i18n.__file__).resolve().parents[1] / "resources/translations/glossary.json"
    terms = json.loads(glossary.read_text(encoding="utf-8"))["app"]["terms"]
    word = next(term[language] for term in terms if term["id"] == "print")
    window.set_language(language)
    found = qts_print_dialogs(window, monkeypatch, print_button_and_title)
    assert found["print"] == (word, word)


def file_chooser_words(window, monkeypatch) -> set[str]:  # type: ignore[no-untyped-def]
    """Print…, in Qt's print preview a click on Print, in Print a click on its output file's
    "..." button: the words of the file chooser it opens (Qt's own)."""
    found: set[str] = set()

    def print_dialog(dialog: QDialog) -> None:
        browse = dialog.findChild(QToolButton, "fileBrowser")
        assert browse is not None and browse.isVisibleTo(dialog)
        QTest.mouseClick(browse, Qt.MouseButton.LeftButton)  # (returns once it is closed)
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    def chooser(dialog: QDialog) -> None:
        found.update(shown_words(dialog))
        for view in ("listModeButton", "detailModeButton"):  # (its list's headers, its tips)
            button = dialog.findChild(QToolButton, view)
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            found.update(shown_words(dialog))
        found.update(
            part.toolTip().replace("&", "")
            for part in dialog.findChildren(QToolButton)
            if part.isVisibleTo(dialog) and part.toolTip()
        )
        # (its menus': a file's (Rename, Delete…) and its list's header's (Show Size…))
        found.update(action.text().replace("&", "") for action in dialog.findChildren(QAction))
        header = dialog.findChild(QHeaderView)
        if header is not None and header.isVisibleTo(dialog):
            model = header.model()
            found.update(
                str(model.headerData(i, Qt.Orientation.Horizontal)) for i in range(header.count())
            )
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    watcher = WhenShown({"QPrintDialog": print_dialog, "QFileDialog": chooser})

    in_preview(window, monkeypatch, watcher, ("Print",))
    assert watcher.shown == ["QPrintDialog", "QFileDialog"]
    return {word for word in found if word and not word.startswith("/")}  # (not its paths)


@pytest.mark.parametrize("language", ["el", "pl"])
def test_the_file_chooser_from_print_speaks_the_apps_language(  # type: ignore[no-untyped-def]
    window, monkeypatch, language
) -> None:
    """The file chooser Print's "..." opens (Qt's) shows no word in English in Greek and
    Polish: its labels, buttons, tool tips, title, its list's headers and its menus (in Greek,
    not even the start of one: Qt makes "Show Size" of "Show " and the header's word)."""
    english = file_chooser_words(window, monkeypatch)
    window.set_language(language)
    translated = file_chooser_words(window, monkeypatch)
    assert len(translated) >= 10, translated
    left = {word for word in translated & english if not WORDLESS.match(word)}
    if language == "el":
        left |= {word for word in translated if re.search(r"[A-Za-z]{3,}", word.replace("PDF", ""))}
    assert not left, sorted(left)
