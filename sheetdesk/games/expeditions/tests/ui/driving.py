"""Driving the expedition family's table (Treasure cards, Pyramid cards) as a player would: a
chosen action delivered by real clicks on the table, and whole rounds played that way; a later
position reached on the game's session alone and opened from its save."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import savefile
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.games.expeditions import engine
from tests.ui.driving import pass_handover


def click(view, point) -> None:
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )


def hover(view, point) -> None:
    QTest.mouseMove(view.viewport(), point)


def click_action(window, action) -> None:
    """Deliver the acting player's choice by clicks on the table."""
    table = window.page("table").table
    if isinstance(action, engine.Keep):
        index = table._view.dealt[table._big].index(action.card)
        click(table.board_view, table.item_center(table.board_scene, f"dealt:{index}"))
    elif isinstance(action, engine.Place):
        if table._box_mode:
            QTest.mouseClick(table.box_button, Qt.MouseButton.LeftButton)
        rot, mirrored, anchor = table.pose_for(action.card, action.cells)
        while table._rot != rot:
            QTest.mouseClick(table.turn_button, Qt.MouseButton.LeftButton)
        if table._mirrored != mirrored:
            QTest.mouseClick(table.mirror_button, Qt.MouseButton.LeftButton)
        point = table.box_center(table.slot_of(action.card), anchor)
        hover(table.board_view, point)
        click(table.board_view, point)
    elif isinstance(action, engine.Box):
        if not table._box_mode:
            QTest.mouseClick(table.box_button, Qt.MouseButton.LeftButton)
        click(table.board_view, table.box_center(table.slot_of(action.card), action.cell))
    elif isinstance(action, engine.Take):
        item = "pile" if action.slot is None else f"display:{action.slot}"
        click(table.shared_view, table.item_center(table.shared_scene, item))
    else:
        QTest.mouseClick(table.confirm_button, Qt.MouseButton.LeftButton)


def play_by_clicks(window, bot, until: Callable[[Any], bool], limit: int = 3000) -> int:
    """Let `bot` choose for every human and deliver each choice by clicks; returns how many
    hand-over pages were confirmed."""
    session = window.session
    handovers = 0
    for step in range(limit):
        if session.is_over() or until(session.state):
            return handovers
        if window.current_page_name() == "handover":
            handovers += 1
            pass_handover(window)
            continue
        assert window.current_page_name() == "table"
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        action = bot(session.view(seat), seat, legal, Rng(step))
        length, cursor = len(session.log), session.cursor
        click_action(window, action)
        assert len(session.log) > length or session.cursor != cursor, action
    raise AssertionError("did not get there")


def played(entry, names, seed: int, bot, until: Callable[[Any], bool]) -> Session:
    """A new game of `entry` (`names` playing, `seed`) on its session alone, `bot` choosing
    every move, up to the first position where `until(state)`."""
    session = Session.new(entry.rules(), tuple(Player(n) for n in names), {}, seed)
    for step in range(3000):
        if session.is_over() or until(session.state):
            break
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        session.act(seat, bot(session.view(seat), seat, legal, Rng(step)))
    assert until(session.state), "did not get there"
    return session


def open_played(window, entry, names, seed: int, bot, until: Callable[[Any], bool]) -> None:
    """`window` shows a new game of `entry` (`names` playing, `seed`) at the first position where
    `until(state)`, `bot` having chosen every move before it on the game's session alone; the
    game opened from its save as a family opens a saved game, past its hand-over page. For a
    test about that position, not about the playing there (`play_by_clicks` plays the same moves,
    but the window repaints itself after each of them)."""
    assert window.open_path(savefile.write(played(entry, names, seed, bot, until)), external=False)
    window.controller.bot_delay_ms = 0
    if window.current_page_name() == "handover":
        pass_handover(window)
    assert window.current_page_name() == "table"


def press(key) -> None:
    """A key as the keyboard gives it: to the widget that has the focus now (the event loop
    turns first, as it does between two keystrokes)."""
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    target = QApplication.focusWidget()
    assert target is not None, "no widget has the keyboard focus"
    QTest.keyClick(target, key)


def key_action(window, action) -> None:
    """Deliver the acting player's choice by keys alone, from wherever the app put the focus."""
    table = window.page("table").table
    if isinstance(action, engine.Keep):
        scene = table.board_scene
        target = f"dealt:{table._view.dealt[table._big].index(action.card)}"
        for _ in range(8):
            if scene.focus_id == target:
                break
            press(Qt.Key.Key_Right if scene.focus_id < target else Qt.Key.Key_Left)
        press(Qt.Key.Key_Return)
    elif isinstance(action, engine.Place | engine.Box):
        one_box = isinstance(action, engine.Box)
        if table._box_mode != one_box:
            press(Qt.Key.Key_B)
        if table.slot_of(action.card) != table._slot:
            press(Qt.Key.Key_Tab)
        if one_box:
            anchor = tuple(action.cell)
        else:
            rot, mirrored, anchor = table.pose_for(action.card, action.cells)
            for _ in range((rot - table._rot) % 4):
                press(Qt.Key.Key_R)
            if table._mirrored != mirrored:
                press(Qt.Key.Key_F)
        r0, c0 = table._anchor
        for _ in range(abs(anchor[0] - r0)):
            press(Qt.Key.Key_Down if anchor[0] > r0 else Qt.Key.Key_Up)
        for _ in range(abs(anchor[1] - c0)):
            press(Qt.Key.Key_Right if anchor[1] > c0 else Qt.Key.Key_Left)
        press(Qt.Key.Key_Return)
    elif isinstance(action, engine.Take):
        scene = table.shared_scene
        if not table.shared_view.hasFocus():
            press(Qt.Key.Key_Tab)
            for _ in range(6):
                if table.shared_view.hasFocus():
                    break
                press(Qt.Key.Key_Tab)
        target = "pile" if action.slot is None else f"display:{action.slot}"
        for _ in range(8):
            if scene.focus_id == target:
                break
            press(Qt.Key.Key_Right)
        press(Qt.Key.Key_Return)
    else:
        press(Qt.Key.Key_Return)


def play_by_keys_to_own_next_card(window, bot, limit: int = 400) -> int:
    """Let `bot` choose for every human and deliver each choice by keys, until the player who
    marked a shape on one expedition card and confirmed it is the first to mark the next one,
    with no hand-over page between (the same table stays in front of the same player); returns
    that seat."""
    session = window.session
    placed: set[int] = set()  # seats whose last mark on the current card was a shape
    for step in range(limit):
        if session.is_over():
            break
        if window.current_page_name() == "handover":
            pass_handover(window, Qt.Key.Key_Return)
            continue
        seat = session.acting_seat()
        state = session.state
        last = [entry for entry in session.history if entry.seat is not None][-1:]
        if (
            state.phase == "mark"
            and not state.marks[seat]
            and last
            and last[0].seat == seat
            and isinstance(last[0].action, engine.Confirm)
            and seat in placed
            and any(isinstance(a, engine.Place) for a in session.legal_actions(seat))
        ):
            return seat
        legal = list(session.legal_actions(seat))
        action = bot(session.view(seat), seat, legal, Rng(step))
        if isinstance(action, engine.Place):
            placed.add(seat)
        elif isinstance(action, engine.Box):
            placed.discard(seat)
        key_action(window, action)
    raise AssertionError("the confirming player never marked the next card first")


def opens_in_shape_mode_and_enter_places(window, seat: int) -> None:
    """The card in front of `seat` is in shape mode with a ghost that fits (Turn and Mirror
    usable), and Enter alone places the shape."""
    assert window.current_page_name() == "table"
    table = window.page("table").table
    assert not table._box_mode
    assert table.turn_button.isEnabled() and table.mirror_button.isEnabled()
    assert table.ghost.isVisible() and table.ghost.legal
    press(Qt.Key.Key_Return)
    last = window.session.history[-1]
    assert last.seat == seat and isinstance(last.action, engine.Place)
