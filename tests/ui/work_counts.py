"""Counting work done again: a measure (a module's function) made anew for what was measured
already, while a method that should keep its answers is asked (`measured_again`); the texts
translated while a block runs (`translated`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pytest


@dataclass
class Measures:
    done: Counter[tuple[Any, ...]] = field(default_factory=Counter)  # measures made, by what
    again: list[tuple[Any, ...]] = field(default_factory=list)  # asks measured anew

    def forget(self, owner: object) -> None:
        """`owner`'s measures are out of date (its words or type changed)."""
        for key in [k for k in self.done if k[0] is owner]:
            del self.done[key]


@contextmanager
def measured_again(
    monkeypatch: pytest.MonkeyPatch,
    module: Any,
    measure: str,
    owner: type,
    method: str,
    key: Callable[..., tuple[Any, ...]],
) -> Iterator[Measures]:
    """`module.measure` counted while `owner.method` is asked, by the asking object and
    `key(self, *args, **kwargs)` (what its answer depends on): an ask whose key was measured
    before and is measured again is in `again`."""
    found = Measures()
    asked: list[tuple[Any, ...]] = []
    original_measure, original_method = getattr(module, measure), getattr(owner, method)

    def counting_measure(*args: Any) -> Any:
        if asked:
            found.done[asked[-1]] += 1
        return original_measure(*args)

    def counting_method(self: Any, *args: Any, **kwargs: Any) -> Any:
        asked.append((self, *key(self, *args, **kwargs)))
        before = found.done.get(asked[-1])
        try:
            return original_method(self, *args, **kwargs)
        finally:
            made = asked.pop()
            if before is not None and found.done[made] > before:
                found.again.append(made[1:])

    monkeypatch.setattr(module, measure, counting_measure)
    monkeypatch.setattr(owner, method, counting_method)
    yield found


@contextmanager
def translated(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The source of every text translated (`QCoreApplication.translate`) while the block runs,
    in order."""
    from PySide6.QtCore import QCoreApplication

    sources: list[str] = []
    translate = QCoreApplication.translate

    def counting(context: str, source: str, *args: Any) -> str:
        sources.append(source)
        return translate(context, source, *args)

    with monkeypatch.context() as patched:
        patched.setattr(QCoreApplication, "translate", counting)
        yield sources
