"""Our own pinned pseudo-random generator, so a game number deals the same cards forever.

Python's `random` may change between versions; a save or a "Play game #…" must not. SplitMix64
is tiny, well studied and fully specified here. `derive(seed, *path)` gives independent streams
for independent purposes (setup, each chance action) from one game number.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_TWO64 = 1 << 64
_MASK64 = _TWO64 - 1
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
_SMALL = 256
_LIMITS = (0, *(_TWO64 - _TWO64 % n for n in range(1, _SMALL)))  # below(n)'s bound


def derive(seed: int, *path: str | int) -> int:
    """A 64-bit seed for the sub-stream named by `path` (stable across Python versions)."""
    text = "/".join([str(int(seed))] + [str(p) for p in path]).encode("utf-8")
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "little")


class Rng:
    """SplitMix64 (Steele, Lea, Flood 2014) with unbiased bounded integers."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = int(seed) & _MASK64

    def next_u64(self) -> int:
        self._state = state = (self._state + _GAMMA) & _MASK64
        z = ((state ^ (state >> 30)) * _MIX1) & _MASK64
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) by rejection (no modulo bias). The draw of next_u64 is
        written out here: play-outs ask for hundreds of these a game."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = _LIMITS[n] if n < _SMALL else _TWO64 - _TWO64 % n
        while True:
            self._state = state = (self._state + _GAMMA) & _MASK64
            z = ((state ^ (state >> 30)) * _MIX1) & _MASK64
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
            x = z ^ (z >> 31)
            if x < limit:
                return x % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in [low, high], both ends included (a die: randint(1, 6))."""
        return low + self.below(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out


def new_game_number(entropy: int) -> int:
    """A friendly game number (1..999 999) from any entropy, e.g. time.time_ns()."""
    return 1 + Rng(entropy).below(999_999)
