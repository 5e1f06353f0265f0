"""A field's words begin inside its edge: the Print dialog's number of sheets (a spin box) as
far in from its left edge as the game's and the paper's names in the combo boxes beside it, not
on the edge, in the usual look and with Larger text."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

# a pixel of the words: every channel under this (the fields' edges and the focus ring are
# lighter or blue; the words are near black)
INK = 90


def words_inset(picture: QImage, field: QWidget, top: QWidget) -> int:
    """How far from `field`'s left edge its words begin in `picture` (a grab of `top`): their
    leftmost pixel in the field's middle half of its height (its words' glyphs, whatever their
    shapes)."""
    ratio = picture.devicePixelRatio()
    place = field.mapTo(top, field.rect().topLeft())
    rows = range(
        round((place.y() + field.height() / 4) * ratio),
        round((place.y() + field.height() * 3 / 4) * ratio),
    )
    left, right = round(place.x() * ratio), round((place.x() + field.width()) * ratio)
    for x in range(left, right):
        for y in rows:
            colour = picture.pixelColor(x, y)
            if max(colour.red(), colour.green(), colour.blue()) < INK:
                return round((x - left) / ratio)
    raise AssertionError(f"no words in {field.objectName()}")


@pytest.mark.parametrize("look", [("light", False), ("light", True)], indirect=True, ids=str)
def test_the_number_of_sheets_begins_as_far_in_as_the_names_beside_it(qtbot, make_window, look):
    from sheetdesk.ui.print_dialog import PrintDialog

    window = make_window()
    dialog = PrintDialog(None, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    picture = dialog.grab().toImage()
    names = [words_inset(picture, box, dialog) for box in (dialog.game_box, dialog.paper_box)]
    number = words_inset(picture, dialog.count, dialog)
    assert min(names) - 2 <= number <= max(names) + 2, (number, names)
