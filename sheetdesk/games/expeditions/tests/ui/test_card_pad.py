"""The card family's printed pads: each card game's score card draws its own boxes, each big
enough for a child's two-digit number (the pads every game prints: tests/ui/test_paper.py)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("game", ["treasure_cards", "pyramid_cards"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_box_of_a_card_games_score_card_takes_a_childs_two_digit_number(
    qapp, monkeypatch, game: str, paper: str
) -> None:
    """The card games' score cards draw their boxes themselves (torches, coins, cups, palms,
    gems, skulls, points): each box drawn as the pad is printed is at least 9 mm each way (the
    squares of the symbols printed in them, under 4 mm, are not boxes)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    import sheetdesk.games
    from sheetdesk.ui import paper as pages
    from sheetdesk.ui.sheetkit.measure import blank_device

    sheetdesk.games.import_all()
    sizes: list[float] = []
    original = QPainter.drawRect

    def measured(painter: QPainter, *args) -> None:
        if len(args) == 1 and isinstance(args[0], QRectF):
            on_paper = painter.combinedTransform().mapRect(args[0])
            sizes.append(min(on_paper.width(), on_paper.height()) / pages.MM)
        original(painter, *args)

    document = pages.pad_document(game, 1, paper)
    try:
        page = document.pages[0]
        scene = page.sheets[0].scene
        rect = scene.itemsBoundingRect()
        target = QRectF(0, 0, rect.width() * page.scale, rect.height() * page.scale)
        device = blank_device(int(target.width()) + 1, int(target.height()) + 1)
        painter = QPainter(device)
        monkeypatch.setattr(QPainter, "drawRect", measured)
        pages.render_scene(painter, scene, target)
        monkeypatch.undo()
        painter.end()
    finally:
        document.release()
    boxes = [size for size in sizes if size >= 4.0]
    assert len(boxes) >= 20, sizes  # (every box of the card)
    assert min(boxes) >= 9.0, sorted(round(size, 1) for size in boxes)


@pytest.mark.parametrize("language", ["el", "pl"])
@pytest.mark.parametrize("game", ["treasure_cards", "pyramid_cards"])
def test_a_card_games_pad_names_its_boxes_and_marks_in_the_games_own_words(
    qapp, game: str, language: str
) -> None:
    """Every term of the game's that the printed pad's words name in English (its boxes, how
    they are crossed or marked) is said in the game's own word in `language` (the glossary) in
    each of its lines, the line on how to fill the pad in too: one thing, one word on one sheet
    of paper."""
    from tests.ui.test_glossary import GAMES, _found
    from tests.ui.test_paper import blank_pads

    english = blank_pads(game, 1, "a4").note.split("\n")
    said = blank_pads(game, 1, "a4", language).note.split("\n")
    assert len(said) == len(english) > 1  # (the line on how to fill it in, then the game's)
    missing = [
        (f"{term['en']} (not «{term[language]}»)", line)
        for source, line in zip(english, said, strict=True)
        for term in GAMES[game]["terms"]
        if _found(term["match"], source) and not _found(term["forms"][language], line)
    ]
    assert not missing, missing
