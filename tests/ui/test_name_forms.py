"""A typed name in the form a sentence needs: the Polish dative of given names and family words
for the hand-over ("Przekaż laptop Tomkowi"), and no form for a name that is not recognisably
Polish (the sentence then takes the name as typed)."""

from __future__ import annotations

import pytest

from sheetdesk.ui.name_forms import polish_dative, to_whom

DATIVES = {
    # men: -owi, a fleeting e dropped, a soft letter written without its i
    "Tomek": "Tomkowi",
    "Marek": "Markowi",
    "Paweł": "Pawłowi",
    "Jan": "Janowi",
    "Dziadek": "Dziadkowi",
    "Wujek": "Wujkowi",
    "Jacek": "Jackowi",
    "Maciek": "Maćkowi",
    "Czesiek": "Cześkowi",
    "Heniek": "Heńkowi",
    "Józek": "Józkowi",
    "Olek": "Olkowi",
    "Piotr": "Piotrowi",
    "Michał": "Michałowi",
    "Andrzej": "Andrzejowi",
    "Mikołaj": "Mikołajowi",
    "Wojciech": "Wojciechowi",
    "Łukasz": "Łukaszowi",
    "Grzegorz": "Grzegorzowi",
    "Kacper": "Kacprowi",
    "Staś": "Stasiowi",
    "Józio": "Józiowi",
    "Jerzy": "Jerzemu",
    "Ignacy": "Ignacemu",
    "Antoni": "Antoniemu",
    "Brat": "Bratu",
    "Kuba": "Kubie",
    "Tata": "Tacie",
    # women (and every -a word): the ending by the stem's last letters
    "Ania": "Ani",
    "Kasia": "Kasi",
    "Basia": "Basi",
    "Zosia": "Zosi",
    "Babcia": "Babci",
    "Ciocia": "Cioci",
    "Hania": "Hani",
    "Ola": "Oli",
    "Ela": "Eli",
    "Kamila": "Kamili",
    "Gabriela": "Gabrieli",
    "Ewa": "Ewie",
    "Marta": "Marcie",
    "Agata": "Agacie",
    "Elżbieta": "Elżbiecie",
    "Magda": "Magdzie",
    "Wanda": "Wandzie",
    "Jadwiga": "Jadwidze",
    "Olga": "Oldze",
    "Kinga": "Kindze",
    "Mama": "Mamie",
    "Anna": "Annie",
    "Joanna": "Joannie",
    "Grażyna": "Grażynie",
    "Barbara": "Barbarze",
    "Aleksandra": "Aleksandrze",
    "Siostra": "Siostrze",
    "Agnieszka": "Agnieszce",
    "Weronika": "Weronice",
    "Córka": "Córce",
    "Teresa": "Teresie",
    "Iza": "Izie",
    "Róża": "Róży",
    "Julia": "Julii",
    "Maria": "Marii",
    "Natalia": "Natalii",
    "Antonia": "Antonii",
    "Stefania": "Stefanii",
    "Maja": "Mai",
    "Patrycja": "Patrycji",
    "Alicja": "Alicji",
    "Krysta": "Kryście",
    # more than one word, capitals, small letters
    "Babcia Ola": "Babci Oli",
    "Ciocia Basia": "Cioci Basi",
    "Jan Kowalski": "Janowi Kowalskiemu",
    "Anna Kowalska": "Annie Kowalskiej",
    "Anna Nowak": "Annie Nowak",
    "Zofia Kowalska": "Zofii Kowalskiej",
    "Małgorzata": "Małgorzacie",
    "Zdzisław Żółć": "Zdzisławowi Żółciowi",
    "Tata Marek": "Tacie Markowi",
    "ANIA": "ANI",
    "tomek": "tomkowi",
}

NOT_POLISH = [
    "Player 3",
    "Gracz 3",
    "Ania2",
    "Mike",
    "Zoe",
    "Noa",
    "Max",
    "Chloé",
    "Γιάννης",
    "Παίκτης 4",
    "McDonald",
    "X",
    "",
    "   ",
    "Bot 1 (computer)",
    "Komputer (łatwy)",
    "Ana&Jo",
    "Jo-Jo",
]


@pytest.mark.parametrize(("name", "dative"), DATIVES.items())
def test_polish_given_names_and_family_words_take_the_dative(name: str, dative: str) -> None:
    assert polish_dative(name) == dative
    assert to_whom(name, "pl") == dative


@pytest.mark.parametrize("name", NOT_POLISH)
def test_a_name_not_recognisably_polish_has_no_form(name: str) -> None:
    assert polish_dative(name) is None
    assert to_whom(name, "pl") is None


def test_english_takes_the_name_as_typed_and_greek_uses_the_other_wording() -> None:
    assert to_whom("Player 3", "en") == "Player 3"
    assert to_whom("Tomek", "el") is None
