"""Giza dice's printed pad: the Sphinx's building stays clear of the pad's frame."""

from __future__ import annotations

from sheetdesk.games.giza_dice.sheet import SHEET_FILE
from sheetdesk.resources import resource_path
from sheetdesk.ui.sheetkit.sheet_file import load_layout


def test_the_giza_sphinx_stays_clear_of_the_pads_frame() -> None:
    """The Sphinx's printed building (the band under its cells) lies inside the pad's frame,
    its border a few units clear of the frame's, so the printed pad shows both whole."""
    layout = load_layout(resource_path(*SHEET_FILE))
    frame = min(layout.bands, key=lambda band: band.z)  # the paper, under everything
    cells = [cell.rect for cell in layout.cells if cell.id.startswith("sphinx.")]
    assert cells

    def holds(outer, inner) -> bool:  # type: ignore[no-untyped-def]
        return (
            outer[0] <= inner[0]
            and outer[1] <= inner[1]
            and inner[0] + inner[2] <= outer[0] + outer[2]
            and inner[1] + inner[3] <= outer[1] + outer[3]
        )

    others = [band for band in layout.bands if band is not frame]
    building = next(band for band in others if all(holds(band.rect, c) for c in cells))
    x, y, w, h = frame.rect
    margin = 4 + frame.border_width + building.border_width
    assert holds((x + margin, y + margin, w - 2 * margin, h - 2 * margin), building.rect)
    assert frame.rect[1] + frame.rect[3] <= layout.height
