"""The saved-games list's move count tells nothing a step decided in secret hides.

A save's summary counts the players' moves ("Round 1 of 4 · 8 moves"). While the seats decide
in secret (Number rows' announcements, the card games' marks on a revealed shape), what one
seat has chosen must not show through that count: crossing one box or a whole shape, crossing
a number or declining, all read the same until the step ends (each game's own such choices are
tried in its tests: sheetdesk/games/<id>/tests/test_progress_privacy.py)."""

from __future__ import annotations

import pytest

from sheetdesk.core import registry, savefile
from sheetdesk.core.protocol import Decide, hides_secrets
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session

# the games whose players keep something from each other: each has steps decided in secret
GAMES = [entry.id for entry in registry.GAMES if hides_secrets(entry.rules())]


def _copy(session: Session) -> Session:
    return Session.restore(
        session.rules, list(session.players), session.options, session.seed,
        list(session.log[: session.cursor]), session.cursor, session.match_id,
    )  # fmt: skip


def _moves(session: Session) -> int:
    return savefile.envelope_of(session).progress.actions


def _secret_steps(game: str, seed: int, limit: int = 6):  # type: ignore[no-untyped-def]
    """Positions of a bot-played game where a step decided in secret begins."""
    entry = registry.get(game)
    session = Session.new(entry.rules(), [Player("Ana"), Player("Ben")], {}, seed)
    bot, rng, found = entry.bot(), Rng(seed), 0
    while not session.is_over() and found < limit:
        step = session.step()
        if (
            isinstance(step, Decide)
            and step.simultaneous
            and not session.step_is_open()
            and session.phase_start() == session.cursor
        ):
            found += 1
            yield session
        seat = session.acting_seat()
        session.act(seat, bot(session.view(seat), seat, list(session.legal_actions(seat)), rng))


@pytest.mark.parametrize("game", GAMES)
def test_a_secret_choice_does_not_change_the_move_count(game):
    seen = 0
    for session in _secret_steps(game, 5):
        before = _moves(session)
        for seat in session.step().seats:  # type: ignore[union-attr]
            for action in list(session.legal_actions(seat))[:12]:
                branch = _copy(session)
                branch.act(seat, action)
                # one pending move, or a confirmed choice, of one seat: the others still to decide
                if branch.step() == session.step() or branch.phase_start() == session.cursor:
                    assert _moves(branch) == before, (seat, action)
                    seen += 1
    assert seen > 0
