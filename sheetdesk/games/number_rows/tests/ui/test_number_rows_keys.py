"""Number rows' keys are found where they are used: the Keys card lists the number keys while
hand cards may be played."""

from __future__ import annotations


def test_the_number_keys_are_listed_while_hand_cards_may_be_played(qtbot):
    from sheetdesk.games.number_rows.sheet import create_table
    from sheetdesk.games.number_rows.tests.ui.test_number_rows_sheet import PLAYERS, R, advance
    from sheetdesk.games.number_rows.tests.ui.test_number_rows_sheet import show as show_number_rows
    from sheetdesk.games.number_rows.tests.ui.test_number_rows_sheet import (
        start as number_rows_start,
    )

    t = create_table(R, PLAYERS)
    qtbot.addWidget(t)
    t.resize(1090, 690)
    t.show()
    t.activateWindow()
    qtbot.waitActive(t)
    state = advance(number_rows_start(), lambda s: s.phase == "play" and not s.played)
    show_number_rows(t, state)
    keys = dict(t.step_keys())
    assert keys["1"].startswith("Hand card")  # the first card of the hand, as its tooltip says
    assert "P" not in keys  # no card chosen yet: Play is not enabled
    announce = advance(number_rows_start(), lambda s: s.phase == "announce")
    show_number_rows(t, announce)
    assert "1" not in dict(t.step_keys())
