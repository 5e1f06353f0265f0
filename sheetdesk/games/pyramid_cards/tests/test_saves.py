"""A Pyramid cards save with an illegal log entry is refused with its file name and the reason;
the golden game opens."""

from __future__ import annotations

import json

import pytest

from sheetdesk.core import savefile
from sheetdesk.resources import package_path

GOLDEN = package_path(
    "sheetdesk.games.pyramid_cards", "golden", "golden-pyramid-cards-4p.sheetdesk"
)


def test_the_golden_game_opens_and_is_over():
    assert savefile.load(GOLDEN).is_over()


def test_an_illegal_mark_in_the_log_is_refused_with_the_file_and_the_reason(tmp_path):
    data = json.loads(GOLDEN.read_text("utf-8"))
    index = next(
        i
        for i, e in enumerate(data["log"])
        if e["seat"] is not None and e["action"]["kind"] == "place"
    )
    data["log"][index]["action"]["cells"] = [[4, 4], [4, 3], [4, 2]]  # nowhere near the entrance
    path = tmp_path / "broken.sheetdesk"
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(savefile.SaveError) as error:
        savefile.load(path)
    assert error.value.path == path
    assert f"Move {index + 1} in it is not allowed by the rules." in error.value.reason.english()
    assert path.exists()  # a file elsewhere is never moved
