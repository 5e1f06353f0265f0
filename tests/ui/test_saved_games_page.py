"""The saved-games page and the start page with strange but loadable saves: one odd entry never
hides another, and "Continue" is described whenever it is enabled."""

from __future__ import annotations

import datetime as dt
import json
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheetdesk.core import registry, savefile
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.formatting import format_datetime

ENTRY = registry.get("number_rows")


@pytest.fixture(params=["Europe/Athens", "America/New_York", "UTC"])
def time_zone(request, monkeypatch):
    monkeypatch.setenv("TZ", request.param)
    time.tzset()
    yield request.param
    monkeypatch.undo()
    time.tzset()


def _save(names, updated: str | None = None) -> None:
    session = Session.new(ENTRY.rules(), [Player(n) for n in names], {"jokers": False}, 3)
    path = savefile.write(session)
    if updated is not None:
        data = json.loads(path.read_text(encoding="utf-8"))
        data["updated"] = updated
        path.write_text(json.dumps(data), encoding="utf-8")


def test_far_dates_do_not_hide_the_other_games(window, time_zone):
    _save(["Ana"])
    _save(["Ben"], updated="9999-12-31T23:59:59Z")
    _save(["Chloé"], updated="0001-01-01T00:00:00Z")
    window.show_saved_games()
    page = window.page("saved")
    assert page.table.rowCount() == 3
    players = sorted(page.table.item(row, 1).text() for row in range(3))
    assert players == ["Ana", "Ben", "Chloé"]
    assert all(page.table.item(row, 2).text() for row in range(3))
    window.show_start()
    assert window.start_page.continue_button.isEnabled()
    assert "Ben" in window.start_page.continue_details.text()  # the "newest" one


@settings(max_examples=200)
@given(
    moment=st.datetimes(timezones=st.timezones()) | st.datetimes(),
    zone=st.sampled_from(["Europe/Athens", "America/New_York", "Pacific/Kiritimati", "UTC"]),
)
def test_format_datetime_never_raises(qapp, moment: dt.datetime, zone: str):
    import os

    old = os.environ.get("TZ")
    os.environ["TZ"] = zone
    time.tzset()
    try:
        assert isinstance(format_datetime(moment), str)
    finally:
        if old is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = old
        time.tzset()


def _played(game_id: str, steps: int) -> Session:
    """A session of `game_id` with random choices for its first `steps` decisions."""
    from sheetdesk.core.rng import Rng

    entry = registry.get(game_id)
    session = Session.new(entry.rules(), [Player("Ana"), Player("Ben")], {}, 5)
    rng = Rng(5)
    for _ in range(steps):
        seat = session.acting_seat()
        if seat is None or session.is_over():
            break
        session.act(seat, rng.choice(list(session.legal_actions(seat))))
    return session


@pytest.mark.parametrize("game_id", sorted(registry.games_by_id()))
def test_progress_is_told_in_the_games_own_terms_and_language(window, game_id):
    from sheetdesk.ui.game_table import translate_text

    session = _played(game_id, 12)
    said = session.rules.progress(session.state)
    assert said is not None
    savefile.write(session)
    window.show_saved_games()
    page = window.page("saved")
    english = page.table.item(0, 3).text()
    assert english.startswith(translate_text(said) + " · ")
    window.set_language("el")
    greek = page.table.item(0, 3).text()
    assert greek.startswith(translate_text(said) + " · ") and greek != english
    window.set_language("en")


def test_a_save_written_before_stages_still_tells_its_turn(window):
    session = Session.new(ENTRY.rules(), [Player("Ana"), Player("Ben")], {"jokers": False}, 3)
    path = savefile.write(session)
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["progress"]["stage"]
    data["progress"]["turn"] = 4
    path.write_text(json.dumps(data), encoding="utf-8")
    window.show_saved_games()
    assert window.page("saved").table.item(0, 3).text() == "Turn 4 · 0 moves"


@pytest.mark.parametrize(
    "stage",
    [
        {"context": "number_rows", "source": "Turn {turn.__class__}", "args": {"turn": 1}},
        {"context": "number_rows", "source": "x" * 500, "args": {}},
        {"context": "number_rows", "source": "Turn {turn}", "args": {"turn": [1]}},
    ],
)
def test_a_stage_that_could_format_anything_else_is_refused(stage):
    with pytest.raises(Exception, match="validation error"):
        savefile.Stage.model_validate(stage)


@pytest.mark.parametrize("language", ["en", "el"])
def test_long_lists_of_players_stay_whole_on_a_small_screen(window, qtbot, language):
    """Nine long names (and their scores) in a 1024×600 window: every name and every column
    title is whole, in English and in Greek (the longer column titles)."""
    from tests.ui.fit import clipped

    names = ["Zofia Kowalska", "Γιαγιά Σοφία", "Παναγιώτης", "Małgorzata", "Ana"] * 2
    _save(names[:5])
    giza = registry.get("giza_dice")
    savefile.write(Session.new(giza.rules(), [Player(n) for n in names[:9]], {}, 3))
    window.set_language(language)
    window.show_saved_games()
    page = window.page("saved")
    window.resize(1024, 600)
    qtbot.wait(1)  # the event loop runs once, as it does before anything is drawn
    assert page.table.rowCount() == 2
    assert clipped(page) == []
