#!/bin/sh
# Set up sheetdesk from a clean clone and run it, or run the whole test suite.
#   sh scripts/bootstrap.sh run [app arguments]   # installs what is missing, starts the app
#   sh scripts/bootstrap.sh test [pytest args]    # installs what is missing, lint + types + tests
# Works as root or as a user with sudo on Debian 12: installs the system libraries Qt needs and
# python3-venv with apt only when they are missing, then the virtual environment .venv/ with the
# exact versions in constraints.txt (re-installed only when pyproject.toml or constraints change).
set -eu
mode=${1:-run}
[ $# -gt 0 ] && shift
cd "$(dirname "$0")/.."

# Libraries Qt's offscreen platform needs, then the ones its X11 (xcb) plugin needs on top.
qt_libs="libglib2.0-0 libgl1 libegl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libxkbcommon0 fonts-dejavu-core"
xcb_libs="libxcb1 libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-render0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0"
case "$mode" in
  run) wanted="$qt_libs $xcb_libs" ;;
  test) wanted="$qt_libs" ;;
  *) echo "usage: sh scripts/bootstrap.sh run|test [arguments]" >&2; exit 2 ;;
esac

python=${PYTHON:-python3}
command -v "$python" >/dev/null 2>&1 || wanted="python3 $wanted"
if ! "$python" -c 'import ensurepip, venv' >/dev/null 2>&1; then wanted="python3-venv $wanted"; fi

missing=""
if command -v dpkg-query >/dev/null 2>&1; then
  for pkg in $wanted; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" || missing="$missing $pkg"
  done
fi
if [ -n "$missing" ]; then
  echo "sheetdesk: installing system packages:$missing"
  if [ "$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
fi

"$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' || {
  echo "sheetdesk needs Python 3.11 or newer" >&2; exit 1; }

extras=""
[ "$mode" = test ] && extras="[dev]"
stamp=".venv/.sheetdesk-installed"
want_stamp="$mode $(cat pyproject.toml constraints.txt | cksum)"
if [ ! -x .venv/bin/python ]; then
  "$python" -m venv .venv
fi
have_stamp=$(cat "$stamp" 2>/dev/null || true)
case "$have_stamp" in
  "$want_stamp"|"test $(cat pyproject.toml constraints.txt | cksum)") ;;  # the test set covers run
  *)
    .venv/bin/python -m pip install -q --disable-pip-version-check -c constraints.txt -e ".$extras"
    echo "$want_stamp" > "$stamp"
    ;;
esac

if [ "$mode" = run ]; then
  exec .venv/bin/python -m sheetdesk "$@"
fi

# CI and headless machines have no display: Qt draws offscreen.
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
.venv/bin/ruff check .
.venv/bin/ruff format --check .
.venv/bin/mypy
exec .venv/bin/python -m pytest "$@"
