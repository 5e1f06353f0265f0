"""A short, translated summary of the rules of Number rows (the game's own help page)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from .style import set_role


class RulesPage(QWidget):
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_page")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.title = QLabel()
        set_role(self.title, "title")
        self.browser = QTextBrowser()
        self.browser.setObjectName("rules_text")
        self.browser.setOpenExternalLinks(False)
        self.browser.setStyleSheet("font-size: 17px; padding: 8px;")
        buttons = QHBoxLayout()
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back_requested.emit)
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(self.browser, 1)
        layout.addLayout(buttons)
        self.retranslate()

    def sections(self) -> list[tuple[str, list[str]]]:
        return [
            (
                self.tr("The goal"),
                [
                    self.tr(
                        "Cross as many numbers as you can in the four coloured rows of your "
                        "sheet. The more crosses a row has, the more points it is worth."
                    )
                ],
            ),
            (
                self.tr("Crossing numbers"),
                [
                    self.tr(
                        "In every row you cross from left to right. You may skip numbers, but a "
                        "skipped number can never be crossed later."
                    ),
                    self.tr(
                        "The last number of a row (red 12, yellow 12, green 2, blue 2) needs 5 "
                        "crosses in that row first. Crossing it also crosses the lock: the row "
                        "is closed for you."
                    ),
                ],
            ),
            (
                self.tr("A turn"),
                [
                    self.tr(
                        "1. Take cards from the display until you hold 5 cards. The colours of "
                        "the cards in your hand are secret; their numbers are not."
                    ),
                    self.tr(
                        "2. The number on top of the draw pile is for everyone: each player may "
                        "cross it in one row, or not."
                    ),
                    self.tr(
                        "3. Play 1 to 3 cards of one colour and cross any of their numbers in "
                        "that colour's row. Between the first and the last number you cross, at "
                        "most one number may stay empty."
                    ),
                    self.tr(
                        "If you crossed nothing in steps 2 and 3, you cross a misthrow box "
                        "(−5 points)."
                    ),
                ],
            ),
            (
                self.tr("The end"),
                [
                    self.tr(
                        "The game ends at once when someone has closed two rows or has crossed "
                        "4 misthrows. The highest total wins; a tie shares the win."
                    ),
                    self.tr(
                        "Jokers (variant): a joker takes the colour you choose when you play it."
                    ),
                ],
            ),
        ]

    def retranslate(self) -> None:
        self.title.setText(self.tr("Rules of Number rows"))
        self.back_button.setText(self.tr("Back"))
        html = []
        for heading, paragraphs in self.sections():
            html.append(f"<h3>{heading}</h3>")
            html.extend(f"<p>{p}</p>" for p in paragraphs)
        self.browser.setHtml("".join(html))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
