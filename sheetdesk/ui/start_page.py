"""The first page: the games as pictures (a sheet of each in play: a click opens New game with
that game chosen), the unfinished game to continue (a picture of its sheet, who plays it) ·
Learn to play · the family's players (their symbols and names) · New game · Saved games · the
family's pages (Players · Finished games · Statistics) · Rules · Settings · Quit.

It paints without touching saves, games or the players: the "Continue" details are filled in
afterwards (`set_last`), by the main window, once the first frame is on screen; the players are
read from the players file (never from the database, never waiting for it) and the pictures drawn
one at a time after the page is shown (`game_pictures.PictureMaker`).

The keyboard starts on the page itself (nothing ringed): a family's first Tab, Shift+Tab or
arrow lands on what they most likely want, the game to continue when there is one, else the
first game's picture (`first_stop`); from there Tab goes on in reading order (the games' row,
the middle row, the buttons).
"""

from __future__ import annotations

import itertools
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPaintEvent, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from .plain import plain_label
from .start_tiles import FamilyStrip, PictureTile, TileGrid
from .style import set_role

COLUMN_GAP = 8  # [design] between the page's rows
BUTTON_GAP = 10  # [design] between buttons
MARGIN = 16  # [design] round the page
CONTINUE_PICTURE = 0.3  # [design] the saved game's picture's share of the middle row
ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
FILL_IN_AFTER_MS = 150  # after the page's paint: the players, then the pictures
MOST_PLAYERS = 24  # the family's players the strip reads (it shows as many as fit)


def format_players(players: Any, kinds: Any = ()) -> str:
    """The players of a save, named as the Saved games page names them: a computer's seat
    marked as the computer's (`kinds`: "human" or "bot" per seat, when the save says)."""
    from .formatting import computer_name, shown_name

    names = [getattr(p, "name", str(p)) for p in players]
    kinds = (*kinds, *("human",) * (len(names) - len(kinds)))
    return ", ".join(
        computer_name(name) if kind == "bot" else shown_name(name)
        for name, kind in zip(names, kinds, strict=False)
    )


def family_players() -> list[tuple[str, tuple[str, str]]]:
    """The family's people (not hidden, removed or computers), the last table's first, each a
    name and (colour, symbol): from the players file only (no database: nothing waits)."""
    from sheetdesk.core.history import name_key, players_file_path, read_players_file

    records, _keys, first = read_players_file(players_file_path())
    order = {player_id: place for place, player_id in enumerate(first)}
    people = [r for r in records if not (r.hidden or r.removed or r.computer)]
    people.sort(key=lambda r: (order.get(r.id, len(order)), name_key(r.name)))
    return [(r.name, (r.colour, r.symbol)) for r in people[:MOST_PLAYERS]]


class StartPage(QWidget):
    continue_requested = Signal()
    new_requested = Signal()
    game_requested = Signal(str)  # a new game of this game (its picture was pressed)
    saved_requested = Signal()
    rules_requested = Signal()
    learn_requested = Signal()
    settings_requested = Signal()
    quit_requested = Signal()
    players_requested = Signal()
    history_requested = Signal()
    statistics_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start_page")
        self._last: Any = None
        self._maker: Any = None  # the PictureMaker, made when the page is first shown
        self._shown_unpainted = False
        self._fill_timer = QTimer(self)
        self._fill_timer.setSingleShot(True)
        self._fill_timer.setInterval(FILL_IN_AFTER_MS)
        self._fill_timer.timeout.connect(self.fill_in)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(MARGIN, MARGIN // 2, MARGIN, MARGIN // 2)
        outer.setSpacing(COLUMN_GAP)
        self.title = QLabel()
        set_role(self.title, "title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel()
        set_role(self.subtitle, "hint")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)

        # The games, one picture each: a click (or Enter) starts a new game of it. (Placed with
        # the game to continue, after the first paint: the games' list is not read before.)
        # (in a box of their own made now: they come first in the keyboard's order)
        self.game_tiles: dict[str, PictureTile] = {}
        self.games_box = QWidget()
        self.games_box.setObjectName("games")
        self._tiles = TileGrid(self.games_box, BUTTON_GAP)
        outer.addWidget(self.games_box, 1)

        def button(name: str, signal: Any, role: str = "") -> QPushButton:
            widget = QPushButton()
            widget.setObjectName(name)
            set_role(widget, role)
            widget.setAutoDefault(True)  # Enter presses it, as Space does
            widget.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            widget.clicked.connect(signal.emit)
            return widget

        # The game to continue (its sheet as it stands, who plays it) · learning · the family.
        middle = QHBoxLayout()
        middle.setSpacing(BUTTON_GAP)
        self.continue_picture = PictureTile("continue_picture")
        self.continue_picture.clicked.connect(self.continue_requested.emit)
        self.continue_picture.hide()
        # (as tall as the button and its details: the games' pictures take the height left)
        self.continue_picture.setSizePolicy(
            QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored
        )
        self.continue_button = button("continue", self.continue_requested, "big")
        self.continue_button.setEnabled(False)
        self.continue_details = plain_label()
        self.continue_details.setObjectName("continue_details")
        set_role(self.continue_details, "hint")
        self.continue_details.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Long names wrap within the column instead of widening it.
        self.continue_details.setWordWrap(True)
        self.continue_details.setSizePolicy(
            QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred
        )
        going = QVBoxLayout()
        going.setSpacing(4)
        going.addWidget(self.continue_button)
        going.addWidget(self.continue_details)
        going.addStretch(1)
        self.learn_button = button("learn", self.learn_requested, "big")
        self.family = FamilyStrip("family")
        self.family.clicked.connect(self.players_requested.emit)
        self.family.hide()
        learning = QVBoxLayout()
        learning.setSpacing(4)
        learning.addWidget(self.learn_button)
        learning.addWidget(self.family)
        learning.addStretch(1)
        middle.addWidget(self.continue_picture, 2)
        middle.addLayout(going, 4)
        middle.addLayout(learning, 4)
        outer.addLayout(middle)

        self.new_button = button("new", self.new_requested)
        self.saved_button = button("saved", self.saved_requested)
        self.rules_button = button("rules", self.rules_requested)
        self.settings_button = button("settings", self.settings_requested)
        self.quit_button = button("quit", self.quit_requested)
        # the family's own pages (each also in the Game menu)
        self.players_button = button("players", self.players_requested)
        self.history_button = button("history", self.history_requested)
        self.statistics_button = button("statistics", self.statistics_requested)
        # the ordinary buttons four to a line (the page fits 1024×600 with its menus)
        column = QGridLayout()
        column.setHorizontalSpacing(BUTTON_GAP)
        column.setVerticalSpacing(BUTTON_GAP)
        for place, widget in enumerate(
            (
                self.new_button,
                self.saved_button,
                self.players_button,
                self.history_button,
                self.statistics_button,
                self.rules_button,
                self.settings_button,
                self.quit_button,
            )
        ):
            column.addWidget(widget, place // 4, place % 4)
        outer.addLayout(column)
        self.retranslate()

    # --- the pictures and the players, after the page is shown --------------------------------

    def _place_games(self) -> None:
        """A tile for each game (once), first in the keyboard's order."""
        if self.game_tiles:
            return
        from sheetdesk.core import registry

        for entry in registry.GAMES:
            tile = PictureTile(f"game_{entry.id}", self.games_box)
            tile.clicked.connect(lambda _=False, game=entry.id: self.game_requested.emit(game))
            self.game_tiles[entry.id] = tile
            self._tiles.addWidget(tile)
            tile.show()  # (at once: a layout shows a widget added late only on the next turn)
        # First in the keyboard's order, where their box is (a widget made later comes last;
        # Qt orders only widgets that take the focus: the box does, for that moment).
        self.games_box.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        order = [self.games_box, *self.game_tiles.values()]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)
        self.games_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._name_games()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._shown_unpainted = True
        # the keyboard on the page itself, no control ringed yet: the first key chooses
        # (`first_stop`); the page is never a Tab stop of its own (NoFocus)
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- the keyboard's first stop ------------------------------------------------------------

    def first_stop(self) -> QWidget | None:
        """Where the first Tab or arrow lands: the game to continue when there is one, else the
        first game's picture (a new game of it); None while neither is there yet."""
        if self.continue_button.isEnabled() and self.continue_button.isVisible():
            return self.continue_button
        first = next(iter(self.game_tiles.values()), None)
        return first if first is not None and first.isVisible() else None

    def _to_first_stop(self, reason: Qt.FocusReason) -> bool:
        stop = self.first_stop() if self.hasFocus() else None
        if stop is None:
            return False
        stop.setFocus(reason)
        return True

    def focusNextPrevChild(self, next: bool) -> bool:
        reason = Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason
        return self._to_first_stop(reason) or super().focusNextPrevChild(next)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in ARROWS and self._to_first_stop(Qt.FocusReason.TabFocusReason):
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._shown_unpainted:
            # the page is on screen, and the window's own work after its first paint done,
            # before the players are read or a picture drawn
            self._shown_unpainted = False
            self._fill_timer.start()

    def fill_in(self) -> None:
        """Read the family's players, and ask for every picture not drawn yet."""
        from .game_pictures import PictureMaker, game_picture

        if not self.isVisible():
            return
        self._place_games()
        self.family.set_players(family_players())
        self.family.setVisible(bool(self.family.players))
        self._describe_family()
        if self._maker is None:
            self._maker = PictureMaker(self)
            self._maker.ready.connect(self._picture_ready)
        ratio = self.devicePixelRatioF()
        for game, tile in self.game_tiles.items():
            if tile.picture.isNull():
                self._maker.ask(game, lambda game=game: game_picture(game, ratio))
        self._ask_continue_picture()

    def look_changed(self) -> None:
        """Settings ▸ Colours or Larger text changed: the pictures drawn again in the new look
        (at once if the page is shown, else when it is)."""
        for tile in self.game_tiles.values():
            tile.set_picture(QPixmap())
        self.fill_in()

    def _ask_continue_picture(self) -> None:
        from .game_pictures import saved_picture

        summary = self._last
        if self._maker is None or summary is None or not self.isVisible():
            return
        ratio = self.devicePixelRatioF()
        path, stamp = summary.path, str(summary.updated)
        self._maker.ask("", lambda: saved_picture(path, stamp, ratio))

    def _picture_ready(self, name: str, picture: QPixmap) -> None:
        if not name:
            self.continue_picture.set_picture(picture)
            self.continue_picture.setVisible(self._last is not None and not picture.isNull())
        elif name in self.game_tiles:
            self.game_tiles[name].set_picture(picture)

    def pictures_waiting(self) -> int:
        """How many pictures are still to be drawn (none asked for yet: 0)."""
        return self._maker.waiting() if self._maker is not None else 0

    # --- the game to continue -----------------------------------------------------------------

    def set_last(self, summary: Any) -> None:
        """The last unfinished game's SaveSummary (or None: Continue is disabled); the games'
        tiles are placed with it (the first time)."""
        self._place_games()
        changed = summary is None or self._last is None or summary.path != self._last.path
        self._last = summary
        self.continue_button.setEnabled(summary is not None)
        if summary is None or changed:
            self.continue_picture.hide()
            self.continue_picture.set_picture(QPixmap())
        for widget in (self.continue_button, self.new_button, self.learn_button):
            set_role(widget, "big" if widget is not self.new_button else "")
        set_role(self.continue_button if summary is not None else self.learn_button, "primary")
        self.continue_button.setProperty("big", True)  # a primary button stays big
        self.learn_button.setProperty("big", True)
        for widget in (self.continue_button, self.new_button, self.learn_button):
            widget.style().unpolish(widget)
            widget.style().polish(widget)
        self._fill_details()
        if self.isVisible() and not self._shown_unpainted:
            # (the start page shown again, its game and players read anew: a little later)
            self._fill_timer.start()

    def _fill_details(self) -> None:
        summary = self._last
        if summary is None:
            self.continue_details.setText(self.tr("No unfinished game."))
            self.continue_picture.setAccessibleDescription("")
            return
        from .formatting import format_datetime, game_name

        details = self.tr("{game} with {players} — {date}").format(
            game=game_name(summary.game_id),
            players=format_players(summary.players, getattr(summary, "kinds", ())),
            date=format_datetime(summary.updated),
        )
        self.continue_details.setText(details)
        self.continue_picture.setAccessibleDescription(details)

    def _describe_family(self) -> None:
        names = ", ".join(name for name, _look in self.family.players)
        self.family.setAccessibleName(self.tr("The family's players"))
        self.family.setAccessibleDescription(names)
        self.family.setToolTip(self.tr("The family's players: open the Players page"))

    def _name_games(self) -> None:
        if not self.game_tiles:
            return
        from .formatting import game_name

        for game, tile in self.game_tiles.items():
            name = game_name(game)
            tile.setText(name)
            tile.setAccessibleName(self.tr("New game of {game}").format(game=name))
            tile.setAccessibleDescription(
                self.tr("A sheet of {game} in play: press to choose the players").format(game=name)
            )
            tile.setToolTip(tile.accessibleName())
            tile.set_picture(QPixmap())  # (its words are in the language left: drawn anew)

    def retranslate(self) -> None:
        self.title.setText(self.tr("sheetdesk"))
        self.subtitle.setText(self.tr("Paper-sheet games for the whole family"))
        self._name_games()
        self.continue_picture.set_picture(QPixmap())
        self.continue_picture.hide()
        self.continue_picture.setAccessibleName(self.tr("Continue the last game"))
        self.continue_picture.setToolTip(self.tr("Continue the last game"))
        self.continue_button.setText(self.tr("Continue the last game"))
        self.new_button.setText(self.tr("New game"))
        self.saved_button.setText(self.tr("Saved games"))
        self.rules_button.setText(self.tr("Rules"))
        self.learn_button.setText(self.tr("Learn to play"))
        self.settings_button.setText(self.tr("Settings"))
        self.quit_button.setText(self.tr("Quit"))
        self.players_button.setText(self.tr("Players"))
        self.history_button.setText(self.tr("Finished games"))
        self.statistics_button.setText(self.tr("Statistics"))
        self._describe_family()
        self._fill_details()
        if self._maker is not None:
            self.fill_in()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
