"""How the texts read, in every language: one register, no slash forms, real plurals, colours that
agree with their nouns, each game's own terms (the Greek glossary is the printed rulebooks')."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from sheetdesk.core import registry
from sheetdesk.ui import i18n
from tests.ui.test_glossary import translations as messages


def translations(language: str) -> Iterator[tuple[str, str, str]]:
    """(context, source, text) for every translation, each plural form on its own."""
    for (context, source), forms in messages(language).items():
        for form in forms:
            yield context, source, form


@pytest.fixture
def translate(qapp):
    """Install a language's translators and translate a Text (or a context and source)."""
    from sheetdesk.ui.formatting import render

    translators = i18n.Translators()

    def use(language: str):
        translators.install(language)
        return lambda text, *names: render(text, names)

    yield use
    translators.install("en")


# --- one register, no slash forms ----------------------------------------------------------------

# Greek words ending in -τε that are not a plural "you" (τότε, οπότε, ούτε, είτε, οποιοδήποτε,
# and the number πέντε, five)
_NOT_PLURAL_YOU = re.compile(r"(ποτε|πότε|τότε|ούτε|είτε|ώστε|πέντε)$", re.IGNORECASE)


def test_greek_speaks_to_one_player_informally():
    """The formal or plural "you" (Δώστε, Πατήστε, μπορείτε, σας) is never used."""
    formal = []
    for context, source, text in translations("el"):
        words = [w for w in re.findall(r"\w+τε\b", text) if not _NOT_PLURAL_YOU.search(w)]
        words += re.findall(r"\bσ[αά]ς\b", text)
        if words:
            formal.append((context, source, words))
    assert not formal, formal


def test_greek_elision_has_one_apostrophe():
    """A dropped vowel (γι’ αυτό, Κλείσ’ το) is marked by the typographic apostrophe, as in
    most of the texts, never by the typewriter one: one message must not write it one way and
    the next the other."""
    straight = [
        (context, source, text)
        for context, source, text in translations("el")
        if re.search(r"[\u0370-\u03ff\u1f00-\u1fff]'", text)
    ]
    assert not straight, straight


def test_polish_never_guesses_the_players_gender():
    """No past tense of "you" (wybrałeś, skreśliłaś): it needs the player's gender."""
    gendered = [
        (context, source, text)
        for context, source, text in translations("pl")
        if re.search(r"\w(łeś|łaś|łem|łam|łbyś|łabyś)\b", text)
    ]
    assert not gendered, gendered


@pytest.mark.parametrize("language", i18n.TRANSLATED)
def test_no_slash_forms(language):
    """ο/η, -ł/-ła: phrased around names instead."""
    slashed = [
        (context, source, text)
        for context, source, text in translations(language)
        if re.search(r"[^\W\d_]/[^\W\d_]", text)
    ]
    assert not slashed, slashed


def test_the_hand_over_page_reads_naturally(translate):
    """No article guessed before a name (μόνο ο/η, Είμαι Γιαγιά Σοφία, Κερδίζει ο/η Jan), and
    each game's hint says until when what it hides stays hidden (GameUi.hidden)."""
    from PySide6.QtCore import QCoreApplication

    hints = [("HandoverPage", "Only {name} should look at the screen now.")]
    hints += [
        ("HandoverPage", "Nothing in this game is hidden: everyone may watch while {name} plays.")
    ]
    hidden = [e.ui().hidden for e in registry.GAMES if e.game.ui is not None]
    hints += [(text.context, text.source) for text in hidden if text is not None]
    tr = QCoreApplication.translate
    translate("en")
    assert all(
        tr(*hint).format(name="Ana").endswith("until Ana presses the button below.")
        for hint in hints[2:]
    ), hints
    translate("el")
    greek = [tr(*hint).format(name="Γιαγιά Σοφία") for hint in hints]
    greek.append(tr("HandoverPage", "I'm {name}").format(name="Γιαγιά Σοφία"))
    greek.append(tr("ScoresPage", "{name} wins!").format(name="Γιαγιά Σοφία"))
    for title in ("Pass the laptop to {name}", "Pass the laptop on: {name} plays next"):
        greek.append(tr("HandoverPage", title).format(name="Γιαγιά Σοφία"))
    assert not any(re.search(r"(Είμαι|ο/η|σε:) Γιαγιά", line) for line in greek), greek
    assert not any(re.search(r"\b(Δώστε|Πατήστε)\b", line) for line in greek), greek


# --- plurals -------------------------------------------------------------------------------------

_COUNTED = re.compile(
    r"\{(count|points|value|cards|actions|left|boxes|marked|cells)\} (more )?"
    r"(card|point|box|move|roll|pyramid point|[a-z]+ card)(s|es)?\b",
    re.IGNORECASE,
)


def test_a_count_next_to_a_noun_is_a_plural_text():
    """ "{count} cards" cannot say "1 card" (nor Polish's three forms): it must be "%n card(s)"."""
    counted = sorted(
        {(context, source) for context, source, _ in translations("el") if _COUNTED.search(source)}
    )
    assert not counted, counted


# --- colours -------------------------------------------------------------------------------------


def test_a_colour_is_never_dropped_into_a_sentence():
    """ "a {color} card" gives "a orange card" and breaks Greek and Polish agreement: each colour
    has its own sentence; a colour stands alone only after a label ("Hand card 5, red")."""
    inserted = sorted(
        {
            (context, source)
            for context, source, _ in translations("el")
            if re.search(r"\b(a|an|the|in|on) \{(color|row)\}|\{color\} cards?\b", source)
        }
    )
    assert not inserted, inserted


@pytest.mark.parametrize(
    ("language", "colours"),
    [
        ("el", "λιλά|πορτοκαλί|πράσιν|γκρι|κόκκιν|κίτριν|μπλε|μωβ"),
        ("pl", "liliow|pomarańczow|zielon|szar|czerwon|żółt|niebiesk|fioletow"),
    ],
    ids=["el", "pl"],
)
def test_no_colour_in_brackets(language, colours):
    bracketed = [
        (context, source, text)
        for context, source, text in translations(language)
        if re.search(rf"\((?:{colours})\w*\)|\(\{{(color|row)\}}\)", text, re.IGNORECASE)
    ]
    assert not bracketed, bracketed


# --- a game's term kept out of the app's words ------------------------------------------------


def test_restart_turn_has_one_greek_text_without_round(translate):
    """«γύρος» is a round of Treasure and Pyramid cards: restarting a turn is something else."""
    from PySide6.QtCore import QCoreApplication

    translate("el")
    menu = QCoreApplication.translate("MainWindow", "Restart &turn").replace("&", "")
    button = QCoreApplication.translate("TablePage", "Restart turn")
    assert menu == button and "γύρ" not in menu.lower()


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", ["Skulls: −10 points.", "Skulls: −1 point.", "Skulls: 2 points."]),
        ("el", ["Skulls: −10 πόντοι.", "Skulls: −1 πόντος.", "Skulls: 2 πόντοι."]),
        ("pl", ["Skulls: −10 punktów.", "Skulls: −1 punkt.", "Skulls: 2 punkty."]),
    ],
    ids=["en", "el", "pl"],
)
def test_a_count_below_zero_takes_its_sizes_plural_and_a_minus_sign(translate, language, said):
    """Skulls cost points: "−10 points" (never "-10 point", Qt's form for any negative count),
    written with the minus sign, as the score card prints it."""
    from sheetdesk.core.i18n import numerus

    line = numerus.translate("lesson", "{line}: %n point(s).", None, 1)
    tr = translate(language)
    assert [tr(line.count(n, line="Skulls")) for n in (-10, -1, 2)] == said
    if language == "en":  # the English a file or a log keeps, without Qt
        assert [line.count(n, line="Skulls").english() for n in (-10, -1)] == said[:2]


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Solo game: Ania scores 87 points."),
        ("el", "Σόλο παιχνίδι: Ania — 87 πόντοι."),
        ("pl", "Gra solo: Ania zdobywa 87 punktów."),
    ],
    ids=["en", "el", "pl"],
)
# every game one may play alone, as declared
@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES if entry.min_players == 1])
def test_a_solo_game_ends_with_its_result_not_a_win(qtbot, translate, language, said, game):
    """Ania alone has beaten nobody: the end page says her result ("Ania wins!" was wrong)."""
    from sheetdesk.core.protocol import ScoreBreakdown, ScoreItem
    from sheetdesk.ui.scores_page import ScoresPage

    translate(language)
    page = ScoresPage()
    qtbot.addWidget(page)
    score = ScoreBreakdown((ScoreItem("row", "Row", 87),), 87, winner=True)
    page.set_scores(game, ["Ania"], {0: score})
    assert page.winner_label.text() == said
