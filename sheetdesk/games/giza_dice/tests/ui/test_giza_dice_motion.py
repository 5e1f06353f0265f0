"""Giza dice's writers' numbers on their pads (sheetkit/motion.py on this game's pads): in an open
step the computers writing after one another write at the same time, each number written with a
pen stroke on its own pad and ringed."""

from __future__ import annotations

from sheetdesk.core.session import Player
from tests.ui.test_motion import marks_in, start


def test_giza_dice_computers_writing_together_each_write_on_their_pad(window, qtbot):
    """In an open step (everyone writes the same roll) the computers writing one after another
    write together, as a table does: one drawing, each number written on its own pad with its
    pen stroke and ringed there."""
    players = [Player("Ana"), Player("Cy", "bot", "greedy"), Player("Di", "bot", "greedy")]
    controller = start(window, "giza_dice", players, {"powers": False}, seed=4)
    controller.bot_delay_ms = 0
    table = controller.page.table
    session = controller.session
    seen: list[tuple[list[int], set[int], bool]] = []  # at each drawing with their writes
    drawn_at = [session.cursor]

    def drawn(_entries: list[int]) -> None:
        start, drawn_at[0] = drawn_at[0], session.cursor
        new = session.history[start : session.cursor]  # (a write and its confirmation, drawn once)
        wrote = [e.seat for e in new if e.action.kind == "write" and e.seat in (1, 2)]
        if wrote:
            ringed = {seat for scene, seat, _b in table.motion_scenes() if marks_in(scene)}
            seen.append((wrote, ringed, table.motion.running()))

    table.moves_shown.connect(drawn)
    qtbot.waitUntil(lambda: len(seen) >= 1, timeout=8000)
    wrote, ringed, running = seen[0]
    assert wrote == [1, 2], "Cy's and Di's numbers in one drawing"
    assert {1, 2} <= ringed and running, "each written on its own pad, ringed"
