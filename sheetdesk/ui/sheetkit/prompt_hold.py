"""A person's prompt waits for the last move to be seen.

When another seat's move animates (motion.py) and the next decision is a person's, their
instruction line and the lit targets of their sheets show only when the animation ends, as the
computers wait for it before they move: the eye follows the move first, then the prompt. The
hold never lasts more than `MAX_WAIT_MS`, and a click or a key ends it at once (it ends the
animation, `motion.finish_all`, before the click or key does what it does). The prompt's words
are written all the same (screen readers hear them at once); only what is seen waits.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QGraphicsOpacityEffect, QWidget

from .motion import MAX_WAIT_MS, Motion
from .scene import SheetScene


class PromptHold(QObject):
    """Holds `caption` (unseen, its place kept) and the highlights of `scenes()` while `motion`
    animates; `relight` lights the targets again when it ends."""

    def __init__(
        self,
        caption: QWidget,
        motion: Motion,
        scenes: Callable[[], Sequence[SheetScene]],
        relight: Callable[[], None],
    ) -> None:
        super().__init__(caption)
        self._caption, self._motion = caption, motion
        self._scenes, self._relight = scenes, relight
        self.held = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.release)
        motion.ended.connect(self.release)

    def hold(self) -> None:
        """Hold the prompt while the motion runs (nothing when it does not)."""
        if not self._motion.running():
            return
        self.held = True
        effect = QGraphicsOpacityEffect(self._caption)
        effect.setOpacity(0.0)
        self._caption.setGraphicsEffect(effect)
        for scene in self._scenes():
            scene.set_highlighted(())
        self._timer.start(MAX_WAIT_MS)  # (the animation's own end comes first, when on time)

    def release(self) -> None:
        """Show the prompt (the animation ended, was ended, or waited long enough)."""
        if not self.held:
            return
        self.held = False
        self._timer.stop()
        self._caption.setGraphicsEffect(None)  # type: ignore[arg-type]
        self._relight()
