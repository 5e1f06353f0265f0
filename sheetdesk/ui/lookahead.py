"""Computers' moves found sooner: searched on while a move waits for its pause, or known at once.

A computer's move that is not part of a step everyone decides together (Giza dice's roller
ordering the dice) is played no sooner than the pause people need to follow it (600 ms), and its
search is usually over well before (Hard at nine players: 0.25 s). When that move opens an open
simultaneous step whose first seat is a computer searching the whole step at once (Giza dice's
writing: core/search.py `search_step`, whose result the search keeps for every seat of the
step), the same job goes on to search that step from the position the move leaves, on the
worker thread, before handing the move back: when the move is drawn the step's writes are known,
and the first computer writes a stagger after the order rather than a search after it. Nothing
is played or shown by it; the move still comes after its pause, and the writes are searched with
the level's own caps, only sooner.

Only pure rules calls run on the worker, on the state the move was searched from (the session
itself is read on the window's thread, before the job starts).

`at_once` is the other side: a computer's move found on the window's thread without waiting for
the worker (a bot that does not search, or a step's search already kept), so that the computers
writing an open step after one another go in one change (core/turns.py `TurnPolicy.joins`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping
from typing import Any

from sheetdesk.core.protocol import Action, Decide, IllegalAction, Seat, is_open
from sheetdesk.core.rng import Rng, derive
from sheetdesk.core.search import takes_together
from sheetdesk.core.session import LogEntry, Session


def searching_on(
    session: Session, seat: Seat, bots: Callable[[], Mapping[Seat, Any]]
) -> Callable[[Any, Action], Action]:
    """`then(flag, action)`, for the job searching `seat`'s move: when `action` opens an open
    simultaneous step whose first seat is a computer whose bot searches steps at once
    (core/search.py `Level.steps`; `bots()`: each computer's bot), that seat's search of the
    step is run (its result kept by the bot) before `action` is returned; else `action` is
    returned at once."""
    step = session.step()
    if not isinstance(step, Decide) or step.simultaneous:
        return lambda _flag, action: action
    searchers = step_searchers(bots())
    rules, state, seed = session.rules, session.state, session.seed
    # (outside a simultaneous step every entry is public: the next seat reads them all)
    log, cursor = session.visible_history(seat), session.cursor

    def then(flag: Any, action: Action) -> Action:
        if flag.is_set():
            return action
        try:
            after = rules.apply(state, seat, action)
        except (IllegalAction, KeyError, ValueError):
            return action
        step = rules.step(after)
        if not (isinstance(step, Decide) and step.simultaneous and is_open(rules, step)):
            return action
        if not step.seats or (bot := searchers.get(step.seats[0])) is None:
            return action
        first = step.seats[0]
        legal = list(rules.legal_actions(after, first))
        if len(legal) > 1:  # (the bot keeps the step's result for every seat of it)
            rng = Rng(derive(seed, "bot", cursor + 1))  # (the one it would be given then)
            view, seen = rules.view(after, first), (*log, LogEntry(seat, action))
            extra: dict[str, Any] = {}  # (the seats of the step it plays, as when it comes)
            if takes_together(bot):
                extra["together"] = [s for s in step.seats if searchers.get(s) is bot]
            # (a search ahead that fails changes nothing: the step is searched when it comes)
            with contextlib.suppress(Exception):
                bot(view, first, legal, rng, cancel=flag, log=seen, **extra)
        return action

    return then


def at_once(
    session: Session, seat: Seat, bot: Any, rng: Callable[[], Rng], *, search: bool = False
) -> Action | None:
    """Computer `seat`'s move, found on the window's thread: the first legal move without a
    bot, a bot that does not search (`thinks`) asked now, and one that does answered from the
    search of its step kept for another seat of it (core/search.py `SearchBot.kept`; with
    `search`, asked to search here when nothing is kept). None: it searches first (on the
    worker), or has no move."""
    legal = list(session.legal_actions(seat))
    if not legal:
        return None
    if bot is None:
        return legal[0]
    view = session.view(seat)
    if thinks(bot) and not search:
        return bot.kept(view, seat, legal, session.visible_history(seat))
    try:
        return bot(view, seat, legal, rng())
    except (IllegalAction, KeyError, ValueError):
        return legal[0]


def together(session: Session, bot: Any, bots: Mapping[Seat, Any]) -> dict[str, Any]:
    """What `bot` is told besides when it decides in the ongoing simultaneous step of `session`
    (`bots`: each computer's bot): the seats of the step it plays (`together=`, core/search.py
    SearchBot: a step searched as one answers for them all), when it takes them."""
    if not takes_together(bot):
        return {}
    return {"together": [s for s in session.deciding_together() if bots.get(s) is bot]}


def thinks(bot: Any) -> bool:
    """Whether `bot` searches (runs off the GUI thread): a search level with playouts."""
    from sheetdesk.core.search import SearchBot

    return isinstance(bot, SearchBot) and bot.level.playouts > 0


def step_searchers(bots: Mapping[Seat, Any]) -> dict[Seat, Any]:
    """The seats of `bots` (each computer's bot) whose bot searches a step at once."""
    return {
        seat: bot
        for seat, bot in bots.items()
        if thinks(bot) and getattr(bot.level, "steps", False)
    }
