"""What a click costs before its repaint, counted, not timed (benchmarks/click.py times it): a
move's sound reads only the log entries it brought, drawing a position copies no whole history,
the moves seen look again only at the items set since they last looked, not at every item of
every sheet shown, and the small sheets' captions name each seat once. (A Number rows total
written again is not measured again: that game's tests/ui/test_number_rows_click_cost.py.)"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.ui import sound
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.declared import quick_bot

from .driving import play_by_hint, wait_for_turn

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


def test_a_moves_sound_reads_only_the_entries_it_brought(monkeypatch):  # type: ignore[no-untyped-def]
    """The sound of each move is found from the entries the change brought: the whole log is
    not copied at every move (it grows with the game), and each move still sounds as it did."""
    counts: Counter[str] = Counter()
    on = _counting(monkeypatch, counts, ("log", "history"))
    played: list[str] = []
    monkeypatch.setattr(sound, "play", played.append)
    for entry in registry.GAMES:
        session = Session.new(entry.rules(), [Player("Ana"), Player("Bob")], {}, 3)
        sound.watch(session)
        for _ in range(30):
            seat = session.acting_seat()
            if seat is None:
                break
            action = session.legal_actions(seat)[0]
            played.clear()
            start = session.cursor
            on[0] = True
            session.act(seat, action)
            on[0] = False
            wanted = [sound.KIND_SOUNDS.get(e.action.kind) for e in session.log_from(start)]
            assert played == [name for name in wanted if name], (wanted, played)
        assert counts == Counter(), (entry.id, counts)


def _calls_counted(monkeypatch, owner: Any, name: str) -> list[int]:  # type: ignore[no-untyped-def]
    """The calls of `owner`'s function `name` from now on, counted in the list's one item."""
    calls = [0]
    function = getattr(owner, name)

    def counted(*args: Any) -> Any:
        calls[0] += 1
        return function(*args)

    monkeypatch.setattr(owner, name, counted)
    return calls


def _start(window, entry) -> None:  # type: ignore[no-untyped-def]
    window.start_new(
        NewGameChoice(entry, (Player("Ana"), Player("Cy", "bot", quick_bot(entry))), {}, 5)
    )


def _anas_moves(window, qtbot) -> Iterator[int]:  # type: ignore[no-untyped-def]
    session, bot, made = window.session, window.controller.entry.bot(), 0
    while made < MOVES and wait_for_turn(window, qtbot, 0):
        yield made
        play_by_hint(window, bot(session.view(0), 0, list(session.legal_actions(0)), Rng(made)))
        made += 1
    assert made == MOVES, window.controller.entry.id


def test_drawing_a_position_copies_no_whole_history(window, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """In every game, drawing the position each of Ana's moves leaves (the controller's
    `_draw`) reads the history's entries it needs, never a copy of the whole log or history."""
    from sheetdesk.ui.controller import Controller

    counts: Counter[str] = Counter()
    on = _counting(monkeypatch, counts, ("log", "history"))
    draw = Controller._draw

    def drawing(self, pos):  # type: ignore[no-untyped-def]
        on[0] = True  # (a drawing that raises fails the test: the flag may stay set then)
        drawn = draw(self, pos)
        on[0] = False
        return drawn

    monkeypatch.setattr(Controller, "_draw", drawing)
    for entry in registry.GAMES:
        _start(window, entry)
        for _made in _anas_moves(window, qtbot):
            pass
        assert counts == Counter(), (entry.id, dict(counts))


def test_the_moves_seen_look_again_only_at_what_was_set(window, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """A move of Ana's after which she goes on (her sheet stays the big one): the moves seen
    (motion.py) ask the version of the items set since they last looked, and of those they
    could not take then, not of every item of every sheet shown (a hundred and more, at every
    position drawn)."""
    from sheetdesk.ui.sheetkit import motion

    reads = _calls_counted(monkeypatch, motion, "version_of")
    went_on: dict[str, list[tuple[int, int]]] = {}
    for entry in registry.GAMES:
        _start(window, entry)
        table, session, bot = window.page("table").table, window.session, entry.bot()
        made = 0
        while made < MOVES and wait_for_turn(window, qtbot, 0):
            before = table.position
            reads[0] = 0
            play_by_hint(window, bot(session.view(0), 0, list(session.legal_actions(0)), Rng(made)))
            made += 1
            after = table.position
            if before.acting == before.viewer == 0 and after.acting == after.viewer == 0:
                shown = sum(len(scene.cells) for scene, _seat, _big in table.motion_scenes())
                went_on.setdefault(entry.id, []).append((reads[0], shown))
    # (a move that writes on a sheet sets a box or two of its seventy and more, and the other
    # player's sheet not at all: at least one game has such a move)
    assert went_on, went_on
    assert all(read < shown for moves in went_on.values() for read, shown in moves), went_on
    assert any(read * 4 < shown for moves in went_on.values() for read, shown in moves), went_on


def test_the_others_sheets_name_each_seat_once(window, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """In every game, at each position Ana's moves leave, the small sheets' captions name each
    seat shown once (its name and its caption's words from one naming: each translates the
    seat's words), not twice."""
    from sheetdesk.ui.sheetkit import scaffold

    named, seat_name = [0], scaffold.seat_name

    def naming(player: Any) -> str:
        named[0] += 1
        return seat_name(player)

    show_others = scaffold.TableScaffold.show_others
    seen: list[tuple[int, int]] = []

    def showing(self, *args: Any, **kwargs: Any) -> Any:  # type: ignore[no-untyped-def]
        named[0] = 0
        shown = show_others(self, *args, **kwargs)
        seen.append((named[0], len(shown)))
        return shown

    monkeypatch.setattr(scaffold, "seat_name", naming)
    monkeypatch.setattr(scaffold.TableScaffold, "show_others", showing)
    for entry in registry.GAMES:
        _start(window, entry)
        seen.clear()
        for _made in _anas_moves(window, qtbot):
            pass
        assert seen and all(names == shown for names, shown in seen), (entry.id, seen)


def _translations_counted(monkeypatch) -> Counter[str]:  # type: ignore[no-untyped-def]
    """The translations asked for from now on, by context."""
    from PySide6.QtCore import QCoreApplication

    asked: Counter[str] = Counter()
    translate = QCoreApplication.translate

    def counting(context: str, *args: Any) -> str:
        asked[context] += 1
        return translate(context, *args)

    monkeypatch.setattr(QCoreApplication, "translate", counting)
    return asked


def test_naming_a_computers_seat_translates_its_mark_once(monkeypatch):  # type: ignore[no-untyped-def]
    """A seat's name on screen (`seat_name`, asked several times at every position drawn) has
    the computer's mark translated once, and says what it said."""
    from sheetdesk.ui import formatting

    cy = Player("Cy", "bot", quick_bot(registry.GAMES[0]))
    said = formatting.seat_name(cy)
    asked = _translations_counted(monkeypatch)
    assert formatting.seat_name(cy) == said == "Cy (computer)"
    assert asked["formatting"] == 1, asked


def test_a_seats_shown_name_is_translated_once_per_language(monkeypatch):  # type: ignore[no-untyped-def]
    """A seat's name as shown (`shown_name`: every position drawn names every seat, the side
    column and the log again) asks for the translation of a seat's default name once per name
    and language, not at every naming, and follows the language when it changes."""
    from sheetdesk.ui import formatting
    from sheetdesk.ui.i18n import Translators

    asked = _translations_counted(monkeypatch)
    names = ("Gracz 7", "Παίκτης 8", "Ana")
    translators = Translators()
    try:
        for language, shown in (
            ("en", ["Player 7", "Player 8", "Ana"]),
            ("pl", ["Gracz 7", "Gracz 8", "Ana"]),
            ("el", ["Παίκτης 7", "Παίκτης 8", "Ana"]),
            ("en", ["Player 7", "Player 8", "Ana"]),
        ):
            translators.install(language)
            asked.clear()
            for _ in range(5):
                assert [formatting.shown_name(name) for name in names] == shown, language
            assert asked["names"] <= len(names), (language, asked)
    finally:
        translators.install("en")


def test_a_move_names_the_seats_once_per_language(window, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """In every game, Ana's moves after the first name no seat anew (`shown_name`): the
    position drawn, its turn line and the log take the seats' names made once for the players
    and the language (several namings of every seat a click); after a language change they are
    made again, in the new language."""
    from sheetdesk.ui import controller as controller_module
    from sheetdesk.ui.i18n import Translators

    named = _calls_counted(monkeypatch, controller_module, "shown_name")
    for entry in registry.GAMES:
        _start(window, entry)
        counts = []
        for _made in _anas_moves(window, qtbot):
            counts.append(named[0])
            named[0] = 0
        assert counts[1:] == [0] * (MOVES - 1), (entry.id, counts)
    Translators().install("pl")
    try:
        assert window.controller.names() == ["Ana", "Cy"]
        assert named[0] == 2
    finally:
        Translators().install("en")
