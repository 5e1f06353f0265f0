#!/bin/sh
# Set up sheetdesk from a clean clone and run it, or run the whole test suite.
#   sh scripts/bootstrap.sh run [--] [app arguments]    # installs what is missing, starts the app
#   sh scripts/bootstrap.sh test [--] [pytest arguments] # installs what is missing, lint + types + tests
# Works from any directory, as root or as a user with sudo, on Debian 12 (and derivatives): installs
# python3/python3-venv and the system libraries Qt needs with apt only when they are missing, then
# the virtual environment .venv/ with the exact versions in constraints.txt. A stamp file in .venv/
# records what was installed, so later runs skip straight to starting the app or the tests; it is
# redone when pyproject.toml or constraints.txt change. Paths given to pytest are relative to the
# repository root.
set -eu
mode=${1:-run}
[ $# -gt 0 ] && shift
[ "${1:-}" = "--" ] && shift
cd "$(dirname "$0")/.."

say() { echo "sheetdesk: $*" >&2; }

# Libraries Qt's offscreen platform needs (tests, headless use), then the ones its X11 (xcb)
# plugin needs on top (the app on a desktop; Wayland desktops run it through XWayland or natively).
qt_libs="libglib2.0-0 libgl1 libegl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libxkbcommon0 fonts-dejavu-core"
xcb_libs="libxcb1 libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-render0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0"
# The tests also build the frozen app: PyInstaller needs objdump, the recipe readelf (binutils).
case "$mode" in
  run) wanted="$qt_libs $xcb_libs" ;;
  test) wanted="$qt_libs binutils" ;;
  *) echo "usage: sh scripts/bootstrap.sh run|test [--] [arguments]" >&2; exit 2 ;;
esac

python=${PYTHON:-python3}
if ! command -v "$python" >/dev/null 2>&1; then
  wanted="python3 python3-venv $wanted"
elif ! "$python" -c 'import ensurepip, venv' >/dev/null 2>&1; then
  wanted="python3-venv $wanted"
fi

# apt_install PACKAGE...: install those not installed yet (as root, or through sudo).
apt_install() {
  missing=""
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" || missing="$missing $pkg"
  done
  [ -n "$missing" ] || return 0
  say "installing system packages with apt:$missing"
  if [ "$(id -u)" = 0 ]; then
    sudo=""
  elif command -v sudo >/dev/null 2>&1; then
    sudo="sudo"
  else
    say "not root and no sudo: ask an administrator to run: apt-get install$missing"
    exit 1
  fi
  log=$(mktemp)
  if ! { $sudo apt-get update -q &&
         $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing
       } >"$log" 2>&1 </dev/null; then
    cat "$log" >&2; rm -f "$log"; say "apt-get failed (output above)"; exit 1
  fi
  rm -f "$log"
}

if command -v dpkg-query >/dev/null 2>&1; then
  apt_install $wanted
elif ! command -v "$python" >/dev/null 2>&1; then
  say "no dpkg/apt here: install Python 3.11+ with venv and Qt's libraries, then run this again"
  exit 1
fi

"$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' || {
  say "needs Python 3.11 or newer ($python is $("$python" -V 2>&1))"; exit 1; }

# PyInstaller (packaging tests) needs Python's shared library, a separate package on Debian.
if [ "$mode" = test ] && command -v dpkg-query >/dev/null 2>&1 && ! "$python" -c '
import ctypes.util, sys
sys.exit(ctypes.util.find_library("python%d.%d" % sys.version_info[:2]) is None)'; then
  apt_install "libpython$("$python" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
fi

extras=""
[ "$mode" = test ] && extras="[dev]"
sums=$(cat pyproject.toml constraints.txt | cksum)
stamp=".venv/.sheetdesk-installed"
if [ ! -x .venv/bin/python ]; then
  say "creating the virtual environment .venv/"
  "$python" -m venv .venv
fi
have_stamp=$(cat "$stamp" 2>/dev/null || true)
case "$have_stamp" in
  "$mode $sums"|"test $sums") ;;  # up to date (the test set includes everything run needs)
  *)
    say "installing sheetdesk$extras and its pinned dependencies into .venv/ (first time: about a minute)"
    rm -f "$stamp"
    .venv/bin/python -m pip install -q --disable-pip-version-check -c constraints.txt -e ".$extras"
    echo "$mode $sums" > "$stamp"
    ;;
esac

if [ "$mode" = run ]; then
  exec .venv/bin/python -m sheetdesk "$@"
fi

# CI and headless machines have no display: Qt draws offscreen.
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
say "lint (ruff), formatting, types (mypy), then the tests (pytest)"
.venv/bin/ruff check .
.venv/bin/ruff format --check .
.venv/bin/mypy
exec .venv/bin/python -m pytest "$@"
