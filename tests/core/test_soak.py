"""The soak (devtools/soak.py, `python -m sheetdesk soak`) on every registered game, and proof
that it catches each broken promise of the game contract in a deliberately broken game.

SHEETDESK_SOAK_ROUNDS sets how many times the soak plays every mix of a player count and options of
every game (CI: 5, Giza dice's 36 mixes in 180 games, a card game's 4 in 20; the release check:
300)."""

from __future__ import annotations

import itertools
import json
import math
import os
import subprocess
import sys
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from sheetdesk.core import registry, savefile
from sheetdesk.core.protocol import Decide, GameRules, IllegalAction
from sheetdesk.devtools import soak as soak_module
from sheetdesk.devtools.soak import mixes, soak, variant_combinations
from tests.core.fakegame import TALLY
from tests.core.fakegame.rules import Confirm, Done, Mark, TallyRules, Vote
from tests.declared import quick_bot, uniform_bot

# (5: every mix of every game still played, and as often, in a third of the CPU of 15; the depth
# of rare positions is the release check's)
ROUNDS = int(os.environ.get("SHEETDESK_SOAK_ROUNDS", "5"))
# A game's soak is played in tests of at most this many games each (dealt as in one go: a game's
# players, options and number follow from its place), so that the workers share them evenly: a
# game with more mixes has more of them.
PART_GAMES = 50
GAMES = sorted(registry.games_by_id())


def games_of(game: str) -> int:
    """The games of `game`'s soak: every one of its mixes `ROUNDS` times."""
    return ROUNDS * len(mixes(registry.get(game).rules()))


def parts_of(game: str) -> int:
    return math.ceil(games_of(game) / PART_GAMES)


def part_of_the_soak(game: str, part: int) -> range:
    """The numbers of the games that test `part` of `game` plays: the parts together play them
    all."""
    games, parts = games_of(game), parts_of(game)
    return range(games * part // parts, games * (part + 1) // parts)


@pytest.mark.parametrize("game", GAMES)
def test_the_parts_of_the_soak_play_every_game_once(game):
    games = [index for part in range(parts_of(game)) for index in part_of_the_soak(game, part)]
    assert games == list(range(games_of(game)))
    assert all(len(part_of_the_soak(game, part)) <= PART_GAMES for part in range(parts_of(game)))


@pytest.mark.parametrize("game", GAMES)
def test_the_soak_plays_every_mix_of_every_game_as_often(game, monkeypatch):
    """Every player count with every combination of options, of every game, is played `ROUNDS`
    times by the game's parts together: Giza dice's 36 mixes as often as a card game's 4 (what
    each part deals, the part's own test plays)."""
    dealt: Counter[tuple[int, str]] = Counter()

    class Dealt(soak_module._Game):
        def __init__(self, entry, rules, count, options, *rest):  # type: ignore[no-untyped-def]
            dealt[count, json.dumps(options, sort_keys=True)] += 1
            super().__init__(entry, rules, count, options, *rest)

        def play(self) -> None:
            pass  # (only what is dealt is looked at)

    monkeypatch.setattr(soak_module, "_Game", Dealt)
    for part in range(parts_of(game)):
        games = part_of_the_soak(game, part)
        soak(game, len(games), seed=11, first=games.start)
    rules = registry.get(game).rules()
    every = {
        (count, json.dumps(options, sort_keys=True))
        for count in range(rules.info.min_players, rules.info.max_players + 1)
        for options in variant_combinations(rules)
    }
    assert set(dealt) == every
    assert set(dealt.values()) == {ROUNDS}


@pytest.mark.parametrize(
    ("game", "part"), [(game, part) for game in GAMES for part in range(parts_of(game))]
)
def test_every_registered_game_passes_the_soak(game, part):
    rules = registry.get(game).rules()
    games = part_of_the_soak(game, part)
    result = soak(game, len(games), seed=11, first=games.start)
    assert result["errors"] == [] and result["failures"] == 0
    assert result["games"] == len(games) and result["first"] == games.start
    assert result["variants"] == variant_combinations(rules)
    # every count with every variant (each run of that many games in a row plays them all)
    assert result["mixes"] == min(len(games), len(mixes(rules)))
    assert result["steps"] > len(games) and result["probes"] > result["steps"]
    assert result["loads"] >= len(games)  # a real file at least at every game's end
    assert result["views"] > result["steps"]


def test_a_part_of_the_soak_deals_the_same_games_as_the_whole(tally, monkeypatch):
    dealt: list[tuple[Any, ...]] = []

    class Recording(soak_module._Game):
        def __init__(self, entry, rules, count, options, number, bots, *rest):  # type: ignore[no-untyped-def]
            dealt.append((count, json.dumps(options, sort_keys=True), number, tuple(bots)))
            super().__init__(entry, rules, count, options, number, bots, *rest)

    monkeypatch.setattr(soak_module, "_Game", Recording)
    whole = soak("tally", 6, seed=7, bots=["uniform"])
    in_one_go, dealt[:] = list(dealt), []
    parts = [soak("tally", 3, seed=7, bots=["uniform"], first=first) for first in (0, 3)]
    assert dealt == in_one_go and len(set(in_one_go)) == 6
    assert whole["failures"] == 0 and [part["first"] for part in parts] == [0, 3]


def test_variant_combinations_cover_every_on_off_mix():
    # a game of the registry declaring one variant: off, then on
    rules = next(e.rules() for e in registry.GAMES if len(e.rules().info.variants) == 1)
    (key,) = (variant.key for variant in rules.info.variants)
    assert variant_combinations(rules) == [{key: False}, {key: True}]

    class Three:
        info = rules.info.model_copy(
            update={"variants": tuple(replace_key(rules.info.variants[0], k) for k in "abc")}
        )

    combos = variant_combinations(Three())  # type: ignore[arg-type]
    assert len(combos) == 8 and {tuple(c.values()) for c in combos} == set(
        itertools.product([False, True], repeat=3)
    )


def replace_key(variant: Any, key: str) -> Any:
    return variant.model_copy(update={"key": key})


# --- broken games the soak must catch ------------------------------------------------------------


class LaxMarks(TallyRules):
    """Accepts a mark after the last one allowed in a turn (it lists none then)."""

    def apply(self, state: Any, seat: Any, action: Any) -> Any:
        if isinstance(action, Mark) and state.phase == "mark" and seat == state.active:
            totals = list(state.totals)
            totals[seat] += action.amount
            return replace(state, totals=tuple(totals), marks=state.marks + 1)
        return super().apply(state, seat, action)


class AnySeatMarks(TallyRules):
    """Lets a seat whose turn it is not mark points for the active one."""

    def apply(self, state: Any, seat: Any, action: Any) -> Any:
        if seat is not None and state.phase == "mark" and isinstance(action, Mark):
            seat = state.active
        return super().apply(state, seat, action)


class ChangesWhenRefusing(TallyRules):
    """Refuses a wrong vote, but only after changing the state it was given."""

    def apply(self, state: Any, seat: Any, action: Any) -> Any:
        if isinstance(action, Mark) and action not in self.legal_actions(state, seat):
            object.__setattr__(state, "marks", state.marks + 1)
        return super().apply(state, seat, action)


class ShowsVotes(TallyRules):
    """Shows everyone's pending votes."""

    def view(self, state: Any, viewer: Any) -> Any:
        return state


class ShowsWhoVotedWhat(TallyRules):
    """Hides the votes, but lets the order of the voters give them away."""

    def view(self, state: Any, viewer: Any) -> Any:
        shown = super().view(state, viewer)
        if state.phase == "vote":
            spoiler = tuple(sorted(state.order, key=lambda s: state.votes[s] or 0))
            return replace(shown, order=spoiler)
        return shown


class MisreadsVotes(TallyRules):
    """Reads every vote back from a save as a 0."""

    def parse_action(self, data: Any) -> Any:
        action = super().parse_action(data)
        return Vote(choice=0) if isinstance(action, Vote) else action


class UnstableSnapshot(TallyRules):
    """Its snapshot changes from one call to the next: a save never matches its replay."""

    calls = itertools.count()

    def snapshot(self, state: Any) -> Any:
        return {**super().snapshot(state), "calls": next(self.calls)}


class Restless(TallyRules):
    """Its states differ from replay to replay (a counter outside the state)."""

    counter = itertools.count()

    def apply(self, state: Any, seat: Any, action: Any) -> Any:
        new = super().apply(state, seat, action)
        if isinstance(action, Done) and next(self.counter) % 3 == 0:
            return replace(new, marks=new.marks + 100)
        return new


class ActsOutOfTurn(TallyRules):
    """Lists actions for seats that are not to decide."""

    def legal_actions(self, state: Any, seat: Any) -> Any:
        legal = list(super().legal_actions(state, seat))
        if not legal and state.phase == "mark" and seat != state.active:
            return [Done()]
        return legal


class NeverEnds(TallyRules):
    """Voting never ends: a confirmed vote is asked for again."""

    def apply(self, state: Any, seat: Any, action: Any) -> Any:
        if isinstance(action, Confirm) and action in self.legal_actions(state, seat):
            return replace(state, votes=(None,) * state.players)
        return super().apply(state, seat, action)


BROKEN: dict[str, tuple[type, tuple[str, ...]]] = {
    "lax marks": (LaxMarks, ("was accepted but is no legal action",)),
    "any seat marks": (AnySeatMarks, ("not due to act, was accepted",)),
    "changes when refusing": (ChangesWhenRefusing, ("a refused action changed the position",)),
    "shows votes": (ShowsVotes, ("pending choices apart", "changes with something it may not")),
    "shows who voted what": (
        ShowsWhoVotedWhat,
        (
            "changes with something it may not see",
            "do not follow from its own view",
            "shows more when viewed again",  # its order, sorted again without the votes, differs
        ),
    ),
    "misreads votes": (MisreadsVotes, ("does not read back from its JSON",)),
    "unstable snapshot": (UnstableSnapshot, ("the save does not", "changed the position")),
    "restless": (Restless, ("differs from the live state",)),
    "acts out of turn": (ActsOutOfTurn, ("may not act now but has legal actions",)),
    "never ends": (NeverEnds, ("no end after",)),
}


class _Entry(registry.GameEntry):
    """The tally's entry with its rules broken (`broken`)."""

    broken: Any = None

    def rules(self) -> Any:
        return self.broken


@pytest.fixture
def broken_tally(monkeypatch):
    def register(kind: type) -> str:
        entry = _Entry(*TALLY)
        entry.broken = kind()
        games = {**registry.games_by_id(), "tally": entry}
        monkeypatch.setattr(registry, "games_by_id", lambda: games)
        return "tally"

    return register


def test_a_sound_game_passes(tally):
    result = soak("tally", 30, seed=3, bots=["uniform"])
    assert result["failures"] == 0, result["errors"]
    assert result["private_checks"] > 0 and result["varied_views"] > 0 and result["undos"] > 0
    # the save is read back after every undo and redo, at every game's end, and after some of
    # the other changes
    assert result["undos"] + result["games"] < result["saves"] < result["actions"]


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_the_soak_catches_a_broken_game(broken_tally, monkeypatch, case):
    kind, messages = BROKEN[case]
    games = 40
    if kind is NeverEnds:
        monkeypatch.setattr("sheetdesk.devtools.soak.MAX_ACTIONS_PER_GAME", 300)
        games = 2
    game = broken_tally(kind)
    result = soak(game, games, seed=5, bots=["uniform"])
    assert result["failures"] > 0
    unexpected = [e for e in result["errors"] if not any(m in e for m in messages)]
    assert unexpected == []


def test_a_save_that_writes_an_earlier_move_otherwise_is_caught(tally, monkeypatch):
    """(The soak reads a save's log on from the entries it checked before when their text is
    unchanged: an earlier entry written otherwise later must still be read and compared.)"""
    encoded = savefile.writing._encoded_log

    def rewrites_the_second(session: Any) -> list[str]:
        texts = list(encoded(session))
        if len(texts) > 12:
            entry = json.loads(texts[1])
            entry["seat"] = 0 if entry["seat"] is None else entry["seat"] + 1
            texts[1] = json.dumps(entry, separators=(",", ":"))
        return texts

    monkeypatch.setattr(savefile.writing, "_encoded_log", rewrites_the_second)
    result = soak("tally", 4, seed=3, bots=["uniform"])
    assert result["failures"] == 4
    assert all("the save holds" in error for error in result["errors"]), result["errors"]


def test_without_a_hidden_hook_pending_choices_shown_to_others_are_still_caught(
    broken_tally, monkeypatch
):
    monkeypatch.setattr("sheetdesk.devtools.soak._hidden_hook", lambda entry: None)
    result = soak(broken_tally(ShowsVotes), 20, seed=5, bots=["uniform"])
    assert not result["hidden_hook"] and result["failures"] > 0
    assert all("pending choices apart" in error for error in result["errors"]), result["errors"]


def test_refusals_by_the_soaked_game_are_illegal_actions(tally):
    """(The probes rely on it: a refusal is an IllegalAction with a reason.)"""
    rules = TallyRules()
    from sheetdesk.core.rng import Rng

    state = rules.setup(2, {}, Rng(1))
    state = rules.apply(state, None, rules.resolve_chance(state, Rng(2)))
    assert isinstance(rules.step(state), Decide)
    with pytest.raises(IllegalAction):
        rules.apply(state, 1, Vote(choice=1))


# --- the command ---------------------------------------------------------------------------------


# a game for the command's own cases (any game would do): the registry's first
ANY_GAME = registry.GAMES[0]
BOTS = [uniform_bot(ANY_GAME), quick_bot(ANY_GAME)]  # two of its computers that decide at once


def test_the_soak_command_prints_one_json_line(tmp_path):
    env = {**os.environ, "SHEETDESK_DATA_DIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "sheetdesk", "soak", "--game", ANY_GAME.id, "--games", "4",
         "--bots", ",".join(BOTS), "--players", "2-3", "--seed", "2"],
        capture_output=True, text=True, env=env, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    (line,) = done.stdout.strip().splitlines()
    result = json.loads(line)
    assert result["game"] == ANY_GAME.id and result["games"] == 4
    assert result["failures"] == 0 and result["players"] == [2, 3]
    assert result["bots"] == BOTS
    for key in ("steps", "actions", "probes", "seconds"):
        assert result[key] > 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--game", "chess"], "unknown game 'chess'"),
        (["--game", ANY_GAME.id, "--bots", "genius"], "no bot 'genius'"),
        (
            ["--game", ANY_GAME.id, "--players", f"2-{ANY_GAME.max_players + 1}"],
            f"{ANY_GAME.min_players}-{ANY_GAME.max_players} players",
        ),
    ],
)
def test_the_soak_command_refuses_bad_arguments(tmp_path, args, message):
    done = subprocess.run(
        [sys.executable, "-m", "sheetdesk", "soak", *args],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 2
    assert message in done.stderr


class HidesNothing(TallyRules):
    """Tally with its votes cast in sight of all: no view of its own, so nothing is private."""

    view = GameRules.view


def test_a_game_that_hides_nothing_has_no_private_step_to_check(broken_tally, monkeypatch):
    # it has no secrets, so no hidden hook either
    monkeypatch.setattr("sheetdesk.devtools.soak._hidden_hook", lambda entry: None)
    result = soak(broken_tally(HidesNothing), 20, seed=5, bots=["uniform"])
    assert result["failures"] == 0, result["errors"]
    assert result["games"] == 20 and result["private_checks"] == 0


class TupleSnapshot(TallyRules):
    """A sound game whose snapshot holds tuples and a number key (JSON writes them as a list and
    a string key)."""

    def snapshot(self, state: Any) -> Any:
        return {**super().snapshot(state), "totals": tuple(state.totals), "keyed": {1: "one"}}


def test_a_snapshot_that_json_writes_differently_is_compared_as_it_reads_back(broken_tally):
    result = soak(broken_tally(TupleSnapshot), 10, seed=5, bots=["uniform"])
    assert result["failures"] == 0, result["errors"]
    assert result["saves"] > 0 and result["loads"] >= 10
