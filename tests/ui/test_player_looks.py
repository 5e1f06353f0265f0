"""A seat's remembered colour and symbol (from the players' database, drawn as on the Players
page) on the hand-over page and the score card; a seat whose player is not remembered (an older
save, a removed player) is shown without one, and nothing fails."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry, savefile
from sheetdesk.core.history import History
from sheetdesk.core.protocol import hides_secrets
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.player_symbol import COLOURS
from tests.ui.driving import pass_handover
from tests.ui.test_history_page import _game

# every game, and those whose players hide something (a game of two continues, or starts, on the
# hand-over page)
EVERY_GAME = pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
HIDING_GAME = pytest.mark.parametrize(
    "game", [entry.id for entry in registry.GAMES if hides_secrets(entry.rules())]
)


def _remember(*names: str) -> None:
    with History() as history:
        history.remember_table(list(names))


def _continue(window, qtbot):  # type: ignore[no-untyped-def]
    window.refresh_start()
    QTest.mouseClick(window.start_page.continue_button, Qt.MouseButton.LeftButton)


@HIDING_GAME
def test_the_hand_over_page_shows_the_players_symbol(window, qtbot, game):
    _remember("Ana", "Kuba")
    entry = registry.get(game)
    savefile.write(Session.new(entry.rules(), [Player("Ana"), Player("Kuba")], {}, 7))
    _continue(window, qtbot)
    assert window.current_page_name() == "handover"
    page = window.page("handover")
    assert page.symbol.isVisible() and not page.symbol.pixmap().isNull()


@HIDING_GAME
def test_a_player_not_remembered_gets_no_symbol_and_nothing_fails(window, qtbot, game):
    _remember("Ana")
    with History() as history:
        history.remove(history.find("Ana").id)  # removed: the seat shows no symbol either
    entry = registry.get(game)
    savefile.write(Session.new(entry.rules(), [Player("Ana"), Player("Olek")], {}, 7))
    _continue(window, qtbot)
    assert window.current_page_name() == "handover"
    assert not window.page("handover").symbol.isVisible()


@EVERY_GAME
def test_the_score_card_shows_each_remembered_players_symbol(window, qtbot, game):
    _remember("Ana")
    _game(game, ["Ana", "Olek"], 1)  # Olek: a name from an older save
    window.show_saved_games()
    page = window.page("saved")
    QTest.mouseClick(page.open_button, Qt.MouseButton.LeftButton)  # the only game, chosen
    assert window.current_page_name() == "scores"
    header = window.page("scores").table
    assert not header.horizontalHeaderItem(0).icon().isNull()
    assert header.horizontalHeaderItem(1).icon().isNull()


@pytest.mark.parametrize("game", [g.id for g in registry.GAMES])  # a new game too
def test_the_sheets_captions_show_each_remembered_players_symbol(window, qtbot, game):
    """Over the big sheet and over each small one: the symbol in its colour left of the name,
    inside the caption's line (the caption is no taller for it); none for a seat no remembered
    player has."""
    _remember("Ana", "Kuba")
    with History() as history:
        looks = {
            name: (p.colour, p.symbol) for name in ("Ana", "Kuba") if (p := history.find(name))
        }
    entry = registry.get(game)
    players = [Player("Ana"), Player("Kuba"), Player("Olek")]
    savefile.write(Session.new(entry.rules(), players, {}, 7))
    _continue(window, qtbot)
    for _ in range(3):  # (the laptop may go round more than one seat before a sheet shows)
        if window.current_page_name() == "handover":
            pass_handover(window)
    assert window.current_page_name() == "table"
    table = window.page("table").table
    big = table.big_seat(0)
    names = ["Ana", "Kuba", "Olek"]
    assert table.caption.look == looks.get(names[big])
    for seat, sheet in enumerate(table.others.sheets):
        if seat != big:
            assert sheet.name.look == looks.get(names[seat]), names[seat]
    captions = [table.caption] if table.caption.look else []
    captions += [s.name for s in table.others.sheets if s.name.look and s.isVisible()]
    assert captions  # (Ana or Kuba is on screen)
    for label in captions:
        rect = label.symbol_rect()
        assert label.rect().contains(rect)
        # drawn there in the player's colour, left of the words
        image = label.grab().toImage()
        ratio = image.devicePixelRatio()
        colour = image.pixelColor(int(rect.center().x() * ratio), int(rect.center().y() * ratio))
        assert colour.name() == COLOURS[label.look[0]]
        assert rect.right() < label.words_left()
        assert label.words_left() >= label.contentsRect().left() + label.indent()
        # the words' line holds it
        assert rect.height() <= label.fontMetrics().lineSpacing()


@HIDING_GAME
def test_a_new_players_symbol_is_on_the_table_from_the_start(window, qtbot, monkeypatch, game):
    """Names typed for the first time in New game: their colours and symbols show at once, not
    only once the game is left and continued."""
    from tests.ui.test_new_game_dialog import choose, open_dialog, players_to, type_name

    def sit_down(dialog) -> None:  # type: ignore[no-untyped-def]
        choose(dialog.game_combo, qtbot, game)
        players_to(dialog, 2)
        type_name(dialog, 0, "Zosia")
        type_name(dialog, 1, "Tomek")

    open_dialog(window, monkeypatch, sit_down)
    assert window.current_page_name() == "handover"
    page = window.page("handover")
    # the new names are written to the list in the background: their symbols come on the first
    # page once written, while it is still shown
    qtbot.waitUntil(lambda: page.symbol.isVisible() and not page.symbol.pixmap().isNull())
    assert window.current_page_name() == "handover"
    assert all(look is not None for look in window.seat_looks)


@EVERY_GAME
def test_a_captions_symbol_and_words_keep_inside_its_frame(window, qtbot, game):
    """A caption drawn as a note (a border and padding round it: Giza's instruction line) keeps
    its symbol and its words inside its padding: the room the symbol takes is added to the
    frame's, never put in its place (the words then lay on the note's border). So in every
    game, for every caption with a player's look."""
    from tests.ui.audit import over_frames

    _remember("Ana", "Kuba", "Olek")
    entry = registry.get(game)
    players = [Player("Ana"), Player("Kuba"), Player("Olek")]
    savefile.write(Session.new(entry.rules(), players, {}, 7))
    _continue(window, qtbot)
    for _ in range(3):
        if window.current_page_name() == "handover":
            pass_handover(window)
    assert window.current_page_name() == "table"
    table = window.page("table").table
    captions = [table.caption] + [s.name for s in table.others.sheets]
    shown = [label for label in captions if label.look and label.isVisible()]
    assert table.caption in shown
    assert over_frames(shown) == []
    for label in shown:
        # (the frame's border and padding: QFrame's frame rectangle round the contents)
        frame, inner = label.frameRect(), label.contentsRect()
        rect = label.symbol_rect()
        assert rect.left() >= inner.left() - frame.left() + label.margin()
        assert rect.top() >= inner.top() - frame.top()
        assert rect.right() < label.words_left()
