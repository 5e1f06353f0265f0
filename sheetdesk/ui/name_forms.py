"""A player's typed name in the form a sentence needs, language by language: the hand-over's
"Pass the laptop to Tomek" says "Przekaż laptop Tomkowi" in Polish (the dative).

Names are typed by the family, so a form is made only for a name that is recognisably a Polish
given name (or a family word such as Mama, Babcia, Dziadek), one or more words of Polish letters
with a common ending; anything else ("Player 3", a name with digits, foreign letters, an ending
Polish does not decline by rule) has no form, and the sentence uses its wording that needs none.
English needs no case; Greek would need the article's gender too, so it uses the other wording.
"""

from __future__ import annotations

_POLISH_LETTERS = frozenset("aąbcćdeęfghijklłmnńoóprsśtuwyzźż")
_VOWELS = frozenset("aąeęioóuy")

# family words and given names that do not follow the rules below
_IRREGULAR = {
    "brat": "bratu",
    "ojciec": "ojcu",
    "kot": "kotu",
    "pies": "psu",
    "dziecko": "dziecku",
    "bóg": "bogu",
    "kacper": "kacprowi",
}
# -a names and family words of men: declined as -a words, yet a man's surname after them is too
_MASCULINE_A = frozenset({"kuba", "tata", "barnaba", "kosma", "bonawentura", "dziadzia"})

# a feminine (or masculine) -a name: the stem's last letters -> the dative's
_A_ENDINGS = (
    ("sta", "ście"),
    ("zda", "ździe"),
    ("ka", "ce"),
    ("ga", "dze"),
    ("cha", "sze"),
    ("ta", "cie"),
    ("da", "dzie"),
    ("ra", "rze"),
    ("na", "nie"),
    ("ma", "mie"),
    ("wa", "wie"),
    ("ba", "bie"),
    ("pa", "pie"),
    ("fa", "fie"),
    ("sa", "sie"),
    ("za", "zie"),
    ("ła", "le"),
    ("la", "li"),
)
# a hard-sounding stem (cz, sz, ż, rz, c, dz, dż) takes -y
_A_HARD = ("cza", "sza", "rza", "dża", "ża", "dza", "ca")
# a soft letter written with "i" before a vowel: ś, ć, ź, ń, dź
_SOFT = {"si": "ś", "ci": "ć", "zi": "ź", "ni": "ń"}
_SOFT_BACK = {"ś": "si", "ć": "ci", "ź": "zi", "ń": "ni"}


def to_whom(name: str, language: str) -> str | None:
    """`name` as the receiver of "Pass the laptop to …" in `language` (a two-letter code):
    English needs no case; Polish the dative; None when no form is known (the sentence then
    uses its wording that takes the name as typed)."""
    if language == "en":
        return name
    if language == "pl":
        return polish_dative(name)
    return None


def polish_dative(name: str) -> str | None:
    """The dative of a Polish given name or family word ("Tomek" -> "Tomkowi", "Ania" ->
    "Ani", "Babcia Ola" -> "Babci Oli"); None when `name` is not recognisably Polish."""
    words = name.split()
    if not words or len(words) > 3:
        return None
    # a woman's surname of a consonant (Anna Nowak) is the same in every case
    woman = any(w.lower().endswith("a") and w.lower() not in _MASCULINE_A for w in words)
    formed = [
        word if woman and word[-1:].lower() not in _VOWELS and n else _word_dative(word)
        for n, word in enumerate(words)
    ]
    if any(word is None for word in formed):
        return None
    return " ".join(word for word in formed if word is not None)


def _word_dative(word: str) -> str | None:
    low = word.lower()
    if len(low) < 2 or not set(low) <= _POLISH_LETTERS or not set(low) & _VOWELS:
        return None
    if not (word[1:].islower() or word.isupper()):
        return None  # a name is written in small letters after its first (or all in capitals)
    formed = _IRREGULAR.get(low) or _dative(low)
    if formed is None:
        return None
    if word.isupper():
        return formed.upper()
    return word[0] + formed[1:]


def _dative(low: str) -> str | None:
    # surnames that are adjectives: Kowalski -> Kowalskiemu, Kowalska -> Kowalskiej
    for masculine in ("ski", "cki", "dzki"):
        if low.endswith(masculine) and len(low) > len(masculine) + 1:
            return low + "emu"
    for feminine in ("ska", "cka", "dzka"):
        if low.endswith(feminine) and len(low) > len(feminine) + 1:
            return low[:-1] + "iej"
    if low.endswith("a"):
        return _a_dative(low)
    if low.endswith("o"):
        return low + "wi"  # Józio -> Józiowi, Bruno -> Brunowi
    if low.endswith("y") and len(low) > 3:
        return low[:-1] + "emu"  # Jerzy -> Jerzemu, Ignacy -> Ignacemu
    if low.endswith("ni") and len(low) > 4:
        return low + "emu"  # Antoni -> Antoniemu
    last = low[-1]
    if last in _VOWELS:
        return None  # -e, -i, -u, -y: a foreign name, or not a name
    if last in _SOFT_BACK:
        return low[:-1] + _SOFT_BACK[last] + "owi"  # Staś -> Stasiowi
    return _consonant_stem(low) + "owi"


def _a_dative(low: str) -> str | None:
    if len(low) < 3:
        return None
    before = low[-2]
    if before in _VOWELS and before != "i":
        return None  # Noa, Lea: not a Polish ending
    if low.endswith("ja"):
        if low[-3] in _VOWELS:
            return low[:-2] + "i"  # Maja -> Mai
        return low[:-1] + "i"  # Patrycja -> Patrycji
    if low.endswith("ia"):
        stem = low[:-2]
        if low.endswith(("sia", "cia", "zia")) or (
            low.endswith("nia") and not (len(low) >= 6 and stem[-2] in _VOWELS)
        ):
            return low[:-1]  # Kasia -> Kasi, Babcia -> Babci, Ania -> Ani
        return low[:-1] + "i"  # Julia -> Julii, Maria -> Marii, Antonia -> Antonii
    if low.endswith(_A_HARD):
        return low[:-1] + "y"  # Róża -> Róży
    for ending, dative in _A_ENDINGS:
        if low.endswith(ending):
            return low[: -len(ending)] + dative
    return None


def _consonant_stem(low: str) -> str:
    """A masculine name's stem before -owi: a fleeting e drops (Tomek -> Tomk-, Paweł ->
    Pawł-), and a soft letter before it is written without its i (Maciek -> Maćk-)."""
    for ending in ("ek", "eł"):
        if (
            low.endswith(ending)
            and len(low) > 3
            and (low[-3] not in _VOWELS or low[-4:-2] in _SOFT)
        ):
            stem = low[:-2] + low[-1]
            soft = stem[-3:-1]
            if soft in _SOFT and len(stem) > 3:
                stem = stem[:-3] + _SOFT[soft] + stem[-1]
            return stem
    return low
