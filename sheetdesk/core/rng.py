"""Our own pinned pseudo-random generator, so a game number deals the same cards forever.

Python's `random` may change between versions; a save or a "Play game #…" must not. SplitMix64
is tiny, well studied and fully specified here. `derive(seed, *path)` gives independent streams
for independent purposes (setup, each chance action) from one game number.

The generator's outputs are computed a batch at a time, each output in a 128-bit lane of one
Python integer (SplitMix64's state after n draws is the seed plus n times its increment, so the
lanes are independent): a handful of big-integer operations then make up to 256 outputs, where
one at a time costs a dozen operations each. Play-outs draw hundreds of numbers a game; the
stream is exactly the one-at-a-time one (the tests compare them).
"""

from __future__ import annotations

import hashlib
import sys
from collections.abc import MutableSequence, Sequence
from functools import cache
from typing import TypeVar

T = TypeVar("T")

_TWO64 = 1 << 64
_MASK64 = _TWO64 - 1
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
_SMALL = 256
_LIMITS = (0, *(_TWO64 - _TWO64 % n for n in range(1, _SMALL)))  # below(n)'s bound
LIMITS = _LIMITS  # (for a loop drawing from `Rng.ahead()` itself)
_FIRST_BATCH = 16  # a generator drawing a few numbers (a dice roll) makes few ahead
_MOST_BATCH = 256
_LANE = 16  # bytes a lane: a 64-bit value times a 64-bit constant fits in 128 bits
_LITTLE = sys.byteorder == "little"


def derive(seed: int, *path: str | int) -> int:
    """A 64-bit seed for the sub-stream named by `path` (stable across Python versions)."""
    text = "/".join([str(int(seed))] + [str(p) for p in path]).encode("utf-8")
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "little")


def mix(state: int) -> int:
    """SplitMix64's output for the (already advanced) 64-bit `state`: the one-at-a-time
    definition the batches must equal."""
    z = ((state ^ (state >> 30)) * _MIX1) & _MASK64
    z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
    return z ^ (z >> 31)


@cache
def _lanes(size: int) -> tuple[int, int, int]:
    """For a batch of `size`: a 1 in every lane, lane i holding (i + 1) increments, and every
    lane's low 64 bits set."""
    ones = int.from_bytes((b"\1" + bytes(_LANE - 1)) * size, "little")
    steps = sum(((i + 1) * _GAMMA & _MASK64) << (8 * _LANE * i) for i in range(size))
    low = int.from_bytes((b"\xff" * 8 + bytes(_LANE - 8)) * size, "little")
    return ones, steps, low


def outputs(state: int, size: int) -> list[int]:
    """The next `size` outputs of the generator whose state is `state`, computed in lanes. A
    right shift carries a lane's low bits into the high half of the lane below, which `low`
    clears before each product and at the end."""
    ones, steps, low = _lanes(size)
    z = (state * ones + steps) & low
    z = (z ^ (z >> 30)) & low
    z = (z * _MIX1) & low
    z = (z ^ (z >> 27)) & low
    z = (z * _MIX2) & low
    z = (z ^ (z >> 31)) & low
    if _LITTLE:
        return memoryview(z.to_bytes(_LANE * size, "little")).cast("Q")[::2].tolist()
    return [(z >> (8 * _LANE * i)) & _MASK64 for i in range(size)]  # pragma: no cover


class Rng:
    """SplitMix64 (Steele, Lea, Flood 2014) with unbiased bounded integers."""

    __slots__ = ("_ahead", "_batch", "_state")

    def __init__(self, seed: int) -> None:
        self._state = int(seed) & _MASK64  # after the outputs made so far
        self._ahead: list[int] = []  # outputs made and not drawn yet, the next one last
        self._batch = _FIRST_BATCH

    def _refill(self) -> list[int]:
        size = self._batch
        made = outputs(self._state, size)
        made.reverse()
        self._ahead = made
        self._state = (self._state + size * _GAMMA) & _MASK64
        if size < _MOST_BATCH:
            self._batch = size * 2
        return made

    def next_u64(self) -> int:
        return (self._ahead or self._refill()).pop()

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) by rejection (no modulo bias). A small bound drawn with
        an output made ahead is answered here at once: play-outs ask for hundreds a game."""
        if 0 < n < _SMALL:
            x = (self._ahead or self._refill()).pop()
            if x < _LIMITS[n]:
                return x % n
            return self._below(n, x)
        if n <= 0:
            raise ValueError("n must be positive")
        return self._below(n, (self._ahead or self._refill()).pop())

    def expect(self, draws: int) -> None:
        """About `draws` draws are to come (a play-out's bot): the next batch makes that many
        outputs (at most 256) at once. Batches growing from a few outputs cost a play-out of
        a few hundred draws more batches, and more outputs than it draws; the stream is the same."""
        self._batch = max(self._batch, min(draws, _MOST_BATCH))

    def ahead(self) -> list[int]:
        """The outputs made and not drawn yet, the next one last (a batch made now if none): a
        play-out's hot loop pops its draws from this list itself, `below(n)` for a bound n in
        1..255 as `x % n if x < LIMITS[n] else rng.below_from(n, x)` for the popped `x`, and
        asks again once the list is empty (the generator then makes a new one)."""
        return self._ahead or self._refill()

    def below_from(self, n: int, x: int) -> int:
        """below(n) when its first output `x` was popped from `ahead()` by the caller."""
        return self._below(n, x)

    def _below(self, n: int, x: int) -> int:
        """below(n) from the output `x` on: rejected outputs are passed over."""
        limit = _LIMITS[n] if n < _SMALL else _TWO64 - _TWO64 % n
        while x >= limit:
            x = (self._ahead or self._refill()).pop()
        return x % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in [low, high], both ends included (a die: randint(1, 6))."""
        return low + self.below(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        """items[below(len(items))], a short sequence's draw made here at once (the soak and the
        bots choose thousands of times a game)."""
        n = len(items)
        if 0 < n < _SMALL:
            x = (self._ahead or self._refill()).pop()
            return items[x % n if x < _LIMITS[n] else self._below(n, x)]
        return items[self.below(n)]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates in place, each index drawn as below(i + 1) draws it (written out: every
        deal and reshuffle draws dozens). A batch made here makes at least the draws still to
        come (`expect`): a deal's 43 in one batch, not 16 and then 32."""
        limits = _LIMITS
        ahead = self._ahead
        for i in range(len(items) - 1, 0, -1):
            if not ahead:  # (the list popped from is the generator's until it is empty)
                self.expect(i)
                ahead = self._ahead or self._refill()
            x = ahead.pop()
            n = i + 1
            j = x % n if n < _SMALL and x < limits[n] else self._below(n, x)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out


def new_game_number(entropy: int) -> int:
    """A friendly game number (1..999 999) from any entropy, e.g. time.time_ns()."""
    return 1 + Rng(entropy).below(999_999)
