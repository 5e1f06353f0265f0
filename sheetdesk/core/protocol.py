"""The game contract every built-in game's `rules.py` fulfils.

A game is a small pure module: frozen state in, frozen state out.
The session (session.py) drives it, the saves store only its action log, the UI asks it what is
legal and how things look to one seat. Nothing here knows about Qt, files, the clock or a global
random generator.

A rules module exposes a module-level object `RULES` that satisfies the `Rules` protocol below,
usually by inheriting `GameRules`, the contract's defaults (player-count check, winners, a view
that hides nothing, action parsing, commits, snapshot), so that a game states only its own parts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, Protocol, TypeAlias, TypeVar, runtime_checkable

from pydantic import BaseModel, ConfigDict, TypeAdapter

from .game_info import GameInfo
from .i18n import Text
from .records import quick_init
from .rng import Rng
from .snapshot import to_json

Seat: TypeAlias = int
"""Players sit at seats 0..n-1, in clockwise order."""

Viewer: TypeAlias = int | None
"""Who looks at a view: a seat, or None for the public (nobody's secrets)."""

JSON: TypeAlias = Any


class IllegalAction(ValueError):
    """An action the rules do not allow now, with the reason as translatable `Text`.

    Raised by `Rules.apply` (and the session) before anything changes: the state stays as it was.
    The UI shows `reason` in the status bar in the player's language.
    """

    def __init__(self, reason: Text) -> None:
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        # (the English message made when asked for: the rules refuse far more actions than
        # anyone reads the message of, a bot's or the soak's tries)
        return self.reason.english()


class Action(BaseModel):
    """Base of every game's actions: small, frozen, JSON-serialisable, discriminated by `kind`.

    Kinds are written into saves: never rename or reuse one (migrate instead).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: str

    def __eq__(self, other: object) -> bool:
        # pydantic's equality, sooner: an action holds nothing but its fields (frozen, no extra
        # fields, no private attributes), so two of one class are equal when their fields are.
        # Actions are compared very often (`action in legal`, the log against its replay).
        if type(other) is type(self):
            return self.__dict__ == other.__dict__
        return super().__eq__(other)


# --- what happens next -------------------------------------------------------------------------


@quick_init
@dataclass(frozen=True, slots=True)
class Decide:
    """These seats must act. `simultaneous`: every listed seat decides on the same information
    (played seat by seat on one screen, pending choices hidden until all confirmed). `open`:
    what each decides is open at the real table too (everyone writes the same announced number
    in sight of the others), so the laptop needs no hand-over page between them. Left out, a
    step is open in a game that hides nothing and private in one that hides something
    (`is_open`): only a game with secrets needs to say that a step of its is open."""

    seats: tuple[Seat, ...]
    simultaneous: bool = False
    open: bool | None = None  # None: open exactly when the game hides nothing (`is_open`)


@quick_init
@dataclass(frozen=True, slots=True)
class Chance:
    """The game needs a chance action (shuffle, draw, dice): `resolve_chance` makes it."""

    kind: str


@dataclass(frozen=True, slots=True)
class GameOver:
    pass


Step: TypeAlias = Decide | Chance | GameOver


# --- scoring -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One line of a printed score card, e.g. ("row.red", "Red", crosses=7, points=28)."""

    key: str
    label: str  # English source text; the UI translates it
    points: int
    detail: Mapping[str, int] = field(default_factory=dict)


@quick_init
@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    items: tuple[ScoreItem, ...]
    total: int
    winner: bool = False


# --- the contract -------------------------------------------------------------------------------


# the state of a game (each game's own frozen type)
S = TypeVar("S")


@runtime_checkable
class Rules(Protocol[S]):
    """What a game's rules module offers as its `RULES` object.

    `S`, the state, is whatever frozen type the game chooses (frozen dataclasses with tuples):
    a game's rules are a `Rules[State]` of its own State, which mypy checks them and their
    callers by; the session treats it as opaque except through these methods.
    """

    info: GameInfo

    def setup(self, players: int, options: Mapping[str, Any], rng: Rng) -> S:
        """The starting state. May use `rng` (derived from the game number) to shuffle/deal."""
        ...

    def step(self, state: S) -> Step:
        """Who acts next (or that chance must act, or that the game is over). It reads only the
        state's top-level fields, as plain values (tuples, not lists): a save opened from the
        command line paints its hand-over page from the step of the state its snapshot pictures
        (core/save_glance.py), before the log is replayed."""
        ...

    def legal_actions(self, state: S, seat: Seat) -> Sequence[Action]:
        """Every action `seat` may take now (empty if it may not act). The UI highlights from it."""
        ...

    def apply(self, state: S, seat: Seat | None, action: Action) -> S:
        """The state after `seat` (None for chance) takes `action`; raises IllegalAction."""
        ...

    def resolve_chance(self, state: S, rng: Rng) -> Action:
        """The chance action for a `Chance` step (the session logs it with seat None)."""
        ...

    def view(self, state: S, viewer: Viewer) -> S:
        """`state` as `viewer` may see it: others' secrets and the order of piles replaced."""
        ...

    def scores(self, state: S) -> dict[Seat, ScoreBreakdown]:
        """Itemised scores, the same items as the printed score card (works mid-game too)."""
        ...

    def describe(self, action: Action, seat: Seat | None, before: S | None = None) -> Text:
        """A short public sentence for the log and the "Undo …" label. It must reveal no secret
        (in Number rows: never a hand card's colour). `{player}` is filled in by the UI.
        `before` is the state the action was taken in, when known (to name a card taken)."""
        ...

    def events(self, before: S, after: S) -> Sequence[Text]:
        """What an action brought about, one public sentence each, for the log: a misthrow, a
        locked row, a cup won, a card completed. `{player}` is the actor."""
        ...

    def end_reason(self, state: S) -> Text | None:
        """Why the game ended (None while it goes on)."""
        ...

    def progress(self, state: S) -> Text | None:
        """How far the game is, in its own terms ("Round 2 of 4", "Turn 15")."""
        ...

    def tie_break(self, state: S) -> Text | None:
        """At the end, when players tied on points and a rule named the winner: how."""
        ...

    def turn_owner(self, state: S) -> Seat | None:
        """Whose turn it is, when that is not the seat deciding now (Number rows: the active
        player, while another seat decides about the announced number); None otherwise."""
        ...

    def is_commit(self, action: Action) -> bool:
        """True if the action confirms/ends a player's decision (Done, Confirm): undo barrier."""
        ...

    def said_with_move(self, action: Action, seat: Seat | None, before: S) -> bool:
        """True if the log gives `seat`'s action, taken in state `before`, no line of its own: a
        confirm the seat's move just before it already tells (Giza dice's Done after "Ana writes
        23 in the Sphinx."). What it brings about (`events`) is still logged; `describe` still
        words it (a hint)."""
        ...

    def parse_action(self, data: Mapping[str, Any]) -> Action:
        """Validate a logged action's JSON back into an Action (pydantic, unknown kinds refused)."""
        ...

    def snapshot(self, state: S) -> JSON:
        """A JSON-able picture of the full state: compared against the replay when loading."""
        ...

    def under_rules_version(self, version: int) -> Rules[S] | None:
        """These rules as they were in the older `info.rules_version` `version`, to replay a save
        recorded under it (its `info` then says `version`), or None if that is not kept."""
        ...


class ActionUnion(Generic[S]):
    """The part of the contract every game writes the same way, given its actions as one pydantic
    union discriminated on `kind` and the kinds that confirm a decision (the undo barriers); and
    quiet defaults for the narration a game may add (events, end reason, progress).

    The snapshot is the state as plain JSON (core.snapshot.to_json, for dataclass states).
    A rules class inherits it and sets `actions = TypeAdapter(TheUnion)` and `commit_kinds`, and
    `said_with_move_kinds` where a confirm reads as one line with its move in the log (always:
    a game where some confirm is the seat's whole move says which by `said_with_move`)."""

    actions: TypeAdapter[Any]
    commit_kinds: frozenset[str]
    said_with_move_kinds: frozenset[str] = frozenset()

    def is_commit(self, action: Action) -> bool:
        return action.kind in self.commit_kinds

    def said_with_move(self, action: Action, seat: Seat | None, before: S) -> bool:
        return action.kind in self.said_with_move_kinds

    def parse_action(self, data: Mapping[str, Any]) -> Action:
        action: Action = self.actions.validate_python(data)
        return action

    def events(self, before: S, after: S) -> Sequence[Text]:
        return ()

    def end_reason(self, state: S) -> Text | None:
        return None

    def progress(self, state: S) -> Text | None:
        return None

    def tie_break(self, state: S) -> Text | None:
        return None

    def turn_owner(self, state: S) -> Seat | None:
        return None

    def snapshot(self, state: S) -> JSON:
        return to_json(state)

    def under_rules_version(self, version: int) -> Any:
        info = getattr(self, "info", None)
        return self if info is not None and version == info.rules_version else None


class GameRules(ActionUnion[S]):
    """The contract's defaults for a game, on top of `ActionUnion`: a game states its player
    range (in `info`) and its scoring, and these do the rest.

    * `setup` refuses a player count outside `info`'s range, then asks the game's
      `first_state(players, options, rng)`;
    * `scores` builds each seat's breakdown from the game's `tallies(state)` (per seat: its score
      items and a ranking key, None for the total alone) and marks the winners once the game is
      over: every seat with the highest key;
    * `view` shows everything: a game with no secrets writes none, and then every step of it is
      open (no hand-over page between players) without saying so. A game that hides anything
      must write its own `view` to hide it, which makes its steps private unless one says
      `Decide(open=True)`; forgetting to say so costs a hand-over page, never a secret."""

    info: GameInfo

    def setup(self, players: int, options: Mapping[str, Any], rng: Rng) -> S:
        check_players(self.info, players)
        return self.first_state(players, options, rng)

    def first_state(self, players: int, options: Mapping[str, Any], rng: Rng) -> S:
        """The starting state for a player count the game takes (`setup` checked it)."""
        raise NotImplementedError

    def tallies(self, state: S) -> Sequence[tuple[tuple[ScoreItem, ...], Any]]:
        """Per seat, in seat order: its score items and what ranks it at the end, the highest
        first (a tie-break key such as (total, completed cards)), or None to rank by total."""
        raise NotImplementedError

    def scores(self, state: S) -> dict[Seat, ScoreBreakdown]:
        return self.scores_at(state, isinstance(self.step(state), GameOver))

    def scores_at(self, state: S, over: bool) -> dict[Seat, ScoreBreakdown]:
        """`scores(state)` when whether the game is over is known already (a position's own):
        the step is not asked again."""
        tallies = [
            (items, sum(item.points for item in items), key) for items, key in self.tallies(state)
        ]
        ranks = [total if key is None else key for _items, total, key in tallies]
        best = max(ranks, default=None)
        return {
            seat: ScoreBreakdown(items, total, winner=over and rank == best)
            for seat, ((items, total, _key), rank) in enumerate(zip(tallies, ranks, strict=True))
        }

    def step(self, state: S) -> Step:
        raise NotImplementedError

    def view(self, state: S, viewer: Viewer) -> S:
        """Everything: the default of a game that hides nothing."""
        return state


def scores_known(rules: Rules, state: Any, over: bool) -> dict[Seat, ScoreBreakdown]:
    """`rules.scores(state)` of a state (or a view of it) whose game is known to be `over` or
    not: a game scored by `GameRules` is not asked its step again (one that scores its own
    way is asked as always)."""
    if isinstance(rules, GameRules) and type(rules).scores is GameRules.scores:
        return rules.scores_at(state, over)
    return rules.scores(state)


def check_players(info: GameInfo, players: int) -> None:
    """Refuse a player count outside the game's range (a ValueError naming it)."""
    if not info.min_players <= players <= info.max_players:
        raise ValueError(
            f"{info.id} takes {info.min_players}-{info.max_players} players, not {players}"
        )


def replaced(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """`items` with `value` at `index`: one field of a frozen state changed."""
    return (*items[:index], value, *items[index + 1 :])


def hides_secrets(rules: Any) -> bool:
    """Whether a game may hide anything from a player: it writes its own `view` (any rules that
    do not take `GameRules`' view count as hiding, the safe side)."""
    return getattr(type(rules), "view", None) is not GameRules.view


def is_open(rules: Any, step: Step) -> bool:
    """Whether the seats of this step decide in sight of all (no hand-over page between them):
    as the step says, or when it says nothing, when the game hides nothing."""
    if not isinstance(step, Decide):
        return False
    return step.open if step.open is not None else not hides_secrets(rules)


def won_on_tie_break(scores: Mapping[Seat, ScoreBreakdown]) -> Seat | None:
    """The one winner among two or more seats tied on the highest total (a rule broke the tie),
    or None (no tie, or a shared win)."""
    if not scores:
        return None
    best = max(b.total for b in scores.values())
    tied = [seat for seat, b in scores.items() if b.total == best]
    winners = [seat for seat, b in scores.items() if b.winner]
    return winners[0] if len(tied) > 1 and len(winners) == 1 else None


ActorKind: TypeAlias = Literal["human", "bot"]
