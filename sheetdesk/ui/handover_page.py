""" "Pass the laptop to Ana" — a blank page that hides every sheet until Ana confirms.

Only a fresh, deliberate act of the next player passes it: for `HANDOVER_GUARD_MS` after the page
appears (shown for a player, and again once it has painted) every key and click on it is ignored,
and so is a key held down from before (its repeats) and the second click of a double click, however
late the desktop lets it come. A second Enter meant for the page before, or a double click, must
not show the next player's secrets, nor act on their table for them.

Its hint says what the page keeps from the others in the game played, in the game's own words
(`GameUi.hidden`, declared in the game's INFO: the colours of a hand, the dealt cards), or that
the game hides nothing; a page painted from a save's glance (core/save_glance.py) says it from
its first paint (the glance knows the game's id; its words need nothing of the game loaded)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from . import sound
from .keys import RepeatWatch
from .plain import button_text, plain_label
from .style import set_role

HANDOVER_GUARD_MS = 400
SYMBOL_SIZE = 56  # the player's symbol over their name
"""[design] How long a new hand-over page ignores keys and clicks: longer than the gap between
the two presses of a quick double Enter or double click (80-200 ms), shorter than it takes to
pass the laptop on."""

_KEYS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease)
_CLICKS = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease)
_UNKNOWN = object()  # the page's game is not known yet


class HandoverPage(QWidget):
    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handover_page")
        self._name = ""
        # what the game hides, in its words (None: nothing); _UNKNOWN: no game told yet
        self._hidden: Any = _UNKNOWN
        self._shown = QElapsedTimer()  # since the page appeared (for the guard)
        self._painted = False
        self._repeats = RepeatWatch()
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        # the player's remembered symbol in their colour (none for a player not remembered)
        self.symbol = QLabel()
        self.symbol.setObjectName("handover_symbol")
        self.symbol.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.symbol.hide()
        layout.addWidget(self.symbol)
        self.title = plain_label()
        self.title.setObjectName("handover_title")
        set_role(self.title, "title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.hint = plain_label()
        set_role(self.hint, "hint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("handover_confirm")
        set_role(self.button, "primary")
        # (its least height, HANDOVER_TARGET_PX, is the style sheet's: one set here would
        # be overridden by the style sheet's every button has)
        self.button.setMinimumWidth(360)
        self.button.setDefault(True)
        self.button.clicked.connect(self.confirmed.emit)
        layout.addWidget(self.title)
        layout.addSpacing(8)
        layout.addWidget(self.hint)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.installEventFilter(self)
        self.button.installEventFilter(self)
        self._appear()

    @property
    def player(self) -> str:
        """The name the page is shown for."""
        return self._name

    def set_player(
        self, name: str, look: tuple[str, str] | None = None, game: str | None = None
    ) -> None:
        """Show the page for `name`; `look`: their (colour, symbol), None when not known;
        `game`: the id of the game played (None: not known yet)."""
        self._name = name
        self.set_look(look)
        self._hidden = _UNKNOWN if game is None else _hidden_in(game)
        self.retranslate()
        self._appear()
        sound.play("chime")

    def set_look(self, look: tuple[str, str] | None) -> None:
        if look is None:
            self.symbol.clear()
            self.symbol.hide()
            return
        from .player_symbol import player_icon

        colour, symbol = look
        self.symbol.setPixmap(player_icon(symbol, colour, SYMBOL_SIZE).pixmap(SYMBOL_SIZE))
        self.symbol.show()

    def set_game(self, game: str) -> None:
        """Say what game `game` (an id) keeps from the other players (GameUi.hidden)."""
        self._hidden = _hidden_in(game)
        self.retranslate()

    def _appear(self) -> None:
        # the guard counts from now, and again from when the page has painted
        self._painted = False
        self._shown.start()

    def arm(self) -> None:
        """Start the guard time again from now (keys and clicks that waited while the app was
        busy come too soon for the page)."""
        self._shown.start()

    @property
    def ready(self) -> bool:
        """Whether the guard time is over: a fresh key or click now passes the page."""
        return self._shown.hasExpired(HANDOVER_GUARD_MS)

    def retranslate(self) -> None:
        from PySide6.QtCore import QLocale

        from .name_forms import to_whom

        name = self.shown_player()
        # "to Tomek" is "Tomkowi" in Polish: the name in the form the language needs, where it
        # is known; else the wording that takes the name as typed
        whom = to_whom(name, QLocale().name().split("_")[0])
        if whom is not None:
            self.title.setText(self.tr("Pass the laptop to {name}").format(name=whom))
        else:
            self.title.setText(self.tr("Pass the laptop on: {name} plays next").format(name=name))
        self.hint.setText(self.hint_words())
        self.button.setText(button_text(self.tr("I'm {name}").format(name=name)))

    def shown_player(self) -> str:
        """The player the page is for as the pages name them (a seat's default name in the
        language now, whichever the game began in)."""
        from .formatting import shown_name

        return shown_name(self._name)

    def hint_words(self) -> str:
        """Who should look, and what stays hidden until they confirm (or that nothing does)."""
        name = self.shown_player()
        if self._hidden is None:
            return self.tr(
                "Nothing in this game is hidden: everyone may watch while {name} plays."
            ).format(name=name)
        only = self.tr("Only {name} should look at the screen now.").format(name=name)
        if self._hidden is _UNKNOWN:
            return only
        from .formatting import render

        return f"{only} {render(self._hidden, name=name)}"

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().showEvent(event)
        self._appear()
        self.button.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The guard, in front of the page and its button (Enter, Space and clicks all push the
        button: see keys.py)."""
        kind = event.type()
        if kind == QEvent.Type.Paint and watched is self and not self._painted:
            # the page appears when it is painted: a busy moment between showing and painting it
            # (building the next table) does not count
            self._painted = True
            self._shown.start()
        elif kind in _KEYS:
            assert isinstance(event, QKeyEvent)
            return self._repeats.is_repeat(event) or not self.ready
        elif kind == QEvent.Type.MouseButtonDblClick:
            # Qt gives a widget the second press of a double click as this event (the button is
            # pushed by it). Its first click did not pass the page, so it was the player's before
            # or came too soon; the desktop may take two clicks further apart than the guard
            # time for a double click.
            return True
        elif kind in _CLICKS:
            return not self.ready
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _hidden_in(game: str) -> Any:
    """What game `game` (an id) keeps from the other players, in its own words (GameUi.hidden,
    as its INFO declares it; None: nothing); _UNKNOWN for an id that names no game."""
    from sheetdesk.core import registry
    from sheetdesk.core.i18n import Text

    # (from the game's INFO, read at start-up: nothing of the game is loaded for it, so a save's
    # hand-over page painted before its game is read says it at once: GameInfo.handover)
    entry = registry.games_by_id().get(game)
    if entry is None:
        return _UNKNOWN
    return Text(entry.id, entry.handover) if entry.handover else None
