"""A cheaper way for PySide6 to learn whether a newly imported module uses it.

Once PySide6 is imported, every module imported after it is looked at by PySide6's `__feature__`
support (shibokensupport.feature): a module whose source mentions "PySide6" may switch features
on, any other is left out of the switching. It learns that with `inspect.getsource(module)`, which
finds the module's file by walking all of `sys.modules`, reads it through `linecache` (the encoding
looked for with `tokenize`), keeps the lines and touches module attributes that wake lazily
imported parts (pydantic's). `cheaper_feature_scan()` gives it the same answer from the file's
bytes: the word is ASCII, and Python sources are in an ASCII-compatible encoding, so
`b"PySide6" in bytes` says what `"PySide6" in source` says. A module whose file cannot be read
that way (none, not a .py file, inside an archive as in the frozen app) is asked about the
original way.

Measured (callgrind, bytecode caches written): `python -m sheetdesk --quit-after-first-paint` runs
2.33 G instructions instead of 2.42 G (-4 %); the kill test's child (tests/proof/kill_child.py),
which imports the core before Qt, 3.32 G instead of 3.43 G up to its first change (-3 %)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

FEATURE_MODULE = "shibokensupport.feature"
_ORIGINAL = "_sheetdesk_original"  # on the byte-reading check: the check it stands in for

Check = Callable[[ModuleType], bool]


def original_check() -> Check | None:
    """PySide6's own check (None before PySide6 is imported, or in a version without it)."""
    check = getattr(sys.modules.get(FEATURE_MODULE), "_mod_uses_pyside", None)
    check = getattr(check, _ORIGINAL, check)
    return check if callable(check) else None


def cheaper_feature_scan() -> bool:
    """Put the byte-reading check in place of PySide6's (once; PySide6 must be imported). False
    when this PySide6 has no such check (another version): it is left as it is."""
    original = original_check()
    if original is None:
        return False
    feature = sys.modules[FEATURE_MODULE]
    if feature._mod_uses_pyside is original:
        feature._mod_uses_pyside = uses_pyside_by_bytes(original)  # type: ignore[attr-defined]
    return True


def uses_pyside_by_bytes(original: Check) -> Check:
    def uses_pyside(module: ModuleType) -> bool:
        file = getattr(module, "__file__", None)
        if isinstance(file, str) and file.endswith(".py"):
            try:
                with open(file, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return bool(original(module))

    setattr(uses_pyside, _ORIGINAL, original)
    return uses_pyside
