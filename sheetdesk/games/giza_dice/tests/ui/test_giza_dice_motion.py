"""Giza dice's writers' numbers appear one by one (sheetkit/motion.py on this game's pads): in an
open step each computer's number is ringed on its pad as it is written, the next a moment after
the last."""

from __future__ import annotations

import time

from sheetdesk.core.session import Player
from sheetdesk.ui.sheetkit import motion
from tests.ui.test_motion import marks_in, start


def test_giza_dice_writers_numbers_appear_one_by_one(window, qtbot):
    """In an open step (everyone writes the same roll) each computer's number is written on its
    pad as it is written, ringed, one just after another: the next computer starts writing a
    moment after the last (as a table writes together), not once the last stroke has ended."""
    players = [Player("Ana"), Player("Cy", "bot", "greedy"), Player("Di", "bot", "greedy")]
    controller = start(window, "giza_dice", players, {"powers": False}, seed=4)
    controller.bot_delay_ms = 0
    table = controller.page.table
    session = controller.session
    seen: list[tuple[float, int, set[int], bool]] = []  # at each write drawn

    def drawn(_entries: list[int]) -> None:
        last = session.history[-1] if session.history else None
        if last is not None and last.action.kind == "write" and last.seat in (1, 2):
            ringed = {seat for scene, seat, _b in table.motion_scenes() if marks_in(scene)}
            seen.append((time.perf_counter(), last.seat, ringed, table.motion.running()))

    table.moves_shown.connect(drawn)
    qtbot.waitUntil(lambda: len(seen) >= 2, timeout=8000)
    (first, seat1, ringed1, running1), (second, seat2, ringed2, running2) = seen[:2]
    assert (seat1, seat2) == (1, 2)
    assert seat1 in ringed1 and running1, "Cy's number is written on Cy's pad, ringed"
    assert {1, 2} <= ringed2 and running2, "then Di's, Cy's still ringed"
    gap = second - first
    assert gap >= controller.QUICK_STAGGER_MS / 1000 * 0.9, "Di wrote a moment after Cy"
    assert gap < motion.STROKE_MS / 1000, "and did not wait for Cy's whole stroke"
