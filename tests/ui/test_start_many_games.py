"""The start page keeps its games' pictures whole with five and six games (a newcomer's game
or two beside the four built in): at 1024×600, in English, Greek and Polish, the layout audit
finds nothing on it. The extra games are copies of built-in ones the registry is made to find
under new ids (the page reads nothing else of them)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from sheetdesk.core import registry
from tests.ui.audit import audit
from tests.ui.test_layout_audit import screen_of, settle


def register_extra_games(monkeypatch: pytest.MonkeyPatch, count: int) -> list[str]:
    """`count` more games, each a built-in one again under an id of its own (the longest
    names first: the widest pictures' words)."""
    built_in = sorted(registry.GAMES, key=lambda entry: -len(entry.name))
    extra = [entry._replace(id=f"{entry.id}_again") for entry in built_in[:count]]
    games = (*registry.GAMES, *extra)
    by_id = {entry.id: entry for entry in games}
    monkeypatch.setattr(registry, "GAMES", games)
    monkeypatch.setattr(registry, "games_by_id", lambda: by_id)
    return [entry.id for entry in extra]


@pytest.mark.parametrize("language", ["en", "el", "pl"])
@pytest.mark.parametrize("games", [5, 6])
def test_the_start_page_at_1024x600_with_five_and_six_games(
    monkeypatch, make_window, games, language
):
    register_extra_games(monkeypatch, games - len(registry.GAMES))
    window = make_window()
    window.translators.install(language)
    with screen_of(1024, 600):
        window.show_page("start")
        window.refresh_start()
        window.resize(1024, 600)
        settle()
        window.start_page.fill_in()
        settle()
        assert len(window.start_page.game_tiles) == games
        found = audit(window, QSize(1024, 600))
    assert found == []
