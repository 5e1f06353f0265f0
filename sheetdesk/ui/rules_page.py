"""The rules of every built-in game: a tab per game, and that game's short translated summary.
Where the tabs do not fit the page's width (Larger text in a small window, the longest names)
the games are offered in a list instead (`GameChooser`), each name whole: a tab cut, or one past
the bar's end behind its scroll arrows, would hide which games there are. Wherever the keyboard
is on the page, Ctrl+Tab and Ctrl+PgDown show the next game's rules, Ctrl+Shift+Tab and
Ctrl+PgUp the previous game's, going round at the ends, in either way of offering the games.

Each game keeps its own summary next to its table, its `GameUi.rules_summary` (sections of
heading and paragraphs, declared as data: sheetkit/summary.py), and beside a section may show a
picture of its sheet drawn by its own table (rules_pictures.py); a click on a picture, or Enter
once Tab has reached it, shows it big in the kit's sheet zoom. "Learn by playing" starts the
chosen game's lesson, for a game that has one (lesson.py). The module is imported only when its
rules are shown: the text is written when the page is visible. The buttons share the title's
line, so the text has most of the page's height even on a small screen.
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt, QUrl, Signal
from PySide6.QtGui import (
    QImage,
    QKeyEvent,
    QKeySequence,
    QPixmap,
    QResizeEvent,
    QShowEvent,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QComboBox,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from sheetdesk.core import registry

from .keys_card import plain
from .pages import escape_goes_back, tab_key_rows, tab_keys
from .style import set_role
from .whole_lines import WholeLinesText


class GameChooser(QComboBox):
    """The games as a list to choose from, where their tabs have no room: the arrows choose a
    game as on the tabs (left and right too, not only up and down); a click or Alt+Down opens
    the list."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        step = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(Qt.Key(event.key()))
        if step is None or event.modifiers() != Qt.KeyboardModifier.NoModifier:
            super().keyPressEvent(event)
            return
        index = self.currentIndex() + step
        if 0 <= index < self.count():  # (no wrapping round, as on the tabs)
            self.setCurrentIndex(index)


class RulesPage(QWidget):
    back_requested = Signal()
    learn_requested = Signal(str)  # the id of the game to learn by playing (its lesson)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_page")
        self.games = registry.GAMES
        layout = self._outer = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.title = QLabel()
        set_role(self.title, "title")
        self.tabs = QTabBar()
        self.tabs.setObjectName("rules_games")
        self.tabs.setExpanding(False)
        for _game in self.games:
            self.tabs.addTab("")
        self.chooser = GameChooser()
        self.chooser.setObjectName("rules_game")
        self.chooser.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.chooser.addItems(["" for _game in self.games])
        self.chooser.hide()
        self.listed = False  # (the games offered in the chooser, their tabs hidden)
        # (whole lines only: a line half shown at the bottom would read as the rules' end)
        self.browser = WholeLinesText()
        self.browser.setObjectName("rules_text")
        self.browser.setOpenExternalLinks(False)
        self.browser.setOpenLinks(False)  # a picture's link opens its zoom, nothing else
        self.browser.anchorClicked.connect(self._open_link)
        self.zoom: Any = None  # the picture shown big, while it is open
        header = QHBoxLayout()
        self.back_button = QPushButton()
        self.back_button.setObjectName("rules_back")
        self.back_button.clicked.connect(self.back_requested.emit)
        escape_goes_back(self, self.back_requested.emit)  # as from every other page
        self.learn_button = QPushButton()
        self.learn_button.setObjectName("learn_by_playing")
        self.learn_button.clicked.connect(lambda: self.learn_requested.emit(self.game_id()))
        header.addWidget(self.title)
        header.addStretch(1)
        header.addWidget(self.learn_button)
        header.addWidget(self.back_button)
        layout.addLayout(header)
        layout.addWidget(self.tabs)
        layout.addWidget(self.chooser, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.browser, 1)
        self._stale = True
        self.tabs.currentChanged.connect(self._chosen)
        self.chooser.currentIndexChanged.connect(self.tabs.setCurrentIndex)
        tab_keys(self, self.tabs)  # (the tabs hold the choice whether shown or listed)
        self.retranslate()

    def entry(self) -> registry.GameEntry:
        """The game whose rules are chosen."""
        return self.games[max(self.tabs.currentIndex(), 0)]

    def game_id(self) -> str:
        return self.entry().id

    def show_game(self, game_id: str | None) -> None:
        """Show the rules of `game_id` (None or unknown: keep the game shown last)."""
        for index, game in enumerate(self.games):
            if game.id == game_id:
                self.tabs.setCurrentIndex(index)

    def key_rows(self) -> list[tuple[str, str]]:
        """The page's keys for the Keys card: the next and the previous game's rules, and Esc
        (back)."""
        native = QKeySequence.SequenceFormat.NativeText
        rows = tab_key_rows(self.tr("The next game's rules"), self.tr("The previous game's rules"))
        rows.append(
            (QKeySequence(Qt.Key.Key_Escape).toString(native), plain(self.back_button.text()))
        )
        return rows

    def _chosen(self, index: int) -> None:
        self.chooser.setCurrentIndex(index)  # (the tabs hold the choice; the list shows it)
        self.show_text()

    def _fit_choice(self) -> None:
        """The tabs where all of them fit the page's width, else the list of games."""
        margins = self._outer.contentsMargins()
        listed = self.tabs.sizeHint().width() > self.width() - margins.left() - margins.right()
        if listed == self.listed:
            return
        self.listed = listed
        keyboard = self.tabs.hasFocus() or self.chooser.hasFocus()
        self.tabs.setVisible(not listed)
        self.chooser.setVisible(listed)
        if keyboard:  # (the keyboard stays on the games, wherever they are offered)
            self.games_control().setFocus()

    def games_control(self) -> QWidget:
        """Where the games are chosen now: their tabs, or the list in their place."""
        return self.chooser if self.listed else self.tabs

    def sections(self) -> list[tuple[str, list[str]]]:
        """The summary of the chosen game (importing its sheet module the first time)."""
        return self.entry().ui().rules_summary()

    def show_text(self) -> None:
        # a game without a lesson shows no way to learn it by playing
        self.learn_button.setVisible(self.entry().lesson() is not None)
        if self.isVisible():
            self._render()
        else:
            self._stale = True

    def pictures(self) -> dict[int, QImage]:
        """The pictures beside the chosen game's sections, drawn by its own table."""
        from .rules_pictures import rules_pictures

        return rules_pictures(self.game_id(), QLocale().name())

    def _render(self) -> None:
        self._stale = False
        html = []
        pictures = self.pictures()
        document = self.browser.document()
        for index, (heading, paragraphs) in enumerate(self.sections()):
            html.append(f"<h3>{escape(heading)}</h3>")
            picture = pictures.get(index)
            if picture is not None:
                name = f"rules-picture:{self.game_id()}/{index}"
                document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), picture)
                width = round(picture.width() / picture.devicePixelRatio())
                tip = escape(self.tr("Click, or press Enter, to see it big"))
                html.append(
                    f'<a href="zoom:{index}" title="{tip}">'
                    f'<img src="{name}" width="{width}" align="right"></a>'
                )
            html.extend(f"<p>{escape(p)}</p>" for p in paragraphs)
        self.browser.setHtml("".join(html))

    def _open_link(self, url: QUrl) -> None:
        """A picture's link: show that picture big until the reader closes it."""
        if url.scheme() == "zoom" and url.path().isdigit():
            self.open_zoom(int(url.path()))

    def open_zoom(self, section: int) -> None:
        from .rules_pictures import rules_zoom
        from .sheetkit.others import SheetZoom

        image = rules_zoom(self.game_id(), QLocale().name(), section)
        if image is None:
            return
        if self.zoom is not None:
            self.zoom.reject()
        scene = QGraphicsScene()
        scene.addPixmap(QPixmap.fromImage(image))
        sections = self.sections()
        title = sections[section][0] if section < len(sections) else ""
        self.zoom = SheetZoom(scene, title, self)
        scene.setParent(self.zoom)
        self.zoom.finished.connect(self._zoom_closed)
        self.zoom.open()

    def _zoom_closed(self) -> None:
        zoom, self.zoom = self.zoom, None
        if zoom is not None:
            zoom.deleteLater()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Rules"))
        self.browser.setAccessibleName(self.title.text())  # (for screen readers)
        self.back_button.setText(self.tr("Back"))
        self.learn_button.setText(self.tr("Learn by playing"))
        self.chooser.setAccessibleName(self.tr("Game"))
        for index, game in enumerate(self.games):
            name = QCoreApplication.translate("games", game.name)
            self.tabs.setTabText(index, name)
            self.chooser.setItemText(index, name)
        self._fit_choice()
        self.show_text()

    def look_changed(self) -> None:
        """Settings ▸ Colours or Larger text changed: the pictures drawn in the new look (now if
        the page is shown, else when it is)."""
        self._fit_choice()
        self.show_text()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_choice()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # (the tabs' size changed: their font)
            self._fit_choice()
        return super().event(event)

    def showEvent(self, event: QShowEvent) -> None:
        if self._stale:
            self._render()
        self._fit_choice()
        super().showEvent(event)
        if not event.spontaneous():
            # the keyboard starts on the games' tabs (the arrows choose a game; Tab goes on to
            # the text), not on "Learn by playing", which Enter would start
            self.games_control().setFocus()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
