"""The hint's badge on a card with walls (boxes nobody ever writes in, `CardLook.closed`): where
every place near the box marked hides something, it lies over the walls, not over the crossed
boxes of the player's path beside them (a lesson's words point at that path)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from sheetdesk.ui.sheetkit import HintMarker, SheetLayout, SheetScene
from sheetdesk.ui.sheetkit.grid_card import GridCardItem
from tests.ui.fakes import plain_card_look


@dataclass(frozen=True)
class WalledCard:
    walls: frozenset[tuple[int, int]]


WALLS = frozenset({(0, 2), (0, 3)})
PATH = frozenset({(0, 0), (0, 1), (1, 1)})  # the entrance, then down


def _card(qtbot) -> tuple[SheetScene, GridCardItem]:  # type: ignore[no-untyped-def]
    """A 5 × 5 card on a sheet, its path crossed from the top left, two walls above the box
    marked."""
    scene = SheetScene(SheetLayout(320, 360, ()))
    card = GridCardItem("board:1", (5, 5, 310, 350), plain_card_look(5, 5))
    scene.addItem(card)
    card.set_content(WalledCard(WALLS), crossed=PATH)
    return scene, card


def test_a_wall_is_no_box_to_write_in(qtbot):
    _scene, card = _card(qtbot)
    walls = [card.box_rect(cell) for cell in WALLS]
    assert not [box for box in card.blank_rects() if box in walls]
    assert not [box for box in card.busy_rects() if box in walls]


def test_a_cards_empty_boxes_are_worked_out_again_only_for_other_marks(qtbot):
    """A hint's badge asks each card under each place it tries for its empty boxes, dozens of
    times a hint: the card works them out once for its marks, and again once they change."""
    asked: list[object] = []

    def walls(card: WalledCard) -> frozenset[tuple[int, int]]:
        asked.append(card)
        return card.walls

    scene = SheetScene(SheetLayout(320, 360, ()))
    card = GridCardItem("board:1", (5, 5, 310, 350), replace(plain_card_look(5, 5), closed=walls))
    scene.addItem(card)
    walled = WalledCard(WALLS)
    card.set_content(walled, crossed=PATH)
    blank = card.blank_rects()
    assert card.blank_rects() == blank and len(asked) == 1
    card.set_content(walled, crossed=PATH | {(2, 2)})
    assert card.blank_rects() == [box for box in blank if box != card.box_rect((2, 2))]
    assert len(asked) == 2


def test_the_badge_lies_over_the_walls_not_over_the_path(qtbot):
    scene, card = _card(qtbot)
    target = card.mapToScene(card.box_rect((1, 2))).boundingRect()
    # (a badge about as wide as a box and a half, as on a sheet shown small)
    marker = HintMarker(target, "Here")
    marker.font_size = max(marker.font_size, 30.0)
    scene.addItem(marker)
    marker.settle()
    path = [card.mapToScene(card.box_rect(cell)).boundingRect() for cell in PATH]
    hidden = [box for box in path if box.intersects(marker.badge)]
    assert not hidden, (marker.badge, hidden)


def test_the_badge_maps_a_cards_boxes_to_the_scene_once_while_the_card_stays(qtbot):
    """The badge tries dozens of places over the same card: the card's boxes are mapped to the
    scene once, and again once the card moves (the places' costs follow it)."""
    scene, card = _card(qtbot)
    target = card.mapToScene(card.box_rect((1, 2))).boundingRect()
    marker = HintMarker(target, "Here")
    scene.addItem(marker)
    mapped: list[object] = []
    to_scene = card.mapToScene

    def counted(*args: object) -> object:
        mapped.append(args)
        return to_scene(*args)  # type: ignore[call-overload]

    card.mapToScene = counted  # type: ignore[method-assign]
    place = card.mapToScene(card.box_rect((0, 0))).boundingRect()
    boxes = len(card.busy_rects()) + len(card.blank_rects())
    mapped.clear()
    first = marker.cost(place)  # (its badge, placed when it went on the scene, mapped them)
    assert [marker.cost(place) for _ in range(5)] == [first] * 5 and len(mapped) < boxes
    card.setPos(0, card.box_rect((1, 1)).height())  # (a row down: the place now over no box)
    mapped.clear()
    assert marker.cost(place) != first and len(mapped) > boxes
