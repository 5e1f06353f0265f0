"""Every game's lesson on the real rules, without Qt: each move it shows the learner (and each
computer move) is legal where it comes, the lesson ends before the game does, every step and
score line has words, and a new player gets through it in two to five minutes by an estimate
(reading at 200 words a minute, a few seconds a click and more to fit a shape, the computer's
pauses)."""

from __future__ import annotations

import pytest

from sheetdesk.core import registry
from sheetdesk.core.lesson import LEARNER, kind_of, moves
from sheetdesk.core.protocol import Decide

LESSONS = [game for game in registry.GAMES if game.lesson() is not None]
WORDS_PER_MINUTE = 200
SECONDS_PER_CLICK = 3.0
SECONDS_TO_FIT = 5.0  # more for a shape to move, turn and mirror onto its outline
COMPUTER_PAUSE = 0.6  # the controller's pause before a computer's move


def test_the_lessons_cover_the_games():
    assert LESSONS, "no game declares a lesson"


def estimate(game: registry.GameEntry) -> tuple[int, float]:
    """(the learner's steps with the score card, the estimated seconds), replaying the lesson on
    the rules and checking every move is legal where it comes."""
    steps, seconds, _ = figures(game)
    return steps, seconds


def figures(game: registry.GameEntry) -> tuple[int, float, dict[str, int]]:
    """`estimate`'s figures, with the words read, the clicks, the shapes fitted and the
    computer's moves."""
    lesson = game.lesson()
    rules = game.rules()
    script = moves(lesson, rules, game.bot, game.bots[0])
    session = lesson.new_session(rules)
    names = [p.name for p in session.players]
    words = len(lesson.goal.english(names).split()) + len(lesson.closing.english(names).split())
    clicks, pauses, fitting = 0, 0, 0
    for move in script:
        step = session.step()
        assert isinstance(step, Decide) and move.seat in step.seats
        assert session.acting_seat() == move.seat
        assert move.action in session.legal_actions(move.seat), move
        if move.seat == LEARNER:
            said = lesson.teach(session.view(LEARNER), move.action).english(names)
            assert said.strip() and "{" not in said, said
            words += len(said.split())
            clicks += 1 + len(getattr(move.action, "cards", ()))
            fitting += move.action.kind == "place"
        else:
            said = rules.describe(move.action, move.seat, session.state).english(names)
            words += len(said.split())
            pauses += 1
        session.act(move.seat, move.action)
    assert not session.is_over(), "the lesson should stop before the game ends"
    kinds_said: set[str] = set()
    for item in rules.scores(session.state)[LEARNER].items:
        line = lesson.scoring(item)
        kind = kind_of(item)
        explained = lesson.kinds(kind) if lesson.kinds is not None and kind else None
        assert line is not None or explained is not None, item.key
        if explained is not None and kind not in kinds_said:  # said once for all its lines
            kinds_said.add(kind)
            words += len(explained.english(names).split())
        words += (len(line.english(names).split()) if line is not None else 0) + 3
    steps = sum(1 for move in script if move.seat == LEARNER) + 1
    seconds = words / WORDS_PER_MINUTE * 60 + clicks * SECONDS_PER_CLICK + pauses * COMPUTER_PAUSE
    seconds += fitting * SECONDS_TO_FIT
    counts = {"words": words, "clicks": clicks, "shapes": fitting, "computer moves": pauses}
    return steps, seconds, counts


@pytest.mark.parametrize("game", LESSONS, ids=lambda g: g.id)
def test_every_move_of_the_lesson_is_legal_and_it_takes_two_to_five_minutes(game):
    steps, seconds = estimate(game)
    assert 8 <= steps <= 30
    assert 120 <= seconds <= 300, f"{game.id}: {steps} steps, about {seconds:.0f} s"


def test_a_lesson_that_names_no_bot_plays_and_guides_with_the_games_first(monkeypatch):
    """A lesson that names no computer plays, and shows the learner the moves of, the game's
    first bot, whatever it is named (here the game's second, if it declares one, made its
    first)."""
    from dataclasses import replace

    from tests.declared import redeclare

    game = LESSONS[0]
    first = game.bots[min(1, len(game.bots) - 1)]
    entry = game._replace(bots=(first, *(b for b in game.bots if b != first)))
    redeclare(monkeypatch, entry, lesson=replace(game.game.lesson, bot=""))
    lesson = entry.lesson()
    assert lesson.bot == first
    assert [p.bot for p in lesson.players()[1:]] == [first]
    picked: list[str] = []

    def bot_of(name):
        picked.append(name)
        return entry.bot(name)

    moves(lesson, entry.rules(), bot_of, entry.bots[0])
    assert picked == [first, first]


if __name__ == "__main__":  # the figures for the notes: python -m tests.core.test_lesson
    for game in LESSONS:
        steps, seconds, counts = figures(game)
        print(f"{game.id}: {steps} steps, about {seconds / 60:.1f} minutes, {counts}")
