"""A treasure card's header states its points and its seal whole where a family meets the cards
small: at 1024×600 in Greek with Larger text, the lesson's first step (four cards to keep from,
the first with an orange seal, "1× Πο") and its middle (the open display's small cards). The
layout audit's findings on what the cards themselves draw: no word of a header left out, cut
short, or laid on the badge's ring, the seal or the frame's dashes."""

from __future__ import annotations

from tests.ui.audit_look import audit_in

PAGES = ("lesson-treasure_cards-el", "lessonmiddle-treasure_cards-el")


def test_the_headers_of_small_cards_read_whole_with_larger_text_in_greek():
    found = audit_in("light", "larger", "1024x600", "--only", *PAGES)
    headers = {
        page: [line for line in lines if "GridCardItem" in line or "×" in line]
        for page, lines in found.items()
    }
    assert headers == {f"{page}-1024x600": [] for page in PAGES}
