"""A card game's table opened in Polish with Larger text at 819x600, after the window was
1024x600 (a game in the usual text opened at 819x480 first, so that the table page scrolls), is
laid out as one opened there, and the page's fits to its layout's requests come to an end. On
c84b52f2 they never did: at the page's one size its table's board was laid out wide and its
header's words took more lines, at the other not, each fit asked for the other size, and the
app hung with the event loop never turning (`PageScroll`'s `BURST`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject

from sheetdesk.core import registry
from sheetdesk.ui.style import Look
from tests.ui.counted_events import EventCount
from tests.ui.test_layout_audit import settle
from tests.ui.test_size_not_history import _saved, arrangement, differences, opened_at

GAME = "pyramid_cards"
# layout requests of the page more than any settled opening of a table asks for: the page's
# fits are cut off there, so that a test of the app as it was ends
ENDLESS = 300


class Requests(EventCount):
    """Counts the layout requests a widget is sent; past `ENDLESS` it keeps them from the
    widget's other filters (installed before it: the page's scroll area's)."""

    def __init__(self) -> None:
        super().__init__(QEvent.Type.LayoutRequest)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        super().eventFilter(watched, event)
        return event.type() == self.kind and self.count > ENDLESS


def test_a_card_table_opened_after_another_size_settles_as_one_opened_there(window: Any) -> None:
    save = _saved(GAME, registry.get(GAME).max_players)
    window.set_language("pl")
    window.set_look(Look(window.settings.colours, larger=True))
    opened_at(window, save, (819, 600))
    wanted = arrangement(window)
    window.set_look(Look(window.settings.colours, larger=False))
    opened_at(window, save, (819, 480))
    window.resize(1024, 600)
    settle()
    requests = Requests()
    window.page("table").installEventFilter(requests)
    window.set_look(Look(window.settings.colours, larger=True))
    opened_at(window, save, (819, 600))
    window.page("table").removeEventFilter(requests)
    assert requests.count <= ENDLESS
    assert not differences(arrangement(window), wanted)
