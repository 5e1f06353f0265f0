"""Tally rules (see the package docstring)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Annotated, Any, Literal

from pydantic import Field, TypeAdapter

from sheetdesk.core.game_info import GameInfo
from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, Text, text
from sheetdesk.core.protocol import (
    Action,
    Chance,
    Decide,
    GameOver,
    GameRules,
    IllegalAction,
    ScoreItem,
    Seat,
    Step,
)
from sheetdesk.core.rng import Rng


class Roll(Action):
    kind: Literal["roll"] = "roll"
    value: int = Field(ge=1, le=6)


class Mark(Action):
    kind: Literal["mark"] = "mark"
    amount: int = Field(ge=1, le=3)


class Done(Action):
    kind: Literal["done"] = "done"


class Vote(Action):
    kind: Literal["vote"] = "vote"
    choice: int = Field(ge=0, le=1)


class Confirm(Action):
    kind: Literal["confirm"] = "confirm"


AnyAction = Annotated[Roll | Mark | Done | Vote | Confirm, Field(discriminator="kind")]


@dataclass(frozen=True, slots=True)
class State:
    players: int
    turns: int
    max_marks: int  # 0: unlimited (lets a bot loop forever)
    totals: tuple[int, ...]
    active: int
    phase: Literal["roll", "mark", "vote", "over"]
    turn: int
    die: int | None
    marks: int
    votes: tuple[int | None, ...]
    order: tuple[int, ...]


def _illegal(source: str) -> IllegalAction:
    return IllegalAction(text("tally", source))


class TallyRules(GameRules[State]):
    """Tally on the contract's defaults (core.protocol.GameRules): it states its player range
    (in `info`), how it starts, its steps, actions and scoring; the defaults check the player
    count, parse actions, find the commits and the winners."""

    info = GameInfo(id="tally", name="Tally", rules_version=1, min_players=1, max_players=4)
    actions: TypeAdapter[Any] = TypeAdapter(AnyAction)
    commit_kinds = frozenset({"done", "confirm"})

    def first_state(self, players: int, options: Mapping[str, Any], rng: Rng) -> State:
        turns = int(options.get("turns", 4))
        if turns < 1:
            raise ValueError("turns must be positive")
        return State(
            players=players,
            turns=turns,
            max_marks=int(options.get("max_marks", 2)),
            totals=tuple(rng.below(2) for _ in range(players)),
            active=0,
            phase="roll",
            turn=1,
            die=None,
            marks=0,
            votes=(None,) * players,
            order=(),
        )

    def step(self, state: State) -> Step:
        if state.phase == "roll":
            return Chance("roll")
        if state.phase == "mark":
            return Decide((state.active,))
        if state.phase == "vote":
            return Decide(state.order, simultaneous=True)
        return GameOver()

    def legal_actions(self, state: State, seat: Seat) -> Sequence[Action]:
        if state.phase == "mark" and seat == state.active:
            marks: list[Action] = (
                [Mark(amount=a) for a in (1, 2, 3)]
                if not state.max_marks or state.marks < state.max_marks
                else []
            )
            return [*marks, Done()]
        if state.phase == "vote" and seat in state.order:
            if state.votes[seat] is None:
                return [Vote(choice=0), Vote(choice=1), Confirm()]
            return [Confirm()]
        return []

    def apply(self, state: State, seat: Seat | None, action: Action) -> State:
        if seat is None:
            if state.phase != "roll" or not isinstance(action, Roll):
                raise _illegal(QT_TRANSLATE_NOOP("tally", "No roll is due."))
            return replace(state, die=action.value, phase="mark", marks=0)
        if action not in self.legal_actions(state, seat):
            raise _illegal(QT_TRANSLATE_NOOP("tally", "That is not allowed now."))
        if isinstance(action, Mark):
            totals = list(state.totals)
            totals[seat] += action.amount
            return replace(state, totals=tuple(totals), marks=state.marks + 1)
        if isinstance(action, Done):
            if state.turn % 2 == 0:
                order = tuple((state.active + i) % state.players for i in range(state.players))
                return replace(state, phase="vote", order=order)
            return self._next_turn(state)
        if isinstance(action, Vote):
            votes = list(state.votes)
            votes[seat] = action.choice
            return replace(state, votes=tuple(votes))
        assert isinstance(action, Confirm)
        order = tuple(s for s in state.order if s != seat)
        if order:
            return replace(state, order=order)
        totals = tuple(t + (v or 0) for t, v in zip(state.totals, state.votes, strict=True))
        return self._next_turn(
            replace(state, totals=totals, order=(), votes=(None,) * state.players)
        )

    def _next_turn(self, state: State) -> State:
        if state.turn >= state.turns:
            return replace(state, phase="over", die=None)
        return replace(
            state,
            phase="roll",
            die=None,
            active=(state.active + 1) % state.players,
            turn=state.turn + 1,
        )

    def resolve_chance(self, state: State, rng: Rng) -> Action:
        return Roll(value=rng.randint(1, 6))

    def view(self, state: State, viewer: int | None) -> State:
        votes = tuple(v if seat == viewer else None for seat, v in enumerate(state.votes))
        return replace(state, votes=votes)

    def tallies(self, state: State) -> list[tuple[tuple[ScoreItem, ...], None]]:
        return [((ScoreItem("points", "Points", total),), None) for total in state.totals]

    def describe(self, action: Action, seat: Seat | None, before: Any = None) -> Text:
        return text("tally", QT_TRANSLATE_NOOP("tally", "{player}: {kind}"), kind=action.kind)


RULES = TallyRules()
