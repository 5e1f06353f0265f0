"""The play-out harness every game's property tests run (docs/architecture.md).

`play_out(game, ...)` plays one whole match through core.session.Session with a chooser in every
seat and checks the contract as it goes:

* at decision points, probe actions that are not legal are refused with a reason and change
  nothing; legal actions survive a JSON round trip; seats not asked to act have no legal actions;
  scores equal the game's independent recount; undo and redo respect the barriers;
* after the match, at EVERY step of the log (chance steps included, as a log restored with its
  cursor there would show them): the game's invariants hold and no view shows a secret — every
  viewer's view is unchanged when everything that viewer may not see is changed (`perturb`);
* replaying the log (through JSON, as a save does) gives the live state; writing the match to a
  save file and loading it gives the same match.

A game supplies `GameProbes`: its rules, how to perturb what a viewer may not see, random
candidate actions, an independent score recount and its invariants.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from sheetdesk.core import savefile
from sheetdesk.core.protocol import Action, Chance, Decide, GameOver, IllegalAction, Seat
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import LogEntry, Player, Session
from sheetdesk.core.snapshot import contents

Chooser = Callable[[Any, Seat, list[Action], Rng], Action]


@dataclass
class GameProbes:
    rules: Any
    perturb: Callable[[Any, Seat | None, Rng], Any]  # every secret of `viewer` changed
    probes: Callable[[Any, Rng], list[tuple[Seat | None, Action]]]  # candidate actions
    recount: Callable[[Any], list[int]]  # totals per seat, computed apart from the rules
    invariants: Callable[[Any], None] = lambda state: None
    contexts: tuple[str, ...] = ()  # translation contexts a refusal may come from
    options: Sequence[Mapping[str, Any]] = field(default_factory=lambda: [{}])


def is_legal(rules: Any, state: Any, seat: Seat | None, action: Action) -> bool:
    step = rules.step(state)
    if seat is None:
        if not isinstance(step, Chance):
            return False
        try:
            rules.apply(state, None, action)
        except IllegalAction:
            return False
        return True
    if not isinstance(step, Decide) or seat not in step.seats:
        return False
    return action in rules.legal_actions(state, seat)


def check_probe(game: GameProbes, state: Any, seat: Seat | None, action: Action) -> None:
    rules = game.rules
    # what the state holds: equal again exactly when nothing its snapshot reads has changed, and
    # cheaper than the snapshot (what cannot change is kept as it is, not rebuilt as JSON)
    before = contents(state)
    if is_legal(rules, state, seat, action):
        return
    try:
        after = rules.apply(state, seat, action)
    except IllegalAction as error:
        assert error.reason.english(), action
        if game.contexts:
            assert error.reason.context in game.contexts, error.reason
    else:
        # a differently written form of a legal action (e.g. its boxes in another order)
        assert seat is not None and any(
            rules.snapshot(rules.apply(state, seat, legal)) == rules.snapshot(after)
            for legal in rules.legal_actions(state, seat)
        ), f"{action!r} by {seat} was accepted but is not legal"
    assert contents(state) == before


def check_scores(game: GameProbes, state: Any) -> None:
    scores = game.rules.scores(state)
    assert [scores[s].total for s in range(len(scores))] == game.recount(state)
    for breakdown in scores.values():
        assert sum(item.points for item in breakdown.items) == breakdown.total
    over = isinstance(game.rules.step(state), GameOver)
    assert over or not any(b.winner for b in scores.values())
    if over:
        assert any(b.winner for b in scores.values())


def check_views(game: GameProbes, state: Any, rng: Rng) -> None:
    rules = game.rules
    players = len(rules.scores(state))
    for viewer in [None, *range(players)]:
        view = rules.view(state, viewer)
        twin = game.perturb(state, viewer, rng)
        assert rules.view(twin, viewer) == view, f"the view of {viewer} shows a secret"


def restored(session: Session) -> Session:
    """The session rebuilt from its log as a save file holds it (JSON)."""
    rules = session.rules
    log = [
        LogEntry(e.seat, rules.parse_action(e.action.model_dump(mode="json"))) for e in session.log
    ]
    return Session.restore(
        rules, session.players, session.options, session.seed, log, session.cursor, session.match_id
    )


def play_out(
    game: GameProbes,
    players: int,
    seed: int,
    choices: int,
    chooser: Chooser,
    *,
    options: Mapping[str, Any] | None = None,
    check_every: int = 5,
    save_dir: Path | None = None,
    stop: Callable[[Any], bool] | None = None,
) -> Session:
    """Play one game with `chooser` in every seat, checking the contract along the way; `stop`
    ends a computer-only game early where the game has a safety cap (simulate.headless_over)."""
    rules = game.rules
    names = [Player(f"p{i}") for i in range(players)]
    session = Session.new(rules, names, options if options is not None else {}, seed)
    rng = Rng(choices)
    moves = 0
    while not session.is_over() and not (stop is not None and stop(session.state)):
        state = session.state
        step = session.step()
        assert isinstance(step, Decide) and step.seats
        if moves % check_every == 0:
            check_scores(game, state)
            for seat, action in game.probes(state, rng):
                check_probe(game, state, seat, action)
            assert session.state is state
        seat = step.seats[rng.below(len(step.seats))] if step.simultaneous else step.seats[0]
        legal = list(session.legal_actions(seat))
        assert legal, f"seat {seat} must act but has no legal action"
        if moves % (check_every * 3) == 0:
            for action in legal[:20]:
                assert rules.parse_action(action.model_dump(mode="json")) == action
            for other in range(players):
                if other not in step.seats:
                    assert list(session.legal_actions(other)) == []
        action = chooser(rules.view(state, seat), seat, legal, rng)
        assert action in legal
        session.act(seat, action)
        moves += 1
        assert moves < 10_000, "the game does not end"
        last = session.history[-1]
        if rules.is_commit(action) or last.seat is None or session.acting_seat() != seat:
            assert not session.can_undo()
        else:
            assert session.can_undo()
            if rng.below(4) == 0:
                session.undo()
                assert session.state == state
                session.redo()
    final = session.state
    check_scores(game, final)
    # every step of the log, chance steps included: invariants and views
    for index, state in enumerate(session._states):
        game.invariants(state)
        if index % 2 == 0 or isinstance(rules.step(state), Chance):
            check_views(game, state, rng)
    assert rules.snapshot(restored(session).state) == rules.snapshot(final)
    if save_dir is not None:
        path = savefile.write(session, save_dir / f"{session.match_id}.sheetdesk")
        loaded = savefile.load(path)
        assert loaded.log == session.log and loaded.cursor == session.cursor
        assert rules.snapshot(loaded.state) == rules.snapshot(final)
    return session


def contract_test(
    game: GameProbes, bots: Mapping[str, Chooser], players: tuple[int, int], examples: int = 12
) -> Callable[..., None]:
    """A Hypothesis test playing whole matches of `game` through `play_out`: any player count in
    `players`, any of the game's option sets, each bot, random game numbers."""

    @settings(max_examples=examples)
    @given(
        count=st.integers(*players),
        seed=st.integers(0, 2**32),
        choices=st.integers(0, 2**32),
        bot_name=st.sampled_from(sorted(bots)),
        options=st.sampled_from(list(game.options)),
    )
    def test(count, seed, choices, bot_name, options, tmp_path_factory) -> None:  # type: ignore[no-untyped-def]
        save_dir = tmp_path_factory.mktemp("saves")
        play_out(game, count, seed, choices, bots[bot_name], options=options, save_dir=save_dir)

    return test
