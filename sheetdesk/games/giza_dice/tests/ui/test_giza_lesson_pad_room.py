"""Giza's lesson at 683x400 (1024x600 at 150 %), begun in Greek in a window that size: under the
lesson's banner the window shows the table a strip lower than any place of its dice, caption and
number buttons asks, so the page scrolls to the table. Halfway through, the places were tried in
that strip: none fitted, the place the table had was kept, the number buttons went beside the
pad, and the pad was squeezed to a strip scrolling sideways (78 px of its 278, 208 px to spare
beside it); or the table was kept as wide as the pad and its number buttons beside it and the
page scrolled sideways (76 px, the pad's left edge out of sight). A lesson begun in a larger
window, then made this size, kept its pad whole."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from tests.ui.audit_room import pads_squeezed
from tests.ui.laid_out import settle
from tests.ui.test_layout_audit import lesson_step, screen_of
from tests.ui.test_nothing_scrolls_sideways import sideways


def test_the_lesson_halfway_keeps_its_pad_whole_across_at_683x400(window):  # type: ignore[no-untyped-def]
    window.set_language("el")
    window.setMinimumSize(0, 0)
    with screen_of(683, 400):
        window.resize(683, 400)
        settle()
        window.start_lesson("giza_dice")
        controller, lesson = window.controller, window.lesson
        controller.bot_delay_ms = 0
        halfway = lesson_step("lessonmiddle", lesson.steps)
        for _ in range(200):  # (the learner's moves, as the lesson shows them)
            settle()
            controller.play_bots_now()
            if lesson.step_number >= halfway:
                break
            assert lesson.expected is not None
            controller.choose(lesson.expected)
        settle()
        walked = [w for w in window.findChildren(QWidget) if w.isVisible() and w.width() > 0]
        assert pads_squeezed(window, walked) == []
        assert sideways(window) == []
