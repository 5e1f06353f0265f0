"""simulate(): complete headless games, the fields docs/architecture.md names, the loop guard."""

from __future__ import annotations

import pytest

from sheetdesk.core import registry
from sheetdesk.core.headless import SimulationError, play_one
from sheetdesk.devtools.simulate import simulate
from tests.declared import uniform_bot

ANY = registry.GAMES[0]  # (any game would do)

FIELDS = {
    "game",
    "players",
    "games",
    "bot",
    "seconds",
    "games_per_s",
    "mean_score",
    "min_score",
    "max_score",
    "mean_winner_score",
}


@pytest.mark.parametrize("bot", [ANY.bots[0], uniform_bot(ANY)])
def test_simulate_fields(bot):
    result = simulate(ANY.id, players=3, games=3, seed=5, bot=bot)
    assert set(result) >= FIELDS
    assert result["game"] == ANY.id and result["players"] == 3
    assert result["games"] == 3 and result["bot"] == bot
    assert result["seconds"] > 0 and result["games_per_s"] > 0
    assert result["min_score"] <= result["mean_score"] <= result["max_score"]
    assert result["min_score"] <= result["mean_winner_score"] <= result["max_score"]


def test_simulate_is_repeatable_and_uses_the_default_bot():
    first = simulate(ANY.id, 2, 2, seed=9, bot="")
    second = simulate(ANY.id, 2, 2, seed=9)
    assert first["bot"] == ANY.bots[0]
    timing = {"seconds", "games_per_s"}
    assert {k: v for k, v in first.items() if k not in timing} == {
        k: v for k, v in second.items() if k not in timing
    }


def test_every_simulated_game_is_finished_with_bots_in_every_seat(tally):
    session = play_one("tally", 3, seed=1, bot="uniform")
    assert session.is_over()
    assert all(p.kind == "bot" and p.bot == "uniform" for p in session.players)


def test_figures_match_a_recount(tally):
    result = simulate("tally", players=2, games=4, seed=3, bot="first")
    totals = [
        tuple(play_one("tally", 2, seed=3, bot="first", game_index=i).state.totals)
        for i in range(4)
    ]
    flat = [t for game in totals for t in game]
    assert result["mean_score"] == round(sum(flat) / len(flat), 3)
    assert (result["min_score"], result["max_score"]) == (min(flat), max(flat))
    assert result["mean_winner_score"] == round(sum(max(g) for g in totals) / 4, 3)


def test_a_looping_bot_is_stopped_with_a_clear_error(tally):
    with pytest.raises(SimulationError, match="looping"):
        simulate("tally", 2, 1, seed=1, bot="stubborn", options={"max_marks": 0}, max_actions=500)


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"game_id": "chess"}, KeyError),
        ({"players": ANY.max_players + 1}, ValueError),
        ({"games": 0}, ValueError),
        ({"bot": "genius"}, KeyError),
    ],
)
def test_bad_arguments(kwargs, error):
    arguments = {"game_id": ANY.id, "players": 2, "games": 1, "seed": 1, "bot": ""}
    arguments.update(kwargs)
    with pytest.raises(error):
        simulate(**arguments)


def test_a_match_gives_a_level_the_public_log_it_may_read():
    """Levels of the search take `log=` (what their seat has seen happen); play_match passes
    the seat's visible history, as the app does, and plain bots are called as before."""
    from sheetdesk.core.headless import play_match

    seen: list[tuple[int, int]] = []
    greedy = ANY.bot()

    class Listening:  # a searching level, as far as play_match can tell
        level = None

        def __call__(self, view, seat, legal, rng, cancel=None, log=(), seconds=None):  # type: ignore[no-untyped-def]
            seen.append((seat, len(log)))
            return greedy(view, seat, legal, rng)

    level = Listening()

    session = play_match(ANY.id, [("level", level), (ANY.bots[0], greedy)], seed=4)
    assert seen and all(seat == 0 for seat, _ in seen)
    assert max(n for _, n in seen) > 100
    assert len(session.visible_history(0)) >= max(n for _, n in seen)
