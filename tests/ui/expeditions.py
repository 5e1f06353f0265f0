"""Driving the expedition family's table (Treasure cards, Pyramid cards) as a player would: a
chosen action delivered by real clicks on the table, and whole rounds played that way."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core.rng import Rng
from sheetdesk.games.expeditions import engine


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
            QTest.mouseClick(window.page("handover").button, Qt.MouseButton.LeftButton)
            continue
        assert window.current_page_name() == "table"
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        action = bot(session.view(seat), seat, legal, Rng(step))
        length, cursor = len(session.log), session.cursor
        click_action(window, action)
        assert len(session.log) > length or session.cursor != cursor, action
    raise AssertionError("did not get there")
