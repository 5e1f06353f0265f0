"""One term for one thing, per game and language, as that game's printed rulebook says it.

The glossary (`resources/translations/glossary.json`, for people `docs/glossary.md`) lists the
built-in games' terms in English, Greek and Polish and the app's own words; a game may keep its
terms in its own folder instead (`sheetdesk/games/<id>/glossary.json`: its `rulebook`, its
`terms`, the words it `never` says, and its `family` if it has one), read here with the shared
file (`games_terms`). Every text a game shows is checked against its game's terms: the texts of
its own translation context here, a family's shared texts as each of its games shows them with
the family's tests (sheetdesk/games/<family>/tests/, through `wrong_terms`). An app-wide word
(Back, Undo, …) has one translation per language everywhere.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from sheetdesk.ui import i18n

FOLDER = Path(i18n.__file__).resolve().parents[1] / "resources" / "translations"
GAMES_FOLDER = Path(i18n.__file__).resolve().parents[2] / "sheetdesk" / "games"
GLOSSARY = json.loads((FOLDER / "glossary.json").read_text(encoding="utf-8"))
DOC = Path(__file__).resolve().parents[2] / "docs" / "glossary.md"


def games_terms(glossary: dict[str, Any], games: Path) -> dict[str, dict[str, Any]]:
    """Each game's terms by its id: the shared file's, then those each game keeps in its own
    folder (`games/<id>/glossary.json`), a game named in both refused (one place for a term)."""
    found: dict[str, dict[str, Any]] = dict(glossary["games"])
    for path in sorted(games.glob("*/glossary.json")):
        game = path.parent.name
        assert game not in found, f"{game}'s terms are in the shared glossary and in {path}"
        found[game] = json.loads(path.read_text(encoding="utf-8"))
    return found


def families(glossary: dict[str, Any], games: dict[str, dict[str, Any]]) -> dict[str, str]:
    """Each game's family by its id: as the shared file lists them, or as a game's own file
    says (its `family`)."""
    found = {game: family for family, names in glossary["families"].items() for game in names}
    found |= {game: terms["family"] for game, terms in games.items() if "family" in terms}
    return found


GAMES: dict[str, dict[str, Any]] = games_terms(GLOSSARY, GAMES_FOLDER)
FAMILY_OF = families(GLOSSARY, GAMES)
# Contexts of the pages every game passes through (dialogs, the table's frame, the end page).
APP_CONTEXTS = re.compile(r"^([A-Z]\w*|core|dialogs|saves|history|formatting)$")

Key = tuple[str, str]  # (context, English source)


@cache
def translations(language: str) -> dict[Key, tuple[str, ...]]:
    """(context, source) -> the translation (each plural form) of every message."""
    out: dict[Key, tuple[str, ...]] = {}
    root = ET.parse(FOLDER / f"sheetdesk_{language}.ts").getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = translation.findall("numerusform") or [translation]
            out[(name, message.findtext("source") or "")] = tuple(f.text or "" for f in forms)
    return out


@cache
def shown(game: str) -> frozenset[Key]:
    """Every text of `game`'s own translation context. (A family's shared texts, as each of its
    games shows them with its own words laid over, are checked with the family:
    sheetdesk/games/<family>/tests/.)"""
    return frozenset(key for key in translations("el") if key[0] == game)


def _term(game: str, term_id: str) -> dict[str, Any] | None:
    return next((t for t in GAMES[game]["terms"] if t["id"] == term_id), None)


def _found(pattern: str, text: str) -> bool:
    return bool(pattern) and re.search(pattern, text, re.IGNORECASE) is not None


def wrong_terms(game: str, key: Key, language: str) -> list[str]:
    """What is wrong with the terms of the text `key` as `game` shows it in `language`."""
    source = key[1]
    problems = []
    siblings = [g for g, f in FAMILY_OF.items() if f == FAMILY_OF.get(game) and g != game]
    terms = GAMES[game]["terms"]
    for text in translations(language)[key]:
        # a sibling's word is foreign only where none of this game's own words explains it
        own_words = "|".join(t["forms"][language] for t in terms)
        for term in terms:
            own = term["forms"][language]
            if term["required"] and _found(term["match"], source) and not _found(own, text):
                problems.append(f"names the {term['en']} but not as «{term[language]}»")
        for sibling in siblings:
            for other in GAMES[sibling]["terms"]:
                mine = _term(game, other["id"])
                if mine is not None and mine[language] == other[language]:
                    continue
                for found in re.finditer(other["forms"][language], text, re.IGNORECASE):
                    if not re.match(own_words, text[found.start() :], re.IGNORECASE):
                        problems.append(f"says {sibling}'s «{other[language]}» ({found[0]})")
        never = GAMES[game]["never"][language]
        if _found(never, text):
            problems.append(f"uses a word that is not this game's ({never})")
    return problems


def checked_count() -> int:
    """How many (text, language) pairs the per-game check reads."""
    return sum(len(shown(game)) for game in GAMES) * len(i18n.TRANSLATED)


@pytest.mark.parametrize("language", i18n.TRANSLATED)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_text_of_a_game_uses_its_own_terms(game, language):
    """Treasure cards' Greek says «ανοιχτός λογαριασμός», «κάρτα αξιολόγησης», «πλαίσιο» in its
    header, its prompts, its log, its hint and its lesson alike; Pyramid cards' «ανοιχτή
    τετράδα», «κάρτα σκοραρίσματος», «κουτάκι»; Number rows' «βιτρίνα»; no dice game «deals»."""
    wrong = []
    for key in sorted(shown(game)):
        for problem in wrong_terms(game, key, language):
            wrong.append((key, translations(language)[key], problem))
    assert not wrong, "\n".join(map(str, wrong))


@pytest.mark.parametrize("language", i18n.TRANSLATED)
def test_pages_every_game_shows_use_no_game_word(language):
    """The New game dialog, the table's frame and the end page are shown for every game: none of
    them borrows one game's thing ("rozdanie", a deal of cards, for a dice game)."""
    wrong = []
    for key, forms in translations(language).items():
        if not APP_CONTEXTS.match(key[0]):
            continue
        for game in GAMES:
            never = GAMES[game]["never"][language]
            wrong += [(key, text, game) for text in forms if _found(never, text)]
    assert not wrong, wrong


# The words before a button's name in a sentence that tells the player to use it.
_NAMES_A_BUTTON = r"(?:[Pp]ress|\bor|outlined|[Uu]se|then,)"


def _plain(text: str) -> str:
    return text.replace("&", "").strip().rstrip("…").strip()


def _term_applies(term: dict[str, Any], context: str) -> bool:
    """Whether `term` is the one for its English word in `context`: a term with `contexts`
    (a file's Rename, in the file chooser) there only, the other term for the same word
    (a player's Rename) everywhere else."""
    if "contexts" in term:
        return context in term["contexts"]
    return not any(
        context in other.get("contexts", ())
        for other in GLOSSARY["app"]["terms"]
        if other["en"] == term["en"]
    )


def app_word_problems(language: str) -> list[tuple[Key, str, str]]:
    problems = []
    for term in GLOSSARY["app"]["terms"]:
        word = term[language]
        for key, forms in translations(language).items():
            if not _term_applies(term, key[0]):
                continue
            source = _plain(key[1])
            for text in map(_plain, forms):
                if term.get("prefix"):
                    if source.startswith(term["en"]) and not text.startswith(word):
                        problems.append((key, text, f"starts with «{word}»"))
                elif source == term["en"] and text != word:
                    problems.append((key, text, f"is «{word}»"))
                elif (
                    term.get("button")
                    and re.search(rf"{_NAMES_A_BUTTON}\s+{term['en']}\b", source)
                    and word not in text
                ):
                    problems.append((key, text, f"names the button «{word}»"))
    return problems


@pytest.mark.parametrize("language", i18n.TRANSLATED)
def test_an_app_word_has_one_translation(language):
    """Back is «Wstecz» on every page (never «Powrót» on one), Back to … «Wróć do …», Undo
    «Cofnij», and a sentence that names a button names it as the button says it."""
    problems = app_word_problems(language)
    assert not problems, "\n".join(map(str, problems))


@pytest.mark.parametrize("language", i18n.TRANSLATED)
def test_no_text_names_an_app_thing_in_another_word(language):
    """A finished game is «skończona» as in «Skończone gry», never «zakończona»; the B key goes
    «wróć do kształtu» as every way back does, never «powrót»: the glossary's `never` words of
    an app term are in no text of any page or game (shortcuts' & aside)."""
    found = []
    for term in GLOSSARY["app"]["terms"]:
        never = term.get("never", {}).get(language, "")
        for key, forms in translations(language).items():
            found += [(key, text, term["en"]) for text in forms if _found(never, _plain(text))]
    assert not found, "\n".join(map(str, found))


def test_the_glossary_document_lists_every_term():
    """docs/glossary.md (for people) and glossary.json (for this test) say the same words: the
    built-in games' terms and the app's (a game keeping its terms in its folder is not listed)."""
    doc = DOC.read_text(encoding="utf-8")
    missing = []
    for game in GLOSSARY["games"].values():
        for term in game["terms"]:
            row = f"| {term['en']} | {term['el']} | {term['pl']} |"
            if row not in doc:
                missing.append(row)
    for term in GLOSSARY["app"]["terms"]:
        row = f"| {term['en']} | {term['el']} | {term['pl']} |"
        if row not in doc:
            missing.append(row)
    assert not missing, missing
    terms = sum(len(g["terms"]) for g in GLOSSARY["games"].values())
    terms += len(GLOSSARY["app"]["terms"])
    assert f"{terms * len(i18n.LANGUAGES)} entries" in doc  # the size the page states


def test_a_game_keeps_its_terms_in_its_own_folder(tmp_path):
    """A game's own `glossary.json` (in its folder) is read with the shared file, its family
    with it; a game whose terms are in both places is refused."""
    family = next(iter(GLOSSARY["families"]))
    own = {
        "rulebook": {},
        "family": family,
        "terms": [{"id": "sheet", "en": "sheet", "el": "φύλλο", "pl": "kartka", "match": "x"}],
    }
    (tmp_path / "newcomers_game").mkdir()
    (tmp_path / "newcomers_game" / "glossary.json").write_text(json.dumps(own), "utf-8")
    games = games_terms(GLOSSARY, tmp_path)
    assert games == {**GLOSSARY["games"], "newcomers_game": own}
    assert families(GLOSSARY, games)["newcomers_game"] == family
    built_in = next(iter(GLOSSARY["games"]))
    (tmp_path / built_in).mkdir()
    (tmp_path / built_in / "glossary.json").write_text(json.dumps(own), "utf-8")
    with pytest.raises(AssertionError, match="in the shared glossary and in"):
        games_terms(GLOSSARY, tmp_path)


def test_the_check_reads_every_game_and_language():
    """The per-game check is not empty: every game shows texts of its own (a small game a few
    dozen), and each is read."""
    assert all(shown(game) for game in GAMES)
    assert checked_count() > 1000


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_term_new_to_a_family_is_explained_once_on_the_rules_page(qapp, game, language):
    """ "Open display: the four face-up cards beside the pile…": each term the glossary marks
    for explaining starts exactly one paragraph of the game's rules summary, in its own word."""
    from sheetdesk.core import registry

    translators = i18n.Translators()
    try:
        translators.install(language)
        summary = registry.get(game).ui().rules_summary()
    finally:
        translators.install("en")
    paragraphs = [p for _, section in summary for p in section]
    missing = []
    for term in GAMES[game]["terms"]:
        if "explain" not in term:
            continue
        # the term as the glossary writes it (nominative), then a colon
        word = re.escape(term[language])
        starting = [p for p in paragraphs if re.match(rf"{word}:", p, re.IGNORECASE)]
        if len(starting) != 1:
            missing.append((term["id"], len(starting)))
    assert not missing, missing
