"""The hint's tag in the card family's lessons (Treasure cards, Pyramid cards): at every step
the learner is shown, in Polish at 1024×600, a tag lies on a box the player may write in only
where every place it may take beside the shape would. The steps are played as the layout audit
plays a lesson on (the move the lesson shows, `Controller.choose`); whether each step is whole
is the shared audit's (tests/ui/test_layout_audit.py, every lesson step)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ui.test_layout_audit import (
    auditor,  # noqa: F401  (the audit's window, one per language)
    screen_of,
    settle,
    views_unpainted,
)

pytestmark = pytest.mark.shared_window

GAMES = ("treasure_cards", "pyramid_cards")


def _next_step(window: Any, screen: tuple[int, int]) -> None:
    """The lesson played on to the learner's next step, as a family sees it at `screen`."""
    from sheetdesk.ui.sheetkit import motion

    controller = window.controller
    controller.choose(controller.expected)  # (the move the lesson shows)
    for _ in range(50):  # (the computer's moves up to the learner's next step)
        settle()
        if controller.finished or controller.expected is not None:
            break
        controller.play_bots_now()
    window.resize(*screen)
    settle()
    motion.finish_all()  # (as a click ends it: the page as a family sees it)
    settle()


def _boxes_under(marker: Any, place: Any) -> float:
    """How much of `place` (scene coordinates) lies over the boxes of the cards under it,
    empty or not (a box's area, scene units squared)."""
    covered = 0.0
    for item in marker.scene().items(place):
        for box in [
            *getattr(item, "blank_rects", list)(),
            *getattr(item, "busy_rects", list)()[1:],
        ]:
            common = place.intersected(item.mapToScene(box).boundingRect())
            covered += max(0.0, common.width()) * max(0.0, common.height())
    return covered


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_tag_lies_on_an_empty_box_only_where_every_place_would(auditor, game):  # noqa: F811
    """Polish at 1024×600, every step of the lesson: a hint's tag ("Tutaj") hides a box where
    the player may write only where each place it may take beside the shape lies on boxes."""
    from sheetdesk.ui.sheetkit.hint import HintMarker

    screen = (1024, 600)
    window = auditor.use_language("pl")
    wrong: list[str] = []
    with screen_of(*screen), views_unpainted():
        auditor.shown = ""
        auditor.reach(f"lesson-{game}", screen)
        controller = window.controller
        for _ in range(100):
            scene = window.page("table").table.board_scene
            for marker in [i for i in scene.items() if isinstance(i, HintMarker)]:
                if not marker.label or not marker.isVisible():
                    continue
                blank = sum(
                    item.mapToScene(box).boundingRect().intersected(marker.badge).width()
                    for item in scene.items(marker.badge)
                    for box in getattr(item, "blank_rects", list)()
                )
                sheet = scene.sceneRect()
                places = [
                    p
                    for p in marker.badge_places(marker.badge.width(), marker.badge.height())
                    if sheet.contains(p)
                ]
                # (a place clear of every box, and hiding nothing else it would weigh: words,
                # the hint's other outlines, the sheet's edge)
                clear = [
                    p for p in places if _boxes_under(marker, p) == 0 and marker.cost(p)[0] == 0
                ]
                if blank > 0 and clear:
                    wrong.append(
                        f"step {controller.step_number}: {marker.label!r} at {marker.badge}"
                    )
            if controller.finished:
                break
            _next_step(window, screen)
        auditor.shown = ""
    assert not wrong, "\n".join(wrong)
