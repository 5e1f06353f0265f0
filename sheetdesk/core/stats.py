"""Statistics over the finished games' index (pure functions of `history.GameRecord`s).

A line of figures belongs to a player in one game (scores of different games do not compare):
games played, wins (a shared win counts, and is counted apart too) and win share, best, mean and
median score, and the score card's parts on average. A computer seat counts as its player at its
level (a computer at Easy and at Hard are two lines); `computers=False` leaves computer seats out
of every figure. Also: each game's own figures, head-to-head between two players, a player's
scores over time, the CSV export (one row per player per game), and the overview across every
game a family enjoys: who won most (this month, this year, ever) and the records with their
dates (the best score of each game, the longest winning streak, each player's first win). The
figures are counted from the index's quick reading (`History.seat_scores`, `History.part_sums`)
or from game records.
"""

from __future__ import annotations

import bisect
import csv
import statistics
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import IO

from .history import GameRecord, PartSum, SeatRecord, SeatScore

# A player in the figures: (player id, or None for a seat no player has; name; computer level).
Who = tuple[int | None, str, str]


def who(seat: SeatRecord | SeatScore | PartSum) -> Who:
    """Whose line a seat's score goes to: its player (by id; by name if it has none) at its
    level when a computer played it."""
    return (seat.player_id, seat.name if seat.player_id is None else "", seat.level)


@dataclass(frozen=True, slots=True)
class PlayerLine:
    player_id: int | None
    name: str
    level: str  # "" for a person
    game: str
    played: int
    wins: int  # shared wins included
    shared_wins: int
    best: int
    mean: float
    median: float
    parts: dict[str, float] = field(default_factory=dict)  # score item key -> mean points
    labels: dict[str, str] = field(default_factory=dict)  # score item key -> its English label
    computer: bool = False

    @property
    def win_share(self) -> float:
        return self.wins / self.played if self.played else 0.0


@dataclass(frozen=True, slots=True)
class GameLine:
    game: str
    played: int
    seats: int  # player-seats counted
    best: int
    mean: float
    median: float
    mean_winner: float


@dataclass(frozen=True, slots=True)
class HeadToHead:
    games: int  # finished games both played (of the game asked, or of any)
    first_wins: int  # the first won alone or shared, the second did not win
    second_wins: int
    both_won: int  # a shared win
    neither_won: int
    mean_difference: float  # first's score minus second's, on average (same game only)


def _seats(games: Iterable[GameRecord], computers: bool) -> Iterable[tuple[GameRecord, SeatRecord]]:
    for game in games:
        for seat in game.seats:
            if computers or not seat.computer:
                yield game, seat


# The figures are worked out from `SeatScore`s and `PartSum`s, as the index hands them out
# (`History.seat_scores`, `History.part_sums`: quick to read); `GameRecord`s are turned into the
# same first, so there is one way of counting.


def seat_scores(games: Sequence[GameRecord]) -> list[SeatScore]:
    """The games' seats as the index's `History.seat_scores` gives them."""
    return [
        SeatScore(
            game.id,
            game.game,
            game.finished,
            seat.seat,
            seat.player_id,
            seat.name,
            seat.computer,
            seat.level,
            seat.total,
            seat.winner,
            len(game.winners),
        )
        for game in games
        for seat in game.seats
    ]


def part_sums(games: Sequence[GameRecord]) -> list[PartSum]:
    """The games' score items summed as the index's `History.part_sums` gives them."""
    sums: dict[tuple[str, Who, bool, str], PartSum] = {}
    for game, seat in _seats(games, True):
        for position, (key, label, points) in enumerate(seat.items):
            mark = (game.game, who(seat), seat.computer, key)
            known = sums.get(mark)
            if known is None:
                player_id, name, level = mark[1]
                sums[mark] = PartSum(
                    game.game, player_id, name, level, seat.computer, key, label, position, points
                )
            else:
                sums[mark] = replace(known, points=known.points + points)
    return list(sums.values())


def player_lines(
    scores: Sequence[SeatScore], parts: Sequence[PartSum] = (), *, computers: bool = True
) -> list[PlayerLine]:
    """A line per player (at each computer level) per game, ordered by game then name."""
    groups: dict[tuple[str, Who], list[SeatScore]] = {}
    for score in scores:
        if computers or not score.computer:
            groups.setdefault((score.game, who(score)), []).append(score)
    summed: dict[tuple[str, Who], list[PartSum]] = {}
    for part in parts:
        if computers or not part.computer:
            summed.setdefault((part.game, who(part)), []).append(part)
    lines = []
    for (game_id, mark), played in groups.items():
        totals = [score.total for score in played]
        mine = sorted(summed.get((game_id, mark), ()), key=lambda part: part.position)
        lines.append(
            PlayerLine(
                player_id=mark[0],
                name=played[-1].name,  # (a renamed player shows the name now)
                level=mark[2],
                game=game_id,
                played=len(played),
                wins=sum(score.winner for score in played),
                shared_wins=sum(score.winner and score.winners > 1 for score in played),
                best=max(totals),
                mean=statistics.fmean(totals),
                median=float(statistics.median(totals)),
                parts={part.key: part.points / len(played) for part in mine},
                labels={part.key: part.label for part in mine},
                computer=played[-1].computer,
            )
        )
    return sorted(lines, key=lambda line: (line.game, line.name.casefold(), line.level))


def per_player(games: Sequence[GameRecord], *, computers: bool = True) -> list[PlayerLine]:
    """A line per player (at each computer level) per game, ordered by game then name."""
    return player_lines(seat_scores(games), part_sums(games), computers=computers)


def game_lines(scores: Sequence[SeatScore], *, computers: bool = True) -> list[GameLine]:
    """Each game's figures over every seat counted, ordered by game id."""
    by_game: dict[str, dict[int, list[SeatScore]]] = {}
    for score in scores:
        by_game.setdefault(score.game, {}).setdefault(score.game_id, []).append(score)
    lines = []
    for game_id, played in sorted(by_game.items()):
        counted = [s for seats in played.values() for s in seats if computers or not s.computer]
        totals = [s.total for s in counted]
        winners = [
            max(s.total for s in won)
            for won in ([s for s in seats if s.winner] for seats in played.values())
            if won and (computers or any(not s.computer for s in won))
        ]
        if not totals:
            continue
        lines.append(
            GameLine(
                game=game_id,
                played=len(played),
                seats=len(totals),
                best=max(totals),
                mean=statistics.fmean(totals),
                median=float(statistics.median(totals)),
                mean_winner=statistics.fmean(winners) if winners else 0.0,
            )
        )
    return lines


def per_game(games: Sequence[GameRecord], *, computers: bool = True) -> list[GameLine]:
    """Each game's figures over every seat counted, ordered by game id."""
    return game_lines(seat_scores(games), computers=computers)


def head_to_head(
    games: Sequence[GameRecord] | Sequence[SeatScore], first: int, second: int, *, game: str = ""
) -> HeadToHead:
    """How two players (by id) did in the finished games they both played."""
    tables: dict[int, dict[int, SeatScore]] = {}
    for score in _scores(games):
        if (not game or score.game == game) and score.player_id in (first, second):
            tables.setdefault(score.game_id, {})[score.player_id] = score
    counts = [0, 0, 0, 0]
    differences: list[int] = []
    played = 0
    for table in tables.values():
        a, b = table.get(first), table.get(second)
        if a is None or b is None:
            continue
        played += 1
        counts[(0 if a.winner and not b.winner else 1 if b.winner and not a.winner else
                2 if a.winner else 3)] += 1  # fmt: skip
        differences.append(a.total - b.total)
    return HeadToHead(
        games=played,
        first_wins=counts[0],
        second_wins=counts[1],
        both_won=counts[2],
        neither_won=counts[3],
        mean_difference=statistics.fmean(differences) if differences else 0.0,
    )


def over_time(
    games: Sequence[GameRecord] | Sequence[SeatScore],
    player_id: int,
    game: str,
    *,
    level: str | None = None,
) -> list[tuple[datetime, int]]:
    """A player's scores in one game, oldest first (at one computer level, if given)."""
    points = [
        (score.finished, score.total)
        for score in _scores(games)
        if score.game == game
        and score.player_id == player_id
        and (level is None or score.level == level)
    ]
    return sorted(points, key=lambda point: point[0])


def _scores(games: Sequence[GameRecord] | Sequence[SeatScore]) -> Sequence[SeatScore]:
    if games and isinstance(games[0], GameRecord):
        return seat_scores(games)  # type: ignore[arg-type]
    return games  # type: ignore[return-value]


# --- export ------------------------------------------------------------------------------------

CSV_COLUMNS = (
    "finished",
    "game",
    "rules_version",
    "match_id",
    "seat",
    "player_id",
    "player",
    "name_then",
    "computer_level",
    "score",
    "winner",
    "end_reason",
)


_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _cell(value: object) -> object:
    """A cell as a spreadsheet shows it: a number stays a number (a negative score too); a text
    loses its control characters (a terminal's BEL or ESC), and one that starts with =, +, -, @,
    a tab or a carriage return, which would start a formula, starts with an apostrophe."""
    if not isinstance(value, str):
        return value
    text = "".join(c for c in value if unicodedata.category(c) != "Cc")
    return f"'{text}" if value[:1] in _FORMULA_STARTS or text[:1] in _FORMULA_STARTS else text


def write_csv(games: Sequence[GameRecord], out: IO[str], *, computers: bool = True) -> int:
    """One row per player per game (oldest game first), the games' score items as the last
    columns (each game's own; empty in another game's rows). Returns the rows written."""
    items: dict[str, None] = {}
    for _game, seat in _seats(games, computers):
        for key, _label, _points in seat.items:
            items.setdefault(f"{_game.game}:{key}", None)
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([_cell(column) for column in (*CSV_COLUMNS, *items)])
    rows = 0
    for game, seat in _seats(games, computers):
        mine = {f"{game.game}:{key}": points for key, _label, points in seat.items}
        row: list[object] = [
            game.finished.isoformat(),
            game.game,
            game.rules_version,
            game.match_id,
            seat.seat + 1,
            "" if seat.player_id is None else seat.player_id,
            seat.name,
            seat.name_then,
            seat.level if seat.computer else "",
            seat.total,
            int(seat.winner),
            game.end_reason.english([s.name for s in game.seats]) if game.end_reason else "",
            *(mine.get(key, "") for key in items),
        ]
        writer.writerow([_cell(value) for value in row])
        rows += 1
    return rows


# --- the overview across every game ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Leader:
    """A player's wins (shared ones included) and games, over every game, in a period."""

    player_id: int | None
    name: str
    level: str  # "" for a person
    wins: int
    games: int

    @property
    def computer(self) -> bool:
        return bool(self.level)


@dataclass(frozen=True, slots=True)
class Feat:
    """A record: who set it, in which game ("" for any), its figure and when it was set."""

    player_id: int | None
    name: str
    level: str
    game: str
    value: int
    when: datetime

    @property
    def computer(self) -> bool:
        return bool(self.level)


@dataclass(frozen=True, slots=True)
class Overview:
    """The overview across every game: who won most in each period asked (most first), each
    game's best score, the longest winning streak, each player's first win (oldest first)."""

    most_wins: tuple[tuple[Leader, ...], ...]
    best_scores: tuple[Feat, ...]
    streak: Feat | None
    first_wins: tuple[Feat, ...]


def overview(
    scores: Sequence[SeatScore],
    periods: Sequence[datetime | None] = (None,),
    *,
    computers: bool = True,
) -> Overview:
    """Every figure of the overview in one pass over the scores in the order they were played
    (`periods`: the start of each period whose most wins are counted; None: ever). A player is
    named as their last game names them (a renamed player's name now)."""
    ordered = sorted(
        (s for s in scores if computers or not s.computer),
        key=lambda s: (s.finished, s.game_id, s.seat),
    )
    marks = [who(score) for score in ordered]
    names: dict[Who, str] = {}
    best: dict[str, SeatScore] = {}
    run: dict[Who, int] = {}
    top: tuple[Who, int, SeatScore] | None = None
    first: dict[Who, SeatScore] = {}
    for mark, score in zip(marks, ordered, strict=True):
        names[mark] = score.name
        if score.game not in best or score.total > best[score.game].total:
            best[score.game] = score
        streak = run[mark] = run.get(mark, 0) + 1 if score.winner else 0
        if streak and (top is None or streak > top[1]):
            top = (mark, streak, score)
        if score.winner and mark not in first:
            first[mark] = score
    # each period's games are the last ones played: counted from where it starts
    finished = [score.finished for score in ordered]
    tallies: list[dict[Who, list[int]]] = []
    for since in periods:
        start = bisect.bisect_left(finished, since) if since is not None else 0
        tally: dict[Who, list[int]] = {}
        for mark, score in zip(marks[start:], ordered[start:], strict=True):
            counts = tally.get(mark)
            if counts is None:
                tally[mark] = [int(score.winner), 1]
            else:
                counts[0] += score.winner
                counts[1] += 1
        tallies.append(tally)

    def feat(mark: Who, score: SeatScore, value: int, game: str) -> Feat:
        return Feat(score.player_id, names[mark], score.level, game, value, score.finished)

    leaders = tuple(
        tuple(
            sorted(
                (
                    Leader(mark[0], names[mark], mark[2], wins, games)
                    for mark, (wins, games) in tally.items()
                    if wins
                ),
                key=lambda x: (-x.wins, x.games, x.name.casefold(), x.level),
            )
        )
        for tally in tallies
    )
    return Overview(
        most_wins=leaders,
        best_scores=tuple(feat(who(s), s, s.total, game) for game, s in sorted(best.items())),
        streak=feat(top[0], top[2], top[1], "") if top is not None else None,
        first_wins=tuple(feat(mark, s, s.total, s.game) for mark, s in first.items()),
    )


def most_wins(
    scores: Sequence[SeatScore], since: datetime | None = None, *, computers: bool = True
) -> list[Leader]:
    """Who won most in the games finished at or after `since` (None: ever), over every game:
    the most wins first (fewer games played first on a tie, then the name); players who never
    won in the period are left out."""
    return list(overview(scores, (since,), computers=computers).most_wins[0])


def best_scores(scores: Sequence[SeatScore], *, computers: bool = True) -> list[Feat]:
    """Each game's best score, with who scored it and when (the first to reach it)."""
    return list(overview(scores, (), computers=computers).best_scores)


def longest_streak(scores: Sequence[SeatScore], *, computers: bool = True) -> Feat | None:
    """The most games in a row a player won (any game, in the order they were finished; a
    shared win counts), and when it ended (the first to reach it on a tie); None: no win."""
    return overview(scores, (), computers=computers).streak


def first_wins(scores: Sequence[SeatScore], *, computers: bool = True) -> list[Feat]:
    """Each player's first win: the game, the score and the day, oldest first."""
    return list(overview(scores, (), computers=computers).first_wins)
