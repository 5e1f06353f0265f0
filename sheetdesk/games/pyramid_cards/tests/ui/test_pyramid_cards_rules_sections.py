"""Pyramid cards' rules: the sections its pictures of the sheet stand beside."""

from __future__ import annotations

from sheetdesk.core import registry


def test_the_pictures_stand_beside_their_sections(qapp):
    ui = registry.get("pyramid_cards").ui()
    sections = [title for title, _ in ui.rules_summary()]
    assert sorted(sections[index] for index in ui.rules_pictures) == sorted(
        ("A turn", "Pyramid points")
    )
