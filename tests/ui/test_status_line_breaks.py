"""A status line of parts ("Game #7 · Round 1 of 4") wrapped in a narrow column breaks between its
parts, never inside one that fits the column on its own: a line never ends on a word that
belongs with the next ("Runda 1 z" over "4", "Round 1 of" over "4"). The table page's game and
round at the top of its side column at 1024×600 at 125 % (819×480), in every language, with the
usual and with Larger text, for every game."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtGui import QFontMetrics, QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from tests.ui.test_layout_audit import screen_of, settle
from tests.ui.test_wide_names_everywhere import _at_table

SEPARATOR = "·"


def shown_lines(label: QLabel) -> list[str]:
    """The lines `label`'s word-wrapped text is laid out on at its width (as QLabel wraps it)."""
    text = label.text()
    layout = QTextLayout(text, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    width = label.contentsRect().width() - 2 * label.margin()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        lines.append(text[line.textStart() : line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


def breaks_inside_parts(label: QLabel) -> list[str]:
    """Each line of `label` that ends inside one of its " · " parts that fits the label's width
    whole (a part wider than that may break at its spaces)."""
    metrics = QFontMetrics(label.font())
    width = label.contentsRect().width() - 2 * label.margin()
    lines = shown_lines(label)
    found = []
    for number, line in enumerate(lines[:-1]):
        if line.rstrip().endswith(SEPARATOR):
            continue
        # the part this line ends in: from the last separator before the break to the next
        before = "".join(lines[: number + 1])
        after = "".join(lines[number + 1 :])
        part = before.rpartition(SEPARATOR)[2] + after.partition(SEPARATOR)[0]
        part = part.replace("\u00a0", " ").strip()
        if metrics.horizontalAdvance(part) <= width:
            found.append(f"{line!r} | {lines[number + 1]!r} (the part {part!r} fits {width} px)")
    return found


def parts_left_alone(label: QLabel) -> list[str]:
    """Each line of `label` that holds one short part alone (a word or two and its "·", "Το
    τέλος ·") where the part that ends the line before would fit beside it: a fragment read
    apart from both its neighbours, though it could have shared a line."""
    metrics = QFontMetrics(label.font())
    width = label.contentsRect().width() - 2 * label.margin()
    lines = [line.replace("\u00a0", " ").strip() for line in shown_lines(label)]
    found = []
    for before, line in pairwise(lines):
        part = line.removesuffix(SEPARATOR).strip()
        last = before.removesuffix(SEPARATOR).rpartition(f" {SEPARATOR} ")
        if SEPARATOR in part or len(part.split()) > 2 or not last[1]:
            continue  # (more than one short part, or the line before holds one part)
        if metrics.horizontalAdvance(f"{last[2].strip()} {SEPARATOR} {line}") <= width:
            found.append(f"{line!r} alone under {before!r} ({width} px)")
    return found


def test_the_check_finds_a_line_broken_inside_a_part(qtbot):
    label = QLabel("Gra nr 7 · Runda 1 z 4")
    label.setWordWrap(True)
    qtbot.addWidget(label)
    metrics = QFontMetrics(label.font())
    # as wide as "Gra nr 7 · Runda 1 z": its "4" goes on a line of its own
    label.setFixedWidth(metrics.horizontalAdvance("Gra nr 7 · Runda 1 z") + 2)
    assert shown_lines(label)[-1].strip() == "4"
    assert breaks_inside_parts(label)
    # each part's words bound: the line breaks after the "·", between the parts
    label.setText("Gra\u00a0nr\u00a07\u00a0· Runda\u00a01\u00a0z\u00a04")
    assert shown_lines(label)[-1].strip() == "Runda\u00a01\u00a0z\u00a04"
    assert not breaks_inside_parts(label)


@pytest.mark.parametrize("larger", [False, True])
@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_the_side_columns_round_line_breaks_between_its_parts(window, language, larger):
    from sheetdesk.ui.style import Look

    window.set_language(language)
    window.set_look(Look("light", larger))
    for entry in registry.GAMES:
        _at_table(window, entry, (Player("Mia"), Player("Leo")))
        with screen_of(819, 480):
            window.resize(819, 480)
            settle()
            page = window.page("table")
            label = page.game_label
            assert page.side.isAncestorOf(label), "the round line is in the side column"
            assert SEPARATOR in label.text()
            assert breaks_inside_parts(label) == [], (entry.id, shown_lines(label))


def test_a_line_laid_out_wide_can_be_made_narrow_again(qtbot):
    """Laid out where each part fits whole (its words bound), the line's least width is still
    its widest word's: a layout can give it less, and it breaks its parts there. (Its least
    width was the widest part's once laid out wide: a Greek replay shown at 1024×600 and then
    shrunk kept its heading that wide and scrolled sideways by the difference.)"""
    from sheetdesk.ui.parts_label import PartsLabel

    label = PartsLabel()
    qtbot.addWidget(label)
    parts = ["Κίνηση 160 από 321", "τελειωμένο παιχνίδι, μόνο για ανάγνωση"]
    label.set_parts(parts)
    label.show()
    metrics = QFontMetrics(label.font())
    label.resize(metrics.horizontalAdvance(" · ".join(parts)) + 20, 40)
    assert "\u00a0" in label.text()  # (wide: each part kept whole)
    widest = max(metrics.horizontalAdvance(w) for p in parts for w in (p + " ·").split())
    assert label.minimumSizeHint().width() <= widest + 2 * label.margin() + 1
    narrow = metrics.horizontalAdvance(parts[1]) - 10  # (the longer part breaks, at its spaces)
    label.resize(narrow, 40)
    lines = shown_lines(label)
    assert max(map(metrics.horizontalAdvance, lines)) <= narrow, lines


def test_a_line_made_narrow_asks_for_the_height_of_its_lines(qtbot):
    """Narrowed, the line wraps on more lines, and its least height says so: a layout short of
    room gave it one line's height for its four (a Greek replay with Larger text shrunk to
    819×480: its where-line cut at the top and the bottom)."""
    from sheetdesk.ui.parts_label import PartsLabel

    label = PartsLabel()
    qtbot.addWidget(label)
    parts = ["Κίνηση 293 από 587", "Ζαριά 15", "τελειωμένο παιχνίδι, μόνο για ανάγνωση"]
    label.set_parts(parts)
    label.show()
    metrics = QFontMetrics(label.font())
    label.resize(metrics.horizontalAdvance(parts[2]) - 10, 20)
    lines = shown_lines(label)
    assert len(lines) > 2, lines
    assert label.minimumSizeHint().height() >= label.heightForWidth(label.width())
    assert label.minimumSizeHint().height() >= len(lines) * metrics.lineSpacing()
