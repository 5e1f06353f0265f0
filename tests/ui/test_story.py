"""What the screens tell of a game: the header says how far it is in its own terms, the log names
what happened (misthrows, locks, completed cards, cups, the card taken), the end page says why
the game ended."""

from __future__ import annotations

from sheetdesk.core import registry
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


def test_number_rows_header_log_and_end_reason(window):
    headers = play_to_the_end(window, "number_rows", seed=31)
    assert any("Turn 3" in h for h in headers)
    text = log_text(window)
    assert "misthrow" in text or "locks the" in text
    assert "from the display." in text and "card 1 of the display" not in text
    reason = window.page("scores").reason_label
    assert window.current_page_name() == "scores"
    assert reason.text().startswith("The game ends: ") and reason.isVisibleTo(window)
    assert "The game ends: " in text


def test_treasure_cards_log_names_completed_cards_and_the_end(window):
    headers = play_to_the_end(window, "treasure_cards", seed=8)
    assert any("Round 4 of 4" in h for h in headers)
    text = log_text(window)
    assert "completes the" in text
    assert "from the open display" in text or "from the top of the pile" in text
    assert "The 4th round is over" in text
    assert window.page("scores").reason_label.text() == "All 4 rounds have been played."


def test_computer_seats_are_marked_wherever_a_seat_is_named(window):
    entry = registry.get("treasure_cards")
    players = (Player("Ana"), Player("Robo", "bot", "greedy"))
    window.start_new(NewGameChoice(entry, players, {}, 4))
    window.controller.bot_delay_ms = 0
    page = window.page("table")
    scores = page.scores_table
    names = [scores.item(row, 0).text() for row in range(scores.rowCount())]
    assert names == ["Ana", "Robo (computer)"]
    captions = [s.name.text() for s in page.table.others.sheets if not s.isHidden()]
    assert captions and all("Robo (computer)" in c for c in captions)


def test_the_header_says_who_decides_while_it_is_another_players_turn(window):
    """Number rows: while Jan's announced number goes round, Ana decides in Jan's turn."""
    entry = registry.get("number_rows")
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Jan")), {}, 12))
    controller, session = window.controller, window.session
    bot = entry.bot()
    for step in range(400):
        state = session.state
        if window.current_page_name() == "handover":
            controller.confirm_handover()
            continue
        seat = session.acting_seat()
        if state.phase == "announce" and seat != state.active:
            header = window.page("table").turn_label.text()
            owner, decider = session.players[state.active].name, session.players[seat].name
            assert header == f"Now playing: {owner} — {decider} decides"
            return
        controller.choose(
            bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        )
    raise AssertionError("no announce by another player was reached")
