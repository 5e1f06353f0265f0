"""The card family's shared texts as each card game shows them use that game's terms (the
glossary's check, tests/ui/test_glossary.py, of each game's own texts, here for the family's).

A card game shows the family's table, rules and lesson words with its own versions laid over
them; a family text it does not replace it shows as the family wrote it. A family text that names
a term the two games word differently is never shown as it is: each game gives it in its own
words."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache

import pytest

from sheetdesk.core.i18n import Text
from sheetdesk.games.expeditions import lesson as family_lesson
from sheetdesk.games.expeditions import table as family_table
from sheetdesk.games.expeditions.engine import WORDS as FAMILY_WORDS
from sheetdesk.games.pyramid_cards import lesson as pyramid_lesson
from sheetdesk.games.pyramid_cards import rules as pyramid_rules
from sheetdesk.games.pyramid_cards import sheet as pyramid_sheet
from sheetdesk.games.treasure_cards import lesson as treasure_lesson
from sheetdesk.games.treasure_cards import rules as treasure_rules
from sheetdesk.games.treasure_cards import sheet as treasure_sheet
from sheetdesk.ui import i18n
from tests.ui.test_glossary import (
    FAMILY_OF,
    GAMES,
    Key,
    _found,
    _term,
    translations,
    wrong_terms,
)

FAMILY = "expeditions"
# (the game's table texts, rules words, lesson words) by key, each laid over the family's
OWN: dict[str, tuple[Mapping[str, Text], Mapping[str, Text], Mapping[str, Text]]] = {
    "treasure_cards": (
        treasure_sheet.TreasureCardsTable.TEXTS,
        treasure_rules.RULES.words,
        treasure_lesson.WORDS,
    ),
    "pyramid_cards": (
        pyramid_sheet.PyramidCardsTable.TEXTS,
        pyramid_rules.RULES.words,
        pyramid_lesson.WORDS,
    ),
}
SHARED = (family_table.TEXTS, FAMILY_WORDS, family_lesson.FAMILY_WORDS)
# (as the shared glossary lists them, or a game's own glossary names its family)
GAMES_OF_FAMILY = sorted(game for game, family in FAMILY_OF.items() if family == FAMILY)


def _keys(texts: Iterable[Text]) -> set[Key]:
    return {(t.context, t.source) for t in texts}


@cache
def family_keyed() -> set[Key]:
    """The family's texts that a game can replace by key."""
    keyed: set[Key] = set()
    for shared in SHARED:
        keyed |= _keys(shared.values())
    return keyed


@cache
def family_shown(game: str) -> frozenset[Key]:
    """The family's texts as `game` shows them (a family text a game replaces is not shown; one
    used directly is shown by every game)."""
    keys: set[Key] = set()
    for shared, own in zip(SHARED, OWN[game], strict=True):
        keys |= _keys({**shared, **own}.values())
    keys |= {k for k in translations("el") if k[0] == FAMILY and k not in family_keyed()}
    return frozenset(keys)


def test_the_family_lists_its_games():
    """Every game the glossary puts in the family has its words laid here, and none else."""
    assert sorted(OWN) == GAMES_OF_FAMILY


@pytest.mark.parametrize("language", i18n.TRANSLATED)
@pytest.mark.parametrize("game", GAMES_OF_FAMILY)
def test_every_family_text_a_card_game_shows_uses_its_own_terms(game, language):
    """Treasure cards' Greek says «ανοιχτός λογαριασμός», «κάρτα αξιολόγησης», «πλαίσιο» in the
    family's prompts, log and lesson as in its own; Pyramid cards' «ανοιχτή τετράδα», «κάρτα
    σκοραρίσματος», «κουτάκι»."""
    shown = family_shown(game)
    assert len(shown) > 40  # (the check reads the family's texts, not nothing)
    wrong = []
    for key in sorted(shown):
        for problem in wrong_terms(game, key, language):
            wrong.append((key, translations(language)[key], problem))
    assert not wrong, "\n".join(map(str, wrong))


def _differing_terms() -> list[tuple[str, str]]:
    """(term id, English pattern) of the terms the family's games word differently."""
    out = []
    for game in GAMES_OF_FAMILY:
        for term in GAMES[game]["terms"]:
            others = [_term(g, term["id"]) for g in GAMES_OF_FAMILY if g != game]
            if any(
                o is None or any(o[lang] != term[lang] for lang in i18n.TRANSLATED) for o in others
            ):
                out.append((term["id"], term["match"]))
    return out


def test_shared_card_texts_never_carry_one_games_term():
    """A family text naming the open display, the score card or a box, words the two card games
    say differently, is given by each game in its own words: shown as the family wrote it, it
    would be one game's word in the other's screen (or a third word in both)."""
    differing = _differing_terms()
    assert differing  # (the two games do word some things differently)
    borrowed = []
    for game in GAMES_OF_FAMILY:
        for key in family_shown(game):
            if key[0] != FAMILY:
                continue
            named = [tid for tid, pattern in differing if _found(pattern, key[1])]
            if named:
                borrowed.append((game, key[1], named))
    assert not borrowed, "\n".join(map(str, sorted(borrowed)))
