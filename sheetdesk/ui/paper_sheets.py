"""What a game's table gives the paper and the rules' pictures (ui/paper.py, game_pictures.py,
rules_pictures.py): each seat's sheet as it is written on paper, a blank pad and what is printed
with it, the picture beside each section of the rules. Every GameTable has these parts; a game's
table (`TableScaffold`) says only what differs from these: a game without a sheet on paper has
none (`paper_scene` None)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsScene

from sheetdesk.core.protocol import Seat


class PaperSheets:
    """The table's sheets on paper, drawn for the position the table shows."""

    # the least scale (sheet units to 96-dpi pixels) at which the printed sheet is read and
    # written on: a box of 40 units is then 9 mm wide
    paper_scale = 0.85

    def paper_scene(self, seat: Seat) -> QGraphicsScene | None:
        """`seat`'s sheet as it is written on paper, drawn for the position shown: the game's own
        scene of that sheet, with no highlight, hint or focus mark. None: the game has none."""
        return None

    def pad_scene(self) -> QGraphicsScene | None:
        """A blank score pad, the position shown being a new game's start: the first seat's
        sheet unless the game writes on something else (a card game's score card)."""
        return self.paper_scene(0)

    def rules_scene(self, section: int, seat: Seat) -> QGraphicsScene | None:
        """What the picture beside section `section` of the game's rules shows, the position
        shown: `seat`'s sheet, unless the section is about a part of it that the game shows
        bigger (where its numbers can be read)."""
        return self.paper_scene(seat)

    def pad_note(self) -> str:
        """A line printed with each blank pad ("" for none): say, that the cards stay in the box."""
        return ""

    def pad_how_to(self) -> str:
        """How a blank pad is filled in, printed with it where the page adds the boxes of the
        score's parts and the total (a pad with its own totals says it in its `pad_note`):
        crosses in its boxes, unless the game writes something else in them."""
        return QCoreApplication.translate(
            "Paper",
            "How to fill it in: cross the boxes as you play; at the end write each part's "
            "points in its box below and their sum in Total.",
        )

    # what a blank pad's own sheet already has; the page adds what it lacks (a line for the
    # player's name, empty boxes for the parts of the score and the total)
    pad_has_name = False
    pad_has_totals = False
