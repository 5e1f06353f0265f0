"""What building Giza's table of nine costs besides its drawing: counted, not timed. The table
is laid out many times while it is built (its arrangements tried, its width shared), and each
layout asks every other player's caption (sheetkit's SeatCaption) for its lines and height at
the widths it tries: a caption breaks its lines for a width once, until its text, font or
language changes, however often it is asked."""

from __future__ import annotations

from collections import Counter
from typing import Any

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.sheetkit import seat_caption
from sheetdesk.ui.sheetkit.seat_caption import SeatCaption

NAMES = ("Ana", "Ben", "Chloé", "Dimitris", "Ewa", "Filip", "Gosia", "Helena", "Jan")


def test_nine_players_captions_break_their_lines_once_per_width(window, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """A nine-player Giza table opened at 1024×600 at 125 % (819×480): no caption of another
    player's sheet breaks its lines twice for the same width between two changes of its text,
    font or language (a line broken costs the measure of every word of it)."""
    asked: list[tuple[Any, ...]] = []  # the caption and width being broken into lines now
    broken: Counter[tuple[Any, ...]] = Counter()  # how often each was broken into lines
    kept_together, groups = seat_caption.kept_together, SeatCaption._groups
    set_caption, change = SeatCaption.set_caption, SeatCaption.changeEvent

    def counting_kept_together(line: str) -> str:
        if asked:
            broken[asked[-1]] += 1
        return kept_together(line)

    def counting_groups(self, width, shorter=False):  # type: ignore[no-untyped-def]
        asked.append((self, width, shorter, self.font().key(), self.hang(), self.full))
        before = broken.get(asked[-1])
        try:
            return groups(self, width, shorter)
        finally:
            key = asked.pop()
            if before is not None and broken[key] > before:
                twice.append(key[1:3])

    def forgetting(method):  # type: ignore[no-untyped-def]
        def wrapped(self, *args):  # type: ignore[no-untyped-def]
            for key in [k for k in broken if k[0] is self]:
                del broken[key]
            return method(self, *args)

        return wrapped

    twice: list[tuple[Any, ...]] = []
    monkeypatch.setattr(seat_caption, "kept_together", counting_kept_together)
    monkeypatch.setattr(SeatCaption, "_groups", counting_groups)
    monkeypatch.setattr(SeatCaption, "set_caption", forgetting(set_caption))
    monkeypatch.setattr(SeatCaption, "changeEvent", forgetting(change))
    window.setMinimumSize(0, 0)
    window.resize(819, 480)
    qtbot.wait(1)
    players = (Player("Ana"), *(Player(name, "bot", "greedy") for name in NAMES[1:]))
    window.start_new(NewGameChoice(registry.get("giza_dice"), players, {}, 5))
    qtbot.wait(1)
    assert window.page("table").table.others.isVisible()
    assert len({key[0] for key in broken}) == len(NAMES)  # (each player's small sheet's)
    assert twice == []
