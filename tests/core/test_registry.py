"""The registry: every built-in game declared once (its package's INFO), read by both the
registry and the rules; ids unique and never changed."""

from __future__ import annotations

import importlib

import pytest

from sheetdesk.core import registry


def test_each_game_info_is_declared_once_and_shared_with_the_rules():
    for entry in registry.GAMES:
        info = importlib.import_module(entry.package).INFO
        assert entry.rules().info is info
        assert (entry.id, entry.name, entry.min_players, entry.max_players, entry.bots) == (
            info.id,
            info.name,
            info.min_players,
            info.max_players,
            info.bots,
        )
        for name in info.bots:
            assert callable(entry.bot(name))


def test_ids_never_change():
    assert [g.id for g in registry.GAMES][:4] == [
        "number_rows",
        "treasure_cards",
        "pyramid_cards",
        "giza_dice",
    ]


def test_duplicate_ids_are_refused():
    game = registry.GAMES[0]
    with pytest.raises(ValueError, match="share the id"):
        registry._validate([game, game])
