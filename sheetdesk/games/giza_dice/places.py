"""Where Giza dice's table puts its parts: the dice, the caption, the number buttons, the solo note.

The writer's pad is never drawn under its 9 pt print (`LEAST_SCALE`, `keep_legible`): in a window
too small for that it scrolls in place (the kit's LeastScaleArea). Before it does, the table lays
out again (on a resize, on the first position, and on a step whose caption is taller than every one
shown since its place was decided and, laid out, is cut or leaves the pad scrolling sideways: the
human's four lines after "Helena is writing…"): the others' sheets, which scroll anyway, give their
height to the caption or to the number buttons, the dice beside them, whichever shows the most of
the pad (nine players, or a lesson, at 1024x600 at 125 %), each tried in the room the table has
(held at its size meanwhile: a place that needs more is none; the window never grows for a caption),
or in a page that scrolls, the height the page gives each for the asking, the pad's whole sheet at
its least scale in it and the number buttons under the pad, or beside it where they leave it its
whole width at a larger scale (`_as_paged`): the kit's caption_place chooses, among the places the
table names. Where none holds the caption's words whole in that room (two players in Greek with
Larger text at 683x400), the place that shows the pad best is kept, and over the others' sheets the
table asks for the height the words take: the page scrolls to them. In a short window with Larger
text the dice and the caption stand in a column beside the pad. The caption names the side of the
pad the number buttons are on, after every re-arrangement too. Alone, the solo rules' note stands
under the number buttons where their column has the room, else beside Write nothing and Done, short
where the whole is taller than they are. `GizaPlaces` is the table's layer that decides these
places; the table (sheet.py's `GizaTable`) builds the parts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from sheetdesk.ui.after_changes import AfterChanges
from sheetdesk.ui.palette import short_and_larger
from sheetdesk.ui.sheetkit import (
    ChoicePanel,
    FittingView,
    LeastScaleArea,
    TableScaffold,
    caption_place,
    wait_words,
    width_share,
)
from sheetdesk.ui.sheetkit.choices import BUTTON_H, GAP
from sheetdesk.ui.sheetkit.sizes import QWIDGETSIZE_MAX, pinned_to
from sheetdesk.ui.side_first import viewport_holding

from .pad import Pad
from .pad_scene import POWER_SIGNS, fmt

# the caption's width beside the pad (a short window with Larger text): Greek's longest step in
# the height the dice leave it, the pad and its number buttons keeping the rest (nine players:
# 0.55 a unit, its small print 9 pt); there a word is shortened only where it is wider than
# most of the line (a name): an ordinary word wider than half of it wraps whole. (The width of
# its symbol and words: the note's border and padding round them come on top, `width_round`.)
CAPTION_BESIDE = 178
# the table's least width for that column: a lesson's table at 1366x768 at 150 % with Larger
# text (553 px, the lesson's panel beside it) drew the pad by its width at 0.49 a unit beside
# the column (its small print under 9 pt, 'Νείλος' cut short), at 0.62 under the caption; nine
# players' table there is 677 px wide (the column leaves its pad 0.55, over it much less)
BESIDE_LEAST = 620
DICE, DICE_SMALL = (104, 52), (88, 44)  # the dice's view, over the caption's row
WORD_SHARE_BESIDE = 0.8
# where the dice and the caption stand (`GizaTable._arrange`)
OVER, BESIDE, OVER_OTHERS = "over", "beside", "over_others"
# the words that send the writer to the number buttons: a sentence for each side of the pad they
# may be on (texts.WORDS's "<key>.right", "<key>.below"; `GizaTable.buttons_side`)
SIDED = frozenset({"form", "choose", "fits_with_sign", "nile_forms", "pick_first"})
CHOICES_OVER_OTHERS = "choices_over_others"  # (the number buttons over the others' sheets)


class GizaPlaces(TableScaffold):
    """The table's places: what `GizaTable` builds, laid out for its size, fonts and words."""

    # (the parts placed, built by `GizaTable`)
    pad: Pad
    big_area: LeastScaleArea
    dice_view: FittingView
    choices: ChoicePanel
    solo_note: QLabel
    done_button: QPushButton
    _fonts_changed: AfterChanges
    _top: QBoxLayout  # the dice and the caption
    _side: QVBoxLayout  # the number buttons' column
    _row: QBoxLayout  # the pad and its number buttons, in a row
    _top_place: tuple[str, bool]
    _placed_for: str
    _said: tuple[str, dict[str, Any], str] | None
    _choosing = False  # (places tried in the table's room: `_fit_caption_over_others`)
    _paged_from = 0  # (the table's room as those trials began, in its page: `_as_paged`)
    _held_least = 0  # (its least height as its fit began, held through the fit: `fitted`)

    def fitted(self, fit: Callable[[], None]) -> None:
        """`fit` run as the table's fit (`TableScaffold.fitted`), the table's least height held
        at least at what it was as the fit began till its end: in a page that scrolls, the
        number buttons tried beside the pad and under it ask for other heights, and the page,
        fitted to each from inside the fit, was made shorter and taller again, its scroll
        bar brought back near its top (Greek with Larger text at 1024x600, 31 px to 2)."""

        def held() -> None:
            self._held_least = self.minimumSizeHint().height()
            try:
                fit()
            finally:
                self._held_least = 0
                self.updateGeometry()

        super().fitted(held)

    def fit_to_size(self) -> None:
        self._solo_note_in_row()
        self._fit_top()
        super().fit_to_size()  # (the pad's share and its choices' place, for the top)
        self._fit_caption_over_others()
        self._say_side()
        self._place_solo_note()

    def fit_when_shown(self) -> None:
        self._solo_note_in_row()
        super().fit_when_shown()  # (the choices' place, as the table is shown)
        self._fit_caption_over_others()
        self._say_side()
        self._place_solo_note()

    def minimumSizeHint(self) -> QSize:
        """The least size (`TableScaffold.minimumSizeHint`); over the others' sheets, the
        caption's words whole in its column: where no place held them whole in the table's room
        (Greek and Polish, two players, Larger text, 683x400: ten lines in the column), the one
        that shows the pad best is kept, and the page, which scrolls, gives the table the
        height they take. In a page that scrolls, the number buttons under the pad, the height
        the parts take at the table's width, the caption's lines too (`_as_paged`: there, the
        buttons were placed under the pad for the height the page gives for the asking), and
        the height the pad's whole sheet takes at its least scale (`_pad_lack`). (Not while the
        places are tried in that room: each is measured by what it shows there.)"""
        hint = super().minimumSizeHint()
        caption, layout = self.caption, self.layout()
        if self._choosing or layout is None:
            return hint
        if self.choices.below and layout.hasHeightForWidth() and self._page_scrolls():
            hint.setHeight(max(hint.height(), layout.totalMinimumHeightForWidth(self.width())))
        if self._page_scrolls():
            hint.setHeight(hint.height() + self._pad_lack())
        hint.setHeight(max(hint.height(), self._held_least))
        if self._top_place[0] != OVER_OTHERS:
            return hint
        if caption.isVisible() and caption.width() > 0:
            lack = caption.heightForWidth(caption.width()) - caption.minimumSizeHint().height()
            margins = layout.contentsMargins()
            column = self.others_column.minimumSize().height() + max(0, lack)
            hint.setHeight(max(hint.height(), column + margins.top() + margins.bottom()))
        return hint

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and len(self.players) == 1:
            # (the solo note's words in another language take another height: its place is
            # decided again for them, once)
            if self.isVisible():
                self._fonts_changed.request()
            return
        if event.type() != QEvent.Type.FontChange:  # (Larger text turned on or off)
            return
        if self.isVisible():
            self._fonts_changed.request()
        else:
            self.fitted(self.arrange)  # (cheap while hidden: the place it shows with comes too)

    def arrange(self) -> None:
        """The dice's and the caption's place too (`TableScaffold.arrange`), and the solo
        note's."""
        self._solo_note_in_row()
        self._fit_again()
        self._say_side()
        self._place_solo_note()

    def _solo_note_in_row(self) -> None:
        """The solo note back in the game buttons' row, before the number buttons' place is
        decided: their bands beside the pad are worked out from the column's height, which the
        note, under them, would take (the place of each depends on the table's size alone, not
        on where the note stood before, nor on its words then: its short form left from a
        smaller window was put beside the pad, where the whole is due, and the next fit put
        the whole there, or none)."""
        note = self.solo_note
        note.setText(fmt("solo_note"))  # (the whole, until its place is decided)
        if self._side.indexOf(note) < 0:
            return
        self._side.removeWidget(note)
        note.setMaximumWidth(QWIDGETSIZE_MAX)
        self.buttons.insertWidget(0, note, 1)
        note.show()  # (a widget given another parent is hidden)

    def _place_solo_note(self) -> None:
        """Alone, the solo note stands under the number buttons beside the pad, in their
        column's width, where that column holds its words whole and still holds, in the bands
        it has, the most rows of buttons a solo writer is shown (`solo_rows`): the room there
        was empty while the note wrapped beside Write nothing and Done into lines taken from
        the pad's height (Greek with Larger text). Else it stays in that row. Decided as the
        table is fitted to its size, never by a step: the buttons and the note keep their
        places all game."""
        note, panel = self.solo_note, self.choices
        if len(self.players) != 1 or not self.isVisible():
            return
        if panel.below:
            self._short_note_if_tall()
            return
        bands = panel.bands_now()
        self.buttons.removeWidget(note)
        note.setMaximumWidth(panel.width())
        self._side.addWidget(note, 0)
        note.show()
        self.balance()  # (laid out with the note there)
        rows = -(-self.solo_rows() // bands)
        held = panel.bands_now() == bands and panel.height() >= rows * (BUTTON_H + GAP) - GAP
        if held and note.height() >= note.heightForWidth(note.width()):
            return
        self._solo_note_in_row()
        self.balance()
        self._short_note_if_tall()

    def _short_note_if_tall(self) -> None:
        """Beside Write nothing and Done, the whole solo note taller than they are takes its
        lines from the pad's height (five of Greek or Polish with Larger text at 819x480, the
        pad 169 px wide): its short form there, the whole in its tooltip and the rules page."""
        note = self.solo_note
        if note.heightForWidth(note.width()) > self.done_button.height():
            note.setText(fmt("solo_note_short"))
            self.balance()

    def solo_rows(self) -> int:
        """The most rows of number buttons beside the pad a solo writer is shown
        (`_sync_choices`): a group per Nile digit and one per "+" between two of them at most
        (a Nile rolled: seven), then one ×2/:2 use per sign a write may take (a number has
        one result per kind of sign)."""
        groups = len(self.pad.nile) + len(self.pad.plus)
        uses = len(POWER_SIGNS) * self.pad.powers_per_write
        return max(self.choices.rows, groups + uses)

    def _fit_again(self) -> None:
        """The dice's and the caption's place decided anew from the start (over the pad, or
        beside it), as on a resize. Where its width bounds the pad (nine players at 1280x1000:
        the others' sheets keep the width that shows them all), the height it cannot use went
        above and below it, 190 px between the caption and the pad and between the pad and its
        number buttons: the pad's room is held to the pad after (the kit's
        `LeastScaleArea.held_after`), the buttons under it, the spare height under them."""
        with self.big_area.held_after():
            self._fit_top()
            if self.isVisible():
                width_share.place_choice_panel(self)
            self._fit_caption_over_others()

    def _fit_top(self) -> None:
        """In a short window with Larger text the dice and the caption stand in a column beside
        the pad, not over it: over it, the caption wrapped in the pad's narrow column took
        250 of the 420 px the table has at 1366x768 at 150 % (nine players, in Greek), and
        the pad and its number buttons were drawn over each other in what was left. Not in a
        table narrower than `BESIDE_LEAST` (a lesson's, its panel beside it), where the column
        would leave the pad too little width."""
        beside = short_and_larger(self) and self.width() >= BESIDE_LEAST
        self._arrange(BESIDE if beside else OVER)

    def _fit_caption_over_others(self) -> None:
        """Where the pad, its caption over it, would scroll (nine players at 1024x600 at
        125 %: 585x350 px for the table, its caption on four lines in Greek; a lesson's,
        505 px wide beside the lesson's panel), the others' sheets, which scroll anyway, give
        their height to what the pad's column has no room for, if that shows the caption and
        the pad better (the kit's `caption_place.choose`, among `_places_over_others`)."""
        self._placed_for = self.caption.text()
        if self._top_place != (OVER, False) or not self.isVisible() or not self.others.isVisible():
            return
        over = self._page_over()
        if not self.big_area.scrolls():  # (the pad whole where it is: no trials)
            return
        self._choosing = True
        try:
            with pinned_to(self, self.size()):
                # (in a page that scrolls, from the room the window shows it, not from the
                # height the page gave for the last fit's asking: from that, each fit asked
                # for another, the place found depending on the one before)
                self._paged_from = max(0, self.height() - over)
                paged = over > 0 and self._as_paged()
                if paged and not width_share.place_choice_panel(self):
                    self.balance()
                if self.big_area.scrolls():
                    caption_place.choose(
                        self, self._places_over_others(), self._arrange_paged, self._top_place
                    )
        finally:
            self._choosing = False

    def _page_scrolls(self) -> bool:
        """Whether the page the table is on is taller than the room the window shows it in
        (a lesson's at 683x400, under its banner): there the page gives the table whatever
        height it asks for. (Not judged by the height the table has over its least: its least
        then followed the height it was given, and a Giza table left behind the end page at
        683x400 was fitted without end.)"""
        return self._page_over() > 0

    def _page_over(self) -> int:
        """How much taller than the room the window shows it in the page the table is on is
        (`_page_scrolls`), 0 where it is not."""
        page = self.parentWidget()
        while page is not None:
            port = viewport_holding(page)
            if port is not None:
                return max(0, page.height() - port.height())
            page = page.parentWidget()
        return 0

    def _arrange_paged(self, place: tuple[str, bool]) -> None:
        """`place` arranged, in a page that scrolls at the height the page gives it there
        (`_as_paged`)."""
        self._arrange(*place)
        if self._page_scrolls():
            self._as_paged()

    def _as_paged(self) -> bool:
        """The table, in a page that scrolls, held at the least height its place asks with the
        number buttons under the pad, where that is more than it has: in less they were
        placed beside it, where they take the pad's width, for want of height the page gives
        for the asking (a lesson's table at 683x400 in Greek, its caption a line taller at a
        step: the pad squeezed to 78 px of its 278, scrolling sideways, 208 px to spare beside
        it). Whether it was made taller than that room (the number buttons then placed again)."""
        panel = self.choices
        height = max(self._paged_from, self._least_height())
        if not panel.below:
            panel.orient(True)
            width_share.settle(self)  # (the caption's lines at the width it has then)
            height = max(height, self._least_height())
            panel.orient(False)
            width_share.settle(self)
        if height != self.height():  # (each place at its own height, not the last tried's)
            self.setFixedSize(self.width(), height)
        return height > self._paged_from

    def _least_height(self) -> int:
        """The least height the table's parts take at its width, the caption's lines too."""
        layout, least = self.layout(), self.minimumSizeHint().height()
        if layout is not None and layout.hasHeightForWidth():
            least = max(least, layout.totalMinimumHeightForWidth(self.width()))
        return least + self._pad_lack()

    def _pad_lack(self) -> int:
        """The height the pad's area lacks, at its least in the table's layout, to show its
        whole sheet at the least scale (its rows whole, the bar under them where it scrolls
        sideways): asked for in a page that scrolls, which gives it for the asking. Less, it was
        a strip over the number buttons (two players at 683x400: 46 px of the 232 its sheet
        takes, scrolled in place while the page scrolled too)."""
        area, board = self.big_area, self.choices.board
        least, item = area.least_size(), board.itemAt(board.indexOf(area))
        if least.isEmpty() or item is None:
            return 0
        frame = 2 * area.frameWidth()
        need = least.height() + frame
        if area.width() < least.width() + frame:
            need += area.style().pixelMetric(area.style().PixelMetric.PM_ScrollBarExtent)
        # (counted as if the number buttons were under it, whichever side they are on: the
        # height asked is then the same in both of their places, the one the place is chosen at)
        return max(0, need - item.minimumSize().height())

    def _places_over_others(self) -> Iterator[tuple[str, bool]]:
        """The places tried there: the caption over the others' sheets (`OVER_OTHERS`), the
        dice over the number buttons, or over the caption; or the number buttons over the
        others' sheets (`CHOICES_OVER_OTHERS`, the pad then the column's whole width), the dice
        over the buttons first (the caption over the pad the whole width, on as few lines as it
        can be, for every step's caption to come), or beside the caption."""
        yield OVER_OTHERS, True
        # (the dice over the number buttons beside the pad left them one band: over the
        # caption they give the pad nothing; under it, they take the pad's height)
        if self.choices.below or self.choices.bands_now() > self.choices.bands:
            yield OVER_OTHERS, False
        yield CHOICES_OVER_OTHERS, True
        yield CHOICES_OVER_OTHERS, False

    def _arrange(self, place: str, dice_over_choices: bool = False) -> None:
        """Put the dice and the caption over the pad (`OVER`), in a column beside it
        (`BESIDE`), or the caption over the others' sheets, the dice over the number buttons
        (`dice_over_choices`) or over the caption (`OVER_OTHERS`); or the number buttons over
        the others' sheets, the caption over the pad, the dice beside it or over the buttons
        (`CHOICES_OVER_OTHERS`)."""
        # (over the pad in a short window with Larger text, a lesson's, the dice a little
        # smaller: the caption beside them a line shorter, the pad that much higher)
        self.dice_view.setFixedSize(
            *(DICE_SMALL if short_and_larger(self) and place != BESIDE else DICE)
        )
        if (place, dice_over_choices) == self._top_place:
            return
        top, board = self._top, self.choices.board
        # (each from where it is: the top's own row, or the columns it was split into)
        for layout in (self.main, self._row, self.others_column, self._side):
            layout.removeItem(top)
        for layout in (top, self.others_column, self._side):
            layout.removeWidget(self.dice_view)
            layout.removeWidget(self.caption)
        for layout in (board, self.others_column):
            layout.removeItem(self._side)
        self._top_place = (place, dice_over_choices)
        self.caption.set_width_bounds(0)
        if place == CHOICES_OVER_OTHERS:
            self.others_column.insertLayout(0, self._side)
        else:
            board.addLayout(self._side)
        if place == OVER_OTHERS:
            # (as wide as beside the pad at least: a few others' sheets give it their width)
            self.caption.set_width_bounds(self.caption.width_round(CAPTION_BESIDE))
            self.others_column.insertWidget(0, self.caption)
            dice_column = self._side if dice_over_choices else self.others_column
            dice_column.insertWidget(0, self.dice_view, 0, Qt.AlignmentFlag.AlignHCenter)
        elif dice_over_choices:
            self._side.insertWidget(0, self.dice_view, 0, Qt.AlignmentFlag.AlignHCenter)
            top.setDirection(QBoxLayout.Direction.LeftToRight)
            top.addWidget(self.caption, 1)
            self.main.insertLayout(0, top)
        else:
            beside = place == BESIDE
            top.setDirection(
                QBoxLayout.Direction.TopToBottom if beside else QBoxLayout.Direction.LeftToRight
            )
            top.addWidget(self.dice_view, 0)
            top.addWidget(self.caption, 1)
            top.setAlignment(
                self.dice_view,
                Qt.AlignmentFlag.AlignHCenter if beside else Qt.AlignmentFlag.AlignVCenter,
            )
            if beside:
                width = self.caption.width_round(CAPTION_BESIDE)
                self.caption.set_width_bounds(width, width)
                self._row.insertLayout(0, top)
            else:
                self.main.insertLayout(0, top)
        # (in a narrow column, beside the pad or over the others' sheets, a word wider than
        # half its line wraps whole on a line of its own, 'φωτισμένο', 'podświetloną', rather
        # than be cut short)
        self.caption.set_word_share(
            self.caption.WORD_SHARE if place in (OVER, CHOICES_OVER_OTHERS) else WORD_SHARE_BESIDE
        )

    def _keep_caption_placed(self) -> None:
        """The caption's words grown at a step: the place is decided again for them where they
        are cut or the pad no longer shows its whole width (the kit's `caption_place.keep`:
        decided while a computer wrote, "Helena is writing…" on one line, the human's four
        lines after scrolled the pad sideways; beside the pad, alone, a step's three lines more
        cut in the column). Alone over the pad, it has no other place. Where the number
        buttons went to the other side of the pad, the caption's words say so (`_say_side`)."""
        if not self.isVisible():
            return
        if not self.others.isVisible() and self._top_place[0] != BESIDE:
            return
        caption_place.keep(self, self._fit_again_for_words)

    def _fit_again_for_words(self) -> None:
        """The places decided anew for a step's words (`_fit_again`), and those words for the
        side the number buttons went to: at 819x480 with Larger text the writer's words after a
        computer's step sent the buttons under the pad while they said "on the right"."""
        self._fit_again()
        self._say_side()

    # -- words ---------------------------------------------------------------------------------

    def buttons_side(self) -> str:
        """Where the number buttons are, seen from the writer's pad: "below" it (their top
        under its bottom) or "right" (beside it, or over the others' sheets on its right)."""
        area, panel = self.big_area, self.choices
        pad_bottom = area.mapTo(self, area.rect().bottomLeft()).y()
        return "below" if panel.mapTo(self, panel.rect().topLeft()).y() > pad_bottom else "right"

    def _side_key(self, key: str) -> str:
        """`key`; one that sends the writer to the number buttons, its sentence's for the side
        they are on now (`SIDED`)."""
        return f"{key}.{self.buttons_side()}" if key in SIDED else key

    def _sided(self, key: str, **args: Any) -> str:
        """The words of `key`, for the side the number buttons are on now (`_side_key`);
        "wait", the words every game's table says while nobody acts, as the kit says them."""
        if key == "wait":
            return wait_words()
        return fmt(self._side_key(key), **args)

    def _say_side(self) -> None:
        """After a re-arrangement (a resize, Larger text), the caption names the side the
        number buttons went to; its new words take their own room, so the places are decided
        again for them, once (a table grown from a narrow window, its words for "below", kept
        the room those took: its least width was not that of one opened at its size)."""
        if self._name_side():
            self._fit_again()
            self._name_side()

    def _name_side(self) -> bool:
        """The caption's words for the side the number buttons are on now (unless the table
        shows other words there: a lesson's); whether they changed."""
        if self._said is None:
            return False
        key, args, said = self._said
        words = self._sided(key, **args)
        if words == said or self.caption.words != said:
            return False
        self._said = (key, args, words)
        self.caption.setText(words)
        return True
