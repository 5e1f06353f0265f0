"""The one rule for a player's name (core.names), and the save writer and loader holding to it."""

from __future__ import annotations

import json

import pytest

from sheetdesk.core import savefile
from sheetdesk.core.names import MAX_NAME, NameRefused, clean_name, name_key, read_name
from sheetdesk.core.session import Player, Session
from tests.core.fakegame import TALLY

pytestmark = pytest.mark.usefixtures("tally")


def test_a_name_is_trimmed_its_spaces_made_one_and_in_one_form():
    assert clean_name("  Zoe\u0308   Smith ") == "Zoë Smith"
    assert clean_name("x" * MAX_NAME) == "x" * MAX_NAME
    assert clean_name("Ana 🎲") == "Ana 🎲"
    # an emoji family: the joiner between two pictures is part of the picture
    assert clean_name("👨\u200d👩\u200d👧") == "👨\u200d👩\u200d👧"


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("", "A player needs a name."),
        ("   ", "A player needs a name."),
        ("x" * (MAX_NAME + 1), f"at most {MAX_NAME} letters"),
        ("Ana\tBen", "single line"),
        ("Ana\nBen", "single line"),
        ("Ana\u2028Ben", "single line"),
        ("Ana\x07", "invisible"),  # BEL
        ("\x1b[31mAna", "invisible"),  # ESC: a terminal's colours
        ("Ana\u200b", "invisible"),  # zero-width space
        ("A\u200dna", "invisible"),  # a joiner between letters
        ("\ufeffAna", "invisible"),
        ("\u202eanA", "invisible"),  # right-to-left override
        ("Ana\u2066", "invisible"),  # a direction isolate
        ("\u3164", "invisible"),  # a Hangul filler: draws as nothing
        ("Ana\ud800", "invisible"),  # a lone surrogate cannot even be written
    ],
)
def test_what_a_name_cannot_be_is_refused_with_a_reason(name, why):
    with pytest.raises(NameRefused) as refused:
        clean_name(name)
    assert why in refused.value.reason.english()
    assert isinstance(refused.value, ValueError)


def test_a_name_read_from_a_file_is_made_one_the_rule_takes():
    assert read_name("Ana\u200b") == "Ana"
    assert read_name("\x1b[31mAna\x07") == "[31mAna"
    assert read_name("\u202eanA") == "anA"
    assert read_name("Ana\tBen") == "Ana Ben"
    assert read_name("y" * 100) == "y" * MAX_NAME
    assert read_name("a" * 23 + " 👨\u200d👩") == "a" * 23  # not a joiner left at the end
    for name in ("\u200b", "\x07", " \t "):
        with pytest.raises(NameRefused):
            read_name(name)


def test_a_zero_width_space_does_not_make_another_players_key():
    assert name_key("Ana\u200b") == name_key("ana") == name_key("A\u200dna")


def _session(*names: str) -> Session:
    return Session.new(TALLY.rules(), [Player(n) for n in names], {}, 7, match_id="names7")


@pytest.mark.parametrize("name", ["", "x" * 500, "Ana\x07", "Ana\u200b", "\u202eAna"])
def test_the_writer_refuses_what_the_rule_refuses(data_dir, name):
    session = _session("Ben", name)
    with pytest.raises(savefile.SaveError) as refused:
        savefile.write(session)
    assert "a player's name is refused" in refused.value.reason.english()
    assert not savefile.save_path_for(session.match_id).exists()


def test_the_writer_writes_a_name_as_the_rule_makes_it(data_dir):
    path = savefile.write(_session(" Ana  Maria ", "Zoe\u0308"))
    names = [p["name"] for p in json.loads(path.read_text(encoding="utf-8"))["players"]]
    assert names == ["Ana Maria", "Zoë"]


def test_names_an_old_save_holds_load_cleaned_and_write_again(data_dir):
    """An older version wrote names the rule now refuses: the game loads, with its names cleaned
    (and listed so), and is written again as it loaded."""
    path = savefile.write(_session("Ana", "Ben"))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["players"][0]["name"] = "An\u200ba\x07"
    data["players"][1]["name"] = "B" * 60
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = savefile.load(path)
    assert [p.name for p in loaded.players] == ["Ana", "B" * MAX_NAME]
    assert savefile.read_summary(path).players == ("Ana", "B" * MAX_NAME)
    savefile.write(loaded)
    assert [p.name for p in savefile.load(path).players] == ["Ana", "B" * MAX_NAME]


def test_a_save_whose_name_is_nothing_visible_is_damaged(data_dir):
    path = savefile.write(_session("Ana", "Ben"))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["players"][1]["name"] = "\u200b\u200b"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(savefile.SaveError) as refused:
        savefile.load(path)
    assert "name of player 2" in refused.value.reason.english()
