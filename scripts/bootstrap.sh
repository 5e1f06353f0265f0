#!/bin/sh
# Set up sheetdesk from a clean clone and run it, or run the whole test suite.
#   sh scripts/bootstrap.sh run [--] [app arguments]    # installs what is missing, starts the app
#   sh scripts/bootstrap.sh test [--] [pytest arguments] # installs what is missing, lint + types + tests
#                                                        # (all of them on every core, or as given)
# Works from any directory, as root or as a user with sudo, on Debian 12 and 13 and Ubuntu 24.04
# (and derivatives): installs python3/python3-venv and the system libraries Qt needs with apt only
# when they are missing (a user without sudo gets the full list for an administrator), then
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
# The tests also build the frozen app and the .deb: PyInstaller needs objdump, the recipe readelf
# (binutils) and xz (xz-utils, the .deb's compressor); the printing tests read the PDFs they
# write back with pdfinfo, pdftoppm and pdftotext (poppler-utils).
case "$mode" in
  run) wanted="$qt_libs $xcb_libs" ;;
  test) wanted="$qt_libs binutils xz-utils poppler-utils" ;;
  *) echo "usage: sh scripts/bootstrap.sh run|test [--] [arguments]" >&2; exit 2 ;;
esac

# One look at the Python to use: its version, whether it can make a virtual environment, and
# whether its shared library is there (PyInstaller, for the packaging tests, needs it).
python=${PYTHON:-python3}
probe='import sys
v = "%d.%d" % sys.version_info[:2]
try:
    import ensurepip, venv
    has_venv = 1
except ImportError:
    has_venv = 0
import ctypes.util
print(v, has_venv, int(ctypes.util.find_library("python" + v) is not None))'
look_at_python() {
  pyver="" has_venv=0 has_libpython=0
  if command -v "$python" >/dev/null 2>&1; then
    read -r pyver has_venv has_libpython <<EOF
$("$python" -c "$probe" 2>/dev/null)
EOF
  fi
}
look_at_python
ask_also="" libpython_later=0
if [ -z "$pyver" ]; then
  wanted="python3 python3-venv $wanted"
  # Python's shared library (tests) is named by the version the package python3 brings: root
  # installs it once that is there (below), not libpython3-dev, which brings it for any version
  # but with the headers and the C library's development files (some 3,000 more files). An
  # administrator asked now gets libpython3-dev, to be done in one go.
  [ "$mode" = test ] && ask_also=" libpython3-dev" libpython_later=1
else
  [ "$has_venv" = 1 ] || wanted="python3-venv $wanted"
  [ "$mode" = test ] && [ "$has_libpython" != 1 ] && wanted="$wanted libpython$pyver"
fi

# installed_names: every installed package and every name one provides (Debian 13 and Ubuntu
# 24.04 renamed libraries: libglib2.0-0t64 provides libglib2.0-0, so apt needs not run).
installed_names() {
  dpkg-query -W -f='${db:Status-Abbrev}|${Package}|${Provides}\n' 2>/dev/null | awk -F'|' '
    $1 ~ /^.i/ {
      n = split($2 "," $3, names, ",")
      for (i = 1; i <= n; i++) {
        sub(/^ +/, "", names[i]); sub(/[ :(].*/, "", names[i])
        if (names[i] != "") print names[i]
      }
    }'
}

# apt_install PACKAGE...: install those not installed yet, as root or through sudo (apt picks
# the package that provides a renamed one). Without either, name them all and stop.
apt_install() {
  have=" $(installed_names | tr '\n' ' ') "
  missing=""
  for pkg in "$@"; do
    case "$have" in *" $pkg "*) ;; *) missing="$missing $pkg" ;; esac
  done
  [ -n "$missing" ] || return 0
  if [ "$(id -u)" = 0 ]; then
    sudo=""
  elif command -v sudo >/dev/null 2>&1; then
    sudo="sudo"
  else
    say "not root and no sudo, so the missing system packages cannot be installed from here;"
    say "ask an administrator to run: apt-get install$missing$ask_also"
    exit 1
  fi
  say "installing system packages with apt:$missing"
  log=$(mktemp)
  # (apt's lists are fetched once a run)
  if ! { { [ -n "$apt_updated" ] || $sudo apt-get update -q; } &&
         $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing
       } >"$log" 2>&1 </dev/null; then
    cat "$log" >&2; rm -f "$log"; say "apt-get failed (output above)"; exit 1
  fi
  rm -f "$log"
  apt_updated=1
}
apt_updated=""

if command -v dpkg-query >/dev/null 2>&1; then
  apt_install $wanted
  if [ "$libpython_later" = 1 ]; then
    look_at_python
    [ -z "$pyver" ] || [ "$has_libpython" = 1 ] || apt_install "libpython$pyver"
  fi
elif [ -z "$pyver" ]; then
  say "no dpkg/apt here: install Python 3.11+ with venv and Qt's libraries, then run this again"
  exit 1
fi

[ -n "$pyver" ] || pyver=$("$python" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
case "$pyver" in
  3.1[1-9]|3.[2-9][0-9]) ;;
  *) say "needs Python 3.11 or newer ($python is ${pyver:-not there})"; exit 1 ;;
esac

extras=""
[ "$mode" = test ] && extras="[dev]"
sums=$(cat pyproject.toml constraints.txt sheetdesk/__init__.py | cksum)  # (the version is written in __init__.py)
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
    # Unpacked support modules belong to the shiboken6 that unpacked them (pip leaves them behind).
    rm -rf .venv/lib/python3*/site-packages/shiboken6/files.dir
    # (no bytecode ahead: compiling every installed file took a third of the install's time, and
    # Python writes it for the modules imported, at their first import)
    .venv/bin/python -m pip install -q --no-compile --disable-pip-version-check -c constraints.txt -e ".$extras"
    # PySide6 keeps its support modules (shibokensupport) inside shiboken6's library and
    # compiles them from source at every start of the app, unless they are unpacked beside it
    # (files.dir, by its own SBK_EMBED=0 switch), where they are imported as any module is,
    # their bytecode cached: ~100 M instructions, some 4 % of the work to the first paint.
    for shiboken in .venv/lib/python3*/site-packages/shiboken6; do
      [ -d "$shiboken" ] || continue
      SBK_EMBED=0 .venv/bin/python -c "import shiboken6"
    done
    echo "$mode $sums" > "$stamp"
    ;;
esac

if [ "$mode" = run ]; then
  # Without a display the app says so and names the headless ways, as this command.
  SHEETDESK_COMMAND="sh $0 run" exec .venv/bin/python -m sheetdesk "$@"
fi

# CI and headless machines have no display: Qt draws offscreen.
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
say "lint (ruff), formatting, types (mypy), then the tests (pytest)"
# The tests start the app in new processes hundreds of times (the command line, kills, first
# paints, the packaging): with bytecode written once, none compiles the app again, nor does each
# worker rewrite the tests' assertions again (a machine may have turned writing it off).
unset PYTHONDONTWRITEBYTECODE
# mypy takes one core for a while: it starts first, beside ruff and the preparation of the
# tests' run below, and the tests start only once it has passed (its errors come before a
# quarter of an hour of tests). It stops with the command if ruff fails.
types=$(mktemp)
.venv/bin/mypy >"$types" 2>&1 &
mypy_pid=$!
trap 'kill $mypy_pid 2>/dev/null; rm -f "$types"' EXIT
.venv/bin/ruff check .
.venv/bin/ruff format --check .
# The whole suite runs on every core (pytest-xdist; pyproject.toml keeps the tests that share a
# build in one worker), with two workers more than cores: the packaging tests wait on disks, apt,
# Wine and child processes, and with one more a tenth of the cores' time still stood idle while
# they ran (2 cores: 4 workers took the whole command from 1,032 s to 980 s). Before they start,
# one collection compiles the app and its libraries and rewrites the tests' assertions once
# (from a clean clone each worker would otherwise do it all itself, at the same time). Tests
# chosen by hand run as given, in one process unless they add -n: starting the workers would
# cost more than a file or two of tests take.
if [ $# -eq 0 ]; then
  .venv/bin/python -m pytest --collect-only -q -n 0 >/dev/null 2>&1 || true  # (errors: shown below)
  set -- -n "$(($(nproc 2>/dev/null || echo 1) + 2))"
fi
if wait "$mypy_pid"; then
  cat "$types"
else
  cat "$types"; say "mypy found errors (above)"; exit 1
fi
trap - EXIT
rm -f "$types"
exec .venv/bin/python -m pytest "$@"
