"""The roller's order searches the roll's writing on (ui/lookahead.py): the job that finds a
computer roller's order goes on to search the writing step the order opens, for its first
writer, on the position the order leaves (for every seat of the step the same computer plays),
before handing the order back; a write, already in the step, searches nothing more."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from sheetdesk.core import registry
from sheetdesk.core import search as search_module
from sheetdesk.core.rng import Rng, derive
from sheetdesk.core.search import Level, SearchBot
from sheetdesk.core.session import Player, Session
from sheetdesk.games.giza_dice import rules as gd
from sheetdesk.games.giza_dice.ai import GizaSearch
from sheetdesk.games.giza_dice.bot import greedy
from sheetdesk.ui.lookahead import searching_on


class Counting(SearchBot[Any, Any]):
    """A step-searching computer that says what it was asked."""

    def __init__(self) -> None:
        super().__init__(GizaSearch(), Level("counted", playouts=16, steps=True))
        self.asked: list[tuple[int, Any]] = []
        self.told: list[set[int]] = []  # the seats of the step it was told it plays

    def __call__(
        self,
        view: Any,
        seat: int,
        legal: list[Any],
        rng: Rng,
        cancel: Any = None,
        log: Sequence[Any] = (),
        seconds: float | None = None,
        together: Sequence[int] = (),
    ) -> Any:
        self.asked.append((seat, view))
        self.told.append(set(together))
        return super().__call__(view, seat, legal, rng, cancel, log, seconds, together)


def session_at(phase: str) -> Session:
    players = (Player("Ana"), Player("Cy", "bot", "hard"), Player("Di", "bot", "hard"))
    session = Session.new(registry.get("giza_dice").rules(), players, {}, 3, match_id="ahead")
    for move in range(200):
        if session.state.phase == phase and session.acting_seat() != 0:
            return session
        seat = session.acting_seat()
        assert seat is not None
        legal = list(session.legal_actions(seat))
        session.act(seat, greedy(session.view(seat), seat, legal, Rng(derive(3, "m", move))))
    raise AssertionError(f"no computer's {phase} in 200 moves")


class Flag:
    def is_set(self) -> bool:
        return False


def test_a_computer_rollers_order_searches_the_writing_it_opens_before_it_is_handed_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    searched: list[int] = []  # the seats whose step was searched
    search_step = search_module.search_step

    def counted(game: Any, view: Any, seat: int, *args: Any) -> Any:
        searched.append(seat)
        return search_step(game, view, seat, *args)

    monkeypatch.setattr(search_module, "search_step", counted)
    session = session_at("order")
    roller = session.acting_seat()
    assert roller is not None
    bot = Counting()
    then = searching_on(session, roller, lambda: {1: bot, 2: bot})
    order = session.legal_actions(roller)[-1]
    assert isinstance(order, gd.Order)
    assert then(Flag(), order) == order, "the order itself is handed back"
    assert len(bot.asked) == 1 and searched == [roller], "the writing searched once"
    seat, view = bot.asked[0]
    assert seat == roller, "for the roller, who writes first"
    assert bot.told == [{1, 2}], "told both computers' seats: the search answers for them"
    assert view.phase == "write" and view.number == order.number
    # the order played, every computer's write comes from the search made ahead
    session.act(roller, order)
    rng = Rng(derive(session.seed, "bot", session.cursor))
    for seat in (roller, *(s for s in (1, 2) if s != roller)):
        legal = list(session.legal_actions(seat))
        assert bot(session.view(seat), seat, legal, rng) in legal
    assert searched == [roller], "nothing searched again"


def test_a_write_searches_nothing_more() -> None:
    session = session_at("write")
    seat = session.acting_seat()
    assert seat is not None
    bot = Counting()
    then = searching_on(session, seat, lambda: {1: bot, 2: bot})
    write = session.legal_actions(seat)[0]
    assert then(Flag(), write) == write
    assert bot.asked == []


def test_the_window_tells_a_computer_the_seats_of_the_step_it_plays() -> None:
    """What the window adds to a computer's call in a roll's writing (ui/lookahead.py
    `together`): the seats of the step its own bot plays, not another computer's nor a person's;
    a bot that does not take them is told nothing."""
    from sheetdesk.ui.lookahead import together

    session = session_at("write")
    hard, other = Counting(), Counting()
    assert sorted(together(session, hard, {1: hard, 2: hard})["together"]) == [1, 2]
    assert together(session, hard, {1: hard, 2: other}) == {"together": [1]}
    assert together(session, greedy, {1: greedy, 2: greedy}) == {}
