"""Number rows' rules pictures: the small sheet keeps its points table's column headers."""

from __future__ import annotations


def test_number_rows_small_picture_keeps_the_crosses_column_headers(qapp):
    """The page's small picture of a Number rows sheet shows every column of the points table
    its crosses count, 10, 11 and 12 too (in their short form where "10×" has no room)."""
    from sheetdesk.ui import rules_pictures
    from tests.ui.audit import picture_texts

    seen: list[set[str]] = []

    def check(scene) -> None:  # type: ignore[no-untyped-def]
        stated, _area = picture_texts(scene, rules_pictures.WIDTH, True)
        seen.append({s.text for s in stated if s.ink is not None})

    rules_pictures.draw_pictures("number_rows", check)
    with_table = [texts for texts in seen if "2×" in texts or "2" in texts]
    assert with_table
    for texts in with_table:
        for n in (10, 11, 12):
            assert f"{n}×" in texts or str(n) in texts, (n, sorted(texts))
