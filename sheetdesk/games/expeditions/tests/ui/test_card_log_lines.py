"""The card games' log reads a seat's kept cards or marks and the Confirm that makes them final as
the move's lines alone: no "Ana is done." under each (on 1c4f3c82 every Confirm had that line of
its own, doubling each expedition card's lines). Looking back at a game, the move at a Confirm is
the keep or mark it confirms: the line chosen and the caption over the sheets tell that."""

from __future__ import annotations

import pytest

from sheetdesk.core import registry
from sheetdesk.core.headless import play_one
from sheetdesk.core.session import Player
from sheetdesk.games.expeditions import engine
from sheetdesk.games.expeditions.tests.ui.driving import play_by_clicks
from sheetdesk.ui.formatting import render
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.replay_page import ReplayPage

GAMES = ("treasure_cards", "pyramid_cards")


@pytest.mark.parametrize("game", GAMES)
def test_a_confirm_reads_as_one_line_with_the_cards_kept_and_the_marks(window, game):  # type: ignore[no-untyped-def]
    entry = registry.get(game)
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Jan")), {}, 3))
    bot = entry.bot("random")
    # both draft and the first expedition card marked by clicks, up to the second's marks
    play_by_clicks(window, bot, until=lambda state: state.revealed >= 2)
    session = window.session
    lines = window.controller.log_lines(session.acting_seat())
    for name in ("Ana", "Jan"):
        assert lines.count(f"{name} chooses a card to keep.") == 2, lines
    confirms = [e for e in session.history if isinstance(e.action, engine.Confirm)]
    assert len(confirms) == 4  # two drafts, two seats' marks: none a line of its own
    assert not any(line.endswith(" is done.") for line in lines), lines
    marks = [e for e in session.history if isinstance(e.action, engine.Place | engine.Box)]
    assert {e.seat for e in marks} == {0, 1}  # (each seat's marks are lines: the move said)
    for mark in marks:
        said = render(session.rules.describe(mark.action, mark.seat), player="")
        assert any(line.endswith(said) for line in lines), (said, lines)


@pytest.mark.parametrize("game", GAMES)
def test_the_replay_at_a_confirm_shows_the_mark_it_confirms(qtbot, game):  # type: ignore[no-untyped-def]
    session = play_one(game, 2, 3, "random")
    page = ReplayPage()
    qtbot.addWidget(page)
    page.set_game(registry.get(game), session)
    history = session.history
    done = next(
        i for i, e in enumerate(history)
        if isinstance(e.action, engine.Confirm) and isinstance(history[i - 1].action, engine.Place)
        and not session.rules.events(*session.states_around(i))
    )  # fmt: skip
    mark = history[done - 1]
    page.go(done + 1)
    said = render(session.rules.describe(mark.action, mark.seat), player="")
    (chosen,) = [item.text() for item in page.log_list.selectedItems()]
    assert chosen.endswith(said) and chosen.startswith(session.players[mark.seat].name)
    assert said in page.table.caption.text()
