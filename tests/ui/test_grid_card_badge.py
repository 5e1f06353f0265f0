"""A chosen card's badge ("Kept") on a card shown small: its words at 9 pt, whole and clear of
the badge's own outline and of the card's frame under it, as the layout audit reads the scene."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

from sheetdesk.ui.sheetkit import FittingView, SheetLayout, SheetScene
from sheetdesk.ui.sheetkit.grid_card import GridCardItem
from tests.ui.audit import audit
from tests.ui.fakes import plain_card_look

LOOK = plain_card_look(3, 4)


@pytest.mark.parametrize("width", [330, 300])
@pytest.mark.parametrize("words", ["Kept", "Την κρατάς", "Zatrzymana"])
def test_a_kept_card_s_badge_is_whole_at_9_pt_clear_of_its_outline(qtbot, words, width):
    """Four dealt cards side by side (as a draft shows them, 190 × 168 units, 28 apart) in a
    view that shows them about 71 or 65 pixels wide (with Larger text a lesson's board is
    smaller): the badge grows round its words at 9 pt (not cut short with "…", not on its own
    outline or on the card's frame), a little past the card's sides at most."""
    scene = SheetScene(SheetLayout(880, 300, ()))
    cards = [GridCardItem(f"dealt:{i}", (8 + i * 218, 40, 190, 168), LOOK) for i in range(4)]
    for i, card in enumerate(cards):
        scene.addItem(card)
        card.set_content(f"card {i}", badge=words if i in (0, 1) else "")
    page = QWidget()  # (the audit looks at the views inside what it is given)
    qtbot.addWidget(page)
    view = FittingView(scene, page)
    page.resize(width, 120)
    view.resize(width, 120)
    page.show()
    qtbot.waitExposed(view)
    assert view.transform().m11() < 0.4  # (shown small: its words grown to 9 pt)
    problems = audit(page, QSize(1366, 768))
    assert not problems, problems
