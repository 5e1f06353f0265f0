"""What a click costs before its repaint, counted, not timed (benchmarks/click.py times it): a
move's sound reads only the log entries it brought, drawing a position copies no whole history,
and the moves seen look again only at the items set since they last looked, not at every item of
every sheet shown."""

from __future__ import annotations

from collections import Counter

from sheetdesk.core import registry
from sheetdesk.core.session import Player, Session
from sheetdesk.ui import sound

MOVES = 4  # Ana's moves made in each game


def _counting(monkeypatch, counts: Counter[str], names: tuple[str, ...]) -> list[bool]:  # type: ignore[no-untyped-def]
    """Count the reads of the session's whole-log copies `names` (properties) while the flag
    returned is set."""
    on = [False]
    for name in names:
        original = getattr(Session, name)

        def read(self, name=name, original=original):  # type: ignore[no-untyped-def]
            counts[name] += on[0]
            return original.fget(self)

        monkeypatch.setattr(Session, name, property(read))
    return on


def test_a_moves_sound_reads_only_the_entries_it_brought(monkeypatch, sound_board):  # type: ignore[no-untyped-def]
    """The sound of each move is found from the entries the change brought: the whole log is
    not copied at every move (it grows with the game), and each move still sounds as it did."""
    entry = registry.get("number_rows")
    session = Session.new(entry.rules(), [Player("Ana"), Player("Bob")], {}, 3)
    sound.watch(session)
    counts: Counter[str] = Counter()
    on = _counting(monkeypatch, counts, ("log", "history"))
    for _ in range(30):
        seat = session.acting_seat()
        assert seat is not None
        action = session.legal_actions(seat)[0]
        before, start = len(sound_board.played), session.cursor
        on[0] = True
        session.act(seat, action)
        on[0] = False
        brought = session.log_from(start)
        wanted = [sound.KIND_SOUNDS.get(e.action.kind) for e in brought]
        played = list(sound_board.played)[before:]
        assert played == [name for name in dict.fromkeys(wanted) if name], (wanted, played)
    assert counts == Counter(), counts
