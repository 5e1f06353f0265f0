"""Statistics over the finished games' index, and its CSV export, on games built by hand."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime

import pytest

from sheetdesk.core import registry, stats
from sheetdesk.core.history import GameRecord, SeatRecord
from sheetdesk.core.i18n import PlayerRef, Text

# two games to mix (stats reads a game's id only): the registry's first and last
FIRST, LAST = registry.GAMES[0].id, registry.GAMES[-1].id


def _seat(seat, pid, name, total, winner=False, *, level="", items=()):
    return SeatRecord(
        seat, pid, name, name, "bot" if level else "human", level, total, winner, tuple(items)
    )


def _game(n, seats, game=FIRST, day=1):
    return GameRecord(
        id=n,
        file=f"g{n}.sheetdesk",
        match_id=f"g{n}",
        game=game,
        rules_version=1,
        created=datetime(2026, 1, day, tzinfo=UTC),
        finished=datetime(2026, 1, day, 1, tzinfo=UTC),
        end_reason=Text("x", "{who} locked two rows.", (("who", PlayerRef(0)),)),
        seats=tuple(seats),
    )


ANNA, KUBA, BOT = 1, 2, 3
RED = ("row.red", "Red")


@pytest.fixture
def games():
    return [
        _game(1, [_seat(0, ANNA, "Anna", 50, True, items=[(*RED, 20)]),
                  _seat(1, KUBA, "Kuba", 40, items=[(*RED, 10)])], day=3),
        _game(2, [_seat(0, KUBA, "Kuba", 60, True, items=[(*RED, 30)]),
                  _seat(1, ANNA, "Anna", 30, items=[(*RED, 4)]),
                  _seat(2, BOT, "Bot", 70, True, level="hard")], day=1),
        _game(3, [_seat(0, ANNA, "Anna", 45, True), _seat(1, KUBA, "Kuba", 45, True)], day=2),
        _game(4, [_seat(0, ANNA, "Anna", 99, True), _seat(1, BOT, "Bot", 9, level="easy")],
              game=LAST, day=4),
    ]  # fmt: skip


def _line(lines, name, game=FIRST, level=""):
    return next(x for x in lines if (x.name, x.game, x.level) == (name, game, level))


def test_a_line_per_player_per_game_with_wins_shares_and_scores(games):
    lines = stats.per_player(games)
    anna = _line(lines, "Anna")
    assert (anna.played, anna.wins, anna.shared_wins) == (3, 2, 1)
    assert anna.win_share == pytest.approx(2 / 3)
    assert (anna.best, anna.mean, anna.median) == (50, pytest.approx(125 / 3), 45.0)
    assert anna.parts == {"row.red": pytest.approx(24 / 3)} and anna.labels["row.red"] == "Red"
    assert _line(lines, "Anna", LAST).played == 1
    kuba = _line(lines, "Kuba")
    assert (kuba.played, kuba.wins, kuba.median) == (3, 2, 45.0)


def test_computers_show_with_their_level_and_can_be_left_out(games):
    lines = stats.per_player(games)
    assert _line(lines, "Bot", level="hard").wins == 1
    assert _line(lines, "Bot", LAST, level="easy").played == 1
    people = stats.per_player(games, computers=False)
    assert {line.name for line in people} == {"Anna", "Kuba"}
    people_lines = stats.per_game(games, computers=False)
    assert next(x for x in people_lines if x.game == FIRST).best == 60  # the bot's 70 left out


def test_each_games_own_figures(games):
    lines = stats.per_game(games)
    assert [line.game for line in lines] == sorted([FIRST, LAST])  # by game id
    first, last = (next(x for x in lines if x.game == game) for game in (FIRST, LAST))
    assert (first.played, first.seats, first.best) == (3, 7, 70)
    assert first.mean_winner == pytest.approx((50 + 70 + 45) / 3)
    assert (last.played, last.median) == (1, 54.0)


def test_head_to_head_counts_wins_alone_shared_and_the_difference(games):
    h = stats.head_to_head(games, ANNA, KUBA)
    assert (h.games, h.first_wins, h.second_wins, h.both_won, h.neither_won) == (3, 1, 1, 1, 0)
    assert h.mean_difference == pytest.approx((10 - 30 + 0) / 3)
    assert stats.head_to_head(games, ANNA, BOT, game=LAST).first_wins == 1
    assert stats.head_to_head(games, KUBA, BOT, game=LAST).games == 0


def test_scores_over_time_are_in_order_of_the_day_played(games):
    assert [s for _day, s in stats.over_time(games, ANNA, FIRST)] == [30, 45, 50]
    assert stats.over_time(games, BOT, FIRST, level="easy") == []


def test_the_csv_has_a_row_per_player_per_game_and_the_score_items(games):
    out = io.StringIO()
    assert stats.write_csv(games, out) == 9
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert len(rows) == 9
    first = rows[0]
    assert (first["game"], first["player"], first["score"], first["winner"]) == (
        FIRST, "Anna", "50", "1",
    )  # fmt: skip
    red = f"{FIRST}:row.red"  # a score item's column, named by its game
    assert first[red] == "20" and rows[-1][red] == ""
    assert first["end_reason"] == "Anna locked two rows."
    assert rows[4]["computer_level"] == "hard"
    assert stats.write_csv(games, io.StringIO(), computers=False) == 7


def test_csv_cells_never_start_a_formula():
    game = _game(1, [_seat(0, 1, '=HYPERLINK("x")', 5, True), _seat(1, 2, "-Ola", 3)])
    out = io.StringIO()
    stats.write_csv([game], out)
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert rows[0]["player"] == '\'=HYPERLINK("x")' and rows[1]["player"] == "'-Ola"


def test_every_text_cell_is_neutralised_and_numbers_stay_numbers():
    """The end reason, the match id and a computer's level are text as a name is: none may
    start a formula. A negative score or item is a number, written as one (a spreadsheet must
    sum it), and a control character reaches no cell."""
    game = GameRecord(
        id=1,
        file="g1.sheetdesk",
        match_id="+g1",
        game=FIRST,
        rules_version=1,
        created=datetime(2026, 1, 1, tzinfo=UTC),
        finished=datetime(2026, 1, 1, 1, tzinfo=UTC),
        end_reason=Text("x", '=HYPERLINK("http://x", "{who}")', (("who", PlayerRef(0)),)),
        seats=(
            _seat(0, 1, "\tAna\x07", -15, True, items=[("@sum", "Sum", -15)]),
            _seat(1, 2, "\x1b[31mBen", 3, level="-cmd", items=[("@sum", "Sum", 3)]),
        ),
    )
    out = io.StringIO()
    stats.write_csv([game], out)
    text = out.getvalue()
    assert "\x07" not in text and "\x1b" not in text and "\t" not in text
    rows = list(csv.DictReader(io.StringIO(text)))
    assert rows[0]["end_reason"].startswith("'=HYPERLINK(")
    assert rows[0]["match_id"] == "'+g1"
    assert rows[0]["player"] == "'Ana" and rows[1]["player"] == "[31mBen"
    assert rows[1]["computer_level"] == "'-cmd"
    assert rows[0]["score"] == "-15" and rows[0][f"{FIRST}:@sum"] == "-15"
    assert rows[1]["score"] == "3"


def test_no_games_no_figures():
    assert stats.per_player([]) == [] and stats.per_game([]) == []
    assert stats.head_to_head([], 1, 2).games == 0
    out = io.StringIO()
    assert stats.write_csv([], out) == 0
    assert out.getvalue().startswith("finished,game")


def _day(n: int) -> datetime:
    return datetime(2026, 1, n, 1, tzinfo=UTC)


def test_who_won_most_ever_and_since_a_day_over_every_game(games):
    scores = stats.seat_scores(games)
    ever = stats.most_wins(scores, computers=False)
    assert [(x.name, x.wins, x.games) for x in ever] == [("Anna", 3, 4), ("Kuba", 2, 3)]
    recent = stats.most_wins(scores, _day(3), computers=False)
    assert [(x.name, x.wins, x.games) for x in recent] == [("Anna", 2, 2)]  # Kuba won none
    with_bots = stats.most_wins(scores)
    assert ("Bot", "hard", 1) in [(x.name, x.level, x.wins) for x in with_bots]


def test_records_with_their_dates(games):
    scores = stats.seat_scores(games)
    best = stats.best_scores(scores, computers=False)
    assert [(f.game, f.name, f.value, f.when) for f in best] == sorted(  # by the games' ids
        [(LAST, "Anna", 99, _day(4)), (FIRST, "Kuba", 60, _day(1))]
    )
    assert {f.game: (f.name, f.value) for f in stats.best_scores(scores)}[FIRST] == ("Bot", 70)
    streak = stats.longest_streak(scores, computers=False)
    assert streak is not None and (streak.name, streak.value, streak.when) == ("Anna", 3, _day(4))
    firsts = stats.first_wins(scores, computers=False)
    assert [(f.name, f.game, f.value, f.when) for f in firsts] == [
        ("Kuba", FIRST, 60, _day(1)),
        ("Anna", FIRST, 45, _day(2)),
    ]
    assert stats.longest_streak([]) is None
