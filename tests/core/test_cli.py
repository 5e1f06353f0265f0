"""`python -m sheetdesk`: the headless commands, run as a user (or CI) runs them."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

import sheetdesk
from sheetdesk.core import registry
from tests.child import run_python
from tests.declared import uniform_bot

PACKAGE = Path(sheetdesk.__file__).resolve().parent
# the commands' sample game: any game would do
ANY = registry.GAMES[0]
PLAYERS = min(4, ANY.max_players)
BOT = uniform_bot(ANY)


def _run(*args: str, data_dir: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return run_python(data_dir, "-m", "sheetdesk", *args, timeout=timeout)


# `python -m sheetdesk` as a frozen app runs it: without the development tools, which its
# packaging leaves out (sheetdesk/devtools cannot be imported)
WITHOUT_DEVTOOLS = (
    "import sys\n"
    "sys.modules['sheetdesk.devtools'] = None\n"
    "from sheetdesk.__main__ import main\n"
    "sys.exit(main(sys.argv[1:]))\n"
)


def _run_without_devtools(
    *args: str, data_dir: Path, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    return run_python(data_dir, "-c", WITHOUT_DEVTOOLS, *args, timeout=timeout)


def test_simulate_prints_one_json_line(data_dir):
    done = _run(
        "simulate", "--game", ANY.id, "--players", str(PLAYERS), "--games", "3",
        "--seed", "1", "--bot", BOT, data_dir=data_dir,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1
    result = json.loads(lines[0])
    assert result["game"] == ANY.id and result["players"] == PLAYERS
    assert result["games"] == 3 and result["bot"] == BOT
    for key in ("seconds", "games_per_s", "mean_score", "min_score", "max_score"):
        assert isinstance(result[key], int | float)
    assert isinstance(result["mean_winner_score"], int | float)


def test_simulate_with_a_variant_and_the_default_bot(data_dir):
    entry, variant = next(
        (entry, variants[0])
        for entry in registry.GAMES
        if (variants := entry.rules().info.variants)
    )
    done = _run(
        "simulate", "--game", entry.id, "--players", "2", "--games", "2", "--seed", "4",
        "--variant", variant.key, data_dir=data_dir,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["bot"] == entry.bots[0]


def test_simulate_plays_on_rules_py_when_asked_with_the_same_figures(data_dir):
    # the first game with a fast path for its default computer
    fast_game = next(
        entry
        for entry in registry.GAMES
        if entry.game.fast is not None and entry.bots[0] in entry.game.fast.bots
    )
    common = ["simulate", "--game", fast_game.id, "--players", "3", "--games", "4", "--seed", "2"]
    fast = json.loads(_run(*common, data_dir=data_dir).stdout)
    slow = json.loads(_run(*common, "--engine", "rules", data_dir=data_dir).stdout)
    assert (fast["engine"], slow["engine"]) == ("fast", "rules")
    assert fast["mean_score"] == slow["mean_score"] and fast["max_score"] == slow["max_score"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--game", "chess", "--players", "2"], "unknown game 'chess'"),
        (["--game", ANY.id, "--players", "2", "--bot", "genius"], "no bot 'genius'"),
        (
            ["--game", ANY.id, "--players", str(ANY.max_players + 1)],
            f"{ANY.min_players}-{ANY.max_players} players",
        ),
        (["--players", "2"], "--game"),
    ],
)
def test_simulate_refuses_bad_arguments_clearly(data_dir, args, message):
    done = _run("simulate", *args, data_dir=data_dir)
    assert done.returncode == 2
    assert message in done.stderr
    assert done.stdout == ""


def test_headless_commands_import_no_qt(data_dir, capsys, monkeypatch):
    monkeypatch.setenv("SHEETDESK_DATA_DIR", str(data_dir))
    code = (
        "import sys\n"
        "from sheetdesk.__main__ import main\n"
        f"args = ['simulate', '--game', {ANY.id!r}, '--players', '2', '--games', '1']\n"
        "assert main(args) == 0\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)


def test_help_lists_the_entry_points(data_dir):
    done = _run("--help", data_dir=data_dir)
    assert done.returncode == 0
    for option in ("--self-test", "--open", "--quit-after-first-paint"):
        assert option in done.stdout


def _gui_parts_missing() -> list[str]:
    needed = [
        PACKAGE / "ui" / "app.py",
        PACKAGE / "resources" / "translations" / "sheetdesk_el.qm",
        PACKAGE / "resources" / "translations" / "sheetdesk_pl.qm",
    ]
    return [str(path.relative_to(PACKAGE)) for path in needed if not path.exists()]


@pytest.mark.skipif(bool(_gui_parts_missing()), reason=f"not built yet: {_gui_parts_missing()}")
def test_self_test_passes(data_dir):
    """As the frozen app runs it: without the development tools."""
    done = _run_without_devtools("--self-test", data_dir=data_dir, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[-1] == "self-test passed"
    assert not [line for line in lines if line.startswith("FAIL")]
    checks = ("import every game", "replay golden game", "table offscreen", "translation")
    for check in (*checks, "keep the players' list"):
        assert any(check in line for line in lines), check
    assert (
        list((data_dir / "quarantine").glob("*")) == []
        if (data_dir / "quarantine").exists()
        else True
    )


def test_development_commands_say_they_are_not_in_a_build_without_them(data_dir):
    for command in ("simulate", "soak"):
        done = _run_without_devtools(command, "--game", ANY.id, data_dir=data_dir)
        assert done.returncode == 2, done.stdout + done.stderr
        assert f"sheetdesk {command}: a development command, not part of this build" in (
            done.stderr
        )
        assert "Traceback" not in done.stderr and done.stdout == ""


def test_self_test_fails_loudly_on_a_broken_golden_game(data_dir, tmp_path, monkeypatch):
    """A damaged golden game gives a FAIL line and a non-zero exit; the file is never moved."""
    from sheetdesk import selftest

    bad = tmp_path / "broken.sheetdesk"
    bad.write_text('{"format": "sheetdesk-save", "format_version": 1')
    monkeypatch.setattr(selftest, "_golden_files", lambda: [bad])
    monkeypatch.setattr(selftest, "_check_import_games", lambda: "stubbed")
    monkeypatch.setattr(selftest, "_check_sheet", lambda entry: lambda: "stubbed")
    monkeypatch.setattr(selftest, "_check_translation", lambda language: lambda: "stubbed")
    lines: list[str] = []
    assert selftest.run(lines.append) == 1
    assert [line for line in lines if line.startswith("FAIL")] == [
        "FAIL replay golden game broken.sheetdesk: SaveError: broken.sheetdesk: "
        "The file is cut off or damaged (not valid JSON)."
    ]
    assert lines[-1].startswith("self-test FAILED")
    assert bad.exists()


def test_self_test_fails_without_golden_games(data_dir, monkeypatch):
    from sheetdesk import selftest

    monkeypatch.setattr(selftest, "_golden_files", list)
    monkeypatch.setattr(selftest, "_check_import_games", lambda: "stubbed")
    monkeypatch.setattr(selftest, "_check_sheet", lambda entry: lambda: "stubbed")
    monkeypatch.setattr(selftest, "_check_translation", lambda language: lambda: "stubbed")
    lines: list[str] = []
    assert selftest.run(lines.append) == 1
    assert "FAIL golden games: none found in the games' golden folders" in lines


@pytest.mark.skipif(not (PACKAGE / "ui" / "app.py").exists(), reason="the UI is not built yet")
def test_quit_after_first_paint_prints_first_frame(data_dir):
    done = _run("--quit-after-first-paint", data_dir=data_dir, timeout=120)
    assert done.returncode == 0, done.stderr
    frames = [line for line in done.stdout.splitlines() if line.startswith("FIRST_FRAME ")]
    assert len(frames) == 1
    float(frames[0].split()[1])


@pytest.mark.parametrize(
    ("argv", "open_file", "quit_early", "qt_args"),
    [
        ([], None, False, []),
        (["--open", "a.sheetdesk"], "a.sheetdesk", False, []),
        (["b.sheetdesk"], "b.sheetdesk", False, []),
        (["--quit-after-first-paint"], None, True, []),
        (["C.SheetDesk", "--quit-after-first-paint"], "C.SheetDesk", True, []),
        (["--style", "fusion"], None, False, ["--style", "fusion"]),
        (["--quit-after-first-paint", "-style", "fusion"], None, True, ["-style", "fusion"]),
        (["--quit", "d.sheetdesk"], "d.sheetdesk", True, []),
        (["--quit-after-first-paint", "--open", "notes.txt"], "notes.txt", True, []),
        (["--open", "e.sheetdesk", "-style", "fusion"], "e.sheetdesk", False, ["-style", "fusion"]),
    ],
)
def test_gui_arguments_pass_through_to_the_app(monkeypatch, argv, open_file, quit_early, qt_args):
    import types

    from sheetdesk.__main__ import main

    calls = []
    fake = types.ModuleType("sheetdesk.ui.app")
    fake.run = (
        lambda args, open_file=None, quit_after_first_paint=False: (  # type: ignore[attr-defined]
            calls.append((args[1:], open_file, quit_after_first_paint)) or 7
        )
    )
    monkeypatch.setitem(sys.modules, "sheetdesk.ui.app", fake)
    assert main(argv) == 7
    assert calls == [(qt_args, open_file, quit_early)]


@pytest.mark.parametrize(
    "argv", [["a.sheetdesk", "b.sheetdesk"], ["--open", "a.sheetdesk", "b.sheetdesk"]]
)
def test_two_saves_on_the_command_line_are_refused(capsys, argv):
    from sheetdesk.__main__ import main

    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    assert "give one save to open" in capsys.readouterr().err


_GUI_IMPORTS = """
import json, os, sys, types
from sheetdesk.__main__ import main

seen = {}

def run(args, open_file=None, quit_after_first_paint=False):
    names = ("PySide6", "pydantic", "sheetdesk.ui.settings", "sheetdesk.core.savefile")
    seen.update({name: name in sys.modules for name in names})
    seen["plugins"] = os.environ.get("PYDANTIC_DISABLE_PLUGINS")
    seen["metadata"] = "importlib.metadata" in sys.modules
    return 0

fake = types.ModuleType("sheetdesk.ui.app")
fake.run = run
sys.modules["sheetdesk.ui.app"] = fake
main(sys.argv[1:])
print(json.dumps(seen))
"""


@pytest.mark.parametrize(
    ("argv", "savefile_first"),
    [([], False), (["--open", "a.sheetdesk"], True), (["b.sheetdesk"], True)],
)
def test_the_gui_gets_its_qt_free_modules_before_qt(data_dir, argv, savefile_first):
    """What the first page needs without Qt (the settings' pydantic models; for a save given on
    the command line, the save file's models too) is imported before PySide6 is (PySide6 reads
    the source of every module imported after it); a start without a file leaves savefile for
    after the first paint. Pydantic looks for no plugins, nor imports what looking for them
    needs (importlib.metadata)."""
    done = run_python(data_dir, "-c", _GUI_IMPORTS, *argv)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen == {
        "PySide6": False,
        "pydantic": True,
        "sheetdesk.ui.settings": True,
        "sheetdesk.core.savefile": savefile_first,
        "plugins": "__all__",
        "metadata": False,
    }


def test_the_gui_keeps_a_pydantic_plugin_choice_made_in_the_environment(data_dir):
    done = run_python(data_dir, "-c", _GUI_IMPORTS, env={"PYDANTIC_DISABLE_PLUGINS": "some_plugin"})
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen["plugins"] == "some_plugin"
    assert seen["metadata"]  # pydantic's own plugin loader: it looks for the others


def test_simulate_record_keeps_the_games_and_stats_exports_them(data_dir, tmp_path):
    done = _run(
        "simulate", "--game", ANY.id, "--players", "3", "--games", "4", "--seed", "3",
        "--bot", BOT, "--record", data_dir=data_dir,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["recorded"] == 4
    assert len(list((data_dir / "saves").glob("*.sheetdesk"))) == 4
    out = tmp_path / "history.csv"
    exported = _run("stats", "--csv", str(out), data_dir=data_dir)
    assert exported.returncode == 0, exported.stderr
    text = out.read_text(encoding="utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(text)))
    assert len(rows) == 12  # one per player per game
    assert {row["player"] for row in rows} == {"Bot 1", "Bot 2", "Bot 3"}
    assert {row["computer_level"] for row in rows} == {BOT}
    # the game's own score rows, each a column named by the game
    parts = [key for key in rows[0] if key.startswith(f"{ANY.id}:")]
    assert parts and all(rows[0][key].lstrip("-").isdigit() for key in parts), rows[0]
    figures = json.loads(_run("stats", "--no-computers", data_dir=data_dir).stdout)
    assert figures["games"] == 4 and figures["players"] == []
    figures = json.loads(_run("stats", data_dir=data_dir).stdout)
    assert sum(line["played"] for line in figures["players"]) == 12


def test_stats_into_a_folder_that_does_not_exist_says_so(data_dir, tmp_path):
    done = _run("stats", "--csv", str(tmp_path / "no" / "such.csv"), data_dir=data_dir)
    assert done.returncode == 1 and "cannot write" in done.stderr


def test_self_test_fails_loudly_without_sqlite(monkeypatch):
    """A build that left SQLite out (the players' list needs it) fails its self-test."""
    import sys

    from sheetdesk import selftest

    monkeypatch.setitem(sys.modules, "sqlite3", None)
    monkeypatch.delitem(sys.modules, "sheetdesk.core.history", raising=False)
    monkeypatch.delitem(sys.modules, "sheetdesk.core.stats", raising=False)
    lines: list[str] = []
    checks = selftest._Checks(lines.append)
    checks.run("keep the players' list", selftest._check_history)
    assert checks.failures == 1 and lines[0].startswith("FAIL keep the players' list")


def test_self_test_fails_loudly_without_print_support(monkeypatch):
    """A build that left QtPrintSupport out (Game → Print… → Print… needs it) fails its
    self-test, and the same check passes where it is installed."""
    import sys

    from sheetdesk import selftest

    lines: list[str] = []
    checks = selftest._Checks(lines.append)
    checks.run("make a printer", selftest._check_print_support)
    assert checks.failures == 0 and lines[0].startswith("ok   make a printer"), lines
    monkeypatch.setitem(sys.modules, "PySide6.QtPrintSupport", None)
    checks.run("make a printer", selftest._check_print_support)
    assert checks.failures == 1 and lines[1].startswith("FAIL make a printer"), lines


def _hold_history(data_dir: Path) -> sqlite3.Connection:
    """Another process's long change to the history: a write transaction held open."""
    from sheetdesk.core.history import History

    with History():
        pass  # (made, at today's schema)
    holder = sqlite3.connect(
        data_dir / "history.sqlite", isolation_level=None, check_same_thread=False
    )
    holder.execute("BEGIN EXCLUSIVE")
    return holder


def test_stats_on_a_history_another_process_holds_reads_the_saves_and_says_why(data_dir, tmp_path):
    done = _run(
        "simulate",
        "--game",
        ANY.id,
        "--players",
        "2",
        "--games",
        "2",
        "--record",
        data_dir=data_dir,
    )
    assert done.returncode == 0, done.stderr
    holder = _hold_history(data_dir)
    try:
        out = tmp_path / "history.csv"
        done = _run("stats", "--csv", str(out), "--wait", "0.2", data_dir=data_dir)
    finally:
        holder.close()
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert "Another sheetdesk window is busy" in done.stderr and "try again" in done.stderr
    assert "read from the saved games" in done.stderr
    with out.open(encoding="utf-8-sig") as exported:
        assert len(list(csv.DictReader(exported))) == 4  # both games, read from the saves


def test_stats_waits_for_another_processs_short_change(data_dir, tmp_path):
    """The change ends while stats waits for it (10 seconds by default): the export is made."""
    import threading

    holder = _hold_history(data_dir)
    release = threading.Timer(1.0, holder.close)
    release.start()
    try:
        out = tmp_path / "history.csv"
        done = _run("stats", "--csv", str(out), data_dir=data_dir)
    finally:
        release.join()
    assert done.returncode == 0, done.stderr
    assert out.exists()
