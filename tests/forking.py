"""A fork server for tests that start the same program many times and kill it: one process
imports the program once, then forks a child per request (`serve`); the test holds each child as
it holds a `subprocess.Popen` (`Forked`: pid, poll, kill, wait, returncode). Each child is a
process of its own from the imports on, killed and reaped on its own; only the interpreter's start
and the imports, the same every time, are not paid again.

A request is the child's arguments with its stdout and stderr attached (file descriptors sent over
a Unix socket); the server answers the child's pid, then, once it has ended, its exit status as
`Popen.returncode` gives it (-9 for SIGKILL). One child at a time: a request follows the last
answer."""

from __future__ import annotations

import contextlib
import gc
import os
import select
import signal
import socket
import subprocess
import sys
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path


def serve(fd: int, run: Callable[[list[str]], object]) -> None:
    """Answer the requests on the socket `fd` until it closes: fork, and in the child call
    `run(arguments)` with the stdout and stderr it was given; the child's exit status is what
    `run` returns (an int, or 0), 1 if it raises."""
    # (what is imported stays as it is in every child: the collector need not walk it there, nor
    # copy the memory pages it would touch doing so)
    gc.freeze()
    with socket.socket(fileno=fd) as server:
        while True:
            message, fds, _flags, _address = socket.recv_fds(server, 65536, 2)
            if not message:
                return
            pid = os.fork()
            if pid == 0:  # the child: its stdout and stderr are the ones it was given
                code = 1
                try:
                    server.close()
                    for number, given in zip((1, 2), fds, strict=True):
                        os.dup2(given, number)
                        os.close(given)
                    result = run(message.decode().split("\0"))
                    code = result if isinstance(result, int) else 0
                except SystemExit as end:
                    code = end.code if isinstance(end.code, int) else 1
                except BaseException:
                    traceback.print_exc()
                finally:
                    # (whatever happens here, the child never goes back to the server's loop)
                    with contextlib.suppress(BaseException):
                        sys.stdout.flush()
                        sys.stderr.flush()
                    os._exit(code)
            for given in fds:
                os.close(given)
            server.sendall(f"{pid}\n".encode())
            _, status = os.waitpid(pid, 0)
            code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
            server.sendall(f"{code}\n".encode())


class Forked:
    """A child of the fork server, held as a `subprocess.Popen` is."""

    def __init__(self, server: ForkServer, pid: int) -> None:
        self.server, self.pid = server, pid
        self.returncode: int | None = None

    def poll(self) -> int | None:
        if self.returncode is None and self.server.answered(0):
            self.returncode = int(self.server.answer(None))
        return self.returncode

    def send_signal(self, number: int) -> None:
        if self.returncode is None:
            os.kill(self.pid, number)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)

    def wait(self, timeout: float | None = None) -> int:
        if self.returncode is None:
            if not self.server.answered(timeout):
                raise subprocess.TimeoutExpired(f"forked child {self.pid}", timeout or 0)
            self.returncode = int(self.server.answer(None))
        return self.returncode


class ForkServer:
    """`command` (a program that calls `serve` with the socket number appended to its
    arguments) started with `env`; `start` forks a child of it."""

    def __init__(self, command: Sequence[str], env: dict[str, str]) -> None:
        self.socket, theirs = socket.socketpair()
        self.process = subprocess.Popen(
            [*command, str(theirs.fileno())],
            env=env,
            pass_fds=[theirs.fileno()],
            cwd=Path(__file__).resolve().parents[1],  # (where `-m tests.forking` is found)
        )
        theirs.close()
        self.received = b""  # (an answer may come with the next one: kept until asked for)

    def answered(self, timeout: float | None) -> bool:
        """Whether an answer is there to read (waiting up to `timeout` seconds for one)."""
        if b"\n" in self.received:
            return True
        readable, _, _ = select.select([self.socket], [], [], timeout)
        return bool(readable)

    def answer(self, timeout: float | None) -> str:
        self.socket.settimeout(timeout)
        while b"\n" not in self.received:
            more = self.socket.recv(4096)
            assert more, f"the fork server ended: {self.process.poll()}"
            self.received += more
        line, self.received = self.received.split(b"\n", 1)
        return line.decode()

    def start(self, arguments: Sequence[str], stdout: int, stderr: int) -> Forked:
        """A child running with `arguments`, writing to the file descriptors `stdout` and
        `stderr` (the caller closes its own copies when it likes)."""
        request = "\0".join(arguments).encode()
        socket.send_fds(self.socket, [request], [stdout, stderr])
        return Forked(self, int(self.answer(60)))

    def close(self) -> None:
        self.socket.close()  # (the server reads nothing more: it returns)
        assert self.process.wait(timeout=30) == 0


def serve_sheetdesk(fd: int, prepare: Callable[[list[str]], list[str]] | None = None) -> None:
    """`python -m sheetdesk ARGUMENTS` per request (`DATA_DIR ARGUMENTS...`), its headless
    commands' modules imported once; `prepare` (in the child, before the program) may take
    arguments of its own off the front and returns the program's."""
    import sheetdesk.__main__ as program

    program._pydantic_without_plugins()  # (as its main does first)
    import sheetdesk.core.history
    import sheetdesk.core.stats  # noqa: F401

    def run(arguments: list[str]) -> int:
        data, *given = arguments
        os.environ["SHEETDESK_DATA_DIR"] = data
        if prepare is not None:
            given = prepare(given)
        sys.argv = [program.__file__ or "sheetdesk", *given]
        return program.main(given)

    serve(fd, run)


if __name__ == "__main__":  # python -m tests.forking FD: the fork server of `python -m sheetdesk`
    serve_sheetdesk(int(sys.argv[1]))
