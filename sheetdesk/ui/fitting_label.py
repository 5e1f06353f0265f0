"""A plain-text label that fits its words to its width anew: as it is resized, and as its font or
style changes (Larger text turned on or off, a language's font). What it shows at a width is the
subclass's (`_fit`, with what else follows the font in `_font_changed`); the label shows it and
keeps the whole text in its tooltip while it does not show it whole (`_show`)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from .plain import plain, plain_tooltip


class FittingLabel(QLabel):
    """A plain-text label saying `whole`, or as much of it as its width holds (`_fit`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        plain(self)
        self.whole = ""

    def _fit(self) -> None:
        """Show what of `whole` its width holds (`_show`)."""
        raise NotImplementedError

    def _font_changed(self) -> None:
        """What follows its font besides its words (its height, its least width)."""

    def _show(self, shown: str) -> None:
        if shown != self.text():
            QLabel.setText(self, shown)
        self.setToolTip(plain_tooltip(self.whole) if shown != self.whole else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._font_changed()
            self._fit()
