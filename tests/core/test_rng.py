"""The pinned PRNG: a golden sequence that must never change (saves and game numbers rely on it)."""

import pytest

from sheetdesk.core.rng import LIMITS, Rng, derive, mix


def test_splitmix64_golden_sequence():
    # Reference values of SplitMix64 seeded with 0 (the published test vector).
    rng = Rng(0)
    assert [rng.next_u64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_derive_is_pinned_and_separates_streams():
    assert derive(42, "setup") == derive(42, "setup")
    assert derive(42, "setup") != derive(42, "chance", 0)
    assert derive(42, "setup") != derive(43, "setup")


def test_derive_golden():
    assert derive(7, "setup") == GOLDEN_DERIVE_7_SETUP


def test_shuffle_golden_and_uniform_bounds():
    rng = Rng(derive(1, "setup"))
    assert rng.shuffled(range(10)) == GOLDEN_SHUFFLE
    rng = Rng(99)
    draws = [rng.below(6) for _ in range(6000)]
    assert set(draws) == set(range(6))
    assert all(800 < draws.count(v) < 1200 for v in range(6))


# Recorded once from this implementation; a change here breaks every saved game number.
GOLDEN_DERIVE_7_SETUP = 0x76FF1BE43A3B3FF7
GOLDEN_SHUFFLE = [9, 1, 4, 5, 8, 3, 7, 0, 6, 2]


def _one_at_a_time(seed: int, count: int) -> list[int]:
    """SplitMix64 as published: advance the state by its increment, mix it."""
    state, out = seed & (2**64 - 1), []
    for _ in range(count):
        state = (state + 0x9E3779B97F4A7C15) & (2**64 - 1)
        out.append(mix(state))
    return out


def test_outputs_made_in_batches_are_the_one_at_a_time_stream():
    # past every batch size (4, 8, ... 256) and several batches of the largest
    for seed in (0, 1, 42, 2**63, 2**64 - 1, derive(7, "setup")):
        rng = Rng(seed)
        assert [rng.next_u64() for _ in range(1500)] == _one_at_a_time(seed, 1500)
    assert mix((0x9E3779B97F4A7C15) & (2**64 - 1)) == 0xE220A8397B1DCDAF


def test_bounded_draws_read_the_same_stream_with_rejections_across_batches():
    # n just over 2**63 rejects about half the outputs, so draws straddle the batches' ends
    odd = 2**63 + 1
    for seed in (3, 2**64 - 5):
        stream = iter(_one_at_a_time(seed, 5000))
        rng = Rng(seed)
        for k in range(1200):
            n = (1, 6, 255, 256, 999_999, odd)[k % 6]
            if k % 7 == 0:
                assert rng.next_u64() == next(stream)
                continue
            limit = 2**64 - 2**64 % n
            x = next(stream)
            while x >= limit:
                x = next(stream)
            assert rng.below(n) == x % n


def test_shuffle_draws_each_index_as_below_does():
    # 300 items: bounds past 256 take the large-bound path
    for seed in (5, 2**64 - 9):
        expected, stream = list(range(300)), iter(_one_at_a_time(seed, 2000))
        for i in range(299, 0, -1):
            limit = 2**64 - 2**64 % (i + 1)
            x = next(stream)
            while x >= limit:
                x = next(stream)
            j = x % (i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert Rng(seed).shuffled(range(300)) == expected


def test_draws_popped_from_the_outputs_ahead_are_belows_draws():
    # a hot loop pops from ahead() itself, asking again once the list is empty; a rejected
    # output (x at or past LIMITS[n]) is passed over by below_from as below passes it over
    for seed in (11, 2**64 - 3):
        rng, twin = Rng(seed), Rng(seed)
        ahead: list[int] = []
        for k in range(700):
            n = 1 + k % 255
            if not ahead:
                ahead = rng.ahead()
            x = ahead.pop()
            got = x % n if x < LIMITS[n] else rng.below_from(n, x)
            assert got == twin.below(n)
        assert rng.below(1000) == twin.below(1000)
    first, second = _one_at_a_time(5, 2)
    rng = Rng(5)
    assert rng.ahead().pop() == first and LIMITS[3] <= 2**64 - 1
    assert rng.below_from(3, 2**64 - 1) == second % 3  # rejected: the next output decides


def test_choice_picks_the_item_below_draws():
    for size in (1, 2, 3, 7, 100, 255, 256, 300, 5000):
        items = list(range(size))
        chooser, drawer = Rng(size), Rng(size)
        assert [chooser.choice(items) for _ in range(400)] == [
            items[drawer.below(size)] for _ in range(400)
        ]
    with pytest.raises(ValueError):
        Rng(1).choice([])
