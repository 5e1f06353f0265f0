"""The start page keeps its games' pictures whole with five and six games (a newcomer's game
or two beside the four built in): in English, Greek and Polish the layout audit finds nothing
on it, with five games on the smallest screen met (683×400: 1024×600 at 150 %), at 1024×600
and at 1366×768, with the usual and with Larger text (where a row of five would squeeze each
game's words, its tiles go onto more rows), and with six at 1024×600. The extra games are copies
of built-in ones the registry is made to find under new ids (the page reads nothing else of
them)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from sheetdesk.core import registry
from sheetdesk.ui.style import Look
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


SCREENS = ((683, 400), (1024, 600), (1366, 768))


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_the_start_page_with_five_games_on_each_screen(monkeypatch, make_window, language):
    register_extra_games(monkeypatch, 5 - len(registry.GAMES))
    window = make_window()
    window.translators.install(language)
    found: dict[str, list[str]] = {}
    try:
        for larger in (False, True):
            window.set_look(Look("light", larger))
            for width, height in SCREENS:
                with screen_of(width, height):
                    window.setMinimumSize(0, 0)
                    window.show_page("start")
                    window.refresh_start()
                    window.resize(width, height)
                    settle()
                    window.start_page.fill_in()
                    settle()
                    assert len(window.start_page.game_tiles) == 5
                    problems = audit(window, QSize(width, height))
                if problems:
                    found[f"{width}x{height}{' larger' if larger else ''}"] = problems
    finally:
        window.set_look(Look("light", False))
    assert found == {}


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_the_start_page_at_1024x600_with_six_games(monkeypatch, make_window, language):
    games = 6
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
