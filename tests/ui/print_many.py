"""`sheetdesk print` run several times in one process, one command after the other, as the paper
tests' child process: each process of its own spent most of its second on starting (Python, Qt,
the font, the games), the print itself a tenth of that.

Reads a JSON list of jobs from the file named by its argument, each {"argv": [...], "data":
folder, "said": folder}: the command's arguments after `print`, the app's data folder it runs with
(SHEETDESK_DATA_DIR, each job its own) and the folder its output goes to (what it wrote on stdout
and stderr, caught at the file descriptors, so Qt's own warnings are caught too, in `stdout.txt`
and `stderr.txt`). Prints the exit codes as a JSON list on its last line.

Each command finds the process as a process of its own would, but for what it may keep (Qt's
application, the modules imported): the translators the one before installed are removed and
the locale it set is put back (`as_started`).

    PYTHONPATH=. python tests/ui/print_many.py jobs.json
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path


def run(argv: list[str]) -> int:
    """`sheetdesk print` with `argv`, as `python -m sheetdesk print` runs it; its exit code (an
    argument refused exits with 2, as the command does)."""
    from sheetdesk.__main__ import main

    try:
        return main(["print", *argv])
    except SystemExit as stop:
        code = stop.code
        return code if isinstance(code, int) else (0 if code is None else 1)


def as_started(locale: object) -> None:
    """Undo what a command leaves that the next one would find: its translators, installed on
    the application (a command installs its own; the last one installed is asked first), and
    the default locale it set (`locale`: the one the process started with)."""
    from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

    app = QCoreApplication.instance()
    if app is not None:
        for translator in app.findChildren(QTranslator):
            QCoreApplication.removeTranslator(translator)
            translator.setParent(None)
            translator.deleteLater()
    assert isinstance(locale, QLocale)
    QLocale.setDefault(locale)


def main() -> int:
    jobs = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QLocale

    started = QLocale()
    kept_out, kept_err = os.dup(1), os.dup(2)
    codes = []
    for job in jobs:
        os.environ["SHEETDESK_DATA_DIR"] = job["data"]
        said = Path(job["said"])
        said.mkdir(parents=True, exist_ok=True)
        with (said / "stdout.txt").open("wb") as out, (said / "stderr.txt").open("wb") as err:
            sys.stdout.flush()
            sys.stderr.flush()
            os.dup2(out.fileno(), 1)
            os.dup2(err.fileno(), 2)
            try:
                codes.append(run(job["argv"]))
            finally:
                sys.stdout.flush()
                sys.stderr.flush()
                os.dup2(kept_out, 1)
                os.dup2(kept_err, 2)
                as_started(started)
    print(json.dumps(codes))
    return 0


if __name__ == "__main__":
    sys.exit(main())
