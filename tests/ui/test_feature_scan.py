"""PySide6's check of each newly imported module, made from the file's bytes (ui/feature_scan.py),
answers as PySide6's own check does, for every module imported in this process."""

from __future__ import annotations

import sys

import pytest

from sheetdesk.ui import feature_scan


def test_the_app_puts_the_byte_reading_check_in_place():
    import sheetdesk.ui.app  # noqa: F401  (it puts the check in place when imported)

    feature = sys.modules[feature_scan.FEATURE_MODULE]
    in_place = feature._mod_uses_pyside
    assert in_place is not feature_scan.original_check()
    assert feature_scan.cheaper_feature_scan()  # (again: left as it is, not wrapped twice)
    assert feature._mod_uses_pyside is in_place


def test_it_answers_as_pysides_own_check_for_every_module_imported():
    original = feature_scan.original_check()
    if original is None:
        pytest.skip("this PySide6 has no __feature__ check of imported modules")
    cheaper = feature_scan.uses_pyside_by_bytes(original)
    modules = [m for m in list(sys.modules.values()) if m is not None]
    answers = {m.__name__: (cheaper(m), bool(original(m))) for m in modules}
    differ = {name: pair for name, pair in answers.items() if pair[0] != pair[1]}
    assert differ == {}
    using = [name for name, (said, _) in answers.items() if said]
    assert "sheetdesk.ui.app" in using and "sheetdesk.core.session" not in using
    assert len(using) > 20 and len(answers) - len(using) > 100  # both answers were given
