"""How Number rows' texts read: a card played is a real plural in Polish."""

from __future__ import annotations

from sheetdesk.core.i18n import PlayerRef
from sheetdesk.games.number_rows.texts import PLAYED
from tests.ui.test_wording import translate as translate


def test_plural_forms_follow_the_count(translate):
    pl = translate("pl")
    ana = PlayerRef(0)
    assert [pl(PLAYED["red"].count(n, player=ana), "Ana") for n in (1, 3, 5)] == [
        "Ana zagrywa 1 czerwoną kartę.",
        "Ana zagrywa 3 czerwone karty.",
        "Ana zagrywa 5 czerwonych kart.",
    ]
