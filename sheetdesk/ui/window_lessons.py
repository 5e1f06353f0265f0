"""The main window's lessons: a game learnt by playing its lesson (from the Learn to play page or
the rules) on the real table with the real rules, nothing saved, and left at any step back to
the page it was started from."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .window_host import WindowHost


class WindowLessons(WindowHost):
    """Lessons: a mixin of `MainWindow`, using its pages and its game (`begin`, `close_game`)."""

    def has_lesson(self, game_id: str) -> bool:
        from sheetdesk.core import registry

        return registry.get(game_id).lesson() is not None

    def start_lesson(self, game_id: str) -> None:
        """Learn `game_id` by playing its lesson (from the Learn to play page or the rules):
        the real table and rules, nothing saved; leaving goes back to the page it came from."""
        from sheetdesk.core import registry
        from sheetdesk.core.lesson import moves

        entry = registry.get(game_id)
        lesson = entry.lesson()
        if lesson is None or not self.may_close_game():
            return
        came_from = self.current_page_name()
        self.close_game()
        self._lesson_from = came_from if came_from in ("learn", "rules") else "start"
        if came_from == "rules":
            self._before_rules = "start"  # (the game the rules were opened from is closed)
        rules = entry.rules()
        players = lesson.players(lambda name: QCoreApplication.translate("lesson", name))
        session = lesson.new_session(rules, players)
        script = moves(lesson, rules, entry.bot, entry.bots[0])
        self.begin(
            entry,
            session,
            None,
            read_only=False,
            lock=None,
            write_now=False,
            lesson=(lesson, script),
        )

    def leave_lesson(self) -> None:
        """Leave the lesson at any step: back to where it was started from."""
        self.close_game()
        back = getattr(self, "_lesson_from", "start")
        self.show_page(back)
        if back == "start":
            self.refresh_start()

    def in_lesson(self) -> bool:
        return self.controller is not None and self.lesson is not None
