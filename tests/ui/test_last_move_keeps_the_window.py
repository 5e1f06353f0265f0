"""A game's last move in a window on the smallest screen (1024×600 at 125 %: 819×480), made as
small as the app lets it (its least size then is its page's): the window keeps its size while
the move ends the game and its end page opens (a window grows at once where its least size
grows, and is not made smaller again). The table's way back to the scores was shown while undo,
redo and restart still stood beside it: the page was 950 px wide a moment in Greek, 966 px with
Larger text, and the window grew to that."""

from __future__ import annotations

from sheetdesk.core import registry, savefile
from sheetdesk.ui.style import Look
from tests.ui.driving import pass_handover, play_by_hint
from tests.ui.test_end_page import before_the_end, finished
from tests.ui.test_layout_audit import screen_of, settle

SCREEN = (819, 480)
ANY = registry.GAMES[0].id  # (the button row is the table page's, every game's)


def test_the_last_move_leaves_the_smallest_window_its_size(window):
    session = finished(ANY, ("Ana",))
    last = [e for e in session.log if e.seat is not None][-1]
    window.set_language("el")
    window.set_look(Look("light", True))
    try:
        with screen_of(*SCREEN):
            window.setMinimumSize(0, 0)
            window.resize(*SCREEN)
            assert window.open_path(savefile.write(before_the_end(session)), external=False)
            if window.current_page_name() == "handover":
                pass_handover(window)
            settle()
            assert window.size().toTuple() == SCREEN  # (the table fits: the case looked at)
            play_by_hint(window, last.action)
            settle()
    finally:
        window.set_look(Look("light", False))
    assert window.current_page_name() == "scores"
    assert window.size().toTuple() == SCREEN
