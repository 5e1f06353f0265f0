"""One player's table opened at a size after the window showed it at another is laid out as one
shrunk there, and settled (fitted once more, nothing moves). On 156e33fb, opened at 819x600
after 1024x600, the table shared its width before its first position hid the seats not playing,
on their small sheet's least width, and kept the others' panel 91 px wide from there; fitted
once more, or shrunk there, it took none."""

from __future__ import annotations

from tests.ui.test_size_not_history import _faults, _saved


def test_one_players_table_opened_after_another_size_is_laid_out_for_its_size(window):  # type: ignore[no-untyped-def]
    faults = _faults(window, _saved("treasure_cards", 1), "en", False, (((1024, 600), (819, 600)),))
    assert not faults, "\n".join(faults)
