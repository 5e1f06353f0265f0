"""The choosers of the Finished games and Statistics pages show their current choice whole
(one cut at its arrow hides what is chosen) at 1024×600 and 1280×750 at 125 % (819×480 and
1024×600), in English, Greek and Polish, with the usual and with Larger text."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QComboBox, QStyle, QStyleOptionComboBox

from tests.ui.test_statistics_page import _family


def _cut(chooser: QComboBox) -> bool:
    """Whether the chooser's current text is wider than its field's room for words."""
    option = QStyleOptionComboBox()
    chooser.initStyleOption(option)
    field = chooser.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, chooser
    )
    room = field.width() - (option.iconSize.width() + 4 if not option.currentIcon.isNull() else 0)
    return chooser.fontMetrics().horizontalAdvance(chooser.currentText()) > room


def test_every_chooser_shows_its_choice_whole(window, qtbot):
    from sheetdesk.ui.style import Look

    _family()
    window.setMinimumSize(0, 0)
    found: list[str] = []
    for size in ((819, 480), (1024, 600)):
        window.resize(*size)
        for larger in (False, True):
            window.set_look(Look("light", larger))
            for language in ("en", "el", "pl"):
                window.set_language(language)
                for name, action in (
                    ("history", window.history_action),
                    ("statistics", window.statistics_action),
                ):
                    action.trigger()
                    page = window.page(name)
                    if name == "statistics":
                        qtbot.waitUntil(lambda page=page: not page.syncing())
                    for _ in range(3):
                        window.grab()
                        QApplication.processEvents()
                    for chooser in page.findChildren(QComboBox):
                        if chooser.isVisible() and _cut(chooser):
                            found.append(
                                f"{size} {language} larger={larger} {name}: "
                                f"{chooser.objectName()} {chooser.currentText()!r} "
                                f"{chooser.width()}"
                            )
    assert found == [], "\n".join(found)
