"""Dice for a game's rules: a roll that keeps the held dice, holding and rolling again as actions,
and their log lines. Pure: no Qt.

A game that rolls, holds and rolls again puts `Roll`, `Hold` and `Reroll` in its action union
(their kinds, "roll", "hold" and "reroll", are then written into its saves), keeps its dice, the
held ones and the rolls made as plain tuples and an int of its state, and asks this module:
`rolled` for the dice after a roll, `toggled` for a hold, `turn_actions` for what the roller may
do, `describe` for the log (`describe_in`: from the state before the action). Words are in the
translation context "dice"."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, Protocol

from pydantic import Field

from .i18n import QT_TRANSLATE_NOOP, Text, say, words
from .protocol import Action, replaced
from .rng import Rng


class Roll(Action):
    """Chance's roll: a face for every die (the held ones keep theirs, `rolled`)."""

    kind: Literal["roll"] = "roll"
    dice: tuple[int, ...]


class Hold(Action):
    """Hold a die before the next roll, or release a held one."""

    kind: Literal["hold"] = "hold"
    die: int = Field(ge=0)


class Reroll(Action):
    """Roll the dice not held again."""

    kind: Literal["reroll"] = "reroll"


REROLL = Reroll()

WORDS = words(
    "dice",
    {
        "roll": QT_TRANSLATE_NOOP("dice", "The dice show {dice}."),
        "hold": QT_TRANSLATE_NOOP("dice", "{player} holds die {die}."),
        "release": QT_TRANSLATE_NOOP("dice", "{player} releases die {die}."),
        "reroll": QT_TRANSLATE_NOOP("dice", "{player} rolls again."),
    },
)


def roll(rng: Rng, count: int, sides: int = 6) -> Roll:
    """Chance's roll of `count` dice of `sides` faces (a game's `resolve_chance`)."""
    return Roll(dice=tuple(rng.randint(1, sides) for _ in range(count)))


def rolled(dice: Sequence[int], held: Sequence[bool], new: Roll) -> tuple[int, ...]:
    """The dice after the roll `new`: the held ones as they were, the others as rolled."""
    return tuple(
        old if keep else face for old, keep, face in zip(dice, held, new.dice, strict=True)
    )


def toggled(held: tuple[bool, ...], action: Hold) -> tuple[bool, ...]:
    """The held dice after `action`: its die held, or released if it was held."""
    return replaced(held, action.die, not held[action.die])


def turn_actions(count: int, rolls: int, most: int) -> list[Action]:
    """What the roller may do with the dice after `rolls` rolls of at most `most`: hold or release
    any of the `count` dice and roll again, or nothing once the rolls are spent."""
    return [*_holds(count), REROLL] if rolls < most else []


def _holds(count: int) -> tuple[Hold, ...]:
    while len(_HOLDS) < count:  # made once: the legal actions are asked at every step
        _HOLDS.append(Hold(die=len(_HOLDS)))
    return tuple(_HOLDS[:count])


_HOLDS: list[Hold] = []


def describe(action: Roll | Hold | Reroll, dice: Sequence[int], held: Sequence[bool]) -> Text:
    """The log line of a dice action taken with these dice and held dice (`{player}` is the
    actor): a roll names the dice it leaves (held ones included), a hold says hold or release."""
    if isinstance(action, Roll):
        return say(WORDS, "roll", dice=" ".join(map(str, rolled(dice, held, action))))
    if isinstance(action, Hold):
        return say(WORDS, "release" if held[action.die] else "hold", die=action.die + 1)
    return say(WORDS, "reroll")


class Rolling(Protocol):
    """A game's state that keeps dice: their faces and which are held (plain tuples)."""

    @property
    def dice(self) -> Sequence[int]: ...

    @property
    def held(self) -> Sequence[bool]: ...


def describe_in(action: Action, before: Rolling | None) -> Text:
    """`describe` as a game's rules' `describe` asks it: `action`, a dice action, taken in the
    state `before` (None: the state not known, the dice as if none were held)."""
    if not isinstance(action, Roll | Hold | Reroll):
        raise TypeError(f"not a dice action: {action!r}")
    if before is not None:
        return describe(action, before.dice, before.held)
    if isinstance(action, Hold):
        count = action.die + 1
    else:
        count = len(action.dice) if isinstance(action, Roll) else 0
    return describe(action, (0,) * count, (False,) * count)
