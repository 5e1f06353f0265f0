"""The engine a game last made from a frozen state, or reached by a move, kept for the next
question about that same state: the app asks for the legal actions of the state the last move
gave, and rebuilding the engine from the state each time would double a move's work.

One entry, read and replaced whole (a search on another thread may ask at the same time). A game
whose engine depends on more than the state (its rules' variant) says which kept engine still
fits with `fits`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

S = TypeVar("S")
S_co = TypeVar("S_co", covariant=True)


class Engine(Protocol[S_co]):
    def to_state(self) -> S_co: ...


E = TypeVar("E", bound=Engine[Any])


class LastEngine(Generic[S, E]):
    def __init__(self) -> None:
        self._entry: tuple[S | None, E | None] = (None, None)

    def of(self, state: S, make: Callable[[S], E], fits: Callable[[E], bool] = bool) -> E:
        """The engine of `state`, not to be changed (`copy()` it): the one kept when it is of
        this very state and `fits`, else one made by `make` (and kept)."""
        kept_state, kept = self._entry
        if kept_state is state and kept is not None and fits(kept):
            return kept
        engine = make(state)
        self._entry = (state, engine)
        return engine

    def keep(self, engine: E) -> S:
        """The frozen state `engine` has reached, with the engine kept as its own."""
        state = engine.to_state()
        self._entry = (state, engine)
        return state
