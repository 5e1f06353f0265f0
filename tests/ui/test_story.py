"""What the screens tell of a game: a game played to its end by the computer's choices (the
header, the log and the end page each game's own story tests read: sheetdesk/games/<id>/tests/),
computer seats marked wherever a seat is named, and the header saying who decides in another
player's turn (where a game's rules name a turn's owner)."""

from __future__ import annotations

import pytest

from sheetdesk.core import registry, savefile
from sheetdesk.core.protocol import GameRules
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.new_game_dialog import NewGameChoice


def play_to_the_end(window, game: str, seed: int) -> list[str]:
    """A game of `game` (Ana and Jan, `seed`), the game's first computer player choosing every
    move: played on its session alone up to its last move and opened from its save, as a family
    opens a saved game; that move, which ends it, is made in the window (the log and the end
    page tell the whole game whichever way it was played; through the window each move before
    repainted it). Returns the headers the table showed (the last position's)."""
    entry = registry.get(game)
    players = (Player("Ana"), Player("Jan"))
    bot = entry.bot()
    whole = Session.new(entry.rules(), players, {}, seed)
    moves = []
    for step in range(5000):
        if whole.is_over():
            break
        seat = whole.acting_seat()
        moves.append(
            (seat, bot(whole.view(seat), seat, list(whole.legal_actions(seat)), Rng(step)))
        )
        whole.act(*moves[-1])
    assert whole.is_over()
    before = Session.new(entry.rules(), players, {}, seed)
    for seat, action in moves[:-1]:
        before.act(seat, action)
    assert window.open_path(savefile.write(before), external=False)
    controller = window.controller
    session = window.session
    headers = set()
    for _ in range(10):
        if session.is_over():
            break
        if window.current_page_name() == "handover":
            controller.confirm_handover()
            continue
        # (the line binds the words of each part with no-break spaces: compared as read)
        headers.add(window.page("table").game_label.text().replace("\u00a0", " "))
        assert session.acting_seat() == moves[-1][0]
        controller.choose(moves[-1][1])
    assert session.is_over()
    return sorted(headers)


def log_text(window) -> str:
    log = window.page("table").log_list
    return "\n".join(log.item(i).text() for i in range(log.count()))


def test_computer_seats_are_marked_wherever_a_seat_is_named(window, qtbot):
    entry = registry.GAMES[0]  # (any game would do)
    players = (Player("Ana"), Player("Robo", "bot", entry.bots[0]))
    window.start_new(NewGameChoice(entry, players, {}, 4))
    window.controller.bot_delay_ms = 0
    page = window.page("table")
    scores = page.scores_table
    names = [scores.item(row, 0).text() for row in range(scores.rowCount())]
    assert names == ["Ana", "Robo (computer)"]

    def captions() -> list[str]:
        return [s.name.text() for s in page.table.others.sheets if not s.isHidden()]

    # the computer's sheet among the others' (once it has moved, where it moves first)
    qtbot.waitUntil(lambda: any("Robo" in caption for caption in captions()))
    assert all("Robo (computer)" in caption for caption in captions())


@pytest.mark.parametrize(
    # every game whose rules name a turn's owner (they write their own `turn_owner`)
    "game",
    [e.id for e in registry.GAMES if type(e.rules()).turn_owner is not GameRules.turn_owner],
)
def test_the_header_says_who_decides_while_it_is_another_players_turn(window, game):
    """While it is Jan's turn another player may decide (Number rows: Jan's announced number
    goes round): the header names both, as the rules' `turn_owner` says."""
    entry = registry.get(game)
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Jan")), {}, 12))
    controller, session = window.controller, window.session
    bot = entry.bot()
    for step in range(400):
        if window.current_page_name() == "handover":
            controller.confirm_handover()
            continue
        seat = session.acting_seat()
        owner_seat = session.rules.turn_owner(session.state)
        if owner_seat is not None and owner_seat != seat:
            header = window.page("table").turn_label.text()
            owner, decider = session.players[owner_seat].name, session.players[seat].name
            assert header == f"Now playing: {owner} — {decider} decides"
            return
        controller.choose(
            bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        )
    raise AssertionError("no turn in which another player decides was reached")
