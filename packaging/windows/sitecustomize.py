"""Run by the installed app's Python at every start (the Windows installer puts it in
Lib\\site-packages; `import site` in python313._pth runs it). Not part of the sheetdesk package.

- Output never fails on characters the console's code page lacks: when stdout is a pipe or a
  file, Windows Python writes in the ANSI code page (e.g. cp1252), which has no Greek letters, so
  printing a Greek string would end the program with UnicodeEncodeError. Unencodable characters
  are written as backslash escapes instead.
- pythonw.exe (the Start-menu entry, double-clicked saves) has no console, so output is dropped;
  when the environment variable SHEETDESK_STDIO_LOG names a file, stdout and stderr are appended
  to it (diagnostics; the Wine smoke test reads the self-test's report from it).
"""

import contextlib
import os
import sys


def _setup() -> None:
    log = os.environ.get("SHEETDESK_STDIO_LOG")
    if log and sys.stdout is None:
        stream = open(log, "a", encoding="utf-8", buffering=1)  # noqa: SIM115 (kept open)
        sys.stdout = sys.stderr = stream
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(OSError, ValueError):
                reconfigure(errors="backslashreplace")


_setup()
del _setup
