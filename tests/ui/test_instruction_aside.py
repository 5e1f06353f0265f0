"""The instruction line's aside (`InstructionLine.set_words`): a closing sentence naming keys the
buttons beside the line name too, shown while the whole takes no more height than the line's
room, left out where it would take more (a short window's sheet keeps the height), the whole
still told to assistive technology and said by the tooltip."""

from __future__ import annotations

from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QVBoxLayout, QWidget

from sheetdesk.ui.line_fit import short_words
from sheetdesk.ui.plain import plain_tooltip
from sheetdesk.ui.sheetkit.caption import InstructionLine
from tests.ui.test_sheetkit import _wrapping_instruction_line

LEAD = "Cross the shape on one of your cards: move it there and click."
ASIDE = "R or the wheel turns it, F mirrors it."
WHOLE = f"{LEAD} {ASIDE}"


def test_the_aside_shows_while_the_whole_takes_no_more_than_the_room(qtbot):
    """Where the whole, wrapped at the line's width, is exactly as high as the room, it shows;
    a pixel less room and the line shows its lead, the tooltip the whole; the room back, the
    whole again. So with the look's room on the left, at another width, in a larger font: the
    line measures the whole as the label measures its own words."""
    holder = QWidget()
    layout = QVBoxLayout(holder)
    said: list[str] = []
    line = InstructionLine(said.append)
    line.setWordWrap(True)
    layout.addWidget(line)
    qtbot.addWidget(holder)
    holder.resize(300, 400)
    holder.show()
    qtbot.waitExposed(holder)

    line.set_words(LEAD, ASIDE)
    assert said == [WHOLE] and line.words == WHOLE
    assert line.text() == WHOLE and line.toolTip() == ""  # (no room given: any height)

    def fitted(words: str) -> str:  # (a name's word wider than half the line shortened)
        width, share = line.contentsRect().width(), line.word_share
        return short_words(words, line.font(), width, share, others_whole=True)

    def aside_kept_down_to_its_height() -> None:
        line.set_room(0)
        whole, lead = fitted(WHOLE), fitted(LEAD)
        assert line.text() == whole
        need = line.heightForWidth(line.width())
        line.set_room(need)
        assert line.text() == whole
        line.set_room(need - 1)
        assert line.text() == lead and line.toolTip() == plain_tooltip(WHOLE)
        assert line.heightForWidth(line.width()) < need
        line.set_room(need)
        assert line.text() == whole

    aside_kept_down_to_its_height()
    line.set_look(("orange", "star"))
    aside_kept_down_to_its_height()
    holder.resize(200, 400)
    qtbot.waitUntil(lambda: line.width() < 220)
    aside_kept_down_to_its_height()
    font = line.font()
    font.setPixelSize(round(QFontInfo(font).pixelSize() * 1.5))
    line.setFont(font)
    aside_kept_down_to_its_height()
    assert said == [WHOLE]  # (told once: leaving the aside out or in tells nothing new)

    line.setText(LEAD)  # no aside: the words alone, whatever the room
    line.set_room(1)
    assert line.text() == LEAD == line.words and said == [WHOLE, LEAD]


def test_words_changed_while_hidden_fit_the_room_once_shown(qtbot):
    """A page moved into its scroll area hides its line a moment: words given it then are shown
    whole (hidden, its width says nothing); shown again at the same size, the line fits them to
    its room, with no resize to make it."""
    holder, line = _wrapping_instruction_line(qtbot)
    holder.resize(300, 400)
    holder.show()
    qtbot.waitExposed(holder)
    line.set_words(LEAD, ASIDE)
    line.set_room(line.heightForWidth(line.width()) - 1)
    assert line.text() == LEAD
    size = line.size()

    holder.hide()
    again = f"Now: {LEAD}"
    line.set_words(again, ASIDE)
    holder.show()
    qtbot.waitExposed(holder)
    assert line.size() == size and line.text() == again


def test_a_core_text_is_shown_in_the_language_in_use(qtbot):
    """A table sets its instruction (and its aside) from a core Text in one call: the line shows
    it translated, its placeholders filled, as assistive technology is told."""
    from PySide6.QtCore import QCoreApplication

    from sheetdesk.core.i18n import text
    from sheetdesk.ui import i18n
    from sheetdesk.ui.sheetkit import turn_words

    said: list[str] = []
    line = InstructionLine(said.append)
    qtbot.addWidget(line)
    translators = i18n.Translators()
    try:
        translators.install("el")
        playing = text(turn_words.CONTEXT, turn_words.PLAYING, player="Ana")
        line.set_words(playing, text(turn_words.CONTEXT, turn_words.WAIT))
        greek = QCoreApplication.translate(turn_words.CONTEXT, turn_words.PLAYING)
        wait = QCoreApplication.translate(turn_words.CONTEXT, turn_words.WAIT)
        line.setText(text(turn_words.CONTEXT, turn_words.OVER))
        over = QCoreApplication.translate(turn_words.CONTEXT, turn_words.OVER)
    finally:
        translators.install("en")
    assert greek != turn_words.PLAYING and "Ana" not in greek
    assert said == [f"{greek.format(player='Ana')} {wait}", over]
    assert line.text() == over != turn_words.OVER
