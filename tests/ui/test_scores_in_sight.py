"""The side column's scores so far show every player's row wherever the page has room for them
(`audit_room.rows_hidden`): each game with two players and with its most, in English, Greek and
Polish, with the usual text and Larger text, at the small windows where the log and the scores
share the column's height. One window for each game, its table resized and its look changed in
turn, as a family may. On 46b1ddd7 Pyramid in Polish at 819x600 with Larger text, two players,
showed Ana's row alone: the box kept the height it had for the usual text's header."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from sheetdesk.core import registry
from sheetdesk.ui.style import Look
from tests.ui.audit_room import rows_hidden
from tests.ui.laid_out import settle
from tests.ui.test_size_not_history import _saved, opened_at

SIZES = ((819, 480), (819, 600), (1024, 600))


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_every_players_score_is_in_sight_where_the_column_has_room(window, game):  # type: ignore[no-untyped-def]
    entry = registry.get(game)
    faults: list[str] = []
    for seats in dict.fromkeys((max(2, entry.min_players), entry.max_players)):
        opened_at(window, _saved(game, seats), SIZES[0])
        page = window.page("table")
        for language in ("en", "el", "pl"):
            window.set_language(language)
            # each language from the text size the one before ended with, then the other: the
            # look changed once a language (a change restyles and lays out every page anew),
            # each language still meeting both sizes and a change between them
            first = window.settings.larger_text
            for larger in (first, not first):
                if window.settings.larger_text != larger:
                    window.set_look(Look(window.settings.colours, larger=larger))
                for size in SIZES:
                    window.resize(*size)
                    settle()
                    window.grab()  # (as a screen paints it: what a paint lays out, laid out)
                    settle()
                    walked = [w for w in page.findChildren(QWidget) if w.isVisible()]
                    found = rows_hidden(page, walked)
                    faults += [f"{seats} {language} {size} larger={larger}: {f}" for f in found]
    assert not faults, "\n".join(faults)
