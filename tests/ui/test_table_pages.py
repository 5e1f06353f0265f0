"""The table page around a game: the sheets after the game (every player's, and back to the
scores), status messages that belong to their page, the log opened on its last line, and the
sheets laid out once when the window is resized; each at every game of the registry."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry, savefile
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.new_game_dialog import NewGameChoice

# every game, each case played at each (by its id)
EVERY_GAME = pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
# the moves a case's window plays itself at its end (those before: on the game's session alone)
LIVE = 6


def play(window, entry, names=("Ana", "Jan"), seed=5, until=lambda s: False, live=None):
    """The bot's moves played through the window's controller until the game is over or
    `until(session)`. With `live`, all but the last `live` of those moves are chosen first on
    the game's session alone, and the game opened from its save: the window plays (and paints)
    only the last ones, the end or the position reached as a game played there reaches it."""
    if live is None:
        window.start_new(NewGameChoice(entry, tuple(Player(n) for n in names), {}, seed))
    else:
        alone = Session.new(entry.rules(), tuple(Player(n) for n in names), {}, seed)
        actions = _moves(alone, entry.bot(), until)
        session = Session.new(entry.rules(), tuple(Player(n) for n in names), {}, seed)
        for seat, action in actions[: max(0, len(actions) - live)]:
            session.act(seat, action)
        assert window.open_path(savefile.write(session), external=False)
    controller, session = window.controller, window.session
    bot = entry.bot()
    for step in range(5000):
        if session.is_over() or until(session):
            return session
        if window.current_page_name() == "handover":
            controller.confirm_handover()
            continue
        seat = session.acting_seat()
        controller.choose(
            bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        )
    raise AssertionError("the game did not end")


def _moves(session, bot, until):  # type: ignore[no-untyped-def]
    """(seat, action) of every move `bot` makes on `session` until it is over or `until`."""
    moves = []
    for step in range(5000):
        if session.is_over() or until(session):
            return moves
        seat = session.acting_seat()
        action = bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        session.act(seat, action)
        moves.append((seat, action))
    raise AssertionError("the game did not end")


@EVERY_GAME
def test_every_final_sheet_can_be_seen_with_a_way_back_to_the_scores(window, qtbot, game):
    play(window, registry.get(game), live=LIVE)
    assert window.current_page_name() == "scores"
    QTest.mouseClick(window.page("scores").table_button, Qt.MouseButton.LeftButton)
    page = window.page("table")
    assert window.current_page_name() == "table" and page.scores_button.isVisible()
    assert not page.undo_button.isVisible()
    others = page.table.others
    shown = [i for i, sheet in enumerate(others.sheets) if sheet.isVisible()]
    assert shown
    for index in shown:
        view = others.view(index)
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton)
        zoom = others.zoom
        assert zoom is not None and zoom.isVisible()
        assert zoom.view.scene() is view.scene()
        assert zoom.caption.text() == others.sheets[index].name.text()
        # its title is one line (a title bar shows a line break as a box)
        assert zoom.windowTitle() and not set("\n\r\u2028") & set(zoom.windowTitle())
        assert zoom.caption.text().split("\n")[0] in zoom.windowTitle()
        QTest.mouseClick(zoom.close_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: others.zoom is None)
    QTest.mouseClick(page.scores_button, Qt.MouseButton.LeftButton)
    assert window.current_page_name() == "scores"


@EVERY_GAME
def test_a_status_message_goes_with_its_page(window, game):
    """A click on a place of the sheets that is no move now (the game says why: `Refuse`)
    shows its reason in the status bar; leaving the page takes the message with it."""
    from sheetdesk.ui.formatting import render
    from sheetdesk.ui.sheetkit.targets import Refuse
    from tests.ui.driving import click_spot

    refused: list = []

    def a_place_says_why(session) -> bool:  # type: ignore[no-untyped-def]
        if window.current_page_name() != "table" or window.controller.bot_pending:
            return False
        table = window.page("table").table
        refused[:] = [
            (table.spot(targets.scene, item_id), meaning.reason)
            for targets in table.targets()
            for item_id, item in targets.scene.cells.items()
            if item.isVisible() and isinstance(meaning := targets.meaning(item_id), Refuse)
        ]
        return bool(refused)

    play(window, registry.get(game), until=a_place_says_why)
    spot, reason = refused[0]
    click_spot(spot)
    said = window.statusBar().currentMessage()
    assert said and said == render(reason, [p.name for p in window.session.players])
    window.show_start()
    assert window.statusBar().currentMessage() == ""


@EVERY_GAME
def test_an_opened_game_shows_the_last_line_of_its_log(window, qtbot, game):
    session = play(window, registry.get(game), until=lambda s: len(s.log) > 120, live=LIVE)
    path = window.controller.save_path
    window.show_start()
    assert window.open_path(path, external=False)
    if window.current_page_name() == "handover":
        window.controller.confirm_handover()
    log = window.page("table").log_list
    assert log.count() > 50
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    assert savefile.load(path).cursor == session.cursor


def test_nine_long_names_are_whole_on_the_final_scores(window, qtbot):
    """The final scores of nine players with long names, on small laptop screens: every name
    over its column and every score is whole (names break at their spaces, or the card scrolls
    sideways, rather than lose letters)."""
    from sheetdesk.core.session import Session
    from tests.ui.fit import clipped

    names = ("Ana", "Zofia Kowalska", "Γιαγιά Σοφία", "Jan", "Dimitris", "Małgorzata")
    names += ("Filip", "Παναγιώτης", "Helena Nowakowska")
    # a game nine may play (as the registry declares it)
    entry = next(e for e in registry.GAMES if e.max_players >= len(names))
    session = Session.new(entry.rules(), [Player(n) for n in names], {}, 7)
    bot = entry.bot()
    for step in range(20_000):
        if session.is_over():
            break
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        session.act(seat, bot(session.view(seat), seat, legal, Rng(step)))
    assert window.open_path(savefile.write(session), external=False)
    assert window.current_page_name() == "scores"
    for size in ((1024, 600), (1280, 720)):
        window.resize(*size)
        qtbot.wait(1)
        assert clipped(window.page("scores")) == [], size


@EVERY_GAME
def test_a_resized_window_lays_the_sheets_out_once_at_their_new_width(window, qtbot, game):
    """The side column takes its share of the new width before the page is laid out: the
    sheets are placed once, at their final width (not first at the old split, painted so for a
    moment, and again)."""
    from PySide6.QtCore import QEvent, QObject

    class Widths(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.seen: list[int] = []

        def eventFilter(self, watched, event):  # type: ignore[no-untyped-def]
            if event.type() == QEvent.Type.Resize:
                self.seen.append(event.size().width())
            return False

    # (a game under way)
    play(window, registry.get(game), until=lambda s: len(s.log) > 20, live=LIVE)
    if window.current_page_name() == "handover":
        window.controller.confirm_handover()
    page = window.page("table")
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: page.width() < 1100)
    QTest.qWait(0)
    widths = Widths()
    page.table.installEventFilter(widths)
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: page.width() >= 1300)
    QTest.qWait(0)
    page.table.removeEventFilter(widths)
    assert widths.seen == [page.table.width()], widths.seen
