"""The others' small sheets' least width (sheetkit/others.py `OthersPanel`): the kit's, the same
in every game, narrower in a short window with Larger text (1366×768 at 150 %: 910×512), where
the big sheet needs the width more; the panel follows the window's height and the text size."""

from __future__ import annotations

import pytest

from sheetdesk.core import registry, savefile
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.sheetkit.others import LEAST_WIDTH, SHORT_WIDTH
from sheetdesk.ui.style import Look
from tests.ui.driving import pass_handover
from tests.ui.laid_out import settle


@pytest.mark.parametrize("game", [g.id for g in registry.GAMES])
def test_every_games_small_sheets_are_narrower_in_a_short_window_with_larger_text(
    window, qtbot, game
):
    entry = registry.get(game)
    players = [Player(n) for n in ("Ana", "Jan", "Ola")]
    assert window.open_path(
        savefile.write(Session.new(entry.rules(), players, {}, 7)), external=False
    )
    if window.current_page_name() == "handover":
        pass_handover(window)
    others = window.page("table").table.others

    def least() -> set[int]:
        return {s.view.minimumWidth() for s in others.sheets if s.isVisible()}

    assert least() == {LEAST_WIDTH}
    window.set_look(Look(window.settings.colours, larger=True))
    window.resize(910, 512)
    settle()
    assert least() == {SHORT_WIDTH}
    window.set_look(Look(window.settings.colours, larger=False))  # the usual text again
    settle()
    assert least() == {LEAST_WIDTH}
    window.set_look(Look(window.settings.colours, larger=True))
    settle()
    assert least() == {SHORT_WIDTH}
    window.resize(1366, 768)  # a window tall enough
    settle()
    assert least() == {LEAST_WIDTH}
    assert all(s.view.width() >= LEAST_WIDTH for s in others.sheets if s.isVisible())
