"""A module's message table (core.i18n words, say, pick, listing) gives the same Texts as
writing them out."""

import pytest

from sheetdesk.core.i18n import (
    QT_TRANSLATE_NOOP,
    PlayerRef,
    listing,
    numerus,
    pick,
    say,
    text,
    words,
)

WORDS = words(
    "demo",
    {
        "roll": QT_TRANSLATE_NOOP("demo", "{name} rolls {first} and {second}."),
        "write.pyramid": QT_TRANSLATE_NOOP("demo", "{player} writes {number} on level {level}"),
        "write.obelisk": QT_TRANSLATE_NOOP("demo", "{player} writes {number} in the obelisk"),
        "joint": QT_TRANSLATE_NOOP("demo", "{first}, {second}"),
        "ended": numerus.translate("demo", "The game ends after %n roll(s).", None, 1),
    },
)


def test_a_message_is_the_text_written_out():
    said = say(WORDS, "roll", second=4, name=PlayerRef(1), first=6)
    assert said == text("demo", "{name} rolls {first} and {second}.", name=PlayerRef(1),
                        first=6, second=4)  # fmt: skip
    assert said.english(["Ana", "Jan"]) == "Jan rolls 6 and 4."
    assert WORDS["roll"].source == "{name} rolls {first} and {second}."
    assert list(WORDS) == ["roll", "write.pyramid", "write.obelisk", "joint", "ended"]
    with pytest.raises(KeyError):
        say(WORDS, "rolls")


def test_a_plural_message_takes_its_count():
    assert say(WORDS, "ended", n=1).english() == "The game ends after 1 roll."
    assert say(WORDS, "ended", n=12) == numerus.translate(
        "demo", "The game ends after %n roll(s).", None, 1
    ).count(12)
    with pytest.raises(ValueError, match="not a plural"):
        say(WORDS, "joint", n=2)


def test_pick_says_the_sentence_of_one_thing():
    assert pick(WORDS, "write", "obelisk", player="Ana", number=7, level=1).english() == (
        "Ana writes 7 in the obelisk"
    )
    assert pick(WORDS, "write", "pyramid", player="Ana", number=7, level=2).english() == (
        "Ana writes 7 on level 2"
    )
    with pytest.raises(KeyError):
        pick(WORDS, "write", "sphinx")


def test_listing_joins_items_pairwise_with_the_joint_message():
    items = [text("demo", "a"), text("demo", "b"), text("demo", "c")]
    assert listing(WORDS, "joint", []) is None
    assert listing(WORDS, "joint", items[:1]) == items[0]
    joined = listing(WORDS, "joint", items)
    assert joined == say(WORDS, "joint", first=say(WORDS, "joint", first=items[0], second=items[1]),
                         second=items[2])  # fmt: skip
    assert joined is not None and joined.english() == "a, b, c"


def test_a_plural_message_of_another_context_is_refused():
    with pytest.raises(ValueError, match="context"):
        words("demo", {"x": numerus.translate("other", "%n thing(s)", None, 1)})


def test_a_text_read_again_in_english_reads_the_same():
    # (equal texts print alike: a text written out once is not written out again; values
    # equal to others that print otherwise, 1 and True, are written out each time)
    said = say(WORDS, "roll", second=4, name=PlayerRef(1), first=6)
    assert said.english() == said.english() == "2 rolls 6 and 4."
    assert said.english(["Ana", "Jan"]) == "Jan rolls 6 and 4."
    assert text("demo", "{x}", x=1).english() == "1"
    assert text("demo", "{x}", x=True).english() == "True"
    assert text("demo", "{x}", x=1.0).english() == "1.0"
    assert text("demo", "{x}", x=1).english() == "1"
    assert say(WORDS, "ended", n=2).english() == "The game ends after 2 rolls."
