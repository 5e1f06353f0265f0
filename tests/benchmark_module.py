"""A benchmark's script (benchmarks/<name>.py) loaded as a module, for the tests that keep it
working or take its set-ups (the benchmarks are scripts, not a package)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def load(name: str) -> Any:
    """benchmarks/`name`.py, run as a module of its own."""
    spec = importlib.util.spec_from_file_location(f"{name}_benchmark", BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
