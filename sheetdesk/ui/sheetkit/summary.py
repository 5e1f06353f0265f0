"""A game's summary on the Rules page, declared as data rather than written as calls: each
section a heading, then its paragraphs, every string marked `QT_TRANSLATE_NOOP(context, ...)`
where it is written (lupdate finds it there), translated only when the page asks
(`rules_summary`, what `GameUi.rules_summary` takes)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

Summary = Callable[[], list[tuple[str, list[str]]]]


def rules_summary(context: str, sections: Sequence[Sequence[str]]) -> Summary:
    """The summary of these sections (heading first, then paragraphs, each marked in
    `context`), translated into the current language each time it is called."""

    def translated() -> list[tuple[str, list[str]]]:
        tr = QCoreApplication.translate
        return [(tr(context, title), [tr(context, p) for p in rest]) for title, *rest in sections]

    return translated
