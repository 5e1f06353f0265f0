"""The hint's tag in the card family's lessons (Treasure cards, Pyramid cards): at every step
the learner is shown, in Polish at 1024×600, the tag lies on no box the player may write in
(an empty box of a card), even where no place beside the shape is clear (the tag then lies over
crossed boxes or further out). The steps are played as the layout audit plays a lesson on (the
move the lesson shows, `Controller.choose`); whether each step is whole is the shared audit's
(tests/ui/test_layout_audit.py, every lesson step)."""

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


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_tag_lies_on_no_empty_box(auditor, game):  # noqa: F811
    """Polish at 1024×600, every step of the lesson: a hint's tag ("Tutaj") hides no part of a
    box where the player may write."""
    from sheetdesk.ui.sheetkit.hint import HintMarker

    screen = (1024, 600)
    window = auditor.use_language("pl")
    wrong: list[str] = []
    tags = 0
    with screen_of(*screen), views_unpainted():
        auditor.shown = ""
        auditor.reach(f"lesson-{game}", screen)
        controller = window.controller
        for _ in range(100):
            scene = window.page("table").table.board_scene
            for marker in [i for i in scene.items() if isinstance(i, HintMarker)]:
                if not marker.label or not marker.isVisible():
                    continue
                tags += 1
                badge = marker.mapToScene(marker.badge).boundingRect()
                blank = [
                    common
                    for item in scene.items(badge)
                    for box in getattr(item, "blank_rects", list)()
                    if not (common := item.mapToScene(box).boundingRect() & badge).isEmpty()
                ]
                if blank:
                    wrong.append(
                        f"step {controller.step_number}: {marker.label!r} at {badge}"
                        f" over empty boxes at {blank}"
                    )
            if controller.finished:
                break
            _next_step(window, screen)
        auditor.shown = ""
    assert tags, "no hint's tag was shown in the lesson"
    assert not wrong, "\n".join(wrong)
