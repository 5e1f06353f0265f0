"""The soak: complete games of one registered game, for every player count and every combination
of its variants, checked at every step against the game contract (protocol.py):

* illegal actions are refused with IllegalAction and change nothing: probes are legal actions
  tried by a seat whose turn it is not or by chance, actions that were legal in earlier positions,
  chance actions tried by a player, and legal actions with a field changed (a number moved, a list
  cut, doubled or reversed, a flag flipped...), and players' actions while chance is due. A probe
  the rules accept is fine only if it does exactly what a listed legal action does (the same
  cards in another order, say);
* the log replays to the live state: every entry, sent through its JSON form, is applied to the
  replayed state and the result compared with the session's, after each change (undo and redo
  included);
* save → load is equal: the envelope written after every undo and redo and after one in
  `SAVE_ONE_IN` other changes, chosen at random, reads back to the same log (every entry, each
  read back when it first appears in a checked save), cursor, players, options and snapshot
  (strictly validated every few of them, a log entry once as long as its text stays the same);
  at the end of every game, and about every 60 steps at random ones, the save goes through a real
  file and `savefile.load` / `read_summary` as the app reads it;
* no view leaks a secret: a view shows no more than itself (view of a view is the same), a seat's
  view stripped of its own secrets is the public view, a seat's legal actions follow from its own
  view, and in a private simultaneous step a seat's choices (two different legal ways to finish
  its turn) look the same to every other seat and to the public. A game may add its own, stronger
  check, its declared hidden-information hook (`Game.hidden`): `vary(state, viewer, rng)` returns
  the state with every secret of `viewer` changed, and the view must not change;
* scores add up (items to totals, winners only at the end), every logged action can be described,
  seats outside a Decide have no legal actions, and every game ends.

Pure code (no Qt; the clock only times the run): `python -m sheetdesk soak` prints the result as one
JSON line. Every game registered in the registry runs through it without any code of its own.
"""

from __future__ import annotations

import bisect
import contextlib
import gc
import itertools
import json
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ..core import registry, savefile
from ..core.headless import headless_over
from ..core.i18n import Text
from ..core.protocol import (
    Action,
    Chance,
    Decide,
    GameOver,
    IllegalAction,
    Rules,
    Seat,
    Step,
    is_open,
)
from ..core.rng import Rng, derive
from ..core.session import LogEntry, Player, Session
from ..core.snapshot import contents

MAX_ACTIONS_PER_GAME = 20_000
POOL_SIZE = 400  # actions remembered from earlier positions, to probe later ones with
PROBES_PER_STEP = 6
# The save is written after every change, but reading it back costs as much as the rest of the
# step's checks: one change in this many is checked at random (an undo or redo always is). A save
# wrong at one kind of position is met at many such positions over the soak's games.
SAVE_ONE_IN = 4
STRICT_EVERY = 4  # validate the envelope strictly (pydantic) every this many checked saves
UNDO_ONE_IN = 6  # after an undoable action, undo it (and often redo it) this often
MAX_REPORTED = 20
READ_BACK_KEPT = 20_000  # actions known to read back from their JSON, kept at most

Vary = registry.Vary


class Failure(Exception):
    """One broken promise of the contract (the message says which, and where)."""


@dataclass
class Totals:
    games: int = 0
    steps: int = 0  # positions where a player was to decide, each fully checked
    actions: int = 0  # log entries made (chance included)
    probes: int = 0  # illegal-action probes tried
    aliases: int = 0  # probes the rules accepted as another form of a legal action
    views: int = 0  # views checked
    varied: int = 0  # views checked against a state with the viewer's secrets changed
    private_checks: int = 0  # two ways to finish a turn in a private simultaneous step compared
    saves: int = 0  # saves read back and compared with the session
    loads: int = 0  # full loads through a file
    undos: int = 0
    failures: list[str] = field(default_factory=list)


def variant_combinations(rules: Rules) -> list[dict[str, bool]]:
    """Every on/off combination of the game's variants ([{}] if it has none)."""
    keys = [variant.key for variant in rules.info.variants]
    return [
        dict(zip(keys, values, strict=True))
        for values in itertools.product(*[(False, True)] * len(keys))
    ] or [{}]


def mixes(
    rules: Rules, players: tuple[int, int] | None = None
) -> list[tuple[int, dict[str, bool]]]:
    """Every mix of a player count (`players`' range, else the game's) and a combination of the
    game's variants, in the order the soak deals them: its game `index` plays mix `index` modulo
    their number (the count changing fastest): any run of that many games in a row plays each
    once, and of R times as many, each R times."""
    low, high = players or (rules.info.min_players, rules.info.max_players)
    return [
        (count, options)
        for options in variant_combinations(rules)
        for count in range(low, high + 1)
    ]


def parse_players(text: str, rules: Rules) -> tuple[int, int]:
    """'3' or '2-4' within the game's limits (raises ValueError)."""
    low_text, _, high_text = text.partition("-")
    low = int(low_text)
    high = int(high_text) if high_text else low
    info = rules.info
    if not info.min_players <= low <= high <= info.max_players:
        raise ValueError(
            f"{info.id} takes {info.min_players}-{info.max_players} players, not {text}"
        )
    return low, high


def quick_bots(entry: registry.GameEntry) -> list[str]:
    """The bots a soak plays by default: those the game declares that decide at once (that do
    not search, `registry.Searching`), so thousands of games take minutes; the game's first if
    all of them search. A level that searches is played when named with `bots`."""
    quick = [name for name in entry.bots if not isinstance(entry.bot(name), registry.Searching)]
    return quick or [entry.bots[0]]


def _with_player(said: Text) -> Text:
    """`said` with its `{player}` filled in, in the texts it contains too (as the UI does)."""
    args = {key: _with_player(v) if isinstance(v, Text) else v for key, v in said.args}
    args.setdefault("player", "A")
    return Text(said.context, said.source, tuple(sorted(args.items())), said.n)


def _hidden_hook(entry: registry.GameEntry) -> Vary | None:
    return entry.game.hidden


def soak(
    game_id: str,
    games: int,
    *,
    seed: int = 1,
    bots: Sequence[str] = (),
    players: tuple[int, int] | None = None,
    first: int = 0,
    on_game: Callable[[Totals], None] | None = None,
) -> dict[str, Any]:
    """Play and check `games` complete games, those numbered `first` on of the soak with this
    seed (each game's players, options and dice follow from its number alone: `first` lets the
    games of one soak be played in parts); the result as a JSON-able dict."""
    entry = registry.get(game_id)
    rules = entry.rules()
    if games < 1:
        raise ValueError("games must be at least 1")
    bot_names = list(bots) or quick_bots(entry)
    for name in bot_names:
        entry.bot(name)  # unknown names fail before anything is played
    low, high = players or (rules.info.min_players, rules.info.max_players)
    dealt = mixes(rules, (low, high))
    combos = variant_combinations(rules)
    vary = _hidden_hook(entry)
    totals = Totals()
    pool: list[tuple[Seat | None, Action]] = []
    played: set[tuple[int, str]] = set()  # (players, options) mixes played
    read_back: dict[int, tuple[Action, dict[str, Any]]] = {}  # see _Game.reads_back
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="sheetdesk-soak-") as folder, _fewer_collections():
        for index in range(first, first + games):
            count, options = dealt[index % len(dealt)]
            seats = [bot_names[(index + s) % len(bot_names)] for s in range(count)]
            played.add((count, json.dumps(options, sort_keys=True)))
            game_number = 1 + Rng(derive(seed, "soak", game_id, index)).below(999_999)
            where = (
                f"game {index} ({count} players, options {options}, bots {seats}, #{game_number})"
            )
            rng = Rng(derive(seed, "soak-rng", index))
            checker = _Game(
                entry, rules, count, options, game_number, seats, rng, vary, pool, totals,
                Path(folder), read_back,
            )  # fmt: skip
            try:
                checker.play()
            except Failure as failure:
                totals.failures.append(f"{where}, {checker.where()}: {failure}")
            except Exception as error:  # a crash in the game's code is a failure too
                place = traceback.extract_tb(error.__traceback__)[-1]
                totals.failures.append(
                    f"{where}, {checker.where()}: {type(error).__name__}: {error} "
                    f"({Path(place.filename).name}:{place.lineno})"
                )
            totals.games += 1
            if on_game is not None:
                on_game(totals)
    seconds = time.perf_counter() - started
    return {
        "game": game_id,
        "games": totals.games,
        "steps": totals.steps,
        "actions": totals.actions,
        "failures": len(totals.failures),
        "players": [low, high],
        "variants": combos,
        "mixes": len(played),
        "bots": bot_names,
        "seed": seed,
        "first": first,
        "probes": totals.probes,
        "aliases": totals.aliases,
        "views": totals.views,
        "varied_views": totals.varied,
        "private_checks": totals.private_checks,
        "saves": totals.saves,
        "loads": totals.loads,
        "undos": totals.undos,
        "hidden_hook": vary is not None,
        "seconds": round(seconds, 3),
        "errors": totals.failures[:MAX_REPORTED],
    }


YOUNG_COLLECTED_AT = 20_000
"""The young generation's threshold of Python's cycle collector while a soak plays (700 by
default): see `_fewer_collections`."""


@contextlib.contextmanager
def _fewer_collections() -> Iterator[None]:
    """Python's cycle collector run less often while the soak plays, as it was again after.

    The soak makes and drops millions of small objects (states, actions, views, JSON), nearly all
    freed by their reference counts; at the default threshold the collector walks the young ones
    every 700 allocations, and every 7,000 or 70,000 the older ones too, which hold the games'
    memos and every state of the played games' histories (and, in a test process, everything the
    other tests left): a fifth of the soak's time went there. Collected now and then still, the
    few cycles made (an exception and its frames) are freed all the same."""
    young, middle, old = gc.get_threshold()
    if young:  # (0: collection is off, and stays so)
        gc.set_threshold(max(young, YOUNG_COLLECTED_AT), middle, old)
    try:
        yield
    finally:
        gc.set_threshold(young, middle, old)


def _json(value: Any) -> Any:
    """`value` sent through its JSON text (json.loads(json.dumps(value)), without the json
    module's Python layers around its C encoder and decoder: this runs for every logged action
    and many legal ones). The text is json.dumps's own, and read whole (it has no spaces)."""
    text = "".join(_ENCODE(value, 0))
    read, end = _SCAN(text, 0)
    if end != len(text):  # (never: json.dumps writes one value)
        raise ValueError(f"extra data after {text[:end]!r}")
    return read


def _reads_back_as(read: Any, value: Any) -> bool:
    """Whether `read`, read back from JSON, is `value` as JSON writes it. (A value of plain
    JSON already is what it reads back as: one with tuples or number keys, say, is compared
    through JSON. Equal as it is, it is equal through JSON too.)"""
    return read == value or read == _json(value)


def _private(rules: Any, step: Step) -> bool:
    """A simultaneous step whose choices stay private until everyone confirmed (an *open* one,
    where everyone writes the same announced thing at the real table, or any step of a game
    that hides nothing, keeps nothing private: protocol.is_open)."""
    return isinstance(step, Decide) and step.simultaneous and not is_open(rules, step)


@dataclass
class _Position:
    """What the checks of one position found, computed once: the rules are pure functions of
    the (frozen) state, so each seat's legal actions and each viewer's view of it serve every
    check of the position and the bot's move."""

    state: Any
    legal: dict[Seat, list[Action]] = field(default_factory=dict)
    views: dict[Seat | None, Any] = field(default_factory=dict)


class _Game:
    """One game of the soak, checked as it is played."""

    def __init__(
        self,
        entry: registry.GameEntry,
        rules: Rules,
        count: int,
        options: Mapping[str, Any],
        game_number: int,
        bots: Sequence[str],
        rng: Rng,
        vary: Vary | None,
        pool: list[tuple[Seat | None, Action]],
        totals: Totals,
        folder: Path,
        read_back: dict[int, tuple[Action, dict[str, Any]]],
    ) -> None:
        self.entry = entry
        self.rules = rules
        self.count = count
        self.options = dict(options)
        self.game_number = game_number
        self.bots = [entry.bot(name) for name in bots]
        self.bot_names = list(bots)
        self.rng = rng
        self.vary = vary
        self.pool = pool
        # the pool's players' actions, in its order, and their places in it (None: not made yet)
        self.pool_players: list[tuple[Seat, Action]] | None = None
        self.player_slots: list[int] = []
        self.totals = totals
        self.folder = folder
        self.read_back = read_back
        self.session: Session | None = None
        # the log as replayed here through JSON: entries, and the state after each
        self.replayed_entries: list[LogEntry] = []
        self.replayed_states: list[Any] = []
        self.saved_log: list[Any] = []  # the envelope's log entries checked so far (JSON)
        self.saved_text = ""  # their text in the last checked save, from its "[" on
        # where the last checked save's log starts and its envelope closes (None: laid out
        # otherwise), and the text of the log, from its "[" on, as last validated strictly
        self.log_at: tuple[int, int] | None = None
        self.strict_text = ""
        self.saves = 0
        # which changes get their save checked (apart from the game's own dice and bots)
        self.save_rng = Rng(derive(game_number, "soak-saves"))
        self.private_done: set[tuple[int, Seat]] = set()  # (step start, seat) compared already

    def where(self) -> str:
        session = self.session
        if session is None:
            return "setup"
        return f"after {len(session.history)} actions"

    # --- the game ---------------------------------------------------------------------------

    def play(self) -> None:
        rules = self.rules
        players = [
            Player(f"Seat {seat + 1}", "bot", name) for seat, name in enumerate(self.bot_names)
        ]
        session = Session.new(rules, players, self.options, self.game_number)
        self.session = session
        self.replayed_states = [
            rules.setup(self.count, session.options, Rng(derive(self.game_number, "setup")))
        ]
        self.check_replay()
        load_at = self.rng.below(60)
        capped = headless_over(self.entry)
        while True:
            step = session.step()
            if isinstance(step, GameOver):
                break
            if capped(session.state):  # computers alone, at the game's safety cap: no end to check
                self.totals.actions += len(session.log)
                self.check_file()
                return
            if not isinstance(step, Decide) or not step.seats:
                raise Failure(f"the session stopped at {step!r}")
            if session.log_length > MAX_ACTIONS_PER_GAME:
                raise Failure(f"no end after {MAX_ACTIONS_PER_GAME} actions")
            self.totals.steps += 1
            position = self.check_position(step)
            if self.totals.steps % 60 == load_at:
                self.check_file()
            if self.probe(step, position):
                continue  # a probe was another form of a legal action: the position moved on
            # (in a simultaneous step, any seat that may decide now: the rules take them in
            # any order they allow; the app plays the first one)
            ready = [s for s in step.seats if position.legal[s]]
            seat = self.rng.choice(ready) if step.simultaneous else step.seats[0]
            legal = position.legal[seat]
            action = self.bots[seat](position.views[seat], seat, legal, self.rng)
            if action not in legal:
                raise Failure(f"bot {self.bot_names[seat]!r} chose {action!r}, not a legal action")
            if _private(self.rules, step):
                self.check_private(step, seat)
            session.act(seat, action)
            self.after_change(save=not self.save_rng.below(SAVE_ONE_IN))
            self.maybe_undo(seat, action)
        self.check_save()  # the final position's save, whether or not its change was drawn
        self.check_over()
        self.check_file()

    def after_change(self, *, save: bool = True) -> None:
        self.check_replay()
        if save:
            self.check_save()

    def maybe_undo(self, seat: Seat, action: Action) -> None:
        session = self.session
        assert session is not None
        if not session.can_undo() or self.rng.below(UNDO_ONE_IN):
            return
        before = self.replayed_states[session.cursor - 1]
        after = session.state
        session.undo()
        self.totals.undos += 1
        if session.state != before:
            raise Failure(f"undo of {action!r} did not give back the position before it")
        self.after_change()
        if self.rng.below(2):
            session.redo()
            if session.state != after:
                raise Failure(f"redo of {action!r} did not give the position after it")
            self.after_change()

    # --- every position ---------------------------------------------------------------------

    def check_position(self, step: Decide) -> _Position:
        session = self.session
        assert session is not None
        rules = self.rules
        state = session.state
        position = _Position(state)
        rng = self.rng
        ahead = rng.ahead()
        for seat in range(self.count):
            legal = position.legal[seat] = list(rules.legal_actions(state, seat))
            if seat == step.seats[0] and not legal:  # (the others may wait their turn)
                raise Failure(f"seat {seat} must decide but has no legal action")
            if seat not in step.seats and legal:
                raise Failure(f"seat {seat} may not act now but has legal actions {legal[:3]}")
            for action in legal:
                # rng.below(8), drawn from the outputs made ahead (Rng.ahead: 8 divides 2**64,
                # so no output is ever rejected): one draw for every legal action of the game
                if not ahead:
                    ahead = rng.ahead()
                if ahead.pop() & 7 == 0:
                    self.remember(seat, action)
                    self.reads_back(action)
        self.check_views(step, position)
        self.check_scores(state, over=False, public=position.views[None])
        return position

    def reads_back(self, action: Action) -> None:
        """`action` reads back from its JSON form as itself. Checked once per action object
        (with its fields as they were then): a game hands out the same frozen action in many
        positions (its engine keeps one per move), and the same object with the same fields
        writes the same JSON and reads back the same. An equal action made anew is checked."""
        key = id(action)
        known = self.read_back.get(key)
        if known is not None and known[0] is action and known[1] == action.__dict__:
            return
        data = _json(action.model_dump(mode="json"))
        if self.rules.parse_action(data) != action:
            raise Failure(f"{action!r} does not read back from its JSON {data}")
        if len(self.read_back) >= READ_BACK_KEPT:
            self.read_back.clear()
        # (the action kept alive with its entry: its id names no other object meanwhile)
        self.read_back[key] = (action, dict(action.__dict__))

    def remember(self, seat: Seat | None, action: Action) -> None:
        pool = self.pool
        if len(pool) < POOL_SIZE:
            index = len(pool)
            pool.append((seat, action))
        else:
            index = self.rng.below(POOL_SIZE)
            pool[index] = (seat, action)
        players = self.pool_players
        if players is None:
            return
        # (the players' actions of the pool kept as `pool_players` makes them anew, in the
        # pool's order: chance changes the pool at every chance step)
        slots = self.player_slots
        at = bisect.bisect_left(slots, index)
        had = at < len(slots) and slots[at] == index
        if seat is None:
            if had:
                del slots[at], players[at]
        elif had:
            players[at] = (seat, action)
        else:
            slots.insert(at, index)
            players.insert(at, (seat, action))

    def check_scores(self, state: Any, *, over: bool, public: Any) -> None:
        """The scores of `state` add up; those of its `public` view can be computed."""
        rules = self.rules
        scores = rules.scores(state)
        if sorted(scores) != list(range(self.count)):
            raise Failure(f"scores are for seats {sorted(scores)}")
        for seat, breakdown in scores.items():
            if sum(item.points for item in breakdown.items) != breakdown.total:
                raise Failure(f"seat {seat}'s score items do not add up to {breakdown.total}")
            if breakdown.winner and not over:
                raise Failure(f"seat {seat} is a winner before the end")
        if over and not any(b.winner for b in scores.values()):
            raise Failure("the game is over without a winner")
        if public is not state:  # (a game that hides nothing shows the state itself)
            rules.scores(public)  # the table shows the public view's score

    # --- views ------------------------------------------------------------------------------

    def check_views(self, step: Decide, position: _Position) -> None:
        rules = self.rules
        state = position.state
        viewers = [None, *range(self.count)]
        views = position.views
        for viewer in viewers:
            views[viewer] = rules.view(state, viewer)
        public = views[None]
        # (the secrets of one viewer a step are changed: over a game every viewer is, many times)
        varied_viewer = self.rng.choice(viewers)
        for viewer, view in views.items():
            self.totals.views += 1
            if rules.view(view, viewer) != view:
                raise Failure(f"the view of seat {viewer} shows more when viewed again")
            if viewer is not None and rules.view(view, None) != public:
                raise Failure(f"seat {viewer}'s view without its own secrets is not the public one")
            if self.vary is not None and viewer == varied_viewer:
                varied = self.vary(state, viewer, self.rng)
                self.totals.varied += 1
                if rules.view(varied, viewer) != view:
                    raise Failure(
                        f"the view of seat {viewer} changes with something it may not see"
                    )
        for seat in step.seats:
            view = views[seat]
            # (a view that is the state itself, in a game that hides nothing from this seat,
            # has the legal actions listed above: the rules are pure functions of the state)
            if view is not state and list(rules.legal_actions(view, seat)) != position.legal[seat]:
                raise Failure(
                    f"seat {seat}'s legal actions do not follow from its own view "
                    "(highlighting them would show a secret)"
                )

    def check_private(self, step: Decide, seat: Seat) -> None:
        """Two legal ways for `seat` to finish its turn in this private simultaneous step look
        the same to everyone else while the others still decide."""
        session = self.session
        assert session is not None
        key = (session.phase_start(), seat)
        if key in self.private_done:
            return
        self.private_done.add(key)
        state = session.state
        ends = [self.finish_turn(state, seat, Rng(self.rng.next_u64())) for _ in range(2)]
        if any(end is None for end in ends):
            return
        first, second = ends
        after = self.rules.step(first)
        if not (_private(self.rules, after) and after == self.rules.step(second)):
            return  # the step ended (seat was the last one): everything shows now
        self.totals.private_checks += 1
        for other in [None, *(s for s in range(self.count) if s != seat)]:
            if self.rules.view(first, other) != self.rules.view(second, other):
                who = "the public" if other is None else f"seat {other}"
                raise Failure(
                    f"{who} can tell seat {seat}'s pending choices apart before everyone confirmed"
                )

    def finish_turn(self, state: Any, seat: Seat, rng: Rng) -> Any:
        """`seat` plays random legal actions from `state` until it commits (None if it never
        does within a bound)."""
        rules = self.rules
        for _ in range(200):
            legal = list(rules.legal_actions(state, seat))
            if not legal:
                return state
            action = rng.choice(legal)
            state = rules.apply(state, seat, action)
            if rules.is_commit(action):
                return state
        return None

    # --- probes -----------------------------------------------------------------------------

    def probe(self, step: Decide, position: _Position) -> bool:
        """Try illegal actions; True if one was accepted as another form of a legal one."""
        session = self.session
        assert session is not None
        state = position.state
        # (what the state holds, as snapshot.contents: kept apart from the state, so that a
        # change made in place shows when it is taken again after the probes)
        before = (state, session.log_length, session.cursor, contents(state))
        for seat, action in self.probes(step, position):
            self.totals.probes += 1
            if seat is None:
                self.probe_chance(state, action)
                continue
            if seat in step.seats and action in position.legal[seat]:
                continue  # legal: not a probe
            if 0 <= seat < self.count and seat not in step.seats:
                self.probe_rules(state, seat, action)  # (the session refuses it before the rules)
            try:
                session.act(seat, action)
            except IllegalAction as refusal:
                if not refusal.reason.english():
                    raise Failure(
                        f"{action!r} by seat {seat} was refused without a reason"
                    ) from None
                continue
            if not (0 <= seat < self.count and seat in step.seats):
                raise Failure(f"{action!r} by seat {seat}, not due to act, was accepted")
            self.check_alias(state, seat, action)
            self.after_change(save=not self.save_rng.below(SAVE_ONE_IN))
            return True
        if (state, session.log_length, session.cursor) != before[:3] or contents(
            session.state
        ) != before[3]:
            raise Failure("a refused action changed the position")
        return False

    def probe_chance(self, state: Any, action: Action) -> None:
        try:
            self.rules.apply(state, None, action)
        except IllegalAction:
            return
        raise Failure(f"{action!r} as a chance action was accepted while a player is to decide")

    def probe_chance_step(self, state: Any) -> None:
        """While chance is due, no player may act: players' actions from anywhere are refused."""
        players = self.pool_players
        if players is None:  # (then kept up to date by `remember`)
            pool = self.pool
            self.player_slots = [i for i, (seat, _action) in enumerate(pool) if seat is not None]
            players = self.pool_players = [(s, action) for s, action in pool if s is not None]
        if not players:
            return
        for seat, action in (self.rng.choice(players) for _ in range(2)):
            self.totals.probes += 1
            try:
                self.rules.apply(state, seat % self.count, action)
            except IllegalAction:
                continue
            raise Failure(
                f"{action!r} by seat {seat % self.count} was accepted while chance is due"
            )

    def probe_rules(self, state: Any, seat: Seat, action: Action) -> None:
        try:
            self.rules.apply(state, seat, action)
        except IllegalAction:
            return
        raise Failure(f"{action!r} by seat {seat}, not due to act, was accepted by the rules")

    def check_alias(self, state: Any, seat: Seat, action: Action) -> None:
        """An accepted probe must do exactly what one of the listed legal actions does."""
        rules = self.rules
        result = rules.snapshot(rules.apply(state, seat, action))
        for legal in rules.legal_actions(state, seat):
            if (
                legal.kind == action.kind
                and rules.snapshot(rules.apply(state, seat, legal)) == result
            ):
                self.totals.aliases += 1
                return
        raise Failure(f"{action!r} by seat {seat} was accepted but is no legal action")

    def probes(self, step: Decide, position: _Position) -> Iterator[tuple[Seat | None, Action]]:
        rng = self.rng
        acting = step.seats[0]
        legal = position.legal[acting]
        others = [s for s in range(self.count) if s not in step.seats]
        for _ in range(PROBES_PER_STEP):
            kind = rng.below(6)
            if kind == 0 and others:  # a legal action, by a seat whose turn it is not
                yield rng.choice(others), rng.choice(legal)
            elif kind == 1 and self.pool:  # what was legal in another position
                seat, action = rng.choice(self.pool)
                yield (acting if seat is None or rng.below(2) else seat), action
            elif kind == 2:  # a legal action with one field changed
                mutated = self.mutate(rng.choice(legal))
                if mutated is not None:
                    yield acting, mutated
            elif kind == 3:  # a legal action as if chance made it
                yield None, rng.choice(legal)
            elif kind == 4:  # a seat that does not exist
                yield rng.choice([-1, self.count, self.count + 3]), rng.choice(legal)
            elif self.pool:  # something from another position, as chance
                yield None, rng.choice(self.pool)[1]

    def mutate(self, action: Action) -> Action | None:
        """`action` with one field changed, if the game can read it back (None if not)."""
        data = action.model_dump(mode="json")  # (fresh: changing it changes no action)
        fields = [key for key in data if key != "kind"]
        if not fields:
            return None
        key = self.rng.choice(fields)
        data[key] = _changed(data[key], self.rng)
        try:
            return self.rules.parse_action(data)
        except (ValidationError, ValueError, KeyError, TypeError):
            return None  # refused when read (a save holding it is refused as an illegal move)

    # --- replay, saves ----------------------------------------------------------------------

    def check_replay(self) -> None:
        """Replay the log's new entries through JSON and compare with the live state."""
        session = self.session
        assert session is not None
        rules = self.rules
        log = session.log
        replayed = self.replayed_entries
        same = min(len(replayed), len(log))
        # (the log usually runs on from the entries replayed: compared whole, entry by entry as
        # below, in one go; else the first differing entry is looked for)
        if log[:same] != tuple(replayed[:same]):
            same = 0
            for mine, theirs in zip(replayed, log, strict=False):
                if mine is not theirs and mine != theirs:
                    break
                same += 1
        del self.replayed_entries[same:]
        del self.replayed_states[same + 1 :]
        for entry in log[same:]:
            data = _json(entry.action.model_dump(mode="json"))
            action = rules.parse_action(data)
            if action != entry.action:
                raise Failure(f"{entry.action!r} does not read back from its JSON {data}")
            state = self.replayed_states[-1]
            step = rules.step(state)
            if (entry.seat is None) != isinstance(step, Chance):
                raise Failure(f"{entry!r} was logged at a {type(step).__name__} step")
            if entry.seat is None:
                self.remember(None, action)
                self.probe_chance_step(state)
            description = _with_player(rules.describe(action, entry.seat))
            if not description.english():
                raise Failure(f"{action!r} has an empty description")
            self.replayed_entries.append(entry)
            self.replayed_states.append(rules.apply(state, entry.seat, action))
        if self.replayed_states[session.cursor] != session.state:
            raise Failure("the replayed log differs from the live state")

    def check_save(self) -> None:
        """The envelope written now reads back to the same match: its log entry by entry (the
        entries checked before are compared with what they were, the new ones read back as
        actions), its cursor, players, options and snapshot; strictly validated every few steps
        (`check_strictly`)."""
        session = self.session
        assert session is not None
        rules = self.rules
        payload = savefile.dumps(session)
        self.saves += 1
        self.totals.saves += 1
        text = payload.decode()
        data, saved, same = self.read_save(text)
        if self.saves % STRICT_EVERY == 0:
            self.check_strictly(payload, text)
        if len(saved) != session.log_length:
            raise Failure("the save's log is not the session's")
        for entry, raw in zip(session.log_from(same), saved[same:], strict=True):
            if raw["seat"] != entry.seat or rules.parse_action(raw["action"]) != entry.action:
                raise Failure(f"the save holds {raw} for {entry!r}")
        self.saved_log[same:] = saved[same:]
        expected = (
            data["cursor"] == session.cursor
            and data["seed"] == session.seed
            and data["match_id"] == session.match_id
            and data["options"] == _json(dict(session.options))
            and [p["name"] for p in data["players"]] == [p.name for p in session.players]
            and data["finished"] == session.is_over()
            and _reads_back_as(data["snapshot"], rules.snapshot(session.state))
        )
        if not expected:
            raise Failure("the save does not describe the session as it is")

    def read_save(self, text: str) -> tuple[dict[str, Any], list[Any], int]:
        """The save's members, its log's entries (JSON) and how many of them, from the first, are
        those checked in the saves before. The log is read on from the text of those entries
        when the save still starts its log with it (the same text is the same JSON): a long
        game's save is not read whole after every change. A save laid out otherwise (the log
        not last, spaces) is read whole, and its entries compared one by one."""
        text = text.rstrip()
        end = len(text) - 1  # where the envelope closes, if the log is its last member
        head = _members_before_log(text) if text[end:] == "}" else None
        self.log_at = None
        if head is not None:
            members, at = head
            body = text[at:end]  # the log's "[...]"
            known = self.saved_text
            rest = body[len(known) :] if known and body.startswith(known) else ""
            new: Any = None
            if rest == "]":
                new = []
            elif rest[:1] == ",":
                with contextlib.suppress(ValueError):
                    new = json.loads("[" + rest[1:])
            if isinstance(new, list):
                self.saved_text = body[:-1]
                self.log_at = at, end
                return members, [*self.saved_log, *new], len(self.saved_log)
        whole = json.loads(text)
        saved = whole["log"]
        same = 0
        for old, new_entry in zip(self.saved_log, saved, strict=False):
            if old != new_entry:
                break
            same += 1
        del self.saved_log[same:]
        self.saved_text = ""
        if head is not None and _DECODER.raw_decode(text, head[1])[1] == end:
            self.saved_text = text[head[1] : end - 1]  # (the next save is read on from here)
            self.log_at = head[1], end
        return whole, saved, same

    def check_strictly(self, payload: bytes, text: str) -> None:
        """The save validated as the loader validates a file (`savefile.parse_envelope`), its
        log cut to the entries after those validated in the last strictly checked save when
        the log still starts with their very text: the envelope's schema checks each log entry
        on its own (nothing in it reads an entry with another, or the log's length), so the
        same text validated again tells nothing new, and a long game's log is not validated
        whole every few changes. (`read_save` read `text` just before.)"""
        cut = None
        known = self.strict_text
        if self.log_at is not None and len(payload) <= savefile.MAX_BYTES:
            at, end = self.log_at
            body = text[at:end]  # the log's "[...]"
            if known and body.startswith(known):
                tail = body[len(known) :]  # "]" or "," and the new entries, or those alone
                if known == "[":
                    cut = tail
                elif tail[:1] == ",":
                    cut = tail[1:]
                elif tail == "]":
                    cut = tail
            if cut is not None:
                cut = f"{text[:at]}[{cut}{text[end:]}"
            self.strict_text = body[:-1]
        else:
            self.strict_text = ""
        savefile.parse_envelope(payload if cut is None else cut.encode(), "soak.sheetdesk")

    def check_file(self) -> None:
        """Save through a real file and load it as the app does."""
        session = self.session
        assert session is not None
        # (not forced to the disk: the file is read back at once and deleted; what is checked is
        # what the app writes and how it reads it)
        path = savefile.write(
            session, self.folder / f"{session.match_id}{savefile.SUFFIX}", durable=False
        )
        try:
            loaded = savefile.load(path)
            summary = savefile.read_summary(path)
        except savefile.SaveError as error:
            raise Failure(f"the save does not load: {error}") from error
        self.totals.loads += 1
        rules = self.rules
        if (
            loaded.log != session.log
            or loaded.cursor != session.cursor
            or loaded.players != session.players
            or dict(loaded.options) != dict(session.options)
            or loaded.state != session.state
            or rules.snapshot(loaded.state) != rules.snapshot(session.state)
        ):
            raise Failure("save -> load gives another match")
        if summary.finished != session.is_over() or summary.match_id != session.match_id:
            raise Failure("the saved-games page would describe another match")
        path.unlink()

    def check_over(self) -> None:
        session = self.session
        assert session is not None
        self.totals.actions += len(session.log)
        rules = self.rules
        state = session.state
        for seat in range(self.count):
            if list(rules.legal_actions(state, seat)):
                raise Failure(f"seat {seat} has legal actions after the end")
        public = rules.view(state, None)
        self.check_scores(state, over=True, public=public)
        for viewer in [None, *range(self.count)]:
            view = public if viewer is None else rules.view(state, viewer)
            if rules.view(view, viewer) != view:
                raise Failure(f"the final view of seat {viewer} shows more when viewed again")
        # (the whole log's replay from its JSON is checked next, by check_file: the real file's
        # load restores the session from it and compares it with the live one)


_DECODER = json.JSONDecoder()
# the C scanner json.loads runs, without its Python layers
_SCAN = _DECODER.scan_once  # type: ignore[attr-defined]
# json.dumps's C encoder with its defaults (what JSONEncoder.encode makes on every call), made
# once; without the check for circular values, which the JSON forms of actions and options,
# plain data, never are
_ENCODE = json.encoder.c_make_encoder(  # type: ignore[attr-defined]
    None, json.JSONEncoder().default, json.encoder.encode_basestring_ascii,
    None, ": ", ", ", False, False, True,
)  # fmt: skip


def _members_before_log(text: str) -> tuple[dict[str, Any], int] | None:
    """The members of the JSON object `text` before its "log" member, and where that member's
    value starts (None if `text` is not an object written without spaces with such a member)."""
    if not text.startswith("{"):
        return None
    members: dict[str, Any] = {}
    at = 1
    try:
        while True:
            key, at = _SCAN(text, at)  # (raw_decode without its Python layer)
            if not isinstance(key, str) or text[at : at + 1] != ":":
                return None
            if key == "log":
                return members, at + 1
            members[key], at = _SCAN(text, at + 1)
            if text[at : at + 1] != ",":
                return None
            at += 1
    except (ValueError, StopIteration):  # (StopIteration: no JSON value starts at `at`)
        return None


def _changed(value: Any, rng: Rng) -> Any:
    """`value` (JSON) with one change somewhere in it."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + rng.choice([1, -1, 2, -2, 1000, -1000, 10**9])
    if isinstance(value, float):
        return -value if value else 1.5
    if isinstance(value, str):
        return rng.choice(["", value + "x", value[:-1], "?"])
    if value is None:
        return rng.choice([0, "", [], False])
    if isinstance(value, list):
        choice = rng.below(6)
        if not value or choice == 0:
            return [*value, value[0] if value else 0]
        if choice == 1:
            return value[:-1]
        if choice == 2:
            return list(reversed(value))
        if choice == 3:
            return [*value, value[-1]]
        index = rng.below(len(value))
        return [*value[:index], _changed(value[index], rng), *value[index + 1 :]]
    if isinstance(value, dict):
        if not value:
            return {"x": 1}
        key = rng.choice(sorted(value))
        return {**value, key: _changed(value[key], rng)}
    return value


__all__ = ["Failure", "mixes", "parse_players", "soak", "variant_combinations"]
