"""The key marks of a page's buttons: what a button's words say of the key that pushes it.

A game's button that a key pushes names the key at the end of its words, "Turn (R)", and its
tooltip names the same key ("Key: R", the table's own words in the language shown). A page's
buttons mark each key once: two buttons that name one key, or two buttons whose '&' marks one
letter (Alt and the letter), leave a family guessing which the key pushes.

`key_marks(top)` finds, one line each, a button whose tooltip names a key its words do not
show (or another one), and two buttons marking one key or one letter.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QWidget

# a key named at the end of a button's words: "(R)", "(D)", "(1)"
_SAID = re.compile(r"\s\((\w)\)$")
# an '&' marking the letter after it (an '&&' is an ampersand shown)
_MNEMONIC = re.compile(r"(?<!&)&(?!&)(\w)")


def _words(button: QAbstractButton) -> str:
    return button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")


def _tooltip_key() -> re.Pattern[str]:
    """The key a game button's tooltip names, as the table words it in the language shown."""
    template = QCoreApplication.translate("GameTable", "Key: {key}")
    before, _, after = template.partition("{key}")
    return re.compile(re.escape(before) + r"(.+?)" + re.escape(after) + r"$")


def key_marks(
    top: QWidget, hidden: bool = False, children: list[QWidget] | None = None
) -> list[str]:
    """What is wrong with the key marks of the buttons under `top` that are shown (with
    `hidden`, of those hidden too: a step that shows them words them as they are now;
    `children`: every widget under `top`, if found already)."""
    tooltip = _tooltip_key()
    problems: list[str] = []
    named: dict[str, QAbstractButton] = {}  # key -> the button naming it
    lettered: dict[str, QAbstractButton] = {}  # a '&' letter (small) -> the button marking it
    if children is None:
        buttons = top.findChildren(QAbstractButton)
    else:  # (in the order Qt finds them, as above)
        buttons = [w for w in children if isinstance(w, QAbstractButton)]
    for button in buttons:
        if not button.text() or not (hidden or button.isVisibleTo(top)):
            continue
        words = _words(button)
        said = _SAID.search(words)
        tip = tooltip.match(button.toolTip())
        key = tip.group(1) if tip else None
        if key is not None and (said is None or said.group(1) != key):
            problems.append(f"button {words!r}: its tooltip names the key {key}, its words do not")
        key = key or (said.group(1) if said else None)
        if key is not None and named.setdefault(key, button) is not button:
            first = _words(named[key])
            problems.append(f"buttons {first!r} and {words!r} both name the key {key}")
        for letter in _MNEMONIC.findall(button.text()):
            small = letter.casefold()
            if lettered.setdefault(small, button) is not button:
                first = _words(lettered[small])
                problems.append(f"buttons {first!r} and {words!r} both mark Alt+{letter.upper()}")
    return problems
