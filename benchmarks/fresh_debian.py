"""The README's two commands from nothing: a fresh minimal Debian (debootstrap), a clean clone.

    sudo python3 benchmarks/fresh_debian.py [--suite bookworm|trixie] [--branch NAME]
        [--step USER:COMMAND ...] [--pytest-addopts=OPTS] [--keep]

Unpacks a pristine `debootstrap --variant=minbase` root of the suite (tests/packaging/debian.py:
its tarball is cached under /var/tmp/sheetdesk-ci, but nothing else is shared with the host:
no .deb or wheel caches), clones the branch into it (for root: /root/sheetdesk; for another user:
~USER/sheetdesk, the user made with useradd, no sudo) and runs each step there in order, as that
user, with no display, no terminal, stdin from /dev/null, CI=true and a clean environment.
Every output line is stamped with the seconds since its step started; the log goes to
/var/tmp/sheetdesk-ci/fresh-runs/. Ends with one line per step: user, command, exit status,
wall-clock minutes, CPU minutes (user + system, of every process of the step: on a shared
machine the wall clock depends on the others' load, this much less) and the load average before
and after. The default step is CI's: `root:sh .ci/run`.

Needs root and git. This measures the README's figures; it is not part of the test suite.
"""

from __future__ import annotations

import argparse
import datetime
import os
import resource
import shlex
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.packaging import debian  # noqa: E402


def git(*args: str | Path) -> str:
    done = subprocess.run(["git", *map(str, args)], check=True, capture_output=True, text=True)
    return done.stdout.strip()


def step(chroot: debian.Chroot, user: str, command: str, env: dict[str, str], log) -> int:
    home = "/root" if user == "root" else f"/home/{user}"
    argv = chroot.argv("sh", "-c", f"cd {home}/sheetdesk && {command}", user=user, **env)
    started = time.monotonic()
    log.write(f"\n=== {user}: {command}\n")
    with subprocess.Popen(
        argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    ) as child:
        assert child.stdout is not None
        for raw in child.stdout:
            line = f"{time.monotonic() - started:7.1f} {raw.decode(errors='replace')}"
            log.write(line)
            log.flush()
            sys.stdout.write(line)
            sys.stdout.flush()
    return child.returncode


def _cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--suite", default="bookworm")
    parser.add_argument("--source", type=Path, default=ROOT, help="git repository to clone")
    parser.add_argument("--branch", default="", help="default: the source's current branch")
    parser.add_argument("--step", action="append", default=[], metavar="USER:COMMAND")
    parser.add_argument("--pytest-addopts", default="", help="PYTEST_ADDOPTS for every step")
    args = parser.parse_args()
    if os.geteuid() != 0:
        parser.error("needs root (debootstrap, chroot, mounts)")
    branch = args.branch or git("-C", args.source, "branch", "--show-current")
    steps = [s.split(":", 1) for s in (args.step or ["root:sh .ci/run"])]
    env = {"CI": "true"}
    if args.pytest_addopts:
        env["PYTEST_ADDOPTS"] = args.pytest_addopts
    logs = debian.CACHE / "fresh-runs"
    logs.mkdir(parents=True, exist_ok=True)
    stamp = datetime.datetime.now(datetime.UTC).strftime("%Y%m%dT%H%M%SZ")
    log_path = logs / f"{args.suite}-{stamp}.log"
    results = []
    with debian.fresh_root(args.suite, whole=True) as chroot, log_path.open("w") as log:
        commits = set()
        for user in sorted({user for user, _ in steps}):
            home = "root" if user == "root" else f"home/{user}"
            if user != "root":
                chroot.run("useradd", "--create-home", "--shell", "/bin/sh", user)
            target = chroot.path / home / "sheetdesk"
            git("clone", "-q", "--no-hardlinks", "--branch", branch, args.source, target)
            commits.add(git("-C", target, "rev-parse", "--short", "HEAD"))
            chroot.run("chown", "-R", f"{user}:{user}", f"/{home}/sheetdesk")
        header = f"{args.suite} {branch} {' '.join(sorted(commits))}, {os.cpu_count()} CPUs"
        log.write(header + "\n")
        print(header, flush=True)
        for user, command in steps:
            load = os.getloadavg()[0]
            started = time.monotonic()
            cpu = _cpu_seconds()
            code = step(chroot, user, command, env, log)
            minutes = (time.monotonic() - started) / 60
            cpu_minutes = (_cpu_seconds() - cpu) / 60
            results.append(
                f"{args.suite} {user}: {shlex.quote(command)} -> exit {code}, {minutes:.1f} min, "
                f"CPU {cpu_minutes:.1f} min (load {load:.1f} -> {os.getloadavg()[0]:.1f})"
            )
        log.write("\n" + "\n".join(results) + "\n")
    print(f"\nlog: {log_path}\n" + "\n".join(results))
    return 0 if all("-> exit 0," in r for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
