"""Screen readers hear every item of a sheet: each target of each game's table (a box, a card, a
building, a die) has words saying what it is and its state ("Red row: 7, crossed"), in the
page's language, routed through the kit (sheetkit/targets.py); the sheet's accessible
description follows the keyboard's focus and the turn."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry
from sheetdesk.core.session import Session
from sheetdesk.ui.game_pictures import play_out
from sheetdesk.ui.sheetkit import FittingView

GAMES = tuple(entry.id for entry in registry.GAMES)
ID_LIKE = re.compile(r"^[a-z_]+(:[a-z0-9_]+)+$")  # an item's id, not words


def at(session: Session, cut: int) -> Session:
    return Session.restore(
        session.rules,
        session.players,
        session.options,
        session.seed,
        session.log[:cut],
        cut,
        match_id="descriptions",
    )


def deciding(game: str) -> Session:
    """A session part-way through a game its bots played, at a step a seat decides."""
    session = play_out(game)
    while session.acting_seat() is None or not session.legal_actions(session.acting_seat()):
        session = at(session, session.cursor - 1)
    return session


def show(table, session: Session) -> None:  # type: ignore[no-untyped-def]
    """`session` on `table` as the controller shows it to the seat to act."""
    seat = session.acting_seat()
    view = session.view(seat)
    table.set_interactive(True)
    table.show_position(view, seat, seat, list(session.legal_actions(seat)), {})


def table_in_play(qtbot, game: str):  # type: ignore[no-untyped-def]
    """The game's table part-way through a game, the seat to act choosing among its sheet's
    items (not only among buttons)."""
    session = deciding(game)
    entry = registry.get(game)
    table = entry.ui().create_table(session.rules, list(session.players))
    qtbot.addWidget(table)
    table.resize(1366, 700)
    table.show()
    qtbot.waitExposed(table)
    show(table, session)
    while not any(targets.lit() for targets in table.targets()):
        session = deciding_before(session)
        show(table, session)
    return session, table


def deciding_before(session: Session) -> Session:
    session = at(session, session.cursor - 1)
    while session.acting_seat() is None or not session.legal_actions(session.acting_seat()):
        session = at(session, session.cursor - 1)
    return session


def missing_words(table) -> list[str]:  # type: ignore[no-untyped-def]
    found = []
    for targets in table.targets():
        for item_id, item in targets.scene.cells.items():
            if not (item.activatable and item.isVisible()):
                continue
            words = targets.describe(item_id)
            plain = words.replace(", you can choose it", "")
            if not re.search(r"\w", plain) or ID_LIKE.match(plain) or plain == item_id:
                found.append(f"{item_id}: {words!r}")
            if item.highlighted and "you can choose it" not in words:
                found.append(f"{item_id} is lit and does not say so: {words!r}")
    return found


@pytest.mark.parametrize("game", GAMES)
def test_every_target_of_every_game_says_what_it_is(qtbot, game):
    _session, table = table_in_play(qtbot, game)
    problems = missing_words(table)
    assert not problems, f"{game}:\n" + "\n".join(problems)
    lit = [
        targets.describe(item_id)
        for targets in table.targets()
        for item_id, item in targets.scene.cells.items()
        if item.highlighted
    ]
    assert lit, "a position with a choice lights its targets"


def test_the_focused_items_words_follow_the_keyboard_and_the_turn(qtbot):
    # (a game whose seat to act chooses on its sheet by keys: the registry's first)
    session, table = table_in_play(qtbot, registry.GAMES[0].id)
    view = table.targets()[0].scene.views()[0]  # the view of the sheet of the seat to act
    assert isinstance(view, FittingView)
    table.activateWindow()
    QTest.qWaitForWindowActive(table)
    for _ in range(30):  # the keyboard reaches the sheet with Tab, as a player's would
        if view.hasFocus():
            break
        QTest.keyClick(QApplication.focusWidget() or table, Qt.Key.Key_Tab)
    assert view.hasFocus()
    face = QAccessible.queryAccessibleInterface(view)
    before = face.text(QAccessible.Text.Description)
    QTest.keyClick(view, Qt.Key.Key_Right)
    scene = view.scene()
    after = face.text(QAccessible.Text.Description)
    assert scene.focus_id and scene.describer(scene.focus_id) in after
    assert after != before
    # the turn passes: the words say the new prompt and the item as it is now (no more a choice)
    seat = session.acting_seat()
    view_state = session.view(None)
    table.show_position(view_state, None, seat, [], {})
    told = face.text(QAccessible.Text.Description)
    assert told != after and "you can choose it" not in told


def test_the_words_are_in_the_pages_language(window, qtbot):
    window.set_language("el")
    # (a game whose sheet shows crossed boxes in play: the registry's first)
    _session, table = table_in_play(qtbot, registry.GAMES[0].id)
    targets = table.targets()[0]
    said = {item_id: targets.describe(item_id) for item_id in targets.scene.cells}
    crossed = [said[i] for i, item in targets.scene.cells.items() if item.state == "crossed"]
    lit = [said[i] for i, item in targets.scene.cells.items() if item.highlighted]
    assert crossed and all("τσεκαρισμένο" in words for words in crossed)
    assert lit and all("μπορείς να το διαλέξεις" in words for words in lit)
    assert not any("crossed" in words or "choose" in words for words in said.values())
    table.close()  # (before the window and its language go)


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_change_of_turn_or_step_is_announced_to_assistive_technology(qtbot, monkeypatch, game):
    session, table = table_in_play(qtbot, game)
    said: list[tuple[object, str]] = []

    def heard(event) -> None:  # type: ignore[no-untyped-def]
        if event.type() == QAccessible.Event.Announcement:
            said.append((event.object(), event.message()))

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(heard))
    show(table, session)  # the same position again: nothing new to say
    assert said == []
    seat = session.acting_seat()
    session.act(seat, session.legal_actions(seat)[0])  # the step moves on
    now = session.acting_seat()
    view = session.view(now)
    legal = list(session.legal_actions(now)) if now is not None else []
    table.show_position(view, now, now, legal, {})
    prompt = table.accessibleDescription()
    assert said and said[-1] == (table, prompt) and prompt
