"""What the screens tell of a game: a game played to its end by the computer's choices (the
header, the log and the end page each game's own story tests read: sheetdesk/games/<id>/tests/),
computer seats marked wherever a seat is named, and the header saying who decides in another
player's turn (where a game's rules name a turn's owner)."""

from __future__ import annotations

import pytest

from sheetdesk.core import registry
from sheetdesk.core.protocol import GameRules
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice


def play_to_the_end(window, game: str, seed: int) -> list[str]:
    entry = registry.get(game)
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Jan")), {}, seed))
    controller = window.controller
    session = window.session
    bot = entry.bot()
    headers = set()
    for step in range(5000):
        if session.is_over():
            break
        if window.current_page_name() == "handover":
            controller.confirm_handover()
            continue
        headers.add(window.page("table").game_label.text())
        seat = session.acting_seat()
        controller.choose(
            bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        )
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
