"""Treasure cards' rules: the sections its pictures of the sheet stand beside, and the words
its summary must name (its symbols, the keys of the table)."""

from __future__ import annotations

from sheetdesk.core import registry


def test_the_pictures_stand_beside_their_sections(qapp):
    ui = registry.get("treasure_cards").ui()
    sections = [title for title, _ in ui.rules_summary()]
    assert sorted(sections[index] for index in ui.rules_pictures) == sorted(
        ("A turn", "Completing a card")
    )


def test_the_summary_names_the_symbols_and_the_keys(qapp):
    summary = " ".join(
        " ".join((title, *paragraphs))
        for title, paragraphs in registry.get("treasure_cards").ui().rules_summary()
    )
    assert "expedition card" in summary
    for word in ("Coin", "Palm", "Cups", "seal", "mirror", "wheel", "B switches", "Enter"):
        assert word in summary, word
