"""core/search.py on a toy game of hidden information: it finds the option that is best on
average over what the seat cannot see, learns a follow-up decision from what it observes, stops
when cancelled, repeats itself from a seed, and plays the policy when given no budget."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import pytest

from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.rng import Rng
from sheetdesk.core.search import (
    Level,
    SearchBot,
    leads,
    search,
    shared_seconds,
    squash,
    takes_together,
)


class Pick(Action):
    kind: Literal["pick"] = "pick"
    name: str


@dataclass
class Die:
    """A hidden die, and a player who may look at it (for a price) before guessing it, or
    bet that it is high."""

    d: int
    looked: bool = False
    reward: float | None = None


GUESSES = [f"guess{k}" for k in range(1, 7)]


@dataclass
class DieGame:
    """The adapter. The view is the public part only ({"price": ...}); the die is never in it."""

    policy_pick: str = "guess1"
    samples: int = 0

    def sampler(self, view: Any, seat: Seat, log: Sequence[Any]) -> Callable[[Rng], Die]:
        assert set(view) == {"price"}

        def draw(rng: Rng) -> Die:
            self.samples += 1
            return Die(rng.randint(1, 6))

        self.price = view["price"]
        return draw

    def copy(self, state: Die) -> Die:
        return Die(state.d, state.looked, state.reward)

    def to_move(self, state: Die) -> Seat | None:
        return None if state.reward is not None else 0

    def options(self, state: Die) -> Sequence[str]:
        return GUESSES if state.looked else ["look", "high", *GUESSES]

    def apply(self, state: Die, option: str, rng: Rng) -> None:
        if option == "look":
            state.looked = True
        elif option == "high":
            state.reward = 0.5 if state.d >= 3 else 0.0  # worth 1/3 on average
        else:
            right = int(option[-1]) == state.d
            state.reward = (1.0 - self.price if state.looked else 1.0) if right else 0.0

    def policy(self, state: Die, rng: Rng) -> str:
        return self.policy_pick

    def evaluate(self, state: Die) -> list[float]:
        return [state.reward or 0.0]

    def observe(self, state: Die, seat: Seat) -> Hashable:
        return state.d if state.looked else None

    def action(self, option: str, view: Any, seat: Seat, legal: Sequence[Action]) -> Action:
        return Pick(name=option)


LEGAL: list[Action] = [Pick(name=n) for n in ["look", "high", *GUESSES]]


def test_it_picks_the_best_option_on_average_over_what_it_cannot_see():
    # Guessing blind is worth 1/6, betting high 1/3; looking first is worth 0.3 at this price
    # only if the search then guesses what it saw: it must prefer "high".
    result = search(DieGame(), {"price": 0.7}, 0, LEGAL, Rng(1), Level("t", 600))
    assert result.action == Pick(name="high")
    assert result.playouts >= 600 and not result.cancelled


def test_it_learns_the_follow_up_from_what_it_observed():
    # Looking cheaply is worth 0.9 when the guess that follows matches the die seen, which the
    # tree below "look" learns per observed face; the rollout policy alone always guesses 1.
    result = search(DieGame(), {"price": 0.1}, 0, LEGAL, Rng(2), Level("t", 1500))
    assert result.action == Pick(name="look")
    look = next(s for s in result.stats if s.option == "look")
    assert look.mean > 0.5


def test_a_cancelled_search_stops_and_still_answers_legally():
    flag = threading.Event()
    game = DieGame()

    class Countdown:
        def is_set(self) -> bool:
            if game.samples >= 5:
                flag.set()
            return flag.is_set()

    result = search(game, {"price": 0.7}, 0, LEGAL, Rng(3), Level("t", 10_000), Countdown())
    assert result.cancelled and result.playouts < 10_000
    assert result.action in LEGAL
    before = game.samples
    flag.set()
    assert search(game, {"price": 0.7}, 0, LEGAL, Rng(3), Level("t", 10_000), flag).action in LEGAL
    assert game.samples == before + 1  # it gave up before the first playout


def test_a_time_cap_ends_the_search_early():
    result = search(DieGame(), {"price": 0.7}, 0, LEGAL, Rng(4), Level("t", 10**9, seconds=0.05))
    assert 0 < result.playouts < 10**9 and not result.cancelled


@dataclass
class TickingDie(DieGame):
    """The die game on a simulated clock (`ticking`): each playout moves it 0.1 s."""

    clock: list[float] = field(default_factory=lambda: [0.0])

    def evaluate(self, state: Die) -> list[float]:
        self.clock[0] += 0.1
        return super().evaluate(state)


@pytest.fixture
def ticking(monkeypatch):  # type: ignore[no-untyped-def]
    """A TickingDie whose clock is the search's clock."""
    import sheetdesk.core.search as search_module

    game = TickingDie()
    monkeypatch.setattr(search_module.time, "perf_counter", lambda: game.clock[0])
    return game


def test_a_time_cap_is_kept_by_not_starting_a_world_that_would_end_past_it(ticking):
    """On a clock that moves 0.1 s per playout (8 options: 0.8 s a sampled world), a 2 s cap
    stops after the second world: a third would end at 2.4 s. The clock is simulated, so this
    is about the rule, not about this machine's speed."""
    clock = ticking.clock
    result = search(ticking, {"price": 0.7}, 0, LEGAL, Rng(4), Level("t", 10**9, seconds=2.0))
    assert result.playouts == 16 and clock[0] <= 2.0


def test_a_bot_told_a_shorter_cap_keeps_to_it_and_never_gets_a_longer_one(ticking):
    """`SearchBot(..., seconds=)` (computers sharing one step's time) lowers the level's cap and
    never raises it (a simulated clock: 0.1 s per playout, 8 options a world)."""
    clock = ticking.clock
    bot = SearchBot(ticking, Level("t", 10**9, seconds=2.0))
    plays: list[float] = []
    for seconds in (None, 1.0, 5.0):
        clock[0] = 0.0
        bot({"price": 0.7}, 0, LEGAL, Rng(4), seconds=seconds)
        plays.append(clock[0])
    assert plays[1] <= 1.0 < plays[0] <= 2.0
    assert plays[2] == plays[0]  # a longer cap than the level's is not taken


def test_computers_deciding_together_take_at_most_twice_the_longest_cap():
    hard, medium = 0.75, 0.5
    assert shared_seconds(hard, [hard]) is None
    assert shared_seconds(hard, [hard, medium]) is None  # two keep their own caps
    assert shared_seconds(hard, [hard] * 3) == pytest.approx(0.5)
    eight = [hard] * 8
    assert sum(shared_seconds(cap, eight) or cap for cap in eight) == pytest.approx(2 * hard)
    mixed = [hard, hard, medium, medium]
    shares = [shared_seconds(cap, mixed) for cap in mixed]
    assert shares == pytest.approx([0.45, 0.45, 0.3, 0.3])  # each in proportion to its level
    assert shared_seconds(None, [hard] * 3) is None  # a level without a time cap keeps none
    assert shared_seconds(medium, [None, None, medium]) is None


def test_play_match_shares_the_time_as_the_app_does():
    """In a benchmark's game, as in the window, the searching computers of one simultaneous step
    share the time (four Hard ones: half of Hard's cap each), and a computer alone on its turn
    gets its whole cap."""
    from sheetdesk.core.headless import play_match
    from tests.declared import searching

    caps: list[tuple[bool, float | None]] = []
    # (any game whose computers search and whose steps may be taken together)
    entry, name, hard = searching(players=4)
    rules = entry.rules()

    class Noted(SearchBot[Any, Any]):
        def __call__(self, view, seat, legal, rng, cancel=None, log=(), seconds=None):  # type: ignore[no-untyped-def]
            caps.append((getattr(rules.step(view), "simultaneous", False), seconds))
            return super().__call__(view, seat, legal, rng, cancel, log, seconds)

    quick = Noted(hard.game, Level(name, playouts=8, seconds=0.75))
    play_match(entry.id, [(name, quick)] * 4, seed=3)
    shared = {round(seconds or 0, 9) for simultaneous, seconds in caps if simultaneous}
    assert shared == {0.375}
    assert {seconds for simultaneous, seconds in caps if not simultaneous} == {None}


def test_play_match_tells_a_computer_the_seats_of_a_step_it_plays():
    """As in the window, a computer deciding in a simultaneous step is told which seats of the
    step it plays (`together=`: a step searched as one gets the level's playouts for each of
    them); another computer's seats are not among them. (A bot that does not take it is not
    told: the wrapper of the test above has no `together`.)"""
    from sheetdesk.core.headless import play_match
    from tests.declared import searching

    told: list[tuple[Seat, bool, frozenset[Seat]]] = []
    entry, name, hard = searching(players=4)
    rules = entry.rules()

    class Noted(SearchBot[Any, Any]):
        def __call__(  # type: ignore[no-untyped-def]
            self, view, seat, legal, rng, cancel=None, log=(), seconds=None, together=()
        ):
            simultaneous = getattr(rules.step(view), "simultaneous", False)
            told.append((seat, simultaneous, frozenset(together)))
            return super().__call__(view, seat, legal, rng, cancel, log, seconds, together)

    even, odd = (Noted(hard.game, Level(name, playouts=4)) for _ in "ab")
    play_match(entry.id, [(name, even), (name, odd), (name, even), (name, odd)], seed=3)
    together = {seats for _seat, simultaneous, seats in told if simultaneous}
    assert together and together <= {frozenset({0, 2}), frozenset({1, 3})}
    assert all(seat in seats for seat, simultaneous, seats in told if simultaneous)
    assert {seats for _seat, simultaneous, seats in told if not simultaneous} <= {frozenset()}


def test_who_is_told_the_seats_of_a_step():
    """A search level, and a wrapper passing on any keyword, are told the seats of a step they
    play (`together=`); a bot that does not take them is not."""

    def plain(view, seat, legal, rng, cancel=None, log=(), seconds=None):  # type: ignore[no-untyped-def]
        return legal[0]

    def passing(view, seat, legal, rng, **extra):  # type: ignore[no-untyped-def]
        return legal[0]

    assert takes_together(SearchBot(DieGame(), Level("t", 8)))
    assert takes_together(passing) and not takes_together(plain)


def test_the_same_seed_gives_the_same_search():
    first = search(DieGame(), {"price": 0.4}, 0, LEGAL, Rng(5), Level("t", 300))
    second = search(DieGame(), {"price": 0.4}, 0, LEGAL, Rng(5), Level("t", 300))
    assert first.option == second.option and first.stats == second.stats


def test_without_a_budget_the_policy_decides_with_the_randomness_asked_for():
    game = DieGame(policy_pick="guess4")
    level = Level("easy", playouts=0)
    assert {search(game, {"price": 0.5}, 0, LEGAL, Rng(s), level).action for s in range(20)} == {
        Pick(name="guess4")
    }
    noisy = Level("easy", playouts=0, randomness=0.5)
    picks = [search(game, {"price": 0.5}, 0, LEGAL, Rng(s), noisy).action for s in range(200)]
    assert 60 < picks.count(Pick(name="guess4")) < 160
    assert len(set(picks)) > 3


def test_a_single_legal_action_is_taken_without_searching():
    game = DieGame()
    assert search(game, {"price": 0.5}, 0, LEGAL[:1], Rng(1), Level("t", 100)).action == LEGAL[0]
    assert game.samples == 0


@pytest.mark.parametrize("level", [Level("t", 50), Level("t", 0)])
def test_a_search_bot_is_a_bot_and_gives_hints(level):
    bot = SearchBot(DieGame(), level)
    assert bot({"price": 0.7}, 0, LEGAL, Rng(1)) in LEGAL
    assert bot.hint({"price": 0.7}, 0, LEGAL) == bot.hint({"price": 0.7}, 0, LEGAL)


def test_leads_value_each_seat_by_its_margin_over_the_best_other_seat():
    values = leads([10.0, 4.0, 10.0, 0.0], scale=6.0, solo_mark=0.0)
    assert values[0] == values[2] == 0.5  # tied for the lead
    assert values[1] == squash(-1.0)
    assert values[3] == squash(-10.0 / 6.0)
    assert leads([50.0], 10.0, solo_mark=45.0) == [squash(0.5)]  # alone: against the mark
    assert leads([50.0], 10.0, solo_mark=45.0, solo_scale=20.0) == [squash(0.25)]
