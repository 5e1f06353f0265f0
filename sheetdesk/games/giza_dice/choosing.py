"""What Giza dice's writer may choose, the buttons and the words that offer it, and their input.

Writing is open at the real table, so the table lights only the cells the number may go into
(the kit's targets: each item of the pad says what it stands for now), and offers the writer's
choices as buttons beside the pad or under it (the kit's ChoicePanel, its room kept all game, so
nothing moves between steps): the roller's two orders of the digits, the numbers a Nile symbol
lets them form, the ×2 and :2 they may use; and Write nothing, Done. The caption says what to do
("Jan writes 46"). It never changes game state: it emits the Action the writer chose, and explains
a refused one with the session's reason. `GizaChoosing` is the table's layer for these.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QPushButton,
    QWidget,
)

from sheetdesk.core.i18n import say
from sheetdesk.core.protocol import Seat
from sheetdesk.ui.sheetkit import (
    ChoiceButton,
    Command,
    FittingView,
    HintTarget,
    Meaning,
    Refuse,
)

from . import rules as gd
from .pad_scene import POWER_SIGNS, PadItems, fmt, nile_id
from .places import GizaPlaces
from .texts import WORDS

Formation = tuple[int, tuple[int, ...]]  # (base number, Nile digits used)


@cache
def _refusal(key: str) -> Refuse:
    """The refusal of the pad's cells named `key`, made once, its words translated when shown:
    the kit asks every cell's meaning at every position drawn (thirty and more a move), and
    translating the same sentence for each cost more than the rest of the asking."""
    return Refuse(say(WORDS, key))


class GizaChoosing(GizaPlaces):
    """The writer's choices: the numbers to form, the ×2/:2 uses, the cells they go into, the
    buttons and caption that offer them, clicks and keys on them, and hints."""

    # (built by `GizaTable`)
    rules: gd.GizaRules
    big: PadItems  # the writer's pad
    big_view: FittingView
    pass_button: QPushButton
    _big: Seat  # the seat whose pad is big
    _pick: Formation | None
    _powers: tuple[int, ...]
    _passing: bool

    def _writes(self) -> list[gd.Write]:
        position = self.position
        return [a for a in position.legal if isinstance(a, gd.Write)] if position else []

    def formations(self) -> list[Formation]:
        """The numbers the writer may form now, before any ×2 or :2, in the rules' order."""
        seen: dict[Formation, None] = {}
        for action in self._writes():
            seen.setdefault((action.base, action.nile), None)
        view = self.position.view if self.position else None
        acting = self.position.acting if self.position else None
        if view is not None and acting is not None and view.phase == "write":
            # numbers that fit nowhere are shown too (greyed): the player sees what they got
            for base, nile, _pair in self.rules.formations(view, acting):
                digits = tuple(self.pad.nile[i] for i in nile)
                seen.setdefault((base, digits), None)
        return list(seen)

    def _auto_pick(self) -> None:
        forms = self.formations()
        if self._pick not in forms:
            self._pick = None
        if self._pick is None:
            # one number to write, or the announced number beside solo pairs: chosen already
            plain = [form for form in forms if not form[1]]
            self._pick = forms[0] if len(forms) == 1 else (plain[0] if plain else None)
        usable = set(self._power_options())
        self._powers = tuple(p for p in self._powers if (p,) in usable)

    def _power_options(self) -> list[tuple[int, ...]]:
        """The ×2/:2 uses open to the chosen number: one per different result (two circled
        ×2 symbols are one choice to the player; the first is crossed)."""
        if self._pick is None:
            return []
        base, nile = self._pick
        options: dict[int, tuple[int, ...]] = {}
        for powers in sorted(
            {a.powers for a in self._writes() if (a.base, a.nile) == (base, nile) and a.powers}
        ):
            options.setdefault(gd.transform(self.pad, base, powers), powers)
        return list(options.values())

    def target_cells(self) -> set[str]:
        """The cells the chosen number may go into now."""
        if self._pick is None or self._passing:
            return set()
        base, nile = self._pick
        return {
            a.cell
            for a in self._writes()
            if (a.base, a.nile, a.powers) == (base, nile, self._powers)
        }

    def chosen_number(self) -> int | None:
        if self._pick is None:
            return None
        return gd.transform(self.pad, self._pick[0], self._powers)

    def _sync_choices(self) -> None:
        """The writer's choice buttons for the position: the roller's orders, the numbers to
        form, the ×2/:2 uses. Under the pad: a column per number group (a Nile digit: its two
        orders one above the other), the ×2/:2 after them. Beside it: the orders one above the
        other, a row per number group, then a row per ×2/:2 use (a number's place depends only
        on the groups of the roll, never on the ×2/:2 shown after it is chosen)."""
        position = self.position
        assert position is not None
        view, legal, acting = position.view, position.legal, position.acting
        orders = [a for a in legal if isinstance(a, gd.Order)]
        specs = [
            ChoiceButton(f"order_{a.number}", str(a.number), "order", a, (0, column),
                         (column, 0, 2), big=True, tooltip=self._form_tip(view, a.number, ()))
            for column, a in enumerate(orders)
        ]  # fmt: skip
        if orders or not legal or view.phase != "write" or acting is None:
            self.choices.show_choices(specs)
            return
        if view.choices[acting]:
            # chosen, not yet confirmed: the same buttons, asleep (Undo wakes them), so that the
            # sheet above keeps its size and a click repaints only what it changed
            self.choices.show_choices([s._replace(enabled=False) for s in self.choices.specs])
            return
        forms = self.formations()
        writable = {(a.base, a.nile) for a in self._writes()}
        columns: dict[tuple[int, ...], list[int]] = {}
        for base, nile in forms if len(forms) > 1 else ():
            columns.setdefault(nile, []).append(base)
        for column, (nile, bases) in enumerate(columns.items()):
            for row, base in enumerate(bases):
                specs.append(
                    ChoiceButton(f"form_{base}_{'_'.join(map(str, nile)) or 'dice'}", str(base),
                                 "form", (base, nile), (row, column), (column, row, 1),
                                 toggle="one", checked=self._pick == (base, nile),
                                 enabled=(base, nile) in writable,
                                 tooltip=self._form_tip(view, base, nile))
                )  # fmt: skip
        for index, powers in enumerate(self._power_options()):
            assert self._pick is not None
            number = gd.transform(self.pad, self._pick[0], powers)
            signs = " ".join(POWER_SIGNS[self.pad.powers[i].kind] for i in powers)
            specs.append(
                ChoiceButton("power_" + "_".join(map(str, powers)), f"{signs} → {number}",
                             "powers", powers, (index % 2, len(columns) + index // 2),
                             (len(columns) + index, 0, 2), wide=True, toggle="on_off",
                             checked=self._powers == powers,
                             tooltip=fmt("tip_power", number=number))
            )  # fmt: skip
        self.choices.show_choices(specs)

    def _on_choice(self, kind: str, what: Any, checked: bool) -> None:
        if kind == "order":
            self.choose(what)
        elif kind == "form":
            self._set_pick(what)
        else:
            self._set_powers(what, checked)

    def _form_tip(self, view: Any, base: int, nile: tuple[int, ...]) -> str:
        if len(nile) == 1:
            return fmt("tip_nile_form", digit=gd.digit_of(view.dice), nile=nile[0])
        if len(nile) == 2:
            return fmt("tip_pair", first=nile[0], second=nile[1])
        return fmt("tip_order_solo" if view.players == 1 else "tip_order", number=base)

    def _sync_caption(self) -> None:
        position = self.position
        assert position is not None
        view, acting, legal = position.view, position.acting, position.legal
        # (at the end nobody acts: the big sheet's player is named, as the small sheets' are)
        name = self.name(self._big if view.phase == "over" else acting)
        writing = view.phase == "write" and acting is not None and bool(legal)
        choice = view.choices[acting] if writing and acting is not None else None
        self.pass_button.setVisible(writing and choice is None)
        self.pass_button.setChecked(self._passing)
        self.done_button.setVisible(writing)
        self.done_button.setEnabled(choice is not None)
        key, number = self._caption(view, acting, legal, choice)
        first, second = (int(face) for face in view.dice) if view.phase == "order" else (0, 0)
        digit = gd.digit_of(view.dice)
        args = {"player": name, "number": number, "digit": digit, "first": first, "second": second}
        words = self._sided(key, **args)
        self._said = (key, args, words)
        self.caption.setText(words)

    def _caption(self, view: Any, acting: Seat | None, legal: Any, choice: Any) -> tuple[str, Any]:
        """What the caption says now: a key of texts.WORDS and the number it names (the other
        values it may name, the player, the dice, are the position's)."""
        if view.phase == "over":
            return "over_sheet", None
        if view.phase == "order":
            return ("order_solo" if view.players == 1 else "order") if legal else "ordering", None
        if not legal:
            return "writing" if acting is not None else "wait", None
        if choice is not None:
            key, number = ("passed", None) if choice.cell is None else ("written", choice.number)
            return (key if self.undo_offered() else f"{key}_final"), number
        if self._passing:
            return "sacrifice", None
        if self._pick is None:
            if not self._writes():
                return "nothing_fits", None
            return ("form", None) if gd.digit_of(view.dice) is not None else ("choose", view.number)
        number = self.chosen_number()
        if not self.target_cells():
            # a ×2 or :2 may still make it fit: the caption does not send the player to Write
            # nothing past the buttons beside the pad that would write it
            if not self._powers and self._power_options():
                return "fits_with_sign", number
            return "fits_nowhere", number
        others = len(self.formations()) > 1 and self._pick[1] == () and not self._powers
        return "choose" if others else "writes", number

    # -- input ---------------------------------------------------------------------------------

    def _set_pick(self, formation: Formation) -> None:
        self._pick = formation
        self._powers = ()
        self._passing = False
        self.draw()
        if QApplication.focusWidget() in self.choice_buttons:
            # chosen by the keyboard: the cells to write it in are next
            self.big_view.setFocus(Qt.FocusReason.TabFocusReason)

    def _set_powers(self, powers: tuple[int, ...], checked: bool) -> None:
        self._powers = powers if checked else ()
        self.draw()

    def _meaning(self, item_id: str) -> Meaning:
        """What a click or Enter on the writer's pad does: a cell takes the chosen number (lit
        where it fits); a Nile digit is crossed when writing nothing in the quick game."""
        kind, _, rest = item_id.partition(".")
        if kind == "nile":
            if self._passing:
                return gd.Pass(nile=self.pad.nile[int(rest)])
            assert self.position is not None
            return _refusal(
                self._side_key("nile_quick" if self.position.view.quick else "nile_forms")
            )
        position = self.position
        acting = position.acting if position is not None else None
        if (
            position is not None
            and acting is not None
            and position.view.phase == "write"
            and position.view.choices[acting] is not None
            and not self.undo_offered()
        ):
            # (the rules' reason names Undo)
            return _refusal("chosen_final")
        if self._pick is None:
            return _refusal(self._side_key("pick_first"))
        write = gd.Write(cell=item_id, base=self._pick[0], nile=self._pick[1], powers=self._powers)
        # while a Nile digit to cross is chosen, the cells are not lit but still take the number
        return Command(lambda: self.choose(write)) if self._passing else write

    def _on_pass(self) -> None:
        position = self.position
        if position is None:
            return
        by_keys = QApplication.focusWidget() is self.pass_button
        if position.view.quick:
            self._passing = not self._passing
            self.draw()
        else:
            self.pass_button.setChecked(False)
            self.choose(gd.PASS)
        if by_keys:
            # the Nile digit to cross, or Enter to confirm, is on the pad
            self.big_view.setFocus(Qt.FocusReason.TabFocusReason)

    def _on_done(self) -> None:
        self.choose(gd.DONE)

    def keyboard_target(self) -> QWidget | None:
        """The first button when a step starts with the buttons: the roller's orders of the dice
        (Tab goes on to the other), the numbers a Nile roll lets the writer form (one group: the
        arrows go from number to number), or Write nothing when the number fits nowhere; else
        the pad. Space takes the button that has the keyboard."""
        legal = self.position.legal if self.position is not None else ()
        if not legal:
            return self.focus_view
        if self.pass_button.isVisible() and all(isinstance(a, gd.Pass) for a in legal):
            return self.pass_button
        if self.choice_buttons and all(isinstance(a, gd.Order) for a in legal):
            return self.choice_buttons[0]
        if self._pick is None:
            forms = [b for b in self.choice_buttons if b.objectName().startswith("form_")]
            usable = [b for b in forms if b.isEnabled()]
            if usable:
                return usable[0]
        return self.focus_view

    def confirm_key(self, event: QKeyEvent) -> bool:
        """Enter confirms once the writer has chosen (before, it writes into the focused cell)."""
        position = self.position
        if (
            event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and position is not None
            and position.legal == (gd.DONE,)
        ):
            self._on_done()
            return True
        return False

    # -- hints ---------------------------------------------------------------------------------

    def hint_targets(self, action: Any) -> list[HintTarget]:
        """The cell to write in (with the number to form, when there is a choice, and the ×2/:2
        symbols to use), the order to announce, the Nile digit to cross, or the Write nothing
        and Done buttons."""
        buttons = {button.objectName(): button for button in self.choice_buttons}
        targets: list[HintTarget] = []
        if isinstance(action, gd.Order) and f"order_{action.number}" in buttons:
            targets.append(buttons[f"order_{action.number}"])
        elif isinstance(action, gd.Write) and action.cell in self.big.scene.cells:
            targets.append(self.spot(self.big.scene, action.cell))
            name = f"form_{action.base}_{'_'.join(map(str, action.nile)) or 'dice'}"
            if name in buttons:
                targets.append(buttons[name])
            power = "power_" + "_".join(map(str, action.powers))
            if action.powers and power in buttons:  # the ×2/:2 to use
                targets.append(buttons[power])
        elif isinstance(action, gd.Pass):
            if action.nile is not None and action.nile in self.pad.nile:
                targets.append(self.spot(self.big.scene, nile_id(self.pad.nile.index(action.nile))))
            targets.append(self.pass_button)
        elif isinstance(action, gd.Done):
            targets.append(self.done_button)
        return targets
