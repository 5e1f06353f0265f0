"""Giza dice's writers' numbers appear one by one (sheetkit/motion.py on this game's pads): in an
open step each computer's number is ringed on its pad as it is written, the next a moment after
the last."""

from __future__ import annotations

import time

from sheetdesk.core.session import Player
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
    drawn_at = [session.cursor]

    def drawn(_entries: list[int]) -> None:
        start, drawn_at[0] = drawn_at[0], session.cursor
        new = session.history[start : session.cursor]  # (a write and its confirmation, drawn once)
        wrote = [e.seat for e in new if e.action.kind == "write" and e.seat in (1, 2)]
        if wrote:
            ringed = {seat for scene, seat, _b in table.motion_scenes() if marks_in(scene)}
            seen.append((time.perf_counter(), wrote[-1], ringed, table.motion.running()))

    table.moves_shown.connect(drawn)
    qtbot.waitUntil(lambda: len(seen) >= 2, timeout=8000)
    (first, seat1, ringed1, running1), (second, seat2, ringed2, running2) = seen[:2]
    assert (seat1, seat2) == (1, 2)
    assert seat1 in ringed1 and running1, "Cy's number is written on Cy's pad, ringed"
    assert {1, 2} <= ringed2 and running2, "then Di's, Cy's still ringed"
    # (a moment after: never sooner than the stagger; how much later a busy machine decides, so
    # the pacing's budget is checked without the clock in test_pacing.py)
    assert second - first >= controller.QUICK_STAGGER_MS / 1000 * 0.9, "Di wrote a moment after Cy"
