"""The engines a game last made from frozen states, or reached by moves, kept for the next
question about one of those same states: the app asks for the legal actions of the state the last
move gave, and rebuilding the engine from the state each time would double a move's work. A few
are kept, not one: a position's questions come in turns about a handful of states (the position
and the moves tried from it, the replay's equal copy of it), and each would push the other out.

The entries are one tuple, read and replaced whole (a search on another thread may ask at the
same time). A game whose engine depends on more than the state (its rules' variant) says which
kept engine still fits with `fits`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

S = TypeVar("S")
S_co = TypeVar("S_co", covariant=True)


class Engine(Protocol[S_co]):
    def to_state(self) -> S_co: ...


E = TypeVar("E", bound=Engine[Any])

KEPT = 8  # the engines kept, the latest first


class LastEngine(Generic[S, E]):
    def __init__(self) -> None:
        self._entries: tuple[tuple[S, E], ...] = ()

    def of(self, state: S, make: Callable[[S], E], fits: Callable[[E], bool] = bool) -> E:
        """The engine of `state`, not to be changed (`copy()` it): one kept when it is of this
        very state and `fits`, else one made by `make` (and kept)."""
        entries = self._entries
        for kept_state, kept in entries:
            if kept_state is state and fits(kept):
                return kept
        engine = make(state)
        self._entries = ((state, engine), *entries[: KEPT - 1])
        return engine

    def keep(self, engine: E) -> S:
        """The frozen state `engine` has reached, with the engine kept as its own."""
        state = engine.to_state()
        self._entries = ((state, engine), *self._entries[: KEPT - 1])
        return state

    def put(self, state: S, engine: E) -> None:
        """Keep `engine` as the engine of `state`, a frozen state just made from it (new: no
        kept entry can be of it)."""
        self._entries = ((state, engine), *self._entries[: KEPT - 1])
