"""The README offers exactly two set-up commands and CI runs the README's test command.

The set-up commands are the command lines of the code block(s) in the README's "Quick start"
section; no other part of the README may offer another way to set up (pip, apt, make, venv).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
CI_RUN = ROOT / ".ci" / "run"
BOOTSTRAP = ROOT / "scripts" / "bootstrap.sh"

FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.S | re.M)


def _sections(text: str) -> dict[str, str]:
    parts = re.split(r"^## +(.+)$", text, flags=re.M)
    return {title.strip(): body for title, body in zip(parts[1::2], parts[2::2], strict=True)}


def _command_lines(block: str) -> list[str]:
    lines = []
    for raw in block.splitlines():
        line = raw.split(" #", 1)[0].strip()
        if line and not line.startswith("#"):
            lines.append(line)
    return lines


def _setup_commands() -> list[str]:
    quick = _sections(README.read_text(encoding="utf-8"))["Quick start"]
    return [line for block in FENCE.findall(quick) for line in _command_lines(block)]


def test_readme_has_exactly_two_setup_commands_run_and_test():
    assert _setup_commands() == ["sh scripts/bootstrap.sh run", "sh scripts/bootstrap.sh test"]


def test_readme_offers_no_other_way_to_set_up():
    text = README.read_text(encoding="utf-8")
    quick = _sections(text)["Quick start"]
    rest = text.replace(quick, "")
    # Building installers (e.g. `make package`) is not a set-up command; installing or running is.
    offending = re.compile(
        r"pip install|apt(-get)? install|-m venv|bootstrap\.sh (run|test)\s*$"
        r"|^make( +(install|setup|run|test|check|dev|venv|all))?\s*$"
    )
    for block in FENCE.findall(rest):
        for line in _command_lines(block):
            assert not offending.search(line), f"README offers another set-up command: {line}"


def test_ci_runs_exactly_the_readme_test_command():
    test_command = _setup_commands()[1]
    lines = [
        line
        for line in _command_lines(CI_RUN.read_text(encoding="utf-8"))
        if line not in ("set -eu", 'cd "$(dirname "$0")/.."')
    ]
    assert lines == [f"exec {test_command}"]


def test_bootstrap_script_is_posix_sh_and_refuses_unknown_modes():
    subprocess.run(["sh", "-n", str(BOOTSTRAP)], check=True)
    done = subprocess.run(["sh", str(BOOTSTRAP), "install"], capture_output=True, text=True)
    assert done.returncode == 2
    assert "usage:" in done.stderr
