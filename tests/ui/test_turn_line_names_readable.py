"""The turn line at 1024×600 at 125 % (819×480) with Larger text, players with long names, in
every game and language, at a game's start and (where the game has one) where one player decides
in another's turn: each name keeps a few letters at least ("Παίζει: Π… 3 — αποφασίζει: Γ…" told
a family nothing), the words around the names whole."""

from __future__ import annotations

import re
import sys
from contextlib import contextmanager
from itertools import pairwise

import pytest

from sheetdesk.core import registry, savefile
from sheetdesk.core.protocol import ActionUnion
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.sheetkit.caption import InstructionLine
from sheetdesk.ui.sheetkit.measured import LEAST_LETTERS
from tests.ui.test_layout_audit import screen_of, settle

NAMES = {
    "en": ("Alexandra Whitmore", "Christopher Bennett", "Margaret Thompson"),
    "el": ("Παναγιώτης Παπαδόπουλος", "Αικατερίνη Κωνσταντίνου", "Χαράλαμπος Γεωργιάδης"),
    "pl": ("Małgorzata Szczepańska", "Grzegorz Brzęczyszczyk", "Żaneta Wójtowicz-Łęcka"),
}


def _readable(word: str, shown: list[str], surname: bool = False) -> bool:
    """Whether `word` is among `shown` whole, or as its first letters (a few at least) and "…"
    (a `surname` also as its initial: "Zofia K.")."""
    if word in shown or (surname and f"{word[:1]}." in shown):
        return True
    least = min(len(word), LEAST_LETTERS)
    return any(s.endswith("…") and len(s) - 1 >= least and word.startswith(s[:-1]) for s in shown)


def _decider_step(entry, session: Session) -> None:  # type: ignore[no-untyped-def]
    """Play `session` with the game's computer player until one seat decides in another's turn
    (a game without such a step: left at its start)."""
    rules, bot = session.rules, entry.bot()
    for step in range(40):
        if session.is_over():
            break
        seat = session.acting_seat()
        owner = rules.turn_owner(session.state)
        if step and owner is not None and seat is not None and owner != seat:
            return
        session.act(
            seat, bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        )


@contextmanager
def turn_label_at_819_by_480(window, session: Session, screen=(819, 480)):  # type: ignore[no-untyped-def]
    """`session` opened in `window` (its hand-over passed), the window at 819×480 (or
    `screen`) while the block runs: its turn line."""
    assert window.open_path(savefile.write(session), external=False)
    if window.current_page_name() == "handover":
        window.controller.confirm_handover()
    with screen_of(*screen):
        window.setMinimumSize(0, 0)
        window.resize(*screen)
        settle()
        yield window.page("table").turn_label


@pytest.mark.parametrize("decider", [False, True], ids=["start", "decider"])
@pytest.mark.parametrize("language", ["en", "el", "pl"])
@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_the_turn_line_keeps_each_name_readable_at_819_by_480(window, game, language, decider):
    _names_readable_words_whole(window, game, language, decider, (819, 480))


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_the_words_round_the_names_stay_whole_at_683_by_400(window, game):
    """At 683×400 (1024×600 at 150 %) with Larger text the turn line is at its narrowest: its
    words round the names whole there too, in Greek (the longest), one player deciding in
    another's turn where the game has such a step (two names and "αποφασίζει:" in the line; at
    120 px Number rows showed "Παίζει: Αικατερίνη … — αποφασίζει: …" as "Παί… Αικ…")."""
    _names_readable_words_whole(window, game, "el", True, (683, 400))


# the games where one seat decides in another's turn: their turn line names two players
DECIDING = [
    entry.id
    for entry in registry.GAMES
    if type(entry.rules()).turn_owner is not ActionUnion.turn_owner
]
# two long names, in Polish of one first name (the surnames tell them apart)
TWO_NAMES = {
    "pl": ("Małgorzata Brzęczyszczyk", "Małgorzata Szczepańska"),
    "en": ("Alexandra Whitmore", "Christopher Bennett"),
}


@pytest.mark.parametrize("language", ["pl", "en"])
@pytest.mark.parametrize("game", DECIDING)
def test_two_long_names_at_683_by_400_keep_the_verb_whole_each_name_on_a_line(  # type: ignore[no-untyped-def]
    window, game, language
):
    """At 683×400 with Larger text, one player deciding in another's turn, both with long names:
    the words round the names whole ("Teraz gra" and "decyduje", once cut to "Ter… gr…"), each
    name, shortened or not, on one line ("Ale…" at a line's end over "W." named no one), and the
    two told apart (two Małgorzatas by their surnames' initials)."""
    from tests.ui.test_status_line_breaks import shown_lines

    names = TWO_NAMES[language]

    def each_on_a_line_told_apart(label) -> None:  # type: ignore[no-untyped-def]
        lines = [line.split() for line in shown_lines(label)]
        for above, below in pairwise(lines):
            for first, *rest in (name.split() for name in names):
                broken = _shows(above[-1], first) and rest and _shows(below[0], rest[0])
                assert not broken, (first, [" ".join(line) for line in lines])
        words = label.text().split()
        forms = [
            next(
                (a, b)
                for a, b in pairwise(words)
                if _shows(a, name.split()[0]) and _shows(b, name.split()[1])
            )
            for name in names
        ]
        assert len(set(forms)) == len(names), (forms, label.text())

    _names_readable_words_whole(
        window, game, language, True, (683, 400), names, each_on_a_line_told_apart
    )


def _shows(word: str, part: str) -> bool:
    """Whether `word` shows a name's word `part`: whole, or its first letters with "…" or a
    full stop (an initial)."""
    bare = word.rstrip(".,:;!?…")
    return bare == part or (bool(bare) and bare != word and part.startswith(bare))


def _names_readable_words_whole(  # type: ignore[no-untyped-def]
    window, game, language, decider, screen, names=None, more=None
) -> None:
    """The turn line of `game` for long names (`names`, or the language's) at `screen` with
    Larger text: each name readable, the words round them whole (and what `more` checks of
    the label)."""
    from sheetdesk.ui.style import Look

    entry = registry.get(game)
    info = entry.rules().info
    names = names or NAMES[language][: max(3, info.min_players)][: info.max_players]
    window.set_language(language)
    window.set_look(Look(window.settings.colours, larger=True))
    options = {v.key: v.default for v in info.variants}
    session = Session.new(entry.rules(), tuple(Player(n) for n in names), options, 5)
    if decider:
        _decider_step(entry, session)
    with turn_label_at_819_by_480(window, session, screen) as label:
        whole = re.sub(r"<[^>]+>", "", label.toolTip()) or label.text()
        firsts = {name.split()[0] for name in names}
        surnames = {w for name in names for w in name.split()[1:]} - firsts
        shown = label.text().split()
        for word in whole.split():
            bare = word.rstrip(".,:;!?…")
            if bare in firsts | surnames:
                assert _readable(bare, shown, bare in surnames), (word, label.text(), whole)
            else:
                assert word in shown, (word, label.text(), whole)
        # a family knows its players by their first names: those shortened only where every
        # surname is down to its initial ("Zof… Kow…" named no one a child could tell)
        bare_whole = {w.rstrip(".,:;!?") for w in whole.split()}
        if any(f in bare_whole and f not in {w.rstrip(".,:;!?") for w in shown} for f in firsts):
            assert not [w for w in surnames if _readable(w, shown)], (label.text(), whole)
        if more is not None:
            more(label)


@pytest.mark.parametrize("decider", [False, True], ids=["start", "decider"])
@pytest.mark.parametrize("language", ["el", "pl"])
@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_name_that_fits_a_line_is_never_broken_between_two(window, game, language, decider):
    """The seats' default names ("Gracz 1", "Παίκτης 2") at a game's start and where one player
    decides in another's turn (two names in the line), at 819×480 with Larger text: the turn
    line, wrapped, never puts a name's first word on one line and its number on the next
    ("Teraz gra Gracz" over "1")."""
    from sheetdesk.ui.formatting import default_name
    from sheetdesk.ui.style import Look
    from tests.ui.test_status_line_breaks import shown_lines

    entry = registry.get(game)
    info = entry.rules().info
    window.set_language(language)
    window.set_look(Look(window.settings.colours, larger=True))
    names = [default_name(n + 1) for n in range(max(2, info.min_players))]
    options = {v.key: v.default for v in info.variants}
    session = Session.new(entry.rules(), tuple(Player(n) for n in names), options, 5)
    if decider:
        _decider_step(entry, session)
    with turn_label_at_819_by_480(window, session) as label:
        lines = [line.replace("\u00a0", " ").strip() for line in shown_lines(label)]
        whole = " ".join(lines)
        for name in names:
            if name in whole:
                assert any(name in line for line in lines), (name, lines)


class _Counted:
    """Counts the text measurements the kit's kept measurements (`sheetkit.measured`) ask of
    Qt (a word's width, a text laid out at a width, a word shortened) for the table's header
    (`header`) and for the instruction line (`caption`), others' aside."""

    def __init__(self, monkeypatch) -> None:  # type: ignore[no-untyped-def]
        from PySide6.QtGui import QFontMetrics

        from sheetdesk.ui import table_header
        from sheetdesk.ui.sheetkit import caption, measured

        self.header = self.caption = 0
        counted, header, line = self, table_header.__file__, caption.__file__
        cut = measured.elided

        def note() -> None:
            frame = sys._getframe(2)
            while frame is not None and frame.f_code.co_filename not in (header, line):
                frame = frame.f_back
            if frame is not None and frame.f_code.co_filename == header:
                counted.header += 1
            elif frame is not None:
                counted.caption += 1

        class Metrics(QFontMetrics):
            def horizontalAdvance(self, *args):  # type: ignore[no-untyped-def]
                note()
                return super().horizontalAdvance(*args)

            def boundingRect(self, *args):  # type: ignore[no-untyped-def]
                note()
                return super().boundingRect(*args)

        def elided(*args):  # type: ignore[no-untyped-def]
            note()
            return cut(*args)

        monkeypatch.setattr(measured, "QFontMetrics", Metrics)
        monkeypatch.setattr(measured, "elided", elided)


def test_a_fit_of_a_turn_line_of_the_most_players_measures_few_texts(window, monkeypatch):
    """The turn line of the game with the most seats, each taken by a long name, in Greek with
    Larger text, the window made narrower step by step: each fit of the line (at each resize of
    it) measures a few dozen texts at most, and the instruction line each of its words a few
    times a resize. (A fit that measured the whole line again for each
    shortening it tried made a table of nine players' every resize four times as dear.)"""
    from PySide6.QtCore import QEvent

    from sheetdesk.ui.style import Look
    from tests.ui.counted_events import EventCount

    entry = max(registry.GAMES, key=lambda e: e.rules().info.max_players)
    info = entry.rules().info
    names = [f"{a.split()[0]} {b.split()[1]}" for b in NAMES["el"] for a in NAMES["el"]]
    window.set_language("el")
    window.set_look(Look(window.settings.colours, larger=True))
    options = {v.key: v.default for v in info.variants}
    players = tuple(Player(n) for n in names[: info.max_players])
    session = Session.new(entry.rules(), players, options, 5)
    with turn_label_at_819_by_480(window, session) as label:
        measured, fits = _Counted(monkeypatch), EventCount(QEvent.Type.Resize)
        label.installEventFilter(fits)
        caption = window.page("table").findChild(InstructionLine)
        for width in (760, 700, 683):
            window.resize(width, 400)
            settle()
        # (a fit measures each word once, and the line at a few of its shortenings: 19 a fit
        # here; one that measured the line at each shortening it tried, 202)
        assert fits.count
        assert measured.header <= 40 * fits.count, (measured.header, fits.count, label.text())
        # the instruction line is fitted at each width the page's and the table's fits try,
        # on the kit's kept measurements as the turn line is: each of its words measured a few
        # times a resize (129 here; each of its fits measuring them all anew, 1135)
        words = len(caption.words.split())
        assert measured.caption <= 4 * 3 * words, (measured.caption, words, caption.words)


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_name_is_not_shortened_where_it_fits_whole_on_as_many_lines(window, game):
    """A long Polish name at 1024×600 with Larger text, its player acting in a turn of their
    own after the game's first step: the turn line names them whole where the whole takes no
    more lines than the shortened line would. (A surname wider than half the line was
    shortened before the line was fitted: "Teraz gra Krzysztof" over "Szczepańcz…", where
    "Teraz gra" over "Krzysztof Szczepańczyk" takes the same two lines.)"""
    from sheetdesk.ui.style import Look
    from tests.ui.test_status_line_breaks import shown_lines

    entry = registry.get(game)
    info = entry.rules().info
    names = ("Krzysztof Szczepańczyk", "Ewa Nowak", "Jan Lis")[: max(2, info.min_players)]
    window.set_language("pl")
    window.set_look(Look(window.settings.colours, larger=True))
    options = {v.key: v.default for v in info.variants}
    session = Session.new(entry.rules(), tuple(Player(n) for n in names), options, 5)
    rules, bot = session.rules, entry.bot()
    for step in range(40):  # (on to a turn of the first player's own, after the first step)
        seat = session.acting_seat()
        if step and seat == 0 and rules.turn_owner(session.state) in (None, 0):
            break
        legal = list(session.legal_actions(seat))
        session.act(seat, bot(session.view(seat), seat, legal, Rng(step)))
    assert session.acting_seat() == 0
    with turn_label_at_819_by_480(window, session, (1024, 600)) as label:
        lines = [line.replace("\u00a0", " ").strip() for line in shown_lines(label)]
        assert any(names[0] in line for line in lines), (lines, label.width())


def test_the_header_above_its_buttons_where_beside_them_it_scrolls_sideways(window):
    """At 683×400 with Larger text in Polish the header's buttons with their narrow sides and
    who acts beside them ask 742 px of the page's 669: who acts goes on a line of its own above
    the buttons, and the page, the buttons in it, is no wider than its room (it scrolled
    sideways, "Menu" out of sight)."""
    from sheetdesk.ui.style import Look

    entry = registry.GAMES[0]
    window.set_language("pl")
    window.set_look(Look(window.settings.colours, larger=True))
    options = {v.key: v.default for v in entry.rules().info.variants}
    players = tuple(Player(n) for n in TWO_NAMES["pl"])
    session = Session.new(entry.rules(), players, options, 5)
    with turn_label_at_819_by_480(window, session, (683, 400)) as label:
        page = window.page("table")
        room = page.parentWidget().width()
        assert page.width() <= room, (page.width(), room)
        buttons = [b for b in page.header_buttons if b.isVisibleTo(page)]
        right = max(b.mapTo(page, b.rect().topRight()).x() for b in buttons)
        assert right < room, (right, room)
        # who acts above the buttons, not beside them
        assert label.mapTo(page, label.rect().bottomLeft()).y() < min(
            b.mapTo(page, b.rect().topLeft()).y() for b in buttons
        )
