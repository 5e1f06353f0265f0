"""Learning a game by playing it: the lesson's panel and its controller, for every game.

A game's lesson is data (`LESSON` in its `lesson.py`, sheetdesk/core/lesson.py); this module runs
it on the real table and the real rules:

* A lesson runs on the plain session controller (controller.py) without a save (no autosave,
  no lock, no save file, so a lesson never appears among the saved or finished games and never
  touches one), with the lesson's turn policy plugged in (core/turns.py `LessonPolicy`): the
  computers play the script's moves, each move the table emits is checked against the one
  shown before it reaches the session (another move is not played), undo, redo and hints are
  off (the lesson goes one way), and the lesson ends when the script is played.
* `LessonGuide` is attached to that controller from outside, through its public signals: it
  follows each position drawn (`Controller.position_changed`) to point at the move with the
  hint's own outline and badge (`TableScaffold.show_hint`), to fill the panel and to draw the
  lesson's end, and it says in the panel why a move was not the one (the rules' reason for a
  move they refuse, with what the policy adds, or the lesson's words for one they allow).
* `LessonPanel` sits beside the sheet, at the top of the side column (the height is what a
  small screen lacks, so the sheet keeps all of it): "Step 3 of 15", the step's words (with what
  the computer did since), why a click was not the move, the score card explained line by line
  at the end, and "Leave the lesson" (Esc too), which goes back to where the lesson was started
  from. Where the window is too narrow for the sheet and that column side by side, it goes
  across the page over the sheet (lesson_place.py), "Leave the lesson" beside "Step 3 of 15"
  and the words in a few lines across (`set_across`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from sheetdesk.core.i18n import numerus
from sheetdesk.core.lesson import LEARNER, Lesson, kind_of
from sheetdesk.core.protocol import Action
from sheetdesk.core.session import Session
from sheetdesk.core.turns import LessonPolicy, Position

from .controller import Controller, entry_lines
from .formatting import render, score_label
from .plain import plain_label
from .sheetkit.choices import QWIDGETSIZE_MAX
from .style import ui_colour
from .whole_lines import WholeLinesScroll, line_spans

# across the page, the step's words shown in so many lines at most (the rest scrolls): the
# step to take, said first, in sight, and the sheet under it keeps the height it needs
ACROSS_LINES = 2
HINT = "\x00hint\x00"  # where the hint colour of the palette in use goes in the lesson's words

# a line of the score card explained at the end: (its name and points, what it counts, and for a
# kind of line explained once, its lines' (name and points, own words))
ScoreLine = tuple[str, str, Sequence[tuple[str, str]]]

POINTS_LINE = numerus.translate("lesson", "{line}: %n point(s).", None, 1)
TOTAL_LINE = numerus.translate("lesson", "Total: %n point(s).", None, 1)


class LessonPanel(QFrame):
    """What the lesson says above the sheet, and the way out."""

    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lesson_panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 8)
        layout.setSpacing(6)
        self.step_label = plain_label()
        self.step_label.setObjectName("lesson_step")
        self.step_label.setWordWrap(True)
        # "Step 3 of 15", and across the page "Leave the lesson" beside it (`set_across`)
        self._top = QHBoxLayout()
        self._top.setSpacing(8)
        self._top.addWidget(self.step_label, 1)
        layout.addLayout(self._top)
        self.text = QLabel()
        self.text.setObjectName("lesson_text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # (whole lines only: a line half shown at the bottom would read as the step's end)
        self.scroll_area = WholeLinesScroll(self.text)
        self.scroll_area.setObjectName("lesson_scroll")
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scroll_area.viewport().setAutoFillBackground(False)
        self.text.setAutoFillBackground(False)
        layout.addWidget(self.scroll_area, 1)
        self.wrong = plain_label()
        self.wrong.setObjectName("lesson_wrong")
        self.wrong.setWordWrap(True)
        self.wrong.hide()
        layout.addWidget(self.wrong)
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("leave_lesson")
        self.leave_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.leave_button.clicked.connect(self.leave_requested.emit)
        layout.addWidget(self.leave_button)
        self._step: tuple[int, int] = (0, 0)
        self._ended = False
        self._html = ""
        self.across = False
        self.retranslate()

    def set_across(self, across: bool) -> None:
        """Across the page over the sheet (`across`: the button beside the step's number, the
        words in `ACROSS_LINES` lines at most, the rest scrolled) or in the side column."""
        if across != self.across:
            self._place_button(across)
        self._fit_lines()  # (also when the type's size changed: Larger text)

    def _place_button(self, across: bool) -> None:
        self.across = across
        self._layout.removeWidget(self.leave_button)
        self._top.removeWidget(self.leave_button)
        if across:
            self._top.addWidget(self.leave_button, 0, Qt.AlignmentFlag.AlignTop)
        else:
            self._layout.addWidget(self.leave_button)

    def keep_in_sight(self) -> None:
        """Across a page that scrolls up and down, the panel (and who acts above it) scrolled
        into sight: the keyboard given to the sheet under it scrolled the page to the sheet,
        the step's words out of sight above."""
        if not self.across:
            return
        area = self.parentWidget()
        while area is not None:
            inside = area.widget() if isinstance(area, QScrollArea) else None
            if isinstance(area, QScrollArea) and inside is not None and inside.isAncestorOf(self):
                area.ensureWidgetVisible(self, 0, self.mapTo(inside, self.rect().topLeft()).y())
                return
            area = area.parentWidget()

    _watched: QWidget | None = None  # the window whose resizes keep the step in sight

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        window = self.window()
        if window is not self and window is not self._watched:
            window.installEventFilter(self)
            self._watched = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._watched and event.type() == QEvent.Type.Resize and self.across:
            # (a resize leaves the page scrolled where it was, the keyboard's cell in sight:
            # the step's start is brought back into sight once the page is laid out, as at
            # each step)
            QTimer.singleShot(0, self, self.keep_in_sight)
        return super().eventFilter(watched, event)

    def column_least(self) -> int:
        """The least width of the panel in the side column: its button's words whole."""
        margins = self._layout.contentsMargins()
        frame = 2 * self.frameWidth()
        return self.leave_button.sizeHint().width() + margins.left() + margins.right() + frame

    def _fit_lines(self) -> None:
        if not self.across:
            self.scroll_area.setMaximumHeight(QWIDGETSIZE_MAX)
            self.scroll_area.setMinimumHeight(0)
            return
        # the same height at every step (the sheet under it does not move): so many lines
        # under the first one's top (the paragraph's margin above it)
        spans = line_spans(self.text)
        top = math.ceil(spans[0][0]) if spans else 0
        room = top + self.text.fontMetrics().lineSpacing() * ACROSS_LINES + 2
        room += 2 * self.scroll_area.frameWidth()
        self.scroll_area.setFixedHeight(room)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_lines()

    # --- content --------------------------------------------------------------------------------

    def show_step(
        self, number: int, total: int, words: str, before: Sequence[str] = (), lead: str = ""
    ) -> None:
        """Step `number` of `total`: its `words` first (what to do now is in sight however
        small the panel), then what happened since the last step, or `lead`, the game's aim,
        at the first step."""
        self._ended = False
        self._step = (number, total)
        lines = [f"<p><b>{escape(words)}</b></p>"]
        lines += [f"<p>{escape(lead)}</p>"] if lead else []
        # what happened since: in the window's hint colour (drawn again when the look changes)
        lines += [f"<p style='color:{HINT}'>{escape(line)}</p>" for line in before]
        self._html = "".join(lines)
        self._show_html()
        self._update_step()
        self.scroll_area.verticalScrollBar().setValue(0)

    def show_end(self, number: int, lines: Sequence[ScoreLine], closing: str) -> None:
        """The last step: the score card line by line (a line's name and points, what it
        counts; the lines of a kind under what they all count, said once), then how a real game
        goes on."""
        self._ended = True
        self._step = (number, number)
        intro = QCoreApplication.translate(
            "lesson", "The lesson is over. Your score card, line by line:"
        )

        def line(head: str, words: str) -> str:
            return f"<b>{escape(head)}</b> {escape(words)}".strip()

        html = [f"<p><b>{escape(intro)}</b></p><ul>"]
        for head, words, parts in lines:
            if parts:  # what they count, then a short line each (no deeper list: it is narrow)
                shown = "".join(f"<br>{line(*part)}" for part in parts)
                html.append(f"<li>{escape(words)}{shown}</li>")
            else:
                html.append(f"<li>{line(head, words)}</li>")
        html.append(f"</ul><p>{escape(closing)}</p>")
        self._html = "".join(html)
        self._show_html()
        self.show_wrong("")
        self._update_step()
        self.scroll_area.verticalScrollBar().setValue(0)

    def _show_html(self) -> None:
        self.text.setText(self._html.replace(HINT, ui_colour("hint").name()))
        self.scroll_area.text_changed()

    def show_wrong(self, words: str) -> None:
        """Why the last click was not the move (empty: nothing to say)."""
        self.wrong.setText(words)
        self.wrong.setVisible(bool(words))

    def _update_step(self) -> None:
        number, total = self._step
        if number:
            self.step_label.setText(
                QCoreApplication.translate(
                    "lesson", "Learn to play · Step {number} of {total}"
                ).format(number=number, total=total)
            )
        else:
            self.step_label.setText(QCoreApplication.translate("lesson", "Learn to play"))
        self.leave_button.setText(
            QCoreApplication.translate("lesson", "Finish the lesson")
            if self._ended
            else QCoreApplication.translate("lesson", "Leave the lesson")
        )

    def retranslate(self) -> None:
        self._update_step()
        self.leave_button.setToolTip(
            QCoreApplication.translate("lesson", "Back to where you started the lesson (Esc)")
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.PaletteChange:
            self._show_html()
        elif event.type() == QEvent.Type.FontChange:
            self._fit_lines()
        super().changeEvent(event)


class LessonGuide:
    """What a lesson adds to the plain controller running it with its policy (see the module
    docstring), attached from outside through the controller's public surface: the panel
    follows each position drawn (`Controller.position_changed`), the end drawn as the lesson's
    end, and why a move was not the one (`policy_said`, `status`). What the lesson decides
    (where it is, its end, the words it adds to a refusal) is the policy's (core/turns.py
    `LessonPolicy`)."""

    def __init__(self, controller: Controller, panel: LessonPanel) -> None:
        policy = controller.policy
        assert isinstance(policy, LessonPolicy), policy
        self.controller = controller
        self.policy = policy
        self.session: Session = controller.session
        self.lesson: Lesson = policy.lesson
        self.script = policy.script
        self.panel = panel
        self.steps = policy.steps
        self.last_wrong = ""  # what the panel said of the last click that was not the move
        controller.position_changed.connect(self.follow)
        controller.policy_said.connect(self.tell_wrong)
        controller.status.connect(self.on_status)

    # --- where the lesson is ------------------------------------------------------------------

    @property
    def index(self) -> int:
        """How many moves of the script have been made."""
        return self.policy.index(self.session)

    @property
    def finished(self) -> bool:
        return self.policy.finished(self.session)

    @property
    def expected(self) -> Action | None:
        """The move the learner is to make now (None: a computer's, or the lesson is over)."""
        return self.policy.expected(self.session)

    @property
    def step_number(self) -> int:
        """The learner's step now, from 1 (the score card is the last)."""
        return self.policy.step_number(self.session)

    # --- the panel ----------------------------------------------------------------------------

    def follow(self, pos: Position | None) -> None:
        """The panel (and the outline on the sheet) for the position just drawn."""
        page = self.controller.page
        if page is None or pos is None:
            return
        if pos.turn.kind == "lesson_over":
            self.draw_end()
            return
        expected = self.expected
        if expected is not None and pos.interactive:
            words = self._say(self.lesson.teach(self.session.view(LEARNER), expected))
            lead = self._say(self.lesson.goal) if self.step_number == 1 else ""
            self.panel.show_step(self.step_number, self.steps, words, self.since_last_step(), lead)
            # the keyboard starts where the outline is: Enter makes the move shown
            page.table.show_hint(expected, QCoreApplication.translate("lesson", "Here"), focus=True)
            # (after the page has scrolled to the keyboard's sheet)
            QTimer.singleShot(0, self.panel, self.panel.keep_in_sight)
        else:
            waiting = self.controller.turn_text(pos.acting)
            self.panel.show_step(self.step_number, self.steps, waiting, self.since_last_step())

    def draw_end(self) -> None:
        """The learner's sheet big, nobody to act, and the score card explained."""
        controller = self.controller
        page = controller.page
        view = controller.rules.view(self.end_state(), LEARNER)
        page.table.show_position(view, LEARNER, None, (), controller.scores_of(view))
        over = QCoreApplication.translate("lesson", "The lesson is over")
        page.table.show_caption(
            QCoreApplication.translate("lesson", "Your sheet as the lesson leaves it.")
        )
        page.set_turn_text(over)
        self.panel.show_end(self.steps, self.score_lines(), self._say(self.lesson.closing))
        # nothing is left to play (the table takes no keys): Enter finishes the lesson
        self.panel.leave_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def end_state(self) -> Any:
        """The game as the lesson's last move left it (`LessonPolicy.end_state`)."""
        return self.policy.end_state(self.session)

    def _say(self, words: Any) -> str:
        return render(words, [p.name for p in self.session.players])

    def since_last_step(self) -> list[str]:
        """What the others did since the learner's last move, in the log's words."""
        session, controller = self.session, self.controller
        names = [p.name for p in session.players]
        lines: list[str] = []
        for index, entry in self.policy.since_last_step(session):
            lines += entry_lines(session, index, entry, names, controller.name(entry.seat))
        return lines

    def score_lines(self) -> list[ScoreLine]:
        """The learner's score card, a line each: (the line's name and points, what it counts,
        ()); the lines of a kind the lesson explains once are one entry: ("", what they count,
        each line's (name and points, its own words))."""
        rules = self.controller.rules
        context = rules.info.id
        breakdown = rules.scores(self.end_state())[LEARNER]
        lines: list[ScoreLine] = []
        kinds: dict[str, list[tuple[str, str]]] = {}  # a kind explained once -> its lines
        for item in breakdown.items:
            line = score_label(context, item.label)
            head = render(POINTS_LINE.count(item.points, line=line))
            words = self.lesson.scoring(item)
            said = self._say(words) if words is not None else ""
            kind = kind_of(item)
            if kind and kind not in kinds and self.lesson.kinds is not None:
                explained = self.lesson.kinds(kind)
                if explained is not None:
                    kinds[kind] = []
                    lines.append(("", self._say(explained), kinds[kind]))
            if kind in kinds:
                kinds[kind].append((head, said))
            else:
                lines.append((head, said, ()))
        total = render(TOTAL_LINE.count(breakdown.total))
        lines.append((total, "", ()))
        return lines

    # --- the learner's moves ------------------------------------------------------------------

    def on_status(self, said: str) -> None:
        """A status message: a reason the rules (or the table) gave for the learner's click,
        said again in the panel with what the lesson adds (where the click goes instead)."""
        if not said or not self.controller.may_edit():
            return
        added = self.policy.after_reason(self.session)
        if added is not None:
            self.tell_wrong(f"{said} {self._say(added)}")

    def tell_wrong(self, words: str) -> None:
        """Why the last click was not the move ("": the move was taken)."""
        self.last_wrong = words
        self.panel.show_wrong(words)
        expected = self.expected
        page = self.controller.page
        if page is not None and expected is not None:
            # the outline again, with the keyboard (and a shape's ghost) on it: Enter makes it
            here = QCoreApplication.translate("lesson", "Here")
            page.table.show_hint(expected, here, focus=True)
