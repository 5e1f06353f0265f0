"""The saved-games list's move count tells nothing a step decided in secret hides.

A save's summary counts the players' moves ("Round 1 of 4 · 8 moves"). While the seats decide
in secret (Number rows' announcements, the card games' marks on a revealed shape), what one
seat has chosen must not show through that count: crossing one box or a whole shape, crossing
a number or declining, all read the same until the step ends."""

from __future__ import annotations

import pytest

from sheetdesk.core import registry, savefile
from sheetdesk.core.protocol import Decide
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session

GAMES = ["number_rows", "treasure_cards", "pyramid_cards"]


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


def test_number_rows_crossing_or_declining_read_the_same():
    """The other player crossed a number (announce it, then done) or declined (done): the
    saved count is the same while the first has not announced."""
    for session in _secret_steps("number_rows", 9, limit=3):
        step = session.step()
        assert isinstance(step, Decide)
        seat = step.seats[-1]
        legal = list(session.legal_actions(seat))
        cross = next((a for a in legal if a.kind == "announce_cross"), None)
        done = next(a for a in legal if a.kind == "announce_done")
        if cross is None:
            continue
        crossed, declined = _copy(session), _copy(session)
        crossed.act(seat, cross)
        if any(a.kind == "announce_done" for a in crossed.legal_actions(seat)):
            crossed.act(seat, done)
        declined.act(seat, done)
        if crossed.phase_start() == declined.phase_start() == session.cursor:
            assert _moves(crossed) == _moves(declined) == _moves(session)
            return
    pytest.fail("no announcement with a number to cross was reached")


def test_a_card_game_one_box_or_a_shape_read_the_same():
    """Marking a revealed shape as a whole, or one box instead: the same count until every
    seat has marked."""
    for game in ("treasure_cards", "pyramid_cards"):
        for session in _secret_steps(game, 3, limit=10):
            step = session.step()
            assert isinstance(step, Decide)
            seat = step.seats[0]
            legal = list(session.legal_actions(seat))
            shape = next((a for a in legal if a.kind == "place"), None)
            box = next((a for a in legal if a.kind == "box"), None)
            if shape is None or box is None:
                continue
            placed, boxed = _copy(session), _copy(session)
            placed.act(seat, shape)
            boxed.act(seat, box)
            assert _moves(placed) == _moves(boxed) == _moves(session)
            break
        else:
            pytest.fail(f"{game}: no shape to mark was reached")
