"""Computer players for Number rows. Each decides from `view(state, seat)` only and always returns
one of the `legal` actions it is given.

- `random`: uniform among the legal actions.
- `greedy`: a simple heuristic: take useful numbers, use the announced number when it skips at
  most one open cell, play the cards that cross the most numbers with the fewest skipped cells,
  avoid misthrows, and close rows when it can.
"""

from __future__ import annotations

import itertools
from typing import Any

from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.rng import Rng

from .rules import (
    COLORS,
    MIN_CROSSES_FOR_LAST,
    ROW_NUMBERS,
    AnnounceCross,
    AnnounceDone,
    Cross,
    Done,
    Play,
    PlayerSheet,
    State,
    Take,
)

_POS = tuple({n: i for i, n in enumerate(ROW_NUMBERS[c])} for c in COLORS)
_LAST = tuple(ROW_NUMBERS[c][-1] for c in COLORS)
_ROW = {c: i for i, c in enumerate(COLORS)}

CROSS_VALUE = 10
SKIP_COST = 6
LOCK_VALUE = 8
MISTHROW_COST = 12


def random(view: Any, seat: Seat, legal: list[Action], rng: Rng) -> Action:
    """Uniform among the legal actions."""
    return rng.choice(legal)


def _skips(sheet: PlayerSheet, r: int, number: int) -> int | None:
    """Open cells passed over when crossing `number` in row `r` now; None if not allowed."""
    if sheet.locked[r]:
        return None
    crossed = sheet.crosses[r]
    start = _POS[r][crossed[-1]] + 1 if crossed else 0
    pos = _POS[r][number]
    if pos < start:
        return None
    if number == _LAST[r] and len(crossed) < MIN_CROSSES_FOR_LAST:
        return None
    return pos - start


def _best_crosses(
    sheet: PlayerSheet,
    r: int,
    numbers: list[int],
    play_crosses: tuple[int, ...],
    misthrow_risk: bool,
) -> tuple[int, tuple[int, ...]]:
    """The best subset of `numbers` (row order) to cross now: (value, subset). Crossing nothing
    is worth 0, or minus a misthrow if nothing else was crossed this turn."""
    pos = _POS[r]
    best: tuple[int, tuple[int, ...]] = (-MISTHROW_COST if misthrow_risk else 0, ())
    for size in range(1, len(numbers) + 1):
        for subset in itertools.combinations(numbers, size):
            crossed = list(sheet.crosses[r])
            done = list(play_crosses)
            value = 0
            ok = True
            for n in subset:
                start = pos[crossed[-1]] + 1 if crossed else 0
                if sheet.locked[r] or pos[n] < start:
                    ok = False
                    break
                if n == _LAST[r] and len(crossed) < MIN_CROSSES_FOR_LAST:
                    ok = False
                    break
                if done and pos[n] - pos[done[0]] - len(done) > 1:  # NR-T4 gap rule
                    ok = False
                    break
                value += CROSS_VALUE - SKIP_COST * (pos[n] - start)
                if n == _LAST[r]:
                    value += LOCK_VALUE
                crossed.append(n)
                done.append(n)
            if ok and value > best[0]:
                best = (value, subset)
    return best


def _take_value(sheet: PlayerSheet, number: int | None) -> float:
    if number is None:
        return 0.0
    total = 0.0
    for r in range(len(COLORS)):
        skips = _skips(sheet, r, number)
        if skips is not None:
            total += max(0, CROSS_VALUE - SKIP_COST * skips)
    return total / len(COLORS)


def _pick(scored: list[tuple[float, Action]], rng: Rng) -> Action:
    top = max(score for score, _ in scored)
    return rng.choice([action for score, action in scored if score == top])


def greedy(view: Any, seat: Seat, legal: list[Action], rng: Rng) -> Action:
    """A sensible heuristic player (see the module docstring)."""
    state: State = view
    sheet = state.sheets[seat]
    first = legal[0]

    if isinstance(first, Take):
        scored: list[tuple[float, Action]] = []
        for action in legal:
            if isinstance(action, Take) and action.slot < len(state.display):
                scored.append((_take_value(sheet, state.display[action.slot].number), action))
        return _pick(scored, rng) if scored else first

    if any(isinstance(a, AnnounceDone) for a in legal):
        number = state.announced
        options: list[tuple[float, Action]] = []
        for action in legal:
            if isinstance(action, AnnounceCross) and number is not None:
                r = _ROW[action.row]
                skips = _skips(sheet, r, number)
                if skips is not None and skips <= 1:
                    bonus = LOCK_VALUE if number == _LAST[r] else 0
                    options.append((CROSS_VALUE - SKIP_COST * skips + bonus, action))
        if options:
            return _pick(options, rng)
        return next(a for a in legal if isinstance(a, AnnounceDone))

    plays = [a for a in legal if isinstance(a, Play)]
    if plays:
        hand = {card.id: card for card in state.hands[seat]}
        announced_cross = state.announce_marks[seat] is not None
        scored = []
        for play in plays:
            r = _ROW[play.color]
            numbers = sorted(
                {n for i in play.cards if (n := hand[i].number) is not None}
                if all(i in hand for i in play.cards)
                else set(),
                key=_POS[r].__getitem__,
            )
            value, _ = _best_crosses(sheet, r, numbers, (), not announced_cross)
            # keep cards when it costs nothing: prefer the smaller play on equal value
            scored.append((value - 0.1 * len(play.cards), play))
        return _pick(scored, rng)

    crosses = [a for a in legal if isinstance(a, Cross)]
    done = next((a for a in legal if isinstance(a, Done)), None)
    if crosses and state.play_color is not None:
        r = _ROW[state.play_color]
        numbers = sorted({a.number for a in crosses}, key=_POS[r].__getitem__)
        crossed_any = bool(state.play_crosses) or state.announce_marks[seat] is not None
        _, subset = _best_crosses(sheet, r, numbers, state.play_crosses, not crossed_any)
        if subset:
            for action in crosses:
                if action.number == subset[0]:
                    return action
    if done is not None:
        return done
    return rng.choice(legal)
